#include "strata/alloc/detail/free_list_core.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace strata::alloc::detail {

FreeListCore::FreeListCore(Address base, std::uint64_t size, std::uint64_t alignment,
                           FitPolicy policy)
    : base_(base), size_(size), alignment_(alignment), policy_(policy) {
  clear();
}

std::uint32_t FreeListCore::growNodes() {
  const std::size_t n = nodes_.size();
  const std::size_t grown = n < 16 ? 16 : n * 2;
  nodes_.resize(grown);
  for (std::size_t i = n; i + 1 < grown; ++i) nodes_[i].next = std::uint32_t(i + 1);
  nodes_[grown - 1].next = spare_node_;
  spare_node_ = std::uint32_t(n);
  return spare_node_;
}

void FreeListCore::clear() {
  if (nodes_.size() < 16) nodes_.resize(16);
  // Every node but the sentinels is spare again (the pool keeps its size).
  const std::size_t n = nodes_.size();
  for (std::size_t i = 2; i < n; ++i) nodes_[i].next = i + 1 < n ? std::uint32_t(i + 1) : kNil;
  spare_node_ = 2;
  live_nodes_ = 0;
  allocated_by_address_.clear();
  free_by_size_.clear();
  free_by_address_.clear();
  address_index_live_ = policy_ == FitPolicy::FirstFit;
  nodes_[kHead] = Node{base_, 0, kNil, kTail, true};
  nodes_[kTail] = Node{base_ + size_, 0, kHead, kNil, true};
  const std::uint32_t all = newNode(base_, size_, false);
  linkAfter(kHead, all);
  addFree(all);
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

bool FreeListCore::useAddressIndex() {
  if (policy_ == FitPolicy::FirstFit) return true;
  const std::size_t n = liveNodes();
  if (address_index_live_) {
    if (n >= kDropBelow) return true;
    address_index_live_ = false;
    return false;
  }
  if (n <= kBuildAbove) return false;
  buildAddressIndex();
  return true;
}

void FreeListCore::buildAddressIndex() {
  free_by_address_.clear();
  for (std::uint32_t i = nodes_[kHead].next; i != kTail; i = nodes_[i].next)
    if (!nodes_[i].allocated) free_by_address_.insert(nodes_[i].begin, nodes_[i].size, i);
  address_index_live_ = true;
}

std::uint64_t FreeListCore::maxFreeSizeIn(Address from, Address to) const {
  std::uint64_t m = 0;
  for (std::uint32_t i = nodes_[kHead].next; i != kTail; i = nodes_[i].next) {
    const Node& n = nodes_[i];
    if (n.begin >= to) break;
    if (!n.allocated && n.begin >= from) m = std::max(m, n.size);
  }
  return m;
}

std::optional<FreeListCore::Candidate> FreeListCore::straddlerByWalk(Direction direction,
                                                                     Address limit) const {
  for (std::uint32_t i = nodes_[kHead].next; i != kTail; i = nodes_[i].next) {
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

std::optional<FreeListCore::Candidate> FreeListCore::straddlerByIndex(Direction direction,
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
    const SizeIndex::Entry e = up ? free_by_size_.lowestAt(k) : free_by_size_.highestAt(k);
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
    const SizeIndex::Entry e = up ? free_by_size_.lowestAt(k) : free_by_size_.highestAt(k);
    if (up ? e.begin + size <= *limit : e.begin >= *limit) {
      whole = Candidate{e.node, size, k};
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
  if (limit) useAddressIndex();
  auto c = policy_ == FitPolicy::BestFit ? bestFit(rounded, direction, limit)
                                         : firstFit(rounded, direction, limit);
  if (!c) return std::nullopt;
  const Node& f = nodes_[c->node];
  Address at = direction == Direction::BottomUp ? f.begin : f.begin + f.size - rounded;
  return carve(c->node, at, rounded, c->size_rank);
}

bool FreeListCore::allocateAt(Address address, std::uint64_t rounded) {
  std::uint32_t f;
  if (useAddressIndex()) {
    auto e = free_by_address_.lastAtOrBefore(address);
    if (!e) return false;
    f = e->node;
  } else {
    // Few blocks: the block that contains `address` (one does: it lies in the range).
    f = nodes_[kHead].next;
    while (nodes_[f].begin + nodes_[f].size <= address) f = nodes_[f].next;
    if (nodes_[f].allocated) return false;
  }
  if (nodes_[f].begin + nodes_[f].size < address + rounded) return false;
  carve(f, address, rounded, kNoRank);
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
  for (std::uint32_t i = nodes_[kHead].next; i != kTail; i = nodes_[i].next) {
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
  std::uint32_t i = nodes_[kHead].next;
  if (!nodes_[i].allocated) i = nodes_[i].next;
  if (i == kTail) return std::nullopt;
  return nodes_[i].begin;
}

std::optional<Address> FreeListCore::highestOccupiedEnd() const {
  std::uint32_t i = nodes_[kTail].prev;
  if (!nodes_[i].allocated) i = nodes_[i].prev;
  if (i == kHead) return std::nullopt;
  return nodes_[i].begin + nodes_[i].size;
}

std::uint64_t FreeListCore::largestFreeBlock(Direction direction, const AddressLimit& limit) const {
  if (!limit) return free_by_size_.largest();
  const bool indexed = address_index_live_;
  auto part = straddler(direction, *limit);
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

// ---- invariants ----------------------------------------------------------------------

void FreeListCore::checkInvariants() const {
  auto fail = [](const std::string& what) {
    throw Error(ErrorKind::Internal, "free list invariant broken: " + what +
                                         " (a bug in strata::alloc; please report it)");
  };
  free_by_size_.checkInvariants();
  // The block list tiles [base, base + size) in address order, links both ways, never
  // has two free neighbours, and every block is where its index says.
  std::size_t blocks = 0, free_blocks = 0, allocated_blocks = 0;
  std::uint64_t allocated_bytes = 0;
  Address cursor = base_;
  const Node& head = nodes_[kHead];
  const Node& tail = nodes_[kTail];
  if (head.begin != base_ || head.size != 0 || !head.allocated || head.prev != kNil ||
      tail.begin != base_ + size_ || tail.size != 0 || !tail.allocated || tail.next != kNil)
    fail("a sentinel node is damaged");
  std::uint32_t prev = kHead;
  bool prev_free = false;
  const std::size_t live = liveNodes();
  for (std::uint32_t i = nodes_[kHead].next; i != kTail; i = nodes_[i].next) {
    const Node& n = nodes_[i];
    if (++blocks > live) fail("the block list is longer than the live nodes (a loop?)");
    if (n.prev != prev) fail(fmt::format("block at {}: broken back link", n.begin));
    if (n.begin != cursor)
      fail(fmt::format("block at {} where {} was expected (gap or overlap)", n.begin, cursor));
    if (n.size == 0 || n.size % alignment_ != 0)
      fail(fmt::format("block at {}: size {} is 0 or not aligned", n.begin, n.size));
    cursor += n.size;
    if (n.allocated) {
      ++allocated_blocks;
      allocated_bytes += n.size;
      if (allocated_by_address_.find(n.begin, beginOf()) != i)
        fail(fmt::format("allocated block at {} is not found by its address", n.begin));
      prev_free = false;
    } else {
      ++free_blocks;
      if (prev_free) fail(fmt::format("free blocks meet at {} (not coalesced)", n.begin));
      prev_free = true;
      const std::size_t k = free_by_size_.lowerBound(n.size);
      bool listed = false;
      if (k < free_by_size_.distinctSizes() && free_by_size_.sizeAt(k) == n.size)
        free_by_size_.forEachEntryAt(k, [&](const SizeIndex::Entry& e) {
          listed |= e.begin == n.begin && e.node == i;
        });
      if (!listed) fail(fmt::format("free block [{}, +{}) missing from its size record", n.begin, n.size));
    }
    prev = i;
  }
  if (tail.prev != prev) fail("the tail sentinel does not link back to the last block");
  if (blocks != live) fail(fmt::format("{} blocks linked, {} nodes live", blocks, live));
  std::size_t spare = 0;
  for (std::uint32_t i = spare_node_; i != kNil; i = nodes_[i].next)
    if (++spare > nodes_.size()) fail("the spare node chain loops");
  if (live + spare + 2 != nodes_.size()) fail(fmt::format("{} live + {} spare nodes in a pool of {}", live, spare, nodes_.size()));
  if (cursor != base_ + size_) fail(fmt::format("the blocks end at {}, not at the range end", cursor));
  if (free_blocks != free_blocks_) fail(fmt::format("{} free blocks counted as {}", free_blocks, free_blocks_));
  if (allocated_blocks != allocated_by_address_.size())
    fail(fmt::format("{} allocated blocks, {} in the address hash", allocated_blocks,
                     allocated_by_address_.size()));
  if (allocated_bytes != allocated_bytes_)
    fail(fmt::format("{} bytes allocated, counted as {}", allocated_bytes, allocated_bytes_));
  // Every record entry is a free block of that size (with the per-block check above and
  // equal totals, the size index holds exactly the free blocks).
  std::size_t entries = 0;
  for (std::size_t k = 0; k < free_by_size_.distinctSizes(); ++k) {
    const std::uint64_t size = free_by_size_.sizeAt(k);
    free_by_size_.forEachEntryAt(k, [&](const SizeIndex::Entry& e) {
      ++entries;
      if (e.node >= nodes_.size() || nodes_[e.node].allocated || nodes_[e.node].begin != e.begin ||
          nodes_[e.node].size != size)
        fail(fmt::format("size {}: entry at {} is not a free block of that size", size, e.begin));
    });
  }
  if (entries != free_blocks) fail(fmt::format("{} size-index entries for {} free blocks", entries, free_blocks));
  if (policy_ == FitPolicy::FirstFit && !address_index_live_) fail("first fit without its address index");
  if (address_index_live_) {
    // The address index holds exactly the free blocks, in address order.
    free_by_address_.checkInvariants();
    std::size_t indexed = 0;
    for (std::uint32_t i = nodes_[kHead].next; i != kTail; i = nodes_[i].next) {
      const Node& n = nodes_[i];
      if (n.allocated) continue;
      ++indexed;
      auto e = free_by_address_.lastAtOrBefore(n.begin);
      if (!e || e->begin != n.begin || e->size != n.size || e->node != i)
        fail(fmt::format("free block [{}, +{}) missing from the address index", n.begin, n.size));
    }
    if (free_by_address_.count() != indexed)
      fail(fmt::format("{} address-index entries for {} free blocks", free_by_address_.count(), indexed));
  }
}

}  // namespace strata::alloc::detail
