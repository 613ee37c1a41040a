#pragma once
// Element data types of device tensors and their storage cost per 32x32 tile.

#include <cstdint>
#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace strata::device {

enum class DataType : std::uint8_t {
  BFloat16,
  Float32,
  UInt32,
  UInt16,
  BFloat8_B,  // block float: 1024 mantissa bytes + 64 shared-exponent bytes per tile
  BFloat4_B,  // block float: 512 packed mantissa bytes + 64 exponent bytes per tile
  Int32,      // two's complement (tt-mlir's si32)
  UInt8,
};

inline constexpr DataType kAllDataTypes[] = {DataType::BFloat16, DataType::Float32,
                                             DataType::UInt32,   DataType::UInt16,
                                             DataType::BFloat8_B, DataType::BFloat4_B,
                                             DataType::Int32,    DataType::UInt8};

// Canonical lowercase name: "bfloat16", "float32", "uint32", "uint16", "bfloat8_b", "bfloat4_b",
// "int32", "uint8".
std::string_view dataTypeName(DataType dtype);

// Accepts canonical names and the short forms used on the command line and in MLIR
// ("bf16", "f32", "u32", "u16", "bfp_bf8", "bfp_bf4", "i32" / "si32", "u8").
std::optional<DataType> parseDataType(std::string_view text);

// Bytes of one 32x32 tile stored at `bits` bits per element; block-float formats add
// one shared exponent byte per 16-element row of each 16x16 face (4 faces x 16 rows =
// 64 bytes). The one tile-size formula: device dtypes and the compiler's ttcore data
// types (which include formats the runtime does not store) both use it.
constexpr std::uint32_t tileBytesOf(std::uint32_t bits, bool shared_exponents) {
  constexpr std::uint32_t kElements = 32 * 32, kExponentBytes = 64;
  return kElements * bits / 8 + (shared_exponents ? kExponentBytes : 0);
}

// Bytes of one 32x32 tile in this format (bfloat16 2048, float32 4096, uint32 4096,
// uint16 2048, bfloat8_b 1088, bfloat4_b 576, int32 4096, uint8 1024).
std::uint32_t tileBytes(DataType dtype);

// Bytes of one element in row-major layout. Block-float formats exist only tiled;
// asking for their element size throws strata::Error.
std::uint32_t elementBytes(DataType dtype);

bool isBlockFloat(DataType dtype);

// Integer formats (uint32, uint16, int32, uint8): values are whole numbers, stored exactly.
bool isInteger(DataType dtype);
// The range an integer format holds ([0, 0] for float formats).
double integerMin(DataType dtype);
double integerMax(DataType dtype);
// The first of `values` an integer format cannot hold (NaN, a fraction, out of its
// range), which a conversion would change silently (NaN to 0); none for float formats.
// `why` reads after "element <index>": "is -1, which a uint32 tensor cannot hold; ...".
struct ValueNotHeld {
  std::size_t index;
  std::string why;
};
std::optional<ValueNotHeld> firstValueNotHeld(DataType dtype, std::span<const double> values);

}  // namespace strata::device
