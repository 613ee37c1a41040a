#pragma once
// Writing an output file so that a failed command never truncates or deletes an
// existing file: the text goes to a temporary file beside the target, which replaces
// the target by rename only once it is complete. A target that is not a regular file
// (/dev/null, /dev/stdout, a FIFO) is written through instead: renaming over it would
// replace the device node (as root, the machine's /dev/null) with a plain file. A
// symlink is followed, so the file it names is replaced and the link stays.

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

namespace strata {

// `text` into a target that is not a regular file (a device, a FIFO), in place.
inline void writeThrough(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  if (!out)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("cannot write '{}': it is not a regular file and cannot be opened "
                            "for writing",
                            path),
                {Error::str("path", path)});
  out << text;
  out.flush();
  if (!out)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("writing '{}' failed ({} bytes)", path, text.size()),
                {Error::str("path", path)});
}

inline void writeFileAtomically(const std::string& given, const std::string& text) {
  namespace fs = std::filesystem;
  std::string path = given;
  std::error_code ec;
  if (fs::is_symlink(fs::symlink_status(path, ec))) {
    const fs::path resolved = fs::weakly_canonical(path, ec);
    if (!ec) path = resolved.string();
  }
  const fs::file_status status = fs::status(path, ec);
  if (!ec && fs::exists(status) && !fs::is_regular_file(status) && !fs::is_directory(status))
    return writeThrough(path, text);
  // The pid keeps two concurrent runs writing the same target from sharing a temporary.
  const std::string tmp = fmt::format("{}.tmp.{}", path, static_cast<long>(::getpid()));
  {
    std::ofstream out(tmp, std::ios::binary | std::ios::trunc);
    if (!out)
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("cannot write '{}': check that the directory exists and is "
                              "writable",
                              path),
                  {Error::str("path", path)});
    out << text;
    out.flush();
    if (!out) {
      std::remove(tmp.c_str());
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("writing '{}' failed ({} bytes; is the disk full?); the existing "
                              "file, if any, is unchanged",
                              path, text.size()),
                  {Error::str("path", path)});
    }
  }
  if (std::rename(tmp.c_str(), path.c_str()) != 0) {
    std::remove(tmp.c_str());
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("cannot replace '{}' (is it a directory?); the existing file, if "
                            "any, is unchanged",
                            path),
                {Error::str("path", path)});
  }
}

}  // namespace strata
