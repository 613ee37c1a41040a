// Tensors: specs, padding, tilize/untilize, dtype conversion, sharding, creation functions.

#include "strata/runtime/codec.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/tensor.hpp"
#include "test_util.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <limits>

namespace strata::runtime {
namespace {

using device::BufferType;
using device::CoreRange;
using device::CoreRangeSet;
using device::DataType;
using testing::contains;
using testing::expectError;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

HostTensor ramp(Shape shape, DataType dtype, double scale = 1.0) {
  HostTensor h = HostTensor::filled(std::move(shape), dtype, 0.0);
  for (std::size_t i = 0; i < h.values.size(); ++i) h.values[i] = static_cast<double>(i % 251) * scale;
  return h;
}

TEST(CodecTest, Bfloat16RoundsToNearestEven) {
  // 1 + 2^-8 is exactly halfway between 1 and 1 + 2^-7: ties go to the even mantissa (1).
  EXPECT_EQ(floatToBfloat16(1.0f + std::ldexp(1.0f, -8)), 0x3F80);
  // 1 + 3 * 2^-8 is halfway between 1 + 2^-7 (odd) and 1 + 2^-6: rounds up to even.
  EXPECT_EQ(floatToBfloat16(1.0f + 3 * std::ldexp(1.0f, -8)), 0x3F82);
  EXPECT_EQ(floatToBfloat16(1.0f + std::ldexp(1.0f, -8) + std::ldexp(1.0f, -20)), 0x3F81);
  EXPECT_EQ(bfloat16ToFloat(0xC040), -3.0f);
  EXPECT_TRUE(std::isnan(bfloat16ToFloat(floatToBfloat16(std::numeric_limits<float>::quiet_NaN()))));
  EXPECT_EQ(floatToBfloat16(std::numeric_limits<float>::infinity()), 0x7F80);
}

TEST(CodecTest, TileOffsetFollowsFaces) {
  EXPECT_EQ(tileOffset(0, 0), 0u);
  EXPECT_EQ(tileOffset(0, 16), 256u);
  EXPECT_EQ(tileOffset(16, 0), 512u);
  EXPECT_EQ(tileOffset(31, 31), 1023u);
  EXPECT_EQ(tileOffset(1, 2), 18u);
}

TEST(TensorSpecTest, PaddingPagesAndBufferSize) {
  TensorSpec t({1, 3, 100, 257}, DataType::BFloat16, Layout::Tile, MemoryConfig::dram());
  EXPECT_EQ(t.paddedShape(), (Shape{1, 3, 128, 288}));
  EXPECT_EQ(t.height(), 3u * 128);
  EXPECT_EQ(t.numPages(), 3u * 4 * 9);
  EXPECT_EQ(t.bufferSize(), 3u * 4 * 9 * 2048);
  TensorSpec r({3, 5, 7}, DataType::Float32, Layout::RowMajor, MemoryConfig::l1());
  EXPECT_EQ(r.paddedShape(), (Shape{3, 5, 7}));
  EXPECT_EQ(r.pageSize(), 28u);
  EXPECT_EQ(r.numPages(), 15u);
  const alloc::BankRequest req = t.bankRequest(wormhole());
  EXPECT_EQ(req.bytes_per_bank, (108u + 11) / 12 * 2048);
}

TEST(TensorSpecTest, BadSpecsAreClearErrors) {
  EXPECT_TRUE(contains(expectError([] { TensorSpec({4, 0}, DataType::BFloat16, Layout::Tile, MemoryConfig::l1()); }),
                       "dimension is zero"));
  EXPECT_TRUE(contains(expectError([] { TensorSpec({4, 4}, DataType::BFloat8_B, Layout::RowMajor, MemoryConfig::l1()); }),
                       "only in tile layout"));
  EXPECT_TRUE(contains(expectError([] {
                         TensorSpec({64, 64}, DataType::BFloat16, Layout::Tile,
                                    MemoryConfig::l1Sharded(TensorMemoryLayout::HeightSharded,
                                                            ShardSpec{CoreRange({0, 0}, {1, 0}), {32, 32}}));
                       }),
                       "height sharding needs the shard width 32 to equal the padded width 64"));
  EXPECT_TRUE(contains(expectError([] {
                         TensorSpec({64, 64}, DataType::BFloat16, Layout::Tile,
                                    MemoryConfig{TensorMemoryLayout::HeightSharded, BufferType::DRAM, {}});
                       }),
                       "only l1 tensors can be sharded"));
}

struct RoundTripCase {
  Shape shape;
  DataType dtype;
  Layout layout;
  MemoryConfig memory;
};

class TensorRoundTripTest : public ::testing::TestWithParam<RoundTripCase> {};

TEST_P(TensorRoundTripTest, HostDeviceHostIsExactForRepresentableValues) {
  const RoundTripCase& c = GetParam();
  Device d(wormhole());
  // Values 0..250 (times 1/4) are exact in bfloat16, float32 and the integer types.
  const double scale = device::isInteger(c.dtype) ? 1.0 : 0.25;
  const HostTensor host = ramp(c.shape, c.dtype, scale);
  Tensor t = Tensor::fromHost(d, host, c.layout, c.memory);
  const HostTensor back = t.toHost();
  EXPECT_EQ(back.shape, host.shape);
  EXPECT_EQ(back.values, host.values);
}

// Streaming by rows (what `strata exec` uses for tensors near the size of DRAM): rows
// written a few at a time, with chunks that cut tile rows in two, read back exactly as the
// whole-tensor path reads them, and arbitrary row ranges read as slices of it.
TEST_P(TensorRoundTripTest, RowsStreamInAndOutAsTheWholeTensorDoes) {
  const RoundTripCase& c = GetParam();
  Device d(wormhole());
  const double scale = device::isInteger(c.dtype) ? 1.0 : 0.25;
  const HostTensor host = ramp(c.shape, c.dtype, scale);
  Tensor t = Tensor::allocate(d, TensorSpec(c.shape, c.dtype, c.layout, c.memory));
  const std::uint64_t width = c.shape.back(), rows = volume(c.shape) / width;
  ASSERT_EQ(t.rows(), rows);
  for (std::uint64_t row = 0; row < rows; row += 5) {
    const std::uint64_t n = std::min<std::uint64_t>(5, rows - row);
    t.writeRows(row, std::span(host.values).subspan(row * width, n * width));
  }
  EXPECT_EQ(t.toHost().values, host.values);
  // Every page byte equals what the whole-tensor write stores (padding zero).
  Tensor whole = Tensor::fromHost(d, host, c.layout, c.memory);
  EXPECT_EQ(t.buffer().readAll(), whole.buffer().readAll());
  for (const auto& [first, count] : {std::pair<std::uint64_t, std::uint64_t>{0, rows},
                                    {rows / 3, rows - rows / 3}, {rows - 1, 1}, {rows, 0}}) {
    const std::vector<double> got = t.readRows(first, count);
    const std::vector<double> want(host.values.begin() + static_cast<std::ptrdiff_t>(first * width),
                                   host.values.begin() + static_cast<std::ptrdiff_t>((first + count) * width));
    EXPECT_EQ(got, want) << "rows [" << first << ", " << first + count << ")";
  }
}

INSTANTIATE_TEST_SUITE_P(
    Formats, TensorRoundTripTest,
    ::testing::Values(
        RoundTripCase{{1, 3, 100, 257}, DataType::BFloat16, Layout::Tile, MemoryConfig::dram()},
        RoundTripCase{{2, 33, 65}, DataType::Float32, Layout::Tile, MemoryConfig::l1()},
        RoundTripCase{{70, 40}, DataType::UInt32, Layout::Tile, MemoryConfig::dram()},
        RoundTripCase{{5, 7}, DataType::UInt16, Layout::RowMajor, MemoryConfig::dram()},
        RoundTripCase{{33, 40}, DataType::Int32, Layout::Tile, MemoryConfig::l1()},
        RoundTripCase{{6, 9}, DataType::UInt8, Layout::RowMajor, MemoryConfig::dram()},
        RoundTripCase{{3, 9, 17}, DataType::BFloat16, Layout::RowMajor, MemoryConfig::l1()},
        RoundTripCase{{37}, DataType::Float32, Layout::Tile, MemoryConfig::dram()},
        RoundTripCase{{128, 128}, DataType::BFloat16, Layout::Tile,
                      MemoryConfig::l1Sharded(TensorMemoryLayout::BlockSharded,
                                              ShardSpec{CoreRange({0, 0}, {1, 1}), {64, 64}})},
        RoundTripCase{{96, 64}, DataType::Float32, Layout::Tile,
                      MemoryConfig::l1Sharded(TensorMemoryLayout::WidthSharded,
                                              ShardSpec{CoreRange({0, 0}, {1, 0}), {96, 32}})},
        RoundTripCase{{10, 24}, DataType::BFloat16, Layout::RowMajor,
                      MemoryConfig::l1Sharded(TensorMemoryLayout::HeightSharded,
                                              ShardSpec{CoreRange({0, 0}, {3, 0}), {3, 24}})}),
    [](const ::testing::TestParamInfo<RoundTripCase>& info) {
      std::string name = "case" + std::to_string(info.index) + "_" + shapeToString(info.param.shape) +
                         "_" + std::string(device::dataTypeName(info.param.dtype)) + "_" +
                         std::string(layoutName(info.param.layout)) + "_" +
                         std::string(tensorMemoryLayoutName(info.param.memory.memory_layout));
      return name;
    });

TEST(TensorTest, RowRangesOutsideTheTensorAreErrorsThatWriteNothing) {
  Device d(wormhole());
  Tensor t = Tensor::fromHost(d, ramp({2, 40, 64}, DataType::BFloat16), Layout::Tile,
                              MemoryConfig::dram());
  const std::vector<std::byte> before = t.buffer().readAll();
  const std::vector<double> row(64, 1.0), odd(63, 1.0);
  EXPECT_TRUE(contains(expectError([&] { t.writeRows(80, row); }),
                       "rows [80, 81) are outside the 80 rows of a 2x40x64 tensor"));
  EXPECT_TRUE(contains(expectError([&] { (void)t.readRows(79, 2); }),
                       "rows [79, 81) are outside the 80 rows"));
  EXPECT_TRUE(contains(expectError([&] { t.writeRows(0, odd); }),
                       "63 values are not whole rows of 64 elements"));
  EXPECT_EQ(t.buffer().readAll(), before);
}

TEST(TensorTest, TileLayoutStoresFacesAndZeroPadding) {
  Device d(wormhole());
  HostTensor h = HostTensor::filled({2, 20}, DataType::Float32, 0.0);
  for (std::size_t i = 0; i < h.values.size(); ++i) h.values[i] = static_cast<double>(i + 1);
  Tensor t = Tensor::fromHost(d, h, Layout::Tile, MemoryConfig::dram());
  std::vector<std::byte> tile(4096);
  t.buffer().readPage(0, tile);
  auto at = [&](std::uint32_t r, std::uint32_t c) {
    float v;
    std::memcpy(&v, tile.data() + 4 * tileOffset(r, c), 4);
    return v;
  };
  EXPECT_EQ(at(0, 0), 1.0f);
  EXPECT_EQ(at(0, 17), 18.0f);  // face 1
  EXPECT_EQ(at(1, 19), 40.0f);
  EXPECT_EQ(at(1, 20), 0.0f);  // padding
  EXPECT_EQ(at(31, 31), 0.0f);
}

TEST(TensorTest, Bfloat16ConversionRoundsHostValues) {
  Device d(wormhole());
  HostTensor h = HostTensor::filled({1, 3}, DataType::BFloat16, 0.0);
  h.values = {1.0 + std::ldexp(1.0, -8), 1.0 + 3 * std::ldexp(1.0, -8), -0.1};
  const HostTensor back = Tensor::fromHost(d, h, Layout::RowMajor, MemoryConfig::dram()).toHost();
  EXPECT_EQ(back.values[0], 1.0);
  EXPECT_EQ(back.values[1], 1.0 + std::ldexp(1.0, -6));
  EXPECT_EQ(back.values[2], static_cast<double>(bfloat16ToFloat(floatToBfloat16(-0.1f))));
}

TEST(TensorTest, Bfloat8bKeepsSevenBitsPerRowExponent) {
  Device d(wormhole());
  HostTensor h = HostTensor::filled({32, 32}, DataType::BFloat8_B, 0.0);
  for (std::size_t i = 0; i < h.values.size(); ++i) h.values[i] = (static_cast<double>(i % 64) - 32.0) / 8.0;
  const HostTensor back = Tensor::fromHost(d, h, Layout::Tile, MemoryConfig::dram()).toHost();
  // Every 16-value face row spans at most |4|: shared exponent 2^2, step 2^(2-6) = 1/16,
  // and these values are multiples of 1/8: exact.
  EXPECT_EQ(back.values, h.values);
  h.values[0] = 3.3;  // not representable: rounds to the nearest 1/16
  EXPECT_EQ(Tensor::fromHost(d, h, Layout::Tile, MemoryConfig::dram()).toHost().values[0], 3.3125);
}

TEST(TensorTest, CreateScalarAndFullCanTargetTheStack) {
  Device d(wormhole());
  StackFrame f(d, "f");
  const alloc::Address base = d.region(BufferType::L1).stackTop();
  Tensor half = createScalar(0.5, DataType::BFloat16, Layout::Tile, d, &d.stack());
  EXPECT_EQ(half.buffer().address(), base);
  EXPECT_EQ(half.buffer().allocatorKind(), AllocatorKind::Stack);
  EXPECT_EQ(half.shape(), (Shape{1, 1}));
  EXPECT_EQ(half.toHost().values, std::vector<double>{0.5});
  Tensor z = zeros({64, 64}, DataType::Float32, Layout::Tile, d, MemoryConfig::l1(), &d.stack());
  Tensor o = ones({3, 3}, DataType::BFloat16, Layout::RowMajor, d, MemoryConfig::dram());
  EXPECT_EQ(z.buffer().address(), base + 2048);  // one bf16 tile on one core before it
  EXPECT_EQ(z.toHost().values, std::vector<double>(64 * 64, 0.0));
  EXPECT_EQ(o.toHost().values, std::vector<double>(9, 1.0));
  EXPECT_EQ(o.buffer().allocatorKind(), AllocatorKind::Heap);
}

TEST(TensorTest, WrongHostShapeIsRejected) {
  Device d(wormhole());
  Tensor t = zeros({4, 4}, DataType::Float32, Layout::Tile, d);
  Error e = expectError([&] { t.write(HostTensor::filled({4, 5}, DataType::Float32, 1.0)); });
  EXPECT_TRUE(contains(e, "cannot write a 4x5 host tensor into a 4x4 device tensor")) << e.what();
  EXPECT_EQ(t.toHost().values, std::vector<double>(16, 0.0));
}

TEST(TensorTest, StackTensorIsUnusableAfterItsFrameCloses) {
  Device d(wormhole());
  Tensor t;
  {
    StackFrame f(d, "f");
    t = ones({32, 32}, DataType::BFloat16, Layout::Tile, d, MemoryConfig::l1(), &d.stack());
  }
  EXPECT_FALSE(t.isAllocated());
  Error e = expectError([&] { t.toHost(); });
  EXPECT_TRUE(contains(e, "its stack frame has closed")) << e.what();
}

}  // namespace
}  // namespace strata::runtime

namespace strata::runtime {
namespace {

TEST(TensorViewTest, AViewReadsTheSameBytesUnderItsShapeAndSharesTheBuffer) {
  Device device(wormhole());
  const MemoryConfig dram = MemoryConfig::dram();
  Tensor t = Tensor::fromHost(device, ramp({2, 64, 128}, DataType::BFloat16), Layout::Tile, dram);
  const Tensor v = t.viewAs(TensorSpec({128, 128}, DataType::BFloat16, Layout::Tile, dram));
  EXPECT_EQ(v.bufferPtr(), t.bufferPtr());
  EXPECT_EQ(v.shape(), (Shape{128, 128}));
  EXPECT_EQ(v.toHost().values, t.toHost().values);  // row-major order is the same
  t.deallocate();
  EXPECT_FALSE(v.isAllocated());  // one buffer: freed for both
}

TEST(TensorViewTest, AViewThatWouldMovePagesIsRefused) {
  Device device(wormhole());
  const MemoryConfig dram = MemoryConfig::dram();
  const Tensor t = Tensor::fromHost(device, ramp({3, 10, 64}, DataType::BFloat16), Layout::Tile, dram);
  // 3 x 10 rows pad to 3 tile rows; 30 rows pad to 1: other pages.
  EXPECT_TRUE(contains(
      expectError([&] { (void)t.viewAs(TensorSpec({30, 64}, DataType::BFloat16, Layout::Tile, dram)); }),
      "would lay out other pages"));
  EXPECT_TRUE(contains(expectError([&] {
                         (void)t.viewAs(TensorSpec({3, 10, 64}, DataType::BFloat16, Layout::Tile, MemoryConfig::l1()));
                       }),
                       "would lay out other pages"));
  EXPECT_TRUE(t.isAllocated());
}

}  // namespace
}  // namespace strata::runtime
