// The arch a module's `ttcore.system_desc` describes. tt-mlir writes the
// device's figures into every compiled module (worker grid, L1 size and
// unreserved base, DRAM channels, alignments); planning that module on those
// figures, rather than on a built-in's, is what makes its addresses valid on
// the device it was compiled for.
#include "strata/compiler/Dialect/TTNN/Analysis/OpModel.h"

#include "strata/support/error.hpp"

#include "llvm/ADT/StringExtras.h"

#include <limits>
#include <type_traits>

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;
using strata::device::ArchDesc;

namespace {

// The text of the first chip description: the `{...}` holding `arch = <`.
// Its values hold brackets and parentheses but never braces.
std::optional<StringRef> firstChipText(StringRef spec) {
  size_t arch = spec.find("arch = <");
  if (arch == StringRef::npos)
    return std::nullopt;
  size_t open = spec.rfind('{', arch);
  size_t close = spec.find('}', arch);
  if (open == StringRef::npos || close == StringRef::npos)
    return std::nullopt;
  return spec.slice(open + 1, close);
}

// The value text of field `name` (up to the next ", name =" or the end), or
// none. A field is matched whole: `l1_unreserved_base` does not match
// `erisc_l1_unreserved_base`.
std::optional<StringRef> fieldText(StringRef chip, StringRef name) {
  std::string key = (name + " = ").str();
  for (size_t at = chip.find(key); at != StringRef::npos; at = chip.find(key, at + 1)) {
    if (at > 0 && (llvm::isAlnum(chip[at - 1]) || chip[at - 1] == '_'))
      continue;
    StringRef rest = chip.drop_front(at + key.size());
    return rest.take_while([](char c) { return c != ','; }).trim();
  }
  return std::nullopt;
}

} // namespace

FailureOr<std::optional<ArchDesc>> mlir::tt::ttnn::archFromSystemDesc(Operation *scope) {
  Operation *holder = scope;
  ttcore::UnmodeledAttr desc;
  for (; holder; holder = holder->getParentOp())
    if ((desc = dyn_cast_or_null<ttcore::UnmodeledAttr>(holder->getAttr("ttcore.system_desc"))))
      break;
  if (!desc)
    return std::optional<ArchDesc>();
  std::optional<StringRef> chip = firstChipText(desc.getSpec());
  if (!chip)
    return holder->emitError()
           << "ttcore.system_desc states no chip description with `arch = <...>`; pass the "
              "arch option (a built-in name or a JSON arch file)";

  StringRef archName = fieldText(*chip, "arch").value_or("");
  archName = archName.trim("<> ");
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
  auto number = [&](StringRef field, auto &target) -> LogicalResult {
    std::optional<StringRef> text = fieldText(*chip, field);
    if (!text)
      return success(); // not stated: the built-in's figure
    uint64_t value = 0;
    using Target = std::remove_reference_t<decltype(target)>;
    if (text->getAsInteger(10, value) || value > std::numeric_limits<Target>::max())
      return holder->emitError() << "ttcore.system_desc field " << field << " = " << *text
                                 << " is not an unsigned integer that fits "
                                 << sizeof(Target) * 8 << " bits";
    target = static_cast<Target>(value);
    return success();
  };
  if (std::optional<StringRef> grid = fieldText(*chip, "grid")) {
    std::optional<DeviceGrid> parsed = parseDeviceGrid(*grid);
    if (!parsed)
      return holder->emitError() << "ttcore.system_desc field grid = " << *grid
                                 << " is not RxC with both in 1..1024";
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
