#include "strata/runtime/codec.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstring>

namespace strata::runtime {

using device::DataType;

std::uint16_t floatToBfloat16(float value) {
  std::uint32_t bits = std::bit_cast<std::uint32_t>(value);
  if (std::isnan(value)) return static_cast<std::uint16_t>((bits >> 16) | 0x40);  // quiet NaN
  const std::uint32_t lsb = (bits >> 16) & 1u;
  bits += 0x7FFFu + lsb;
  return static_cast<std::uint16_t>(bits >> 16);
}

float bfloat16ToFloat(std::uint16_t bits) {
  return std::bit_cast<float>(static_cast<std::uint32_t>(bits) << 16);
}

namespace {
template <typename T>
void store(std::span<std::byte> bytes, std::size_t i, T v) {
  std::memcpy(bytes.data() + i * sizeof(T), &v, sizeof(T));
}
template <typename T>
T load(std::span<const std::byte> bytes, std::size_t i) {
  T v;
  std::memcpy(&v, bytes.data() + i * sizeof(T), sizeof(T));
  return v;
}

// Block floats (tt-metal's bfp8_b / bfp4_b): a tile is 64 shared-exponent bytes, one per
// 16-value face row in face order, then one sign-magnitude code per value: a byte for bfp8
// (1 + 7 bits), a nibble for bfp4 (1 + 3 bits, element 2i in the low nibble of byte i).
// The shared exponent is the largest biased float32 exponent of the row. A value's 24-bit
// significand (hidden one included) is shifted right by (shared - own exponent), and the
// shifted bits are dropped before rounding; then rounded to nearest, ties to even, to the
// code's width, and saturated. These rules reproduce tt-metal's host packer bit for bit,
// so a tile written here reads back on hardware as the same values.
constexpr std::size_t kBlockExponentBytes = 64;
constexpr std::size_t kRowValues = 16;

template <int Bits>  // magnitude bits of a code: 7 (bfp8) or 3 (bfp4)
std::uint32_t blockCode(float value, int shared) {
  const std::uint32_t bits = std::bit_cast<std::uint32_t>(value);
  if ((bits & 0x7FFFFFFFu) == 0) return 0;
  std::uint32_t significand = 0x800000u | (bits & 0x7FFFFFu);
  const int shift = shared - static_cast<int>((bits >> 23) & 0xFF);
  significand = shift >= 32 ? 0 : significand >> shift;
  constexpr int kDropped = 24 - Bits;
  constexpr std::uint32_t kTie = 1u << (kDropped - 1);
  const std::uint32_t rest = significand & ((1u << kDropped) - 1);
  std::uint32_t magnitude = significand >> kDropped;
  if (rest > kTie || (rest == kTie && (magnitude & 1u))) ++magnitude;
  magnitude = std::min(magnitude, (1u << Bits) - 1);
  if (magnitude == 0) return 0;  // no negative zero codes
  return ((bits >> 31) << Bits) | magnitude;
}

template <int Bits>
float blockValue(std::uint32_t code, int shared) {
  const std::uint32_t magnitude = code & ((1u << Bits) - 1);
  const std::uint32_t sign = (code >> Bits) & 1u;
  if (magnitude == 0) return sign ? -0.0f : 0.0f;
  // Normalise: the leading one of the magnitude becomes the hidden bit.
  const int leading = std::bit_width(magnitude) - 1;
  const int exponent = shared - (Bits - 1 - leading);
  if (exponent <= 0) {  // below float32's normal range: the exact (denormal or zero) value
    const float v = std::ldexp(static_cast<float>(magnitude), shared - 127 - (Bits - 1));
    return sign ? -v : v;
  }
  const std::uint32_t fraction = (magnitude << (23 - leading)) & 0x7FFFFFu;
  return std::bit_cast<float>((sign << 31) | (static_cast<std::uint32_t>(exponent) << 23) |
                              fraction);
}

template <int Bits>
void encodeBlockTile(std::span<const float> values, std::span<std::byte> bytes) {
  for (std::size_t row = 0; row < kTileElements / kRowValues; ++row) {
    int shared = 0;
    for (std::size_t k = 0; k < kRowValues; ++k)
      shared = std::max(shared, static_cast<int>((std::bit_cast<std::uint32_t>(
                                                      values[row * kRowValues + k]) >> 23) & 0xFF));
    bytes[row] = static_cast<std::byte>(shared);
    for (std::size_t k = 0; k < kRowValues; ++k) {
      const std::size_t i = row * kRowValues + k;
      const std::uint32_t code = blockCode<Bits>(values[i], shared);
      if constexpr (Bits == 7) {
        bytes[kBlockExponentBytes + i] = static_cast<std::byte>(code);
      } else {
        std::byte& packed = bytes[kBlockExponentBytes + i / 2];
        packed = (i % 2 == 0) ? static_cast<std::byte>(code)
                              : packed | static_cast<std::byte>(code << 4);
      }
    }
  }
}

template <int Bits>
void decodeBlockTile(std::span<const std::byte> bytes, std::span<float> values) {
  for (std::size_t i = 0; i < kTileElements; ++i) {
    const int shared = static_cast<int>(bytes[i / kRowValues]);
    std::uint32_t code;
    if constexpr (Bits == 7) {
      code = static_cast<std::uint32_t>(bytes[kBlockExponentBytes + i]);
    } else {
      code = (static_cast<std::uint32_t>(bytes[kBlockExponentBytes + i / 2]) >> (4 * (i % 2))) & 0xFu;
    }
    values[i] = blockValue<Bits>(code, shared);
  }
}

template <int Bits>
void forEachTile(DataType dtype, std::span<const float> values, std::span<std::byte> bytes) {
  const std::size_t tile = device::tileBytes(dtype);
  for (std::size_t t = 0; t < values.size() / kTileElements; ++t)
    encodeBlockTile<Bits>(values.subspan(t * kTileElements, kTileElements),
                          bytes.subspan(t * tile, tile));
}

template <int Bits>
void forEachTile(DataType dtype, std::span<const std::byte> bytes, std::span<float> values) {
  const std::size_t tile = device::tileBytes(dtype);
  for (std::size_t t = 0; t < values.size() / kTileElements; ++t)
    decodeBlockTile<Bits>(bytes.subspan(t * tile, tile),
                          values.subspan(t * kTileElements, kTileElements));
}

// Integer formats take the nearest whole number, clamped to the format's range.
template <typename T>
void storeIntegers(DataType dtype, std::span<const float> values, std::span<std::byte> bytes) {
  const double lo = device::integerMin(dtype), hi = device::integerMax(dtype);
  for (std::size_t i = 0; i < values.size(); ++i)
    store(bytes, i, static_cast<T>(std::clamp<double>(std::nearbyint(values[i]), lo, hi)));
}

}  // namespace

std::uint64_t encodedBytes(DataType dtype, std::uint64_t count) {
  if (device::isBlockFloat(dtype)) return count / kTileElements * device::tileBytes(dtype);
  return count * device::elementBytes(dtype);
}

void encodeElements(DataType dtype, std::span<const float> values, std::span<std::byte> bytes) {
  switch (dtype) {
    case DataType::BFloat16:
      for (std::size_t i = 0; i < values.size(); ++i) store(bytes, i, floatToBfloat16(values[i]));
      return;
    case DataType::Float32:
      for (std::size_t i = 0; i < values.size(); ++i) store(bytes, i, values[i]);
      return;
    case DataType::UInt32: return storeIntegers<std::uint32_t>(dtype, values, bytes);
    case DataType::UInt16: return storeIntegers<std::uint16_t>(dtype, values, bytes);
    case DataType::Int32: return storeIntegers<std::int32_t>(dtype, values, bytes);
    case DataType::UInt8: return storeIntegers<std::uint8_t>(dtype, values, bytes);
    case DataType::BFloat8_B: return forEachTile<7>(dtype, values, bytes);
    case DataType::BFloat4_B: return forEachTile<3>(dtype, values, bytes);
  }
}

void decodeElements(DataType dtype, std::span<const std::byte> bytes, std::span<float> values) {
  switch (dtype) {
    case DataType::BFloat16:
      for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = bfloat16ToFloat(load<std::uint16_t>(bytes, i));
      return;
    case DataType::Float32:
      for (std::size_t i = 0; i < values.size(); ++i) values[i] = load<float>(bytes, i);
      return;
    case DataType::UInt32:
      for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = static_cast<float>(load<std::uint32_t>(bytes, i));
      return;
    case DataType::UInt16:
      for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = static_cast<float>(load<std::uint16_t>(bytes, i));
      return;
    case DataType::Int32:
      for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = static_cast<float>(load<std::int32_t>(bytes, i));
      return;
    case DataType::UInt8:
      for (std::size_t i = 0; i < values.size(); ++i)
        values[i] = static_cast<float>(load<std::uint8_t>(bytes, i));
      return;
    case DataType::BFloat8_B: return forEachTile<7>(dtype, bytes, values);
    case DataType::BFloat4_B: return forEachTile<3>(dtype, bytes, values);
  }
}

}  // namespace strata::runtime
