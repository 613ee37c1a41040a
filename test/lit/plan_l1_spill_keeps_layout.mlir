// Spilling the result of an op that keeps its operands' memory layout (tt-metal's unary
// rule: relu runs height-sharded to height-sharded or interleaved to interleaved, never
// one to the other). On a 12288 B L1 the add needs 12288 B of CBs (a height-sharded
// operand beside a DRAM one: every operand gets an ordinary CB) while relu's 2048 B
// result is live: the planner moves that result to DRAM, and since relu cannot write
// DRAM from a sharded input, its input is copied to DRAM first and relu runs in DRAM.
// RUN: strata-opt %s --ttnn-plan-l1=arch=%S/Inputs/arch_l1_12288.json -mlir-print-op-on-diagnostic=false 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#HS = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
#DRAM = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<8x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// CHECK: #[[HS:ttnn_layout]] = #ttnn.ttnn_layout<{{.*}}<height_sharded>>
// CHECK: #[[DRAM:ttnn_layout1]] = #ttnn.ttnn_layout<{{.*}}#dram>, <interleaved>>
// CHECK: strata.l1_plan = {arch = "tight", capacity = 12288 : i64, grid = array<i64: 8, 8>, l1_alignment = 16 : i64, l1_base = 103712 : i64, l1_tensors = 1 : i64, lower_bound = 12288 : i64, peak = 12288 : i64, reserved_max = 12288 : i64, spills = 1 : i64, tile = array<i64: 32, 32>}
// CHECK-NEXT: %[[COPY:.*]] = "ttnn.to_memory_config"(%arg0) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}> : (tensor<256x32xbf16, #[[HS]]>) -> tensor<256x32xbf16, #[[DRAM]]>
// CHECK-NEXT: %[[RELU:.*]] = "ttnn.relu"(%[[COPY]]) {strata.spilled = array<i64: 0>} : (tensor<256x32xbf16, #[[DRAM]]>) -> tensor<256x32xbf16, #[[DRAM]]>
// CHECK-NEXT: "ttnn.add"(%[[RELU]], %arg1)
// REMARK: remark: spilled to DRAM: 2048 B per core live over steps 0..1 (the plan needed 14336 B of 12288)
// REMARK: remark: L1 plan: 1 tensors, peak 12288 B per core of 12288 (lower bound 12288, gap 0.00%), reserved max 12288 B, 1 spilled to DRAM
func.func @keep_layout(%arg0: tensor<256x32xbf16, #HS>, %arg1: tensor<256x32xbf16, #DRAM>) -> tensor<256x32xbf16, #DRAM> {
  %0 = "ttnn.relu"(%arg0) : (tensor<256x32xbf16, #HS>) -> tensor<256x32xbf16, #HS>
  %1 = "ttnn.add"(%0, %arg1) : (tensor<256x32xbf16, #HS>, tensor<256x32xbf16, #DRAM>) -> tensor<256x32xbf16, #DRAM>
  return %1 : tensor<256x32xbf16, #DRAM>
}

