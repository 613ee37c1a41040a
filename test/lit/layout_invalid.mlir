// Invalid layouts: what no reader can use, and what tt-mlir's own layout
// verifier rejects, is rejected where it is written; what breaks the stricter
// layout rules is rejected by the strict verifier
// (--ttnn-verify-layouts) on the op or function that uses it. Each says what
// is wrong, what was found and what is expected.
// RUN: strata-opt %s --split-input-file --ttnn-verify-layouts -verify-diagnostics

#dram = #ttnn.buffer_type<dram>
// expected-error @+1 {{DRAM is never block sharded; use <interleaved>, <height_sharded> or <width_sharded>, or L1 for block sharding}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x2>, memref<1x2x!ttcore.tile<32x32, bf16>, #dram>, <block_sharded>>
func.func private @f(tensor<64x128xbf16, #bad>)

// -----
#dram = #ttnn.buffer_type<dram>
// expected-error @+1 {{DRAM interleaved layouts use a 1x1 grid, got 8x8}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func private @f(tensor<256x256xbf16, #bad>)

// -----
#system_memory = #ttnn.buffer_type<system_memory>
// expected-error @+1 {{system memory has no memory layout, got #ttnn.tensor_memory_layout<interleaved>; drop it}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x128xbf16, #system_memory>, <interleaved>>
func.func private @f(tensor<64x128xbf16, #bad>)

// -----
#system_memory = #ttnn.buffer_type<system_memory>
// expected-error @+1 {{system memory layouts use a 1x1 grid, got 2x1}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1>, memref<32x128xbf16, #system_memory>>
func.func private @f(tensor<64x128xbf16, #bad>)

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+1 {{device layout (l1) needs a memory layout: <interleaved>, <height_sharded>, <width_sharded> or <block_sharded>}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>>
func.func private @f(tensor<64x128xbf16, #bad>)

// -----
// expected-error @+1 {{layout memref 'memref<2x4x!ttcore.tile<32x32, bf16>>' has no memory space; add #dram, #l1 or #system_memory as its memory space}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>>, <interleaved>>

// -----
// expected-error @+1 {{layout memref memory space must be a #ttnn.buffer_type, got 1 : i64}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, 1>, <interleaved>>

// -----
#l1 = #ttnn.buffer_type<l1>
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x2>, memref<1x2x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
// expected-error @+1 {{height sharded layouts use an Nx1 grid, got 2x2}}
func.func private @f(tensor<64x128xbf16, #bad>)

// -----
#l1 = #ttnn.buffer_type<l1>
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x4>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
// expected-error @+1 {{width sharded layouts use a 1xN grid, got 2x4}}
func.func private @f(tensor<64x128xbf16, #bad>)

// -----
#l1 = #ttnn.buffer_type<l1>
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
// expected-error @+1 {{layout memref describes one shard and must be 2-d, got rank 3}}
func.func private @f(tensor<64x128xbf16, #bad>)

// -----
#l1 = #ttnn.buffer_type<l1>
#bad = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0, d1, d2), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
// expected-error @+1 {{layout linear map must collapse the tensor to 2 dims without symbols, got (d0, d1, d2) -> (d0, d1, d2)}}
func.func private @f(tensor<1x64x128xbf16, #bad>)

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+1 {{layout memref element type must be a scalar or !ttcore.tile<32x32, dtype>, got 'index'}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4xindex, #l1>, <interleaved>>

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+2 {{failed to parse TTNN_TTNNLayoutAttr parameter 'grid' which is to be a `::mlir::tt::ttcore::GridAttr`}}
// expected-error @+1 {{grid dimension 0 is out of range; each grid dimension must be between 1 and 1024}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <0x8>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+2 {{failed to parse TTNN_TTNNLayoutAttr parameter 'grid' which is to be a `::mlir::tt::ttcore::GridAttr`}}
// expected-error @+1 {{grid virtual->physical map (d0, d1) -> (0, 0, d1) sends two virtual cores to physical core (x=0, y=0)}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x2, (d0, d1) -> (0, 0, d1)>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+2 {{failed to parse TTNN_TTNNLayoutAttr parameter 'grid' which is to be a `::mlir::tt::ttcore::GridAttr`}}
// expected-error @+1 {{grid virtual->physical map (d0, d1) -> (0, d0 - 4, d1) does not give a valid core for virtual core (0, 0); results must be non-negative integers}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x2, (d0, d1) -> (0, d0 - 4, d1)>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+2 {{failed to parse TTNN_TTNNLayoutAttr parameter 'grid' which is to be a `::mlir::tt::ttcore::GridAttr`}}
// expected-error @+1 {{grid virtual->physical map must produce (row, column) or (device, row, column), got 1 results}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x2, (d0, d1) -> (d0)>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+1 {{tile shape 16x32 is not supported; tiles are 32x32}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<16x32, bf16>, #l1>, <interleaved>>

// -----
// Shard shapes that do not match the tensor: the tensor type is rejected.
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x4>, memref<1x2x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
// expected-error @+1 {{layout shard shape 1x2 does not match tensor 64x128 (physical 64x128, 2x4 tiles) on grid 2x4; expected memref shape 1x1}}
func.func private @f(tensor<64x128xbf16, #lay>)

// -----
#dram = #ttnn.buffer_type<dram>
#lay = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// expected-error @+1 {{layout shard shape 2x2 does not match tensor 4x32x64 (physical 128x64, 4x2 tiles) on grid 1x1; expected memref shape 4x2 or 1x8}}
func.func private @f(tensor<4x32x64xbf16, #lay>)

// -----
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1>, memref<16x128xbf16, #l1>, <height_sharded>>
// expected-error @+1 {{layout shard shape 16x128 does not match tensor 64x128 (physical 64x128) on grid 2x1; expected memref shape 32x128}}
func.func private @f(tensor<64x128xbf16, #lay>)

// -----
#dram = #ttnn.buffer_type<dram>
#lay = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<4x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// expected-error @+1 {{layout linear map takes 3 dims but the tensor has rank 2}}
func.func private @f(tensor<128x64xbf16, #lay>)

// -----
#dram = #ttnn.buffer_type<dram>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// expected-error @+1 {{ttnn layouts need static, non-empty tensor dimensions, got 0x128}}
func.func private @f(tensor<0x128xbf16, #lay>)

// -----
#dram = #ttnn.buffer_type<dram>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0 floordiv 0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// expected-error @+1 {{layout linear map (d0, d1) -> (d0 floordiv 0, d1) does not evaluate to a non-negative 2-d index for tensor 64x128}}
func.func private @f(tensor<64x128xbf16, #lay>)

// -----
// L1 interleaved on 8x8: 256x256 is 64 tiles, one per core.
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, (d0, d1) -> (0, d0, d1)>, memref<2x2x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
// expected-error @+1 {{layout shard shape 2x2 does not match tensor 256x256 (physical 256x256, 8x8 tiles) on grid 8x8; expected memref shape 1x1}}
func.func private @f(tensor<256x256xbf16, #lay>)

// -----
// 4-d block sharded: 2x2x32x96 collapses to 128x96 = 4x3 tiles; a 2x3 grid needs 2x1-tile shards.
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <2x3>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
// expected-error @+1 {{layout shard shape 1x1 does not match tensor 2x2x32x96 (physical 128x96, 4x3 tiles) on grid 2x3; expected memref shape 2x1}}
func.func private @f(tensor<2x2x32x96xbf16, #lay>)

// -----
// Width sharded 1x8 over 32x1024 (32 tiles wide) needs 1x4-tile shards.
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<1x2x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
// expected-error @+1 {{layout shard shape 1x2 does not match tensor 32x1024 (physical 32x1024, 1x32 tiles) on grid 1x8; expected memref shape 1x4}}
func.func private @f(tensor<32x1024xbf16, #lay>)

// -----
// Only the 2-d identity may stand for "collapse leading dims"; other 2-d maps need matching rank.
#dram = #ttnn.buffer_type<dram>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d1, d0), <1x1>, memref<4x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// expected-error @+1 {{layout linear map takes 2 dims but the tensor has rank 3}}
func.func private @f(tensor<4x32x64xbf16, #lay>)

// -----
// The collapsed shorthand still checks the shard: 1x8x32x128 is 8x4 tiles.
#dram = #ttnn.buffer_type<dram>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// expected-error @+1 {{layout shard shape 1x4 does not match tensor 1x8x32x128 (physical 256x128, 8x4 tiles) on grid 1x1; expected memref shape 8x4 or 1x32}}
func.func private @f(tensor<1x8x32x128xbf16, #lay>)
