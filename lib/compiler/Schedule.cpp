// Op order and tensor lifetimes of a function body, shared by the L1 planner
// and the graph `strata run` executes (so both free a tensor at the same step).
#include "strata/compiler/L1Plan.h"

using namespace mlir;
using namespace mlir::tt::ttnn;

FailureOr<Schedule> mlir::tt::ttnn::scheduleFunction(func::FuncOp function) {
  Schedule schedule;
  if (function.isExternal())
    return schedule;
  if (!function.getBody().hasOneBlock())
    return function.emitOpError() << "has " << function.getBody().getBlocks().size()
                                  << " blocks; L1 planning handles straight-line functions only";
  Block &body = function.getBody().front();
  for (Operation &op : body) {
    schedule.stepOf[&op] = static_cast<int64_t>(schedule.ops.size());
    schedule.ops.push_back(&op);
  }
  auto track = [&](Value value, int64_t defined) {
    if (!isa<RankedTensorType>(value.getType()))
      return;
    int64_t last = defined;
    for (OpOperand &use : value.getUses()) {
      // A use inside a nested region counts at the step of its top-level op.
      Operation *user = body.findAncestorOpInBlock(*use.getOwner());
      if (user)
        last = std::max(last, schedule.stepOf.lookup(user));
    }
    schedule.lifetime[value] = {defined, last};
    schedule.values.push_back(value);
  };
  for (BlockArgument arg : body.getArguments())
    track(arg, -1);
  for (auto [step, op] : llvm::enumerate(schedule.ops))
    for (Value result : op->getResults())
      track(result, static_cast<int64_t>(step));
  return schedule;
}

bool mlir::tt::ttnn::touchesTensors(Operation *op) {
  return llvm::any_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>) ||
         llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>);
}

std::optional<int64_t> mlir::tt::ttnn::plannedAddress(Value value) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    auto function = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
    if (!function)
      return std::nullopt;
    if (auto address = function.getArgAttrOfType<IntegerAttr>(arg.getArgNumber(), kL1AddressAttr))
      return address.getInt();
    return std::nullopt;
  }
  auto result = cast<OpResult>(value);
  auto addresses = result.getOwner()->getAttrOfType<DenseI64ArrayAttr>(kL1AddressAttr);
  if (!addresses || addresses.size() <= static_cast<int64_t>(result.getResultNumber()))
    return std::nullopt;
  int64_t address = addresses[result.getResultNumber()];
  return address < 0 ? std::nullopt : std::optional<int64_t>(address);
}
