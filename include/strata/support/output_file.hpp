#pragma once
// Writing an output file so that a failed command never truncates or deletes an
// existing file: the text goes to a temporary file beside the target, which replaces
// the target by rename only once it is complete. A target that is not a regular file
// (/dev/null, /dev/stdout, a FIFO) is written through instead: renaming over it would
// replace the device node (as root, the machine's /dev/null) with a plain file. A
// symlink is followed, so the file it names is replaced and the link stays.

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <ostream>
#include <string>
#include <unistd.h>

namespace strata {

// Fills an output stream; the writers below call it once.
using OutputWriter = std::function<void(std::ostream&)>;

namespace detail {

// Opens `file` (the target itself, or the temporary beside it), lets `write` fill it
// and checks the stream. Errors name `target`, the file the user asked for.
inline void writeStream(const std::string& file, const std::string& target, std::uint64_t bytes,
                        const OutputWriter& write, bool temporary) {
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  if (!out)
    throw Error(ErrorKind::InvalidArgument,
                temporary ? fmt::format("cannot write '{}': check that the directory exists and "
                                        "is writable",
                                        target)
                          : fmt::format("cannot write '{}': it is not a regular file and cannot "
                                        "be opened for writing",
                                        target),
                {Error::str("path", target)});
  write(out);
  out.flush();
  if (out) return;
  if (temporary) std::remove(file.c_str());
  throw Error(ErrorKind::InvalidArgument,
              temporary ? fmt::format("writing '{}' failed ({} bytes; is the disk full?); the "
                                      "existing file, if any, is unchanged",
                                      target, bytes)
                        : fmt::format("writing '{}' failed ({} bytes)", target, bytes),
              {Error::str("path", target)});
}

}  // namespace detail

// Checks, before a long command runs, that the output file `path` given by `option`
// can be written later: its directory exists and is writable (a target that is not a
// regular file, such as /dev/null, is written through and needs only to exist).
inline void checkOutputPath(const std::string& path, const std::string& option) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::exists(path, ec) && !fs::is_regular_file(path, ec)) return;
  const fs::path dir = fs::path(path).has_parent_path() ? fs::path(path).parent_path() : fs::path(".");
  if (!fs::is_directory(dir, ec) || ::access(dir.c_str(), W_OK) != 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} {}: cannot write there: check that the directory '{}' exists and "
                            "is writable",
                            option, path, dir.string()),
                {Error::str("path", path)});
}

// `bytes` is what `write` will write (for the messages).
inline void writeFileAtomically(const std::string& given, std::uint64_t bytes,
                                const OutputWriter& write) {
  namespace fs = std::filesystem;
  std::string path = given;
  std::error_code ec;
  if (fs::is_symlink(fs::symlink_status(path, ec))) {
    const fs::path resolved = fs::weakly_canonical(path, ec);
    if (!ec) path = resolved.string();
  }
  const fs::file_status status = fs::status(path, ec);
  if (!ec && fs::exists(status) && !fs::is_regular_file(status) && !fs::is_directory(status))
    return detail::writeStream(path, path, bytes, write, /*temporary=*/false);
  // The pid keeps two concurrent runs writing the same target from sharing a temporary.
  const std::string tmp = fmt::format("{}.tmp.{}", path, static_cast<long>(::getpid()));
  detail::writeStream(tmp, path, bytes, write, /*temporary=*/true);
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("cannot replace '{}' (is it a directory?); the existing file, if "
                            "any, is unchanged",
                            path),
                {Error::str("path", path)});
  }
}

inline void writeFileAtomically(const std::string& path, const std::string& text) {
  writeFileAtomically(path, text.size(), [&](std::ostream& out) { out << text; });
}

}  // namespace strata
