// Planning never guesses: an op the op library cannot model, or models with
// other semantics than the IR states, is an error naming the op.
// RUN: strata-opt %s --split-input-file --ttnn-plan-l1 -verify-diagnostics

#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @unmodelled(%arg0: tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1> {
  // expected-error @+1 {{'ttnn.frobnicate' op is not implemented by Strata's op library, so its L1 use cannot be modelled (see `strata query --list`)}}
  %0 = "ttnn.frobnicate"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
  return %0 : tensor<64x128xbf16, #L1>
}

// -----

#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#R = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x2x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @keep_dim_false(%arg0: tensor<64x128xbf16, #L1>) -> tensor<64xbf16, #R> {
  // expected-error @+1 {{'ttnn.sum' op keep_dim=false is not modelled by the op library (its reductions keep the reduced dims as 1); use keep_dim=true}}
  %0 = "ttnn.sum"(%arg0) <{dim_arg = [1 : i32], keep_dim = false}> : (tensor<64x128xbf16, #L1>) -> tensor<64xbf16, #R>
  return %0 : tensor<64xbf16, #R>
}

// -----

#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#F = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
func.func @wrong_result(%arg0: tensor<64x128xbf16, #L1>) -> tensor<64x128xf32, #F> {
  // expected-error @+1 {{'ttnn.exp' op the op library's exp produces 64x128:bf16:tile:l1 but the result type states 64x128:f32:tile:l1; the op cannot be modelled as written}}
  %0 = "ttnn.exp"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xf32, #F>
  return %0 : tensor<64x128xf32, #F>
}

// -----

#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#I = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, si32>, #l1>, <interleaved>>
func.func @dtype(%arg0: tensor<64x128xsi32, #I>) -> tensor<64x128xsi32, #I> {
  // expected-error @+1 {{input 0 is int32; this op computes on bf16 or f32 (int32 is the dtype of the integer ops; typecast first)}}
  %0 = "ttnn.relu"(%arg0) : (tensor<64x128xsi32, #I>) -> tensor<64x128xsi32, #I>
  return %0 : tensor<64x128xsi32, #I>
}

// -----

#l1 = #ttnn.buffer_type<l1>
#H = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, u8>, #l1>, <interleaved>>
func.func @unsupported_dtype(%arg0: tensor<64x128xui8, #H>) -> tensor<64x128xui8, #H> {
  // expected-error @+1 {{data type 'ui8' is not one the op library computes with (bf16, f32; bfp_bf8 / bfp_bf4 tiles as storage; ui32 for indices, ui16 for sort / topk indices; si32 / ui32 for the integer ops)}}
  %0 = "ttnn.relu"(%arg0) : (tensor<64x128xui8, #H>) -> tensor<64x128xui8, #H>
  return %0 : tensor<64x128xui8, #H>
}
