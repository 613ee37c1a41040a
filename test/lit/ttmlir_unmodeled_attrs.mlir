// tt-mlir attributes this project does not model (program configs, argument
// types, system descriptions, ...) are kept verbatim, so files carrying them
// parse, pass through the pass and print unchanged (whitespace normalized). Unknown names still fail:
// see ttmlir_unmodeled_attrs_invalid.mlir.
// RUN: strata-opt %s --ttnn-memory-pipeline=plan-l1=false | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s --check-prefix=ROUNDTRIP

#dram = #ttnn.buffer_type<dram>
#matmul_program_config = #ttnn.matmul_multi_core_reuse_multi_cast_dram_sharded_program_config<
  in0_block_w = 1,
  per_core_m = 1,
  per_core_n = 5,
  fused_activation = #ttnn.unary_with_param<op_type = relu>
>
#lay = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// CHECK: module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [], [], [], [], []>}
// ROUNDTRIP: module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [], [], [], [], []>}
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [], [], [], [], []>} {
  // CHECK: func.func @forward(%arg0: tensor<64x128xbf16, #ttnn_layout> {ttcore.argument_type = #ttcore.argument_type<input>}
  // ROUNDTRIP: func.func @forward(%arg0: tensor<64x128xbf16, #ttnn_layout> {ttcore.argument_type = #ttcore.argument_type<input>}
  func.func @forward(%arg0: tensor<64x128xbf16, #lay> {ttcore.argument_type = #ttcore.argument_type<input>}) -> tensor<64x128xbf16, #lay> {
    // CHECK: "ttnn.matmul"(%arg0, %arg0) <{matmul_program_config = #ttnn.matmul_multi_core_reuse_multi_cast_dram_sharded_program_config<in0_block_w = 1, per_core_m = 1, per_core_n = 5, fused_activation = #ttnn.unary_with_param<op_type = relu>>, memory_config = #ttnn.memory_config<#dram, <interleaved>>, transpose_a = false, transpose_b = false}>
    // ROUNDTRIP: "ttnn.matmul"(%arg0, %arg0) <{matmul_program_config = #ttnn.matmul_multi_core_reuse_multi_cast_dram_sharded_program_config<in0_block_w = 1, per_core_m = 1, per_core_n = 5, fused_activation = #ttnn.unary_with_param<op_type = relu>>, transpose_a = false, transpose_b = false}>
    %0 = "ttnn.matmul"(%arg0, %arg0) <{matmul_program_config = #matmul_program_config}> : (tensor<64x128xbf16, #lay>, tensor<64x128xbf16, #lay>) -> tensor<64x128xbf16, #lay>
    return %0 : tensor<64x128xbf16, #lay>
  }
}

