// --ttnn-const-eval-hoist moves what depends only on parameters and constants into
// const-eval functions called through ttcore.load_cached, as tt-mlir's
// const-eval-hoist-transform does (tt-mlir lib/Transforms/ConstEvalHoist.cpp and its
// test/ttmlir/Dialect/TTNN/const-eval/cacheable-creation-ops.mlir at 19c86fca).
// RUN: strata-opt %s --split-input-file --ttnn-const-eval-hoist | FileCheck %s

#dram = #ttnn.buffer_type<dram>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// A weight's chain (reshape, permute) and a creation op each become one function,
// in the order their first op appears; the activation's ops stay. A release of a
// value only the chain reads moves with it; the cached result is released by nobody.
// CHECK-LABEL: func.func private @chains_const_eval_0(%arg0: tensor<32x32xbf16, #{{.*}}>) -> tensor<32x32xbf16, #{{.*}}> attributes {tt.function_type = "const_eval"}
// CHECK-NEXT:    %0 = "ttnn.reshape"(%arg0)
// CHECK-NEXT:    %1 = "ttnn.permute"(%0)
// CHECK-NEXT:    "ttnn.deallocate"(%0)
// CHECK-NEXT:    return %1
// CHECK-LABEL: func.func private @chains_const_eval_1() -> tensor<32x32xbf16
// CHECK-NEXT:    %0 = "ttnn.full"()
// CHECK-NEXT:    return %0
// CHECK-LABEL: func.func @chains(
// CHECK-NEXT:    %0 = ttcore.load_cached(@chains_const_eval_0, [%arg1])
// CHECK-NEXT:    %1 = ttcore.load_cached(@chains_const_eval_1, [])
// CHECK-NEXT:    %2 = "ttnn.matmul"(%arg0, %0)
// CHECK-NEXT:    %3 = "ttnn.add"(%2, %1)
// CHECK-NEXT:    "ttnn.deallocate"(%2)
// CHECK-NEXT:    return %3
func.func @chains(%arg0: tensor<32x32xbf16, #T> {ttcore.argument_type = #ttcore.argument_type<input>},
                  %arg1: tensor<32x32xbf16, #T> {ttcore.argument_type = #ttcore.argument_type<parameter>}) -> tensor<32x32xbf16, #T> {
  %0 = "ttnn.reshape"(%arg1) <{shape = [32 : i32, 32 : i32]}> : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  %1 = "ttnn.permute"(%0) <{permutation = array<i64: 1, 0>}> : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  "ttnn.deallocate"(%0) <{force = false}> : (tensor<32x32xbf16, #T>) -> ()
  %2 = "ttnn.matmul"(%arg0, %1) : (tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  "ttnn.deallocate"(%1) <{force = false}> : (tensor<32x32xbf16, #T>) -> ()
  %3 = "ttnn.full"() <{fill_value = 2.0 : f32, layout = #ttnn.layout<tile>, shape = #ttnn.shape<32x32>}> : () -> tensor<32x32xbf16, #T>
  %4 = "ttnn.add"(%2, %3) : (tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  "ttnn.deallocate"(%2) <{force = false}> : (tensor<32x32xbf16, #T>) -> ()
  "ttnn.deallocate"(%3) <{force = false}> : (tensor<32x32xbf16, #T>) -> ()
  return %4 : tensor<32x32xbf16, #T>
}

// -----

#dram = #ttnn.buffer_type<dram>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// Two parameters joined by an op are one group; a constant counts as a parameter; a
// value the group computes and the function returns is cached and returned.
// CHECK-LABEL: func.func private @joined_const_eval_0(%arg0: tensor<32x32xbf16, #{{.*}}>, %arg1: tensor<32x32xbf16, #{{.*}}>) -> (tensor<32x32xbf16, #{{.*}}>, tensor<32x32xbf16, #{{.*}}>)
// CHECK-NEXT:    %0 = "ttnn.exp"(%arg0)
// CHECK-NEXT:    %1 = "ttnn.add"(%0, %arg1)
// CHECK-NEXT:    return %0, %1
// CHECK-LABEL: func.func @joined(
// CHECK-NEXT:    %0:2 = ttcore.load_cached(@joined_const_eval_0, [%arg1, %arg2])
// CHECK-NEXT:    %1 = "ttnn.multiply"(%arg0, %0#1)
// CHECK-NEXT:    return %1, %0#0
func.func @joined(%arg0: tensor<32x32xbf16, #T> {ttcore.argument_type = #ttcore.argument_type<input>},
                  %arg1: tensor<32x32xbf16, #T> {ttcore.argument_type = #ttcore.argument_type<parameter>},
                  %arg2: tensor<32x32xbf16, #T> {ttcore.argument_type = #ttcore.argument_type<constant>}) -> (tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>) {
  %0 = "ttnn.exp"(%arg1) : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  %1 = "ttnn.add"(%0, %arg2) : (tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  %2 = "ttnn.multiply"(%arg0, %1) : (tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  return %2, %0 : tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>
}

// -----

#dram = #ttnn.buffer_type<dram>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// Nothing moves: an argument without a mark, an input, a parameter an op writes into
// (a cache), a result an op writes into, an op that is not cacheable (ttnn.rand).
// CHECK-LABEL: func.func @stays(
// CHECK-NOT:     load_cached
// CHECK:         "ttnn.exp"(%arg0)
// CHECK:         "ttnn.exp"(%arg1)
// CHECK:         "ttnn.exp"(%arg2)
// CHECK:         "ttnn.rand"
// CHECK:         "ttnn.typecast"(%arg3)
// CHECK-NOT:     load_cached
// CHECK-NOT:     const_eval
func.func @stays(%arg0: tensor<32x32xbf16, #T>,
                 %arg1: tensor<32x32xbf16, #T> {ttcore.argument_type = #ttcore.argument_type<input>},
                 %arg2: tensor<32x32xbf16, #T> {ttcore.argument_type = #ttcore.argument_type<parameter>},
                 %arg3: tensor<32x32xbf16, #T> {ttcore.argument_type = #ttcore.argument_type<parameter>},
                 %arg4: tensor<1x1x32x32xbf16, #T> {ttcore.argument_type = #ttcore.argument_type<input>}) -> tensor<32x32xbf16, #T> {
  %0 = "ttnn.exp"(%arg0) : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  %1 = "ttnn.exp"(%arg1) : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  %2 = "ttnn.exp"(%arg2) : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  "ttnn.fill_cache"(%arg2, %arg4) <{batch_offset = 0 : i32}> : (tensor<32x32xbf16, #T>, tensor<1x1x32x32xbf16, #T>) -> ()
  %3 = "ttnn.rand"() <{dtype = #ttcore.supportedDataTypes<bf16>, high = 1.0 : f32, layout = #ttnn.layout<tile>, low = 0.0 : f32, seed = 0 : ui32, size = #ttnn.shape<32x32>}> : () -> tensor<32x32xbf16, #T>
  %4 = "ttnn.typecast"(%arg3) <{dtype = #ttcore.supportedDataTypes<bf16>}> : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  "ttnn.fill_cache"(%4, %arg4) <{batch_offset = 0 : i32}> : (tensor<32x32xbf16, #T>, tensor<1x1x32x32xbf16, #T>) -> ()
  %5 = "ttnn.add"(%0, %1) : (tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  %6 = "ttnn.add"(%5, %2) : (tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  %7 = "ttnn.add"(%6, %3) : (tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  %8 = "ttnn.add"(%7, %4) : (tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  return %8 : tensor<32x32xbf16, #T>
}

// -----

#dram = #ttnn.buffer_type<dram>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// A function that already loads cached tensors, and a const-eval function, are left
// as they are.
// CHECK-LABEL: func.func private @done_const_eval_0
// CHECK-NEXT:    "ttnn.exp"(%arg0)
// CHECK-LABEL: func.func @done(
// CHECK-NEXT:    ttcore.load_cached(@done_const_eval_0, [%arg0])
// CHECK-NEXT:    "ttnn.exp"(%arg0)
// CHECK-NOT:     const_eval_1
func.func private @done_const_eval_0(%arg0: tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T> attributes {tt.function_type = "const_eval"} {
  %0 = "ttnn.exp"(%arg0) : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  return %0 : tensor<32x32xbf16, #T>
}
func.func @done(%arg0: tensor<32x32xbf16, #T> {ttcore.argument_type = #ttcore.argument_type<parameter>}) -> tensor<32x32xbf16, #T> {
  %0 = ttcore.load_cached(@done_const_eval_0, [%arg0]) : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  %1 = "ttnn.exp"(%arg0) : (tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  %2 = "ttnn.add"(%0, %1) : (tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  return %2 : tensor<32x32xbf16, #T>
}

// -----

#dram = #ttnn.buffer_type<dram>
#T = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// A name the module already uses is skipped.
// CHECK-LABEL: func.func @taken_const_eval_0(
// CHECK-LABEL: func.func private @taken_const_eval_1() -> tensor<32x32xbf16
// CHECK-LABEL: func.func @taken(
// CHECK-NEXT:    ttcore.load_cached(@taken_const_eval_1, [])
func.func @taken_const_eval_0(%arg0: tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T> {
  return %arg0 : tensor<32x32xbf16, #T>
}
func.func @taken(%arg0: tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T> {
  %0 = "ttnn.full"() <{fill_value = 2.0 : f32, layout = #ttnn.layout<tile>, shape = #ttnn.shape<32x32>}> : () -> tensor<32x32xbf16, #T>
  %1 = "ttnn.add"(%arg0, %0) : (tensor<32x32xbf16, #T>, tensor<32x32xbf16, #T>) -> tensor<32x32xbf16, #T>
  return %1 : tensor<32x32xbf16, #T>
}
