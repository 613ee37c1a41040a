// Where a sharded layout's shards live: the device worker grid (pass option
// or ttcore.system_desc) and the virtual -> physical core derivation.
#include "strata/compiler/TTNN.h"

#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;

std::optional<DeviceGrid> mlir::tt::ttnn::parseDeviceGrid(StringRef text) {
  auto [rowsText, colsText] = text.trim().split('x');
  int64_t rows = 0, cols = 0;
  if (rowsText.trim().getAsInteger(10, rows) || colsText.trim().getAsInteger(10, cols) ||
      rows < 1 || cols < 1 || rows > 1024 || cols > 1024)
    return std::nullopt;
  return DeviceGrid{rows, cols};
}

std::optional<DeviceGrid> mlir::tt::ttnn::findSystemDescDeviceGrid(Operation *op) {
  for (; op; op = op->getParentOp()) {
    // The system description is kept verbatim (UnmodeledAttr): read the first
    // chip description's `grid = RxC` from its text.
    auto desc = dyn_cast_or_null<ttcore::UnmodeledAttr>(op->getAttr("ttcore.system_desc"));
    if (!desc)
      continue;
    StringRef spec = desc.getSpec();
    // The field named exactly `grid` (not e.g. `worker_grid`).
    size_t at = spec.find("grid = ");
    while (at != StringRef::npos && at > 0 &&
           (llvm::isAlnum(spec[at - 1]) || spec[at - 1] == '_'))
      at = spec.find("grid = ", at + 1);
    if (at == StringRef::npos)
      return std::nullopt;
    StringRef rest = spec.drop_front(at + 7);
    StringRef gridText = rest.take_while([](char c) { return llvm::isDigit(c) || c == 'x'; });
    return parseDeviceGrid(gridText);
  }
  return std::nullopt;
}

FailureOr<SmallVector<std::pair<int64_t, int64_t>>>
mlir::tt::ttnn::derivePhysicalCores(TTNNLayoutAttr layout, DeviceGrid device,
                                    function_ref<InFlightDiagnostic()> emitError) {
  ttcore::GridAttr grid = layout.getGrid();
  ArrayRef<int64_t> shape = grid.getShape();
  SmallVector<std::pair<int64_t, int64_t>> cores;
  if (grid.getMapping()) {
    FailureOr<SmallVector<std::pair<int64_t, int64_t>>> mapped = grid.getPhysicalCores();
    if (failed(mapped)) {
      if (emitError)
        emitError() << "layout " << layout << " has a grid map that gives no valid cores";
      return failure();
    }
    cores = std::move(*mapped);
  } else {
    std::optional<TensorMemoryLayout> memLayout = layout.getMemLayoutOpt();
    bool linearFill = memLayout == TensorMemoryLayout::HeightSharded ||
                      memLayout == TensorMemoryLayout::WidthSharded;
    cores.reserve(grid.getGridVolume());
    for (int64_t row = 0; row < shape[0]; ++row)
      for (int64_t col = 0; col < shape[1]; ++col) {
        if (linearFill) {
          // Nx1 or 1xN: the virtual index is whichever dim is not 1.
          int64_t index = row * shape[1] + col;
          cores.emplace_back(index % device.cols, index / device.cols);
        } else {
          cores.emplace_back(col, row);
        }
      }
  }
  for (auto [x, y] : cores)
    if (x >= device.cols || y >= device.rows) {
      if (emitError)
        emitError() << "layout " << layout << " needs core (" << x << "," << y
                    << ") outside the " << device.rows << "x" << device.cols
                    << " device worker grid; use a smaller grid or set the device grid "
                    << "(device-grid=RxC or a ttcore.system_desc)";
      return failure();
    }
  return cores;
}
