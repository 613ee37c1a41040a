// Integer ops in tt-mlir's syntax: si32 / ui32 tensors with
// !ttcore.tile<32x32, si32|u32> layouts map to the catalog's bitwise and shift ops. The
// figures are `strata query`'s (e.g. `strata query bitwise_and --input 64x128:i32:tile:l1
// --input 64x128:i32:tile:l1`): the binary element-wise CB set in 4096-B int32 tiles.
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, si32>, #l1>, <interleaved>>
#D = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
#U = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
#S = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
func.func @bitwise(%a: tensor<64x128xsi32, #I>, %b: tensor<64x128xsi32, #D>, %u: tensor<64x128xui32, #U>, %s: tensor<1x1xui32, #S>) -> tensor<64x128xui32, #U> {
  // Three double-buffered CBs of 4096-B tiles; the L1 result is 8 tiles over 64 banks.
  // expected-remark @+1 {{L1 per core: cb_peak=24576 stack_peak=0 peak=24576 output_l1=4096 total=28672 fits wormhole_b0}}
  %0 = "ttnn.bitwise_and"(%a, %b) : (tensor<64x128xsi32, #I>, tensor<64x128xsi32, #D>) -> tensor<64x128xsi32, #I>
  // expected-remark @+1 {{L1 per core: cb_peak=24576 stack_peak=0 peak=24576 output_l1=0 total=24576 fits wormhole_b0}}
  %1 = "ttnn.bitwise_or"(%a, %b) : (tensor<64x128xsi32, #I>, tensor<64x128xsi32, #D>) -> tensor<64x128xsi32, #D>
  // expected-remark @+1 {{L1 per core: cb_peak=24576 stack_peak=0 peak=24576 output_l1=4096 total=28672 fits wormhole_b0}}
  %2 = "ttnn.bitwise_xor"(%0, %1) : (tensor<64x128xsi32, #I>, tensor<64x128xsi32, #D>) -> tensor<64x128xsi32, #I>
  // Unary: the input and output CBs.
  // expected-remark @+1 {{L1 per core: cb_peak=16384 stack_peak=0 peak=16384 output_l1=0 total=16384 fits wormhole_b0}}
  %3 = "ttnn.bitwise_not"(%u) : (tensor<64x128xui32, #U>) -> tensor<64x128xui32, #U>
  // A one-element shift amount broadcasts.
  // expected-remark @+1 {{L1 per core: cb_peak=24576 stack_peak=0 peak=24576 output_l1=0 total=24576 fits wormhole_b0}}
  %4 = "ttnn.logical_left_shift"(%3, %s) : (tensor<64x128xui32, #U>, tensor<1x1xui32, #S>) -> tensor<64x128xui32, #U>
  // expected-remark @+1 {{L1 per core: cb_peak=24576 stack_peak=0 peak=24576 output_l1=0 total=24576 fits wormhole_b0}}
  %5 = "ttnn.logical_right_shift"(%4, %s) : (tensor<64x128xui32, #U>, tensor<1x1xui32, #S>) -> tensor<64x128xui32, #U>
  return %5 : tensor<64x128xui32, #U>
}

// -----

#l1 = #ttnn.buffer_type<l1>
#B = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @float_operands(%a: tensor<64x128xbf16, #B>) -> tensor<64x128xbf16, #B> {
  // expected-error @+1 {{input 0 is bfloat16; this op computes on int32 or uint32 (typecast first)}}
  %0 = "ttnn.bitwise_and"(%a, %a) : (tensor<64x128xbf16, #B>, tensor<64x128xbf16, #B>) -> tensor<64x128xbf16, #B>
  return %0 : tensor<64x128xbf16, #B>
}

// -----

#l1 = #ttnn.buffer_type<l1>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, si32>, #l1>, <interleaved>>
#U = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, u32>, #l1>, <interleaved>>
func.func @mixed(%a: tensor<64x128xsi32, #I>, %b: tensor<64x128xui32, #U>) -> tensor<64x128xsi32, #I> {
  // expected-error @+1 {{input 1 is uint32 but input 0 is int32; use one dtype (typecast first)}}
  %0 = "ttnn.logical_right_shift"(%a, %b) : (tensor<64x128xsi32, #I>, tensor<64x128xui32, #U>) -> tensor<64x128xsi32, #I>
  return %0 : tensor<64x128xsi32, #I>
}
