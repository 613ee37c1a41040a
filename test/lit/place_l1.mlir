// --ttnn-place-l1 chooses which DRAM activations move to L1. The arch (frag26) has
// 53248 B of L1 per core above its base; every tensor here is 20480 B per core; relu
// and exp reserve 8192 B, add 12288 B. At the add, at most two of %0, %1, %2 fit beside
// its reservation (12288 + 2 x 20480 = 53248).
//
// strata keeps the two that save the most DRAM bytes: %0 (touched by relu, exp and
// add) and %1 (exp, add), 3 + 2 tensor moves of 1310720 B each. The tt-mlir model
// evicts instead: its budget is 0.95 x 53248 = 50585 B with a cushion of 5058 B above
// each op's circular buffers, so placing %1 under %0 leaves exp's 8192 + 5058 B no
// room and %0 (the farthest last use) goes to DRAM; the same happens to %1 at the add.
// RUN: strata-opt %s --split-input-file --ttnn-place-l1="placement=strata arch=%S/Inputs/arch_l1_frag26.json" --ttnn-plan-l1=arch=%S/Inputs/arch_l1_frag26.json 2>%t.strata | FileCheck %s --check-prefix=STRATA
// RUN: FileCheck %s --check-prefix=STRATA-REMARK < %t.strata
// RUN: strata-opt %s --split-input-file --ttnn-place-l1="placement=tt-mlir arch=%S/Inputs/arch_l1_frag26.json" --ttnn-plan-l1=arch=%S/Inputs/arch_l1_frag26.json 2>%t.ttmlir | FileCheck %s --check-prefix=TTMLIR
// RUN: FileCheck %s --check-prefix=TTMLIR-REMARK < %t.ttmlir
// RUN: strata-opt %s --split-input-file --ttnn-place-l1="placement=dram arch=%S/Inputs/arch_l1_frag26.json" 2>&1 | FileCheck %s --check-prefix=NONE

// STRATA-REMARK: remark: L1 placement (strata): 2 of 3 candidate activations in L1, 6553600 B of DRAM traffic saved
// STRATA-REMARK: remark: L1 plan: 2 tensors, peak 53248 B per core of 53248 (lower bound 53248, gap 0.00%), reserved max 12288 B, 0 spilled to DRAM
// STRATA: strata.placement = {arguments_copied = 0 : i64, budget = 53248 : i64, candidates = 3 : i64, candidates_shardable = 0 : i64, constants_remade = 0 : i64, evictions = 0 : i64, l1_sharded = 0 : i64, l1_tensors = 2 : i64, policy = "strata", saved_dram_bytes = 6553600 : i64}
// STRATA: %0 = "ttnn.relu"(%arg0) {strata.l1_address = array<i64: {{[0-9]+}}>} : (tensor<32x20480xbf16, #[[DL:ttnn_layout[0-9]*]]>) -> tensor<32x20480xbf16, #[[LL:ttnn_layout[0-9]*]]>
// STRATA: %1 = "ttnn.exp"(%0) {{.*}} -> tensor<32x20480xbf16, #[[LL]]>
// STRATA: %2 = "ttnn.add"(%0, %1) : {{.*}} -> tensor<32x20480xbf16, #[[DL]]>
// STRATA: %3 = "ttnn.relu"(%2) : {{.*}} -> tensor<32x20480xbf16, #[[DL]]>

// TTMLIR-REMARK: remark: L1 placement (tt-mlir): 1 of 3 candidate activations in L1, 2621440 B of DRAM traffic saved, 2 evictions
// TTMLIR: strata.placement = {arguments_copied = 0 : i64, budget = 50585 : i64, candidates = 3 : i64, candidates_shardable = 0 : i64, constants_remade = 0 : i64, evictions = 2 : i64, l1_sharded = 0 : i64, l1_tensors = 1 : i64, policy = "tt-mlir", saved_dram_bytes = 2621440 : i64}
// TTMLIR: %0 = "ttnn.relu"(%arg0) : (tensor<32x20480xbf16, #[[DL:ttnn_layout[0-9]*]]>) -> tensor<32x20480xbf16, #[[DL]]>
// TTMLIR: %1 = "ttnn.exp"(%0) : {{.*}} -> tensor<32x20480xbf16, #[[DL]]>
// TTMLIR: %2 = "ttnn.add"(%0, %1) {strata.l1_address = {{.*}} -> tensor<32x20480xbf16, #[[LL:ttnn_layout[0-9]*]]>

// NONE-NOT: strata.placement
// NONE-NOT: #l1
#dram = #ttnn.buffer_type<dram>
#D = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x640x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @chain(%a0: tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D> {
  %0 = "ttnn.relu"(%a0) : (tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  %1 = "ttnn.exp"(%0) : (tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  %2 = "ttnn.add"(%0, %1) : (tensor<32x20480xbf16, #D>, tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<32x20480xbf16, #D>) -> ()
  "ttnn.deallocate"(%1) <{force = false}> : (tensor<32x20480xbf16, #D>) -> ()
  %3 = "ttnn.relu"(%2) : (tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  "ttnn.deallocate"(%2) <{force = false}> : (tensor<32x20480xbf16, #D>) -> ()
  return %3 : tensor<32x20480xbf16, #D>
}

// -----

// The module's ttnn.tensor_l1_usage_cap caps the budget: 0.8 x 53248 = 42598 B leave
// room for one tensor beside the add's 12288 B, and strata keeps the one that saves
// most (%0, touched three times).
// STRATA-REMARK: remark: L1 placement (strata): 1 of 3 candidate activations in L1, 3932160 B of DRAM traffic saved
// STRATA: %0 = "ttnn.relu"(%arg0) {strata.l1_address = {{.*}} -> tensor<32x20480xbf16, #[[L1C:ttnn_layout[0-9]*]]>
// STRATA: %1 = "ttnn.exp"(%0) : (tensor<32x20480xbf16, #[[L1C]]>) -> tensor<32x20480xbf16, #[[DRAMC:ttnn_layout[0-9]*]]>
#dram = #ttnn.buffer_type<dram>
#D = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x640x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module attributes {ttnn.tensor_l1_usage_cap = 8.000000e-01 : f32} {
func.func @capped(%a0: tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D> {
  %0 = "ttnn.relu"(%a0) : (tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  %1 = "ttnn.exp"(%0) : (tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  %2 = "ttnn.add"(%0, %1) : (tensor<32x20480xbf16, #D>, tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<32x20480xbf16, #D>) -> ()
  "ttnn.deallocate"(%1) <{force = false}> : (tensor<32x20480xbf16, #D>) -> ()
  %3 = "ttnn.relu"(%2) : (tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  "ttnn.deallocate"(%2) <{force = false}> : (tensor<32x20480xbf16, #D>) -> ()
  return %3 : tensor<32x20480xbf16, #D>
}
}

// -----

// An argument two steps read (relu, add) is copied to L1 once before the first: the add
// then reads both operands from L1, and the argument is read from DRAM once, not twice.
// STRATA-REMARK: remark: L1 placement (strata): 1 of 1 candidate activations in L1, 1 argument(s) copied to L1 for their readers, 3932160 B of DRAM traffic saved
// STRATA-LABEL: func.func @shared_input
// STRATA: strata.placement = {arguments_copied = 1 : i64
// STRATA: %0 = "ttnn.to_memory_config"(%arg0) <{memory_config = #ttnn.memory_config<#l1_, <interleaved>>}> {strata.l1_address = {{.*}} -> tensor<32x20480xbf16, #[[LA:ttnn_layout[0-9]*]]>
// STRATA-NEXT: %1 = "ttnn.relu"(%0) {{.*}} : (tensor<32x20480xbf16, #[[LA]]>) -> tensor<32x20480xbf16, #[[LA]]>
// STRATA-NEXT: %2 = "ttnn.add"(%1, %0)
#dram = #ttnn.buffer_type<dram>
#D = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x640x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @shared_input(%a0: tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D> {
  %0 = "ttnn.relu"(%a0) : (tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  %1 = "ttnn.add"(%0, %a0) : (tensor<32x20480xbf16, #D>, tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<32x20480xbf16, #D>) -> ()
  return %1 : tensor<32x20480xbf16, #D>
}

// -----

// A cache that an op writes into stays the argument, however many steps read it: an L1
// copy would take the write instead of the cache.
// STRATA-LABEL: func.func @cache_written
// STRATA: strata.placement = {arguments_copied = 0 : i64
// STRATA-NOT: ttnn.to_memory_config
// STRATA: "ttnn.fill_cache"(%arg0, %arg1)
#dram = #ttnn.buffer_type<dram>
#C = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 2048 + d1 * 64 + d2, d3), <1x1>, memref<64x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#X = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1 + d2, d3), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @cache_written(%cache: tensor<1x32x64x128xbf16, #C>, %x: tensor<1x32x1x128xbf16, #X>) -> (tensor<1x32x64x128xbf16, #C>, tensor<1x32x64x128xbf16, #C>) {
  %0 = "ttnn.relu"(%cache) : (tensor<1x32x64x128xbf16, #C>) -> tensor<1x32x64x128xbf16, #C>
  "ttnn.fill_cache"(%cache, %x) <{batch_offset = 0 : i32}> : (tensor<1x32x64x128xbf16, #C>, tensor<1x32x1x128xbf16, #X>) -> ()
  %1 = "ttnn.exp"(%cache) : (tensor<1x32x64x128xbf16, #C>) -> tensor<1x32x64x128xbf16, #C>
  return %0, %1 : tensor<1x32x64x128xbf16, #C>, tensor<1x32x64x128xbf16, #C>
}

// -----

// A cached constant that a creation op makes alone (a const-eval function of one
// ttnn.full) is made again in L1 right before its reader instead of read from its DRAM
// cache: Strata's policy saves its bytes at every reader, and the load_cached and its
// function, used by nobody now, go. The tt-mlir model reads the cache, as tt-mlir's
// optimizer runs after its const-eval.
// STRATA-REMARK: remark: L1 placement (strata): 0 of 0 candidate activations in L1, 1 cached constant(s) made in L1 instead, 1310720 B of DRAM traffic saved
// STRATA-NOT: cached_constant_const_eval_0
// STRATA-LABEL: func.func @cached_constant
// STRATA: strata.placement = {arguments_copied = 0 : i64, budget = 53248 : i64, candidates = 0 : i64, candidates_shardable = 0 : i64, constants_remade = 1 : i64
// STRATA-NEXT: %0 = "ttnn.full"() <{{.*}}> {strata.l1_address = {{.*}} -> tensor<32x20480xbf16, #[[LC:ttnn_layout[0-9]*]]>
// STRATA-NEXT: %1 = "ttnn.add"(%arg0, %0){{.*}}: (tensor<32x20480xbf16, #{{.*}}>, tensor<32x20480xbf16, #[[LC]]>)
// STRATA-NOT: const_eval
// TTMLIR-LABEL: func.func @cached_constant
// TTMLIR-NOT: ttnn.full
// TTMLIR: "ttnn.add"(%arg0, %0)
#dram = #ttnn.buffer_type<dram>
#D = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x640x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func private @cached_constant_const_eval_0() -> tensor<32x20480xbf16, #D> attributes {tt.function_type = "const_eval"} {
  %0 = "ttnn.full"() <{fill_value = 2.0 : f32, layout = #ttnn.layout<tile>, shape = #ttnn.shape<32x20480>}> : () -> tensor<32x20480xbf16, #D>
  return %0 : tensor<32x20480xbf16, #D>
}
func.func @cached_constant(%a0: tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D> {
  %0 = ttcore.load_cached(@cached_constant_const_eval_0, []) : () -> tensor<32x20480xbf16, #D>
  %1 = "ttnn.add"(%a0, %0) : (tensor<32x20480xbf16, #D>, tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  return %1 : tensor<32x20480xbf16, #D>
}
