#pragma once
// A deliberately simple model of FreeList for differential testing: only the set of
// allocated intervals is stored; free ranges are recomputed as the gaps every time and
// each policy is a plain scan over them. Slow and obviously right.
#include "strata/alloc/free_list.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <vector>

namespace strata::alloc::testing {

class ReferenceModel {
 public:
  explicit ReferenceModel(const FreeListConfig& c) : c_(c) {}

  std::uint64_t rounded(std::uint64_t size) const {
    std::uint64_t v = std::max(size, c_.min_allocation);
    return (v + c_.alignment - 1) / c_.alignment * c_.alignment;
  }

  std::vector<Range> gaps() const {
    std::vector<Range> out;
    Address cursor = c_.base;
    for (auto [begin, size] : allocated_) {
      if (begin > cursor) out.push_back({cursor, begin});
      cursor = begin + size;
    }
    if (cursor < c_.base + c_.size) out.push_back({cursor, c_.base + c_.size});
    return out;
  }

  // The sub-range of a gap that an allocation with this direction and limit may use.
  Range usablePart(Range g, Direction d, AddressLimit limit) const {
    if (!limit) return g;
    if (d == Direction::BottomUp) {
      Address top = std::min(g.end, *limit) / c_.alignment * c_.alignment;
      return top > g.begin ? Range{g.begin, top} : Range{g.begin, g.begin};
    }
    Address bottom = std::max(g.begin, *limit);
    bottom = (bottom + c_.alignment - 1) / c_.alignment * c_.alignment;
    return bottom < g.end ? Range{bottom, g.end} : Range{g.end, g.end};
  }

  std::optional<Address> allocate(std::uint64_t size, Direction d, AddressLimit limit) {
    std::uint64_t r = rounded(size);
    std::vector<Range> candidates;
    for (Range g : gaps()) {
      Range u = usablePart(g, d, limit);
      if (u.size() >= r) candidates.push_back(u);
    }
    if (candidates.empty()) return std::nullopt;
    // Candidates are in address order; "first in the direction of travel" is the front
    // for bottom-up and the back for top-down.
    if (d == Direction::TopDown) std::reverse(candidates.begin(), candidates.end());
    Range chosen = candidates.front();
    if (c_.policy == FitPolicy::BestFit)
      for (Range u : candidates)
        if (u.size() < chosen.size()) chosen = u;  // strict: ties keep the earlier one
    Address at = d == Direction::BottomUp ? chosen.begin : chosen.end - r;
    allocated_[at] = r;
    return at;
  }

  std::uint64_t largestUsable(Direction d, AddressLimit limit) const {
    std::uint64_t best = 0;
    for (Range g : gaps()) best = std::max(best, usablePart(g, d, limit).size());
    return best;
  }

  bool allocateAt(Address at, std::uint64_t size) {
    std::uint64_t r = rounded(size);
    for (Range g : gaps())
      if (g.begin <= at && at + r <= g.end) {
        allocated_[at] = r;
        return true;
      }
    return false;
  }

  bool deallocate(Address at) { return allocated_.erase(at) == 1; }
  void clear() { allocated_.clear(); }

  std::vector<Block> blocks() const {
    std::vector<Block> out;
    std::vector<Range> g = gaps();
    for (Range r : g) out.push_back({r.begin, r.size(), false});
    for (auto [begin, size] : allocated_) out.push_back({begin, size, true});
    std::sort(out.begin(), out.end(), [](const Block& a, const Block& b) { return a.begin < b.begin; });
    return out;
  }

  Statistics statistics() const {
    Statistics s;
    s.total_allocatable = c_.size;
    for (auto [begin, size] : allocated_) s.allocated += size;
    s.free = c_.size - s.allocated;
    for (Range r : gaps()) s.largest_free_block = std::max(s.largest_free_block, r.size());
    s.allocated_blocks = allocated_.size();
    s.free_blocks = gaps().size();
    return s;
  }

  std::optional<Address> lowestOccupied() const {
    if (allocated_.empty()) return std::nullopt;
    return allocated_.begin()->first;
  }
  std::optional<Address> highestOccupiedEnd() const {
    if (allocated_.empty()) return std::nullopt;
    return allocated_.rbegin()->first + allocated_.rbegin()->second;
  }
  const std::map<Address, std::uint64_t>& allocated() const { return allocated_; }

 private:
  FreeListConfig c_;
  std::map<Address, std::uint64_t> allocated_;  // begin -> rounded size
};

}  // namespace strata::alloc::testing
