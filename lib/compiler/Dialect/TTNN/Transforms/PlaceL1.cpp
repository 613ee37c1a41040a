// `--ttnn-place-l1`: which DRAM-interleaved activations of a function move to L1.
//
// The pass turns a function into a placement problem (Analysis/L1Placement.h):
// per step, the op's exact reservation from the query (and tt-metal's figures for
// the tt-mlir model); per candidate, its lifetime, its bytes per core in L1 and
// the DRAM bytes it would save. A policy answers it and the pass retypes the
// chosen results to L1, interleaved or sharded (their producers' memory configs with
// them). Strata's copies of arguments are in PlaceL1Arguments.cpp. Addresses are
// --ttnn-plan-l1's job, which follows.
#include "strata/compiler/Dialect/TTNN/Analysis/L1Placement.h"
#include "strata/compiler/Dialect/TTNN/Analysis/L1Plan.h"
#include "strata/compiler/Dialect/TTNN/Analysis/L1Planning.h"
#include "strata/compiler/Dialect/TTNN/Analysis/Views.h"
#include "strata/compiler/Dialect/TTCore/IR/TTCore.h"
#include "strata/compiler/Dialect/TTNN/Utils/ConstEval.h"
#include "strata/compiler/Passes.h"

#include "PlaceL1Support.h"

#include "strata/support/error.hpp"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
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
using namespace mlir::tt::ttnn::place_l1;

namespace {

constexpr llvm::StringLiteral kUsageCapAttr = "ttnn.tensor_l1_usage_cap";
constexpr llvm::StringLiteral kPlacementAttr = "strata.placement";

// Strata's choice is retried under a lower budget while the planner cannot place it.
constexpr unsigned kAttempts = 8;
constexpr double kBackOff = 0.02;
constexpr double kCheckSeconds = 0.15;

struct PlaceL1Pass : public mlir::tt::ttnn::impl::PlaceL1PassBase<PlaceL1Pass> {
  PlaceL1Pass() = default;
  explicit PlaceL1Pass(const PlaceL1Options &options)
      : PlaceL1PassBase(options), givenArch(options.archDesc) {}
  // A clone's copies use its own arch (set when it runs), not the original's.
  PlaceL1Pass(const PlaceL1Pass &other) : PlaceL1PassBase(other), givenArch(other.givenArch) {}

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
      ArgumentCopies::dropUnusedCaches(function);
    summarize(function, placing, applied, answer, usedCap);
    return success();
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

  // Strata's policy also keeps an L1 copy of a function argument that several steps
  // read (a residual input, rotary tables, a mask), or makes a cached constant again in
  // L1 (PlaceL1Support.h). tt-mlir's policy does not track arguments.
  void addArgumentCandidates(func::FuncOp function, Placing &placing) {
    for (auto [argument, creation] : copies.argumentsOf(function)) {
      std::optional<std::pair<PlacementCandidate, Prefetch>> found =
          copies.candidate(argument, placing.schedule, placing.returned, creation);
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

  // Which candidates may be sharded (settleShardable), each step asked by the op model
  // with the candidates retyped to their sharded types.
  void addShardedFigures(Placing &placing) {
    settleShardable(placing.problem, [&](size_t t, const std::vector<int> &sharded)
                                         -> std::optional<uint64_t> {
      SmallVector<RetypedResult, 4> old;
      for (int c : sharded)
        old.push_back(retype(placing.values[c], placing.shardedTypes[c]));
      FailureOr<OpModelCall> call = quietly(placing.schedule.ops[t]);
      for (const RetypedResult &r : llvm::reverse(old))
        r.undo();
      if (failed(call) || reservedL1(*call) > placing.problem.steps[t].reserved)
        return std::nullopt;
      return reservedL1(*call);
    });
  }

  // Retypes `values` to `types` at once and keeps them when the producer and every
  // consumer of each still model with them (their undo goes to `applied`); else takes
  // them back and returns false.
  bool retypeTogether(ArrayRef<Value> values, ArrayRef<RankedTensorType> types,
                      Applied &applied) {
    SmallVector<RetypedResult, 4> old;
    for (auto [value, type] : llvm::zip_equal(values, types))
      old.push_back(retype(value, type));
    auto undo = [old] {
      for (const RetypedResult &r : llvm::reverse(old))
        r.undo();
    };
    if (!llvm::all_of(values, [&](Value v) { return producerAndConsumersAccept(v); })) {
      undo();
      return false;
    }
    applied.undo.push_back(undo);
    return true;
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
        SmallVector<Value, 4> members;
        SmallVector<RankedTensorType, 4> types;
        for (int c : group.members) {
          members.push_back(placing.values[c]);
          types.push_back(placing.shardedTypes[c]);
        }
        if (!retypeTogether(members, types, applied))
          continue;
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
        FailureOr<Operation *> copy = copies.insert(prefetch);
        if (failed(copy))
          continue;
        applied.undo.push_back([this, prefetch, op = *copy] { copies.remove(prefetch, op); });
        ++(prefetch.creation ? applied.remade : applied.copied);
      } else {
        const SmallVector<Value, 3> group = placing.shared.withViews(value);
        SmallVector<RankedTensorType, 3> types;
        for (Value member : group)
          types.push_back(member == value ? placing.l1Types[index]
                                          : placing.viewL1Types.lookup(member));
        if (!retypeTogether(group, types, applied))
          continue;
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
  ArgumentCopies copies{&archDesc};
};

} // namespace

std::unique_ptr<Pass> mlir::tt::ttnn::createPlaceL1Pass() { return std::make_unique<PlaceL1Pass>(); }

std::unique_ptr<Pass> mlir::tt::ttnn::createPlaceL1Pass(const PlaceL1Options &options) {
  return std::make_unique<PlaceL1Pass>(options);
}
