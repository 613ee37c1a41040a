#include "free_list_core.hpp"

#include <algorithm>

namespace strata::alloc::detail {

FreeListCore::FreeListCore(Address base, std::uint64_t size, std::uint64_t alignment,
                           FitPolicy policy)
    : base_(base), size_(size), alignment_(alignment), policy_(policy) {
  clear();
}

void FreeListCore::clear() {
  nodes_.clear();  // keeps capacity
  spare_nodes_.clear();
  allocated_by_address_.clear();
  free_by_size_.clear();
  free_by_address_.clear();
  address_index_live_ = policy_ == FitPolicy::FirstFit;
  head_ = tail_ = newNode(base_, size_, false);
  addFree(head_);
  allocated_bytes_ = 0;
  free_blocks_ = 1;
}

// ---- node pool and address-order links -------------------------------------------

void FreeListCore::addFree(std::uint32_t i) {
  const Node& n = nodes_[i];
  free_by_size_.insert(n.size, n.begin, i);
  if (address_index_live_) free_by_address_.insert(n.begin, n.size, i);
}

void FreeListCore::removeFree(std::uint32_t i) {
  const Node& n = nodes_[i];
  free_by_size_.erase(n.size, n.begin);
  if (address_index_live_) free_by_address_.erase(n.begin);
}

void FreeListCore::needAddressIndex() {
  if (address_index_live_) return;
  free_by_address_.clear();
  for (std::uint32_t i = head_; i != kNil; i = nodes_[i].next)
    if (!nodes_[i].allocated) free_by_address_.insert(nodes_[i].begin, nodes_[i].size, i);
  address_index_live_ = true;
}

std::uint64_t FreeListCore::maxFreeSizeIn(Address from, Address to) const {
  std::uint64_t m = 0;
  for (std::uint32_t i = head_; i != kNil; i = nodes_[i].next) {
    const Node& n = nodes_[i];
    if (n.begin >= to) break;
    if (!n.allocated && n.begin >= from) m = std::max(m, n.size);
  }
  return m;
}

std::optional<FreeListCore::Candidate> FreeListCore::straddlerByWalk(Direction direction,
                                                                     Address limit) const {
  for (std::uint32_t i = head_; i != kNil; i = nodes_[i].next) {
    const Node& n = nodes_[i];
    if (n.begin >= limit) break;
    if (!n.allocated && n.begin + n.size > limit)
      return Candidate{i, usable(n.begin, n.size, direction, limit)};
  }
  return std::nullopt;
}

// ---- placement -----------------------------------------------------------------------

std::uint64_t FreeListCore::usable(Address begin, std::uint64_t size, Direction direction,
                                   const AddressLimit& limit) const {
  Address end = begin + size;
  if (!limit) return size;
  if (direction == Direction::BottomUp) {
    Address top = std::min(end, *limit);
    top &= ~(alignment_ - 1);
    return top > begin ? top - begin : 0;
  }
  if (*limit >= end) return 0;
  Address bottom = std::max(begin, *limit);
  bottom = (bottom + alignment_ - 1) & ~(alignment_ - 1);  // < end, which is aligned
  return end - bottom;
}

std::optional<FreeListCore::Candidate> FreeListCore::straddler(Direction direction,
                                                               Address limit) const {
  auto e = free_by_address_.lastBefore(limit);
  if (!e || e->begin + e->size <= limit) return std::nullopt;
  return Candidate{e->node, usable(e->begin, e->size, direction, limit)};
}

std::optional<FreeListCore::Candidate> FreeListCore::bestFit(std::uint64_t rounded,
                                                             Direction direction,
                                                             const AddressLimit& limit) const {
  const bool up = direction == Direction::BottomUp;
  std::size_t k = free_by_size_.lowerBound(rounded);
  const std::size_t distinct = free_by_size_.distinctSizes();
  if (!limit) {
    if (k == distinct) return std::nullopt;
    const SizeIndex::Entry& e = up ? free_by_size_.lowestAt(k) : free_by_size_.highestAt(k);
    return Candidate{e.node, free_by_size_.sizeAt(k), k};
  }
  // Under a limit, every free block is either wholly usable, wholly unusable, or the one
  // block that straddles the limit (usable in part). Wholly usable blocks of one size
  // are usable exactly when the one nearest the limit's far side is: for bottom-up the
  // lowest must end at or below the limit, for top-down the highest must begin at or
  // above it.
  std::optional<Candidate> part = straddler(direction, *limit);
  if (part && part->usable < rounded) part.reset();
  std::optional<Candidate> whole;
  for (; k < distinct; ++k) {
    std::uint64_t size = free_by_size_.sizeAt(k);
    if (part && size > part->usable) break;  // the straddler fits better already
    const SizeIndex::Entry& e = up ? free_by_size_.lowestAt(k) : free_by_size_.highestAt(k);
    if (up ? e.begin + size <= *limit : e.begin >= *limit) {
      whole = Candidate{e.node, size};
      break;
    }
  }
  // Equal sizes: a wholly usable block lies further in the direction of travel's start
  // (below the straddler bottom-up, above it top-down), so it wins the tie.
  if (whole && (!part || whole->usable <= part->usable)) return whole;
  return part;
}

std::optional<FreeListCore::Candidate> FreeListCore::firstFit(std::uint64_t rounded,
                                                              Direction direction,
                                                              const AddressLimit& limit) const {
  // The first block (in the direction of travel) that is large enough is the only
  // candidate: every block before it is too small even without a limit, and if the limit
  // cuts it short, every block after it lies beyond the limit.
  auto e = direction == Direction::BottomUp ? free_by_address_.firstFit(rounded)
                                            : free_by_address_.lastFit(rounded);
  if (!e) return std::nullopt;
  std::uint64_t u = usable(e->begin, e->size, direction, limit);
  if (u < rounded) return std::nullopt;
  return Candidate{e->node, u};
}

std::optional<Address> FreeListCore::allocateGeneral(std::uint64_t rounded, Direction direction,
                                                     const AddressLimit& limit) {
  if (limit) needAddressIndex();
  auto c = policy_ == FitPolicy::BestFit ? bestFit(rounded, direction, limit)
                                         : firstFit(rounded, direction, limit);
  if (!c) return std::nullopt;
  const Node& f = nodes_[c->node];
  Address at = direction == Direction::BottomUp ? f.begin : f.begin + f.size - rounded;
  return carve(c->node, at, rounded, c->size_rank);
}

bool FreeListCore::allocateAt(Address address, std::uint64_t rounded) {
  needAddressIndex();
  auto e = free_by_address_.lastAtOrBefore(address);
  if (!e || e->begin + e->size < address + rounded) return false;
  carve(e->node, address, rounded, kNoRank);
  return true;
}

Address FreeListCore::carve(std::uint32_t f, Address at, std::uint64_t rounded,
                           std::size_t size_rank) {
  const Address begin = nodes_[f].begin;
  const std::uint64_t size = nodes_[f].size;
  if (size_rank == kNoRank) size_rank = free_by_size_.lowerBound(size);
  return carveKnown(f, begin, size, at, rounded, size_rank);
}

// ---- queries -------------------------------------------------------------------------

std::optional<std::uint64_t> FreeListCore::allocatedSize(Address address) const {
  std::uint32_t i = allocated_by_address_.find(address, beginOf());
  if (i == AddressHash::kNone) return std::nullopt;
  return nodes_[i].size;
}

std::optional<Block> FreeListCore::blockContaining(Address address) const {
  if (address < base_ || address - base_ >= size_) return std::nullopt;
  std::optional<Block> found;
  forEachBlock([&](const Block& b) {
    if (b.begin <= address && address - b.begin < b.size) found = b;
  });
  return found;
}

std::optional<Block> FreeListCore::firstAllocatedIn(Address begin, Address end) const {
  for (std::uint32_t i = head_; i != kNil; i = nodes_[i].next) {
    const Node& n = nodes_[i];
    if (n.begin >= end) break;
    if (n.allocated && n.begin + n.size > begin) return Block{n.begin, n.size, true};
  }
  return std::nullopt;
}

Statistics FreeListCore::statistics() const {
  Statistics s;
  s.total_allocatable = size_;
  s.allocated = allocated_bytes_;
  s.free = size_ - allocated_bytes_;
  s.largest_free_block = free_by_size_.largest();
  s.allocated_blocks = allocated_by_address_.size();  // one entry per allocated block
  s.free_blocks = free_blocks_;
  return s;
}

// Free neighbours are always merged, so if the first (last) block is free, the one
// after (before) it, if any, is allocated.
std::optional<Address> FreeListCore::lowestOccupied() const {
  std::uint32_t i = nodes_[head_].allocated ? head_ : nodes_[head_].next;
  if (i == kNil) return std::nullopt;
  return nodes_[i].begin;
}

std::optional<Address> FreeListCore::highestOccupiedEnd() const {
  std::uint32_t i = nodes_[tail_].allocated ? tail_ : nodes_[tail_].prev;
  if (i == kNil) return std::nullopt;
  return nodes_[i].begin + nodes_[i].size;
}

std::uint64_t FreeListCore::largestFreeBlock(Direction direction, const AddressLimit& limit) const {
  if (!limit) return free_by_size_.largest();
  const bool indexed = address_index_live_;
  auto part = indexed ? straddler(direction, *limit) : straddlerByWalk(direction, *limit);
  std::uint64_t m;
  if (direction == Direction::BottomUp) {
    // Wholly usable: the blocks that begin below the limit, except the straddler.
    Address below = part ? nodes_[part->node].begin : *limit;
    m = indexed ? free_by_address_.maxSizeBefore(below) : maxFreeSizeIn(base_, below);
  } else {
    m = indexed ? free_by_address_.maxSizeFrom(*limit) : maxFreeSizeIn(*limit, ~Address{0});
  }
  return std::max(m, part ? part->usable : 0);
}

}  // namespace strata::alloc::detail
