// The D2M programs tt-mlir's TTNN Silicon tests write around TTNN IR
// (test/ttmlir/Silicon/TTNN/n150/spatial/, this is spatial_single_exp.mlir's
// function with a second region): d2m.empty / spatial / generic / block_index /
// remote_load (with mcast) / remote_store / yield / spatial_yield and
// ttir.ttnn_metal_layout_cast in tt-mlir's custom forms parse through
// strata-opt's d2m and ttir stubs into unregistered ops, which print in generic
// form (operand groups in `operandSegmentSizes`, block_index's dim as `dim`);
// tensor.empty, arith.constant and linalg.generic are MLIR's own dialects.
// Print -> parse -> print is stable and the passes leave the program alone.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s -o %t.1.mlir && strata-opt %t.1.mlir -o %t.2.mlir && diff %t.1.mlir %t.2.mlir
// RUN: strata-opt %s --ttnn-memory-pipeline=plan-l1=false | FileCheck %s --check-prefix=PIPE
// RUN: not strata-opt %s --forbid-foreign-ops 2>&1 | FileCheck %s --check-prefix=FORBID

#dram = #ttnn.buffer_type<dram>
#ttmetal_layout = #ttcore.metal_layout<logical_shape = 64x128, dim_alignments = 32x32, collapsed_intervals = dense<[[0, -1]]> : tensor<1x2xi64>, dram, interleaved>
#map = affine_map<(d0, d1) -> (d0, d1)>
#parallel = #ttcore.iterator_type<parallel>
#ttnn_layout = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>,memref<2x4x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
module {
  func.func @single_exp(%shared_tensor: tensor<64x128xf32, #ttnn_layout>) -> (tensor<64x128xf32, #ttnn_layout>) attributes {tt.function_type = "forward_device"} {
    %out_ttnn_0 = d2m.empty() : tensor<64x128xf32, #ttnn_layout>
    %shared_tensor_metal = ttir.ttnn_metal_layout_cast %shared_tensor : tensor<64x128xf32, #ttnn_layout> -> tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout>
    %out_tensor0_metal = ttir.ttnn_metal_layout_cast %out_ttnn_0 {kept = 1 : i32}: tensor<64x128xf32, #ttnn_layout> -> tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout>
    %result_reg_0_metal = d2m.spatial {grid_ranges = [#ttcore.core_range<(0, 0), (1, 1)>]}
    ins(%shared_tensor_metal : tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout>)
    outs(%out_tensor0_metal : tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout>) {
      ^region0():
        %result_reg_0 = d2m.generic {block_factors = [1, 1], grid = #ttcore.grid<1x1>, indexing_maps = [#map, #map], iterator_types = [#parallel, #parallel], threads = [#d2m.thread<unified>]}
            ins(%shared_tensor_metal : tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout>)
            outs(%out_tensor0_metal : tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout>)
         {
          %block0 = d2m.block_index(0) : index
          %block1 = d2m.block_index(1) : index
          %c0 = arith.constant 0 : index
          %2 = tensor.empty() : tensor<2x4x!ttcore.tile<32x32, f32>>
          %reg_0_2 = d2m.remote_load %2 %shared_tensor_metal[%block0, %block1] mcast[%c0] : tensor<2x4x!ttcore.tile<32x32, f32>>, tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout> -> tensor<2x4x!ttcore.tile<32x32, f32>>
          %reg_0_3 = tensor.empty() : tensor<2x4x!ttcore.tile<32x32, f32>>
          %reg_0_4 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%reg_0_2 : tensor<2x4x!ttcore.tile<32x32, f32>>) outs(%reg_0_3 : tensor<2x4x!ttcore.tile<32x32, f32>>) {
          ^bb0(%in: !ttcore.tile<32x32, f32>, %out: !ttcore.tile<32x32, f32>):
            %reg_0_5 = "d2m.tile_exp"(%in) : (!ttcore.tile<32x32, f32>) -> !ttcore.tile<32x32, f32>
            linalg.yield %reg_0_5 : !ttcore.tile<32x32, f32>
          } -> tensor<2x4x!ttcore.tile<32x32, f32>>
          %6 = d2m.remote_store %out_tensor0_metal[%block0, %block1] %reg_0_4 : tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout>, tensor<2x4x!ttcore.tile<32x32, f32>> -> tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout>
          d2m.yield %6 : (tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout>)
        } : tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout>
        d2m.spatial_yield %result_reg_0 : (tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout>)
    }, {
      ^region1:
        d2m.spatial_yield %out_tensor0_metal : (tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout>)
    }
     : tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout>
    %result0 = ttir.ttnn_metal_layout_cast %result_reg_0_metal : tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttmetal_layout> -> tensor<64x128xf32, #ttnn_layout>
    return %result0 : tensor<64x128xf32, #ttnn_layout>
  }
}
// CHECK-LABEL: func.func @single_exp
// CHECK-NEXT: %[[OUT:.*]] = "d2m.empty"() : () -> tensor<64x128xf32, #ttnn_layout>
// CHECK-NEXT: %[[IN:.*]] = "ttir.ttnn_metal_layout_cast"(%arg0) : (tensor<64x128xf32, #ttnn_layout>) -> tensor<1x1x2x4x!ttcore.tile<32x32, f32>, #ttcore.metal_layout<
// CHECK-NEXT: %[[OUTM:.*]] = "ttir.ttnn_metal_layout_cast"(%[[OUT]]) {kept = 1 : i32}
// CHECK-NEXT: %[[SP:.*]] = "d2m.spatial"(%[[IN]], %[[OUTM]]) ({
// CHECK-NEXT: "d2m.generic"(%[[IN]], %[[OUTM]]) ({
// CHECK-NEXT: %[[B0:.*]] = "d2m.block_index"() {dim = 0 : i64} : () -> index
// CHECK-NEXT: %[[B1:.*]] = "d2m.block_index"() {dim = 1 : i64} : () -> index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: tensor.empty() : tensor<2x4x!ttcore.tile<32x32, f32>>
// CHECK-NEXT: "d2m.remote_load"({{.*}}, %[[IN]], %[[B0]], %[[B1]], %[[C0]]) {operandSegmentSizes = array<i32: 1, 1, 2, 1>}
// CHECK: linalg.generic
// CHECK: "d2m.remote_store"(%[[OUTM]], %[[B0]], %[[B1]], {{.*}}) {operandSegmentSizes = array<i32: 1, 2, 1>}
// CHECK-NEXT: "d2m.yield"
// CHECK-NEXT: }) {block_factors = [1, 1], grid = #ttcore.grid<1x1>, {{.*}}operandSegmentSizes = array<i32: 1, 1>, threads = [#d2m.thread<unified>]}
// CHECK-NEXT: "d2m.spatial_yield"
// CHECK-NEXT: }, {
// CHECK-NEXT: "d2m.spatial_yield"(%[[OUTM]])
// CHECK-NEXT: }) {grid_ranges = [#ttcore.core_range<(0, 0), (1, 1)>], operandSegmentSizes = array<i32: 1, 1>}
// CHECK-NEXT: "ttir.ttnn_metal_layout_cast"(%[[SP]])
// PIPE-LABEL: func.func @single_exp
// PIPE: "d2m.spatial"
// FORBID: error: Dialect `d2m' not found for custom op 'd2m.empty'
