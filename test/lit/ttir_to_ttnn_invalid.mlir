// --ttir-to-ttnn refuses what it cannot lower with one error per op, naming
// the op, and rewrites nothing: multi-device collectives (Strata models one
// device), ttir ops the dialect does not declare, and forms the op library
// cannot compute.
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
  // expected-error @+1 {{dim_arg [5 : i32] names a dim outside the input's 2 dims}}
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
