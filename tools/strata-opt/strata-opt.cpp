// strata-opt: mlir-opt with the ttcore and ttnn dialects, func, the Strata
// passes (ttnn-create-memory-config, ttnn-verify-layouts) and pipelines.
#include "strata/compiler/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "mlir/Transforms/Passes.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  strata::compiler::registerStrataDialects(registry);
  mlir::tt::ttnn::registerStrataPasses();
  mlir::registerCanonicalizerPass();
  mlir::registerCSEPass();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "Strata MLIR driver (ttcore + ttnn)\n", registry));
}
