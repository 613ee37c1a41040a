// Passes and pipelines of the Strata compiler.
#pragma once

#include "mlir/Pass/Pass.h"

#include "strata/device/arch.hpp"

#include <optional>

#include <memory>
#include <string>

namespace mlir::tt::ttnn {

struct CreateMemoryConfigOptions {
  /// Replace an existing memory_config that disagrees with the layout instead
  /// of reporting an error.
  bool overwrite = false;
  /// Device worker grid as `RxC`. Empty: the grid a `ttcore.system_desc` on
  /// the module states, else 8x8.
  std::string deviceGrid;
};

/// `--ttnn-create-memory-config`: sets every op's memory_config from its
/// result's layout encoding.
std::unique_ptr<Pass> createCreateMemoryConfigPass(CreateMemoryConfigOptions options = {});

struct VerifyLayoutsOptions {
  /// Report inconsistencies as errors that fail the pass; false: warnings.
  bool strict = true;
  /// Also compare memory configs with layouts (off in the pipeline when
  /// overwrite=true: the pass replaces the ones that disagree).
  bool checkMemoryConfigs = true;
};

/// `--ttnn-verify-layouts`: checks every tensor layout against the layout
/// rules and every memory config against its layout, reporting all
/// inconsistencies (the parser, like tt-mlir's, checks only what a reader
/// needs).
std::unique_ptr<Pass> createVerifyLayoutsPass(VerifyLayoutsOptions options = {});

/// Registers the passes above and the `--ttnn-memory-pipeline` pipeline.
void registerStrataPasses();

struct PlanL1Options {
  /// Arch description: a built-in name or a JSON file.
  std::string arch = "wormhole_b0";
  /// Move tensors to DRAM until the plan fits; false makes a misfit an error.
  bool spill = true;
  /// Planner budget per attempt.
  double timeoutSeconds = 2.0;
  /// An arch description given directly (overrides `arch`).
  std::optional<strata::device::ArchDesc> archDesc;
};

/// `--ttnn-plan-l1`: plans an L1 address for every L1 tensor (see L1Plan.h).
std::unique_ptr<Pass> createPlanL1Pass(PlanL1Options options = {});
void registerPlanL1Pass();

/// `--ttnn-print-l1-usage`: the op model's numbers per op, as remarks.
void registerPrintL1UsagePass();

} // namespace mlir::tt::ttnn

namespace strata::compiler {
/// Registers the ttcore and ttnn dialects (plus func) into `registry`.
void registerStrataDialects(mlir::DialectRegistry &registry);
} // namespace strata::compiler
