// The op model: what an op of a TTNN module is in the op library's terms, and how
// many L1 bytes per core it needs (the query's one number). Pure and exact: it
// asks strata::ops::query, which walks the same op definition the simulated
// device runs, so a planned module and its run agree byte for byte.
#pragma once

#include "strata/compiler/TTNN.h"
#include "strata/device/arch.hpp"
#include "strata/ops/catalog.hpp"
#include "strata/ops/query.hpp"

#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir::tt::ttnn {

/// The worker grid of an arch description, in the compiler's terms.
DeviceGrid deviceGridOf(const strata::device::ArchDesc &arch);

/// Resolves the `arch=` option of a pass (a built-in name or a JSON file) and
/// checks it against the module's `ttcore.system_desc` grid when there is one.
/// Errors are reported on `scope`.
FailureOr<strata::device::ArchDesc> resolveArchFor(Operation *scope, StringRef archOption);
/// The same check for an arch description given directly.
FailureOr<strata::device::ArchDesc> checkArchFor(Operation *scope,
                                                 const strata::device::ArchDesc &arch);

/// Where a tensor value lives, as far as planning and running care.
enum class TensorPlace { Host, Dram, L1 };

/// The one conversion from a tensor type with a ttnn layout encoding to the op
/// library's description. Fails (through `emitError`) for what the library
/// cannot describe: no layout, data types other than bf16/f32, ranks over 6,
/// shard cores that are not a rectangle anchored at core (0,0), or a layout
/// shard shape that differs from the one the library derives.
FailureOr<strata::ops::TensorDesc> toTensorDesc(Type type, const strata::device::ArchDesc &arch,
                                                function_ref<InFlightDiagnostic()> emitError);

/// Host, DRAM or L1 from the layout's buffer type; nullopt without a layout.
std::optional<TensorPlace> placeOf(Type type);

/// What an op is to the op library.
enum class OpModelKind {
  Compute,   ///< a catalog op run on its inputs (eltwise, reductions, composites ...)
  Fill,      ///< a creation op (zeros, ones, full, empty): the catalog op named
             ///< by `op`, described by the result
  ToDevice,  ///< host -> device copy (no program, no circular buffers)
  FromDevice,///< device -> host copy
  NoL1,      ///< needs no memory of its own (get_device, deallocate, host-only ops)
};

struct OpModelCall {
  OpModelKind kind = OpModelKind::NoL1;
  const strata::ops::OpInfo *op = nullptr;     ///< Compute and Fill
  SmallVector<unsigned, 3> operands;            ///< op operands that are library inputs
  SmallVector<strata::ops::TensorDesc, 3> inputs;
  strata::ops::OpParams params;
  std::optional<strata::ops::TensorDesc> output;  ///< result 0 when it is a tensor
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
