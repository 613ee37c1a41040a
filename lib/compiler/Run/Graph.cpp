// MLIR function -> exec::Graph: one step per op of the schedule (so the
// planner's lifetimes and the executor's frees are the same numbers). The
// const-eval functions the function calls through ttcore.load_cached come
// first, as load-time steps: they run once, before the function's first step,
// and their results are the values the load_cached ops define.
#include "strata/compiler/Run/Graph.h"
#include "strata/compiler/Dialect/TTNN/Analysis/Views.h"

#include "strata/compiler/Dialect/TTCore/IR/TTCore.h"

#include "mlir/IR/SymbolTable.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace mlir::tt;
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

// A function's part of the graph: its schedule and where its steps start.
struct Part {
  func::FuncOp function;
  Schedule schedule;
  int64_t firstStep = 0;
  bool loadTime = false;
  ttcore::LoadCachedOp caller; // a load-time part's load_cached
};

class GraphBuilder {
public:
  GraphBuilder(const strata::device::ArchDesc &arch) : arch(arch) {}

  FailureOr<sexec::Graph> build(func::FuncOp function) {
    FailureOr<Schedule> schedule = scheduleFunction(function);
    if (failed(schedule) || failed(checkFrees(*schedule)))
      return failure();
    // The const-eval functions, in the order the function calls them.
    SmallVector<Part> parts;
    int64_t steps = 0;
    DenseSet<Operation *> called;
    for (Operation *op : schedule->ops) {
      auto call = dyn_cast<ttcore::LoadCachedOp>(op);
      if (!call)
        continue;
      auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(call, call.getCalleeAttr());
      if (!callee || callee.isExternal())
        return call.emitOpError() << "calls @" << call.getCallee()
                                  << ", which the module does not define with a body";
      if (!called.insert(callee).second)
        return call.emitOpError() << "calls @" << call.getCallee()
                                  << " a second time; each const-eval function is loaded once";
      if (callee.getNumArguments() != call.getInputs().size() ||
          callee.getNumResults() != call.getNumResults())
        return call.emitOpError() << "passes " << call.getInputs().size() << " inputs and takes "
                                  << call.getNumResults() << " results, but @"
                                  << call.getCallee() << " has " << callee.getNumArguments()
                                  << " arguments and " << callee.getNumResults() << " results";
      FailureOr<Schedule> calleeSchedule = scheduleFunction(callee);
      if (failed(calleeSchedule) || failed(checkFrees(*calleeSchedule)))
        return failure();
      Part part{callee, std::move(*calleeSchedule), steps, true, call};
      steps += static_cast<int64_t>(part.schedule.ops.size());
      parts.push_back(std::move(part));
    }
    parts.push_back(Part{function, std::move(*schedule), steps, false, {}});
    Part &main = parts.back();

    graph.function = function.getSymName().str();
    graph.planned = true;
    if (failed(addValues(main)))
      return failure();
    for (BlockArgument arg : function.getArguments())
      if (index.count(arg))
        graph.arguments.push_back(index[arg]);
      else
        return function.emitOpError() << "argument " << arg.getArgNumber()
                                      << " is not a tensor; only tensor arguments can be run";
    for (Part &part : parts)
      if (part.loadTime && failed(addValues(part)))
        return failure();
    for (Part &part : parts)
      if (failed(addSteps(part)))
        return failure();
    return std::move(graph);
  }

private:
  // A forced free through one value of a buffer while another still reads it: the run
  // would read a freed buffer (the planner refuses the same for L1 plans).
  LogicalResult checkFrees(const Schedule &schedule) {
    return checkSharedBufferFrees(schedule, findSharedBuffers(schedule, arch));
  }

  // `part`'s tensor values. A const-eval function's arguments are its caller's
  // inputs and its returned values are its caller's results, defined at the step
  // that computes them.
  LogicalResult addValues(Part &part) {
    func::FuncOp function = part.function;
    DenseMap<Value, Value> returnedAs;
    if (part.loadTime) {
      for (auto [k, arg] : llvm::enumerate(function.getArguments()))
        index[arg] = index.lookup(part.caller.getInputs()[k]);
      Operation *terminator = function.getBody().front().getTerminator();
      for (auto [k, v] : llvm::enumerate(terminator->getOperands())) {
        if (isa<BlockArgument>(v) || returnedAs.count(v))
          return part.caller.emitOpError()
                 << "@" << part.caller.getCallee() << " returns result " << k
                 << " as an argument or a second time; the runner loads each cached tensor "
                    "from the op that computes it";
        returnedAs[v] = part.caller.getResult(k);
      }
    }
    for (Value value : part.schedule.values) {
      if (part.loadTime && isa<BlockArgument>(value))
        continue;
      auto [first, last] = part.schedule.lifetime.lookup(value);
      if (auto it = returnedAs.find(value); it != returnedAs.end()) {
        index[value] = index.lookup(it->second);
        graph.values[index[value]].defined = part.firstStep + first;
        continue;
      }
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
      gv.defined = first < 0 ? first : part.firstStep + first;
      gv.last_use = last < 0 ? last : part.firstStep + last;
      if (auto arg = dyn_cast<BlockArgument>(value)) {
        gv.name = "%arg" + std::to_string(arg.getArgNumber());
      } else {
        auto result = cast<OpResult>(value);
        gv.name = describeLocation(result.getOwner());
        if (result.getOwner()->getNumResults() > 1)
          gv.name += " result " + std::to_string(result.getResultNumber());
        if (part.loadTime)
          gv.name += " in @" + function.getSymName().str();
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
                 << " is in L1 but has no " << kL1AddressAttr << " although the function has a "
                 << kL1PlanAttr
                 << "; plan again with --ttnn-plan-l1 (or remove the plan to plan on the fly)";
        graph.planned = false;
      }
      index[value] = static_cast<int>(graph.values.size());
      graph.values.push_back(std::move(gv));
    }
    return success();
  }

  LogicalResult addSteps(const Part &part) {
    const Schedule &schedule = part.schedule;
    // Every op is modelled first, so one run names every op it cannot run.
    std::vector<OpModelCall> calls(schedule.ops.size());
    bool anyUnmodelled = false;
    for (auto [i, op] : llvm::enumerate(schedule.ops)) {
      if (op->hasTrait<OpTrait::IsTerminator>() || !touchesTensors(op) ||
          isa<ttcore::LoadCachedOp>(op))
        continue;
      FailureOr<OpModelCall> call = opModelOf(op, arch);
      if (failed(call))
        anyUnmodelled = true;
      else
        calls[i] = *call;
    }
    if (anyUnmodelled)
      return failure();

    for (auto [stepIndex, op] : llvm::enumerate(schedule.ops)) {
      sexec::GraphStep step;
      step.name = describeLocation(op);
      step.kind = sexec::StepKind::Alias;
      step.load_time = part.loadTime;
      // A load_cached's results were computed by its callee's load-time steps; a
      // const-eval function's return hands them over.
      if (isa<ttcore::LoadCachedOp>(op) ||
          (part.loadTime && op->hasTrait<OpTrait::IsTerminator>())) {
        graph.steps.push_back(std::move(step));
        continue;
      }
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
      if (failed(addStep(op, calls[stepIndex], step)))
        return failure();
      graph.steps.push_back(std::move(step));
    }
    return success();
  }

  LogicalResult addStep(Operation *op, const OpModelCall &call, sexec::GraphStep &step) {
    if (auto deallocate = dyn_cast<DeallocateOp>(op)) {
      step.kind = sexec::StepKind::Release;
      step.inputs = {index.lookup(op->getOperand(0))};
      step.force = deallocate.getForce();
      return success();
    }
    if (op->getNumResults() == 1 && index.count(op->getResult(0)))
      step.output = index[op->getResult(0)];
    // An op with several results (topk, sort ...): result 0 is `output`, the rest follow.
    if (op->getNumResults() > 1 && call.kind == OpModelKind::Compute)
      for (OpResult r : op->getResults()) {
        int value = index.count(r) ? index[r] : -1;
        if (r.getResultNumber() == 0)
          step.output = value;
        else
          step.more_outputs.push_back(value);
      }
    switch (call.kind) {
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
    case OpModelKind::View: {
      // The result is operand 0's buffer: it belongs to the value that allocated it.
      step.kind = sexec::StepKind::View;
      const int source = index.lookup(op->getOperand(0));
      const int owner = graph.values[source].view_of >= 0 ? graph.values[source].view_of : source;
      graph.values[step.output].view_of = owner;
      break;
    }
    case OpModelKind::NoL1: {
      // Host-side ops that keep the data as it is (to_layout on host ...).
      step.kind = sexec::StepKind::Alias;
      Value in = op->getNumOperands() ? op->getOperand(0) : Value();
      if (step.output >= 0 &&
          (!in || !index.count(in) ||
           !(graph.values[index[in]].desc.shape == graph.values[step.output].desc.shape) ||
           graph.values[index[in]].desc.dtype != graph.values[step.output].desc.dtype))
        return op->emitOpError() << "changes a host tensor in a way the runner does not model";
      break;
    }
    }
    if (Value freed = activationFreedBy(op))
      step.frees.push_back(index.lookup(freed));
    step.op = call.op;
    step.params = call.params;
    // ttnn.constant's values read the module's attribute: the graph outlives the module.
    if (step.params.elements)
      step.params.elements = strata::ops::ConstantValues::copyOf(*step.params.elements);
    step.planned = call.usage;
    if (step.kind == sexec::StepKind::Alias || step.kind == sexec::StepKind::View) {
      if (op->getNumOperands() && index.count(op->getOperand(0)))
        step.inputs = {index[op->getOperand(0)]};
    } else if (step.kind == sexec::StepKind::ToDevice ||
               step.kind == sexec::StepKind::FromDevice) {
      step.inputs = {index.lookup(op->getOperand(call.operands[0]))};
    } else {
      for (unsigned operand : call.operands)
        step.inputs.push_back(index.lookup(op->getOperand(operand)));
    }
    return success();
  }

  const strata::device::ArchDesc &arch;
  sexec::Graph graph;
  DenseMap<Value, int> index;
};

} // namespace

FailureOr<sexec::Graph> mlir::tt::ttnn::buildGraph(func::FuncOp function,
                                                   const strata::device::ArchDesc &arch) {
  return GraphBuilder(arch).build(function);
}
