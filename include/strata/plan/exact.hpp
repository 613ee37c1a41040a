#pragma once
// Exact search for the fixed-capacity question ("do all buffers fit under C?") in the
// style published for MiniMalloc: a depth-first search over canonical solutions, where
// buffers are placed in non-decreasing offset order, each at its lowest possible offset
// (0 or the top of a placed buffer overlapping it in time), with
//  - dominance: a buffer is not placed at or above the lowest top any unplaced buffer
//    could reach (that would leave a gap some buffer could drop into);
//  - inference: in every time section, max(current offset, floor) + the bytes still to
//    place there must fit under C; section floors are raised to the lowest offset any
//    unplaced buffer in the section can still take;
//  - decomposition: when no unplaced buffer spans a section boundary, the two sides are
//    solved independently;
//  - round robin over several static buffer orders with a doubling node limit, so one
//    unlucky order does not eat the whole budget.
// Fixed buffers are placed before the search. The search is complete (Infeasible is a
// proof) when every fixed buffer sits on 0 or on other fixed buffers over its whole
// lifetime, which is the "reserved region at the bottom" case; otherwise a failed search
// is reported as Inconclusive.

#include "strata/plan/problem.hpp"
#include "strata/plan/sweep.hpp"

#include <atomic>
#include <chrono>
#include <functional>

namespace strata::plan {

enum class ExactStatus { Solved, Infeasible, TimedOut, Inconclusive };

struct ExactOptions {
  std::int64_t capacity = 0;
  std::chrono::steady_clock::time_point deadline = std::chrono::steady_clock::time_point::max();
  const std::atomic<bool>* cancel = nullptr;  // set to true from elsewhere to stop early
  std::function<void()> tick;                 // called every few thousand nodes (progress)
};

struct ExactResult {
  ExactStatus status = ExactStatus::TimedOut;
  std::int64_t nodes = 0;
};

// Searches offsets for the buffers of one component; on Solved writes them (and only
// them) into `solution`, whose offsets vector must have one entry per buffer.
ExactResult solveComponentExact(const Problem& problem, const Sweep& sweep,
                                const Component& component, const ExactOptions& options,
                                Solution& solution);

// True when every fixed buffer of the component rests on 0 or on fixed buffers at every
// time step of its lifetime, so pre-placing them loses no solution.
bool fixedBuffersAnchored(const Problem& problem, const Sweep& sweep, const Component& component);

std::string_view exactStatusName(ExactStatus status);

}  // namespace strata::plan
