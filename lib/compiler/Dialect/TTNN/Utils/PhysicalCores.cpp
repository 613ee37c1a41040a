// Layout -> memory config: the virtual -> physical cores of sharded layouts,
// their merging into core ranges, and the derived config.
#include "strata/device/core.hpp"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <map>

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;

std::optional<DeviceGrid> mlir::tt::ttnn::parseDeviceGrid(StringRef text) {
  return DeviceGrid::bounded(ttcore::parseGridText(text));
}

FailureOr<SmallVector<std::pair<int64_t, int64_t>>>
mlir::tt::ttnn::derivePhysicalCores(TTNNLayoutAttr layout, DeviceGrid device,
                                    function_ref<InFlightDiagnostic()> emitError) {
  ttcore::GridAttr grid = layout.getGrid();
  ArrayRef<int64_t> shape = grid.getShape();
  SmallVector<std::pair<int64_t, int64_t>> cores;
  if (CoreRangeSetAttr explicitCores = layout.getCoreRangeSet()) {
    // tt-mlir's `core_ranges = ...` names the physical cores outright.
    // Bounded so a range up to UINT64_MAX is refused, not enumerated.
    constexpr uint64_t kMaxListedCores = 1 << 16;
    std::optional<SmallVector<std::pair<int64_t, int64_t>>> listed =
        expandCoreRanges(explicitCores, kMaxListedCores);
    if (!listed) {
      if (emitError)
        emitError() << "layout " << layout << " names more than " << kMaxListedCores
                    << " cores in core_ranges";
      return failure();
    }
    cores = std::move(*listed);
  } else if (grid.getMapping()) {
    FailureOr<SmallVector<std::pair<int64_t, int64_t>>> mapped = grid.getPhysicalCores();
    if (failed(mapped)) {
      if (emitError)
        emitError() << "layout " << layout << " has a grid map that gives no valid cores";
      return failure();
    }
    cores = std::move(*mapped);
  } else {
    std::optional<TensorMemoryLayout> memLayout = layout.getMemLayoutOpt();
    bool linearFill = memLayout == TensorMemoryLayout::HeightSharded ||
                      memLayout == TensorMemoryLayout::WidthSharded;
    cores.reserve(grid.getGridVolume());
    for (int64_t row = 0; row < shape[0]; ++row)
      for (int64_t col = 0; col < shape[1]; ++col) {
        if (linearFill) {
          // Nx1 or 1xN: the virtual index is whichever dim is not 1.
          int64_t index = row * shape[1] + col;
          cores.emplace_back(index % device.cols, index / device.cols);
        } else {
          cores.emplace_back(col, row);
        }
      }
  }
  // Explicit cores of a DRAM-sharded layout are DRAM banks (tt-mlir writes
  // (0,0)..(11,0) for 12 banks), not worker cores: no worker-grid bound.
  if (layout.getCoreRangeSet() && layout.getBufferType() == BufferType::DRAM)
    return cores;
  for (auto [x, y] : cores)
    if (x >= device.cols || y >= device.rows) {
      if (emitError)
        emitError() << "layout " << layout << " needs core (" << x << "," << y
                    << ") outside the " << device.rows << "x" << device.cols
                    << " device worker grid; use a smaller grid or set the device grid "
                    << "(device-grid=RxC or a ttcore.system_desc)";
      return failure();
    }
  return cores;
}

std::optional<SmallVector<std::pair<int64_t, int64_t>>>
mlir::tt::ttnn::expandCoreRanges(CoreRangeSetAttr set, uint64_t limit) {
  SmallVector<std::pair<int64_t, int64_t>> cores;
  for (CoreRangeAttr r : set.getCoreRanges()) {
    // Checked before the loops: a range's end may be near UINT64_MAX.
    uint64_t count = r.getNumCores();
    if (count > limit || cores.size() + count > limit ||
        r.getEndCoord().getX() > static_cast<uint64_t>(INT64_MAX) ||
        r.getEndCoord().getY() > static_cast<uint64_t>(INT64_MAX))
      return std::nullopt;
    for (uint64_t y = r.getStartCoord().getY(); y <= r.getEndCoord().getY(); ++y)
      for (uint64_t x = r.getStartCoord().getX(); x <= r.getEndCoord().getX(); ++x)
        cores.emplace_back(x, y);
  }
  return cores;
}

//===----------------------------------------------------------------------===//
// Layout -> memory config
//===----------------------------------------------------------------------===//

CoreRangeSetAttr mlir::tt::ttnn::mergeCoresIntoRanges(MLIRContext *context,
                                                      ArrayRef<std::pair<int64_t, int64_t>> cores) {
  // The device layer's merge (CoreRangeSet::fromCores), so the compiler prints the
  // rectangles the runtime builds: the first uncovered core in row-major order starts
  // a rectangle, widened along its row, then grown down while whole rows are free.
  std::vector<strata::device::CoreCoord> coords;
  coords.reserve(cores.size());
  for (auto [x, y] : cores)
    coords.push_back({static_cast<uint32_t>(x), static_cast<uint32_t>(y)});
  const strata::device::CoreRangeSet merged = strata::device::CoreRangeSet::fromCores(coords);
  SmallVector<CoreRangeAttr> ranges;
  ranges.reserve(merged.ranges().size());
  for (const strata::device::CoreRange &r : merged.ranges())
    ranges.push_back(CoreRangeAttr::get(context, CoreCoordAttr::get(context, r.start.x, r.start.y),
                                        CoreCoordAttr::get(context, r.end.x, r.end.y)));
  return CoreRangeSetAttr::get(context, ranges);
}

MemoryConfigAttr mlir::tt::ttnn::createSystemMemoryConfig(MLIRContext *context) {
  return MemoryConfigAttr::get(context, BufferTypeAttr::get(context, BufferType::SystemMemory),
                               TensorMemoryLayoutAttr(), ShardSpecAttr());
}

MemoryConfigAttr mlir::tt::ttnn::deriveMemoryConfig(TTNNLayoutAttr layout, DeviceGrid device,
                                                    function_ref<InFlightDiagnostic()> emitError) {
  MLIRContext *context = layout.getContext();
  BufferType buffer = layout.getBufferType();
  if (buffer == BufferType::SystemMemory)
    return {};
  // What a config must have; everything else about the layout is the strict
  // verifier's business (tt-mlir files often bend the other rules).
  TensorMemoryLayoutAttr memLayout = layout.getMemLayout();
  if (!memLayout) {
    if (emitError)
      emitError() << "cannot derive memory_config: its tensor_memory_layout is missing (the "
                  << "result layout on " << stringifyBufferType(buffer)
                  << " states none; add <interleaved> or a sharded layout)";
    return {};
  }
  if (buffer == BufferType::DRAM && memLayout.getValue() == TensorMemoryLayout::BlockSharded) {
    if (emitError)
      emitError() << "cannot derive memory_config: tensor_memory_layout block_sharded "
                  << "contradicts buffer_type dram (DRAM is never block sharded)";
    return {};
  }
  auto bufferAttr = BufferTypeAttr::get(context, buffer);
  ShardSpecAttr shardSpec;
  // A layout that ignores its physical layout has no shard shape to state:
  // tt-mlir gives it a sharded config without a shard spec.
  if (layout.isSharded() && !layout.ignoresPhysicalLayout()) {
    if (layout.getMemref().getRank() != 2) {
      if (emitError)
        emitError() << "cannot derive memory_config: its shard_spec shape needs a 2-d layout "
                    << "memref, got rank " << layout.getMemref().getRank() << " in " << layout;
      return {};
    }
    FailureOr<SmallVector<std::pair<int64_t, int64_t>>> cores =
        derivePhysicalCores(layout, device, emitError);
    if (failed(cores))
      return {};
    shardSpec = ShardSpecAttr::get(context, mergeCoresIntoRanges(context, *cores),
                                   ShapeAttr::get(context, layout.getScalarShardShape()),
                                   ShardOrientationAttr::get(context, ShardOrientation::RowMajor),
                                   ShardModeAttr::get(context, ShardMode::Physical), ShapeAttr());
  }
  return MemoryConfigAttr::get(context, bufferAttr, memLayout, shardSpec);
}

bool mlir::tt::ttnn::memoryConfigsEquivalent(MemoryConfigAttr a, MemoryConfigAttr b) {
  if (a == b)
    return true;
  if (!a || !b || a.getBufferType() != b.getBufferType() ||
      a.getTensorMemoryLayout() != b.getTensorMemoryLayout())
    return false;
  ShardSpecAttr sa = a.getShardSpec(), sb = b.getShardSpec();
  if (!sa || !sb)
    return sa == sb;
  return sa.getCoreRangeSet() == sb.getCoreRangeSet() && sa.getShape() == sb.getShape() &&
         sa.getShardOrientation() == sb.getShardOrientation() &&
         sa.getEffectiveShardMode() == sb.getEffectiveShardMode() &&
         sa.getPhysicalShardShape() == sb.getPhysicalShardShape();
}
