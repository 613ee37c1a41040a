// Small numeric helpers shared by the allocator sources (private to lib/alloc).
#pragma once

#include <cstdint>
#include <limits>

namespace strata::alloc::detail {

inline bool isPowerOfTwo(std::uint64_t v) { return v != 0 && (v & (v - 1)) == 0; }

// Error fields are signed 64-bit; values beyond that range are reported saturated
// rather than wrapped to a negative number.
inline std::int64_t asField(std::uint64_t v) {
  return v > std::uint64_t(std::numeric_limits<std::int64_t>::max())
             ? std::numeric_limits<std::int64_t>::max()
             : std::int64_t(v);
}

}  // namespace strata::alloc::detail
