#pragma once
// The bundled workloads of the fragmentation study. Each is produced by running the op
// library's real op definitions through a RecordingContext (recording_context.hpp), so
// the events are exactly what those ops ask of L1; the part the op library does not
// offer (attention head split/concat) is modelled from shapes and says so in the
// workload's provenance. NAME-eager variants replay the same ops in an eager,
// ttnn-style allocation order (AllocationOrder::Eager).

#include "strata/analysis/events.hpp"
#include "strata/analysis/replay.hpp"
#include "strata/device/arch.hpp"

#include <string>
#include <string_view>
#include <vector>

namespace strata::analysis {

// "op-cosh", ..., "op-swiglu", "llama-decode", "llama-prefill", "bert-encoder",
// "gamma-loop", then the "-eager" variants (op-lgamma-eager, ..., gamma-loop-eager).
std::vector<std::string> workloadNames();
// Throws strata::Error (NotFound) listing the names for an unknown one.
Workload buildWorkload(std::string_view name, const device::ArchDesc& arch);
// "all" or one name.
std::vector<Workload> buildWorkloads(std::string_view name_or_all, const device::ArchDesc& arch);

// The replay geometry of one L1 bank of `arch` (size, unreserved base, alignment, worker
// cores as banks, bf16 tile pages).
BankGeometry geometryOf(const device::ArchDesc& arch);

}  // namespace strata::analysis
