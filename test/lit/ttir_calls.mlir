// A TTIR function calling helper functions (func.call): the memory pipeline inlines
// the calls before lowering, as tt-mlir's pipeline does, so the caller is one body of
// ttnn ops; the helper, private and called, is inlined away.
// RUN: strata-opt %s --ttir-to-ttnn-memory-pipeline 2>/dev/null | FileCheck %s
// CHECK-LABEL: func.func @main
// CHECK-NOT: func.call
// CHECK: "ttnn.exp"
// CHECK: "ttnn.exp"
// CHECK: return
// CHECK-NOT: @helper
func.func @main(%a: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %0 = func.call @helper(%a) : (tensor<32x64xf32>) -> tensor<32x64xf32>
  %1 = func.call @helper(%0) : (tensor<32x64xf32>) -> tensor<32x64xf32>
  return %1 : tensor<32x64xf32>
}
func.func private @helper(%a: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %0 = "ttir.exp"(%a) : (tensor<32x64xf32>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}
