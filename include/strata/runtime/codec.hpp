#pragma once
// Host <-> device element formats and tile order.
//   bfloat16: the top 16 bits of a float32, rounded to nearest even (NaN stays NaN).
//   bfloat8_b / bfloat4_b: per 16-element row of a face, one shared 8-bit exponent and
//              sign-magnitude codes of 1 + 7 bits (a byte) or 1 + 3 bits (a nibble, element
//              2i in the low nibble); the magnitude includes the hidden one. Tile = 64
//              exponent bytes, then 1024 code bytes (bfp8) or 512 (bfp4). Encoding follows
//              tt-metal's host packer bit for bit (see codec.cpp).
//   Tiles are 32x32 made of four 16x16 faces (top-left, top-right, bottom-left,
//   bottom-right), each face row-major.

#include "strata/device/data_type.hpp"

#include <cstddef>
#include <cstdint>
#include <span>

namespace strata::runtime {

inline constexpr std::uint32_t kTileHeight = 32;
inline constexpr std::uint32_t kTileWidth = 32;
inline constexpr std::uint32_t kTileElements = kTileHeight * kTileWidth;
inline constexpr std::uint32_t kFaceHeight = 16;
inline constexpr std::uint32_t kFaceWidth = 16;

std::uint16_t floatToBfloat16(float value);  // round to nearest even
float bfloat16ToFloat(std::uint16_t bits);

// Index of element (row, col) of a 32x32 tile in face order.
constexpr std::uint32_t tileOffset(std::uint32_t row, std::uint32_t col) {
  return ((row / kFaceHeight) * 2 + col / kFaceWidth) * (kFaceHeight * kFaceWidth) +
         (row % kFaceHeight) * kFaceWidth + col % kFaceWidth;
}

// Encodes/decodes `values.size()` elements in storage order. For block floats the span
// must be one whole tile (1024 values, face order) and `bytes` tileBytes(dtype).
void encodeElements(device::DataType dtype, std::span<const float> values, std::span<std::byte> bytes);
void decodeElements(device::DataType dtype, std::span<const std::byte> bytes, std::span<float> values);
// Bytes `count` elements take (tile formats: count must be a multiple of 1024).
std::uint64_t encodedBytes(device::DataType dtype, std::uint64_t count);

}  // namespace strata::runtime
