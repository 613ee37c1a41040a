// Data movement in tt-mlir's syntax: ttnn.reshape `shape`, ttnn.permute
// `permutation`, ttnn.transpose `dim0`/`dim1`, ttnn.concat `dim`, ttnn.slice_static
// `begins`/`ends`/`step`, ttnn.repeat `repeat_dims` (#ttnn.shape) and
// ttnn.repeat_interleave `repeats`/`dim`, ttnn.pad `padding`/`value` and ttnn.cumsum /
// ttnn.cumprod `dim` map to the catalog with those attributes as
// parameters; the figures are `strata query`'s (e.g. `strata query transpose --input
// 64x128:bf16:tile:l1 --param dim0=0 --param dim1=1`).
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#A = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x2x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#B = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#P = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 2 + d1, d2), <1x1>, memref<64x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#S = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#SL = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#H = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @movement(%a: tensor<64x128xbf16, #A>, %b: tensor<2x64x128xbf16, #B>) -> tensor<64x128xbf16, #A> {
  // The last dim moves: the transpose compute kernel's output CB is added; the L1
  // output is 8 tiles, one per core on 8 cores.
  // expected-remark @+1 {{L1 per core: cb_peak=8192 stack_peak=0 peak=8192 output_l1=2048 total=10240 fits wormhole_b0}}
  %0 = "ttnn.transpose"(%a) <{dim0 = 0 : si32, dim1 = 1 : si32}> : (tensor<64x128xbf16, #A>) -> tensor<128x64xbf16, #T>
  // expected-remark @+1 {{L1 per core: cb_peak=4096 stack_peak=0 peak=4096 output_l1=0 total=4096 fits wormhole_b0}}
  %1 = "ttnn.permute"(%b) <{permutation = array<i64: 1, 0, 2>}> : (tensor<2x64x128xbf16, #B>) -> tensor<64x2x128xbf16, #P>
  // A reshape into other memory is a copy: it adds a page of tt-metal's segment map
  // (each output tile copies one input tile in 63 runs, padded to 78, 16 B each) and its
  // L1 output, 16 tiles over 8 cores.
  // expected-remark @+1 {{L1 per core: cb_peak=5344 stack_peak=0 peak=5344 output_l1=2048 total=7392 fits wormhole_b0}}
  %2 = "ttnn.reshape"(%b) <{shape = [128 : i32, 128 : i32]}> : (tensor<2x64x128xbf16, #B>) -> tensor<128x128xbf16, #SL>
  // The same reshape within DRAM keeps every tile where it is (the last dim stays, 64
  // and 128 rows are whole tiles): tt-metal returns a view and runs nothing.
  // expected-remark @+1 {{L1 per core: (a view of operand 0: no program; the result is its buffer) cb_peak=0 stack_peak=0 peak=0 output_l1=0 total=0 fits wormhole_b0}}
  %v = "ttnn.reshape"(%b) <{shape = [128 : i32, 128 : i32]}> : (tensor<2x64x128xbf16, #B>) -> tensor<128x128xbf16, #S>
  // expected-remark @+1 {{L1 per core: cb_peak=4096 stack_peak=0 peak=4096 output_l1=0 total=4096 fits wormhole_b0}}
  %3 = "ttnn.concat"(%a, %a) <{dim = 0 : si32}> : (tensor<64x128xbf16, #A>, tensor<64x128xbf16, #A>) -> tensor<128x128xbf16, #S>
  // expected-remark @+1 {{L1 per core: cb_peak=4096 stack_peak=0 peak=4096 output_l1=0 total=4096 fits wormhole_b0}}
  %4 = "ttnn.slice_static"(%a) <{begins = [0 : i32, 0 : i32], ends = [64 : i32, 128 : i32], step = [2 : i32, 1 : i32]}> : (tensor<64x128xbf16, #A>) -> tensor<32x128xbf16, #H>
  // expected-remark @+1 {{L1 per core: cb_peak=4096 stack_peak=0 peak=4096 output_l1=0 total=4096 fits wormhole_b0}}
  %5 = "ttnn.repeat"(%a) <{repeat_dims = #ttnn.shape<2x1>}> : (tensor<64x128xbf16, #A>) -> tensor<128x128xbf16, #S>
  // expected-remark @+1 {{L1 per core: cb_peak=4096 stack_peak=0 peak=4096 output_l1=0 total=4096 fits wormhole_b0}}
  %6 = "ttnn.repeat_interleave"(%a) <{repeats = 2 : ui32, dim = 0 : si32}> : (tensor<64x128xbf16, #A>) -> tensor<128x128xbf16, #S>
  // ttnn.pad: low/high pairs per dim, its value and use_multicore (not modelled: one program
  // with tt-metal's pad_tile CBs, two input tiles and one tile of the value).
  // expected-remark @+1 {{L1 per core: cb_peak=6144 stack_peak=0 peak=6144 output_l1=0 total=6144 fits wormhole_b0}}
  %7 = "ttnn.pad"(%a) <{padding = array<i32: 0, 64, 0, 0>, value = 0.000000e+00 : f32, use_multicore = true}> : (tensor<64x128xbf16, #A>) -> tensor<128x128xbf16, #S>
  // ttnn.cumsum / ttnn.cumprod `dim`: the same one-CB program, the reader accumulating.
  // expected-remark @+1 {{L1 per core: cb_peak=4096 stack_peak=0 peak=4096 output_l1=0 total=4096 fits wormhole_b0}}
  %8 = "ttnn.cumsum"(%a) <{dim = 1 : si32}> : (tensor<64x128xbf16, #A>) -> tensor<64x128xbf16, #A>
  // expected-remark @+1 {{L1 per core: cb_peak=4096 stack_peak=0 peak=4096 output_l1=0 total=4096 fits wormhole_b0}}
  %9 = "ttnn.cumprod"(%a) <{dim = 0 : si32}> : (tensor<64x128xbf16, #A>) -> tensor<64x128xbf16, #A>
  return %a : tensor<64x128xbf16, #A>
}

// -----

// Three inputs (tt-mlir's concat is variadic; the library takes 2 or 3).
#dram = #ttnn.buffer_type<dram>
#A = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#C = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x12x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @concat3(%a: tensor<64x128xbf16, #A>) -> tensor<64x384xbf16, #C> {
  // expected-remark @+1 {{L1 per core: cb_peak=4096 stack_peak=0 peak=4096 output_l1=0 total=4096 fits wormhole_b0}}
  %0 = "ttnn.concat"(%a, %a, %a) <{dim = 1 : si32}> : (tensor<64x128xbf16, #A>, tensor<64x128xbf16, #A>, tensor<64x128xbf16, #A>) -> tensor<64x384xbf16, #C>
  return %0 : tensor<64x384xbf16, #C>
}

// -----

#dram = #ttnn.buffer_type<dram>
#A = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#C = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x16x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @concat4(%a: tensor<64x128xbf16, #A>) -> tensor<64x512xbf16, #C> {
  // expected-error @+1 {{'ttnn.concat' op has 4 tensor operand(s) but the op library's concat takes 2 to 3}}
  %0 = "ttnn.concat"(%a, %a, %a, %a) <{dim = 1 : si32}> : (tensor<64x128xbf16, #A>, tensor<64x128xbf16, #A>, tensor<64x128xbf16, #A>, tensor<64x128xbf16, #A>) -> tensor<64x512xbf16, #C>
  return %0 : tensor<64x512xbf16, #C>
}

// -----

#dram = #ttnn.buffer_type<dram>
#B = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @bad_permutation(%b: tensor<2x64x128xbf16, #B>) -> tensor<2x64x128xbf16, #B> {
  // expected-error @+1 {{'ttnn.permute' op op library: permute: permutation: [0, 0, 2] names dim 0 twice; it must order every dim once}}
  %0 = "ttnn.permute"(%b) <{permutation = array<i64: 0, 0, 2>}> : (tensor<2x64x128xbf16, #B>) -> tensor<2x64x128xbf16, #B>
  return %0 : tensor<2x64x128xbf16, #B>
}

// -----

#dram = #ttnn.buffer_type<dram>
#A = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @bad_step(%a: tensor<64x128xbf16, #A>) -> tensor<64x128xbf16, #A> {
  // expected-error @+1 {{'ttnn.slice_static' op op library: slice: step: [1, 0]: dim 1 has step 0; steps are positive}}
  %0 = "ttnn.slice_static"(%a) <{begins = [0 : i32, 0 : i32], ends = [64 : i32, 128 : i32], step = [1 : i32, 0 : i32]}> : (tensor<64x128xbf16, #A>) -> tensor<64x128xbf16, #A>
  return %0 : tensor<64x128xbf16, #A>
}

// -----

#dram = #ttnn.buffer_type<dram>
#A = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @wrong_result(%a: tensor<64x128xbf16, #A>) -> tensor<64x128xbf16, #A> {
  // expected-error @+1 {{'ttnn.repeat_interleave' op the op library's repeat_interleave produces 64x384:bf16:tile:dram but the result type states 64x128:bf16:tile:dram; the op cannot be modelled as written}}
  %0 = "ttnn.repeat_interleave"(%a) <{repeats = 3 : ui32, dim = 1 : si32}> : (tensor<64x128xbf16, #A>) -> tensor<64x128xbf16, #A>
  return %0 : tensor<64x128xbf16, #A>
}

// -----

#dram = #ttnn.buffer_type<dram>
#A = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @repeat_dims_not_a_shape(%a: tensor<64x128xbf16, #A>) -> tensor<64x128xbf16, #A> {
  // expected-error @+1 {{invalid properties {repeat_dims = 2 : i32} for op ttnn.repeat: Invalid attribute `repeat_dims` in property conversion: 2 : i32}}
  %0 = "ttnn.repeat"(%a) <{repeat_dims = 2 : i32}> : (tensor<64x128xbf16, #A>) -> tensor<64x128xbf16, #A>
  return %0 : tensor<64x128xbf16, #A>
}
