// --ttir-to-ttnn refuses what it cannot lower with one error per op, naming
// the op, and the pass fails, printing nothing: multi-device collectives (Strata models one
// device), ttir ops the dialect does not declare, and forms the op library
// cannot compute, and a device-module function whose name a top-level symbol has.
// RUN: strata-opt %s --split-input-file --ttir-to-ttnn -verify-diagnostics

func.func @collective(%a: tensor<32x32xbf16>) -> tensor<32x32xbf16> {
  // expected-error @+1 {{'ttir.all_reduce' is a multi-device op; Strata models one device, so this module cannot be lowered}}
  %0 = "ttir.all_reduce"(%a) <{cluster_axis = 1 : ui32, reduce_type = #ttcore.reduce_type<sum>}> : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
  return %0 : tensor<32x32xbf16>
}

// -----
func.func @unknown(%a: tensor<32x32xbf16>) -> tensor<32x32xbf16> {
  // expected-error @+1 {{'ttir.frobnicate' is not an op --ttir-to-ttnn lowers (docs/ttir.md lists them)}}
  %0 = "ttir.frobnicate"(%a) : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
  return %0 : tensor<32x32xbf16>
}

// -----
func.func @norm_over_two_dims(%a: tensor<4x32x32xbf16>) -> tensor<4x32x32xbf16> {
  // expected-error @+1 {{normalized_shape must be the last dim alone (the op library normalises the last dim)}}
  %0 = "ttir.rms_norm"(%a) <{epsilon = 1.0e-5 : f32, normalized_shape = array<i64: 32, 32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (tensor<4x32x32xbf16>) -> tensor<4x32x32xbf16>
  return %0 : tensor<4x32x32xbf16>
}

// -----
func.func @bad_reduction_dim(%a: tensor<4x32xbf16>) -> tensor<4xbf16> {
  // expected-error @+1 {{dim_arg entry 5 is outside the input's 2 dims (give -2..1)}}
  %0 = "ttir.sum"(%a) <{dim_arg = [5 : i32], keep_dim = false}> : (tensor<4x32xbf16>) -> tensor<4xbf16>
  return %0 : tensor<4xbf16>
}

// -----
// expected-error @+1 {{argument 0 of @bad_argument has element type 'complex<f32>', which has no device form}}
func.func @bad_argument(%a: tensor<4x32xcomplex<f32>>) -> tensor<4x32xcomplex<f32>> {
  return %a : tensor<4x32xcomplex<f32>>
}

// -----
func.func @undeclared_property(%a: tensor<4x32xbf16>) -> tensor<4x32xbf16> {
  // expected-error @+1 {{'fast' is not an attribute of ttir.exp (it declares: none)}}
  %0 = "ttir.exp"(%a) <{fast = true}> : (tensor<4x32xbf16>) -> tensor<4x32xbf16>
  return %0 : tensor<4x32xbf16>
}

// -----
func.func @rank1_matmul(%a: tensor<32xbf16>, %b: tensor<32x64xbf16>) -> tensor<64xbf16> {
  // expected-error @+1 {{a rank-1 operand is not lowered; reshape it to rank 2}}
  %0 = "ttir.matmul"(%a, %b) : (tensor<32xbf16>, tensor<32x64xbf16>) -> tensor<64xbf16>
  return %0 : tensor<64xbf16>
}

// -----
func.func @conv_dims(%x: tensor<1x8x8x3xbf16>, %w: tensor<4x3x3x3xbf16>) -> tensor<1x6x6x4xbf16> {
  // expected-error @+1 {{batch, height, width and channel dims must be 0..3 once each}}
  %0 = "ttir.conv2d"(%x, %w) <{batch_dim = 0 : i64, height_dim = 1 : i64, width_dim = 1 : i64, channel_dim = 3 : i64, dilation = array<i32: 1, 1>, groups = 1 : i32, padding = array<i32: 0, 0, 0, 0>, stride = array<i32: 1, 1>}> : (tensor<1x8x8x3xbf16>, tensor<4x3x3x3xbf16>) -> tensor<1x6x6x4xbf16>
  return %0 : tensor<1x6x6x4xbf16>
}

// -----
func.func @conv_padding(%x: tensor<1x8x8x3xbf16>, %w: tensor<4x3x3x3xbf16>) -> tensor<1x6x6x4xbf16> {
  // expected-error @+1 {{stride, dilation and padding must be one or two values (padding also four)}}
  %0 = "ttir.conv2d"(%x, %w) <{dilation = array<i32: 1, 1>, groups = 1 : i32, padding = array<i32: 0, 0, 0>, stride = array<i32: 1, 1>}> : (tensor<1x8x8x3xbf16>, tensor<4x3x3x3xbf16>) -> tensor<1x6x6x4xbf16>
  return %0 : tensor<1x6x6x4xbf16>
}

// -----
// A device module's function may not take the name of a top-level symbol.
func.func @main() {
  return
}
ttcore.device_module {
  builtin.module {
    // expected-error @+1 {{function @main of a nested module has the name of a top-level symbol; rename one of them}}
    func.func @main(%a: tensor<32x32xbf16>) -> tensor<32x32xbf16> {
      %0 = "ttir.neg"(%a) : (tensor<32x32xbf16>) -> tensor<32x32xbf16>
      return %0 : tensor<32x32xbf16>
    }
  }
}

// -----
func.func @batch_norm_dim(%x: tensor<2x8x8x4xbf16>, %s: tensor<4xbf16>) -> tensor<2x8x8x4xbf16> {
  // expected-error @+1 {{batch_norm_inference over dimension 3; ttnn's normalises dimension 1 only (as tt-mlir lowers it)}}
  %0 = "ttir.batch_norm_inference"(%x, %s, %s, %s, %s) <{dimension = 3 : i32, epsilon = 1.0E-5 : f32}> : (tensor<2x8x8x4xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<2x8x8x4xbf16>
  return %0 : tensor<2x8x8x4xbf16>
}

// -----
func.func @batch_norm_rank(%x: tensor<8x4xbf16>, %s: tensor<4xbf16>) -> tensor<8x4xbf16> {
  // expected-error @+1 {{batch_norm_inference of a rank-2 operand; ttnn's takes [N, C, H, W] (as tt-mlir lowers it)}}
  %0 = "ttir.batch_norm_inference"(%x, %s, %s, %s, %s) <{dimension = 1 : i32, epsilon = 1.0E-5 : f32}> : (tensor<8x4xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<4xbf16>) -> tensor<8x4xbf16>
  return %0 : tensor<8x4xbf16>
}

// -----
func.func @batch_norm_statistic(%x: tensor<2x4x8x8xbf16>, %s: tensor<4xbf16>, %m: tensor<3xbf16>) -> tensor<2x4x8x8xbf16> {
  // expected-error @+1 {{a batch_norm_inference statistic of 3 elements for 4 channels}}
  %0 = "ttir.batch_norm_inference"(%x, %s, %s, %m, %s) <{dimension = 1 : i32, epsilon = 1.0E-5 : f32}> : (tensor<2x4x8x8xbf16>, tensor<4xbf16>, tensor<4xbf16>, tensor<3xbf16>, tensor<4xbf16>) -> tensor<2x4x8x8xbf16>
  return %0 : tensor<2x4x8x8xbf16>
}

// -----
func.func @gather_not_lookup(%t: tensor<40x6xbf16>, %i: tensor<5x1xi64>) -> tensor<5x3xbf16> {
  // expected-error @+1 {{this StableHLO-form gather is not an embedding lookup (one indexed input dim, collapsed, whole slices of the others, no batching, the slice's dims last); --ttir-to-ttnn lowers only that form}}
  %0 = "ttir.gather"(%t, %i) <{collapsed_slice_dims = array<i64: 0>, index_vector_dim = 1 : si64, indices_are_sorted = false, offset_dims = array<i64: 1>, operand_batching_dims = array<i64>, slice_sizes = array<i64: 1, 3>, start_index_map = array<i64: 0>, start_indices_batching_dims = array<i64>}> : (tensor<40x6xbf16>, tensor<5x1xi64>) -> tensor<5x3xbf16>
  return %0 : tensor<5x3xbf16>
}

// -----
// Operands must broadcast to the result (numpy's rule); the error names the op
// written, not a repeat the lowering would make.
func.func @add_no_broadcast(%a: tensor<32x64xf32>, %b: tensor<32x32xf32>) -> tensor<32x64xf32> {
  // expected-error @+1 {{'ttir.add' op operand 1 (32x32) does not broadcast to the result (32x64)}}
  %0 = "ttir.add"(%a, %b) : (tensor<32x64xf32>, tensor<32x32xf32>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}

// -----
// A call is lowered once inlined (the pipeline and strata run inline first).
func.func @caller(%a: tensor<32x64xf32>) -> tensor<32x64xf32> {
  // expected-error @+1 {{a call is lowered once inlined: run --inline first}}
  %0 = func.call @helper(%a) : (tensor<32x64xf32>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}
func.func private @helper(%a: tensor<32x64xf32>) -> tensor<32x64xf32> {
  %0 = "ttir.exp"(%a) : (tensor<32x64xf32>) -> tensor<32x64xf32>
  return %0 : tensor<32x64xf32>
}

// -----

// tt-mlir makes an 8-bit integer ui8, which the op library has no kernels for: refused
// by the tensor, not later by a typecast the user never wrote.
// expected-error @+1 {{argument 0 of @int8_argument has element type 'si8', which has no device form here}}
func.func @int8_argument(%a: tensor<32x32xsi8>) -> tensor<32x32xsi8> {
  %0 = "ttir.abs"(%a) : (tensor<32x32xsi8>) -> tensor<32x32xsi8>
  return %0 : tensor<32x32xsi8>
}
