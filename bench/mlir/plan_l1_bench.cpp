// bench_plan_l1: --ttnn-plan-l1 on one generated function of 1,000 ttnn ops
// (planning a 1,000-op function takes < 1 s). The function mixes
// eltwise, binary and composite ops over L1 interleaved, height- and
// block-sharded and DRAM tensors, with values read again up to 16 ops later, so
// lifetimes overlap as in a real model. Each iteration plans a fresh copy of
// the parsed module: op model queries, lifetimes, plan/ solve, attributes.
#include "strata/compiler/Passes.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"
#include "strata/compiler/Dialect/TTNN/Utils/TextIR.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <benchmark/benchmark.h>
#include <fmt/core.h>

#include <cstdlib>
#include <string>
#include <vector>

namespace {

namespace sops = strata::ops;

std::string generateFunction(int numOps) {
  const strata::device::ArchDesc &arch = strata::device::builtinArch("wormhole_b0");
  sops::TensorDesc base;
  base.shape = sops::Shape{256, 256};
  const sops::MemoryConfig memories[] = {
      sops::MemoryConfig::l1(), sops::MemoryConfig::dram(),
      sops::MemoryConfig::sharded(sops::MemoryLayout::HeightSharded, 8, 1),
      sops::MemoryConfig::sharded(sops::MemoryLayout::BlockSharded, 8, 8)};
  const char *unary[] = {"exp", "relu", "sigmoid", "tanh", "neg", "silu"};
  const char *binary[] = {"add", "multiply", "maximum"};
  const char *composite[] = {"cosh", "softplus", "hardsigmoid"};
  std::vector<std::string> names{"%arg0"}, types;
  sops::TensorDesc arg = base;
  arg.memory = memories[0];
  types.push_back(strata::compiler::tensorTypeText(arg, arch));
  std::string body;
  for (int i = 0; i < numOps; ++i) {
    sops::TensorDesc out = base;
    out.memory = memories[(i * 7 + i / 5) % 4];
    const std::string outType = strata::compiler::tensorTypeText(out, arch);
    const std::string &a = names.back();
    const std::string &aType = types.back();
    if (i % 3 == 1 && names.size() > 1) {
      // An operand defined 1..16 values earlier keeps that value live across the gap.
      const size_t distance = 1 + static_cast<size_t>(i * 13) % std::min<size_t>(16, names.size() - 1);
      const size_t other = names.size() - 1 - distance;
      body += fmt::format("    %{} = \"ttnn.{}\"({}, {}) : ({}, {}) -> {}\n", i, binary[i % 3], a,
                          names[other], aType, types[other], outType);
    } else {
      const char *op = i % 10 == 4 ? composite[(i / 10) % 3] : unary[i % 6];
      body += fmt::format("    %{} = \"ttnn.{}\"({}) : ({}) -> {}\n", i, op, a, aType, outType);
    }
    names.push_back(fmt::format("%{}", i));
    types.push_back(outType);
  }
  return fmt::format("module {{\n  func.func @f(%arg0: {}) -> {} {{\n{}    return {} : {}\n  }}\n}}\n",
                     types[0], types.back(), body, names.back(), types.back());
}

void BM_PlanL1_1000Ops(benchmark::State &state) {
  mlir::DialectRegistry registry;
  strata::compiler::registerStrataDialects(registry);
  mlir::MLIRContext context(registry);
  context.loadAllAvailableDialects();
  const std::string text = generateFunction(static_cast<int>(state.range(0)));
  mlir::OwningOpRef<mlir::ModuleOp> parsed = mlir::parseSourceString<mlir::ModuleOp>(text, &context);
  if (!parsed) {
    state.SkipWithError("generated module does not parse");
    return;
  }
  // Planning remarks are part of the pass's output, not of its cost.
  mlir::ScopedDiagnosticHandler quiet(&context, [](mlir::Diagnostic &d) {
    return mlir::success(d.getSeverity() == mlir::DiagnosticSeverity::Remark);
  });
  for (auto _ : state) {
    state.PauseTiming();
    mlir::OwningOpRef<mlir::ModuleOp> module = parsed->clone();
    mlir::PassManager pm(&context);
    pm.addPass(mlir::tt::ttnn::createPlanL1Pass());
    state.ResumeTiming();
    if (mlir::failed(pm.run(*module))) {
      state.SkipWithError("planning failed");
      return;
    }
  }
  state.counters["ops"] = static_cast<double>(state.range(0));
}
BENCHMARK(BM_PlanL1_1000Ops)->Arg(1000)->Unit(benchmark::kMillisecond);

} // namespace

BENCHMARK_MAIN();
