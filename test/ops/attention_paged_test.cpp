// Paged attention: paged_scaled_dot_product_attention_decode and
// chunked_scaled_dot_product_attention (values worked out by hand, query == measured,
// stack back at its base) and the rejection of bad arguments.

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

// A cache of `blocks` blocks [blocks, 1, 32, 32] whose block n holds 2^n everywhere.
std::vector<double> powersOfTwoBlocks(std::size_t blocks) {
  std::vector<double> v(blocks * 32 * 32);
  for (std::size_t i = 0; i < v.size(); ++i) v[i] = double(1u << (i / (32 * 32)));
  return v;
}

// Two users, one head, D = 32, blocks of 32 positions; 4 pool blocks with block n = 2^n
// in v (k = 0.5: every score is 0, the weights uniform over the visible positions).
// User 0's pages are blocks {2, 0} (values 4 then 1), user 1's {3, 1} (8 then 2).
// cur_pos {31, 63}: user 0 sees its first page only -> 4 (block 2, not 0: the table's
// order), user 1 both pages -> (8 + 2) / 2 = 5. Without positions every position is
// visible: 2.5 and 5. 32 or 64 visible positions make the weights powers of two, so
// the results are exact in both dtypes.
TEST(PagedAttentionDecode, PageTableOrderAndCurPosPickTheVisiblePositions) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("paged_scaled_dot_product_attention_decode");
  for (const std::string d : {"f32:", "bf16:"}) {
    const std::string word = d == "f32:" ? "i32" : "u32";
    SCOPED_TRACE(d + word);
    for (bool with_pos : {true, false}) {
      std::vector<runtime::Tensor> in{
          tensorWith(device, "1x2x1x32:" + d + "tile:dram", std::vector<double>(64, 0)),
          tensorWith(device, "4x1x32x32:" + d + "tile:dram", std::vector<double>(4096, 0.5)),
          tensorWith(device, "4x1x32x32:" + d + "tile:l1", powersOfTwoBlocks(4)),
          tensorWith(device, "2x2:" + word + ":tile:dram", {2, 0, 3, 1})};
      if (with_pos) in.push_back(tensorWith(device, "2:" + word + ":tile:dram", {31, 63}));
      const CheckedRun r = runChecked(device, op, std::move(in),
                                      paramsOf(op, {with_pos ? "cur_pos=1" : "cur_pos=0"}));
      ASSERT_EQ(r.value.shape, (Shape{1, 2, 1, 32}));
      for (std::size_t c = 0; c < 32; ++c) {
        EXPECT_EQ(r.value.data[c], with_pos ? 4.0 : 2.5) << c;
        EXPECT_EQ(r.value.data[32 + c], 5.0) << c;
      }
    }
  }
}

// The attention mask is in the gathered (sequence) frame: -inf over user 0's second page
// leaves block 2 alone -> 4; user 1's mask row hides nothing -> 5.
TEST(PagedAttentionDecode, MaskAppliesToTheGatheredSequence) {
  runtime::Device device(wh());
  std::vector<double> mask(2 * 64, 0);
  for (std::size_t j = 32; j < 64; ++j) mask[j] = -1e30;
  const CheckedRun r = runChecked(
      device, "paged_scaled_dot_product_attention_decode",
      {tensorWith(device, "1x2x1x32:f32:tile:dram", std::vector<double>(64, 0)),
       tensorWith(device, "4x1x32x32:f32:tile:dram", std::vector<double>(4096, 0.5)),
       tensorWith(device, "4x1x32x32:f32:tile:dram", powersOfTwoBlocks(4)),
       tensorWith(device, "2x2:i32:tile:dram", {2, 0, 3, 1}),
       tensorWith(device, "2x1x1x64:f32:tile:dram", mask)},
      {"is_causal=0", "mask=1"});
  for (std::size_t c = 0; c < 32; ++c) {
    EXPECT_EQ(r.value.data[c], 4.0) << c;
    EXPECT_EQ(r.value.data[32 + c], 5.0) << c;
  }
}

// A block number outside the pool is an error naming the lookup and the bound, raised
// when the table is read on the device.
TEST(PagedAttentionDecode, BlockNumberOutsideThePoolIsAnError) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("paged_scaled_dot_product_attention_decode");
  std::vector<runtime::Tensor> in{
      tensorWith(device, "1x1x1x32:f32:tile:dram", std::vector<double>(32, 0)),
      tensorWith(device, "4x1x32x32:f32:tile:dram", std::vector<double>(4096, 0.5)),
      tensorWith(device, "4x1x32x32:f32:tile:dram", powersOfTwoBlocks(4)),
      tensorWith(device, "1x2:i32:tile:dram", {1, 4})};
  try {
    (void)execute(device, op, in, op.defaults());
    ADD_FAILURE() << "block 4 of a 4-block pool was accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("is 4, outside [0, 4)"), std::string::npos) << e.what();
  }
  for (runtime::Tensor& t : in) t.deallocate();
}

TEST(PagedAttentionDecode, BadArgumentsAreRefusedNamingTheArgument) {
  const char* op = "paged_scaled_dot_product_attention_decode";
  expectRejected(op, {"2x2x8x64", "8x2x32x64", "8x2x32x64", "2x2:i32"}, {},
                 "the query is 2x2x8x64; it must be [1, B, Hq, D]");
  expectRejected(op, {"1x2x8x64", "8x2x48x64", "8x2x48x64", "2x2:i32"}, {},
                 "the caches' block size is 48; it must be a multiple of 32");
  expectRejected(op, {"1x2x8x64", "8x2x32x64", "8x2x32x32", "2x2:i32"}, {},
                 "the value cache 8x2x32x32; both must be [num_blocks, Hkv, block_size, 64]");
  expectRejected(op, {"1x2x8x64", "8x2x32x64:f32", "8x2x32x64", "2x2:i32"}, {},
                 "query, key and value are bfloat16, float32, bfloat16");
  expectRejected(op, {"1x2x8x64", "8x2x32x64", "8x2x32x64", "3x2:i32"}, {},
                 "the page table is 3x2; it must be [2, pages per user]");
  expectRejected(op, {"1x2x8x64", "8x2x32x64", "8x2x32x64", "2x2"}, {},
                 "block numbers are int32 or uint32");
  expectRejected(op, {"1x2x8x64", "8x2x32x64", "8x2x32x64", "2x2:u32", "2"}, {"cur_pos=1"},
                 "positions are int32 or uint32");
  expectRejected(op, {"1x2x8x64", "8x2x32x64", "8x2x32x64", "2x2:u32", "1x1x8x64"}, {"mask=1"},
                 "needs is_causal = false");
  expectRejected(op, {"1x2x8x64", "8x2x32x64", "8x2x32x64", "2x2:u32", "1x1x8x32"},
                 {"mask=1", "is_causal=0"}, "the attention_mask is 1x1x8x32");
}

// One user, one head, D = 32; pages {2, 0}: positions 0..31 hold 4, 32..63 hold 1 (v);
// k = 0.5, q = 0: uniform weights over the visible positions. A chunk of 32 queries at
// chunk_start 0: query i sees positions 0..i, all in block 2 -> 4 everywhere. At
// chunk_start 32: query 31 sees all 64 positions -> 2.5, query 0 sees 33 -> 129 / 33
// (rounded: within the op's tolerance).
TEST(ChunkedAttention, ChunkStartShiftsTheCausalWindowOverThePagedPrefix) {
  runtime::Device device(wh());
  for (const std::string d : {"f32", "bf16"}) {
    SCOPED_TRACE(d);
    const OpInfo& op = getOp("chunked_scaled_dot_product_attention");
    for (double start : {0.0, 32.0}) {
      const CheckedRun r = runChecked(
          device, op,
          {tensorWith(device, "1x1x32x32:" + d + ":tile:dram", std::vector<double>(1024, 0)),
           tensorWith(device, "3x1x32x32:" + d + ":tile:dram", std::vector<double>(3072, 0.5)),
           tensorWith(device, "3x1x32x32:" + d + ":tile:l1", powersOfTwoBlocks(3)),
           tensorWith(device, "1x2:i32:tile:dram", {2, 0}),
           tensorWith(device, "1:u32:tile:dram", {start})},
          op.defaults());
      ASSERT_EQ(r.value.shape, (Shape{1, 1, 32, 32}));
      const Tolerance& tol = op.tolerance(r.desc.dtype);
      for (std::size_t c = 0; c < 32; ++c) {
        EXPECT_EQ(r.value.data[31 * 32 + c], start == 0 ? 4.0 : 2.5) << c;
        const double first = start == 0 ? 4.0 : 129.0 / 33.0;
        EXPECT_NEAR(r.value.data[c], first, tol.atol + tol.rtol * first) << c;
      }
    }
  }
}

TEST(ChunkedAttention, BadArgumentsAreRefusedNamingTheArgument) {
  const char* op = "chunked_scaled_dot_product_attention";
  expectRejected(op, {"1x8x64", "8x2x32x64", "8x2x32x64", "1x2:i32", "1:i32"}, {},
                 "the query is 1x8x64; it must be [B, Hq, chunk_len, D]");
  expectRejected(op, {"1x8x32x64", "8x2x32x64", "8x2x32x64", "1x2:i32", "2:i32"}, {},
                 "chunk_start_idx is 2:int32");
  expectRejected(op, {"1x8x32x64", "8x2x32x64", "8x2x32x64", "1x2:i32", "1"}, {},
                 "it must be [1] int32 or uint32");
  expectRejected(op, {"1x8x96x64", "8x2x32x64", "8x2x32x64", "1x2:i32", "1:i32"}, {},
                 "a chunk of 96 tokens but 64 cached positions per user (2 pages of 32)");
  expectRejected(op, {"2x8x32x64", "8x2x32x64", "8x2x32x64", "1x2:i32", "1:i32"}, {},
                 "the page table is 1x2; it must be [2, pages per user]");
}

}  // namespace
}  // namespace strata::ops
