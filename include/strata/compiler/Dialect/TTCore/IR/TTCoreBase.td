//===- TTCoreBase.td - the ttcore dialect ------------------*- tablegen -*-===//
//
// ttcore holds what both TTNN-level and lower-level IR share: data types,
// tiles and core grids. Textual forms follow tt-mlir's 2025 IR.
//
//===----------------------------------------------------------------------===//
#ifndef STRATA_COMPILER_TTCOREBASE_TD
#define STRATA_COMPILER_TTCOREBASE_TD

include "mlir/IR/OpBase.td"

def TTCore_Dialect : Dialect {
  let name = "ttcore";
  let summary = "Shared Tenstorrent types: data types, tiles, core grids";
  let cppNamespace = "::mlir::tt::ttcore";
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
  }];
}

#endif
