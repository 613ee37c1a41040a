#pragma once
// The lower bound on the peak of any solution: the maximum number of bytes live at one
// time step (and at least the top of every fixed buffer).

#include "strata/plan/problem.hpp"

namespace strata::plan {

std::int64_t lowerBound(const Problem& problem);

// (peak - lowerBound) / lowerBound in percent; 0 when the lower bound is 0.
double gapPercent(std::int64_t peak, std::int64_t lowerBound);

}  // namespace strata::plan
