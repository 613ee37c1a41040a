// What tt-mlir's TTNN golden modules (test/data/ttmlir_golden/) need of the op
// model: comparisons of si32 tensors (the library's integer comparisons), i1
// tiles (computed as bf16, one byte per element in the layout), a host
// ttnn.full / ttnn.constant followed by ttnn.to_tensor_spec to the device, and
// the one-line refusals of multi-device ops and of a to_tensor_spec that makes
// more than one change.
// RUN: strata-opt %s --split-input-file --ttnn-print-l1-usage -verify-diagnostics -o /dev/null

#dram = #ttnn.buffer_type<dram>
#si32 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, si32>, #dram>, <interleaved>>
func.func @compare(%a: tensor<32x32xsi32, #si32>, %b: tensor<32x32xsi32, #si32>) -> tensor<32x32xsi32, #si32> {
  // expected-remark @+1 {{L1 per core: cb_peak=24576 stack_peak=0 peak=24576 output_l1=0 total=24576 fits wormhole_b0}}
  %0 = "ttnn.ge"(%a, %b) : (tensor<32x32xsi32, #si32>, tensor<32x32xsi32, #si32>) -> tensor<32x32xsi32, #si32>
  return %0 : tensor<32x32xsi32, #si32>
}

// -----
#dram = #ttnn.buffer_type<dram>
#i1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, i1>, #dram>, <interleaved>>
func.func @boolean(%a: tensor<32x32xi1, #i1>) -> tensor<32x32xi1, #i1> {
  // bf16 tiles on the device: the unary CB set of 2048-B tiles.
  // expected-remark @+1 {{L1 per core: cb_peak=8192 stack_peak=0 peak=8192 output_l1=0 total=8192 fits wormhole_b0}}
  %0 = "ttnn.logical_not"(%a) : (tensor<32x32xi1, #i1>) -> tensor<32x32xi1, #i1>
  return %0 : tensor<32x32xi1, #i1>
}

// -----
#dram = #ttnn.buffer_type<dram>
#system_memory = #ttnn.buffer_type<system_memory>
#tile = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#host = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<32x32xbf16, #system_memory>>
func.func @host_full() -> tensor<32x32xbf16, #tile> {
  %0 = "ttnn.get_device"() <{mesh_offset = #ttnn<mesh_offset 0x0>, mesh_shape = #ttnn<mesh_shape 1x1>}> : () -> !ttnn.device
  // A host write: no program.
  // expected-remark @+1 {{L1 per core: cb_peak=0 stack_peak=0 peak=0 output_l1=0 total=0 fits wormhole_b0}}
  %1 = "ttnn.full"(%0) <{fill_value = 1.000000e+00 : f32, shape = #ttnn.shape<32x32>}> : (!ttnn.device) -> tensor<32x32xbf16, #host>
  // expected-remark @+1 {{L1 per core: cb_peak=0 stack_peak=0 peak=0 output_l1=0 total=0 fits wormhole_b0}}
  %2 = "ttnn.to_tensor_spec"(%1) : (tensor<32x32xbf16, #host>) -> tensor<32x32xbf16, #tile>
  return %2 : tensor<32x32xbf16, #tile>
}

// -----
#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#f32 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, f32>, #dram>, <interleaved>>
#bf16l1 = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
func.func @two_changes(%a: tensor<32x32xf32, #f32>) -> tensor<32x32xbf16, #bf16l1> {
  // expected-error @+1 {{'ttnn.to_tensor_spec' op changes typecast, to_memory_config at once; the op library runs one of them per op (split it as tt-mlir's TTNNDecomposeLayouts does)}}
  %0 = "ttnn.to_tensor_spec"(%a) : (tensor<32x32xf32, #f32>) -> tensor<32x32xbf16, #bf16l1>
  return %0 : tensor<32x32xbf16, #bf16l1>
}

// -----
#dram = #ttnn.buffer_type<dram>
#ttnn_layout1 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 1 + d1, d2 * 32 + d3), <1x1>, memref<1x1x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#ttnn_layout2 = #ttnn.ttnn_layout<(d0, d1, d2, d3) -> (d0 * 1 + d1, d2 * 128 + d3), <1x1>, memref<1x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
module attributes {ttcore.meshes = #ttcore.meshes<[<"mesh" = 1x4>]>} {
  func.func @forward(%arg0: tensor<1x1x32x128xbf16, #ttnn_layout2>) -> tensor<1x1x32x32xbf16, #ttnn_layout1> {
    %0 = "ttnn.get_device"() <{mesh_shape = #ttnn<mesh_shape 1x4>}> : () -> !ttnn.device
    // expected-error @+1 {{'ttnn.distribute_tensor' op is a multi-device op; Strata's op library and simulated device model one device, so multi-device modules are not planned or run}}
    %1 = "ttnn.distribute_tensor"(%arg0, %0) <{mapper_config = #ttnn.mesh_mapper_config<placements = [<shard, 2 : i64>, <shard, 3 : i64>]>}> : (tensor<1x1x32x128xbf16, #ttnn_layout2>, !ttnn.device) -> tensor<1x1x32x32xbf16, #ttnn_layout1>
    return %1 : tensor<1x1x32x32xbf16, #ttnn_layout1>
  }
}
