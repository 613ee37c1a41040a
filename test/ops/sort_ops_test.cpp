// ttnn.sort and ttnn.topk (lib/ops/multi): two results each, on hand-written tensors whose
// sorted values and indices are worked out by hand; per-result placements; the CB figures;
// and the errors for bad arguments.

#include "strata/ops_device/check.hpp"

#include "hand_tensors.hpp"

#include "strata/ops/sort.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using hand::expectRejected;
using hand::paramsOf;
using hand::tensorWith;
using hand::wh;

// Both results read back (hand::runCheckedResults checks query == measured, the stack at
// its base and both results against the reference).
struct SortRun {
  HostTensor values, indices;
  TensorDesc values_desc, indices_desc;
  L1Usage usage;
};

SortRun runSortOp(runtime::Device& device, const std::string& name, runtime::Tensor input,
                  const std::vector<std::string>& params,
                  std::vector<MemoryConfig> memories = {}) {
  const OpInfo& op = getOp(name);
  hand::CheckedResults r =
      hand::runCheckedResults(device, op, {input}, paramsOf(op, params), memories);
  EXPECT_EQ(r.values.size(), 2u);
  return {r.values.at(0), r.values.at(1), r.descs.at(0), r.descs.at(1), r.usage};
}

// One line of 40 entries (past one tile's width): 7 - (5 j mod 11), so every value in
// [-3, 7] appears 3 or 4 times and ties decide most of the order.
std::vector<double> tiedLine() {
  std::vector<double> v;
  for (int j = 0; j < 40; ++j) v.push_back(7 - (5 * j) % 11);
  return v;
}

TEST(Sort, AscendingAndDescendingKeepTiesInInputOrder) {
  runtime::Device device(wh());
  const std::vector<double> x = tiedLine();
  // Value v sits at the j with 5 j = 7 - v (mod 11): v = 7 at j = 0, 11, 22, 33;
  // v = -3 at j = 2, 13, 24, 35; v = 6 at j = 9, 20, 31 (5 * 9 = 45 = 1 mod 11).
  for (const char* dtype : {"bf16", "f32"}) {
    SortRun up = runSortOp(device, "sort", tensorWith(device, std::string("1x40:") + dtype, x), {});
    ASSERT_EQ(up.values.data.size(), 40u);
    EXPECT_EQ(up.values.data[0], -3);
    EXPECT_EQ((std::vector<double>(up.indices.data.begin(), up.indices.data.begin() + 4)),
              (std::vector<double>{2, 13, 24, 35}));
    EXPECT_EQ((std::vector<double>(up.values.data.end() - 4, up.values.data.end())),
              (std::vector<double>{7, 7, 7, 7}));
    EXPECT_EQ((std::vector<double>(up.indices.data.end() - 4, up.indices.data.end())),
              (std::vector<double>{0, 11, 22, 33}));
    SortRun down = runSortOp(device, "sort", tensorWith(device, std::string("1x40:") + dtype, x),
                             {"descending=1", "stable=1"});
    EXPECT_EQ((std::vector<double>(down.indices.data.begin(), down.indices.data.begin() + 7)),
              (std::vector<double>{0, 11, 22, 33, 9, 20, 31}));
    EXPECT_EQ((std::vector<double>(down.values.data.begin(), down.values.data.begin() + 7)),
              (std::vector<double>{7, 7, 7, 7, 6, 6, 6}));
    // Every index once: the indices are a permutation and the values follow them.
    std::vector<int> seen(40, 0);
    for (std::size_t j = 0; j < 40; ++j) {
      ++seen[static_cast<std::size_t>(down.indices.data[j])];
      EXPECT_EQ(down.values.data[j], x[static_cast<std::size_t>(down.indices.data[j])]);
    }
    EXPECT_EQ(seen, std::vector<int>(40, 1));
  }
}

// NaN sorts above every number, infinities at their ends.
TEST(Sort, NanAboveInfinityAboveNumbers) {
  runtime::Device device(wh());
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  SortRun r = runSortOp(device, "sort", tensorWith(device, "1x6:f32", {1, nan, -inf, inf, nan, 0}),
                        {});
  EXPECT_EQ((std::vector<double>(r.indices.data.begin(), r.indices.data.end())),
            (std::vector<double>{2, 5, 0, 3, 1, 4}));
  EXPECT_EQ(r.values.data[0], -inf);
  EXPECT_EQ(r.values.data[3], inf);
  EXPECT_TRUE(std::isnan(r.values.data[4]) && std::isnan(r.values.data[5]));
}

// dim 0 of a [3, 2, 33] tensor: each (i, j) column of three entries sorted on its own;
// the uint16 indices of tt-mlir's ui16 result hold the same numbers.
TEST(Sort, AnyDimAndUint16Indices) {
  runtime::Device device(wh());
  std::vector<double> x;  // x[d][i][j] = (d == 1 ? 10 : d == 2 ? -10 : 0) + j
  for (int d = 0; d < 3; ++d)
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 33; ++j) x.push_back((d == 1 ? 10 : d == 2 ? -10 : 0) + j);
  SortRun r = runSortOp(device, "sort", tensorWith(device, "3x2x33:bf16:tile:l1", x),
                        {"dim=0", "indices_u16=1"});
  EXPECT_EQ(r.indices_desc.dtype, DataType::UInt16);
  EXPECT_EQ(r.values_desc.shape, (Shape{3, 2, 33}));
  for (int i = 0; i < 2; ++i)
    for (int j = 0; j < 33; ++j) {
      const std::size_t at = static_cast<std::size_t>(i * 33 + j), plane = 66;
      EXPECT_EQ(r.indices.data[at], 2);
      EXPECT_EQ(r.indices.data[at + plane], 0);
      EXPECT_EQ(r.indices.data[at + 2 * plane], 1);
      EXPECT_EQ(r.values.data[at], j - 10);
      EXPECT_EQ(r.values.data[at + 2 * plane], j + 10);
    }
}

TEST(TopK, LargestAndSmallestAcrossTheTileEdge) {
  runtime::Device device(wh());
  const std::vector<double> x = tiedLine();
  SortRun big = runSortOp(device, "topk", tensorWith(device, "1x40:f32:tile:dram", x), {"k=6"});
  EXPECT_EQ(big.values_desc.shape, (Shape{1, 6}));
  EXPECT_EQ(big.values.data, (std::vector<double>{7, 7, 7, 7, 6, 6}));
  EXPECT_EQ(big.indices.data, (std::vector<double>{0, 11, 22, 33, 9, 20}));
  SortRun small = runSortOp(device, "topk", tensorWith(device, "1x40:bf16", x),
                            {"k=5", "largest=0", "sorted=1"});
  // -3 at 2, 13, 24, 35; then -2 (5 j = 9 mod 11: j = 4, 15, ...).
  EXPECT_EQ(small.values.data, (std::vector<double>{-3, -3, -3, -3, -2}));
  EXPECT_EQ(small.indices.data, (std::vector<double>{2, 13, 24, 35, 4}));
}

// dim -2 of [2, 40, 3]: the best two rows of each column.
TEST(TopK, AlongTheRows) {
  runtime::Device device(wh());
  std::vector<double> x;  // x[b][r][c] = (r * 7 + 3 c + 5 b) mod 40
  for (int b = 0; b < 2; ++b)
    for (int r = 0; r < 40; ++r)
      for (int c = 0; c < 3; ++c) x.push_back((r * 7 + 3 * c + 5 * b) % 40);
  SortRun t = runSortOp(device, "topk", tensorWith(device, "2x40x3:f32", x), {"k=2", "dim=-2"});
  EXPECT_EQ(t.values_desc.shape, (Shape{2, 2, 3}));
  for (int b = 0; b < 2; ++b)
    for (int c = 0; c < 3; ++c) {
      // 7 is invertible mod 40 (7 * 23 = 161 = 1 mod 40): value v at r = 23 (v - 3c - 5b).
      auto rowOf = [&](int v) { return ((23 * (v - 3 * c - 5 * b)) % 40 + 40) % 40; };
      const std::size_t first = static_cast<std::size_t>(b * 6 + c), second = first + 3;
      EXPECT_EQ(t.values.data[first], 39);
      EXPECT_EQ(t.values.data[second], 38);
      EXPECT_EQ(t.indices.data[first], rowOf(39));
      EXPECT_EQ(t.indices.data[second], rowOf(38));
    }
}

// Each result where its placement says: values in L1, indices in DRAM; output_l1 counts
// the L1 result only (2 values tiles over 2 of the 12 banks: one 2048 B tile per bank).
TEST(TopK, EachResultInItsOwnMemory) {
  runtime::Device device(wh());
  std::vector<double> x(64 * 64);
  for (std::size_t i = 0; i < x.size(); ++i) x[i] = double((i * 37) % 101);
  SortRun r = runSortOp(device, "topk", tensorWith(device, "64x64:bf16", x), {"k=3"},
                        {MemoryConfig::l1(), MemoryConfig::dram()});
  EXPECT_TRUE(r.values_desc.memory.isL1());
  EXPECT_FALSE(r.indices_desc.memory.isL1());
  EXPECT_EQ(r.usage.output_l1, 2048u);
}

// sort, lines of at most 64 tiles: tt-metal's single-core sort factory; the line of 100
// entries pads to 128 (4 tiles). Four input and four index tiles, the line of each, two
// values and two indices tiles, a 1024 B synchronization page.
TEST(Sort, CircularBuffersAreTtMetalsSingleCoreSort) {
  const std::vector<TensorDesc> bf16{parseTensorSpec("64x100:bf16")};
  EXPECT_EQ(query(getOp("sort"), bf16, getOp("sort").defaults(), wh()).cb_peak,
            4 * 2048u + 4 * 4096u + 4 * 2048u + 4 * 4096u + 2 * 2048u + 2 * 4096u + 1024u);
  EXPECT_EQ(query(getOp("sort"), bf16, paramsOf(getOp("sort"), {"indices_u16=1"}), wh()).cb_peak,
            4 * 2048u + 4 * 2048u + 4 * 2048u + 4 * 2048u + 2 * 2048u + 2 * 2048u + 1024u);
  // 2049 entries pad to 2112 (66 tiles): past the single-core factory, Strata's three CBs.
  const std::vector<TensorDesc> f32{parseTensorSpec("32x2049:f32")};
  EXPECT_EQ(query(getOp("sort"), f32, getOp("sort").defaults(), wh()).cb_peak,
            2 * 4096u + 2 * 4096u + 2 * 4096u);
}

// topk: Strata's own CB 0 two input tiles, CB 16 two values tiles, CB 17 two indices tiles.
TEST(TopK, CircularBuffersAreTheDocumentedOnes) {
  const std::vector<TensorDesc> f32{parseTensorSpec("64x128:f32")};
  EXPECT_EQ(query(getOp("topk"), f32, paramsOf(getOp("topk"), {"indices_u16=1"}), wh()).cb_peak,
            2 * 4096u + 2 * 4096u + 2 * 2048u);
}

TEST(Sort, BadArgumentsAreRefusedWithTheReason) {
  expectRejected("topk", {"64x128"}, {"k=0"}, "k = 0 is outside [1, 128], the extent of dim 1");
  expectRejected("topk", {"64x128"}, {"k=129"}, "k = 129 is outside [1, 128]");
  expectRejected("sort", {"64x128"}, {"dim=2"}, "dim 2 is outside [-2, 2) for a rank-2 input");
  expectRejected("sort", {"64x128"}, {"dim=-3"}, "dim -3 is outside [-2, 2)");
  expectRejected("sort", {"64x128:i32"}, {}, "input 0 is int32");
  expectRejected("sort", {"64x128:f32:row_major"}, {}, "input 0 is row_major");
  expectRejected("topk", {"64x128:bf16:tile:l1-height:2x1"}, {},
                 "this op takes interleaved inputs");
  expectRejected("sort", {"1x65537:f32"}, {"indices_u16=1"},
                 "dim 1 has 65537 entries; uint16 indices address at most 65536");
  // uint16 is a result; only typecast reads it.
  expectRejected("relu", {"64x128:u16"}, {}, "input 0 is uint16; uint16 holds sort / topk "
                                             "indices and only typecast reads it");
}

TEST(Sort, ShardedResultsAreRefused) {
  const OpInfo& op = getOp("sort");
  const std::vector<TensorDesc> in{parseTensorSpec("64x128:bf16")};
  const std::vector<MemoryConfig> outs{MemoryConfig::dram(),
                                       parseTensorSpec("64x128:bf16:tile:l1-height:2x1").memory};
  try {
    (void)queryModels(op, in, op.defaults(), wh(), outs);
    ADD_FAILURE() << "sort accepted a height-sharded indices result";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("result 1 (indices) has the memory config "
                                         "height_sharded; this op writes interleaved results"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace strata::ops
