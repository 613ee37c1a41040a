//===- TTIRBase.td - the ttir dialect ----------------------*- tablegen -*-===//
//
// tt-mlir's TTIR: the frontend-facing tensor dialect its model graphs are
// exported in (test/ttmlir/models/). Strata reads it to lower it to ttnn
// (`--ttir-to-ttnn`). Op and attribute names and types follow tt-mlir's
// include/ttmlir/Dialect/TTIR/IR/TTIROps.td at 19c86fca.
//
//===----------------------------------------------------------------------===//
#ifndef STRATA_COMPILER_TTIRBASE_TD
#define STRATA_COMPILER_TTIRBASE_TD

include "mlir/IR/OpBase.td"

def TTIR_Dialect : Dialect {
  let name = "ttir";
  let summary = "tt-mlir's frontend tensor ops (the input of --ttir-to-ttnn)";
  let cppNamespace = "::mlir::tt::ttir";
  let dependentDialects = ["::mlir::tt::ttcore::TTCoreDialect"];
  // TTIR ops Strata does not declare (multi-device collectives, D2M helpers)
  // still parse; the lowering refuses them by name. TTIR types and attributes
  // stay opaque.
  let useDefaultAttributePrinterParser = 0;
  let useDefaultTypePrinterParser = 0;
  let extraClassDeclaration = [{
    ::mlir::Attribute parseAttribute(::mlir::DialectAsmParser &parser,
                                     ::mlir::Type type) const override;
    ::mlir::Type parseType(::mlir::DialectAsmParser &parser) const override;
    std::optional<ParseOpHook> getParseOperationHook(::llvm::StringRef opName) const override;
    ::llvm::unique_function<void(::mlir::Operation *, ::mlir::OpAsmPrinter &)>
    getOperationPrinter(::mlir::Operation *op) const override;
    void registerOps();
  }];
}

#endif
