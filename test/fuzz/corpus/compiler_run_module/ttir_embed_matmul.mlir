func.func @main(%ids: tensor<1x32xi32>, %w: tensor<64x64xbf16>, %m: tensor<64x32xbf16>) -> (tensor<1x32x32xbf16>, tensor<1x32xbf16>) {
  %0 = "ttir.embedding"(%ids, %w) : (tensor<1x32xi32>, tensor<64x64xbf16>) -> tensor<1x32x64xbf16>
  %1 = "ttir.dot_general"(%0, %m) <{batch_dims_lhs = array<i64>, batch_dims_rhs = array<i64>, contract_dims_lhs = array<i64: 2>, contract_dims_rhs = array<i64: 0>}> : (tensor<1x32x64xbf16>, tensor<64x32xbf16>) -> tensor<1x32x32xbf16>
  %2 = "ttir.softmax"(%1) <{dimension = -1 : si32}> : (tensor<1x32x32xbf16>) -> tensor<1x32x32xbf16>
  %3 = "ttir.sum"(%2) <{dim_arg = [2 : i32], keep_dim = false}> : (tensor<1x32x32xbf16>) -> tensor<1x32xbf16>
  return %2, %3 : tensor<1x32x32xbf16>, tensor<1x32xbf16>
}
