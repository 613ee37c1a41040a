// `--ttnn-create-memory-config`: derives each op's memory_config from its
// result's layout encoding, so the layout stays the single source of truth.
#include "strata/compiler/Dialect/TTNN/Analysis/OpModel.h"
#include "strata/compiler/Passes.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir::tt::ttnn {
#define GEN_PASS_DEF_CREATEMEMORYCONFIGPASS
#include "strata/compiler/Passes.h.inc"
} // namespace mlir::tt::ttnn

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;

namespace {

// Ops whose host (system memory) result gets an explicit
// `#ttnn.memory_config<#system_memory>`, as tt-mlir writes them.
bool takesSystemMemoryConfig(Operation *op) { return isa<ToLayoutOp, FromDeviceOp>(op); }

// A stated config that matches the derived one except for missing detail
// (no shard spec yet) is completed rather than reported.
bool isLessSpecific(MemoryConfigAttr stated, MemoryConfigAttr derived) {
  return stated.getBufferType() == derived.getBufferType() &&
         stated.getTensorMemoryLayout() == derived.getTensorMemoryLayout() &&
         !stated.getShardSpec() && derived.getShardSpec();
}

struct CreateMemoryConfigPass
    : public mlir::tt::ttnn::impl::CreateMemoryConfigPassBase<CreateMemoryConfigPass> {
  using CreateMemoryConfigPassBase::CreateMemoryConfigPassBase;

  LogicalResult initialize(MLIRContext *context) override {
    if (deviceGrid.empty())
      return success();
    optionGrid = parseDeviceGrid(deviceGrid);
    if (!optionGrid)
      return emitError(UnknownLoc::get(context))
             << "ttnn-create-memory-config: device-grid '" << deviceGrid
             << "' is not RxC with both in 1..1024 (e.g. device-grid=8x8)";
    return success();
  }

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    MemoryConfigAttr systemConfig = createSystemMemoryConfig(context);
    // The device's worker grid: the module's system description states it; without
    // one it is the arch's (the option, else the default), resolved through the
    // compiler's one door.
    std::optional<DeviceGrid> described = findSystemDescDeviceGrid(getOperation());
    DeviceGrid archGrid;
    if (described) {
      archGrid = *described;
    } else {
      FailureOr<strata::device::ArchDesc> resolved = resolveArch(
          getOperation(), ArchSource{nullptr, arch.empty() ? kDefaultArch : StringRef(arch), {}});
      if (failed(resolved))
        return signalPassFailure();
      archGrid = deviceGridOf(*resolved);
    }
    // device-grid may only repeat a system description's grid, and, when the arch is
    // named, name a part of its grid (a harvested chip's); without either it states
    // the grid alone (strata run passes a JSON arch's grid so).
    if (optionGrid && described && *optionGrid != *described) {
      getOperation()->emitOpError()
          << "device-grid=" << optionGrid->rows << "x" << optionGrid->cols << " contradicts the "
          << described->rows << "x" << described->cols
          << " worker grid of the module's ttcore.system_desc; drop the option or fix the "
             "description";
      return signalPassFailure();
    }
    if (optionGrid && !described && !arch.empty() &&
        (optionGrid->rows > archGrid.rows || optionGrid->cols > archGrid.cols)) {
      getOperation()->emitOpError()
          << "device-grid=" << optionGrid->rows << "x" << optionGrid->cols << " is larger than the "
          << archGrid.rows << "x" << archGrid.cols << " worker grid of " << arch
          << "; name a grid within it, or the arch that has this one (arch=...)";
      return signalPassFailure();
    }
    const DeviceGrid device = optionGrid ? *optionGrid : archGrid;
    // Layouts are uniqued and a model uses few distinct ones: derive once each.
    DenseMap<Attribute, MemoryConfigAttr> derivedByLayout;
    bool anyError = false;

    getOperation()->walk([&](MemoryConfigOpInterface iface) {
      Operation *op = iface.getOperation();
      if (op->getNumResults() == 0)
        return;
      auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
      auto layout = type ? dyn_cast_or_null<TTNNLayoutAttr>(type.getEncoding()) : nullptr;
      if (!layout)
        return;

      MemoryConfigAttr derived;
      if (layout.getBufferType() == BufferType::SystemMemory) {
        if (!takesSystemMemoryConfig(op))
          return; // never invent a config for host results elsewhere
        derived = systemConfig;
      } else {
        auto [it, inserted] = derivedByLayout.try_emplace(layout);
        if (inserted)
          it->second = deriveMemoryConfig(layout, device);
        derived = it->second;
        if (!derived) {
          // Cores outside the device grid: derive again to report it here.
          (void)deriveMemoryConfig(layout, device, [&] { return op->emitOpError(); });
          anyError = true;
          return;
        }
      }

      MemoryConfigAttr stated = iface.getMemoryConfigOrNull();
      if (stated == derived || (stated && memoryConfigsEquivalent(stated, derived)))
        return;
      // The layout leaves the shard spec open: any stated one is a choice the
      // layout cannot contradict, so a config agreeing on the rest is kept.
      if (stated && !overwrite && layout.ignoresPhysicalLayout() &&
          stated.getBufferType() == derived.getBufferType() &&
          stated.getTensorMemoryLayout() == derived.getTensorMemoryLayout())
        return;
      if (!stated || overwrite || isLessSpecific(stated, derived)) {
        iface.replaceMemoryConfig(derived);
        return;
      }
      op->emitOpError() << "memory_config " << stated
                        << " disagrees with the one its result layout implies, " << derived
                        << "; fix the layout or the config, or let --ttnn-create-memory-config=overwrite=true rewrite it";
      anyError = true;
    });
    if (anyError)
      signalPassFailure();
  }

  std::optional<DeviceGrid> optionGrid;
};

} // namespace
