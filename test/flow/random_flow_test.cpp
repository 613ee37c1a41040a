// The compiler meets the runtime on functions nobody wrote by hand: random TTNN
// functions (op chains over L1 / DRAM / sharded tensors, some on an arch with a small
// L1 so that the planner must spill) are planned by --ttnn-plan-l1 and run on the
// simulated device. Every op must measure exactly its planned L1, no stack/CB region
// may reach a planned tensor, and every result must match its host reference.

#include "strata/compiler/Run/LoadGraph.h"
#include "strata/compiler/Dialect/TTNN/Utils/TextIR.h"
#include "strata/exec/run.hpp"
#include "strata/ops_device/check.hpp"
#include "strata/ops/query.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <algorithm>
#include <cmath>
#include <optional>
#include <random>

namespace strata {
namespace {

// Values stay inside every op's documented test domain (the range its tolerance holds
// on), tracked by interval arithmetic: chained ops would otherwise feed each other
// inputs far outside it (sinh of cosh of exp ...).
struct Range {
  double lo = -1, hi = 1;
};

struct GenValue {
  std::string name;
  ops::TensorDesc desc;
  Range range;
};

// The output range of `op` on inputs in `in`, or nullopt if the op is not tracked.
std::optional<Range> outputRange(std::string_view op, const std::vector<Range>& in) {
  const Range a = in[0];
  const double m = std::max(std::abs(a.lo), std::abs(a.hi));
  if (op == "relu") return Range{std::max(0.0, a.lo), std::max(0.0, a.hi)};
  if (op == "neg") return Range{-a.hi, -a.lo};
  if (op == "abs") return Range{a.lo >= 0 ? a.lo : 0.0, m};
  if (op == "sigmoid" || op == "hardsigmoid" || op == "softmax") return Range{0, 1};
  if (op == "tanh" || op == "sin" || op == "cos") return Range{-1, 1};
  if (op == "silu") return Range{-0.28, std::max(a.hi, 0.0)};
  if (op == "exp") return Range{std::exp(a.lo), std::exp(a.hi)};
  if (op == "cosh") return Range{1, std::cosh(m)};
  if (op == "sinh") return Range{std::sinh(a.lo), std::sinh(a.hi)};
  if (op == "softplus") return Range{0, std::max(a.hi, 0.0) + 1};
  if (op == "selu") return Range{-1.76, 1.06 * std::max(a.hi, 0.0)};
  if (op == "atan") return Range{std::atan(a.lo), std::atan(a.hi)};
  if (op == "erf") return Range{std::erf(a.lo), std::erf(a.hi)};
  if (op == "relu6") return Range{std::clamp(a.lo, 0.0, 6.0), std::clamp(a.hi, 0.0, 6.0)};
  if (in.size() < 2) return std::nullopt;
  const Range b = in[1];
  if (op == "add") return Range{a.lo + b.lo, a.hi + b.hi};
  if (op == "subtract") return Range{a.lo - b.hi, a.hi - b.lo};
  if (op == "maximum") return Range{std::max(a.lo, b.lo), std::max(a.hi, b.hi)};
  if (op == "atan2") return Range{-M_PI, M_PI};
  if (op == "multiply") {
    const double p[] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
    return Range{*std::min_element(p, p + 4), *std::max_element(p, p + 4)};
  }
  return std::nullopt;
}

class FunctionGenerator {
 public:
  FunctionGenerator(std::uint64_t seed, const device::ArchDesc& arch) : rng_(seed), arch_(arch) {}

  // A function text and the number of ops in it.
  std::string generate(bool dram_arguments) {
    values_.clear();
    body_.clear();
    const std::uint32_t heights[] = {32, 64, 128, 256};
    const std::uint32_t widths[] = {32, 64, 128, 256};
    base_.shape = ops::Shape{pick(heights), pick(widths)};
    if (chance(0.2)) base_.shape = ops::Shape{1 + uniform(2), pick(heights), pick(widths)};
    base_.dtype = chance(0.5) ? device::DataType::BFloat16 : device::DataType::Float32;
    base_.layout = ops::Layout::Tile;

    std::string signature;
    const int args = 1 + static_cast<int>(uniform(3));
    for (int i = 0; i < args; ++i) {
      ops::TensorDesc d = base_;
      d.memory = dram_arguments ? ops::MemoryConfig::dram() : randomMemory(d);
      values_.push_back({fmt::format("%arg{}", i), d, Range{}});
      signature += fmt::format("{}%arg{}: {}", i ? ", " : "", i, type(d));
    }
    const int ops_wanted = 3 + static_cast<int>(uniform(10));
    for (int attempt = 0; attempt < 200 && ops_ < ops_wanted; ++attempt) tryAddOp();
    const GenValue& result = values_.back();
    return fmt::format("module {{\n  func.func @random({}) -> {} {{\n{}    return {} : {}\n  }}\n}}\n",
                       signature, type(result.desc), body_, result.name, type(result.desc));
  }
  int ops() const { return ops_; }
  // Inputs in the range the generator assumed for the arguments.
  std::vector<std::optional<runtime::HostTensor>> inputs(std::uint64_t seed) const {
    std::vector<std::optional<runtime::HostTensor>> result;
    for (const GenValue& v : values_) {
      if (v.name.rfind("%arg", 0) != 0) break;
      runtime::HostTensor host;
      host.shape = ops_device::toRuntimeShape(v.desc.shape);
      host.dtype = v.desc.dtype;
      host.values = ops_device::randomValues(v.desc.shape.volume(), v.range.lo, v.range.hi, false,
                                      seed + result.size());
      result.push_back(std::move(host));
    }
    return result;
  }
  std::uint64_t maxReserved() const { return max_reserved_; }
  std::uint64_t maxTensorBytes() const { return max_tensor_; }

 private:
  std::uint32_t uniform(std::uint32_t n) { return static_cast<std::uint32_t>(rng_() % n); }
  bool chance(double p) { return std::uniform_real_distribution<double>(0, 1)(rng_) < p; }
  template <typename T, std::size_t N>
  T pick(const T (&items)[N]) { return items[uniform(N)]; }

  std::string type(const ops::TensorDesc& d) const { return compiler::tensorTypeText(d, arch_); }

  // DRAM, L1 interleaved, or an L1 shard grid the tensor divides evenly into.
  ops::MemoryConfig randomMemory(const ops::TensorDesc& d) {
    const std::uint32_t tile_rows = static_cast<std::uint32_t>(d.tileRows(arch_));
    const std::uint32_t tile_cols = static_cast<std::uint32_t>(d.tileCols(arch_));
    switch (uniform(5)) {
      case 0: return ops::MemoryConfig::dram();
      case 1: return ops::MemoryConfig::l1();
      case 2: {
        const std::uint32_t n = divisorUpTo(tile_rows, arch_.grid_x);
        return ops::MemoryConfig::sharded(ops::MemoryLayout::HeightSharded, n, 1);
      }
      case 3: {
        const std::uint32_t n = divisorUpTo(tile_cols, arch_.grid_x);
        return ops::MemoryConfig::sharded(ops::MemoryLayout::WidthSharded, n, 1);
      }
      default: {
        const std::uint32_t r = divisorUpTo(tile_rows, arch_.grid_y);
        const std::uint32_t c = divisorUpTo(tile_cols, arch_.grid_x);
        return ops::MemoryConfig::sharded(ops::MemoryLayout::BlockSharded, c, r);
      }
    }
  }
  std::uint32_t divisorUpTo(std::uint32_t n, std::uint32_t limit) {
    std::vector<std::uint32_t> divisors;
    for (std::uint32_t d = 1; d <= std::min(n, limit); ++d)
      if (n % d == 0) divisors.push_back(d);
    return divisors[uniform(static_cast<std::uint32_t>(divisors.size()))];
  }

  // Picks an op and operands; keeps it only if the op library accepts the arguments
  // and produces exactly the result description chosen (the IR must be valid).
  void tryAddOp() {
    static const char* const unary[] = {"exp", "relu", "neg", "sigmoid", "tanh", "abs", "silu",
                                        "sin", "cos", "cosh", "sinh", "softplus", "hardsigmoid",
                                        "selu", "softmax", "atan", "erf", "relu6"};
    static const char* const binary[] = {"add", "multiply", "subtract", "maximum", "atan2"};
    const bool is_binary = chance(0.35);
    const char* name = is_binary ? pick(binary) : pick(unary);
    const ops::OpInfo& op = ops::getOp(name);
    std::vector<int> operands;
    for (int i = 0; i < op.arity; ++i)
      operands.push_back(static_cast<int>(uniform(static_cast<std::uint32_t>(values_.size()))));
    ops::TensorDesc out = base_;
    out.memory = randomMemory(out);
    std::vector<ops::TensorDesc> inputs;
    std::vector<Range> ranges;
    for (int v : operands) {
      inputs.push_back(values_[v].desc);
      ranges.push_back(values_[v].range);
      if (values_[v].range.lo < op.domain_lo || values_[v].range.hi > op.domain_hi) return;
    }
    const std::optional<Range> range = outputRange(name, ranges);
    if (!range) return;
    try {
      ops::checkArguments(op, inputs, op.defaults(), arch_, &out.memory);
      ops::AccountingContext accountant(arch_);
      std::vector<ops::TensorRef> refs;
      for (const ops::TensorDesc& d : inputs) refs.push_back({d, -1});
      // runOp, as the op model calls it: it stages width / block shards for softmax.
      const ops::OutputSpec spec = ops::OutputSpec::heapIn(out.memory);
      const ops::TensorRef produced =
          ops::runOp(op, accountant, refs, op.defaults(), std::span(&spec, 1)).tensors[0];
      if (!(produced.desc == out)) return;
      max_reserved_ = std::max(max_reserved_, accountant.usage().peak);
      max_tensor_ = std::max(max_tensor_, out.l1BytesPerCore(arch_));
      (void)type(out);  // expressible in tt-mlir's syntax
    } catch (const Error&) {
      return;
    }
    std::string operand_list, operand_types;
    for (std::size_t i = 0; i < operands.size(); ++i) {
      operand_list += (i ? ", " : "") + values_[operands[i]].name;
      operand_types += (i ? ", " : "") + type(values_[operands[i]].desc);
    }
    const std::string result = fmt::format("%{}", ops_);
    const std::string attributes =
        std::string(name) == "softmax" ? " <{dimension = -1 : si32}>" : "";
    body_ += fmt::format("    {} = \"ttnn.{}\"({}){} : ({}) -> {}\n", result, name, operand_list,
                         attributes, operand_types, type(out));
    values_.push_back({result, out, *range});
    ++ops_;
  }

  std::mt19937_64 rng_;
  const device::ArchDesc& arch_;
  ops::TensorDesc base_;
  std::vector<GenValue> values_;
  std::string body_;
  int ops_ = 0;
  std::uint64_t max_reserved_ = 0;
  std::uint64_t max_tensor_ = 0;
};

// An arch whose L1 holds only `bytes` above the unreserved base.
device::ArchDesc smallL1(std::uint64_t bytes) {
  device::ArchDesc arch = device::builtinArch("wormhole_b0");
  arch.name = fmt::format("wormhole_b0_l1_{}", bytes);
  arch.l1_size = arch.l1_unreserved_base + bytes;
  return arch;
}

TEST(RandomFlow, PlannedFunctionsRunExactlyAsPlanned) {
  const device::ArchDesc& wormhole = device::builtinArch("wormhole_b0");
  const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                    fmt::format("strata_random_flow_{}", ::getpid());
  std::filesystem::create_directories(dir);
  int functions = 0, total_ops = 0, spilled = 0;
  for (std::uint64_t seed = 1; functions < 220; ++seed) {
    // Every third function runs on a small L1 (DRAM arguments, so spilling can
    // always make room): the planner must move tensors to DRAM.
    const bool tight = seed % 3 == 0;
    FunctionGenerator generator(seed, wormhole);
    const std::string text = generator.generate(tight);
    if (generator.ops() == 0) continue;
    device::ArchDesc arch = wormhole;
    if (tight) {
      // Room for the largest op's stack + CBs and a few tensors, not for all of them.
      arch = smallL1(generator.maxReserved() + generator.maxTensorBytes());
    }
    const std::string path = (dir / fmt::format("f{}.mlir", seed)).string();
    std::ofstream(path) << text;
    SCOPED_TRACE(fmt::format("seed {} ({}):\n{}", seed, arch.name, text));
    compiler::LoadedGraph loaded;
    ASSERT_NO_THROW(loaded = compiler::loadGraph(path, arch));
    ASSERT_TRUE(loaded.graph.planned);
    spilled += loaded.planSummary.find("spills = 0") == std::string::npos;
    runtime::Device device(arch);
    const exec::RunReport report = exec::runGraph(device, loaded.graph, exec::RunOptions{seed, generator.inputs(seed), std::nullopt});
    EXPECT_EQ(report.error, "");
    EXPECT_EQ(report.l1_mismatches, 0u);
    EXPECT_EQ(report.clashes, 0u);
    EXPECT_EQ(report.numeric_failures, 0u);
    for (const exec::StepReport& s : report.steps)
      EXPECT_TRUE(s.l1_match && !s.clash && (!s.checked || s.numerics.within_tolerance))
          << "step " << s.step << " " << s.name << ": planned peak " << s.planned.peak
          << ", measured " << s.measured.peak << ", max abs error " << s.numerics.max_abs_error;
    if (::testing::Test::HasFailure()) break;
    ++functions;
    total_ops += generator.ops();
  }
  std::filesystem::remove_all(dir);
  EXPECT_EQ(functions, 220);
  EXPECT_GT(total_ops, 1000);
  // The small-L1 functions must actually exercise spilling.
  EXPECT_GT(spilled, 20);
  std::printf("random flow: %d functions, %d ops, %d with spills\n", functions, total_ops, spilled);
}

}  // namespace
}  // namespace strata
