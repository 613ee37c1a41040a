// --ttir-to-ttnn: tt-mlir's TTIR model graphs as ttnn ops on DRAM-interleaved
// tiled tensors, the input the memory pipeline plans. The decisions are the
// ones tt-mlir's default TTIR-to-TTNN pipeline makes (lib/Conversion/TTIRToTTNN,
// lib/Dialect/TTIR/Transforms/ElementTypeNormalization.cpp at 19c86fca), within
// what Strata's op library models; docs/ttir.md lists them op by op.
#include "strata/compiler/Passes.h"
#include "strata/compiler/Dialect/TTIR/IR/TTIR.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"
#include "strata/compiler/Conversion/TTIRToTTNN/TTIRLowering.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"

#include "llvm/ADT/StringSwitch.h"

namespace mlir::tt::ttnn {
#define GEN_PASS_DEF_TTIRTOTTNNPASS
#include "strata/compiler/Passes.h.inc"
} // namespace mlir::tt::ttnn

using namespace mlir;
using namespace mlir::tt;
using strata::compiler::isHostTensor;
using strata::compiler::TTIRLowering;

namespace {

// The ops tt-mlir writes for more than one device: Strata models one.
bool isMultiDevice(StringRef name) {
  return llvm::is_contained({"all_reduce", "all_gather", "reduce_scatter", "mesh_partition",
                             "mesh_shard", "all_to_all", "collective_permute",
                             "collective_broadcast", "distributed_rms_norm",
                             "point_to_point"},
                            name);
}

// The functions of `ttcore.device_module { builtin.module { ... } }` (and of any
// nested module) move to the top-level module, where the memory passes and
// `strata run` look for them; the emptied wrappers go.
LogicalResult hoistNestedFunctions(ModuleOp top) {
  SmallVector<Operation *> wrappers;
  for (Operation &op : top.getBody()->getOperations())
    if (op.getNumRegions() == 1 && !isa<func::FuncOp>(op))
      wrappers.push_back(&op);
  for (Operation *wrapper : wrappers) {
    SmallVector<func::FuncOp> functions;
    wrapper->walk([&](func::FuncOp f) { functions.push_back(f); });
    for (func::FuncOp f : functions) {
      if (top.lookupSymbol(f.getSymName()))
        return f.emitError() << "function @" << f.getSymName()
                             << " of a nested module has the name of a top-level symbol; "
                                "rename one of them";
      f->moveBefore(top.getBody(), top.getBody()->end());
    }
    bool onlyModules = true;
    wrapper->walk([&](Operation *inner) {
      if (inner != wrapper && !isa<ModuleOp>(inner) && inner->getName().getStringRef() != "ttcore.device_module")
        onlyModules = false;
    });
    if (onlyModules)
      wrapper->erase();
  }
  return success();
}

bool hasTTIROps(func::FuncOp f) {
  bool found = false;
  f.walk([&](Operation *op) {
    if (op->getName().getDialectNamespace() == "ttir")
      found = true;
  });
  return found;
}

struct TTIRToTTNNPass : public mlir::tt::ttnn::impl::TTIRToTTNNPassBase<TTIRToTTNNPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (failed(hoistNestedFunctions(module)))
      return signalPassFailure();
    bool anyTTIR = false;
    module.walk([&](func::FuncOp f) { anyTTIR = anyTTIR || hasTTIROps(f); });
    for (auto f : llvm::make_early_inc_range(module.getOps<func::FuncOp>())) {
      if (f.isExternal())
        continue;
      const bool lowered = hasTTIROps(f) || llvm::any_of(f.getArgumentTypes(), isHostTensor);
      // Every op first: a module with one op that cannot be lowered fails
      // before anything is rewritten, naming each such op once.
      bool refused = false;
      f.walk([&](Operation *op) {
        StringRef dialect = op->getName().getDialectNamespace();
        // A function being lowered holds TTIR, the ttnn ops of earlier lowerings and
        // func's own ops; another dialect's op would keep a host tensor type nothing
        // downstream reads.
        if (lowered && op != f.getOperation() && dialect != "ttir" && dialect != "ttnn" &&
            dialect != "func") {
          op->emitError() << "'" << op->getName()
                          << "' is not an op --ttir-to-ttnn lowers (docs/ttir.md lists them)";
          refused = true;
          return;
        }
        // A ttnn op amid TTIR reads the TTIR values as they are, without a layout.
        if (lowered && dialect == "ttnn" &&
            (llvm::any_of(op->getOperandTypes(), isHostTensor) ||
             llvm::any_of(op->getResultTypes(), isHostTensor))) {
          op->emitError() << "'" << op->getName()
                          << "' in a TTIR function has a tensor without a ttnn layout; write "
                             "the TTIR op instead (--ttir-to-ttnn lowers the function whole)";
          refused = true;
          return;
        }
        if (isa<func::CallOp>(op) && anyTTIR) {
          op->emitError() << "a call is lowered once inlined: run --inline first (the "
                             "ttir-to-ttnn-memory-pipeline and strata run inline calls "
                             "themselves)";
          refused = true;
          return;
        }
        if (dialect != "ttir")
          return;
        StringRef name = op->getName().stripDialect();
        if (isMultiDevice(name)) {
          op->emitError() << "'" << op->getName() << "' is a multi-device op; Strata models one "
                             "device, so this module cannot be lowered";
          refused = true;
        } else if (!op->isRegistered()) {
          op->emitError() << "'" << op->getName()
                          << "' is not an op --ttir-to-ttnn lowers (docs/ttir.md lists them)";
          refused = true;
        }
      });
      if (refused)
        return signalPassFailure();
      if (!lowered)
        continue;
      TTIRLowering lowering(f);
      if (failed(lowering.run()))
        return signalPassFailure();
    }
  }
};

} // namespace
