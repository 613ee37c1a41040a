// MLIR function -> exec::Graph: one step per op of the schedule (so the
// planner's lifetimes and the executor's frees are the same numbers).
#include "strata/compiler/Run/Graph.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tt::ttnn;
namespace sexec = strata::exec;

namespace {

std::string describeLocation(Operation *op) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << op->getName() << " at ";
  op->getLoc().print(os);
  return text;
}

} // namespace

FailureOr<sexec::Graph> mlir::tt::ttnn::buildGraph(func::FuncOp function,
                                                   const strata::device::ArchDesc &arch) {
  FailureOr<Schedule> schedule = scheduleFunction(function);
  if (failed(schedule))
    return failure();
  sexec::Graph graph;
  graph.function = function.getSymName().str();
  graph.planned = true;
  DenseMap<Value, int> index;
  for (Value value : schedule->values) {
    sexec::GraphValue gv;
    Operation *where = value.getDefiningOp() ? value.getDefiningOp() : function.getOperation();
    std::optional<TensorPlace> place = placeOf(value.getType());
    if (!place)
      return where->emitOpError() << "tensor " << value.getType()
                                  << " has no #ttnn.ttnn_layout encoding; it cannot be run";
    FailureOr<strata::ops::TensorDesc> desc =
        toTensorDesc(value.getType(), arch, [where] { return where->emitOpError(); });
    if (failed(desc))
      return failure();
    gv.desc = *desc;
    gv.place = *place;
    gv.boolean = cast<RankedTensorType>(value.getType()).getElementType().isInteger(1);
    auto [first, last] = schedule->lifetime.lookup(value);
    gv.defined = first;
    gv.last_use = last;
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      gv.name = "%arg" + std::to_string(arg.getArgNumber());
    } else {
      auto result = cast<OpResult>(value);
      gv.name = describeLocation(result.getOwner());
      if (result.getOwner()->getNumResults() > 1)
        gv.name += " result " + std::to_string(result.getResultNumber());
      if (auto spilled = result.getOwner()->getAttrOfType<DenseI64ArrayAttr>(kSpilledAttr))
        gv.spilled = llvm::is_contained(spilled.asArrayRef(),
                                        static_cast<int64_t>(result.getResultNumber()));
    }
    FailureOr<std::optional<int64_t>> address = plannedAddress(value);
    if (failed(address))
      return failure();
    if (*address)
      gv.l1_address = static_cast<uint64_t>(**address);
    if (gv.place == sexec::ValuePlace::L1 && !gv.l1_address) {
      // In a planned function every L1 tensor has its address: one without would
      // silently go to the heap, and the run would check something else than the plan.
      if (function->hasAttr(kL1PlanAttr))
        return where->emitOpError()
               << (isa<BlockArgument>(value) ? "argument " + gv.name : std::string("result"))
               << " is in L1 but has no " << kL1AddressAttr
               << " although the function has a " << kL1PlanAttr
               << "; plan again with --ttnn-plan-l1 (or remove the plan to plan on the fly)";
      graph.planned = false;
    }
    index[value] = static_cast<int>(graph.values.size());
    graph.values.push_back(std::move(gv));
  }
  for (BlockArgument arg : function.getArguments())
    if (index.count(arg))
      graph.arguments.push_back(index[arg]);
    else
      return function.emitOpError() << "argument " << arg.getArgNumber()
                                    << " is not a tensor; only tensor arguments can be run";

  // Every op is modelled first, so one run names every op it cannot run.
  std::vector<OpModelCall> calls(schedule->ops.size());
  bool anyUnmodelled = false;
  for (auto [i, op] : llvm::enumerate(schedule->ops)) {
    if (op->hasTrait<OpTrait::IsTerminator>() || !touchesTensors(op))
      continue;
    FailureOr<OpModelCall> call = opModelOf(op, arch);
    if (failed(call))
      anyUnmodelled = true;
    else
      calls[i] = *call;
  }
  if (anyUnmodelled)
    return failure();

  for (auto [stepIndex, op] : llvm::enumerate(schedule->ops)) {
    sexec::GraphStep step;
    step.name = describeLocation(op);
    step.kind = sexec::StepKind::Alias;
    if (op->hasTrait<OpTrait::IsTerminator>()) {
      for (Value v : op->getOperands())
        graph.results.push_back(index.lookup(v));
      graph.steps.push_back(std::move(step));
      continue;
    }
    if (!touchesTensors(op)) {
      graph.steps.push_back(std::move(step)); // e.g. ttnn.get_device
      continue;
    }
    OpModelCall *call = &calls[stepIndex];
    if (op->getName().getStringRef() == "ttnn.deallocate") {
      step.kind = sexec::StepKind::Release;
      step.inputs = {index.lookup(op->getOperand(0))};
      graph.steps.push_back(std::move(step));
      continue;
    }
    if (op->getNumResults() == 1 && index.count(op->getResult(0)))
      step.output = index[op->getResult(0)];
    // An op with several results (topk, sort ...): result 0 is `output`, the rest follow.
    if (op->getNumResults() > 1 && call->kind == OpModelKind::Compute)
      for (OpResult r : op->getResults()) {
        int value = index.count(r) ? index[r] : -1;
        if (r.getResultNumber() == 0)
          step.output = value;
        else
          step.more_outputs.push_back(value);
      }
    switch (call->kind) {
    case OpModelKind::Compute:
      step.kind = sexec::StepKind::Compute;
      break;
    case OpModelKind::Fill:
      step.kind = sexec::StepKind::Fill;
      break;
    case OpModelKind::ToDevice:
      step.kind = sexec::StepKind::ToDevice;
      break;
    case OpModelKind::FromDevice:
      step.kind = sexec::StepKind::FromDevice;
      break;
    case OpModelKind::NoL1: {
      // Host-side ops that keep the data as it is (to_layout on host ...).
      step.kind = sexec::StepKind::Alias;
      Value in = op->getNumOperands() ? op->getOperand(0) : Value();
      if (step.output >= 0 && (!in || !index.count(in) ||
                               !(graph.values[index[in]].desc.shape ==
                                 graph.values[step.output].desc.shape) ||
                               graph.values[index[in]].desc.dtype !=
                                   graph.values[step.output].desc.dtype))
        return op->emitOpError() << "changes a host tensor in a way the runner does not model";
      break;
    }
    }
    step.op = call->op;
    step.params = call->params;
    // ttnn.constant's values read the module's attribute: the graph outlives the module.
    if (step.params.elements)
      step.params.elements = strata::ops::ConstantValues::copyOf(*step.params.elements);
    step.planned = call->usage;
    if (step.kind == sexec::StepKind::Alias) {
      if (op->getNumOperands() && index.count(op->getOperand(0)))
        step.inputs = {index[op->getOperand(0)]};
    } else if (step.kind == sexec::StepKind::ToDevice || step.kind == sexec::StepKind::FromDevice) {
      step.inputs = {index.lookup(op->getOperand(call->operands[0]))};
    } else {
      for (unsigned operand : call->operands)
        step.inputs.push_back(index.lookup(op->getOperand(operand)));
    }
    graph.steps.push_back(std::move(step));
  }
  return graph;
}
