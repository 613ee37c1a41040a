// The ttnn dialect: layouts, memory configs, ops (tt-mlir compatible IR).
#pragma once

#include "strata/compiler/Dialect/TTCore/IR/TTCore.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/TensorEncoding.h"

#include <optional>
#include <string>

#include "strata/compiler/Dialect/TTNN/IR/TTNNDialect.h.inc"
#include "strata/compiler/Dialect/TTNN/IR/TTNNEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "strata/compiler/Dialect/TTNN/IR/TTNNAttrs.h.inc"
#define GET_TYPEDEF_CLASSES
#include "strata/compiler/Dialect/TTNN/IR/TTNNTypes.h.inc"

namespace mlir::tt::ttnn {

/// Streams a shape as `2x4` (`<empty>` for rank 0) into a diagnostic.
struct ShapeText {
  ArrayRef<int64_t> dims;
};
template <typename Stream> Stream &operator<<(Stream &os, ShapeText shape) {
  if (shape.dims.empty()) {
    os << "<empty>";
    return os;
  }
  // A dynamic dim as MLIR writes it, not its sentinel value.
  llvm::interleave(
      shape.dims, os,
      [&](int64_t d) {
        if (ShapedType::isDynamic(d))
          os << "?";
        else
          os << d;
      },
      "x");
  return os;
}

/// tt-mlir's own layout rules (its TTNNLayoutAttr::verify), which the parser
/// applies: a memory layout exactly on device buffers, DRAM never block
/// sharded, a 1x1 grid unless L1 or sharded DRAM, core_ranges on sharded
/// layouts only. Every broken rule is reported through `emitError`.
LogicalResult verifyLayoutPlacement(function_ref<InFlightDiagnostic()> emitError,
                                    BufferType buffer, ArrayRef<int64_t> gridShape,
                                    TensorMemoryLayoutAttr memLayout,
                                    CoreRangeSetAttr coreRanges);

/// Every way `layout` breaks the layout rules (ARCHITECTURE.md section 5), on
/// its own and, when `tensorShape` is given, against the tensor it encodes:
/// one message per inconsistency, empty when there is none. The parser does
/// not apply these (tt-mlir's does not either); `--ttnn-verify-layouts` does.
SmallVector<std::string> checkLayoutRules(TTNNLayoutAttr layout,
                                          std::optional<ArrayRef<int64_t>> tensorShape);

/// Every way an op's memory_config (if any) disagrees with its first result's
/// layout: buffer type, memory layout, scalar shard shape and core ranges
/// (against the layout's `core_ranges`, or the cores derived on the grid of
/// a `ttcore.system_desc`). One message per field, empty when they agree.
SmallVector<std::string> checkMemoryConfigAgainstLayout(Operation *op);

/// tt-mlir's default linear map for a tensor of `shape`: every leading dim
/// collapsed into rows, (d0, .., dn) -> (d0 * s1*..*s(n-1) + .. + d(n-1), dn);
/// a rank-1 tensor is one row, (d0) -> (0, d0). Null for rank 0 or overflow.
AffineMap canonicalCollapseMap(ArrayRef<int64_t> shape, MLIRContext *context);

/// Physical shape (2-d) of a tensor after the layout's linear map:
/// linear(shape - 1) + 1. Fails, with the reason in `error`, on dynamic or
/// empty dimensions, a rank the map does not take, or a map that does not
/// evaluate to a non-negative 2-d index.
FailureOr<SmallVector<int64_t>> collapsePhysicalShape(AffineMap linear,
                                                      ArrayRef<int64_t> tensorShape,
                                                      std::string &error);

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

  /// The largest side the compiler takes (tt-metal's grids are at most 13 wide).
  static constexpr int64_t kMaxSide = 1024;
  /// (rows, columns) as a grid when both are in 1..kMaxSide.
  static std::optional<DeviceGrid> bounded(std::optional<std::pair<int64_t, int64_t>> grid) {
    if (!grid || grid->first < 1 || grid->second < 1 || grid->first > kMaxSide ||
        grid->second > kMaxSide)
      return std::nullopt;
    return DeviceGrid{grid->first, grid->second};
  }
};

/// Parses `RxC` (both 1..1024), e.g. the `device-grid=8x8` pass option.
std::optional<DeviceGrid> parseDeviceGrid(StringRef text);


/// The (x, y) cores of `set`, or none when it holds more than `limit`.
std::optional<SmallVector<std::pair<int64_t, int64_t>>> expandCoreRanges(CoreRangeSetAttr set,
                                                                        uint64_t limit);

/// The physical (x, y) cores a sharded layout occupies on `device`. The
/// layout's `core_ranges`, when stated, are the cores. A grid
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
/// implies none (system memory: see createSystemMemoryConfig) or lacks what a
/// config needs: a memory layout on a device buffer, one DRAM allows, a 2-d
/// shard and cores that fit the device grid for sharded layouts (each reported
/// through `emitError` when given, naming the field).
MemoryConfigAttr deriveMemoryConfig(TTNNLayoutAttr layout, DeviceGrid device = {},
                                    function_ref<InFlightDiagnostic()> emitError = nullptr);

/// `#ttnn.memory_config<#system_memory>`.
MemoryConfigAttr createSystemMemoryConfig(MLIRContext *context);

/// True when `a` and `b` state the same config; an omitted shard mode reads
/// as physical.
bool memoryConfigsEquivalent(MemoryConfigAttr a, MemoryConfigAttr b);

} // namespace mlir::tt::ttnn

// The op model's types, named by the generated OpModelInterface.
#include "strata/compiler/Dialect/TTNN/Interfaces/OpModelTypes.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNNOpInterfaces.h.inc"

#define GET_OP_CLASSES
#include "strata/compiler/Dialect/TTNN/IR/TTNNOps.h.inc"
