// From a TTNN function to the graph the simulated device runs (exec/graph.hpp):
// the op model's calls in schedule order with the planned addresses.
#pragma once

#include "strata/compiler/Dialect/TTNN/Analysis/L1Plan.h"
#include "strata/exec/graph.hpp"

namespace mlir::tt::ttnn {

/// Builds the executable graph of `function`. Every op must be modelled (the
/// op model's diagnostics say why not). `graph.planned` is true when every L1
/// value carries a planned address.
FailureOr<strata::exec::Graph> buildGraph(func::FuncOp function,
                                          const strata::device::ArchDesc &arch);

} // namespace mlir::tt::ttnn
