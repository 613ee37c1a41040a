// `--ttnn-print-l1-usage`: the op model's numbers for every ttnn op, as
// remarks (and, with json=FILE, as JSON), so a user sees what the planner will
// reserve without planning.
#include "strata/compiler/Support/ModuleSource.h"
#include "strata/compiler/Dialect/TTNN/Analysis/OpModel.h"
#include "strata/compiler/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/ToolOutputFile.h"

#include <algorithm>
#include <string>

using namespace mlir;
using namespace mlir::tt::ttnn;
using strata::compiler::filePlace;

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

    // The error an op's model reports, kept for its JSON row; it still reaches the
    // other handlers (the handler says it did not handle it).
    std::string lastError;
    ScopedDiagnosticHandler capture(&getContext(), [&](Diagnostic &diagnostic) {
      if (diagnostic.getSeverity() == DiagnosticSeverity::Error)
        lastError = diagnostic.str();
      return failure();
    });

    bool anyError = false;
    llvm::json::Array functions;
    // Per function: a remark per op, and the op's row of the JSON report.
    getOperation()->walk([&](func::FuncOp function) {
      llvm::json::Array rows;
      uint64_t maxPeak = 0, maxTotal = 0;
      bool functionOk = true;
      function.walk([&](Operation *op) {
        if (op->getDialect() == nullptr || op->getName().getDialectNamespace() != "ttnn")
          return;
        lastError.clear();
        FailureOr<OpModelCall> call = opModelOf(op, desc);
        if (failed(call)) {
          anyError = true;
          functionOk = false;
          rows.push_back(llvm::json::Object{{"op", op->getName().getStringRef()},
                                            {"location", filePlace(op->getLoc())},
                                            {"error", lastError}});
          return;
        }
        if (call->kind == OpModelKind::NoL1)
          return;
        const bool view = call->kind == OpModelKind::View;
        const strata::ops::L1Usage &u = call->usage;
        uint64_t shortfall = strata::ops::l1Shortfall(u, desc);
        // The fields as the op library names them (ops::usageFields), in the remark and
        // in the JSON row alike.
        InFlightDiagnostic remark = op->emitRemark();
        remark << "L1 per core:";
        llvm::json::Object row{{"op", op->getName().getStringRef()},
                               {"location", filePlace(op->getLoc())}};
        // A view's figures are all 0: tt-metal runs no program for it.
        if (view) {
          remark << " (a view of operand 0: no program; the result is its buffer)";
          row["view"] = true;
        }
        for (const strata::ops::UsageField &field : strata::ops::usageFields(u)) {
          remark << " " << field.name << "=" << field.value;
          row[field.name] = field.value;
        }
        if (shortfall)
          remark << " does not fit " << desc.name << " L1 by " << shortfall << " B";
        else
          remark << " fits " << desc.name;
        maxPeak = std::max<uint64_t>(maxPeak, u.peak);
        maxTotal = std::max<uint64_t>(maxTotal, u.total);
        row["fits"] = shortfall == 0;
        row["shortfall"] = shortfall;
        rows.push_back(std::move(row));
      });
      functions.push_back(llvm::json::Object{{"function", function.getSymName()},
                                             {"location", filePlace(function.getLoc())},
                                             {"ok", functionOk},
                                             {"max_peak", maxPeak},
                                             {"max_total", maxTotal},
                                             {"ops", std::move(rows)}});
      return WalkResult::skip();
    });

    if (!jsonFile.empty()) {
      llvm::json::Object report{{"arch", desc.name},
                                {"l1_size", desc.l1_size},
                                {"l1_unreserved_base", desc.l1_unreserved_base},
                                {"ok", !anyError},
                                {"functions", std::move(functions)}};
      std::string error;
      std::unique_ptr<llvm::ToolOutputFile> out = openOutputFile(jsonFile, &error);
      if (!out) {
        getOperation()->emitError() << "cannot write the L1 usage JSON: " << error;
        return signalPassFailure();
      }
      out->os() << llvm::formatv("{0:2}", llvm::json::Value(std::move(report))) << "\n";
      out->os().flush();
      if (out->os().has_error()) {
        getOperation()->emitError() << "cannot write the L1 usage JSON to " << jsonFile;
        out->os().clear_error();
        return signalPassFailure();
      }
      out->keep();
    }
    if (anyError)
      signalPassFailure();
  }
};

} // namespace
