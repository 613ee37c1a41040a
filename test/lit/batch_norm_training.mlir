// ttnn.batch_norm_training in tt-mlir's syntax: running statistics, weight and
// bias as operand segments, `epsilon` and `momentum`. The figures are `strata query`'s:
// `strata query batch_norm_training --input 2x4x32x64:f32 --input 4:f32 --input 4:f32
// --input 4:f32 --input 4:f32`.
// RUN: strata-opt %s --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 32 + d2, d3), <1x1>, memref<8x2x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#V = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
func.func @main(%x: tensor<2x4x32x64xf32, #X>, %m: tensor<4xf32, #V>, %v: tensor<4xf32, #V>, %w: tensor<4xf32, #V>, %b: tensor<4xf32, #V>) -> tensor<2x4x32x64xf32, #X> {
  // expected-remark @+1 {{L1 per core: cb_peak=24576 stack_peak=20480 peak=45056 output_l1=0 total=45056 fits wormhole_b0}}
  %0 = "ttnn.batch_norm_training"(%x, %m, %v, %w, %b) <{epsilon = 9.99999974E-6 : f32, momentum = 1.000000e-01 : f32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}> : (tensor<2x4x32x64xf32, #X>, tensor<4xf32, #V>, tensor<4xf32, #V>, tensor<4xf32, #V>, tensor<4xf32, #V>) -> tensor<2x4x32x64xf32, #X>
  // expected-error @+1 {{batch_norm_training with only one of running_mean and running_var is not modelled}}
  %1 = "ttnn.batch_norm_training"(%0, %m, %w, %b) <{epsilon = 9.99999974E-6 : f32, momentum = 1.000000e-01 : f32, operandSegmentSizes = array<i32: 1, 1, 0, 1, 1>}> : (tensor<2x4x32x64xf32, #X>, tensor<4xf32, #V>, tensor<4xf32, #V>, tensor<4xf32, #V>) -> tensor<2x4x32x64xf32, #X>
  return %1 : tensor<2x4x32x64xf32, #X>
}
