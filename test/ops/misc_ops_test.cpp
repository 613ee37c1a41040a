// The single-result ops of lib/ops/misc on hand-written tensors whose
// results are worked out by hand, their CB figures, and the errors for bad arguments
// and for bad values read on the device.

#include "strata/ops_device/check.hpp"

#include "hand_tensors.hpp"

#include "strata/ops/misc.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using hand::CheckedRun;
using hand::iota;
using hand::paramsOf;
using hand::runChecked;
using hand::tensorWith;
using hand::wh;

// ---- slice_dynamic ---------------------------------------------------------------------

TEST(SliceDynamic, CopiesTheWindowTheDeviceBoundsName) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("slice_dynamic");
  // x[i][j] = 100 i + j, [4, 40]; begins [1, 3], ends [3, 9], step [1, 2]:
  // rows 1, 2 and columns 3, 5, 7.
  std::vector<double> x;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 40; ++j) x.push_back(100 * i + j);
  for (const char* bounds : {"2:u32", "2:i32"}) {
    for (const char* dtype : {"bf16", "f32"}) {
      CheckedRun r = runChecked(device, op,
                                {tensorWith(device, std::string("4x40:") + dtype + ":tile:dram", x),
                                 tensorWith(device, bounds, {1, 3}),
                                 tensorWith(device, bounds, {3, 9})},
                                paramsOf(op, {"step=1,2", "shape=2,3"}));
      EXPECT_EQ(r.value.shape, (Shape{2, 3}));
      EXPECT_EQ(r.value.data, (std::vector<double>{103, 105, 107, 203, 205, 207}));
    }
  }
  // int32 bounds may count from the end: begins [-2, -40] = [2, 0], ends [-1, 40].
  CheckedRun r = runChecked(device, op,
                            {tensorWith(device, "4x40:f32:tile:l1", x),
                             tensorWith(device, "2:i32", {-2, -40}),
                             tensorWith(device, "2:i32", {-1, 40})},
                            paramsOf(op, {"shape=1,40"}));
  std::vector<double> row2(x.begin() + 80, x.begin() + 120);
  EXPECT_EQ(r.value.data, row2);
}

// Two output tiles ([40, 40] -> [33, 33] over 2x2 tiles) read the bounds once per core
// (CB 3: two 4096 B tiles) beside the gather program's double-buffered CB 0.
TEST(SliceDynamic, CircularBuffersAreTheDocumentedOnes) {
  const OpInfo& op = getOp("slice_dynamic");
  const std::vector<TensorDesc> in{parseTensorSpec("40x40:bf16:tile:dram"), parseTensorSpec("2:u32"),
                                   parseTensorSpec("2:u32")};
  EXPECT_EQ(query(op, in, paramsOf(op, {"shape=33,33"}), wh()).cb_peak, 2 * 2048u + 2 * 4096u);
  const std::vector<TensorDesc> f32{parseTensorSpec("40x40:f32:tile:dram"), parseTensorSpec("2:i32"),
                                    parseTensorSpec("2:i32")};
  EXPECT_EQ(query(op, f32, paramsOf(op, {"shape=33,33"}), wh()).cb_peak, 2 * 4096u + 2 * 4096u);
}

std::string deviceError(runtime::Device& device, std::vector<double> begins,
                        std::vector<double> ends, const std::vector<std::string>& params) {
  const OpInfo& op = getOp("slice_dynamic");
  std::vector<runtime::Tensor> in{tensorWith(device, "4x40:bf16:tile:dram", iota(160)),
                                  tensorWith(device, "2:i32", std::move(begins)),
                                  tensorWith(device, "2:i32", std::move(ends))};
  std::string message = "accepted";
  try {
    execute(device, op, in, paramsOf(op, params));
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    message = e.what();
  }
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);
  for (runtime::Tensor& t : in) t.deallocate();
  return message;
}

TEST(SliceDynamic, BoundsReadOnTheDeviceOutsideTheInputAreErrors) {
  runtime::Device device(wh());
  EXPECT_NE(deviceError(device, {4, 0}, {5, 40}, {"shape=1,40"})
                .find("begins[0] is 4, outside [-4, 4) for dim 0 of size 4"),
            std::string::npos);
  EXPECT_NE(deviceError(device, {0, 10}, {1, 41}, {"shape=1,31"})
                .find("ends[1] is 41; dim 1 (size 40) begins at 10, so it must lie in (10, 40]"),
            std::string::npos);
  EXPECT_NE(deviceError(device, {0, 10}, {1, 20}, {"shape=1,8"})
                .find("dim 1: begins 10, ends 20, step 1 give 10 elements but the result has 8"),
            std::string::npos);
  // The host reference refuses the same values with the same message.
  HostTensor x(Shape{4, 40}), b(Shape{2}), e(Shape{2});
  b.data = {4, 0};
  e.data = {5, 40};
  const std::vector<std::int64_t> step{1, 1}, shape{1, 40};
  try {
    refSliceDynamic(x, b, e, step, shape);
    ADD_FAILURE() << "the reference took begins[0] = 4";
  } catch (const Error& err) {
    EXPECT_NE(std::string(err.what()).find("begins[0] is 4, outside [-4, 4)"), std::string::npos);
  }
}

TEST(SliceDynamic, BadArgumentsAreRejectedNamingTheProblem) {
  using hand::expectRejected;
  const std::string x = "4x40:bf16:tile:dram";
  expectRejected("slice_dynamic", {x, "2:bf16", "2:bf16"}, {},
                 "begins is bfloat16; the bounds are int32 or uint32 tensors");
  expectRejected("slice_dynamic", {x, "3:u32", "3:u32"}, {},
                 "begins has shape 3; it must hold one entry per dim of the rank-2 input, as [2]");
  expectRejected("slice_dynamic", {x, "2:u32", "2:u32"}, {"step=1"},
                 "step [1] has 1 entries but the input has rank 2");
  expectRejected("slice_dynamic", {x, "2:u32", "2:u32"}, {"step=0,1"},
                 "dim 0 has step 0; steps are positive");
  expectRejected("slice_dynamic", {x, "2:u32", "2:u32"}, {"shape=5,40"},
                 "the result's dim 0 is 5 but the input's is 4 (step 1)");
  expectRejected("slice_dynamic", {x, "2:u32", "2:u32"}, {"step=2,1", "shape=3,40"},
                 "the result's dim 0 is 3 but the input's is 4 (step 2)");
  expectRejected("slice_dynamic", {"4x40:u32:tile:dram", "2:u32", "2:u32"}, {},
                 "the input is uint32; the data input is bf16 or f32");
  expectRejected("slice_dynamic", {"64x64:bf16:tile:l1-height:2x1", "2:u32", "2:u32"}, {},
                 "input 0 is height_sharded");
}

// Random bounds drawn for the catalog-wide tests are valid: the begins vary with the
// seed and every draw slices the requested shape.
TEST(SliceDynamic, RandomBoundsAreMadeValid) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("slice_dynamic");
  const std::vector<TensorDesc> in{parseTensorSpec("1x3x100x257:bf16:tile:dram"),
                                   parseTensorSpec("4:i32"), parseTensorSpec("4:i32")};
  const OpParams p = paramsOf(op, {"step=1,1,3,2", "shape=1,2,30,100"});
  std::vector<double> first_begins;
  for (std::uint64_t seed : {5u, 6u, 7u}) {
    std::vector<runtime::Tensor> t = validRandomTensors(device, op, in, p, seed);
    const HostTensor b = readBack(t[1]), e = readBack(t[2]);
    for (int k = 0; k < 4; ++k) {
      const std::int64_t step[] = {1, 1, 3, 2}, shape[] = {1, 2, 30, 100};
      EXPECT_EQ((e.data[k] - b.data[k] + step[k] - 1) / step[k], shape[k]) << k;
    }
    if (seed == 5) first_begins = b.data;
    const RunReport r = runWithRandomInputs(device, op, in, p, nullptr, seed);
    EXPECT_TRUE(r.numerics.within_tolerance);
    EXPECT_EQ(r.predicted, r.measured);
    for (runtime::Tensor& x : t) x.deallocate();
  }
  std::vector<runtime::Tensor> t = validRandomTensors(device, op, in, p, 8);
  EXPECT_NE(readBack(t[1]).data, first_begins);
  for (runtime::Tensor& x : t) x.deallocate();
}

}  // namespace
}  // namespace strata::ops
