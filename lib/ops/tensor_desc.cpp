#include "strata/ops/tensor_desc.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

namespace strata::ops {

std::string MemoryConfig::toString() const {
  if (buffer == BufferType::DRAM) return "dram";
  switch (layout) {
    case MemoryLayout::Interleaved: return "l1";
    case MemoryLayout::HeightSharded: return fmt::format("l1-height:{}x{}", grid_x, grid_y);
    case MemoryLayout::WidthSharded: return fmt::format("l1-width:{}x{}", grid_x, grid_y);
    case MemoryLayout::BlockSharded: return fmt::format("l1-block:{}x{}", grid_x, grid_y);
  }
  return "?";
}

Shape::Shape(std::initializer_list<std::uint32_t> values) {
  if (values.size() == 0 || values.size() > static_cast<std::size_t>(kMaxRank))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("a shape has 1 to {} dims, got {}", kMaxRank, values.size()));
  for (std::uint32_t v : values) dims[rank++] = v;
}

std::uint64_t Shape::batch() const {
  std::uint64_t b = 1;
  for (int i = 0; i + 2 < rank; ++i) b *= dims[static_cast<std::size_t>(i)];
  return b;
}

std::uint64_t Shape::volume() const {
  std::uint64_t v = 1;
  for (int i = 0; i < rank; ++i) v *= dims[static_cast<std::size_t>(i)];
  return v;
}

std::string Shape::toString() const {
  std::string s;
  for (int i = 0; i < rank; ++i) {
    if (i) s.push_back('x');
    s += std::to_string(dims[static_cast<std::size_t>(i)]);
  }
  return s;
}

bool Shape::operator==(const Shape& other) const {
  if (rank != other.rank) return false;
  for (int i = 0; i < rank; ++i)
    if (dims[static_cast<std::size_t>(i)] != other.dims[static_cast<std::size_t>(i)]) return false;
  return true;
}

std::uint64_t TensorDesc::paddedRows(const ArchDesc& arch) const {
  std::uint64_t h = shape.secondLast();
  if (layout == Layout::Tile) h = alignUp(h, arch.tile_height);
  return shape.batch() * h;
}

std::uint64_t TensorDesc::paddedCols(const ArchDesc& arch) const {
  std::uint64_t w = shape.last();
  return layout == Layout::Tile ? alignUp(w, arch.tile_width) : w;
}

std::uint64_t TensorDesc::tileRows(const ArchDesc& arch) const {
  return ceilDiv(paddedRows(arch), arch.tile_height);
}
std::uint64_t TensorDesc::tileCols(const ArchDesc& arch) const {
  return ceilDiv(paddedCols(arch), arch.tile_width);
}
std::uint64_t TensorDesc::numTiles(const ArchDesc& arch) const {
  return tileRows(arch) * tileCols(arch);
}

std::uint64_t TensorDesc::numPages(const ArchDesc& arch) const {
  return layout == Layout::Tile ? numTiles(arch) : paddedRows(arch);
}

std::uint64_t TensorDesc::pageSize(const ArchDesc& arch) const {
  return layout == Layout::Tile ? device::tileBytes(dtype)
                                : paddedCols(arch) * device::elementBytes(dtype);
}

std::uint64_t TensorDesc::shardRows(const ArchDesc& arch) const {
  const std::uint64_t rows = paddedRows(arch);
  switch (memory.layout) {
    case MemoryLayout::Interleaved: return rows;
    case MemoryLayout::HeightSharded:
      return alignUp(ceilDiv(rows, memory.numShardCores()), arch.tile_height);
    case MemoryLayout::WidthSharded: return rows;
    case MemoryLayout::BlockSharded: return alignUp(ceilDiv(rows, memory.grid_y), arch.tile_height);
  }
  return rows;
}

std::uint64_t TensorDesc::shardCols(const ArchDesc& arch) const {
  const std::uint64_t cols = paddedCols(arch);
  switch (memory.layout) {
    case MemoryLayout::Interleaved: return cols;
    case MemoryLayout::HeightSharded: return cols;
    case MemoryLayout::WidthSharded:
      return alignUp(ceilDiv(cols, memory.numShardCores()), arch.tile_width);
    case MemoryLayout::BlockSharded: return alignUp(ceilDiv(cols, memory.grid_x), arch.tile_width);
  }
  return cols;
}

std::uint64_t TensorDesc::shardBytes(const ArchDesc& arch) const {
  const std::uint64_t tiles = (shardRows(arch) / arch.tile_height) * (shardCols(arch) / arch.tile_width);
  return tiles * device::tileBytes(dtype);
}

std::uint64_t TensorDesc::bytesPerBank(const ArchDesc& arch) const {
  const bool l1 = memory.isL1();
  const std::uint64_t alignment = l1 ? arch.l1_alignment : arch.dram_alignment;
  if (memory.isSharded()) return alignUp(shardBytes(arch), alignment);
  const std::uint64_t banks = l1 ? arch.numWorkerCores() : arch.dram_channels;
  return device::interleavedBytesPerBank(numPages(arch), pageSize(arch), banks, alignment);
}

std::uint64_t TensorDesc::l1BytesPerCore(const ArchDesc& arch) const {
  return memory.isL1() ? bytesPerBank(arch) : 0;
}

std::string TensorDesc::toString() const {
  return fmt::format("{}:{}:{}:{}", shape.toString(),
                     dtype == DataType::BFloat16 ? "bf16" : dtype == DataType::Float32 ? "f32"
                                                                                       : std::string(device::dataTypeName(dtype)),
                     layoutName(layout), memory.toString());
}

void validateDesc(const TensorDesc& desc, const ArchDesc& arch, std::string_view what) {
  auto bad = [&](std::string message) {
    throw Error(ErrorKind::InvalidArgument, fmt::format("{} ({}): {}", what, desc.toString(), message),
                {Error::str("tensor", std::string(what))});
  };
  if (desc.shape.rank == 0) bad("the shape is empty; give at least one dim, e.g. 32x32");
  for (int i = 0; i < desc.shape.rank; ++i)
    if (desc.shape[i] == 0) bad(fmt::format("dim {} is 0; every dim must be at least 1", i));
  if (desc.dtype != DataType::BFloat16 && desc.dtype != DataType::Float32)
    bad(fmt::format("dtype {} is not supported by the op library; use bf16 or f32",
                    device::dataTypeName(desc.dtype)));
  const MemoryConfig& m = desc.memory;
  if (m.buffer != BufferType::DRAM && m.buffer != BufferType::L1)
    bad("tensors live in dram or l1");
  if (m.isSharded()) {
    if (m.buffer == BufferType::DRAM) bad("DRAM tensors are interleaved, never sharded");
    if (desc.layout != Layout::Tile) bad("sharded tensors must be in tile layout");
    if (m.grid_x == 0 || m.grid_y == 0 || m.grid_x > arch.grid_x || m.grid_y > arch.grid_y)
      bad(fmt::format("shard grid {}x{} does not fit the {}x{} worker grid of {}", m.grid_x,
                      m.grid_y, arch.grid_x, arch.grid_y, arch.name));
    // Every core of the grid must hold a non-empty shard: otherwise the grid is larger
    // than the tensor and the user meant a smaller one.
    const std::uint64_t rows = desc.paddedRows(arch), cols = desc.paddedCols(arch);
    const std::uint64_t sr = desc.shardRows(arch), sc = desc.shardCols(arch);
    const std::uint64_t used = ceilDiv(rows, sr) * ceilDiv(cols, sc);
    if (used != m.numShardCores())
      bad(fmt::format("{} sharding over {} cores leaves {} core(s) without a shard ({} tiles x {} "
                      "tiles in shards of {}x{} elements); use a smaller grid",
                      memoryLayoutName(m.layout), m.numShardCores(), m.numShardCores() - used,
                      rows / arch.tile_height, cols / arch.tile_width, sr, sc));
  }
}

}  // namespace strata::ops
