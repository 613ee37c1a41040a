// The executor on hand-built graphs (no MLIR): planned addresses honoured, measured L1
// equal to the plan, bad plans rejected before anything runs, a plan that puts a tensor
// inside an op's stack + CB region caught by the runtime's clash check.

#include "strata/exec/run.hpp"

#include "graph_steps.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <utility>

namespace strata::exec {
namespace {

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

ops::TensorDesc l1Tensor() {
  ops::TensorDesc d;
  d.shape = ops::Shape{64, 128};
  d.memory = ops::MemoryConfig::l1();
  return d;
}

// %out = relu(%arg0), both 64x128 bf16 in L1 (2048 B per core), at the given addresses.
Graph reluGraph(std::uint64_t arg_address, std::uint64_t out_address) {
  Graph g;
  g.function = "relu";
  g.planned = true;
  g.values.push_back({"%arg0", l1Tensor(), ValuePlace::L1, arg_address, -1, 0});
  g.values.push_back({"%0", l1Tensor(), ValuePlace::L1, out_address, 0, 1});
  g.steps.push_back(testing::computeStep(g, "relu", {0}, 1, wormhole()));
  g.steps.push_back(testing::returnStep());
  g.arguments = {0};
  g.results = {1};
  return g;
}

runtime::HostTensor ramp() {
  runtime::HostTensor h;
  h.shape = {64, 128};
  h.dtype = device::DataType::BFloat16;
  for (int i = 0; i < 64 * 128; ++i) h.values.push_back((i % 9) - 4.0);
  return h;
}

TEST(RunGraph, RunsAtPlannedAddressesAndMeasuresThePlan) {
  // relu reserves 8192 B: the argument right above it, the result above the argument.
  const std::uint64_t base = wormhole().l1_unreserved_base;
  runtime::Device device(wormhole());
  const RunReport r = runGraph(device, reluGraph(base + 8192, base + 8192 + 2048),
                               RunOptions{1, {ramp()}, std::nullopt});
  ASSERT_TRUE(r.ok()) << r.error;
  ASSERT_EQ(r.steps.size(), 2u);
  EXPECT_EQ(r.steps[0].measured.peak, 8192u);
  EXPECT_EQ(r.steps[0].planned.peak, 8192u);
  EXPECT_EQ(r.steps[0].region_end, base + 8192);
  EXPECT_EQ(r.steps[0].lowest_live, base + 8192);
  ASSERT_EQ(r.outputs.size(), 1u);
  for (std::size_t i = 0; i < r.outputs[0].values.size(); ++i)
    ASSERT_EQ(r.outputs[0].values[i], std::max(0.0, (static_cast<int>(i) % 9) - 4.0)) << i;
  // Everything the run allocated is freed again.
  EXPECT_EQ(device.l1Map().heap_bytes, 0u);
}

TEST(RunGraph, TensorInsideAnOpsRegionIsCaughtAtEnqueue) {
  // The result planned at the unreserved base, where relu's circular buffers go.
  const std::uint64_t base = wormhole().l1_unreserved_base;
  runtime::Device device(wormhole());
  const RunReport r = runGraph(device, reluGraph(base + 8192, base), RunOptions{1, {ramp()}, std::nullopt});
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.error.find("step 0 (ttnn.relu)"), std::string::npos) << r.error;
  EXPECT_EQ(device.l1Map().heap_bytes, 0u);
}

TEST(RunGraph, BadPlansAreRejectedBeforeAnythingRuns) {
  const std::uint64_t base = wormhole().l1_unreserved_base;
  auto error = [](const Graph& g) -> std::string {
    runtime::Device device(wormhole());
    try {
      runGraph(device, g, RunOptions{1, {}, std::nullopt});
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
      EXPECT_EQ(device.l1Map().heap_bytes, 0u);
      return e.what();
    }
    return "no error";
  };
  EXPECT_NE(error(reluGraph(base + 8192, wormhole().l1_size - 1024)).find("lies outside the allocatable L1"),
            std::string::npos);
  EXPECT_NE(error(reluGraph(base - 16, base + 8192)).find("lies outside the allocatable L1"),
            std::string::npos);
  EXPECT_NE(error(reluGraph(base + 8200, base + 16384)).find("not a multiple of the 16 B L1 alignment"),
            std::string::npos);
  EXPECT_NE(error(reluGraph(base + 8192, base + 8192 + 1024)).find("planned L1 ranges overlap"),
            std::string::npos);
}

TEST(RunGraph, ArgumentsNotKeptAreDrawnAgainExactly) {
  // The same seeded run with and without keeping the arguments: the same device results,
  // and the dropped argument comes back from its draw with the kept values.
  const std::uint64_t base = wormhole().l1_unreserved_base;
  const Graph g = reluGraph(base + 8192, base + 8192 + 2048);
  RunOptions keep;
  keep.seed = 7;
  RunOptions drop = keep;
  drop.keep_arguments = false;
  runtime::Device d1(wormhole()), d2(wormhole());
  RunReport kept = runGraph(d1, g, keep);
  RunReport dropped = runGraph(d2, g, drop);
  ASSERT_TRUE(kept.ok()) << kept.error;
  ASSERT_TRUE(dropped.ok()) << dropped.error;
  ASSERT_TRUE(dropped.argument_draws.at(0).has_value());
  EXPECT_FALSE(kept.argument_draws.at(0).has_value());
  EXPECT_TRUE(dropped.arguments.at(0).values.empty());
  EXPECT_EQ(dropped.arguments.at(0).shape, kept.arguments.at(0).shape);
  EXPECT_EQ(dropped.outputs.at(0).values, kept.outputs.at(0).values);
  const std::vector<double> expected = kept.arguments.at(0).values;
  // A range of either is the same slice, drawn again or copied; one past the end is
  // refused with the extent it has, and the report keeps what it had.
  ASSERT_GE(expected.size(), 10u);
  const std::vector<double> slice(expected.begin() + 3, expected.begin() + 10);
  EXPECT_EQ(argumentValuesAt(dropped, 0, 3, 7), slice);
  EXPECT_EQ(argumentValuesAt(kept, 0, 3, 7), slice);
  for (RunReport* report : {&dropped, &kept}) {
    try {
      argumentValuesAt(*report, 0, expected.size() - 2, 3);
      ADD_FAILURE() << "a range past the end was served";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::Internal);
      EXPECT_NE(std::string(e.what()).find(fmt::format("argument 0: elements [{}, {}) of {}",
                                                       expected.size() - 2, expected.size() + 1,
                                                       expected.size())),
                std::string::npos)
          << e.what();
    }
  }
  EXPECT_TRUE(dropped.argument_draws.at(0).has_value());
  EXPECT_EQ(kept.arguments.at(0).values, expected);
  EXPECT_EQ(takeArgumentValues(dropped, 0), expected);
  EXPECT_EQ(takeArgumentValues(kept, 0), expected);
  // A given input is kept either way.
  drop.inputs = {ramp()};
  runtime::Device d3(wormhole());
  RunReport given = runGraph(d3, g, drop);
  EXPECT_FALSE(given.argument_draws.at(0).has_value());
  EXPECT_EQ(given.arguments.at(0).values, ramp().values);
}

// %c = op(a, b) with a [32, 64] and b [64, 96] (matmul) or [32, 64]: b an argument or
// relu(%arg) as the graph is built. Values in DRAM (not planned).
Graph binaryGraph(const char* op, bool b_computed) {
  const bool matmul = std::string_view(op) == "matmul";
  auto dram = [](ops::Shape shape) {
    ops::TensorDesc d;
    d.shape = shape;
    return d;
  };
  Graph g;
  g.function = op;
  const ops::Shape bShape = matmul ? ops::Shape{64, 96} : ops::Shape{32, 64};
  const std::int64_t matmul_step = b_computed ? 1 : 0;
  g.values.push_back({"%a", dram(ops::Shape{32, 64}), ValuePlace::Dram, std::nullopt, -1, matmul_step});
  g.values.push_back({"%b", dram(bShape), ValuePlace::Dram, std::nullopt, -1, 0});
  g.values.push_back({"%c", dram(matmul ? ops::Shape{32, 96} : bShape), ValuePlace::Dram, std::nullopt, matmul_step,
                      matmul_step + 1});
  int b = 1;
  if (b_computed) {
    g.values.push_back({"%r", dram(bShape), ValuePlace::Dram, std::nullopt, 0, 1});
    g.steps.push_back(testing::computeStep(g, "relu", {1}, 3, wormhole()));
    b = 3;
  }
  g.steps.push_back(testing::computeStep(g, op, {0, b}, 2, wormhole()));
  g.steps.push_back(testing::returnStep());
  g.arguments = {0, 1};
  g.results = {2};
  return g;
}

double reluReach() { return ops::getOp("relu").randomDomain(device::DataType::BFloat16).hi; }

// The draws of binaryGraph(op, b_computed)'s two arguments, a and b.
std::pair<ArgumentDraw, ArgumentDraw> drawsOf(const char* op, bool b_computed) {
  RunOptions options;
  options.keep_arguments = false;
  runtime::Device device(wormhole());
  const RunReport r = runGraph(device, binaryGraph(op, b_computed), options);
  EXPECT_TRUE(r.ok()) << r.error;
  return {r.argument_draws.at(0).value(), r.argument_draws.at(1).value()};
}

TEST(RunGraph, AMatmulsWeightIsDrawnScaledByItsFanIn) {
  // The weight is b when b is an argument ([-1, 1] / sqrt(64) for its 64 rows), else a
  // (a's 64 columns); an activation keeps its op's range (relu's when b is computed).
  const double w = 1.0 / 8.0;
  for (const bool b_computed : {false, true}) {
    SCOPED_TRACE(b_computed ? "b computed" : "b an argument");
    const auto [a, b] = drawsOf("matmul", b_computed);
    EXPECT_EQ(a.hi, b_computed ? w : 1.0);
    EXPECT_EQ(a.lo, -a.hi);
    EXPECT_EQ(b.hi, b_computed ? reluReach() : w);
    EXPECT_EQ(b.lo, -b.hi);
  }
}

TEST(RunGraph, AWeightCopiedFromTheHostIsScaledToo) {
  // b lives on the host (a conv weight of tt-mlir's lowering does) and reaches the
  // matmul through a host -> device copy: still the weight, drawn in [-1, 1] / 8.
  auto desc = [](ops::Shape shape) {
    ops::TensorDesc d;
    d.shape = shape;
    return d;
  };
  Graph g;
  g.function = "host_weight";
  g.values.push_back({"%a", desc(ops::Shape{32, 64}), ValuePlace::Dram, std::nullopt, -1, 1});
  g.values.push_back({"%b", desc(ops::Shape{64, 96}), ValuePlace::Host, std::nullopt, -1, 0});
  g.values.push_back({"%bd", desc(ops::Shape{64, 96}), ValuePlace::Dram, std::nullopt, 0, 1});
  g.values.push_back({"%c", desc(ops::Shape{32, 96}), ValuePlace::Dram, std::nullopt, 1, 2});
  GraphStep copy;
  copy.kind = StepKind::ToDevice;
  copy.name = "ttnn.to_device";
  copy.inputs = {1};
  copy.output = 2;
  g.steps.push_back(copy);
  g.steps.push_back(testing::computeStep(g, "matmul", {0, 2}, 3, wormhole()));
  g.steps.push_back(testing::returnStep());
  g.arguments = {0, 1};
  g.results = {3};
  runtime::Device device(wormhole());
  const RunReport r = runGraph(device, g, RunOptions{});
  ASSERT_TRUE(r.ok()) << r.error;
  const std::vector<double>& b = r.arguments.at(1).values;
  ASSERT_EQ(b.size(), 64u * 96u);
  const double largest = std::fabs(*std::max_element(b.begin(), b.end(), [](double x, double y) {
    return std::fabs(x) < std::fabs(y);
  }));
  EXPECT_LE(largest, 1.0 / 8.0);
  EXPECT_GT(largest, 0.9 / 8.0);  // drawn over the whole range, not smaller
}

TEST(RunGraph, AScaleAMultiplyAppliesIsDrawnWithinOne) {
  // a times relu(b): a is a scale, in [-1, 1] (the op's own range reaches 4); a times an
  // argument b: both keep multiply's range.
  const double reach = ops::getOp("multiply").randomDomain(device::DataType::BFloat16).hi;
  ASSERT_GT(reach, 1.0);
  for (const bool b_computed : {false, true}) {
    SCOPED_TRACE(b_computed ? "b computed" : "b an argument");
    const auto [a, b] = drawsOf("multiply", b_computed);
    EXPECT_EQ(a.hi, b_computed ? 1.0 : reach);
    EXPECT_EQ(a.lo, -a.hi);
    EXPECT_EQ(b.hi, b_computed ? reluReach() : reach);
  }
}

TEST(RunGraph, HostEstimateFollowsLifetimesAndOptions) {
  // Two 64x128 bf16 tensors (16 KiB each on the device) live together; float64 copies
  // of the argument (when kept) and the result (64 KiB each); relu's check streams.
  const Graph g = reluGraph(0, 0);
  RunOptions options;
  const std::uint64_t overhead = std::uint64_t{64} << 20, chunk = std::uint64_t{16} << 20;
  EXPECT_EQ(estimateHostBytes(g, options), overhead + 2 * 16384 + 2 * 65536 + chunk);
  // An argument not kept is written a chunk of rows at a time (512 rows of 128 here),
  // a chunk and its encoding.
  options.keep_arguments = false;
  const std::uint64_t stream = 2 * 512 * 128 * sizeof(double);
  EXPECT_EQ(ops_device::streamChunkBytes(128), 512 * 128 * sizeof(double));
  EXPECT_EQ(estimateHostBytes(g, options), overhead + 2 * 16384 + 65536 + chunk + stream);
  options.check_numerics = false;
  EXPECT_EQ(estimateHostBytes(g, options), overhead + 2 * 16384 + 65536 + stream);
  options.read_outputs = false;  // the result's float64 copy goes too
  EXPECT_EQ(estimateHostBytes(g, options), overhead + 2 * 16384 + stream);
  // A chunk is at least one tile row (32 rows): 8.6 GB of float64 for a row of 2^25 + 1
  // values, which the estimate must count (it once said 64 MiB and the run took 20 GB).
  EXPECT_EQ(ops_device::streamChunkBytes(33554433), std::uint64_t{32} * 33554433 * sizeof(double));
}

TEST(RunGraph, ResultsNotReadBackAreStillChecked) {
  // read_outputs = false (strata run without --output-dir): the same steps and checks,
  // nothing read back to the host.
  const std::uint64_t base = wormhole().l1_unreserved_base;
  runtime::Device device(wormhole());
  RunOptions options{1, {ramp()}, std::nullopt};
  options.read_outputs = false;
  const RunReport r = runGraph(device, reluGraph(base + 8192, base + 8192 + 2048), options);
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_TRUE(r.outputs.empty());
  ASSERT_EQ(r.steps.size(), 2u);
  EXPECT_TRUE(r.steps[0].checked && r.steps[0].numerics.within_tolerance);
  EXPECT_EQ(device.l1Map().heap_bytes, 0u);
}

TEST(RunGraph, WithoutKernelsTheL1SideIsMeasuredTheSame) {
  // run_kernels = false: the same measured L1 per step as a computing run, no outputs,
  // no numerics, and the device computes again afterwards.
  const std::uint64_t base = wormhole().l1_unreserved_base;
  const Graph g = reluGraph(base + 8192, base + 8192 + 2048);
  runtime::Device computing(wormhole()), dataless(wormhole());
  const RunReport full = runGraph(computing, g, RunOptions{});
  RunOptions l1Only;
  l1Only.run_kernels = false;
  const RunReport r = runGraph(dataless, g, l1Only);
  ASSERT_TRUE(full.ok()) << full.error;
  ASSERT_TRUE(r.ok()) << r.error;
  ASSERT_EQ(r.steps.size(), full.steps.size());
  EXPECT_EQ(r.steps[0].measured, full.steps[0].measured);
  EXPECT_EQ(r.steps[0].measured.peak, 8192u);
  EXPECT_FALSE(r.steps[0].checked);
  EXPECT_TRUE(r.outputs.empty());
  EXPECT_TRUE(r.arguments.at(0).values.empty());
  EXPECT_TRUE(dataless.runKernels());
  EXPECT_EQ(dataless.l1Map().heap_bytes, 0u);
  // A plan that puts the result inside relu's region is still caught at enqueue.
  runtime::Device clashing(wormhole());
  const RunReport bad = runGraph(clashing, reluGraph(base + 8192, base), l1Only);
  EXPECT_FALSE(bad.ok());
  EXPECT_NE(bad.error.find("step 0 (ttnn.relu)"), std::string::npos) << bad.error;
  EXPECT_TRUE(clashing.runKernels());
  // No tensor data: the estimate is the bookkeeping alone.
  EXPECT_EQ(estimateHostBytes(g, l1Only), std::uint64_t{64} << 20);
}

TEST(RunGraph, InputsMustMatchTheArguments) {
  const std::uint64_t base = wormhole().l1_unreserved_base;
  runtime::Device device(wormhole());
  runtime::HostTensor wrong = ramp();
  wrong.shape = {128, 64};
  try {
    runGraph(device, reluGraph(base + 8192, base + 10240), RunOptions{1, {wrong}, std::nullopt});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "input 0 (%arg0): shape 128x64 given, the function takes shape 64x128");
  }
  runtime::HostTensor f32 = ramp();
  f32.dtype = device::DataType::Float32;
  try {
    runGraph(device, reluGraph(base + 8192, base + 10240), RunOptions{1, {f32}, std::nullopt});
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_STREQ(e.what(), "input 0 (%arg0): dtype float32 given, the function takes bfloat16");
  }
  // An integer argument takes whole numbers in its range: NaN is not read as 0, 2.5 not as 2.
  Graph integers = reluGraph(base + 8192, base + 16384);  // 4096 B uint32 tiles
  integers.values[0].desc.dtype = device::DataType::UInt32;
  for (const auto& [value, text] : {std::pair{std::nan(""), "nan"}, {2.5, "2.5"}, {-1.0, "-1"},
                                   {4294967296.0, "4294967296"}}) {
    runtime::HostTensor given = ramp();
    for (double& v : given.values) v = std::abs(v);
    given.dtype = device::DataType::UInt32;
    given.values[77] = value;
    try {
      runGraph(device, integers, RunOptions{1, {given}, std::nullopt});
      ADD_FAILURE() << text << " accepted";
    } catch (const Error& e) {
      EXPECT_EQ(std::string(e.what()),
                std::string("input 0 (%arg0): element 77 is ") + text +
                    ", which a uint32 tensor cannot hold; give whole numbers in [0, 4294967295]");
    }
  }
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);
}

}  // namespace
}  // namespace strata::exec

namespace strata::exec {
namespace {

ops::TensorDesc dramTensor() {
  ops::TensorDesc d = l1Tensor();
  d.memory = ops::MemoryConfig::dram();
  return d;
}

// %1 = add(%arg0, %arg0) in DRAM, %2 = relu(%1) in DRAM: what the plan says each step moves
// (a tensor read twice by one op counts once) is what the device touched.
Graph dramGraph() {
  Graph g;
  g.function = "dram";
  g.planned = true;
  g.values.push_back({"%arg0", dramTensor(), ValuePlace::Dram, std::nullopt, -1, 0});
  g.values.push_back({"%1", dramTensor(), ValuePlace::Dram, std::nullopt, 0, 1});
  g.values.push_back({"%2", dramTensor(), ValuePlace::Dram, std::nullopt, 1, 2});
  g.steps.push_back(testing::computeStep(g, "add", {0, 0}, 1, wormhole()));
  g.steps.push_back(testing::computeStep(g, "relu", {1}, 2, wormhole()));
  g.steps.push_back(testing::returnStep());
  g.arguments = {0};
  g.results = {2};
  return g;
}

TEST(RunGraph, DramBytesPlannedAreTheBytesTheDeviceTouched) {
  const Graph g = dramGraph();
  const std::uint64_t tensor = 64 * 128 * 2;  // 8 bf16 tiles
  EXPECT_EQ(plannedDramBytes(g, g.steps[0], wormhole()), 2 * tensor);
  EXPECT_EQ(plannedDramBytes(g, g.steps[1], wormhole()), 2 * tensor);
  EXPECT_EQ(plannedDramBytes(g, g.steps[2], wormhole()), 0u);
  EXPECT_EQ(plannedDramBytes(g, g.steps[0], wormhole(), /*arguments_only=*/true), tensor);
  EXPECT_EQ(plannedDramBytes(g, g.steps[1], wormhole(), /*arguments_only=*/true), 0u);
  runtime::Device device(wormhole());
  const RunReport r = runGraph(device, g, RunOptions{});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.dram_planned_bytes, 4 * tensor);
  EXPECT_EQ(r.dram_planned_argument_bytes, tensor);
  ASSERT_TRUE(r.dram_measured);
  EXPECT_EQ(r.dram_measured->touched_bytes, 4 * tensor);
  EXPECT_EQ(r.dram_measured->written_bytes, 2 * tensor);  // each result once
  ASSERT_TRUE(r.steps[0].dram_measured);
  EXPECT_EQ(r.steps[0].dram_measured->buffers_touched, 2u);
  // Without kernels nothing moves, so nothing is measured (and nothing mismatches).
  RunOptions dry;
  dry.run_kernels = false;
  const RunReport d = runGraph(device, g, dry);
  EXPECT_TRUE(d.ok()) << d.error;
  EXPECT_FALSE(d.dram_measured);
  EXPECT_EQ(d.dram_planned_bytes, 4 * tensor);
}

TEST(RunGraph, LoadTimeStepsAreCountedApartAndTheirResultsWithTheArguments) {
  // The add as a const-eval function's step (run once, when the model is loaded): its
  // bytes leave the per-call figures for the load-time ones, and its result, which the
  // relu reads every call, counts with the arguments (no placement changes it).
  Graph g = dramGraph();
  g.steps[0].load_time = true;
  const std::uint64_t tensor = 64 * 128 * 2;
  EXPECT_EQ(plannedDramBytes(g, g.steps[1], wormhole(), /*arguments_only=*/true), tensor);
  runtime::Device device(wormhole());
  const RunReport r = runGraph(device, g, RunOptions{});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(r.dram_load_planned_bytes, 2 * tensor);
  EXPECT_EQ(r.dram_planned_bytes, 2 * tensor);
  EXPECT_EQ(r.dram_planned_argument_bytes, tensor);
  ASSERT_TRUE(r.dram_load_measured && r.dram_measured);
  EXPECT_EQ(r.dram_load_measured->touched_bytes, 2 * tensor);
  EXPECT_EQ(r.dram_measured->touched_bytes, 2 * tensor);
}

TEST(RunGraph, AStepThatMovesOtherDramBytesThanPlannedFails) {
  // A graph that says relu's result is in L1 while its description (which the device
  // allocates from) is DRAM: the plan counts nothing for it, the device writes it.
  Graph g = dramGraph();
  g.values[2].place = ValuePlace::L1;
  g.planned = false;
  runtime::Device device(wormhole());
  const RunReport r = runGraph(device, g, RunOptions{});
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.dram_mismatches, 1u);
  EXPECT_TRUE(r.steps[0].dram_match);
  EXPECT_FALSE(r.steps[1].dram_match);
  EXPECT_EQ(r.steps[1].dram_planned, 64u * 128 * 2);
  EXPECT_EQ(r.steps[1].dram_measured->touched_bytes, 2u * 64 * 128 * 2);
}

}  // namespace
}  // namespace strata::exec
