// Every layout kind parses, verifies, and exposes buffer type, memory layout,
// grid, shard shape (tiles and scalars), element type and bytes per shard.
// RUN: strata-opt %s --allow-unregistered-dialect --ttnn-print-layout-info -verify-diagnostics -o /dev/null

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>

// DRAM interleaved, 2-d, tiled: 64x128 -> 2x4 tiles of 2048 B.
#dram_il = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// L1 interleaved on 8x8: 256x256 -> 64 tiles -> 1 tile per core (per-dim form).
#l1_il = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, (d0, d1) -> (0, d0, d1)>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
// L1 interleaved on 8x8, pages spread flat: 32x2048 -> 64 tiles -> [1, 1]; 32x4096 -> [1, 2].
#l1_il_flat = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, (d0, d1) -> (0, d0, d1)>, memref<1x2x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
// Height sharded, Mx1 grid through a virtual->physical map.
#hs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, memref<1x2x!ttcore.tile<32x32, f32>, #l1>, <height_sharded>>
// Width sharded, 1xN grid, no map.
#ws = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<1x4x!ttcore.tile<32x32, bfp_bf8>, #l1>, <width_sharded>>
// Block sharded 8x8.
#bs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, (d0, d1) -> (0, d0, d1)>, memref<4x4x!ttcore.tile<32x32, bfp_bf4>, #l1>, <block_sharded>>
// Row-major (scalar) element type, height sharded 2x1.
#rm_hs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1>, memref<32x128xbf16, #l1>, <height_sharded>>
// System memory, row-major.
#host = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x128xf32, #system_memory>>
// 3-d with a collapsing linear map: 4x32x64 -> 128x64 -> 4x2 tiles.
#dram_3d = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<4x2x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
// 4-d: 2x2x32x96 -> 128x96 -> 4x3 tiles, block sharded 4x3 -> 1 tile each.
#bs_4d = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <4x3>, memref<1x1x!ttcore.tile<32x32, u16>, #l1>, <block_sharded>>
// DRAM width sharded is allowed (only block sharding is not).
#dram_ws = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x4>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <width_sharded>>
// tt-mlir shorthand: the 2-d identity on a 4-d tensor collapses leading dims
// (1x8x32x128 -> 256x128 -> 8x4 tiles).
#collapse = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// u8 tiles in L1, interleaved on one core: 1024 B per tile.
#l1_u8 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x2x!ttcore.tile<32x32, u8>, #l1>, <interleaved>>
// u8 row-major in DRAM: 8x8 bytes.
#dram_u8 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x8xui8, #dram>, <interleaved>>

func.func @kinds(%a: tensor<64x128xbf16, #dram_il>) {
  // expected-remark @below {{buffer=dram memory_layout=interleaved grid=1x1 shard=2x4 scalar_shard=64x128 element=!ttcore.tile<32x32, bf16> scalar=bf16 bytes_per_shard=16384}}
  %0 = "ttnn.abs"(%a) : (tensor<64x128xbf16, #dram_il>) -> tensor<64x128xbf16, #dram_il>
  // expected-remark @below {{buffer=l1 memory_layout=interleaved grid=8x8 shard=1x1 scalar_shard=32x32 element=!ttcore.tile<32x32, f32> scalar=f32 bytes_per_shard=4096}}
  %1 = "test.l1_il"() : () -> tensor<256x256xf32, #l1_il>
  // expected-remark @below {{buffer=l1 memory_layout=interleaved grid=8x8 shard=1x2 scalar_shard=32x64 element=!ttcore.tile<32x32, bf16> scalar=bf16 bytes_per_shard=4096}}
  %2 = "test.l1_il_flat"() : () -> tensor<32x4096xbf16, #l1_il_flat>
  // expected-remark @below {{buffer=l1 memory_layout=height_sharded grid=8x1 shard=1x2 scalar_shard=32x64 element=!ttcore.tile<32x32, f32> scalar=f32 bytes_per_shard=8192}}
  %3 = "test.hs"() : () -> tensor<256x64xf32, #hs>
  // expected-remark @below {{buffer=l1 memory_layout=width_sharded grid=1x8 shard=1x4 scalar_shard=32x128 element=!ttcore.tile<32x32, bfp_bf8> scalar=bf16 bytes_per_shard=4352}}
  %4 = "test.ws"() : () -> tensor<32x1024xbf16, #ws>
  // expected-remark @below {{buffer=l1 memory_layout=block_sharded grid=8x8 shard=4x4 scalar_shard=128x128 element=!ttcore.tile<32x32, bfp_bf4> scalar=bf16 bytes_per_shard=9216}}
  %5 = "test.bs"() : () -> tensor<1024x1024xbf16, #bs>
  // expected-remark @below {{buffer=l1 memory_layout=height_sharded grid=2x1 shard=32x128 scalar_shard=32x128 element=bf16 scalar=bf16 bytes_per_shard=8192}}
  %6 = "test.rm_hs"() : () -> tensor<64x128xbf16, #rm_hs>
  // expected-remark @below {{buffer=system_memory memory_layout=none grid=1x1 shard=64x128 scalar_shard=64x128 element=f32 scalar=f32 bytes_per_shard=32768}}
  %7 = "test.host"() : () -> tensor<64x128xf32, #host>
  // expected-remark @below {{buffer=dram memory_layout=interleaved grid=1x1 shard=4x2 scalar_shard=128x64 element=!ttcore.tile<32x32, u32> scalar=ui32 bytes_per_shard=32768}}
  %8 = "test.dram_3d"() : () -> tensor<4x32x64xui32, #dram_3d>
  // expected-remark @below {{buffer=l1 memory_layout=block_sharded grid=4x3 shard=1x1 scalar_shard=32x32 element=!ttcore.tile<32x32, u16> scalar=ui16 bytes_per_shard=2048}}
  %9 = "test.bs_4d"() : () -> tensor<2x2x32x96xui16, #bs_4d>
  // expected-remark @below {{buffer=dram memory_layout=width_sharded grid=1x4 shard=1x1 scalar_shard=32x32 element=!ttcore.tile<32x32, si32> scalar=si32 bytes_per_shard=4096}}
  %10 = "test.dram_ws"() : () -> tensor<32x128xsi32, #dram_ws>
  // expected-remark @below {{buffer=dram memory_layout=interleaved grid=1x1 shard=8x8 scalar_shard=8x8 element=ui8 scalar=ui8 bytes_per_shard=64}}
  %11 = "test.dram_u8"() : () -> tensor<8x8xui8, #dram_u8>
  // expected-remark @below {{buffer=l1 memory_layout=interleaved grid=1x1 shard=1x2 scalar_shard=32x64 element=!ttcore.tile<32x32, u8> scalar=ui8 bytes_per_shard=2048}}
  %12 = "test.l1_u8"() : () -> tensor<32x64xui8, #l1_u8>
  // expected-remark @below {{buffer=dram memory_layout=interleaved grid=1x1 shard=8x4 scalar_shard=256x128 element=!ttcore.tile<32x32, bf16> scalar=bf16 bytes_per_shard=65536}}
  %13 = "test.collapse"() : () -> tensor<1x8x32x128xbf16, #collapse>
  return
}
