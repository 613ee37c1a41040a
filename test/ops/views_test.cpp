// ops::reshapeIsView: tt-metal's rule for a reshape that keeps every page where it is
// (reshape.cpp's this_is_view), the same one tt-mlir models (canReshapeBeView).

#include "strata/ops/views.hpp"

#include <gtest/gtest.h>

namespace strata::ops {
namespace {

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

TensorDesc desc(Shape shape, Layout layout = Layout::Tile, MemoryConfig memory = MemoryConfig::dram()) {
  TensorDesc d;
  d.shape = shape;
  d.layout = layout;
  d.memory = memory;
  return d;
}

TEST(ReshapeIsView, TileRowsThatStayWholeTilesOrUnchangedAreViews) {
  // Outer dims fold while the last two stay.
  EXPECT_TRUE(reshapeIsView(desc({1, 32, 10, 64}), desc({32, 10, 64}), wormhole()));
  // Rows fold into whole tiles on both sides: 2x64 rows -> 128 rows.
  EXPECT_TRUE(reshapeIsView(desc({2, 64, 128}), desc({128, 128}), wormhole()));
  // 1 row padded to a tile either way: the padding does not move.
  EXPECT_TRUE(reshapeIsView(desc({1, 1, 1, 2048}), desc({1, 1, 2048}), wormhole()));
}

TEST(ReshapeIsView, MovedPaddingOrAnotherLastDimIsACopy) {
  // 3 x 10 rows each pad to a tile; 30 rows pad once: tiles change.
  EXPECT_FALSE(reshapeIsView(desc({3, 10, 64}), desc({30, 64}), wormhole()));
  EXPECT_FALSE(reshapeIsView(desc({64, 128}), desc({128, 64}), wormhole()));
  EXPECT_FALSE(reshapeIsView(desc({1, 32, 128}), desc({32, 2, 64}), wormhole()));
}

TEST(ReshapeIsView, RowMajorNeedsOnlyTheLastDim) {
  EXPECT_TRUE(reshapeIsView(desc({3, 10, 64}, Layout::RowMajor), desc({30, 64}, Layout::RowMajor), wormhole()));
  EXPECT_FALSE(reshapeIsView(desc({3, 10, 64}, Layout::RowMajor), desc({3, 640}, Layout::RowMajor), wormhole()));
}

TEST(ReshapeIsView, AnotherMemoryDtypeOrLayoutIsACopy) {
  EXPECT_FALSE(reshapeIsView(desc({2, 64, 128}), desc({128, 128}, Layout::Tile, MemoryConfig::l1()), wormhole()));
  EXPECT_TRUE(reshapeIsView(desc({2, 64, 128}, Layout::Tile, MemoryConfig::l1()),
                            desc({128, 128}, Layout::Tile, MemoryConfig::l1()), wormhole()));
  TensorDesc f32 = desc({128, 128});
  f32.dtype = DataType::Float32;
  EXPECT_FALSE(reshapeIsView(desc({2, 64, 128}), f32, wormhole()));
  EXPECT_FALSE(reshapeIsView(desc({2, 64, 128}), desc({128, 128}, Layout::RowMajor), wormhole()));
  // Different volumes are no reshape at all.
  EXPECT_FALSE(reshapeIsView(desc({2, 64, 128}), desc({64, 128}), wormhole()));
}

}  // namespace
}  // namespace strata::ops
