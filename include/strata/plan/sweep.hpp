#pragma once
// Time structure of a problem, shared by the solvers: the elementary time sections
// (between consecutive distinct lifetime endpoints), which buffers cover which section,
// which buffers overlap in time, and the independent components (maximal runs of
// sections that no cut separates: a cut is a section boundary no buffer spans).

#include "strata/plan/problem.hpp"

#include <chrono>
#include <cstdint>
#include <span>
#include <vector>

namespace strata::plan {

struct Component {
  std::int32_t firstSection = 0;  // sections [firstSection, endSection)
  std::int32_t endSection = 0;
  std::vector<std::int32_t> buffers;  // ascending buffer indices
};

// How much of the pair structure a sweep materialises. Listed keeps every section's
// buffers and every buffer's overlaps as lists (what the exact search needs; memory
// grows with the overlapping pairs). Indexed keeps an interval index of O(n log n)
// entries instead and enumerates overlaps on demand: for dense models whose pair lists
// would not fit in memory (60,000 buffers with 9,000 live at once: 550 M entries).
enum class SweepDetail { Listed, Indexed };

struct Sweep {
  std::int32_t sectionCount = 0;
  std::vector<std::int32_t> firstSection;  // per buffer: it covers [firstSection, endSection)
  std::vector<std::int32_t> endSection;
  std::vector<std::int32_t> spanning;      // per boundary s|s+1: buffers covering both sides
  std::vector<std::int32_t> coverCount;    // per section: buffers covering it
  std::vector<Component> components;
  std::vector<std::int32_t> componentOf;   // per buffer
  SweepDetail detail = SweepDetail::Listed;

  bool listed() const { return detail == SweepDetail::Listed; }
  // Buffers covering section s (Listed only).
  std::span<const std::int32_t> sectionBuffers(std::int32_t s) const {
    return {sectionList_.data() + sectionStart_[s], sectionList_.data() + sectionStart_[s + 1]};
  }
  // Buffers overlapping buffer b in time (b itself excluded; Listed only).
  std::span<const std::int32_t> overlaps(std::int32_t b) const {
    return {overlapList_.data() + overlapStart_[b], overlapList_.data() + overlapStart_[b + 1]};
  }
  std::size_t overlapPairs() const { return overlapList_.size() / 2; }

  // Calls visit(o) for every buffer o overlapping b in time (b excluded), in either
  // detail. Indexed: o overlaps b iff o covers b's first section, or o starts inside
  // b's lifetime after that section; the interval index answers the first part along
  // one root-to-leaf path and the start order the second, so nothing is seen twice.
  template <class Visit>
  void forEachOverlap(std::int32_t b, Visit&& visit) const {
    if (listed()) {
      for (std::int32_t o : overlaps(b)) visit(o);
      return;
    }
    const std::int32_t f = firstSection[b];
    for (std::size_t node = static_cast<std::size_t>(f) + leafBase_; node >= 1; node >>= 1)
      for (std::int64_t i = treeStart_[node]; i < treeStart_[node + 1]; ++i)
        if (treeList_[i] != b) visit(treeList_[i]);
    for (std::int64_t i = startsFrom_[f + 1]; i < startsFrom_[endSection[b]]; ++i)
      visit(byStart_[i]);
  }

  // Listed detail.
  std::vector<std::int64_t> sectionStart_;
  std::vector<std::int32_t> sectionList_;
  std::vector<std::int64_t> overlapStart_;
  std::vector<std::int32_t> overlapList_;
  // Indexed detail: a segment tree over sections (leaves from leafBase_), each buffer
  // in the O(log S) nodes that tile its lifetime; and buffers by first section.
  std::size_t leafBase_ = 0;
  std::vector<std::int64_t> treeStart_;
  std::vector<std::int32_t> treeList_;
  std::vector<std::int64_t> startsFrom_;  // per section s: byStart_ index of the first starting at >= s
  std::vector<std::int32_t> byStart_;
};

// Bytes live in each section of `component`, indexed by section - component.firstSection;
// O(buffers + sections) from a difference array over the lifetimes.
std::vector<ByteSize> liveBytesPerSection(const Problem& problem, const Sweep& sweep,
                                          const Component& component);

// O(n log n + sum of covered sections + overlapping pairs) for Listed; O(n log n + sum
// of covered sections) time and O(n log n) memory for Indexed. Past `deadline` it stops
// early, sets *cut and returns an incomplete sweep the caller must not use.
Sweep sweepProblem(
    const Problem& problem,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max(),
    bool* cut = nullptr, SweepDetail detail = SweepDetail::Listed);

}  // namespace strata::plan
