// ttnn.rms_norm as tt-mlir writes it (weight and bias optional, as operand segments):
// the op model's numbers equal `strata query rms_norm --input 64x256:bf16:tile:l1
// [--input 1x256:bf16:tile:l1 [--input 1x256:bf16:tile:dram]]`; a bias without a weight
// is named as not modelled. One fused program (tt-metal's layernorm CBs in RMS mode: 46
// tiles, + 16 + 8 with a weight, + 8 more with a bias), nothing on the stack.
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x8x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#W = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x8x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#B = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @rms(%x: tensor<64x256xbf16, #X>, %w: tensor<1x256xbf16, #W>, %b: tensor<1x256xbf16, #B>) -> tensor<64x256xbf16, #X> {
  // expected-remark @+1 {{L1 per core: cb_peak=94208 stack_peak=0 peak=94208 output_l1=2048 total=96256 fits wormhole_b0}}
  %0 = "ttnn.rms_norm"(%x) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<64x256xbf16, #X>) -> tensor<64x256xbf16, #X>
  // expected-remark @+1 {{L1 per core: cb_peak=143360 stack_peak=0 peak=143360 output_l1=2048 total=145408 fits wormhole_b0}}
  %1 = "ttnn.rms_norm"(%0, %w) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<64x256xbf16, #X>, tensor<1x256xbf16, #W>) -> tensor<64x256xbf16, #X>
  // expected-remark @+1 {{L1 per core: cb_peak=159744 stack_peak=0 peak=159744 output_l1=2048 total=161792 fits wormhole_b0}}
  %2 = "ttnn.rms_norm"(%1, %w, %b) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 1, 1>}> : (tensor<64x256xbf16, #X>, tensor<1x256xbf16, #W>, tensor<1x256xbf16, #B>) -> tensor<64x256xbf16, #X>
  return %2 : tensor<64x256xbf16, #X>
}

// -----

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x8x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#B = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @bias_only(%x: tensor<64x256xbf16, #X>, %b: tensor<1x256xbf16, #B>) -> tensor<64x256xbf16, #X> {
  // expected-error @+1 {{a bias without a weight is not modelled by the op library's rms_norm; pass a weight of ones}}
  %0 = "ttnn.rms_norm"(%x, %b) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 0, 1>}> : (tensor<64x256xbf16, #X>, tensor<1x256xbf16, #B>) -> tensor<64x256xbf16, #X>
  return %0 : tensor<64x256xbf16, #X>
}
