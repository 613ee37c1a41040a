// A small TTNN function for the worked example in docs/flow.md: an L1 argument,
// a DRAM argument, eltwise ops, a composite (lgamma) whose intermediates live on
// the L1 stack, a deallocate, and a move to a height-sharded result (unary ops keep
// their input's memory layout, as in tt-metal, so the move is a to_memory_config).
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#DR = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#HS = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
module {
  func.func @main(%arg0: tensor<64x128xbf16, #L1>, %arg1: tensor<64x128xbf16, #DR>) -> tensor<64x128xbf16, #HS> {
    %0 = "ttnn.exp"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
    %1 = "ttnn.add"(%0, %arg1) : (tensor<64x128xbf16, #L1>, tensor<64x128xbf16, #DR>) -> tensor<64x128xbf16, #L1>
    "ttnn.deallocate"(%0) <{force = false}> : (tensor<64x128xbf16, #L1>) -> ()
    %2 = "ttnn.softplus"(%1) <{beta = 1.0 : f32, threshold = 20.0 : f32}> : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
    %3 = "ttnn.lgamma"(%2) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
    %4 = "ttnn.to_memory_config"(%3) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #HS>
    %5 = "ttnn.relu"(%4) : (tensor<64x128xbf16, #HS>) -> tensor<64x128xbf16, #HS>
    return %5 : tensor<64x128xbf16, #HS>
  }
}
