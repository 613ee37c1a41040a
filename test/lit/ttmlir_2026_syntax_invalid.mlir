// What the memory-config pass cannot derive a config from (each error names
// the op and the field), and what the strict verifier reports on tt-mlir's
// 2026 layout forms: every inconsistency of one layout, as errors, or as
// warnings with strict=false.
// RUN: strata-opt %s --split-input-file --ttnn-create-memory-config -verify-diagnostics

#l1 = #ttnn.buffer_type<l1>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
#nolayout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>>
func.func @f(%a: tensor<32x32xf32, #in>) {
  // expected-error @+1 {{'ttnn.relu' op cannot derive memory_config: its tensor_memory_layout is missing (the result layout on l1 states none; add <interleaved> or a sharded layout)}}
  %0 = "ttnn.relu"(%a) : (tensor<32x32xf32, #in>) -> tensor<32x32xf32, #nolayout>
  return
}

// -----
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <block_sharded>>
func.func @f(%a: tensor<32x32xf32, #in>) {
  // expected-error @+1 {{'ttnn.relu' op cannot derive memory_config: tensor_memory_layout block_sharded contradicts buffer_type dram (DRAM is never block sharded)}}
  %0 = "ttnn.relu"(%a) : (tensor<32x32xf32, #in>) -> tensor<32x32xf32, #bad>
  return
}

// -----
#l1 = #ttnn.buffer_type<l1>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
#r3 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0, d1, d2), <2x1>, memref<1x1x1x!ttcore.tile<32x32, f32>, #l1>, <height_sharded>>
func.func @f(%a: tensor<32x32xf32, #in>) {
  // expected-error @+1 {{'ttnn.relu' op cannot derive memory_config: its shard_spec shape needs a 2-d layout memref, got rank 3}}
  %0 = "ttnn.relu"(%a) : (tensor<32x32xf32, #in>) -> tensor<2x32x32xf32, #r3>
  return
}
