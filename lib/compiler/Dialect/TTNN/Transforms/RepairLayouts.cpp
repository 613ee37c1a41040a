// `--ttnn-repair-layouts`: interleaved and system-memory layouts whose memref
// shape or linear map do not describe their tensor are rewritten from the
// tensor (those fields are not authoritative there: tt-mlir reads such a
// tensor's placement from the tensor type and the buffer type), with one
// warning per function. Sharded layouts are left alone: their memref is the
// shard shape.
#include "strata/compiler/Passes.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"

#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/Support/raw_ostream.h"

namespace mlir::tt::ttnn {
#define GEN_PASS_DEF_REPAIRLAYOUTSPASS
#include "strata/compiler/Passes.h.inc"
} // namespace mlir::tt::ttnn

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;

namespace {

// The repaired layout of an interleaved or system-memory tensor, or null when
// its layout already describes it (or is sharded, or cannot be repaired).
// `what` names the fields that changed.
TTNNLayoutAttr repairedLayout(RankedTensorType type, std::string &what) {
  auto layout = dyn_cast_or_null<TTNNLayoutAttr>(type.getEncoding());
  if (!layout || layout.isSharded() || !type.hasStaticShape() || type.getRank() == 0 ||
      llvm::any_of(type.getShape(), [](int64_t d) { return d <= 0; }))
    return nullptr;
  MLIRContext *context = type.getContext();
  AffineMap linear = layout.getLinear();
  std::string error;
  FailureOr<SmallVector<int64_t>> physical =
      linear.getNumResults() == 2 ? collapsePhysicalShape(linear, type.getShape(), error)
                                  : FailureOr<SmallVector<int64_t>>(failure());
  // The 2-d identity on a tensor of another rank is tt-mlir's shorthand for
  // "collapse the leading dims": spelled out, like any map that does not
  // collapse this tensor to 2 dims.
  bool mapChanges = failed(physical) || linear.getNumDims() != type.getRank();
  if (mapChanges) {
    linear = canonicalCollapseMap(type.getShape(), context);
    if (!linear)
      return nullptr;
    physical = collapsePhysicalShape(linear, type.getShape(), error);
    if (failed(physical))
      return nullptr;
  }
  SmallVector<int64_t> pages = *physical;
  if (auto tile = dyn_cast<ttcore::TileType>(layout.getElementType())) {
    pages[0] = llvm::divideCeil(pages[0], tile.getHeight());
    pages[1] = llvm::divideCeil(pages[1], tile.getWidth());
  }
  ArrayRef<int64_t> grid = layout.getGrid().getShape();
  SmallVector<int64_t> perCore = {static_cast<int64_t>(llvm::divideCeil(pages[0], grid[0])),
                                  static_cast<int64_t>(llvm::divideCeil(pages[1], grid[1]))};
  ArrayRef<int64_t> shard = layout.getShardShape();
  bool memrefOk = ArrayRef<int64_t>(perCore) == shard;
  int64_t count = 0;
  // tt-mlir's L1-interleaved form [1, ceil(pages / cores)] describes it too.
  if (!memrefOk && layout.getMemLayoutOpt() == TensorMemoryLayout::Interleaved &&
      !__builtin_mul_overflow(pages[0], pages[1], &count))
    memrefOk = shard == ArrayRef<int64_t>{
                            1, static_cast<int64_t>(llvm::divideCeil(
                                   count, static_cast<int64_t>(layout.getGrid().getGridVolume())))};
  if (!mapChanges && memrefOk)
    return nullptr;
  llvm::raw_string_ostream os(what);
  MemRefType memref = layout.getMemref();
  if (mapChanges)
    os << "linear map " << ttcore::affineMapText(layout.getLinear()) << " becomes "
       << ttcore::affineMapText(linear);
  if (!memrefOk) {
    os << (mapChanges ? ", " : "") << "memref " << ShapeText{shard} << " becomes "
       << ShapeText{perCore};
    memref = MemRefType::get(perCore, memref.getElementType(), memref.getLayout(),
                             memref.getMemorySpace());
  }
  os << " for tensor " << ShapeText{type.getShape()};
  return TTNNLayoutAttr::get(context, linear, layout.getGrid(), memref, layout.getMemLayout(),
                             layout.getExactGrid(), layout.getIgnorePhysicalLayout(),
                             layout.getTensorMesh(), layout.getCoreRangeSet());
}

struct RepairLayoutsPass
    : public mlir::tt::ttnn::impl::RepairLayoutsPassBase<RepairLayoutsPass> {
  void runOnOperation() override {
    getOperation()->walk<WalkOrder::PreOrder>([&](FunctionOpInterface function) {
      // One replacer per function: it caches, and counts what it changed.
      unsigned repaired = 0;
      std::string first;
      AttrTypeReplacer replacer;
      replacer.addReplacement([&](RankedTensorType type) -> std::optional<Type> {
        std::string what;
        TTNNLayoutAttr layout = repairedLayout(type, what);
        if (!layout)
          return std::nullopt;
        if (repaired++ == 0)
          first = std::move(what);
        return RankedTensorType::get(type.getShape(), type.getElementType(), layout);
      });
      replacer.recursivelyReplaceElementsIn(function, /*replaceAttrs=*/true,
                                            /*replaceLocs=*/false, /*replaceTypes=*/true);
      if (repaired)
        function->emitWarning()
            << "repaired " << repaired << " tensor type" << (repaired == 1 ? "" : "s")
            << " whose interleaved / system-memory layout does not describe the tensor in its "
               "memref shape or linear map (fields tt-mlir does not read there); first: "
            << first << "; --ttnn-verify-layouts lists each";
      return WalkResult::skip();
    });
  }
};

} // namespace
