// The strict verifier compares a stated shard spec's core range set with the
// cores the layout derives when the device grid is known to it: a
// ttcore.system_desc on the module. (Without one it cannot know the grid —
// the pass's device-grid option is not visible to it — and only the pass
// compares core ranges.) Sets compare as sets of cores: the same cores split
// into other rectangles agree. Parsing alone accepts every case.
// RUN: strata-opt %s --split-input-file --ttnn-verify-layouts -verify-diagnostics | FileCheck %s
// RUN: strata-opt %s --split-input-file -o /dev/null

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<12x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#hs12 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <12x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, grid = 8x8, l1_size = 1499136}], [0], [3 : i32], [ 0x0x0x0]>} {
  // CHECK-LABEL: func.func @agree
  func.func @agree(%a: tensor<384x128xbf16, #in>) {
    // CHECK: "ttnn.relu"
    %0 = "ttnn.relu"(%a) <{memory_config = #ttnn.memory_config<#l1, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>, #ttnn.core_range<(0,1), (3,1)>]>, <32x128>, <row_major>, <physical>>>}> : (tensor<384x128xbf16, #in>) -> tensor<384x128xbf16, #hs12>
    // The same 12 cores as three rectangles.
    // CHECK: "ttnn.exp"
    %1 = "ttnn.exp"(%a) <{memory_config = #ttnn.memory_config<#l1, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (3,1)>, #ttnn.core_range<(4,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>}> : (tensor<384x128xbf16, #in>) -> tensor<384x128xbf16, #hs12>
    return
  }
}

// -----

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<12x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#hs12 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <12x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, grid = 8x8, l1_size = 1499136}], [0], [3 : i32], [ 0x0x0x0]>} {
  func.func @column(%a: tensor<384x128xbf16, #in>) {
    // expected-error @+1 {{'ttnn.relu' op memory_config #ttnn.memory_config<#ttnn.buffer_type<l1>, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,11)>]>, <32x128>, <row_major>, <physical>>> disagrees with the result layout #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <12x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <height_sharded>> on core range set: #ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,11)>]> vs #ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>, #ttnn.core_range<(0,1), (3,1)>]> on the 8x8 device worker grid of the module's ttcore.system_desc}}
    %0 = "ttnn.relu"(%a) <{memory_config = #ttnn.memory_config<#l1, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,11)>]>, <32x128>, <row_major>, <physical>>>}> : (tensor<384x128xbf16, #in>) -> tensor<384x128xbf16, #hs12>
    return
  }
}

// -----

// Same count of cores, one of them elsewhere.
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x3x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#bs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x3>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, grid = 4x4, l1_size = 1499136}], [0], [3 : i32], [ 0x0x0x0]>} {
  func.func @moved(%a: tensor<64x96xbf16, #in>) {
    // expected-error @+1 {{on core range set: #ttnn.core_range_set<[#ttnn.core_range<(0,0), (2,0)>, #ttnn.core_range<(0,1), (1,1)>, #ttnn.core_range<(3,1), (3,1)>]> vs #ttnn.core_range_set<[#ttnn.core_range<(0,0), (2,1)>]> on the 4x4 device worker grid of the module's ttcore.system_desc}}
    %0 = "ttnn.abs"(%a) <{memory_config = #ttnn.memory_config<#l1, <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (2,0)>, #ttnn.core_range<(0,1), (1,1)>, #ttnn.core_range<(3,1), (3,1)>]>, <32x32>, <row_major>, <physical>>>}> : (tensor<64x96xbf16, #in>) -> tensor<64x96xbf16, #bs>
    return
  }
}

// -----

// The layout itself does not fit the described 2x2 device.
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x5x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ws = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x5>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, grid = 2x2, l1_size = 1499136}], [0], [3 : i32], [ 0x0x0x0]>} {
  func.func @off_device(%a: tensor<32x160xbf16, #in>) {
    // expected-error @+1 {{needs cores outside the 2x2 device worker grid of the module's ttcore.system_desc}}
    %0 = "ttnn.neg"(%a) <{memory_config = #ttnn.memory_config<#l1, <width_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (4,0)>]>, <32x32>, <row_major>, <physical>>>}> : (tensor<32x160xbf16, #in>) -> tensor<32x160xbf16, #ws>
    return
  }
}

// -----

// No system description: the verifier does not judge core ranges (the pass
// does, against its device-grid option).
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<12x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#hs12 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <12x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
// CHECK-LABEL: func.func @no_system_desc
func.func @no_system_desc(%a: tensor<384x128xbf16, #in>) {
  // CHECK: "ttnn.relu"{{.*}}#ttnn.core_range<(0,0), (0,11)>
  %0 = "ttnn.relu"(%a) <{memory_config = #ttnn.memory_config<#l1, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,11)>]>, <32x128>, <row_major>, <physical>>>}> : (tensor<384x128xbf16, #in>) -> tensor<384x128xbf16, #hs12>
  return
}
