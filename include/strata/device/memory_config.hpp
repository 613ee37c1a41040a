#pragma once
// Where a tensor lives: buffer type, memory layout and, for sharded tensors, the shard
// description. One type for every layer (ARCHITECTURE.md section 3): the op library and
// its query describe tensors with it, the runtime's TensorSpec holds it, the compiler
// converts its layout attribute to it.
//
// Design. A MemoryConfig is a plain, trivially copyable value of about 36 bytes: the
// query copies tensor descriptions many times per call and must not allocate.
// - The shard cores are one rectangle (a CoreRange value), not a CoreRangeSet (a
//   vector). Every producer of a memory config makes rectangles: the op library's grid
//   shorthand, the command line, the compiler's layout conversion. Arbitrary core range
//   sets stay where the runtime truly needs them: a Buffer's BufferShardSpec (cores of a
//   buffer) and a program's circular buffers.
// - The shard shape has two forms. The *grid shorthand* the op library and the command
//   line use ("l1-block:4x4") names only the rectangle from core (0,0); its shape is
//   {0, 0}, meaning "the even split of the tensor over the grid" (evenShardShape below).
//   A *full* shard spec states the shape in elements; the runtime's TensorSpec requires
//   one. The two conversions are withShardShape (shorthand -> full) and gridShorthand
//   (full -> shorthand), here and nowhere else.

#include "strata/device/buffer_type.hpp"
#include "strata/device/core.hpp"
#include "strata/device/tensor_layout.hpp"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace strata::device {

// The order in which shards are assigned to the cores of the grid.
enum class ShardOrientation : std::uint8_t { RowMajor, ColMajor };

struct ShardSpec {
  CoreRange grid;                        // the cores holding one shard each
  std::array<std::uint32_t, 2> shape{};  // elements: height x width of one shard; {0, 0} = even split
  ShardOrientation orientation = ShardOrientation::RowMajor;

  bool isEvenSplit() const { return shape[0] == 0 && shape[1] == 0; }
  bool operator==(const ShardSpec&) const = default;
};

struct MemoryConfig {
  TensorMemoryLayout memory_layout = TensorMemoryLayout::Interleaved;
  BufferType buffer_type = BufferType::DRAM;
  std::optional<ShardSpec> shard_spec;  // present exactly when memory_layout is sharded

  static MemoryConfig dram() { return {TensorMemoryLayout::Interleaved, BufferType::DRAM, {}}; }
  static MemoryConfig l1() { return {TensorMemoryLayout::Interleaved, BufferType::L1, {}}; }
  // A full shard spec (the runtime's form).
  static MemoryConfig l1Sharded(TensorMemoryLayout layout, const ShardSpec& spec) {
    return {layout, BufferType::L1, spec};
  }
  // The grid shorthand: shards on the grid_x x grid_y cores from (0,0), evenly split.
  // Height and width sharding use those cores in row-major order; block sharding splits
  // the tensor height over grid_y rows of cores and its width over grid_x columns.
  static MemoryConfig sharded(TensorMemoryLayout layout, std::uint32_t grid_x, std::uint32_t grid_y);

  bool isSharded() const { return memory_layout != TensorMemoryLayout::Interleaved; }
  bool isL1() const { return buffer_type == BufferType::L1; }
  // The shard grid's extent in cores (0 when not sharded).
  std::uint32_t gridX() const { return shard_spec ? shard_spec->grid.width() : 0; }
  std::uint32_t gridY() const { return shard_spec ? shard_spec->grid.height() : 0; }
  std::uint32_t numShardCores() const { return gridX() * gridY(); }

  // Shorthand -> full: the same config with the shard shape stated (rows x cols elements).
  MemoryConfig withShardShape(std::uint64_t rows, std::uint64_t cols) const;
  // Full -> shorthand: the same grid with the shape left to the even split. The caller
  // checks that the grid starts at core (0,0) and that the stated shape is the even split
  // when it needs the two forms to mean the same tensor.
  MemoryConfig gridShorthand() const;

  bool operator==(const MemoryConfig&) const = default;
};

// The even split of a padded rows x cols tensor over `grid` (tile-aligned shards): height
// sharding cuts rows over every core, width sharding cuts columns, block sharding cuts
// rows over the grid's rows and columns over its columns. Interleaved: the whole tensor.
// Inline, one extent at a time: the query asks for them on every sharded tensor.
inline std::uint64_t evenShardRows(TensorMemoryLayout layout, const CoreRange& grid,
                                   std::uint64_t rows, std::uint32_t tile_height) {
  switch (layout) {
    case TensorMemoryLayout::HeightSharded: return alignUp(ceilDiv(rows, grid.numCores()), tile_height);
    case TensorMemoryLayout::BlockSharded: return alignUp(ceilDiv(rows, grid.height()), tile_height);
    default: return rows;
  }
}
inline std::uint64_t evenShardCols(TensorMemoryLayout layout, const CoreRange& grid,
                                   std::uint64_t cols, std::uint32_t tile_width) {
  switch (layout) {
    case TensorMemoryLayout::WidthSharded: return alignUp(ceilDiv(cols, grid.numCores()), tile_width);
    case TensorMemoryLayout::BlockSharded: return alignUp(ceilDiv(cols, grid.width()), tile_width);
    default: return cols;
  }
}
inline std::array<std::uint64_t, 2> evenShardShape(TensorMemoryLayout layout, const CoreRange& grid,
                                                   std::uint64_t rows, std::uint64_t cols,
                                                   std::uint32_t tile_height, std::uint32_t tile_width) {
  return {evenShardRows(layout, grid, rows, tile_height), evenShardCols(layout, grid, cols, tile_width)};
}

// The full form, for messages: "l1 height_sharded shard 32x64 on [(0,0)-(1,0)]".
std::string describeMemoryConfig(const MemoryConfig& config);
// The short spelling of the command line and JSON outputs: "dram", "l1", "l1-height:8x8",
// "l1-width:2x4", "l1-block:4x4" (a sharded config names its grid's extent).
std::string memoryConfigShortName(const MemoryConfig& config);

}  // namespace strata::device
