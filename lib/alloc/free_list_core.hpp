#pragma once
// Private: the data structure behind FreeList. FreeList (free_list.cpp) validates every
// call and builds the error messages; the core only does the work on arguments that are
// already known to be valid, and never throws on the hot path.

#include "strata/alloc/free_list.hpp"

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <utility>

namespace strata::alloc::detail {

class FreeListCore {
 public:
  FreeListCore(Address base, std::uint64_t size, std::uint64_t alignment, FitPolicy policy);

  // `rounded` is already a multiple of the alignment, non-zero and <= the range size.
  std::optional<Address> allocate(std::uint64_t rounded, Direction direction, AddressLimit limit);
  // [address, address + rounded) lies inside the range and is aligned. Returns false
  // (state unchanged) if it overlaps an allocated block.
  bool allocateAt(Address address, std::uint64_t rounded);
  // Returns false (state unchanged) if no allocated block begins at `address`.
  bool deallocate(Address address);
  void clear();

  std::optional<std::uint64_t> allocatedSize(Address address) const;
  // The block (free or allocated) that contains `address`, if it lies in the range.
  std::optional<Block> blockContaining(Address address) const;
  // The first allocated block that overlaps [begin, end), if any.
  std::optional<Block> firstAllocatedIn(Address begin, Address end) const;

  Statistics statistics() const;
  std::optional<Address> lowestOccupied() const;
  std::optional<Address> highestOccupiedEnd() const;
  std::uint64_t largestFreeBlock(Direction direction, AddressLimit limit) const;

  template <typename Fn>
  void forEachBlock(Fn&& fn) const {
    for (const auto& [begin, node] : blocks_) fn(Block{begin, node.size, node.allocated});
  }

 private:
  struct Node {
    std::uint64_t size = 0;
    bool allocated = false;
  };
  // Bytes of the free block [begin, end) an allocation in `direction` under `limit` may use.
  std::uint64_t usable(Address begin, Address end, Direction direction, AddressLimit limit) const;
  void insertFree(Address begin, std::uint64_t size);
  void eraseFree(Address begin, std::uint64_t size);

  Address base_;
  std::uint64_t size_;
  std::uint64_t alignment_;
  FitPolicy policy_;
  std::map<Address, Node> blocks_;                             // every block, by address
  std::set<std::pair<std::uint64_t, Address>> free_by_size_;  // free blocks, (size, begin)
  std::uint64_t allocated_bytes_ = 0;
  std::uint64_t allocated_blocks_ = 0;
};

}  // namespace strata::alloc::detail
