// The op model: what an op of a TTNN module is in the op library's terms, and how
// many L1 bytes per core it needs (the query's one number). Pure and exact: it
// asks strata::ops::query, which walks the same op definition the simulated
// device runs, so a planned module and its run agree byte for byte.
#pragma once

#include "strata/compiler/Dialect/TTNN/Interfaces/OpModelTypes.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"
#include "strata/compiler/Support/Arch.h"
#include "strata/device/arch.hpp"
#include "strata/exec/graph.hpp"
#include "strata/ops/catalog.hpp"
#include "strata/ops/query.hpp"

#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir::tt::ttnn {

/// Where a tensor value lives, as far as planning and running care: the executor's
/// own enum, so a placed value crosses from the compiler to the graph unchanged.
using TensorPlace = strata::exec::ValuePlace;

/// The one conversion from a tensor type with a ttnn layout encoding to the op
/// library's description. Fails (through `emitError`) for what the library
/// cannot describe: no layout, data types other than bf16/f32, ranks over 6,
/// shard cores that are not a rectangle anchored at core (0,0), or a layout
/// shard shape that differs from the one the library derives.
FailureOr<strata::ops::TensorDesc> toTensorDesc(Type type, const strata::device::ArchDesc &arch,
                                                function_ref<InFlightDiagnostic()> emitError);

/// Host, DRAM or L1 from the layout's buffer type; nullopt without a layout.
std::optional<TensorPlace> placeOf(Type type);

/// Asks `op` for its op model: through its OpModelInterface when the dialect
/// declares the op, else (a `ttnn.*` op parsed generically) through the same
/// name mapping the interface's implementation uses.
FailureOr<OpModelCall> opModelOf(Operation *op, const strata::device::ArchDesc &arch);

} // namespace mlir::tt::ttnn
