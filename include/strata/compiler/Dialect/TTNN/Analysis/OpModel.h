// The op model: what an op of a TTNN module is in the op library's terms, and how
// many L1 bytes per core it needs (the query's one number). Pure and exact: it
// asks strata::ops::query, which walks the same op definition the simulated
// device runs, so a planned module and its run agree byte for byte.
#pragma once

#include "strata/compiler/Dialect/TTNN/Interfaces/OpModelTypes.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"
#include "strata/compiler/Dialect/TTNN/Utils/TensorTypeConversion.h"
#include "strata/compiler/Support/Arch.h"
#include "strata/device/arch.hpp"
#include "strata/exec/graph.hpp"
#include "strata/ops/catalog.hpp"
#include "strata/ops/query.hpp"

#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir::tt::ttnn {

/// Asks `op` for its op model: through its OpModelInterface when the dialect
/// declares the op, else (a `ttnn.*` op parsed generically) through the same
/// name mapping the interface's implementation uses.
FailureOr<OpModelCall> opModelOf(Operation *op, const strata::device::ArchDesc &arch);

/// The same without diagnostics: whether (and how) the op models as it is typed now,
/// for passes that try a change and keep it only when the op still models.
FailureOr<OpModelCall> opModelOfQuietly(Operation *op, const strata::device::ArchDesc &arch);

/// The attribute of ttnn op `ttnnOp` (`layer_norm`, without the dialect prefix)
/// that carries the op library's parameter `param`, by the op's schema: `epsilon`
/// for layer_norm's `eps`, `numericStable` for softmax's `numeric_stable`. For
/// code that writes ttnn ops (the TTIR lowering): an op or parameter the
/// library does not declare is a programming error (strata::Error, Internal).
StringRef paramAttributeName(StringRef ttnnOp, StringRef param);

} // namespace mlir::tt::ttnn
