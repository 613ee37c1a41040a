// The L1 planning analysis: problem construction and the planner's answer.
#include "strata/compiler/Dialect/TTNN/Analysis/L1Planning.h"

#include "strata/support/error.hpp"

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;
using strata::device::ArchDesc;

FailureOr<uint64_t> ReservedL1Cache::lookup(Operation *op, const ArchDesc &arch) {
  // Types and attribute dictionaries are uniqued: their addresses identify them. An op
  // erased and another created at its address with the same key needs the same L1.
  SmallVector<const void *, 6> key;
  key.push_back(op->getName().getAsOpaquePointer());
  key.push_back(op->getAttrDictionary().getAsOpaquePointer());
  for (Type type : op->getOperandTypes())
    key.push_back(type.getAsOpaquePointer());
  for (Type type : op->getResultTypes())
    key.push_back(type.getAsOpaquePointer());
  auto found = entries_.find(op);
  if (found != entries_.end() && found->second.key == key)
    return found->second.reserved;
  ++queries_;
  FailureOr<OpModelCall> call = opModelOf(op, arch);
  if (failed(call))
    return failure();
  uint64_t reserved = reservedL1(*call);
  entries_[op] = Entry{std::move(key), reserved};
  return reserved;
}

FailureOr<L1Problem> mlir::tt::ttnn::buildL1Problem(func::FuncOp function,
                                                    const Schedule &schedule,
                                                    const ArchDesc &arch,
                                                    ReservedL1Cache &reservations) {
  L1Problem fp;
  const uint64_t capacity = arch.l1AllocatableBytes();
  const int64_t alignment = static_cast<int64_t>(arch.l1_alignment);
  for (auto [step, op] : llvm::enumerate(schedule.ops)) {
    if (op->hasTrait<OpTrait::IsTerminator>() || !touchesTensors(op))
      continue;
    FailureOr<uint64_t> reserved = reservations.lookup(op, arch);
    if (failed(reserved))
      return failure();
    if (*reserved > capacity)
      return op->emitOpError() << "needs " << *reserved << " B of L1 per core for its stack and "
                               << "circular buffers, " << *reserved - capacity << " B more than "
                               << "the " << capacity << " B " << arch.name
                               << " has above its unreserved base; no plan can run it";
    fp.reservedMax = std::max(fp.reservedMax, *reserved);
    if (*reserved == 0)
      continue;
    strata::plan::Buffer buffer;
    buffer.id = "reserved@" + std::to_string(step);
    buffer.lower = static_cast<int64_t>(step) + 1;
    buffer.upper = buffer.lower + 1;
    buffer.size = strata::plan::alignUp(static_cast<int64_t>(*reserved), alignment);
    buffer.fixedOffset = 0;
    fp.problem.buffers.push_back(buffer);
    fp.items.push_back({Value(), static_cast<int64_t>(step), *reserved});
  }
  fp.shared = findSharedBuffers(schedule, arch);
  if (failed(checkSharedBufferFrees(schedule, fp.shared)))
    return failure();
  for (Value value : schedule.values) {
    if (placeOf(value.getType()) != TensorPlace::L1 || fp.shared.isView(value))
      continue;
    Operation *where = value.getDefiningOp() ? value.getDefiningOp() : function.getOperation();
    FailureOr<strata::ops::TensorDesc> desc =
        toTensorDesc(value.getType(), arch, [where] { return where->emitOpError(); });
    if (failed(desc))
      return failure();
    const int64_t first = schedule.lifetime.lookup(value).first;
    const int64_t last = fp.shared.bufferEnd(value, schedule);
    strata::plan::Buffer buffer;
    buffer.id = "tensor#" + std::to_string(fp.items.size());
    buffer.lower = first + 1;
    buffer.upper = last + 2;
    buffer.size = static_cast<int64_t>(desc->bytesPerBank(arch));
    buffer.alignment = alignment;
    fp.problem.buffers.push_back(buffer);
    fp.items.push_back({value, first, desc->bytesPerBank(arch)});
  }
  fp.fullest = strata::plan::fullestStep(fp.problem);
  fp.lowerBound = strata::plan::lowerBound(fp.problem);
  return fp;
}

FailureOr<L1Answer> mlir::tt::ttnn::solveL1Problem(const L1Problem &problem, uint64_t capacity,
                                                   std::chrono::steady_clock::time_point deadline,
                                                   function_ref<InFlightDiagnostic()> emitError) {
  using Clock = std::chrono::steady_clock;
  L1Answer answer;
  if (static_cast<uint64_t>(problem.lowerBound) > capacity) {
    answer.fit = L1Fit::Overfull;
    return answer;
  }
  if (problem.problem.buffers.empty())
    return answer;
  auto secondsLeft = [&] { return std::chrono::duration<double>(deadline - Clock::now()).count(); };
  try {
    // Half the budget to minimise, so that when the peak found is still above the
    // capacity, the question "does any layout fit?" has the other half.
    strata::plan::PlanOptions options;
    options.minimize = true;
    options.timeoutSeconds = secondsLeft() / 2;
    if (options.timeoutSeconds <= 0) {
      answer.fit = L1Fit::OutOfTime;
      return answer;
    }
    answer.result = strata::plan::plan(problem.problem, options);
    if (static_cast<uint64_t>(answer.result.peak) <= capacity)
      return answer;
    if (answer.result.optimal) {
      answer.fit = L1Fit::NoLayoutFits;
      return answer;
    }
    // Minimise mode also spent time on peaks below the capacity; ask the one question
    // that matters with what is left.
    strata::plan::PlanOptions fits;
    fits.capacity = static_cast<int64_t>(capacity);
    fits.timeoutSeconds = secondsLeft();
    if (fits.timeoutSeconds > 0) {
      strata::plan::PlanResult second = strata::plan::plan(problem.problem, fits);
      if (second.feasible) {
        answer.result = std::move(second);
        return answer;
      }
      if (second.proofOfInfeasibility) {
        answer.fit = L1Fit::NoLayoutFits;
        return answer;
      }
    }
    answer.fit = L1Fit::NoLayoutFound;
    return answer;
  } catch (const strata::Error &error) {
    return emitError() << "L1 planner: " << error.what();
  }
}
