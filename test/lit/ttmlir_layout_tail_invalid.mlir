// Malformed layout tails: exact diagnostics at the offending token.
// RUN: strata-opt %s --split-input-file --ttnn-verify-layouts -verify-diagnostics

#l1 = #ttnn.buffer_type<l1>
// expected-error @+1 {{unknown layout parameter 'exactgrid'; expected <memory layout>, core_ranges, exactGrid or ignorePhysicalLayout}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>, exactgrid = true>

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+1 {{layout states 'ignorePhysicalLayout' twice}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, ignorePhysicalLayout = true, <interleaved>, ignorePhysicalLayout = false>

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+1 {{layout states its memory layout twice}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>, <interleaved>>

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+1 {{expected true or false after 'exactGrid ='}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>, exactGrid = 1>

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+1 {{unknown tensor memory layout 'diagonal_sharded'; expected interleaved, height_sharded, width_sharded or block_sharded}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <diagonal_sharded>>

// -----
#dram = #ttnn.buffer_type<dram>
// expected-error @+1 {{expected ','}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, mesh = #ttcore.tensor_mesh<"mesh"> memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>

// -----
#l1 = #ttnn.buffer_type<l1>
// expected-error @+1 {{expected <memory layout>, core_ranges, exactGrid or ignorePhysicalLayout after the layout memref}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, 7>

// -----
// Without ignorePhysicalLayout the same mismatching shard is an error.
#l1 = #ttnn.buffer_type<l1>
#strict = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>, ignorePhysicalLayout = false>
// expected-error @+1 {{layout shard shape 1x1 does not match tensor 1024x1024}}
func.func @strict(%a: tensor<1024x1024xbf16, #strict>) {
  return
}

// -----
#system_memory = #ttnn.buffer_type<system_memory>
// expected-error @+1 {{layout mesh must be a #ttcore.tensor_mesh<...>, got 3 : i64}}
#bad = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, mesh = 3, memref<1x1xbf16, #system_memory>>
