// Transformer composites: hand-computed values, grouped-query attention
// against explicitly repeated kv heads, masks and decode forms against the float64
// reference with the query equal to the measured high-water marks, and bad shapes
// rejected naming the argument.

#include "strata/ops_device/check.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include "hand_tensors.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using namespace hand;

TEST(Heads, ConcatenateHeadsByHand) {
  runtime::Device device(wh());
  runtime::Tensor x = tensorWith(device, "1x2x2x3:f32:tile:dram", iota(12));
  ExecResult r = execute(device, getOp("concatenate_heads"), std::vector{x}, OpParams{});
  EXPECT_EQ(r.output.shape(), (runtime::Shape{1, 2, 6}));
  EXPECT_EQ(readBack(r.output).data, (std::vector<double>{0, 1, 2, 6, 7, 8, 3, 4, 5, 9, 10, 11}));
  ExecResult n = execute(device, getOp("nlp_concat_heads"), std::vector{x}, OpParams{});
  EXPECT_EQ(n.output.shape(), (runtime::Shape{1, 1, 2, 6}));
  EXPECT_EQ(readBack(n.output).data, readBack(r.output).data);
  EXPECT_GT(r.measured.stack_peak, 0u);  // the permuted heads
}

TEST(Heads, DecodeKeepsTheFirstNumHeads) {
  runtime::Device device(wh());
  runtime::Tensor x = tensorWith(device, "1x2x3x2:f32:tile:dram", iota(12));
  const OpInfo& op = getOp("nlp_concat_heads_decode");
  ExecResult r = execute(device, op, std::vector{x}, paramsOf(op, {"num_heads=2"}));
  EXPECT_EQ(r.output.shape(), (runtime::Shape{1, 1, 2, 4}));
  EXPECT_EQ(readBack(r.output).data, (std::vector<double>{0, 1, 2, 3, 6, 7, 8, 9}));
}

// cos = 0.5, sin = 2: y = 0.5 x + 2 [-x3, -x4, x1, x2].
TEST(Rotary, ByHand) {
  runtime::Device device(wh());
  runtime::Tensor x = tensorWith(device, "1x1x1x4:f32:tile:dram", {1, 2, 3, 4});
  runtime::Tensor c = tensorWith(device, "1x1x1x4:f32:tile:dram", std::vector<double>(4, 0.5));
  runtime::Tensor s = tensorWith(device, "1x1x1x4:f32:tile:dram", std::vector<double>(4, 2.0));
  ExecResult r = execute(device, getOp("rotary_embedding"), std::vector{x, c, s}, getOp("rotary_embedding").defaults());
  EXPECT_EQ(readBack(r.output).data, (std::vector<double>{-5.5, -7, 3.5, 6}));
}

// One head, D = 1, scale 1: query 0 sees key 0 only (causal); query 1 weighs values
// 10 and 20 by e^2 and e^4.
TEST(Attention, CausalByHand) {
  runtime::Device device(wh());
  runtime::Tensor q = tensorWith(device, "1x1x2x1:f32:tile:dram", {1, 2});
  runtime::Tensor v = tensorWith(device, "1x1x2x1:f32:tile:dram", {10, 20});
  const OpInfo& op = getOp("scaled_dot_product_attention");
  ExecResult r = execute(device, op, std::vector{q, q, v}, paramsOf(op, {"scale=1"}));
  const std::vector<double> got = readBack(r.output).data;
  const double e2 = std::exp(2.0), e4 = std::exp(4.0);
  EXPECT_NEAR(got[0], 10.0, 1e-5);
  EXPECT_NEAR(got[1], (10 * e2 + 20 * e4) / (e2 + e4), 1e-4);
  ExecResult all = execute(device, op, std::vector{q, q, v}, paramsOf(op, {"scale=1", "is_causal=0"}));
  const double e1 = std::exp(1.0);
  EXPECT_NEAR(readBack(all.output).data[0], (10 * e1 + 20 * e2) / (e1 + e2), 1e-4);
}

// Grouped-query attention equals attention over kv heads repeated by hand.
TEST(Attention, GroupedKvHeadsEqualRepeatedHeads) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("scaled_dot_product_attention");
  runtime::Tensor q = randomTensor(device, parseTensorSpec("1x4x40x64:bf16:tile:l1"), op, 1);
  runtime::Tensor k = randomTensor(device, parseTensorSpec("1x2x40x64:bf16:tile:dram"), op, 2);
  runtime::Tensor v = randomTensor(device, parseTensorSpec("1x2x40x64:bf16:tile:dram"), op, 3);
  const OpInfo& rep = getOp("repeat_interleave");
  const OpParams twice = paramsOf(rep, {"repeats=2", "dim=1"});
  ExecResult k4 = execute(device, rep, std::vector{k}, twice);
  ExecResult v4 = execute(device, rep, std::vector{v}, twice);
  ExecResult grouped = execute(device, op, std::vector{q, k, v}, op.defaults());
  ExecResult full = execute(device, op, std::vector{q, k4.output, v4.output}, op.defaults());
  EXPECT_EQ(readBack(grouped.output).data, readBack(full.output).data);
  EXPECT_EQ(grouped.predicted, grouped.measured);
}

struct Case {
  std::string op;
  std::vector<std::string> shapes;
  std::vector<std::string> params;
};

const std::vector<Case> kCases = {
    {"scaled_dot_product_attention", {"2x4x50x64", "2x2x70x64", "2x2x70x64", "2x1x50x70"}, {}},
    {"scaled_dot_product_attention", {"1x8x1x64", "1x8x70x64", "1x8x70x64"}, {"is_causal=0", "scale=0.3"}},
    {"scaled_dot_product_attention", {"1x2x33x32", "1x1x33x32", "1x1x33x32", "1x2x33x33"}, {"is_causal=0"}},
    {"rotary_embedding", {"2x3x40x64", "1x1x64x64", "1x1x64x64"}, {}},
    {"rotary_embedding", {"1x8x1x64", "1x1x64x64", "1x1x64x64"}, {"token_index=17"}},
    {"concatenate_heads", {"2x3x40x48"}, {}},
    {"nlp_concat_heads_decode", {"1x5x32x64"}, {"num_heads=7"}},
};

TEST(Transformer, QueryEqualsMeasuredAndResultWithinTolerance) {
  runtime::Device device(wh());
  for (const Case& c : kCases)
    for (const char* dtype : {"bf16", "f32"}) {
      const OpInfo& op = getOp(c.op);
      std::vector<TensorDesc> inputs;
      for (const std::string& s : c.shapes) inputs.push_back(parseTensorSpec(s + ":" + dtype + ":tile:l1"));
      const OpParams params = paramsOf(op, c.params);
      SCOPED_TRACE(c.op + " " + c.shapes[0] + " " + dtype);
      const L1Usage q = query(op, inputs, params, wh());
      const RunReport r = runWithRandomInputs(device, op, inputs, params, nullptr, 7);
      EXPECT_EQ(q, r.predicted);
      EXPECT_EQ(r.predicted, r.measured);
      EXPECT_TRUE(r.numerics.within_tolerance) << "max abs error " << r.numerics.max_abs_error;
      EXPECT_EQ(device.l1Map().stack_bytes, 0u);
    }
}

TEST(Transformer, BadShapesAreRejectedNamingTheArgument) {
  expectRejected("scaled_dot_product_attention", {"1x4x32x64", "1x3x32x64", "1x3x32x64"}, {}, "key/value");
  expectRejected("scaled_dot_product_attention", {"1x4x32x64", "1x4x16x64", "1x4x16x64"}, {}, "is_causal");
  expectRejected("scaled_dot_product_attention", {"1x4x32x64", "1x4x32x64", "1x4x32x64", "1x4x32x31"}, {}, "attention_mask");
  expectRejected("scaled_dot_product_attention", {"4x32x64", "4x32x64", "4x32x64"}, {}, "query");
  expectRejected("rotary_embedding", {"1x1x32x63", "1x1x32x63", "1x1x32x63"}, {}, "even");
  expectRejected("rotary_embedding", {"1x1x32x64", "1x1x16x64", "1x1x32x64"}, {}, "cos_cache");
  expectRejected("nlp_concat_heads_decode", {"1x4x8x64"}, {"num_heads=9"}, "num_heads");
  expectRejected("concatenate_heads", {"4x8x64"}, {}, "[B, H, S, D]");
}

}  // namespace
}  // namespace strata::ops
