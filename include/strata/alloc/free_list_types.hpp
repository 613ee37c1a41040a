#pragma once
// The vocabulary of the free-list allocator (free_list.hpp): addresses, directions, fit
// policies, the configuration and the block / statistics records. A header of its own
// so that the allocator's inline core (detail/free_list_core.hpp) can use them too.

#include <cstdint>
#include <optional>

namespace strata::alloc {

using Address = std::uint64_t;

enum class Direction : std::uint8_t {
  BottomUp,  // place at the low end of the chosen free block
  TopDown,   // place at the high end of the chosen free block
};

enum class FitPolicy : std::uint8_t {
  FirstFit,  // the first fitting free block in the direction of travel: lowest address
             // for BottomUp, highest for TopDown
  BestFit,   // the smallest fitting free block; ties go to the first in the direction
             // of travel (lowest address for BottomUp, highest for TopDown)
};

struct FreeListConfig {
  Address base = 0;                  // first allocatable address
  std::uint64_t size = 0;            // bytes in the range
  std::uint64_t alignment = 1;       // power of two; block addresses and sizes are multiples
  std::uint64_t min_allocation = 1;  // requests below this are rounded up to it
  FitPolicy policy = FitPolicy::BestFit;
};

struct Range {
  Address begin = 0;
  Address end = 0;  // one past the last byte
  std::uint64_t size() const { return end - begin; }
  bool operator==(const Range&) const = default;
};

struct Block {
  Address begin = 0;
  std::uint64_t size = 0;
  bool allocated = false;
  bool operator==(const Block&) const = default;
};

struct Statistics {
  std::uint64_t total_allocatable = 0;  // the range size
  std::uint64_t allocated = 0;          // bytes in allocated blocks (rounded sizes)
  std::uint64_t free = 0;
  std::uint64_t largest_free_block = 0;
  std::uint64_t allocated_blocks = 0;
  std::uint64_t free_blocks = 0;
  bool operator==(const Statistics&) const = default;
};

// Optional bound on where an allocation may land:
//   BottomUp: the block must end at or below `limit`;
//   TopDown:  the block must begin at or above `limit`.
// Regions use it to keep the heap from crossing the stack.
using AddressLimit = std::optional<Address>;

}  // namespace strata::alloc
