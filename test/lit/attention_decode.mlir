// ttnn.scaled_dot_product_attention_decode in tt-mlir's syntax: query
// [1, B, Hq, D], key / value [B, Hkv, Sk, D], an attention mask as the fourth operand
// segment. Figures from `strata query scaled_dot_product_attention_decode --input
// 1x2x32x64:bf16 --input 2x4x64x64:bf16 --input 2x4x64x64:bf16 --input 1x1x32x64:bf16
// --param is_causal=0 --param mask=1`.
// RUN: strata-opt %s --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#dram = #ttnn.buffer_type<dram>
#Q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#K = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 64 + d2, d3), <1x1>, memref<16x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#M = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @main(%q: tensor<1x2x32x64xbf16, #Q>, %k: tensor<2x4x64x64xbf16, #K>, %v: tensor<2x4x64x64xbf16, #K>, %m: tensor<1x1x32x64xbf16, #M>) -> tensor<1x2x32x64xbf16, #Q> {
  // expected-remark @+1 {{L1 per core: cb_peak=28672 stack_peak=24576 peak=53248 output_l1=0 total=53248 fits wormhole_b0}}
  %0 = "ttnn.scaled_dot_product_attention_decode"(%q, %k, %v, %m) <{is_causal = false, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0>}> : (tensor<1x2x32x64xbf16, #Q>, tensor<2x4x64x64xbf16, #K>, tensor<2x4x64x64xbf16, #K>, tensor<1x1x32x64xbf16, #M>) -> tensor<1x2x32x64xbf16, #Q>
  // expected-error @+1 {{sliding_window_size is not modelled}}
  %1 = "ttnn.scaled_dot_product_attention_decode"(%0, %k, %v) <{is_causal = true, sliding_window_size = 16 : ui32, operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0>}> : (tensor<1x2x32x64xbf16, #Q>, tensor<2x4x64x64xbf16, #K>, tensor<2x4x64x64xbf16, #K>) -> tensor<1x2x32x64xbf16, #Q>
  return %1 : tensor<1x2x32x64xbf16, #Q>
}
