// The ttnn dialect: layouts, memory configs, ops (tt-mlir compatible IR).
#pragma once

#include "strata/compiler/TTCore.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TensorEncoding.h"

#include <optional>

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

/// The device's worker grid (rows x columns of Tensix cores); tt-mlir's
/// default, a Wormhole n150, is 8x8.
struct DeviceGrid {
  int64_t rows = 8;
  int64_t cols = 8;
  bool operator==(const DeviceGrid &) const = default;
};

/// Parses `RxC` (both 1..1024), e.g. the `device-grid=8x8` pass option.
std::optional<DeviceGrid> parseDeviceGrid(StringRef text);

/// The worker grid stated by a `ttcore.system_desc` attribute on `op` or its
/// closest enclosing op that has one: the first chip's `grid = RxC`. None when
/// there is no system description or it states no grid.
std::optional<DeviceGrid> findSystemDescDeviceGrid(Operation *op);

/// The physical (x, y) cores a sharded layout occupies on `device`. A grid
/// with a virtual->physical map goes through it. Without one the grid is
/// virtual (tt-mlir's convention): a height-sharded Nx1 or width-sharded 1xN
/// grid fills the device's worker grid row-major (virtual core i ->
/// x = i mod cols, y = i floordiv cols); a block-sharded RxC grid maps
/// (row, col) -> (x = col, y = row). A core outside the device grid is an
/// error (reported through `emitError` when given).
FailureOr<SmallVector<std::pair<int64_t, int64_t>>>
derivePhysicalCores(TTNNLayoutAttr layout, DeviceGrid device,
                    function_ref<InFlightDiagnostic()> emitError = nullptr);

/// The memory config the layout implies on `device`, or null when the layout
/// implies none (system memory: see createSystemMemoryConfig) or its cores do
/// not fit the device grid (reported through `emitError` when given).
MemoryConfigAttr deriveMemoryConfig(TTNNLayoutAttr layout, DeviceGrid device = {},
                                    function_ref<InFlightDiagnostic()> emitError = nullptr);

/// `#ttnn.memory_config<#system_memory>`.
MemoryConfigAttr createSystemMemoryConfig(MLIRContext *context);

/// True when `a` and `b` state the same config; an omitted shard mode reads
/// as physical.
bool memoryConfigsEquivalent(MemoryConfigAttr a, MemoryConfigAttr b);

} // namespace mlir::tt::ttnn

#include "strata/compiler/TTNNOpInterfaces.h.inc"

#define GET_OP_CLASSES
#include "strata/compiler/TTNNOps.h.inc"
