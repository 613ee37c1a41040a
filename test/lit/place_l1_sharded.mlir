// Strata's placement shards L1 tensors where that lets one more in. On frag26 (53248 B
// of L1 per core above the base, an 8x8 grid) each tensor here is 20480 B per core: 640
// tiles, 10 per core interleaved or width sharded over the 64 cores. An eltwise op
// reserves two tile pages per operand and result (where: 16384 B, add: 12288 B) when it
// reads or writes page by page; with all its operands and its result sharded alike it
// reads and writes them in place and reserves nothing. Interleaved, the where beside %0
// and %1 needs 16384 + 2 x 20480 = 57344 B: one of the two stays in DRAM. Sharded, it
// needs 40960 B. The adds read DRAM arguments (tt-metal's binary op takes a sharded
// operand beside an interleaved one, page by page), so they keep their 12288 B; both
// tensors sit above those circular buffers, and 12288 + 2 x 20480 = 53248 B fit.
// RUN: strata-opt %s --ttnn-place-l1="placement=strata arch=%S/Inputs/arch_l1_frag26.json" --ttnn-plan-l1=arch=%S/Inputs/arch_l1_frag26.json -o %t.mlir 2>%t.remarks
// RUN: FileCheck %s < %t.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: strata run %t.mlir --arch %S/Inputs/arch_l1_frag26.json | FileCheck %s --check-prefix=RAN
// RUN: strata-opt %s --ttnn-place-l1="placement=tt-mlir arch=%S/Inputs/arch_l1_frag26.json" 2>/dev/null | FileCheck %s --check-prefix=TTMLIR

// REMARK: remark: L1 placement (strata): 2 of 2 candidate activations in L1, 2 of them sharded to free room, 5242880 B of DRAM traffic saved
// REMARK: remark: L1 plan: 2 tensors, peak 53248 B per core of 53248
// CHECK-DAG: #[[WS:ttnn_layout[0-9]*]] = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x64>, memref<1x10x!ttcore.tile<32x32, bf16>, #l1{{_?}}>, <width_sharded>>
// CHECK: l1_sharded = 2 : i64, l1_tensors = 2 : i64
// CHECK: %0 = "ttnn.add"(%arg0, %arg1) {{.*}} {strata.l1_address = {{.*}} -> tensor<32x20480xbf16, #[[WS]]>
// CHECK: %1 = "ttnn.where"(%0, %0, %0) {strata.l1_address = {{.*}} : (tensor<32x20480xbf16, #[[WS]]>, tensor<32x20480xbf16, #[[WS]]>, tensor<32x20480xbf16, #[[WS]]>) -> tensor<32x20480xbf16, #[[WS]]>
// CHECK: %2 = "ttnn.add"(%1, %arg1) {{.*}} : (tensor<32x20480xbf16, #[[WS]]>, tensor<32x20480xbf16, #[[D:ttnn_layout[0-9]*]]>) -> tensor<32x20480xbf16, #[[D]]>

// Every op of the planned module ran at its planned addresses with its results checked;
// the where's circular buffers were its operands' shards (0 B planned, 0 measured).
// RAN:      0 add 12288 12288
// RAN-NEXT: 1 where 0 0
// RAN:      ok: 6 steps, 0 L1 mismatches, 0 clashes, 0 numeric failures

// The model of tt-mlir's policy keeps tensors interleaved, and has room for one.
// TTMLIR: l1_sharded = 0 : i64, l1_tensors = 1 : i64
// TTMLIR-NOT: sharded

#dram = #ttnn.buffer_type<dram>
#D = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x640x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @chain(%a0: tensor<32x20480xbf16, #D>, %a1: tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D> {
  %0 = "ttnn.add"(%a0, %a1) <{dtype = #ttcore.supportedDataTypes<bf16>}> : (tensor<32x20480xbf16, #D>, tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  %1 = "ttnn.where"(%0, %0, %0) : (tensor<32x20480xbf16, #D>, tensor<32x20480xbf16, #D>, tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<32x20480xbf16, #D>) -> ()
  %2 = "ttnn.add"(%1, %a1) <{dtype = #ttcore.supportedDataTypes<bf16>}> : (tensor<32x20480xbf16, #D>, tensor<32x20480xbf16, #D>) -> tensor<32x20480xbf16, #D>
  "ttnn.deallocate"(%1) <{force = false}> : (tensor<32x20480xbf16, #D>) -> ()
  return %2 : tensor<32x20480xbf16, #D>
}
