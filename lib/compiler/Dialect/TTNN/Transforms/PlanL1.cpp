// `--ttnn-plan-l1`: assigns every L1 tensor of a function a real address.
//
// The problem, per function (Analysis/L1Planning.h builds and solves it): each
// L1 tensor is a buffer of its bytes per bank (every core's L1 is one bank,
// allocated in lockstep) live over its schedule steps; each op additionally
// reserves [0, peak) above the unreserved base for its stack and circular
// buffers while it runs (ARCHITECTURE.md section 1), a fixed buffer at offset 0.
// This pass rewrites the IR: addresses when a plan fits; when nothing fits,
// the tensors that hold the most byte-lifetime at the fullest step move to
// DRAM until the plan fits (or, with spill=false, the error names the step and
// the bytes missing, and whether the misfit is proven).
#include "strata/compiler/Dialect/TTNN/Analysis/L1Planning.h"
#include "strata/compiler/Dialect/TTNN/Utils/ConstEval.h"
#include "strata/compiler/Passes.h"

#include "strata/support/error.hpp"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/Support/Format.h"

#include <chrono>

namespace mlir::tt::ttnn {
#define GEN_PASS_DEF_PLANL1PASS
#include "strata/compiler/Passes.h.inc"
} // namespace mlir::tt::ttnn

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;
using strata::device::ArchDesc;

namespace {

std::string formatPercent(double value) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%.2f", value);
  return text;
}

bool isTerminatorStep(Operation *op) { return op->hasTrait<OpTrait::IsTerminator>(); }

struct PlanL1Pass : public mlir::tt::ttnn::impl::PlanL1PassBase<PlanL1Pass> {
  PlanL1Pass() = default;
  explicit PlanL1Pass(const PlanL1Options &options)
      : PlanL1PassBase(options), givenArch(options.archDesc) {}

  void runOnOperation() override {
    FailureOr<ArchDesc> resolved =
        resolveArch(getOperation(), ArchSource{givenArch ? &*givenArch : nullptr, arch, {}});
    if (failed(resolved))
      return signalPassFailure();
    archDesc = *resolved;
    if (!(timeout > 0) || timeout > 1e7) {
      getOperation().emitError() << "L1 planning timeout " << timeout
                                 << " s is not a positive number of seconds below 1e7";
      return signalPassFailure();
    }
    for (auto function : getOperation().getOps<func::FuncOp>())
      if (!function.isExternal() && failed(planFunction(function)))
        return signalPassFailure();
  }

  // Plans the function, spilling to DRAM until it fits. A step whose live bytes exceed
  // L1 cannot fit in any layout, so the tensors that cover its deficit spill at once,
  // before the planner runs; the planner runs only on problems whose bound fits, and all
  // its runs share one budget, `timeout`, so the loop is bounded in spills and in time.
  // After a spill only the ops it retyped or inserted ask the query again (the cache).
  LogicalResult planFunction(func::FuncOp function) {
    using Clock = std::chrono::steady_clock;
    const Clock::time_point deadline =
        Clock::now() + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(timeout));
    const uint64_t capacity = archDesc.l1AllocatableBytes();
    ReservedL1Cache reservations;
    unsigned spills = 0;
    while (true) {
      FailureOr<Schedule> schedule = scheduleFunction(function);
      if (failed(schedule))
        return failure();
      FailureOr<L1Problem> fp = buildL1Problem(function, *schedule, archDesc, reservations);
      if (failed(fp))
        return failure();
      FailureOr<L1Answer> answer = solveL1Problem(
          *fp, capacity, deadline, [&] { return function.emitOpError(); });
      if (failed(answer))
        return failure();
      if (answer->fit == L1Fit::Fits) {
        writePlan(function, *schedule, *fp, answer->result, spills);
        return success();
      }
      const bool overfull = answer->fit == L1Fit::Overfull;
      const uint64_t liveBytes = static_cast<uint64_t>(fp->fullest.bytes);
      const int64_t time = fp->fullest.time;
      if (answer->fit == L1Fit::OutOfTime)
        return function.emitOpError()
               << "L1 planning ran out of its " << timeout << " s budget after " << spills
               << " spill(s); give it more time (the pass's timeout option, strata run "
                  "--plan-timeout)";
      int64_t step = time - 1;
      Operation *at = step >= 0 && step < static_cast<int64_t>(schedule->ops.size())
                          ? schedule->ops[step]
                          : function.getOperation();
      if (!spill) {
        InFlightDiagnostic diag = at->emitError();
        diag << "L1 plan of @" << function.getSymName() << " does not fit " << archDesc.name
             << ": ";
        if (overfull)
          diag << "at this op " << liveBytes << " B per core are live (tensors + the op's stack "
               << "and circular buffers), " << liveBytes - capacity << " B more than the "
               << capacity << " B of L1";
        else
          diag << "the best plan found needs " << answer->result.peak << " B per core, "
               << static_cast<uint64_t>(answer->result.peak) - capacity << " B more than the "
               << capacity << " B of L1, though at most " << liveBytes
               << " B are live at once (fragmentation; "
               << (answer->fit == L1Fit::NoLayoutFits
                       ? "proven: no layout fits"
                       : "the search ran out of time before settling whether a layout fits")
               << ")";
        diag << "; run with spill=true to move tensors to DRAM";
        return failure();
      }
      const uint64_t needed = overfull ? liveBytes : static_cast<uint64_t>(answer->result.peak);
      FailureOr<unsigned> moved = spillAt(function, *schedule, *fp, time, at, capacity, needed,
                                          overfull ? liveBytes - capacity : 1, spills);
      if (failed(moved))
        return failure();
      spills += *moved;
    }
  }

  // Moves L1 tensors live at the fullest step (most byte-lifetime first) to DRAM until
  // `deficit` bytes are freed there (at least one tensor); returns how many moved. Each of
  // the first kRemarkedSpills spills of a function gets a remark; the plan's remark
  // counts them all.
  static constexpr unsigned kRemarkedSpills = 8;
  FailureOr<unsigned> spillAt(func::FuncOp function, const Schedule &schedule,
                              const L1Problem &fp, int64_t time, Operation *at,
                              uint64_t capacity, uint64_t needed, uint64_t deficit,
                              unsigned spilledBefore) {
    // A spill candidate: a tensor live at `time`, its bytes and the steps it is live.
    struct Candidate {
      Value value;
      int64_t size, lower, upper;
      int64_t area() const { return size * (upper - lower); }
    };
    SmallVector<Candidate> candidates;
    for (auto [index, item] : llvm::enumerate(fp.items)) {
      const strata::plan::Buffer &b = fp.problem.buffers[index];
      if (!item.value || b.lower > time || time >= b.upper)
        continue;
      // A copy this pass inserted only brings a spilled value back where L1 is required:
      // spilling it again would insert the same copy again.
      if (isa<OpResult>(item.value) && !rejected.contains(item.value) &&
          !copiesBack.contains(item.value.getDefiningOp())) {
        candidates.push_back({item.value, b.size, b.lower, b.upper});
        continue;
      }
      // An owner that cannot move (an argument, or refused) keeps its buffer, but its
      // views can: in DRAM each becomes a copy, and the buffer ends with the owner.
      if (auto views = fp.shared.viewsOf.find(item.value); views != fp.shared.viewsOf.end())
        for (Value view : views->second) {
          auto [first, last] = schedule.lifetime.lookup(view);
          if (!rejected.contains(view) && first + 1 <= time && time < last + 2)
            candidates.push_back({view, b.size, first + 1, last + 2});
        }
    }
    llvm::stable_sort(candidates,
                      [](const Candidate &a, const Candidate &b) { return a.area() > b.area(); });
    unsigned moved = 0;
    uint64_t freed = 0;
    for (const Candidate &c : candidates) {
      if (failed(moveToDram(c.value))) {
        rejected.insert(c.value);
        continue;
      }
      // Its views go with it and stay views (in L1 they would become copies of it).
      if (auto views = fp.shared.viewsOf.find(c.value); views != fp.shared.viewsOf.end())
        for (Value view : views->second)
          (void)moveToDram(view);
      if (spilledBefore + moved < kRemarkedSpills)
        c.value.getDefiningOp()->emitRemark()
            << "spilled to DRAM: " << c.size << " B per core live over steps " << c.lower - 1
            << ".." << c.upper - 2 << " (the plan needed " << needed << " B of " << capacity << ")";
      ++moved;
      freed += static_cast<uint64_t>(c.size);
      if (freed >= deficit)
        return moved;
    }
    if (moved > 0)  // re-plan: the moves changed what is live (copies back into L1)
      return moved;
    return at->emitError() << "L1 plan of @" << function.getSymName() << " does not fit "
                           << archDesc.name << " (" << needed << " B per core needed, " << capacity
                           << " B available) and no tensor live here can move to DRAM";
  }

  // An op that keeps its operands' memory layout (tt-metal's unary rule) cannot write a
  // DRAM result from a sharded operand: copy its sharded operands to DRAM first, so the
  // whole op runs from and to DRAM. Undone when the op still does not accept it.
  template <typename Check>
  LogicalResult readOperandsFromDram(Operation *op, Check accepts) {
    SmallVector<std::pair<OpOperand *, Operation *>> copies;
    for (OpOperand &operand : op->getOpOperands()) {
      auto type = dyn_cast<RankedTensorType>(operand.get().getType());
      auto layout = type ? dyn_cast_or_null<TTNNLayoutAttr>(type.getEncoding()) : nullptr;
      if (!layout || !layout.isSharded())
        continue;
      FailureOr<RankedTensorType> dramType = interleavedTypeIn(type, BufferType::DRAM, op->getLoc());
      if (failed(dramType))
        continue;
      OpBuilder builder(op);
      Operation *copy = builder.create<ToMemoryConfigOp>(
          op->getLoc(), *dramType, operand.get(),
          deriveMemoryConfig(cast<TTNNLayoutAttr>(dramType->getEncoding()),
                             deviceGridOf(archDesc)));
      copies.push_back({&operand, copy});
      operand.set(copy->getResult(0));
    }
    if (!copies.empty() && accepts(op))
      return success();
    for (auto [operand, copy] : copies) {
      operand->set(copy->getOperand(0));
      copy->erase();
    }
    return failure();
  }

  // Retypes `value` to DRAM; consumers that cannot take it (and the function's
  // return) get a ttnn.to_memory_config back to the original layout.
  LogicalResult moveToDram(Value value) {
    auto oldType = cast<RankedTensorType>(value.getType());
    Operation *producer = value.getDefiningOp();
    FailureOr<RankedTensorType> newType = interleavedTypeIn(oldType, BufferType::DRAM, producer->getLoc());
    if (failed(newType))
      return failure();
    MLIRContext *context = &getContext();
    auto silently = [&](Operation *op) { return succeeded(opModelOfQuietly(op, archDesc)); };
    const RetypedResult before = retypeResult(value, *newType, deviceGridOf(archDesc));
    if (!silently(producer) && failed(readOperandsFromDram(producer, silently))) {
      before.undo();
      return failure();
    }
    MemoryConfigAttr l1Config =
        deriveMemoryConfig(cast<TTNNLayoutAttr>(oldType.getEncoding()), deviceGridOf(archDesc));
    SmallVector<OpOperand *> uses;
    for (OpOperand &use : value.getUses())
      uses.push_back(&use);
    for (OpOperand *use : uses) {
      Operation *user = use->getOwner();
      if (!isTerminatorStep(user) && silently(user))
        continue;
      OpBuilder builder(user);
      Operation *back =
          builder.create<ToMemoryConfigOp>(user->getLoc(), oldType, value, l1Config);
      copiesBack.insert(back);
      use->set(back->getResult(0));
    }
    // Marked for the reports (strata run's L1 map lists what the plan moved out).
    SmallVector<int64_t> spilled;
    if (auto before = producer->getAttrOfType<DenseI64ArrayAttr>(kSpilledAttr))
      spilled.assign(before.asArrayRef().begin(), before.asArrayRef().end());
    spilled.push_back(cast<OpResult>(value).getResultNumber());
    producer->setAttr(kSpilledAttr, DenseI64ArrayAttr::get(context, spilled));
    return success();
  }

  void writePlan(func::FuncOp function, const Schedule &schedule, const L1Problem &fp,
                 const strata::plan::PlanResult &result, unsigned spills) {
    MLIRContext *context = &getContext();
    Builder builder(context);
    const int64_t base = static_cast<int64_t>(archDesc.l1_unreserved_base);
    DenseMap<Operation *, SmallVector<int64_t>> addresses;
    for (Operation *op : schedule.ops)
      op->removeAttr(kL1AddressAttr);
    for (unsigned i = 0; i < function.getNumArguments(); ++i)
      function.removeArgAttr(i, kL1AddressAttr);
    unsigned tensors = 0;
    for (auto [index, item] : llvm::enumerate(fp.items)) {
      if (!item.value)
        continue;
      ++tensors;
      int64_t address = base + result.solution.offsets[index];
      // The owner's views are the same buffer, at the same address.
      for (Value value : fp.shared.withViews(item.value)) {
        if (auto arg = dyn_cast<BlockArgument>(value)) {
          function.setArgAttr(arg.getArgNumber(), kL1AddressAttr,
                              builder.getI64IntegerAttr(address));
          continue;
        }
        auto opResult = cast<OpResult>(value);
        SmallVector<int64_t> &list = addresses[opResult.getOwner()];
        list.resize(opResult.getOwner()->getNumResults(), -1);
        list[opResult.getResultNumber()] = address;
      }
    }
    for (auto &[op, list] : addresses)
      op->setAttr(kL1AddressAttr, builder.getDenseI64ArrayAttr(list));
    const int64_t lowerBound = fp.lowerBound;
    NamedAttrList summary;
    // The figures the addresses depend on travel with them: a run checks its device
    // against these, not against the arch's name.
    summary.append("arch", builder.getStringAttr(archDesc.name));
    summary.append("capacity", builder.getI64IntegerAttr(archDesc.l1AllocatableBytes()));
    summary.append("grid", builder.getDenseI64ArrayAttr({archDesc.grid_y, archDesc.grid_x}));
    summary.append("l1_alignment", builder.getI64IntegerAttr(archDesc.l1_alignment));
    summary.append("l1_base", builder.getI64IntegerAttr(archDesc.l1_unreserved_base));
    summary.append("tile", builder.getDenseI64ArrayAttr({archDesc.tile_height, archDesc.tile_width}));
    summary.append("l1_tensors", builder.getI64IntegerAttr(tensors));
    summary.append("lower_bound", builder.getI64IntegerAttr(lowerBound));
    summary.append("peak", builder.getI64IntegerAttr(result.peak));
    summary.append("reserved_max", builder.getI64IntegerAttr(fp.reservedMax));
    summary.append("spills", builder.getI64IntegerAttr(spills));
    function->setAttr(kL1PlanAttr, summary.getDictionary(context));
    // A const-eval function's plan is in its attribute; a model has dozens of them,
    // and the remark that matters is the function run per call.
    if (isConstEvalFunction(function))
      return;
    function.emitRemark() << "L1 plan: " << tensors << " tensors, peak " << result.peak
                          << " B per core of " << archDesc.l1AllocatableBytes()
                          << " (lower bound " << lowerBound << ", gap "
                          << formatPercent(strata::plan::gapPercent(result.peak, lowerBound))
                          << "%), reserved max " << fp.reservedMax << " B, " << spills
                          << " spilled to DRAM";
  }

  std::optional<ArchDesc> givenArch;
  ArchDesc archDesc;
  DenseSet<Value> rejected;
  DenseSet<Operation *> copiesBack;
};

} // namespace

std::unique_ptr<Pass> mlir::tt::ttnn::createPlanL1Pass() { return std::make_unique<PlanL1Pass>(); }

std::unique_ptr<Pass> mlir::tt::ttnn::createPlanL1Pass(const PlanL1Options &options) {
  return std::make_unique<PlanL1Pass>(options);
}
