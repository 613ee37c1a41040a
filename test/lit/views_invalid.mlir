// A forced free of one value of a buffer frees it for every view of it: a later use of
// the input or of a view is refused, by the planner and by strata run (exit 2, before
// anything runs; Inputs/forced_free_view.mlir is the first case in DRAM).
// RUN: strata-opt %s --split-input-file --ttnn-plan-l1 -verify-diagnostics -o /dev/null
// RUN: %python %S/expect_exit.py 2 strata run %S/Inputs/forced_free_view.mlir 2>&1 | FileCheck %s --check-prefix=REFUSED
// REFUSED: forced_free_view.mlir:10:8: 'ttnn.neg' op operand #0 reads a buffer that ttnn.deallocate freed at step 2

#l1 = #ttnn.buffer_type<l1>
#L3 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#L2 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @forced_free_of_the_input(%arg0: tensor<2x64x128xbf16, #L3>) -> tensor<128x128xbf16, #L2> {
  %0 = "ttnn.exp"(%arg0) : (tensor<2x64x128xbf16, #L3>) -> tensor<2x64x128xbf16, #L3>
  %1 = "ttnn.reshape"(%0) <{shape = [128 : i32, 128 : i32]}> : (tensor<2x64x128xbf16, #L3>) -> tensor<128x128xbf16, #L2>
  // expected-note @+1 {{freed here}}
  "ttnn.deallocate"(%0) <{force = true}> : (tensor<2x64x128xbf16, #L3>) -> ()
  // expected-error @+1 {{'ttnn.neg' op operand #0 reads a buffer that ttnn.deallocate freed at step 2 (a forced free ends the buffer for the value and every view of it)}}
  %2 = "ttnn.neg"(%1) : (tensor<128x128xbf16, #L2>) -> tensor<128x128xbf16, #L2>
  return %2 : tensor<128x128xbf16, #L2>
}

// -----

// A conv that frees its L1 activation (deallocate_activation) frees the buffer of the
// value it was viewed from, too.
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#x3 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#x = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#w = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 24 + d1 * 3 + d2, d3), <1x1>, memref<128x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#y = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 16 + d1 * 16 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @conv_frees_the_viewed_buffer(%arg0: tensor<1x64x16xbf16, #x3>, %arg1: tensor<16x8x3x3xbf16, #w>) -> tensor<1x64x16xbf16, #x3> {
  %d = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  %a = "ttnn.relu"(%arg0) : (tensor<1x64x16xbf16, #x3>) -> tensor<1x64x16xbf16, #x3>
  %v = "ttnn.reshape"(%a) <{shape = [1 : i32, 1 : i32, 64 : i32, 16 : i32]}> : (tensor<1x64x16xbf16, #x3>) -> tensor<1x1x64x16xbf16, #x>
  // expected-note @+1 {{freed here}}
  %c = "ttnn.conv2d"(%v, %arg1, %d) <{batch_size = 1 : i32, conv2d_config = #ttnn.conv2d_config<weights_dtype = bf16, deallocate_activation = true>, dilation = array<i32: 1, 1>, groups = 2 : i32, in_channels = 16 : i32, input_height = 8 : i32, input_width = 8 : i32, kernel_size = array<i32: 3, 3>, out_channels = 16 : i32, padding = array<i32: 1, 1>, stride = array<i32: 2, 2>}> : (tensor<1x1x64x16xbf16, #x>, tensor<16x8x3x3xbf16, #w>, !ttnn.device) -> tensor<1x1x16x16xbf16, #y>
  // expected-error @+1 {{'ttnn.exp' op operand #0 reads a buffer that ttnn.conv2d freed at step 3}}
  %e = "ttnn.exp"(%a) : (tensor<1x64x16xbf16, #x3>) -> tensor<1x64x16xbf16, #x3>
  return %e : tensor<1x64x16xbf16, #x3>
}
