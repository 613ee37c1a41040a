// Cores a sharded layout derives outside the device worker grid are an error
// naming the layout and the grid; a 32x1 grid that just fits is fine.
// RUN: strata-opt %s --split-input-file --ttnn-create-memory-config -verify-diagnostics | FileCheck %s

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<32x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#hs32 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <32x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
// CHECK-LABEL: func.func @fits
func.func @fits(%a: tensor<1024x128xbf16, #in>) {
  // CHECK: "ttnn.relu"{{.*}}#ttnn.core_range_set<[#ttnn.core_range<(0,0), (7,3)>]>, <32x128>
  %0 = "ttnn.relu"(%a) : (tensor<1024x128xbf16, #in>) -> tensor<1024x128xbf16, #hs32>
  return
}

// -----

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<65x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#hs65 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <65x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
func.func @height_too_tall(%a: tensor<2080x128xbf16, #in>) {
  // expected-error @+1 {{'ttnn.relu' op layout #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <65x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <height_sharded>> needs core (0,8) outside the 8x8 device worker grid; use a smaller grid or set the device grid (device-grid=RxC or a ttcore.system_desc)}}
  %0 = "ttnn.relu"(%a) : (tensor<2080x128xbf16, #in>) -> tensor<2080x128xbf16, #hs65>
  return
}

// -----

#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x9x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#bs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x9>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
func.func @block_too_wide(%a: tensor<64x288xbf16, #in>) {
  // expected-error @+1 {{'ttnn.abs' op layout #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x9>, memref<1x1x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<l1>>, <block_sharded>> needs core (8,0) outside the 8x8 device worker grid}}
  %0 = "ttnn.abs"(%a) : (tensor<64x288xbf16, #in>) -> tensor<64x288xbf16, #bs>
  return
}

// -----

// An explicit map is followed as written, but must land inside the grid.
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ws = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x4, (d0, d1) -> (0, 0, d1 + 6)>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
func.func @map_off_grid(%a: tensor<32x128xbf16, #in>) {
  // expected-error @+1 {{needs core (8,0) outside the 8x8 device worker grid}}
  %0 = "ttnn.neg"(%a) : (tensor<32x128xbf16, #in>) -> tensor<32x128xbf16, #ws>
  return
}

// -----

// The system description's 2x2 grid holds 4 cores, not 5.
#l1 = #ttnn.buffer_type<l1>
#dram = #ttnn.buffer_type<dram>
#in = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x5x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ws = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x5>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, grid = 2x2, l1_size = 1499136}], [0], [3 : i32], [ 0x0x0x0]>} {
  func.func @system_desc_too_small(%a: tensor<32x160xbf16, #in>) {
    // expected-error @+1 {{needs core (0,2) outside the 2x2 device worker grid}}
    %0 = "ttnn.neg"(%a) : (tensor<32x160xbf16, #in>) -> tensor<32x160xbf16, #ws>
    return
  }
}
