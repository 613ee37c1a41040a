// Op order and tensor lifetimes of a function body, shared by the L1 planner
// and the graph `strata run` executes (so both free a tensor at the same step).
#include "strata/compiler/Dialect/TTNN/Analysis/L1Plan.h"

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
  auto track = [&](Value value, int64_t defined) -> LogicalResult {
    if (!isa<RankedTensorType>(value.getType()))
      return success();
    int64_t last = defined;
    int64_t lastRead = defined;    // the last use that is not a ttnn.deallocate
    Operation *freedBy = nullptr;  // the ttnn.deallocate that ends it, if any
    for (OpOperand &use : value.getUses()) {
      // A use inside a nested region counts at the step of its top-level op.
      Operation *user = body.findAncestorOpInBlock(*use.getOwner());
      if (!user)
        continue;
      last = std::max(last, schedule.stepOf.lookup(user));
      if (!isa<DeallocateOp>(user))
        lastRead = std::max(lastRead, schedule.stepOf.lookup(user));
      const bool frees = isa<DeallocateOp>(user) ||
                         activationFreedBy(user) == value;
      if (frees && (!freedBy || schedule.stepOf.lookup(user) < schedule.stepOf.lookup(freedBy)))
        freedBy = user;
    }
    // A deallocated tensor's memory is free for the next tensor: any later use (another
    // op, a second deallocate, the return) would read memory the plan gave away.
    // A ttnn.deallocate after the conv that freed it does nothing (tt-mlir drops it).
    const bool byConv = freedBy && !isa<DeallocateOp>(freedBy);
    const int64_t lastUse = byConv ? lastRead : last;
    if (freedBy && lastUse > schedule.stepOf.lookup(freedBy)) {
      Operation *later = schedule.ops[static_cast<size_t>(lastUse)];
      unsigned operand = 0;
      while (operand < later->getNumOperands() && later->getOperand(operand) != value)
        ++operand;
      InFlightDiagnostic diag = later->emitOpError()
                                << "operand #" << operand << " uses a tensor after the "
                                << freedBy->getName() << " that freed it (step "
                                << schedule.stepOf.lookup(freedBy) << "); its memory may "
                                << "already hold another tensor: "
                                << (byConv ? "set deallocate_activation = false in its "
                                             "conv2d_config, or make it the last use"
                                           : "deallocate it after its last use");
      diag.attachNote(freedBy->getLoc())
          << (byConv ? "deallocated here (conv2d_config deallocate_activation = true, the "
                       "activation in L1)"
                     : "deallocated here");
      return failure();
    }
    schedule.lifetime[value] = {defined, last};
    schedule.values.push_back(value);
    return success();
  };
  for (BlockArgument arg : body.getArguments())
    if (failed(track(arg, -1)))
      return failure();
  for (auto [step, op] : llvm::enumerate(schedule.ops))
    for (Value result : op->getResults())
      if (failed(track(result, static_cast<int64_t>(step))))
        return failure();
  return schedule;
}

bool mlir::tt::ttnn::deallocatesActivation(Operation *op) {
  StringRef name = op->getName().getStringRef();
  if (name != "ttnn.conv2d" && name != "ttnn.conv_transpose2d")
    return false;
  // conv2d_config is kept as tt-mlir's text (#ttnn.conv2d_config<..., deallocate_activation
  // = true, ...>): the flag is read from it.
  auto config = dyn_cast_or_null<UnmodeledAttr>(op->getAttr("conv2d_config"));
  if (!config)
    return false;
  StringRef text = config.getSpec();
  size_t at = text.find("deallocate_activation");
  if (at == StringRef::npos)
    return false;
  StringRef rest = text.drop_front(at + StringRef("deallocate_activation").size()).ltrim();
  return rest.consume_front("=") && rest.ltrim().starts_with("true");
}

Value mlir::tt::ttnn::activationFreedBy(Operation *op) {
  if (!deallocatesActivation(op) || op->getNumOperands() == 0)
    return Value();
  Value input = op->getOperand(0);
  return placeOf(input.getType()) == TensorPlace::L1 ? input : Value();
}

bool mlir::tt::ttnn::touchesTensors(Operation *op) {
  return llvm::any_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>) ||
         llvm::any_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>);
}

FailureOr<std::optional<int64_t>> mlir::tt::ttnn::plannedAddress(Value value) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    auto function = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp());
    Attribute attr =
        function ? function.getArgAttr(arg.getArgNumber(), kL1AddressAttr) : Attribute();
    if (!attr)
      return std::optional<int64_t>();
    auto address = dyn_cast<IntegerAttr>(attr);
    if (!address || !address.getType().isSignlessInteger(64) || address.getInt() < 0)
      return function.emitOpError()
             << "argument " << arg.getArgNumber() << " has " << kL1AddressAttr << " = " << attr
             << "; an argument's planned L1 address is one non-negative i64 (e.g. "
             << kL1AddressAttr << " = 1048576 : i64); plan again with --ttnn-plan-l1";
    return std::optional<int64_t>(address.getInt());
  }
  auto result = cast<OpResult>(value);
  Operation *op = result.getOwner();
  Attribute attr = op->getAttr(kL1AddressAttr);
  if (!attr)
    return std::optional<int64_t>();
  auto addresses = dyn_cast<DenseI64ArrayAttr>(attr);
  if (!addresses || addresses.size() != static_cast<int64_t>(op->getNumResults()))
    return op->emitOpError() << "has " << kL1AddressAttr << " = " << attr << "; it must be array<i64> "
                             << "with one entry per result (" << op->getNumResults()
                             << " here), each an L1 address or -1 for a result not in L1; plan "
                                "again with --ttnn-plan-l1";
  int64_t address = addresses[result.getResultNumber()];
  if (address < -1)
    return op->emitOpError() << "has " << kL1AddressAttr << " entry " << address << " for result "
                             << result.getResultNumber()
                             << "; an address is >= 0, or -1 for a result not in L1";
  return address < 0 ? std::optional<int64_t>() : std::optional<int64_t>(address);
}
