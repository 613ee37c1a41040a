//===- TTNNBase.td - the ttnn dialect ----------------------*- tablegen -*-===//
#ifndef STRATA_COMPILER_TTNNBASE_TD
#define STRATA_COMPILER_TTNNBASE_TD

include "mlir/IR/OpBase.td"

def TTNN_Dialect : Dialect {
  let name = "ttnn";
  let summary = "TTNN-level ops and tensor layouts (tt-mlir compatible syntax)";
  let cppNamespace = "::mlir::tt::ttnn";
  let dependentDialects = ["::mlir::tt::ttcore::TTCoreDialect"];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
    void registerAttributes();
    void registerTypes();
    void registerOps();
  }];
}

#endif
