// --ttnn-place-l1 refuses a policy it does not know and a usage cap that is not a
// fraction, naming what it got.
// RUN: strata-opt %s --split-input-file --ttnn-place-l1 -verify-diagnostics
// RUN: not strata-opt %s --ttnn-place-l1=placement=greedy 2>&1 | FileCheck %s --check-prefix=POLICY

// POLICY: error: unknown L1 placement policy 'greedy'; use strata, tt-mlir or dram

// expected-error @+1 {{ttnn.tensor_l1_usage_cap must be a float in (0, 1] (the fraction of L1 tensors may use), not 1.500000e+00 : f32}}
module attributes {ttnn.tensor_l1_usage_cap = 1.5 : f32} {
}

// -----

// expected-error @+1 {{ttnn.tensor_l1_usage_cap must be a float in (0, 1] (the fraction of L1 tensors may use), not 1 : i64}}
module attributes {ttnn.tensor_l1_usage_cap = 1} {
}

// -----

// expected-error @+1 {{ttnn.tensor_l1_usage_cap must be a float in (0, 1] (the fraction of L1 tensors may use), not 0.000000e+00 : f32}}
module attributes {ttnn.tensor_l1_usage_cap = 0.0 : f32} {
}
