// Discardable attributes on defined ops and every attribute of ops this
// dialect does not define pass through parse, the pass and print unchanged.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --ttnn-create-memory-config | FileCheck %s --check-prefix=PASS
// RUN: strata-opt %s --ttnn-create-memory-config | strata-opt --ttnn-create-memory-config | FileCheck %s --check-prefix=PASS

#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @kept(%a: tensor<32x32xbf16, #in>) -> tensor<32x32xbf16, #in> {
  // CHECK: "ttnn.relu"(%{{.*}}) {my.tag = 3 : i32, note = "keep me"} :
  // PASS: "ttnn.relu"(%{{.*}}) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>}> {my.tag = 3 : i32, note = "keep me"} :
  %0 = "ttnn.relu"(%a) {my.tag = 3 : i32, note = "keep me"} : (tensor<32x32xbf16, #in>) -> tensor<32x32xbf16, #in>
  // CHECK: "ttnn.rms_norm"(%{{.*}}) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 0, 0>}> {extra} :
  // PASS: "ttnn.rms_norm"(%{{.*}}) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 0, 0>}> {extra} :
  %1 = "ttnn.rms_norm"(%0) <{epsilon = 9.99999974E-6 : f32, operandSegmentSizes = array<i32: 1, 0, 0>}> {extra} : (tensor<32x32xbf16, #in>) -> tensor<32x32xbf16, #in>
  return %1 : tensor<32x32xbf16, #in>
}
