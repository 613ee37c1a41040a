// Views: reshapes whose result is their input's buffer (Analysis/Views.h).
#include "strata/compiler/Dialect/TTNN/Analysis/Views.h"

#include "strata/ops/views.hpp"

#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::tt::ttnn;

bool mlir::tt::ttnn::isViewReshape(Operation *op, const strata::device::ArchDesc &arch) {
  if (op->getName().getStringRef() != "ttnn.reshape" || op->getNumOperands() < 1 ||
      op->getNumResults() != 1)
    return false;
  // A type the op model cannot describe is its error to report, not this predicate's.
  ScopedDiagnosticHandler quiet(op->getContext(), [](Diagnostic &) { return success(); });
  auto emit = [op] { return op->emitOpError(); };
  FailureOr<strata::ops::TensorDesc> in = toTensorDesc(op->getOperand(0).getType(), arch, emit);
  FailureOr<strata::ops::TensorDesc> out = toTensorDesc(op->getResult(0).getType(), arch, emit);
  return succeeded(in) && succeeded(out) && strata::ops::reshapeIsView(*in, *out, arch);
}

SharedBuffers mlir::tt::ttnn::findSharedBuffers(const Schedule &schedule,
                                                const strata::device::ArchDesc &arch) {
  SharedBuffers shared;
  for (Operation *op : schedule.ops) {
    if (!isViewReshape(op, arch))
      continue;
    Value owner = shared.owner(op->getOperand(0));
    shared.ownerOf[op->getResult(0)] = owner;
    shared.viewsOf[owner].push_back(op->getResult(0));
  }
  return shared;
}

int64_t SharedBuffers::bufferEnd(Value owner, const Schedule &schedule) const {
  int64_t end = schedule.lifetime.lookup(owner).second;
  if (auto views = viewsOf.find(owner); views != viewsOf.end())
    for (Value view : views->second)
      end = std::max(end, schedule.lifetime.lookup(view).second);
  return end;
}
