// Reading a TTNN module file into the graph the simulated device runs, for
// callers outside MLIR (the `strata run` command, tests). No MLIR header here.
#pragma once

#include "strata/compiler/Dialect/TTIR/Analysis/TTIRReference.h"
#include "strata/device/arch.hpp"
#include "strata/exec/graph.hpp"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace strata::compiler {

struct LoadOptions {
  std::string function;        ///< empty: the first public function with a body
  double planTimeoutSeconds = 2.0;
  bool planIfNeeded = true;    ///< plan L1 on the fly when the function has no plan
  bool modelReference = true;  ///< for a TTIR module, keep its float64 model reference
  /// When planning on the fly: the L1 placement policy run first (--ttnn-place-l1:
  /// strata, tt-mlir, or dram for none).
  std::string placement = "dram";
  /// For a TTIR module: move the ops that depend only on parameters and constants
  /// into const-eval functions after lowering (--ttnn-const-eval-hoist), as tt-mlir's
  /// default pipeline does; they run once, before the function's first step.
  bool constEval = true;
};

struct LoadedGraph {
  exec::Graph graph;
  device::ArchDesc arch;       ///< the arch the graph is planned and built for
  bool plannedOnTheFly = false;
  bool loweredFromTTIR = false; ///< the module was TTIR, lowered by --ttir-to-ttnn first
  std::string planArch;        ///< the arch the plan was made for
  std::string planSummary;     ///< the function's strata.l1_plan, as text
  /// The plan's integer fields (capacity, peak, lower_bound, l1_tensors, spills, ...).
  std::map<std::string, std::int64_t> planFields;
  /// The function's strata.placement fields (candidates, l1_tensors, saved_dram_bytes,
  /// evictions), when a placement policy ran; `placementPolicy` names it.
  std::map<std::string, std::int64_t> placementFields;
  std::string placementPolicy;
  /// For a TTIR module: the function as written, evaluated in float64 apart from the
  /// lowering (TTIRReference.h); null for a TTNN module.
  std::shared_ptr<const TTIRReference> reference;
  /// Warnings and remarks of reading and planning, one line each ("file:L:C: remark:
  /// L1 plan: ..."); the caller shows them (strata run prints them to stderr).
  std::vector<std::string> remarks;
};

/// Parses `path`, picks the function, plans it with --ttnn-plan-l1 when it has
/// no plan (and `planIfNeeded`), and builds its graph. The file gets the checks
/// every reader makes (readModuleSource); warnings and remarks come back in
/// `remarks`, one line each; the thrown strata::Error (ParseError for bad IR, InvalidArgument
/// for a module that cannot be run on `arch`) carries the first error, one line.
LoadedGraph loadGraph(const std::string &path, const device::ArchDesc &arch,
                      const LoadOptions &options = {});

/// The same on the arch the module's `ttcore.system_desc` describes (its
/// figures in place of the named built-in's), else wormhole_b0.
LoadedGraph loadGraph(const std::string &path, const LoadOptions &options = {});

} // namespace strata::compiler
