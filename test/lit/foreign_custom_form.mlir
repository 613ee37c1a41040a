// `ttir.empty` in tt-mlir's custom form (`ttir.empty() attr-dict : type`)
// parses through the ttir dialect and prints back the same; ttir ops the
// dialect does not declare stay unknown ops in generic form, ttir types and
// attributes stay opaque. A generic ttir.empty prints in
// the custom form; one the form cannot express (properties) stays generic.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s -o %t.1.mlir && strata-opt %t.1.mlir -o %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: strata-opt %s --ttnn-create-memory-config | FileCheck %s --check-prefix=PASS

#dram = #ttnn.buffer_type<dram>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>

// CHECK-LABEL: func.func @forward
// CHECK-NEXT: %0 = ttir.empty() : tensor<32x32xf32, #ttnn_layout>
// CHECK-NEXT: %1 = ttir.empty() {kept = 1 : i32} : tensor<2x3xf32>
// CHECK-NEXT: %2 = ttir.empty() : tensor<4xbf16>
// CHECK-NEXT: %3 = "ttir.empty"() <{prop = 1 : i32}> : () -> tensor<4xbf16>
// CHECK-NEXT: %4 = "ttir.some_future_op"(%0) {a = #ttir.opaque_thing<1>} : (tensor<32x32xf32, #ttnn_layout>) -> !ttir.opaque_type<2>
// CHECK-NEXT: %5 = "ttnn.relu"(%arg0) : (tensor<32x32xf32, #ttnn_layout>) -> tensor<32x32xf32, #ttnn_layout>
// PASS: %0 = ttir.empty() : tensor<32x32xf32, #ttnn_layout>
// PASS: "ttnn.relu"(%arg0) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}>
func.func @forward(%arg0: tensor<32x32xf32, #lay>) -> tensor<32x32xf32, #lay> {
  %0 = ttir.empty() : tensor<32x32xf32, #lay>
  %1 = ttir.empty() {kept = 1 : i32} : tensor<2x3xf32> loc("somewhere":1:2)
  %2 = "ttir.empty"() : () -> tensor<4xbf16>
  %3 = "ttir.empty"() <{prop = 1 : i32}> : () -> tensor<4xbf16>
  %4 = "ttir.some_future_op"(%0) {a = #ttir.opaque_thing<1>} : (tensor<32x32xf32, #lay>) -> !ttir.opaque_type<2>
  %5 = "ttnn.relu"(%arg0) : (tensor<32x32xf32, #lay>) -> tensor<32x32xf32, #lay>
  return %5 : tensor<32x32xf32, #lay>
}
