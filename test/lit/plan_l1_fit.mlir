// Fits at exactly the bound, misses by one alignment unit (error without spill),
// and spills to DRAM with a to_memory_config back to L1 for the function's result.
// The arch files differ from wormhole_b0 only in l1_size: 12288 and 12272 B above
// the unreserved base. relu needs its argument (2048 B per core), its result
// (2048 B) and 8192 B of circular buffers: 12288 B at once.
// RUN: strata-opt %s --ttnn-plan-l1=arch=%S/Inputs/arch_l1_12288.json -mlir-print-op-on-diagnostic=false 2>/dev/null | FileCheck %s --check-prefix=TIGHT
// RUN: strata-opt %s --ttnn-plan-l1="arch=%S/Inputs/arch_l1_12272.json spill=false" -verify-diagnostics
// RUN: strata-opt %s --ttnn-plan-l1=arch=%S/Inputs/arch_l1_12272.json -mlir-print-op-on-diagnostic=false 2>%t.remarks | FileCheck %s --check-prefix=SPILL
// RUN: FileCheck %s --check-prefix=SPILL-REMARK < %t.remarks

#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
// TIGHT: func.func @tight(%arg0: {{.*}} {strata.l1_address = 111904 : i64}) {{.*}} {strata.l1_plan = {arch = "tight", capacity = 12288 : i64, grid = array<i64: 8, 8>, l1_alignment = 16 : i64, l1_base = 103712 : i64, l1_tensors = 2 : i64, lower_bound = 12288 : i64, peak = 12288 : i64, reserved_max = 8192 : i64, spills = 0 : i64, tile = array<i64: 32, 32>}}
// TIGHT: "ttnn.relu"(%arg0) {strata.l1_address = array<i64: 113952>}
// SPILL: #ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// SPILL: spills = 1 : i64
// SPILL: %0 = "ttnn.relu"(%arg0) {strata.spilled = array<i64: 0>} : ({{.*}}#ttnn_layout>) -> tensor<64x128xbf16, #ttnn_layout1>
// SPILL: %1 = "ttnn.to_memory_config"(%0) <{memory_config = #ttnn.memory_config<#l1_, <interleaved>>}> {strata.l1_address = array<i64: 111904>}
// SPILL: return %1
// SPILL-REMARK: remark: spilled to DRAM: 2048 B per core live over steps 0..1 (the plan needed 12288 B of 12272)
// SPILL-REMARK: remark: L1 plan: 2 tensors, peak 10240 B per core of 12272 (lower bound 10240, gap 0.00%), reserved max 8192 B, 1 spilled to DRAM
func.func @tight(%arg0: tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1> {
  // expected-error @+1 {{L1 plan of @tight does not fit tight_minus16: at this op 12288 B per core are live (tensors + the op's stack and circular buffers), 16 B more than the 12272 B of L1; run with spill=true to move tensors to DRAM}}
  %0 = "ttnn.relu"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
  return %0 : tensor<64x128xbf16, #L1>
}
