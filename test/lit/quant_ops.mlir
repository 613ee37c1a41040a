// Quantization ops in tt-mlir's syntax: quantized results are
// !quant.uniform<i32:f32, ...> tensors whose layouts store si32 tiles; scales are
// bf16 / f32 tensors, zero points si32. The figures are `strata query`'s, e.g.
// `strata query quantize --input 64x128:f32 --input 1:f32 --input 1:i32
// --output-memory-config l1`: four double-buffered CBs of 4096-B tiles.
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#F = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#Q = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, si32>, #l1>, <interleaved>>
#S = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#Z = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
#R = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
func.func @per_tensor(%x: tensor<64x128xf32, #F>, %s: tensor<1xf32, #S>, %z: tensor<1xsi32, #Z>, %s2: tensor<1xf32, #S>) -> tensor<64x128x!quant.uniform<i32:f32, 4.000000e-02>, #R> {
  // expected-remark @+1 {{L1 per core: cb_peak=32768 stack_peak=0 peak=32768 output_l1=4096 total=36864 fits wormhole_b0}}
  %0 = "ttnn.quantize"(%x, %s, %z) <{output_dtype = #ttcore.supportedDataTypes<si32>}> : (tensor<64x128xf32, #F>, tensor<1xf32, #S>, tensor<1xsi32, #Z>) -> tensor<64x128x!quant.uniform<i32:f32, 2.000000e-02>, #Q>
  // expected-remark @+1 {{L1 per core: cb_peak=32768 stack_peak=0 peak=32768 output_l1=0 total=32768 fits wormhole_b0}}
  %1 = "ttnn.dequantize"(%0, %s, %z) <{output_dtype = #ttcore.supportedDataTypes<f32>}> : (tensor<64x128x!quant.uniform<i32:f32, 2.000000e-02>, #Q>, tensor<1xf32, #S>, tensor<1xsi32, #Z>) -> tensor<64x128xf32, #F>
  // The float32 intermediate on the stack (8 tiles over 64 banks: 4096 B) under each
  // program's CBs.
  // expected-remark @+1 {{L1 per core: cb_peak=32768 stack_peak=4096 peak=36864 output_l1=0 total=36864 fits wormhole_b0}}
  %2 = "ttnn.requantize"(%0, %s, %z, %s2, %z) <{output_dtype = #ttcore.supportedDataTypes<si32>}> : (tensor<64x128x!quant.uniform<i32:f32, 2.000000e-02>, #Q>, tensor<1xf32, #S>, tensor<1xsi32, #Z>, tensor<1xf32, #S>, tensor<1xsi32, #Z>) -> tensor<64x128x!quant.uniform<i32:f32, 4.000000e-02>, #R>
  return %2 : tensor<64x128x!quant.uniform<i32:f32, 4.000000e-02>, #R>
}

// -----

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 96 + d1 * 32 + d2, d3), <1x1>, memref<3x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#Q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 96 + d1 * 32 + d2, d3), <1x1>, memref<3x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
#S = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#Z = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
func.func @per_axis(%x: tensor<1x3x32x32xf32, #X>, %s: tensor<3xf32, #S>, %z: tensor<3xsi32, #Z>) -> tensor<1x3x32x32x!quant.uniform<i32:f32:1, {1.000000e-02,2.000000e-02,3.000000e-02}>, #Q> {
  // Axis 1: the scale and zero point are expanded on the stack into rows [1, 3, 1, 32]
  // (via [1, 3, 1, 1]: two 4096-B tiles per bank each).
  // expected-remark @+1 {{L1 per core: cb_peak=32768 stack_peak=16384 peak=49152 output_l1=0 total=49152 fits wormhole_b0}}
  %0 = "ttnn.quantize"(%x, %s, %z) <{axis = 1 : i32, output_dtype = #ttcore.supportedDataTypes<si32>}> : (tensor<1x3x32x32xf32, #X>, tensor<3xf32, #S>, tensor<3xsi32, #Z>) -> tensor<1x3x32x32x!quant.uniform<i32:f32:1, {1.000000e-02,2.000000e-02,3.000000e-02}>, #Q>
  return %0 : tensor<1x3x32x32x!quant.uniform<i32:f32:1, {1.000000e-02,2.000000e-02,3.000000e-02}>, #Q>
}

// -----

#dram = #ttnn.buffer_type<dram>
#Q = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
#S = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
func.func @float_zero_point(%q: tensor<64x128xsi32, #Q>, %s: tensor<1xf32, #S>) -> tensor<64x128xsi32, #Q> {
  // expected-error @+1 {{the zero point is float32; it must be int32}}
  %0 = "ttnn.dequantize"(%q, %s, %s) : (tensor<64x128xsi32, #Q>, tensor<1xf32, #S>, tensor<1xf32, #S>) -> tensor<64x128xsi32, #Q>
  return %0 : tensor<64x128xsi32, #Q>
}
