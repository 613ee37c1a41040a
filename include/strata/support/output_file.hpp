#pragma once
// Writing an output file so that a failed command never truncates or deletes an
// existing file: the text goes to a temporary file beside the target, which replaces
// the target by rename only once it is complete.

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <unistd.h>

namespace strata {

inline void writeFileAtomically(const std::string& path, const std::string& text) {
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
