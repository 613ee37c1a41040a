// `--ttnn-place-l1`: which DRAM-interleaved activations of a function move to L1.
//
// The pass turns a function into a placement problem (Analysis/L1Placement.h):
// per step, the op's exact reservation from the query (and tt-metal's figures for
// the tt-mlir model); per candidate, its lifetime, its bytes per core in L1 and
// the DRAM bytes it would save. A policy answers it and the pass retypes the
// chosen results to L1 interleaved (their producers' memory configs with them).
// Addresses are --ttnn-plan-l1's job, which follows.
#include "strata/compiler/Dialect/TTNN/Analysis/L1Placement.h"
#include "strata/compiler/Dialect/TTNN/Analysis/L1Plan.h"
#include "strata/compiler/Dialect/TTNN/Analysis/L1Planning.h"
#include "strata/compiler/Dialect/TTNN/Analysis/Views.h"
#include "strata/compiler/Dialect/TTCore/IR/TTCore.h"
#include "strata/compiler/Dialect/TTNN/Utils/ConstEval.h"
#include "strata/compiler/Passes.h"

#include "strata/support/error.hpp"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/IR/Diagnostics.h"

#include <functional>

namespace mlir::tt::ttnn {
#define GEN_PASS_DEF_PLACEL1PASS
#include "strata/compiler/Passes.h.inc"
} // namespace mlir::tt::ttnn

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;
using strata::device::ArchDesc;

namespace {

constexpr llvm::StringLiteral kUsageCapAttr = "ttnn.tensor_l1_usage_cap";
constexpr llvm::StringLiteral kPlacementAttr = "strata.placement";

// Steps that move bytes: not the return, not a deallocate, not an op without tensors.
// A load_cached reads tensors cached at load time: it moves nothing per call.
bool movesBytes(Operation *op) {
  return !op->hasTrait<OpTrait::IsTerminator>() && !isa<DeallocateOp>(op) &&
         !isa<ttcore::LoadCachedOp>(op) && touchesTensors(op);
}

// Strata's choice is retried under a lower budget while the planner cannot place it.
constexpr unsigned kAttempts = 8;
constexpr double kBackOff = 0.02;
constexpr double kCheckSeconds = 0.15;

struct PlaceL1Pass : public mlir::tt::ttnn::impl::PlaceL1PassBase<PlaceL1Pass> {
  PlaceL1Pass() = default;
  explicit PlaceL1Pass(const PlaceL1Options &options)
      : PlaceL1PassBase(options), givenArch(options.archDesc) {}

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (placement != "strata" && placement != "tt-mlir" && placement != "dram") {
      module.emitError() << "unknown L1 placement policy '" << placement
                         << "'; use strata, tt-mlir or dram";
      return signalPassFailure();
    }
    std::optional<double> cap;
    if (Attribute attr = module->getAttr(kUsageCapAttr)) {
      auto value = dyn_cast<FloatAttr>(attr);
      if (!value || !(value.getValueAsDouble() > 0.0) || value.getValueAsDouble() > 1.0) {
        module.emitError() << kUsageCapAttr << " must be a float in (0, 1] (the fraction of L1 "
                           << "tensors may use), not " << attr;
        return signalPassFailure();
      }
      cap = value.getValueAsDouble();
    }
    if (placement == "dram")
      return;
    FailureOr<ArchDesc> resolved =
        resolveArch(module, ArchSource{givenArch ? &*givenArch : nullptr, arch, {}});
    if (failed(resolved))
      return signalPassFailure();
    archDesc = *resolved;
    // A const-eval function's results are cached across calls in DRAM (tt-mlir keeps
    // them out of L1 unless an op opts in); it runs once, so its bytes are not per call.
    for (auto function : module.getOps<func::FuncOp>())
      if (!function.isExternal() && !isConstEvalFunction(function) &&
          failed(placeFunction(function, cap)))
        return signalPassFailure();
  }

  FailureOr<OpModelCall> quietly(Operation *op) { return opModelOfQuietly(op, archDesc); }

  RetypedResult retype(Value value, RankedTensorType type) {
    return retypeResult(value, type, deviceGridOf(archDesc));
  }

  // Whether the producer and every consumer of `value` still model with its type.
  bool producerAndConsumersAccept(Value value) {
    if (failed(quietly(value.getDefiningOp())))
      return false;
    for (Operation *user : value.getUsers())
      if (movesBytes(user) && failed(quietly(user)))
        return false;
    return true;
  }

  // Whether `user`, whose op model is `call`, reads `value`'s pages (not only its
  // description, as embedding_bw reads its weight): the steps exec::plannedDramBytes
  // counts.
  static bool readsData(const FailureOr<OpModelCall> &call, Operation *user, Value value) {
    if (succeeded(call) && call->kind == OpModelKind::View)
      return false;  // a view reads nothing: its readers read the buffer
    if (failed(call) || call->kind != OpModelKind::Compute || !call->op)
      return true;
    for (auto [input, operand] : llvm::enumerate(call->operands))
      if (user->getOperand(operand) == value && call->op->readsInput(input))
        return true;
    return false;
  }

  // Whether a conv that frees its activation in L1 (deallocate_activation = true) reads
  // `value` before step `end`: moved to L1, the value would be freed while still read.
  static bool freedEarlyInL1(Value value, const Schedule &schedule, int64_t end) {
    return llvm::any_of(value.getUsers(), [&](Operation *user) {
      return deallocatesActivation(user) && user->getOperand(0) == value &&
             schedule.stepOf.lookup(user) < end;
    });
  }

  // Whether `member`, retyped to L1 with its group, would make a reshape between it and a
  // value outside the group (already in L1) a view: the two would share a buffer that
  // the placement and its lifetimes do not know of.
  bool joinsBufferOutside(Value member, ArrayRef<Value> group) {
    Operation *producer = member.getDefiningOp();
    if (producer && isViewReshape(producer, archDesc) &&
        !llvm::is_contained(group, producer->getOperand(0)))
      return true;
    return llvm::any_of(member.getUsers(), [&](Operation *user) {
      return isViewReshape(user, archDesc) && !llvm::is_contained(group, user->getResult(0));
    });
  }

  // An argument kept in L1 for its readers: the copy goes right before the first.
  // A cached constant that a creation op makes (a const-eval function of that op
  // alone) is made again there, in L1, instead of read from its DRAM cache.
  struct Prefetch {
    Operation *copyBefore = nullptr;  ///< null: not an argument candidate
    Value argument;
    RankedTensorType l1Type;
    SmallVector<OpOperand *, 4> uses;  ///< the readers' operands, rewired to the copy
    Operation *creation = nullptr;     ///< the creation op made again in L1, if any
  };

  // The L1 copy of `p.argument` before its first reader, its readers rewired to it;
  // fails (changing nothing) when the copy or a reader does not model that way.
  FailureOr<Operation *> insertCopy(const Prefetch &p) {
    OpBuilder builder(p.copyBefore);
    MemoryConfigAttr config =
        deriveMemoryConfig(cast<TTNNLayoutAttr>(p.l1Type.getEncoding()), deviceGridOf(archDesc));
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
    removeCopy(p, copy);
    return failure();
  }
  void removeCopy(const Prefetch &p, Operation *copy) {
    for (OpOperand *use : p.uses)
      use->set(p.argument);
    copy->erase();
  }

  // `argument` as a candidate: DRAM interleaved, not returned, not written in place,
  // and read by two or more steps that accept an L1 copy. It saves its bytes once per
  // reader but the first (the copy reads it once). With `creation` (the op that makes
  // a cached constant alone), one reader is enough and every reader saves: the op makes
  // it again in L1, reading no DRAM.
  std::optional<std::pair<PlacementCandidate, Prefetch>>
  prefetchCandidate(Value argument, const Schedule &schedule,
                    const DenseSet<Value> &returned, Operation *creation = nullptr) {
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
      ScopedDiagnosticHandler quiet(&getContext(), [](Diagnostic &) { return success(); });
      return interleavedTypeIn(type, BufferType::L1, p.copyBefore->getLoc());
    }();
    if (failed(l1Type))
      return std::nullopt;
    p.l1Type = *l1Type;
    FailureOr<Operation *> probe = insertCopy(p);
    if (failed(probe))
      return std::nullopt;
    removeCopy(p, *probe);
    ScopedDiagnosticHandler quiet(&getContext(), [](Diagnostic &) { return success(); });
    FailureOr<strata::ops::TensorDesc> inL1 =
        toTensorDesc(p.l1Type, archDesc, [&] { return p.copyBefore->emitOpError(); });
    FailureOr<strata::ops::TensorDesc> inDram =
        toTensorDesc(type, archDesc, [&] { return p.copyBefore->emitOpError(); });
    if (failed(inL1) || failed(inDram))
      return std::nullopt;
    PlacementCandidate c;
    c.defined = first;
    c.lastUse = last;
    c.l1PerCore = inL1->l1BytesPerCore(archDesc);
    c.dramBytes = inDram->numPages(archDesc) * inDram->pageSize(archDesc);
    c.touchingSteps = static_cast<uint32_t>(readers.size() - (creation ? 0 : 1));
    return std::make_pair(c, p);
  }

  // A function's placement problem, and what each candidate is in its IR.
  struct Placing {
    Schedule schedule;
    PlacementProblem problem;
    DenseSet<Value> returned;
    SmallVector<Value> values;              ///< per candidate: the result or the argument
    SmallVector<RankedTensorType> l1Types;  ///< its type in L1
    SmallVector<RankedTensorType> shardedTypes;  ///< its type in L1 sharded (null: none)
    SmallVector<Prefetch> prefetches;       ///< arguments: their copy (results: none)
    DenseMap<Value, int> indexOf;           ///< the results among them, and their views
    SharedBuffers shared;                   ///< views move with the result they view
    DenseMap<Value, RankedTensorType> viewL1Types;  ///< a candidate's views in L1
  };

  // What a choice changed in the IR, and how to take it back.
  struct Applied {
    unsigned moved = 0, copied = 0, remade = 0, sharded = 0;
    uint64_t saved = 0;
    SmallVector<std::function<void()>> undo;
  };

  LogicalResult placeFunction(func::FuncOp function, std::optional<double> cap) {
    FailureOr<Schedule> schedule = scheduleFunction(function);
    if (failed(schedule))
      return failure();
    Placing placing;
    placing.schedule = std::move(*schedule);
    const size_t steps = placing.schedule.ops.size();
    placing.problem.capacity = archDesc.l1AllocatableBytes();
    placing.problem.steps.resize(steps);
    placing.problem.pinned.assign(steps, 0);
    for (Value v : function.getBody().back().getTerminator()->getOperands())
      placing.returned.insert(v);
    placing.shared = findSharedBuffers(placing.schedule, archDesc);
    if (failed(addPinned(function, placing)) || failed(addResultCandidates(placing)))
      return failure();
    placing.prefetches.resize(placing.values.size());
    if (placement == "strata")
      addArgumentCandidates(function, placing);
    if (failed(addStepFigures(placing)))
      return failure();
    addShardedFigures(placing);

    // Strata's choice must also have a layout: a choice that fills L1 to the byte at
    // many steps can leave the planner no arrangement it finds in time. Each attempt
    // is checked by the planner that follows the pass (a short search); a choice it
    // cannot place is undone and the policy runs again under a budget 2 % lower.
    // The tt-mlir model is not retried: what its choice leaves over is the planner's
    // to spill, as in tt-mlir.
    const double baseCap = cap.value_or(placement == "strata" ? 1.0 : TtMlirPolicy().cap);
    PlacementAnswer answer;
    Applied applied;
    double usedCap = baseCap;
    ReservedL1Cache reservations;
    for (unsigned attempt = 0;; ++attempt) {
      usedCap = baseCap * (1.0 - kBackOff * attempt);
      if (placement == "strata") {
        answer = placeByDramSaving(placing.problem, usedCap);
      } else {
        TtMlirPolicy policy;
        policy.cap = usedCap;
        answer = placeLikeTtMlir(placing.problem, policy);
      }
      applied = apply(placing, answer);
      if (placement != "strata" || applied.moved + applied.copied + applied.remade == 0 ||
          attempt + 1 == kAttempts)
        break;
      FailureOr<bool> placeable = plannerFinds(function, reservations);
      if (failed(placeable))
        return failure();
      if (*placeable)
        break;
      for (const std::function<void()> &step : llvm::reverse(applied.undo))
        step();
    }
    if (applied.remade)
      dropUnusedCaches(function);
    summarize(function, placing, applied, answer, usedCap);
    return success();
  }

  // A cached constant now made in L1 at each reader is loaded by nobody: its
  // load_cached goes, and so does its const-eval function when nothing else calls it.
  void dropUnusedCaches(func::FuncOp function) {
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

  // Tensors already in L1 stay where they are and take their room.
  LogicalResult addPinned(func::FuncOp function, Placing &placing) {
    const int64_t steps = static_cast<int64_t>(placing.schedule.ops.size());
    for (Value value : placing.schedule.values) {
      if (placeOf(value.getType()) != TensorPlace::L1 || placing.shared.isView(value))
        continue;
      Operation *where = value.getDefiningOp() ? value.getDefiningOp() : function.getOperation();
      FailureOr<strata::ops::TensorDesc> desc =
          toTensorDesc(value.getType(), archDesc, [where] { return where->emitOpError(); });
      if (failed(desc))
        return failure();
      const int64_t first = placing.schedule.lifetime.lookup(value).first;
      const int64_t last = placing.shared.bufferEnd(value, placing.schedule);
      for (int64_t t = std::max<int64_t>(first, 0); t <= last && t < steps; ++t)
        placing.problem.pinned[t] += desc->l1BytesPerCore(archDesc);
    }
    return success();
  }

  // The DRAM-interleaved results that the function does not return and whose producer
  // and consumers accept them in L1, in definition order. A result and its views
  // (reshapes tt-metal performs without a copy) are one candidate: one buffer, live
  // until the last of them, moved together so that the reshapes stay views.
  LogicalResult addResultCandidates(Placing &placing) {
    for (Value value : placing.schedule.values) {
      auto result = dyn_cast<OpResult>(value);
      if (!result || placing.shared.isView(value) || !movesBytes(result.getOwner()))
        continue;
      const SmallVector<Value, 3> group = placing.shared.withViews(value);
      ScopedDiagnosticHandler quiet(&getContext(), [](Diagnostic &) { return success(); });
      SmallVector<RankedTensorType, 3> l1Types;
      for (Value member : group) {
        auto type = dyn_cast<RankedTensorType>(member.getType());
        auto layout = type ? dyn_cast_or_null<TTNNLayoutAttr>(type.getEncoding()) : nullptr;
        if (placing.returned.contains(member) || !layout ||
            layout.getBufferType() != BufferType::DRAM || layout.isSharded())
          break;
        FailureOr<RankedTensorType> l1Type =
            interleavedTypeIn(type, BufferType::L1, member.getDefiningOp()->getLoc());
        if (failed(l1Type))
          break;
        l1Types.push_back(*l1Type);
      }
      const int64_t end = placing.shared.bufferEnd(value, placing.schedule);
      if (l1Types.size() != group.size() ||
          llvm::any_of(group, [&](Value m) { return freedEarlyInL1(m, placing.schedule, end); }))
        continue;
      SmallVector<RetypedResult, 3> old;
      for (auto [member, l1Type] : llvm::zip(group, l1Types))
        old.push_back(retype(member, l1Type));
      const bool accepted =
          llvm::all_of(group, [&](Value m) { return producerAndConsumersAccept(m); }) &&
          llvm::none_of(group, [&](Value m) { return joinsBufferOutside(m, group); });
      FailureOr<strata::ops::TensorDesc> inL1 =
          toTensorDesc(l1Types.front(), archDesc, [&] { return result.getOwner()->emitOpError(); });
      for (const RetypedResult &r : llvm::reverse(old))
        r.undo();
      FailureOr<strata::ops::TensorDesc> inDram =
          toTensorDesc(value.getType(), archDesc, [&] { return result.getOwner()->emitOpError(); });
      if (!accepted || failed(inL1) || failed(inDram))
        continue;
      PlacementCandidate c;
      c.defined = placing.schedule.lifetime.lookup(value).first;
      c.lastUse = end;
      c.l1PerCore = inL1->l1BytesPerCore(archDesc);
      c.dramBytes = inDram->numPages(archDesc) * inDram->pageSize(archDesc);
      SmallPtrSet<Operation *, 8> touching{result.getOwner()};
      for (Value member : group)
        for (Operation *user : member.getUsers())
          if (movesBytes(user) && readsData(quietly(user), user, member))
            touching.insert(user);
      c.touchingSteps = touching.size();
      // Sharded, when it takes no more room per core: its ops may then read and write it
      // in place (addShardedFigures). A buffer with views stays interleaved.
      RankedTensorType shardedType;
      if (placement == "strata" && group.size() == 1)
        if (std::optional<RankedTensorType> type =
                leanestShardedL1Type(cast<RankedTensorType>(value.getType()), archDesc)) {
          FailureOr<strata::ops::TensorDesc> sharded =
              toTensorDesc(*type, archDesc, [&] { return result.getOwner()->emitOpError(); });
          if (succeeded(sharded) && sharded->l1BytesPerCore(archDesc) <= c.l1PerCore) {
            shardedType = *type;
            c.shardable = true;
          }
        }
      const int index = static_cast<int>(placing.values.size());
      for (auto [member, l1Type] : llvm::zip(group, l1Types)) {
        placing.indexOf[member] = index;
        if (member != value)
          placing.viewL1Types[member] = l1Type;
      }
      placing.values.push_back(value);
      placing.l1Types.push_back(l1Types.front());
      placing.shardedTypes.push_back(shardedType);
      placing.problem.candidates.push_back(c);
    }
    return success();
  }

  // The creation op a load_cached's const-eval function consists of (besides
  // ttnn.get_device), when it takes no inputs and makes one tensor; else null.
  Operation *creationBehind(ttcore::LoadCachedOp call) {
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

  // Strata's policy also keeps an L1 copy of a function argument that several steps
  // read (a residual input, rotary tables, a mask): one copy reads it from DRAM before
  // its first reader, and every reader then reads L1. tt-mlir's policy does not track
  // arguments. An argument an op writes into (a cache) or the function returns stays.
  void addArgumentCandidates(func::FuncOp function, Placing &placing) {
    // A cached const-eval result is read like an argument: it is in DRAM each call.
    SmallVector<std::pair<Value, Operation *>> arguments;
    for (BlockArgument argument : function.getArguments())
      arguments.push_back({argument, nullptr});
    function.walk([&](ttcore::LoadCachedOp call) {
      Operation *creation = creationBehind(call);
      for (Value result : call->getResults())
        arguments.push_back({result, creation});
    });
    for (auto [argument, creation] : arguments) {
      std::optional<std::pair<PlacementCandidate, Prefetch>> found =
          prefetchCandidate(argument, placing.schedule, placing.returned, creation);
      if (!found)
        continue;
      placing.values.push_back(argument);
      placing.l1Types.push_back(found->second.l1Type);
      placing.shardedTypes.push_back(RankedTensorType());
      placing.prefetches.push_back(found->second);
      placing.problem.candidates.push_back(found->first);
    }
  }

  // Per step: Strata's reservation, and tt-metal's figures with the step's candidate
  // outputs in L1 (where tt-mlir's model tries them).
  LogicalResult addStepFigures(Placing &placing) {
    for (auto [t, op] : llvm::enumerate(placing.schedule.ops)) {
      PlacementStep &step = placing.problem.steps[t];
      step.scheduled = movesBytes(op) && llvm::any_of(op->getResultTypes(),
                                                      llvm::IsaPred<RankedTensorType>);
      if (!movesBytes(op))
        continue;
      for (Value operand : op->getOperands())
        if (auto found = placing.indexOf.find(operand);
            found != placing.indexOf.end() && !llvm::is_contained(step.inputs, found->second))
          step.inputs.push_back(found->second);
      SmallVector<RetypedResult> before;
      for (Value result : op->getResults())
        if (auto found = placing.indexOf.find(result);
            found != placing.indexOf.end() && !placing.shared.isView(result)) {
          step.outputs.push_back(found->second);
          before.push_back(retype(result, placing.l1Types[found->second]));
        }
      if (!before.empty()) {
        FailureOr<OpModelCall> inL1 = quietly(op);
        if (succeeded(inL1))
          setMetalFigures(step, *inL1);
        for (const RetypedResult &old : llvm::reverse(before))
          old.undo();
      }
      FailureOr<OpModelCall> call = opModelOf(op, archDesc);
      if (failed(call))
        return failure();
      step.reserved = reservedL1(*call);
      if (before.empty())
        setMetalFigures(step, *call);
    }
    return success();
  }

  // Per step that touches shardable candidates: its reservation with all of them in L1
  // sharded. A step that refuses them so, or reserves more (a matmul blocks by its
  // output's shard), takes its outputs out of sharding, then the rest of its candidates
  // if it still does; the steps of a candidate taken out are asked again, until every
  // step accepts what is left.
  void addShardedFigures(Placing &placing) {
    auto &candidates = placing.problem.candidates;
    auto &steps = placing.problem.steps;
    std::vector<std::vector<int64_t>> stepsOf(candidates.size());
    for (auto [t, step] : llvm::enumerate(steps)) {
      for (int c : step.inputs)
        stepsOf[c].push_back(static_cast<int64_t>(t));
      for (int c : step.outputs)
        stepsOf[c].push_back(static_cast<int64_t>(t));
    }
    auto shardableOf = [&](const PlacementStep &step, bool outputs) {
      SmallVector<int, 4> found;
      for (int c : step.inputs)
        if (candidates[c].shardable && !llvm::is_contained(found, c))
          found.push_back(c);
      if (outputs)
        for (int c : step.outputs)
          if (candidates[c].shardable && !llvm::is_contained(found, c))
            found.push_back(c);
      return found;
    };
    // The step's reservation with `sharded` in L1 sharded, if it accepts them and
    // reserves no more than with them in DRAM.
    auto reservedWith = [&](size_t t, ArrayRef<int> sharded) -> std::optional<uint64_t> {
      SmallVector<RetypedResult, 4> old;
      for (int c : sharded)
        old.push_back(retype(placing.values[c], placing.shardedTypes[c]));
      FailureOr<OpModelCall> call = quietly(placing.schedule.ops[t]);
      for (const RetypedResult &r : llvm::reverse(old))
        r.undo();
      if (failed(call) || reservedL1(*call) > steps[t].reserved)
        return std::nullopt;
      return reservedL1(*call);
    };
    std::vector<bool> pending(steps.size(), true);
    for (bool changed = true; changed;) {
      changed = false;
      for (size_t t = 0; t < steps.size(); ++t) {
        if (!pending[t])
          continue;
        pending[t] = false;
        const SmallVector<int, 4> all = shardableOf(steps[t], true);
        if (all.empty())
          continue;
        if (std::optional<uint64_t> reserved = reservedWith(t, all)) {
          steps[t].reservedSharded = *reserved;
          continue;
        }
        SmallVector<int, 4> drop;
        const SmallVector<int, 4> inputs = shardableOf(steps[t], false);
        for (int c : all)
          if (!llvm::is_contained(inputs, c))
            drop.push_back(c);
        if (drop.empty() || !reservedWith(t, inputs))
          drop = all;
        for (int c : drop) {
          candidates[c].shardable = false;
          for (int64_t other : stepsOf[c])
            pending[other] = true;
        }
        changed = true;
      }
    }
  }

  // Retypes the chosen results and inserts the chosen arguments' copies. Each candidate
  // was accepted alone; one whose op refuses it beside the others (two operands in L1
  // at once) stays in DRAM.
  Applied apply(const Placing &placing, const PlacementAnswer &answer) {
    Applied applied;
    // The sharded groups first, each all at once: their ops were asked with all of a
    // group's members sharded. A group an op refuses goes in interleaved, below.
    std::vector<bool> shardedNow(placing.values.size(), false);
    if (!answer.sharded.empty())
      for (const ShardGroup &group : shardGroups(placing.problem)) {
        if (!answer.sharded[group.members.front()])
          continue;
        SmallVector<RetypedResult, 4> old;
        for (int c : group.members)
          old.push_back(retype(placing.values[c], placing.shardedTypes[c]));
        auto undo = [old] {
          for (const RetypedResult &r : llvm::reverse(old))
            r.undo();
        };
        if (!llvm::all_of(group.members,
                          [&](int c) { return producerAndConsumersAccept(placing.values[c]); })) {
          undo();
          continue;
        }
        applied.undo.push_back(undo);
        for (int c : group.members) {
          shardedNow[c] = true;
          applied.saved += placing.problem.candidates[c].saving();
        }
        applied.moved += group.members.size();
        applied.sharded += group.members.size();
      }
    for (auto [index, value] : llvm::enumerate(placing.values)) {
      if (!answer.inL1[index] || shardedNow[index])
        continue;
      const Prefetch &prefetch = placing.prefetches[index];
      if (prefetch.copyBefore) {
        FailureOr<Operation *> copy = insertCopy(prefetch);
        if (failed(copy))
          continue;
        applied.undo.push_back([this, prefetch, op = *copy] { removeCopy(prefetch, op); });
        ++(prefetch.creation ? applied.remade : applied.copied);
      } else {
        const SmallVector<Value, 3> group = placing.shared.withViews(value);
        SmallVector<RetypedResult, 3> old;
        for (Value member : group)
          old.push_back(retype(member, member == value ? placing.l1Types[index]
                                                       : placing.viewL1Types.lookup(member)));
        auto undo = [old] {
          for (const RetypedResult &r : llvm::reverse(old))
            r.undo();
        };
        if (!llvm::all_of(group, [&](Value m) { return producerAndConsumersAccept(m); })) {
          undo();
          continue;
        }
        applied.undo.push_back(undo);
        ++applied.moved;
      }
      applied.saved += placing.problem.candidates[index].saving();
    }
    return applied;
  }

  void summarize(func::FuncOp function, const Placing &placing, const Applied &applied,
                 const PlacementAnswer &answer, double usedCap) {
    const size_t arguments = llvm::count_if(
        placing.prefetches, [](const Prefetch &p) { return p.copyBefore != nullptr; });
    const size_t candidates = placing.values.size() - arguments;
    Builder builder(&getContext());
    NamedAttrList summary;
    summary.append("policy", builder.getStringAttr(placement));
    summary.append("arguments_copied", builder.getI64IntegerAttr(applied.copied));
    summary.append("constants_remade", builder.getI64IntegerAttr(applied.remade));
    summary.append("candidates", builder.getI64IntegerAttr(candidates));
    summary.append("candidates_shardable",
                   builder.getI64IntegerAttr(llvm::count_if(
                       placing.problem.candidates,
                       [](const PlacementCandidate &c) { return c.shardable; })));
    summary.append("l1_tensors", builder.getI64IntegerAttr(applied.moved));
    summary.append("l1_sharded", builder.getI64IntegerAttr(applied.sharded));
    summary.append("saved_dram_bytes",
                   builder.getI64IntegerAttr(static_cast<int64_t>(applied.saved)));
    summary.append("evictions", builder.getI64IntegerAttr(answer.evictions));
    summary.append("budget", builder.getI64IntegerAttr(static_cast<int64_t>(
                                 usedCap * static_cast<double>(placing.problem.capacity))));
    function->setAttr(kPlacementAttr, summary.getDictionary(&getContext()));
    function.emitRemark() << "L1 placement (" << placement << "): " << applied.moved << " of "
                          << candidates << " candidate activations in L1, "
                          << (applied.copied ? std::to_string(applied.copied) +
                                                   " argument(s) copied to L1 for their readers, "
                                             : std::string())
                          << (applied.remade ? std::to_string(applied.remade) +
                                                   " cached constant(s) made in L1 instead, "
                                             : std::string())
                          << (applied.sharded ? std::to_string(applied.sharded) +
                                                    " of them sharded to free room, "
                                              : std::string())
                          << applied.saved << " B of DRAM traffic saved"
                          << (placement == "tt-mlir"
                                  ? ", " + std::to_string(answer.evictions) + " evictions"
                                  : std::string());
  }

  // Whether the planner finds a layout of the function's L1 tensors as they are now
  // within a short search (the planner that follows gets the pass's whole budget).
  FailureOr<bool> plannerFinds(func::FuncOp function, ReservedL1Cache &reservations) {
    FailureOr<Schedule> schedule = scheduleFunction(function);
    if (failed(schedule))
      return failure();
    FailureOr<L1Problem> fp = buildL1Problem(function, *schedule, archDesc, reservations);
    if (failed(fp))
      return failure();
    const auto deadline =
        std::chrono::steady_clock::now() +
        std::chrono::duration_cast<std::chrono::steady_clock::duration>(
            std::chrono::duration<double>(kCheckSeconds));
    FailureOr<L1Answer> answer = solveL1Problem(*fp, archDesc.l1AllocatableBytes(), deadline,
                                                [&] { return function.emitOpError(); });
    if (failed(answer))
      return failure();
    return answer->fit == L1Fit::Fits;
  }

  // tt-metal's figures for a step (tt-mlir's optimizer reads them from tt-metal's
  // query): the same walk as Strata's query, with a composite's intermediates as heap
  // buffers.
  void setMetalFigures(PlacementStep &step, const OpModelCall &call) {
    if (call.kind != OpModelKind::Compute || !call.op)
      return;
    SmallVector<strata::ops::MemoryConfig, 2> memories;
    for (const strata::ops::TensorDesc &result : call.results)
      memories.push_back(result.memory);
    try {
      strata::ops::ModelUsage usage = strata::ops::queryModels(
          *call.op, call.inputs, call.params, archDesc,
          std::span<const strata::ops::MemoryConfig>(memories.data(), memories.size()));
      step.metalCbPeak = usage.tt_metal.cb_peak;
      step.metalPeak = usage.tt_metal.total_peak;
    } catch (const strata::Error &) {
      // The op modelled under Strata's query (opModelOf succeeded), so this is the
      // same walk; leave the figures at 0 rather than fail a policy that only models.
    }
  }

  std::optional<ArchDesc> givenArch;
  ArchDesc archDesc;
};

} // namespace

std::unique_ptr<Pass> mlir::tt::ttnn::createPlaceL1Pass() { return std::make_unique<PlaceL1Pass>(); }

std::unique_ptr<Pass> mlir::tt::ttnn::createPlaceL1Pass(const PlaceL1Options &options) {
  return std::make_unique<PlaceL1Pass>(options);
}
