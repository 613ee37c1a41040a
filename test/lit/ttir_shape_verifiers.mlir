// The ttir shape verifiers (tt-mlir's conditions, TTIROps.cpp at 19c86fca): a dim
// outside the operand's dims is refused, and so is a result type that is not what
// the op computes, before any lowering reads the op (the lowering builds the
// computed shape: a wrong declared one would change the function's signature).
// RUN: strata-opt %s --split-input-file -verify-diagnostics
// The valid forms (negative dims, keep_dim, squeeze / unsqueeze, a contraction) parse,
// lower and plan.
// RUN: strata-opt %S/Inputs/ttir_valid_shapes.mlir --ttir-to-ttnn-memory-pipeline 2>/dev/null | FileCheck %s --check-prefix=VALID
// VALID: func.func @valid_shapes
// VALID-COUNT-4: "ttnn.

func.func @transpose_dim_out(%x: tensor<32x64xf32>) -> tensor<64x32xf32> {
  // expected-error @+1 {{'ttir.transpose' op dim1 5 is outside the input's 2 dims (give -2..1)}}
  %0 = "ttir.transpose"(%x) <{dim0 = 0 : si32, dim1 = 5 : si32}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}

// -----
func.func @transpose_same_dims(%x: tensor<32x64xf32>) -> tensor<64x32xf32> {
  // expected-error @+1 {{'ttir.transpose' op swapping dim0 and dim1 gives 32x64 but the result type is 64x32}}
  %0 = "ttir.transpose"(%x) <{dim0 = 1 : si32, dim1 = 1 : si32}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}

// -----
func.func @permute_result(%x: tensor<32x64xf32>) -> tensor<32x64xf32> {
  // expected-error @+1 {{'ttir.permute' op the permutation gives 64x32 but the result type is 32x64}}
  %0 = "ttir.permute"(%x) <{permutation = array<i64: 1, 0>}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}

// -----
func.func @permute_not_permutation(%x: tensor<32x64xf32>) -> tensor<32x64xf32> {
  // expected-error @+1 {{'ttir.permute' op permutation [0, 0] is not a permutation of the input's 2 dims}}
  %0 = "ttir.permute"(%x) <{permutation = array<i64: 0, 0>}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}

// -----
func.func @softmax_dim(%x: tensor<32x64xf32>) -> tensor<32x64xf32> {
  // expected-error @+1 {{'ttir.softmax' op dimension 7 is outside the input's 2 dims (give -2..1)}}
  %0 = "ttir.softmax"(%x) <{dimension = 7 : si32}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}

// -----
func.func @concat_dim(%x: tensor<32x64xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{'ttir.concat' op dim -9 is outside the input's 2 dims (give -2..1)}}
  %0 = "ttir.concat"(%x, %x) <{dim = -9 : si32}> : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----
func.func @concat_shapes(%x: tensor<32x64xf32>, %y: tensor<32x32xf32>) -> tensor<64x64xf32> {
  // expected-error @+1 {{'ttir.concat' op input 1 is 32x32 but input 0 is 32x64; they may differ only in dim 0}}
  %0 = "ttir.concat"(%x, %y) <{dim = 0 : si32}> : (tensor<32x64xf32>, tensor<32x32xf32>) -> tensor<64x64xf32>
  return %0 : tensor<64x64xf32>
}

// -----
func.func @index_dim(%x: tensor<2x32x64xf32>) -> tensor<1x32x64xf32> {
  // expected-error @+1 {{'ttir.index' op dim -9 is outside the input's 3 dims (give -3..2)}}
  %0 = "ttir.index"(%x) <{dim = -9 : i32, begin = 0 : i32, end = 1 : i32, step = 1 : i32}> : (tensor<2x32x64xf32>) -> tensor<1x32x64xf32>
  return %0 : tensor<1x32x64xf32>
}

// -----
func.func @squeeze_not_one(%x: tensor<2x32xf32>) -> tensor<32xf32> {
  // expected-error @+1 {{'ttir.squeeze' op dim 0 has size 2; squeeze drops a size-1 dim}}
  %0 = "ttir.squeeze"(%x) <{dim = 0 : si32}> : (tensor<2x32xf32>) -> tensor<32xf32>
  return %0 : tensor<32xf32>
}

// -----
func.func @unsqueeze_dim(%x: tensor<32x64xf32>) -> tensor<1x32x64xf32> {
  // expected-error @+1 {{'ttir.unsqueeze' op dim -9 is outside the input's 3 dims (give -3..2)}}
  %0 = "ttir.unsqueeze"(%x) <{dim = -9 : si32}> : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
  return %0 : tensor<1x32x64xf32>
}

// -----
func.func @reshape_attribute(%x: tensor<32x64xf32>) -> tensor<64x32xf32> {
  // expected-error @+1 {{'ttir.reshape' op `shape` gives 32x64 but the result type is 64x32}}
  %0 = "ttir.reshape"(%x) <{shape = [32 : i32, 64 : i32]}> : (tensor<32x64xf32>) -> tensor<64x32xf32>
  return %0 : tensor<64x32xf32>
}

// -----
func.func @reshape_count(%x: tensor<32x64xf32>) -> tensor<32x32xf32> {
  // expected-error @+1 {{'ttir.reshape' op reshapes 32x64 (2048 elements) to 32x32 (1024); the counts must be equal}}
  %0 = "ttir.reshape"(%x) <{shape = [32 : i32, 32 : i32]}> : (tensor<32x64xf32>) -> tensor<32x32xf32>
  return %0 : tensor<32x32xf32>
}

// -----
func.func @sum_twice(%x: tensor<32x64xf32>) -> tensor<32xf32> {
  // expected-error @+1 {{'ttir.sum' op dim_arg names dim 1 twice}}
  %0 = "ttir.sum"(%x) <{dim_arg = [1 : i32, -1 : i32], keep_dim = false}> : (tensor<32x64xf32>) -> tensor<32xf32>
  return %0 : tensor<32xf32>
}

// -----
func.func @max_result(%x: tensor<32x64xf32>) -> tensor<32x64xf32> {
  // expected-error @+1 {{'ttir.max' op reducing with keep_dim gives 32x1 but the result type is 32x64}}
  %0 = "ttir.max"(%x) <{dim_arg = [1 : i32], keep_dim = true}> : (tensor<32x64xf32>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}

// -----
func.func @typecast_shape(%x: tensor<32x32xf32>) -> tensor<64x32xbf16> {
  // expected-error @+1 {{'ttir.typecast' op a typecast keeps the shape: it gives 32x32 but the result type is 64x32}}
  %0 = "ttir.typecast"(%x) : (tensor<32x32xf32>) -> tensor<64x32xbf16>
  return %0 : tensor<64x32xbf16>
}

// -----
func.func @constant_type() -> tensor<4x4xf32> {
  // expected-error @+1 {{'ttir.constant' op value is 'tensor<8x4xf32>' but the result type is 'tensor<4x4xf32>'; they must be the same}}
  %0 = "ttir.constant"() <{value = dense<1.0> : tensor<8x4xf32>}> : () -> tensor<4x4xf32>
  return %0 : tensor<4x4xf32>
}

// -----
func.func @dot_dims_out(%x: tensor<32x64xf32>, %y: tensor<64x16xf32>) -> tensor<32x16xf32> {
  // expected-error @+1 {{'ttir.dot_general' op the batch and contracting dims of lhs must be distinct dims of its 2 dims (0..1)}}
  %0 = "ttir.dot_general"(%x, %y) <{batch_dims_lhs = array<i64>, batch_dims_rhs = array<i64>, contract_dims_lhs = array<i64: 5>, contract_dims_rhs = array<i64: 0>}> : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
  return %0 : tensor<32x16xf32>
}

// -----
func.func @dot_contract_sizes(%x: tensor<32x64xf32>, %y: tensor<48x16xf32>) -> tensor<32x16xf32> {
  // expected-error @+1 {{'ttir.dot_general' op contracting dim 1 of lhs has size 64 but contracting dim 0 of rhs has 48}}
  %0 = "ttir.dot_general"(%x, %y) <{batch_dims_lhs = array<i64>, batch_dims_rhs = array<i64>, contract_dims_lhs = array<i64: 1>, contract_dims_rhs = array<i64: 0>}> : (tensor<32x64xf32>, tensor<48x16xf32>) -> tensor<32x16xf32>
  return %0 : tensor<32x16xf32>
}

// -----
func.func @dot_result(%x: tensor<32x64xf32>, %y: tensor<64x16xf32>) -> tensor<16x32xf32> {
  // expected-error @+1 {{'ttir.dot_general' op the contraction gives 32x16 but the result type is 16x32}}
  %0 = "ttir.dot_general"(%x, %y) <{batch_dims_lhs = array<i64>, batch_dims_rhs = array<i64>, contract_dims_lhs = array<i64: 1>, contract_dims_rhs = array<i64: 0>}> : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<16x32xf32>
  return %0 : tensor<16x32xf32>
}

// -----
func.func @broadcast_non_unit(%x: tensor<8x3x64xf32>) -> tensor<8x6x64xf32> {
  // expected-error @+1 {{'ttir.broadcast' op broadcast_dimensions[1] = 2 on a dim of size 3; a size-1 dim repeats a positive number of times, any other dim once}}
  %0 = "ttir.broadcast"(%x) <{broadcast_dimensions = array<i64: 1, 2, 1>}> : (tensor<8x3x64xf32>) -> tensor<8x6x64xf32>
  return %0 : tensor<8x6x64xf32>
}

// -----
func.func @broadcast_result(%x: tensor<1x3x64xf32>) -> tensor<4x3x64xf32> {
  // expected-error @+1 {{'ttir.broadcast' op broadcasting gives 8x3x64 but the result type is 4x3x64}}
  %0 = "ttir.broadcast"(%x) <{broadcast_dimensions = array<i64: 8, 1, 1>}> : (tensor<1x3x64xf32>) -> tensor<4x3x64xf32>
  return %0 : tensor<4x3x64xf32>
}
