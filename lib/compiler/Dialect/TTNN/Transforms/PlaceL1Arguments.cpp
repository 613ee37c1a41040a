// Strata's argument copies for --ttnn-place-l1 (PlaceL1Support.h): an L1 copy of an
// argument several steps read, or a cached constant made again in L1 at its readers.
#include "PlaceL1Support.h"

#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"
#include "strata/compiler/Dialect/TTNN/Utils/TensorTypeConversion.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/SymbolTable.h"

#include "llvm/ADT/SmallPtrSet.h"

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;
using namespace mlir::tt::ttnn::place_l1;

bool place_l1::movesBytes(Operation *op) {
  return !op->hasTrait<OpTrait::IsTerminator>() && !isa<DeallocateOp>(op) &&
         !isa<ttcore::LoadCachedOp>(op) && touchesTensors(op);
}

bool place_l1::readsData(const FailureOr<OpModelCall> &call, Operation *user, Value value) {
  if (succeeded(call) && call->kind == OpModelKind::View)
    return false;  // a view reads nothing: its readers read the buffer
  if (failed(call) || call->kind != OpModelKind::Compute || !call->op)
    return true;
  for (auto [input, operand] : llvm::enumerate(call->operands))
    if (user->getOperand(operand) == value && call->op->readsInput(input))
      return true;
  return false;
}

bool place_l1::freedEarlyInL1(Value value, const Schedule &schedule, int64_t end) {
  return llvm::any_of(value.getUsers(), [&](Operation *user) {
    return deallocatesActivation(user) && user->getOperand(0) == value &&
           schedule.stepOf.lookup(user) < end;
  });
}

FailureOr<Operation *> ArgumentCopies::insert(const Prefetch &p) {
  OpBuilder builder(p.copyBefore);
  MemoryConfigAttr config =
      deriveMemoryConfig(cast<TTNNLayoutAttr>(p.l1Type.getEncoding()), deviceGridOf(*arch_));
  Operation *copy;
  if (p.creation) {
    copy = builder.clone(*p.creation);
    copy->getResult(0).setType(p.l1Type);
    if (copy->hasAttr("memory_config"))
      copy->setAttr("memory_config", config);
  } else {
    copy = builder.create<ToMemoryConfigOp>(p.copyBefore->getLoc(), p.l1Type, p.argument,
                                            config);
  }
  for (OpOperand *use : p.uses)
    use->set(copy->getResult(0));
  bool accepted = succeeded(quietly(copy));
  for (OpOperand *use : p.uses)
    accepted = accepted && succeeded(quietly(use->getOwner()));
  if (accepted)
    return copy;
  remove(p, copy);
  return failure();
}

void ArgumentCopies::remove(const Prefetch &p, Operation *copy) {
  for (OpOperand *use : p.uses)
    use->set(p.argument);
  copy->erase();
}

std::optional<std::pair<PlacementCandidate, Prefetch>>
ArgumentCopies::candidate(Value argument, const Schedule &schedule,
                          const DenseSet<Value> &returned, Operation *creation) {
  auto type = dyn_cast<RankedTensorType>(argument.getType());
  auto layout = type ? dyn_cast_or_null<TTNNLayoutAttr>(type.getEncoding()) : nullptr;
  if (!layout || layout.getBufferType() != BufferType::DRAM || layout.isSharded() ||
      returned.contains(argument))
    return std::nullopt;
  Prefetch p;
  p.argument = argument;
  p.creation = creation;
  SmallPtrSet<Operation *, 8> readers;
  int64_t first = -1, last = -1;
  for (OpOperand &use : argument.getUses()) {
    Operation *user = use.getOwner();
    if (!movesBytes(user))
      continue;
    FailureOr<OpModelCall> call = quietly(user);
    if (failed(call) || (call->op && call->op->inPlace()))
      return std::nullopt;  // a cache the op writes into must stay the argument
    // A view of the argument stays a view of it in DRAM (read from L1 it would be a
    // copy written to DRAM); its readers read the argument's DRAM buffer.
    if (call->kind == OpModelKind::View)
      continue;
    p.uses.push_back(&use);
    if (!readsData(call, user, argument))
      continue;
    readers.insert(user);
    const int64_t step = schedule.stepOf.lookup(user);
    if (first < 0 || step < first) {
      first = step;
      p.copyBefore = user;
    }
    last = std::max(last, step);
  }
  // A copy pays for itself from the second reader on; a constant made in L1 from the
  // first.
  if (readers.size() < (creation ? 1u : 2u) || freedEarlyInL1(argument, schedule, last))
    return std::nullopt;
  FailureOr<RankedTensorType> l1Type = [&] {
    ScopedDiagnosticHandler quiet(argument.getContext(), [](Diagnostic &) { return success(); });
    return interleavedTypeIn(type, BufferType::L1, p.copyBefore->getLoc());
  }();
  if (failed(l1Type))
    return std::nullopt;
  p.l1Type = *l1Type;
  FailureOr<Operation *> probe = insert(p);
  if (failed(probe))
    return std::nullopt;
  remove(p, *probe);
  ScopedDiagnosticHandler quiet(argument.getContext(), [](Diagnostic &) { return success(); });
  FailureOr<strata::ops::TensorDesc> inL1 =
      toTensorDesc(p.l1Type, *arch_, [&] { return p.copyBefore->emitOpError(); });
  FailureOr<strata::ops::TensorDesc> inDram =
      toTensorDesc(type, *arch_, [&] { return p.copyBefore->emitOpError(); });
  if (failed(inL1) || failed(inDram))
    return std::nullopt;
  PlacementCandidate c;
  c.defined = first;
  c.lastUse = last;
  c.l1PerCore = inL1->l1BytesPerCore(*arch_);
  c.dramBytes = inDram->numPages(*arch_) * inDram->pageSize(*arch_);
  c.touchingSteps = static_cast<uint32_t>(readers.size() - (creation ? 0 : 1));
  return std::make_pair(c, p);
}

void ArgumentCopies::dropUnusedCaches(func::FuncOp function) {
  SmallVector<ttcore::LoadCachedOp> unused;
  function.walk([&](ttcore::LoadCachedOp call) {
    if (call->use_empty())
      unused.push_back(call);
  });
  auto module = function->getParentOfType<ModuleOp>();
  for (ttcore::LoadCachedOp call : unused) {
    auto callee =
        SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(call, call.getCalleeAttr());
    call->erase();
    if (callee && SymbolTable::symbolKnownUseEmpty(callee, module))
      callee->erase();
  }
}

// The creation op a load_cached's const-eval function consists of (besides
// ttnn.get_device), when it takes no inputs and makes one tensor; else null.
Operation *ArgumentCopies::creationBehind(ttcore::LoadCachedOp call) {
  auto callee = SymbolTable::lookupNearestSymbolFrom<func::FuncOp>(call, call.getCalleeAttr());
  if (!callee || callee.isExternal() || !call.getInputs().empty() || call->getNumResults() != 1)
    return nullptr;
  Operation *creation = nullptr;
  for (Operation &op : callee.getBody().front().without_terminator()) {
    if (isa<GetDeviceOp>(op))
      continue;
    if (creation || op.getNumOperands() != 0)
      return nullptr;
    creation = &op;
  }
  if (!creation)
    return nullptr;
  FailureOr<OpModelCall> model = quietly(creation);
  return succeeded(model) && model->kind == OpModelKind::Fill ? creation : nullptr;
}

SmallVector<std::pair<Value, Operation *>> ArgumentCopies::argumentsOf(func::FuncOp function) {
  SmallVector<std::pair<Value, Operation *>> arguments;
  for (BlockArgument argument : function.getArguments())
    arguments.push_back({argument, nullptr});
  function.walk([&](ttcore::LoadCachedOp call) {
    Operation *creation = creationBehind(call);
    for (Value result : call->getResults())
      arguments.push_back({result, creation});
  });
  return arguments;
}
