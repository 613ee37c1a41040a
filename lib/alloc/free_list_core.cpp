// Simple first version of the core: std::map of blocks + std::set of free blocks by size.
#include "free_list_core.hpp"

#include <algorithm>
#include <iterator>

namespace strata::alloc::detail {

FreeListCore::FreeListCore(Address base, std::uint64_t size, std::uint64_t alignment,
                           FitPolicy policy)
    : base_(base), size_(size), alignment_(alignment), policy_(policy) {
  clear();
}

void FreeListCore::clear() {
  blocks_.clear();
  free_by_size_.clear();
  blocks_.emplace(base_, Node{size_, false});
  free_by_size_.emplace(size_, base_);
  allocated_bytes_ = 0;
  allocated_blocks_ = 0;
}

void FreeListCore::insertFree(Address begin, std::uint64_t size) {
  blocks_[begin] = Node{size, false};
  free_by_size_.emplace(size, begin);
}

void FreeListCore::eraseFree(Address begin, std::uint64_t size) {
  free_by_size_.erase({size, begin});
  blocks_.erase(begin);
}

std::uint64_t FreeListCore::usable(Address begin, Address end, Direction direction,
                                   AddressLimit limit) const {
  if (!limit) return end - begin;
  if (direction == Direction::BottomUp) {
    Address top = std::min(end, *limit);
    top -= top % alignment_;
    return top > begin ? top - begin : 0;
  }
  if (*limit >= end) return 0;
  Address bottom = std::max(begin, *limit);
  if (bottom % alignment_ != 0) bottom += alignment_ - bottom % alignment_;
  return end > bottom ? end - bottom : 0;
}

std::optional<Address> FreeListCore::allocate(std::uint64_t rounded, Direction direction,
                                              AddressLimit limit) {
  std::optional<Address> chosen;
  std::uint64_t chosen_usable = 0;
  const bool up = direction == Direction::BottomUp;
  for (const auto& [begin, node] : blocks_) {
    if (node.allocated) continue;
    std::uint64_t u = usable(begin, begin + node.size, direction, limit);
    if (u < rounded) continue;
    if (policy_ == FitPolicy::FirstFit) {
      chosen = begin;
      if (up) break;  // lowest address wins; top-down keeps the last (highest) one
      continue;
    }
    // Best fit: strictly smaller wins; equal sizes go to the first in the direction of
    // travel (lowest address bottom-up: keep the earlier; top-down: take the later).
    if (!chosen || u < chosen_usable || (u == chosen_usable && !up)) {
      chosen = begin;
      chosen_usable = u;
    }
  }
  if (!chosen) return std::nullopt;
  Address begin = *chosen;
  std::uint64_t size = blocks_[begin].size;
  Address end = begin + size;
  Address at = up ? begin : end - rounded;
  eraseFree(begin, size);
  if (at > begin) insertFree(begin, at - begin);
  if (at + rounded < end) insertFree(at + rounded, end - at - rounded);
  blocks_[at] = Node{rounded, true};
  allocated_bytes_ += rounded;
  ++allocated_blocks_;
  return at;
}

bool FreeListCore::allocateAt(Address address, std::uint64_t rounded) {
  auto it = std::prev(blocks_.upper_bound(address));
  Address begin = it->first;
  std::uint64_t size = it->second.size;
  if (it->second.allocated || address + rounded > begin + size) return false;
  Address end = begin + size;
  eraseFree(begin, size);
  if (address > begin) insertFree(begin, address - begin);
  if (address + rounded < end) insertFree(address + rounded, end - address - rounded);
  blocks_[address] = Node{rounded, true};
  allocated_bytes_ += rounded;
  ++allocated_blocks_;
  return true;
}

bool FreeListCore::deallocate(Address address) {
  auto it = blocks_.find(address);
  if (it == blocks_.end() || !it->second.allocated) return false;
  Address begin = address;
  std::uint64_t size = it->second.size;
  allocated_bytes_ -= size;
  --allocated_blocks_;
  blocks_.erase(it);
  auto next = blocks_.find(begin + size);
  if (next != blocks_.end() && !next->second.allocated) {
    std::uint64_t next_size = next->second.size;
    eraseFree(next->first, next_size);
    size += next_size;
  }
  auto after = blocks_.lower_bound(begin);
  if (after != blocks_.begin()) {
    auto prev = std::prev(after);
    if (!prev->second.allocated && prev->first + prev->second.size == begin) {
      Address prev_begin = prev->first;
      std::uint64_t prev_size = prev->second.size;
      eraseFree(prev_begin, prev_size);
      begin = prev_begin;
      size += prev_size;
    }
  }
  insertFree(begin, size);
  return true;
}

std::optional<std::uint64_t> FreeListCore::allocatedSize(Address address) const {
  auto it = blocks_.find(address);
  if (it == blocks_.end() || !it->second.allocated) return std::nullopt;
  return it->second.size;
}

std::optional<Block> FreeListCore::blockContaining(Address address) const {
  if (address < base_ || address - base_ >= size_) return std::nullopt;
  auto it = std::prev(blocks_.upper_bound(address));
  return Block{it->first, it->second.size, it->second.allocated};
}

std::optional<Block> FreeListCore::firstAllocatedIn(Address begin, Address end) const {
  auto it = blocks_.upper_bound(begin);
  if (it != blocks_.begin()) --it;
  for (; it != blocks_.end() && it->first < end; ++it)
    if (it->second.allocated && it->first + it->second.size > begin)
      return Block{it->first, it->second.size, true};
  return std::nullopt;
}

Statistics FreeListCore::statistics() const {
  Statistics s;
  s.total_allocatable = size_;
  s.allocated = allocated_bytes_;
  s.free = size_ - allocated_bytes_;
  s.largest_free_block = free_by_size_.empty() ? 0 : free_by_size_.rbegin()->first;
  s.allocated_blocks = allocated_blocks_;
  s.free_blocks = free_by_size_.size();
  return s;
}

std::optional<Address> FreeListCore::lowestOccupied() const {
  for (const auto& [begin, node] : blocks_)
    if (node.allocated) return begin;
  return std::nullopt;
}

std::optional<Address> FreeListCore::highestOccupiedEnd() const {
  for (auto it = blocks_.rbegin(); it != blocks_.rend(); ++it)
    if (it->second.allocated) return it->first + it->second.size;
  return std::nullopt;
}

std::uint64_t FreeListCore::largestFreeBlock(Direction direction, AddressLimit limit) const {
  std::uint64_t best = 0;
  for (const auto& [begin, node] : blocks_)
    if (!node.allocated) best = std::max(best, usable(begin, begin + node.size, direction, limit));
  return best;
}

}  // namespace strata::alloc::detail
