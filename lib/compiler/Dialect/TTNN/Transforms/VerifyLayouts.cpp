// `--ttnn-verify-layouts`: checks every layout against the layout rules and
// every memory config against its layout, reporting all inconsistencies.
#include "strata/compiler/Passes.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"

#include "mlir/Interfaces/FunctionInterfaces.h"

namespace mlir::tt::ttnn {
#define GEN_PASS_DEF_VERIFYLAYOUTSPASS
#include "strata/compiler/Passes.h.inc"
} // namespace mlir::tt::ttnn

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;

namespace {

struct VerifyLayoutsPass : public mlir::tt::ttnn::impl::VerifyLayoutsPassBase<VerifyLayoutsPass> {
  using VerifyLayoutsPassBase::VerifyLayoutsPassBase;

  void runOnOperation() override {
    bool anyError = false;
    auto report = [&](Operation *op, ArrayRef<std::string> issues) {
      for (const std::string &issue : issues) {
        if (strict) {
          op->emitOpError() << issue;
          anyError = true;
        } else {
          op->emitWarning() << issue;
        }
      }
    };
    // A model repeats few (layout, shape) pairs: check each once.
    DenseMap<std::pair<Attribute, Type>, SmallVector<std::string>> rulesByType;
    auto check = [&](Operation *op, Type type) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      auto layout = tensor ? dyn_cast_or_null<TTNNLayoutAttr>(tensor.getEncoding()) : nullptr;
      if (!layout)
        return;
      auto [it, inserted] = rulesByType.try_emplace({layout, type});
      if (inserted) {
        // IR built in C++ skips the parser's checks: verify the attribute
        // itself first, since the rules rely on it (always an error).
        auto emit = [&] { return op->emitOpError(); };
        ttcore::GridAttr grid = layout.getGrid();
        if (!grid ||
            failed(ttcore::GridAttr::verify(emit, grid.getShape(), grid.getMapping(),
                                            grid.getInverseMapping(), grid.getNamedMaps())) ||
            failed(TTNNLayoutAttr::verify(emit, layout.getLinear(), grid, layout.getMemref(),
                                          layout.getMemLayout(), layout.getExactGrid(),
                                          layout.getIgnorePhysicalLayout(),
                                          layout.getTensorMesh(), layout.getCoreRangeSet()))) {
          anyError = true;
          return;
        }
        it->second = checkLayoutRules(layout, tensor.getShape());
      }
      report(op, it->second);
    };
    getOperation()->walk([&](Operation *op) {
      for (Type type : op->getResultTypes())
        check(op, type);
      // Signatures too: a declaration has no block arguments to visit.
      if (auto function = dyn_cast<FunctionOpInterface>(op)) {
        for (Type type : function.getArgumentTypes())
          check(op, type);
        for (Type type : function.getResultTypes())
          check(op, type);
      } else {
        for (Region &region : op->getRegions())
          for (Block &block : region)
            for (BlockArgument arg : block.getArguments())
              check(op, arg.getType());
      }
      if (checkMemoryConfigs)
        report(op, checkMemoryConfigAgainstLayout(op));
    });
    if (anyError)
      signalPassFailure();
  }

};

} // namespace
