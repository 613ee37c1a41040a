// bench_place_l1: --ttnn-place-l1 followed by --ttnn-plan-l1 on every model of
// test/data/ttmlir_models/ (tt-mlir's TTIR graphs, lowered by --ttir-to-ttnn and
// --ttnn-const-eval-hoist before timing, as the default pipeline does), under
// Strata's policy and the model of tt-mlir's. The goal is
// placement + planning <= 2 s per model file on 2 cores (issue 29). Each
// iteration places and plans a fresh copy of the lowered module. Filter with
// --benchmark_filter='PlaceAndPlan/strata/llama'.
#include "strata/compiler/Passes.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/SourceMgr.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

namespace {

struct Lowered {
  std::unique_ptr<mlir::MLIRContext> context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
};

// The model lowered to ttnn (DRAM interleaved), or null module when it cannot be
// (the multi-device models).
Lowered lower(const std::string &path) {
  Lowered l;
  mlir::DialectRegistry registry;
  strata::compiler::registerStrataDialects(registry);
  l.context = std::make_unique<mlir::MLIRContext>(registry);
  l.context->loadAllAvailableDialects();
  mlir::ScopedDiagnosticHandler quiet(l.context.get(), [](mlir::Diagnostic &) {
    return mlir::success();
  });
  llvm::SourceMgr sources;
  std::string error;
  auto file = mlir::openInputFile(path, &error);
  if (!file)
    return l;
  sources.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  l.module = mlir::parseSourceFile<mlir::ModuleOp>(sources, l.context.get());
  if (!l.module)
    return l;
  mlir::PassManager pm(l.context.get());
  pm.addPass(strata::compiler::createCallInliner());
  pm.addPass(mlir::tt::ttnn::createTTIRToTTNNPass());
  pm.addPass(mlir::tt::ttnn::createConstEvalHoistPass());  // as the default pipeline
  if (mlir::failed(pm.run(*l.module)))
    l.module = nullptr;
  return l;
}

void placeAndPlan(benchmark::State &state, const std::string &path, const std::string &policy) {
  Lowered l = lower(path);
  if (!l.module) {
    state.SkipWithError("the model does not lower (a multi-device op)");
    return;
  }
  // Remarks are the passes' output, not their cost.
  mlir::ScopedDiagnosticHandler quiet(l.context.get(), [](mlir::Diagnostic &d) {
    return mlir::success(d.getSeverity() == mlir::DiagnosticSeverity::Remark);
  });
  for (auto _ : state) {
    state.PauseTiming();
    mlir::OwningOpRef<mlir::ModuleOp> module = l.module->clone();
    mlir::PassManager pm(l.context.get());
    mlir::tt::ttnn::PlaceL1Options place;
    place.placement = policy;
    pm.addPass(mlir::tt::ttnn::createPlaceL1Pass(place));
    pm.addPass(mlir::tt::ttnn::createPlanL1Pass());
    state.ResumeTiming();
    if (mlir::failed(pm.run(*module))) {
      state.SkipWithError("placement or planning failed");
      return;
    }
  }
}

} // namespace

int main(int argc, char **argv) {
  const std::filesystem::path dir =
      std::filesystem::path(STRATA_SOURCE_DIR) / "test" / "data" / "ttmlir_models";
  std::vector<std::filesystem::path> files;
  for (const auto &entry : std::filesystem::directory_iterator(dir))
    if (entry.path().extension() == ".mlir")
      files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  for (const char *policy : {"strata", "tt-mlir"})
    for (const auto &file : files) {
      const std::string name =
          std::string("PlaceAndPlan/") + policy + "/" + file.stem().string();
      benchmark::RegisterBenchmark(name.c_str(), placeAndPlan, file.string(), std::string(policy))
          ->Unit(benchmark::kMillisecond)
          ->Iterations(3);
    }
  benchmark::Initialize(&argc, argv);
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
