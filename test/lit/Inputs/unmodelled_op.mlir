// One op Strata's op library does not model (rms_norm_pre_all_gather) beside one it does.
#dram = #ttnn.buffer_type<dram>
#layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#half = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module {
  func.func @mixed(%x: tensor<128x64xbf16, #layout>) -> (tensor<128x32xbf16, #half>, tensor<128x64xbf16, #layout>) {
    %0 = "ttnn.rms_norm_pre_all_gather"(%x) <{use_2d_core_grid = false}> : (tensor<128x64xbf16, #layout>) -> tensor<128x32xbf16, #half>
    %1 = "ttnn.relu"(%x) : (tensor<128x64xbf16, #layout>) -> tensor<128x64xbf16, #layout>
    return %0, %1 : tensor<128x32xbf16, #half>, tensor<128x64xbf16, #layout>
  }
}
