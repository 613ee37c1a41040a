// A memory_config that disagrees with the result layout is an error of the
// strict verifier (--ttnn-verify-layouts) naming both values, one per field;
// configs that agree verify. Invalid configs are rejected while parsing.
// RUN: strata-opt %s --split-input-file --ttnn-verify-layouts -verify-diagnostics

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @agree(%a: tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay> {
  %0 = "ttnn.relu"(%a) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}> : (tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay>
  return %0 : tensor<64x128xbf16, #lay>
}

// -----
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @buffer_type(%a: tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay> {
  // expected-error @+1 {{'ttnn.relu' op memory_config #ttnn.memory_config<#ttnn.buffer_type<l1>, <interleaved>> disagrees with the result layout #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>> on buffer type: l1 vs dram}}
  %0 = "ttnn.relu"(%a) <{memory_config = #ttnn.memory_config<#l1, <interleaved>>}> : (tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay>
  return %0 : tensor<64x128xbf16, #lay>
}

// -----
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x4>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
func.func @memory_layout(%a: tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay> {
  // expected-error @+1 {{'ttnn.add' op memory_config #ttnn.memory_config<#ttnn.buffer_type<l1>, <interleaved>> disagrees with the result layout #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x4>, memref<1x1x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <block_sharded>> on memory layout: interleaved vs block_sharded}}
  %0 = "ttnn.add"(%a, %a) <{memory_config = #ttnn.memory_config<#l1, <interleaved>>}> : (tensor<64x128xbf16, #lay>, tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay>
  return %0 : tensor<64x128xbf16, #lay>
}

// -----
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x4>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
func.func @shard_shape(%a: tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay> {
  // expected-error @+1 {{on shard shape: 32x64 vs 32x32}}
  %0 = "ttnn.matmul"(%a, %a) <{memory_config = #ttnn.memory_config<#l1, <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,1)>]>, <32x64>, <row_major>, <physical>>>}> : (tensor<64x128xbf16, #lay>, tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay>
  return %0 : tensor<64x128xbf16, #lay>
}

// -----
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#host = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x128xbf16, #system_memory>>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x4>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
func.func @host_result(%a: tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #host> {
  // Every disagreement is reported, not only the first.
  // expected-error @+2 {{on buffer type: l1 vs system_memory}}
  // expected-error @+1 {{on memory layout: block_sharded vs none}}
  %0 = "ttnn.from_device"(%a) <{memory_config = #ttnn.memory_config<#l1, <block_sharded>>}> : (tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #host>
  return %0 : tensor<64x128xbf16, #host>
}

// -----
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x4>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
func.func @to_memory_config(%a: tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay> {
  // expected-error @+1 {{on memory layout: width_sharded vs block_sharded}}
  %0 = "ttnn.to_memory_config"(%a) <{memory_config = #ttnn.memory_config<#l1, <width_sharded>>}> : (tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay>
  return %0 : tensor<64x128xbf16, #lay>
}

// -----
#dram = #ttnn.buffer_type<dram>
// expected-error @+1 {{DRAM is never block sharded; use <interleaved>, <height_sharded> or <width_sharded>, or L1 for block sharding}}
#cfg = #ttnn.memory_config<#dram, <block_sharded>>

// -----
#system_memory = #ttnn.buffer_type<system_memory>
// expected-error @+1 {{system memory has no memory layout or shard spec; write #ttnn.memory_config<#system_memory>}}
#cfg = #ttnn.memory_config<#system_memory, <interleaved>>

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+1 {{a shard spec needs a sharded memory layout (height_sharded, width_sharded or block_sharded)}}
#cfg = #ttnn.memory_config<#l1, <interleaved>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>

// -----
// expected-error @+1 {{core ranges #ttnn.core_range<(0,0), (3,3)> and #ttnn.core_range<(2,2), (5,5)> overlap; a core range set must be disjoint}}
#crs = #ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,3)>, #ttnn.core_range<(2,2), (5,5)>]>

// -----
// expected-error @+1 {{core range start (3,0) lies after its end (1,0); the start must be the top-left corner}}
#cr = #ttnn.core_range<(3,0), (1,0)>

// -----
// expected-error @+1 {{shard shape must be 2-d with positive dimensions, got <0x128>}}
#ss = #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <0x128>, <row_major>, <physical>>

// -----
// A memory_config of the wrong attribute kind is a property conversion error.
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x4>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
func.func @wrong_kind(%a: tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay> {
  // expected-error @+1 {{invalid properties {memory_config = 3 : i64} for op ttnn.relu}}
  %0 = "ttnn.relu"(%a) <{memory_config = 3}> : (tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay>
  return %0 : tensor<64x128xbf16, #lay>
}
