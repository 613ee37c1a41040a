// What --ttnn-place-l1 (PlaceL1.cpp) shares with its argument copies
// (PlaceL1Arguments.cpp): which steps move bytes and read a value's pages, and the
// arguments and cached constants that Strata's policy keeps in L1 for their readers.
#pragma once

#include "strata/compiler/Dialect/TTCore/IR/TTCore.h"
#include "strata/compiler/Dialect/TTNN/Analysis/L1Placement.h"
#include "strata/compiler/Dialect/TTNN/Analysis/L1Plan.h"
#include "strata/compiler/Dialect/TTNN/Analysis/OpModel.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Operation.h"

#include <optional>
#include <utility>

namespace mlir::tt::ttnn::place_l1 {

/// Steps that move bytes: not the return, not a deallocate, not an op without tensors.
/// A load_cached reads tensors cached at load time: it moves nothing per call.
bool movesBytes(Operation *op);

/// Whether `user`, whose op model is `call`, reads `value`'s pages (not only its
/// description, as embedding_bw reads its weight): the steps exec::plannedDramBytes
/// counts.
bool readsData(const FailureOr<OpModelCall> &call, Operation *user, Value value);

/// Whether a conv that frees its activation in L1 (deallocate_activation = true) reads
/// `value` before step `end`: moved to L1, the value would be freed while still read.
bool freedEarlyInL1(Value value, const Schedule &schedule, int64_t end);

/// An argument kept in L1 for its readers: the copy goes right before the first.
/// A cached constant that a creation op makes (a const-eval function of that op
/// alone) is made again there, in L1, instead of read from its DRAM cache.
struct Prefetch {
  Operation *copyBefore = nullptr;  ///< null: not an argument candidate
  Value argument;
  RankedTensorType l1Type;
  SmallVector<OpOperand *, 4> uses;  ///< the readers' operands, rewired to the copy
  Operation *creation = nullptr;     ///< the creation op made again in L1, if any
};

/// Strata's argument candidates: a function argument or cached const-eval result that
/// several steps read (a residual input, rotary tables, a mask) gets one L1 copy before
/// its first reader, and every reader then reads L1; a cached constant one creation op
/// makes is made again in L1 instead. An argument an op writes into (a cache) or the
/// function returns stays.
class ArgumentCopies {
public:
  explicit ArgumentCopies(const strata::device::ArchDesc *arch) : arch_(arch) {}

  /// The function's arguments and cached const-eval results (read like arguments: in
  /// DRAM each call), each with the creation op that makes it alone, if any.
  SmallVector<std::pair<Value, Operation *>> argumentsOf(func::FuncOp function);

  /// `argument` as a candidate: DRAM interleaved, not returned, not written in place,
  /// and read by two or more steps that accept an L1 copy. It saves its bytes once per
  /// reader but the first (the copy reads it once). With `creation`, one reader is
  /// enough and every reader saves: the op makes it again in L1, reading no DRAM.
  std::optional<std::pair<PlacementCandidate, Prefetch>>
  candidate(Value argument, const Schedule &schedule, const DenseSet<Value> &returned,
            Operation *creation);

  /// The L1 copy of `p.argument` before its first reader, its readers rewired to it;
  /// fails (changing nothing) when the copy or a reader does not model that way.
  FailureOr<Operation *> insert(const Prefetch &p);
  /// Takes back what insert did.
  static void remove(const Prefetch &p, Operation *copy);

  /// A cached constant now made in L1 at each reader is loaded by nobody: its
  /// load_cached goes, and so does its const-eval function when nothing else calls it.
  static void dropUnusedCaches(func::FuncOp function);

private:
  FailureOr<OpModelCall> quietly(Operation *op) { return opModelOfQuietly(op, *arch_); }
  Operation *creationBehind(ttcore::LoadCachedOp call);

  const strata::device::ArchDesc *arch_;
};

} // namespace mlir::tt::ttnn::place_l1
