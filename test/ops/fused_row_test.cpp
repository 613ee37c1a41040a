// softmax and rms_norm as one fused program each (lib/ops/fused_norm.cpp): their CB sets
// follow tt-metal's program factories (sizes derived here from the factories' rules), the
// device program computes the right values through exactly those CBs (hand-worked
// results), and a row too wide for tt-metal's one-pass softmax is refused with a clear
// error. The property tests (query_exactness, placement_policies) run both ops over the
// catalog's shapes and memory configs.

#include "strata/ops_device/check.hpp"
#include "strata/ops/explain.hpp"

#include "hand_tensors.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using namespace hand;

constexpr std::uint64_t kBf16 = 2048, kF32 = 4096;

L1Usage queryOf(const std::string& op_name, const std::vector<std::string>& specs,
                const std::vector<std::string>& params = {}) {
  const OpInfo& op = getOp(op_name);
  std::vector<TensorDesc> inputs;
  for (const std::string& s : specs) inputs.push_back(parseTensorSpec(s));
  return query(op, inputs, paramsOf(op, params), wh());
}

// Runs the op, checks query == measured and the stack back at its base, returns the values.
std::vector<double> run(runtime::Device& device, const std::string& op_name,
                        std::vector<runtime::Tensor> inputs, const std::vector<std::string>& params = {}) {
  const OpInfo& op = getOp(op_name);
  ExecResult r = execute(device, op, inputs, paramsOf(op, params));
  EXPECT_EQ(r.predicted, r.measured);
  EXPECT_EQ(r.measured.stack_peak, 0u);  // one program: nothing on the stack
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);
  std::vector<double> values = readBack(r.output).data;
  r.output.deallocate();
  for (runtime::Tensor& t : inputs) t.deallocate();
  return values;
}

void expectNear(const std::vector<double>& got, const std::vector<double>& want, double rtol) {
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t i = 0; i < got.size(); ++i)
    EXPECT_NEAR(got[i], want[i], rtol * std::max(1.0, std::fabs(want[i]))) << "element " << i;
}

// tt-metal's softmax CBs: input 2 x block, output 2 x block, the row's exps, and four
// single tiles (1 / sum, reduce scaler, pad mask; intermediates in bf16); block = the
// largest divisor of the row's tiles <= 8. numeric_stable holds the input row whole, plus
// the max tile and a copy of the row.
TEST(FusedRow, SoftmaxHoldsTtMetalsCircularBuffers) {
  // 288 columns: 9 tiles, block 3.
  EXPECT_EQ(queryOf("softmax", {"32x288:bf16:tile:l1"}).cb_peak, (6 + 6 + 9 + 3) * kBf16);
  EXPECT_EQ(queryOf("softmax", {"32x288:bf16:tile:l1"}, {"numeric_stable=1"}).cb_peak,
            (9 + 6 + 9 + 3 + 1 + 9) * kBf16);
  // f32: input and output pages of f32 tiles, the intermediates still bf16 (block 8).
  EXPECT_EQ(queryOf("softmax", {"32x256:f32:tile:dram"}).cb_peak, (16 + 16) * kF32 + (8 + 3) * kBf16);
  // One program, so the peak is its CB region; the output is the only L1 tensor.
  const L1Usage u = queryOf("softmax", {"64x1024:bf16:tile:l1"});
  EXPECT_EQ(u, (L1Usage{(16 + 16 + 32 + 3) * kBf16, 0, (16 + 16 + 32 + 3) * kBf16, kBf16,
                        (16 + 16 + 32 + 3 + 1) * kBf16}));
}

// tt-metal's layernorm factory in RMS mode: the input row, 2 x block output tiles, two
// tiles each of scaler, epsilon and mean square, the row of squares and 8 rsqrt tiles;
// with a weight or bias also 2 x block tiles of x * rsqrt and a whole row of each.
TEST(FusedRow, RmsNormHoldsTtMetalsCircularBuffers) {
  // 96 columns: 3 tiles, block 3.
  EXPECT_EQ(queryOf("rms_norm", {"64x96:bf16:tile:dram"}).cb_peak, (3 + 6 + 2 + 2 + 2 + 3 + 8) * kBf16);
  EXPECT_EQ(queryOf("rms_norm", {"64x96:bf16:tile:dram", "1x96:bf16:tile:dram"}).cb_peak,
            (3 + 6 + 2 + 2 + 2 + 3 + 8 + 6 + 3) * kBf16);
  EXPECT_EQ(queryOf("rms_norm", {"64x96:bf16:tile:dram", "1x96:bf16:tile:dram", "1x96:bf16:tile:dram"}).cb_peak,
            (3 + 6 + 2 + 2 + 2 + 3 + 8 + 6 + 3 + 3) * kBf16);
}

// --explain names tt-metal's CB ids and page counts.
TEST(FusedRow, ExplainListsTheFusedProgramsCircularBuffers) {
  const OpInfo& op = getOp("softmax");
  const std::vector<TensorDesc> in{parseTensorSpec("64x1024:bf16:tile:l1")};
  const Explanation e = explain(op, in, op.defaults(), wh());
  std::vector<std::pair<int, std::uint32_t>> cbs;
  int programs = 0;
  for (const ExplainStep& s : e.steps)
    if (s.kind == ExplainStep::Kind::Enqueue) {
      ++programs;
      for (const CbDesc& cb : s.cbs) cbs.emplace_back(cb.index, cb.num_pages);
      EXPECT_EQ(s.cores, 2u);  // two tile rows
    }
  EXPECT_EQ(programs, 1);
  EXPECT_EQ(cbs, (std::vector<std::pair<int, std::uint32_t>>{{0, 16}, {11, 16}, {7, 1}, {2, 1}, {6, 32}, {5, 1}}));
}

// Rows [0, ln 2, ln 3] -> [1, 2, 3] / 6 and [1, 1, 1] -> 1/3 each: 3 of a tile's 32
// columns, so the pad mask must keep the 29 padded columns out of the sum.
TEST(FusedRow, SoftmaxComputesThroughItsCircularBuffers) {
  runtime::Device device(wh());
  const std::vector<double> x{0, std::log(2.0), std::log(3.0), 1, 1, 1};
  const std::vector<double> want{1.0 / 6, 2.0 / 6, 3.0 / 6, 1.0 / 3, 1.0 / 3, 1.0 / 3};
  for (const char* dtype : {"bf16", "f32"})
    for (const char* stable : {"numeric_stable=0", "numeric_stable=1"}) {
      SCOPED_TRACE(std::string(dtype) + " " + stable);
      const std::string spec = std::string("2x3:") + dtype + ":tile:dram";
      // exp and 1 / sum pass through bf16 CBs: a few roundings of 2^-9.
      expectNear(run(device, "softmax", {tensorWith(device, spec, x)}, {stable}), want, 1e-2);
    }
  // numeric_stable subtracts the row max first: exp(100) overflows bf16, exp(0) does not.
  expectNear(run(device, "softmax", {tensorWith(device, "1x2:f32:tile:dram", {100, 100})}, {"numeric_stable=1"}),
             {0.5, 0.5}, 1e-6);
}

// rms_norm by hand: row [3, 4] has mean square 12.5 (rsqrt 0.2828427), row [1, -1] mean
// square 1; weight [2, 0.5] and bias [1, -1] then apply per column.
std::vector<double> rmsRows(const std::vector<double>& x, std::size_t width, double eps,
                            const std::vector<double>& weight, const std::vector<double>& bias,
                            std::size_t rows_per_slice) {
  std::vector<double> y(x.size());
  for (std::size_t r = 0; r * width < x.size(); ++r) {
    double sq = 0;
    for (std::size_t c = 0; c < width; ++c) sq += x[r * width + c] * x[r * width + c];
    const double scale = 1 / std::sqrt(sq / double(width) + eps);
    const std::size_t slice = weight.size() > width ? r / rows_per_slice : 0;
    for (std::size_t c = 0; c < width; ++c) {
      double v = x[r * width + c] * scale;
      if (!weight.empty()) v *= weight[slice * width + c];
      if (!bias.empty()) v += bias[c];
      y[r * width + c] = v;
    }
  }
  return y;
}

TEST(FusedRow, RmsNormComputesThroughItsCircularBuffers) {
  runtime::Device device(wh());
  const std::vector<double> x{3, 4, 1, -1};
  const double r = 1 / std::sqrt(12.5);
  EXPECT_NEAR(rmsRows(x, 2, 0, {2, 0.5}, {1, -1}, 2)[0], 3 * r * 2 + 1, 1e-12);  // the helper itself
  for (const char* dtype : {"bf16", "f32"}) {
    SCOPED_TRACE(dtype);
    const std::string d = dtype;
    expectNear(run(device, "rms_norm", {tensorWith(device, "2x2:" + d + ":tile:dram", x)}, {"epsilon=0"}),
               {3 * r, 4 * r, 1, -1}, 1e-2);
    expectNear(run(device, "rms_norm",
                   {tensorWith(device, "2x2:" + d + ":tile:l1", x),
                    tensorWith(device, "1x2:" + d + ":tile:l1", {2, 0.5}),
                    tensorWith(device, "1x2:" + d + ":tile:l1", {1, -1})},
                   {"epsilon=0"}),
               {3 * r * 2 + 1, 4 * r * 0.5 - 1, 1 * 2 + 1, -1 * 0.5 - 1}, 1e-2);
    // Two batch slices of 40 rows (two tile rows each) with their own weight rows: the
    // reader fetches each slice's row.
    std::vector<double> big(2 * 40 * 2);
    for (std::size_t i = 0; i < big.size(); ++i) big[i] = double(i % 7) - 3 + 0.5;
    const std::vector<double> weight{1, 2, -1, 0.5};
    expectNear(run(device, "rms_norm",
                   {tensorWith(device, "2x40x2:" + d + ":tile:dram", big),
                    tensorWith(device, "2x1x2:" + d + ":tile:dram", weight)},
                   {"epsilon=0.25"}),
               rmsRows(big, 2, 0.25, weight, {}, 40), 1e-2);
  }
}

// tt-metal runs softmax rows whose CBs exceed 90 % of L1 with another kernel, which is
// not modelled: refused, naming the op, the row and the bytes.
TEST(FusedRow, SoftmaxRefusesRowsForTtMetalsLargeTensorVariant) {
  expectRejected("softmax", {"32x32768:bf16:tile:dram"}, {}, "large-tensor softmax");
  EXPECT_NO_THROW((void)queryOf("softmax", {"32x16384:bf16:tile:dram"}));
}

}  // namespace
}  // namespace strata::ops
