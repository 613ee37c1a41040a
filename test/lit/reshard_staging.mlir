// Ops over the last dim on width- and block-sharded layouts: the op library
// stages such an input to L1 interleaved on the stack (and a width/block-sharded result
// through an interleaved one), so the figures count those copies. Before, the op model
// refused these layouts. The figures are `strata query`'s, e.g.
// `strata query softmax --input 64x256:bf16:tile:l1-width:8x1`.
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#l1 = #ttnn.buffer_type<l1>
#W = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x8>, memref<2x1x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x8x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @softmax_width(%x: tensor<64x256xbf16, #W>) -> tensor<64x256xbf16, #I> {
  // The staged copy is the whole stack: 16 tiles over the L1 banks, one per bank.
  // expected-remark @+1 {{L1 per core: cb_peak=88064 stack_peak=2048 peak=90112 output_l1=2048 total=92160 fits wormhole_b0}}
  %0 = "ttnn.softmax"(%x) <{dimension = -1 : si32}> : (tensor<64x256xbf16, #W>) -> tensor<64x256xbf16, #I>
  return %0 : tensor<64x256xbf16, #I>
}

// -----

#l1 = #ttnn.buffer_type<l1>
#B = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x2>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
func.func @rms_norm_block(%x: tensor<128x256xbf16, #B>) -> tensor<128x256xbf16, #B> {
  // Stack: the staged input and the interleaved result (32 tiles each, one per bank:
  // 2 x 2048 B); output: one 64x128 block shard per core (8 tiles).
  // expected-remark @+1 {{L1 per core: cb_peak=94208 stack_peak=4096 peak=98304 output_l1=16384 total=114688 fits wormhole_b0}}
  %0 = "ttnn.rms_norm"(%x) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<128x256xbf16, #B>) -> tensor<128x256xbf16, #B>
  return %0 : tensor<128x256xbf16, #B>
}
