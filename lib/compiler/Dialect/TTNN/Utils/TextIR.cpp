// TensorDesc -> TTNN tensor type text: toTensorType's type, printed.
#include "strata/compiler/Dialect/TTNN/Utils/TextIR.h"

#include "strata/compiler/Dialect/TTNN/Utils/TensorTypeConversion.h"
#include "strata/compiler/Passes.h"
#include "strata/support/error.hpp"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>

namespace strata::compiler {

namespace {

// One context for every call: types are uniqued in it, and a text user has none.
mlir::MLIRContext &textContext() {
  static mlir::MLIRContext *context = [] {
    mlir::DialectRegistry registry;
    registerStrataDialects(registry);
    auto *made = new mlir::MLIRContext(registry);  // lives as long as the process
    made->loadAllAvailableDialects();
    return made;
  }();
  return *context;
}

}  // namespace

std::string tensorTypeText(const ops::TensorDesc &desc, const device::ArchDesc &arch) {
  static std::mutex mutex;
  std::lock_guard<std::mutex> lock(mutex);
  std::string error;
  mlir::FailureOr<mlir::RankedTensorType> type =
      mlir::tt::ttnn::toTensorType(&textContext(), desc, arch, error);
  if (mlir::failed(type))
    throw Error(ErrorKind::InvalidArgument, error);
  std::string text;
  llvm::raw_string_ostream os(text);
  type->print(os);
  return text;
}

} // namespace strata::compiler
