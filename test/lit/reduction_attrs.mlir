// Reduction attributes: tt-mlir's keep_dim, dim_arg and compute_config, and
// `dim_list`, a name tt-mlir's reductions do not declare (its test
// sum_validation.mlir writes it; tt-mlir's generic reader drops it). Strata
// keeps dim_list as written and prints it back; it is never read. A name no
// one declares is still an error (reduction_attrs_invalid.mlir).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s -o %t.1.mlir && strata-opt %t.1.mlir -o %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: strata-opt %s --ttnn-create-memory-config | FileCheck %s --check-prefix=PASS

#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 1024 + d1 * 32 + d2, d3), <1x1>, memref<32x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
#out = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 1024 + d1 * 32 + d2, d3), <1x1>, memref<1x1xbf16, #dram>, <interleaved>>

// CHECK: "ttnn.sum"(%arg0) <{dim_list = [2 : i32, 3 : i32], keep_dim = true}>
// CHECK: "ttnn.mean"(%arg0) <{compute_config = #ttnn.device_compute_kernel_config<math_fidelity = hifi4>, dim_arg = [3 : i32], keep_dim = false}>
// PASS: "ttnn.sum"(%arg0) <{dim_list = [2 : i32, 3 : i32], keep_dim = true, memory_config = #ttnn.memory_config<#dram, <interleaved>>}>
// PASS: "ttnn.mean"(%arg0) <{compute_config = #ttnn.device_compute_kernel_config<math_fidelity = hifi4>, dim_arg = [3 : i32], keep_dim = false, memory_config = #ttnn.memory_config<#dram, <interleaved>>}>
func.func @reduce(%arg0: tensor<1x1x32x32xsi32, #in>) -> (tensor<1x1x1x1xbf16, #out>, tensor<1x1x32x1xbf16, #out>) {
  %0 = "ttnn.sum"(%arg0) <{
    dim_list = [2 : i32, 3 : i32],
    keep_dim = true
  }> : (tensor<1x1x32x32xsi32, #in>) -> tensor<1x1x1x1xbf16, #out>
  %1 = "ttnn.mean"(%arg0) <{dim_arg = [3 : i32], compute_config = #ttnn.device_compute_kernel_config<math_fidelity = hifi4>}> : (tensor<1x1x32x32xsi32, #in>) -> tensor<1x1x32x1xbf16, #out>
  return %0, %1 : tensor<1x1x1x1xbf16, #out>, tensor<1x1x32x1xbf16, #out>
}
