module {
  func.func @main(%x: tensor<2x32x64xf32>, %b: tensor<1x1x64xf32>) -> tensor<2x64x32xf32> {
    %0 = "ttir.broadcast"(%b) <{broadcast_dimensions = array<i64: 2, 32, 1>}> : (tensor<1x1x64xf32>) -> tensor<2x32x64xf32>
    %1 = "ttir.gt"(%x, %0) : (tensor<2x32x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xi1>
    %2 = "ttir.where"(%1, %x, %0) : (tensor<2x32x64xi1>, tensor<2x32x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %3 = "ttir.permute"(%2) <{permutation = array<i64: 0, 2, 1>}> : (tensor<2x32x64xf32>) -> tensor<2x64x32xf32>
    %4 = "ttir.rsqrt"(%3) : (tensor<2x64x32xf32>) -> tensor<2x64x32xf32>
    return %4 : tensor<2x64x32xf32>
  }
}
