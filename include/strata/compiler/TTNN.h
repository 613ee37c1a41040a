// The ttnn dialect: layouts, memory configs, ops (tt-mlir compatible IR).
#pragma once

#include "strata/compiler/TTCore.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TensorEncoding.h"

#include "strata/compiler/TTNNDialect.h.inc"
#include "strata/compiler/TTNNEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "strata/compiler/TTNNAttrs.h.inc"
#define GET_TYPEDEF_CLASSES
#include "strata/compiler/TTNNTypes.h.inc"

namespace mlir::tt::ttnn {

/// Checks an op's memory_config (if any) against its first result's layout:
/// buffer type, memory layout and scalar shard shape must agree.
LogicalResult verifyMemoryConfigAgainstLayout(Operation *op);

/// Physical shape (2-d) of a tensor after the layout's linear map:
/// linear(shape - 1) + 1. Fails (with a message through `emitError`) on
/// dynamic or empty dimensions or a map that does not evaluate.
FailureOr<SmallVector<int64_t>> collapsePhysicalShape(AffineMap linear,
                                                      ArrayRef<int64_t> tensorShape,
                                                      function_ref<InFlightDiagnostic()> emitError);

/// Merges a set of physical (x, y) cores into disjoint rectangles: runs of
/// consecutive x per row, then identical runs on consecutive rows. Sorted by
/// (y, x) of their start corner.
CoreRangeSetAttr mergeCoresIntoRanges(MLIRContext *context,
                                      ArrayRef<std::pair<int64_t, int64_t>> cores);

/// The memory config the layout implies, or null when the layout implies
/// none (system memory: see createSystemMemoryConfig).
MemoryConfigAttr deriveMemoryConfig(TTNNLayoutAttr layout);

/// `#ttnn.memory_config<#system_memory>`.
MemoryConfigAttr createSystemMemoryConfig(MLIRContext *context);

/// True when `a` and `b` state the same config; an omitted shard mode reads
/// as physical.
bool memoryConfigsEquivalent(MemoryConfigAttr a, MemoryConfigAttr b);

} // namespace mlir::tt::ttnn

#include "strata/compiler/TTNNOpInterfaces.h.inc"

#define GET_OP_CLASSES
#include "strata/compiler/TTNNOps.h.inc"
