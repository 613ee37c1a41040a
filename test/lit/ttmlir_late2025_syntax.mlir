// Late-2025 tt-mlir spellings: named grid maps (virt_to_physical_map /
// physical_to_virt_map), a fully qualified #ttcore.grid inside the layout,
// `exactGrid = ...`, a stripped core range set inside a shard spec and a shard
// spec without a mode. They parse, print back as written and drive the pass.
// RUN: strata-opt %s | strata-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: strata-opt %s --ttnn-create-memory-config | FileCheck %s

// ROUNDTRIP-DAG: #ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x2x!ttcore.tile<32x32, f32>, #dram>, <interleaved>, exactGrid = true>
// ROUNDTRIP-DAG: #ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1, virt_to_physical_map = (d0, d1) -> (0, d0, d1), physical_to_virt_map = (d0, d1, d2) -> (d1, d2)>, memref<1x1x!ttcore.tile<32x32, f32>, #l1_>, <block_sharded>>
// ROUNDTRIP-DAG: #ttnn_layout2 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1, virt_to_physical_map = (d0, d1) -> (0, d0 + 1, d1 + 1), physical_to_virt_map = (d0, d1, d2) -> (d1 - 1, d2 - 1)>, memref<2x2x!ttcore.tile<32x32, f32>, #l1_>, <block_sharded>, exactGrid = false>
// ROUNDTRIP: "ttnn.to_memory_config"(%arg0) <{memory_config = #ttnn.memory_config<#l1_, <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,0)>]>, <32x32>, <row_major>>>}>

// The stated config (no mode) agrees and is kept; the relu result lives on the
// core the offset map picks, (1,1).
// CHECK: "ttnn.to_memory_config"(%arg0) <{memory_config = #ttnn.memory_config<#l1_, <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,0)>]>, <32x32>, <row_major>>>}>
// CHECK: "ttnn.relu"(%arg0) <{memory_config = #ttnn.memory_config<#l1_, <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(1,1), (1,1)>]>, <64x64>, <row_major>, <physical>>>}>
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#core_range = #ttnn.core_range<(0,0), (0,0)>
#l1_memory_config = #ttnn.memory_config<#l1, <block_sharded>, #ttnn.shard_spec<<[#core_range]>, <32x32>, <row_major>>>
#dram_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x2x!ttcore.tile<32x32, f32>, #dram>, <interleaved>, exactGrid = true>
#l1_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1, virt_to_physical_map = (d0, d1) -> (0, d0, d1), physical_to_virt_map = (d0, d1, d2) -> (d1, d2)>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <block_sharded>>
#l1_layout3 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), #ttcore.grid<1x1, virt_to_physical_map = (d0, d1) -> (0, d0 + 1, d1 + 1), physical_to_virt_map = (d0, d1, d2) -> (d1 - 1, d2 - 1)>, memref<2x2x!ttcore.tile<32x32, f32>, #l1>, <block_sharded>, exactGrid = false>
func.func @f(%a: tensor<128x64xf32, #dram_layout>) -> (tensor<32x32xf32, #l1_layout>, tensor<64x64xf32, #l1_layout3>) {
  %0 = "ttnn.to_memory_config"(%a) <{memory_config = #l1_memory_config}> : (tensor<128x64xf32, #dram_layout>) -> tensor<32x32xf32, #l1_layout>
  %1 = "ttnn.relu"(%a) : (tensor<128x64xf32, #dram_layout>) -> tensor<64x64xf32, #l1_layout3>
  return %0, %1 : tensor<32x32xf32, #l1_layout>, tensor<64x64xf32, #l1_layout3>
}
