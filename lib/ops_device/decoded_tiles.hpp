#pragma once
// A kernel's decoded input tiles: the gather-like programs (index ops, sort, windows)
// read elements in an order that revisits tiles, so each tile is read and decoded once
// per work unit and its elements are served from the float copy after that.

#include "strata/device/data_type.hpp"
#include "strata/runtime/buffer.hpp"
#include "strata/runtime/codec.hpp"
#include "strata/runtime/program.hpp"

#include <cstddef>
#include <cstdint>
#include <span>
#include <unordered_map>
#include <vector>

namespace strata::ops_device::detail {

class DecodedTiles {
 public:
  // Element (row, col) of the tile `key` (row and col within the tensor: the tile's own
  // offset is row % tile_h, col % tile_w). The first time a key is asked for,
  // `load(bytes)` fills `tile_bytes` bytes with the tile as stored in `dtype`.
  template <class Load>
  float element(std::uint64_t key, device::DataType dtype, std::size_t tile_bytes,
                std::uint64_t row, std::uint64_t col, std::uint32_t tile_h, std::uint32_t tile_w,
                Load&& load) {
    auto it = tiles_.find(key);
    if (it == tiles_.end()) {
      bytes_.resize(tile_bytes);
      load(std::span<std::byte>(bytes_));
      std::vector<float> decoded(runtime::kTileElements);
      runtime::decodeElements(dtype, bytes_, decoded);
      it = tiles_.emplace(key, std::move(decoded)).first;
    }
    return it->second[runtime::tileOffset(static_cast<std::uint32_t>(row % tile_h),
                                          static_cast<std::uint32_t>(col % tile_w))];
  }

  // Forgets every tile (a new work unit); the storage stays for the next.
  void clear() { tiles_.clear(); }

 private:
  std::unordered_map<std::uint64_t, std::vector<float>> tiles_;
  std::vector<std::byte> bytes_;
};

// Reads page `page` of `buffer` as a reader kernel moves it: into the write page of CB
// `cb`, pushed, then consumed from the CB's read page into `bytes`.
inline void readPageThroughCb(runtime::KernelContext& ctx, const runtime::Buffer& buffer,
                              std::uint64_t page, std::uint8_t cb, std::span<std::byte> bytes) {
  buffer.readPage(page, bytes);
  auto& c = ctx.cb(cb);
  ctx.writeL1(c.writeAddress(), bytes);
  c.pushBack();
  ctx.readL1(c.readAddress(), bytes);
  c.popFront();
}

}  // namespace strata::ops_device::detail
