// Tensor specs whose geometry would wrap: refused with a clear error, never sized small.

#include "strata/runtime/tensor.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

#include <string>

namespace strata::runtime {
namespace {

std::string specError(Shape shape, Layout layout) {
  try {
    TensorSpec(std::move(shape), device::DataType::BFloat16, layout, MemoryConfig::l1());
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    return e.what();
  }
  ADD_FAILURE() << "expected a tensor spec error";
  return "";
}

TEST(TensorLimits, VolumeThatWraps64BitsIsRefused) {
  // 65536^4 = 2^64: the volume wrapped to 0 and the buffer was sized 0 bytes.
  const std::string e = specError({65536, 65536, 65536, 65536}, Layout::Tile);
  EXPECT_NE(e.find("the padded tensor needs more than 281474976710656 bytes (2^48)"),
            std::string::npos)
      << e;
}

TEST(TensorLimits, DimensionThatWrapsWhenTilePaddedIsRefused) {
  // 4294967290 rounded up to 32 in 32 bits is 0.
  const std::string e = specError({32, 4294967290u}, Layout::Tile);
  EXPECT_NE(e.find("dimension 4294967290 is too large to pad to the 32x32 tile"), std::string::npos)
      << e;
  // Row-major is not padded: the same width is only too large in total.
  EXPECT_NE(specError({65536, 4294967290u}, Layout::RowMajor).find("more than"), std::string::npos);
}

TEST(TensorLimits, LargestAcceptedSpecHasExactGeometry) {
  // 2^46 bf16 elements padded at 4 B each is exactly 2^48: accepted, figures exact.
  TensorSpec s({8192, 8192, 32, 32}, device::DataType::BFloat16, Layout::Tile, MemoryConfig::dram());
  EXPECT_EQ(s.numPages(), std::uint64_t{8192} * 8192);
  EXPECT_EQ(s.bufferSize(), std::uint64_t{8192} * 8192 * 2048);
}

}  // namespace
}  // namespace strata::runtime
