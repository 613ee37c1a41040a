#include "strata/device/data_type.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <cmath>
#include <string>

namespace strata::device {

namespace {
struct DataTypeInfo {
  DataType dtype;
  std::string_view name;
  std::string_view short_name;
  std::string_view mlir_name;
  std::uint32_t tile_bytes;
  std::uint32_t element_bytes;  // 0 = tile-only format
};

// Block floats: 32x32 mantissas packed at 8 or 4 bits plus the shared exponents.
constexpr DataTypeInfo kInfo[] = {
    {DataType::BFloat16, "bfloat16", "bf16", "bf16", tileBytesOf(16, false), 2},
    {DataType::Float32, "float32", "f32", "f32", tileBytesOf(32, false), 4},
    {DataType::UInt32, "uint32", "u32", "u32", tileBytesOf(32, false), 4},
    {DataType::UInt16, "uint16", "u16", "u16", tileBytesOf(16, false), 2},
    {DataType::BFloat8_B, "bfloat8_b", "bfp8", "bfp_bf8", tileBytesOf(8, true), 0},
    {DataType::BFloat4_B, "bfloat4_b", "bfp4", "bfp_bf4", tileBytesOf(4, true), 0},
    {DataType::Int32, "int32", "i32", "si32", tileBytesOf(32, false), 4},
    {DataType::UInt8, "uint8", "u8", "ui8", tileBytesOf(8, false), 1},
};
static_assert(tileBytesOf(16, false) == 2048 && tileBytesOf(8, true) == 1088 &&
              tileBytesOf(4, true) == 576);

const DataTypeInfo& info(DataType dtype) {
  for (const auto& i : kInfo)
    if (i.dtype == dtype) return i;
  throw Error(ErrorKind::Internal, fmt::format("unknown data type code {}", static_cast<int>(dtype)));
}
}  // namespace

std::string_view dataTypeName(DataType dtype) { return info(dtype).name; }

std::optional<DataType> parseDataType(std::string_view text) {
  for (const auto& i : kInfo)
    if (text == i.name || text == i.short_name || text == i.mlir_name) return i.dtype;
  return std::nullopt;
}

std::uint32_t tileBytes(DataType dtype) { return info(dtype).tile_bytes; }

std::uint32_t elementBytes(DataType dtype) {
  const auto& i = info(dtype);
  if (i.element_bytes == 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} is a block-float format that exists only in tile layout; "
                            "use layout tile or a non-block dtype for row-major data",
                            i.name),
                {Error::str("dtype", std::string(i.name))});
  return i.element_bytes;
}

bool isBlockFloat(DataType dtype) { return info(dtype).element_bytes == 0; }

bool isInteger(DataType dtype) {
  return dtype == DataType::UInt32 || dtype == DataType::UInt16 || dtype == DataType::Int32 ||
         dtype == DataType::UInt8;
}

double integerMin(DataType dtype) { return dtype == DataType::Int32 ? -2147483648.0 : 0.0; }

double integerMax(DataType dtype) {
  switch (dtype) {
    case DataType::UInt32: return 4294967295.0;
    case DataType::UInt16: return 65535.0;
    case DataType::Int32: return 2147483647.0;
    case DataType::UInt8: return 255.0;
    default: return 0.0;
  }
}

std::optional<ValueNotHeld> firstValueNotHeld(DataType dtype, std::span<const double> values) {
  if (!isInteger(dtype)) return std::nullopt;
  const double lo = integerMin(dtype), hi = integerMax(dtype);
  for (std::size_t k = 0; k < values.size(); ++k)
    if (!(values[k] >= lo && values[k] <= hi) || values[k] != std::floor(values[k]))
      return ValueNotHeld{k, fmt::format("is {}, which a {} tensor cannot hold; give whole numbers "
                                         "in [{}, {}]",
                                         values[k], dataTypeName(dtype), lo, hi)};
  return std::nullopt;
}

}  // namespace strata::device
