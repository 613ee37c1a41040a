// Convolution and pooling with real geometries: hand-computed values, the
// device against the float64 reference with strides, padding (both forms), dilation,
// ceil_mode, count_include_pad and groups, the query against the measured high-water
// marks, conv2d's intermediates on the stack, and the errors for bad geometry.

#include "strata/ops_device/check.hpp"
#include "strata/ops/conv.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include "hand_tensors.hpp"

#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using namespace hand;

// 4x4 image, one channel, pixel value = its index: 2x2 windows, stride 2.
TEST(Pool, MaxAndAvgOfTwoByTwoBlocksByHand) {
  runtime::Device device(wh());
  runtime::Tensor x = tensorWith(device, "1x1x16x1:f32:tile:dram", iota(16));
  const std::vector<std::string> geometry{"input_height=4", "input_width=4", "kernel_size=2,2",
                                          "stride=2,2", "padding=0,0"};
  const OpInfo& max = getOp("max_pool2d");
  ExecResult m = execute(device, max, std::vector{x}, paramsOf(max, geometry));
  EXPECT_EQ(m.output.shape(), (runtime::Shape{1, 1, 4, 1}));
  EXPECT_EQ(readBack(m.output).data, (std::vector<double>{5, 7, 13, 15}));
  const OpInfo& avg = getOp("avg_pool2d");
  ExecResult a = execute(device, avg, std::vector{x}, paramsOf(avg, geometry));
  EXPECT_EQ(readBack(a.output).data, (std::vector<double>{2.5, 4.5, 10.5, 12.5}));
}

// A 2x2 image of ones under a 3x3 window with padding 1: each window covers 4 pixels
// and 5 padding taps; count_include_pad divides by 9, without it by 4.
TEST(Pool, CountIncludePadDecidesTheDivisor) {
  runtime::Device device(wh());
  runtime::Tensor x = tensorWith(device, "1x1x4x2:f32:tile:l1", std::vector<double>(8, 1.0));
  const OpInfo& avg = getOp("avg_pool2d");
  std::vector<std::string> geometry{"input_height=2", "input_width=2", "kernel_size=3,3",
                                    "stride=2,2", "padding=1,1"};
  ExecResult in = execute(device, avg, std::vector{x}, paramsOf(avg, geometry));
  EXPECT_EQ(in.output.shape(), (runtime::Shape{1, 1, 1, 2}));
  EXPECT_NEAR(readBack(in.output).data[0], 4.0 / 9.0, 1e-6);
  geometry.push_back("count_include_pad=0");
  ExecResult out = execute(device, avg, std::vector{x}, paramsOf(avg, geometry));
  EXPECT_EQ(readBack(out.output).data, (std::vector<double>{1.0, 1.0}));
}

// A 2x2 image [[0, 1], [2, 3]] doubled: nearest repeats pixels; bilinear (half-pixel
// centres) gives row 0 = 0, 0.25, 0.75, 1 (PyTorch's align_corners=False values).
TEST(Upsample, NearestAndBilinearByHand) {
  runtime::Device device(wh());
  runtime::Tensor x = tensorWith(device, "1x2x2x1:f32:tile:dram", {0, 1, 2, 3});
  const OpInfo& op = getOp("upsample");
  ExecResult nearest = execute(device, op, std::vector{x}, paramsOf(op, {"scale_factor=2"}));
  EXPECT_EQ(nearest.output.shape(), (runtime::Shape{1, 4, 4, 1}));
  EXPECT_EQ(readBack(nearest.output).data,
            (std::vector<double>{0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3}));
  ExecResult bilinear = execute(device, op, std::vector{x}, paramsOf(op, {"scale_factor=2", "mode=1"}));
  const std::vector<double> got = readBack(bilinear.output).data;
  EXPECT_EQ(std::vector<double>(got.begin(), got.begin() + 4), (std::vector<double>{0, 0.25, 0.75, 1}));
  EXPECT_EQ(std::vector<double>(got.begin() + 4, got.begin() + 8), (std::vector<double>{0.5, 0.75, 1.25, 1.5}));
}

// A 3x3 image, one channel, x = index; a 2x2 kernel of ones to one output channel is
// the sum of each 2x2 block; the bias adds 100.
TEST(Conv2d, WindowSumsByHand) {
  runtime::Device device(wh());
  runtime::Tensor x = tensorWith(device, "1x1x9x1:f32:tile:dram", iota(9));
  runtime::Tensor w = tensorWith(device, "1x1x2x2:f32:tile:dram", std::vector<double>(4, 1.0));
  runtime::Tensor b = tensorWith(device, "1x1x1x1:f32:tile:dram", {100});
  const OpInfo& conv = getOp("conv2d");
  const OpParams p = paramsOf(conv, {"in_channels=1", "out_channels=1", "input_height=3",
                                     "input_width=3", "kernel_size=2,2", "padding=0,0"});
  ExecResult r = execute(device, conv, std::vector{x, w, b}, p);
  EXPECT_EQ(r.output.shape(), (runtime::Shape{1, 1, 4, 1}));
  EXPECT_EQ(readBack(r.output).data, (std::vector<double>{108, 112, 120, 124}));
}

struct WindowCase {
  std::string op;
  std::vector<std::string> shapes;
  std::vector<std::string> params;
};
void PrintTo(const WindowCase& c, std::ostream* os) {
  *os << c.op;
  for (const std::string& s : c.shapes) *os << ' ' << s;
  for (const std::string& p : c.params) *os << ' ' << p;
}

// Odd image sizes and channel counts so windows and tiles straddle edges.
const std::vector<WindowCase> kCases = {
    {"max_pool2d", {"1x1x98x37"}, {"batch_size=2", "input_height=7", "input_width=7", "kernel_size=3,3", "stride=2,2", "padding=1,1"}},
    {"max_pool2d", {"1x1x100x40"}, {"input_height=10", "input_width=10", "kernel_size=3,2", "stride=2,3", "padding=1,0,1,1", "dilation=2,1"}},
    {"max_pool2d", {"1x1x81x33"}, {"input_height=9", "input_width=9", "kernel_size=2,2", "stride=2,2", "padding=0,0", "ceil_mode=1"}},
    {"avg_pool2d", {"1x1x98x37"}, {"batch_size=2", "input_height=7", "input_width=7", "kernel_size=3,3", "stride=2,2", "padding=1,1"}},
    {"avg_pool2d", {"1x1x98x37"}, {"batch_size=2", "input_height=7", "input_width=7", "kernel_size=3,3", "stride=2,2", "padding=1,1", "count_include_pad=0"}},
    {"avg_pool2d", {"1x1x81x33"}, {"input_height=9", "input_width=9", "kernel_size=2,2", "stride=2,2", "padding=0,0", "ceil_mode=1"}},
    {"global_avg_pool2d", {"2x5x7x40"}, {}},
    {"upsample", {"2x5x7x40"}, {"scale_factor=2,3"}},
    {"upsample", {"2x5x7x40"}, {"scale_factor=3", "mode=1"}},
    {"prepare_conv2d_weights", {"6x2x3x3"}, {"in_channels=4", "out_channels=6", "groups=2", "kernel_size=3,3"}},
    {"conv2d", {"1x1x64x16", "8x16x3x3", "1x1x1x8"}, {"input_height=8", "input_width=8", "padding=1,1"}},
    {"conv2d", {"1x1x98x6", "4x3x3x3"}, {"batch_size=2", "input_height=7", "input_width=7", "stride=2,2", "padding=1,2,0,1", "groups=2"}},
    {"conv2d", {"1x1x100x5", "7x5x3x2", "1x1x1x7"}, {"input_height=10", "input_width=10", "dilation=2,3", "padding=0,0", "stride=1,2"}},
    {"conv_transpose2d", {"3x8x8x16", "16x8x3x3", "1x1x1x8"}, {}},
    {"conv_transpose2d", {"2x5x6x8", "8x3x3x2"}, {"stride=2,3", "padding=1,0", "output_padding=1,2", "groups=2"}},
    {"conv_transpose2d", {"1x1x30x8", "8x3x3x2"}, {"batch_size=1", "input_height=5", "input_width=6", "stride=2,2", "padding=1,1", "dilation=2,1", "output_padding=1,1"}},
    {"prepare_conv_transpose2d_weights", {"8x3x3x2"}, {"out_channels=6", "groups=2"}},
    {"prepare_conv_transpose2d_bias", {"1x1x1x6"}, {"out_channels=6"}},
    {"conv1d", {"2x50x6", "4x3x5", "1x1x1x4"}, {"stride=2", "padding=2,1", "dilation=2", "groups=2"}},
    {"conv1d", {"3x40x16", "8x16x3"}, {"in_channels=16", "out_channels=8", "batch_size=3", "input_length=40", "kernel_size=3", "stride=1", "padding=1,1", "dilation=1", "groups=1"}},
    {"conv2d", {"1x1x64x16", "1x1x144x8"}, {"in_channels=16", "out_channels=8", "input_height=8", "input_width=8", "kernel_size=3,3", "padding=1,1"}},
};

class WindowOps : public ::testing::TestWithParam<WindowCase> {};

TEST_P(WindowOps, QueryEqualsMeasuredAndResultWithinTolerance) {
  const WindowCase& c = GetParam();
  const OpInfo& op = getOp(c.op);
  runtime::Device device(wh());
  for (const char* dtype : {"bf16", "f32"})
    for (const char* mem : {"dram", "l1"}) {
      std::vector<TensorDesc> inputs;
      for (const std::string& s : c.shapes) inputs.push_back(parseTensorSpec(s + ":" + dtype + ":tile:" + mem));
      const OpParams params = paramsOf(op, c.params);
      SCOPED_TRACE(std::string(dtype) + " " + mem);
      checkArguments(op, inputs, params, wh());
      const L1Usage q = query(op, inputs, params, wh());
      const RunReport r = runWithRandomInputs(device, op, inputs, params, nullptr, 99);
      EXPECT_EQ(q, r.predicted);
      EXPECT_EQ(r.predicted, r.measured);
      EXPECT_TRUE(r.numerics.within_tolerance) << "max abs error " << r.numerics.max_abs_error;
      EXPECT_GT(r.numerics.elements, 0u);
      if (c.op.rfind("conv", 0) != 0)  // one window program: CBs 0 and 16, two tiles each
        EXPECT_EQ(r.measured.cb_peak, 4 * device::tileBytes(inputs[0].dtype));
      else  // the matmul's CBs are the larger
        EXPECT_GE(r.measured.cb_peak, 4 * device::tileBytes(inputs[0].dtype));
      EXPECT_EQ(device.l1Map().stack_bytes, 0u);
    }
}

INSTANTIATE_TEST_SUITE_P(Cases, WindowOps, ::testing::ValuesIn(kCases));

// Already prepared weights give the very same output, and leave the weights off the
// stack: the stack peak shrinks by the prepared weights' L1 bytes per core.
// A 2x2 image [[1, 2], [3, 4]] through a 2x2 kernel of ones with stride 2: every input
// pixel becomes a 2x2 block of its value.
TEST(ConvTranspose2d, StrideTwoBlocksByHand) {
  runtime::Device device(wh());
  runtime::Tensor x = tensorWith(device, "1x2x2x1:f32:tile:dram", {1, 2, 3, 4});
  runtime::Tensor w = tensorWith(device, "1x1x2x2:f32:tile:dram", std::vector<double>(4, 1.0));
  const OpInfo& op = getOp("conv_transpose2d");
  ExecResult r = execute(device, op, std::vector{x, w}, paramsOf(op, {"stride=2,2"}));
  EXPECT_EQ(r.output.shape(), (runtime::Shape{1, 4, 4, 1}));
  EXPECT_EQ(readBack(r.output).data,
            (std::vector<double>{1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4}));
}

// A signal 0..5 (one channel) and a kernel [1, 2]: out[l] = x[l] + 2 x[l + 1].
TEST(Conv1d, ByHand) {
  runtime::Device device(wh());
  runtime::Tensor x = tensorWith(device, "1x6x1:f32:tile:dram", iota(6));
  runtime::Tensor w = tensorWith(device, "1x1x2:f32:tile:dram", {1, 2});
  const OpInfo& conv = getOp("conv1d");
  ExecResult r = execute(device, conv, std::vector{x, w}, paramsOf(conv, {"padding=0,0"}));
  EXPECT_EQ(r.output.shape(), (runtime::Shape{1, 1, 5, 1}));
  EXPECT_EQ(readBack(r.output).data, (std::vector<double>{2, 5, 8, 11, 14}));
}

TEST(Conv2d, PreparedWeightsGiveTheSameResultWithLessStack) {
  runtime::Device device(wh());
  const OpInfo& prep = getOp("prepare_conv2d_weights");
  const OpInfo& conv = getOp("conv2d");
  const std::vector<std::string> geometry{"in_channels=16", "out_channels=8", "input_height=8",
                                          "input_width=8", "kernel_size=3,3", "padding=1,1"};
  runtime::Tensor x = randomTensor(device, parseTensorSpec("1x1x64x16:bf16:tile:l1"), conv, 1);
  runtime::Tensor w = randomTensor(device, parseTensorSpec("8x16x3x3:bf16:tile:dram"), conv, 2);
  ExecResult prepared = execute(device, prep, std::vector{w}, paramsOf(prep, geometry));
  EXPECT_EQ(prepared.output.shape(), (runtime::Shape{1, 1, 144, 8}));
  ExecResult raw = execute(device, conv, std::vector{x, w}, paramsOf(conv, geometry));
  ExecResult ready = execute(device, conv, std::vector{x, prepared.output}, paramsOf(conv, geometry));
  EXPECT_EQ(readBack(raw.output).data, readBack(ready.output).data);
  const TensorDesc matrix = parseTensorSpec("1x1x144x8:bf16:tile:l1");
  EXPECT_EQ(raw.measured.stack_peak - ready.measured.stack_peak, matrix.l1BytesPerCore(wh()));
  EXPECT_GT(ready.measured.stack_peak, 0u);  // the unfolded input
}

// A row-major weight (as the host holds it) prepares to the same tiled matrix as its
// tiled copy, measured as queried, without the 32x32 tile per 3x3 window of the tiled
// form; grouped or not. A row-major sharded weight is refused with what it must be.
TEST(Conv2d, ARowMajorWeightPreparesAsItsTiledCopy) {
  runtime::Device device(wh());
  const OpInfo& prep = getOp("prepare_conv2d_weights");
  for (const bool grouped : {false, true}) {
    SCOPED_TRACE(grouped ? "groups=2" : "groups=1");
    const std::vector<std::string> geometry =
        grouped ? std::vector<std::string>{"in_channels=8", "out_channels=6", "groups=2", "kernel_size=3,3"}
                : std::vector<std::string>{"in_channels=5", "out_channels=6", "kernel_size=3,3"};
    const std::string shape = grouped ? "6x4x3x3" : "6x5x3x3";
    const std::size_t count = grouped ? 6 * 4 * 9 : 6 * 5 * 9;
    std::vector<double> values(count);
    for (std::size_t i = 0; i < count; ++i) values[i] = static_cast<double>(i % 37) - 18;
    runtime::Tensor tiled = tensorWith(device, shape + ":f32:tile:dram", values);
    runtime::Tensor rows = tensorWith(device, shape + ":f32:row_major:dram", values);
    const OpParams params = paramsOf(prep, geometry);
    const ExecResult from_tiles = execute(device, prep, std::vector{tiled}, params);
    const ExecResult from_rows = execute(device, prep, std::vector{rows}, params);
    EXPECT_EQ(from_rows.output.spec().layout(), Layout::Tile);
    EXPECT_EQ(from_rows.output.shape(), from_tiles.output.shape());
    EXPECT_EQ(readBack(from_rows.output).data, readBack(from_tiles.output).data);
    const std::vector<TensorDesc> in{parseTensorSpec(shape + ":f32:row_major:dram")};
    EXPECT_EQ(query(prep, in, params, wh()), from_rows.measured);
    EXPECT_LT(rows.spec().bufferSize(), tiled.spec().bufferSize() / 8);
  }
  runtime::Tensor sharded = tensorWith(device, "32x32:f32:row_major:l1-height:1x1", std::vector<double>(1024, 1));
  const auto heap = device.l1Map().heap_bytes, stack = device.l1Map().stack_bytes;
  try {
    execute(device, prep, std::vector{sharded}, paramsOf(prep, {"in_channels=32", "out_channels=32", "kernel_size=1,1"}));
    ADD_FAILURE() << "a sharded weight was prepared";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("sharded tensors must be in tile layout"), std::string::npos)
        << e.what();
  }
  // Nothing allocated or left on the stack, and the weight as it was.
  EXPECT_EQ(device.l1Map().heap_bytes, heap);
  EXPECT_EQ(device.l1Map().stack_bytes, stack);
  EXPECT_EQ(readBack(sharded).data, std::vector<double>(1024, 1));
}

// Grouped weights are block diagonal: output channel o only sees its group's inputs.
TEST(Conv2d, GroupedWeightsAreZeroOutsideTheirGroup) {
  runtime::Device device(wh());
  const OpInfo& prep = getOp("prepare_conv2d_weights");
  runtime::Tensor w = tensorWith(device, "4x1x1x1:f32:tile:dram", {1, 2, 3, 4});
  ExecResult r = execute(device, prep, std::vector{w},
                         paramsOf(prep, {"in_channels=2", "out_channels=4", "groups=2"}));
  // Rows: input channels 0, 1; columns: output channels 0..3 (two per group).
  EXPECT_EQ(readBack(r.output).data, (std::vector<double>{1, 2, 0, 0, 0, 0, 3, 4}));
}

// conv_transpose2d's weight [C, O/g, KH, KW]: row c, column o = g * O/g + j reads
// weight[c][j] when c is in group g; a prepared weight gives conv_transpose2d's result.
TEST(ConvTranspose2d, PreparedWeightsAreGroupedAndGiveTheSameResult) {
  runtime::Device device(wh());
  const OpInfo& prep = getOp("prepare_conv_transpose2d_weights");
  runtime::Tensor small = tensorWith(device, "2x2x1x1:f32:tile:dram", {1, 2, 3, 4});
  ExecResult grouped = execute(device, prep, std::vector{small},
                               paramsOf(prep, {"out_channels=4", "groups=2"}));
  EXPECT_EQ(readBack(grouped.output).data, (std::vector<double>{1, 2, 0, 0, 0, 0, 3, 4}));
  const OpInfo& conv = getOp("conv_transpose2d");
  const std::vector<std::string> geometry{"out_channels=4", "kernel_size=3,3", "stride=2,2",
                                          "padding=1,1", "output_padding=1,1"};
  runtime::Tensor x = randomTensor(device, parseTensorSpec("1x5x6x8:bf16:tile:l1"), conv, 1);
  runtime::Tensor w = randomTensor(device, parseTensorSpec("8x4x3x3:bf16:tile:dram"), conv, 2);
  ExecResult prepared = execute(device, prep, std::vector{w}, paramsOf(prep, geometry));
  EXPECT_EQ(prepared.output.shape(), (runtime::Shape{1, 1, 72, 4}));
  ExecResult raw = execute(device, conv, std::vector{x, w}, paramsOf(conv, geometry));
  ExecResult ready = execute(device, conv, std::vector{x, prepared.output}, paramsOf(conv, geometry));
  EXPECT_EQ(readBack(raw.output).data, readBack(ready.output).data);
}

TEST(WindowOps, BadGeometryIsRejectedNamingTheAttribute) {
  expectRejected("max_pool2d", {"1x1x64x32"}, {"input_height=7", "input_width=8"}, "input_height");
  expectRejected("max_pool2d", {"1x1x64x32"}, {"input_height=8", "input_width=8", "kernel_size=2,2", "padding=2,0"}, "padding");
  expectRejected("max_pool2d", {"1x1x64x32"}, {"input_height=8", "input_width=8", "kernel_size=9,1", "padding=0,0"}, "kernel_size");
  expectRejected("max_pool2d", {"1x1x64x32"}, {"input_height=8", "input_width=8", "stride=0,1"}, "stride");
  expectRejected("avg_pool2d", {"1x1x64x32"}, {"input_height=8", "input_width=8", "padding=1,1,1"}, "padding");
  expectRejected("avg_pool2d", {"1x1x64x32:bf16:tile:l1-height:2x1"}, {"input_height=8", "input_width=8"}, "interleaved");
  expectRejected("global_avg_pool2d", {"64x32"}, {}, "[N, H, W, C]");
  expectRejected("upsample", {"1x4x4x32"}, {"scale_factor=0,2"}, "scale_factor");
  expectRejected("upsample", {"1x4x4x32"}, {"scale_factor=1,2,3"}, "scale_factor");
  expectRejected("conv2d", {"1x1x64x16", "8x16x3x3"}, {"input_height=8", "input_width=8", "groups=3"}, "groups");
  expectRejected("conv1d", {"2x50x6", "4x6x3"}, {"input_length=40"}, "input_length 40");
  expectRejected("conv_transpose2d", {"1x4x4x8", "8x2x3x3"}, {"output_padding=1,0"}, "output_padding");
  expectRejected("conv_transpose2d", {"1x4x4x8", "4x2x3x3"}, {}, "weight");
  expectRejected("prepare_conv_transpose2d_weights", {"8x2x3x3:bf16:tile:dram"}, {"in_channels=4"}, "weight");
  expectRejected("prepare_conv_transpose2d_bias", {"1x1x2x8:bf16:tile:dram"}, {}, "bias");
  expectRejected("conv1d", {"2x50x6", "4x6x3x1"}, {}, "weight");
  expectRejected("conv2d", {"1x1x64x16", "8x8x3x3"}, {"input_height=8", "input_width=8"}, "weight");
  expectRejected("conv2d", {"1x1x64x16", "8x16x3x3", "1x1x2x8"}, {"input_height=8", "input_width=8"}, "bias");
  expectRejected("conv2d", {"1x1x64x16", "8x16x3x3"}, {"in_channels=8", "input_height=8", "input_width=8"}, "in_channels 8");
}

}  // namespace
}  // namespace strata::ops
