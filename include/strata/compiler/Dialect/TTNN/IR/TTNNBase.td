//===- TTNNBase.td - the ttnn dialect ----------------------*- tablegen -*-===//
#ifndef STRATA_COMPILER_TTNNBASE_TD
#define STRATA_COMPILER_TTNNBASE_TD

include "mlir/IR/OpBase.td"

def TTNN_Dialect : Dialect {
  let name = "ttnn";
  let summary = "TTNN-level ops and tensor layouts (tt-mlir compatible syntax)";
  let cppNamespace = "::mlir::tt::ttnn";
  let dependentDialects = ["::mlir::tt::ttcore::TTCoreDialect"];
  // Custom attribute parser: tt-mlir attributes this project does not model
  // are kept verbatim (see UnmodeledAttr).
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 1;
  let extraClassDeclaration = [{
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    void printAttribute(::mlir::Attribute attr,
                        ::mlir::DialectAsmPrinter &printer) const override;
    void registerAttributes();
    void registerTypes();
    void registerOps();
  }];
}

#endif
