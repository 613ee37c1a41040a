// Tile padding, bytes per bank and the command-line SPEC grammar.

#include "strata/ops/spec.hpp"
#include "strata/ops/tensor_desc.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

namespace strata::ops {
namespace {

const ArchDesc& wh() { return device::builtinArch("wormhole_b0"); }

TEST(TensorDesc, OddShapePadsLastTwoDimsToTiles) {
  const TensorDesc d = parseTensorSpec("1x3x100x257:bf16:tile:dram");
  EXPECT_EQ(d.paddedRows(wh()), 3u * 128u);  // 100 -> 128 per batch slice, 3 slices
  EXPECT_EQ(d.paddedCols(wh()), 288u);       // 257 -> 288
  EXPECT_EQ(d.tileRows(wh()), 12u);
  EXPECT_EQ(d.tileCols(wh()), 9u);
  EXPECT_EQ(d.numTiles(wh()), 108u);
  EXPECT_EQ(d.pageSize(wh()), 2048u);
  // DRAM: 108 pages over 12 channels = 9 pages per bank.
  EXPECT_EQ(d.bytesPerBank(wh()), 9u * 2048u);
  EXPECT_EQ(d.l1BytesPerCore(wh()), 0u);
}

TEST(TensorDesc, L1InterleavedRoundsPagesUpPerCore) {
  const TensorDesc d = parseTensorSpec("1x3x100x257:f32:tile:l1");
  // 108 tiles over 64 cores: 2 pages on the busiest core, 4096 B each.
  EXPECT_EQ(d.bytesPerBank(wh()), 2u * 4096u);
  EXPECT_EQ(d.l1BytesPerCore(wh()), 2u * 4096u);
}

TEST(TensorDesc, ShardGeometry) {
  const TensorDesc h = parseTensorSpec("1x3x100x257:bf16:tile:l1-height:4x3");
  EXPECT_EQ(h.shardRows(wh()), 32u);  // 384 rows over 12 cores
  EXPECT_EQ(h.shardCols(wh()), 288u);
  EXPECT_EQ(h.bytesPerBank(wh()), 9u * 2048u);
  const TensorDesc b = parseTensorSpec("1x3x100x257:bf16:tile:l1-block:3x4");
  EXPECT_EQ(b.shardRows(wh()), 96u);  // 384 / 4 rows of cores
  EXPECT_EQ(b.shardCols(wh()), 96u);  // 288 / 3 columns of cores
  EXPECT_EQ(b.bytesPerBank(wh()), 9u * 2048u);
  EXPECT_NO_THROW(validateDesc(b, wh(), "b"));
}

TEST(TensorDesc, RowMajorHasNoPadding) {
  const TensorDesc d = parseTensorSpec("1x3x100x257:f32:row_major:dram");
  EXPECT_EQ(d.numPages(wh()), 300u);
  EXPECT_EQ(d.pageSize(wh()), 257u * 4u);
  EXPECT_EQ(d.bytesPerBank(wh()), 25u * 1056u);  // 257*4 = 1028 aligned to 32 B
}

TEST(TensorDesc, ValidationNamesTheProblem) {
  TensorDesc d = parseTensorSpec("32x32:bf16:tile:l1-height:9x9");
  try {
    validateDesc(d, wh(), "input 0");
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    EXPECT_NE(std::string(e.what()).find("9x9"), std::string::npos);
  }
  // More cores than shards.
  d = parseTensorSpec("32x32:bf16:tile:l1-height:2x1");
  EXPECT_THROW(validateDesc(d, wh(), "x"), Error);
}

// The grid shorthand and the full shard spec are one type (device::MemoryConfig): the
// shorthand states the shard shape for the runtime and comes back unchanged.
TEST(TensorDesc, GridShorthandAndFullShardSpecConvertBothWays) {
  const TensorDesc d = parseTensorSpec("1x1x256x512:bf16:tile:l1-block:4x2");
  const MemoryConfig full = d.fullMemoryConfig(wh());
  ASSERT_TRUE(full.shard_spec.has_value());
  EXPECT_EQ(full.shard_spec->grid, device::CoreRange({0, 0}, {3, 1}));
  EXPECT_EQ(full.shard_spec->shape, (std::array<std::uint32_t, 2>{128, 128}));
  EXPECT_EQ(full.gridShorthand(), d.memory);
  EXPECT_EQ(memoryConfigShortName(full), "l1-block:4x2");
  EXPECT_EQ(device::describeMemoryConfig(full), "l1 block_sharded shard 128x128 on [(0,0)-(3,1)]");
  // A full spec that states the even split describes the same tensor.
  TensorDesc stated = d;
  stated.memory = full;
  EXPECT_NO_THROW(validateDesc(stated, wh(), "x"));
  EXPECT_EQ(stated.shardBytes(wh()), d.shardBytes(wh()));
  EXPECT_EQ(d.fullMemoryConfig(wh()).isSharded(), true);
  EXPECT_EQ(parseTensorSpec("64x64:bf16:tile:l1").fullMemoryConfig(wh()), MemoryConfig::l1());
}

TEST(TensorDesc, ValidationRefusesShardSpecsTheLibraryCannotRun) {
  const TensorDesc d = parseTensorSpec("1x1x256x512:bf16:tile:l1-block:4x2");
  auto rejects = [](const TensorDesc& bad, const char* words) {
    try {
      validateDesc(bad, wh(), "x");
      ADD_FAILURE() << "accepted " << device::describeMemoryConfig(bad.memory);
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find(words), std::string::npos) << e.what();
    }
  };
  TensorDesc moved = d;
  moved.memory.shard_spec->grid = device::CoreRange({1, 0}, {4, 1});
  rejects(moved, "grid from core (0,0)");
  TensorDesc uneven = d;
  uneven.memory = d.memory.withShardShape(64, 128);
  rejects(uneven, "not the even split");
  TensorDesc col_major = d;
  col_major.memory.shard_spec->orientation = device::ShardOrientation::ColMajor;
  rejects(col_major, "row_major");
  TensorDesc interleaved_with_spec = d;
  interleaved_with_spec.memory.memory_layout = MemoryLayout::Interleaved;
  rejects(interleaved_with_spec, "takes no shard spec");
}

TEST(Spec, DefaultsAndFullForm) {
  const TensorDesc a = parseTensorSpec("64x64");
  EXPECT_EQ(a.shape, (Shape{64, 64}));
  EXPECT_EQ(a.dtype, DataType::BFloat16);
  EXPECT_EQ(a.layout, Layout::Tile);
  EXPECT_EQ(a.memory, MemoryConfig::dram());
  const TensorDesc b = parseTensorSpec("1x1x256x256:f32:tile:l1-block:8x8");
  EXPECT_EQ(b.memory, MemoryConfig::sharded(MemoryLayout::BlockSharded, 8, 8));
  EXPECT_EQ(b.toString(), "1x1x256x256:f32:tile:l1-block:8x8");
}

TEST(Spec, BadSpecsAreParseErrors) {
  for (const char* bad : {"", "0x4", "4x", "axb", "32x32:f16", "32x32:bf16:tiles",
                          "32x32:bf16:tile:l2", "32x32:bf16:tile:l1-block", "32x32:bf16:tile:l1-block:0x2",
                          "1x1x1x1x1x1x1", "32x32:bf16:tile:l1-width:4"}) {
    SCOPED_TRACE(bad);
    try {
      parseTensorSpec(bad);
      FAIL() << "accepted";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::ParseError);
      EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
    }
  }
}

}  // namespace
}  // namespace strata::ops
