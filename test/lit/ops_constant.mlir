// ttnn.constant in tt-mlir's syntax (an optional device operand, `value` a dense
// attribute: splat, one value per element, or tt-mlir's hex form; floats and integers).
// The op writes its values from the host into its result (tt-metal's from_buffer): no
// CBs, no stack; its L1 need is its result. The figures are `strata query`'s, e.g.
// `strata query constant --input 2x2:f32:tile:l1`: one 4096 B f32 tile on one L1 bank.
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
#B = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#U = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, u32>, #l1>, <interleaved>>
#R = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 + d1, d2), <1x1>, memref<1x3xsi32, #l1>, <interleaved>>
#D = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
func.func @constants() -> tensor<2x2xf32, #T> {
  %d = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  // tt-mlir's hex form of [[1, 2], [3, 4]]: one f32 tile in L1.
  // expected-remark @+1 {{L1 per core: cb_peak=0 stack_peak=0 peak=0 output_l1=4096 total=4096 fits wormhole_b0}}
  %0 = "ttnn.constant"(%d) <{value = dense<"0x0000803F000000400000404000008040"> : tensor<2x2xf32>}> : (!ttnn.device) -> tensor<2x2xf32, #T>
  // A bf16 splat over four tiles: one 2048 B tile on each of four of the 64 banks.
  // expected-remark @+1 {{L1 per core: cb_peak=0 stack_peak=0 peak=0 output_l1=2048 total=2048 fits wormhole_b0}}
  %1 = "ttnn.constant"(%d) <{layout = #ttnn.layout<tile>, value = dense<3.000000e+00> : tensor<64x64xbf16>}> : (!ttnn.device) -> tensor<64x64xbf16, #B>
  // ui32, as tt-mlir's OpModel test of ConstantOp (2x2 in L1: 4096 B, no CBs).
  // expected-remark @+1 {{L1 per core: cb_peak=0 stack_peak=0 peak=0 output_l1=4096 total=4096 fits wormhole_b0}}
  %2 = "ttnn.constant"(%d) <{value = dense<[[1, 2], [3, 4]]> : tensor<2x2xui32>}> : (!ttnn.device) -> tensor<2x2xui32, #U>
  // si32 in row-major layout: one 12 B row page, aligned to 16 B.
  // expected-remark @+1 {{L1 per core: cb_peak=0 stack_peak=0 peak=0 output_l1=16 total=16 fits wormhole_b0}}
  %3 = "ttnn.constant"(%d) <{value = dense<[[[-1, 2, 3]]]> : tensor<1x1x3xsi32>}> : (!ttnn.device) -> tensor<1x1x3xsi32, #R>
  // In DRAM: no L1 at all.
  // expected-remark @+1 {{L1 per core: cb_peak=0 stack_peak=0 peak=0 output_l1=0 total=0 fits wormhole_b0}}
  %4 = "ttnn.constant"(%d) <{value = dense<[[-1.1, 2.2], [-3.3, 4.4]]> : tensor<2x2xf32>}> : (!ttnn.device) -> tensor<2x2xf32, #D>
  return %0 : tensor<2x2xf32, #T>
}

// -----

#dram = #ttnn.buffer_type<dram>
#D = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @resource_blob() -> tensor<1x2xbf16, #D> {
  %d = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  // expected-error @+1 {{value dense_resource<blob> : tensor<1x2xbf16> is not modelled; the op library reads a dense<...> attribute (dense_resource blobs are not read)}}
  %0 = "ttnn.constant"(%d) <{value = dense_resource<blob> : tensor<1x2xbf16>}> : (!ttnn.device) -> tensor<1x2xbf16, #D>
  return %0 : tensor<1x2xbf16, #D>
}
{-#
  dialect_resources: {
    builtin: {
      blob: "0x0200000000400040"
    }
  }
#-}

// -----

#dram = #ttnn.buffer_type<dram>
#S = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
func.func @float_values_in_an_integer_result() -> tensor<1x2xsi32, #S> {
  %d = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  // expected-error @+1 {{the result is int32, which holds whole numbers in [-2147483648, 2147483647], but the values are not all whole numbers}}
  %0 = "ttnn.constant"(%d) <{value = dense<[[0.5, 1.0]]> : tensor<1x2xf32>}> : (!ttnn.device) -> tensor<1x2xsi32, #S>
  return %0 : tensor<1x2xsi32, #S>
}

// -----

#dram = #ttnn.buffer_type<dram>
#U = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
func.func @i64_values_in_a_uint32_result() -> tensor<1x2xui32, #U> {
  %d = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  // expected-error @+1 {{the result is uint32, which holds whole numbers in [0, 4294967295], but the values lie in [-9223372036854775808, }}
  %0 = "ttnn.constant"(%d) <{value = dense<[[-1, 2]]> : tensor<1x2xi64>}> : (!ttnn.device) -> tensor<1x2xui32, #U>
  return %0 : tensor<1x2xui32, #U>
}

// -----

#dram = #ttnn.buffer_type<dram>
#D = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
func.func @shape_mismatch() -> tensor<3x2xf32, #D> {
  %d = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  // expected-error @+1 {{value is a 'tensor<2x3xf32>' but the result is}}
  %0 = "ttnn.constant"(%d) <{value = dense<0.5> : tensor<2x3xf32>}> : (!ttnn.device) -> tensor<3x2xf32, #D>
  return %0 : tensor<3x2xf32, #D>
}
