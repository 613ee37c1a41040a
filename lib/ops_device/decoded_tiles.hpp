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
    return tile(key, dtype, tile_bytes, load)[runtime::tileOffset(
        static_cast<std::uint32_t>(row % tile_h), static_cast<std::uint32_t>(col % tile_w))];
  }

  // The tile `key`'s elements in face order (runtime::tileOffset), valid until clear().
  template <class Load>
  const float* tile(std::uint64_t key, device::DataType dtype, std::size_t tile_bytes, Load&& load) {
    // Neighbouring elements of an output tile mostly come from one input tile (a
    // transpose walks down an input tile's column): that tile is looked up once.
    if (last_ == nullptr || key != last_key_) {
      auto it = index_.find(key);
      if (it == index_.end()) {
        if (used_ == decoded_.size()) decoded_.emplace_back(runtime::kTileElements);
        bytes_.resize(tile_bytes);
        load(std::span<std::byte>(bytes_));
        runtime::decodeElements(dtype, bytes_, decoded_[used_]);
        it = index_.emplace(key, used_++).first;
      }
      last_key_ = key;
      last_ = decoded_[it->second].data();
    }
    return last_;
  }

  // Forgets every tile (a new work unit); the decoded storage is kept for the next.
  void clear() {
    index_.clear();
    used_ = 0;
    last_ = nullptr;
  }

 private:
  std::unordered_map<std::uint64_t, std::size_t> index_;  // key -> slot in decoded_
  std::vector<std::vector<float>> decoded_;
  std::size_t used_ = 0;
  std::uint64_t last_key_ = 0;
  const float* last_ = nullptr;
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
