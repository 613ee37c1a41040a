// Passes and pipelines of the Strata compiler. The passes, their options and
// their registration are declared in Passes.td (see docs/passes.md).
#pragma once

#include "mlir/Pass/Pass.h"

#include "strata/device/arch.hpp"

#include <memory>
#include <optional>
#include <string>

namespace mlir::tt::ttnn {

#define GEN_PASS_DECL
#include "strata/compiler/Passes.h.inc"

/// `--ttnn-plan-l1`'s options, plus an arch description given directly (the
/// `strata run` flow has one already; it overrides `arch`).
struct PlanL1Options : PlanL1PassOptions {
  std::optional<strata::device::ArchDesc> archDesc;
};
std::unique_ptr<Pass> createPlanL1Pass();
std::unique_ptr<Pass> createPlanL1Pass(const PlanL1Options &options);

/// `--ttnn-place-l1`'s options, plus an arch description given directly.
struct PlaceL1Options : PlaceL1PassOptions {
  std::optional<strata::device::ArchDesc> archDesc;
};
std::unique_ptr<Pass> createPlaceL1Pass();
std::unique_ptr<Pass> createPlaceL1Pass(const PlaceL1Options &options);

#define GEN_PASS_REGISTRATION
#include "strata/compiler/Passes.h.inc"

/// Registers every pass above and the `--ttnn-memory-pipeline` pipeline.
void registerStrataPasses();

} // namespace mlir::tt::ttnn

namespace strata::compiler {
/// Registers the ttcore and ttnn dialects (plus func, with its inliner) into `registry`.
void registerStrataDialects(mlir::DialectRegistry &registry);
/// MLIR's inliner without its canonicalization of the callees: a TTIR function
/// that calls helper functions (func.call) becomes one body, as tt-mlir's own
/// pipeline inlines before lowering. Used before --ttir-to-ttnn by its pipeline,
/// `strata run` and the model reference.
std::unique_ptr<mlir::Pass> createCallInliner();
} // namespace strata::compiler
