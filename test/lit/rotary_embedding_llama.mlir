// ttnn.rotary_embedding_llama as tt-mlir writes it (test/ttmlir/Silicon/TTNN/
// n150/transformer/rotary_embedding_llama.mlir, prefill): input, cos, sin and the
// [1, 1, 32, 32] transformation matrix. Figures from `strata query rotary_embedding_llama
// --input 1x1x32x256:bf16 --input 1x1x32x256:bf16 --input 1x1x32x256:bf16 --input 1x1x32x32:bf16`.
// RUN: strata-opt %s --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#dram = #ttnn.buffer_type<dram>
#T = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#H = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x8x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @prefill(%x: tensor<1x1x32x32xbf16, #T>, %h: tensor<1x1x32x256xbf16, #H>, %t: tensor<1x1x32x32xbf16, #T>) -> tensor<1x1x32x256xbf16, #H> {
  // One block: the rotated tile (2048 B) on the stack, the matmul / binary CBs above it.
  // expected-remark @+1 {{L1 per core: cb_peak=12288 stack_peak=2048 peak=14336 output_l1=0 total=14336 fits wormhole_b0}}
  %0 = "ttnn.rotary_embedding_llama"(%x, %x, %x, %t) <{is_decode_mode = false}> : (tensor<1x1x32x32xbf16, #T>, tensor<1x1x32x32xbf16, #T>, tensor<1x1x32x32xbf16, #T>, tensor<1x1x32x32xbf16, #T>) -> tensor<1x1x32x32xbf16, #T>
  // Eight blocks: the rotated tensor, the [1, 1, 256, 32] block view and its product
  // (8 tiles each: one 2048-B tile per core).
  // expected-remark @+1 {{L1 per core: cb_peak=12288 stack_peak=6144 peak=16384 output_l1=0 total=16384 fits wormhole_b0}}
  %1 = "ttnn.rotary_embedding_llama"(%h, %h, %h, %t) <{is_decode_mode = false}> : (tensor<1x1x32x256xbf16, #H>, tensor<1x1x32x256xbf16, #H>, tensor<1x1x32x256xbf16, #H>, tensor<1x1x32x32xbf16, #T>) -> tensor<1x1x32x256xbf16, #H>
  return %1 : tensor<1x1x32x256xbf16, #H>
}
