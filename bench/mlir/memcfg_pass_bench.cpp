// bench_memcfg_pass: parse, --ttnn-create-memory-config, verify and print of a
// generated module of 100,000 ttnn ops with mixed layouts (DRAM/L1
// interleaved, height/width/block sharded with and without virtual->physical
// maps, row-major, system memory). Each phase is timed separately; the pass
// goal is >= 1M ops/s (docs/performance/compiler.md).
#include "strata/compiler/Passes.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <benchmark/benchmark.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace {

constexpr int kOps = 100000;

struct LayoutCase {
  const char *alias;
  const char *tensor; // tensor type using the alias
};

// The mix every generated op draws its result layout from.
constexpr std::array<LayoutCase, 8> kLayouts = {{
    {"#dram_il", "tensor<64x128xbf16, #dram_il>"},
    {"#l1_il", "tensor<256x256xbf16, #l1_il>"},
    {"#hs", "tensor<256x128xbf16, #hs>"},
    {"#ws", "tensor<32x2048xbf16, #ws>"},
    {"#bs", "tensor<1024x1024xbf16, #bs>"},
    {"#bs_nomap", "tensor<64x128xf32, #bs_nomap>"},
    {"#rm_hs", "tensor<64x128xbf16, #rm_hs>"},
    {"#host", "tensor<64x128xbf16, #host>"},
}};

constexpr const char *kHeader = R"(#dram = #ttnn.buffer_type<dram>
#l1 = #ttnn.buffer_type<l1>
#system_memory = #ttnn.buffer_type<system_memory>
#dram_il = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<2x4x!ttcore.tile<32x32, bf16>, #dram>, <interleaved>>
#l1_il = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, (d0, d1) -> (0, d0, d1)>, memref<1x1x!ttcore.tile<32x32, bf16>, #l1>, <interleaved>>
#hs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1, (d0, d1) -> (0, d0 floordiv 8, d0 mod 8)>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <height_sharded>>
#ws = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x16, (d0, d1) -> (0, d1 floordiv 8, d1 mod 8)>, memref<1x4x!ttcore.tile<32x32, bf16>, #l1>, <width_sharded>>
#bs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x8, (d0, d1) -> (0, d0, d1)>, memref<4x4x!ttcore.tile<32x32, bf16>, #l1>, <block_sharded>>
#bs_nomap = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x4>, memref<1x1x!ttcore.tile<32x32, f32>, #l1>, <block_sharded>>
#rm_hs = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <2x1>, memref<32x128xbf16, #l1>, <height_sharded>>
#host = #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <1x1>, memref<64x128xbf16, #system_memory>>
)";

// One function whose ops all read its arguments, so op count and layout mix
// are exact; op kinds rotate through unary, binary, matmul, typecast and
// from_device.
std::string generateModule(int numOps) {
  std::string text = kHeader;
  text.reserve(numOps * 200);
  text += "func.func @main(%a: tensor<64x128xbf16, #dram_il>) {\n";
  const std::string arg = "%a";
  const std::string argType = kLayouts[0].tensor;
  char buffer[64];
  for (int i = 0; i < numOps; ++i) {
    const LayoutCase &out = kLayouts[i % kLayouts.size()];
    std::snprintf(buffer, sizeof(buffer), "  %%%d = ", i);
    text += buffer;
    switch ((i / kLayouts.size()) % 5) {
    case 0:
      text += "\"ttnn.relu\"(" + arg + ") : (" + argType + ") -> " + out.tensor + "\n";
      break;
    case 1:
      text += "\"ttnn.add\"(" + arg + ", " + arg +
              ") <{dtype = #ttcore.supportedDataTypes<bf16>}> : (" + argType + ", " + argType +
              ") -> " + out.tensor + "\n";
      break;
    case 2:
      text += "\"ttnn.matmul\"(" + arg + ", " + arg + ") : (" + argType + ", " + argType + ") -> " +
              out.tensor + "\n";
      break;
    case 3:
      text += "\"ttnn.typecast\"(" + arg + ") <{dtype = #ttcore.supportedDataTypes<bf16>}> : (" +
              argType + ") -> " + out.tensor + "\n";
      break;
    default:
      text += "\"ttnn.from_device\"(" + arg + ") : (" + argType + ") -> " + out.tensor + "\n";
      break;
    }
  }
  text += "  return\n}\n";
  return text;
}

const std::string &moduleText() {
  static const std::string text = generateModule(kOps);
  return text;
}

void loadDialects(mlir::MLIRContext &context) {
  mlir::DialectRegistry registry;
  strata::compiler::registerStrataDialects(registry);
  context.appendDialectRegistry(registry);
  context.loadAllAvailableDialects();
  context.disableMultithreading();
}

mlir::OwningOpRef<mlir::ModuleOp> parseOrDie(mlir::MLIRContext &context, const std::string &text) {
  mlir::ParserConfig config(&context);
  auto module = mlir::parseSourceString<mlir::ModuleOp>(text, config);
  if (!module) {
    std::fprintf(stderr, "bench_memcfg_pass: generated module failed to parse\n");
    std::exit(1);
  }
  return module;
}

void runPass(mlir::MLIRContext &context, mlir::ModuleOp module) {
  mlir::PassManager pm(&context);
  pm.enableVerifier(false); // verification is measured on its own below
  pm.addPass(mlir::tt::ttnn::createCreateMemoryConfigPass());
  if (mlir::failed(pm.run(module))) {
    std::fprintf(stderr, "bench_memcfg_pass: pass failed\n");
    std::exit(1);
  }
}

void BM_Parse(benchmark::State &state) {
  mlir::MLIRContext context;
  loadDialects(context);
  const std::string &text = moduleText();
  for (auto _ : state) {
    auto module = parseOrDie(context, text);
    benchmark::DoNotOptimize(module.get());
  }
  state.SetItemsProcessed(state.iterations() * kOps);
  state.SetBytesProcessed(state.iterations() * static_cast<int64_t>(text.size()));
}

// Ops the pass must give a config: all but the host-result ops that are not
// from_device (1 in 8 ops has a host result; 1 in 5 of those is from_device).
constexpr int kExpectedConfigs = kOps - kOps / 8 + kOps / 8 / 5;

int countConfigs(mlir::ModuleOp module) {
  int count = 0;
  module.walk([&](mlir::tt::ttnn::MemoryConfigOpInterface op) {
    count += op.getMemoryConfigOrNull() ? 1 : 0;
  });
  return count;
}

// The pass on a module without configs (the real use): every op gets one.
void BM_CreateMemoryConfig(benchmark::State &state) {
  mlir::MLIRContext context;
  loadDialects(context);
  auto pristine = parseOrDie(context, moduleText());
  {
    // Self-check: the timed work really sets the configs.
    mlir::OwningOpRef<mlir::ModuleOp> probe = pristine->clone();
    runPass(context, *probe);
    if (countConfigs(*pristine) != 0 || countConfigs(*probe) != kExpectedConfigs) {
      state.SkipWithError("pass did not set the expected number of memory configs");
      return;
    }
  }
  for (auto _ : state) {
    state.PauseTiming();
    mlir::OwningOpRef<mlir::ModuleOp> module = pristine->clone();
    state.ResumeTiming();
    runPass(context, *module);
    state.PauseTiming();
    module = nullptr; // destruction is not the pass's cost
    state.ResumeTiming();
  }
  state.SetItemsProcessed(state.iterations() * kOps);
}

// The pass again on its own output: every config already agrees.
void BM_CreateMemoryConfigIdempotent(benchmark::State &state) {
  mlir::MLIRContext context;
  loadDialects(context);
  auto module = parseOrDie(context, moduleText());
  runPass(context, *module);
  for (auto _ : state)
    runPass(context, *module);
  state.SetItemsProcessed(state.iterations() * kOps);
}

// Full verification (layout encodings are uniqued and verified at parse; this
// is the per-op verifier including memory_config vs layout).
void BM_Verify(benchmark::State &state) {
  mlir::MLIRContext context;
  loadDialects(context);
  auto module = parseOrDie(context, moduleText());
  runPass(context, *module);
  for (auto _ : state)
    if (mlir::failed(mlir::verify(*module)))
      state.SkipWithError("verification failed");
  state.SetItemsProcessed(state.iterations() * kOps);
}

void BM_Print(benchmark::State &state) {
  mlir::MLIRContext context;
  loadDialects(context);
  auto module = parseOrDie(context, moduleText());
  runPass(context, *module);
  int64_t bytes = 0;
  for (auto _ : state) {
    std::string out;
    llvm::raw_string_ostream os(out);
    module->print(os);
    bytes += static_cast<int64_t>(os.str().size());
  }
  state.SetItemsProcessed(state.iterations() * kOps);
  state.SetBytesProcessed(bytes);
}

} // namespace

BENCHMARK(BM_Parse)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_CreateMemoryConfig)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_CreateMemoryConfigIdempotent)->Unit(benchmark::kMillisecond)->Iterations(10);
BENCHMARK(BM_Verify)->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_Print)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK_MAIN();
