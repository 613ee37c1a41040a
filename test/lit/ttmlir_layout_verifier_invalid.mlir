// tt-mlir's own attribute rules, rejected where the attribute is written (as
// tt-mlir's parser does), in Strata's words. The rules follow tt-mlir
// lib/Dialect/TTNN/IR/TTNNOpsAttrs.cpp at 19c86fca (verifyGridShape,
// verifyBufferAndMemoryLayout, verifySharding, TTNNLayoutAttr::verify,
// MemoryConfigAttr::verify, CoreRangeAttr::verify, CoreRangeSetAttr::verify).
// The first six chunks are the negative cases of tt-mlir's own tests
// test/ttmlir/Dialect/TTNN/ttnnlayoutattr_tests_negative.mlir (3) and
// layout_encoding.mlir (2 of 3; its third, a sharded layout without
// core_ranges, is read here, see ttmlir_layout_verifier.mlir), as tt-mlir
// writes them.
// RUN: strata-opt %s --split-input-file -verify-diagnostics

// ttnnlayoutattr_tests_negative.mlir 1: DRAM interleaved on an 8x8 grid.
#dram = #ttnn.buffer_type<dram>
// expected-error @+1 {{DRAM interleaved layouts use a 1x1 grid, got 8x8}}
#dram_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#system_memory = #ttnn.buffer_type<system_memory>
#system_memory_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x3x!ttcore.tile<32x32, f32>, #system_memory>>
module {
  func.func @forward(%arg0: tensor<32x32xf32, #dram_layout>) -> tensor<32x32xf32, #dram_layout> {
    %1 = "ttnn.relu"(%arg0) : (tensor<32x32xf32, #dram_layout>) -> tensor<32x32xf32, #dram_layout>
    return %1 : tensor<32x32xf32, #dram_layout>
  }
}

// -----
// ttnnlayoutattr_tests_negative.mlir 2: system memory on a 3x4 grid.
#system_memory = #ttnn.buffer_type<system_memory>
// expected-error @+1 {{system memory layouts use a 1x1 grid, got 3x4}}
#system_memory_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <3x4>, memref<1x1x!ttcore.tile<32x32, f32>, #system_memory>>
module {
  func.func @forward(%arg0: tensor<32x32xf32, #system_memory_layout>) -> tensor<32x32xf32, #system_memory_layout> {
    %1 = "ttnn.relu"(%arg0) : (tensor<32x32xf32, #system_memory_layout>) -> tensor<32x32xf32, #system_memory_layout>
    return %1 : tensor<32x32xf32, #system_memory_layout>
  }
}

// -----
// ttnnlayoutattr_tests_negative.mlir 3: DRAM block sharded (with core_ranges).
#dram = #ttnn.buffer_type<dram>
// expected-error @+1 {{DRAM is never block sharded; use <interleaved>, <height_sharded> or <width_sharded>, or L1 for block sharding}}
#dram_block_sharded = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x4>, memref<2x2x!ttcore.tile<32x32, f32>, #dram>, <block_sharded>, core_ranges = <[#ttnn.core_range<(0, 0), (3, 1)>]>>
module {
  func.func @forward(%arg0: tensor<128x256xf32, #dram_block_sharded>) -> tensor<128x256xf32, #dram_block_sharded> {
    %1 = "ttnn.relu"(%arg0) : (tensor<128x256xf32, #dram_block_sharded>) -> tensor<128x256xf32, #dram_block_sharded>
    return %1 : tensor<128x256xf32, #dram_block_sharded>
  }
}

// -----
// layout_encoding.mlir 1: a memory layout on system memory (scalar and tiled).
#system_memory = #ttnn.buffer_type<system_memory>
// expected-error @+1 {{system memory has no memory layout, got #ttnn.tensor_memory_layout<interleaved>; drop it}}
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<32x32xf32, #system_memory>, <interleaved>>
#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #system_memory>, <interleaved>>
module {
  func.func @forward(%arg0: tensor<32x32xf32, #ttnn_layout>) -> tensor<32x96xf32, #ttnn_layout1> {
    %1 = "ttnn.to_layout"(%arg0)   : (tensor<32x32xf32, #ttnn_layout>) -> tensor<32x32xf32, #ttnn_layout1>
    return %1 : tensor<32x32xf32, #ttnn_layout1>
  }
}

// -----
// layout_encoding.mlir 3: L1 without a memory layout (scalar and tiled).
#l1 = #ttnn.buffer_type<l1>
// expected-error @+1 {{device layout (l1) needs a memory layout: <interleaved>, <height_sharded>, <width_sharded> or <block_sharded>}}
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<32x32xf32, #l1>>
#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>>
module {
  func.func @forward(%arg0: tensor<32x32xf32, #ttnn_layout>) -> tensor<32x96xf32, #ttnn_layout1> {
    %1 = "ttnn.to_layout"(%arg0)   : (tensor<32x32xf32, #ttnn_layout>) -> tensor<32x32xf32, #ttnn_layout1>
    return %1 : tensor<32x32xf32, #ttnn_layout1>
  }
}

// -----
// The tiled halves of the two chunks above.
#system_memory = #ttnn.buffer_type<system_memory>
// expected-error @+1 {{system memory has no memory layout, got #ttnn.tensor_memory_layout<interleaved>; drop it}}
#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #system_memory>, <interleaved>>

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+1 {{device layout (l1) needs a memory layout}}
#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>>

// -----
// DRAM without a memory layout, on a 2x2 grid: both rules are reported.
#dram = #ttnn.buffer_type<dram>
// expected-error @+2 {{device layout (dram) needs a memory layout}}
// expected-error @+1 {{DRAM layouts without sharding use a 1x1 grid, got 2x2}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x2>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>>

// -----
// System memory with a memory layout on a 2x1 grid: both rules are reported.
#system_memory = #ttnn.buffer_type<system_memory>
// expected-error @+2 {{system memory has no memory layout, got #ttnn.tensor_memory_layout<height_sharded>; drop it}}
// expected-error @+1 {{system memory layouts use a 1x1 grid, got 2x1}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1>, memref<32x32xf32, #system_memory>, <height_sharded>>

// -----
// core_ranges on an interleaved layout.
#l1 = #ttnn.buffer_type<l1>
// expected-error @+1 {{layout core_ranges #ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,0)>]> belong to sharded layouts only; drop them}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>, core_ranges = <[#ttnn.core_range<(0,0), (0,0)>]>>

// -----
// core_ranges on system memory.
#system_memory = #ttnn.buffer_type<system_memory>
// expected-error @+1 {{belong to sharded layouts only; drop them}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<32x32xf32, #system_memory>, core_ranges = <[#ttnn.core_range<(0,0), (0,0)>]>>

// -----
// A device memory config without a memory layout (verifyBufferAndMemoryLayout).
// expected-error @+1 {{a dram memory config needs a memory layout: <interleaved>, <height_sharded>, <width_sharded> or <block_sharded>}}
#cfg = #ttnn.memory_config<#ttnn.buffer_type<dram>>

// -----
// expected-error @+1 {{a l1 memory config needs a memory layout}}
#cfg = #ttnn.memory_config<#ttnn.buffer_type<l1>>

// -----
// A memory layout on system memory.
// expected-error @+1 {{system memory has no memory layout or shard spec; write #ttnn.memory_config<#system_memory>}}
#cfg = #ttnn.memory_config<#ttnn.buffer_type<system_memory>, <interleaved>>

// -----
// DRAM block sharded, with and without a shard spec (verifySharding).
// expected-error @+1 {{DRAM is never block sharded}}
#cfg = #ttnn.memory_config<#ttnn.buffer_type<dram>, <block_sharded>>

// -----
// expected-error @+1 {{DRAM is never block sharded}}
#cfg = #ttnn.memory_config<#ttnn.buffer_type<dram>, <block_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (1,1)>]>, <32x32>, <row_major>, <physical>>>

// -----
// A shard spec on an interleaved config.
// expected-error @+1 {{a shard spec needs a sharded memory layout (height_sharded, width_sharded or block_sharded)}}
#cfg = #ttnn.memory_config<#ttnn.buffer_type<l1>, <interleaved>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (1,1)>]>, <32x32>, <row_major>, <physical>>>

// -----
// A core range whose start lies after its end (CoreRangeAttr::verify).
// expected-error @+1 {{core range start (2,0) lies after its end (1,1); the start must be the top-left corner}}
#r = #ttnn.core_range<(2,0), (1,1)>

// -----
// Overlapping core ranges (CoreRangeSetAttr::verify).
// expected-error @+1 {{core ranges #ttnn.core_range<(0,0), (1,1)> and #ttnn.core_range<(1,1), (2,2)> overlap; a core range set must be disjoint}}
#s = #ttnn.core_range_set<[#ttnn.core_range<(0,0), (1,1)>, #ttnn.core_range<(1,1), (2,2)>]>
