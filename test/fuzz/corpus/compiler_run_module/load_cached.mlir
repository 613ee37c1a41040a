#dram = #ttnn.buffer_type<dram>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func private @main_const_eval_0(%arg0: tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T> attributes {tt.function_type = "const_eval"} {
  %0 = "ttnn.exp"(%arg0) : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  return %0 : tensor<32x32xbf16, #T>
}
func.func @main(%arg0: tensor<32x32xbf16, #T>, %arg1: tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T> {
  %0 = ttcore.load_cached(@main_const_eval_0, [%arg1]) : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  %1 = "ttnn.add"(%arg0, %0) : (tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  return %1 : tensor<32x32xbf16, #T>
}
