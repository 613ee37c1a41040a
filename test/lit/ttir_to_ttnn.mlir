// --ttir-to-ttnn: tt-mlir's TTIR (the form its model graphs in
// test/ttmlir/models/ are written in) lowered to ttnn on DRAM-interleaved
// tiled tensors, one feature per split. docs/ttir.md lists the decisions.
// RUN: strata-opt %s --split-input-file --ttir-to-ttnn | FileCheck %s
// RUN: strata-opt %s --split-input-file --ttir-to-ttnn | strata-opt --split-input-file --ttnn-memory-pipeline > /dev/null

// The functions of a device module move to the top level; the signature gets
// tt-mlir's element types (i64 -> si32, f64 -> f32, i1 -> bf16) and DRAM
// interleaved tile layouts.
// CHECK-DAG: #[[DRAM:.*]] = #ttnn.buffer_type<dram>
// CHECK-DAG: #[[L23:.*]] = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 3 + d1, d2), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #[[DRAM]]>, <interleaved>>
// CHECK-LABEL: func.func @signature
// CHECK-SAME: (%arg0: tensor<2x3x4xf32, #[[L23]]>, %arg1: tensor<3xsi32, {{.*}}>, %arg2: tensor<4xbf16, {{.*}}>)
// CHECK-NOT: ttcore.device_module
module {
  ttcore.device_module {
    builtin.module @inner {
      func.func @signature(%a: tensor<2x3x4xf64>, %i: tensor<3xi64>, %b: tensor<4xi1>) -> tensor<2x3x4xf64> {
        %0 = "ttir.neg"(%a) : (tensor<2x3x4xf64>) -> tensor<2x3x4xf64>
        return %0 : tensor<2x3x4xf64>
      }
    }
  }
}

// -----
// dot_general: batch dims first, free dims, then the contraction, as matmul.
// CHECK-LABEL: func.func @dot_general
// CHECK: %[[A:.*]] = "ttnn.permute"(%arg0) <{permutation = array<i64: 1, 0, 2>}>
// CHECK-SAME: -> tensor<5x3x4xbf16
// CHECK: %[[B:.*]] = "ttnn.permute"(%arg1) <{permutation = array<i64: 2, 1, 0>}>
// CHECK-SAME: -> tensor<5x4x6xbf16
// CHECK: "ttnn.matmul"(%[[A]], %[[B]])
// CHECK-SAME: -> tensor<5x3x6xbf16
func.func @dot_general(%a: tensor<3x5x4xbf16>, %b: tensor<6x4x5xbf16>) -> tensor<5x3x6xbf16> {
  %0 = "ttir.dot_general"(%a, %b) <{batch_dims_lhs = array<i64: 1>, batch_dims_rhs = array<i64: 2>, contract_dims_lhs = array<i64: 2>, contract_dims_rhs = array<i64: 1>}> : (tensor<3x5x4xbf16>, tensor<6x4x5xbf16>) -> tensor<5x3x6xbf16>
  return %0 : tensor<5x3x6xbf16>
}

// -----
// A broadcast read only by elementwise ops is folded where the op library
// broadcasts the shape (a row), and repeated where it does not (over batch).
// CHECK-LABEL: func.func @broadcast
// CHECK-NOT: ttnn.repeat
// CHECK: %[[S:.*]] = "ttnn.add"(%arg0, %arg1)
// CHECK: %[[R:.*]] = "ttnn.repeat"(%arg2) <{repeat_dims = #ttnn.shape<1x8x1x1>}>
// CHECK: "ttnn.multiply"(%[[S]], %[[R]])
func.func @broadcast(%x: tensor<1x8x32x64xbf16>, %row: tensor<1x1x1x64xbf16>, %m: tensor<1x1x32x64xbf16>) -> tensor<1x8x32x64xbf16> {
  %0 = "ttir.broadcast"(%row) <{broadcast_dimensions = array<i64: 1, 8, 32, 1>}> : (tensor<1x1x1x64xbf16>) -> tensor<1x8x32x64xbf16>
  %1 = "ttir.add"(%x, %0) : (tensor<1x8x32x64xbf16>, tensor<1x8x32x64xbf16>) -> tensor<1x8x32x64xbf16>
  %2 = "ttir.broadcast"(%m) <{broadcast_dimensions = array<i64: 1, 8, 1, 1>}> : (tensor<1x1x32x64xbf16>) -> tensor<1x8x32x64xbf16>
  %3 = "ttir.multiply"(%1, %2) : (tensor<1x8x32x64xbf16>, tensor<1x8x32x64xbf16>) -> tensor<1x8x32x64xbf16>
  return %3 : tensor<1x8x32x64xbf16>
}

// -----
// A per-channel scale [1, C, 1, 1] of an NCHW tensor (YOLOv8's folded batch norms) is
// one element per batch, which the op library broadcasts, also over the leading dims
// in front of C ([1, 8, 1, 1] against 2 x 8 batches: batch n * 8 + c reads c). A
// per-sample scale [2, 1, 1, 1] against [2, 8, ..] is not a batch that repeats
// (sample n covers 8 batches): it is repeated to the activation's shape.
// CHECK-LABEL: func.func @per_channel_scale
// CHECK-NOT: ttnn.repeat
// CHECK: "ttnn.multiply"(%arg0, %arg1)
// CHECK-NOT: ttnn.repeat
// CHECK: "ttnn.add"(%arg2, %arg1)
// CHECK: %[[R:.*]] = "ttnn.repeat"(%arg3) <{repeat_dims = #ttnn.shape<1x8x32x64>}>
// CHECK: "ttnn.subtract"(%arg2, %[[R]])
func.func @per_channel_scale(%x: tensor<1x8x32x64xbf16>, %scale: tensor<1x8x1x1xbf16>, %y: tensor<2x8x32x64xbf16>, %sample: tensor<2x1x1x1xbf16>) -> (tensor<1x8x32x64xbf16>, tensor<2x8x32x64xbf16>, tensor<2x8x32x64xbf16>) {
  %0 = "ttir.multiply"(%x, %scale) : (tensor<1x8x32x64xbf16>, tensor<1x8x1x1xbf16>) -> tensor<1x8x32x64xbf16>
  %1 = "ttir.add"(%y, %scale) : (tensor<2x8x32x64xbf16>, tensor<1x8x1x1xbf16>) -> tensor<2x8x32x64xbf16>
  %2 = "ttir.subtract"(%y, %sample) : (tensor<2x8x32x64xbf16>, tensor<2x1x1x1xbf16>) -> tensor<2x8x32x64xbf16>
  return %0, %1, %2 : tensor<1x8x32x64xbf16>, tensor<2x8x32x64xbf16>, tensor<2x8x32x64xbf16>
}

// -----
// Reductions over other than the trailing dims go through a permute and a
// reshape; softmax over another dim is moved to the last and back.
// CHECK-LABEL: func.func @reductions
// CHECK: "ttnn.permute"(%arg0) <{permutation = array<i64: 1, 0, 2>}>
// CHECK: "ttnn.reshape"({{.*}}) <{shape = [3 : i32, 8 : i32]}>
// CHECK: "ttnn.sum"({{.*}}) <{dim_arg = [-1 : i32], keep_dim = true}>
// CHECK: "ttnn.permute"(%arg0) <{permutation = array<i64: 0, 2, 1>}>
// CHECK: "ttnn.softmax"({{.*}}) <{dimension = -1 : si32, numericStable = false}>
// CHECK: "ttnn.permute"({{.*}}) <{permutation = array<i64: 0, 2, 1>}>
func.func @reductions(%a: tensor<2x3x4xf32>) -> (tensor<3xf32>, tensor<2x3x4xf32>) {
  %0 = "ttir.sum"(%a) <{dim_arg = [0 : i32, 2 : i32], keep_dim = false}> : (tensor<2x3x4xf32>) -> tensor<3xf32>
  %1 = "ttir.softmax"(%a) <{dimension = 1 : si32}> : (tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  return %0, %1 : tensor<3xf32>, tensor<2x3x4xf32>
}

// -----
// Integer values are computed in f32 and cast back where they are returned or
// read as indices; a splat constant is ttnn.full, -inf included.
// CHECK-LABEL: func.func @integers
// CHECK: %[[F:.*]] = "ttnn.typecast"(%arg0) <{dtype = #ttcore.supportedDataTypes<f32>}>
// CHECK: %[[I:.*]] = "ttnn.typecast"(%[[F]]) <{dtype = #ttcore.supportedDataTypes<u32>}>
// CHECK: "ttnn.embedding"(%[[I]], %arg1)
// CHECK: "ttnn.full"() <{dtype = #ttcore.supportedDataTypes<bf16>, fill_value = 0xFF800000 : f32
// CHECK: "ttnn.typecast"({{.*}}) <{dtype = #ttcore.supportedDataTypes<si32>}>
// CHECK: return
func.func @integers(%i: tensor<1x3xi64>, %w: tensor<16x32xbf16>) -> (tensor<1x3x32xbf16>, tensor<1x3xi64>, tensor<1x3xbf16>) {
  %0 = "ttir.embedding"(%i, %w) : (tensor<1x3xi64>, tensor<16x32xbf16>) -> tensor<1x3x32xbf16>
  %1 = "ttir.add"(%i, %i) : (tensor<1x3xi64>, tensor<1x3xi64>) -> tensor<1x3xi64>
  %2 = "ttir.constant"() <{value = dense<0xFF80> : tensor<1x3xbf16>}> : () -> tensor<1x3xbf16>
  return %0, %1, %2 : tensor<1x3x32xbf16>, tensor<1x3xi64>, tensor<1x3xbf16>
}

// -----
// Each intermediate is deallocated after its last use; results are not.
// CHECK-LABEL: func.func @deallocate
// CHECK: %[[E:.*]] = "ttnn.exp"(%arg0)
// CHECK-NEXT: %[[N:.*]] = "ttnn.neg"(%[[E]])
// CHECK-NEXT: %[[R:.*]] = "ttnn.add"(%[[E]], %[[N]])
// CHECK-NEXT: "ttnn.deallocate"(%[[N]]) <{force = false}>
// CHECK-NEXT: "ttnn.deallocate"(%[[E]]) <{force = false}>
// CHECK-NEXT: return %[[R]]
func.func @deallocate(%a: tensor<32x32xbf16>) -> tensor<32x32xbf16> {
  %0 = "ttir.exp"(%a) : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
  %1 = "ttir.neg"(%0) : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
  %2 = "ttir.add"(%0, %1) : (tensor<32x32xbf16>, tensor<32x32xbf16>) -> tensor<32x32xbf16>
  return %2 : tensor<32x32xbf16>
}

// -----
// KV-cache updates write their cache argument and have no result. ttnn's
// fill_cache copies whole tiles: 17 rows are completed to 32 with the cache's own
// rows 17..31 of that user, so the copy writes them back unchanged.
// CHECK-LABEL: func.func @cache
// CHECK: %[[TAIL:.*]] = "ttnn.slice_static"(%arg0) <{begins = [3 : i32, 0 : i32, 17 : i32, 0 : i32], ends = [4 : i32, 8 : i32, 32 : i32, 64 : i32], step = [1 : i32, 1 : i32, 1 : i32, 1 : i32]}>
// CHECK: %[[FULL:.*]] = "ttnn.concat"(%arg1, %[[TAIL]]) <{dim = 2 : si32}> {{.*}} -> tensor<1x8x32x64xbf16
// CHECK: "ttnn.fill_cache"(%arg0, %[[FULL]]) {batch_offset = 3 : i32}
// CHECK: "ttnn.fill_cache"(%arg0, %arg2) {batch_offset = 4 : i32}
// CHECK: "ttnn.update_cache"(%arg0, %arg2, {{.*}}) {batch_offset = 0 : i32}
func.func @cache(%cache: tensor<32x8x128x64xbf16>, %prefill: tensor<1x8x17x64xbf16>, %step: tensor<1x8x32x64xbf16>, %pos: tensor<1xi64>) {
  "ttir.fill_cache"(%cache, %prefill) <{batch_offset = 3 : i32}> : (tensor<32x8x128x64xbf16>, tensor<1x8x17x64xbf16>) -> ()
  "ttir.fill_cache"(%cache, %step) <{batch_offset = 4 : i32}> : (tensor<32x8x128x64xbf16>, tensor<1x8x32x64xbf16>) -> ()
  "ttir.update_cache"(%cache, %step, %pos) <{batch_offset = 0 : i32}> : (tensor<32x8x128x64xbf16>, tensor<1x8x32x64xbf16>, tensor<1xi64>) -> ()
  return
}

// -----
// conv2d on NCHW dims: to tt-mlir's flattened NHWC rows [1, 1, N*H*W, C], ttnn's
// padding order [top, bottom, left, right], and back; max_pool2d on NHWC likewise.
// A weight argument stays row-major (its 3x3 not padded to a tile) and becomes the
// tiled matrix [1, 1, KH*KW*C, O] by prepare_conv2d_weights, as in tt-mlir.
// CHECK-LABEL: func.func @conv_pool
// CHECK-SAME: %arg1: tensor<16x3x3x3xbf16, #[[RM:ttnn_layout[0-9]*]]>
// CHECK-NOT: ttnn.to_layout
// CHECK: "ttnn.permute"(%arg0) <{permutation = array<i64: 0, 2, 3, 1>}>
// CHECK: "ttnn.reshape"({{.*}}) <{shape = [1 : i32, 1 : i32, 128 : i32, 3 : i32]}>
// CHECK: %[[W:.*]] = "ttnn.prepare_conv2d_weights"(%arg1) {groups = 1 : i32, in_channels = 3 : i32, kernel_size = array<i32: 3, 3>, out_channels = 16 : i32} : (tensor<16x3x3x3xbf16, #[[RM]]>) -> tensor<1x1x27x16xbf16
// CHECK: "ttnn.conv2d"({{.*}}, %[[W]]) {batch_size = 2 : i32, dilation = array<i32: 1, 1>, groups = 1 : i32, in_channels = 3 : i32, input_height = 8 : i32, input_width = 8 : i32, kernel_size = array<i32: 3, 3>, out_channels = 16 : i32, padding = array<i32: 1, 2, 0, 3>, stride = array<i32: 1, 1>}
// CHECK: "ttnn.permute"({{.*}}) <{permutation = array<i64: 0, 3, 1, 2>}>
// CHECK: "ttnn.max_pool2d"({{.*}}) {batch_size = 2 : i32, ceil_mode = false, channels = 16 : i32, dilation = array<i32: 1, 1>, input_height = 8 : i32, input_width = 8 : i32, kernel_size = array<i32: 2, 2>, padding = array<i32: 0, 0, 0, 0>, stride = array<i32: 2, 2>}
func.func @conv_pool(%x: tensor<2x3x8x8xbf16>, %w: tensor<16x3x3x3xbf16>, %y: tensor<2x8x8x16xbf16>) -> (tensor<2x16x9x9xbf16>, tensor<2x4x4x16xbf16>) {
  %0 = "ttir.conv2d"(%x, %w) <{batch_dim = 0 : i64, channel_dim = 1 : i64, height_dim = 2 : i64, width_dim = 3 : i64, dilation = array<i32: 1, 1>, groups = 1 : i32, padding = array<i32: 1, 0, 2, 3>, stride = array<i32: 1, 1>}> : (tensor<2x3x8x8xbf16>, tensor<16x3x3x3xbf16>) -> tensor<2x16x9x9xbf16>
  %1 = "ttir.max_pool2d"(%y) <{ceil_mode = false, dilation = array<i32: 1, 1>, kernel = array<i32: 2, 2>, padding = array<i32: 0, 0, 0, 0>, stride = array<i32: 2, 2>}> : (tensor<2x8x8x16xbf16>) -> tensor<2x4x4x16xbf16>
  return %0, %1 : tensor<2x16x9x9xbf16>, tensor<2x4x4x16xbf16>
}

// -----
// batch_norm_inference over dim 1: ttnn's operand order (input, mean, variance,
// weight = scale, bias = offset), each [C] statistic as [1, C, 1, 1].
// CHECK-LABEL: func.func @batch_norm
// CHECK: %[[MEAN:.*]] = "ttnn.reshape"(%arg3) <{shape = [1 : i32, 4 : i32, 1 : i32, 1 : i32]}>
// CHECK: %[[VAR:.*]] = "ttnn.reshape"(%arg4)
// CHECK: %[[SCALE:.*]] = "ttnn.reshape"(%arg1)
// CHECK: %[[OFFSET:.*]] = "ttnn.reshape"(%arg2)
// CHECK: "ttnn.batch_norm_inference"(%arg0, %[[MEAN]], %[[VAR]], %[[SCALE]], %[[OFFSET]]) {epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 1, 1, 1, 1>}
func.func @batch_norm(%x: tensor<2x4x8x8xbf16>, %scale: tensor<4xbf16>, %offset: tensor<4xbf16>, %mean: tensor<4xbf16>, %var: tensor<4xbf16>) -> tensor<2x4x8x8xbf16> {
  %0 = "ttir.batch_norm_inference"(%x, %scale, %offset, %mean, %var) <{dimension = 1 : i32, epsilon = 9.99999974E-6 : f32}> : (tensor<2x4x8x8xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<2x4x8x8xbf16>
  return %0 : tensor<2x4x8x8xbf16>
}

// -----
// upsample2d: ttnn.upsample on the same NHWC tensor.
// CHECK-LABEL: func.func @upsample
// CHECK: "ttnn.upsample"(%arg0) {mode = "nearest", scale_factor = 2 : si32}
func.func @upsample(%x: tensor<1x4x4x32xbf16>) -> tensor<1x8x8x32xbf16> {
  %0 = "ttir.upsample2d"(%x) <{mode = "nearest", scale_factor = 2 : si32}> {channel_last = true} : (tensor<1x4x4x32xbf16>) -> tensor<1x8x8x32xbf16>
  return %0 : tensor<1x8x8x32xbf16>
}

// -----
// gather in tt-mlir's current form (torch.gather's dim): ttnn.gather with ui32
// indices. In StableHLO's form (the Swin graphs) an embedding lookup: the table
// with the indexed dim first and the rest in one row, every index in one row,
// and the rows found reshaped to the result.
// CHECK-LABEL: func.func @gather
// CHECK: %[[IX:.*]] = "ttnn.typecast"({{.*}}) <{dtype = #ttcore.supportedDataTypes<u32>}>
// CHECK: "ttnn.gather"(%arg0, %[[IX]]) {dim = 1 : i32} {{.*}} -> tensor<8x5xbf16
// CHECK: %[[T:.*]] = "ttnn.permute"(%arg2) <{permutation = array<i64: 1, 0, 2>}> {{.*}} -> tensor<40x4x6xbf16
// CHECK: %[[TABLE:.*]] = "ttnn.reshape"(%[[T]]) <{shape = [40 : i32, 24 : i32]}>
// CHECK: %[[IDS:.*]] = "ttnn.reshape"({{.*}}) <{shape = [1 : i32, 10 : i32]}>
// CHECK: %[[U:.*]] = "ttnn.typecast"(%[[IDS]]) <{dtype = #ttcore.supportedDataTypes<u32>}>
// CHECK: %[[ROWS:.*]] = "ttnn.embedding"(%[[U]], %[[TABLE]]) {{.*}} -> tensor<1x10x24xbf16
// CHECK: "ttnn.reshape"(%[[ROWS]]) <{shape = [2 : i32, 5 : i32, 4 : i32, 6 : i32]}>
func.func @gather(%t: tensor<8x40xbf16>, %i: tensor<8x5xi64>, %u: tensor<4x40x6xbf16>, %j: tensor<2x5xi64>) -> (tensor<8x5xbf16>, tensor<2x5x4x6xbf16>) {
  %0 = "ttir.gather"(%t, %i) <{dim = 1 : i32}> : (tensor<8x40xbf16>, tensor<8x5xi64>) -> tensor<8x5xbf16>
  %1 = "ttir.gather"(%u, %j) <{collapsed_slice_dims = array<i64: 1>, index_vector_dim = 2 : si64, indices_are_sorted = false, offset_dims = array<i64: 2, 3>, operand_batching_dims = array<i64>, slice_sizes = array<i64: 4, 1, 6>, start_index_map = array<i64: 1>, start_indices_batching_dims = array<i64>}> : (tensor<4x40x6xbf16>, tensor<2x5xi64>) -> tensor<2x5x4x6xbf16>
  return %0, %1 : tensor<8x5xbf16>, tensor<2x5x4x6xbf16>
}

// -----
// Scalar parameters keep their names; remainder is TTIR's (the dividend's sign),
// which is ttnn's fmod, not ttnn's remainder (torch's, the divisor's sign); the
// bitwise ops and shifts read the declared integers (the f32-carried values cast
// to si32 and back); repeat_interleave as is; get_dimension_size folds to a fill.
// CHECK-LABEL: func.func @more_elementwise
// CHECK: "ttnn.leaky_relu"(%arg0) {parameter = 1.250000e-01 : f32}
// CHECK: "ttnn.clamp_scalar"(%arg0) {max = 2.000000e+00 : f32, min = -1.000000e+00 : f32}
// CHECK: "ttnn.fmod"(%arg0, {{.*}})
// CHECK: %[[A:.*]] = "ttnn.typecast"({{.*}}) <{dtype = #ttcore.supportedDataTypes<si32>}>
// CHECK: %[[B:.*]] = "ttnn.typecast"({{.*}}) <{dtype = #ttcore.supportedDataTypes<si32>}>
// CHECK: %[[X:.*]] = "ttnn.bitwise_xor"(%[[A]], %[[B]]) {{.*}} -> tensor<32x64xsi32
// CHECK: "ttnn.typecast"(%[[X]]) <{dtype = #ttcore.supportedDataTypes<f32>}>
// CHECK: "ttnn.logical_left_shift"({{.*}}) {{.*}} -> tensor<32x64xsi32
// CHECK: "ttnn.repeat_interleave"(%arg0) <{dim = 1 : si32, repeats = 2 : ui32}>
// CHECK: "ttnn.full"() <{dtype = #ttcore.supportedDataTypes<f32>, fill_value = 6.400000e+01 : f32
func.func @more_elementwise(%x: tensor<32x64xbf16>, %a: tensor<32x64xi32>, %b: tensor<32x64xi32>) -> (tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<32x64xi32>, tensor<32x64xi32>, tensor<32x128xbf16>, tensor<1xi32>) {
  %0 = "ttir.leaky_relu"(%x) <{parameter = 0.125 : f32}> : (tensor<32x64xbf16>) -> tensor<32x64xbf16>
  %1 = "ttir.clamp_scalar"(%x) <{max = 2.0 : f32, min = -1.0 : f32}> : (tensor<32x64xbf16>) -> tensor<32x64xbf16>
  %2 = "ttir.remainder"(%x, %0) : (tensor<32x64xbf16>, tensor<32x64xbf16>) -> tensor<32x64xbf16>
  %3 = "ttir.bitwise_xor"(%a, %b) : (tensor<32x64xi32>, tensor<32x64xi32>) -> tensor<32x64xi32>
  %4 = "ttir.logical_left_shift"(%a, %b) : (tensor<32x64xi32>, tensor<32x64xi32>) -> tensor<32x64xi32>
  %5 = "ttir.repeat_interleave"(%x) <{dim = 1 : si32, repeats = 2 : ui32}> : (tensor<32x64xbf16>) -> tensor<32x128xbf16>
  %6 = "ttir.get_dimension_size"(%x) <{dimension = 1 : i32}> : (tensor<32x64xbf16>) -> tensor<1xi32>
  return %0, %1, %2, %3, %4, %5, %6 : tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<32x64xbf16>, tensor<32x64xi32>, tensor<32x64xi32>, tensor<32x128xbf16>, tensor<1xi32>
}

// -----
// linear: matmul over the operands' broadcast batch, then + bias, the product
// repeated where the bias broadcasts it further; a 1-d b is a column whose dim
// the result drops.
// CHECK-LABEL: func.func @linear
// CHECK: %[[MM:.*]] = "ttnn.matmul"(%arg0, %arg1) {{.*}} -> tensor<2x34x32xf32
// CHECK: %[[R:.*]] = "ttnn.reshape"(%[[MM]]) <{shape = [1 : i32, 2 : i32, 34 : i32, 32 : i32]}>
// CHECK: %[[REP:.*]] = "ttnn.repeat"(%[[R]]) <{repeat_dims = #ttnn.shape<2x1x1x1>}>
// CHECK: "ttnn.add"(%[[REP]], %arg2)
// CHECK: %[[COL:.*]] = "ttnn.reshape"(%arg3) <{shape = [64 : i32, 1 : i32]}>
// CHECK: %[[MV:.*]] = "ttnn.matmul"(%arg0, %[[COL]]) {{.*}} -> tensor<2x34x1xf32
// CHECK: "ttnn.reshape"(%[[MV]]) <{shape = [2 : i32, 34 : i32]}>
func.func @linear(%a: tensor<2x34x64xf32>, %b: tensor<64x32xf32>, %bias: tensor<2x2x34x32xf32>, %v: tensor<64xf32>) -> (tensor<2x2x34x32xf32>, tensor<2x34xf32>) {
  %0 = "ttir.linear"(%a, %b, %bias) : (tensor<2x34x64xf32>, tensor<64x32xf32>, tensor<2x2x34x32xf32>) -> tensor<2x2x34x32xf32>
  %1 = "ttir.linear"(%a, %v) : (tensor<2x34x64xf32>, tensor<64xf32>) -> tensor<2x34xf32>
  return %0, %1 : tensor<2x2x34x32xf32>, tensor<2x34xf32>
}

// -----
// avg_pool2d as max_pool2d (flattened NHWC rows, ttnn's padding order), with
// count_include_pad; tt-mlir's flattened form (flattened_compat_info) is already
// rows; global_avg_pool2d as is.
// CHECK-LABEL: func.func @avg_pool
// CHECK: "ttnn.avg_pool2d"({{.*}}) {batch_size = 2 : i32, ceil_mode = false, channels = 32 : i32, count_include_pad = false, dilation = array<i32: 1, 1>, input_height = 8 : i32, input_width = 8 : i32, kernel_size = array<i32: 3, 3>, padding = array<i32: 1, 1, 1, 1>, stride = array<i32: 2, 2>}
// CHECK: "ttnn.avg_pool2d"(%arg1) {batch_size = 1 : i32, ceil_mode = false, channels = 32 : i32, count_include_pad = true, dilation = array<i32: 1, 1>, input_height = 4 : i32, input_width = 4 : i32, kernel_size = array<i32: 2, 2>
// CHECK: "ttnn.global_avg_pool2d"(%arg0)
func.func @avg_pool(%x: tensor<2x8x8x32xbf16>, %f: tensor<1x1x16x32xbf16>) -> (tensor<2x4x4x32xbf16>, tensor<1x1x4x32xbf16>, tensor<2x1x1x32xbf16>) {
  %0 = "ttir.avg_pool2d"(%x) <{ceil_mode = false, count_include_pad = false, dilation = array<i32: 1, 1>, kernel = array<i32: 3, 3>, padding = array<i32: 1, 1, 1, 1>, stride = array<i32: 2, 2>}> : (tensor<2x8x8x32xbf16>) -> tensor<2x4x4x32xbf16>
  %1 = "ttir.avg_pool2d"(%f) <{ceil_mode = false, dilation = array<i32: 1, 1>, flattened_compat_info = #ttir<flattened_compat batch_size = 1, input_height = 4, input_width = 4>, kernel = array<i32: 2, 2>, padding = array<i32: 0, 0, 0, 0>, stride = array<i32: 2, 2>}> : (tensor<1x1x16x32xbf16>) -> tensor<1x1x4x32xbf16>
  %2 = "ttir.global_avg_pool2d"(%x) : (tensor<2x8x8x32xbf16>) -> tensor<2x1x1x32xbf16>
  return %0, %1, %2 : tensor<2x4x4x32xbf16>, tensor<1x1x4x32xbf16>, tensor<2x1x1x32xbf16>
}

// -----
// concatenate_heads as is; scaled_dot_product_attention with is_causal and scale,
// a mask broadcast over the queries repeated to them.
// CHECK-LABEL: func.func @attention
// CHECK: "ttnn.concatenate_heads"(%arg0) {{.*}} -> tensor<1x32x3072xbf16
// CHECK: %[[M:.*]] = "ttnn.repeat"(%arg4) <{repeat_dims = #ttnn.shape<1x1x32x1>}>
// CHECK: "ttnn.scaled_dot_product_attention"(%arg1, %arg2, %arg3, %[[M]]) {is_causal = false, scale = 1.000000e+00 : f32}
func.func @attention(%h: tensor<1x24x32x128xbf16>, %q: tensor<8x12x32x32xbf16>, %k: tensor<8x3x32x32xbf16>, %v: tensor<8x3x32x32xbf16>, %m: tensor<8x1x1x32xbf16>) -> (tensor<1x32x3072xbf16>, tensor<8x12x32x32xbf16>) {
  %0 = "ttir.concatenate_heads"(%h) : (tensor<1x24x32x128xbf16>) -> tensor<1x32x3072xbf16>
  %1 = "ttir.scaled_dot_product_attention"(%q, %k, %v, %m) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, is_causal = false, scale = 1.0 : f32}> : (tensor<8x12x32x32xbf16>, tensor<8x3x32x32xbf16>, tensor<8x3x32x32xbf16>, tensor<8x1x1x32xbf16>) -> tensor<8x12x32x32xbf16>
  return %0, %1 : tensor<1x32x3072xbf16>, tensor<8x12x32x32xbf16>
}

// -----
// split_query_key_value_and_split_heads: three results, one ttnn op.
// CHECK-LABEL: func.func @split_heads
// CHECK: %{{.*}}:3 = "ttnn.split_query_key_value_and_split_heads"(%arg0) {num_heads = 12 : ui32, transpose_key = true} {{.*}} -> (tensor<1x12x128x64xbf16, {{.*}}>, tensor<1x12x64x128xbf16, {{.*}}>, tensor<1x12x128x64xbf16, {{.*}}>)
func.func @split_heads(%x: tensor<1x128x2304xbf16>) -> (tensor<1x12x128x64xbf16>, tensor<1x12x64x128xbf16>, tensor<1x12x128x64xbf16>) {
  %0, %1, %2 = "ttir.split_query_key_value_and_split_heads"(%x) <{num_heads = 12 : ui32, transpose_key = true}> : (tensor<1x128x2304xbf16>) -> (tensor<1x12x128x64xbf16>, tensor<1x12x64x128xbf16>, tensor<1x12x128x64xbf16>)
  return %0, %1, %2 : tensor<1x12x128x64xbf16>, tensor<1x12x64x128xbf16>, tensor<1x12x128x64xbf16>
}

// -----
// scatter: tt-mlir's pattern, the same dim and reduce type, ui32 indices.
// CHECK-LABEL: func.func @scatter
// CHECK: %[[IX:.*]] = "ttnn.typecast"({{.*}}) <{dtype = #ttcore.supportedDataTypes<u32>}>
// CHECK: "ttnn.scatter"(%arg0, %[[IX]], %arg2) {dim = 0 : i32, scatter_reduce_type = #ttcore.reduce_type<invalid>}
func.func @scatter(%x: tensor<1000x32xf32>, %i: tensor<10x32xi64>, %s: tensor<10x32xf32>) -> tensor<1000x32xf32> {
  %0 = "ttir.scatter"(%x, %i, %s) <{dim = 0 : i32, scatter_reduce_type = #ttcore.reduce_type<invalid>}> : (tensor<1000x32xf32>, tensor<10x32xi64>, tensor<10x32xf32>) -> tensor<1000x32xf32>
  return %0 : tensor<1000x32xf32>
}

// -----
// conv_transpose2d: NHWC as is, ttnn's attribute names, one padding per dim.
// CHECK-LABEL: func.func @conv_transpose
// CHECK: "ttnn.conv_transpose2d"(%arg0, %arg1, %arg2) {batch_size = 2 : i32, dilation = array<i32: 1, 1>, groups = 2 : i32, in_channels = 8 : i32, input_height = 5 : i32, input_width = 6 : i32, kernel_size = array<i32: 3, 3>, out_channels = 6 : i32, output_padding = array<i32: 1, 1>, padding = array<i32: 1, 1>, stride = array<i32: 2, 2>}
func.func @conv_transpose(%x: tensor<2x5x6x8xbf16>, %w: tensor<8x3x3x3xbf16>, %b: tensor<1x1x1x6xbf16>) -> tensor<2x10x12x6xbf16> {
  %0 = "ttir.conv_transpose2d"(%x, %w, %b) <{dilation = array<i32: 1, 1>, groups = 2 : i32, output_padding = array<i32: 1, 1>, padding = array<i32: 1, 1, 1, 1>, stride = array<i32: 2, 2>}> : (tensor<2x5x6x8xbf16>, tensor<8x3x3x3xbf16>, tensor<1x1x1x6xbf16>) -> tensor<2x10x12x6xbf16>
  return %0 : tensor<2x10x12x6xbf16>
}
