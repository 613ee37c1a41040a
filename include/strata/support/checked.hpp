#pragma once
// Checked unsigned arithmetic for sizes, counts and addresses derived from user input:
// a result that does not fit in 64 bits is reported, never wrapped.

#include <cstdint>
#include <optional>

namespace strata {

inline std::optional<std::uint64_t> checkedMul(std::uint64_t a, std::uint64_t b) {
  std::uint64_t r = 0;
  if (__builtin_mul_overflow(a, b, &r)) return std::nullopt;
  return r;
}

inline std::optional<std::uint64_t> checkedAdd(std::uint64_t a, std::uint64_t b) {
  std::uint64_t r = 0;
  if (__builtin_add_overflow(a, b, &r)) return std::nullopt;
  return r;
}

}  // namespace strata
