// tt-mlir's ttcore.device_module, ttcore.device and ttcore.load_cached ops in
// their custom form (tt-mlir's TTCoreOps.td syntax). The device description is kept verbatim
// (whitespace normalized; `meshShape = ,` keeps its space) and prints back
// stripped, as tt-mlir prints it; a qualified `#ttcore.device<...>` prints
// stripped too. Both survive the pass; the output re-reads identically.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s -o %t.1.mlir && strata-opt %t.1.mlir -o %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: strata-opt %s --ttnn-create-memory-config | FileCheck %s --check-prefix=PASS

#dram = #ttnn.buffer_type<dram>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>

// CHECK-LABEL: module {
// CHECK-NEXT: ttcore.device_module {
// CHECK-NEXT: builtin.module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host}], [], [], [], [], []>} {
// CHECK-NEXT: ttcore.device @default_device = <workerGrid = #ttcore.grid<8x8, virt_to_physical_map = (d0, d1) -> (0, d0, d1), physical_to_virt_map = (d0, d1, d2) -> (d1, d2)>, dramGrid = #ttcore.grid<1x12>, l1Map = (d0, d1, d2)[s0] -> (0, d0, d1, d2 + s0), dramMap = (d0, d1)[s0] -> (0, 0, (d0 - 1) floordiv s0, d1 mod 12), meshShape = , chipIds = [0]>
// CHECK-NEXT: ttcore.device @second = <workerGrid = #ttcore.grid<1x1>, meshShape = 1x2, chipIds = [0, 1]> {note = "kept"}
// CHECK-NEXT: ttcore.device @qualified = <workerGrid = #ttcore.grid<2x2>, meshShape = 1x1, chipIds = [0]>
// CHECK-NEXT: func.func @forward
// CHECK-NEXT: %0 = ttcore.load_cached(@forward_const_eval_0, [%arg0, %arg0]) {kept} : (tensor<32x32xbf16, #ttnn_layout>, tensor<32x32xbf16, #ttnn_layout>) -> tensor<32x32xbf16, #ttnn_layout>
// CHECK-NEXT: %1:2 = ttcore.load_cached(@forward_const_eval_1, []) : () -> (tensor<32x32xbf16, #ttnn_layout>, tensor<32x32xbf16, #ttnn_layout>)
// CHECK-NEXT: "ttnn.relu"(%0) : (tensor<32x32xbf16, #ttnn_layout>) -> tensor<32x32xbf16, #ttnn_layout>
// PASS: ttcore.device @default_device = <workerGrid
// PASS: ttcore.load_cached(@forward_const_eval_0, [%arg0, %arg0])
// PASS: "ttnn.relu"(%0) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}>
ttcore.device_module {
    builtin.module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host}], [], [], [], [], []>} {
      ttcore.device @default_device = <workerGrid = #ttcore.grid<8x8, virt_to_physical_map = (d0, d1) -> (0, d0, d1), physical_to_virt_map = (d0, d1, d2) -> (d1, d2)>, dramGrid = #ttcore.grid<1x12>, l1Map = (d0, d1, d2)[s0] -> (0, d0, d1, d2 + s0), dramMap = (d0, d1)[s0] -> (0, 0, (d0 - 1) floordiv s0, d1 mod 12), meshShape = , chipIds = [0]>
      ttcore.device @second = <workerGrid = #ttcore.grid<1x1>,
                               meshShape = 1x2, chipIds = [0, 1]> {note = "kept"}
      ttcore.device @qualified = #ttcore.device<workerGrid = #ttcore.grid<2x2>, meshShape = 1x1, chipIds = [0]>
      func.func @forward(%arg0: tensor<32x32xbf16, #lay>) -> tensor<32x32xbf16, #lay> {
        %c = ttcore.load_cached(@forward_const_eval_0, [%arg0, %arg0]) {kept} : (tensor<32x32xbf16, #lay>, tensor<32x32xbf16, #lay>) -> tensor<32x32xbf16, #lay>
        %d:2 = ttcore.load_cached(@forward_const_eval_1, []) : () -> (tensor<32x32xbf16, #lay>, tensor<32x32xbf16, #lay>)
        %0 = "ttnn.relu"(%c) : (tensor<32x32xbf16, #lay>) -> tensor<32x32xbf16, #lay>
        return %0 : tensor<32x32xbf16, #lay>
      }
    }
}

// The generic form reads too and prints custom.
// CHECK: ttcore.device_module {
// CHECK-NEXT: ttcore.device @dev = <workerGrid = #ttcore.grid<1x1>, chipIds = [0]>
// CHECK-NEXT: }
"ttcore.device_module"() ({
  "ttcore.device"() <{sym_name = "dev", device_attr = #ttcore.device<workerGrid = #ttcore.grid<1x1>, chipIds = [0]>}> : () -> ()
}) : () -> ()
