// Tensor type <-> op library description: every description the library can state and
// tt-mlir's virtual grid can express comes back unchanged from its type, and the type's
// text is tt-mlir's.

#include "strata/compiler/Dialect/TTNN/Utils/TensorTypeConversion.h"
#include "strata/compiler/Dialect/TTNN/Utils/TextIR.h"
#include "strata/compiler/Passes.h"
#include "strata/support/error.hpp"

#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

namespace {

namespace sops = strata::ops;
using strata::device::ArchDesc;

sops::TensorDesc describe(std::initializer_list<std::uint32_t> dims, sops::DataType dtype,
                          sops::Layout layout, sops::MemoryConfig memory) {
  sops::TensorDesc desc;
  desc.shape.rank = static_cast<std::uint8_t>(dims.size());
  int i = 0;
  for (std::uint32_t d : dims) desc.shape.dims[i++] = d;
  desc.dtype = dtype;
  desc.layout = layout;
  desc.memory = memory;
  return desc;
}

class TensorTypeConversion : public ::testing::Test {
 protected:
  TensorTypeConversion() {
    mlir::DialectRegistry registry;
    strata::compiler::registerStrataDialects(registry);
    context.appendDialectRegistry(registry);
    context.loadAllAvailableDialects();
  }
  sops::TensorDesc roundTrip(const sops::TensorDesc &desc) {
    std::string error;
    mlir::FailureOr<mlir::RankedTensorType> type =
        mlir::tt::ttnn::toTensorType(&context, desc, arch, error);
    EXPECT_TRUE(mlir::succeeded(type)) << error;
    if (mlir::failed(type)) return {};
    mlir::FailureOr<sops::TensorDesc> back = mlir::tt::ttnn::toTensorDesc(
        *type, arch, [&] { return mlir::emitError(mlir::UnknownLoc::get(&context)); });
    EXPECT_TRUE(mlir::succeeded(back));
    return mlir::succeeded(back) ? *back : sops::TensorDesc{};
  }
  mlir::MLIRContext context;
  const ArchDesc &arch = strata::device::builtinArch("wormhole_b0");
};

TEST_F(TensorTypeConversion, EveryExpressibleDescriptionComesBackUnchanged) {
  using ML = sops::MemoryLayout;
  const sops::TensorDesc cases[] = {
      describe({64, 128}, sops::DataType::BFloat16, sops::Layout::Tile, sops::MemoryConfig::dram()),
      describe({7}, sops::DataType::Float32, sops::Layout::Tile, sops::MemoryConfig::l1()),
      describe({2, 3, 40, 50}, sops::DataType::UInt32, sops::Layout::RowMajor,
               sops::MemoryConfig::dram()),
      describe({1, 32, 64}, sops::DataType::Int32, sops::Layout::Tile, sops::MemoryConfig::l1()),
      describe({32, 64}, sops::DataType::UInt16, sops::Layout::Tile, sops::MemoryConfig::dram()),
      describe({64, 1024}, sops::DataType::BFloat8_B, sops::Layout::Tile, sops::MemoryConfig::dram()),
      describe({64, 1024}, sops::DataType::BFloat4_B, sops::Layout::Tile, sops::MemoryConfig::l1()),
      describe({256, 64}, sops::DataType::BFloat16, sops::Layout::Tile,
               sops::MemoryConfig::sharded(ML::HeightSharded, 8, 1)),
      describe({512, 64}, sops::DataType::BFloat16, sops::Layout::Tile,
               sops::MemoryConfig::sharded(ML::HeightSharded, 8, 2)),
      describe({64, 256}, sops::DataType::Float32, sops::Layout::Tile,
               sops::MemoryConfig::sharded(ML::WidthSharded, 8, 1)),
      describe({128, 256}, sops::DataType::BFloat16, sops::Layout::Tile,
               sops::MemoryConfig::sharded(ML::BlockSharded, 4, 2)),
  };
  for (const sops::TensorDesc &desc : cases)
    EXPECT_EQ(roundTrip(desc), desc) << desc.toString();
}

TEST_F(TensorTypeConversion, TheTextIsTtMlirs) {
  EXPECT_EQ(strata::compiler::tensorTypeText(
                describe({2, 64, 128}, sops::DataType::BFloat16, sops::Layout::Tile,
                         sops::MemoryConfig::dram()),
                arch),
            "tensor<2x64x128xbf16, #ttnn.ttnn_layout<(d0, d1, d2) -> (d0 * 64 + d1, d2), <1x1>, "
            "memref<4x4x!ttcore.tile<32x32, bf16>, #ttnn.buffer_type<dram>>, <interleaved>>>");
  EXPECT_EQ(strata::compiler::tensorTypeText(
                describe({256, 64}, sops::DataType::UInt32, sops::Layout::Tile,
                         sops::MemoryConfig::sharded(sops::MemoryLayout::HeightSharded, 8, 1)),
                arch),
            "tensor<256x64xui32, #ttnn.ttnn_layout<(d0, d1) -> (d0, d1), <8x1>, "
            "memref<1x2x!ttcore.tile<32x32, u32>, #ttnn.buffer_type<l1>>, <height_sharded>>>");
}

TEST_F(TensorTypeConversion, AGridTtMlirCannotExpressIsNamed) {
  // Height sharded on 3x2 cores of an 8-wide device: not a row-major fill.
  sops::TensorDesc desc = describe({192, 64}, sops::DataType::BFloat16, sops::Layout::Tile,
                                   sops::MemoryConfig::sharded(sops::MemoryLayout::HeightSharded, 3, 2));
  std::string error;
  EXPECT_TRUE(mlir::failed(mlir::tt::ttnn::toTensorType(&context, desc, arch, error)));
  EXPECT_NE(error.find("is not a row-major fill of the 8x8 device grid"), std::string::npos)
      << error;
  EXPECT_THROW(strata::compiler::tensorTypeText(desc, arch), strata::Error);
}

// The sharded layout the L1 placement offers a tensor: the fewest tiles on the fullest
// core, ties to more cores, no core without a shard; none for row-major tensors.
TEST_F(TensorTypeConversion, TheLeanestShardedLayoutTakesTheFewestPagesPerCore) {
  using ML = sops::MemoryLayout;
  auto leanest = [&](std::initializer_list<std::uint32_t> dims, sops::Layout layout) {
    std::string error;
    mlir::FailureOr<mlir::RankedTensorType> dram = mlir::tt::ttnn::toTensorType(
        &context, describe(dims, sops::DataType::BFloat16, layout, sops::MemoryConfig::dram()),
        arch, error);
    EXPECT_TRUE(mlir::succeeded(dram)) << error;
    std::optional<mlir::RankedTensorType> sharded =
        mlir::tt::ttnn::leanestShardedL1Type(*dram, arch);
    if (!sharded) return std::optional<sops::MemoryConfig>();
    mlir::FailureOr<sops::TensorDesc> back = mlir::tt::ttnn::toTensorDesc(
        *sharded, arch, [&] { return mlir::emitError(mlir::UnknownLoc::get(&context)); });
    EXPECT_TRUE(mlir::succeeded(back));
    return std::optional<sops::MemoryConfig>(back->memory.gridShorthand());
  };
  // One tile row of 768 tiles: 12 per core across the 64 cores.
  EXPECT_EQ(leanest({32, 24576}, sops::Layout::Tile), sops::MemoryConfig::sharded(ML::WidthSharded, 8, 8));
  // 128 x 2 tiles: 2 tile rows per core, 4 tiles, beats width (2 cores) and block (16).
  EXPECT_EQ(leanest({4096, 64}, sops::Layout::Tile), sops::MemoryConfig::sharded(ML::HeightSharded, 8, 8));
  // 8 x 8 tiles: one per core, block sharded.
  EXPECT_EQ(leanest({256, 256}, sops::Layout::Tile), sops::MemoryConfig::sharded(ML::BlockSharded, 8, 8));
  // 3 x 2 tiles: one per core on a 2-wide, 3-high block; no empty core.
  EXPECT_EQ(leanest({96, 64}, sops::Layout::Tile), sops::MemoryConfig::sharded(ML::BlockSharded, 2, 3));
  // Row-major tensors have no sharded form here.
  EXPECT_FALSE(leanest({32, 64}, sops::Layout::RowMajor).has_value());
}

}  // namespace
