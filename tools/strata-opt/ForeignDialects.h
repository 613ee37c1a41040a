// Stub dialects for tt-mlir dialects Strata does not define, so the few of
// their ops that tt-mlir writes in custom form around TTNN IR parse.
#pragma once

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace strata::opt {

/// Registers the `ttir` and `d2m` stubs: every ttir / d2m op stays unregistered
/// (generic form passes through, as without the stubs; their types and
/// attributes stay opaque). `ttir.empty() attr-dict : tensor<...>` parses and
/// prints in tt-mlir's custom form; `ttir.ttnn_metal_layout_cast` and the d2m
/// ops of tt-mlir's spatial Silicon tests (empty, spatial, generic, block_index,
/// remote_load, remote_store, yield, spatial_yield) parse in their custom forms
/// and print generic. Also registers MLIR's arith, tensor and linalg dialects,
/// which those programs use in custom form. Other custom forms are rejected by
/// MLIR ("custom op ... is unknown"): without its grammar nobody can tell where
/// such an op ends.
void registerForeignDialectStubs(mlir::DialectRegistry &registry);

} // namespace strata::opt
