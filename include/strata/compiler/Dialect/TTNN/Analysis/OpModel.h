// The op model: what an op of a TTNN module is in the op library's terms, and how
// many L1 bytes per core it needs (the query's one number). Pure and exact: it
// asks strata::ops::query, which walks the same op definition the simulated
// device runs, so a planned module and its run agree byte for byte.
#pragma once

#include "strata/compiler/Dialect/TTNN/Interfaces/OpModelTypes.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"
#include "strata/device/arch.hpp"
#include "strata/ops/catalog.hpp"
#include "strata/ops/query.hpp"

#include "mlir/IR/Operation.h"

#include <optional>

namespace mlir::tt::ttnn {

/// The arch the passes plan for when neither their `arch=` option nor a
/// `ttcore.system_desc` names one.
inline constexpr llvm::StringLiteral kDefaultArch = "wormhole_b0";

/// The worker grid of an arch description, in the compiler's terms.
DeviceGrid deviceGridOf(const strata::device::ArchDesc &arch);

/// Resolves the `arch=` option of a pass (a built-in name or a JSON file) and
/// checks it against the module's `ttcore.system_desc` grid when there is one.
/// An empty option means the module's `ttcore.system_desc` (see
/// archFromSystemDesc), else wormhole_b0. Errors are reported on `scope`.
FailureOr<strata::device::ArchDesc> resolveArchFor(Operation *scope, StringRef archOption);
/// The arch the nearest `ttcore.system_desc` on `scope` or its parents
/// describes: the built-in named by its first chip's `arch = <...>` with the
/// figures the description states (grid, l1_size, l1_unreserved_base, L1/DRAM
/// alignments, DRAM channels, channel size, DRAM unreserved base) in place of
/// the built-in's. Named like the built-in, plus `@system_desc` when any
/// figure differs. None without a description; an error (on the op holding
/// it) for an unknown arch or a field that is not a valid number.
FailureOr<std::optional<strata::device::ArchDesc>> archFromSystemDesc(Operation *scope);

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

/// Asks `op` for its op model: through its OpModelInterface when the dialect
/// declares the op, else (a `ttnn.*` op parsed generically) through the same
/// name mapping the interface's implementation uses.
FailureOr<OpModelCall> opModelOf(Operation *op, const strata::device::ArchDesc &arch);

} // namespace mlir::tt::ttnn
