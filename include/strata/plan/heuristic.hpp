#pragma once
// Fast heuristic: best-fit placement. Buffers are placed one at a time, each at the
// lowest (or the tightest) gap that fits it against the already placed buffers that
// overlap it in time. Several orders are tried on every independent component and the
// best per component is kept, since a component's layout does not affect the others.

#include "strata/plan/problem.hpp"
#include "strata/plan/sweep.hpp"

#include <chrono>
#include <string>
#include <vector>

namespace strata::plan {

// PeakByStart: the buffers live at the component's fullest section first, earliest
// start lowest (so before that section the live ones form a solid stack from 0), then
// the rest by size. It reaches the bound on dense models where size order strands a
// large buffer high (IOPDDL S_1: +4.2 % by size, at the bound this way).
enum class HeuristicOrder { SizeDesc, LengthDesc, AreaDesc, ContentionDesc, PeakByStart };
enum class GapPolicy { Lowest, Tightest };

struct HeuristicResult {
  Solution solution;
  std::int64_t peak = 0;
  std::vector<std::int64_t> componentPeaks;  // indexed like Sweep::components
};

// Places the buffers of `component` (fixed buffers first, at their offsets) in the given
// order, writing offsets into `solution`; returns the component's peak, or -1 when
// `deadline` passed first (the component's offsets are then incomplete).
std::int64_t placeComponent(
    const Problem& problem, const Sweep& sweep, const Component& component, HeuristicOrder order,
    GapPolicy policy, Solution& solution,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max());

// Tries every order x policy per component and keeps the best per component. Past the
// deadline each remaining component gets only its first (size-ordered) pass, so a
// layout is always produced; `cutShort` then reports that tries were skipped. With a
// `fallback` solution (valid for the whole problem, e.g. placeOnline's), even the first
// pass stops at the deadline and the component keeps the fallback's offsets, so the
// heuristic never overruns the deadline by more than a few hundred placements.
HeuristicResult solveHeuristic(
    const Problem& problem, const Sweep& sweep,
    std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max(),
    bool* cutShort = nullptr, const Solution* fallback = nullptr);

std::string orderName(HeuristicOrder order);

}  // namespace strata::plan
