// `--ttnn-print-layout-info`: what each result layout exposes, as remarks
// (the lit tests read them).
#include "strata/compiler/Passes.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"

namespace mlir::tt::ttnn {
#define GEN_PASS_DEF_PRINTLAYOUTINFOPASS
#include "strata/compiler/Passes.h.inc"
} // namespace mlir::tt::ttnn

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;

namespace {

struct PrintLayoutInfoPass : public mlir::tt::ttnn::impl::PrintLayoutInfoPassBase<PrintLayoutInfoPass> {

  void runOnOperation() override {
    getOperation()->walk([&](Operation *op) {
      for (Type type : op->getResultTypes()) {
        auto tensor = dyn_cast<RankedTensorType>(type);
        auto layout = tensor ? dyn_cast_or_null<TTNNLayoutAttr>(tensor.getEncoding()) : nullptr;
        if (!layout)
          continue;
        auto remark = op->emitRemark();
        std::optional<TensorMemoryLayout> ml = layout.getMemLayoutOpt();
        remark << "buffer=" << stringifyBufferType(layout.getBufferType())
               << " memory_layout=" << (ml ? stringifyTensorMemoryLayout(*ml) : "none") << " grid=";
        llvm::interleave(layout.getGrid().getShape(), remark, "x");
        remark << " shard=";
        llvm::interleave(layout.getShardShape(), remark, "x");
        remark << " scalar_shard=";
        llvm::interleave(layout.getScalarShardShape(), remark, "x");
        // Streamed as text so diagnostics do not quote the types.
        std::string element, scalar;
        llvm::raw_string_ostream(element) << layout.getElementType();
        llvm::raw_string_ostream(scalar) << layout.getScalarElementType();
        remark << " element=" << element << " scalar=" << scalar
               << " bytes_per_shard=" << layout.getShardSizeInBytes();
      }
    });
  }
};

} // namespace
