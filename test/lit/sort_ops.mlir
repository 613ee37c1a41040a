// ttnn.sort and ttnn.topk in tt-mlir's syntax (its sort / topk workaround
// tests): two results, values and indices (ui16 as tt-mlir's workaround types them, or
// ui32), each described by its own layout. The figures are `strata query`'s, e.g.
// `strata query topk --input 2x3x32x128 --param k=5 --param indices_u16=1`.
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 96 + d1 * 32 + d2, d3), <1x1>, memref<6x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 96 + d1 * 32 + d2, d3), <1x1>, memref<6x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 96 + d1 * 32 + d2, d3), <1x1>, memref<6x1x!ttcore.tile<32x32, u16>, #dram>, <interleaved>>
#VL = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 96 + d1 * 32 + d2, d3), <1x1>, memref<6x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#IL = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 96 + d1 * 32 + d2, d3), <1x1>, memref<6x1x!ttcore.tile<32x32, u32>, #l1>, <interleaved>>
#SI = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 96 + d1 * 32 + d2, d3), <1x1>, memref<6x4x!ttcore.tile<32x32, u16>, #dram>, <interleaved>>
func.func @sorting(%x: tensor<2x3x32x128xbf16, #X>) {
  // CB 0 two input tiles, CB 16 two values tiles, CB 17 two ui16 indices tiles
  // (3 x 2 x 2048 B); both results in DRAM.
  // expected-remark @+1 {{L1 per core: cb_peak=12288 stack_peak=0 peak=12288 output_l1=0 total=12288 fits wormhole_b0}}
  %values, %indices = "ttnn.topk"(%x) <{dim = -1 : si32, k = 5 : i32, largest = true, sorted = false}> : (tensor<2x3x32x128xbf16, #X>) -> (tensor<2x3x32x5xbf16, #V>, tensor<2x3x32x5xui16, #I>)
  // Both results in L1: 6 values tiles and 6 ui32 indices tiles, one of each per bank.
  // expected-remark @+1 {{L1 per core: cb_peak=16384 stack_peak=0 peak=16384 output_l1=6144 total=22528 fits wormhole_b0}}
  %v2, %i2 = "ttnn.topk"(%x) <{dim = 3 : si32, k = 5 : i32, largest = false, sorted = true}> : (tensor<2x3x32x128xbf16, #X>) -> (tensor<2x3x32x5xbf16, #VL>, tensor<2x3x32x5xui32, #IL>)
  // tt-metal's single-core sort (a 128-entry line, 4 tiles): 4 input + 4 index tiles, the
  // line of each (4 + 4), 2 values + 2 indices tiles (20 x 2048 B) and a 1024 B sync page.
  // expected-remark @+1 {{L1 per core: cb_peak=41984 stack_peak=0 peak=41984 output_l1=0 total=41984 fits wormhole_b0}}
  %s, %si = "ttnn.sort"(%x) <{descending = false, dim = -1 : si8, stable = false}> : (tensor<2x3x32x128xbf16, #X>) -> (tensor<2x3x32x128xbf16, #X>, tensor<2x3x32x128xui16, #SI>)
  return
}

// -----

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x6x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x6x!ttcore.tile<32x32, u16>, #dram>, <interleaved>>
func.func @k_too_large(%x: tensor<64x128xbf16, #X>) {
  // expected-error @+1 {{op library: topk: k = 200 is outside [1, 128], the extent of dim 1 of 64x128}}
  %values, %indices = "ttnn.topk"(%x) <{dim = -1 : si32, k = 200 : i32, largest = true, sorted = false}> : (tensor<64x128xbf16, #X>) -> (tensor<64x200xbf16, #V>, tensor<64x200xui16, #I>)
  return
}

// -----

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, u16>, #dram>, <interleaved>>
func.func @indices_read_by_an_op(%x: tensor<64x128xbf16, #X>) {
  // expected-remark @+1 {{L1 per core: cb_peak=41984 stack_peak=0 peak=41984 output_l1=0 total=41984 fits wormhole_b0}}
  %s, %si = "ttnn.sort"(%x) <{descending = true, dim = 1 : si8, stable = true}> : (tensor<64x128xbf16, #X>) -> (tensor<64x128xbf16, #X>, tensor<64x128xui16, #I>)
  // expected-error @+1 {{op library: op relu: input 0 is uint16; uint16 holds sort / topk indices and only typecast reads it (typecast to int32 or uint32 first)}}
  %r = "ttnn.relu"(%si) : (tensor<64x128xui16, #I>) -> tensor<64x128xui16, #I>
  return
}

// -----

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
func.func @result_shape_disagrees(%x: tensor<64x128xbf16, #X>) {
  // expected-error @+1 {{the op library's topk produces 64x4:bf16:tile:dram but the result type states 64x5:bf16:tile:dram; the op cannot be modelled as written}}
  %values, %indices = "ttnn.topk"(%x) <{dim = -1 : si32, k = 4 : i32, largest = true, sorted = true}> : (tensor<64x128xbf16, #X>) -> (tensor<64x5xbf16, #V>, tensor<64x5xui32, #I>)
  return
}
