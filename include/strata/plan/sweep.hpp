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

struct Sweep {
  std::int32_t sectionCount = 0;
  std::vector<std::int32_t> firstSection;  // per buffer: it covers [firstSection, endSection)
  std::vector<std::int32_t> endSection;
  std::vector<std::int32_t> spanning;      // per boundary s|s+1: buffers covering both sides
  std::vector<Component> components;
  std::vector<std::int32_t> componentOf;   // per buffer

  // Buffers covering section s.
  std::span<const std::int32_t> sectionBuffers(std::int32_t s) const {
    return {sectionList_.data() + sectionStart_[s], sectionList_.data() + sectionStart_[s + 1]};
  }
  // Buffers overlapping buffer b in time (b itself excluded).
  std::span<const std::int32_t> overlaps(std::int32_t b) const {
    return {overlapList_.data() + overlapStart_[b], overlapList_.data() + overlapStart_[b + 1]};
  }
  std::size_t overlapPairs() const { return overlapList_.size() / 2; }

  std::vector<std::int64_t> sectionStart_;
  std::vector<std::int32_t> sectionList_;
  std::vector<std::int64_t> overlapStart_;
  std::vector<std::int32_t> overlapList_;
};

// O(n log n + sum of covered sections + overlapping pairs). Past `deadline` it stops
// early, sets *cut and returns an incomplete sweep the caller must not use.
Sweep sweepProblem(
    const Problem& problem,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max(),
    bool* cut = nullptr);

}  // namespace strata::plan
