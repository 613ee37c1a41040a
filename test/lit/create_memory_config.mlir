// The pass derives each op's memory_config from its result layout, for every
// layout kind, and is idempotent.
// RUN: strata-opt %s --ttnn-create-memory-config | FileCheck %s
// RUN: strata-opt %s --ttnn-create-memory-config -o %t.once.mlir
// RUN: strata-opt %t.once.mlir --ttnn-create-memory-config -o %t.twice.mlir
// RUN: diff %t.once.mlir %t.twice.mlir
// The pipeline gives the same result.
// RUN: strata-opt %s --ttnn-memory-pipeline=plan-l1=false -o %t.pipeline.mlir
// RUN: diff %t.once.mlir %t.pipeline.mlir

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#host = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x128xbf16, #system_memory>>
#dram_il = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#l1_il = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, (d0, d1) -> (0, d0, d1)>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#hs_map = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
#hs_col = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <4x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
#ws_row = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
#ws_map16 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x16, (d0, d1) -> (0, d1 floordiv 8, d1 mod 8)>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
#ws_map20 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x20, (d0, d1) -> (0, d1 floordiv 8, d1 mod 8)>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
#ws_l = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x3, (d0, d1) -> (0, d1 floordiv 2, d1 mod 2)>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
#bs_8x8 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, (d0, d1) -> (0, d0, d1)>, memref<4x4x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
#bs_2x4 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x4>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <block_sharded>>
#bs_1x4 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x4>, memref<2x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
#bs_4x1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <4x1, (d0, d1) -> (0, d0 floordiv 2, d0 mod 2)>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
#bs_4d = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <4x3>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
#rm_hs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1>, memref<32x128xbf16, #l1>, <height_sharded>>
#dram_3d = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<4x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>

// CHECK-DAG: #[[DRAM:.*]] = #ttnn.buffer_type<dram>
// CHECK-DAG: #[[L1:.*]] = #ttnn.buffer_type<l1>
// CHECK-DAG: #[[SYS:.*]] = #ttnn.buffer_type<system_memory>
// CHECK-LABEL: func.func @kinds
func.func @kinds(%h: tensor<64x128xbf16, #host>) {
  // CHECK: "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}>
  %dev = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  // Host results: only to_layout / from_device get a system memory config.
  // CHECK: "ttnn.to_layout"(%{{.*}}) <{layout = #ttnn.layout<tile>, memory_config = #ttnn.memory_config<#[[SYS]]>}>
  %0 = "ttnn.to_layout"(%h) <{layout = #ttnn.layout<tile>}> : (tensor<64x128xbf16, #host>) -> tensor<64x128xbf16, #host>
  // CHECK: "ttnn.relu"(%{{.*}}) : (tensor<64x128xbf16, #{{.*}}>) -> tensor<64x128xbf16, #{{.*}}>
  %r = "ttnn.relu"(%0) : (tensor<64x128xbf16, #host>) -> tensor<64x128xbf16, #host>
  // CHECK: "ttnn.to_device"(%{{.*}}, %{{.*}}) <{memory_config = #ttnn.memory_config<#[[DRAM]], <interleaved>>}>
  %1 = "ttnn.to_device"(%0, %dev) : (tensor<64x128xbf16, #host>, !ttnn.device) -> tensor<64x128xbf16, #dram_il>
  // CHECK: "ttnn.exp"(%{{.*}}) <{memory_config = #ttnn.memory_config<#[[L1]], <interleaved>>}>
  %2 = "ttnn.exp"(%1) : (tensor<64x128xbf16, #dram_il>) -> tensor<256x256xbf16, #l1_il>
  // Mx1 grid through the floordiv/mod map: cores (0,0)..(7,0).
  // CHECK: "ttnn.neg"(%{{.*}}) <{memory_config = #ttnn.memory_config<#[[L1]], <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>}>
  %3 = "ttnn.neg"(%1) : (tensor<64x128xbf16, #dram_il>) -> tensor<256x128xbf16, #hs_map>
  // Mx1 grid without a map is virtual: it fills the 8x8 device grid row-major.
  // CHECK: "ttnn.sqrt"(%{{.*}}) <{memory_config = #ttnn.memory_config<#[[L1]], <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,0)>]>, <64x128>, <row_major>, <physical>>>}>
  %4 = "ttnn.sqrt"(%1) : (tensor<64x128xbf16, #dram_il>) -> tensor<256x128xbf16, #hs_col>
  // 1xN grid: one row of cores.
  // CHECK: "ttnn.gelu"(%{{.*}}) <{memory_config = #ttnn.memory_config<#[[L1]], <width_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>}>
  %5 = "ttnn.gelu"(%1) : (tensor<64x128xbf16, #dram_il>) -> tensor<32x1024xbf16, #ws_row>
  // 1x16 folded onto two physical rows: merged into one rectangle.
  // CHECK: "ttnn.silu"(%{{.*}}) <{memory_config = #ttnn.memory_config<#[[L1]], <width_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,1)>]>, <32x128>, <row_major>, <physical>>>}>
  %6 = "ttnn.silu"(%1) : (tensor<64x128xbf16, #dram_il>) -> tensor<32x2048xbf16, #ws_map16>
  // 1x20: two full rows and a partial third row -> two rectangles.
  // CHECK: "ttnn.sin"(%{{.*}}) <{memory_config = #ttnn.memory_config<#[[L1]], <width_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,1)>, #ttnn.core_range<(0,2), (3,2)>]>, <32x32>, <row_major>, <physical>>>}>
  %7 = "ttnn.sin"(%1) : (tensor<64x128xbf16, #dram_il>) -> tensor<32x640xbf16, #ws_map20>
  // An L-shaped core set (2 cores on row 0, 1 on row 1): two rectangles.
  // CHECK: "ttnn.cos"(%{{.*}}) <{memory_config = #ttnn.memory_config<#[[L1]], <width_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (1,0)>, #ttnn.core_range<(0,1), (0,1)>]>, <32x32>, <row_major>, <physical>>>}>
  %cos = "ttnn.cos"(%1) : (tensor<64x128xbf16, #dram_il>) -> tensor<32x96xbf16, #ws_l>
  // 8x8 block sharded.
  // CHECK: "ttnn.add"(%{{.*}}, %{{.*}}) <{dtype = #ttcore.supportedDataTypes<bf16>, memory_config = #ttnn.memory_config<#[[L1]], <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,7)>]>, <128x128>, <row_major>, <physical>>>}>
  %8 = "ttnn.add"(%1, %1) <{dtype = #ttcore.supportedDataTypes<bf16>}> : (tensor<64x128xbf16, #dram_il>, tensor<64x128xbf16, #dram_il>) -> tensor<1024x1024xbf16, #bs_8x8>
  // 2x4 block sharded without a map: x spans columns, y spans rows.
  // CHECK: "ttnn.multiply"(%{{.*}}, %{{.*}}) <{memory_config = #ttnn.memory_config<#[[L1]], <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,1)>]>, <32x32>, <row_major>, <physical>>>}>
  %9 = "ttnn.multiply"(%1, %1) : (tensor<64x128xbf16, #dram_il>, tensor<64x128xbf16, #dram_il>) -> tensor<64x128xf32, #bs_2x4>
  // Block sharding on a 1xN grid and on an Mx1 grid folded onto a 2x2 square.
  // CHECK: "ttnn.maximum"(%{{.*}}, %{{.*}}) <{memory_config = #ttnn.memory_config<#[[L1]], <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,0)>]>, <64x32>, <row_major>, <physical>>>}>
  %bs14 = "ttnn.maximum"(%1, %1) : (tensor<64x128xbf16, #dram_il>, tensor<64x128xbf16, #dram_il>) -> tensor<64x128xbf16, #bs_1x4>
  // CHECK: "ttnn.minimum"(%{{.*}}, %{{.*}}) <{memory_config = #ttnn.memory_config<#[[L1]], <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (1,1)>]>, <32x128>, <row_major>, <physical>>>}>
  %bs41 = "ttnn.minimum"(%1, %1) : (tensor<64x128xbf16, #dram_il>, tensor<64x128xbf16, #dram_il>) -> tensor<128x128xbf16, #bs_4x1>
  // 4-d tensor collapsed through its linear map.
  // CHECK: "ttnn.reshape"(%{{.*}}) <{memory_config = #ttnn.memory_config<#[[L1]], <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (2,3)>]>, <32x32>, <row_major>, <physical>>>, shape = [2 : i32, 2 : i32, 32 : i32, 96 : i32]}>
  %10 = "ttnn.reshape"(%1) <{shape = [2 : i32, 2 : i32, 32 : i32, 96 : i32]}> : (tensor<64x128xbf16, #dram_il>) -> tensor<2x2x32x96xbf16, #bs_4d>
  // Row-major shard: the shard shape is already in scalars.
  // CHECK: "ttnn.typecast"(%{{.*}}) <{dtype = #ttcore.supportedDataTypes<bf16>, memory_config = #ttnn.memory_config<#[[L1]], <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (1,0)>]>, <32x128>, <row_major>, <physical>>>}>
  %11 = "ttnn.typecast"(%1) <{dtype = #ttcore.supportedDataTypes<bf16>}> : (tensor<64x128xbf16, #dram_il>) -> tensor<64x128xbf16, #rm_hs>
  // CHECK: "ttnn.matmul"(%{{.*}}, %{{.*}}) <{memory_config = #ttnn.memory_config<#[[DRAM]], <interleaved>>, transpose_a = false, transpose_b = false}>
  %12 = "ttnn.matmul"(%1, %1) : (tensor<64x128xbf16, #dram_il>, tensor<64x128xbf16, #dram_il>) -> tensor<4x32x64xbf16, #dram_3d>
  // CHECK: "ttnn.from_device"(%{{.*}}) <{memory_config = #ttnn.memory_config<#[[SYS]]>}>
  %13 = "ttnn.from_device"(%1) : (tensor<64x128xbf16, #dram_il>) -> tensor<64x128xbf16, #host>
  // Ops without a memory_config attribute and unknown ops are untouched.
  // CHECK: "ttnn.deallocate"(%{{.*}}) <{force = false}>
  "ttnn.deallocate"(%1) <{force = false}> : (tensor<64x128xbf16, #dram_il>) -> ()
  // CHECK: "ttnn.some_future_op"(%{{.*}}) {keep = true}
  %14 = "ttnn.some_future_op"(%1) {keep = true} : (tensor<64x128xbf16, #dram_il>) -> tensor<64x128xbf16, #dram_il>
  return
}
