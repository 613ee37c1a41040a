// A stub dialect for a tt-mlir dialect Strata does not define (d2m), so the few of
// their ops that tt-mlir writes in custom form around TTNN IR parse.
#pragma once

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace strata::opt {

/// Registers the `d2m` stub: every d2m op stays unregistered (generic form passes
/// through, as without the stub; its types and attributes stay opaque). The d2m
/// ops of tt-mlir's spatial Silicon tests (empty, spatial, generic, block_index,
/// remote_load, remote_store, yield, spatial_yield) parse in their custom forms
/// and print generic. Also registers MLIR's arith, tensor and linalg dialects,
/// which those programs use in custom form. Other custom forms are rejected by
/// MLIR ("custom op ... is unknown"): without its grammar nobody can tell where
/// such an op ends.
void registerForeignDialectStubs(mlir::DialectRegistry &registry);

} // namespace strata::opt
