// The strict verifier (--ttnn-verify-layouts) on layouts the parser accepts:
// it reports every inconsistency of a layout, not only the first, as errors;
// with strict=false the same reports are warnings and the pass succeeds.
// RUN: strata-opt %s --split-input-file -o /dev/null
// RUN: strata-opt %s --split-input-file --ttnn-verify-layouts -verify-diagnostics
// RUN: strata-opt %s --split-input-file --ttnn-verify-layouts=strict=false 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: strata-opt %s --split-input-file "--ttnn-memory-pipeline=strict=false overwrite=true" -o /dev/null

#dram = #ttnn.buffer_type<dram>
// A 3-result map and a rank-3 memref (tt-mlir reads both): two reports.
#bad = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0, d1, d2), <1x1>, memref<1x4x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
// expected-error @+2 {{layout linear map must collapse the tensor to 2 dims without symbols, got (d0, d1, d2) -> (d0, d1, d2)}}
// expected-error @+1 {{layout memref describes one shard and must be 2-d, got rank 3}}
func.func private @f(tensor<1x32x32xf32, #bad>)
// WARN: warning: layout linear map must collapse the tensor to 2 dims without symbols
// WARN: warning: layout memref describes one shard and must be 2-d, got rank 3

// -----
#l1 = #ttnn.buffer_type<l1>
// A sharded layout whose core_ranges hold fewer cores than its grid (core_ranges
// on an interleaved layout is a parse error: ttmlir_layout_verifier_invalid.mlir).
#hs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <4x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (1,0)>]>>
// expected-error @+1 {{layout core_ranges hold 2 cores but its grid 4x1 has 4}}
func.func private @h(tensor<128x32xf32, #hs>)
// WARN: warning: layout core_ranges hold 2 cores but its grid 4x1 has 4

// -----
#l1 = #ttnn.buffer_type<l1>
#hs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (1,0)>]>>
func.func @k(%a: tensor<64x32xf32, #hs>) {
  // A config on other cores than the layout's core_ranges, and another buffer type.
  // expected-error @+2 {{on buffer type: dram vs l1}}
  // expected-error @+1 {{on core range set: #ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,1)>]> vs #ttnn.core_range_set<[#ttnn.core_range<(0,0), (1,0)>]> (the layout's core_ranges)}}
  %0 = "ttnn.neg"(%a) <{memory_config = #ttnn.memory_config<#ttnn.buffer_type<dram>, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,1)>]>, <32x32>, <row_major>, <physical>>>}> : (tensor<64x32xf32, #hs>) -> tensor<64x32xf32, #hs>
  return
}
// WARN: warning: memory_config {{.*}} on buffer type: dram vs l1
// WARN: warning: memory_config {{.*}} on core range set
