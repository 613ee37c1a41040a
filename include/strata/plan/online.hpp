#pragma once
// Planning at scale. The sweep's per-section and per-pair lists grow with the square of
// the buffers live at once (20,000 buffers live together: 2 x 10^8 pairs), so above a
// budget the planner skips them and places buffers with an online allocator instead:
// time order, best fit over an address-ordered free list, O(n log n) time, O(n) memory.

#include "strata/plan/problem.hpp"

#include <cstdint>

namespace strata::plan {

// Entries the sweep would store (section lists plus both directions of every
// overlapping pair), counted in O(n log n) without building them. Saturates at
// UINT64_MAX.
std::uint64_t sweepEntries(const Problem& problem);

// A valid solution: fixed buffers at their offsets, every other buffer above the
// highest fixed top, allocated at its lower time and freed at its upper time by a
// best-fit free list (ends before starts at equal times: lifetimes are half-open).
Solution placeOnline(const Problem& problem);

}  // namespace strata::plan
