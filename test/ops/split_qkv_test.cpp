// split_query_key_value_and_split_heads worked by hand (fused q/k/v with grouped kv heads,
// the transposed key, a separate kv input); each result placed on its own, every bad
// input refused with its message.

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

constexpr const char* kSplit = "split_query_key_value_and_split_heads";

// input [1, 2, 8] = iota: 2 query heads, 1 kv head, D = 2. Row s holds
// q0 = (8s, 8s+1), q1 = (8s+2, 8s+3), k = (8s+4, 8s+5), v = (8s+6, 8s+7).
TEST(SplitQkv, FusedGroupedHeadsByHand) {
  runtime::Device device(wh());
  const OpInfo& op = getOp(kSplit);
  const std::vector<HostTensor> r =
      runAll(device, op, {tensorWith(device, "1x2x8:f32:tile:dram", iota(16))},
             paramsOf(op, {"num_heads=2", "num_kv_heads=1"}));
  ASSERT_EQ(r.size(), 3u);
  EXPECT_EQ(r[0].shape, (Shape{1, 2, 2, 2}));
  EXPECT_EQ(r[0].data, (std::vector<double>{0, 1, 8, 9, 2, 3, 10, 11}));
  EXPECT_EQ(r[1].shape, (Shape{1, 1, 2, 2}));
  EXPECT_EQ(r[1].data, (std::vector<double>{4, 5, 12, 13}));
  EXPECT_EQ(r[2].shape, (Shape{1, 1, 2, 2}));
  EXPECT_EQ(r[2].data, (std::vector<double>{6, 7, 14, 15}));
}

// The same input with the key transposed: k [1, 1, D, S].
TEST(SplitQkv, TransposedKeyByHand) {
  runtime::Device device(wh());
  const OpInfo& op = getOp(kSplit);
  const std::vector<HostTensor> r =
      runAll(device, op, {tensorWith(device, "1x2x8:bf16:tile:l1", iota(16))},
             paramsOf(op, {"num_heads=2", "num_kv_heads=1", "transpose_key=1"}));
  EXPECT_EQ(r[1].shape, (Shape{1, 1, 2, 2}));
  EXPECT_EQ(r[1].data, (std::vector<double>{4, 12, 5, 13}));
  EXPECT_EQ(r[2].data, (std::vector<double>{6, 7, 14, 15}));
}

// q from input [1, 2, 4] (2 heads of 2), k then v from kv_input [1, 2, 4] (1 head each).
TEST(SplitQkv, SeparateKvInputByHand) {
  runtime::Device device(wh());
  const OpInfo& op = getOp(kSplit);
  std::vector<double> kv = iota(8);
  for (double& v : kv) v += 100;
  const std::vector<HostTensor> r = runAll(
      device, op,
      {tensorWith(device, "1x2x4:f32:tile:dram", iota(8)), tensorWith(device, "1x2x4:f32:tile:dram", kv)},
      paramsOf(op, {"num_heads=2", "num_kv_heads=1"}));
  EXPECT_EQ(r[0].shape, (Shape{1, 2, 2, 2}));
  EXPECT_EQ(r[0].data, (std::vector<double>{0, 1, 4, 5, 2, 3, 6, 7}));
  EXPECT_EQ(r[1].data, (std::vector<double>{100, 101, 104, 105}));
  EXPECT_EQ(r[2].data, (std::vector<double>{102, 103, 106, 107}));
}

// Each result where it is asked for: query in L1, key and value in DRAM; the query and
// the measured output_l1 count the L1 result alone.
TEST(SplitQkv, EachResultInItsOwnMemory) {
  runtime::Device device(wh());
  const OpInfo& op = getOp(kSplit);
  std::vector<runtime::Tensor> in{tensorWith(device, "2x40x192:bf16:tile:dram", iota(2 * 40 * 192))};
  const MemoryConfig l1 = MemoryConfig::l1(), dram = MemoryConfig::dram();
  const std::vector<ResultPlacement> where{{&l1, nullptr}, {&dram, nullptr}, {&dram, nullptr}};
  ExecResult r = execute(device, op, in, op.defaults(), where);
  ASSERT_EQ(r.outputs.size(), 3u);
  EXPECT_EQ(describe(r.outputs[0]).toString(), "2x2x40x32:bf16:tile:l1");
  EXPECT_EQ(describe(r.outputs[1]).toString(), "2x2x40x32:bf16:tile:dram");
  const std::vector<MemoryConfig> memories{l1, dram, dram};
  const ModelUsage q = queryModels(op, std::vector{describe(in[0])}, op.defaults(), wh(), memories);
  EXPECT_EQ(q.stack, r.measured);
  EXPECT_EQ(r.measured.output_l1, describe(r.outputs[0]).l1BytesPerCore(wh()));
  EXPECT_TRUE(compareResults(op, in, op.defaults(), r.outputs).within_tolerance);
}

TEST(SplitQkv, RefusesBadInputsWithTheirMessages) {
  const std::string op = fmt::format("{}: ", kSplit);
  EXPECT_EQ(refusal(kSplit, {"68x3072:f32:tile:dram"}, {"num_heads=16"}),
            op + "input_tensor: 68x3072 has rank 2; it must be [batch, seq, (num_heads + 2 * "
                 "num_kv_heads) * head_size]");
  EXPECT_EQ(refusal(kSplit, {"1x32x96:f32:tile:dram"}, {"num_heads=0"}),
            op + "num_heads: is 0; it must be at least 1");
  EXPECT_EQ(refusal(kSplit, {"1x32x100:f32:tile:dram"}, {"num_heads=2"}),
            op + "input_tensor: its last dim 100 does not split into num_heads + 2 * num_kv_heads "
                 "= 6 heads of one size (q, k, v side by side)");
  EXPECT_EQ(refusal(kSplit, {"1x32x96:f32:tile:dram", "32x128:f32:tile:dram"}, {"num_heads=2"}),
            op + "kv_input_tensor: 32x128 has rank 2; it must be [batch, seq, 2 * num_kv_heads * "
                 "head_size]");
  EXPECT_EQ(refusal(kSplit, {"1x32x96:f32:tile:dram", "1x32x128:bf16:tile:dram"}, {"num_heads=2"}),
            "op split_query_key_value_and_split_heads: input 1 is bfloat16 but input 0 is float32; "
            "use one dtype (typecast first)");
  EXPECT_EQ(refusal(kSplit, {"1x32x97:f32:tile:dram", "1x32x128:f32:tile:dram"}, {"num_heads=2"}),
            op + "input_tensor: its last dim 97 does not split into num_heads = 2 heads of one size");
  EXPECT_EQ(refusal(kSplit, {"1x32x96:f32:tile:dram", "1x32x100:f32:tile:dram"},
                    {"num_heads=2", "num_kv_heads=4"}),
            op + "kv_input_tensor: its last dim 100 does not split into 2 * num_kv_heads = 8 heads "
                 "of one size (k then v)");
  const MemoryConfig sharded = parseTensorSpec("1x32x96:f32:tile:l1-height:1x1").memory;
  EXPECT_EQ(refusal(kSplit, {"1x32x96:f32:tile:dram"}, {}, &sharded),
            op + "query: has the memory config height_sharded; this op writes interleaved results "
                 "(dram or l1)");
}

}  // namespace
}  // namespace strata::ops
