// --ttnn-plan-l1: every L1 tensor gets an address above the reserved region
// (stack + circular buffers) of each op that runs while it is live.
// RUN: strata-opt %s --split-input-file --ttnn-plan-l1 -mlir-print-op-on-diagnostic=false 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
// 64x128 bf16 in L1 interleaved: 8 tiles over 64 cores, one 2048 B tile per core.
// exp reserves 8192 B (two double-buffered CBs of 2048 B tiles), so the argument
// sits at the unreserved base 103712 + 8192 = 111904 and exp's result right
// above it. %0 dies at its deallocate, so neg's result reuses its address.
// CHECK-LABEL: func.func @chain
// CHECK-SAME: strata.l1_address = 111904 : i64
// CHECK-SAME: strata.l1_plan = {arch = "wormhole_b0", capacity = 1395424 : i64, grid = array<i64: 8, 8>, l1_alignment = 16 : i64, l1_base = 103712 : i64, l1_tensors = 4 : i64, lower_bound = 12288 : i64, peak = 12288 : i64, reserved_max = 8192 : i64, spills = 0 : i64, tile = array<i64: 32, 32>}
// CHECK: "ttnn.exp"(%arg0) {strata.l1_address = array<i64: 113952>}
// CHECK: "ttnn.relu"(%0) {strata.l1_address = array<i64: 111904>}
// CHECK: "ttnn.deallocate"(%0)
// CHECK: "ttnn.neg"(%1) {strata.l1_address = array<i64: 113952>}
// REMARK: remark: L1 plan: 4 tensors, peak 12288 B per core of 1395424 (lower bound 12288, gap 0.00%), reserved max 8192 B, 0 spilled to DRAM
func.func @chain(%arg0: tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1> {
  %0 = "ttnn.exp"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
  %1 = "ttnn.relu"(%0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<64x128xbf16, #L1>) -> ()
  %2 = "ttnn.neg"(%1) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
  return %2 : tensor<64x128xbf16, #L1>
}

// -----

// A sharded tensor takes its shard's bytes on every core (lockstep): 64x128 bf16
// height sharded on 2 cores is 32x128 per core, 4 tiles = 8192 B. The composite
// lgamma reserves its stack frames plus circular buffers below both tensors.
#l1 = #ttnn.buffer_type<l1>
#HS = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
// CHECK-LABEL: func.func @sharded
// lgamma reserves 26624 B (`strata query lgamma --input 64x128:bf16:tile:l1-height:2x1`):
// 103712 + 26624 = 130336 for the argument, 8192 B above it the result.
// CHECK-SAME: strata.l1_address = 130336 : i64
// CHECK-SAME: lower_bound = 43008 : i64, peak = 43008 : i64, reserved_max = 26624 : i64
// CHECK: "ttnn.lgamma"(%arg0) {strata.l1_address = array<i64: 138528>}
// REMARK: remark: L1 plan: 2 tensors, peak 43008 B per core
func.func @sharded(%arg0: tensor<64x128xbf16, #HS>) -> tensor<64x128xbf16, #HS> {
  %0 = "ttnn.lgamma"(%arg0) : (tensor<64x128xbf16, #HS>) -> tensor<64x128xbf16, #HS>
  return %0 : tensor<64x128xbf16, #HS>
}

// -----

// DRAM tensors are not planned; an op that only reads DRAM still reserves its
// region below the L1 tensors live while it runs.
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#DR = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// add from DRAM reserves 12288 B (three CBs), so its L1 result lands at
// 103712 + 12288 = 116000.
// CHECK-LABEL: func.func @mixed
// CHECK-NOT: strata.l1_address = {{.*}} : i64
// CHECK-SAME: l1_tensors = 1 : i64, lower_bound = 14336 : i64
// CHECK: "ttnn.add"(%arg0, %arg1) {strata.l1_address = array<i64: 116000>}
func.func @mixed(%arg0: tensor<64x128xbf16, #DR>, %arg1: tensor<64x128xbf16, #DR>) -> tensor<64x128xbf16, #L1> {
  %0 = "ttnn.add"(%arg0, %arg1) : (tensor<64x128xbf16, #DR>, tensor<64x128xbf16, #DR>) -> tensor<64x128xbf16, #L1>
  return %0 : tensor<64x128xbf16, #L1>
}
