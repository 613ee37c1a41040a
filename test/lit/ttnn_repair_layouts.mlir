// --ttnn-repair-layouts (run first by --ttnn-memory-pipeline): interleaved and
// system-memory layouts whose memref shape or linear map do not describe the
// tensor (tt-mlir does not read them there) are rewritten from the tensor, with
// one warning per function; sharded layouts and layouts that already describe
// their tensor are untouched. The pipeline's output passes the strict
// verifier; strict=true runs that verifier first instead, and stops.
// RUN: strata-opt %s --ttnn-repair-layouts -mlir-print-op-on-diagnostic=false 2> %t.warn | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN --input-file %t.warn
// RUN: strata-opt %s --ttnn-repair-layouts 2>/dev/null | strata-opt --ttnn-repair-layouts 2>&1 | FileCheck %s --check-prefix=AGAIN
// RUN: strata-opt %s --ttnn-memory-pipeline -mlir-print-op-on-diagnostic=false 2> %t.pipe | FileCheck %s --check-prefix=PIPE
// RUN: FileCheck %s --check-prefix=PIPEWARN --input-file %t.pipe
// RUN: strata-opt %s --ttnn-memory-pipeline 2>/dev/null | strata-opt --ttnn-verify-layouts -o /dev/null
// RUN: not strata-opt %s --ttnn-memory-pipeline=strict=true -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=STRICT

#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#stale = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#good = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x2x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#three = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 32 + d1, d2, d3), <1x1>, memref<32x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ident = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<4x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#host = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<32xf32, #system_memory>>
#l1i = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <interleaved>>
#hs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <height_sharded>>

// WARN: :[[@LINE+1]]:1: warning: repaired 1 tensor type whose interleaved / system-memory layout does not describe the tensor in its memref shape or linear map (fields tt-mlir does not read there); first: memref 4x4 becomes 1x1 for tensor 32x32; --ttnn-verify-layouts lists each
func.func @stale(%a: tensor<32x32xf32, #stale>) -> tensor<32x32xf32, #stale> {
  %0 = "ttnn.relu"(%a) : (tensor<32x32xf32, #stale>) -> tensor<32x32xf32, #stale>
  %1 = "ttnn.exp"(%0) : (tensor<32x32xf32, #stale>) -> tensor<32x32xf32, #stale>
  return %1 : tensor<32x32xf32, #stale>
}

// WARN: :[[@LINE+1]]:1: warning: repaired 3 tensor types {{.*}}; first: linear map (d0, d1, d2, d3) -> (d0 * 32 + d1, d2, d3) becomes (d0, d1, d2, d3) -> (d0 * 128 + d1 * 128 + d2, d3), memref 32x1 becomes 4x2 for tensor 1x1x128x64
func.func @maps(%x: tensor<1x1x128x64xbf16, #three>, %y: tensor<1x1x128x64xbf16, #ident>, %h: tensor<32xf32, #host>) -> tensor<1x1x128x64xbf16, #three> {
  %0 = "ttnn.relu"(%x) : (tensor<1x1x128x64xbf16, #three>) -> tensor<1x1x128x64xbf16, #three>
  return %0 : tensor<1x1x128x64xbf16, #three>
}

// WARN-NOT: warning
func.func @clean(%g: tensor<32x64xf32, #good>, %s: tensor<64x32xf32, #hs>, %i: tensor<64x64xf32, #l1i>) -> tensor<32x64xf32, #good> {
  %0 = "ttnn.relu"(%g) : (tensor<32x64xf32, #good>) -> tensor<32x64xf32, #good>
  return %0 : tensor<32x64xf32, #good>
}

// CHECK-DAG: #ttnn_layout{{[0-9]*}} = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
// CHECK-DAG: #ttnn_layout{{[0-9]*}} = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 128 + d1 * 128 + d2, d3), <1x1>, memref<4x2x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
// CHECK-DAG: #ttnn_layout{{[0-9]*}} = #ttnn.ttnn_layout<(d0) -> (0, d0), <1x1>, memref<1x32xf32, #system_memory>>
// CHECK-DAG: #ttnn_layout{{[0-9]*}} = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x2x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
// CHECK-DAG: #ttnn_layout{{[0-9]*}} = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1>, memref<1x1x!ttcore.tile<32x32, f32>, #l1_>, <height_sharded>>
// CHECK-DAG: #ttnn_layout{{[0-9]*}} = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8>, memref<1x1x!ttcore.tile<32x32, f32>, #l1_>, <interleaved>>
// CHECK-LABEL: func.func @stale
// CHECK-NEXT: "ttnn.relu"
// CHECK-NEXT: "ttnn.exp"

// AGAIN-NOT: warning
// AGAIN: func.func @stale

// PIPEWARN: warning: repaired 1 tensor type
// PIPEWARN: warning: repaired 3 tensor types
// PIPEWARN-NOT: warning
// PIPE: "ttnn.relu"{{.*}}memory_config = #ttnn.memory_config<#dram, <interleaved>>

// STRICT: error: 'ttnn.relu' op layout shard shape 4x4 does not match tensor 32x32
