#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#DR = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @main(%arg0: tensor<64x128xbf16, #L1>, %arg1: tensor<64x128xbf16, #DR>) -> tensor<64x128xbf16, #L1> {
    %0 = "ttnn.relu"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
    %1 = "ttnn.add"(%0, %arg1) : (tensor<64x128xbf16, #L1>, tensor<64x128xbf16, #DR>) -> tensor<64x128xbf16, #L1>
    "ttnn.deallocate"(%0) <{force = false}> : (tensor<64x128xbf16, #L1>) -> ()
    return %1 : tensor<64x128xbf16, #L1>
  }
}
