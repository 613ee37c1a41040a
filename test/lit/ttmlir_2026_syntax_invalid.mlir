// What the memory-config pass cannot derive a config from (each error names
// the op and the field). A device layout without a memory layout and a DRAM
// block-sharded layout are tt-mlir's own parse errors now (first two chunks;
// more in ttmlir_layout_verifier_invalid.mlir).
// RUN: strata-opt %s --split-input-file --ttnn-create-memory-config -verify-diagnostics

#l1 = #ttnn.buffer_type<l1>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
// expected-error @+1 {{device layout (l1) needs a memory layout: <interleaved>, <height_sharded>, <width_sharded> or <block_sharded>}}
#nolayout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>>
func.func @f(%a: tensor<32x32xf32, #in>) {
  %0 = "ttnn.relu"(%a) : (tensor<32x32xf32, #in>) -> tensor<32x32xf32, #nolayout>
  return
}

// -----
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
// expected-error @+1 {{DRAM is never block sharded; use <interleaved>, <height_sharded> or <width_sharded>, or L1 for block sharding}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <block_sharded>>
func.func @f(%a: tensor<32x32xf32, #in>) {
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
