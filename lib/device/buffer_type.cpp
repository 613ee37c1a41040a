#include "strata/device/buffer_type.hpp"

namespace strata::device {

namespace {
struct Entry {
  BufferType type;
  std::string_view name;
};
constexpr Entry kEntries[] = {{BufferType::DRAM, "dram"},
                              {BufferType::L1, "l1"},
                              {BufferType::SystemMemory, "system_memory"},
                              {BufferType::L1Small, "l1_small"},
                              {BufferType::Trace, "trace"}};
}  // namespace

std::string_view bufferTypeName(BufferType type) {
  for (const auto& e : kEntries)
    if (e.type == type) return e.name;
  return "unknown";
}

std::optional<BufferType> parseBufferType(std::string_view text) {
  for (const auto& e : kEntries)
    if (e.name == text) return e.type;
  return std::nullopt;
}

}  // namespace strata::device
