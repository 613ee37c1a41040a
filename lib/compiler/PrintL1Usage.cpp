// `--ttnn-print-l1-usage`: the op model's numbers for every ttnn op, as
// remarks, so a user sees what the planner will reserve without planning.
#include "strata/compiler/OpModel.h"
#include "strata/compiler/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

using namespace mlir;
using namespace mlir::tt::ttnn;

namespace mlir::tt::ttnn {
#define GEN_PASS_DEF_PRINTL1USAGEPASS
#include "strata/compiler/Passes.h.inc"
} // namespace mlir::tt::ttnn

namespace {

struct PrintL1UsagePass : public mlir::tt::ttnn::impl::PrintL1UsagePassBase<PrintL1UsagePass> {
  using PrintL1UsagePassBase::PrintL1UsagePassBase;

  void runOnOperation() override {
    FailureOr<strata::device::ArchDesc> resolved = resolveArchFor(getOperation(), arch);
    if (failed(resolved))
      return signalPassFailure();
    const strata::device::ArchDesc &desc = *resolved;
    bool anyError = false;
    getOperation()->walk([&](Operation *op) {
      if (op->getDialect() == nullptr || op->getName().getDialectNamespace() != "ttnn")
        return;
      FailureOr<OpModelCall> call = opModelOf(op, desc);
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

};

} // namespace
