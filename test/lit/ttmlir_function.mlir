// A function as tt-mlir's TTNN backend pipeline prints it (to_layout,
// to_device, eltwise, matmul, softmax, from_device, ops this dialect does not
// define) parses unchanged and gets memory configs from its layouts.
// RUN: strata-opt %s | strata-opt | FileCheck %s --check-prefix=ROUNDTRIP
// RUN: strata-opt %s --ttnn-memory-pipeline=plan-l1=false | FileCheck %s
// RUN: strata-opt %s --ttnn-memory-pipeline=plan-l1=false | strata-opt --ttnn-memory-pipeline=plan-l1=false | FileCheck %s

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x128xf32, #system_memory>>
#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #system_memory>>
#ttnn_layout2 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#ttnn_layout3 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<128x96xf32, #system_memory>>
#ttnn_layout4 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x3x!ttcore.tile<32x32, f32>, #system_memory>>
#ttnn_layout5 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x3x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#ttnn_layout6 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x3, (d0, d1) -> (0, d0, d1)>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <block_sharded>>
#ttnn_layout7 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x3x!ttcore.tile<32x32, f32>, #system_memory>>
#ttnn_layout8 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x96xf32, #system_memory>>
#ttnn_layout9 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1, (d0, d1) -> (0, d0, d1)>, memref<1x3x!ttcore.tile<32x32, f32>, #l1>, <height_sharded>>
module {
  // ROUNDTRIP-LABEL: func.func @forward
  // CHECK-LABEL: func.func @forward
  func.func @forward(%arg0: tensor<64x128xf32, #ttnn_layout>, %arg1: tensor<128x96xf32, #ttnn_layout3>) -> tensor<64x96xf32, #ttnn_layout8> {
    // ROUNDTRIP: "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    %0 = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
    // CHECK: "ttnn.to_layout"(%arg0) <{layout = #ttnn.layout<tile>, memory_config = #ttnn.memory_config<#system_memory>}>
    %1 = "ttnn.to_layout"(%arg0) <{layout = #ttnn.layout<tile>}> : (tensor<64x128xf32, #ttnn_layout>) -> tensor<64x128xf32, #ttnn_layout1>
    // An existing, agreeing config is kept.
    // CHECK: "ttnn.to_device"(%{{.*}}, %{{.*}}) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}>
    %2 = "ttnn.to_device"(%1, %0) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}> : (tensor<64x128xf32, #ttnn_layout1>, !ttnn.device) -> tensor<64x128xf32, #ttnn_layout2>
    // CHECK: "ttnn.deallocate"(%{{.*}}) <{force = false}>
    "ttnn.deallocate"(%1) <{force = false}> : (tensor<64x128xf32, #ttnn_layout1>) -> ()
    // CHECK: "ttnn.relu"(%{{.*}}) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}>
    %3 = "ttnn.relu"(%2) : (tensor<64x128xf32, #ttnn_layout2>) -> tensor<64x128xf32, #ttnn_layout2>
    // CHECK: "ttnn.multiply"(%{{.*}}, %{{.*}}) <{dtype = #ttcore.supportedDataTypes<f32>, memory_config = #ttnn.memory_config<#dram, <interleaved>>}>
    %4 = "ttnn.multiply"(%3, %2) <{dtype = #ttcore.supportedDataTypes<f32>}> : (tensor<64x128xf32, #ttnn_layout2>, tensor<64x128xf32, #ttnn_layout2>) -> tensor<64x128xf32, #ttnn_layout2>
    %5 = "ttnn.to_layout"(%arg1) <{layout = #ttnn.layout<tile>}> : (tensor<128x96xf32, #ttnn_layout3>) -> tensor<128x96xf32, #ttnn_layout4>
    %6 = "ttnn.to_device"(%5, %0) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}> : (tensor<128x96xf32, #ttnn_layout4>, !ttnn.device) -> tensor<128x96xf32, #ttnn_layout5>
    // CHECK: "ttnn.matmul"(%{{.*}}, %{{.*}}) <{memory_config = #ttnn.memory_config<#l1_, <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (2,1)>]>, <32x32>, <row_major>, <physical>>>, transpose_a = false, transpose_b = false}>
    %7 = "ttnn.matmul"(%4, %6) <{transpose_a = false, transpose_b = false}> : (tensor<64x128xf32, #ttnn_layout2>, tensor<128x96xf32, #ttnn_layout5>) -> tensor<64x96xf32, #ttnn_layout6>
    // CHECK: "ttnn.softmax"(%{{.*}}) <{dimension = 1 : si32, memory_config = #ttnn.memory_config<#l1_, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,1)>]>, <32x96>, <row_major>, <physical>>>}>
    %8 = "ttnn.softmax"(%7) <{dimension = 1 : si32}> : (tensor<64x96xf32, #ttnn_layout6>) -> tensor<64x96xf32, #ttnn_layout9>
    // An op this dialect does not define passes through untouched.
    // ROUNDTRIP: "ttnn.rms_norm"(%{{.*}}) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 0, 0>}>
    // CHECK: "ttnn.rms_norm"(%{{.*}}) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 0, 0>}>
    %9 = "ttnn.rms_norm"(%8) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<64x96xf32, #ttnn_layout9>) -> tensor<64x96xf32, #ttnn_layout9>
    // CHECK: "ttnn.from_device"(%{{.*}}) <{memory_config = #ttnn.memory_config<#system_memory>}>
    %10 = "ttnn.from_device"(%9) : (tensor<64x96xf32, #ttnn_layout9>) -> tensor<64x96xf32, #ttnn_layout7>
    // CHECK: "ttnn.to_layout"(%{{.*}}) <{layout = #ttnn.layout<row_major>, memory_config = #ttnn.memory_config<#system_memory>}>
    %11 = "ttnn.to_layout"(%10) <{layout = #ttnn.layout<row_major>}> : (tensor<64x96xf32, #ttnn_layout7>) -> tensor<64x96xf32, #ttnn_layout8>
    return %11 : tensor<64x96xf32, #ttnn_layout8>
  }
}
