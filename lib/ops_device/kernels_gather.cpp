// The gather program of the data-movement ops (ops_movement.cpp). Work unit: one output
// tile. The reader works out, for each of the tile's 32x32 positions, the input element
// it copies (the op's GatherMap), reads the input tiles holding them (each tile once per
// unit) and pushes the assembled tile into CB 0. With CB 16 (the transposing form) a
// compute kernel moves it to CB 16; the writer writes the last CB's tile to the output.
// Tile padding positions are written as 0; ttnn.pad's padding elements as its value:
// its reader first fills CB 1 with one tile of the value and copies that tile for every
// whole output tile that holds only padding. slice_dynamic's reader first reads the two
// bound tiles (begins, ends) through CB 3 and resolves the slice's begins from them.

#include "strata/ops_device/device.hpp"

#include "decoded_tiles.hpp"
#include "program_builders.hpp"
#include "program_util.hpp"
#include "program_scaffold.hpp"
#include "strata/ops/misc.hpp"
#include "strata/runtime/codec.hpp"

#include <cstring>
#include <unordered_map>
#include <vector>

namespace strata::ops_device {

using namespace ops;  // this layer runs what the ops layer describes

namespace {

using runtime::KernelContext;
using runtime::KernelStatus;
using detail::DecodedTiles;

// The device's tiles are 32x32 (runtime::tileOffset): as constants, the per-element
// divisions below are shifts.
constexpr std::uint32_t kTileH = runtime::kTileHeight, kTileW = runtime::kTileWidth;

// A tile-layout tensor's geometry: logical shape and tile counts of its 2-D view.
struct TiledView {
  Shape shape;
  std::uint64_t tiles_per_slice = 1;  // tile rows per batch slice
  std::uint64_t tile_cols = 1;
  std::shared_ptr<runtime::Buffer> buffer;
};

struct CoreState {
  std::uint64_t reader = 0, compute = 0, writer = 0;
  bool fill_tile_pushed = false, fill_tile_released = false;
  bool bounds_read = false;  // slice_dynamic: `map` holds the begins read from the device
  GatherMap map;
};

struct GatherPlan {
  GatherMap map;
  std::array<TiledView, kMaxOperands> in;
  std::uint8_t num_in = 0;
  TiledView out;
  DataType dtype{};
  std::uint64_t tile_bytes = 0;
  std::uint8_t last_cb = 0;
  bool has_fill_cb = false;  // ttnn.pad: CB 1 holds one tile of the pad value
  DataType bounds_dtype{};   // slice_dynamic: int32 or uint32 bounds
  // Each output tile is one input tile, moved whole or transposed (tileMoveOf).
  enum class TileMove : std::uint8_t { None, Copy, Transpose } tile_move = TileMove::None;
  std::vector<std::vector<std::uint64_t>> work;  // output tile indices per core
  std::vector<CoreState> state;
};

TiledView viewOf(const TensorDesc& desc, const ArchDesc& arch, std::shared_ptr<runtime::Buffer> buffer) {
  TiledView v;
  v.shape = desc.shape;
  v.tiles_per_slice = ceilDiv(desc.shape.secondLast(), arch.tile_height);
  v.tile_cols = desc.tileCols(arch);
  v.buffer = std::move(buffer);
  return v;
}

// Row-major linear index of `index` in `shape`, and its inverse.
std::uint64_t linearize(const Shape& shape, const std::array<std::uint64_t, kMaxRank>& index) {
  std::uint64_t linear = 0;
  for (int k = 0; k < shape.rank; ++k) linear = linear * shape[k] + index[k];
  return linear;
}
void delinearize(const Shape& shape, std::uint64_t linear, std::array<std::uint64_t, kMaxRank>& index) {
  for (int k = shape.rank - 1; k >= 0; --k) {
    index[k] = linear % shape[k];
    linear /= shape[k];
  }
}

// The input and its index that output element `o` copies; -1 for a padding element.
int sourceOf(const GatherPlan& p, const GatherMap& m, const std::array<std::uint64_t, kMaxRank>& o,
             std::array<std::uint64_t, kMaxRank>& i) {
  switch (m.kind) {
    case GatherMap::Kind::Reshape:
      delinearize(p.in[0].shape, linearize(p.out.shape, o), i);
      return 0;
    case GatherMap::Kind::Scan:  // the reader walks dim itself; this is the last element
      i = o;
      return 0;
    case GatherMap::Kind::Concat: {
      i = o;
      int j = 0;
      while (j + 1 < p.num_in && o[m.dim] >= m.offsets[j + 1]) ++j;
      i[m.dim] -= m.offsets[j];
      return j;
    }
    case GatherMap::Kind::PerDim:
      for (int k = 0; k < p.out.shape.rank; ++k) {
        // Most maps neither divide nor wrap: skip the division (per element, per dim).
        std::uint64_t v = m.divide[k] == 1 ? o[k] : o[k] / m.divide[k];
        if (m.modulo[k] != 0) v %= m.modulo[k];
        v = v * m.step[k] + m.begin[k];
        if (m.pads) {  // padding: no input element, the fill value
          if (v < m.pad_low[k] || v - m.pad_low[k] >= p.in[0].shape[m.source_dim[k]]) return -1;
          v -= m.pad_low[k];
        }
        i[m.source_dim[k]] = v;
      }
      return 0;
  }
  return 0;
}

// The page (tile) of `in` that holds the element at index i.
std::uint64_t pageOf(const TiledView& in, const std::array<std::uint64_t, kMaxRank>& i) {
  const int irank = in.shape.rank;
  std::uint64_t in_slice = 0;
  for (int k = 0; k < irank - 2; ++k) in_slice = in_slice * in.shape[k] + i[k];
  const std::uint64_t in_row = irank >= 2 ? i[irank - 2] : 0, in_col = i[irank - 1];
  return (in_slice * in.tiles_per_slice + in_row / kTileH) * in.tile_cols + in_col / kTileW;
}

// The value of input j at index i, decoding each input tile once per output tile.
double elementOf(const GatherPlan& p, int j, const std::array<std::uint64_t, kMaxRank>& i,
                 DecodedTiles& tiles) {
  const TiledView& in = p.in[j];
  const int irank = in.shape.rank;
  const std::uint64_t in_row = irank >= 2 ? i[irank - 2] : 0, in_col = i[irank - 1];
  const std::uint64_t page = pageOf(in, i);
  const std::uint64_t key = (std::uint64_t(j) << 56) | page;
  return tiles.element(key, p.dtype, p.tile_bytes, in_row, in_col, kTileH, kTileW,
                       [&](std::span<std::byte> bytes) { in.buffer->readPage(page, bytes); });
}

// Whether every output tile of `map` is one input tile, whole (a permute of the leading
// dims) or transposed (the last two dims swapped): then the reader moves tiles instead
// of looking each element up, which was most of a 7B/8B layer's weight permutes.
GatherPlan::TileMove tileMoveOf(const GatherMap& map, const Shape& in, const Shape& out) {
  using Move = GatherPlan::TileMove;
  const int rank = out.rank;
  if (map.kind != GatherMap::Kind::PerDim || map.pads || map.dynamic_begins || rank < 2 ||
      in.rank != rank)
    return Move::None;
  for (int k = 0; k < rank; ++k)
    if (map.divide[k] != 1 || map.modulo[k] != 0 || map.step[k] != 1 || map.begin[k] != 0 ||
        in[map.source_dim[k]] != out[k])
      return Move::None;
  const int last = map.source_dim[rank - 1], second = map.source_dim[rank - 2];
  if (last == rank - 1 && second == rank - 2) return Move::Copy;
  if (last == rank - 2 && second == rank - 1) return Move::Transpose;
  return Move::None;
}

// The tile-moving reader's values for the output tile whose first element is at index
// `o`; positions outside the logical shape stay 0, as the general reader leaves them.
void moveTile(const GatherPlan& p, const std::array<std::uint64_t, kMaxRank>& o,
              DecodedTiles& tiles, std::vector<float>& values) {
  const Shape& os = p.out.shape;
  const int rank = os.rank;
  std::array<std::uint64_t, kMaxRank> i{};
  for (int k = 0; k < rank; ++k) i[p.map.source_dim[k]] = o[k];
  const TiledView& in = p.in[0];
  const std::uint64_t page = pageOf(in, i);
  const float* tile = tiles.tile(page, p.dtype, p.tile_bytes, [&](std::span<std::byte> bytes) {
    in.buffer->readPage(page, bytes);
  });
  const bool transpose = p.tile_move == GatherPlan::TileMove::Transpose;
  const auto rows = static_cast<std::uint32_t>(std::min<std::uint64_t>(kTileH, os.secondLast() - o[rank - 2]));
  const auto cols = static_cast<std::uint32_t>(std::min<std::uint64_t>(kTileW, os.last() - o[rank - 1]));
  for (std::uint32_t r = 0; r < rows; ++r)
    for (std::uint32_t c = 0; c < cols; ++c)
      values[runtime::tileOffset(r, c)] = tile[transpose ? runtime::tileOffset(c, r) : runtime::tileOffset(r, c)];
}

// slice_dynamic: the begins and ends tiles pass through CB 3; their first row holds one
// 32-bit word per dim, read as the bounds' dtype. The resolved begins go into the core's
// copy of the map.
KernelStatus readDynamicBounds(GatherPlan& p, CoreState& st, KernelContext& ctx) {
  auto& cb = ctx.cb(ops::detail::kDynamicBoundsCb);
  if (!cb.hasSpace(2)) return KernelStatus::Blocked;
  const std::uint64_t page_bytes = device::tileBytes(p.bounds_dtype);
  std::vector<std::byte> page(page_bytes);
  std::array<std::vector<std::int64_t>, 2> bounds;
  for (int j = 0; j < 2; ++j) {
    p.in[static_cast<std::size_t>(j + 1)].buffer->readPage(0, page);
    ctx.writeL1(cb.writeAddress(), page);
    cb.pushBack();
  }
  const int rank = p.in[0].shape.rank;
  for (int j = 0; j < 2; ++j) {
    ctx.readL1(cb.readAddress(), page);
    cb.popFront();
    for (int k = 0; k < rank; ++k) {
      std::uint32_t word = 0;
      std::memcpy(&word, page.data() + 4 * runtime::tileOffset(0, static_cast<std::uint32_t>(k)), 4);
      bounds[static_cast<std::size_t>(j)].push_back(
          p.bounds_dtype == DataType::Int32 ? std::int64_t{static_cast<std::int32_t>(word)}
                                            : std::int64_t{word});
    }
  }
  std::vector<std::int64_t> step;
  for (int k = 0; k < rank; ++k) step.push_back(p.map.step[static_cast<std::size_t>(k)]);
  st.map = p.map;
  st.map.begin = resolveDynamicBegins(p.in[0].shape, p.out.shape, bounds[0], bounds[1], step);
  st.bounds_read = true;
  return KernelStatus::Progress;
}

KernelStatus reader(const std::shared_ptr<GatherPlan>& p, KernelContext& ctx) {
  CoreState& st = p->state[ctx.coreIndex()];
  const auto& units = p->work[ctx.coreIndex()];
  if (p->map.dynamic_begins && !st.bounds_read) return readDynamicBounds(*p, st, ctx);
  const GatherMap& map = p->map.dynamic_begins ? st.map : p->map;
  thread_local std::vector<std::byte> bytes;
  bytes.resize(p->tile_bytes);
  if (p->has_fill_cb && !st.fill_tile_pushed) {
    auto& fill = ctx.cb(ops::detail::kPadValueCb);
    if (!fill.hasSpace(1)) return KernelStatus::Blocked;
    const std::vector<float> value(runtime::kTileElements, static_cast<float>(p->map.fill));
    runtime::encodeElements(p->dtype, value, bytes);
    ctx.writeL1(fill.writeAddress(), bytes);
    fill.pushBack();
    st.fill_tile_pushed = true;
    return KernelStatus::Progress;
  }
  if (st.reader >= units.size()) {
    if (p->has_fill_cb && !st.fill_tile_released) {
      ctx.cb(ops::detail::kPadValueCb).popFront();
      st.fill_tile_released = true;
    }
    return KernelStatus::Done;
  }
  auto& cb = ctx.cb(0);
  if (!cb.hasSpace(1)) return KernelStatus::Blocked;
  const std::uint64_t tile = units[st.reader];
  const Shape& os = p->out.shape;
  const int orank = os.rank;
  const std::uint64_t tile_row = tile / p->out.tile_cols, tile_col = tile % p->out.tile_cols;
  const std::uint64_t slice = tile_row / p->out.tiles_per_slice;
  const std::uint64_t row0 = (tile_row % p->out.tiles_per_slice) * kTileH, col0 = tile_col * kTileW;
  const std::uint64_t rows = os.secondLast(), cols = os.last();
  // Each input tile this output tile touches is read and decoded once.
  thread_local DecodedTiles tiles;
  thread_local std::vector<float> values;
  tiles.clear();
  values.assign(runtime::kTileElements, 0.0f);
  std::array<std::uint64_t, kMaxRank> o{}, i{};
  // The output's leading (batch) dims of this slice.
  {
    std::uint64_t rest = slice;
    for (int k = orank - 3; k >= 0; --k) {
      o[k] = rest % os[k];
      rest /= os[k];
    }
  }
  bool only_padding = true;
  if (p->tile_move != GatherPlan::TileMove::None) {
    o[orank - 2] = row0;
    o[orank - 1] = col0;
    moveTile(*p, o, tiles, values);
    only_padding = false;
  } else {
    for (std::uint32_t r = 0; r < kTileH; ++r) {
      const std::uint64_t row = row0 + r;
      if (row >= rows) break;
      if (orank >= 2) o[orank - 2] = row;
      for (std::uint32_t c = 0; c < kTileW; ++c) {
        const std::uint64_t col = col0 + c;
        if (col >= cols) break;
        o[orank - 1] = col;
        const int j = sourceOf(*p, map, o, i);
        if (j < 0) {
          values[runtime::tileOffset(r, c)] = static_cast<float>(p->map.fill);
          continue;
        }
        only_padding = false;
        if (p->map.kind == GatherMap::Kind::Scan) {
          // Accumulated in double and rounded once, over every element up to o[dim].
          double acc = p->map.scan_product ? 1.0 : 0.0;
          const std::uint64_t last = o[p->map.dim];
          for (std::uint64_t k = 0; k <= last; ++k) {
            i[p->map.dim] = k;
            const double v = elementOf(*p, 0, i, tiles);
            acc = p->map.scan_product ? acc * v : acc + v;
          }
          values[runtime::tileOffset(r, c)] = static_cast<float>(acc);
          continue;
        }
        values[runtime::tileOffset(r, c)] = static_cast<float>(elementOf(*p, j, i, tiles));
      }
    }
  }
  // A whole tile of padding (no tile-padding positions, which stay 0) is the fill tile.
  const bool whole_tile = row0 + kTileH <= rows && col0 + kTileW <= cols;
  if (p->has_fill_cb && only_padding && whole_tile)
    ctx.readL1(ctx.cb(ops::detail::kPadValueCb).readAddress(), bytes);
  else
    runtime::encodeElements(p->dtype, values, bytes);
  ctx.writeL1(cb.writeAddress(), bytes);
  cb.pushBack();
  ++st.reader;
  return KernelStatus::Progress;
}

// The transposing form's compute kernel: the reader already placed every element, so
// it moves the tile from CB 0 to CB 16 unchanged.
KernelStatus compute(const std::shared_ptr<GatherPlan>& p, KernelContext& ctx) {
  return detail::moveTileStep(ctx, 0, ops::detail::kFirstOutputCb,
                              static_cast<std::uint32_t>(p->tile_bytes),
                              p->state[ctx.coreIndex()].compute, p->work[ctx.coreIndex()].size());
}

KernelStatus writer(const std::shared_ptr<GatherPlan>& p, KernelContext& ctx) {
  return detail::writePageStep(ctx, p->last_cb, static_cast<std::uint32_t>(p->tile_bytes),
                               *p->out.buffer, p->work[ctx.coreIndex()],
                               p->state[ctx.coreIndex()].writer);
}

}  // namespace

runtime::Program buildGatherProgram(const ProgramDesc& d, const DeviceContext& ctx) {
  const ArchDesc& arch = ctx.arch();
  auto p = std::make_shared<GatherPlan>();
  p->map = *d.gather;
  p->num_in = d.num_inputs;
  for (int j = 0; j < d.num_inputs; ++j) {
    const TensorRef& ref = *d.inputs[static_cast<std::size_t>(j)];
    p->in[static_cast<std::size_t>(j)] = viewOf(ref.desc, arch, ctx.tensor(ref).bufferPtr());
  }
  const TensorDesc& out = d.output->desc;
  p->out = viewOf(out, arch, ctx.tensor(*d.output).bufferPtr());
  p->dtype = out.dtype;
  if (p->map.dynamic_begins) p->bounds_dtype = d.inputs[1]->desc.dtype;
  if (d.num_inputs == 1) p->tile_move = tileMoveOf(p->map, p->in[0].shape, out.shape);
  p->tile_bytes = device::tileBytes(out.dtype);
  bool transposes = false;
  for (int i = 0; i < d.num_cbs; ++i) {
    transposes |= d.cbs[static_cast<std::size_t>(i)].index == ops::detail::kFirstOutputCb;
    p->has_fill_cb |= d.cbs[static_cast<std::size_t>(i)].index == ops::detail::kPadValueCb;
  }
  p->last_cb = transposes ? ops::detail::kFirstOutputCb : 0;
  // Output tiles split into contiguous runs over the program's cores.
  p->work.assign(d.num_cores, {});
  p->state.assign(d.num_cores, {});
  const device::CoreRangeSet cores = detail::splitIntoContiguousRuns(
      out.numTiles(arch), d.num_cores, arch, [&](std::uint32_t k, std::uint64_t begin, std::uint64_t end) {
        for (std::uint64_t t = begin; t < end; ++t) p->work[k].push_back(t);
      });
  runtime::Program program(arch, d.name);
  for (int i = 0; i < d.num_cbs; ++i) {
    const CbDesc& cb = d.cbs[static_cast<std::size_t>(i)];
    runtime::CircularBufferConfig c = detail::circularBufferConfig(cb, cores, out.dtype);
    if (cb.index == ops::detail::kSegmentMapCb) {  // reshape's map: rows of uint32, not tiles
      c.data_format = device::DataType::UInt32;
      c.tiled = false;
    }
    if (cb.index == ops::detail::kDynamicBoundsCb) c.data_format = p->bounds_dtype;
    program.addCircularBuffer(c);
  }
  program.addKernel(std::string(d.name) + ".reader", cores, [p](KernelContext& k) { return reader(p, k); });
  if (transposes)
    program.addKernel(std::string(d.name) + ".compute", cores, [p](KernelContext& k) { return compute(p, k); });
  program.addKernel(std::string(d.name) + ".writer", cores, [p](KernelContext& k) { return writer(p, k); });
  return program;
}

}  // namespace strata::ops_device
