// The ttnn dialect: registration, printing aliases, ops and the op verifier
// that keeps memory_config consistent with the result layout.
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"
#include "strata/compiler/Support/StrictProperties.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;

#include "strata/compiler/Dialect/TTNN/IR/TTNNDialect.cpp.inc"
#include "strata/compiler/Dialect/TTNN/IR/TTNNOpInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "strata/compiler/Dialect/TTNN/IR/TTNNOps.cpp.inc"

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
  strata::compiler::addStrictOperations<
#define GET_OP_LIST
#include "strata/compiler/Dialect/TTNN/IR/TTNNOps.cpp.inc"
      >(*this);
}
