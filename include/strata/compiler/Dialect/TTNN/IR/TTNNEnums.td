//===- TTNNEnums.td - ttnn enumerations --------------------*- tablegen -*-===//
#ifndef STRATA_COMPILER_TTNNENUMS_TD
#define STRATA_COMPILER_TTNNENUMS_TD

include "mlir/IR/EnumAttr.td"

def TTNN_Layout : I32EnumAttr<"Layout", "TTNN page layout", [
    I32EnumAttrCase<"RowMajor", 0, "row_major">,
    I32EnumAttrCase<"Tile", 1, "tile">,
    I32EnumAttrCase<"Invalid", 2, "invalid">]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::tt::ttnn";
}

def TTNN_TensorMemoryLayout : I32EnumAttr<"TensorMemoryLayout", "TTNN tensor memory layout", [
    I32EnumAttrCase<"Interleaved", 0, "interleaved">,
    I32EnumAttrCase<"HeightSharded", 2, "height_sharded">,
    I32EnumAttrCase<"WidthSharded", 3, "width_sharded">,
    I32EnumAttrCase<"BlockSharded", 4, "block_sharded">]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::tt::ttnn";
}

def TTNN_BufferType : I32EnumAttr<"BufferType", "TTNN buffer type", [
    I32EnumAttrCase<"DRAM", 0, "dram">,
    I32EnumAttrCase<"L1", 1, "l1">,
    I32EnumAttrCase<"SystemMemory", 2, "system_memory">,
    I32EnumAttrCase<"L1Small", 3, "l1_small">,
    I32EnumAttrCase<"Trace", 4, "trace">]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::tt::ttnn";
}

def TTNN_ShardOrientation : I32EnumAttr<"ShardOrientation", "TTNN shard orientation", [
    I32EnumAttrCase<"RowMajor", 0, "row_major">,
    I32EnumAttrCase<"ColMajor", 1, "col_major">]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::tt::ttnn";
}

def TTNN_ShardMode : I32EnumAttr<"ShardMode", "TTNN shard mode", [
    I32EnumAttrCase<"Physical", 0, "physical">,
    I32EnumAttrCase<"Logical", 1, "logical">]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::tt::ttnn";
}

#endif
