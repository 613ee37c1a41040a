#include "strata/ops/tensor_desc.hpp"

#include "strata/support/checked.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace strata::ops {

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

// A sharded description's shard: the stated shape of a full shard spec, else the even
// split of the tensor over the grid (the library's shorthand).
std::uint64_t TensorDesc::shardRows(const ArchDesc& arch) const {
  const std::uint64_t rows = paddedRows(arch);
  if (!memory.isSharded() || !memory.shard_spec) return rows;
  const device::ShardSpec& shard = *memory.shard_spec;
  if (!shard.isEvenSplit()) return shard.shape[0];
  return device::evenShardRows(memory.memory_layout, shard.grid, rows, arch.tile_height);
}

std::uint64_t TensorDesc::shardCols(const ArchDesc& arch) const {
  const std::uint64_t cols = paddedCols(arch);
  if (!memory.isSharded() || !memory.shard_spec) return cols;
  const device::ShardSpec& shard = *memory.shard_spec;
  if (!shard.isEvenSplit()) return shard.shape[1];
  return device::evenShardCols(memory.memory_layout, shard.grid, cols, arch.tile_width);
}

MemoryConfig TensorDesc::fullMemoryConfig(const ArchDesc& arch) const {
  if (!memory.isSharded()) return memory;
  return memory.withShardShape(shardRows(arch), shardCols(arch));
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
                     layoutName(layout), memoryConfigShortName(memory));
}

namespace {

// Once a description has passed this, the geometry functions above can use plain
// arithmetic (see kMaxTensorBytes).
template <typename Bad>
void checkDescSize(const TensorDesc& desc, const ArchDesc& arch, const Bad& bad) {
  auto tooLarge = [&](std::string_view what) {
    bad(fmt::format("{} is above 2^48 (or wraps 64 bits); no device holds this tensor, use "
                    "smaller dimensions",
                    what));
  };
  std::uint64_t volume = 1;
  for (int i = 0; i < desc.shape.rank; ++i) {
    const auto next = checkedMul(volume, desc.shape[i]);
    if (!next || *next > kMaxTensorBytes) tooLarge("the number of elements");
    volume = *next;
  }
  // Volume <= 2^48 bounds the batch; the padded rows and columns add at most a tile each.
  const std::uint64_t tile_h = std::max<std::uint64_t>(arch.tile_height, 1);
  const std::uint64_t tile_w = std::max<std::uint64_t>(arch.tile_width, 1);
  const auto rows = checkedMul(desc.shape.batch(), alignUp(desc.shape.secondLast(), tile_h));
  const std::uint64_t cols = alignUp(desc.shape.last(), tile_w);
  const auto elements = rows ? checkedMul(*rows, cols) : std::nullopt;
  // Block floats exist only as whole tiles, so `elements` is a multiple of the tile's.
  const auto bytes = !elements ? std::nullopt
                     : device::isBlockFloat(desc.dtype)
                         ? checkedMul(*elements / (tile_h * tile_w), device::tileBytes(desc.dtype))
                         : checkedMul(*elements, device::elementBytes(desc.dtype));
  if (!bytes || *bytes > kMaxTensorBytes) tooLarge("the tile-padded size in bytes");
}

}  // namespace

void validateDesc(const TensorDesc& desc, const ArchDesc& arch, std::string_view what) {
  auto bad = [&](std::string message) {
    throw Error(ErrorKind::InvalidArgument, fmt::format("{} ({}): {}", what, desc.toString(), message),
                {Error::str("tensor", std::string(what))});
  };
  if (desc.shape.rank == 0) bad("the shape is empty; give at least one dim, e.g. 32x32");
  for (int i = 0; i < desc.shape.rank; ++i)
    if (desc.shape[i] == 0) bad(fmt::format("dim {} is 0; every dim must be at least 1", i));
  checkDescSize(desc, arch, bad);
  if (desc.dtype != DataType::BFloat16 && desc.dtype != DataType::Float32 &&
      desc.dtype != DataType::UInt32 && desc.dtype != DataType::Int32 &&
      desc.dtype != DataType::UInt16 && !device::isBlockFloat(desc.dtype))
    bad(fmt::format("dtype {} is not supported by the op library; use bf16 or f32 (bfp8 / bfp4 "
                    "storage, uint32 for indices, uint16 for sort / topk indices, int32 / uint32 "
                    "for the integer ops)",
                    device::dataTypeName(desc.dtype)));
  if (device::isBlockFloat(desc.dtype) && desc.layout != Layout::Tile)
    bad(fmt::format("{} exists only in tile layout (its exponents are shared by 16-value rows "
                    "of a tile's faces); use tile layout or bf16",
                    device::dataTypeName(desc.dtype)));
  const MemoryConfig& m = desc.memory;
  if (m.buffer_type != BufferType::DRAM && m.buffer_type != BufferType::L1)
    bad("tensors live in dram or l1");
  if (!m.isSharded() && m.shard_spec) bad("an interleaved memory config takes no shard spec");
  if (m.isSharded()) {
    if (m.buffer_type == BufferType::DRAM) bad("DRAM tensors are interleaved, never sharded");
    if (desc.layout != Layout::Tile) bad("sharded tensors must be in tile layout");
    if (m.gridX() == 0 || m.gridY() == 0 || m.gridX() > arch.grid_x || m.gridY() > arch.grid_y)
      bad(fmt::format("shard grid {}x{} does not fit the {}x{} worker grid of {}", m.gridX(),
                      m.gridY(), arch.grid_x, arch.grid_y, arch.name));
    // The library's kernels place shard k on the k-th core of a grid from (0,0) and read
    // shards of the even split; a config that states another placement or shape would
    // be computed with the wrong geometry.
    if (m.shard_spec && m.shard_spec->orientation != device::ShardOrientation::RowMajor)
      bad("only row_major shard orientation is supported");
    if (m.shard_spec && m.shard_spec->grid.start != device::CoreCoord{0, 0})
      bad(fmt::format("the shard grid starts at core ({},{}); the op library places shards on a "
                      "grid from core (0,0)",
                      m.shard_spec->grid.start.x, m.shard_spec->grid.start.y));
    if (m.shard_spec && !m.shard_spec->isEvenSplit() &&
        device::evenShardShape(m.memory_layout, m.shard_spec->grid, desc.paddedRows(arch),
                               desc.paddedCols(arch), arch.tile_height, arch.tile_width) !=
            std::array<std::uint64_t, 2>{m.shard_spec->shape[0], m.shard_spec->shape[1]})
      bad(fmt::format("the shard shape {}x{} is not the even split the op library uses",
                      m.shard_spec->shape[0], m.shard_spec->shape[1]));
    // Every core of the grid must hold a non-empty shard: otherwise the grid is larger
    // than the tensor and the user meant a smaller one.
    const std::uint64_t rows = desc.paddedRows(arch), cols = desc.paddedCols(arch);
    const std::uint64_t sr = desc.shardRows(arch), sc = desc.shardCols(arch);
    const std::uint64_t used = ceilDiv(rows, sr) * ceilDiv(cols, sc);
    if (used != m.numShardCores())
      bad(fmt::format("{} sharding over {} cores leaves {} core(s) without a shard ({} tiles x {} "
                      "tiles in shards of {}x{} elements); use a smaller grid",
                      memoryLayoutName(m.memory_layout), m.numShardCores(), m.numShardCores() - used,
                      rows / arch.tile_height, cols / arch.tile_width, sr, sc));
  }
}

}  // namespace strata::ops
