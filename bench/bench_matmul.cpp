// Matmul throughput: the float64 host reference (the catalog's matmul reference, which
// every numeric check of a matmul runs) and the simulated device's matmul program, at
// the Llama-3.2-1B decode MLP's sizes (32 x 2048 x 8192) and a prefill-like square-ish
// one (512 x 2048 x 2048); and the decode MLP example itself run end to end as
// `strata run examples/llama_decode_mlp.mlir` runs it (random arguments, every step
// executed and checked against its reference), minus parsing and planning.
// Goals: reference and device >= 10 GFLOP/s each; the decode MLP
// in <= 2 s. docs/PERFORMANCE.md, "Matmul throughput (reference and simulated device)".

#include "strata/exec/graph.hpp"
#include "strata/exec/run.hpp"
#include "strata/ops/catalog.hpp"
#include "strata/ops_device/check.hpp"
#include "strata/ops_device/device.hpp"
#include "strata/runtime/device.hpp"

#include <benchmark/benchmark.h>

#include <stdexcept>
#include <vector>

namespace {

using namespace strata;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

const ops::OpInfo& op(const char* name) {
  const ops::OpInfo* info = ops::findOp(name);
  if (!info) throw std::runtime_error(std::string("no op ") + name);
  return *info;
}

ops::Shape shape2(std::uint32_t rows, std::uint32_t cols) {
  ops::Shape s;
  s.dims[s.rank++] = rows;
  s.dims[s.rank++] = cols;
  return s;
}

void setFlops(benchmark::State& state, double m, double k, double n) {
  state.counters["GFLOP/s"] =
      benchmark::Counter(2 * m * k * n * 1e-9, benchmark::Counter::kIsIterationInvariantRate);
}

// The reference on random float64 values (a check of a bf16 matmul feeds it the bf16
// values read back as float64).
void BM_ReferenceMatmul(benchmark::State& state) {
  const auto m = static_cast<std::uint32_t>(state.range(0));
  const auto k = static_cast<std::uint32_t>(state.range(1));
  const auto n = static_cast<std::uint32_t>(state.range(2));
  std::vector<ops::HostTensor> in(2);
  in[0].shape = shape2(m, k);
  in[0].data = ops_device::randomValues(std::uint64_t(m) * k, -1, 1, false, 1);
  in[1].shape = shape2(k, n);
  in[1].data = ops_device::randomValues(std::uint64_t(k) * n, -1, 1, false, 2);
  const ops::OpInfo& matmul = op("matmul");
  const ops::OpParams params = matmul.defaults();
  for (auto _ : state) benchmark::DoNotOptimize(matmul.reference(in, params));
  setFlops(state, m, k, n);
}
BENCHMARK(BM_ReferenceMatmul)
    ->Args({32, 2048, 8192})
    ->Args({512, 2048, 2048})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The device's matmul program on bf16 tiles: a and b in DRAM (interleaved), the result
// in DRAM; per iteration the op as ops_device::execute runs it (query, output, program, kernels).
void BM_DeviceMatmul(benchmark::State& state) {
  const auto m = static_cast<std::uint32_t>(state.range(0));
  const auto k = static_cast<std::uint32_t>(state.range(1));
  const auto n = static_cast<std::uint32_t>(state.range(2));
  runtime::Device device(wormhole());
  const ops::OpInfo& matmul = op("matmul");
  const ops::TensorDesc a{shape2(m, k), device::DataType::BFloat16, device::Layout::Tile,
                          device::MemoryConfig::dram()};
  const ops::TensorDesc b{shape2(k, n), device::DataType::BFloat16, device::Layout::Tile,
                          device::MemoryConfig::dram()};
  const std::vector<runtime::Tensor> inputs{ops_device::randomTensor(device, a, matmul, 1),
                                            ops_device::randomTensor(device, b, matmul, 2)};
  const ops::OpParams params = matmul.defaults();
  for (auto _ : state) benchmark::DoNotOptimize(ops_device::execute(device, matmul, inputs, params));
  setFlops(state, m, k, n);
}
BENCHMARK(BM_DeviceMatmul)
    ->Args({32, 2048, 8192})
    ->Args({512, 2048, 2048})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// examples/llama_decode_mlp.mlir as exec::runGraph runs it after `strata run` has parsed
// it: the same values, memory configs and steps (deallocations as lifetimes).
exec::Graph llamaDecodeMlp() {
  using device::TensorMemoryLayout;
  const auto bf16 = [](ops::Shape s, device::MemoryConfig mc) {
    return ops::TensorDesc{s, device::DataType::BFloat16, device::Layout::Tile, mc};
  };
  const auto l1 = device::MemoryConfig::l1(), dram = device::MemoryConfig::dram();
  const auto width64 = device::MemoryConfig::sharded(TensorMemoryLayout::WidthSharded, 8, 8);
  const auto block8 = device::MemoryConfig::sharded(TensorMemoryLayout::BlockSharded, 8, 1);
  exec::Graph g;
  g.function = "llama_decode_mlp";
  const auto value = [&](const char* name, ops::TensorDesc desc, exec::ValuePlace place) {
    g.values.push_back({name, desc, place, std::nullopt, -1, -1});
    return static_cast<int>(g.values.size() - 1);
  };
  const auto L1 = exec::ValuePlace::L1, D = exec::ValuePlace::Dram;
  const int x = value("%arg0", bf16(shape2(32, 2048), l1), L1);
  const int w = value("%arg1", bf16(shape2(1, 2048), dram), D);
  const int w1 = value("%arg2", bf16(shape2(2048, 8192), dram), D);
  const int w3 = value("%arg3", bf16(shape2(2048, 8192), dram), D);
  const int w2 = value("%arg4", bf16(shape2(8192, 2048), dram), D);
  g.arguments = {x, w, w1, w3, w2};
  const auto step = [&](const char* name, std::vector<int> in, ops::TensorDesc out,
                        exec::ValuePlace place) {
    const ops::OpInfo& info = op(name);
    exec::GraphStep s;
    s.kind = exec::StepKind::Compute;
    s.name = name;
    s.op = &info;
    s.inputs = in;
    s.params = info.defaults();
    s.output = value(name, out, place);
    const auto index = static_cast<std::int64_t>(g.steps.size());
    g.values[static_cast<std::size_t>(s.output)].defined = index;
    for (int v : in) g.values[static_cast<std::size_t>(v)].last_use = index;
    g.steps.push_back(std::move(s));
    return g.steps.back().output;
  };
  const int h = step("rms_norm", {x, w}, bf16(shape2(32, 2048), l1), L1);
  g.steps.back().params.set("epsilon", 9.99999974E-6);
  const int hs = step("to_memory_config", {h}, bf16(shape2(32, 2048), width64), L1);
  const int gate = step("matmul", {hs, w1}, bf16(shape2(32, 8192), block8), L1);
  const int up = step("matmul", {hs, w3}, bf16(shape2(32, 8192), block8), L1);
  const int act = step("silu", {gate}, bf16(shape2(32, 8192), block8), L1);
  const int prod = step("multiply", {act, up}, bf16(shape2(32, 8192), block8), L1);
  const int down = step("matmul", {prod, w2}, bf16(shape2(32, 2048), l1), L1);
  const int y = step("add", {x, down}, bf16(shape2(32, 2048), l1), L1);
  g.results = {y};
  g.values[static_cast<std::size_t>(y)].last_use = static_cast<std::int64_t>(g.steps.size());
  return g;
}

void BM_LlamaDecodeMlpRun(benchmark::State& state) {
  const exec::Graph graph = llamaDecodeMlp();
  for (auto _ : state) {
    runtime::Device device(wormhole());
    const exec::RunReport report = exec::runGraph(device, graph, exec::RunOptions{});
    if (!report.error.empty() || report.numeric_failures != 0) {
      state.SkipWithError(report.error.empty() ? "numeric failure" : report.error.c_str());
      break;
    }
  }
  // The three matmuls' work.
  setFlops(state, 32, 2048, 3 * 8192);
}
BENCHMARK(BM_LlamaDecodeMlpRun)->Unit(benchmark::kMillisecond)->UseRealTime()->Iterations(3);

}  // namespace

BENCHMARK_MAIN();
