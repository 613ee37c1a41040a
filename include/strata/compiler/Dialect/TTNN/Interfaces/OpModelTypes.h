// What an op of a TTNN module is to the op library, and the query's numbers for
// it: the result type of the ops' OpModelInterface (TTNNOps.td). Kept apart
// from OpModel.h so that the dialect's generated interface can name it.
#pragma once

#include "strata/device/arch.hpp"
#include "strata/ops/catalog.hpp"
#include "strata/ops/query.hpp"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LogicalResult.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::tt::ttnn {

/// What an op is to the op library.
enum class OpModelKind {
  Compute,   ///< a catalog op run on its inputs (eltwise, reductions, composites ...)
  Fill,      ///< a creation op (zeros, ones, full, empty): the catalog op named
             ///< by `op`, described by the result
  ToDevice,  ///< host -> device copy (no program, no circular buffers)
  FromDevice,///< device -> host copy
  NoL1,      ///< needs no memory of its own (get_device, deallocate, host-only ops)
  View,      ///< a reshape tt-metal performs as a view (ops::reshapeIsView): its
             ///< result is operand 0's buffer; no program, no L1, no DRAM bytes.
             ///< `op` and `params` are the reshape's (the run checks the view with them)
};

struct OpModelCall {
  OpModelKind kind = OpModelKind::NoL1;
  const strata::ops::OpInfo *op = nullptr;     ///< Compute and Fill
  SmallVector<unsigned, 3> operands;            ///< op operands that are library inputs
  SmallVector<strata::ops::TensorDesc, 3> inputs;
  strata::ops::OpParams params;
  std::optional<strata::ops::TensorDesc> output;  ///< result 0 when it is a tensor
  SmallVector<strata::ops::TensorDesc, 1> results; ///< every result (ops with several: topk ...)
  strata::ops::L1Usage usage;                   ///< the query's numbers (all zero for non-Compute)
};

/// Describes `op` and asks the query. An op the library does not implement, or
/// implements with other semantics than the IR states (e.g. keep_dim=false,
/// transposed matmul, a result type the op does not produce), is an error
/// naming the op and the reason: planning never guesses.
FailureOr<OpModelCall> modelOp(Operation *op, const strata::device::ArchDesc &arch);

/// The L1 the op needs beyond its inputs and outputs, per core: `usage.peak`
/// (stack + circular buffers at their peak).
inline uint64_t reservedL1(const OpModelCall &call) { return call.usage.peak; }

} // namespace mlir::tt::ttnn
