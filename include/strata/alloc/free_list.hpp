#pragma once
// Free-list allocation algorithm over one address range [base, base + size).
// It knows nothing about banks or buffer types: the bank manager (bank_manager.hpp)
// runs one of these for every bank in lockstep, and regions (region.hpp) put a heap
// and a stack on the two ends of a bank's range.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

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

class FreeList {
 public:
  // Throws strata::Error (InvalidArgument) for a zero size, an alignment that is not a
  // power of two, or a base/size that is not a multiple of the alignment.
  explicit FreeList(const FreeListConfig& config);
  ~FreeList();
  FreeList(FreeList&&) noexcept;
  FreeList& operator=(FreeList&&) noexcept;
  FreeList(const FreeList&);
  FreeList& operator=(const FreeList&);

  const FreeListConfig& config() const;

  // Bytes a request of `size` occupies: max(size, min_allocation) rounded up to the alignment.
  std::uint64_t roundedSize(std::uint64_t size) const;

  // The hot path: no exception when there is no room, just nullopt. A zero size or a
  // size above the whole range still throws (InvalidArgument): those can never succeed.
  std::optional<Address> tryAllocate(std::uint64_t size, Direction direction = Direction::BottomUp,
                                     AddressLimit limit = std::nullopt);

  // Like tryAllocate but throws strata::Error (OutOfMemory) carrying the fields
  // requested, rounded, allocated, free, largest_free_block (and limit if given).
  Address allocate(std::uint64_t size, Direction direction = Direction::BottomUp,
                   AddressLimit limit = std::nullopt);

  // Allocates exactly [address, address + roundedSize(size)). Throws (leaving state
  // unchanged) if it is misaligned, outside the range, zero-sized or overlaps a block.
  Address allocateAt(Address address, std::uint64_t size);
  // Like allocateAt, but an occupied target is not an error: it returns nullopt (state
  // unchanged). Invalid arguments (zero size, misaligned, outside the range) still throw.
  std::optional<Address> tryAllocateAt(Address address, std::uint64_t size);

  // Frees the block that begins at `address` and coalesces it with free neighbours.
  // Throws strata::Error (NotFound) for an address that is not the start of an
  // allocated block (double free, unknown address); state stays unchanged.
  void deallocate(Address address);

  // Size (rounded) of the allocated block that starts at address, if any.
  std::optional<std::uint64_t> allocatedSize(Address address) const;

  // Frees everything.
  void clear();

  Statistics statistics() const;
  // Begin of the lowest allocated block / end of the highest allocated block.
  std::optional<Address> lowestOccupied() const;
  std::optional<Address> highestOccupiedEnd() const;
  // Largest free block that an allocation with this direction and limit could use.
  std::uint64_t largestFreeBlock(Direction direction = Direction::BottomUp,
                                 AddressLimit limit = std::nullopt) const;

  std::vector<Range> freeRanges() const;  // in address order
  std::vector<Block> blocks() const;      // every block, free and allocated, in address order
  std::string dump() const;               // one line per block, human-readable

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace strata::alloc
