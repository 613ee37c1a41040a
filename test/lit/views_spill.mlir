// Spilling with views: an argument in L1 cannot move, but a view of it can. On an L1 of
// 53248 B per core (arch_l1_frag26) the second add needs 12288 B of circular buffers
// beside %u, %t and %a's buffer, which its view %v keeps live to the end: 73728 B. The
// view is the tensor with the most byte-lifetime there, so it goes to DRAM: the reshape
// becomes a copy, %a's buffer ends at it, and the plan fits. The run checks it.
// RUN: strata-opt %s --ttnn-plan-l1=arch=%S/Inputs/arch_l1_frag26.json -mlir-print-op-on-diagnostic=false 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: strata-opt %s --ttnn-plan-l1=arch=%S/Inputs/arch_l1_frag26.json -o %t.mlir 2>/dev/null
// RUN: strata run %t.mlir --arch %S/Inputs/arch_l1_frag26.json | FileCheck %s --check-prefix=RAN

// REMARK: views_spill.mlir:{{[0-9]+}}:8: remark: spilled to DRAM: 20480 B per core live over steps 0..3 (the plan needed 73728 B of 53248)
// REMARK: remark: L1 plan: 3 tensors, peak 53248 B per core of 53248 (lower bound 53248, gap 0.00%), reserved max 12288 B, 1 spilled to DRAM
// CHECK: "ttnn.reshape"(%arg0) <{shape = [32 : i32, 20480 : i32]}> {strata.spilled = array<i64: 0>} : (tensor<1x32x20480xbf16, #{{.*}}>) -> tensor<32x20480xbf16, #[[D:ttnn_layout[0-9]*]]>
// CHECK: "ttnn.add"(%2, %0) : (tensor<32x20480xbf16, #{{.*}}>, tensor<32x20480xbf16, #[[D]]>)
// RAN: ok: 5 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#L3 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 32 + d1, d2), <1x1>, memref<1x640x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#L = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x640x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#D = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x640x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @view_of_an_argument(%a: tensor<1x32x20480xbf16, #L3>, %b: tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D> {
  %v = "ttnn.reshape"(%a) <{shape = [32 : i32, 20480 : i32]}> : (tensor<1x32x20480xbf16, #L3>) -> tensor<32x20480xbf16, #L>
  %t = "ttnn.exp"(%b) : (tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #L>
  %u = "ttnn.add"(%t, %b) : (tensor<32x20480xbf16, #L>, tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #L>
  %w = "ttnn.add"(%u, %v) : (tensor<32x20480xbf16, #L>, tensor<32x20480xbf16, #L>) -> tensor<32x20480xbf16, #D>
  return %w : tensor<32x20480xbf16, #D>
}
