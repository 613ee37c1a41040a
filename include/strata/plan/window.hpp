#pragma once
// Components too large for the exact search (real models: 10,000+ buffers, long-lived
// weights beside thousands of short activations) are solved a time window at a time:
//  1. the exact search solves the buffers live in a window of sections around the
//     fullest section the current layout overflows, their lifetimes clipped to the
//     window (a relaxation: a window that does not fit under C proves C infeasible);
//  2. every buffer of that window is pinned where the search put it, including the
//     long-lived ones that reach out of the window;
//  3. the best-fit heuristic completes the rest around the pinned buffers; if the
//     completion still overflows C somewhere, the next window goes there.
// The peak of a layout is set where L1 is fullest, so a few windows of a thousand
// buffers there decide the answer; the rest has slack that the heuristic fills well.

#include "strata/plan/exact.hpp"
#include "strata/plan/problem.hpp"
#include "strata/plan/sweep.hpp"

#include <chrono>
#include <cstddef>
#include <functional>

namespace strata::plan {

struct WindowOptions {
  Capacity capacity = 0;
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  // A window grows from its fullest section until it holds this many buffers; when its
  // search is inconclusive the same window is retried at twice the size, up to the max.
  std::size_t firstWindowBuffers = 1024;
  std::size_t maxWindowBuffers = 4096;
  std::function<void()> tick;  // progress, called between windows
};

struct WindowResult {
  ExactStatus status = ExactStatus::TimedOut;  // Infeasible only with a proof (see above)
  std::int64_t nodes = 0;                      // exact-search nodes over all windows
  int windows = 0;                             // windows solved and pinned
};

// Places the buffers of `component` under options.capacity; on Solved writes their
// offsets (and only theirs) into `solution`.
WindowResult solveComponentByWindows(const Problem& problem, const Sweep& sweep,
                                     const Component& component, const WindowOptions& options,
                                     Solution& solution);

}  // namespace strata::plan
