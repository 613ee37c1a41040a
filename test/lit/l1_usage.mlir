// --ttnn-print-l1-usage: the op model's numbers per op, the same numbers
// `strata query` prints for the same arguments (e.g.
// `strata query softmax --input 64x128:bf16:tile:l1`).
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#DR = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @usage(%arg0: tensor<64x128xbf16, #L1>, %arg1: tensor<64x128xbf16, #DR>) -> tensor<64x128xbf16, #DR> {
  // expected-remark @+1 {{L1 per core: cb_peak=8192 stack_peak=0 peak=8192 output_l1=2048 total=10240 fits wormhole_b0}}
  %0 = "ttnn.exp"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
  // expected-remark @+1 {{L1 per core: cb_peak=12288 stack_peak=0 peak=12288 output_l1=0 total=12288 fits wormhole_b0}}
  %1 = "ttnn.add"(%0, %arg1) : (tensor<64x128xbf16, #L1>, tensor<64x128xbf16, #DR>) -> tensor<64x128xbf16, #DR>
  return %1 : tensor<64x128xbf16, #DR>
}

// -----

// A tensor too large for one core's L1: 4096x32768 bf16 interleaved is 131072
// tiles, 2048 per core = 4 MiB per core.
#l1 = #ttnn.buffer_type<l1>
#BIG = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<128x1024x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @too_big(%arg0: tensor<4096x32768xbf16, #BIG>) -> tensor<4096x32768xbf16, #BIG> {
  // expected-remark @+1 {{L1 per core: cb_peak=8192 stack_peak=0 peak=8192 output_l1=4194304 total=4202496 does not fit wormhole_b0 L1 by 2807072 B}}
  %0 = "ttnn.relu"(%arg0) : (tensor<4096x32768xbf16, #BIG>) -> tensor<4096x32768xbf16, #BIG>
  return %0 : tensor<4096x32768xbf16, #BIG>
}

// -----

// ttnn.prod names one dim (an si64, not a list); `strata query prod --input
// 64x128:bf16:tile:l1` gives the figures. A dim other than the last one or two is named.
#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#COL = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#ROW = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @prod(%arg0: tensor<64x128xbf16, #L1>) -> tensor<64x1xbf16, #COL> {
  // expected-remark @+1 {{L1 per core: cb_peak=12288 stack_peak=0 peak=12288 output_l1=2048 total=14336 fits wormhole_b0}}
  %0 = "ttnn.prod"(%arg0) <{dim_arg = -1 : si64, keep_dim = true}> : (tensor<64x128xbf16, #L1>) -> tensor<64x1xbf16, #COL>
  // expected-error @+1 {{reduces over dims other than the last one or two}}
  %1 = "ttnn.prod"(%arg0) <{dim_arg = 0 : si64, keep_dim = true}> : (tensor<64x128xbf16, #L1>) -> tensor<1x128xbf16, #ROW>
  return %0 : tensor<64x1xbf16, #COL>
}

// -----

// ttnn.arange is described by its result (start/end/step as si64); no program, only the
// output's L1. A range whose length differs from the result's element count is named.
#l1 = #ttnn.buffer_type<l1>
#R = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @arange() -> tensor<1x32xbf16, #R> {
  // expected-remark @+1 {{L1 per core: cb_peak=0 stack_peak=0 peak=0 output_l1=2048 total=2048 fits wormhole_b0}}
  %0 = "ttnn.arange"() <{start = 0 : si64, step = 1 : si64, end = 32 : si64}> : () -> tensor<1x32xbf16, #R>
  // expected-error @+1 {{start 0, end 64, step 1 give 64 values but the result 1x32 holds 32}}
  %1 = "ttnn.arange"() <{start = 0 : si64, step = 1 : si64, end = 64 : si64}> : () -> tensor<1x32xbf16, #R>
  return %0 : tensor<1x32xbf16, #R>
}
