// A conv2d's weight argument: kept row-major, prepared into the matrix conv2d multiplies
// by prepare_conv2d_weights, and that hoisted by const-eval and cached, as tt-mlir
// caches it (its TTNNLayout.cpp keeps conv weights on the host; its const-eval caches
// prepare_conv2d_weights). A computed weight is tiled in its own [O, I, KH, KW] shape,
// which pads each window to a tile: the op that makes it stays in the function.
// RUN: strata-opt %s --ttir-to-ttnn --ttnn-const-eval-hoist | FileCheck %s

// CHECK-LABEL: func.func private @conv_weights_const_eval_0(
// CHECK-SAME:    %arg0: tensor<8x4x3x3xbf16
// CHECK:         "ttnn.prepare_conv2d_weights"(%arg0) {groups = 1 : i32, in_channels = 4 : i32, kernel_size = array<i32: 3, 3>, out_channels = 8 : i32}
// CHECK-SAME:    -> tensor<1x1x36x8xbf16
// CHECK-LABEL: func.func @conv_weights(
// CHECK:         %[[P:.*]] = ttcore.load_cached(@conv_weights_const_eval_0, [%arg1])
// CHECK-NOT:     prepare_conv2d_weights
// CHECK:         "ttnn.conv2d"({{.*}}, %[[P]])
// CHECK:         %[[M:.*]] = "ttnn.multiply"(%arg2, %arg2)
// CHECK:         "ttnn.conv2d"({{.*}}, %[[M]])
func.func @conv_weights(%x: tensor<1x4x8x8xbf16> {ttcore.argument_type = #ttcore.argument_type<input>},
                        %w: tensor<8x4x3x3xbf16> {ttcore.argument_type = #ttcore.argument_type<parameter>},
                        %v: tensor<8x4x3x3xbf16> {ttcore.argument_type = #ttcore.argument_type<parameter>}) -> (tensor<1x8x8x8xbf16>, tensor<1x8x8x8xbf16>) {
  %0 = "ttir.conv2d"(%x, %w) <{batch_dim = 0 : i64, channel_dim = 1 : i64, height_dim = 2 : i64, width_dim = 3 : i64, dilation = array<i32: 1, 1>, groups = 1 : i32, padding = array<i32: 1, 1, 1, 1>, stride = array<i32: 1, 1>}> : (tensor<1x4x8x8xbf16>, tensor<8x4x3x3xbf16>) -> tensor<1x8x8x8xbf16>
  %1 = "ttir.multiply"(%v, %v) : (tensor<8x4x3x3xbf16>, tensor<8x4x3x3xbf16>) -> tensor<8x4x3x3xbf16>
  %2 = "ttir.conv2d"(%x, %1) <{batch_dim = 0 : i64, channel_dim = 1 : i64, height_dim = 2 : i64, width_dim = 3 : i64, dilation = array<i32: 1, 1>, groups = 1 : i32, padding = array<i32: 1, 1, 1, 1>, stride = array<i32: 1, 1>}> : (tensor<1x4x8x8xbf16>, tensor<8x4x3x3xbf16>) -> tensor<1x8x8x8xbf16>
  return %0, %2 : tensor<1x8x8x8xbf16>, tensor<1x8x8x8xbf16>
}
