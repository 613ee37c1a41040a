// The strict verifier (--ttnn-verify-layouts) on layouts the parser accepts:
// it reports every inconsistency of a layout, not only the first, as errors;
// with strict=false the same reports are warnings and the pass succeeds.
// RUN: strata-opt %s --split-input-file -o /dev/null
// RUN: strata-opt %s --split-input-file --ttnn-verify-layouts -verify-diagnostics
// RUN: strata-opt %s --split-input-file --ttnn-verify-layouts=strict=false 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: strata-opt %s --split-input-file "--ttnn-memory-pipeline=strict=false overwrite=true" -o /dev/null

#dram = #ttnn.buffer_type<dram>
// DRAM interleaved on 8x8, memref not the tensor's, rank-3 memref: three reports.
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<1x4x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
// expected-error @+2 {{layout memref describes one shard and must be 2-d, got rank 3}}
// expected-error @+1 {{DRAM interleaved layouts use a 1x1 grid, got 8x8}}
func.func private @f(tensor<32x32xf32, #bad>)
// WARN: warning: layout memref describes one shard and must be 2-d, got rank 3
// WARN: warning: DRAM interleaved layouts use a 1x1 grid, got 8x8

// -----
#l1 = #ttnn.buffer_type<l1>
// core_ranges on an interleaved layout; a sharded one whose set has fewer cores than its grid.
#il = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>, core_ranges = <[#ttnn.core_range<(0,0), (0,0)>]>>
#hs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <4x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (1,0)>]>>
// expected-error @+1 {{layout core_ranges #ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,0)>]> belong to sharded layouts only; drop them}}
func.func private @g(tensor<32x32xf32, #il>)
// expected-error @+1 {{layout core_ranges hold 2 cores but its grid 4x1 has 4}}
func.func private @h(tensor<128x32xf32, #hs>)
// WARN: warning: layout core_ranges #ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,0)>]> belong to sharded layouts only; drop them
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
