// Layouts tt-mlir's own verifier accepts (lib/Dialect/TTNN/IR/TTNNOpsAttrs.cpp
// at 19c86fca) parse, print back and go through --ttnn-create-memory-config,
// although several break the stricter rules of the opt-in
// --ttnn-verify-layouts: L1 interleaved on a 8x8 grid, L1 height sharding on
// a 2x2 grid with core_ranges, DRAM height / width sharding on bank ids,
// interleaved memrefs that are not the tensor's, a 2-d identity map on a
// rank-1 tensor, a 3-result map, a rank-1 host memref.
// RUN: strata-opt %s --split-input-file | strata-opt --split-input-file | FileCheck %s --check-prefix=PRINT
// RUN: strata-opt %s --split-input-file --ttnn-create-memory-config | FileCheck %s --check-prefix=CONFIG
// RUN: not strata-opt %s --split-input-file --ttnn-verify-layouts -mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=STRICT

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#l1i = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
#hs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x2>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (3,0)>]>>
#dhs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <4x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (3,0)>]>>
#dws = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <width_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (7,0)>]>>
func.func @sharded(%a: tensor<64x64xf32, #l1i>) -> tensor<128x32xf32, #hs> {
  %0 = "ttnn.to_memory_config"(%a) : (tensor<64x64xf32, #l1i>) -> tensor<128x32xf32, #hs>
  %1 = "ttnn.to_memory_config"(%0) : (tensor<128x32xf32, #hs>) -> tensor<128x32xf32, #dhs>
  %2 = "ttnn.to_memory_config"(%1) : (tensor<128x32xf32, #dhs>) -> tensor<32x256xf32, #dws>
  return %0 : tensor<128x32xf32, #hs>
}
// PRINT-LABEL: func.func @sharded
// CONFIG-LABEL: func.func @sharded
// CONFIG: "ttnn.to_memory_config"{{.*}}memory_config = #ttnn.memory_config<#l1_, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,0)>]>, <32x32>, <row_major>, <physical>>>
// CONFIG: "ttnn.to_memory_config"{{.*}}memory_config = #ttnn.memory_config<#dram, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,0)>]>, <32x32>, <row_major>, <physical>>>
// CONFIG: "ttnn.to_memory_config"{{.*}}memory_config = #ttnn.memory_config<#dram, <width_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x32>, <row_major>, <physical>>>
// STRICT: error: 'ttnn.to_memory_config' op layout shard shape 1x1 does not match tensor 128x32

// -----
// tt-mlir's layout_encoding.mlir chunk 2 (which tt-mlir since 0ca2e3d, May 2026,
// rejects): a sharded DRAM layout without core_ranges is read as a virtual
// grid, as tt-mlir did before (docs/compiler.md, "Layout rules"). The result
// type is 32x32 here (tt-mlir's chunk returns it as 32x96, which no reader accepts).
#dram = #ttnn.buffer_type<dram>
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<32x4xf32, #dram>, <width_sharded>>
#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <width_sharded>>
module {
  func.func @forward(%arg0: tensor<32x32xf32, #ttnn_layout>) -> tensor<32x32xf32, #ttnn_layout1> {
    %1 = "ttnn.to_layout"(%arg0)   : (tensor<32x32xf32, #ttnn_layout>) -> tensor<32x32xf32, #ttnn_layout1>
    return %1 : tensor<32x32xf32, #ttnn_layout1>
  }
}
// PRINT: #ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<32x4xf32, #dram>, <width_sharded>>
// PRINT-LABEL: func.func @forward
// CONFIG-LABEL: func.func @forward
// CONFIG: "ttnn.to_layout"

// -----
// tt-mlir's golden-module forms: a DRAM memref of 4x4 tiles on a 32x32 tensor,
// the 2-d identity on a rank-1 bias, a 3-result map, a rank-1 host memref.
#dram = #ttnn.buffer_type<dram>
#system_memory = #ttnn.buffer_type<system_memory>
#stale = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#three = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1, d2, d3), <1x1>, memref<32x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#host = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<32xf32, #system_memory>>
func.func @golden(%a: tensor<32x32xf32, #stale>, %bias: tensor<32xf32, #stale>, %x: tensor<1x1x128x64xbf16, #three>, %h: tensor<32xf32, #host>) -> tensor<32x32xf32, #stale> {
  %0 = "ttnn.add"(%a, %bias) : (tensor<32x32xf32, #stale>, tensor<32xf32, #stale>) -> tensor<32x32xf32, #stale>
  %1 = "ttnn.relu"(%x) : (tensor<1x1x128x64xbf16, #three>) -> tensor<1x1x128x64xbf16, #three>
  return %0 : tensor<32x32xf32, #stale>
}
// PRINT-LABEL: func.func @golden
// CONFIG-LABEL: func.func @golden
// CONFIG: "ttnn.add"{{.*}}memory_config = #ttnn.memory_config<#dram, <interleaved>>
// CONFIG: "ttnn.relu"{{.*}}memory_config = #ttnn.memory_config<#dram, <interleaved>>
// STRICT: error: 'ttnn.add' op layout shard shape 4x4 does not match tensor 32x32
// STRICT: error: 'ttnn.relu' op layout linear map must collapse the tensor to 2 dims
