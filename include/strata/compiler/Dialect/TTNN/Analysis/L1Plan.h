// Static L1 planning of a TTNN function: the schedule (op order and tensor
// lifetimes) shared by the planning pass and by the graph `strata run`
// executes, and the attributes the plan leaves in the IR.
//
// Attributes written by --ttnn-plan-l1 (discardable, documented in
// docs/compiler.md):
//   strata.l1_address = array<i64: A, ...>   on an op: the planned L1 address
//                                            of each result (-1: not in L1)
//   strata.l1_address = A : i64              on a func argument in L1
//   strata.l1_plan = {...}                   on the func: the plan summary
//   strata.spilled = array<i64: R, ...>      on an op: its results the plan
//                                            moved to DRAM (for reports)
#pragma once

#include "strata/compiler/Dialect/TTNN/Analysis/OpModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "llvm/ADT/DenseMap.h"

namespace mlir::tt::ttnn {

inline constexpr llvm::StringLiteral kL1AddressAttr = "strata.l1_address";
inline constexpr llvm::StringLiteral kL1PlanAttr = "strata.l1_plan";
inline constexpr llvm::StringLiteral kSpilledAttr = "strata.spilled";

/// A function body in execution order. Step i is the i-th op of the entry
/// block (the terminator included); arguments are defined at step -1. A
/// tensor is live from its defining step to its last use (a ttnn.deallocate
/// is a use, and ends it); values the function returns are used by the
/// terminator, so they live to the end.
struct Schedule {
  SmallVector<Operation *> ops;
  DenseMap<Operation *, int64_t> stepOf;
  /// Defining step (-1 for arguments) and last step of every tensor value.
  DenseMap<Value, std::pair<int64_t, int64_t>> lifetime;
  /// The tensor values in definition order (arguments first).
  SmallVector<Value> values;
};

/// True when the op reads or defines a tensor: the ops the op model must
/// describe (others, such as ttnn.get_device, need no memory).
bool touchesTensors(Operation *op);

/// Whether `op` is a ttnn.conv2d or ttnn.conv_transpose2d whose conv2d_config sets
/// deallocate_activation = true (tt-mlir's Conv2dConfigAttr): tt-metal's conv then
/// frees its input activation (operand 0) itself when that is in L1.
bool deallocatesActivation(Operation *op);

/// The activation `op` frees when it runs (deallocatesActivation, the input in L1),
/// or null. tt-mlir's TTNNDeallocate writes no ttnn.deallocate for it, and refuses a
/// later use (use-after-free); the schedule does the same.
Value activationFreedBy(Operation *op);

/// Fails (with a diagnostic) for functions with more than one block, and for a
/// tensor used after the ttnn.deallocate that frees it (by an op, a second
/// deallocate or the return), or after a conv that frees it (activationFreedBy).
FailureOr<Schedule> scheduleFunction(func::FuncOp function);

/// The planned address of an L1 value, if the plan gave it one. A malformed
/// strata.l1_address (not array<i64> on an op, not one entry per result, not an
/// i64 on an argument, an address below -1, or below 0 on an argument) is an
/// error on the op or function, never read as "no address".
FailureOr<std::optional<int64_t>> plannedAddress(Value value);

} // namespace mlir::tt::ttnn
