// conv3d and prepare_conv3d_weights: values worked out by hand (query == measured, stack
// back at its base) and the rejection of bad arguments.

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

// groups 2, alignment 4, c_in_block 2: weight [2, 1, 1, 1, 2] with w[o] = {10 o + 1, 10 o + 2}
// (kw = 0, 1). Output channel o reads input channel o (its group); channels 2, 3 are
// alignment padding. Rows (block, kw, channel in block): block 0 = channels 0, 1:
// [1, 0], [0, 11] (kw 0), [2, 0], [0, 12] (kw 1); block 1 (padding) zeros.
TEST(PrepareConv3dWeights, GroupsAlignmentAndChannelBlocksInTtMetalsOrder) {
  runtime::Device device(wh());
  const CheckedRun r = runChecked(device, "prepare_conv3d_weights",
                                  {tensorWith(device, "2x1x1x1x2:f32:tile:dram", {1, 2, 11, 12})},
                                  {"groups=2", "alignment=4", "c_in_block=2"});
  ASSERT_EQ(r.value.shape, (Shape{8, 2}));
  const std::vector<double> want{1, 0, 0, 11, 2, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0, 0};
  EXPECT_EQ(r.value.data, want);
}

// x [1, 2, 2, 2, 1] = 1..8, a 2x2x2 kernel of ones, padding 1 and stride 2: each output
// window holds one input pixel (the corner it starts past the padding), so y = x + bias.
TEST(Conv3d, StrideAndPaddingPickOnePixelPerWindow) {
  runtime::Device device(wh());
  for (const std::string d : {"f32", "bf16"}) {
    SCOPED_TRACE(d);
    const CheckedRun r = runChecked(
        device, "conv3d",
        {tensorWith(device, "1x2x2x2x1:" + d + ":tile:dram", iota(8)),
         tensorWith(device, "8x1:" + d + ":tile:dram", std::vector<double>(8, 1)),
         tensorWith(device, "1x1:" + d + ":tile:dram", {0.5})},
        {"kernel_size=2,2,2", "padding=1,1,1", "stride=2,2,2"});
    ASSERT_EQ(r.value.shape, (Shape{1, 2, 2, 2, 1}));
    for (std::size_t i = 0; i < 8; ++i) EXPECT_EQ(r.value.data[i], double(i) + 0.5) << i;
  }
}

// x [1, 2, 2, 2, 3]: pixel p holds p + 1 in every channel; one 2x2x2 window; weight rows
// (tap, channel) over 4 aligned channels: c + 1 for the 3 real ones, 100 for the padding
// channel (its input is zero, so it must not count): sum_p (p + 1) * (1 + 2 + 3) = 216,
// in one block and in blocks of 2 channels (rows reordered as prepare_conv3d_weights does).
TEST(Conv3d, AlignedChannelsAndChannelBlocksReadThePreparedRows) {
  runtime::Device device(wh());
  std::vector<double> x(24);
  for (std::size_t i = 0; i < x.size(); ++i) x[i] = double(i / 3 + 1);
  for (int block : {0, 2}) {
    SCOPED_TRACE(block);
    std::vector<double> w(32);
    for (std::size_t row = 0; row < 32; ++row) {
      // block 0: row = tap * 4 + c; blocks of 2: row = (b * 8 + tap) * 2 + cb.
      const std::size_t c = block ? (row / 16) * 2 + row % 2 : row % 4;
      w[row] = c < 3 ? double(c + 1) : 100;
    }
    const CheckedRun r = runChecked(
        device, "conv3d",
        {tensorWith(device, "1x2x2x2x3:bf16:tile:dram", x), tensorWith(device, "32x1:bf16:tile:dram", w)},
        {"kernel_size=2,2,2", "c_in_block=" + std::to_string(block)});
    ASSERT_EQ(r.value.shape, (Shape{1, 1, 1, 1, 1}));
    EXPECT_EQ(r.value.data[0], 216.0);
  }
}

// bf16, two channel blocks of 16 and a 3x3x3 kernel: six partials of 432 terms, each
// rounded to bf16 and summed in bf16 (as tt-metal's kernel sums them), so an output that
// cancels carries roundings at the partials' magnitude. The check allows those (each
// partial and running sum's roundoff) on every seed, and still refuses a result of the
// wrong weight.
TEST(Conv3d, Bf16PartialSumsAreCheckedAtTheirOwnMagnitude) {
  const OpInfo& op = getOp("conv3d");
  ASSERT_NE(op.partials, nullptr);
  const OpParams params = paramsOf(op, {"kernel_size=3,3,3", "padding=0,0,0", "c_in_block=16"});
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    SCOPED_TRACE(seed);
    runtime::Device device(wh());
    std::vector<runtime::Tensor> in{
        randomTensor(device, parseTensorSpec("1x4x8x8x32:bf16:tile:dram"), op, seed),
        randomTensor(device, parseTensorSpec("864x32:bf16:tile:dram"), op, seed + 100),
        randomTensor(device, parseTensorSpec("1x32:bf16:tile:dram"), op, seed + 200)};
    ExecResult r = execute(device, op, in, params);
    const NumericCheck right = compareResults(op, in, params, std::span(&r.output, 1));
    EXPECT_TRUE(right.within_tolerance) << right.max_abs_error;
    std::vector<runtime::Tensor> other{
        in[0], randomTensor(device, parseTensorSpec("864x32:bf16:tile:dram"), op, seed + 300), in[2]};
    EXPECT_FALSE(compareResults(op, other, params, std::span(&r.output, 1)).within_tolerance);
  }
}

TEST(Conv3d, BadArgumentsAreRefusedNamingTheArgument) {
  expectRejected("conv3d", {"1x2x2x2x3", "24x4"}, {"input_depth=3"},
                 "input_depth 3, input_height 2, input_width 2 and in_channels 3 make it [N, D, H, W, C] = [1, 3, 2, 2, 3]");
  expectRejected("conv3d", {"1x2x2x2x3", "20x4"}, {"kernel_size=2,2,2"},
                 "conv3d: weight: the weight is 20x4");
  expectRejected("conv3d", {"1x2x2x2x3", "32x4"}, {"kernel_size=2,2,2", "c_in_block=3"},
                 "in blocks of c_in_block 3");
  expectRejected("conv3d", {"1x2x2x2x3", "24x4", "1x1x1x4"}, {"kernel_size=2,2,2"},
                 "the bias is 1x1x1x4; it must be [1, 4]");
  expectRejected("conv3d", {"1x2x2x2x3", "24x4"}, {"kernel_size=2,2,2", "groups=2"},
                 "in_channels 3 and out_channels 4 must be multiples of groups 2");
  expectRejected("conv3d", {"1x2x2x2x3", "36x4"}, {"kernel_size=3,2,2"}, "the padded depth 2 is below kernel depth 3");
  expectRejected("conv3d", {"1x2x2x2x3", "24x4"}, {"kernel_size=2,2"}, "kernel_size has 2 entries; it takes 3");
  expectRejected("prepare_conv3d_weights", {"4x3x2x2"}, {}, "it must be [O, C/groups, KD, KH, KW]");
  expectRejected("prepare_conv3d_weights", {"4x3x2x2x2"}, {"groups=3"},
                 "groups 3 must be positive and divide the 4 output channels");
  expectRejected("prepare_conv3d_weights", {"4x3x2x2x2"}, {"alignment=4", "c_in_block=3"},
                 "c_in_block 3 does not divide the 4 aligned input channels");
}

}  // namespace
}  // namespace strata::ops
