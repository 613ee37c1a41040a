// The strict layout rules (ARCHITECTURE.md section 5) and the memory-config
// consistency check, as lists of messages. The parser accepts what tt-mlir's
// accepts; `--ttnn-verify-layouts` reports everything listed here, all of it,
// as errors or (strict=false) warnings.
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"
#include "strata/compiler/Support/Arch.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;

namespace {
// Collects one message per inconsistency: `issues.add() << ...;` appends the
// streamed text when the statement ends.
struct Issues {
  SmallVector<std::string> list;
  struct Line {
    std::string text;
    llvm::raw_string_ostream os{text};
    SmallVector<std::string> &sink;
    Line(SmallVector<std::string> &sink, std::string start) : text(std::move(start)), sink(sink) {}
    ~Line() { sink.push_back(std::move(os.str())); }
    template <typename T> Line &operator<<(const T &value) {
      os << value;
      return *this;
    }
  };
  Line add(std::string start = {}) { return Line(list, std::move(start)); }
};
} // namespace

FailureOr<SmallVector<int64_t>> mlir::tt::ttnn::collapsePhysicalShape(AffineMap linear,
                                                                     ArrayRef<int64_t> tensorShape,
                                                                     std::string &error) {
  llvm::raw_string_ostream os(error);
  for (int64_t dim : tensorShape) {
    if (ShapedType::isDynamic(dim) || dim <= 0) {
      os << "ttnn layouts need static, non-empty tensor dimensions, got "
         << ShapeText{tensorShape};
      return failure();
    }
  }
  if (linear.getNumDims() != tensorShape.size()) {
    // tt-mlir's own test inputs write the 2-d identity on N-d tensors meaning
    // "collapse every leading dim into rows"; accept exactly that shorthand.
    if (!tensorShape.empty() &&
        linear == AffineMap::getMultiDimIdentityMap(2, linear.getContext())) {
      int64_t rows = 1;
      for (int64_t dim : tensorShape.drop_back())
        if (__builtin_mul_overflow(rows, dim, &rows)) {
          os << "tensor " << ShapeText{tensorShape} << " is too large to collapse";
          return failure();
        }
      return SmallVector<int64_t>{rows, tensorShape.back()};
    }
    os << "layout linear map takes " << linear.getNumDims() << " dims but the tensor has rank "
       << tensorShape.size();
    return failure();
  }
  SmallVector<int64_t> last;
  for (int64_t dim : tensorShape)
    last.push_back(dim - 1);
  FailureOr<SmallVector<int64_t>> corner = ttcore::evaluateAffineMap(linear, last);
  if (failed(corner) || corner->size() != 2 ||
      llvm::any_of(*corner, [](int64_t v) { return v < 0; })) {
    os << "layout linear map " << ttcore::affineMapText(linear)
       << " does not evaluate to a non-negative 2-d index for tensor " << ShapeText{tensorShape};
    return failure();
  }
  for (int64_t &v : *corner)
    v += 1;
  return corner;
}

// The shard-shape rule: in pages (tiles when tiled, else scalars) the memref
// is ceil(physical / grid) per dim, or for interleaved layouts tt-mlir's
// L1-interleaved form [1, ceil(pages / cores)].
static void checkShardShape(TTNNLayoutAttr layout, ArrayRef<int64_t> shape, Issues &issues) {
  std::string error;
  FailureOr<SmallVector<int64_t>> physical = collapsePhysicalShape(layout.getLinear(), shape, error);
  if (failed(physical)) {
    issues.list.push_back(std::move(error));
    return;
  }
  SmallVector<int64_t> units = *physical;
  if (auto tile = llvm::dyn_cast<ttcore::TileType>(layout.getElementType())) {
    units[0] = llvm::divideCeil(units[0], tile.getHeight());
    units[1] = llvm::divideCeil(units[1], tile.getWidth());
  }
  ArrayRef<int64_t> gridShape = layout.getGrid().getShape();
  ArrayRef<int64_t> shard = layout.getShardShape();
  SmallVector<int64_t> perDim = {static_cast<int64_t>(llvm::divideCeil(units[0], gridShape[0])),
                                 static_cast<int64_t>(llvm::divideCeil(units[1], gridShape[1]))};
  bool ok = ArrayRef<int64_t>(perDim) == shard;
  SmallVector<int64_t> flat;
  int64_t pages = 0;
  if (!ok && layout.getMemLayoutOpt() == TensorMemoryLayout::Interleaved &&
      !__builtin_mul_overflow(units[0], units[1], &pages)) {
    flat = {1, static_cast<int64_t>(
                   llvm::divideCeil(pages, static_cast<int64_t>(layout.getGrid().getGridVolume())))};
    ok = ArrayRef<int64_t>(flat) == shard;
  }
  if (ok)
    return;
  auto line = issues.add();
  line << "layout shard shape " << ShapeText{shard} << " does not match tensor " << ShapeText{shape}
       << " (physical " << ShapeText{*physical};
  if (layout.isTiled())
    line << ", " << ShapeText{units} << " tiles";
  line << ") on grid " << ShapeText{gridShape} << "; expected memref shape " << ShapeText{perDim};
  if (!flat.empty() && flat != perDim)
    line << " or " << ShapeText{flat};
}

static uint64_t countCores(CoreRangeSetAttr set) {
  uint64_t count = 0;
  for (CoreRangeAttr range : set.getCoreRanges())
    if (__builtin_add_overflow(count, range.getNumCores(), &count))
      return UINT64_MAX;
  return count;
}

SmallVector<std::string>
mlir::tt::ttnn::checkLayoutRules(TTNNLayoutAttr layout,
                                 std::optional<ArrayRef<int64_t>> tensorShape) {
  Issues issues;
  AffineMap linear = layout.getLinear();
  MemRefType memref = layout.getMemref();
  bool twoDims = linear.getNumResults() == 2;
  if (!twoDims)
    issues.add() << "layout linear map must collapse the tensor to 2 dims without symbols, got "
                 << ttcore::affineMapText(linear);
  if (memref.getRank() != 2)
    issues.add() << "layout memref describes one shard and must be 2-d, got rank "
                 << memref.getRank();

  // What tt-mlir's own verifier checks (memory layout per buffer type, DRAM
  // never block sharded, 1x1 grids, core_ranges on sharded layouts only) is
  // the parser's (verifyLayoutPlacement); these are the stricter rules.
  ArrayRef<int64_t> gridShape = layout.getGrid().getShape();
  CoreRangeSetAttr coreRanges = layout.getCoreRangeSet();
  if (std::optional<TensorMemoryLayout> ml = layout.getMemLayoutOpt()) {
    // Explicit cores place any grid shape; without them the row-major fill
    // of a virtual grid is defined for Nx1 and 1xN only.
    if (!coreRanges && *ml == TensorMemoryLayout::HeightSharded && gridShape[1] != 1)
      issues.add() << "height sharded layouts use an Nx1 grid, got " << ShapeText{gridShape};
    if (!coreRanges && *ml == TensorMemoryLayout::WidthSharded && gridShape[0] != 1)
      issues.add() << "width sharded layouts use a 1xN grid, got " << ShapeText{gridShape};
  }
  if (coreRanges && layout.isSharded() &&
      countCores(coreRanges) != static_cast<uint64_t>(layout.getGrid().getGridVolume()))
    issues.add() << "layout core_ranges hold " << countCores(coreRanges)
                 << " cores but its grid " << ShapeText{gridShape} << " has "
                 << layout.getGrid().getGridVolume();
  if (tensorShape && twoDims && memref.getRank() == 2 && !layout.ignoresPhysicalLayout()) {
    checkShardShape(layout, *tensorShape, issues);
  } else if (tensorShape && twoDims) {
    std::string error;
    if (failed(collapsePhysicalShape(linear, *tensorShape, error)))
      issues.list.push_back(std::move(error));
  }
  return std::move(issues.list);
}

// True when the (disjoint) ranges hold exactly `cores` (which are distinct):
// same count, and every core inside some range.
static bool coreRangeSetCovers(CoreRangeSetAttr set, ArrayRef<std::pair<int64_t, int64_t>> cores) {
  if (countCores(set) != cores.size())
    return false;
  return llvm::all_of(cores, [&](std::pair<int64_t, int64_t> core) {
    auto [x, y] = core;
    return llvm::any_of(set.getCoreRanges(), [&](CoreRangeAttr r) {
      return static_cast<uint64_t>(x) >= r.getStartCoord().getX() &&
             static_cast<uint64_t>(x) <= r.getEndCoord().getX() &&
             static_cast<uint64_t>(y) >= r.getStartCoord().getY() &&
             static_cast<uint64_t>(y) <= r.getEndCoord().getY();
    });
  });
}

SmallVector<std::string> mlir::tt::ttnn::checkMemoryConfigAgainstLayout(Operation *op) {
  Issues issues;
  auto iface = dyn_cast<MemoryConfigOpInterface>(op);
  MemoryConfigAttr config = iface ? iface.getMemoryConfigOrNull() : nullptr;
  if (!config || op->getNumResults() == 0)
    return {};
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  auto layout = type ? dyn_cast_or_null<TTNNLayoutAttr>(type.getEncoding()) : nullptr;
  if (!layout)
    return {};

  auto mismatch = [&](StringRef what) {
    std::string start;
    llvm::raw_string_ostream(start) << "memory_config " << Attribute(config)
                                    << " disagrees with the result layout " << Attribute(layout)
                                    << " on " << what << ": ";
    return issues.add(std::move(start));
  };
  BufferType configBuffer = config.getBufferType().getValue();
  if (configBuffer != layout.getBufferType())
    mismatch("buffer type") << stringifyBufferType(configBuffer) << " vs "
                            << stringifyBufferType(layout.getBufferType());
  std::optional<TensorMemoryLayout> configLayout;
  if (config.getTensorMemoryLayout())
    configLayout = config.getTensorMemoryLayout().getValue();
  if (configLayout != layout.getMemLayoutOpt()) {
    auto name = [](std::optional<TensorMemoryLayout> ml) -> StringRef {
      return ml ? stringifyTensorMemoryLayout(*ml) : StringRef("none");
    };
    mismatch("memory layout") << name(configLayout) << " vs " << name(layout.getMemLayoutOpt());
  }
  // A layout that ignores its physical layout leaves the shard spec open.
  ShardSpecAttr spec = config.getShardSpec();
  if (layout.ignoresPhysicalLayout() || !spec)
    return std::move(issues.list);
  SmallVector<int64_t> expected = layout.getScalarShardShape();
  if (spec.getShape().getShape() != ArrayRef<int64_t>(expected))
    mismatch("shard shape") << ShapeText{spec.getShape().getShape()} << " vs "
                            << ShapeText{expected};
  if (!layout.isSharded() || !spec.getCoreRangeSet())
    return std::move(issues.list);
  // Core ranges: the layout's own `core_ranges`, else the cores its grid
  // gives on a device grid every verifier run knows, i.e. one stated by the
  // module's ttcore.system_desc (a pass option is not visible here; the pass
  // compares the full config itself).
  if (CoreRangeSetAttr stated = layout.getCoreRangeSet()) {
    // Both sets were checked disjoint; one too large to list cannot match.
    std::optional<SmallVector<std::pair<int64_t, int64_t>>> listed =
        expandCoreRanges(stated, 1u << 20);
    SmallVector<std::pair<int64_t, int64_t>> cores = listed ? *listed : decltype(cores){};
    if (!coreRangeSetCovers(spec.getCoreRangeSet(), cores))
      mismatch("core range set") << Attribute(spec.getCoreRangeSet()) << " vs "
                                 << Attribute(stated) << " (the layout's core_ranges)";
    return std::move(issues.list);
  }
  std::optional<DeviceGrid> device = findSystemDescDeviceGrid(op);
  if (!device)
    return std::move(issues.list);
  FailureOr<SmallVector<std::pair<int64_t, int64_t>>> cores = derivePhysicalCores(layout, *device);
  if (failed(cores)) {
    issues.add() << "layout " << Attribute(layout) << " needs cores outside the " << device->rows
                 << "x" << device->cols
                 << " device worker grid of the module's ttcore.system_desc";
  } else if (!coreRangeSetCovers(spec.getCoreRangeSet(), *cores)) {
    mismatch("core range set") << Attribute(spec.getCoreRangeSet()) << " vs "
                               << Attribute(mergeCoresIntoRanges(op->getContext(), *cores))
                               << " on the " << device->rows << "x" << device->cols
                               << " device worker grid of the module's ttcore.system_desc";
  }
  return std::move(issues.list);
}
