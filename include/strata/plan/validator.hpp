#pragma once
// Independent checker of any solution: every solver answer passes through it before it
// is reported. It shares no code with the solvers (a sweep over time with an ordered set
// of live address ranges), so a solver bug cannot hide itself.

#include "strata/plan/problem.hpp"

#include <optional>
#include <string>
#include <vector>

namespace strata::plan {

enum class ViolationKind {
  WrongOffsetCount,  // the solution does not have one offset per buffer
  NegativeOffset,    // an offset below 0
  Misaligned,        // offset not a multiple of the buffer's alignment
  FixedOffsetMoved,  // a fixed buffer is not at its fixed offset
  OverCapacity,      // offset + size above the capacity
  Overlap,           // two buffers live at the same time share bytes
};

struct Violation {
  ViolationKind kind;
  std::size_t buffer = 0;  // index into Problem::buffers
  std::size_t other = 0;   // second buffer of an Overlap
  std::string message;     // what, where (CSV lines), how much
};

// All violations found, at most `limit` of them (the first ones in a deterministic order).
std::vector<Violation> findViolations(const Problem& problem, const Solution& solution,
                                      std::optional<std::int64_t> capacity = std::nullopt,
                                      std::size_t limit = 16);

// Throws strata::Error(Internal) describing the first violation, if any.
void requireValid(const Problem& problem, const Solution& solution,
                  std::optional<std::int64_t> capacity = std::nullopt);

}  // namespace strata::plan
