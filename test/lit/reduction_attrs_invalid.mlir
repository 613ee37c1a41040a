// Reductions declare keep_dim, dim_arg, compute_config, dim_list and
// memory_config; any other property name is an error naming them all.
// RUN: strata-opt %s -verify-diagnostics

#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @sum(%a: tensor<32x32xbf16, #in>) {
  // expected-error @+1 {{'dims' is not an attribute of ttnn.sum (it declares: compute_config, dim_arg, dim_list, keep_dim, memory_config)}}
  %0 = "ttnn.sum"(%a) <{dims = [1 : i32]}> : (tensor<32x32xbf16, #in>) -> tensor<32x32xbf16, #in>
  return
}
