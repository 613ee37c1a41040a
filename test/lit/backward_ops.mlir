// Backward and fused ops in tt-mlir's syntax: ttnn.gelu_bw `approximate`,
// ttnn.embedding_bw (ui32 indices [1, 1, 1, N], table, [1, 1, N, H] gradient, result
// [1, 1, V, H]) and ttnn.dit_rms_norm_unary_fused `activation` with operand segments
// (a residual without a bias). The figures are `strata query`'s, e.g. `strata query
// gelu_bw --input 64x128:bf16:tile:dram --input 64x128:bf16:tile:dram --param approximate=1`.
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @gelu_bw(%g: tensor<64x128xbf16, #X>, %x: tensor<64x128xbf16, #X>, %w: tensor<128xbf16, #V>) -> tensor<64x128xbf16, #X> {
  // The tanh form keeps three tensors of 8 tiles (one 2048-B tile per core each) on the
  // stack; a binary program's three 2-tile CBs.
  // expected-remark @+1 {{L1 per core: cb_peak=12288 stack_peak=6144 peak=18432 output_l1=0 total=18432 fits wormhole_b0}}
  %0 = "ttnn.gelu_bw"(%g, %x) <{approximate = "tanh"}> : (tensor<64x128xbf16, #X>, tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X>
  // The erf form keeps two.
  // expected-remark @+1 {{L1 per core: cb_peak=12288 stack_peak=4096 peak=16384 output_l1=0 total=16384 fits wormhole_b0}}
  %1 = "ttnn.gelu_bw"(%g, %x) <{approximate = "none"}> : (tensor<64x128xbf16, #X>, tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X>
  // silu(rms_norm(x + residual) * weight): the sum on the stack (one tile per core,
  // normalised in place), then rms_norm as one fused program, whose CBs (tt-metal's
  // layernorm factory in RMS mode) are the CB peak.
  // expected-remark @+1 {{L1 per core: cb_peak=86016 stack_peak=2048 peak=88064 output_l1=0 total=88064 fits wormhole_b0}}
  %2 = "ttnn.dit_rms_norm_unary_fused"(%0, %w, %1) <{activation = "silu", epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 1, 0, 1>}> : (tensor<64x128xbf16, #X>, tensor<128xbf16, #V>, tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X>
  // expected-error @+1 {{activation "tanh" is not modelled; the op library's dit_rms_norm_unary_fused takes none, silu, gelu or relu}}
  %3 = "ttnn.dit_rms_norm_unary_fused"(%2, %w) <{activation = "tanh", epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 1, 0, 0>}> : (tensor<64x128xbf16, #X>, tensor<128xbf16, #V>) -> tensor<64x128xbf16, #X>
  return %3 : tensor<64x128xbf16, #X>
}

// -----

#dram = #ttnn.buffer_type<dram>
#I = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
#W = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#G = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#R = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
func.func @embedding_bw(%i: tensor<1x1x1x32xui32, #I>, %w: tensor<64x128xf32, #W>, %g: tensor<1x1x32x128xf32, #G>) -> tensor<1x1x64x128xf32, #R> {
  // On the stack: the index spread over the gradient's [1, 1, 32, 128] (4 u32 tiles: one
  // 4096-B tile per core) and the zero table (8 f32 tiles: one per core); scatter's CBs:
  // two pages each of the three inputs and the output (4096 B pages).
  // expected-remark @+1 {{L1 per core: cb_peak=32768 stack_peak=8192 peak=40960 output_l1=0 total=40960 fits wormhole_b0}}
  %0 = "ttnn.embedding_bw"(%i, %w, %g) : (tensor<1x1x1x32xui32, #I>, tensor<64x128xf32, #W>, tensor<1x1x32x128xf32, #G>) -> tensor<1x1x64x128xf32, #R>
  return %0 : tensor<1x1x64x128xf32, #R>
}
