// Views: a ttnn.reshape that keeps every tile in place (the last dim stays, the rows
// are whole tiles on both sides) is a view of its input in tt-metal, and here: no
// buffer of its own. --ttnn-plan-l1 gives it its input's address and keeps that buffer
// until the view's last use; --ttnn-place-l1 moves a result and its views together.
// RUN: strata-opt %s --split-input-file --ttnn-plan-l1 -mlir-print-op-on-diagnostic=false 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: strata-opt %s --split-input-file --ttnn-place-l1=placement=strata --ttnn-plan-l1 2>/dev/null | FileCheck %s --check-prefix=PLACE
// RUN: strata-opt %s --split-input-file --ttnn-place-l1=placement=tt-mlir --ttnn-plan-l1 2>/dev/null | FileCheck %s --check-prefix=PLACE

// 2x64x128 and 128x128 bf16 in L1 are 16 tiles, one 2048 B tile per core on 16 cores.
// exp, neg and relu reserve 8192 B: the argument sits at 103712 + 8192 = 111904, %0
// above it, and the view %1 at %0's address. %0's buffer lives until neg reads %1
// although %0 itself is deallocated before: neg's result cannot take 113952 and takes
// the argument's place; relu's takes the buffer once %1 is deallocated. Four buffers
// for five tensors.
// CHECK-LABEL: func.func @view
// CHECK-SAME: strata.l1_address = 111904 : i64
// CHECK-SAME: l1_tensors = 4 : i64, lower_bound = 12288 : i64, peak = 12288 : i64
// CHECK: "ttnn.exp"(%arg0) {strata.l1_address = array<i64: 113952>}
// CHECK: "ttnn.reshape"(%0) <{shape = [128 : i32, 128 : i32]}> {strata.l1_address = array<i64: 113952>}
// CHECK: "ttnn.neg"(%1) {strata.l1_address = array<i64: 111904>}
// CHECK: "ttnn.relu"(%2) {strata.l1_address = array<i64: 113952>}
// REMARK: remark: L1 plan: 4 tensors, peak 12288 B per core
#l1 = #ttnn.buffer_type<l1>
#L3 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#L2 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @view(%arg0: tensor<2x64x128xbf16, #L3>) -> tensor<128x128xbf16, #L2> {
  %0 = "ttnn.exp"(%arg0) : (tensor<2x64x128xbf16, #L3>) -> tensor<2x64x128xbf16, #L3>
  %1 = "ttnn.reshape"(%0) <{shape = [128 : i32, 128 : i32]}> : (tensor<2x64x128xbf16, #L3>) -> tensor<128x128xbf16, #L2>
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<2x64x128xbf16, #L3>) -> ()
  %2 = "ttnn.neg"(%1) : (tensor<128x128xbf16, #L2>) -> tensor<128x128xbf16, #L2>
  "ttnn.deallocate"(%1) <{force = false}> : (tensor<128x128xbf16, #L2>) -> ()
  %3 = "ttnn.relu"(%2) : (tensor<128x128xbf16, #L2>) -> tensor<128x128xbf16, #L2>
  return %3 : tensor<128x128xbf16, #L2>
}

// -----

// A reshape whose rows do not stay whole tiles (3 x 10 rows pad to three tile rows,
// 30 rows to one) is a copy with a buffer of its own.
// CHECK-LABEL: func.func @copy
// CHECK: "ttnn.exp"(%arg0) {strata.l1_address = array<i64: [[E:[0-9]+]]>}
// CHECK: "ttnn.reshape"(%0) <{shape = [30 : i32, 64 : i32]}> {strata.l1_address = array<i64: [[R:[0-9]+]]>}
// CHECK-NOT: array<i64: [[E]]>}
// CHECK: return
#l1 = #ttnn.buffer_type<l1>
#P3 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 10 + d1, d2), <1x1>, memref<3x2x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#P2 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x2x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @copy(%arg0: tensor<3x10x64xbf16, #P3>) -> tensor<30x64xbf16, #P2> {
  %0 = "ttnn.exp"(%arg0) : (tensor<3x10x64xbf16, #P3>) -> tensor<3x10x64xbf16, #P3>
  %1 = "ttnn.reshape"(%0) <{shape = [30 : i32, 64 : i32]}> : (tensor<3x10x64xbf16, #P3>) -> tensor<30x64xbf16, #P2>
  return %1 : tensor<30x64xbf16, #P2>
}

// -----

// In DRAM, exp's result %0 and its view %1 are one candidate: one buffer of 32768 B,
// written by exp and read by neg and add, moved to L1 together under both policies so
// that the reshape stays a view (from L1 to DRAM it would be a copy). Placing only %0
// would make the reshape write %1 to DRAM.
// PLACE-LABEL: func.func @group
// PLACE-SAME: candidates = 2 : i64
// PLACE-SAME: l1_tensors = 2 : i64
// PLACE: "ttnn.exp"(%arg0) {strata.l1_address = array<i64: [[A:[0-9]+]]>} : (tensor<2x64x128xbf16, #[[D3:ttnn_layout[0-9]*]]>) -> tensor<2x64x128xbf16, #[[L3:ttnn_layout[0-9]*]]>
// PLACE: "ttnn.reshape"(%0) <{shape = [128 : i32, 128 : i32]}> {strata.l1_address = array<i64: [[A]]>} : (tensor<2x64x128xbf16, #[[L3]]>) -> tensor<128x128xbf16, #[[L2:ttnn_layout[0-9]*]]>
// PLACE: "ttnn.neg"(%1) {strata.l1_address = array<i64: {{[0-9]+}}>} : (tensor<128x128xbf16, #[[L2]]>)
// PLACE: "ttnn.add"(%1, %2) : (tensor<128x128xbf16, #[[L2]]>, tensor<128x128xbf16, #[[L2]]>) -> tensor<128x128xbf16, #[[D2:ttnn_layout[0-9]*]]>
#dram = #ttnn.buffer_type<dram>
#D3 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#D2 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @group(%arg0: tensor<2x64x128xbf16, #D3>) -> tensor<128x128xbf16, #D2> {
  %0 = "ttnn.exp"(%arg0) : (tensor<2x64x128xbf16, #D3>) -> tensor<2x64x128xbf16, #D3>
  %1 = "ttnn.reshape"(%0) <{shape = [128 : i32, 128 : i32]}> : (tensor<2x64x128xbf16, #D3>) -> tensor<128x128xbf16, #D2>
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<2x64x128xbf16, #D3>) -> ()
  %2 = "ttnn.neg"(%1) : (tensor<128x128xbf16, #D2>) -> tensor<128x128xbf16, #D2>
  %3 = "ttnn.add"(%1, %2) : (tensor<128x128xbf16, #D2>, tensor<128x128xbf16, #D2>) -> tensor<128x128xbf16, #D2>
  "ttnn.deallocate"(%1) <{force = false}> : (tensor<128x128xbf16, #D2>) -> ()
  "ttnn.deallocate"(%2) <{force = false}> : (tensor<128x128xbf16, #D2>) -> ()
  return %3 : tensor<128x128xbf16, #D2>
}

// -----

// %1 is already in L1 and copied from the DRAM %0 (a reshape between memories is a
// copy). Moving %0 to L1 would make that reshape a view, joining %0 to a buffer the
// placement does not see: %0 stays in DRAM under both policies.
// PLACE-LABEL: func.func @joins_a_pinned_buffer
// PLACE-SAME: candidates = 0 : i64
// PLACE: "ttnn.exp"(%arg0) : (tensor<2x64x128xbf16, #[[D3:ttnn_layout[0-9]*]]>) -> tensor<2x64x128xbf16, #[[D3]]>
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#D3 = #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#L2 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @joins_a_pinned_buffer(%arg0: tensor<2x64x128xbf16, #D3>) -> tensor<128x128xbf16, #L2> {
  %0 = "ttnn.exp"(%arg0) : (tensor<2x64x128xbf16, #D3>) -> tensor<2x64x128xbf16, #D3>
  %1 = "ttnn.reshape"(%0) <{shape = [128 : i32, 128 : i32]}> : (tensor<2x64x128xbf16, #D3>) -> tensor<128x128xbf16, #L2>
  %2 = "ttnn.neg"(%1) : (tensor<128x128xbf16, #L2>) -> tensor<128x128xbf16, #L2>
  return %2 : tensor<128x128xbf16, #L2>
}
