// Which activations of a function live in L1: the placement problem as plain data
// (no IR), and the policies that answer it. The pass (--ttnn-place-l1) builds the
// problem from a function and retypes what a policy chose; --ttnn-plan-l1 then gives
// the chosen tensors exact addresses and spills what does not fit.
//
// The figure of merit is the DRAM bytes the function moves (exec::plannedDramBytes:
// every step moves each distinct DRAM tensor it reads or writes once). A candidate
// moved to L1 saves its DRAM bytes once per step that touches it.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace mlir::tt::ttnn {

/// A DRAM-interleaved activation that may move to L1.
struct PlacementCandidate {
  int64_t defined = 0;        ///< its producer's step
  int64_t lastUse = 0;        ///< its last step (a ttnn.deallocate ends it)
  uint64_t l1PerCore = 0;     ///< bytes per core in L1 interleaved
  uint64_t dramBytes = 0;     ///< its bytes in DRAM (pages x page size)
  uint32_t touchingSteps = 0; ///< steps that read or write it (its producer included)
  /// Whether Strata's policy may keep it in L1 sharded instead: its even split over
  /// the grid takes no more bytes per core than interleaved, and every step that
  /// touches it accepts it so (see PlacementStep::reservedSharded).
  bool shardable = false;
  /// DRAM bytes the function saves with it in L1.
  uint64_t saving() const { return dramBytes * touchingSteps; }
};

/// One step of the schedule as the policies see it.
struct PlacementStep {
  /// Strata's query: the op's stack + circular buffers at their peak, per core.
  uint64_t reserved = 0;
  /// tt-metal's model of the same op (the figures tt-mlir's optimizer reads from
  /// tt-metal's query): its circular buffers, and its peak of circular buffers and L1
  /// buffers (intermediates and outputs) at once, per core.
  uint64_t metalCbPeak = 0;
  uint64_t metalPeak = 0;
  /// Candidates the step defines and reads (indices into candidates).
  std::vector<int> outputs;
  std::vector<int> inputs;
  /// False for steps tt-mlir's optimizer does not schedule (no tensor result:
  /// deallocate, return, in-place cache updates).
  bool scheduled = true;
  /// Strata's query with every shardable candidate of the step in L1 sharded. An op
  /// whose operands all share its output's shard layout reads and writes them in
  /// place: its circular buffers are the shards, and reserve nothing. Meaningful only
  /// when the step touches a shardable candidate; never above `reserved`.
  uint64_t reservedSharded = 0;
};

struct PlacementProblem {
  /// L1 bytes per core above the unreserved base.
  uint64_t capacity = 0;
  /// Per step: L1 bytes per core of tensors already in L1 that no policy moves.
  std::vector<uint64_t> pinned;
  std::vector<PlacementStep> steps;
  std::vector<PlacementCandidate> candidates;
};

/// What a policy chose, per candidate, and its figures.
struct PlacementAnswer {
  std::vector<bool> inL1;
  std::vector<bool> sharded;  ///< Strata's policy: in L1 sharded (implies inL1)
  uint64_t savedBytes = 0;  ///< DRAM bytes the chosen candidates no longer move
  unsigned evictions = 0;   ///< tt-mlir's model: values evicted to DRAM on the way
};

/// Strata's policy: the candidates that save the most DRAM bytes such that, at
/// every step, the op's exact reservation plus the L1 tensors live there fit
/// `capacity x cap`. No cushion: the reservation is the op's exact stack + CB
/// peak, and the planner that follows places tensors by exact addresses.
/// Greedy over two orders (saving per byte-step of L1, and saving), keeping the
/// larger saving; a candidate is taken when it fits at every step of its life.
///
/// Sharding: shardable candidates joined by the steps that touch them form groups
/// whose members are sharded together (a step's reservation is `reservedSharded`
/// only when all of its shardable candidates are). Once every member of a group is
/// in L1, the group is sharded if that frees room at some step, and the greedy goes
/// on with the room freed. Sharding never saves DRAM bytes by itself: it can only
/// let more candidates fit.
PlacementAnswer placeByDramSaving(const PlacementProblem &problem, double cap);

/// Settles which candidates may stay shardable. Each step that touches shardable
/// candidates is asked, by `reservedWith(step, candidates)`, for its reservation with
/// all of them sharded: nullopt when the op refuses them so or reserves more than
/// `reserved`. A step that refuses takes its outputs out of sharding, then its inputs
/// too if it still refuses with the inputs alone; the steps of a candidate taken out are
/// asked again, until every step accepts what is left. Sets `reservedSharded` of the
/// steps that touch a shardable candidate and clears `shardable` of the rest.
using ShardedReservation =
    std::function<std::optional<uint64_t>(size_t step, const std::vector<int> &sharded)>;
void settleShardable(PlacementProblem &problem, const ShardedReservation &reservedWith);

/// The groups of shardable candidates that must be sharded together: two are in
/// one group when a step touches both. Each group lists its members and the steps
/// that touch them, both ascending. Candidates that are not shardable are in none.
struct ShardGroup {
  std::vector<int> members;
  std::vector<int64_t> steps;
};
std::vector<ShardGroup> shardGroups(const PlacementProblem &problem);

/// A model of tt-mlir's optimizer policy (L1SpillManagement.cpp at tt-mlir
/// 19c86fca, its address-simulation path; docs/placement.md says where this
/// model differs): every candidate is tried in L1 in schedule order; a top-down
/// first-fit free list over the budget `cap x capacity` (32 B granules) places it;
/// an op fits when its tt-metal peak plus the live bytes that are not its
/// inputs stay within the budget, its outputs find a slot, and its tt-metal
/// circular buffers plus a cushion of `cushionFraction x budget` stay below the
/// lowest occupied address; otherwise the live value with the farthest last
/// use is evicted to DRAM (the simulation replayed without it) until the op
/// fits, or its outputs go to DRAM when nothing is left to evict.
struct TtMlirPolicy {
  double cap = 0.95;
  double cushionFraction = 0.10;
  uint64_t granule = 32;
};
PlacementAnswer placeLikeTtMlir(const PlacementProblem &problem, const TtMlirPolicy &policy);

} // namespace mlir::tt::ttnn
