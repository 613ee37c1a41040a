//===- TTCoreEnums.td - ttcore enumerations ----------------*- tablegen -*-===//
#ifndef STRATA_COMPILER_TTCOREENUMS_TD
#define STRATA_COMPILER_TTCOREENUMS_TD

include "mlir/IR/EnumAttr.td"

// Case values and spellings match tt-mlir so serialized IR is interchangeable.
def TTCore_DataType : I32EnumAttr<"DataType", "Tenstorrent data type", [
    I32EnumAttrCase<"Float32", 0, "f32">,
    I32EnumAttrCase<"Float16", 1, "f16">,
    I32EnumAttrCase<"BFloat16", 2, "bf16">,
    I32EnumAttrCase<"BFP_Float8", 3, "bfp_f8">,
    I32EnumAttrCase<"BFP_BFloat8", 4, "bfp_bf8">,
    I32EnumAttrCase<"BFP_Float4", 5, "bfp_f4">,
    I32EnumAttrCase<"BFP_BFloat4", 6, "bfp_bf4">,
    I32EnumAttrCase<"BFP_Float2", 7, "bfp_f2">,
    I32EnumAttrCase<"BFP_BFloat2", 8, "bfp_bf2">,
    I32EnumAttrCase<"UInt32", 9, "u32">,
    I32EnumAttrCase<"UInt16", 10, "u16">,
    I32EnumAttrCase<"UInt8", 11, "u8">,
    I32EnumAttrCase<"Int32", 12, "si32">,
    // tt-mlir's booleans (TTCoreOpsEnums.td, Bool = 13): one byte per element in a
    // tile; the device computes on them as bf16 (tt-mlir's toTTMLIRSupportedDataType).
    I32EnumAttrCase<"Bool", 13, "i1">]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::tt::ttcore";
}

#endif
