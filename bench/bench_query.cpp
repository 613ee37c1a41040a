// Query latency (Query/<op>) against a dry run of the same op (DryRun/<op>: allocates
// every buffer and builds every program with its CBs and kernels, but enqueues nothing
// and runs no kernel). Results: docs/performance/ops.md.

#include "strata/ops_device/check.hpp"
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
  std::vector<std::string> params = {};  // name=value, as `--param` takes them
};

const std::vector<BenchCase>& cases() {
  static const std::vector<BenchCase> c = {
      {"exp", {"1x1x256x256:bf16:tile:l1"}},
      {"add", {"1x1x256x256:bf16:tile:l1", "1x1x256x256:bf16:tile:l1"}},
      // One op of each TTNN-vocabulary family: unary, parametrised unary, binary, ternary.
      {"atan", {"1x1x256x256:bf16:tile:l1"}},
      {"leaky_relu", {"1x1x256x256:bf16:tile:l1"}},
      {"atan2", {"1x1x256x256:bf16:tile:l1", "1x1x256x256:bf16:tile:l1"}},
      {"lerp", {"1x1x256x256:bf16:tile:l1", "1x1x256x256:bf16:tile:l1", "1x1x1x256:bf16:tile:l1"}},
      {"cosh", {"1x1x256x256:bf16:tile:l1"}},
      {"lgamma", {"1x1x256x256:bf16:tile:l1"}},
      {"multigammaln", {"1x1x256x256:bf16:tile:l1"}},
      {"layer_norm", {"1x1x256x256:bf16:tile:l1", "1x1x1x256:bf16:tile:l1", "1x1x1x256:bf16:tile:l1"}},
      {"softmax", {"1x1x256x256:bf16:tile:l1"}},
      // Fused programs with tt-metal's CB sets, and hardsigmoid now one unary.
      {"rms_norm", {"1x1x256x256:bf16:tile:l1", "1x1x1x256:bf16:tile:l1", "1x1x1x256:bf16:tile:l1"}},
      {"hardsigmoid", {"1x1x256x256:bf16:tile:l1"}},
      // The other families: reduction, matmul, creation, layout/type conversion, data movement.
      {"sum", {"1x1x256x256:bf16:tile:l1"}},
      {"matmul", {"1x1x256x256:bf16:tile:l1", "1x1x256x256:bf16:tile:l1"}},
      {"full", {"1x1x256x256:bf16:tile:l1"}},
      {"to_layout", {"1x1x256x256:bf16:row_major:dram"}},
      {"typecast", {"1x1x256x256:bf16:tile:l1"}},
      {"transpose", {"1x1x256x256:bf16:tile:l1"}},
      {"concat", {"1x1x256x256:bf16:tile:l1", "1x1x256x256:bf16:tile:l1"}},
      {"slice", {"1x1x256x256:bf16:tile:l1"}},
      // Index, normalisation, convolution / pooling and attention.
      {"argmax", {"1x1x256x256:bf16:tile:l1"}},
      {"embedding", {"1x1x32x64:u32:tile:l1", "1x1x512x256:bf16:tile:l1"}},
      {"batch_norm_inference",
       {"2x3x64x64:bf16:tile:l1", "1x3x1x1:bf16:tile:l1", "1x3x1x1:bf16:tile:l1",
        "1x3x1x1:bf16:tile:l1", "1x3x1x1:bf16:tile:l1"}},
      {"max_pool2d", {"1x1x1024x32:bf16:tile:l1"},
       {"input_height=32", "input_width=32", "kernel_size=2,2", "stride=2,2", "padding=0,0"}},
      {"conv2d", {"1x1x1024x32:bf16:tile:l1", "64x32x3x3:bf16:tile:l1", "1x1x1x64:bf16:tile:l1"},
       {"input_height=32", "input_width=32", "padding=1,1"}},
      {"scaled_dot_product_attention",
       {"1x8x128x64:bf16:tile:l1", "1x8x128x64:bf16:tile:l1", "1x8x128x64:bf16:tile:l1"}},
      // Integer ops.
      {"bitwise_and", {"1x1x256x256:i32:tile:l1", "1x1x256x256:i32:tile:l1"}},
      // Backward, fused and decode composites.
      {"gelu_bw", {"1x1x256x256:bf16:tile:l1", "1x1x256x256:bf16:tile:l1"}, {"approximate=1"}},
      {"batch_norm_training",
       {"2x3x64x64:bf16:tile:l1", "1x3x1x1:bf16:tile:l1", "1x3x1x1:bf16:tile:l1",
        "1x3x1x1:bf16:tile:l1", "1x3x1x1:bf16:tile:l1"}},
      {"rotary_embedding_llama",
       {"1x8x128x128:bf16:tile:l1", "1x1x128x128:bf16:tile:l1", "1x1x128x128:bf16:tile:l1",
        "1x1x32x32:bf16:tile:l1"}},
      {"scaled_dot_product_attention_decode",
       {"1x8x32x128:bf16:tile:l1", "8x8x256x128:bf16:tile:dram", "8x8x256x128:bf16:tile:dram"}},
      // Two results (values, indices), an in-place update, block-float storage.
      {"sort", {"1x1x256x256:bf16:tile:l1"}, {"indices_u16=1"}},
      {"topk", {"1x1x256x256:bf16:tile:l1"}, {"k=32"}},
      {"update_cache",
       {"1x32x64x128:bf16:tile:dram", "1x32x1x128:bf16:tile:dram", "1:i32:row_major:dram"}},
      {"add", {"1x1x256x256:bfp8:tile:l1", "1x1x256x256:bf16:tile:l1"}},
  };
  return c;
}

std::vector<ops::TensorDesc> descs(const BenchCase& c) {
  std::vector<ops::TensorDesc> d;
  for (const auto& s : c.inputs) d.push_back(ops::parseTensorSpec(s));
  return d;
}

ops::OpParams paramsOf(const ops::OpInfo& op, const BenchCase& c) {
  ops::OpParams p = op.defaults();
  for (const std::string& text : c.params) ops::parseParam(op, text, p);
  return p;
}

void benchQuery(benchmark::State& state, const BenchCase* c) {
  const device::ArchDesc& arch = device::builtinArch("wormhole_b0");
  const ops::OpInfo& op = ops::getOp(c->op);
  const std::vector<ops::TensorDesc> in = descs(*c);
  const ops::OpParams params = paramsOf(op, *c);
  for (auto _ : state) benchmark::DoNotOptimize(ops::query(op, in, params, arch));
}

void benchDryRun(benchmark::State& state, const BenchCase* c) {
  const device::ArchDesc& arch = device::builtinArch("wormhole_b0");
  const ops::OpInfo& op = ops::getOp(c->op);
  runtime::Device device(arch);
  std::vector<runtime::Tensor> inputs;
  for (const auto& d : descs(*c))
    inputs.push_back(runtime::Tensor::allocate(device, ops_device::toRuntimeSpec(d, arch)));
  const ops::OpParams params = paramsOf(op, *c);
  for (auto _ : state) {
    ops_device::ExecResult r = ops_device::execute(device, op, inputs, params, nullptr, nullptr, /*run_kernels=*/false);
    benchmark::DoNotOptimize(r.measured);
    // An in-place op's result is its input, which the next iteration reads again.
    if (!op.inPlace())
      for (runtime::Tensor& t : r.outputs) t.deallocate();
  }
}

const bool kRegistered = [] {
  for (const BenchCase& c : cases()) {
    // Two cases of one op (add in bf16 and with a bfp8 operand) are told apart by dtype.
    std::string name = c.op;
    if (c.inputs.front().find(":bfp8") != std::string::npos) name += "_bfp8";
    benchmark::RegisterBenchmark(("Query/" + name).c_str(), benchQuery, &c);
    benchmark::RegisterBenchmark(("DryRun/" + name).c_str(), benchDryRun, &c);
  }
  return true;
}();

}  // namespace

BENCHMARK_MAIN();
