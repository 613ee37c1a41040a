// The remaining single-result ops in tt-mlir's syntax. ttnn.slice_dynamic
// (input, begins, ends; `step`) as tt-mlir's slice_dynamic tests write it, with ui32 /
// si32 bound tensors in tile layout; the result shape is the static result type. The
// figures are `strata query`'s (e.g. `strata query slice_dynamic --input 4x32x32:bf16
// --input 3:u32 --input 3:u32 --param shape=2,16,16`): CB 0 two input-dtype tiles, CB 3
// the two bound tiles (4096 B each).
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<4x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#B = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
#Y = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 16 + d1, d2), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#F = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#S = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #l1>, <interleaved>>
#G = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x2x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
func.func @slice_dynamic(%x: tensor<4x32x32xbf16, #X>, %b: tensor<3xui32, #B>, %e: tensor<3xui32, #B>,
                         %f: tensor<64x128xf32, #F>, %sb: tensor<2xsi32, #S>, %se: tensor<2xsi32, #S>) -> tensor<2x16x16xbf16, #Y> {
  // 2 x 2048 B bf16 tiles + 2 x 4096 B bound tiles.
  // expected-remark @+1 {{L1 per core: cb_peak=12288 stack_peak=0 peak=12288 output_l1=0 total=12288 fits wormhole_b0}}
  %0 = "ttnn.slice_dynamic"(%x, %b, %e) <{step = [1 : i32, 1 : i32, 1 : i32]}> : (tensor<4x32x32xbf16, #X>, tensor<3xui32, #B>, tensor<3xui32, #B>) -> tensor<2x16x16xbf16, #Y>
  // f32, si32 bounds in L1, step 2 along dim 1, an L1 result (2 of 64 tiles of 4096 B
  // spread over the 64 L1 banks: 4096 B on a core).
  // expected-remark @+1 {{L1 per core: cb_peak=16384 stack_peak=0 peak=16384 output_l1=4096 total=20480 fits wormhole_b0}}
  %1 = "ttnn.slice_dynamic"(%f, %sb, %se) <{step = [1 : i32, 2 : i32]}> : (tensor<64x128xf32, #F>, tensor<2xsi32, #S>, tensor<2xsi32, #S>) -> tensor<32x64xf32, #G>
  return %0 : tensor<2x16x16xbf16, #Y>
}

// -----

#dram = #ttnn.buffer_type<dram>
#F = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#H = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#G = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x2x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
func.func @float_bounds(%f: tensor<64x128xf32, #F>, %b: tensor<2xf32, #H>) -> tensor<32x64xf32, #G> {
  // expected-error @+1 {{slice_dynamic: begins is float32; the bounds are int32 or uint32 tensors}}
  %0 = "ttnn.slice_dynamic"(%f, %b, %b) : (tensor<64x128xf32, #F>, tensor<2xf32, #H>, tensor<2xf32, #H>) -> tensor<32x64xf32, #G>
  return %0 : tensor<32x64xf32, #G>
}

// -----

#dram = #ttnn.buffer_type<dram>
#F = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#B = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
#G = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<3x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
func.func @result_too_large(%f: tensor<64x128xf32, #F>, %b: tensor<2xui32, #B>) -> tensor<96x32xf32, #G> {
  // expected-error @+1 {{the result's dim 0 is 96 but the input's is 64 (step 1); no slice of it has that many elements}}
  %0 = "ttnn.slice_dynamic"(%f, %b, %b) : (tensor<64x128xf32, #F>, tensor<2xui32, #B>, tensor<2xui32, #B>) -> tensor<96x32xf32, #G>
  return %0 : tensor<96x32xf32, #G>
}
