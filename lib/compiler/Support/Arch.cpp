// The compiler's one door for the arch (see Arch.h).
#include "strata/compiler/Support/Arch.h"

#include "strata/support/error.hpp"

#include "llvm/ADT/STLExtras.h"

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

