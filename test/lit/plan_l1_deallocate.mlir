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

// -----

// A conv2d whose conv2d_config sets deallocate_activation = true frees its L1 input
// itself (tt-metal; tt-mlir's TTNNDeallocate writes no ttnn.deallocate for it and
// refuses a later use): a use after the conv is a use after free.
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#x = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#w = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 24 + d1 * 3 + d2, d3), <1x1>, memref<128x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#y = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 16 + d1 * 16 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @conv_freed_activation(%arg0: tensor<1x1x64x16xbf16, #x>, %arg1: tensor<16x8x3x3xbf16, #w>) -> tensor<1x1x64x16xbf16, #x> {
  %0 = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  %a = "ttnn.relu"(%arg0) : (tensor<1x1x64x16xbf16, #x>) -> tensor<1x1x64x16xbf16, #x>
  // expected-note @+1 {{deallocated here (conv2d_config deallocate_activation = true, the activation in L1)}}
  %1 = "ttnn.conv2d"(%a, %arg1, %0) <{batch_size = 1 : i32, conv2d_config = #ttnn.conv2d_config<weights_dtype = bf16, deallocate_activation = true>, dilation = array<i32: 1, 1>, groups = 2 : i32, in_channels = 16 : i32, input_height = 8 : i32, input_width = 8 : i32, kernel_size = array<i32: 3, 3>, out_channels = 16 : i32, padding = array<i32: 1, 1>, stride = array<i32: 2, 2>}> : (tensor<1x1x64x16xbf16, #x>, tensor<16x8x3x3xbf16, #w>, !ttnn.device) -> tensor<1x1x16x16xbf16, #y>
  // expected-error @+1 {{'ttnn.exp' op operand #0 uses a tensor after the ttnn.conv2d that freed it (step 2); its memory may already hold another tensor: set deallocate_activation = false in its conv2d_config, or make it the last use}}
  %2 = "ttnn.exp"(%a) : (tensor<1x1x64x16xbf16, #x>) -> tensor<1x1x64x16xbf16, #x>
  return %2 : tensor<1x1x64x16xbf16, #x>
}

// -----

// In DRAM the flag changes nothing (tt-metal frees only an L1 activation), and the
// same flag set to false frees nothing either: both inputs are read after their convs.
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#xd = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#x = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#w = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 24 + d1 * 3 + d2, d3), <1x1>, memref<128x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#y = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 16 + d1 * 16 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
// CHECK-LABEL: func.func @conv_keeps_activation
// expected-remark @+1 {{L1 plan}}
func.func @conv_keeps_activation(%arg0: tensor<1x1x64x16xbf16, #xd>, %arg1: tensor<16x8x3x3xbf16, #w>, %arg2: tensor<1x1x64x16xbf16, #x>) -> (tensor<1x1x64x16xbf16, #xd>, tensor<1x1x64x16xbf16, #x>) {
  %0 = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  %1 = "ttnn.conv2d"(%arg0, %arg1, %0) <{batch_size = 1 : i32, conv2d_config = #ttnn.conv2d_config<weights_dtype = bf16, deallocate_activation = true>, dilation = array<i32: 1, 1>, groups = 2 : i32, in_channels = 16 : i32, input_height = 8 : i32, input_width = 8 : i32, kernel_size = array<i32: 3, 3>, out_channels = 16 : i32, padding = array<i32: 1, 1>, stride = array<i32: 2, 2>}> : (tensor<1x1x64x16xbf16, #xd>, tensor<16x8x3x3xbf16, #w>, !ttnn.device) -> tensor<1x1x16x16xbf16, #y>
  %2 = "ttnn.exp"(%arg0) : (tensor<1x1x64x16xbf16, #xd>) -> tensor<1x1x64x16xbf16, #xd>
  %3 = "ttnn.conv2d"(%arg2, %arg1, %0) <{batch_size = 1 : i32, conv2d_config = #ttnn.conv2d_config<weights_dtype = bf16, deallocate_activation = false>, dilation = array<i32: 1, 1>, groups = 2 : i32, in_channels = 16 : i32, input_height = 8 : i32, input_width = 8 : i32, kernel_size = array<i32: 3, 3>, out_channels = 16 : i32, padding = array<i32: 1, 1>, stride = array<i32: 2, 2>}> : (tensor<1x1x64x16xbf16, #x>, tensor<16x8x3x3xbf16, #w>, !ttnn.device) -> tensor<1x1x16x16xbf16, #y>
  %4 = "ttnn.exp"(%arg2) : (tensor<1x1x64x16xbf16, #x>) -> tensor<1x1x64x16xbf16, #x>
  return %2, %4 : tensor<1x1x64x16xbf16, #xd>, tensor<1x1x64x16xbf16, #x>
}

// -----

// A ttnn.deallocate after the conv that freed its activation does nothing (tt-mlir's
// TTNNForceFinalDeallocs drops it): accepted, and the activation's memory is the next
// tensor's after the conv.
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#x = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#w = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 24 + d1 * 3 + d2, d3), <1x1>, memref<128x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#y = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 16 + d1 * 16 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
// CHECK-LABEL: func.func @conv_then_deallocate
// expected-remark @+1 {{L1 plan}}
func.func @conv_then_deallocate(%arg0: tensor<1x1x64x16xbf16, #x>, %arg1: tensor<16x8x3x3xbf16, #w>) -> tensor<1x1x16x16xbf16, #y> {
  %0 = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  %a = "ttnn.relu"(%arg0) : (tensor<1x1x64x16xbf16, #x>) -> tensor<1x1x64x16xbf16, #x>
  %1 = "ttnn.conv2d"(%a, %arg1, %0) <{batch_size = 1 : i32, conv2d_config = #ttnn.conv2d_config<weights_dtype = bf16, deallocate_activation = true>, dilation = array<i32: 1, 1>, groups = 2 : i32, in_channels = 16 : i32, input_height = 8 : i32, input_width = 8 : i32, kernel_size = array<i32: 3, 3>, out_channels = 16 : i32, padding = array<i32: 1, 1>, stride = array<i32: 2, 2>}> : (tensor<1x1x64x16xbf16, #x>, tensor<16x8x3x3xbf16, #w>, !ttnn.device) -> tensor<1x1x16x16xbf16, #y>
  // CHECK: "ttnn.deallocate"
  "ttnn.deallocate"(%a) <{force = false}> : (tensor<1x1x64x16xbf16, #x>) -> ()
  return %1 : tensor<1x1x16x16xbf16, #y>
}
