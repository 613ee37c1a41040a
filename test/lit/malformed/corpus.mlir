// Malformed inputs for malformed_corpus.py: each case begins with an
// EXPECT line (a substring the diagnostics must contain) and cases are
// separated by "// -----". Generated once, then maintained by hand.
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_l
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), 
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memre
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!t
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x3
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interl
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#cfg = #ttnn.memory_config<#dram, <interleaved>
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#cfg = #ttnn.memory_config<
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#s = #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#s = #ttnn.core_range<(0,0), (7,
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#s = #ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>
// -----
// EXPECT: error:
#t = !ttcore.tile<32x32,
// -----
// EXPECT: error:
func.func private @f(memref<1x1x!ttcore.tile<32x32, bf16>)
// -----
// EXPECT: to be one of:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#x = #ttnn.buffer_type<hbm>
// -----
// EXPECT: to be one of:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#x = #ttnn.layout<col_major_tile>
// -----
// EXPECT: to be one of:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#x = #ttnn.tensor_memory_layout<diagonal_sharded>
// -----
// EXPECT: unknown tile data type 'f64'
#t = !ttcore.tile<32x32, f64>
// -----
// EXPECT: to be one of:
#x = #ttcore.supportedDataTypes<fp8>
// -----
// EXPECT: to be one of:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#x = #ttnn.shard_orientation<diagonal>
// -----
// EXPECT: to be one of:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#x = #ttnn.shard_mode<virtual>
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#x = #ttnn.not_an_attribute<1>
// -----
// EXPECT: error:
#x = !ttnn.not_a_type
func.func private @f(!ttnn.not_a_type)
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <woven>>
// -----
// EXPECT: grid dimension 0 is out of range
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <0x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <-1x8>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
// -----
// EXPECT: grid dimension 0 is out of range
#g = #ttcore.grid<8x0>
module attributes {a.g = #g} {}
// -----
// EXPECT: grid must have 2 dimensions
#g = #ttcore.grid<8>
module attributes {a.g = #g} {}
// -----
// EXPECT: grid dimension 100000 is out of range
#g = #ttcore.grid<100000x100000>
module attributes {a.g = #g} {}
// -----
// EXPECT: error:
#g = #ttcore.grid<>
module attributes {a.g = #g} {}
// -----
// EXPECT: core coordinate (-1, 0) is negative
#c = #ttnn.core_range<(-1,0), (7,0)>
module attributes {a.c = #c} {}
// -----
// EXPECT: lies after its end
#c = #ttnn.core_range<(7,7), (0,0)>
module attributes {a.c = #c} {}
// -----
// EXPECT: mesh shape dimensions must be positive
module attributes {a.m = #ttnn<mesh_shape 0x1>} {}
// -----
// EXPECT: expected two mesh dimensions
module attributes {a.m = #ttnn<mesh_shape 1x2x3>} {}
// -----
// EXPECT: does not give a valid core
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x2, (d0, d1) -> (0, d0 floordiv 0, d1)>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
// -----
// EXPECT: does not give a valid core
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x2, (d0, d1) -> (0, d0 mod 0, d1)>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
// -----
// EXPECT: grid virtual->physical map must take 2 dims
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x2, (d0, d1)[s0] -> (0, s0, d1)>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
// -----
// EXPECT: does not match tensor 64x128
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x4>, memref<2x2x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
func.func private @f(tensor<64x128xbf16, #lay>)
// -----
// EXPECT: does not match tensor 64x128
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x3x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func private @f(tensor<64x128xbf16, #lay>)
// -----
// EXPECT: does not match tensor 100x100
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<3x3x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func private @f(tensor<100x100xbf16, #lay>)
// -----
// EXPECT: does not match tensor 64x128
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <4x1>, memref<32x128xbf16, #l1>, <height_sharded>>
func.func private @f(tensor<64x128xbf16, #lay>)
// -----
// EXPECT: linear map takes 3 dims but the tensor has rank 2
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func private @f(tensor<64x128xbf16, #lay>)
// -----
// EXPECT: static, non-empty tensor dimensions
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func private @f(tensor<?x128xbf16, #lay>)
// -----
// EXPECT: static, non-empty tensor dimensions
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func private @f(tensor<0x128xbf16, #lay>)
// -----
// EXPECT: does not evaluate to a non-negative
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0 - 100, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func private @f(tensor<64x128xbf16, #lay>)
// -----
// EXPECT: does not evaluate to a non-negative
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0 * 9223372036854775807, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func private @f(tensor<64x128xbf16, #lay>)
// -----
// EXPECT: tile shape 16x16 is not supported
#t = !ttcore.tile<16x16, bf16>
func.func private @f(memref<1x1x!ttcore.tile<16x16, bf16>>)
// -----
// EXPECT: tile shape 32x32x32 is not supported
func.func private @f(memref<1x1x!ttcore.tile<32x32x32, bf16>>)
// -----
// EXPECT: tile shape 64x32 is not supported
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<64x32, bf16>, #dram>, <interleaved>>
// -----
// EXPECT: has no memory space
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>>, <interleaved>>
// -----
// EXPECT: memory space must be a #ttnn.buffer_type
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4xbf16, #ttnn.layout<tile>>, <interleaved>>
// -----
// EXPECT: memory space must be a #ttnn.buffer_type
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4xbf16, "dram">, <interleaved>>
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, tensor<2x4xbf16>, <interleaved>>
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<#dram, <1x1>, memref<2x4xbf16, #dram>, <interleaved>>
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#cfg = #ttnn.memory_config<<interleaved>, #dram>
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#cfg = #ttnn.memory_config<#ttnn.layout<tile>>
// -----
// EXPECT: layout memref describes one shard and must be 2-d
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8xbf16, #dram>, <interleaved>>
func.func private @f(tensor<2x4xbf16, #lay>)
// -----
// EXPECT: layout memref shard shape must be static
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<?x4xbf16, #dram>, <interleaved>>
// -----
// EXPECT: layout memref element type must be a scalar
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4xvector<4xf32>, #dram>, <interleaved>>
// -----
// EXPECT: collapse the tensor to 2 dims
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0), <1x1>, memref<2x4xbf16, #dram>, <interleaved>>
func.func private @f(tensor<2x4xbf16, #lay>)
// -----
// EXPECT: without symbols
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1)[s0] -> (d0 + s0, d1), <1x1>, memref<2x4xbf16, #dram>, <interleaved>>
// -----
// EXPECT: DRAM is never block sharded
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#cfg = #ttnn.memory_config<#dram, <block_sharded>>
module attributes {a.c = #cfg} {}
// -----
// EXPECT: invalid kind of attribute specified
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#cfg = #ttnn.memory_config<#l1, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>
module attributes {a.c = #cfg} {}
// -----
// EXPECT: a shard spec needs a sharded memory layout
#l1 = #ttnn.buffer_type<l1>
#cfg = #ttnn.memory_config<#l1, <interleaved>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,0)>]>, <32x128>, <row_major>, <physical>>>
module attributes {a.c = #cfg} {}
// -----
// EXPECT: overlap; a core range set must be disjoint
#s = #ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,7)>, #ttnn.core_range<(7,7), (8,8)>]>
module attributes {a.s = #s} {}
// -----
// EXPECT: disagrees with the result layout
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @f(%a: tensor<64x128xbf16, #lay>) {
  %0 = "ttnn.relu"(%a) <{memory_config = #ttnn.memory_config<#l1, <interleaved>>}> : (tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay>
  return
}
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @f(%a: tensor<64x128xbf16, #lay>) {
  %0 = "ttnn.add"(%a) : (tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay>
  return
}
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @f(%a: tensor<64x128xbf16, #lay>) {
  %0 = "ttnn.to_layout"() : () -> tensor<64x128xbf16, #lay>
  return
}
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @f(%a: tensor<64x128xbf16, #lay>) {
  %0 = "ttnn.to_device"(%a, %a) : (tensor<64x128xbf16, #lay>, tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay>
  return
}
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @f(%a: tensor<64x128xbf16, #lay>) {
  %0 = "ttnn.typecast"(%a) <{dtype = #ttnn.layout<tile>}> : (tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay>
  return
}
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @f(%a: tensor<64x128xbf16, #lay>) {
  %0 = "ttnn.relu"(%a) : (tensor<64x128xbf16, #lay>) -> i32
  return
}
// -----
// EXPECT: error:
func.func @f() {
  %0 = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> i32
  return
}
// -----
// EXPECT: error:
"ttnn.relu"(// -----
// EXPECT: error:
@@@ garbage }}} <<<
// -----
// EXPECT: expected memref shape 18014398509481984x18014398509481984
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func private @f(tensor<4611686018427387904x4611686018427387904xbf16, #lay>)
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, mesh =
// -----
// EXPECT: error:
#dram = #ttnn.buffer_type<dram>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, mesh = #ttcore.tensor_mesh<"m">, memref<1x1xbf16, #dram>, exactGrid =
// -----
// EXPECT: layout mesh must be a #ttcore.tensor_mesh<...>
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, mesh = #ttnn.buffer_type<dram>, memref<1x1xbf16, #system_memory>>
// -----
// EXPECT: layout states 'core_ranges' twice
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>, core_ranges = <[#ttnn.core_range<(0,0), (0,0)>]>, core_ranges = #ttnn.core_range_set<>>
// -----
// EXPECT: layout states 'exactGrid' twice
#system_memory = #ttnn.buffer_type<system_memory>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1xbf16, #system_memory>, exactGrid = true, exactGrid = true>
// -----
// EXPECT: expected true or false after 'ignorePhysicalLayout ='
#l1 = #ttnn.buffer_type<l1>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1xbf16, #l1>, <interleaved>, ignorePhysicalLayout = yes>
// -----
// EXPECT: 'bogus' is not an attribute of ttnn.exp
#dram = #ttnn.buffer_type<dram>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @f(%a: tensor<32x32xbf16, #lay>) {
  %0 = "ttnn.exp"(%a) <{bogus = 1 : i32}> : (tensor<32x32xbf16, #lay>) -> tensor<32x32xbf16, #lay>
  return
}
// -----
// EXPECT: disagrees with the result layout
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#hs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host}], [{arch = <wormhole_b0>, grid = 8x8}], [0], [3 : i32], []>} {
  func.func @f(%a: tensor<64x128xbf16, #in>) {
    %0 = "ttnn.relu"(%a) <{memory_config = #ttnn.memory_config<#l1, <height_sharded>, #ttnn.shard_spec<#ttnn.core_range_set<[#ttnn.core_range<(0,0), (0,1)>]>, <32x128>, <row_major>, <physical>>>}> : (tensor<64x128xbf16, #in>) -> tensor<64x128xbf16, #hs>
    return
  }
}
