#pragma once
// Lightweight tensor descriptions for the op library: shape, dtype, layout and memory
// config, plus the byte geometry (pages, padding, bytes per core) every op and the
// query derive from. Plain values with no heap storage, so the query can copy them
// freely and stay cheap.

#include "strata/device/arch.hpp"
#include "strata/device/buffer_type.hpp"
#include "strata/device/data_type.hpp"
#include "strata/device/memory_config.hpp"
#include "strata/device/tensor_layout.hpp"

#include <array>
#include <cstdint>
#include <initializer_list>
#include <string>
#include <string_view>

namespace strata::ops {

using device::ArchDesc;
using device::BufferType;
using device::DataType;

using device::Layout;
using MemoryLayout = device::TensorMemoryLayout;
using device::alignUp;
using device::ceilDiv;
using device::layoutName;  // "tile", "row_major"
inline std::string_view memoryLayoutName(MemoryLayout layout) {  // "interleaved", ...
  return device::tensorMemoryLayoutName(layout);
}

// Where a tensor lives: the device layer's one memory-config type. The op library uses
// its grid shorthand (shards on a rectangle from core (0,0), evenly split; see
// device/memory_config.hpp), spelled "dram", "l1", "l1-height:8x8", ... on the command line.
using device::MemoryConfig;
using device::memoryConfigShortName;

inline constexpr int kMaxRank = 6;

// A logical shape of rank 1..kMaxRank, stored inline.
struct Shape {
  std::array<std::uint32_t, kMaxRank> dims{};
  std::uint8_t rank = 0;

  Shape() = default;
  Shape(std::initializer_list<std::uint32_t> values);
  std::uint32_t operator[](int i) const { return dims[static_cast<std::size_t>(i)]; }
  std::uint32_t& operator[](int i) { return dims[static_cast<std::size_t>(i)]; }
  std::uint32_t last() const { return dims[rank - 1u]; }
  // Second-to-last dim, or 1 for rank-1 shapes.
  std::uint32_t secondLast() const { return rank >= 2 ? dims[rank - 2u] : 1u; }
  // Product of every dim except the last two.
  std::uint64_t batch() const;
  std::uint64_t volume() const;
  std::string toString() const;  // "1x3x100x257"
  bool operator==(const Shape& other) const;
};

// TensorDesc (ops layer): what the op library and the query say about a tensor that may
// not exist yet: shape (rank <= 6, inline), dtype, layout and memory config in the grid
// shorthand, plus the byte geometry derived from them. A plain value with no heap storage
// and no checks on construction (validateDesc checks), so the query and the compiler copy
// it freely without a device. Not runtime::TensorSpec, the validated spec a device tensor
// is allocated from (any rank, a full shard spec; ops_device::toRuntimeSpec converts, and
// ops_device::describe goes back), nor runtime::BufferConfig, the untyped byte buffer a
// TensorSpec asks the allocator for (ARCHITECTURE.md, "Three tensor descriptions").
//
// The 2-D view every op works on: rows = batch * secondLast (tile-padded per batch
// slice), cols = last (tile-padded).
struct TensorDesc {
  Shape shape;
  DataType dtype = DataType::BFloat16;
  Layout layout = Layout::Tile;
  MemoryConfig memory;

  // Padded 2-D extents in elements (tile layout pads the last two dims to the tile).
  std::uint64_t paddedRows(const ArchDesc& arch) const;
  std::uint64_t paddedCols(const ArchDesc& arch) const;
  std::uint64_t tileRows(const ArchDesc& arch) const;  // paddedRows / tile height
  std::uint64_t tileCols(const ArchDesc& arch) const;
  std::uint64_t numTiles(const ArchDesc& arch) const;

  // Pages: a tile per page in tile layout, a row per page in row-major layout.
  std::uint64_t numPages(const ArchDesc& arch) const;
  std::uint64_t pageSize(const ArchDesc& arch) const;

  // Sharded tensors: the shard extent in elements (tile multiples in tile layout) and
  // its bytes.
  std::uint64_t shardRows(const ArchDesc& arch) const;
  std::uint64_t shardCols(const ArchDesc& arch) const;
  std::uint64_t shardBytes(const ArchDesc& arch) const;
  // The memory config with the shard shape stated (shardRows x shardCols): the full form
  // a runtime TensorSpec takes (MemoryConfig::withShardShape). Interleaved: unchanged.
  MemoryConfig fullMemoryConfig(const ArchDesc& arch) const;

  // Bytes this tensor occupies in each bank it is allocated in (L1: every worker core,
  // allocated in lockstep; DRAM: every channel), alignment included.
  std::uint64_t bytesPerBank(const ArchDesc& arch) const;
  // bytesPerBank when the tensor is in L1, else 0: the query's output_l1 contribution.
  std::uint64_t l1BytesPerCore(const ArchDesc& arch) const;

  // "1x3x100x257:bf16:tile:l1"
  std::string toString() const;
  bool operator==(const TensorDesc&) const = default;
};


// Checks that a tensor description can exist on `arch` (non-empty shape, dtypes this
// library computes with, shard grids inside the worker grid, DRAM never sharded,
// row-major sharding not supported). Throws strata::Error (InvalidArgument) naming
// `what` (e.g. "input 1") and the offending field.
void validateDesc(const TensorDesc& desc, const ArchDesc& arch, std::string_view what);

}  // namespace strata::ops
