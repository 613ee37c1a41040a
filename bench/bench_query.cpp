// Query latency (Query/<op>) against a dry run of the same op (DryRun/<op>: allocates
// every buffer and builds every program with its CBs and kernels, but enqueues nothing
// and runs no kernel). Results: docs/performance/ops.md.

#include "strata/ops/check.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

namespace {

using namespace strata;

struct BenchCase {
  const char* op;
  std::vector<std::string> inputs;
};

const std::vector<BenchCase>& cases() {
  static const std::vector<BenchCase> c = {
      {"exp", {"1x1x256x256:bf16:tile:l1"}},
      {"add", {"1x1x256x256:bf16:tile:l1", "1x1x256x256:bf16:tile:l1"}},
      // One op of each family issue 15 added: unary, parametrised unary, binary, ternary.
      {"atan", {"1x1x256x256:bf16:tile:l1"}},
      {"leaky_relu", {"1x1x256x256:bf16:tile:l1"}},
      {"atan2", {"1x1x256x256:bf16:tile:l1", "1x1x256x256:bf16:tile:l1"}},
      {"lerp", {"1x1x256x256:bf16:tile:l1", "1x1x256x256:bf16:tile:l1", "1x1x1x256:bf16:tile:l1"}},
      {"cosh", {"1x1x256x256:bf16:tile:l1"}},
      {"lgamma", {"1x1x256x256:bf16:tile:l1"}},
      {"multigammaln", {"1x1x256x256:bf16:tile:l1"}},
      {"layer_norm", {"1x1x256x256:bf16:tile:l1", "1x1x1x256:bf16:tile:l1", "1x1x1x256:bf16:tile:l1"}},
      {"softmax", {"1x1x256x256:bf16:tile:l1"}},
      // The other families: reduction, matmul, creation, layout/type conversion, data movement.
      {"sum", {"1x1x256x256:bf16:tile:l1"}},
      {"matmul", {"1x1x256x256:bf16:tile:l1", "1x1x256x256:bf16:tile:l1"}},
      {"full", {"1x1x256x256:bf16:tile:l1"}},
      {"to_layout", {"1x1x256x256:bf16:row_major:dram"}},
      {"typecast", {"1x1x256x256:bf16:tile:l1"}},
      {"transpose", {"1x1x256x256:bf16:tile:l1"}},
      {"concat", {"1x1x256x256:bf16:tile:l1", "1x1x256x256:bf16:tile:l1"}},
      {"slice", {"1x1x256x256:bf16:tile:l1"}},
  };
  return c;
}

std::vector<ops::TensorDesc> descs(const BenchCase& c) {
  std::vector<ops::TensorDesc> d;
  for (const auto& s : c.inputs) d.push_back(ops::parseTensorSpec(s));
  return d;
}

void benchQuery(benchmark::State& state, const BenchCase* c) {
  const device::ArchDesc& arch = device::builtinArch("wormhole_b0");
  const ops::OpInfo& op = ops::getOp(c->op);
  const std::vector<ops::TensorDesc> in = descs(*c);
  const ops::OpParams params = op.defaults();
  for (auto _ : state) benchmark::DoNotOptimize(ops::query(op, in, params, arch));
}

void benchDryRun(benchmark::State& state, const BenchCase* c) {
  const device::ArchDesc& arch = device::builtinArch("wormhole_b0");
  const ops::OpInfo& op = ops::getOp(c->op);
  runtime::Device device(arch);
  std::vector<runtime::Tensor> inputs;
  for (const auto& d : descs(*c))
    inputs.push_back(runtime::Tensor::allocate(device, ops::toRuntimeSpec(d, arch)));
  const ops::OpParams params = op.defaults();
  for (auto _ : state) {
    ops::ExecResult r = ops::execute(device, op, inputs, params, nullptr, nullptr, /*run_kernels=*/false);
    benchmark::DoNotOptimize(r.measured);
    r.output.deallocate();
  }
}

const bool kRegistered = [] {
  for (const BenchCase& c : cases()) {
    benchmark::RegisterBenchmark((std::string("Query/") + c.op).c_str(), benchQuery, &c);
    benchmark::RegisterBenchmark((std::string("DryRun/") + c.op).c_str(), benchDryRun, &c);
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
