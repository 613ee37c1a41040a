// Views: reshapes whose result is their input's buffer (Analysis/Views.h).
#include "strata/compiler/Dialect/TTNN/Analysis/Views.h"

#include "strata/ops/views.hpp"

#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"

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

// The op that frees `value`'s buffer at once, whatever else holds it, if `user` is one.
static bool forcesFree(Operation *user, Value value) {
  if (auto deallocate = dyn_cast<DeallocateOp>(user))
    return deallocate.getForce();
  return activationFreedBy(user) == value;
}

LogicalResult mlir::tt::ttnn::checkSharedBufferFrees(const Schedule &schedule,
                                                     const SharedBuffers &shared) {
  for (const auto &[owner, views] : shared.viewsOf) {
    const SmallVector<Value, 3> values = shared.withViews(owner);
    Operation *freedBy = nullptr;
    for (Value value : values)
      for (Operation *user : value.getUsers())
        if (schedule.stepOf.count(user) && forcesFree(user, value) &&
            (!freedBy || schedule.stepOf.lookup(user) < schedule.stepOf.lookup(freedBy)))
          freedBy = user;
    if (!freedBy)
      continue;
    const int64_t freedAt = schedule.stepOf.lookup(freedBy);
    for (Value value : values)
      for (OpOperand &use : value.getUses()) {
        Operation *user = use.getOwner();
        // A deallocate of a freed buffer does nothing.
        if (!schedule.stepOf.count(user) || schedule.stepOf.lookup(user) <= freedAt ||
            isa<DeallocateOp>(user))
          continue;
        InFlightDiagnostic diag =
            user->emitOpError()
            << "operand #" << use.getOperandNumber() << " reads a buffer that "
            << freedBy->getName() << " freed at step " << freedAt
            << " (a forced free ends the buffer for the value and every view of it)";
        diag.attachNote(freedBy->getLoc()) << "freed here";
        return failure();
      }
  }
  return success();
}
