#pragma once
// A workload's L1 as a static planning problem (plan/): every allocation of one bank
// (long-lived tensors, composite intermediates and circular-buffer regions) becomes a
// buffer live from its allocation event to its free (or its frame's end), sized per
// bank and aligned. This is the problem a whole-program planner would solve for the
// model, and what the planner's real-model benchmark set is made of
// (bench/data/dsa/, scripts/make_dsa_instances.sh).

#include "strata/analysis/events.hpp"
#include "strata/analysis/replay.hpp"
#include "strata/plan/problem.hpp"

namespace strata::analysis {

// Time steps are event indices. Throws strata::Error (InvalidArgument) for an event
// list that validateEvents rejects.
plan::Problem planningInstance(const std::vector<Event>& events, const BankGeometry& geometry);

}  // namespace strata::analysis
