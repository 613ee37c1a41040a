#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace strata::device {

// Where a buffer lives. Names follow ttnn's buffer types.
enum class BufferType : std::uint8_t { DRAM, L1, SystemMemory, L1Small, Trace };

std::string_view bufferTypeName(BufferType type);  // "dram", "l1", "system_memory", ...
std::optional<BufferType> parseBufferType(std::string_view text);

}  // namespace strata::device
