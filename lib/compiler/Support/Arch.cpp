// The compiler's one door for the arch (see Arch.h).
#include "strata/compiler/Support/Arch.h"

#include "strata/support/error.hpp"

#include "llvm/ADT/STLExtras.h"

#include <limits>
#include <type_traits>

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;
using strata::device::ArchDesc;

DeviceGrid mlir::tt::ttnn::deviceGridOf(const ArchDesc &arch) {
  return DeviceGrid{static_cast<int64_t>(arch.grid_y), static_cast<int64_t>(arch.grid_x)};
}

FailureOr<ArchDesc> mlir::tt::ttnn::resolveArch(Operation *scope, const ArchSource &source) {
  if (source.given)
    return checkArchFor(scope, *source.given);
  StringRef archOption = source.option;
  if (archOption.empty()) {
    FailureOr<std::optional<ArchDesc>> described = archFromSystemDesc(scope);
    if (failed(described))
      return failure();
    if (*described)
      return **described;
    const std::vector<std::string> names = strata::device::builtinArchNames();
    archOption = !source.plannedFor.empty() && llvm::is_contained(names, source.plannedFor.str())
                     ? source.plannedFor
                     : StringRef(kDefaultArch);
  }
  ArchDesc arch;
  try {
    arch = strata::device::resolveArch(archOption.str());
  } catch (const strata::Error &error) {
    return scope->emitError() << "arch=" << archOption << ": " << error.what();
  }
  return checkArchFor(scope, arch);
}

FailureOr<ArchDesc> mlir::tt::ttnn::resolveArchFor(Operation *scope, StringRef archOption) {
  return resolveArch(scope, ArchSource{nullptr, archOption, {}});
}

FailureOr<ArchDesc> mlir::tt::ttnn::checkArchFor(Operation *scope, const ArchDesc &arch) {
  if (std::optional<DeviceGrid> described = findSystemDescDeviceGrid(scope)) {
    DeviceGrid grid = deviceGridOf(arch);
    if (*described != grid)
      return scope->emitError() << "arch " << arch.name << " has a " << grid.rows << "x"
                                << grid.cols << " worker grid but the module's ttcore.system_desc "
                                << "states " << described->rows << "x" << described->cols
                                << "; pass the arch the module was compiled for";
  }
  return arch;
}

namespace {

// The nearest ttcore.system_desc on `scope` or its parents, and the op holding it.
std::pair<ttcore::SystemDescAttr, Operation *> findSystemDesc(Operation *scope) {
  for (Operation *holder = scope; holder; holder = holder->getParentOp())
    if (auto desc = dyn_cast_or_null<ttcore::SystemDescAttr>(holder->getAttr("ttcore.system_desc")))
      return {desc, holder};
  return {};
}

// The first chip that names its arch: the one a single-device module runs on.
ttcore::ChipDescAttr firstChip(ttcore::SystemDescAttr desc) {
  for (ttcore::ChipDescAttr chip : desc.getChipDescs())
    if (!chip.getArch().empty())
      return chip;
  return {};
}

} // namespace

std::optional<DeviceGrid> mlir::tt::ttnn::findSystemDescDeviceGrid(Operation *op) {
  ttcore::SystemDescAttr desc = findSystemDesc(op).first;
  ttcore::ChipDescAttr chip = desc ? firstChip(desc) : nullptr;
  return chip ? DeviceGrid::bounded(chip.getGrid()) : std::nullopt;
}

FailureOr<std::optional<ArchDesc>> mlir::tt::ttnn::archFromSystemDesc(Operation *scope) {
  auto [desc, holder] = findSystemDesc(scope);
  if (!desc)
    return std::optional<ArchDesc>();
  ttcore::ChipDescAttr chip = firstChip(desc);
  if (!chip)
    return holder->emitError()
           << "ttcore.system_desc states no chip description with `arch = <...>`; pass the "
              "arch option (a built-in name or a JSON arch file)";
  StringRef archName = chip.getArch();
  const ArchDesc *base = nullptr;
  for (const ArchDesc &builtin : strata::device::builtinArchs())
    if (builtin.name == archName) {
      base = &builtin;
      break;
    }
  if (!base)
    return holder->emitError() << "ttcore.system_desc names arch <" << archName
                               << ">, which Strata has no figures for (it knows wormhole_b0 "
                                  "and blackhole); pass the arch option";

  ArchDesc arch = *base;
  // A field the chip does not state keeps the built-in's figure.
  auto number = [&](StringRef field, auto &target) -> LogicalResult {
    Attribute value = chip.getField(field);
    if (!value)
      return success();
    using Target = std::remove_reference_t<decltype(target)>;
    auto integer = dyn_cast<IntegerAttr>(value);
    if (!integer || integer.getValue().getZExtValue() > std::numeric_limits<Target>::max()) {
      InFlightDiagnostic diag = holder->emitError() << "ttcore.system_desc field " << field << " = ";
      if (auto text = dyn_cast<StringAttr>(value))
        diag << text.getValue();
      else if (integer)
        diag << integer.getValue().getZExtValue();
      else
        diag << value;
      return diag << " is not an unsigned integer that fits " << sizeof(Target) * 8 << " bits";
    }
    target = static_cast<Target>(integer.getValue().getZExtValue());
    return success();
  };
  if (Attribute grid = chip.getField("grid")) {
    std::optional<DeviceGrid> parsed = DeviceGrid::bounded(chip.getGrid());
    if (!parsed) {
      InFlightDiagnostic diag = holder->emitError() << "ttcore.system_desc field grid = ";
      if (auto text = dyn_cast<StringAttr>(grid))
        diag << text.getValue();
      else if (auto dims = dyn_cast<DenseI64ArrayAttr>(grid))
        diag << dims[0] << "x" << dims[1];
      return diag << " is not RxC with both in 1..1024";
    }
    arch.grid_y = static_cast<uint32_t>(parsed->rows);
    arch.grid_x = static_cast<uint32_t>(parsed->cols);
  }
  if (failed(number("l1_size", arch.l1_size)) ||
      failed(number("l1_unreserved_base", arch.l1_unreserved_base)) ||
      failed(number("noc_l1_address_align_bytes", arch.l1_alignment)) ||
      failed(number("num_dram_channels", arch.dram_channels)) ||
      failed(number("dram_channel_size", arch.dram_bank_size)) ||
      failed(number("dram_unreserved_base", arch.dram_unreserved_base)) ||
      failed(number("noc_dram_address_align_bytes", arch.dram_alignment)))
    return failure();
  // Figures that differ from the built-in make another arch: name it so, so a
  // plan made for it is not taken for the built-in's.
  arch.name = base->name;
  if (arch != *base)
    arch.name += "@system_desc";
  try {
    arch.validate();
  } catch (const strata::Error &error) {
    return holder->emitError() << "ttcore.system_desc: " << error.what();
  }
  return std::optional<ArchDesc>(std::move(arch));
}
