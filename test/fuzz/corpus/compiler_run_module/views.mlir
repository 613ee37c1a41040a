#dram = #ttnn.buffer_type<dram>
#D3 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#D2 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @views(%arg0: tensor<2x64x128xbf16, #D3>) -> tensor<128x128xbf16, #D2> {
  %0 = "ttnn.exp"(%arg0) : (tensor<2x64x128xbf16, #D3>) -> tensor<2x64x128xbf16, #D3>
  %1 = "ttnn.reshape"(%0) <{shape = [128 : i32, 128 : i32]}> : (tensor<2x64x128xbf16, #D3>) -> tensor<128x128xbf16, #D2>
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<2x64x128xbf16, #D3>) -> ()
  %2 = "ttnn.neg"(%1) : (tensor<128x128xbf16, #D2>) -> tensor<128x128xbf16, #D2>
  %3 = "ttnn.add"(%1, %2) : (tensor<128x128xbf16, #D2>, tensor<128x128xbf16, #D2>) -> tensor<128x128xbf16, #D2>
  "ttnn.deallocate"(%1) <{force = true}> : (tensor<128x128xbf16, #D2>) -> ()
  return %3 : tensor<128x128xbf16, #D2>
}
