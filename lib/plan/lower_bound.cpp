// Lower bound: a sweep over lifetime endpoints summing live sizes.

#include "strata/plan/lower_bound.hpp"

#include <algorithm>
#include <utility>
#include <vector>

namespace strata::plan {

FullestStep fullestStep(const Problem& problem) {
  std::vector<std::pair<std::int64_t, std::int64_t>> deltas;  // (time, +size / -size)
  deltas.reserve(2 * problem.size());
  for (const Buffer& b : problem.buffers) {
    deltas.emplace_back(b.lower, b.size);
    deltas.emplace_back(b.upper, -b.size);
  }
  // At equal times the negative deltas (ends) come first: lifetimes are half-open.
  std::sort(deltas.begin(), deltas.end());
  FullestStep fullest;
  std::int64_t live = 0;
  for (const auto& [time, delta] : deltas) {
    live += delta;
    if (live > fullest.bytes) fullest = {time, live};
  }
  return fullest;
}

std::int64_t lowerBound(const Problem& problem) {
  std::int64_t bound = fullestStep(problem).bytes;
  for (const Buffer& b : problem.buffers)
    if (b.fixedOffset) bound = std::max(bound, *b.fixedOffset + b.size);
  return bound;
}

double gapPercent(std::int64_t peak, std::int64_t lowerBound) {
  if (lowerBound <= 0) return 0.0;
  return 100.0 * static_cast<double>(peak - lowerBound) / static_cast<double>(lowerBound);
}

}  // namespace strata::plan
