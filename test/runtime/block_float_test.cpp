// Block-float codecs (bfloat8_b, bfloat4_b): the exact bytes of tt-metal's format, worked
// out by hand from its rules (codec.cpp), and exact round trips of representable values.

#include "strata/runtime/codec.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/tensor.hpp"

#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

namespace strata::runtime {
namespace {

using device::DataType;

constexpr std::size_t kExponents = 64;

struct Encoded {
  std::vector<std::byte> bytes;
  std::vector<float> back;
};

// One tile whose first face row starts with `row`; the rest is zero.
Encoded roundTrip(DataType dtype, std::initializer_list<float> row) {
  std::vector<float> values(kTileElements, 0.0f);
  std::copy(row.begin(), row.end(), values.begin());
  Encoded e{std::vector<std::byte>(device::tileBytes(dtype)), std::vector<float>(kTileElements)};
  encodeElements(dtype, values, e.bytes);
  decodeElements(dtype, e.bytes, e.back);
  return e;
}

unsigned byteAt(const Encoded& e, std::size_t i) { return static_cast<unsigned>(e.bytes[i]); }

TEST(BlockFloatTest, Bfp8RowSharesTheLargestExponent) {
  // 3.3f = 0x40533333: exponent 128, significand 0xD33333. Dropping 17 bits leaves 105
  // with a remainder of 78643 > 2^16: rounds up to 106 = 3.3125 (106/64 * 2).
  const Encoded e = roundTrip(DataType::BFloat8_B, {3.3f, -2.0f, 0.25f});
  EXPECT_EQ(byteAt(e, 0), 128u);
  EXPECT_EQ(byteAt(e, 1), 0u);  // an all-zero row
  EXPECT_EQ(byteAt(e, kExponents + 0), 106u);
  EXPECT_EQ(byteAt(e, kExponents + 1), 0x80u | 64u);  // -2.0: sign, 1.000000 at exponent 128
  EXPECT_EQ(byteAt(e, kExponents + 2), 8u);           // 0.25 = 8/64 * 2
  EXPECT_EQ(e.back[0], 3.3125f);
  EXPECT_EQ(e.back[1], -2.0f);
  EXPECT_EQ(e.back[2], 0.25f);
}

TEST(BlockFloatTest, Bfp8DropsShiftedBitsBeforeRounding) {
  // 0x840001 * 2^-24 sits at exponent 126, two below the row's 128. Shifted by two it is
  // 16.5 units of 1/32 exactly, the dropped low bit no longer counts: a tie, rounded to
  // the even 16 (0.5). Rounding the exact value (16.5000019 units) would give 17.
  const float x = std::ldexp(static_cast<float>(0x840001), -24);
  const Encoded e = roundTrip(DataType::BFloat8_B, {2.0f, x});
  EXPECT_EQ(byteAt(e, kExponents + 1), 16u);
  EXPECT_EQ(e.back[1], 0.5f);
  // 17.5 units is a tie with an odd magnitude: up to 18.
  const Encoded odd = roundTrip(DataType::BFloat8_B, {2.0f, 17.5f / 32});
  EXPECT_EQ(byteAt(odd, kExponents + 1), 18u);
}

TEST(BlockFloatTest, Bfp4PacksTwoCodesPerByte) {
  // Shared exponent 127. 1.0 -> 4 (1.00), 0.75 -> 3 (0.11), -0.3 -> |0.3| is 1.2 quarters,
  // rounded down to 1, with the sign: 0b1001. Element 2i is the low nibble of byte i.
  const Encoded e = roundTrip(DataType::BFloat4_B, {1.0f, 0.75f, -0.3f, 0.0f});
  EXPECT_EQ(device::tileBytes(DataType::BFloat4_B), 576u);
  EXPECT_EQ(byteAt(e, 0), 127u);
  EXPECT_EQ(byteAt(e, kExponents + 0), 0x34u);
  EXPECT_EQ(byteAt(e, kExponents + 1), 0x09u);
  EXPECT_EQ(e.back[0], 1.0f);
  EXPECT_EQ(e.back[1], 0.75f);
  EXPECT_EQ(e.back[2], -0.25f);
  EXPECT_EQ(e.back[3], 0.0f);
}

TEST(BlockFloatTest, Bfp4SaturatesAndDropsTheSignOfZero) {
  // Shared exponent 127. 1.99 rounds to 8 quarters, one past the largest code 7:
  // saturates at 1.75. -1e-6 shifts to nothing: code 0, without a sign bit.
  const Encoded e = roundTrip(DataType::BFloat4_B, {1.99f, 0.0f, 1.0f, -1e-6f});
  EXPECT_EQ(byteAt(e, kExponents + 0), 0x07u);
  EXPECT_EQ(byteAt(e, kExponents + 1), 0x04u);
  EXPECT_EQ(e.back[0], 1.75f);
  EXPECT_EQ(e.back[3], 0.0f);
  EXPECT_FALSE(std::signbit(e.back[3]));
}

TEST(BlockFloatTest, InfinitySharesItsExponentAndFlushesTheRow) {
  const float inf = std::numeric_limits<float>::infinity();
  const Encoded e = roundTrip(DataType::BFloat8_B, {-inf, 1.0f});
  EXPECT_EQ(byteAt(e, 0), 255u);
  EXPECT_EQ(e.back[0], -inf);
  EXPECT_EQ(e.back[1], 0.0f);
}

// Values the format holds come back unchanged through encode and decode, whatever the
// bytes were: decode random codes with normal exponents, then round-trip the values.
void representableValuesRoundTrip(DataType dtype) {
  std::mt19937 rng(7);
  std::vector<std::byte> bytes(device::tileBytes(dtype));
  for (std::size_t i = 0; i < bytes.size(); ++i)
    bytes[i] = static_cast<std::byte>(i < kExponents ? 100 + rng() % 60 : rng() % 256);
  std::vector<float> values(kTileElements), again(kTileElements);
  decodeElements(dtype, bytes, values);
  std::vector<std::byte> encoded(bytes.size());
  encodeElements(dtype, values, encoded);
  decodeElements(dtype, encoded, again);
  for (std::size_t i = 0; i < kTileElements; ++i) ASSERT_EQ(values[i], again[i]) << "element " << i;
}

TEST(BlockFloatTest, RepresentableValuesRoundTrip) {
  representableValuesRoundTrip(DataType::BFloat8_B);
  representableValuesRoundTrip(DataType::BFloat4_B);
}

TEST(BlockFloatTest, Bfp4TensorsGoThroughTheDevice) {
  Device d(device::builtinArch("wormhole_b0"));
  HostTensor h = HostTensor::filled({2, 40}, DataType::BFloat4_B, 0.0);
  // Multiples of 1/4 in [-0.75, 1]: every face row's shared exponent is at most 127,
  // where bfp4 holds quarters exactly.
  for (std::size_t i = 0; i < h.values.size(); ++i)
    h.values[i] = static_cast<double>(i % 8) / 4.0 - 0.75;
  Tensor t = Tensor::fromHost(d, h, Layout::Tile, MemoryConfig::l1());
  EXPECT_EQ(t.buffer().size(), 2u * 576);  // two tiles of 576 B (40 columns pad to 64)
  EXPECT_EQ(t.toHost().values, h.values);
}

}  // namespace
}  // namespace strata::runtime
