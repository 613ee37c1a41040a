// The ttir dialect reads ttir.empty's custom form; its declared ops are
// generic-only, and other ttir custom forms are MLIR's "unknown custom op" error (without an op's grammar nobody can
// tell where it ends), a malformed ttir.empty fails at the token, and
// --forbid-foreign-ops rejects the stub's op as well.
// RUN: strata-opt %s --split-input-file -verify-diagnostics
// RUN: not strata-opt %s --split-input-file --forbid-foreign-ops 2>&1 | FileCheck %s --check-prefix=FORBID

// FORBID: error: custom op 'ttir.zeros' has no custom assembly form
// FORBID: strata-opt: error: {{.*}}foreign_custom_form_invalid.mlir: input rejected (diagnostics above)
func.func @f() {
  // expected-error @+1 {{custom op 'ttir.zeros' has no custom assembly form}}
  %0 = ttir.zeros() : tensor<2xf32>
  return
}

// -----
func.func @f() {
  // expected-error @+1 {{custom op 'ttir.frobnicate' is unknown}}
  %0 = ttir.frobnicate() : tensor<2xf32>
  return
}

// -----
func.func @f() {
  // expected-error @+1 {{'ttir.empty' result must be a ranked tensor, got 'f32'}}
  %0 = ttir.empty() : f32
  return
}

// -----
func.func @f(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected ')'}}
  %0 = ttir.empty(%a) : tensor<2xf32>
  return
}

// -----
func.func @f() {
  // expected-error @+1 {{expected ':'}}
  %0 = ttir.empty() tensor<2xf32>
  return
}
