#include "strata/runtime/codec.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

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

constexpr std::size_t kBfp8ExponentBytes = 64;

// One shared exponent per 16 values; mantissa byte = sign | 7-bit magnitude where the
// magnitude is (1.m) * 64 shifted right by (shared - own exponent), rounded to nearest.
void encodeBfp8Tile(std::span<const float> values, std::span<std::byte> bytes) {
  for (std::size_t row = 0; row < 64; ++row) {
    int shared = 0;
    for (std::size_t k = 0; k < 16; ++k) {
      const std::uint32_t b = std::bit_cast<std::uint32_t>(values[row * 16 + k]);
      shared = std::max(shared, static_cast<int>((b >> 23) & 0xFF));
    }
    bytes[row] = static_cast<std::byte>(shared);
    for (std::size_t k = 0; k < 16; ++k) {
      const float v = values[row * 16 + k];
      const std::uint32_t b = std::bit_cast<std::uint32_t>(v);
      const int exponent = static_cast<int>((b >> 23) & 0xFF);
      std::uint32_t magnitude = 0;
      if (exponent != 0 && shared != 0) {
        // |v| = 2^(shared-127) * magnitude / 64
        const double scaled = std::ldexp(std::fabs(static_cast<double>(v)), 6 - (shared - 127));
        magnitude = static_cast<std::uint32_t>(std::min(127.0, std::nearbyint(scaled)));
      }
      const std::uint32_t sign = (b >> 31) & 1u;
      bytes[kBfp8ExponentBytes + row * 16 + k] =
          static_cast<std::byte>((sign << 7) | (magnitude & 0x7F));
    }
  }
}

void decodeBfp8Tile(std::span<const std::byte> bytes, std::span<float> values) {
  for (std::size_t row = 0; row < 64; ++row) {
    const int shared = static_cast<int>(bytes[row]);
    for (std::size_t k = 0; k < 16; ++k) {
      const auto m = static_cast<std::uint32_t>(bytes[kBfp8ExponentBytes + row * 16 + k]);
      const double magnitude = std::ldexp(static_cast<double>(m & 0x7F), shared - 127 - 6);
      values[row * 16 + k] = static_cast<float>((m & 0x80) ? -magnitude : magnitude);
    }
  }
}

// Integer formats take the nearest whole number, clamped to the format's range.
template <typename T>
void storeIntegers(DataType dtype, std::span<const float> values, std::span<std::byte> bytes) {
  const double lo = device::integerMin(dtype), hi = device::integerMax(dtype);
  for (std::size_t i = 0; i < values.size(); ++i)
    store(bytes, i, static_cast<T>(std::clamp<double>(std::nearbyint(values[i]), lo, hi)));
}

[[noreturn]] void noCodec(DataType dtype) {
  throw Error(ErrorKind::InvalidArgument,
              fmt::format("no host conversion for {}; use bfloat16, float32, uint32, uint16, "
                          "int32, uint8 or bfloat8_b",
                          device::dataTypeName(dtype)),
              {Error::str("dtype", std::string(device::dataTypeName(dtype)))});
}
}  // namespace

std::uint64_t encodedBytes(DataType dtype, std::uint64_t count) {
  if (dtype == DataType::BFloat8_B) return count / kTileElements * device::tileBytes(dtype);
  if (dtype == DataType::BFloat4_B) noCodec(dtype);
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
    case DataType::BFloat8_B:
      for (std::size_t t = 0; t < values.size() / kTileElements; ++t)
        encodeBfp8Tile(values.subspan(t * kTileElements, kTileElements),
                       bytes.subspan(t * device::tileBytes(dtype), device::tileBytes(dtype)));
      return;
    case DataType::BFloat4_B:
      noCodec(dtype);
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
    case DataType::BFloat8_B:
      for (std::size_t t = 0; t < values.size() / kTileElements; ++t)
        decodeBfp8Tile(bytes.subspan(t * device::tileBytes(dtype), device::tileBytes(dtype)),
                       values.subspan(t * kTileElements, kTileElements));
      return;
    case DataType::BFloat4_B:
      noCodec(dtype);
  }
}

}  // namespace strata::runtime
