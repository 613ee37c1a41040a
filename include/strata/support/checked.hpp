#pragma once
// Checked unsigned arithmetic for sizes, counts and addresses derived from user input:
// a result that does not fit in 64 bits is reported, never wrapped.

#include <cstdint>
#include <optional>

namespace strata {

// The largest tensor any layer accepts, in bytes (256 TiB): no device comes close, and
// below it every element, page, tile and byte count derived from a validated shape fits
// in 64 bits with room to spare, so later arithmetic needs no checks of its own.
inline constexpr std::uint64_t kMaxTensorBytes = std::uint64_t{1} << 48;

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
