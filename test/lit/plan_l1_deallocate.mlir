// A ttnn.deallocate ends a tensor's life: the planner may give its memory to the next
// tensor, so any later use (an op, a second deallocate, the return) is an error that
// names both places, not a plan that silently overlaps two live tensors.
// RUN: strata-opt %s --split-input-file --ttnn-plan-l1 -verify-diagnostics | FileCheck %s

#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
// CHECK-LABEL: func.func @freed_after_last_use
// expected-remark @+1 {{L1 plan: 3 tensors, peak 12288 B per core}}
func.func @freed_after_last_use(%arg0: tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1> {
  %0 = "ttnn.relu"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
  %1 = "ttnn.exp"(%0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
  // CHECK: "ttnn.deallocate"(%0)
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<64x128xbf16, #L1>) -> ()
  return %1 : tensor<64x128xbf16, #L1>
}

// -----

#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @used_after_free(%arg0: tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1> {
  %0 = "ttnn.relu"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
  // expected-note @+1 {{deallocated here}}
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<64x128xbf16, #L1>) -> ()
  // expected-error @+1 {{'ttnn.exp' op operand #0 uses a tensor after the ttnn.deallocate that freed it (step 1); its memory may already hold another tensor: deallocate it after its last use}}
  %1 = "ttnn.exp"(%0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
  return %1 : tensor<64x128xbf16, #L1>
}

// -----

#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @freed_twice(%arg0: tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1> {
  %0 = "ttnn.relu"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
  %1 = "ttnn.exp"(%0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
  // expected-note @+1 {{deallocated here}}
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<64x128xbf16, #L1>) -> ()
  // expected-error @+1 {{'ttnn.deallocate' op operand #0 uses a tensor after the ttnn.deallocate that freed it (step 2)}}
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<64x128xbf16, #L1>) -> ()
  return %1 : tensor<64x128xbf16, #L1>
}

// -----

#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @returned_after_free(%arg0: tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1> {
  %0 = "ttnn.relu"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
  // expected-note @+1 {{deallocated here}}
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<64x128xbf16, #L1>) -> ()
  // expected-error @+1 {{'func.return' op operand #0 uses a tensor after the ttnn.deallocate that freed it (step 1)}}
  return %0 : tensor<64x128xbf16, #L1>
}
