// `--ttnn-create-memory-config`: derives each op's memory_config from its
// result's layout encoding, so the layout stays the single source of truth.
// Also `--ttnn-verify-layouts`, the `--ttnn-memory-pipeline` pipeline and the
// registration helpers strata-opt uses.
#include "strata/compiler/Passes.h"
#include "strata/compiler/TTNN.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;

namespace {

// Ops whose host (system memory) result gets an explicit
// `#ttnn.memory_config<#system_memory>`, as tt-mlir writes them.
bool takesSystemMemoryConfig(Operation *op) { return isa<ToLayoutOp, FromDeviceOp>(op); }

// A stated config that matches the derived one except for missing detail
// (no shard spec yet) is completed rather than reported.
bool isLessSpecific(MemoryConfigAttr stated, MemoryConfigAttr derived) {
  return stated.getBufferType() == derived.getBufferType() &&
         stated.getTensorMemoryLayout() == derived.getTensorMemoryLayout() &&
         !stated.getShardSpec() && derived.getShardSpec();
}

struct CreateMemoryConfigPass : public PassWrapper<CreateMemoryConfigPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CreateMemoryConfigPass)

  CreateMemoryConfigPass() = default;
  CreateMemoryConfigPass(const CreateMemoryConfigPass &other) : PassWrapper(other) {}
  explicit CreateMemoryConfigPass(const CreateMemoryConfigOptions &options) {
    overwrite = options.overwrite;
    deviceGrid = options.deviceGrid;
  }

  LogicalResult initialize(MLIRContext *context) override {
    if (deviceGrid.empty())
      return success();
    optionGrid = parseDeviceGrid(deviceGrid);
    if (!optionGrid)
      return emitError(UnknownLoc::get(context))
             << "ttnn-create-memory-config: device-grid '" << deviceGrid
             << "' is not RxC with both in 1..1024 (e.g. device-grid=8x8)";
    return success();
  }

  StringRef getArgument() const final { return "ttnn-create-memory-config"; }
  StringRef getDescription() const final {
    return "Set every ttnn op's memory_config from its result's layout encoding";
  }
  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<TTNNDialect>();
  }

  void runOnOperation() override {
    MLIRContext *context = &getContext();
    MemoryConfigAttr systemConfig = createSystemMemoryConfig(context);
    // The module's system description states the device; an option may only
    // repeat it (the op verifier checks configs against the description).
    DeviceGrid device;
    std::optional<DeviceGrid> described = findSystemDescDeviceGrid(getOperation());
    if (optionGrid && described && *optionGrid != *described) {
      getOperation()->emitOpError()
          << "device-grid=" << optionGrid->rows << "x" << optionGrid->cols << " contradicts the "
          << described->rows << "x" << described->cols
          << " worker grid of the module's ttcore.system_desc; drop the option or fix the "
             "description";
      return signalPassFailure();
    }
    if (optionGrid)
      device = *optionGrid;
    else if (described)
      device = *described;
    // Layouts are uniqued and a model uses few distinct ones: derive once each.
    DenseMap<Attribute, MemoryConfigAttr> derivedByLayout;
    bool anyError = false;

    getOperation()->walk([&](MemoryConfigOpInterface iface) {
      Operation *op = iface.getOperation();
      if (op->getNumResults() == 0)
        return;
      auto type = dyn_cast<RankedTensorType>(op->getResult(0).getType());
      auto layout = type ? dyn_cast_or_null<TTNNLayoutAttr>(type.getEncoding()) : nullptr;
      if (!layout)
        return;

      MemoryConfigAttr derived;
      if (layout.getBufferType() == BufferType::SystemMemory) {
        if (!takesSystemMemoryConfig(op))
          return; // never invent a config for host results elsewhere
        derived = systemConfig;
      } else {
        auto [it, inserted] = derivedByLayout.try_emplace(layout);
        if (inserted)
          it->second = deriveMemoryConfig(layout, device);
        derived = it->second;
        if (!derived) {
          // Cores outside the device grid: derive again to report it here.
          (void)deriveMemoryConfig(layout, device, [&] { return op->emitOpError(); });
          anyError = true;
          return;
        }
      }

      MemoryConfigAttr stated = iface.getMemoryConfigOrNull();
      if (stated == derived || (stated && memoryConfigsEquivalent(stated, derived)))
        return;
      // The layout leaves the shard spec open: any stated one is a choice the
      // layout cannot contradict, so a config agreeing on the rest is kept.
      if (stated && !overwrite && layout.ignoresPhysicalLayout() &&
          stated.getBufferType() == derived.getBufferType() &&
          stated.getTensorMemoryLayout() == derived.getTensorMemoryLayout())
        return;
      if (!stated || overwrite || isLessSpecific(stated, derived)) {
        iface.replaceMemoryConfig(derived);
        return;
      }
      op->emitOpError() << "memory_config " << stated
                        << " disagrees with the one its result layout implies, " << derived
                        << "; fix the layout or the config, or run with overwrite=true";
      anyError = true;
    });
    if (anyError)
      signalPassFailure();
  }

  Option<bool> overwrite{*this, "overwrite",
                         llvm::cl::desc("Replace memory configs that disagree with the layout "
                                        "instead of reporting them"),
                         llvm::cl::init(false)};
  Option<std::string> deviceGrid{
      *this, "device-grid",
      llvm::cl::desc("Device worker grid RxC that no-map sharded grids fill "
                     "(default: the module's ttcore.system_desc grid, else 8x8)"),
      llvm::cl::init("")};
  std::optional<DeviceGrid> optionGrid;
};

struct VerifyLayoutsPass : public PassWrapper<VerifyLayoutsPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(VerifyLayoutsPass)

  VerifyLayoutsPass() = default;
  VerifyLayoutsPass(const VerifyLayoutsPass &other) : PassWrapper(other) {}
  explicit VerifyLayoutsPass(const VerifyLayoutsOptions &options)
      : checkMemoryConfigs(options.checkMemoryConfigs) {
    strict = options.strict;
  }

  StringRef getArgument() const final { return "ttnn-verify-layouts"; }
  StringRef getDescription() const final {
    return "Check every ttnn layout against the layout rules and every memory config against "
           "its layout; reports all inconsistencies (errors, or warnings with strict=false)";
  }

  void runOnOperation() override {
    bool anyError = false;
    auto report = [&](Operation *op, ArrayRef<std::string> issues) {
      for (const std::string &issue : issues) {
        if (strict) {
          op->emitOpError() << issue;
          anyError = true;
        } else {
          op->emitWarning() << issue;
        }
      }
    };
    // A model repeats few (layout, shape) pairs: check each once.
    DenseMap<std::pair<Attribute, Type>, SmallVector<std::string>> rulesByType;
    auto check = [&](Operation *op, Type type) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      auto layout = tensor ? dyn_cast_or_null<TTNNLayoutAttr>(tensor.getEncoding()) : nullptr;
      if (!layout)
        return;
      auto [it, inserted] = rulesByType.try_emplace({layout, type});
      if (inserted) {
        // IR built in C++ skips the parser's checks: verify the attribute
        // itself first, since the rules rely on it (always an error).
        auto emit = [&] { return op->emitOpError(); };
        ttcore::GridAttr grid = layout.getGrid();
        if (!grid ||
            failed(ttcore::GridAttr::verify(emit, grid.getShape(), grid.getMapping(),
                                            grid.getInverseMapping(), grid.getNamedMaps())) ||
            failed(TTNNLayoutAttr::verify(emit, layout.getLinear(), grid, layout.getMemref(),
                                          layout.getMemLayout(), layout.getExactGrid(),
                                          layout.getIgnorePhysicalLayout(),
                                          layout.getTensorMesh(), layout.getCoreRangeSet()))) {
          anyError = true;
          return;
        }
        it->second = checkLayoutRules(layout, tensor.getShape());
      }
      report(op, it->second);
    };
    getOperation()->walk([&](Operation *op) {
      for (Type type : op->getResultTypes())
        check(op, type);
      // Signatures too: a declaration has no block arguments to visit.
      if (auto function = dyn_cast<FunctionOpInterface>(op)) {
        for (Type type : function.getArgumentTypes())
          check(op, type);
        for (Type type : function.getResultTypes())
          check(op, type);
      } else {
        for (Region &region : op->getRegions())
          for (Block &block : region)
            for (BlockArgument arg : block.getArguments())
              check(op, arg.getType());
      }
      if (checkMemoryConfigs)
        report(op, checkMemoryConfigAgainstLayout(op));
    });
    if (anyError)
      signalPassFailure();
  }

  Option<bool> strict{*this, "strict",
                      llvm::cl::desc("Report inconsistencies as errors (default) or, with "
                                     "strict=false, as warnings that do not fail the pass"),
                      llvm::cl::init(true)};
  bool checkMemoryConfigs = true;
};

// Reports what each result layout exposes, as remarks; tests read them.
struct PrintLayoutInfoPass : public PassWrapper<PrintLayoutInfoPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PrintLayoutInfoPass)

  StringRef getArgument() const final { return "ttnn-print-layout-info"; }
  StringRef getDescription() const final {
    return "Emit a remark per op result with its layout's derived properties";
  }

  void runOnOperation() override {
    getOperation()->walk([&](Operation *op) {
      for (Type type : op->getResultTypes()) {
        auto tensor = dyn_cast<RankedTensorType>(type);
        auto layout = tensor ? dyn_cast_or_null<TTNNLayoutAttr>(tensor.getEncoding()) : nullptr;
        if (!layout)
          continue;
        auto remark = op->emitRemark();
        std::optional<TensorMemoryLayout> ml = layout.getMemLayoutOpt();
        remark << "buffer=" << stringifyBufferType(layout.getBufferType())
               << " memory_layout=" << (ml ? stringifyTensorMemoryLayout(*ml) : "none") << " grid=";
        llvm::interleave(layout.getGrid().getShape(), remark, "x");
        remark << " shard=";
        llvm::interleave(layout.getShardShape(), remark, "x");
        remark << " scalar_shard=";
        llvm::interleave(layout.getScalarShardShape(), remark, "x");
        // Streamed as text so diagnostics do not quote the types.
        std::string element, scalar;
        llvm::raw_string_ostream(element) << layout.getElementType();
        llvm::raw_string_ostream(scalar) << layout.getScalarElementType();
        remark << " element=" << element << " scalar=" << scalar
               << " bytes_per_shard=" << layout.getShardSizeInBytes();
      }
    });
  }
};

struct MemoryPipelineOptions : public PassPipelineOptions<MemoryPipelineOptions> {
  Option<bool> overwrite{*this, "overwrite",
                         llvm::cl::desc("Forwarded to ttnn-create-memory-config"),
                         llvm::cl::init(false)};
  Option<std::string> deviceGrid{*this, "device-grid",
                                 llvm::cl::desc("Forwarded to ttnn-create-memory-config"),
                                 llvm::cl::init("")};
  Option<bool> strict{*this, "strict", llvm::cl::desc("Forwarded to ttnn-verify-layouts"),
                      llvm::cl::init(true)};
  Option<bool> planL1{*this, "plan-l1",
                      llvm::cl::desc("Run ttnn-plan-l1 (false: only derive memory configs, "
                                     "e.g. for IR with ops the op library does not model)"),
                      llvm::cl::init(true)};
  Option<std::string> arch{*this, "arch", llvm::cl::desc("Forwarded to ttnn-plan-l1"),
                           llvm::cl::init("wormhole_b0")};
  Option<bool> spill{*this, "spill", llvm::cl::desc("Forwarded to ttnn-plan-l1"),
                     llvm::cl::init(true)};
  Option<double> timeout{*this, "timeout", llvm::cl::desc("Forwarded to ttnn-plan-l1"),
                         llvm::cl::init(2.0)};
};

} // namespace

std::unique_ptr<Pass>
mlir::tt::ttnn::createCreateMemoryConfigPass(CreateMemoryConfigOptions options) {
  return std::make_unique<CreateMemoryConfigPass>(options);
}

std::unique_ptr<Pass> mlir::tt::ttnn::createVerifyLayoutsPass(VerifyLayoutsOptions options) {
  return std::make_unique<VerifyLayoutsPass>(options);
}

void mlir::tt::ttnn::registerStrataPasses() {
  PassRegistration<CreateMemoryConfigPass>();
  PassRegistration<VerifyLayoutsPass>();
  PassRegistration<PrintLayoutInfoPass>();
  registerPlanL1Pass();
  registerPrintL1UsagePass();
  PassPipelineRegistration<MemoryPipelineOptions>(
      "ttnn-memory-pipeline",
      "Verify layouts, plan L1 (spilling to DRAM when needed), then create memory configs "
      "from the (possibly spilled) layouts",
      [](OpPassManager &pm, const MemoryPipelineOptions &options) {
        // overwrite=true repairs disagreeing configs: only the layouts are checked.
        pm.addPass(createVerifyLayoutsPass({options.strict, !options.overwrite}));
        if (options.planL1)
          pm.addPass(createPlanL1Pass({options.arch, options.spill, options.timeout}));
        pm.addPass(createCreateMemoryConfigPass({options.overwrite, options.deviceGrid}));
      });
}

void strata::compiler::registerStrataDialects(DialectRegistry &registry) {
  registry.insert<ttcore::TTCoreDialect, TTNNDialect, func::FuncDialect>();
}
