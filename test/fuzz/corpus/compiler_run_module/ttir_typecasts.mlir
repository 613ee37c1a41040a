func.func @main(%x: tensor<32x64xf32>) -> (tensor<32x64xsi32>, tensor<32x64xui32>, tensor<32x64xindex>) {
  %s = "ttir.multiply"(%x, %x) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
  %y = "ttir.subtract"(%s, %x) : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x64xf32>
  %0 = "ttir.typecast"(%y) : (tensor<32x64xf32>) -> tensor<32x64xsi32>
  %1 = "ttir.typecast"(%x) : (tensor<32x64xf32>) -> tensor<32x64xui32>
  %2 = "ttir.typecast"(%y) : (tensor<32x64xf32>) -> tensor<32x64xindex>
  return %0, %1, %2 : tensor<32x64xsi32>, tensor<32x64xui32>, tensor<32x64xindex>
}
