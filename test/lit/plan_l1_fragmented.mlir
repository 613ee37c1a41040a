// Fragmentation proven: at most 53248 B per core are live at any step, yet no layout
// of these tensors and op reservations fits in 53248 B (the first instance
// scripts/find_fragmented_l1_instance.py finds with seed 1). Without spill the pass says so and that the misfit is proven;
// with spill it moves one tensor to DRAM and the rest fits.
// Sizes per core: %a0, %a2 and the 6144-wide results 6144 B, %a1 and %3 10240 B; relu
// reserves 8192 B of circular buffers, add 12288 B. The arch differs from wormhole_b0
// only in l1_size: 53248 B above the unreserved base.
// RUN: strata-opt %s --ttnn-plan-l1="arch=%S/Inputs/arch_l1_frag26.json spill=false" -verify-diagnostics
// RUN: strata-opt %s --ttnn-plan-l1=arch=%S/Inputs/arch_l1_frag26.json -mlir-print-op-on-diagnostic=false 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// CHECK: spills = 1 : i64
// CHECK: %0 = "ttnn.relu"(%arg0) {strata.spilled = array<i64: 0>}
// REMARK: remark: spilled to DRAM: 6144 B per core live over steps 0..4 (the plan needed 57344 B of 53248)
// REMARK: remark: L1 plan: 7 tensors, peak {{[0-9]+}} B per core of 53248 (lower bound 47104, gap {{.*}}), reserved max 12288 B, 1 spilled to DRAM
#l1 = #ttnn.buffer_type<l1>
#L3 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x192x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#L5 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x320x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @frag(%a0: tensor<32x6144xbf16, #L3>, %a1: tensor<32x10240xbf16, #L5>, %a2: tensor<32x6144xbf16, #L3>) -> (tensor<32x6144xbf16, #L3>, tensor<32x6144xbf16, #L3>, tensor<32x10240xbf16, #L5>, tensor<32x6144xbf16, #L3>) {
  %0 = "ttnn.relu"(%a0) : (tensor<32x6144xbf16, #L3>) -> tensor<32x6144xbf16, #L3>
  %1 = "ttnn.add"(%0, %a2) : (tensor<32x6144xbf16, #L3>, tensor<32x6144xbf16, #L3>) -> tensor<32x6144xbf16, #L3>
  // expected-error @+1 {{L1 plan of @frag does not fit frag26: the best plan found needs 57344 B per core, 4096 B more than the 53248 B of L1, though at most 53248 B are live at once (fragmentation; proven: no layout fits); run with spill=true to move tensors to DRAM}}
  %2 = "ttnn.add"(%a0, %a2) : (tensor<32x6144xbf16, #L3>, tensor<32x6144xbf16, #L3>) -> tensor<32x6144xbf16, #L3>
  %3 = "ttnn.relu"(%a1) : (tensor<32x10240xbf16, #L5>) -> tensor<32x10240xbf16, #L5>
  %4 = "ttnn.add"(%a2, %0) : (tensor<32x6144xbf16, #L3>, tensor<32x6144xbf16, #L3>) -> tensor<32x6144xbf16, #L3>
  return %1, %2, %3, %4 : tensor<32x6144xbf16, #L3>, tensor<32x6144xbf16, #L3>, tensor<32x10240xbf16, #L5>, tensor<32x6144xbf16, #L3>
}
