// The in-place kv-cache ops: ttnn.fill_cache and ttnn.update_cache on
// hand-written caches whose updated values are worked out by hand, their CB figures
// (tt-metal's factories), the cache updated where it is (no output allocated), and the
// errors for each bad argument.

#include "strata/ops_device/check.hpp"
#include "strata/ops/kv_cache.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include "hand_tensors.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using namespace hand;

// Values of a [B, H, S, D] cache: every element `value`.
std::vector<double> filled(std::size_t n, double value) { return std::vector<double>(n, value); }

std::size_t at(const Shape& s, std::size_t b, std::size_t h, std::size_t r, std::size_t c) {
  return ((b * s[1] + h) * s[2] + r) * s[3] + c;
}

TEST(KvCacheOps, FillCacheCopiesTheInputIntoOneUsersRowsAndZeroesTheTileRest) {
  runtime::Device device(wh());
  // cache [2, 2, 40, 32] of -1; input [1, 2, 3, 32] with element (h, r, c) =
  // 128h + 32r + c (whole numbers below 256: exact in bf16 too).
  const Shape cs{2, 2, 40, 32};
  std::vector<double> input(2 * 3 * 32);
  for (std::size_t h = 0; h < 2; ++h)
    for (std::size_t r = 0; r < 3; ++r)
      for (std::size_t c = 0; c < 32; ++c) input[(h * 3 + r) * 32 + c] = 128.0 * h + 32.0 * r + c;
  for (const char* dtype : {"f32", "bf16"}) {
    const std::string cache_spec = std::string("2x2x40x32:") + dtype + ":tile:dram";
    const std::string input_spec = std::string("1x2x3x32:") + dtype + ":tile:l1";
    const CheckedRun r = runChecked(device, "fill_cache",
                                    {tensorWith(device, cache_spec, filled(cs.volume(), -1)),
                                     tensorWith(device, input_spec, input)},
                                    {"batch_offset=1"});
    EXPECT_EQ(r.usage.output_l1, 0u);
    for (std::size_t b = 0; b < 2; ++b)
      for (std::size_t h = 0; h < 2; ++h)
        for (std::size_t s = 0; s < 40; ++s)
          for (std::size_t c = 0; c < 32; c += 7) {
            // User 1: rows 0..2 the input, 3..31 the input tile's zero padding, 32.. kept.
            double want = -1;
            if (b == 1 && s < 3) want = 128.0 * h + 32.0 * s + c;
            if (b == 1 && s >= 3 && s < 32) want = 0;
            ASSERT_EQ(r.value.data[at(cs, b, h, s, c)], want) << dtype << " " << b << h << s << c;
          }
  }
}

TEST(KvCacheOps, UpdateCacheWritesOneRowPerUserAtTheIndex) {
  runtime::Device device(wh());
  // cache [2, 2, 64, 32] of 0; input [1, 2, 3, 32]: user rows 1 and 2 (batch_offset 1)
  // hold 10 * head + row + c / 64; index 37 (tile row 1, row 5 of it).
  const Shape cs{2, 2, 64, 32};
  std::vector<double> input(2 * 3 * 32);
  for (std::size_t h = 0; h < 2; ++h)
    for (std::size_t r = 0; r < 3; ++r)
      for (std::size_t c = 0; c < 32; ++c) input[(h * 3 + r) * 32 + c] = 10.0 * h + r + c / 64.0;
  for (const char* index_spec : {"1:i32:row_major:dram", "1:u32:row_major:l1", "1x1:i32:tile:dram"}) {
    const CheckedRun r = runChecked(device, "update_cache",
                                    {tensorWith(device, "2x2x64x32:f32:tile:l1", filled(cs.volume(), 0)),
                                     tensorWith(device, "1x2x3x32:f32:tile:dram", input),
                                     tensorWith(device, index_spec, {37})},
                                    {"batch_offset=1"});
    EXPECT_EQ(r.usage.output_l1, 0u);
    EXPECT_EQ(r.desc.shape, cs);
    for (std::size_t b = 0; b < 2; ++b)
      for (std::size_t h = 0; h < 2; ++h)
        for (std::size_t s = 0; s < 64; ++s)
          for (std::size_t c = 0; c < 32; ++c) {
            const double want = s == 37 ? 10.0 * h + (1 + b) + c / 64.0 : 0.0;
            ASSERT_EQ(r.value.data[at(cs, b, h, s, c)], want) << index_spec << " " << b << h << s << c;
          }
  }
}

TEST(KvCacheOps, UpdateCacheRoundsAFloat32TokenToABf16Cache) {
  runtime::Device device(wh());
  // 1 + 3 * 2^-8 lies half-way between the bf16 neighbours 1 + 2^-7 and 1 + 2^-6: round
  // to nearest even gives 1 + 2^-6 = 1.015625; 2.0 is exact.
  std::vector<double> token(32, 2.0);
  token[0] = 1.01171875;
  const CheckedRun r = runChecked(device, "update_cache",
                                  {tensorWith(device, "1x1x32x32:bf16:tile:dram", filled(1024, 0)),
                                   tensorWith(device, "1x1x1x32:f32:tile:dram", token),
                                   tensorWith(device, "1:i32:row_major:dram", {31})});
  EXPECT_EQ(r.value.data[31 * 32 + 0], 1.015625);
  EXPECT_EQ(r.value.data[31 * 32 + 1], 2.0);
  EXPECT_EQ(r.value.data[30 * 32 + 1], 0.0);
}

TEST(KvCacheOps, CircularBuffersAreTtMetalsAndNoOutputIsAllocated) {
  // tt-mlir's update_cache test: cache [1, 32, 64, 128] bf16, input [1, 32, 1, 128].
  // Wt = 4, one user (g = 1), U = 32 padded user rows: CB 0 2*1*4 cache tiles, CB 1 2*4
  // input tiles, CBs 24 and 26 2*1*4 bf16 tiles each, CB 16 32*4 cache tiles:
  // (8 + 8 + 8 + 8 + 128) * 2048 = 327680 B.
  const L1Usage update = query(getOp("update_cache"),
                               std::vector<TensorDesc>{parseTensorSpec("1x32x64x128:bf16:tile:dram"),
                                                       parseTensorSpec("1x32x1x128:bf16:tile:dram"),
                                                       parseTensorSpec("1:i32:row_major:dram")},
                               getOp("update_cache").defaults(), wh());
  EXPECT_EQ(update, (L1Usage{327680, 0, 327680, 0, 327680}));
  // An f32 input makes the intermediates f32 (4096 B): 16384 + 32768 + 2 * 32768 + 262144.
  const L1Usage mixed = query(getOp("update_cache"),
                              std::vector<TensorDesc>{parseTensorSpec("1x32x64x128:bf16:tile:l1"),
                                                      parseTensorSpec("1x32x1x128:f32:tile:dram"),
                                                      parseTensorSpec("1:i32:row_major:dram")},
                              getOp("update_cache").defaults(), wh());
  EXPECT_EQ(mixed, (L1Usage{376832, 0, 376832, 0, 376832}));
  // fill_cache: two input tiles, whatever the sizes; the L1 cache is not an output.
  const L1Usage fill = query(getOp("fill_cache"),
                             std::vector<TensorDesc>{parseTensorSpec("1x32x64x128:f32:tile:l1"),
                                                     parseTensorSpec("1x32x1x128:f32:tile:dram")},
                             getOp("fill_cache").defaults(), wh());
  EXPECT_EQ(fill, (L1Usage{8192, 0, 8192, 0, 8192}));
}

TEST(KvCacheOps, TheCacheIsUpdatedWhereItIs) {
  runtime::Device device(wh());
  runtime::Tensor cache = tensorWith(device, "1x1x32x32:bf16:tile:l1", filled(1024, 3));
  runtime::Tensor input = tensorWith(device, "1x1x1x32:bf16:tile:dram", filled(32, 5));
  runtime::Tensor index = tensorWith(device, "1:i32:row_major:dram", {0});
  const std::uint64_t address = cache.buffer().address();
  const std::vector<runtime::Tensor> inputs{cache, input, index};
  ExecResult r = execute(device, getOp("update_cache"), inputs, getOp("update_cache").defaults());
  EXPECT_EQ(r.output.buffer().address(), address);
  EXPECT_EQ(r.measured.output_l1, 0u);
  // The caller's own handle sees the update.
  const runtime::HostTensor after = cache.toHost();
  EXPECT_EQ(after.values[0], 5.0);
  EXPECT_EQ(after.values[32], 3.0);
  for (runtime::Tensor t : inputs) t.deallocate();
}

TEST(KvCacheOps, AnIndexPastTheCacheIsRefusedWithItsBound) {
  runtime::Device device(wh());
  std::vector<runtime::Tensor> inputs{tensorWith(device, "1x1x40x32:f32:tile:dram", filled(1280, 0)),
                                      tensorWith(device, "1x1x1x32:f32:tile:dram", filled(32, 1)),
                                      tensorWith(device, "1:i32:row_major:dram", {40})};
  try {
    (void)execute(device, getOp("update_cache"), inputs, getOp("update_cache").defaults());
    ADD_FAILURE() << "index 40 of a 40-long cache accepted";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    EXPECT_NE(std::string(e.what()).find("update_index 40 is outside the cache's sequence [0, 40)"),
              std::string::npos)
        << e.what();
  }
  // The reference refuses it the same way.
  HostTensor cache(Shape{1, 1, 40, 32}), token(Shape{1, 1, 1, 32}), index(Shape{1}, -1);
  EXPECT_THROW((void)refUpdateCache(cache, token, index, 0), Error);
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);
  for (runtime::Tensor& t : inputs) t.deallocate();
}

TEST(KvCacheOps, BadArgumentsAreRefusedWithWhatIsWrong) {
  const std::string cache = "2x4x64x64:bf16:tile:dram";
  // fill_cache
  expectRejected("fill_cache", {cache, "1x3x8x64:bf16"}, {}, "the input 1x3x8x64 has 3 heads but the cache 2x4x64x64 has 4");
  expectRejected("fill_cache", {cache, "1x4x8x32:bf16"}, {}, "has width 32 but the cache 2x4x64x64 has 64");
  expectRejected("fill_cache", {cache, "2x4x8x64:bf16"}, {}, "has 2 in dim 0; it must be 1");
  expectRejected("fill_cache", {cache, "1x4x8x64:f32"}, {}, "the input is float32 but the cache bfloat16");
  expectRejected("fill_cache", {cache, "1x4x8x64:bf16"}, {"batch_offset=2"},
                 "batch_offset 2 is outside the cache's 2 users [0, 2)");
  expectRejected("fill_cache", {cache, "1x4x65x64:bf16"}, {}, "the input has 65 rows (3 tile rows)");
  expectRejected("fill_cache", {"4x64x64:bf16", "1x4x8x64:bf16"}, {}, "both must be rank 4");
  expectRejected("fill_cache", {"2x4x64x64:bf16:tile:l1-height:2x2", "1x4x8x64:bf16"}, {},
                 "this op takes interleaved tensors");
  // update_cache
  const std::string index = "1:i32:row_major:dram";
  expectRejected("update_cache", {cache, "1x4x2x64:bf16", "1:bf16"}, {},
                 "update_index is 1:bf16:tile:dram; it must be one int32 or uint32 element");
  expectRejected("update_cache", {cache, "1x4x2x64:bf16", "2:i32:row_major:dram"}, {},
                 "it must be one int32 or uint32 element");
  expectRejected("update_cache", {cache, "1x4x1x64:bf16", index}, {},
                 "the input 1x4x1x64 has 1 user rows but users 0..1 are read");
  expectRejected("update_cache", {cache, "1x4x40x64:bf16", index}, {"batch_offset=31"},
                 "batch_offset 31 + 2 users exceeds the 32 rows of a tile");
  expectRejected("update_cache", {"32x4x64x64:bf16", "1x4x40x64:bf16", index}, {"batch_offset=1"},
                 "with 32 or more users the offset must be 0");
  expectRejected("update_cache", {cache, "1x4x2x64:bf16:row_major", index}, {}, "both must be tile layout");
  expectRejected("update_cache", {cache, "1x4x2x64:i32", index}, {}, "caches and inputs are bf16 or f32");
}

TEST(KvCacheOps, PagedFillCacheWritesEachLogicalBlockIntoItsPhysicalBlock) {
  runtime::Device device(wh());
  // Four blocks of 32 rows, [4, 2, 32, 32] of -1; input [1, 2, 40, 32] with element
  // (h, s, c) = 100h + s + c (whole numbers below 256: exact in bf16). Page table row 0 =
  // [2, 0, 9, 9, ...] (entries past the blocks used are not read): positions 0..31
  // go to block 2, 32..39 to rows 0..7 of block 0 (rows 8..31 of it: the tile padding, 0).
  const Shape cs{4, 2, 32, 32};
  std::vector<double> input(2 * 40 * 32);
  for (std::size_t h = 0; h < 2; ++h)
    for (std::size_t s = 0; s < 40; ++s)
      for (std::size_t c = 0; c < 32; ++c) input[(h * 40 + s) * 32 + c] = 100.0 * h + s + c;
  std::vector<double> table(8, 9);
  table[0] = 2;
  table[1] = 0;
  for (const char* dtype : {"bf16", "f32"}) {
    const CheckedRun r = runChecked(
        device, "paged_fill_cache",
        {tensorWith(device, std::string("4x2x32x32:") + dtype + ":tile:l1", filled(cs.volume(), -1)),
         tensorWith(device, std::string("1x2x40x32:") + dtype + ":tile:dram", input),
         tensorWith(device, "1x8:i32:row_major:dram", table)});
    EXPECT_EQ(r.usage.output_l1, 0u);
    for (std::size_t blk = 0; blk < 4; ++blk)
      for (std::size_t h = 0; h < 2; ++h)
        for (std::size_t s = 0; s < 32; ++s)
          for (std::size_t c = 0; c < 32; ++c) {
            double want = -1;
            if (blk == 2) want = 100.0 * h + s + c;
            if (blk == 0) want = s < 8 ? 100.0 * h + 32 + s + c : 0.0;
            ASSERT_EQ(r.value.data[at(cs, blk, h, s, c)], want) << dtype << " " << blk << h << s << c;
          }
  }
}

TEST(KvCacheOps, PagedFillCacheSendsEachInputRowToTheUserOfBatchIdx) {
  runtime::Device device(wh());
  // Page table rows: user 0 -> block 1, user 1 -> block 3, user 2 -> block 0 (8 entries
  // each); batch_idx [2, 0]: input row 0 fills user 2 (block 0), row 1 user 0 (block 1).
  const Shape cs{4, 1, 32, 32};
  std::vector<double> table(24, 0);
  table[0] = 1;
  table[8] = 3;
  table[16] = 0;
  std::vector<double> input(2 * 32 * 32);
  for (std::size_t n = 0; n < 2; ++n)
    for (std::size_t i = 0; i < 32 * 32; ++i) input[n * 1024 + i] = double(n + 1);
  const CheckedRun r = runChecked(device, "paged_fill_cache",
                                  {tensorWith(device, "4x1x32x32:f32:tile:dram", filled(cs.volume(), -1)),
                                   tensorWith(device, "2x1x32x32:f32:tile:dram", input),
                                   tensorWith(device, "3x8:u32:row_major:dram", table),
                                   tensorWith(device, "2:i32:row_major:l1", {2, 0})});
  for (std::size_t blk = 0; blk < 4; ++blk) {
    const double want = blk == 0 ? 1.0 : blk == 1 ? 2.0 : -1.0;
    EXPECT_EQ(r.value.data[at(cs, blk, 0, 0, 0)], want) << blk;
    EXPECT_EQ(r.value.data[at(cs, blk, 0, 31, 31)], want) << blk;
  }
}

TEST(KvCacheOps, PagedFillCacheCircularBuffersAreTtMetals) {
  // tt-mlir's paged_fill_cache test: cache [1, 32, 64, 128] bf16, input [1, 32, 1, 128],
  // page table [1, 2] int32 in DRAM: 2 * Wt = 8 input tiles (16384 B) and one page-table
  // row (8 B, 32 B DRAM-aligned).
  const OpInfo& op = getOp("paged_fill_cache");
  const L1Usage u = query(op,
                          std::vector<TensorDesc>{parseTensorSpec("1x32x64x128:bf16:tile:dram"),
                                                  parseTensorSpec("1x32x1x128:bf16:tile:dram"),
                                                  parseTensorSpec("1x2:i32:row_major:dram")},
                          op.defaults(), wh());
  EXPECT_EQ(u, (L1Usage{16416, 0, 16416, 0, 16416}));
  // With a batch_idx of one entry: its 4 B in one 16 B-aligned page.
  const L1Usage b = query(op,
                          std::vector<TensorDesc>{parseTensorSpec("1x32x64x128:bf16:tile:dram"),
                                                  parseTensorSpec("1x32x1x128:bf16:tile:dram"),
                                                  parseTensorSpec("1x2:i32:row_major:dram"),
                                                  parseTensorSpec("1:i32:row_major:dram")},
                          op.defaults(), wh());
  EXPECT_EQ(b.cb_peak, 16432u);
}

TEST(KvCacheOps, PagedFillCacheRefusesEntriesOutsideTheirRanges) {
  runtime::Device device(wh());
  auto expectRunError = [&](std::vector<runtime::Tensor> inputs, const std::string& needle) {
    try {
      (void)execute(device, getOp("paged_fill_cache"), inputs, getOp("paged_fill_cache").defaults());
      ADD_FAILURE() << "accepted: " << needle;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
      EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
    }
    for (runtime::Tensor& t : inputs) t.deallocate();
  };
  std::vector<double> table(8, 0);
  table[0] = 4;  // a 4-block cache has blocks 0..3
  expectRunError({tensorWith(device, "4x1x32x32:f32:tile:dram", filled(4096, 0)),
                  tensorWith(device, "1x1x32x32:f32:tile:dram", filled(1024, 1)),
                  tensorWith(device, "1x8:i32:row_major:dram", table)},
                 "paged_fill_cache: page_table[0][0] is 4, outside [0, 4) (the cache's physical blocks)");
  expectRunError({tensorWith(device, "4x1x32x32:f32:tile:dram", filled(4096, 0)),
                  tensorWith(device, "2x1x32x32:f32:tile:dram", filled(2048, 1)),
                  tensorWith(device, "3x8:i32:row_major:dram", filled(24, 0)),
                  tensorWith(device, "2:i32:row_major:dram", {0, 5})},
                 "paged_fill_cache: batch_idx[1] is 5, outside [0, 3) (the page table's users)");
  // Two logical blocks in one physical block would race; two rows for one user too.
  expectRunError({tensorWith(device, "4x1x32x32:f32:tile:dram", filled(4096, 0)),
                  tensorWith(device, "1x1x40x32:f32:tile:dram", filled(1280, 1)),
                  tensorWith(device, "1x8:i32:row_major:dram", filled(8, 1))},
                 "page_table[0] maps logical blocks 0 and 1 both to physical block 1");
  expectRunError({tensorWith(device, "4x1x32x32:f32:tile:dram", filled(4096, 0)),
                  tensorWith(device, "2x1x32x32:f32:tile:dram", filled(2048, 1)),
                  tensorWith(device, "3x8:i32:row_major:dram", filled(24, 0)),
                  tensorWith(device, "2:i32:row_major:dram", {1, 1})},
                 "batch_idx names user 1 for more than one input row");
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);
  // The reference refuses them the same way.
  HostTensor cache(Shape{4, 1, 32, 32}), input(Shape{1, 1, 32, 32}), bad_table(Shape{1, 8});
  bad_table.data[0] = 4;
  EXPECT_THROW((void)refPagedFillCache(cache, input, bad_table, nullptr), Error);

  const std::string cache_spec = "4x2x64x64:bf16:tile:dram", table_spec = "1x8:i32:row_major:dram";
  expectRejected("paged_fill_cache", {"4x2x40x64:bf16", "1x2x8x64:bf16", table_spec}, {},
                 "has blocks of 40 rows; a block must be whole tile rows");
  expectRejected("paged_fill_cache", {cache_spec, "1x2x8x64:bf16", "1x8:i32:tile:dram"}, {},
                 "it must be [users, blocks_per_seq] of int32 or uint32, row-major");
  expectRejected("paged_fill_cache", {cache_spec, "1x2x8x64:bf16", "1x4:i32:row_major:l1"}, {},
                 "a page_table row is 16 B in L1 (4 entries)");
  expectRejected("paged_fill_cache", {cache_spec, "1x2x600x64:bf16", table_spec}, {},
                 "the input's 600 positions need 10 blocks of 64 but the page_table maps 8 per user");
  expectRejected("paged_fill_cache", {cache_spec, "2x2x8x64:bf16", table_spec}, {},
                 "without a batch_idx tensor it must be 1");
  expectRejected("paged_fill_cache", {cache_spec, "2x2x8x64:bf16", table_spec, "3:i32:row_major:dram"}, {},
                 "it must hold one int32 or uint32 user per input row (2)");
  expectRejected("paged_fill_cache", {cache_spec, "1x2x8x64:f32", table_spec}, {},
                 "the input is float32 but the cache bfloat16");
}

TEST(KvCacheOps, PagedUpdateCacheWritesEachUsersTokenAtItsPosition) {
  runtime::Device device(wh());
  // cache [2, 2, 64, 32] of 0; tokens [1, 2, 2, 32] (user u, head h: 10u + h + c / 64),
  // height-sharded a user per core; positions [37, -1]: user 0 writes row 37 of its batch,
  // user 1 is skipped.
  const Shape cs{2, 2, 64, 32};
  std::vector<double> tokens(2 * 2 * 32);
  for (std::size_t u = 0; u < 2; ++u)
    for (std::size_t h = 0; h < 2; ++h)
      for (std::size_t c = 0; c < 32; ++c) tokens[(u * 2 + h) * 32 + c] = 10.0 * u + h + c / 64.0;
  const CheckedRun r = runChecked(device, "paged_update_cache",
                                  {tensorWith(device, "2x2x64x32:f32:tile:dram", filled(cs.volume(), 0)),
                                   tensorWith(device, "1x2x2x32:f32:tile:l1-height:2x1", tokens),
                                   tensorWith(device, "2:i32:row_major:dram", {37, -1})});
  EXPECT_EQ(r.usage.output_l1, 0u);
  for (std::size_t b = 0; b < 2; ++b)
    for (std::size_t h = 0; h < 2; ++h)
      for (std::size_t s = 0; s < 64; ++s)
        for (std::size_t c = 0; c < 32; ++c) {
          const double want = b == 0 && s == 37 ? h + c / 64.0 : 0.0;
          ASSERT_EQ(r.value.data[at(cs, b, h, s, c)], want) << b << h << s << c;
        }
}

TEST(KvCacheOps, PagedUpdateCacheFollowsThePageTable) {
  runtime::Device device(wh());
  // A pool of four 32-row blocks [4, 1, 32, 32] of -1; tokens 100 + u + c; positions
  // [40, 5]; page table rows [3, 1, ...] and [2, ...]: user 0's position 40 is logical
  // block 1 -> block 1, row 8; user 1's position 5 is block 2, row 5.
  const Shape cs{4, 1, 32, 32};
  std::vector<double> tokens(2 * 32);
  for (std::size_t u = 0; u < 2; ++u)
    for (std::size_t c = 0; c < 32; ++c) tokens[u * 32 + c] = 100.0 + u + c;
  std::vector<double> table(16, 0);
  table[0] = 3;
  table[1] = 1;
  table[8] = 2;
  const CheckedRun r = runChecked(device, "paged_update_cache",
                                  {tensorWith(device, "4x1x32x32:bf16:tile:l1", filled(cs.volume(), -1)),
                                   tensorWith(device, "1x2x1x32:bf16:tile:l1-height:2x1", tokens),
                                   tensorWith(device, "2:u32:row_major:dram", {40, 5}),
                                   tensorWith(device, "2x8:i32:row_major:dram", table)});
  for (std::size_t blk = 0; blk < 4; ++blk)
    for (std::size_t s = 0; s < 32; ++s)
      for (std::size_t c = 0; c < 32; ++c) {
        double want = -1;
        if (blk == 1 && s == 8) want = 100.0 + c;
        if (blk == 2 && s == 5) want = 101.0 + c;
        ASSERT_EQ(r.value.data[at(cs, blk, 0, s, c)], want) << blk << " " << s << " " << c;
      }
}

TEST(KvCacheOps, PagedUpdateCacheCircularBuffersAndRefusals) {
  // Four users of 8 heads, D = 128 (Wt = 4), bf16: CB 0 8 tiles, CB 1 the shard (no
  // bytes), CBs 24 and 26 8 tiles each, CB 16 4 x 4 tiles (2048 B each), CB 2 one int32
  // tile (4096 B): 16384 * 3 + 32768 + 4096 = 86016 B; a [4, 8] page table adds one row
  // of 32 B.
  const OpInfo& op = getOp("paged_update_cache");
  std::vector<TensorDesc> in{parseTensorSpec("4x8x64x128:bf16:tile:dram"),
                             parseTensorSpec("1x4x32x128:bf16:tile:l1-height:4x1"),
                             parseTensorSpec("4:i32:row_major:dram")};
  EXPECT_EQ(query(op, in, op.defaults(), wh()), (L1Usage{86016, 0, 86016, 0, 86016}));
  in.push_back(parseTensorSpec("4x8:i32:row_major:dram"));
  EXPECT_EQ(query(op, in, op.defaults(), wh()).cb_peak, 86048u);

  runtime::Device device(wh());
  auto expectRunError = [&](std::vector<runtime::Tensor> inputs, const std::string& needle) {
    try {
      (void)execute(device, op, inputs, op.defaults());
      ADD_FAILURE() << "accepted: " << needle;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
      EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
    }
    for (runtime::Tensor& t : inputs) t.deallocate();
  };
  expectRunError({tensorWith(device, "1x1x64x32:f32:tile:dram", filled(2048, 0)),
                  tensorWith(device, "1x1x1x32:f32:tile:l1-height:1x1", filled(32, 1)),
                  tensorWith(device, "1:i32:row_major:dram", {64})},
                 "paged_update_cache: update_index[0] is 64, outside [0, 64)");
  expectRunError({tensorWith(device, "4x1x32x32:f32:tile:dram", filled(4096, 0)),
                  tensorWith(device, "1x1x1x32:f32:tile:l1-height:1x1", filled(32, 1)),
                  tensorWith(device, "1:i32:row_major:dram", {3}),
                  tensorWith(device, "1x8:i32:row_major:dram", {4, 0, 0, 0, 0, 0, 0, 0})},
                 "paged_update_cache: page_table[0][0] is 4, outside [0, 4) (the cache's physical blocks)");
  expectRunError({tensorWith(device, "4x1x32x32:f32:tile:dram", filled(4096, 0)),
                  tensorWith(device, "1x2x1x32:f32:tile:l1-height:2x1", filled(64, 1)),
                  tensorWith(device, "2:i32:row_major:dram", {3, 9}),
                  tensorWith(device, "2x8:i32:row_major:dram", filled(16, 2))},
                 "user 1 writes a cache tile row another user writes too");
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);

  const std::string cache = "4x8x64x128:bf16:tile:dram", index = "4:i32:row_major:dram";
  expectRejected("paged_update_cache", {cache, "1x4x32x128:bf16:tile:l1", index}, {},
                 "reads it height-sharded, one user's tile row per core (4 cores");
  expectRejected("paged_update_cache", {cache, "1x4x32x128:bf16:tile:l1-height:4x1", index},
                 {"share_cache=1"}, "share_cache is not modelled");
  expectRejected("paged_update_cache", {cache, "1x4x32x128:bf16:tile:l1-height:4x1", "3:i32:row_major:dram"},
                 {}, "it must hold one int32 or uint32 position per user (4)");
  expectRejected("paged_update_cache", {"2x8x64x128:bf16:tile:dram", "1x4x32x128:bf16:tile:l1-height:4x1", index},
                 {}, "the cache 2x8x64x128 holds 2 users but the input 4");
  expectRejected("paged_update_cache", {cache, "1x4x4x128:bf16:tile:l1-height:4x1", index}, {},
                 "with the cache's 8 heads in R rows (8 <= R <= 32)");
  expectRejected("paged_update_cache", {cache, "1x4x32x128:bf16:tile:l1-height:4x1", index,
                                        "3x8:i32:row_major:dram"},
                 {}, "it must be [4 users, blocks_per_seq]");
}

}  // namespace
}  // namespace strata::ops
