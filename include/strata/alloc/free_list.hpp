#pragma once
// Free-list allocation algorithm over one address range [base, base + size).
// It knows nothing about banks or buffer types: the bank manager (bank_manager.hpp)
// runs one of these for every bank in lockstep, and regions (region.hpp) put a heap
// and a stack on the two ends of a bank's range.

#include "strata/alloc/detail/free_list_core.hpp"
#include "strata/alloc/free_list_types.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace strata::alloc {

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
  // Without a limit the call takes no std::optional: built by the caller and passed in
  // registers, its one-byte flag is stored and reloaded as a full word, a store-forwarding
  // stall on every call.
  std::optional<Address> tryAllocate(std::uint64_t size, Direction direction = Direction::BottomUp);
  std::optional<Address> tryAllocate(std::uint64_t size, Direction direction, AddressLimit limit);

  // Like tryAllocate but throws strata::Error (OutOfMemory) carrying the fields
  // requested, rounded, allocated, free, largest_free_block (and limit if given).
  Address allocate(std::uint64_t size, Direction direction = Direction::BottomUp);
  Address allocate(std::uint64_t size, Direction direction, AddressLimit limit);

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
  // Rejects requests that can never succeed, then returns the rounded size. Inline and
  // branch-light: it runs on every allocation; the error is built out of line. A size
  // in [1, config.size] always rounds to at most config.size, because the size is a
  // multiple of the alignment and min_allocation <= size (both checked at construction).
  std::uint64_t checkedRounded(std::uint64_t size, const char* what) const {
    if (size - 1 >= config_.size) [[unlikely]]  // 0 or above the range (0 wraps around)
      rejectSize(size, what);
    const std::uint64_t v = size < config_.min_allocation ? config_.min_allocation : size;
    return (v + config_.alignment - 1) & ~(config_.alignment - 1);
  }
  // Validates an allocate-at request (everything but occupancy); returns the rounded size.
  std::uint64_t checkedAt(Address address, std::uint64_t size) const;
  // Only for size <= config.size, so it cannot overflow.
  std::uint64_t roundUp(std::uint64_t size) const;
  Address end() const { return config_.base + config_.size; }

  // Cold and out of line: building an error's fields and text needs a large stack
  // frame that, inlined, made every successful call save and restore six registers.
  [[noreturn]] [[gnu::noinline, gnu::cold]] void rejectSize(std::uint64_t size,
                                                           const char* what) const;
  [[noreturn]] [[gnu::noinline, gnu::cold]] void throwOutOfMemory(std::uint64_t size,
                                                                 std::uint64_t rounded,
                                                                 Direction direction,
                                                                 const AddressLimit& limit) const;
  [[noreturn]] [[gnu::noinline, gnu::cold]] void throwNotFound(Address address) const;

  FreeListConfig config_;
  detail::FreeListCore core_;
};

// The hot paths are inline, so a caller's allocate / free runs without a call into the
// library unless the size array has to shift or an error is raised (the call and its
// register saves cost about a tenth of a Typical operation).

inline std::optional<Address> FreeList::tryAllocate(std::uint64_t size, Direction direction) {
  const std::uint64_t rounded = checkedRounded(size, "allocation");
  auto address = core_.allocate(rounded, direction, std::nullopt);
  core_.debugCheck();
  return address;
}

inline Address FreeList::allocate(std::uint64_t size, Direction direction) {
  const std::uint64_t rounded = checkedRounded(size, "allocation");
  auto address = core_.allocate(rounded, direction, std::nullopt);
  core_.debugCheck();
  if (address) [[likely]]
    return *address;
  throwOutOfMemory(size, rounded, direction, std::nullopt);
}

inline void FreeList::deallocate(Address address) {
  const bool freed = core_.deallocate(address);
  core_.debugCheck();
  if (freed) [[likely]]
    return;
  throwNotFound(address);
}

}  // namespace strata::alloc
