// In tt-mlir's syntax: ttnn.split_query_key_value_and_split_heads
// with its three results (query, key, value), written as tt-mlir's transformer and
// decomposition tests write it (num_heads / num_kv_heads ui32, transpose_key, the optional
// kv_input_tensor operand), and ttnn.max_pool2d_with_indices (values, indices) with
// max_pool2d's attributes and si32 / ui32 indices (the figures below them). The figures are `strata query`'s, e.g. `strata query
// split_query_key_value_and_split_heads --input 1x32x384:bf16:tile:dram --param num_heads=2
// --param transpose_key=1`: CBs of the permute (two tiles in, two out), on the stack the
// sliced columns and the heads reshaped to [B, S, heads, D] (one tile per core each).
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#x = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<1x12x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#k = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 64 + d2, d3), <1x1>, memref<4x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#v = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @fused_transposed_key(%arg0: tensor<1x32x384xbf16, #x>) -> (tensor<1x2x32x64xbf16, #q>, tensor<1x2x64x32xbf16, #k>, tensor<1x2x32x64xbf16, #v>) {
  // The query result in L1 (4 tiles over 64 banks: 2048 B on a core), key and value in DRAM.
  // expected-remark @+1 {{L1 per core: cb_peak=8192 stack_peak=4096 peak=12288 output_l1=2048 total=14336 fits wormhole_b0}}
  %0, %1, %2 = "ttnn.split_query_key_value_and_split_heads"(%arg0) <{num_heads = 2 : ui32, transpose_key = true}> : (tensor<1x32x384xbf16, #x>) -> (tensor<1x2x32x64xbf16, #q>, tensor<1x2x64x32xbf16, #k>, tensor<1x2x32x64xbf16, #v>)
  return %0, %1, %2 : tensor<1x2x32x64xbf16, #q>, tensor<1x2x64x32xbf16, #k>, tensor<1x2x32x64xbf16, #v>
}

// -----

// Grouped-query heads with a separate kv input (tt-mlir's decomposition test 3): q of 8
// heads from %arg0, k and v of 2 heads from %arg1. The stack peaks at k: its sliced
// columns (4096 B) and the heads reshaped to [2, 128, 2, 32], each head pair padded to a
// tile row (256 f32 tiles: 16384 B on a core).
#dram = #ttnn.buffer_type<dram>
#x = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 128 + d1, d2), <1x1>, memref<8x8x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#kv = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 128 + d1, d2), <1x1>, memref<8x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 1024 + d1 * 128 + d2, d3), <1x1>, memref<64x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#k = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 128 + d2, d3), <1x1>, memref<16x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
func.func @grouped_kv_input(%arg0: tensor<2x128x256xf32, #x>, %arg1: tensor<2x128x128xf32, #kv>) -> (tensor<2x8x128x32xf32, #q>, tensor<2x2x128x32xf32, #k>, tensor<2x2x128x32xf32, #k>) {
  // expected-remark @+1 {{L1 per core: cb_peak=8448 stack_peak=20480 peak=28800 output_l1=0 total=28800 fits wormhole_b0}}
  %0, %1, %2 = "ttnn.split_query_key_value_and_split_heads"(%arg0, %arg1) <{
    num_heads = 8 : ui32,
    num_kv_heads = 2 : ui32,
    transpose_key = false
  }> : (tensor<2x128x256xf32, #x>, tensor<2x128x128xf32, #kv>) -> (tensor<2x8x128x32xf32, #q>, tensor<2x2x128x32xf32, #k>, tensor<2x2x128x32xf32, #k>)
  return %0, %1, %2 : tensor<2x8x128x32xf32, #q>, tensor<2x2x128x32xf32, #k>, tensor<2x2x128x32xf32, #k>
}

// -----

// transpose_key = true but the key typed [B, H, S, D]: the library's key is [B, H, D, S].
#dram = #ttnn.buffer_type<dram>
#x = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<1x12x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @key_not_transposed(%arg0: tensor<1x32x384xbf16, #x>) -> (tensor<1x2x32x64xbf16, #q>, tensor<1x2x32x64xbf16, #q>, tensor<1x2x32x64xbf16, #q>) {
  // expected-error @+1 {{the op library's split_query_key_value_and_split_heads produces 1x2x64x32:bf16:tile:dram as result 1 but the result type states 1x2x32x64:bf16:tile:dram}}
  %0, %1, %2 = "ttnn.split_query_key_value_and_split_heads"(%arg0) <{num_heads = 2 : ui32, transpose_key = true}> : (tensor<1x32x384xbf16, #x>) -> (tensor<1x2x32x64xbf16, #q>, tensor<1x2x32x64xbf16, #q>, tensor<1x2x32x64xbf16, #q>)
  return %0, %1, %2 : tensor<1x2x32x64xbf16, #q>, tensor<1x2x32x64xbf16, #q>, tensor<1x2x32x64xbf16, #q>
}

// -----

// 384 columns do not split into num_heads + 2 * num_kv_heads = 5 heads.
#dram = #ttnn.buffer_type<dram>
#x = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<1x12x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 96 + d1 * 32 + d2, d3), <1x1>, memref<3x3x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#k = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 * 32 + d2, d3), <1x1>, memref<1x3x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @heads_do_not_divide(%arg0: tensor<1x32x384xbf16, #x>) -> (tensor<1x3x32x76xbf16, #q>, tensor<1x1x32x76xbf16, #k>, tensor<1x1x32x76xbf16, #k>) {
  // expected-error @+1 {{op library: split_query_key_value_and_split_heads: input_tensor: its last dim 384 does not split into num_heads + 2 * num_kv_heads = 5 heads of one size (q, k, v side by side)}}
  %0, %1, %2 = "ttnn.split_query_key_value_and_split_heads"(%arg0) <{num_heads = 3 : ui32, num_kv_heads = 1 : ui32, transpose_key = false}> : (tensor<1x32x384xbf16, #x>) -> (tensor<1x3x32x76xbf16, #q>, tensor<1x1x32x76xbf16, #k>, tensor<1x1x32x76xbf16, #k>)
  return %0, %1, %2 : tensor<1x3x32x76xbf16, #q>, tensor<1x1x32x76xbf16, #k>, tensor<1x1x32x76xbf16, #k>
}

// -----

// Two results where the op has three.
#dram = #ttnn.buffer_type<dram>
#x = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<1x12x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<2x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @two_results(%arg0: tensor<1x32x384xbf16, #x>) -> (tensor<1x2x32x64xbf16, #q>, tensor<1x2x32x64xbf16, #q>) {
  // expected-error @+1 {{has 2 result(s) but the op library's split_query_key_value_and_split_heads gives 3}}
  %0, %1 = "ttnn.split_query_key_value_and_split_heads"(%arg0) <{num_heads = 2 : ui32, transpose_key = false}> : (tensor<1x32x384xbf16, #x>) -> (tensor<1x2x32x64xbf16, #q>, tensor<1x2x32x64xbf16, #q>)
  return %0, %1 : tensor<1x2x32x64xbf16, #q>, tensor<1x2x32x64xbf16, #q>
}

// -----

// max_pool2d_with_indices: a 16x16 image of 32 channels, 2x2 windows, stride 2; values in
// L1 (2 bf16 tiles over 64 banks: 2048 B on a core), si32 indices in DRAM. CBs
// (`strata query max_pool2d_with_indices --input 1x1x256x32:bf16 --param input_height=16
// --param input_width=16 --param kernel_size=2,2 --param stride=2,2 --param padding=0,0
// --param indices_int32=1`): CB 0 and CB 16 two bf16 tiles each, CB 17 two int32 tiles.
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#in = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 256 + d2, d3), <1x1>, memref<8x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#out = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#idx = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<2x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
func.func @max_pool2d_with_indices(%arg0: tensor<1x1x256x32xbf16, #in>) -> (tensor<1x1x64x32xbf16, #out>, tensor<1x1x64x32xsi32, #idx>) {
  // expected-remark @+1 {{L1 per core: cb_peak=16384 stack_peak=0 peak=16384 output_l1=2048 total=18432 fits wormhole_b0}}
  %0, %1 = "ttnn.max_pool2d_with_indices"(%arg0) <{batch_size = 1 : si32, ceil_mode = false, channels = 32 : si32, input_height = 16 : si32, input_width = 16 : si32, kernel_size = array<i32: 2, 2>, stride = array<i32: 2, 2>, dilation = array<i32: 1, 1>, padding = array<i32: 0, 0>}> : (tensor<1x1x256x32xbf16, #in>) -> (tensor<1x1x64x32xbf16, #out>, tensor<1x1x64x32xsi32, #idx>)
  return %0, %1 : tensor<1x1x64x32xbf16, #out>, tensor<1x1x64x32xsi32, #idx>
}

// -----

// Two 9x9 images of 40 f32 channels, 3x3 windows, stride 2, padding [1, 0, 1, 0],
// ceil_mode: 5x5 outputs each (50 rows); ui32 indices. CBs: three pairs of f32 / ui32 tiles.
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 162 + d1 * 162 + d2, d3), <1x1>, memref<6x2x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#out = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 50 + d1 * 50 + d2, d3), <1x1>, memref<2x2x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#idx = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 50 + d1 * 50 + d2, d3), <1x1>, memref<2x2x!ttcore.tile<32x32, u32>, #dram>, <interleaved>>
func.func @ceil_mode_u32(%arg0: tensor<1x1x162x40xf32, #in>) -> (tensor<1x1x50x40xf32, #out>, tensor<1x1x50x40xui32, #idx>) {
  // expected-remark @+1 {{L1 per core: cb_peak=24576 stack_peak=0 peak=24576 output_l1=0 total=24576 fits wormhole_b0}}
  %0, %1 = "ttnn.max_pool2d_with_indices"(%arg0) <{batch_size = 2 : si32, ceil_mode = true, channels = 40 : si32, input_height = 9 : si32, input_width = 9 : si32, kernel_size = array<i32: 3, 3>, stride = array<i32: 2, 2>, dilation = array<i32: 1, 1>, padding = array<i32: 1, 0, 1, 0>}> : (tensor<1x1x162x40xf32, #in>) -> (tensor<1x1x50x40xf32, #out>, tensor<1x1x50x40xui32, #idx>)
  return %0, %1 : tensor<1x1x50x40xf32, #out>, tensor<1x1x50x40xui32, #idx>
}

// -----

// ui16 indices (tt-mlir's workaround type): the pooling program writes si32 or ui32.
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 256 + d2, d3), <1x1>, memref<8x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#out = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#idx = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<2x1x!ttcore.tile<32x32, u16>, #dram>, <interleaved>>
func.func @u16_indices(%arg0: tensor<1x1x256x32xbf16, #in>) -> (tensor<1x1x64x32xbf16, #out>, tensor<1x1x64x32xui16, #idx>) {
  // expected-error @+1 {{indices of uint16 are not modelled; the op library writes si32 or ui32 indices}}
  %0, %1 = "ttnn.max_pool2d_with_indices"(%arg0) <{batch_size = 1 : si32, ceil_mode = false, channels = 32 : si32, input_height = 16 : si32, input_width = 16 : si32, kernel_size = array<i32: 2, 2>, stride = array<i32: 2, 2>, dilation = array<i32: 1, 1>, padding = array<i32: 0, 0>}> : (tensor<1x1x256x32xbf16, #in>) -> (tensor<1x1x64x32xbf16, #out>, tensor<1x1x64x32xui16, #idx>)
  return %0, %1 : tensor<1x1x64x32xbf16, #out>, tensor<1x1x64x32xui16, #idx>
}

// -----

// Indices typed as the values (bf16): the library's indices are si32 / ui32.
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 256 + d2, d3), <1x1>, memref<8x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#out = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 64 + d2, d3), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @float_indices(%arg0: tensor<1x1x256x32xbf16, #in>) -> (tensor<1x1x64x32xbf16, #out>, tensor<1x1x64x32xbf16, #out>) {
  // expected-error @+1 {{indices of bfloat16 are not modelled; the op library writes si32 or ui32 indices}}
  %0, %1 = "ttnn.max_pool2d_with_indices"(%arg0) <{batch_size = 1 : si32, ceil_mode = false, channels = 32 : si32, input_height = 16 : si32, input_width = 16 : si32, kernel_size = array<i32: 2, 2>, stride = array<i32: 2, 2>, dilation = array<i32: 1, 1>, padding = array<i32: 0, 0>}> : (tensor<1x1x256x32xbf16, #in>) -> (tensor<1x1x64x32xbf16, #out>, tensor<1x1x64x32xbf16, #out>)
  return %0, %1 : tensor<1x1x64x32xbf16, #out>, tensor<1x1x64x32xbf16, #out>
}
