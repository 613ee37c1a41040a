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

// groups 2, alignment 4, c_in_block 2: weight [2, 1, 1, 1, 2] with w[o] = {10 o + 1, 10 o + 2}
// (kw = 0, 1). Output channel o reads input channel o (its group); channels 2, 3 are
// alignment padding. Rows (block, kw, channel in block): block 0 = channels 0, 1:
// [1, 0], [0, 11] (kw 0), [2, 0], [0, 12] (kw 1); block 1 (padding) zeros.
TEST(PrepareConv3dWeights, GroupsAlignmentAndChannelBlocksInTtMetalsOrder) {
  runtime::Device device(wh());
  const CheckedRun r = runChecked(device, "prepare_conv3d_weights",
                                  {tensorWith(device, "2x1x1x1x2:f32:tile:dram", {1, 2, 11, 12})},
                                  {"groups=2", "alignment=4", "c_in_block=2"});
  ASSERT_EQ(r.value.shape, (Shape{8, 2}));
  const std::vector<double> want{1, 0, 0, 11, 2, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0, 0};
  EXPECT_EQ(r.value.data, want);
}

// x [1, 2, 2, 2, 1] = 1..8, a 2x2x2 kernel of ones, padding 1 and stride 2: each output
// window holds one input pixel (the corner it starts past the padding), so y = x + bias.
TEST(Conv3d, StrideAndPaddingPickOnePixelPerWindow) {
  runtime::Device device(wh());
  for (const std::string d : {"f32", "bf16"}) {
    SCOPED_TRACE(d);
    const CheckedRun r = runChecked(
        device, "conv3d",
        {tensorWith(device, "1x2x2x2x1:" + d + ":tile:dram", iota(8)),
         tensorWith(device, "8x1:" + d + ":tile:dram", std::vector<double>(8, 1)),
         tensorWith(device, "1x1:" + d + ":tile:dram", {0.5})},
        {"kernel_size=2,2,2", "padding=1,1,1", "stride=2,2,2"});
    ASSERT_EQ(r.value.shape, (Shape{1, 2, 2, 2, 1}));
    for (std::size_t i = 0; i < 8; ++i) EXPECT_EQ(r.value.data[i], double(i) + 0.5) << i;
  }
}

// x [1, 2, 2, 2, 3]: pixel p holds p + 1 in every channel; one 2x2x2 window; weight rows
// (tap, channel) over 4 aligned channels: c + 1 for the 3 real ones, 100 for the padding
// channel (its input is zero, so it must not count): sum_p (p + 1) * (1 + 2 + 3) = 216,
// in one block and in blocks of 2 channels (rows reordered as prepare_conv3d_weights does).
TEST(Conv3d, AlignedChannelsAndChannelBlocksReadThePreparedRows) {
  runtime::Device device(wh());
  std::vector<double> x(24);
  for (std::size_t i = 0; i < x.size(); ++i) x[i] = double(i / 3 + 1);
  for (int block : {0, 2}) {
    SCOPED_TRACE(block);
    std::vector<double> w(32);
    for (std::size_t row = 0; row < 32; ++row) {
      // block 0: row = tap * 4 + c; blocks of 2: row = (b * 8 + tap) * 2 + cb.
      const std::size_t c = block ? (row / 16) * 2 + row % 2 : row % 4;
      w[row] = c < 3 ? double(c + 1) : 100;
    }
    const CheckedRun r = runChecked(
        device, "conv3d",
        {tensorWith(device, "1x2x2x2x3:bf16:tile:dram", x), tensorWith(device, "32x1:bf16:tile:dram", w)},
        {"kernel_size=2,2,2", "c_in_block=" + std::to_string(block)});
    ASSERT_EQ(r.value.shape, (Shape{1, 1, 1, 1, 1}));
    EXPECT_EQ(r.value.data[0], 216.0);
  }
}

TEST(Conv3d, BadArgumentsAreRefusedNamingTheArgument) {
  expectRejected("conv3d", {"1x2x2x2x3", "24x4"}, {"input_depth=3"},
                 "input_depth 3, input_height 2, input_width 2 and in_channels 3 make it [N, D, H, W, C] = [1, 3, 2, 2, 3]");
  expectRejected("conv3d", {"1x2x2x2x3", "20x4"}, {"kernel_size=2,2,2"},
                 "conv3d: weight: the weight is 20x4");
  expectRejected("conv3d", {"1x2x2x2x3", "32x4"}, {"kernel_size=2,2,2", "c_in_block=3"},
                 "in blocks of c_in_block 3");
  expectRejected("conv3d", {"1x2x2x2x3", "24x4", "1x1x1x4"}, {"kernel_size=2,2,2"},
                 "the bias is 1x1x1x4; it must be [1, 4]");
  expectRejected("conv3d", {"1x2x2x2x3", "24x4"}, {"kernel_size=2,2,2", "groups=2"},
                 "in_channels 3 and out_channels 4 must be multiples of groups 2");
  expectRejected("conv3d", {"1x2x2x2x3", "36x4"}, {"kernel_size=3,2,2"}, "the padded depth 2 is below kernel depth 3");
  expectRejected("conv3d", {"1x2x2x2x3", "24x4"}, {"kernel_size=2,2"}, "kernel_size has 2 entries; it takes 3");
  expectRejected("prepare_conv3d_weights", {"4x3x2x2"}, {}, "it must be [O, C/groups, KD, KH, KW]");
  expectRejected("prepare_conv3d_weights", {"4x3x2x2x2"}, {"groups=3"},
                 "groups 3 must be positive and divide the 4 output channels");
  expectRejected("prepare_conv3d_weights", {"4x3x2x2x2"}, {"alignment=4", "c_in_block=3"},
                 "c_in_block 3 does not divide the 4 aligned input channels");
}

}  // namespace
}  // namespace strata::ops
