// In-place kv-cache ops in tt-mlir's syntax (its kv_cache_conversion tests):
// ttnn.fill_cache, ttnn.update_cache, ttnn.paged_fill_cache and ttnn.paged_update_cache
// have no result and write into the cache operand; the op model describes them by that
// operand and allocates no output. The figures are `strata query`'s, e.g.
// `strata query update_cache --input 1x32x64x128 --input 1x32x1x128 --input 1:i32:row_major`.
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#dram = #ttnn.buffer_type<dram>
#C = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 2048 + d1 * 64 + d2, d3), <1x1>, memref<64x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 + d2, d3), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1xi32, #dram>, <interleaved>>
func.func @caches(%cache: tensor<1x32x64x128xbf16, #C> {ttcore.kv_cache}, %x: tensor<1x32x1x128xbf16, #X>, %i: tensor<1xi32, #I>) {
  // tt-metal's fill_cache: two input tiles (2 x 2048 B).
  // expected-remark @+1 {{L1 per core: cb_peak=4096 stack_peak=0 peak=4096 output_l1=0 total=4096 fits wormhole_b0}}
  "ttnn.fill_cache"(%cache, %x) <{batch_offset = 0 : i32}> : (tensor<1x32x64x128xbf16, #C>, tensor<1x32x1x128xbf16, #X>) -> ()
  // tt-metal's update_cache, Wt = 4, one user: CB 0 and CB 1 8 tiles each, CBs 24 and 26
  // 8 tiles each, CB 16 the 32 padded user rows x 4 tiles: 160 x 2048 B.
  // expected-remark @+1 {{L1 per core: cb_peak=327680 stack_peak=0 peak=327680 output_l1=0 total=327680 fits wormhole_b0}}
  "ttnn.update_cache"(%cache, %x, %i) <{batch_offset = 0 : i32}> : (tensor<1x32x64x128xbf16, #C>, tensor<1x32x1x128xbf16, #X>, tensor<1xi32, #I>) -> ()
  return
}

// -----

// tt-mlir's paged_fill_cache test: the cache is a pool of one block of 64 rows; two input
// tiles per head row (2 x 4 x 2048 B) and one page-table row (8 B, 32 B DRAM-aligned).
#dram = #ttnn.buffer_type<dram>
#C = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 2048 + d1 * 64 + d2, d3), <1x1>, memref<64x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 + d2, d3), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#P = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x2xi32, #dram>, <interleaved>>
func.func @paged(%cache: tensor<1x32x64x128xbf16, #C> {ttcore.kv_cache}, %x: tensor<1x32x1x128xbf16, #X>, %pt: tensor<1x2xi32, #P>) {
  // expected-remark @+1 {{L1 per core: cb_peak=16416 stack_peak=0 peak=16416 output_l1=0 total=16416 fits wormhole_b0}}
  "ttnn.paged_fill_cache"(%cache, %x, %pt) : (tensor<1x32x64x128xbf16, #C>, tensor<1x32x1x128xbf16, #X>, tensor<1x2xi32, #P>) -> ()
  return
}

// -----

#dram = #ttnn.buffer_type<dram>
#C = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 2048 + d1 * 64 + d2, d3), <1x1>, memref<64x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 16 + d1 + d2, d3), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @heads(%cache: tensor<1x32x64x128xbf16, #C>, %x: tensor<1x16x1x128xbf16, #X>) {
  // expected-error @+1 {{op library: fill_cache: the input 1x16x1x128 has 16 heads but the cache 1x32x64x128 has 32}}
  "ttnn.fill_cache"(%cache, %x) <{batch_offset = 0 : i32}> : (tensor<1x32x64x128xbf16, #C>, tensor<1x16x1x128xbf16, #X>) -> ()
  return
}

// -----

#dram = #ttnn.buffer_type<dram>
#C = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 2048 + d1 * 64 + d2, d3), <1x1>, memref<64x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 + d2, d3), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x2xi32, #dram>, <interleaved>>
func.func @index(%cache: tensor<1x32x64x128xbf16, #C>, %x: tensor<1x32x1x128xbf16, #X>, %i: tensor<2xi32, #I>) {
  // expected-error @+1 {{op library: update_cache: update_index is 2:int32:row_major:dram; it must be one int32 or uint32 element}}
  "ttnn.update_cache"(%cache, %x, %i) <{batch_offset = 0 : i32}> : (tensor<1x32x64x128xbf16, #C>, tensor<1x32x1x128xbf16, #X>, tensor<2xi32, #I>) -> ()
  return
}

// -----

// paged_update_cache: two users' tokens height-sharded a user per core (tt-metal reads
// each shard in place: CB 1 takes no bytes); Wt = 4: CBs 0, 24 and 26 8 tiles each, CB 16
// 2 x 4 tiles (2048 B each), CB 2 one int32 tile (4096 B).
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#C = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 512 + d1 * 64 + d2, d3), <1x1>, memref<32x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#T = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <2x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
#I = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x2xi32, #dram>, <interleaved>>
func.func @paged_update(%cache: tensor<2x8x64x128xbf16, #C> {ttcore.kv_cache}, %t: tensor<1x2x32x128xbf16, #T>, %i: tensor<2xi32, #I>) {
  // expected-remark @+1 {{L1 per core: cb_peak=69632 stack_peak=0 peak=69632 output_l1=0 total=69632 fits wormhole_b0}}
  "ttnn.paged_update_cache"(%cache, %t, %i) <{share_cache = false}> : (tensor<2x8x64x128xbf16, #C>, tensor<1x2x32x128xbf16, #T>, tensor<2xi32, #I>) -> ()
  return
}

// -----

// tt-mlir's paged_update_cache test writes the tokens interleaved in DRAM; tt-metal's
// program reads them from height shards only, so the op model refuses it.
#dram = #ttnn.buffer_type<dram>
#C = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 2048 + d1 * 64 + d2, d3), <1x1>, memref<64x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 + d2, d3), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1xi32, #dram>, <interleaved>>
func.func @paged_update_interleaved(%cache: tensor<1x32x64x128xbf16, #C>, %x: tensor<1x32x1x128xbf16, #X>, %i: tensor<32xi32, #I>) {
  // expected-error @+1 {{op library: paged_update_cache: the input 1x32x1x128 must be [1, users, R, 128] with the cache's 32 heads in R rows (32 <= R <= 32)}}
  "ttnn.paged_update_cache"(%cache, %x, %i) <{share_cache = false}> : (tensor<1x32x64x128xbf16, #C>, tensor<1x32x1x128xbf16, #X>, tensor<32xi32, #I>) -> ()
  return
}
