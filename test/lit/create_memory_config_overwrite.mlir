// Existing configs: one that agrees is kept, one that disagrees is an error
// (naming both) unless overwrite=true replaces it; an agreeing config that
// lacks the shard spec is completed. A stale buffer type parses (it is the
// pass's or the strict verifier's business) and overwrite=true repairs it.
// RUN: strata-opt %s --split-input-file --ttnn-create-memory-config -verify-diagnostics
// RUN: strata-opt %s --split-input-file --ttnn-create-memory-config=overwrite=true | FileCheck %s --check-prefix=OVERWRITE
// RUN: strata-opt %s --split-input-file --ttnn-memory-pipeline="plan-l1=false overwrite=true" | FileCheck %s --check-prefix=OVERWRITE

#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
// OVERWRITE-LABEL: func.func @agrees
func.func @agrees(%a: tensor<256x128xbf16, #lay>) -> tensor<256x128xbf16, #lay> {
  // An omitted shard mode reads as physical: the config agrees and is kept as written.
  // OVERWRITE: "ttnn.relu"(%{{.*}}) <{memory_config = #ttnn.memory_config<#{{.*}}, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>>>}>
  %0 = "ttnn.relu"(%a) <{memory_config = #ttnn.memory_config<#l1, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0, 0), (7, 0)>]>, <32x128>, <row_major>>>}> : (tensor<256x128xbf16, #lay>) -> tensor<256x128xbf16, #lay>
  return %0 : tensor<256x128xbf16, #lay>
}

// -----
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
// OVERWRITE-LABEL: func.func @completes
func.func @completes(%a: tensor<256x128xbf16, #lay>) -> tensor<256x128xbf16, #lay> {
  // OVERWRITE: "ttnn.to_memory_config"(%{{.*}}) <{memory_config = #ttnn.memory_config<#{{.*}}, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>}>
  %0 = "ttnn.to_memory_config"(%a) <{memory_config = #ttnn.memory_config<#l1, <height_sharded>>}> : (tensor<256x128xbf16, #lay>) -> tensor<256x128xbf16, #lay>
  return %0 : tensor<256x128xbf16, #lay>
}

// -----
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
// OVERWRITE-LABEL: func.func @disagrees
func.func @disagrees(%a: tensor<256x128xbf16, #lay>) -> tensor<256x128xbf16, #lay> {
  // Same shape, other cores: the verifier accepts it, the pass does not.
  // expected-error @+2 {{'ttnn.exp' op memory_config #ttnn.memory_config<#ttnn.buffer_type<l1>, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,7)>]>, <32x128>, <row_major>, <physical>>> disagrees with the one its result layout implies, #ttnn.memory_config<#ttnn.buffer_type<l1>, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>; fix the layout or the config, or let --ttnn-create-memory-config=overwrite=true rewrite it}}
  // OVERWRITE: "ttnn.exp"(%{{.*}}) <{memory_config = #ttnn.memory_config<#{{.*}}, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>}>
  %0 = "ttnn.exp"(%a) <{memory_config = #ttnn.memory_config<#l1, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,7)>]>, <32x128>, <row_major>, <physical>>>}> : (tensor<256x128xbf16, #lay>) -> tensor<256x128xbf16, #lay>
  return %0 : tensor<256x128xbf16, #lay>
}

// -----
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
// OVERWRITE-LABEL: func.func @orientation
func.func @orientation(%a: tensor<256x128xbf16, #lay>) -> tensor<256x128xbf16, #lay> {
  // expected-error @+2 {{disagrees with the one its result layout implies}}
  // OVERWRITE: "ttnn.log"(%{{.*}}) <{memory_config = #ttnn.memory_config<#{{.*}}, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>}>
  %0 = "ttnn.log"(%a) <{memory_config = #ttnn.memory_config<#l1, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <col_major>, <physical>>>}> : (tensor<256x128xbf16, #lay>) -> tensor<256x128xbf16, #lay>
  return %0 : tensor<256x128xbf16, #lay>
}

// -----
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// OVERWRITE-LABEL: func.func @stale_buffer_type
func.func @stale_buffer_type(%a: tensor<32x32xbf16, #lay>) -> tensor<32x32xbf16, #lay> {
  // expected-error @+1 {{'ttnn.abs' op memory_config #ttnn.memory_config<#ttnn.buffer_type<l1>, <interleaved>> disagrees with the one its result layout implies, #ttnn.memory_config<#ttnn.buffer_type<dram>, <interleaved>>; fix the layout or the config, or let --ttnn-create-memory-config=overwrite=true rewrite it}}
  %0 = "ttnn.abs"(%a) <{memory_config = #ttnn.memory_config<#l1, <interleaved>>}> : (tensor<32x32xbf16, #lay>) -> tensor<32x32xbf16, #lay>
  // OVERWRITE: "ttnn.abs"(%{{.*}}) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}>
  return %0 : tensor<32x32xbf16, #lay>
}
