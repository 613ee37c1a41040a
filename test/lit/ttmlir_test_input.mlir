// An excerpt of a tt-mlir test input (nlp_concat_heads_decode): height/width
// sharded layouts without a virtual->physical map, the 2-d identity linear map
// on 4-d tensors, an op this dialect does not know. It parses, round-trips, and
// the pass derives configs from its layouts: a height-sharded grid without a
// map is virtual and fills the 8x8 device worker grid row-major (tt-mlir's
// convention), so the hand-written configs ((0,0)..(7,0) for 8x1; plus
// (0,1)..(3,1) for 12x1) agree and are kept as written.
// RUN: strata-opt %s | strata-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: strata-opt %s --ttnn-create-memory-config | FileCheck %s
// RUN: strata-opt %s --ttnn-create-memory-config=overwrite=true | FileCheck %s
// On a 4-wide device the same virtual grids land elsewhere: reported.
// RUN: not strata-opt %s --ttnn-create-memory-config=device-grid=8x4 2>&1 | FileCheck %s --check-prefix=DISAGREE

// ROUNDTRIP: #ttnn_layout{{[0-9]*}} = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 32 + d2, d3), <8x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1_>, <height_sharded>>
// ROUNDTRIP: "ttnn.nlp_concat_heads_decode"(%{{.*}}) <{num_heads = 8 : ui32}>
// CHECK-LABEL: func.func @nlp_concat_heads_decode_8_heads
// CHECK: "ttnn.to_memory_config"(%arg0) <{memory_config = #ttnn.memory_config<#l1_, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>}>
// CHECK-LABEL: func.func @nlp_concat_heads_decode_12_heads
// CHECK: "ttnn.to_memory_config"(%arg0) <{memory_config = #ttnn.memory_config<#l1_, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>, #ttnn.core_range<(0,1), (3,1)>]>, <32x64>, <row_major>, <physical>>>}>
// DISAGREE: error: 'ttnn.to_memory_config' op memory_config {{.*}}#ttnn.core_range<(0,0), (7,0)>]>{{.*}} disagrees with the one its result layout implies, {{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,1)>]>, <32x128>
// DISAGREE: error: 'ttnn.to_memory_config' op memory_config {{.*}}#ttnn.core_range<(0,0), (7,0)>, #ttnn.core_range<(0,1), (3,1)>]>{{.*}} disagrees with the one its result layout implies, {{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,2)>]>, <32x64>
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout3 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<12x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout_8heads_in = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 32 + d2, d3), <8x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
#ttnn_layout_8heads_out = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 256 + d2, d3), <1x8>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
#ttnn_layout_12heads_in = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 384 + d1 * 32 + d2, d3), <12x1>, memref<1x2x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
#ttnn_layout_12heads_out = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 288 + d1 * 288 + d2, d3), <1x12>, memref<1x2x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
module {
  func.func @nlp_concat_heads_decode_8_heads(%arg0: tensor<1x8x32x128xbf16, #ttnn_layout>) -> tensor<1x1x32x1024xbf16, #ttnn_layout_8heads_out> {
    %input = "ttnn.to_memory_config"(%arg0) <{memory_config = #ttnn.memory_config<#l1, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>}> : (tensor<1x8x32x128xbf16, #ttnn_layout>) -> tensor<1x8x32x128xbf16, #ttnn_layout_8heads_in>
    %0 = "ttnn.nlp_concat_heads_decode"(%input) <{num_heads = 8 : ui32}> : (tensor<1x8x32x128xbf16, #ttnn_layout_8heads_in>) -> tensor<1x1x32x1024xbf16, #ttnn_layout_8heads_out>
    return %0 : tensor<1x1x32x1024xbf16, #ttnn_layout_8heads_out>
  }
  func.func @nlp_concat_heads_decode_12_heads(%arg0: tensor<1x12x32x64xbf16, #ttnn_layout3>) -> tensor<1x1x32x768xbf16, #ttnn_layout_12heads_out> {
    %input = "ttnn.to_memory_config"(%arg0) <{memory_config = #ttnn.memory_config<#l1, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>, #ttnn.core_range<(0,1), (3,1)>]>, <32x64>, <row_major>, <physical>>>}> : (tensor<1x12x32x64xbf16, #ttnn_layout3>) -> tensor<1x12x32x64xbf16, #ttnn_layout_12heads_in>
    %0 = "ttnn.nlp_concat_heads_decode"(%input) <{num_heads = 12 : ui32}> : (tensor<1x12x32x64xbf16, #ttnn_layout_12heads_in>) -> tensor<1x1x32x768xbf16, #ttnn_layout_12heads_out>
    return %0 : tensor<1x1x32x768xbf16, #ttnn_layout_12heads_out>
  }
}
