// `--ttnn-print-l1-usage`: the op model's numbers for every ttnn op, as
// remarks, so a user sees what the planner will reserve without planning.
#include "strata/compiler/OpModel.h"
#include "strata/compiler/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::tt::ttnn;

namespace {

struct PrintL1UsagePass : public PassWrapper<PrintL1UsagePass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PrintL1UsagePass)

  PrintL1UsagePass() = default;
  PrintL1UsagePass(const PrintL1UsagePass &other) : PassWrapper(other) {}

  StringRef getArgument() const final { return "ttnn-print-l1-usage"; }
  StringRef getDescription() const final {
    return "Emit a remark per ttnn op with its L1 needs per core (the op library's query)";
  }

  void runOnOperation() override {
    FailureOr<strata::device::ArchDesc> resolved = resolveArchFor(getOperation(), arch);
    if (failed(resolved))
      return signalPassFailure();
    const strata::device::ArchDesc &desc = *resolved;
    bool anyError = false;
    getOperation()->walk([&](Operation *op) {
      if (op->getDialect() == nullptr || op->getName().getDialectNamespace() != "ttnn")
        return;
      FailureOr<OpModelCall> call = modelOp(op, desc);
      if (failed(call)) {
        anyError = true;
        return;
      }
      if (call->kind == OpModelKind::NoL1)
        return;
      const strata::ops::L1Usage &u = call->usage;
      uint64_t shortfall = strata::ops::l1Shortfall(u, desc);
      InFlightDiagnostic remark = op->emitRemark();
      remark << "L1 per core: cb_peak=" << u.cb_peak << " stack_peak=" << u.stack_peak
             << " peak=" << u.peak << " output_l1=" << u.output_l1 << " total=" << u.total;
      if (shortfall)
        remark << " does not fit " << desc.name << " L1 by " << shortfall << " B";
      else
        remark << " fits " << desc.name;
    });
    if (anyError)
      signalPassFailure();
  }

  Option<std::string> arch{*this, "arch",
                           llvm::cl::desc("Arch description: a built-in name or a JSON file"),
                           llvm::cl::init("wormhole_b0")};
};

} // namespace

void mlir::tt::ttnn::registerPrintL1UsagePass() { PassRegistration<PrintL1UsagePass>(); }
