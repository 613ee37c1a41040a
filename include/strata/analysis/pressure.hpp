#pragma once
// The fragmentation study under L1 pressure: whole models whose long-lived tensors
// (weight shards prefetched a layer ahead, the current layer's KV-cache slice, block
// inputs saved for a backward pass) are held in L1 at a chosen residency, the fraction
// of their bytes an L1-greedy compiler keeps there, with the op library's composites
// running in what is left. A sweep over the residency shows, per policy, the smallest L1
// each point needs, the largest residency that still runs in the arch's L1, the largest
// free block left after ops, and the bytes lost to placement; the sweep also gives every
// other bundled workload its one point, r = 0 (docs/FRAGMENTATION.md, "The sweep").

#include "strata/analysis/events.hpp"
#include "strata/analysis/replay.hpp"
#include "strata/device/arch.hpp"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace strata::analysis {

// "llama-1b-decode" (16 layers x 2 decode steps, batch 32, KV length 1024),
// "bert-base" (12 encoder layers, batch 4 x sequence 384) and "gamma-model" (8 blocks of
// a residual MLP with a Dirichlet head, training forward pass: layer_norm, geglu,
// softplus and the gamma family between prefetched weights and saved block inputs), then
// all three again with "-eager": the ops in ttnn's eager allocation order
// (AllocationOrder::Eager).
std::vector<std::string> pressureModelNames();
// Every workload the sweep covers, in its order: pressureModelNames(), then the bundled
// workloads of workloadNames() (workloads.hpp), which have no long-lived tensors.
std::vector<std::string> sweepWorkloadNames();

// Long-lived bytes per L1 bank the model holds at a residency (the most at any moment:
// one layer's weights plus, for decode, the layer's KV slice; for gamma-model one
// block's MLP and head weights and the saved inputs of all its blocks).
struct ResidentSet {
  std::uint64_t attention_weights = 0;
  std::uint64_t mlp_weights = 0;
  std::uint64_t kv_cache = 0;
  std::uint64_t head_weights = 0;       // gamma-model's Dirichlet head projection
  std::uint64_t saved_activations = 0;  // gamma-model: every block's saved input together
  std::uint64_t total() const {
    return attention_weights + mlp_weights + kv_cache + head_weights + saved_activations;
  }
};

// The model with `residency` (0..1) of every long-lived tensor's bytes resident in L1,
// rounded up to whole tiles per bank. Throws strata::Error (NotFound) for an unknown
// name, (InvalidArgument) for a residency outside [0, 1].
// `repeats`: Llama decode steps (default 2), BERT and gamma-model forward passes
// (default 1); more of
// them make the long real-model planning instances of bench/ (0 = the default).
Workload buildPressureModel(std::string_view name, const device::ArchDesc& arch, double residency,
                            int repeats = 0);
// The resident set at `residency`, per bank, as buildPressureModel allocates it.
ResidentSet residentSet(std::string_view name, const device::ArchDesc& arch, double residency);

struct SweepCell {
  Policy policy = Policy::Stack;
  bool fits = true;                // replays without out-of-memory in the arch's L1
  std::size_t failed_event = 0;    // when it does not
  std::uint64_t min_l1 = 0;        // smallest L1 (same base) it runs in
  std::uint64_t peak_footprint = 0;  // at the arch's L1 size; in min_l1 when it fails there
  std::int64_t lost_bytes = 0;     // min_l1 - base - peak: bytes lost to placement
  std::uint64_t min_largest_free = 0;  // smallest largest-free-block after an op (at L1 size)
};

struct SweepPoint {
  double residency = 0;
  std::uint64_t resident_bytes = 0;  // per bank, ResidentSet::total at this residency
  std::vector<SweepCell> cells;      // one per policy, in the order asked
};

struct SweepLimit {
  Policy policy = Policy::Stack;
  double max_residency = 0;          // largest residency that runs in the arch's L1
  std::uint64_t max_resident_bytes = 0;
};

struct SweepCurve {
  std::string workload;
  std::string description;
  // A workload without long-lived tensors (not a pressure model): there is nothing to
  // hold resident, so `points` is the one point r = 0 and `limits` is empty.
  bool residency_axis_empty = false;
  std::vector<SweepPoint> points;  // from residency 0 until every policy fails
  std::vector<SweepLimit> limits;  // per policy, by bisection to 1/1024
};

struct PressureSweep {
  std::string arch_name;
  BankGeometry geometry;
  std::vector<Policy> policies;
  std::vector<SweepCurve> curves;
};

// `workload`: one of sweepWorkloadNames() or "all" (every one of them); throws
// strata::Error (NotFound) listing them for another name. `step`: residency between
// points (pressure models only).
PressureSweep runPressureSweep(std::string_view workload, const std::vector<Policy>& policies,
                               const device::ArchDesc& arch, double step = 0.05);

// One block per workload: the limits, then one row per point and policy.
std::string formatSweep(const PressureSweep& sweep);
// {"arch", "l1_size", "unreserved_base", "policies", "workloads": [{"workload",
//  "description", "residency_axis_empty", "limits": [{"policy", "max_residency", "max_resident_bytes"}],
//  "points": [{"residency", "resident_bytes", "policies": [{"policy", "fits",
//  "failed_event" (null when it fits), "min_l1_bytes", "peak_footprint", "lost_bytes", "min_largest_free"}]}]}]}
nlohmann::json sweepToJson(const PressureSweep& sweep);
// A self-contained HTML page: per pressure model, min L1 and largest free block over the
// residency, one line per policy, with the arch's L1 size marked; then one table of the
// workloads whose residency axis is empty (their r = 0 point).
std::string renderSweepReport(const PressureSweep& sweep);

}  // namespace strata::analysis
