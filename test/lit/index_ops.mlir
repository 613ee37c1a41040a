// Index ops in tt-mlir's syntax: ttnn.argmax `dim` / `keep_dim` (no `dim`:
// over every element) with a ui32 row-major result, ttnn.embedding (ui32 indices, bf16
// table) and ttnn.gather `dim` map to the catalog; the figures are `strata query`'s
// (e.g. `strata query argmax --input 64x128:bf16:tile:dram --param dim=1`).
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#A = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#R = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x64xui32, #dram>, <interleaved>>
#K = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x1xui32, #l1>, <interleaved>>
#S = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1xui32, #dram>, <interleaved>>
func.func @argmax(%a: tensor<64x128xbf16, #A>) -> tensor<64xui32, #R> {
  // tt-metal's single-core program: one input tile (2048 B) and one result row of 64
  // uint32 (256 B).
  // expected-remark @+1 {{L1 per core: cb_peak=2304 stack_peak=0 peak=2304 output_l1=0 total=2304 fits wormhole_b0}}
  %0 = "ttnn.argmax"(%a) <{dim = 1 : i32, keep_dim = false}> : (tensor<64x128xbf16, #A>) -> tensor<64xui32, #R>
  // keep_dim: a row of one index per page (16 B aligned); the L1 result is 64 pages of
  // 16 B over 64 banks.
  // expected-remark @+1 {{L1 per core: cb_peak=2064 stack_peak=0 peak=2064 output_l1=16 total=2080 fits wormhole_b0}}
  %1 = "ttnn.argmin"(%a) <{dim = 1 : i32, keep_dim = true}> : (tensor<64x128xbf16, #A>) -> tensor<64x1xui32, #K>
  // No dim: the index over every element.
  // expected-remark @+1 {{L1 per core: cb_peak=2064 stack_peak=0 peak=2064 output_l1=0 total=2064 fits wormhole_b0}}
  %2 = "ttnn.argmax"(%a) <{keep_dim = true}> : (tensor<64x128xbf16, #A>) -> tensor<1x1xui32, #S>
  return %0 : tensor<64xui32, #R>
}

// -----

#dram = #ttnn.buffer_type<dram>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
#W = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#E = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#G = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
#O = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @lookups(%i: tensor<2x32xui32, #I>, %w: tensor<64x128xbf16, #W>, %g: tensor<64x32xui32, #G>) -> tensor<2x32x128xbf16, #E> {
  // Two double-buffered CBs of index tiles (4096 B each) and of table tiles and the
  // output CB (2048 B each).
  // expected-remark @+1 {{L1 per core: cb_peak=16384 stack_peak=0 peak=16384 output_l1=0 total=16384 fits wormhole_b0}}
  %0 = "ttnn.embedding"(%i, %w) : (tensor<2x32xui32, #I>, tensor<64x128xbf16, #W>) -> tensor<2x32x128xbf16, #E>
  // expected-remark @+1 {{L1 per core: cb_peak=16384 stack_peak=0 peak=16384 output_l1=0 total=16384 fits wormhole_b0}}
  %1 = "ttnn.gather"(%w, %g) <{dim = 1 : si32}> : (tensor<64x128xbf16, #W>, tensor<64x32xui32, #G>) -> tensor<64x32xbf16, #O>
  return %0 : tensor<2x32x128xbf16, #E>
}

// -----

#dram = #ttnn.buffer_type<dram>
#A = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#T = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
func.func @argmax_tile_result(%a: tensor<64x128xbf16, #A>) -> tensor<64xui32, #T> {
  // expected-error @+1 {{the op library's argmax produces 64:uint32:row_major:dram but the result type states 64:uint32:tile:dram}}
  %0 = "ttnn.argmax"(%a) <{dim = 1 : i32}> : (tensor<64x128xbf16, #A>) -> tensor<64xui32, #T>
  return %0 : tensor<64xui32, #T>
}

// -----

// ttnn.scatter: input, index, source and the reduce type (kept verbatim by the parser):
// CBs of the input, index and source tiles and the output tile, two pages each.
#dram = #ttnn.buffer_type<dram>
#W = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#G = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
#Q = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @scatter(%w: tensor<64x128xbf16, #W>, %g: tensor<64x32xui32, #G>, %s: tensor<64x32xbf16, #Q>) -> tensor<64x128xbf16, #W> {
  // expected-remark @+1 {{L1 per core: cb_peak=20480 stack_peak=0 peak=20480 output_l1=0 total=20480 fits wormhole_b0}}
  %0 = "ttnn.scatter"(%w, %g, %s) <{dim = 1 : si32, scatter_reduce_type = #ttcore.reduce_type<sum>}> : (tensor<64x128xbf16, #W>, tensor<64x32xui32, #G>, tensor<64x32xbf16, #Q>) -> tensor<64x128xbf16, #W>
  // expected-error @+1 {{scatter_reduce_type #ttcore.reduce_type<mean> is not modelled; the op library's scatter takes sum, max, min, prod or invalid}}
  %1 = "ttnn.scatter"(%w, %g, %s) <{dim = 1 : si32, scatter_reduce_type = #ttcore.reduce_type<mean>}> : (tensor<64x128xbf16, #W>, tensor<64x32xui32, #G>, tensor<64x32xbf16, #Q>) -> tensor<64x128xbf16, #W>
  return %0 : tensor<64x128xbf16, #W>
}
