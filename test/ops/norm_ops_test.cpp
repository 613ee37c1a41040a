// ttnn.batch_norm_inference and ttnn.group_norm on hand-written tensors whose results are worked
// out by hand, its stack use derived from the tensors it keeps, and its argument errors.

#include "strata/ops_device/check.hpp"
#include "strata/ops/norm.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include "hand_tensors.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using namespace hand;

// Runs batch_norm_inference, checks the query against the measured high-water marks and
// the stack back at its base, and returns the result read back.
HostTensor run(runtime::Device& device, std::vector<runtime::Tensor> inputs, double epsilon,
               const char* name = "batch_norm_inference", double num_groups = 0) {
  const OpInfo& op = getOp(name);
  OpParams p = op.defaults();
  p.set("epsilon", epsilon);
  if (num_groups > 0) p.set("num_groups", num_groups);
  return runChecked(device, op, std::move(inputs), p).value;
}

// x [1, 2, 1, 4]; channel 0: mean 1, var 4 (scale 0.5), weight 2, bias 10 -> x + 9;
// channel 1: mean -2, var 1/16 (scale 4), weight 0.5, bias -1 -> 2x + 3. Every value is
// exact in bf16, so the device must match exactly.
TEST(NormOps, BatchNormInferenceScalesEachChannelByItsOwnStatistics) {
  runtime::Device device(wh());
  const std::vector<double> x{1, 2, 3, 4, -1, 0, 1, 2};
  for (const char* dtype : {"bf16", "f32"}) {
    SCOPED_TRACE(dtype);
    const std::string d = dtype;
    const std::string stat = "1x2x1x1:" + d + ":tile:dram";
    HostTensor y = run(device,
                       {tensorWith(device, "1x2x1x4:" + d + ":tile:dram", x),
                        tensorWith(device, stat, {1, -2}), tensorWith(device, stat, {4, 0.0625}),
                        tensorWith(device, stat, {2, 0.5}), tensorWith(device, stat, {10, -1})},
                       0);
    EXPECT_EQ(y.data, (std::vector<double>{10, 11, 12, 13, 1, 3, 5, 7}));
    // Flat [C] statistics, no weight or bias, epsilon added to the variance:
    // channel 0 var 3 + 1 -> scale 0.5, channel 1 var 0 + 1 -> scale 1.
    const std::string flat = "2:" + d + ":tile:l1";
    y = run(device,
            {tensorWith(device, "1x2x1x4:" + d + ":tile:l1", x), tensorWith(device, flat, {1, -2}),
             tensorWith(device, flat, {3, 0})},
            1);
    EXPECT_EQ(y.data, (std::vector<double>{0, 0.5, 1, 1.5, 1, 2, 3, 4}));
  }
}

// The stack holds x - mean, the [1, C, 1, 1] scale and one expanded row [N, C, 1, W] at
// most (plus the reshaped scale when the statistics are flat [C]).
TEST(NormOps, BatchNormInferenceStackHoldsTheCenteredInputAndOneExpandedRow) {
  const OpInfo& op = getOp("batch_norm_inference");
  const TensorDesc x = parseTensorSpec("2x3x100x300:bf16:tile:dram");
  const TensorDesc stat = parseTensorSpec("1x3x1x1:bf16:tile:dram");
  const TensorDesc flat = parseTensorSpec("3:bf16:tile:dram");
  TensorDesc centered = x, row = x, scale = stat, reshaped = stat;
  centered.memory = row.memory = scale.memory = reshaped.memory = MemoryConfig::l1();
  row.shape = Shape{2, 3, 1, 300};
  const std::uint64_t base = centered.l1BytesPerCore(wh()) + row.l1BytesPerCore(wh()) +
                             scale.l1BytesPerCore(wh());
  EXPECT_EQ(query(op, std::vector{x, stat, stat, stat, stat}, op.defaults(), wh()).stack_peak, base);
  EXPECT_EQ(query(op, std::vector{x, flat, flat}, op.defaults(), wh()).stack_peak,
            base + reshaped.l1BytesPerCore(wh()));
}

void expectRejected(const std::vector<std::string>& specs, const std::string& fragment,
                    const char* name = "batch_norm_inference", double num_groups = 0) {
  const OpInfo& op = getOp(name);
  OpParams p = op.defaults();
  if (num_groups > 0) p.set("num_groups", num_groups);
  std::vector<TensorDesc> in;
  for (const std::string& s : specs) in.push_back(parseTensorSpec(s));
  try {
    (void)query(op, in, p, wh());
    ADD_FAILURE() << "accepted; expected an error with '" << fragment << "'";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
  }
}

TEST(NormOps, BatchNormInferenceRejectsBadArgumentsWithAMessage) {
  expectRejected({"2x3x32x32:bf16", "1x4x1x1:bf16", "1x3x1x1:bf16"},
                 "running_mean is 1x4x1x1 but the input has 3 channels");
  expectRejected({"2x3x32x32:bf16", "3:bf16", "3x1:bf16"}, "running_var is 3x1");
  expectRejected({"3x32x32:bf16", "3:bf16", "3:bf16"}, "it must be [N, C, H, W]");
  expectRejected({"2x3x32x32:bf16", "3:bf16", "3:bf16", "3:bf16", "4:bf16"}, "bias is 4");
  expectRejected({"2x3x32x32:bf16", "3:bf16"}, "takes 3 to 5 inputs, got 2");
}

TEST(NormOps, BatchNormInferenceRefusesABiasWithoutAWeight) {
  AccountingContext accounting(wh());
  const TensorRef x{parseTensorSpec("1x2x32x32:f32:tile:dram"), -1};
  const TensorRef s{parseTensorSpec("2:f32:tile:dram"), -1};
  try {
    (void)batchNormInference(accounting, x, s, s, nullptr, &s, 1e-5, OutputSpec::heap());
    ADD_FAILURE() << "accepted a bias without a weight";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("a bias without a weight"), std::string::npos) << e.what();
  }
}

// x [1, 1, 4, 4] (4 positions x 4 channels), two groups of two channels. Group 0 holds
// 1, 3, 5, 7 twice, group 1 the same plus 10: mean 4 / 14, variance 5; with epsilon 11
// the scale is 1/4, so every value is exact in bf16 and the device must match exactly.
TEST(NormOps, GroupNormNormalisesEachGroupOfChannelsOnItsOwn) {
  runtime::Device device(wh());
  const std::vector<double> x{1, 7, 11, 17, 3, 5, 13, 15, 5, 3, 15, 13, 7, 1, 17, 11};
  for (const char* dtype : {"bf16", "f32"}) {
    SCOPED_TRACE(dtype);
    const std::string d = dtype;
    HostTensor y = run(device, {tensorWith(device, "1x1x4x4:" + d + ":tile:dram", x)}, 11,
                       "group_norm", 2);
    EXPECT_EQ(y.data, (std::vector<double>{-0.75, 0.75, -0.75, 0.75, -0.25, 0.25, -0.25, 0.25,
                                           0.25, -0.25, 0.25, -0.25, 0.75, -0.75, 0.75, -0.75}));
    y = run(device,
            {tensorWith(device, "1x1x4x4:" + d + ":tile:l1", x),
             tensorWith(device, "4:" + d + ":tile:dram", {1, 2, 4, -1}),
             tensorWith(device, "1x1x1x4:" + d + ":tile:dram", {0, 1, 0, -1})},
            11, "group_norm", 2);
    EXPECT_EQ(y.data, (std::vector<double>{-0.75, 2.5, -3, -1.75, -0.25, 1.5, -1, -1.25, 0.25,
                                           0.5, 1, -0.75, 0.75, -0.5, 3, -0.25}));
  }
}

TEST(NormOps, GroupNormRejectsBadArgumentsWithAMessage) {
  expectRejected({"1x1x64x96:bf16"}, "num_groups is 5; it must divide the 96 channels",
                 "group_norm", 5);
  expectRejected({"1x64x96:bf16"}, "it must be [N, 1, H*W, C]", "group_norm");
  expectRejected({"1x1x64x96:bf16", "1x96:bf16"}, "weight is 1x96", "group_norm");
  expectRejected({"1x1x64x96:bf16", "96:bf16", "32:bf16"}, "bias is 32", "group_norm");
}

// x [1, 2, 2, 2]: channel 0 = {1, 3, 1, 3} (mean 2, E[x^2] 5, variance 1), channel 1 =
// {0, 4, 0, 4} (mean 2, E[x^2] 8, variance 4): both normalise to {-1, 1, -1, 1}. With
// momentum 0.5 the running mean {0, 10} becomes {1, 6} and the running variance {1, 0}
// becomes {1, 2}, in place. Every value is exact in bf16.
TEST(NormOps, BatchNormTrainingNormalisesWithBatchStatisticsAndUpdatesTheRunningOnes) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("batch_norm_training");
  for (const char* dtype : {"bf16", "f32"}) {
    SCOPED_TRACE(dtype);
    const std::string d = dtype;
    std::vector<runtime::Tensor> in{tensorWith(device, "1x2x2x2:" + d + ":tile:dram", {1, 3, 1, 3, 0, 4, 0, 4}),
                                    tensorWith(device, "2:" + d + ":tile:l1", {0, 10}),
                                    tensorWith(device, "1x2x1x1:" + d + ":tile:dram", {1, 0})};
    OpParams p = op.defaults();
    p.set("epsilon", 0);
    p.set("momentum", 0.5);
    std::vector<TensorDesc> descs;
    for (const runtime::Tensor& t : in) descs.push_back(describe(t));
    const L1Usage predicted = query(op, descs, p, wh());
    ExecResult r = execute(device, op, in, p);
    EXPECT_EQ(predicted, r.measured);
    EXPECT_EQ(device.l1Map().stack_bytes, 0u);
    EXPECT_EQ(readBack(r.output).data, (std::vector<double>{-1, 1, -1, 1, -1, 1, -1, 1}));
    EXPECT_EQ(readBack(in[1]).data, (std::vector<double>{1, 6}));
    EXPECT_EQ(readBack(in[2]).data, (std::vector<double>{1, 2}));
    r.output.deallocate();
    for (runtime::Tensor& t : in) t.deallocate();
  }
}

TEST(NormOps, BatchNormTrainingRejectsBadArgumentsWithAMessage) {
  expectRejected({"1x3x8x8:bf16", "3:bf16"}, "running_mean and running_var come together", "batch_norm_training");
  expectRejected({"1x3x8x8:bf16", "4:bf16", "4:bf16"}, "running_mean is 4 but the input has 3 channels",
                 "batch_norm_training");
  expectRejected({"3x8x8:bf16"}, "it must be [N, C, H, W]", "batch_norm_training");
}

}  // namespace
}  // namespace strata::ops
