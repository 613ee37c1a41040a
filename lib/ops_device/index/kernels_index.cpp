// Kernels of the index ops (lib/ops/index/ops_index.cpp).
// - argmax / argmin (tt-metal's single-core argmax shape): one reader kernel on one
//   core. Per output row it streams the input tiles it needs through CB 0, keeps the
//   running best in registers, and writes the finished row of uint32 indices through
//   CB 1 to the row-major output page.
// - embedding / gather: per output tile the reader looks up every element: the index
//   comes from an index tile, the value from a data tile (both streamed through their
//   CBs 0 / 1), and the assembled tile goes through CB 16 to the writer.
// - scatter: the same program with three inputs (input, index, source: CBs 0, 1, 2);
//   each output element scans the index along dim for the positions that send to it.
// An index outside its table is an error naming the op, the position and the bound.

#include "strata/ops_device/device.hpp"
#include "strata/ops/index.hpp"

#include "decoded_tiles.hpp"
#include "program_builders.hpp"
#include "program_util.hpp"
#include "program_scaffold.hpp"
#include "strata/runtime/codec.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <cmath>
#include <unordered_map>
#include <vector>

namespace strata::ops_device {

using namespace ops;  // this layer runs what the ops layer describes

namespace {

using runtime::KernelContext;
using runtime::KernelStatus;
using detail::DecodedTiles;
using detail::readPageThroughCb;
using Index = std::array<std::uint64_t, kMaxRank>;

// One tile-layout input: its geometry, its buffer and the CB its tiles pass through.
struct TiledInput {
  Shape shape;
  DataType dtype{};
  std::uint64_t tiles_per_slice = 1, tile_cols = 1, tile_bytes = 0;
  std::uint8_t cb = 0;
  std::shared_ptr<runtime::Buffer> buffer;
};

struct IndexPlan {
  IndexCode code{};
  std::uint8_t dim = 0;
  bool keep_dim = false, reduce_all = false;
  ScatterReduce reduce = ScatterReduce::None;
  std::array<TiledInput, kMaxOperands> in;
  Shape out_shape;
  DataType out_dtype{};
  std::uint64_t out_tiles_per_slice = 1, out_tile_cols = 1, out_page_bytes = 0;
  std::shared_ptr<runtime::Buffer> out_buffer;
  std::uint32_t tile_h = 32, tile_w = 32;
  std::vector<std::vector<std::uint64_t>> work;  // output units (tiles or rows) per core
  std::vector<std::uint64_t> reader_done, writer_done;
  std::string name;
};

TiledInput tiledInput(const TensorDesc& desc, const ArchDesc& arch, std::uint8_t cb,
                      std::shared_ptr<runtime::Buffer> buffer) {
  TiledInput t;
  t.shape = desc.shape;
  t.dtype = desc.dtype;
  t.tiles_per_slice = ceilDiv(desc.shape.secondLast(), arch.tile_height);
  t.tile_cols = desc.tileCols(arch);
  t.tile_bytes = device::tileBytes(desc.dtype);
  t.cb = cb;
  t.buffer = std::move(buffer);
  return t;
}

Index indexOf(const Shape& s, std::uint64_t linear) {
  Index i{};
  for (int k = s.rank - 1; k >= 0; --k) {
    i[k] = linear % s[k];
    linear /= s[k];
  }
  return i;
}

// Decoded input tiles of one work unit; each tile is read once per unit, passing
// through its CB on the way (written to the CB page, then consumed from it).
class TileCache {
 public:
  TileCache(const IndexPlan& plan, KernelContext& ctx) : plan_(plan), ctx_(ctx) {}

  double at(int j, const Index& i) {
    const TiledInput& in = plan_.in[static_cast<std::size_t>(j)];
    const int rank = in.shape.rank;
    std::uint64_t slice = 0;
    for (int k = 0; k < rank - 2; ++k) slice = slice * in.shape[k] + i[k];
    const std::uint64_t row = rank >= 2 ? i[rank - 2] : 0, col = i[rank - 1];
    const std::uint64_t page =
        (slice * in.tiles_per_slice + row / plan_.tile_h) * in.tile_cols + col / plan_.tile_w;
    const std::uint64_t key = (std::uint64_t(j) << 56) | page;
    return tiles_.element(key, in.dtype, in.tile_bytes, row, col, plan_.tile_h, plan_.tile_w,
                          [&](std::span<std::byte> bytes) {
                            readPageThroughCb(ctx_, *in.buffer, page, in.cb, bytes);
                          });
  }

 private:
  const IndexPlan& plan_;
  KernelContext& ctx_;
  DecodedTiles tiles_;
};

std::uint64_t checkedIndex(const IndexPlan& p, double value, std::uint64_t bound, const Index& at,
                           int rank) {
  if (!(value >= 0) || value != std::floor(value) || value >= double(bound)) {
    std::string where;
    for (int k = 0; k < rank; ++k) where += fmt::format("{}{}", k ? "," : "", at[k]);
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: the index at [{}] is {}, outside [0, {}); indices must address "
                            "the table", p.name, where, value, bound),
                {Error::str("op", p.name)});
  }
  return static_cast<std::uint64_t>(value);
}

// ---- argmax / argmin ---------------------------------------------------------------

KernelStatus argReader(const std::shared_ptr<IndexPlan>& p, KernelContext& ctx) {
  const auto& rows = p->work[ctx.coreIndex()];
  std::uint64_t& done = p->reader_done[ctx.coreIndex()];
  if (done >= rows.size()) return KernelStatus::Done;
  auto& out_cb = ctx.cb(1);
  if (!out_cb.hasSpace(1)) return KernelStatus::Blocked;
  const std::uint64_t row = rows[done];
  const bool is_max = p->code == IndexCode::ArgMax;
  const Shape& in = p->in[0].shape;
  const std::uint64_t width = p->out_shape.last();
  TileCache tiles(*p, ctx);
  std::vector<float> result(width);
  for (std::uint64_t c = 0; c < width; ++c) {
    // The input index of reduction step 0 for output element (row, c).
    Index i{};
    std::uint64_t steps = in.volume();
    if (!p->reduce_all) {
      const Index o = indexOf(p->out_shape, row * width + c);
      for (int k = 0, m = 0; k < in.rank; ++k) {
        if (k == p->dim) {
          i[k] = 0;
          if (p->keep_dim) ++m;
        } else {
          i[k] = o[m++];
        }
      }
      steps = in[p->dim];
    }
    std::uint64_t best = 0;
    double best_value = 0;
    for (std::uint64_t k = 0; k < steps; ++k) {
      if (p->reduce_all) i = indexOf(in, k);
      else i[p->dim] = k;
      const double v = tiles.at(0, i);
      if (k == 0 || (is_max ? v > best_value : v < best_value)) {
        best = k;
        best_value = v;
      }
    }
    result[c] = static_cast<float>(best);
  }
  std::vector<std::byte> bytes(p->out_page_bytes);
  runtime::encodeElements(DataType::UInt32, result, bytes);
  ctx.writeL1(out_cb.writeAddress(), bytes);  // the row fits the (aligned) CB page
  out_cb.pushBack();
  ctx.readL1(out_cb.readAddress(), bytes);
  p->out_buffer->writePage(row, bytes);
  out_cb.popFront();
  ++done;
  return KernelStatus::Progress;
}

// ---- embedding / gather -------------------------------------------------------------

// Scatter's finished lines along dim, by the linear index of their first element.
using Lines = std::unordered_map<std::uint64_t, std::vector<double>>;

double lookup(const IndexPlan& p, TileCache& tiles, Lines& lines, const Index& o) {
  const int orank = p.out_shape.rank;
  if (p.code == IndexCode::Embedding) {
    const TiledInput& weight = p.in[1];
    const std::uint64_t row =
        checkedIndex(p, tiles.at(0, o), weight.shape.secondLast(), o, orank - 1);
    Index w{};
    w[weight.shape.rank - 2] = row;
    w[weight.shape.rank - 1] = o[orank - 1];
    return tiles.at(1, w);
  }
  if (p.code == IndexCode::Scatter) {
    // The whole line along dim through o, computed once per output tile: the input's
    // elements, each combined with its senders in index order.
    Index start = o;
    start[p.dim] = 0;
    std::uint64_t key = 0;
    for (int k = 0; k < orank; ++k) key = key * p.out_shape[k] + start[k];
    auto it = lines.find(key);
    if (it == lines.end()) {
      std::vector<double> line(p.out_shape[p.dim]);
      Index q = start;
      for (std::uint64_t j = 0; j < line.size(); ++j) {
        q[p.dim] = j;
        line[j] = tiles.at(0, q);
      }
      const Shape& ix = p.in[1].shape;
      bool sends = true;
      for (int k = 0; k < orank; ++k) sends = sends && (k == p.dim || start[k] < ix[k]);
      for (std::uint64_t t = 0; sends && t < ix[p.dim]; ++t) {
        q[p.dim] = t;
        double& dst = line[checkedIndex(p, tiles.at(1, q), line.size(), q, orank)];
        dst = scatterCombine(p.reduce, dst, tiles.at(2, q));
      }
      it = lines.emplace(key, std::move(line)).first;
    }
    return it->second[o[p.dim]];
  }
  Index i = o;
  i[p.dim] = checkedIndex(p, tiles.at(1, o), p.in[0].shape[p.dim], o, orank);
  return tiles.at(0, i);
}

KernelStatus lookupReader(const std::shared_ptr<IndexPlan>& p, KernelContext& ctx) {
  const auto& units = p->work[ctx.coreIndex()];
  std::uint64_t& done = p->reader_done[ctx.coreIndex()];
  if (done >= units.size()) return KernelStatus::Done;
  auto& out_cb = ctx.cb(ops::detail::kFirstOutputCb);
  if (!out_cb.hasSpace(1)) return KernelStatus::Blocked;
  const std::uint64_t tile = units[done];
  const Shape& os = p->out_shape;
  const int orank = os.rank;
  const std::uint64_t tile_row = tile / p->out_tile_cols, tile_col = tile % p->out_tile_cols;
  const std::uint64_t slice = tile_row / p->out_tiles_per_slice;
  const std::uint64_t row0 = (tile_row % p->out_tiles_per_slice) * p->tile_h;
  const std::uint64_t col0 = tile_col * p->tile_w;
  TileCache tiles(*p, ctx);
  Lines lines;
  std::vector<float> values(runtime::kTileElements, 0.0f);
  Index o{};
  std::uint64_t rest = slice;
  for (int k = orank - 3; k >= 0; --k) {
    o[k] = rest % os[k];
    rest /= os[k];
  }
  for (std::uint32_t r = 0; r < p->tile_h && row0 + r < os.secondLast(); ++r) {
    if (orank >= 2) o[orank - 2] = row0 + r;
    for (std::uint32_t c = 0; c < p->tile_w && col0 + c < os.last(); ++c) {
      o[orank - 1] = col0 + c;
      values[runtime::tileOffset(r, c)] = static_cast<float>(lookup(*p, tiles, lines, o));
    }
  }
  std::vector<std::byte> bytes(device::tileBytes(p->out_dtype));
  runtime::encodeElements(p->out_dtype, values, bytes);
  ctx.writeL1(out_cb.writeAddress(), bytes);
  out_cb.pushBack();
  ++done;
  return KernelStatus::Progress;
}

KernelStatus lookupWriter(const std::shared_ptr<IndexPlan>& p, KernelContext& ctx) {
  return detail::writePageStep(ctx, ops::detail::kFirstOutputCb, device::tileBytes(p->out_dtype),
                               *p->out_buffer, p->work[ctx.coreIndex()],
                               p->writer_done[ctx.coreIndex()]);
}

}  // namespace

runtime::Program buildIndexProgram(const ProgramDesc& d, const DeviceContext& ctx) {
  const ArchDesc& arch = ctx.arch();
  auto p = std::make_shared<IndexPlan>();
  p->code = static_cast<IndexCode>(d.code);
  p->dim = static_cast<std::uint8_t>(d.params[0]);
  p->keep_dim = d.params[1] != 0;
  p->reduce_all = d.params[2] != 0;
  p->reduce = static_cast<ScatterReduce>(static_cast<int>(d.params[1]));
  p->name = d.name;
  for (std::uint8_t j = 0; j < d.num_inputs; ++j) {
    const TensorRef& ref = *d.inputs[j];
    p->in[j] = tiledInput(ref.desc, arch, j, ctx.tensor(ref).bufferPtr());
  }
  const TensorDesc& out = d.output->desc;
  p->out_shape = out.shape;
  p->out_dtype = out.dtype;
  p->out_tiles_per_slice = ceilDiv(out.shape.secondLast(), arch.tile_height);
  p->out_tile_cols = out.tileCols(arch);
  p->out_page_bytes = out.pageSize(arch);
  p->out_buffer = ctx.tensor(*d.output).bufferPtr();
  p->tile_h = arch.tile_height;
  p->tile_w = arch.tile_width;
  const bool arg = p->code == IndexCode::ArgMax || p->code == IndexCode::ArgMin;
  // Work units: rows of the row-major result (argmax) or tiles of the result (lookups),
  // split into contiguous runs over the program's cores.
  const std::uint64_t total = arg ? out.numPages(arch) : out.numTiles(arch), n = d.num_cores;
  p->work.assign(n, {});
  p->reader_done.assign(n, 0);
  p->writer_done.assign(n, 0);
  const device::CoreRangeSet cores = detail::splitIntoContiguousRuns(
      total, d.num_cores, arch, [&](std::uint32_t k, std::uint64_t begin, std::uint64_t end) {
        for (std::uint64_t t = begin; t < end; ++t) p->work[k].push_back(t);
      });
  runtime::Program program(arch, d.name);
  for (int i = 0; i < d.num_cbs; ++i) {
    const CbDesc& cb = d.cbs[static_cast<std::size_t>(i)];
    runtime::CircularBufferConfig c = detail::circularBufferConfig(
        cb, cores, cb.index < d.num_inputs ? d.inputs[cb.index]->desc.dtype : out.dtype);
    c.tiled = !(arg && cb.index == 1);  // argmax's result rows are row-major pages
    program.addCircularBuffer(c);
  }
  if (arg) {
    program.addKernel(p->name + ".reader", cores, [p](KernelContext& k) { return argReader(p, k); });
    return program;
  }
  program.addKernel(p->name + ".reader", cores, [p](KernelContext& k) { return lookupReader(p, k); });
  program.addKernel(p->name + ".writer", cores, [p](KernelContext& k) { return lookupWriter(p, k); });
  return program;
}

}  // namespace strata::ops_device
