// typecast to and from the integer dtypes: floats round to the nearest integer (ties to
// even) and saturate at the dtype's range, integers become the nearest float; values are
// worked out by hand. Pairs the f32 path cannot convert exactly are refused.

#include "strata/ops_device/check.hpp"

#include "hand_tensors.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using hand::CheckedRun;
using hand::expectRejected;
using hand::runChecked;
using hand::tensorWith;
using hand::wh;

// typecast's dtype names, codes and dtypes come from one table: every name's code is a
// dtype whose own code is that code again, and the short names land where they should.
TEST(TypecastInteger, DtypeNamesCodesAndDtypesAgree) {
  const OpInfo& op = getOp("typecast");
  const ParamDef& dtype = op.params[static_cast<std::size_t>(op.paramIndex("dtype"))];
  ASSERT_EQ(dtype.choices.size(), 19u);
  for (const ParamChoice& c : dtype.choices) {
    const std::optional<DataType> target = typecastTarget(c.code);
    ASSERT_TRUE(target.has_value()) << c.name;
    EXPECT_EQ(typecastCode(*target), c.code) << c.name;
  }
  EXPECT_EQ(typecastTarget(132), DataType::Int32);
  EXPECT_EQ(typecastTarget(216), DataType::UInt16);
  EXPECT_EQ(typecastCode(DataType::BFloat4_B), 4);
  EXPECT_EQ(typecastTarget(64), std::nullopt);
  EXPECT_EQ(typecastCode(DataType::UInt8), -1);
}

TEST(TypecastInteger, FloatsRoundToEvenAndSaturate) {
  runtime::Device device(wh());
  const std::vector<double> x{-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.7, -3.7, 1e10, -1e10, 7, 0};
  CheckedRun i32 = runChecked(device, "typecast", {tensorWith(device, "1x12:f32", x)},
                              {"dtype=i32"});
  EXPECT_EQ(i32.desc.dtype, DataType::Int32);
  EXPECT_EQ(i32.value.data, (std::vector<double>{-2, -2, 0, 0, 2, 2, 4, -4, 2147483647.0,
                                                 -2147483648.0, 7, 0}));
  // uint16: negatives to 0, above 65535 to 65535 (bf16 holds 70,000 as 70,144); 65,280 =
  // 255 x 256 is a bf16 value.
  CheckedRun u16 = runChecked(device, "typecast",
                              {tensorWith(device, "1x6:bf16", {-3, 70000, 1.5, 2.5, 65280, 9})},
                              {"dtype=216"});
  EXPECT_EQ(u16.desc.dtype, DataType::UInt16);
  EXPECT_EQ(u16.value.data, (std::vector<double>{0, 65535, 2, 2, 65280, 9}));
}

TEST(TypecastInteger, IntegersBecomeTheNearestFloat) {
  runtime::Device device(wh());
  // 2^24 + 1 and 2^24 + 3 are not f32 values: ties go to the even neighbour.
  CheckedRun f32 = runChecked(device, "typecast",
                              {tensorWith(device, "1x4:i32", {16777217, 16777219, -5, 123456})},
                              {"dtype=f32"});
  EXPECT_EQ(f32.value.data, (std::vector<double>{16777216, 16777220, -5, 123456}));
  // uint16 indices (sort / topk's) to int32, as tt-mlir's workaround typecasts them.
  CheckedRun i32 = runChecked(device, "typecast", {tensorWith(device, "1x3:u16", {0, 65535, 40})},
                              {"dtype=si32"});
  EXPECT_EQ(i32.desc.dtype, DataType::Int32);
  EXPECT_EQ(i32.value.data, (std::vector<double>{0, 65535, 40}));
}

TEST(TypecastInteger, PairsTheCopyCannotConvertExactlyAreRefused) {
  expectRejected("typecast", {"32x32:i32"}, {"dtype=u32"},
                 "int32 to uint32 is not supported: the copy converts through f32");
  expectRejected("typecast", {"32x32:u32"}, {"dtype=132"}, "uint32 to int32 is not supported");
  expectRejected("typecast", {"32x32:bf16"}, {"dtype=7"},
                 "dtype = 7 is not one of dtype's choices (bf16, f32, bfp8, bfp4, i32, u32 or u16)");
}

}  // namespace
}  // namespace strata::ops
