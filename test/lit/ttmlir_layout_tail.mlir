// tt-mlir's layout tail: an optional `mesh = <tensor mesh>,` before the
// memref, then `<mem_layout>`, `exactGrid = B` and `ignorePhysicalLayout = B`
// in any order (printed in that canonical order). A system-memory layout can
// carry `exactGrid` without a memory layout. `ignorePhysicalLayout = true`
// leaves the shard shape open: the memref is not checked against the tensor,
// the pass derives a sharded config without a shard spec, and a stated shard
// spec is kept.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --ttnn-create-memory-config | FileCheck %s --check-prefix=PASS
// RUN: strata-opt %s --ttnn-create-memory-config | strata-opt --ttnn-create-memory-config | FileCheck %s --check-prefix=PASS

// CHECK-DAG: = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x128xbf16, #system_memory>, exactGrid = true>
// CHECK-DAG: = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>, exactGrid = true>
// CHECK-DAG: = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1_>, <block_sharded>, exactGrid = false, ignorePhysicalLayout = true>
// CHECK-DAG: = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, mesh = #ttcore.tensor_mesh<"mesh">, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#host = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x128xbf16, #system_memory>, exactGrid = true>
#dram_il = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, exactGrid = true, <interleaved>>
#open = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, ignorePhysicalLayout = true, <block_sharded>, exactGrid = false>
#meshed = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, mesh = #ttcore.tensor_mesh<"mesh">, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// CHECK-LABEL: func.func @tail
func.func @tail(%h: tensor<64x128xbf16, #host>) -> tensor<1024x1024xbf16, #open> {
  %dev = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  // PASS: "ttnn.to_device"({{.*}}) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}>
  %0 = "ttnn.to_device"(%h, %dev) : (tensor<64x128xbf16, #host>, !ttnn.device) -> tensor<64x128xbf16, #dram_il>
  // The 1024x1024 tensor on 8x8 would need 4x4-tile shards; the layout says
  // 1x1 and ignores it. The pass states no shard spec.
  // PASS: "ttnn.relu"({{.*}}) <{memory_config = #ttnn.memory_config<#l1_, <block_sharded>>}>
  %1 = "ttnn.relu"(%0) : (tensor<64x128xbf16, #dram_il>) -> tensor<1024x1024xbf16, #open>
  // A stated shard spec is kept (nothing in the layout contradicts it).
  // PASS: "ttnn.exp"({{.*}}) <{memory_config = #ttnn.memory_config<#l1_, <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,3)>]>, <256x256>, <row_major>, <physical>>>}>
  %2 = "ttnn.exp"(%1) <{memory_config = #ttnn.memory_config<#l1, <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,3)>]>, <256x256>, <row_major>, <physical>>>}> : (tensor<1024x1024xbf16, #open>) -> tensor<1024x1024xbf16, #open>
  // PASS: "ttnn.neg"({{.*}}) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}>
  %3 = "ttnn.neg"(%0) : (tensor<64x128xbf16, #dram_il>) -> tensor<64x128xbf16, #meshed>
  return %2 : tensor<1024x1024xbf16, #open>
}
