#pragma once
// Helpers shared by the runtime tests.

#include "strata/support/error.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <vector>

namespace strata::runtime::testing {

template <typename Fn>
Error expectError(Fn&& fn) {
  try {
    fn();
  } catch (const Error& e) {
    return e;
  }
  ADD_FAILURE() << "expected strata::Error";
  return Error(ErrorKind::Internal, "no error was thrown");
}

inline bool contains(const Error& e, const char* text) {
  return std::string(e.what()).find(text) != std::string::npos;
}

inline std::vector<std::byte> pattern(std::size_t n, unsigned seed) {
  std::vector<std::byte> bytes(n);
  for (std::size_t i = 0; i < n; ++i) bytes[i] = static_cast<std::byte>((i * 131 + seed * 7 + 1) & 0xFF);
  return bytes;
}

}  // namespace strata::runtime::testing
