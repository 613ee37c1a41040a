#pragma once
// Private (included through strata/alloc/free_list.hpp, whose hot paths are inline; not
// an API): the data structure behind FreeList. FreeList (free_list.hpp/.cpp) validates
// every call and builds the error messages; the core only does the work on arguments
// that are already known to be valid, and never throws on the hot path.
//
// Layout (see docs/alloc.md):
//   - every block, free or allocated, is a node in a pooled array, linked to its
//     address-order neighbours by index between two sentinel nodes (coalescing and the
//     occupied bounds are O(1));
//   - allocated blocks are found by address through an open-addressing hash;
//   - free blocks are indexed by exact size (SizeIndex, for best fit) and, when
//     needed, by address (AddressIndex, for first fit, limits and allocate-at). A
//     first-fit list always keeps the address index. A best-fit list keeps it only
//     while a call needs it (a limit or an allocate-at) and the list has more than
//     kBuildAbove blocks; with fewer, such calls walk the block list, which is cheaper
//     than keeping the index up to date on every operation. Plain best fit never pays
//     for it.
// Node slots, hash buckets and index storage are recycled, so once warmed up no
// operation allocates heap memory, and clear() keeps every capacity.
//
// Debug builds (no NDEBUG) check the whole structure against itself after mutating
// calls (FreeList calls debugCheck()): every call while the list has fewer than 8
// blocks, and every n/8-th call at n blocks, so the check costs O(1) amortised per call.

#include "strata/alloc/detail/address_hash.hpp"
#include "strata/alloc/detail/address_index.hpp"
#include "strata/alloc/detail/size_index.hpp"
#include "strata/alloc/free_list_types.hpp"

#include <cstdint>
#include <optional>
#include <vector>

namespace strata::alloc::detail {

class FreeListCore {
 public:
  FreeListCore(Address base, std::uint64_t size, std::uint64_t alignment, FitPolicy policy);

  // `rounded` is already a multiple of the alignment, non-zero and <= the range size.
  // Forced inline (like deallocate below): g++ otherwise keeps it out of line in callers
  // with many allocation sites, and the call and its register saves cost a fifth of a
  // Small iteration.
  [[gnu::always_inline]] std::optional<Address> allocate(std::uint64_t rounded,
                                                         Direction direction,
                                                         const AddressLimit& limit) {
    if (policy_ == FitPolicy::BestFit && !limit) {
      // The hot path, inline: one search over the distinct sizes, then carve.
      std::size_t k = free_by_size_.lowerBound(rounded);
      if (k == free_by_size_.distinctSizes()) return std::nullopt;
      // The index already holds the block's begin and size: no wait for its node.
      const std::uint64_t size = free_by_size_.sizeAt(k);
      if (direction == Direction::BottomUp) {
        const SizeIndex::Entry e = free_by_size_.lowestAt(k);
        return carveKnown(e.node, e.begin, size, e.begin, rounded, k);
      }
      const SizeIndex::Entry e = free_by_size_.highestAt(k);
      return carveKnown(e.node, e.begin, size, e.begin + size - rounded, rounded, k);
    }
    return allocateGeneral(rounded, direction, limit);
  }
  // [address, address + rounded) lies inside the range and is aligned. Returns false
  // (state unchanged) if it overlaps an allocated block.
  bool allocateAt(Address address, std::uint64_t rounded);
  // Returns false (state unchanged) if no allocated block begins at `address`.
  bool deallocate(Address address);
  void clear();

  // Throws strata::Error (Internal) if the structure disagrees with itself: blocks that
  // do not tile the range, uncoalesced free neighbours, counters, the hash, the size
  // index or the address index out of step with the blocks. O(blocks).
  void checkInvariants() const;
  // Debug builds: checkInvariants() after a mutating call, amortised (see above).
  void debugCheck() {
#ifndef NDEBUG
    if (check_countdown_ == 0) {
      checkInvariants();
      check_countdown_ = liveNodes() / 8;
    } else {
      --check_countdown_;
    }
#endif
  }

  std::optional<std::uint64_t> allocatedSize(Address address) const;
  // The block (free or allocated) that contains `address`, if it lies in the range.
  std::optional<Block> blockContaining(Address address) const;
  // The first allocated block that overlaps [begin, end), if any.
  std::optional<Block> firstAllocatedIn(Address begin, Address end) const;

  Statistics statistics() const;
  std::optional<Address> lowestOccupied() const;
  std::optional<Address> highestOccupiedEnd() const;
  std::uint64_t largestFreeBlock(Direction direction, const AddressLimit& limit) const;

  template <typename Fn>
  void forEachBlock(Fn&& fn) const {
    for (std::uint32_t i = nodes_[kHead].next; i != kTail; i = nodes_[i].next)
      fn(Block{nodes_[i].begin, nodes_[i].size, nodes_[i].allocated});
  }

 private:
  static constexpr std::uint32_t kNil = 0xFFFFFFFFu;
  // Two sentinel nodes, empty and "allocated", bracket the blocks: every block has a
  // neighbour on both sides, so linking, unlinking and the coalescing test need no end
  // checks.
  static constexpr std::uint32_t kHead = 0;  // begins at the range base, size 0
  static constexpr std::uint32_t kTail = 1;  // begins at the range end, size 0
  // A best-fit list that needs addresses builds the address index when it has more
  // blocks than this, and drops it again below kDropBelow (hysteresis: a rebuild costs
  // O(blocks) and comes only after at least kBuildAbove - kDropBelow operations).
  static constexpr std::size_t kBuildAbove = 64;
  static constexpr std::size_t kDropBelow = 16;

  struct Node {  // 32 bytes
    std::uint64_t begin;
    std::uint64_t size;
    std::uint32_t prev;
    std::uint32_t next;  // also chains the spare nodes
    bool allocated;
  };

  struct Candidate {
    std::uint32_t node;
    std::uint64_t usable;
    std::size_t size_rank = kNoRank;  // the block's position in free_by_size_, if known
  };
  static constexpr std::size_t kNoRank = ~std::size_t{0};

  auto beginOf() const {
    return [this](std::uint32_t i) { return nodes_[i].begin; };
  }
  std::optional<Address> allocateGeneral(std::uint64_t rounded, Direction direction,
                                         const AddressLimit& limit);
  // Inline: it runs on nearly every allocation, and out of line its call and register
  // saves cost as much as its body. The node's links are set by the caller.
  std::uint32_t newNode(Address begin, std::uint64_t size, bool allocated) {
    std::uint32_t i = spare_node_;
    if (i == kNil) [[unlikely]]
      i = growNodes();
    Node& n = nodes_[i];
    spare_node_ = n.next;
    n.begin = begin;
    n.size = size;
    n.allocated = allocated;
    ++live_nodes_;
    return i;
  }
  void releaseNode(std::uint32_t i) {
    nodes_[i].next = spare_node_;
    spare_node_ = i;
    --live_nodes_;
  }
  // Adds nodes to the pool and returns the first spare one.
  std::uint32_t growNodes();
  std::size_t liveNodes() const { return live_nodes_; }  // blocks (sentinels not counted)
  void linkAfter(std::uint32_t at, std::uint32_t i);   // i goes right after `at`
  void linkBefore(std::uint32_t at, std::uint32_t i);  // i goes right before `at`
  void unlink(std::uint32_t i);

  // Turns [at, at + rounded) of free node `f` into an allocated block.
  // `size_rank` is f's position in free_by_size_ if the caller knows it (else kNoRank).
  Address carve(std::uint32_t f, Address at, std::uint64_t rounded, std::size_t size_rank);
  // Same, with f's begin, size and size rank already known.
  Address carveKnown(std::uint32_t f, Address begin, std::uint64_t size, Address at,
                     std::uint64_t rounded, std::size_t size_rank);
  void addFree(std::uint32_t i);     // into both indexes
  void removeFree(std::uint32_t i);  // from both indexes
  // Best fit: whether this call (a limit or an allocate-at) uses the address index;
  // builds or drops it by the block count. Always true for first fit.
  bool useAddressIndex();
  // Builds the address index from the block list.
  void buildAddressIndex();
  // Largest free size among blocks that begin in [from, to), by walking the block list
  // (for const queries while the address index is not maintained).
  std::uint64_t maxFreeSizeIn(Address from, Address to) const;
  std::optional<Candidate> straddlerByWalk(Direction direction, Address limit) const;

  std::optional<Candidate> bestFit(std::uint64_t rounded, Direction direction,
                                   const AddressLimit& limit) const;
  std::optional<Candidate> firstFit(std::uint64_t rounded, Direction direction,
                                    const AddressLimit& limit) const;
  // The free block that contains `limit` strictly inside (begin < limit < end), if any,
  // with the bytes usable under the limit in `direction`.
  std::optional<Candidate> straddler(Direction direction, Address limit) const {
    return address_index_live_ ? straddlerByIndex(direction, limit)
                               : straddlerByWalk(direction, limit);
  }
  std::optional<Candidate> straddlerByIndex(Direction direction, Address limit) const;
  std::uint64_t usable(Address begin, std::uint64_t size, Direction direction,
                       const AddressLimit& limit) const;

  Address base_;
  std::uint64_t size_;
  std::uint64_t alignment_;
  FitPolicy policy_;

  std::vector<Node> nodes_;              // pool; unused ones are chained by `next`
  std::uint32_t spare_node_ = kNil;      //   from here
  std::size_t live_nodes_ = 0;
  AddressHash allocated_by_address_;
  SizeIndex free_by_size_;
  AddressIndex free_by_address_;
  bool address_index_live_ = false;  // always true for first fit
  std::uint64_t allocated_bytes_ = 0;
  std::uint64_t free_blocks_ = 0;
  // Calls until debugCheck() runs the next check. Present in every build, so the
  // class has one layout whether or not a translation unit defines NDEBUG.
  std::size_t check_countdown_ = 0;
};

// The link updates are inline for the same reason. Thanks to the sentinels, `at` and
// `i` always have neighbours.
inline void FreeListCore::linkAfter(std::uint32_t at, std::uint32_t i) {
  const std::uint32_t next = nodes_[at].next;
  nodes_[i].prev = at;
  nodes_[i].next = next;
  nodes_[at].next = i;
  nodes_[next].prev = i;
}

inline void FreeListCore::linkBefore(std::uint32_t at, std::uint32_t i) {
  const std::uint32_t prev = nodes_[at].prev;
  nodes_[i].next = at;
  nodes_[i].prev = prev;
  nodes_[at].prev = i;
  nodes_[prev].next = i;
}

inline void FreeListCore::unlink(std::uint32_t i) {
  const std::uint32_t prev = nodes_[i].prev, next = nodes_[i].next;
  nodes_[prev].next = next;
  nodes_[next].prev = prev;
}

// Defined here and forced inline so that the best-fit path of allocate(), itself inline
// in FreeList::allocate, carves without a call (a seven-argument call, one on the stack,
// that made the caller keep a frame).
[[gnu::always_inline]] inline Address FreeListCore::carveKnown(std::uint32_t f, Address begin,
                                                               std::uint64_t size, Address at,
                                                               std::uint64_t rounded,
                                                               std::size_t size_rank) {
  const std::uint64_t left = at - begin;
  const std::uint64_t right = size - left - rounded;
  std::uint32_t a;
  if (left == 0 && right == 0) {
    free_by_size_.eraseAt(size_rank, begin);
    if (address_index_live_) free_by_address_.erase(begin);
    nodes_[f].allocated = true;
    a = f;
    --free_blocks_;
  } else if (left == 0) {
    // The free block keeps its place in address order, starting after the allocation.
    a = newNode(at, rounded, true);
    linkBefore(f, a);
    nodes_[f].begin = at + rounded;
    nodes_[f].size = right;
    if (address_index_live_) free_by_address_.update(begin, at + rounded, right);
    free_by_size_.resizeAt(size_rank, size, begin, right, at + rounded, f);
  } else {
    a = newNode(at, rounded, true);
    linkAfter(f, a);
    nodes_[f].size = left;
    if (address_index_live_) free_by_address_.update(begin, begin, left);
    free_by_size_.resizeAt(size_rank, size, begin, left, begin, f);
    if (right != 0) {
      std::uint32_t r = newNode(at + rounded, right, false);
      linkAfter(a, r);
      addFree(r);
      ++free_blocks_;
    }
  }
  allocated_by_address_.insert(at, a, beginOf());
  allocated_bytes_ += rounded;
  return at;
}

// Forced inline into FreeList::deallocate, so a free makes at most one call (g++ keeps
// FreeList::deallocate itself out of line in a caller's loop, which measured faster
// than inlining it there too); the rarer parts - buckets, a new size - stay out of line.
[[gnu::always_inline]] inline bool FreeListCore::deallocate(Address address) {
  std::uint32_t i = allocated_by_address_.take(address, beginOf());
  if (i == AddressHash::kNone) return false;
  const std::uint64_t size = nodes_[i].size;
  allocated_bytes_ -= size;
  const std::uint32_t p = nodes_[i].prev, q = nodes_[i].next;
  const bool merge_prev = !nodes_[p].allocated;  // the sentinels count as allocated
  const bool merge_next = !nodes_[q].allocated;
  if (merge_prev && merge_next) {
    removeFree(q);
    const std::uint64_t old_size = nodes_[p].size;
    nodes_[p].size += size + nodes_[q].size;
    if (address_index_live_)
      free_by_address_.update(nodes_[p].begin, nodes_[p].begin, nodes_[p].size);
    free_by_size_.resize(old_size, nodes_[p].begin, nodes_[p].size, nodes_[p].begin, p);
    unlink(i);
    unlink(q);
    releaseNode(i);
    releaseNode(q);
    --free_blocks_;
  } else if (merge_prev) {
    const std::uint64_t old_size = nodes_[p].size;
    nodes_[p].size += size;
    if (address_index_live_)
      free_by_address_.update(nodes_[p].begin, nodes_[p].begin, nodes_[p].size);
    free_by_size_.resize(old_size, nodes_[p].begin, nodes_[p].size, nodes_[p].begin, p);
    unlink(i);
    releaseNode(i);
  } else if (merge_next) {
    const std::uint64_t old_size = nodes_[q].size, old_begin = nodes_[q].begin;
    if (address_index_live_) free_by_address_.update(old_begin, address, old_size + size);
    nodes_[q].begin = address;
    nodes_[q].size += size;
    free_by_size_.resize(old_size, old_begin, nodes_[q].size, address, q);
    unlink(i);
    releaseNode(i);
  } else {
    nodes_[i].allocated = false;
    addFree(i);
    ++free_blocks_;
  }
  return true;
}

}  // namespace strata::alloc::detail
