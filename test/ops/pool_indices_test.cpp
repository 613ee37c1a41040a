// max_pool2d_with_indices worked by hand (indices per image, ties to the first tap,
// padding never winning, over batch and channels); each result placed on its own, every
// bad input refused with its message.

#include "strata/ops_device/check.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include "hand_tensors.hpp"

#include <fmt/core.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>
namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using namespace hand;

constexpr const char* kPool = "max_pool2d_with_indices";

// One 3x3 image, 2 channels: channel 0 holds the pixel number (each 2x2 window's max is
// its bottom-right pixel), channel 1 is 1 everywhere (ties: the window's top-left pixel).
TEST(MaxPoolIndices, MaxAndFirstTiedIndexByHand) {
  runtime::Device device(wh());
  const OpInfo& op = getOp(kPool);
  std::vector<double> x;
  for (int p = 0; p < 9; ++p) x.insert(x.end(), {double(p), 1.0});
  const std::vector<HostTensor> r = runAll(
      device, op, {tensorWith(device, "1x1x9x2:bf16:tile:dram", x)},
      paramsOf(op, {"input_height=3", "input_width=3", "kernel_size=2,2", "stride=1,1", "padding=0,0"}));
  ASSERT_EQ(r.size(), 2u);
  EXPECT_EQ(r[0].shape, (Shape{1, 1, 4, 2}));
  EXPECT_EQ(r[0].data, (std::vector<double>{4, 1, 5, 1, 7, 1, 8, 1}));
  EXPECT_EQ(r[1].dtype, DataType::UInt32);
  EXPECT_EQ(r[1].data, (std::vector<double>{4, 0, 5, 1, 7, 3, 8, 4}));
}

// Two 3x3 images of negative values (-(p + 1), then -(p + 11)), a 3x3 window, stride 2,
// padding 1: the zero padding never wins, and indices count within each image.
TEST(MaxPoolIndices, PaddingNeverWinsAndIndicesArePerImage) {
  runtime::Device device(wh());
  const OpInfo& op = getOp(kPool);
  std::vector<double> x;
  for (int image = 0; image < 2; ++image)
    for (int p = 0; p < 9; ++p) x.push_back(-(p + 1) - 10.0 * image);
  const std::vector<HostTensor> r = runAll(
      device, op, {tensorWith(device, "1x1x18x1:f32:tile:l1", x)},
      paramsOf(op, {"batch_size=2", "input_height=3", "input_width=3", "kernel_size=3,3",
                    "stride=2,2", "padding=1,1", "indices_int32=1"}));
  EXPECT_EQ(r[0].data, (std::vector<double>{-1, -2, -4, -5, -11, -12, -14, -15}));
  EXPECT_EQ(r[1].dtype, DataType::Int32);
  EXPECT_EQ(r[1].data, (std::vector<double>{0, 1, 3, 4, 0, 1, 3, 4}));
}

// Two 7x7 images of 37 channels, a 3x3 window, stride 2, padding 1: values placed in L1,
// indices in DRAM.
struct ValuesInL1IndicesInDram {
  runtime::Device device{wh()};
  const OpInfo& op = getOp(kPool);
  std::vector<runtime::Tensor> in{
      randomTensor(device, parseTensorSpec("1x1x98x37:bf16:tile:dram"), op, 3)};
  const OpParams params = paramsOf(op, {"batch_size=2", "input_height=7", "input_width=7",
                                        "kernel_size=3,3", "stride=2,2", "padding=1,1"});
  const MemoryConfig l1 = MemoryConfig::l1(), dram = MemoryConfig::dram();
  const std::vector<ResultPlacement> where{{&l1, nullptr}, {&dram, nullptr}};
};

// output_l1 counts the values alone.
TEST(MaxPoolIndices, EachResultInItsOwnMemory) {
  ValuesInL1IndicesInDram t;
  auto& [device, op, in, params, l1, dram, where] = t;
  ExecResult r = execute(device, op, in, params, where);
  ASSERT_EQ(r.outputs.size(), 2u);
  EXPECT_EQ(describe(r.outputs[0]).toString(), "1x1x32x37:bf16:tile:l1");
  EXPECT_EQ(describe(r.outputs[1]).toString(), "1x1x32x37:uint32:tile:dram");
  const std::vector<MemoryConfig> memories{l1, dram};
  EXPECT_EQ(queryModels(op, std::vector{describe(in[0])}, params, wh(), memories).stack, r.measured);
  EXPECT_EQ(r.measured.output_l1, describe(r.outputs[0]).l1BytesPerCore(wh()));
  EXPECT_TRUE(compareResults(op, in, params, r.outputs).within_tolerance);
}

// A caller that holds its inputs' descriptions (the executor: a graph's values) passes
// them, and the op runs exactly as when it describes the tensors itself; a description
// that is not the tensor's is the caller's bug, named.
TEST(MaxPoolIndices, DescribedInputsRunTheSameAndAWrongDescriptionIsRefused) {
  ValuesInL1IndicesInDram t;
  auto& [device, op, in, params, l1, dram, where] = t;
  const std::vector<TensorDesc> described{parseTensorSpec("1x1x98x37:bf16:tile:dram")};
  ExecResult self = execute(device, op, in, params, where);
  ExecResult given = execute(device, op, in, params, where, true, AllocationModel::Stack, described);
  EXPECT_EQ(given.measured, self.measured);
  EXPECT_EQ(given.predicted, self.predicted);
  EXPECT_EQ(readBack(given.outputs[0]).data, readBack(self.outputs[0]).data);
  EXPECT_EQ(readBack(given.outputs[1]).data, readBack(self.outputs[1]).data);
  const std::vector<TensorDesc> wrong{parseTensorSpec("1x1x98x37:bf16:tile:l1")};
  try {
    (void)execute(device, op, in, params, where, true, AllocationModel::Stack, wrong);
    ADD_FAILURE() << "a wrong description was taken";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::Internal);
    EXPECT_NE(std::string(e.what()).find("input 0 is 1x1x98x37:bf16:tile:dram but its caller "
                                         "described it as 1x1x98x37:bf16:tile:l1"),
              std::string::npos)
        << e.what();
  }
}

TEST(MaxPoolIndices, RefusesBadInputsWithTheirMessages) {
  const std::string op = fmt::format("{}: ", kPool);
  EXPECT_EQ(refusal(kPool, {"1x1x64x32:bf16:tile:dram"}, {"input_height=8", "input_width=8", "kernel_size=2,2", "padding=2,0"}),
            op + "padding: [2, 2, 0, 0] exceeds half the 2x2 kernel; pooling pads at most kernel / 2 on each side");
  EXPECT_EQ(refusal(kPool, {"1x1x64x32:bf16:tile:dram"}, {"input_height=7", "input_width=8"}),
            op + "batch_size/input_height/input_width: 1 images of 7 x 8 pixels are 56 rows, but the input "
                 "1x1x64x32 has 64 (tt-mlir's flattened form is [1, 1, N*H*W, C])");
  EXPECT_EQ(refusal(kPool, {"1x1x64x32:bf16:tile:dram"}, {"input_height=8", "input_width=8", "channels=16"}),
            op + "channels: 16 channels but the input 1x1x64x32 has 32 columns");
  EXPECT_EQ(refusal(kPool, {"1x1x64x32:bf16:row_major:dram"}, {"input_height=8", "input_width=8"}),
            "op max_pool2d_with_indices: input 0 is row_major; this library computes on tile layout "
            "(tilize it first)");
  const MemoryConfig sharded = parseTensorSpec("1x1x64x32:bf16:tile:l1-height:2x1").memory;
  EXPECT_EQ(refusal(kPool, {"1x1x64x32:bf16:tile:dram"}, {"input_height=8", "input_width=8"}, &sharded),
            op + "the output memory is l1-height:2x1; this op writes interleaved outputs");
  // Values interleaved, indices sharded.
  const std::vector<MemoryConfig> mixed{MemoryConfig::dram(), sharded};
  const OpInfo& pool = getOp(kPool);
  try {
    (void)queryModels(pool, std::vector{parseTensorSpec("1x1x64x32:bf16:tile:dram")},
                      paramsOf(pool, {"input_height=8", "input_width=8"}), wh(), mixed);
    ADD_FAILURE() << "sharded indices accepted";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()),
              op + "the indices' memory is l1-height:2x1; this op writes interleaved results");
  }
}

}  // namespace
}  // namespace strata::ops
