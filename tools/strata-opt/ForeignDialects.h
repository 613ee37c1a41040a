// Stub dialects for tt-mlir dialects Strata does not define, so the few of
// their ops that tt-mlir writes in custom form around TTNN IR parse.
#pragma once

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace strata::opt {

/// Registers the `ttir` stub: every ttir op stays unregistered (generic form
/// passes through, as without the stub; ttir types and attributes stay opaque),
/// and `ttir.empty() attr-dict : tensor<...>` parses and prints in tt-mlir's
/// custom form. Other custom forms are rejected by MLIR ("custom op ... is
/// unknown"): without its grammar nobody can tell where such an op ends.
void registerForeignDialectStubs(mlir::DialectRegistry &registry);

} // namespace strata::opt
