// Block-float storage (bfp_bf8 / bfp_bf4 tiles) in tt-mlir's syntax: the op model takes
// the tile's format, not its bf16 scalar type, so CB pages and L1 results are 1088-B
// (bfp8) and 576-B (bfp4) tiles. The figures are `strata query`'s, e.g.
// `strata query typecast --input 128x64:bf16:tile:dram --param dtype=8`: two bf16 input
// pages and two bfp8 output pages, 2 x 2048 + 2 x 1088 = 6272.
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#A = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#W = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#W8 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x2x!ttcore.tile<32x32, bfp_bf8>, #dram>, <interleaved>>
#O = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#O4 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x2x!ttcore.tile<32x32, bfp_bf4>, #l1>, <interleaved>>
func.func @bfp8_weights(%a: tensor<64x128xbf16, #A>, %w: tensor<128x64xbf16, #W>) -> tensor<64x64xbf16, #O4> {
  // expected-remark @+1 {{L1 per core: cb_peak=6272 stack_peak=0 peak=6272 output_l1=0 total=6272 fits wormhole_b0}}
  %0 = "ttnn.typecast"(%w) <{dtype = #ttcore.supportedDataTypes<bfp_bf8>}> : (tensor<128x64xbf16, #W>) -> tensor<128x64xbf16, #W8>
  // expected-remark @+1 {{L1 per core: cb_peak=27136 stack_peak=0 peak=27136 output_l1=2048 total=29184 fits wormhole_b0}}
  %1 = "ttnn.matmul"(%a, %0) : (tensor<64x128xbf16, #A>, tensor<128x64xbf16, #W8>) -> tensor<64x64xbf16, #O>
  // Into bfp4 in L1: two bf16 and two bfp4 pages of CB, one 576-B tile per core.
  // expected-remark @+1 {{L1 per core: cb_peak=5248 stack_peak=0 peak=5248 output_l1=576 total=5824 fits wormhole_b0}}
  %2 = "ttnn.typecast"(%1) <{dtype = #ttcore.supportedDataTypes<bfp_bf4>}> : (tensor<64x64xbf16, #O>) -> tensor<64x64xbf16, #O4>
  return %2 : tensor<64x64xbf16, #O4>
}

// -----

#dram = #ttnn.buffer_type<dram>
#B8 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x2x!ttcore.tile<32x32, bfp_bf8>, #dram>, <interleaved>>
func.func @softmax_refuses(%a: tensor<64x64xbf16, #B8>) -> tensor<64x64xbf16, #B8> {
  // expected-error @+1 {{input 0 is bfloat8_b; block floats are storage for the elementwise, reduction, matmul and typecast ops; typecast it to bf16 first}}
  %0 = "ttnn.softmax"(%a) <{dimension = -1 : si32}> : (tensor<64x64xbf16, #B8>) -> tensor<64x64xbf16, #B8>
  return %0 : tensor<64x64xbf16, #B8>
}
