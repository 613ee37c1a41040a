// sparse_matmul: a or b sparse (values worked out by hand, query == measured, stack back
// at its base) and the rejection of bad arguments.

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

// `count` 32x32 blocks, block i holding value(i) on the diagonal (identity = false: everywhere).
std::vector<double> blocks32(std::size_t count, double (*value)(std::size_t), bool identity) {
  std::vector<double> v(count * 1024, 0);
  for (std::size_t i = 0; i < v.size(); ++i)
    if (!identity || (i % 1024) / 32 == i % 32) v[i] = value(i / 1024);
  return v;
}

// b sparse: a [1, 2, 32, 32] with a[0, j] = j + 1 everywhere, experts b[0, e] = (e + 1) I:
// each kept product is (j + 1)(e + 1) everywhere. Sparsity [1, 2, 1, 3] = {1, 0, 1 / 0,
// 2, 0}: products (0, 1), (1, 0), (1, 2) are zero. Exact in both dtypes.
TEST(SparseMatmul, BSparseKeepsTheProductsTheSparsityMarks) {
  runtime::Device device(wh());
  for (const std::string d : {"f32", "bf16"}) {
    SCOPED_TRACE(d);
    const std::vector<double> flags{1, 0, 1, 0, 2, 0};
    const CheckedRun r = runChecked(
        device, "sparse_matmul",
        {tensorWith(device, "1x2x32x32:" + d + ":tile:dram", blocks32(2, [](std::size_t j) { return j + 1.0; }, false)),
         tensorWith(device, "1x3x32x32:" + d + ":tile:dram", blocks32(3, [](std::size_t e) { return e + 1.0; }, true)),
         tensorWith(device, "1x2x1x3:" + d + ":tile:l1", flags)},
        {"nnz=2"});
    ASSERT_EQ(r.value.shape, (Shape{1, 2, 1, 3, 32, 32}));
    for (std::size_t j = 0; j < 2; ++j)
      for (std::size_t e = 0; e < 3; ++e) {
        const double want = flags[j * 3 + e] != 0 ? double((j + 1) * (e + 1)) : 0.0;
        for (std::size_t i = 0; i < 1024; i += 97)
          EXPECT_EQ(r.value.data[(j * 3 + e) * 1024 + i], want) << j << "," << e << "," << i;
      }
  }
}

// a sparse: a [2, 3, 32, 32] with a[i, e] = (i + 1) I, experts b[0, e] = e + 1 everywhere:
// product (i, e) is (i + 1)(e + 1) everywhere. Sparsity [1, 1, 2, 3] = {1, 1, 0 / 0, 1, 1}.
TEST(SparseMatmul, ASparseMultipliesEachRowByItsOwnExpert) {
  runtime::Device device(wh());
  const std::vector<double> flags{1, 1, 0, 0, 1, 1};
  const CheckedRun r = runChecked(
      device, "sparse_matmul",
      {tensorWith(device, "2x3x32x32:f32:tile:dram", blocks32(6, [](std::size_t b) { return b / 3 + 1.0; }, true)),
       tensorWith(device, "1x3x32x32:f32:tile:dram", blocks32(3, [](std::size_t e) { return e + 1.0; }, false)),
       tensorWith(device, "1x1x2x3:f32:tile:dram", flags)},
      {"is_input_a_sparse=1", "is_input_b_sparse=0"});
  ASSERT_EQ(r.value.shape, (Shape{2, 3, 32, 32}));
  for (std::size_t i = 0; i < 2; ++i)
    for (std::size_t e = 0; e < 3; ++e) {
      const double want = flags[i * 3 + e] != 0 ? double((i + 1) * (e + 1)) : 0.0;
      for (std::size_t k = 0; k < 1024; k += 89)
        EXPECT_EQ(r.value.data[(i * 3 + e) * 1024 + k], want) << i << "," << e << "," << k;
    }
}

TEST(SparseMatmul, BadArgumentsAreRefusedNamingTheArgument) {
  const char* op = "sparse_matmul";
  expectRejected(op, {"1x2x32x64", "1x3x64x32", "1x2x1x3"}, {"is_input_b_sparse=0"},
                 "is_input_a_sparse and is_input_b_sparse are both false");
  expectRejected(op, {"1x2x32x64", "2x3x64x32", "1x2x1x3"}, {}, "b is 2x3x64x32; it must be [1, E, K, N]");
  expectRejected(op, {"1x2x32x48", "1x3x64x32", "1x2x1x3"}, {},
                 "a is 1x2x32x48; it must be rank 4 with b's K = 64");
  expectRejected(op, {"1x2x32x64", "1x3x64x32", "1x1x2x3"}, {},
                 "the sparsity is 1x1x2x3; in this mode it must be 1x2x1x3");
  expectRejected(op, {"2x2x32x64", "1x3x64x32", "1x1x2x3"}, {"is_input_a_sparse=1", "is_input_b_sparse=0"},
                 "a is 2x2x32x64; with is_input_a_sparse it must be [A, 3, M, K]");
  expectRejected(op, {"2x3x32x64", "1x3x64x32", "1x1x2x3"}, {"is_input_a_sparse=1"},
                 "it must be [1, 3, M, K]");
  expectRejected(op, {"1x2x32x64", "1x3x64x32", "1x2x1x3"}, {"nnz=7"},
                 "nnz is 7; it counts non-zero sparsity entries: 1..6");
}

}  // namespace
}  // namespace strata::ops
