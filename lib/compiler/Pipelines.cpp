// `--ttnn-memory-pipeline` and the registration strata-opt uses.
#include "strata/compiler/Dialect/TTNN/Analysis/OpModel.h"
#include "strata/compiler/Passes.h"
#include "strata/compiler/Dialect/TTIR/IR/TTIR.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"

#include "mlir/Dialect/Func/Extensions/InlinerExtension.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Quant/QuantOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;

namespace {

struct MemoryPipelineOptions : public PassPipelineOptions<MemoryPipelineOptions> {
  Option<bool> overwrite{*this, "overwrite",
                         llvm::cl::desc("Forwarded to ttnn-create-memory-config"),
                         llvm::cl::init(false)};
  Option<std::string> deviceGrid{*this, "device-grid",
                                 llvm::cl::desc("Forwarded to ttnn-create-memory-config"),
                                 llvm::cl::init("")};
  Option<bool> strict{*this, "strict",
                      llvm::cl::desc("Run the strict ttnn-verify-layouts first and stop on what "
                                     "it reports (default false: what tt-mlir reads is "
                                     "accepted, and ttnn-repair-layouts rewrites the layout "
                                     "fields tt-mlir does not read)"),
                      llvm::cl::init(false)};
  Option<bool> planL1{*this, "plan-l1",
                      llvm::cl::desc("Run ttnn-plan-l1 (false: only derive memory configs, "
                                     "e.g. for IR with ops the op library does not model)"),
                      llvm::cl::init(true)};
  Option<std::string> arch{*this, "arch",
                           llvm::cl::desc("Forwarded to ttnn-plan-l1 and "
                                          "ttnn-create-memory-config (default: the module's "
                                          "ttcore.system_desc, else wormhole_b0)"),
                           llvm::cl::init("")};
  Option<std::string> placement{
      *this, "placement",
      llvm::cl::desc("Run ttnn-place-l1 with this policy before planning: strata, tt-mlir or "
                     "dram (default dram: activations stay where the input put them)"),
      llvm::cl::init("dram")};
  Option<bool> constEval{*this, "const-eval",
                         llvm::cl::desc("ttir-to-ttnn-memory-pipeline: run "
                                        "ttnn-const-eval-hoist after the lowering (default "
                                        "true, as tt-mlir's enable-const-eval)"),
                         llvm::cl::init(true)};
  Option<bool> spill{*this, "spill", llvm::cl::desc("Forwarded to ttnn-plan-l1"),
                     llvm::cl::init(true)};
  Option<double> timeout{*this, "timeout", llvm::cl::desc("Forwarded to ttnn-plan-l1"),
                         llvm::cl::init(2.0)};
};

} // namespace

namespace {
void buildMemoryPipeline(OpPassManager &pm, const MemoryPipelineOptions &options) {
  // Parsing already applied tt-mlir's own layout rules; the strict
  // rules are opt-in (strict=true), the non-authoritative fields of
  // interleaved / host layouts are repaired with one warning per function.
  if (options.strict) {
    VerifyLayoutsPassOptions verify;
    verify.strict = true;
    // overwrite=true repairs disagreeing configs: only the layouts are checked.
    verify.checkMemoryConfigs = !options.overwrite;
    pm.addPass(createVerifyLayoutsPass(verify));
  }
  pm.addPass(createRepairLayoutsPass());
  if (options.planL1) {
    if (options.placement != "dram") {
      PlaceL1Options place;
      place.arch = options.arch;
      place.placement = options.placement;
      pm.addPass(createPlaceL1Pass(place));
    }
    PlanL1Options plan;
    plan.arch = options.arch;
    plan.spill = options.spill;
    plan.timeout = options.timeout;
    pm.addPass(createPlanL1Pass(plan));
  }
  CreateMemoryConfigPassOptions create;
  create.overwrite = options.overwrite;
  create.arch = options.arch.empty() ? kDefaultArch.str() : std::string(options.arch);
  create.deviceGrid = options.deviceGrid;
  pm.addPass(createCreateMemoryConfigPass(create));
}
} // namespace

void mlir::tt::ttnn::registerStrataPasses() {
  registerStrataCompilerPasses();
  PassPipelineRegistration<MemoryPipelineOptions>(
      "ttnn-memory-pipeline",
      "Repair non-authoritative layout fields (strict=true: verify layouts first), plan L1 "
      "(spilling to DRAM when needed), then create memory configs from the (possibly spilled) "
      "layouts",
      buildMemoryPipeline);
  PassPipelineRegistration<MemoryPipelineOptions>(
      "ttir-to-ttnn-memory-pipeline",
      "Lower a TTIR module to ttnn (--ttir-to-ttnn), then run --ttnn-memory-pipeline with the "
      "same options",
      [](OpPassManager &pm, const MemoryPipelineOptions &options) {
        pm.addPass(strata::compiler::createCallInliner());
        pm.addPass(createTTIRToTTNNPass());
        if (options.constEval)
          pm.addPass(createConstEvalHoistPass());
        buildMemoryPipeline(pm, options);
      });
}

void strata::compiler::registerStrataDialects(DialectRegistry &registry) {
  // quant: tt-mlir's quantized tensors (!quant.uniform<i32:f32, ...>) around
  // ttnn.quantize / dequantize / requantize; their layouts say how they are stored.
  registry.insert<ttcore::TTCoreDialect, TTNNDialect, ttir::TTIRDialect, func::FuncDialect,
                  quant::QuantizationDialect>();
  func::registerInlinerExtension(registry);
}

std::unique_ptr<Pass> strata::compiler::createCallInliner() {
  return createInlinerPass(/*opPipelines=*/{}, /*defaultPipelineBuilder=*/[](OpPassManager &) {});
}
