// Sharded grids without a virtual->physical map are virtual (tt-mlir's
// convention): height-sharded Nx1 and width-sharded 1xN grids fill the
// device's worker grid row-major, block-sharded RxC grids map core (row, col)
// to (x = col, y = row). The device grid is the `device-grid` option, else the
// module's ttcore.system_desc chip grid (device_grid_system_desc.mlir), else the
// worker grid of the `arch` option (default wormhole_b0, 8x8; blackhole 13x10).
// RUN: strata-opt %s --split-input-file --ttnn-create-memory-config | FileCheck %s --check-prefix=DEFAULT
// RUN: strata-opt %s --split-input-file --ttnn-create-memory-config=device-grid=4x4 | FileCheck %s --check-prefix=GRID4
// RUN: strata-opt %s --split-input-file --ttnn-memory-pipeline="plan-l1=false device-grid=4x4" | FileCheck %s --check-prefix=GRID4
// RUN: strata-opt %s --split-input-file --ttnn-create-memory-config=arch=blackhole | FileCheck %s --check-prefix=BH
// RUN: strata-opt %s --split-input-file --ttnn-memory-pipeline="plan-l1=false arch=blackhole" | FileCheck %s --check-prefix=BH
// RUN: not strata-opt %s --split-input-file --ttnn-create-memory-config=arch=no_such_arch 2>&1 | FileCheck %s --check-prefix=BADARCH
// RUN: not strata-opt %s --split-input-file --ttnn-create-memory-config=device-grid=0x8 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not strata-opt %s --split-input-file --ttnn-create-memory-config=device-grid=8by8 2>&1 | FileCheck %s --check-prefix=BADOPT2

// BADOPT: error: ttnn-create-memory-config: device-grid '0x8' is not RxC with both in 1..1024 (e.g. device-grid=8x8)
// BADARCH: error: arch=no_such_arch: {{.*}}no_such_arch
// BADOPT2: error: ttnn-create-memory-config: device-grid '8by8' is not RxC with both in 1..1024 (e.g. device-grid=8x8)
// RUN: not strata-opt %s --split-input-file --ttnn-memory-pipeline="plan-l1=false device-grid=100x100" 2>&1 | FileCheck %s --check-prefix=TOOBIG
// TOOBIG: error: 'builtin.module' op device-grid=100x100 is larger than the 8x8 worker grid of wormhole_b0; name a grid within it
// RUN: not strata-opt %s --split-input-file --ttnn-plan-l1=timeout=abc 2>&1 | FileCheck %s --check-prefix=BADVALUE
// BADVALUE: for the --timeout option: 'abc' value invalid for floating point argument!
// BADVALUE-NOT: error: {{$}}
// BADVALUE: strata-opt: error: the pass pipeline's options are not valid (the option named above)

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<12x12x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#hs8 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1>, memref<1x12x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
#hs12 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <12x1>, memref<1x12x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
#ws12 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x12>, memref<12x1x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
#bs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x3>, memref<6x4x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>

// DEFAULT-LABEL: func.func @no_map
// GRID4-LABEL: func.func @no_map
// BH-LABEL: func.func @no_map
func.func @no_map(%a: tensor<384x384xbf16, #in>) {
  // DEFAULT: "ttnn.relu"{{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x384>
  // GRID4: "ttnn.relu"{{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,1)>]>, <32x384>
  // BH: "ttnn.relu"{{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x384>
  %0 = "ttnn.relu"(%a) : (tensor<384x384xbf16, #in>) -> tensor<256x384xbf16, #hs8>
  // DEFAULT: "ttnn.exp"{{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>, #ttnn.core_range<(0,1), (3,1)>]>, <32x384>
  // GRID4: "ttnn.exp"{{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,2)>]>, <32x384>
  // BH: "ttnn.exp"{{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (11,0)>]>, <32x384>
  %1 = "ttnn.exp"(%a) : (tensor<384x384xbf16, #in>) -> tensor<384x384xbf16, #hs12>
  // DEFAULT: "ttnn.neg"{{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>, #ttnn.core_range<(0,1), (3,1)>]>, <384x32>
  // GRID4: "ttnn.neg"{{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,2)>]>, <384x32>
  // BH: "ttnn.neg"{{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (11,0)>]>, <384x32>
  %2 = "ttnn.neg"(%a) : (tensor<384x384xbf16, #in>) -> tensor<384x384xbf16, #ws12>
  // DEFAULT: "ttnn.abs"{{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (2,1)>]>, <192x128>
  // GRID4: "ttnn.abs"{{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (2,1)>]>, <192x128>
  %3 = "ttnn.abs"(%a) : (tensor<384x384xbf16, #in>) -> tensor<384x384xbf16, #bs>
  return
}
