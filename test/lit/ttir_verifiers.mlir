// The ttir verifiers: gather takes torch.gather's form (dim) or StableHLO's
// (dimension numbers), exactly one, with StableHLO's shape rules; the creation
// ops' `shape` must be their result's.
// RUN: strata-opt %s --split-input-file -verify-diagnostics

func.func @both_forms(%t: tensor<40x3xbf16>, %i: tensor<5x1xi64>) -> tensor<5x3xbf16> {
  // expected-error @+1 {{'ttir.gather' op has both `dim` (torch.gather's form) and StableHLO's dimension numbers; give one form}}
  %0 = "ttir.gather"(%t, %i) <{dim = 0 : i32, collapsed_slice_dims = array<i64: 0>, index_vector_dim = 1 : si64, indices_are_sorted = false, offset_dims = array<i64: 1>, operand_batching_dims = array<i64>, slice_sizes = array<i64: 1, 3>, start_index_map = array<i64: 0>, start_indices_batching_dims = array<i64>}> : (tensor<40x3xbf16>, tensor<5x1xi64>) -> tensor<5x3xbf16>
  return %0 : tensor<5x3xbf16>
}

// -----
func.func @no_form(%t: tensor<40x3xbf16>, %i: tensor<5x1xi64>) -> tensor<5x3xbf16> {
  // expected-error @+1 {{'ttir.gather' op needs `dim` (torch.gather) or all of StableHLO's dimension numbers: offset_dims, collapsed_slice_dims, operand_batching_dims, start_indices_batching_dims, start_index_map, index_vector_dim, slice_sizes}}
  %0 = "ttir.gather"(%t, %i) <{collapsed_slice_dims = array<i64: 0>, index_vector_dim = 1 : si64, offset_dims = array<i64: 1>, slice_sizes = array<i64: 1, 3>, start_index_map = array<i64: 0>}> : (tensor<40x3xbf16>, tensor<5x1xi64>) -> tensor<5x3xbf16>
  return %0 : tensor<5x3xbf16>
}

// -----
func.func @torch_dim(%t: tensor<8x40xbf16>, %i: tensor<8x5xi64>) -> tensor<8x5xbf16> {
  // expected-error @+1 {{'ttir.gather' op dim 2 is outside the input's rank 2}}
  %0 = "ttir.gather"(%t, %i) <{dim = 2 : i32}> : (tensor<8x40xbf16>, tensor<8x5xi64>) -> tensor<8x5xbf16>
  return %0 : tensor<8x5xbf16>
}

// -----
func.func @torch_shape(%t: tensor<8x40xbf16>, %i: tensor<8x5xi64>) -> tensor<8x6xbf16> {
  // expected-error @+1 {{'ttir.gather' op the result 'tensor<8x6xbf16>' must have the index's shape 'tensor<8x5xi64>'}}
  %0 = "ttir.gather"(%t, %i) <{dim = 1 : i32}> : (tensor<8x40xbf16>, tensor<8x5xi64>) -> tensor<8x6xbf16>
  return %0 : tensor<8x6xbf16>
}

// -----
func.func @result_shape(%t: tensor<40x3xbf16>, %i: tensor<5x1xi64>) -> tensor<5x4xbf16> {
  // expected-error @+1 {{'ttir.gather' op the result 'tensor<5x4xbf16>' should have shape [5, 3] from the index's batch dims and the slice sizes}}
  %0 = "ttir.gather"(%t, %i) <{collapsed_slice_dims = array<i64: 0>, index_vector_dim = 1 : si64, indices_are_sorted = false, offset_dims = array<i64: 1>, operand_batching_dims = array<i64>, slice_sizes = array<i64: 1, 3>, start_index_map = array<i64: 0>, start_indices_batching_dims = array<i64>}> : (tensor<40x3xbf16>, tensor<5x1xi64>) -> tensor<5x4xbf16>
  return %0 : tensor<5x4xbf16>
}

// -----
func.func @slice_size(%t: tensor<40x3xbf16>, %i: tensor<5x1xi64>) -> tensor<5x4xbf16> {
  // expected-error @+1 {{'ttir.gather' op slice_sizes[1] = 4 is outside [0, 3]}}
  %0 = "ttir.gather"(%t, %i) <{collapsed_slice_dims = array<i64: 0>, index_vector_dim = 1 : si64, indices_are_sorted = false, offset_dims = array<i64: 1>, operand_batching_dims = array<i64>, slice_sizes = array<i64: 1, 4>, start_index_map = array<i64: 0>, start_indices_batching_dims = array<i64>}> : (tensor<40x3xbf16>, tensor<5x1xi64>) -> tensor<5x4xbf16>
  return %0 : tensor<5x4xbf16>
}

// -----
func.func @collapsed_size(%t: tensor<40x3xbf16>, %i: tensor<5x1xi64>) -> tensor<5xbf16> {
  // expected-error @+1 {{'ttir.gather' op input dim 0 is collapsed or batched but its slice size is 2; it must be 0 or 1}}
  %0 = "ttir.gather"(%t, %i) <{collapsed_slice_dims = array<i64: 0, 1>, index_vector_dim = 1 : si64, indices_are_sorted = false, offset_dims = array<i64>, operand_batching_dims = array<i64>, slice_sizes = array<i64: 2, 1>, start_index_map = array<i64: 0>, start_indices_batching_dims = array<i64>}> : (tensor<40x3xbf16>, tensor<5x1xi64>) -> tensor<5xbf16>
  return %0 : tensor<5xbf16>
}

// -----
func.func @index_vector(%t: tensor<40x3xbf16>, %i: tensor<5x2xi64>) -> tensor<5x3xbf16> {
  // expected-error @+1 {{'ttir.gather' op the index vector has 2 entries but start_index_map names 1 dims}}
  %0 = "ttir.gather"(%t, %i) <{collapsed_slice_dims = array<i64: 0>, index_vector_dim = 1 : si64, indices_are_sorted = false, offset_dims = array<i64: 1>, operand_batching_dims = array<i64>, slice_sizes = array<i64: 1, 3>, start_index_map = array<i64: 0>, start_indices_batching_dims = array<i64>}> : (tensor<40x3xbf16>, tensor<5x2xi64>) -> tensor<5x3xbf16>
  return %0 : tensor<5x3xbf16>
}

// -----
func.func @full_shape() -> tensor<32x32xbf16> {
  // expected-error @+1 {{'ttir.full' op shape [32, 31] differs from the result 'tensor<32x32xbf16>'}}
  %0 = "ttir.full"() <{fill_value = 3.000000e+00 : f32, shape = array<i32: 32, 31>}> : () -> tensor<32x32xbf16>
  return %0 : tensor<32x32xbf16>
}

// -----
func.func @zeros_shape() -> tensor<32x32xbf16> {
  // expected-error @+1 {{'ttir.zeros' op shape [32] differs from the result 'tensor<32x32xbf16>'}}
  %0 = "ttir.zeros"() <{shape = array<i32: 32>}> : () -> tensor<32x32xbf16>
  return %0 : tensor<32x32xbf16>
}

// -----
func.func @linear_dims(%a: tensor<2x33x64xf32>, %b: tensor<2x64x32xf32>) -> tensor<2x33x32xf32> {
  // expected-error @+1 {{'ttir.linear' op batch_dims_lhs/rhs and contract_dims_lhs/rhs must all be given and describe the plain linear (leading batch dims, a's dim 2 against b's dim 1); other dimension numbers are dot_general's}}
  %0 = "ttir.linear"(%a, %b) <{batch_dims_lhs = array<i64: 0>, batch_dims_rhs = array<i64: 0>, contract_dims_lhs = array<i64: 1>, contract_dims_rhs = array<i64: 1>}> : (tensor<2x33x64xf32>, tensor<2x64x32xf32>) -> tensor<2x33x32xf32>
  return %0 : tensor<2x33x32xf32>
}

// -----
func.func @pool_rows(%f: tensor<1x1x16x32xbf16>) -> tensor<1x1x5x32xbf16> {
  // expected-error @+1 {{'ttir.avg_pool2d' op the result has 5 rows but the window gives 1 x 2 x 2}}
  %0 = "ttir.avg_pool2d"(%f) <{ceil_mode = false, dilation = array<i32: 1, 1>, flattened_compat_info = #ttir<flattened_compat batch_size = 1, input_height = 4, input_width = 4>, kernel = array<i32: 2, 2>, padding = array<i32: 0, 0, 0, 0>, stride = array<i32: 2, 2>}> : (tensor<1x1x16x32xbf16>) -> tensor<1x1x5x32xbf16>
  return %0 : tensor<1x1x5x32xbf16>
}
