#pragma once
// The planning driver used by `strata plan` and the compiler: heuristic first, then the
// exact search per independent component, either to answer "does it fit under C?" or,
// in minimise mode, to push the peak from the heuristic's answer down toward the lower
// bound until the bound is reached or the time budget runs out. The best valid solution
// found so far is always kept; every answer is checked by the validator.

#include "strata/plan/problem.hpp"

#include <chrono>
#include <functional>
#include <optional>
#include <string>

namespace strata::plan {

struct PlanProgress {
  std::int64_t bestPeak = 0;  // 0 while no solution is known
  std::int64_t lowerBound = 0;
  double seconds = 0;
  std::string phase;  // "heuristic", "search C=<capacity>", ...
};

struct PlanOptions {
  std::optional<std::int64_t> capacity;  // answer "fits under capacity?"
  bool minimize = false;                 // else: minimise the peak
  double timeoutSeconds = 60.0;
  std::function<void(const PlanProgress&)> progress;  // called at phase changes and ~1/s
  // The exact search keeps one candidate list per depth, O(n^2) memory in a component of
  // n buffers (about 400 MB at 5000); larger components go to the window search.
  std::size_t maxExactComponentBuffers = 5000;
  // When the run started (default: the call to plan()); the timeout counts from here, so
  // a caller that reads the input first can include that time in the budget.
  std::optional<std::chrono::steady_clock::time_point> start;
  // Above this many sweep entries (section lists + overlapping pairs x 2, 4 bytes each:
  // 64 M is 256 MB, and keeps every shipped instance, pangu_2.6B at 37 M included, on
  // listed sweeps) the planner indexes the lifetimes instead of listing the pairs
  // (SweepDetail::Indexed, O(n log n) memory) and searches every component by windows.
  std::uint64_t maxSweepEntries = 64'000'000;
  // Above this many overlapping pairs even enumerating them per heuristic pass is too
  // slow (each pass visits every pair twice; IOPDDL Y_1's 180 M pairs take about 8 s a
  // pass): the planner places buffers with the online best-fit allocator
  // (plan/online.hpp) in O(n log n) and stops there.
  std::uint64_t maxIndexedPairs = 400'000'000;
  // false: stop after the heuristic layout (no exact search toward the bound), so the
  // answer does not depend on how far a time budget got.
  bool exactSearch = true;
  // Components above maxExactComponentBuffers are searched a time window at a time
  // (plan/window.hpp); false keeps their heuristic layout.
  bool windowSearch = true;
};

struct PlanResult {
  Solution solution;            // best valid solution found (one offset per buffer)
  std::int64_t peak = 0;        // its peak
  std::int64_t lowerBound = 0;  // max live bytes
  std::int64_t heuristicPeak = 0;  // the best-fit heuristic's (or online) peak, before any search
  double gapPercent = 0;        // (peak - lowerBound) / lowerBound
  double seconds = 0;
  double bestFoundSeconds = 0;  // when the returned solution was found
  bool optimal = false;   // the peak is proven minimal (equal to the bound, or searched)
  bool feasible = false;  // capacity mode: peak <= capacity; minimise mode: always true
  bool timedOut = false;  // the budget ran out before the question was settled
  bool proofOfInfeasibility = false;  // capacity mode: no solution fits (proven)
  std::int64_t searchNodes = 0;
  std::string method;  // "heuristic", "exact", "window" or "online" (large problems)
  std::int64_t windows = 0;  // time windows the window search settled
};

// Throws strata::Error(InvalidArgument) when neither or both of capacity / minimise are
// given, or the capacity or timeout is not positive.
PlanResult plan(const Problem& problem, const PlanOptions& options);

}  // namespace strata::plan
