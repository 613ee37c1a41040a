// Malformed D2M custom forms are located parse errors, never a crash.
// RUN: strata-opt %s --split-input-file -verify-diagnostics

func.func @f(%a: tensor<2x4xf32>, %i: index) {
  // expected-error @+1 {{expected '->'}}
  %0 = d2m.remote_load %a %a[%i] : tensor<2x4xf32>, tensor<2x4xf32>
  return
}

// -----
func.func @f(%a: tensor<2x4xf32>) {
  // expected-error @+1 {{expected '('}}
  %0 = d2m.block_index 0 : index
  return
}

// -----
func.func @f(%a: tensor<2x4xf32>) {
  // expected-error @+1 {{2 operands present, but expected 1}}
  %0 = d2m.generic ins(%a, %a : tensor<2x4xf32>) {
  } : tensor<2x4xf32>
  return
}

// -----
func.func @f(%a: tensor<2x4xf32>) {
  // expected-error @+1 {{'d2m.empty' result must be a ranked tensor, got 'index'}}
  %0 = d2m.empty() : index
  return
}

// -----
func.func @f(%a: tensor<2x4xf32>) {
  // expected-error @+1 {{expected '('}}
  d2m.yield %a : tensor<2x4xf32>
}
