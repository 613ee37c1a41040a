// Valid ttir shapes for ttir_shape_verifiers.mlir.
func.func @valid_shapes(%x: tensor<1x32x64xf32>, %y: tensor<64x16xf32>) -> (tensor<32x16xf32>, tensor<1x64x32xf32>, tensor<1x32x1xf32>, tensor<1x1x32x64xf32>) {
  %0 = "ttir.squeeze"(%x) <{dim = 0 : si32}> : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
  %1 = "ttir.dot_general"(%0, %y) <{batch_dims_lhs = array<i64>, batch_dims_rhs = array<i64>, contract_dims_lhs = array<i64: 1>, contract_dims_rhs = array<i64: 0>}> : (tensor<32x64xf32>, tensor<64x16xf32>) -> tensor<32x16xf32>
  %2 = "ttir.transpose"(%x) <{dim0 = -1 : si32, dim1 = 1 : si32}> : (tensor<1x32x64xf32>) -> tensor<1x64x32xf32>
  %3 = "ttir.sum"(%x) <{dim_arg = [-1 : i32], keep_dim = true}> : (tensor<1x32x64xf32>) -> tensor<1x32x1xf32>
  %4 = "ttir.unsqueeze"(%0) <{dim = -3 : si32}> : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
  %5 = "ttir.reshape"(%4) <{shape = [1 : i32, 1 : i32, 32 : i32, 64 : i32]}> : (tensor<1x32x64xf32>) -> tensor<1x1x32x64xf32>
  return %1, %2, %3, %5 : tensor<32x16xf32>, tensor<1x64x32xf32>, tensor<1x32x1xf32>, tensor<1x1x32x64xf32>
}

