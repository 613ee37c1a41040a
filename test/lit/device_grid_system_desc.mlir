// A ttcore.system_desc on the module states the device worker grid (here 8x2:
// 8 rows of 2 cores); the pass fills it, the verifier checks against it, and a
// device-grid option that contradicts it is an error (a module describes one
// device).
// RUN: strata-opt %s --ttnn-create-memory-config | FileCheck %s
// RUN: strata-opt %s --ttnn-create-memory-config=device-grid=8x2 | FileCheck %s
// RUN: not strata-opt %s --ttnn-create-memory-config=device-grid=4x4 2>&1 | FileCheck %s --check-prefix=CONFLICT
// RUN: not strata-opt %s --ttnn-memory-pipeline="plan-l1=false device-grid=4x4" 2>&1 | FileCheck %s --check-prefix=CONFLICT

// CONFLICT: error: 'builtin.module' op device-grid=4x4 contradicts the 8x2 worker grid of the module's ttcore.system_desc; drop the option or fix the description
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<12x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#hs12 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <12x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, grid = 8x2, l1_size = 1499136}], [0], [3 : i32], [ 0x0x0x0]>} {
  // CHECK-LABEL: func.func @system_desc
  func.func @system_desc(%a: tensor<384x128xbf16, #in>) {
    // CHECK: "ttnn.exp"{{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (1,5)>]>, <32x128>
    %1 = "ttnn.exp"(%a) : (tensor<384x128xbf16, #in>) -> tensor<384x128xbf16, #hs12>
    return
  }
}
