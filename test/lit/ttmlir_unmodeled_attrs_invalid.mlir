// Only tt-mlir's own attribute names are kept verbatim; anything else is an
// error at the name.
// RUN: strata-opt %s --split-input-file -verify-diagnostics

// expected-error @+1 {{unknown attribute `made_up_config` in dialect `ttnn`}}
module attributes {a.x = #ttnn.made_up_config<1>} {}

// -----
// expected-error @+1 {{unknown attribute `made_up_desc` in dialect `ttcore`}}
module attributes {a.x = #ttcore.made_up_desc<1>} {}

// -----
// A known name with a broken body still fails at the bracket, not later.
// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
module attributes {a.x = #ttnn.conv2d_config<dtype = bf16} {}
