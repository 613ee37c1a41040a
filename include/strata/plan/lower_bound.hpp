#pragma once
// The lower bound on the peak of any solution: the maximum number of bytes live at one
// time step (and at least the top of every fixed buffer).

#include "strata/plan/problem.hpp"

namespace strata::plan {

std::int64_t lowerBound(const Problem& problem);

// The time step at which the most bytes are live, and how many (fixed buffers counted by
// their size like any other). The earliest such step when several tie; {0, 0} for an
// empty problem. A caller that must free memory looks here first: no layout fits under
// `bytes`, and every buffer live at `time` is a candidate to move out.
struct FullestStep {
  std::int64_t time = 0;
  std::int64_t bytes = 0;
};
FullestStep fullestStep(const Problem& problem);

// (peak - lowerBound) / lowerBound in percent; 0 when the lower bound is 0.
double gapPercent(std::int64_t peak, std::int64_t lowerBound);

}  // namespace strata::plan
