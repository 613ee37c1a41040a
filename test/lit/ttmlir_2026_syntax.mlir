// tt-mlir's 2026 TTNN IR (mirrors constructs of tt-mlir's
// test/ttmlir/Dialect/TTNN files, written small): layouts pinned to cores
// with `core_ranges` (stripped and qualified), rank-1 and rank-3 memrefs,
// non-collapsing maps, DRAM memrefs that disagree with the tensor, DRAM banks
// as core ranges, to_layout / typecast / to_memory_config without attributes,
// ttnn.d2m_subgraph, foreign-dialect ops. All parse, round-trip and get
// configs; the core_ranges are the shard spec's cores.
// RUN: strata-opt %s | strata-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: strata-opt %s -o %t.1.mlir && strata-opt %t.1.mlir -o %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: strata-opt %s --ttnn-create-memory-config | FileCheck %s
// RUN: strata-opt %s --ttnn-create-memory-config | strata-opt --ttnn-create-memory-config | FileCheck %s
// RUN: not strata-opt %s --forbid-foreign-ops 2>&1 | FileCheck %s --check-prefix=FORBID

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
// Interleaved DRAM: the memref (4x4 tiles) is not the tensor's (1x1); the tensor shape is the truth.
#dram_lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
// Height sharded on a 6x2 grid pinned to 12 cores, stripped set.
#hs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <6x2>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (5,1)>]>>
// Block sharded, qualified set (prints stripped, as tt-mlir prints it).
#bs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x2>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <block_sharded>, core_ranges = #ttnn.core_range_set<[#ttnn.core_range<(4,4), (5,5)>]>>
// DRAM width sharded over 12 banks: bank ids, not worker cores.
#dram_ws = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x12>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <width_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (11,0)>]>>
// Rank-3 memref and a non-collapsing map; a 1-d host tensor.
#r3 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0, d1, d2), <1x1>, memref<2x1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#host1 = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<32xf32, #system_memory>>

// ROUNDTRIP: #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<32xf32, #system_memory>>
// ROUNDTRIP: memref<2x1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
// ROUNDTRIP: #ttnn_layout{{[0-9]+}} = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <6x2>, memref<1x1x!ttcore.tile<32x32, f32>, #l1_>, <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (5,1)>]>>
// ROUNDTRIP: #ttnn_layout{{[0-9]+}} = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x2>, memref<1x1x!ttcore.tile<32x32, f32>, #l1_>, <block_sharded>, core_ranges = <[#ttnn.core_range<(4,4), (5,5)>]>>

func.func @forward(%a: tensor<32x32xf32, #dram_lay>, %h: tensor<32xf32, #host1>, %x: tensor<2x32x32xf32, #r3>) -> tensor<32x32xf32, #dram_lay> {
  %dev = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  %0 = "ttnn.to_memory_config"(%a) : (tensor<32x32xf32, #dram_lay>) -> tensor<384x64xf32, #hs>
  %1 = "ttnn.relu"(%0) : (tensor<384x64xf32, #hs>) -> tensor<64x64xf32, #bs>
  %2 = "ttnn.typecast"(%1) : (tensor<64x64xf32, #bs>) -> tensor<32x384xf32, #dram_ws>
  %3 = "ttnn.to_layout"(%2) : (tensor<32x384xf32, #dram_ws>) -> tensor<32x32xf32, #dram_lay>
  %4 = "ttnn.neg"(%x) : (tensor<2x32x32xf32, #r3>) -> tensor<2x32x32xf32, #r3>
  %5 = "stablehlo.abs"(%3) {kept = 1 : i32} : (tensor<32x32xf32, #dram_lay>) -> tensor<32x32xf32, #dram_lay>
  %6 = ttnn.d2m_subgraph @sub ins(%5 : tensor<32x32xf32, #dram_lay>) outs(%a : tensor<32x32xf32, #dram_lay>) : tensor<32x32xf32, #dram_lay>
  return %6 : tensor<32x32xf32, #dram_lay>
}
func.func private @sub(tensor<32x32xf32, #dram_lay>) -> tensor<32x32xf32, #dram_lay>

// CHECK-LABEL: func.func @forward
// CHECK: "ttnn.to_memory_config"(%{{.*}}) <{memory_config = #ttnn.memory_config<#l1_, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (5,1)>]>, <32x32>, <row_major>, <physical>>>}>
// CHECK: "ttnn.relu"(%{{.*}}) <{memory_config = #ttnn.memory_config<#l1_, <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(4,4), (5,5)>]>, <32x32>, <row_major>, <physical>>>}>
// CHECK: "ttnn.typecast"(%{{.*}}) <{memory_config = #ttnn.memory_config<#dram, <width_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (11,0)>]>, <32x32>, <row_major>, <physical>>>}>
// CHECK: "ttnn.to_layout"(%{{.*}}) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}>
// CHECK: "ttnn.neg"(%{{.*}}) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}>
// CHECK: "stablehlo.abs"(%{{.*}}) {kept = 1 : i32}
// CHECK: ttnn.d2m_subgraph @sub ins(%{{.*}} : tensor<32x32xf32, #ttnn_layout>) outs(%{{.*}} : tensor<32x32xf32, #ttnn_layout>) : tensor<32x32xf32, #ttnn_layout>

// FORBID: error: operation being parsed with an unregistered dialect
// FORBID: strata-opt: error: {{.*}}ttmlir_2026_syntax.mlir: input rejected (diagnostics above)
