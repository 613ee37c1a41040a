#include "strata/device/buffer_type.hpp"
#include "strata/device/data_type.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

using namespace strata;
using namespace strata::device;

TEST(DataType, TileBytes) {
  EXPECT_EQ(tileBytes(DataType::BFloat16), 2048u);
  EXPECT_EQ(tileBytes(DataType::Float32), 4096u);
  EXPECT_EQ(tileBytes(DataType::UInt32), 4096u);
  EXPECT_EQ(tileBytes(DataType::UInt16), 2048u);
  EXPECT_EQ(tileBytes(DataType::BFloat8_B), 1088u);
  EXPECT_EQ(tileBytes(DataType::BFloat4_B), 576u);
  EXPECT_EQ(tileBytes(DataType::Int32), 4096u);
  EXPECT_EQ(tileBytes(DataType::UInt8), 1024u);
}

TEST(DataType, IntegerFormatsAndTheirRanges) {
  EXPECT_EQ(parseDataType("si32"), DataType::Int32);  // tt-mlir's element type name
  EXPECT_EQ(parseDataType("i32"), DataType::Int32);
  EXPECT_EQ(parseDataType("ui8"), DataType::UInt8);
  EXPECT_EQ(elementBytes(DataType::Int32), 4u);
  EXPECT_EQ(elementBytes(DataType::UInt8), 1u);
  EXPECT_TRUE(isInteger(DataType::Int32));
  EXPECT_TRUE(isInteger(DataType::UInt32));
  EXPECT_FALSE(isInteger(DataType::Float32));
  EXPECT_EQ(integerMin(DataType::Int32), -2147483648.0);
  EXPECT_EQ(integerMax(DataType::Int32), 2147483647.0);
  EXPECT_EQ(integerMax(DataType::UInt8), 255.0);
  EXPECT_EQ(integerMin(DataType::UInt32), 0.0);
}

TEST(DataType, NamesRoundTrip) {
  for (DataType d : kAllDataTypes) EXPECT_EQ(parseDataType(dataTypeName(d)), d);
  EXPECT_EQ(parseDataType("bf16"), DataType::BFloat16);
  EXPECT_EQ(parseDataType("f32"), DataType::Float32);
  EXPECT_EQ(parseDataType("bfp_bf8"), DataType::BFloat8_B);
  EXPECT_EQ(parseDataType("fp64"), std::nullopt);
}

TEST(DataType, BlockFloatsHaveNoElementSize) {
  EXPECT_EQ(elementBytes(DataType::BFloat16), 2u);
  EXPECT_EQ(elementBytes(DataType::UInt32), 4u);
  EXPECT_TRUE(isBlockFloat(DataType::BFloat4_B));
  try {
    elementBytes(DataType::BFloat8_B);
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    EXPECT_EQ(e.text("dtype"), "bfloat8_b");
  }
}

TEST(BufferType, Names) {
  EXPECT_EQ(bufferTypeName(BufferType::L1), "l1");
  EXPECT_EQ(parseBufferType("system_memory"), BufferType::SystemMemory);
  EXPECT_EQ(parseBufferType("sram"), std::nullopt);
}
