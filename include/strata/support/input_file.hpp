#pragma once
// Reading a user-named input file with the checks every reader shares: the path must
// name a regular file (not a directory, FIFO or device such as /dev/zero, which would
// otherwise be read until memory runs out) and be no larger than the input size limit.
// The limit is process-wide so the CLI can raise it with one flag (--max-input-bytes).

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <string_view>
#include <system_error>

namespace strata {

// Default limit on the bytes of one input file: 256 MiB, far above any real trace, arch
// file or planning CSV (a 1,000,000-buffer CSV is about 30 MB), small enough that a
// wrong path cannot exhaust host memory.
inline constexpr std::uint64_t kDefaultMaxInputBytes = std::uint64_t{256} << 20;

inline std::uint64_t& maxInputBytes() {
  static std::uint64_t limit = kDefaultMaxInputBytes;
  return limit;
}

// Returns the whole file. `what` names the input in messages ("allocation trace",
// "arch file", ...). Throws strata::Error: NotFound when it does not exist or cannot be
// opened, InvalidArgument when it is not a regular file or is over the limit.
inline std::string readInputFile(const std::string& path, std::string_view what) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status st = fs::status(path, ec);
  if (ec || !fs::exists(st))
    throw Error(ErrorKind::NotFound,
                fmt::format("{} '{}' does not exist; check the path", what, path),
                {Error::str("path", path)});
  if (!fs::is_regular_file(st))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} '{}' is not a regular file ({}); give the path of a file", what,
                            path, fs::is_directory(st) ? "a directory" : "a device, FIFO or socket"),
                {Error::str("path", path)});
  const std::uint64_t size = fs::file_size(path, ec);
  const std::uint64_t limit = maxInputBytes();
  if (!ec && size > limit)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} '{}' is {} bytes, above the input limit of {} bytes; raise it "
                            "with --max-input-bytes N if the file is meant to be this large",
                            what, path, size, limit),
                {Error::str("path", path), Error::num("bytes", static_cast<std::int64_t>(size)),
                 Error::num("limit", static_cast<std::int64_t>(limit))});
  std::ifstream in(path, std::ios::binary);
  if (!in)
    throw Error(ErrorKind::NotFound,
                fmt::format("{} '{}' cannot be opened for reading; check its permissions", what,
                            path),
                {Error::str("path", path)});
  std::string text;
  text.resize(static_cast<std::size_t>(size));
  in.read(text.data(), static_cast<std::streamsize>(size));
  text.resize(static_cast<std::size_t>(in.gcount()));
  if (in.bad())
    throw Error(ErrorKind::NotFound, fmt::format("{} '{}': read error", what, path),
                {Error::str("path", path)});
  return text;
}

}  // namespace strata
