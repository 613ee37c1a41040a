// Every ttcore/ttnn attribute and type prints exactly as tt-mlir writes it and
// survives parse -> print -> parse -> print unchanged.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s -o %t.1.mlir && strata-opt %t.1.mlir -o %t.2.mlir && diff %t.1.mlir %t.2.mlir
// The generic op form round-trips too.
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-DAG: #dram = #ttnn.buffer_type<dram>
// CHECK-DAG: #l1_ = #ttnn.buffer_type<l1>
// CHECK-DAG: #system_memory = #ttnn.buffer_type<system_memory>
// CHECK-DAG: #l1_small = #ttnn.buffer_type<l1_small>
// CHECK-DAG: #trace = #ttnn.buffer_type<trace>
// CHECK-DAG: #ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// CHECK-DAG: #ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <8x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, memref<1x2x!ttcore.tile<32x32, f32>, #l1_>, <height_sharded>>
// CHECK-DAG: #ttnn_layout2 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x128xbf16, #system_memory>>
module attributes {
  // CHECK: a.buffer_types = [#dram, #l1_, #system_memory, #l1_small, #trace]
  a.buffer_types = [#ttnn.buffer_type<dram>, #ttnn.buffer_type<l1>, #ttnn.buffer_type<system_memory>, #ttnn.buffer_type<l1_small>, #ttnn.buffer_type<trace>],
  // CHECK-SAME: a.core_coord = #ttnn.core_coord<3, 4>
  a.core_coord = #ttnn.core_coord<3, 4>,
  // CHECK-SAME: a.core_range = #ttnn.core_range<(1,1), (3,4)>
  a.core_range = #ttnn.core_range<(1, 1), (3, 4)>,
  // CHECK-SAME: a.core_range_set = #ttnn.core_range_set<[#ttnn.core_range<(0,0), (2,2)>, #ttnn.core_range<(3,3), (5,5)>, #ttnn.core_range<(6,0), (7,4)>]>
  a.core_range_set = #ttnn.core_range_set<[#ttnn.core_range<(0,0), (2,2)>, #ttnn.core_range<(3,3), (5,5)>, #ttnn.core_range<(6,0), (7,4)>]>,
  // CHECK-SAME: a.dtypes = [#ttcore.supportedDataTypes<f32>, #ttcore.supportedDataTypes<bf16>, #ttcore.supportedDataTypes<bfp_bf8>, #ttcore.supportedDataTypes<bfp_bf4>, #ttcore.supportedDataTypes<u32>, #ttcore.supportedDataTypes<u16>, #ttcore.supportedDataTypes<u8>, #ttcore.supportedDataTypes<si32>]
  a.dtypes = [#ttcore.supportedDataTypes<f32>, #ttcore.supportedDataTypes<bf16>, #ttcore.supportedDataTypes<bfp_bf8>, #ttcore.supportedDataTypes<bfp_bf4>, #ttcore.supportedDataTypes<u32>, #ttcore.supportedDataTypes<u16>, #ttcore.supportedDataTypes<u8>, #ttcore.supportedDataTypes<si32>],
  // CHECK-SAME: a.empty_core_range_set = #ttnn.core_range_set<>
  a.empty_core_range_set = #ttnn.core_range_set<>,
  // CHECK-SAME: a.grids = [#ttcore.grid<8x8>, #ttcore.grid<1x24, (d0, d1) -> (0, d1 floordiv 8, d1 mod 8)>]
  a.grids = [#ttcore.grid<8x8>, #ttcore.grid<1x24, (d0, d1) -> (0, d1 floordiv 8, d1 mod 8)>],
  // CHECK-SAME: a.layouts = [#ttnn.layout<row_major>, #ttnn.layout<tile>]
  a.layouts = [#ttnn.layout<row_major>, #ttnn.layout<tile>],
  // CHECK-SAME: a.mc_dram = #ttnn.memory_config<#dram, <interleaved>>
  a.mc_dram = #ttnn.memory_config<#ttnn.buffer_type<dram>, <interleaved>>,
  // CHECK-SAME: a.mc_sharded = #ttnn.memory_config<#l1_, <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>
  a.mc_sharded = #ttnn.memory_config<#ttnn.buffer_type<l1>, <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>,
  // CHECK-SAME: a.mc_system = #ttnn.memory_config<#system_memory>
  a.mc_system = #ttnn.memory_config<#ttnn.buffer_type<system_memory>>,
  // CHECK-SAME: a.mem_layouts = [#ttnn.tensor_memory_layout<interleaved>, #ttnn.tensor_memory_layout<height_sharded>, #ttnn.tensor_memory_layout<width_sharded>, #ttnn.tensor_memory_layout<block_sharded>]
  a.mem_layouts = [#ttnn.tensor_memory_layout<interleaved>, #ttnn.tensor_memory_layout<height_sharded>, #ttnn.tensor_memory_layout<width_sharded>, #ttnn.tensor_memory_layout<block_sharded>],
  // CHECK-SAME: a.mesh_offset = #ttnn<mesh_offset 0x0>
  a.mesh_offset = #ttnn<mesh_offset 0x0>,
  // CHECK-SAME: a.mesh_shape = #ttnn<mesh_shape 1x2>
  a.mesh_shape = #ttnn<mesh_shape 1x2>,
  // CHECK-SAME: a.shape = #ttnn.shape<64x128>
  a.shape = #ttnn.shape<64x128>,
  // CHECK-SAME: a.shard_logical = #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <col_major>, <logical>, <32x128>>
  a.shard_logical = #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <col_major>, <logical>, <32x128>>,
  // CHECK-SAME: a.shard_mode = [#ttnn.shard_mode<physical>, #ttnn.shard_mode<logical>]
  a.shard_mode = [#ttnn.shard_mode<physical>, #ttnn.shard_mode<logical>],
  // CHECK-SAME: a.shard_no_mode = #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,0)>]>, <32x32>, <row_major>>
  a.shard_no_mode = #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,0)>]>, <32x32>, <row_major>>,
  // CHECK-SAME: a.shard_orientation = [#ttnn.shard_orientation<row_major>, #ttnn.shard_orientation<col_major>]
  a.shard_orientation = [#ttnn.shard_orientation<row_major>, #ttnn.shard_orientation<col_major>]
} {
  // CHECK-LABEL: func.func private @types
  // CHECK-SAME: !ttnn.device
  // CHECK-SAME: tensor<64x128xbf16, #ttnn_layout>
  // CHECK-SAME: tensor<8x32x64xf32, #ttnn_layout1>
  // CHECK-SAME: tensor<64x128xbf16, #ttnn_layout2>
  func.func private @types(!ttnn.device,
    tensor<64x128xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>,
    tensor<8x32x64xf32, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <8x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, memref<1x2x!ttcore.tile<32x32, f32>, #ttnn.buffer_type<l1>>, <height_sharded>>>,
    tensor<64x128xbf16, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x128xbf16, #ttnn.buffer_type<system_memory>>>>)
  // Tiles of every data type.
  // CHECK-LABEL: func.func private @tiles
  // CHECK-SAME: (memref<1x1x!ttcore.tile<32x32, f32>>, memref<1x1x!ttcore.tile<32x32, bf16>>, memref<1x1x!ttcore.tile<32x32, bfp_bf8>>, memref<1x1x!ttcore.tile<32x32, bfp_bf4>>, memref<1x1x!ttcore.tile<32x32, u32>>, memref<1x1x!ttcore.tile<32x32, u16>>, memref<1x1x!ttcore.tile<32x32, u8>>, memref<1x1x!ttcore.tile<32x32, si32>>)
  func.func private @tiles(memref<1x1x!ttcore.tile<32x32, f32>>, memref<1x1x!ttcore.tile<32x32, bf16>>, memref<1x1x!ttcore.tile<32x32, bfp_bf8>>, memref<1x1x!ttcore.tile<32x32, bfp_bf4>>, memref<1x1x!ttcore.tile<32x32, u32>>, memref<1x1x!ttcore.tile<32x32, u16>>, memref<1x1x!ttcore.tile<32x32, u8>>, memref<1x1x!ttcore.tile<32x32, si32>>)
}
