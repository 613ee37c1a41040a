// The random ops in tt-mlir's syntax: ttnn.rand (a creation op on the device handle:
// `size`, `low`, `high`, `seed`; dtype, layout and memory config from the result type,
// with tt-mlir's optional dtype / layout / memory_config attributes accepted) and
// ttnn.dropout (`prob`, `scale`, `seed`, `use_per_device_seed`), as tt-mlir's rand and
// dropout tests write them. The figures are `strata query`'s (e.g. `strata query rand
// --input 64x96:bf16`): rand holds two f32 tiles (CB 24) and one output tile (CB 16),
// dropout two input and two output tiles (CBs 0, 16).
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#B = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x3x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#F = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 100 + d1, d2), <8x8>, memref<4x9x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
func.func @rand() -> (tensor<64x96xbf16, #B>, tensor<1x100x257xf32, #F>) {
  %d = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  // 2 x 4096 B f32 tiles + one 2048 B bf16 tile.
  // expected-remark @+1 {{L1 per core: cb_peak=10240 stack_peak=0 peak=10240 output_l1=0 total=10240 fits wormhole_b0}}
  %0 = "ttnn.rand"(%d) <{dtype = #ttcore.supportedDataTypes<bf16>, high = 5.000000e+00 : f32, layout = #ttnn.layout<tile>, low = -3.000000e+00 : f32, memory_config = #ttnn.memory_config<#dram, <interleaved>>, seed = 42 : ui32, size = #ttnn.shape<64x96>}> : (!ttnn.device) -> tensor<64x96xbf16, #B>
  // Only `size` (the defaults [0, 1), seed 0); an f32 result in L1: 36 tiles of 4096 B
  // over the 64 L1 banks, 4096 B on a core.
  // expected-remark @+1 {{L1 per core: cb_peak=12288 stack_peak=0 peak=12288 output_l1=4096 total=16384 fits wormhole_b0}}
  %1 = "ttnn.rand"(%d) <{size = #ttnn.shape<1x100x257>}> : (!ttnn.device) -> tensor<1x100x257xf32, #F>
  return %0, %1 : tensor<64x96xbf16, #B>, tensor<1x100x257xf32, #F>
}

// -----

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#Y = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#G = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
func.func @dropout(%x: tensor<64x128xbf16, #X>, %g: tensor<64x128xf32, #G>) -> (tensor<64x128xbf16, #Y>, tensor<64x128xf32, #G>) {
  // 4 x 2048 B bf16 tiles; the L1 result's 8 tiles over 64 banks: 2048 B on a core.
  // expected-remark @+1 {{L1 per core: cb_peak=8192 stack_peak=0 peak=8192 output_l1=2048 total=10240 fits wormhole_b0}}
  %0 = "ttnn.dropout"(%x) <{prob = 2.000000e-01 : f32, scale = 1.250000e+00 : f32, seed = 21 : ui32, use_per_device_seed = true}> : (tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #Y>
  // f32, the attribute defaults (prob 0, scale 1, seed 0): 4 x 4096 B.
  // expected-remark @+1 {{L1 per core: cb_peak=16384 stack_peak=0 peak=16384 output_l1=0 total=16384 fits wormhole_b0}}
  %1 = "ttnn.dropout"(%g) : (tensor<64x128xf32, #G>) -> tensor<64x128xf32, #G>
  return %0, %1 : tensor<64x128xbf16, #Y>, tensor<64x128xf32, #G>
}

// -----

#dram = #ttnn.buffer_type<dram>
#B = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @rand_interval() -> tensor<32x32xbf16, #B> {
  %d = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  // expected-error @+1 {{rand: low 1 must be below high 1 (both finite): values are drawn from [low, high)}}
  %0 = "ttnn.rand"(%d) <{high = 1.000000e+00 : f32, layout = #ttnn.layout<tile>, low = 1.000000e+00 : f32, seed = 0 : ui32, size = #ttnn.shape<32x32>}> : (!ttnn.device) -> tensor<32x32xbf16, #B>
  return %0 : tensor<32x32xbf16, #B>
}

// -----

#dram = #ttnn.buffer_type<dram>
#B = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @rand_size() -> tensor<32x32xbf16, #B> {
  %d = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  // expected-error @+1 {{rand: size [64, 64] does not match the result's shape 32x32; they must be the same}}
  %0 = "ttnn.rand"(%d) <{high = 1.000000e+00 : f32, layout = #ttnn.layout<tile>, low = 0.000000e+00 : f32, seed = 0 : ui32, size = #ttnn.shape<64x64>}> : (!ttnn.device) -> tensor<32x32xbf16, #B>
  return %0 : tensor<32x32xbf16, #B>
}

// -----

#dram = #ttnn.buffer_type<dram>
#R = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<32x32xf32, #dram>, <interleaved>>
func.func @rand_row_major() -> tensor<32x32xf32, #R> {
  %d = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  // expected-error @+1 {{op rand: input 0 is row_major; this library computes on tile layout (tilize it first)}}
  %0 = "ttnn.rand"(%d) <{size = #ttnn.shape<32x32>}> : (!ttnn.device) -> tensor<32x32xf32, #R>
  return %0 : tensor<32x32xf32, #R>
}

// -----

#dram = #ttnn.buffer_type<dram>
#X = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @dropout_prob(%x: tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X> {
  // expected-error @+1 {{dropout: prob 1.5 is outside [0, 1]; it is the probability that an element is zeroed}}
  %0 = "ttnn.dropout"(%x) <{prob = 1.500000e+00 : f32, scale = 2.000000e+00 : f32, seed = 0 : ui32}> : (tensor<64x128xbf16, #X>) -> tensor<64x128xbf16, #X>
  return %0 : tensor<64x128xbf16, #X>
}
