// ttnn.gelu_bw, ttnn.embedding_bw and ttnn.dit_rms_norm_unary_fused on
// hand-written tensors whose results are worked out by hand, their stack use derived
// from the tensors they keep, and their argument errors.

#include "strata/ops/backward.hpp"
#include "strata/ops_device/check.hpp"
#include "strata/ops/query.hpp"

#include "hand_tensors.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using namespace hand;

// Runs `name` with `params`, checked (hand::runChecked), and returns the result.
HostTensor run(runtime::Device& device, const char* name, std::vector<runtime::Tensor> inputs,
               const std::vector<std::string>& params) {
  return runChecked(device, name, std::move(inputs), params).value;
}

// d/dx gelu at 0 is 1/2 in both forms; at 1 and -2 (worked out from the formulas in
// double): erf form Phi(x) + x phi(x) = 1.0833154705876864, -0.08523180107819692;
// tanh form 0.5 (1 + t) + 0.5 x (1 - t^2) k (1 + 3c x^2) = 1.0829640838457826,
// -0.08609925662361825. grad scales each; grad 0 gives 0.
TEST(BackwardOps, GeluBwIsTheGradTimesTheDerivativeInBothForms) {
  runtime::Device device(wh());
  const std::vector<double> x{0, 1, -2, 1}, grad{3, 1, 2, 0};
  const std::vector<double> erf_form{1.5, 1.0833154705876864, 2 * -0.08523180107819692, 0};
  const std::vector<double> tanh_form{1.5, 1.0829640838457826, 2 * -0.08609925662361825, 0};
  for (int approximate : {0, 1}) {
    const std::vector<double>& want = approximate ? tanh_form : erf_form;
    HostTensor y = run(device, "gelu_bw",
                       {tensorWith(device, "1x4:f32:tile:dram", grad),
                        tensorWith(device, "1x4:f32:tile:l1", x)},
                       {"approximate=" + std::to_string(approximate)});
    ASSERT_EQ(y.data.size(), 4u);
    for (std::size_t i = 0; i < 4; ++i) EXPECT_NEAR(y.data[i], want[i], 2e-6) << i;
  }
}

// The erf form keeps Phi(x) and x phi(x) (two tensors of x's shape), the tanh form
// 0.5 x du, t and 0.5 (1 + t) (three).
TEST(BackwardOps, GeluBwStackHoldsTwoOrThreeTensorsOfTheInput) {
  const OpInfo& op = getOp("gelu_bw");
  const TensorDesc x = parseTensorSpec("1x2x100x257:bf16:tile:dram");
  TensorDesc on_stack = x;
  on_stack.memory = MemoryConfig::l1();
  const std::uint64_t tensor = on_stack.l1BytesPerCore(wh());
  const std::vector<TensorDesc> inputs{x, x};
  EXPECT_EQ(query(op, inputs, paramsOf(op, {"approximate=0"}), wh()).stack_peak, 2 * tensor);
  EXPECT_EQ(query(op, inputs, paramsOf(op, {"approximate=1"}), wh()).stack_peak, 3 * tensor);
}

// 32 indices p % 4 into a 64-row table, grad row p = p + 1 in every column: row v < 4
// sums p + 1 over p = v, v + 4, ..., v + 28, i.e. 8v + 120; rows 4..63 receive nothing.
// Every sum is a whole number <= 256, exact in bf16.
TEST(BackwardOps, EmbeddingBwSumsTheGradRowsOfEachIndex) {
  runtime::Device device(wh());
  std::vector<double> index(32), grad(32 * 40);
  for (std::size_t p = 0; p < 32; ++p) {
    index[p] = double(p % 4);
    for (std::size_t c = 0; c < 40; ++c) grad[p * 40 + c] = double(p + 1);
  }
  for (const char* itype : {"u32", "bf16"}) {
    SCOPED_TRACE(itype);
    HostTensor y = run(device, "embedding_bw",
                       {tensorWith(device, std::string("1x1x1x32:") + itype + ":tile:dram", index),
                        tensorWith(device, "64x40:bf16:tile:dram", std::vector<double>(64 * 40, 7)),
                        tensorWith(device, "1x1x32x40:bf16:tile:l1", grad)},
                       {});
    ASSERT_EQ(y.shape, (Shape{1, 1, 64, 40}));
    for (std::size_t v = 0; v < 64; ++v)
      for (std::size_t c = 0; c < 40; ++c)
        ASSERT_EQ(y.data[v * 40 + c], v < 4 ? double(8 * v + 120) : 0.0) << v << "," << c;
  }
}

TEST(BackwardOps, EmbeddingBwRefusesAnIndexOutsideTheTable) {
  runtime::Device device(wh());
  std::vector<double> index(32, 1);
  index[5] = 64;
  const OpInfo& op = getOp("embedding_bw");
  std::vector<runtime::Tensor> inputs{tensorWith(device, "1x1x1x32:u32:tile:dram", index),
                                      tensorWith(device, "64x32:f32:tile:dram", std::vector<double>(64 * 32)),
                                      tensorWith(device, "1x1x32x32:f32:tile:dram", std::vector<double>(32 * 32, 1))};
  try {
    (void)execute(device, op, inputs, op.defaults());
    ADD_FAILURE() << "index 64 of a 64-row table was accepted";
  } catch (const Error& e) {
    const std::string what = e.what();
    EXPECT_NE(what.find("embedding_bw: "), std::string::npos) << what;
    EXPECT_NE(what.find("is 64, outside [0, 64)"), std::string::npos) << what;
  }
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);
}

// x + residual = [2, 2, 2, 2]: mean square 4, scale 1/2 -> 1; * weight 2 -> 2;
// + bias [-3, 0, 1, -1] -> [-1, 2, 3, 1]; relu -> [0, 2, 3, 1]. Without the residual,
// x = [1, -1, 1, -1] has mean square 1: * 2 + bias = [-1, -2, 3, -3], relu [0, 0, 3, 0].
TEST(BackwardOps, DitRmsNormUnaryFusedAddsTheResidualNormalisesAndActivates) {
  runtime::Device device(wh());
  for (const char* dtype : {"bf16", "f32"}) {
    SCOPED_TRACE(dtype);
    const std::string d = dtype;
    auto inputs = [&](bool residual) {
      std::vector<runtime::Tensor> in{
          tensorWith(device, "1x1x1x4:" + d + ":tile:dram", {1, -1, 1, -1}),
          tensorWith(device, "4:" + d + ":tile:dram", {2, 2, 2, 2}),
          tensorWith(device, "4:" + d + ":tile:l1", {-3, 0, 1, -1})};
      if (residual) in.push_back(tensorWith(device, "1x1x1x4:" + d + ":tile:l1", {1, 3, 1, 3}));
      return in;
    };
    HostTensor y = run(device, "dit_rms_norm_unary_fused", inputs(true),
                       {"epsilon=0", "activation=3", "residual=1"});
    EXPECT_EQ(y.data, (std::vector<double>{0, 2, 3, 1}));
    y = run(device, "dit_rms_norm_unary_fused", inputs(false), {"epsilon=0", "activation=3"});
    EXPECT_EQ(y.data, (std::vector<double>{0, 0, 3, 0}));
  }
}

TEST(BackwardOps, BadArgumentsAreRefusedNamingTheArgument) {
  expectRejected("gelu_bw", {"1x1x32x64:bf16", "1x1x32x32:bf16"}, {}, "they need one shape and dtype");
  expectRejected("gelu_bw", {"32x64", "32x64"}, {"approximate=2"}, "approximate = 2 is not one of approximate's choices (none or tanh)");
  expectRejected("embedding_bw", {"1x1x1x32:u32", "64x40x1", "1x1x32x40"}, {},
                 "it must be the table [V, H]");
  expectRejected("embedding_bw", {"1x1x1x32:u32", "64x40", "1x1x32x41"}, {},
                 "it must be [1, 1, 32, 40]");
  expectRejected("dit_rms_norm_unary_fused", {"2x64", "32"}, {}, "the weight is 32; it must be [64]");
  expectRejected("dit_rms_norm_unary_fused", {"2x64", "64", "2x32"}, {"residual=1"},
                 "the residual_input is 2x32 but the input 2x64");
  expectRejected("dit_rms_norm_unary_fused", {"2x64"}, {"activation=5"},
                 "activation = 5 is not one of activation's choices (none, silu, gelu or relu)");
  expectRejected("dit_rms_norm_unary_fused", {"2x64:bf16:tile:l1-height:1x1"}, {}, "this op takes interleaved inputs");
}

}  // namespace
}  // namespace strata::ops
