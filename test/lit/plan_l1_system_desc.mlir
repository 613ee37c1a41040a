// The arch comes from the module's ttcore.system_desc when no arch= is given:
// the built-in its first chip names, with the figures it states. Here L1 has
// 12288 B above an unreserved base of 4096 (l1_size 16384), exactly what relu
// needs (2048 + 2048 B of tensors, 8192 B of circular buffers), so the plan
// starts at 4096 and is tight; the same module with arch=wormhole_b0 given
// explicitly plans on the built-in's figures.
// RUN: strata-opt %s --split-input-file --ttnn-plan-l1 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=DESC
// RUN: strata-opt %s --split-input-file --ttnn-plan-l1=arch=wormhole_b0 -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=BUILTIN
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=USAGE
// RUN: strata-opt %s --split-input-file --ttnn-memory-pipeline -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: not strata-opt %s --split-input-file --ttnn-plan-l1="arch=blackhole" -mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=CONTRA

#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, grid = 8x8, coord_translation_offsets = 18x18, l1_size = 16384, num_dram_channels = 12, dram_channel_size = 1073741824, noc_l1_address_align_bytes = 16, pcie_address_align_bytes = 32, noc_dram_address_align_bytes = 32, l1_unreserved_base = 4096, erisc_l1_unreserved_base = 1024, dram_unreserved_base = 1024, dram_unreserved_end = 1073741824, supported_data_types = [<f32>, <bf16>], supported_tile_sizes = [ 32x32], dst_physical_size_tiles = 16, num_cbs = 32, num_compute_threads = 1, num_datamovement_threads = 2, dram_grid = 1x12}], [0], [1 : i32], [ 0x0x0x0]>} {
  // The reserved region (relu's 8192 B of circular buffers) sits at the
  // unreserved base; the tensors above it.
  // DESC: func.func @relu(%arg0: {{.*}} {strata.l1_address = 12288 : i64}) {{.*}} {strata.l1_plan = {arch = "wormhole_b0@system_desc", capacity = 12288 : i64, grid = array<i64: 8, 8>, l1_alignment = 16 : i64, l1_base = 4096 : i64, l1_tensors = 2 : i64, lower_bound = 12288 : i64, peak = 12288 : i64, reserved_max = 8192 : i64, spills = 0 : i64, tile = array<i64: 32, 32>}}
  // DESC: "ttnn.relu"(%arg0) {strata.l1_address = array<i64: 14336>}
  // BUILTIN: func.func @relu(%arg0: {{.*}} {strata.l1_address = 111904 : i64}) {{.*}} {strata.l1_plan = {arch = "wormhole_b0", capacity = 1395424 : i64, grid = array<i64: 8, 8>, l1_alignment = 16 : i64, l1_base = 103712 : i64,
  // BUILTIN: "ttnn.relu"(%arg0) {strata.l1_address = array<i64: 113952>}
  // USAGE: remark: L1 per core: cb_peak=8192 stack_peak=0 peak=8192 output_l1=2048 total=10240 fits wormhole_b0@system_desc
  // PIPE: arch = "wormhole_b0@system_desc"
  // CONTRA: error: arch blackhole has a 10x13 worker grid but the module's ttcore.system_desc states 8x8; pass the arch the module was compiled for
  func.func @relu(%arg0: tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1> {
    %0 = "ttnn.relu"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
    return %0 : tensor<64x128xbf16, #L1>
  }
}

// -----

// The same figures as the built-in: the arch keeps its name.
#l1 = #ttnn.buffer_type<l1>
#L1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
// DESC: {strata.l1_plan = {arch = "wormhole_b0", capacity = 1395424 : i64, grid = array<i64: 8, 8>, l1_alignment = 16 : i64, l1_base = 103712 : i64
// USAGE: fits wormhole_b0{{$}}
module attributes {ttcore.system_desc = #ttcore.system_desc<[{role = host, target_triple = "x86_64-pc-linux"}], [{arch = <wormhole_b0>, grid = 8x8, l1_size = 1499136, num_dram_channels = 12, dram_channel_size = 1073741824, noc_l1_address_align_bytes = 16, noc_dram_address_align_bytes = 32, l1_unreserved_base = 103712, dram_unreserved_base = 64}], [0], [1 : i32], [ 0x0x0x0]>} {
  func.func @same(%arg0: tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1> {
    %0 = "ttnn.relu"(%arg0) : (tensor<64x128xbf16, #L1>) -> tensor<64x128xbf16, #L1>
    return %0 : tensor<64x128xbf16, #L1>
  }
}
