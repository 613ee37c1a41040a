// `explain` is the query with its steps: the same figures, and steps that add up to them.

#include "strata/ops/catalog.hpp"
#include "strata/ops/explain.hpp"
#include "strata/ops/spec.hpp"

#include "catalog_inputs.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

namespace strata::ops {
namespace {

const ArchDesc& wh() { return device::builtinArch("wormhole_b0"); }

std::vector<TensorDesc> descs(std::initializer_list<const char*> specs) {
  std::vector<TensorDesc> in;
  for (const char* s : specs) in.push_back(parseTensorSpec(s));
  return in;
}

TEST(Explain, UnaryStepsNameTheOutputAndBothCircularBuffers) {
  const auto in = descs({"64x128:bf16:tile:l1"});
  const Explanation e = explain(getOp("exp"), in, getOp("exp").defaults(), wh());
  ASSERT_EQ(e.steps.size(), 4u);
  EXPECT_EQ(e.steps[0].kind, ExplainStep::Kind::BeginOp);
  EXPECT_EQ(e.steps[0].name, "exp");
  EXPECT_EQ(e.steps[1].kind, ExplainStep::Kind::Allocate);
  EXPECT_EQ(e.steps[1].placement, Placement::Heap);
  EXPECT_EQ(e.steps[1].l1_bytes, 2048u);  // 8 tiles over 64 cores: one page per core
  const ExplainStep& program = e.steps[2];
  EXPECT_EQ(program.kind, ExplainStep::Kind::Enqueue);
  ASSERT_EQ(program.cbs.size(), 2u);
  EXPECT_EQ(program.cbs[0].index, 0);
  EXPECT_EQ(program.cbs[0].page_size, 2048u);
  EXPECT_EQ(program.cbs[0].num_pages, 2u);
  EXPECT_EQ(program.cbs[1].index, 16);
  EXPECT_EQ(program.cb_region, 8192u);
  EXPECT_EQ(program.cores, 8u);
  EXPECT_EQ(e.steps[3].kind, ExplainStep::Kind::EndOp);
  EXPECT_EQ(e.usage, (L1Usage{8192, 0, 8192, 2048, 10240}));
}

TEST(Explain, ShardBackedCircularBuffersTakeNoRegion) {
  const auto in = descs({"1x3x100x257:bf16:tile:l1-height:4x3"});
  const Explanation e = explain(getOp("exp"), in, getOp("exp").defaults(), wh());
  const auto program = std::find_if(e.steps.begin(), e.steps.end(), [](const ExplainStep& s) {
    return s.kind == ExplainStep::Kind::Enqueue;
  });
  ASSERT_NE(program, e.steps.end());
  ASSERT_EQ(program->cbs.size(), 2u);
  EXPECT_EQ(program->cbs[0].backed_by, 0);
  EXPECT_EQ(program->cbs[1].backed_by, CbDesc::kOutput);
  EXPECT_EQ(program->cb_region, 0u);
}

// Every op: the same usage as query(), frames balanced, and the peak is the largest
// stack + CB region any program saw (or the stack alone).
TEST(Explain, EveryOpAddsUpToItsQuery) {
  std::size_t checked = 0;
  for (const OpInfo& op : catalog()) {
    // Rank 4 (the head and attention ops take [B, H, S, D]); conv ops get their weights
    // and biases from catalog_inputs.hpp.
    const TensorDesc x = parseTensorSpec("1x2x64x96:bf16:tile:l1");
    std::vector<TensorDesc> in(static_cast<std::size_t>(op.arity), x);
    if (op.name == "matmul" || op.name == "linear") in[1] = parseTensorSpec("1x2x96x64:bf16:tile:l1");
    if (op.name.starts_with("conv") || op.name == "prepare_conv2d_bias" ||
        op.name == "prepare_conv_transpose2d_bias" || op.integer_inputs || op.mixed_dtypes)
      in = inputsFor(op, x);
    Explanation e;
    L1Usage expected;
    try {
      expected = query(op, in, op.defaults(), wh());
      e = explain(op, in, op.defaults(), wh());
    } catch (const std::exception&) {
      continue;  // arguments this op does not take; the query tests cover its own forms
    }
    SCOPED_TRACE(std::string(op.name));
    ++checked;
    EXPECT_EQ(e.usage, expected);
    std::uint64_t peak = 0, cbPeak = 0, stackPeak = 0, output = 0;
    int frames = 0;
    for (const ExplainStep& s : e.steps) {
      if (s.kind == ExplainStep::Kind::PushFrame) ++frames;
      if (s.kind == ExplainStep::Kind::PopFrame) --frames;
      stackPeak = std::max(stackPeak, s.stack);
      peak = std::max(peak, s.stack);
      if (s.kind == ExplainStep::Kind::Enqueue) {
        cbPeak = std::max(cbPeak, s.cb_region);
        peak = std::max(peak, s.stack + s.cb_region);
      }
      if (s.kind == ExplainStep::Kind::Allocate && s.placement == Placement::Heap) output += s.l1_bytes;
    }
    EXPECT_EQ(frames, 0);
    EXPECT_EQ(e.steps.back().stack, 0u);
    EXPECT_EQ(peak, expected.peak);
    EXPECT_EQ(cbPeak, expected.cb_peak);
    EXPECT_EQ(stackPeak, expected.stack_peak);
    EXPECT_EQ(output, expected.output_l1);
  }
  std::printf("explained %zu of %zu ops\n", checked, catalog().size());
  EXPECT_GE(checked * 10, catalog().size() * 9);  // the shared argument form fits most ops
}

}  // namespace
}  // namespace strata::ops
