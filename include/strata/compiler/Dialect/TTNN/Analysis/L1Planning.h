// The L1 planning analysis of one TTNN function: the planning problem it poses
// (each L1 tensor a buffer over its lifetime; each op's stack and circular
// buffers a fixed region at the bottom while it runs) and the planner's answer
// under the arch's allocatable L1. It reads IR and changes nothing; the pass
// (--ttnn-plan-l1) turns an answer into addresses, or into spills when there
// is none, and asks again.
#pragma once

#include "strata/compiler/Dialect/TTNN/Analysis/L1Plan.h"
#include "strata/compiler/Dialect/TTNN/Analysis/Views.h"
#include "strata/plan/lower_bound.hpp"
#include "strata/plan/planner.hpp"

#include <chrono>

namespace mlir::tt::ttnn {

/// A tensor in L1 on the plan, or (null value) an op's reserved region.
struct L1PlanItem {
  Value value;
  int64_t step = 0; ///< a tensor's defining step; a reserved region's op
  uint64_t bytes = 0;
};

struct L1Problem {
  strata::plan::Problem problem;
  SmallVector<L1PlanItem> items; ///< parallel to problem.buffers
  /// Views share their owner's buffer: no item of their own, the owner's address.
  SharedBuffers shared;
  uint64_t reservedMax = 0;      ///< the largest op reservation
  /// The plan time with the most bytes live (tensors + the op's reservation);
  /// plan time t is schedule step t - 1.
  strata::plan::FullestStep fullest;
  int64_t lowerBound = 0;
};

/// Each op's reservation, remembered across the problems of one function. A
/// spill retypes a few values and inserts copies; only ops whose name,
/// attributes, operand or result types changed ask the query again.
class ReservedL1Cache {
public:
  FailureOr<uint64_t> lookup(Operation *op, const strata::device::ArchDesc &arch);
  unsigned queries() const { return queries_; }

private:
  struct Entry {
    SmallVector<const void *, 6> key;
    uint64_t reserved = 0;
  };
  DenseMap<Operation *, Entry> entries_;
  unsigned queries_ = 0;
};

/// The problem `function` poses on `arch` in the order `schedule` gives. Fails
/// (with a diagnostic on the op) when an op's reservation alone exceeds the
/// allocatable L1 or a tensor cannot be described.
FailureOr<L1Problem> buildL1Problem(func::FuncOp function, const Schedule &schedule,
                                    const strata::device::ArchDesc &arch,
                                    ReservedL1Cache &reservations);

/// How a problem stands against the capacity.
enum class L1Fit {
  Fits,          ///< `result` places everything within the capacity
  Overfull,      ///< more bytes are live at one step than the capacity holds
  NoLayoutFits,  ///< proven: every layout's peak is above the capacity
  NoLayoutFound, ///< the search ran out of time before settling it
  OutOfTime,     ///< the deadline passed before the planner could run
};

struct L1Answer {
  L1Fit fit = L1Fit::Fits;
  strata::plan::PlanResult result; ///< the best layout found (not for Overfull)
};

/// Plans `problem` under `capacity` by the deadline: the smallest peak the
/// planner finds in half the time left (minimise mode), and when that is above
/// the capacity and not proven minimal, the question "does any layout fit?"
/// (capacity mode) in the other half, so a failure says whether it is proven. Errors of the planner
/// come back through `emitError`.
FailureOr<L1Answer> solveL1Problem(const L1Problem &problem, uint64_t capacity,
                                   std::chrono::steady_clock::time_point deadline,
                                   function_ref<InFlightDiagnostic()> emitError);

} // namespace mlir::tt::ttnn
