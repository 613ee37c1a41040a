// Views in the executor (StepKind::View): a reshape that tt-metal performs without a
// copy shares its input's buffer. The buffer lives while any handle does, a forced
// deallocate frees it at once, and a view planned elsewhere than its buffer is refused.

#include "strata/exec/run.hpp"

#include "graph_steps.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

namespace strata::exec {
namespace {

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

ops::TensorDesc tensor(ops::Shape shape, ops::MemoryConfig memory) {
  ops::TensorDesc d;
  d.shape = shape;
  d.memory = memory;
  return d;
}

// A view step: reshape(value `in`) to [128, 128] as value `out`.
GraphStep viewStep(int in, int out) {
  GraphStep view;
  view.kind = StepKind::View;
  view.name = "ttnn.reshape";
  view.op = &ops::getOp("reshape");
  view.params = view.op->defaults();
  ops::IntList& shape = view.params.listToSet("shape");
  shape.values[0] = shape.values[1] = 128;
  shape.size = 2;
  view.inputs = {in};
  view.output = out;
  return view;
}

// What a run that should stop at a step that reads a freed buffer reports.
void expectReadOfFreed(const RunReport& r, const std::string& step) {
  EXPECT_FALSE(r.ok());
  EXPECT_NE(r.error.find(step + ": ttnn.relu reads %0, which is not on the device"), std::string::npos)
      << r.error;
}

// %0 = reshape(%arg0) as a view, [2, 64, 128] -> [128, 128]; then, optionally,
// deallocate(%arg0, force); %1 = relu(%0). In L1 at `view_address` for the view (the
// argument's is `arg_address`), or all in DRAM.
Graph viewGraph(bool l1, std::uint64_t arg_address, std::uint64_t view_address,
                std::optional<bool> deallocate_force = std::nullopt) {
  const std::uint64_t base = wormhole().l1_unreserved_base;
  const ops::MemoryConfig memory = l1 ? ops::MemoryConfig::l1() : ops::MemoryConfig::dram();
  const ValuePlace place = l1 ? ValuePlace::L1 : ValuePlace::Dram;
  auto at = [&](std::uint64_t a) { return l1 ? std::optional<std::uint64_t>(a) : std::nullopt; };
  const int release = deallocate_force ? 1 : 0;
  Graph g;
  g.function = "view";
  g.planned = true;
  g.values.push_back({"%arg0", tensor({2, 64, 128}, memory), place, at(arg_address), -1, release});
  g.values.push_back({"%0", tensor({128, 128}, memory), place, at(view_address), 0, 1 + release});
  g.values.back().view_of = 0;
  g.values.push_back({"%1", tensor({128, 128}, memory), place, at(base + 16384), 1 + release, 2 + release});
  g.steps.push_back(viewStep(0, 1));
  if (deallocate_force) {
    GraphStep dealloc;
    dealloc.kind = StepKind::Release;
    dealloc.name = "ttnn.deallocate";
    dealloc.inputs = {0};
    dealloc.force = *deallocate_force;
    g.steps.push_back(dealloc);
  }
  g.steps.push_back(testing::computeStep(g, "relu", {1}, 2, wormhole()));
  g.steps.push_back(testing::returnStep());
  g.arguments = {0};
  g.results = {2};
  return g;
}

runtime::HostTensor ramp() {
  runtime::HostTensor h;
  h.shape = {2, 64, 128};
  h.dtype = device::DataType::BFloat16;
  for (int i = 0; i < 2 * 64 * 128; ++i) h.values.push_back((i % 9) - 4.0);
  return h;
}

void expectRelu(const RunReport& r) {
  ASSERT_EQ(r.outputs.size(), 1u);
  ASSERT_EQ(r.outputs[0].values.size(), 128u * 128u);
  for (std::size_t i = 0; i < r.outputs[0].values.size(); ++i)
    ASSERT_EQ(r.outputs[0].values[i], std::max(0.0, (static_cast<int>(i) % 9) - 4.0)) << i;
}

TEST(RunViews, AViewInL1IsItsInputsBufferAndOutlivesTheInputsHandle) {
  const std::uint64_t base = wormhole().l1_unreserved_base;
  // relu's circular buffers take [base, base + 8192); the argument's buffer is above
  // them, and the view at the same address, live until relu reads it (after the
  // argument's own last use, step 0).
  runtime::Device device(wormhole());
  const RunReport r = runGraph(device, viewGraph(true, base + 8192, base + 8192),
                               RunOptions{1, {ramp()}, std::nullopt});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_TRUE(r.steps[0].view);
  EXPECT_EQ(r.steps[0].measured.peak, 0u);
  EXPECT_TRUE(r.steps[0].checked);  // the view read against the reshape's reference
  EXPECT_TRUE(r.steps[0].numerics.within_tolerance);
  expectRelu(r);
  EXPECT_EQ(device.l1Map().heap_bytes, 0u);
}

TEST(RunViews, AnUnforcedDeallocateKeepsTheBufferForItsViewAForcedOneFreesIt) {
  runtime::Device device(wormhole());
  const RunReport kept = runGraph(device, viewGraph(false, 0, 0, /*force=*/false),
                                  RunOptions{1, {ramp()}, std::nullopt});
  ASSERT_TRUE(kept.ok()) << kept.error;
  expectRelu(kept);
  const RunReport freed = runGraph(device, viewGraph(false, 0, 0, /*force=*/true),
                                   RunOptions{1, {ramp()}, std::nullopt});
  expectReadOfFreed(freed, "step 2 (ttnn.relu)");
}

TEST(RunViews, AStepThatFreesItsInputFreesTheBufferItsViewsShare) {
  // GraphStep::frees is how a conv with deallocate_activation frees its activation: at
  // once, whatever else holds the buffer. Here the view step frees %arg0 after making
  // %0, so relu reads a freed buffer.
  runtime::Device device(wormhole());
  Graph g = viewGraph(false, 0, 0);
  g.steps[0].frees = {0};
  const RunReport r = runGraph(device, g, RunOptions{1, {ramp()}, std::nullopt});
  expectReadOfFreed(r, "step 1 (ttnn.relu)");
}

TEST(RunViews, AViewInDramMovesNoBytes) {
  runtime::Device device(wormhole());
  const Graph g = viewGraph(false, 0, 0);
  const RunReport r = runGraph(device, g, RunOptions{1, {ramp()}, std::nullopt});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_EQ(plannedDramBytes(g, g.steps[0], wormhole()), 0u);
  EXPECT_EQ(r.steps[0].dram_planned, 0u);
  EXPECT_FALSE(r.steps[0].dram_measured);  // nothing ran to measure
  // relu reads the view's (the argument's) 32 pages and writes its own 16 x 2 KiB.
  const std::uint64_t tile = 2048;
  EXPECT_EQ(r.steps[1].dram_planned, 2 * 16 * tile);
  EXPECT_TRUE(r.steps[1].dram_match);
}

TEST(RunViews, TwoViewsOfOneBufferAreTouchedOnceAndCountAsTheArgument) {
  // %0, %1 = two views of %arg0 ([1, 128, 128] -> [128, 128]); %2 = add(%0, %1): the
  // add reads one DRAM buffer, the argument's, and writes its own.
  const ops::MemoryConfig dram = ops::MemoryConfig::dram();
  Graph g;
  g.function = "views";
  g.planned = true;
  g.values.push_back({"%arg0", tensor({1, 128, 128}, dram), ValuePlace::Dram, std::nullopt, -1, 1});
  for (int k = 0; k < 2; ++k) {
    g.values.push_back({"%" + std::to_string(k), tensor({128, 128}, dram), ValuePlace::Dram,
                        std::nullopt, k, 2});
    g.values.back().view_of = 0;
    g.steps.push_back(viewStep(0, 1 + k));
  }
  g.values.push_back({"%2", tensor({128, 128}, dram), ValuePlace::Dram, std::nullopt, 2, 3});
  g.steps.push_back(testing::computeStep(g, "add", {1, 2}, 3, wormhole()));
  g.steps.push_back(testing::returnStep());
  g.arguments = {0};
  g.results = {3};
  const std::uint64_t bytes = 16 * 2048;  // 128 x 128 bf16: 16 tiles
  EXPECT_EQ(plannedDramBytes(g, g.steps[2], wormhole()), 2 * bytes);
  EXPECT_EQ(plannedDramBytes(g, g.steps[2], wormhole(), /*arguments_only=*/true), bytes);
  runtime::HostTensor input;
  input.shape = {1, 128, 128};
  for (int i = 0; i < 128 * 128; ++i) input.values.push_back((i % 7) - 3.0);
  runtime::Device device(wormhole());
  const RunReport r = runGraph(device, g, RunOptions{1, {input}, std::nullopt});
  ASSERT_TRUE(r.ok()) << r.error;
  EXPECT_TRUE(r.steps[2].dram_match);
  EXPECT_EQ(r.dram_planned_bytes, 2 * bytes);
  EXPECT_EQ(r.dram_planned_argument_bytes, bytes);
  for (std::size_t i = 0; i < r.outputs[0].values.size(); ++i)
    ASSERT_EQ(r.outputs[0].values[i], 2 * ((static_cast<int>(i) % 7) - 3.0)) << i;
}

TEST(RunViews, AViewPlannedAtAnotherAddressThanItsBufferIsRefused) {
  const std::uint64_t base = wormhole().l1_unreserved_base;
  runtime::Device device(wormhole());
  try {
    runGraph(device, viewGraph(true, base + 8192, base + 10240), RunOptions{1, {ramp()}, std::nullopt});
    ADD_FAILURE() << "no error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    EXPECT_NE(std::string(e.what()).find("%0: a view of %arg0 must be in the same place at the same "
                                         "planned address"),
              std::string::npos)
        << e.what();
  }
  EXPECT_EQ(device.l1Map().heap_bytes, 0u);
}

}  // namespace
}  // namespace strata::exec
