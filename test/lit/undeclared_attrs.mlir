// Attributes are never lost silently. In the `<{...}>` property dictionary an
// attribute the op does not declare is an error naming it and the op's
// declared attributes (MLIR's generated property reader would ignore it).
// Discardable attributes `{...}` are kept through parse, pass and print, and
// ops this dialect does not define keep every attribute.
// RUN: strata-opt %s --split-input-file -verify-diagnostics
// RUN: strata-opt %s --split-input-file --ttnn-create-memory-config -verify-diagnostics

#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @unary(%a: tensor<32x32xbf16, #in>) {
  // expected-error @+1 {{invalid properties {fused_activation = 1 : i32} for op ttnn.relu: 'fused_activation' is not an attribute of ttnn.relu (it declares: memory_config); remove it, or move it to the discardable attribute dictionary `{...}` after the operands to keep it}}
  %0 = "ttnn.relu"(%a) <{fused_activation = 1 : i32}> : (tensor<32x32xbf16, #in>) -> tensor<32x32xbf16, #in>
  return
}

// -----

#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @binary(%a: tensor<32x32xbf16, #in>) {
  // A declared attribute next to an undeclared one: still an error.
  // expected-error @+1 {{'output_dtype' is not an attribute of ttnn.add (it declares: dtype, memory_config)}}
  %0 = "ttnn.add"(%a, %a) <{memory_config = #ttnn.memory_config<#dram, <interleaved>>, output_dtype = #ttcore.supportedDataTypes<bf16>}> : (tensor<32x32xbf16, #in>, tensor<32x32xbf16, #in>) -> tensor<32x32xbf16, #in>
  return
}

// -----

#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
func.func @deallocate(%a: tensor<32x32xbf16, #in>) {
  // expected-error @+1 {{'memory_config' is not an attribute of ttnn.deallocate (it declares: force)}}
  "ttnn.deallocate"(%a) <{force = false, memory_config = #ttnn.memory_config<#dram, <interleaved>>}> : (tensor<32x32xbf16, #in>) -> ()
  return
}
