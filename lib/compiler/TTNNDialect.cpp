// The ttnn dialect: registration, printing aliases, ops and the op verifier
// that keeps memory_config consistent with the result layout.
#include "strata/compiler/TTNN.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;

#include "strata/compiler/TTNNDialect.cpp.inc"
#include "strata/compiler/TTNNOpInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "strata/compiler/TTNNOps.cpp.inc"

namespace {
// Prints `#dram`, `#l1`, `#system_memory` and `#ttnn_layout<N>` aliases, as
// tt-mlir does, so printed IR reads the same.
struct TTNNOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (auto bufferType = dyn_cast<BufferTypeAttr>(attr)) {
      os << stringifyBufferType(bufferType.getValue());
      return AliasResult::FinalAlias;
    }
    if (isa<TTNNLayoutAttr>(attr)) {
      os << "ttnn_layout";
      return AliasResult::OverridableAlias;
    }
    return AliasResult::NoAlias;
  }
};
} // namespace

void TTNNDialect::initialize() {
  registerAttributes();
  registerTypes();
  registerOps();
  addInterfaces<TTNNOpAsmInterface>();
  // tt-mlir files hold many more ttnn ops than this dialect defines; they
  // parse in generic form and pass through untouched.
  allowUnknownOperations();
}

void TTNNDialect::registerOps() {
  addOperations<
#define GET_OP_LIST
#include "strata/compiler/TTNNOps.cpp.inc"
      >();
}

LogicalResult mlir::tt::ttnn::verifyMemoryConfigAgainstLayout(Operation *op) {
  auto iface = dyn_cast<MemoryConfigOpInterface>(op);
  if (!iface)
    return success();
  MemoryConfigAttr config = iface.getMemoryConfigOrNull();
  if (!config || op->getNumResults() == 0)
    return success();
  auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  auto layout = type ? dyn_cast_or_null<TTNNLayoutAttr>(type.getEncoding()) : nullptr;
  if (!layout)
    return success();

  auto mismatch = [&](StringRef what) {
    return op->emitOpError() << "memory_config " << config << " disagrees with the result layout "
                             << layout << " on " << what << ": ";
  };
  BufferType configBuffer = config.getBufferType().getValue();
  if (configBuffer != layout.getBufferType())
    return mismatch("buffer type") << stringifyBufferType(configBuffer) << " vs "
                                   << stringifyBufferType(layout.getBufferType());
  std::optional<TensorMemoryLayout> configLayout;
  if (config.getTensorMemoryLayout())
    configLayout = config.getTensorMemoryLayout().getValue();
  if (configLayout != layout.getMemLayoutOpt()) {
    auto name = [](std::optional<TensorMemoryLayout> ml) -> StringRef {
      return ml ? stringifyTensorMemoryLayout(*ml) : StringRef("none");
    };
    return mismatch("memory layout")
           << name(configLayout) << " vs " << name(layout.getMemLayoutOpt());
  }
  if (ShardSpecAttr spec = config.getShardSpec()) {
    SmallVector<int64_t> expected = layout.getScalarShardShape();
    if (spec.getShape().getShape() != ArrayRef<int64_t>(expected)) {
      auto diag = mismatch("shard shape");
      llvm::interleave(spec.getShape().getShape(), diag, "x");
      diag << " vs ";
      llvm::interleave(expected, diag, "x");
      return diag;
    }
  }
  return success();
}
