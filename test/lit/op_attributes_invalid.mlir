// An op's attributes are read as the op library declares each parameter (float,
// integer, bool) and checked as the CLI's --param is: a string, a list, NaN, a fraction
// for an integer, 2 for a bool or an integer beyond 64 bits is an error naming the
// attribute, never the default read in its place or a wrapped value.
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @softplus_beta_string(%x: tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X> {
  // expected-error @+1 {{'ttnn.softplus' op beta = "x" is not a number; beta takes a float}}
  %0 = "ttnn.softplus"(%x) <{beta = "x", threshold = 20.0 : f32}> : (tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X>
  return %0 : tensor<64x128xbf16, #X>
}

// -----

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @softplus_beta_list(%x: tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X> {
  // expected-error @+1 {{'ttnn.softplus' op beta = [1.000000e+00 : f32] is not a number; beta takes a float}}
  %0 = "ttnn.softplus"(%x) <{beta = [1.0 : f32], threshold = 20.0 : f32}> : (tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X>
  return %0 : tensor<64x128xbf16, #X>
}

// -----

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @softplus_beta_nan(%x: tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X> {
  // expected-error @+1 {{'ttnn.softplus' op beta = 0x7FC00000 : f32 is not a finite number}}
  %0 = "ttnn.softplus"(%x) <{beta = 0x7FC00000 : f32, threshold = 20.0 : f32}> : (tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X>
  return %0 : tensor<64x128xbf16, #X>
}

// -----

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
func.func @topk_k_fraction(%x: tensor<64x128xbf16, #X>) {
  // expected-error @+1 {{'ttnn.topk' op k = 5.500000e+00 : f32 is not a whole number; k takes an integer}}
  %v, %i = "ttnn.topk"(%x) <{dim = -1 : si32, k = 5.5 : f32, largest = true, sorted = false}> : (tensor<64x128xbf16, #X>) -> (tensor<64x5xbf16, #V>, tensor<64x5xui32, #I>)
  return
}

// -----

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
func.func @topk_k_string(%x: tensor<64x128xbf16, #X>) {
  // expected-error @+1 {{'ttnn.topk' op k = "7" is not a number; k takes an integer}}
  %v, %i = "ttnn.topk"(%x) <{dim = -1 : si32, k = "7", largest = true, sorted = false}> : (tensor<64x128xbf16, #X>) -> (tensor<64x7xbf16, #V>, tensor<64x7xui32, #I>)
  return
}

// -----

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
func.func @topk_k_i128(%x: tensor<64x128xbf16, #X>) {
  // expected-error @+1 {{'ttnn.topk' op k = 18446744073709551621 : i128 does not fit a 64-bit integer}}
  %v, %i = "ttnn.topk"(%x) <{dim = -1 : si32, k = 18446744073709551621 : i128, largest = true, sorted = false}> : (tensor<64x128xbf16, #X>) -> (tensor<64x5xbf16, #V>, tensor<64x5xui32, #I>)
  return
}

// -----

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
func.func @topk_negative_k(%x: tensor<64x128xbf16, #X>) {
  // expected-error @+1 {{op library: topk: k = -5 is outside [1, 128], the extent of dim 1 of 64x128}}
  %v, %i = "ttnn.topk"(%x) <{dim = -1 : si32, k = -5 : i32, largest = true, sorted = false}> : (tensor<64x128xbf16, #X>) -> (tensor<64x5xbf16, #V>, tensor<64x5xui32, #I>)
  return
}

// -----

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
func.func @topk_largest_not_a_bool(%x: tensor<64x128xbf16, #X>) {
  // expected-error @+1 {{'ttnn.topk' op largest = 2 : i32 is not a bool; largest takes 0 or 1 (false or true)}}
  %v, %i = "ttnn.topk"(%x) <{dim = -1 : si32, k = 5 : i32, largest = 2 : i32, sorted = false}> : (tensor<64x128xbf16, #X>) -> (tensor<64x5xbf16, #V>, tensor<64x5xui32, #I>)
  return
}

// -----

// An epsilon is >= 0 (a negative one once made rms_norm's result all NaN, passed).
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @rms_norm_negative_epsilon(%x: tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X> {
  // expected-error @+1 {{'ttnn.rms_norm' op epsilon = -1.000000e+00 : f32 is negative; epsilon takes a number >= 0}}
  %0 = "ttnn.rms_norm"(%x) <{epsilon = -1.0 : f32}> : (tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X>
  return %0 : tensor<64x128xbf16, #X>
}

// -----

// An attention scale is >= 0 (0, or none: 1/sqrt(D)); a negative one was read as none.
#dram = #ttnn.buffer_type<dram>
#Q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @sdpa_negative_scale(%q: tensor<1x1x64x64xbf16, #Q>, %k: tensor<1x1x64x64xbf16, #Q>, %v: tensor<1x1x64x64xbf16, #Q>) -> tensor<1x1x64x64xbf16, #Q> {
  // expected-error @+1 {{'ttnn.scaled_dot_product_attention' op scale = -1.000000e+00 : f32 is negative; scale takes a number >= 0}}
  %0 = "ttnn.scaled_dot_product_attention"(%q, %k, %v) <{is_causal = true, scale = -1.0 : f32}> : (tensor<1x1x64x64xbf16, #Q>, tensor<1x1x64x64xbf16, #Q>, tensor<1x1x64x64xbf16, #Q>) -> tensor<1x1x64x64xbf16, #Q>
  return %0 : tensor<1x1x64x64xbf16, #Q>
}

// -----

// A choice parameter (a string in tt-mlir's IR) given as a number.
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @gelu_bw_approximate_number(%g: tensor<64x128xbf16, #X>, %x: tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X> {
  // expected-error @+1 {{'ttnn.gelu_bw' op approximate = 1 : i32 is not a string; approximate takes none or tanh}}
  %0 = "ttnn.gelu_bw"(%g, %x) <{approximate = 1 : i32}> : (tensor<64x128xbf16, #X>, tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X>
  return %0 : tensor<64x128xbf16, #X>
}

// -----

// A choice the op library does not have.
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 8 + d2, d3), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#Y = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 16 + d2, d3), <1x1>, memref<8x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @upsample_bicubic(%x: tensor<1x8x8x32xbf16, #X>) -> tensor<1x16x16x32xbf16, #Y> {
  // expected-error @+1 {{'ttnn.upsample' op mode "bicubic" is not modelled; the op library's upsample takes nearest or bilinear}}
  %0 = "ttnn.upsample"(%x) <{mode = "bicubic", scale_factor = 2 : si32}> : (tensor<1x8x8x32xbf16, #X>) -> tensor<1x16x16x32xbf16, #Y>
  return %0 : tensor<1x16x16x32xbf16, #Y>
}
