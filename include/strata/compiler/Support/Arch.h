// The arch a module is planned and run for, resolved in one place: a caller's
// description, a pass's `arch=` option, the module's `ttcore.system_desc`, the arch a
// plan names, or the default. Every pass, `strata run` and Python come through here.
#pragma once

#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"
#include "strata/device/arch.hpp"

#include "mlir/IR/Operation.h"

#include <optional>
#include <string_view>

namespace mlir::tt::ttnn {

/// The arch the passes plan for when neither their `arch=` option nor a
/// `ttcore.system_desc` names one.
inline constexpr llvm::StringRef kDefaultArch{strata::device::kDefaultArch};

/// The worker grid of an arch description, in the compiler's terms.
DeviceGrid deviceGridOf(const strata::device::ArchDesc &arch);

/// Where the arch of a module may come from, in the order resolveArch takes them.
struct ArchSource {
  /// A description the caller holds (`strata run --arch`, Python, a pass built
  /// with one); checked against the module's description.
  const strata::device::ArchDesc *given = nullptr;
  /// A pass's `arch=` option: a built-in name or a JSON file; checked the same way.
  StringRef option;
  /// The built-in a `strata.l1_plan` names (a planned module run without an arch).
  StringRef plannedFor;
};

/// The compiler's one door for the arch: `given`, else `option`, else the arch
/// the module's `ttcore.system_desc` describes, else the built-in `plannedFor`
/// names, else kDefaultArch. Errors are reported on `scope`.
FailureOr<strata::device::ArchDesc> resolveArch(Operation *scope, const ArchSource &source);

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

/// The worker grid stated by the `ttcore.system_desc` on `op` or its closest
/// enclosing op that has one: the first chip's `grid = RxC`. None when there is
/// no system description or it states no valid grid.
std::optional<DeviceGrid> findSystemDescDeviceGrid(Operation *op);

/// The same check for an arch description given directly.
FailureOr<strata::device::ArchDesc> checkArchFor(Operation *scope,
                                                 const strata::device::ArchDesc &arch);

} // namespace mlir::tt::ttnn
