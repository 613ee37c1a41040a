// Paged attention, sparse_matmul and conv3d in tt-mlir's syntax: paged_scaled_dot_product_attention_decode
// (query, key / value caches, page_table, then the operand segments attention_mask,
// cur_pos_tensor, attention_sink) and chunked_scaled_dot_product_attention (query,
// key, value, page_table, chunk_start_idx). Page tables and positions are si32 tiles.
// Figures from `strata query paged_scaled_dot_product_attention_decode --input
// 1x2x8x64:bf16 --input 8x2x32x64:bf16 --input 8x2x32x64:bf16 --input 2x2:i32 --input
// 2:i32 --param cur_pos=1` and `strata query chunked_scaled_dot_product_attention --input
// 1x4x32x64:bf16 --input 8x2x32x64:bf16 --input 8x2x32x64:bf16 --input 1x2:i32 --input 1:i32`.
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#dram = #ttnn.buffer_type<dram>
#Q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 16 + d1 * 8 + d2, d3), <1x1>, memref<1x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#K = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<16x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
#P = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
func.func @paged(%q: tensor<1x2x8x64xbf16, #Q>, %k: tensor<8x2x32x64xbf16, #K>, %v: tensor<8x2x32x64xbf16, #K>, %pt: tensor<2x2xsi32, #T>, %pos: tensor<2xsi32, #P>) -> tensor<1x2x8x64xbf16, #Q> {
  // expected-remark @+1 {{L1 per core: cb_peak=24576 stack_peak=36864 peak=55296 output_l1=0 total=55296 fits wormhole_b0}}
  %0 = "ttnn.paged_scaled_dot_product_attention_decode"(%q, %k, %v, %pt, %pos) <{is_causal = true, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1, 0>}> : (tensor<1x2x8x64xbf16, #Q>, tensor<8x2x32x64xbf16, #K>, tensor<8x2x32x64xbf16, #K>, tensor<2x2xsi32, #T>, tensor<2xsi32, #P>) -> tensor<1x2x8x64xbf16, #Q>
  // expected-error @+1 {{sliding_window_size is not modelled}}
  %1 = "ttnn.paged_scaled_dot_product_attention_decode"(%0, %k, %v, %pt, %pos) <{is_causal = true, sliding_window_size = 16 : ui32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1, 0>}> : (tensor<1x2x8x64xbf16, #Q>, tensor<8x2x32x64xbf16, #K>, tensor<8x2x32x64xbf16, #K>, tensor<2x2xsi32, #T>, tensor<2xsi32, #P>) -> tensor<1x2x8x64xbf16, #Q>
  return %1 : tensor<1x2x8x64xbf16, #Q>
}

// -----

#dram = #ttnn.buffer_type<dram>
#Q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 16 + d1 * 8 + d2, d3), <1x1>, memref<1x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#K = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<16x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#R = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x2xsi32, #dram>, <interleaved>>
#P = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
func.func @refused(%q: tensor<1x2x8x64xbf16, #Q>, %k: tensor<8x2x32x64xbf16, #K>, %v: tensor<8x2x32x64xbf16, #K>, %pt: tensor<2x2xsi32, #R>, %pos: tensor<2xsi32, #P>) -> tensor<1x2x8x64xbf16, #Q> {
  // A row-major page table (tt-mlir's default for it) must be tilized first.
  // expected-error @+1 {{input 3 is row_major; this library computes on tile layout}}
  %0 = "ttnn.paged_scaled_dot_product_attention_decode"(%q, %k, %v, %pt) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 0, 0>}> : (tensor<1x2x8x64xbf16, #Q>, tensor<8x2x32x64xbf16, #K>, tensor<8x2x32x64xbf16, #K>, tensor<2x2xsi32, #R>) -> tensor<1x2x8x64xbf16, #Q>
  // expected-error @+1 {{an attention_sink is not modelled}}
  %1 = "ttnn.paged_scaled_dot_product_attention_decode"(%q, %k, %v, %pt, %pos, %q) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0, 1, 1>}> : (tensor<1x2x8x64xbf16, #Q>, tensor<8x2x32x64xbf16, #K>, tensor<8x2x32x64xbf16, #K>, tensor<2x2xsi32, #R>, tensor<2xsi32, #P>, tensor<1x2x8x64xbf16, #Q>) -> tensor<1x2x8x64xbf16, #Q>
  return %1 : tensor<1x2x8x64xbf16, #Q>
}

// -----

#dram = #ttnn.buffer_type<dram>
#Q = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 32 + d2, d3), <1x1>, memref<4x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#K = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 64 + d1 * 32 + d2, d3), <1x1>, memref<16x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
#S = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
func.func @chunked(%q: tensor<1x4x32x64xbf16, #Q>, %k: tensor<8x2x32x64xbf16, #K>, %v: tensor<8x2x32x64xbf16, #K>, %pt: tensor<1x2xsi32, #T>, %start: tensor<1xsi32, #S>) -> tensor<1x4x32x64xbf16, #Q> {
  // expected-remark @+1 {{L1 per core: cb_peak=24576 stack_peak=36864 peak=55296 output_l1=0 total=55296 fits wormhole_b0}}
  %0 = "ttnn.chunked_scaled_dot_product_attention"(%q, %k, %v, %pt, %start) <{scale = 0.125 : f32}> : (tensor<1x4x32x64xbf16, #Q>, tensor<8x2x32x64xbf16, #K>, tensor<8x2x32x64xbf16, #K>, tensor<1x2xsi32, #T>, tensor<1xsi32, #S>) -> tensor<1x4x32x64xbf16, #Q>
  return %0 : tensor<1x4x32x64xbf16, #Q>
}

// -----

// sparse_matmul: b sparse (a [A, B, M, K], sparsity [A, B, 1, E] -> [A, B, 1, E, M, N], nnz
// a hint) and a sparse ([A, E, M, K], sparsity [1, 1, A, E] -> [A, E, M, N]). Figures from
// `strata query sparse_matmul --input 2x4x32x64:bf16 --input 1x4x64x96:bf16 --input
// 2x4x1x4:bf16 --param nnz=2` and the same with a [1, 1, 2, 4] sparsity and
// `--param is_input_a_sparse=1 --param is_input_b_sparse=0`.
#dram = #ttnn.buffer_type<dram>
#A = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 32 + d2, d3), <1x1>, memref<8x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#B = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 256 + d1 * 64 + d2, d3), <1x1>, memref<8x3x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#S = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 4 + d1 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#T = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 2 + d1 * 2 + d2, d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#O = #ttnn.ttnn_layout<(d0, d1, d2, d3, d4, d5) -> (d0 * 512 + d1 * 128 + d2 * 128 + d3 * 32 + d4, d5), <1x1>, memref<32x3x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#P = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 32 + d2, d3), <1x1>, memref<8x3x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @sparse(%a: tensor<2x4x32x64xbf16, #A>, %b: tensor<1x4x64x96xbf16, #B>, %s: tensor<2x4x1x4xbf16, #S>, %t: tensor<1x1x2x4xbf16, #T>) -> tensor<2x4x1x4x32x96xbf16, #O> {
  // expected-remark @+1 {{L1 per core: cb_peak=18432 stack_peak=45056 peak=50400 output_l1=0 total=50400 fits wormhole_b0}}
  %0 = "ttnn.sparse_matmul"(%a, %b, %s) <{is_input_a_sparse = false, is_input_b_sparse = true, nnz = 2 : i64}> : (tensor<2x4x32x64xbf16, #A>, tensor<1x4x64x96xbf16, #B>, tensor<2x4x1x4xbf16, #S>) -> tensor<2x4x1x4x32x96xbf16, #O>
  // expected-remark @+1 {{L1 per core: cb_peak=18432 stack_peak=8192 peak=24576 output_l1=0 total=24576 fits wormhole_b0}}
  %1 = "ttnn.sparse_matmul"(%a, %b, %t) <{is_input_a_sparse = true, is_input_b_sparse = false}> : (tensor<2x4x32x64xbf16, #A>, tensor<1x4x64x96xbf16, #B>, tensor<1x1x2x4xbf16, #T>) -> tensor<2x4x32x96xbf16, #P>
  // expected-error @+1 {{nnz is 9; it counts non-zero sparsity entries: 1..8}}
  %2 = "ttnn.sparse_matmul"(%a, %b, %t) <{is_input_a_sparse = true, is_input_b_sparse = false, nnz = 9 : i64}> : (tensor<2x4x32x64xbf16, #A>, tensor<1x4x64x96xbf16, #B>, tensor<1x1x2x4xbf16, #T>) -> tensor<2x4x32x96xbf16, #P>
  return %0 : tensor<2x4x1x4x32x96xbf16, #O>
}

// -----

// prepare_conv3d_weights (tt-metal's layout; 16 channels aligned to 32, here a tile result) and conv3d
// (NDHWC input, the prepared [KD*KH*KW*C, O] weight, a [1, O] bias). Figures from
// `strata query prepare_conv3d_weights --input 32x16x3x3x3:bf16` and `strata query conv3d
// --input 1x4x8x8x32:bf16 --input 864x32:bf16 --input 1x32:bf16 --param kernel_size=3,3,3`.
#dram = #ttnn.buffer_type<dram>
#W = #ttnn.ttnn_layout<(d0, d1, d2, d3, d4) -> (d0 * 144 + d1 * 9 + d2 * 3 + d3, d4), <1x1>, memref<144x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3, d4) -> (d0 * 256 + d1 * 64 + d2 * 8 + d3, d4), <1x1>, memref<8x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#CW = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<27x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#BI = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#Y = #ttnn.ttnn_layout<(d0, d1, d2, d3, d4) -> (d0 * 72 + d1 * 36 + d2 * 6 + d3, d4), <1x1>, memref<3x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @conv3d(%w: tensor<32x16x3x3x3xbf16, #W>, %x: tensor<1x4x8x8x32xbf16, #X>, %cw: tensor<864x32xbf16, #CW>, %bias: tensor<1x32xbf16, #BI>) -> tensor<1x2x6x6x32xbf16, #Y> {
  %dev = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  // expected-remark @+1 {{L1 per core: cb_peak=8192 stack_peak=8192 peak=13536 output_l1=0 total=13536 fits wormhole_b0}}
  %0 = "ttnn.prepare_conv3d_weights"(%w, %dev) <{groups = 1 : i32, c_in_block = 0 : i32, alignment = 32 : i32}> : (tensor<32x16x3x3x3xbf16, #W>, !ttnn.device) -> tensor<864x32xbf16, #CW>
  // expected-remark @+1 {{L1 per core: cb_peak=26624 stack_peak=12288 peak=38912 output_l1=0 total=38912 fits wormhole_b0}}
  %1 = "ttnn.conv3d"(%x, %cw, %bias, %dev) <{in_channels = 32 : i32, out_channels = 32 : i32, batch_size = 1 : i32, input_depth = 4 : i32, input_height = 8 : i32, input_width = 8 : i32, kernel_size = array<i32: 3, 3, 3>, stride = array<i32: 1, 1, 1>, padding = array<i32: 0, 0, 0>, padding_mode = "zeros", groups = 1 : i32}> : (tensor<1x4x8x8x32xbf16, #X>, tensor<864x32xbf16, #CW>, tensor<1x32xbf16, #BI>, !ttnn.device) -> tensor<1x2x6x6x32xbf16, #Y>
  // conv3d_config's c_in_block = 16: the weight read in two channel blocks (`--param
  // c_in_block=16`: smaller unfolds, so smaller CBs).
  // expected-remark @+1 {{L1 per core: cb_peak=12288 stack_peak=12288 peak=24576 output_l1=0 total=24576 fits wormhole_b0}}
  %3 = "ttnn.conv3d"(%x, %cw, %bias, %dev) <{in_channels = 32 : i32, out_channels = 32 : i32, batch_size = 1 : i32, input_depth = 4 : i32, input_height = 8 : i32, input_width = 8 : i32, kernel_size = array<i32: 3, 3, 3>, stride = array<i32: 1, 1, 1>, padding = array<i32: 0, 0, 0>, padding_mode = "zeros", groups = 1 : i32, conv3d_config = #ttnn.conv3d_config<t_out_block = 1, w_out_block = 1, h_out_block = 1, c_out_block = 32, c_in_block = 16, compute_with_storage_grid_size = #ttcore.grid<8x8>>}> : (tensor<1x4x8x8x32xbf16, #X>, tensor<864x32xbf16, #CW>, tensor<1x32xbf16, #BI>, !ttnn.device) -> tensor<1x2x6x6x32xbf16, #Y>
  // expected-error @+1 {{padding_mode "replicate" is not modelled}}
  %2 = "ttnn.conv3d"(%x, %cw, %bias, %dev) <{in_channels = 32 : i32, out_channels = 32 : i32, batch_size = 1 : i32, input_depth = 4 : i32, input_height = 8 : i32, input_width = 8 : i32, kernel_size = array<i32: 3, 3, 3>, stride = array<i32: 1, 1, 1>, padding = array<i32: 0, 0, 0>, padding_mode = "replicate", groups = 1 : i32}> : (tensor<1x4x8x8x32xbf16, #X>, tensor<864x32xbf16, #CW>, tensor<1x32xbf16, #BI>, !ttnn.device) -> tensor<1x2x6x6x32xbf16, #Y>
  return %1 : tensor<1x2x6x6x32xbf16, #Y>
}
