// The integer element-wise ops on hand-written int32 / uint32 tensors whose
// results are worked out by hand (TTNNOps.td's examples, two's complement words at the
// ends of the range), their CB figures, exact storage of int32, and the errors for
// float operands, mixed dtypes and shift amounts outside [0, 31].

#include "strata/ops_device/check.hpp"
#include "strata/ops/integer.hpp"
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

// Runs `name`, checks the query against the measured high-water marks and the stack back
// at its base, and returns the result read back.
HostTensor run(runtime::Device& device, const char* name, std::vector<runtime::Tensor> inputs) {
  const OpInfo& op = getOp(name);
  std::vector<TensorDesc> descs;
  for (const runtime::Tensor& t : inputs) descs.push_back(describe(t));
  const L1Usage predicted = query(op, descs, op.defaults(), wh());
  ExecResult r = execute(device, op, inputs, op.defaults());
  EXPECT_EQ(predicted, r.measured);
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);
  HostTensor out = readBack(r.output);
  EXPECT_EQ(out.dtype, descs[0].dtype);
  r.output.deallocate();
  for (runtime::Tensor& t : inputs) t.deallocate();
  return out;
}

HostTensor binaryOf(runtime::Device& device, const char* name, const std::string& spec,
                    std::vector<double> a, const std::string& spec_b, std::vector<double> b) {
  return run(device, name, {tensorWith(device, spec, std::move(a)), tensorWith(device, spec_b, std::move(b))});
}

TEST(IntegerOps, BitwiseOpsGiveTheTtMlirExamples) {
  runtime::Device device(wh());
  // TTNNOps.td: lhs [[1, 2], [3, 4]], rhs [[5, 6], [7, 8]].
  const std::vector<double> lhs{1, 2, 3, 4}, rhs{5, 6, 7, 8};
  for (const char* dtype : {"i32", "u32"}) {
    const std::string spec = std::string("2x2:") + dtype + ":tile:dram";
    EXPECT_EQ(binaryOf(device, "bitwise_and", spec, lhs, spec, rhs).data, (std::vector<double>{1, 2, 3, 0}));
    EXPECT_EQ(binaryOf(device, "bitwise_or", spec, lhs, spec, rhs).data, (std::vector<double>{5, 6, 7, 12}));
    EXPECT_EQ(binaryOf(device, "bitwise_xor", spec, lhs, spec, rhs).data, (std::vector<double>{4, 4, 4, 12}));
  }
  // bitwise_not: [[1, 2], [3, 4]] -> [[-2, -3], [-4, -5]] in int32; the same words read
  // as uint32 are 2^32 - 2, ...
  EXPECT_EQ(run(device, "bitwise_not", {tensorWith(device, "2x2:i32:tile:l1", lhs)}).data,
            (std::vector<double>{-2, -3, -4, -5}));
  EXPECT_EQ(run(device, "bitwise_not", {tensorWith(device, "2x2:u32:tile:l1", lhs)}).data,
            (std::vector<double>{4294967294.0, 4294967293.0, 4294967292.0, 4294967291.0}));
}

TEST(IntegerOps, WordsAtTheEndsOfTheRangeAreExact) {
  runtime::Device device(wh());
  // Values above 2^24 (where a float loses integers) and the sign bit.
  const double kMin = -2147483648.0, kMax = 2147483647.0;
  const std::string i32 = "1x4:i32:tile:dram";
  EXPECT_EQ(binaryOf(device, "bitwise_and", i32, {kMin, kMax, -1, 16777217}, i32,
                     {-1, -1, kMin, 16777215}).data,
            (std::vector<double>{kMin, kMax, kMin, 1}));
  EXPECT_EQ(binaryOf(device, "bitwise_xor", i32, {kMin, kMax, -1, 123456789}, i32,
                     {kMax, kMax, 0x0F0F0F0F, 987654321}).data,
            (std::vector<double>{-1, 0, -252645136, 123456789 ^ 987654321}));
  EXPECT_EQ(run(device, "bitwise_not", {tensorWith(device, i32, {kMin, kMax, 0, -1})}).data,
            (std::vector<double>{kMax, kMin, -1, 0}));
  const std::string u32 = "1x3:u32:tile:dram";
  EXPECT_EQ(binaryOf(device, "bitwise_or", u32, {4294967040.0, 2147483648.0, 16777217}, u32,
                     {255, 1, 2}).data,
            (std::vector<double>{4294967295.0, 2147483649.0, 16777219}));
}

TEST(IntegerOps, ShiftsAreLogicalAndBroadcast) {
  runtime::Device device(wh());
  const std::string i32 = "1x4:i32:tile:dram";
  // Left: bits leave at the top, the sign bit is just a bit.
  EXPECT_EQ(binaryOf(device, "logical_left_shift", i32, {1, 3, -1, 1}, i32, {0, 4, 31, 31}).data,
            (std::vector<double>{1, 48, -2147483648.0, -2147483648.0}));
  // Right: zeros come in from the top, also for negative int32 words.
  EXPECT_EQ(binaryOf(device, "logical_right_shift", i32, {-1, -2147483648.0, 1024, 7}, i32,
                     {1, 31, 3, 0}).data,
            (std::vector<double>{2147483647.0, 1, 128, 7}));
  EXPECT_EQ(binaryOf(device, "logical_right_shift", "1x2:u32:tile:l1", {4294967295.0, 2147483648.0},
                     "1x2:u32:tile:l1", {28, 31}).data,
            (std::vector<double>{15, 1}));
  // A one-element shift amount broadcasts over a padded 40x40 tensor (2x2 tiles).
  std::vector<double> x(40 * 40), expected(40 * 40);
  for (std::size_t i = 0; i < x.size(); ++i) {
    x[i] = double(i);
    expected[i] = double(i << 5);
  }
  EXPECT_EQ(binaryOf(device, "logical_left_shift", "40x40:i32:tile:dram", x, "1x1:i32:tile:dram", {5}).data,
            expected);
}

TEST(IntegerOps, QueryHoldsTheBinaryCbSetInFourKilobyteTiles) {
  // Three double-buffered CBs of 4096-B int32 tiles: 24,576 B, twice the bf16 binary.
  const L1Usage q = query(getOp("bitwise_and"),
                          std::vector<TensorDesc>{parseTensorSpec("64x128:i32:tile:l1"),
                                                  parseTensorSpec("64x128:i32:tile:l1")},
                          getOp("bitwise_and").defaults(), wh());
  EXPECT_EQ(q.cb_peak, 3u * 2u * 4096u);
  EXPECT_EQ(q.output_l1, 4096u);  // 8 tiles over 64 cores: one 4096-B page per bank
  EXPECT_EQ(q.total, q.cb_peak + q.output_l1);
  const L1Usage bf16 = query(getOp("add"),
                             std::vector<TensorDesc>{parseTensorSpec("64x128:bf16:tile:l1"),
                                                     parseTensorSpec("64x128:bf16:tile:l1")},
                             getOp("add").defaults(), wh());
  EXPECT_EQ(q.cb_peak, 2 * bf16.cb_peak);
  const L1Usage n = query(getOp("bitwise_not"),
                          std::vector<TensorDesc>{parseTensorSpec("64x128:u32:tile:dram")},
                          getOp("bitwise_not").defaults(), wh());
  EXPECT_EQ(n.cb_peak, 2u * 2u * 4096u);
  EXPECT_EQ(n.output_l1, 0u);
}

TEST(IntegerOps, FloatOperandsAndMixedDtypesAreRejected) {
  expectRejected("bitwise_and", {"2x2:bf16", "2x2:bf16"}, {}, "computes on int32 or uint32");
  expectRejected("bitwise_not", {"2x2:f32"}, {}, "input 0 is float32");
  expectRejected("logical_left_shift", {"2x2:i32", "2x2:u32"}, {}, "input 1 is uint32 but input 0 is int32");
  expectRejected("bitwise_or", {"2x2:i32", "3x3:i32"}, {}, "does not broadcast");
  // ... and int32 into a float op.
  expectRejected("add", {"2x2:i32", "2x2:i32"}, {}, "input 0 is int32");
}

TEST(IntegerOps, ShiftAmountsOutsideTheWordAreErrors) {
  runtime::Device device(wh());
  for (double amount : {32.0, -1.0}) {
    try {
      binaryOf(device, "logical_left_shift", "1x3:i32:tile:dram", {1, 2, 3}, "1x3:i32:tile:dram",
               {1, amount, 2});
      ADD_FAILURE() << "shift by " << amount << " accepted";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
      const std::string what = e.what();
      EXPECT_NE(what.find(fmt::format("shift amount in output tile 0 (row 0, col 1 of the tile) is {}, "
                                      "outside [0, 31]", amount)),
                std::string::npos)
          << what;
    }
    EXPECT_EQ(device.l1Map().stack_bytes, 0u);
  }
  // The host reference refuses the same element, naming its logical position.
  HostTensor a(Shape{1, 3}), b(Shape{1, 3});
  b.data = {0, 0, 40};
  try {
    (void)refInteger(IntegerCode::LogicalRightShift, a, &b, DataType::UInt32);
    ADD_FAILURE() << "the reference shifted by 40";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("shift amount at batch 0 row 0 col 2 is 40"), std::string::npos)
        << e.what();
  }
}

TEST(IntegerOps, Int32TensorsStoreEveryValueExactly) {
  runtime::Device device(wh());
  const std::vector<double> v{-2147483648.0, -16777217, 16777217, 2147483647.0};
  runtime::Tensor t = tensorWith(device, "1x4:i32:tile:l1", v);
  EXPECT_EQ(readBack(t).data, v);
  t.deallocate();
}

}  // namespace
}  // namespace strata::ops
