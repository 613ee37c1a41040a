#include "strata/device/memory_config.hpp"

#include <fmt/core.h>

namespace strata::device {

MemoryConfig MemoryConfig::sharded(TensorMemoryLayout layout, std::uint32_t grid_x, std::uint32_t grid_y) {
  // Built field by field: CoreRange's checking constructor would reject a zero extent,
  // which validation reports later with the tensor it belongs to.
  ShardSpec spec;
  spec.grid.start = {0, 0};
  spec.grid.end = {grid_x - 1, grid_y - 1};
  return {layout, BufferType::L1, spec};
}

MemoryConfig MemoryConfig::withShardShape(std::uint64_t rows, std::uint64_t cols) const {
  MemoryConfig full = *this;
  if (full.shard_spec)
    full.shard_spec->shape = {static_cast<std::uint32_t>(rows), static_cast<std::uint32_t>(cols)};
  return full;
}

MemoryConfig MemoryConfig::gridShorthand() const {
  MemoryConfig shorthand = *this;
  if (shorthand.shard_spec) shorthand.shard_spec->shape = {0, 0};
  return shorthand;
}

std::string describeMemoryConfig(const MemoryConfig& config) {
  std::string text = fmt::format("{} {}", bufferTypeName(config.buffer_type),
                                 tensorMemoryLayoutName(config.memory_layout));
  if (config.shard_spec)
    text += fmt::format(" shard {}x{} on [{}]", config.shard_spec->shape[0],
                        config.shard_spec->shape[1], config.shard_spec->grid.toString());
  return text;
}

std::string memoryConfigShortName(const MemoryConfig& config) {
  if (config.buffer_type == BufferType::DRAM) return "dram";
  switch (config.memory_layout) {
    case TensorMemoryLayout::Interleaved: return "l1";
    case TensorMemoryLayout::HeightSharded:
      return fmt::format("l1-height:{}x{}", config.gridX(), config.gridY());
    case TensorMemoryLayout::WidthSharded:
      return fmt::format("l1-width:{}x{}", config.gridX(), config.gridY());
    case TensorMemoryLayout::BlockSharded:
      return fmt::format("l1-block:{}x{}", config.gridX(), config.gridY());
  }
  return "?";
}

}  // namespace strata::device
