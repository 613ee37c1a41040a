// Tilize / untilize programs. Work unit: one block of 32 rows x bw tiles. Row-major
// data of a block occupies exactly bw tile-sized CB pages, so both directions use
// double-buffered CBs of 2 x bw pages:
//   tilize:   reader gathers 32 row segments -> compute reorders into bw tiles -> writer
//   untilize: reader fetches bw tiles -> compute reorders into 32 row segments -> writer
//             updates the segment of each existing row page.

#include "strata/ops_device/device.hpp"

#include "program_builders.hpp"
#include "program_util.hpp"
#include "strata/runtime/codec.hpp"

#include <algorithm>
#include <array>
#include <cstring>
#include <vector>

namespace strata::ops_device {

using namespace ops;  // this layer runs what the ops layer describes

namespace {

using runtime::KernelContext;
using runtime::KernelStatus;
constexpr std::uint32_t kT = 32;

struct Unit {
  std::uint64_t tile_row = 0, col0 = 0;  // col0 in tiles
};

struct CoreState {
  std::uint64_t reader = 0, compute = 0, writer = 0;
};

struct LayoutPlan {
  bool tilize = true;
  std::shared_ptr<runtime::Buffer> in, out;
  DataType dtype{};
  std::uint32_t bw = 1;
  std::uint64_t wt = 0, tiles_per_batch = 1, h = 1, w = 1, elem = 2, tile_bytes = 0;
  std::vector<std::vector<Unit>> work;
  std::vector<CoreState> state;

  std::uint64_t blockBytes() const { return std::uint64_t(bw) * tile_bytes; }
  std::uint64_t blockCols() const { return std::uint64_t(bw) * kT; }
  // Row-major page of row r of tile row `tr`, or -1 if that row is padding.
  std::int64_t rowPage(std::uint64_t tr, std::uint32_t r) const {
    const std::uint64_t local = (tr % tiles_per_batch) * kT + r;
    if (local >= h) return -1;
    return static_cast<std::int64_t>((tr / tiles_per_batch) * h + local);
  }
  // Logical columns of the block starting at tile column col0.
  std::uint64_t validCols(std::uint64_t col0) const {
    const std::uint64_t begin = col0 * kT;
    return begin >= w ? 0 : std::min<std::uint64_t>(blockCols(), w - begin);
  }
};

KernelStatus reader(const std::shared_ptr<LayoutPlan>& p, KernelContext& ctx) {
  CoreState& st = p->state[ctx.coreIndex()];
  const auto& units = p->work[ctx.coreIndex()];
  if (st.reader >= units.size()) return KernelStatus::Done;
  auto& cb = ctx.cb(0);
  if (!cb.hasSpace(p->bw)) return KernelStatus::Blocked;
  const Unit& u = units[st.reader];
  thread_local std::vector<std::byte> block, row;
  if (p->tilize) {
    block.assign(p->blockBytes(), std::byte{0});
    row.resize(p->w * p->elem);
    const std::uint64_t cols = p->validCols(u.col0);
    for (std::uint32_t r = 0; r < kT; ++r) {
      const std::int64_t page = p->rowPage(u.tile_row, r);
      if (page < 0) continue;
      p->in->readPage(static_cast<std::uint64_t>(page), row);
      std::memcpy(block.data() + r * p->blockCols() * p->elem, row.data() + u.col0 * kT * p->elem,
                  cols * p->elem);
    }
    ctx.writeL1(cb.writeAddress(), block);  // bw contiguous pages
    cb.pushBack(p->bw);
  } else {
    row.resize(p->tile_bytes);
    for (std::uint32_t j = 0; j < p->bw; ++j) {
      p->in->readPage(u.tile_row * p->wt + u.col0 + j, row);
      ctx.writeL1(cb.writeAddress(), row);
      cb.pushBack();
    }
  }
  ++st.reader;
  return KernelStatus::Progress;
}

KernelStatus compute(const std::shared_ptr<LayoutPlan>& p, KernelContext& ctx) {
  CoreState& st = p->state[ctx.coreIndex()];
  if (st.compute >= p->work[ctx.coreIndex()].size()) return KernelStatus::Done;
  auto& in = ctx.cb(0);
  auto& out = ctx.cb(ops::detail::kFirstOutputCb);
  if (!in.hasData(p->bw) || !out.hasSpace(p->bw)) return KernelStatus::Blocked;
  const std::uint64_t n = p->bw * std::uint64_t(runtime::kTileElements);
  thread_local std::vector<std::byte> bytes;
  thread_local std::vector<float> rows, tiles;
  bytes.resize(p->blockBytes());
  rows.resize(n);
  tiles.resize(n);
  const std::uint64_t bc = p->blockCols();
  ctx.readL1(in.readAddress(), bytes);  // bw contiguous pages
  if (p->tilize) {
    runtime::decodeElements(p->dtype, bytes, rows);
    for (std::uint32_t j = 0; j < p->bw; ++j)
      for (std::uint32_t r = 0; r < kT; ++r)
        for (std::uint32_t c = 0; c < kT; ++c)
          tiles[j * runtime::kTileElements + runtime::tileOffset(r, c)] = rows[r * bc + j * kT + c];
    runtime::encodeElements(p->dtype, tiles, bytes);
  } else {
    runtime::decodeElements(p->dtype, bytes, tiles);
    for (std::uint32_t j = 0; j < p->bw; ++j)
      for (std::uint32_t r = 0; r < kT; ++r)
        for (std::uint32_t c = 0; c < kT; ++c)
          rows[r * bc + j * kT + c] = tiles[j * runtime::kTileElements + runtime::tileOffset(r, c)];
    runtime::encodeElements(p->dtype, rows, bytes);
  }
  ctx.writeL1(out.writeAddress(), bytes);
  out.pushBack(p->bw);
  in.popFront(p->bw);
  ++st.compute;
  return KernelStatus::Progress;
}

KernelStatus writer(const std::shared_ptr<LayoutPlan>& p, KernelContext& ctx) {
  CoreState& st = p->state[ctx.coreIndex()];
  const auto& units = p->work[ctx.coreIndex()];
  if (st.writer >= units.size()) return KernelStatus::Done;
  auto& cb = ctx.cb(ops::detail::kFirstOutputCb);
  if (!cb.hasData(p->bw)) return KernelStatus::Blocked;
  const Unit& u = units[st.writer];
  thread_local std::vector<std::byte> block, row;
  block.resize(p->blockBytes());
  ctx.readL1(cb.readAddress(), block);
  if (p->tilize) {
    for (std::uint32_t j = 0; j < p->bw; ++j)
      p->out->writePage(u.tile_row * p->wt + u.col0 + j,
                        std::span(block).subspan(j * p->tile_bytes, p->tile_bytes));
  } else {
    // Each row page holds the whole row: update this block's segment of it.
    row.resize(p->w * p->elem);
    const std::uint64_t cols = p->validCols(u.col0);
    for (std::uint32_t r = 0; r < kT; ++r) {
      const std::int64_t page = p->rowPage(u.tile_row, r);
      if (page < 0 || cols == 0) continue;
      p->out->readPage(static_cast<std::uint64_t>(page), row);
      std::memcpy(row.data() + u.col0 * kT * p->elem, block.data() + r * p->blockCols() * p->elem,
                  cols * p->elem);
      p->out->writePage(static_cast<std::uint64_t>(page), row);
    }
  }
  cb.popFront(p->bw);
  ++st.writer;
  return KernelStatus::Progress;
}

}  // namespace

runtime::Program buildLayoutProgram(const ProgramDesc& d, const DeviceContext& ctx) {
  const ArchDesc& arch = ctx.arch();
  const TensorDesc& in = d.inputs[0]->desc;
  const TensorDesc& out = d.output->desc;
  auto p = std::make_shared<LayoutPlan>();
  p->tilize = d.kind == ComputeKind::Tilize;
  const TensorDesc& tiled = p->tilize ? out : in;
  p->in = ctx.tensor(*d.inputs[0]).bufferPtr();
  p->out = ctx.tensor(*d.output).bufferPtr();
  p->dtype = in.dtype;
  p->bw = static_cast<std::uint32_t>(d.params[0]);
  p->wt = tiled.tileCols(arch);
  p->tiles_per_batch = ceilDiv(tiled.shape.secondLast(), arch.tile_height);
  p->h = tiled.shape.secondLast();
  p->w = tiled.shape.last();
  p->elem = device::elementBytes(in.dtype);
  p->tile_bytes = device::tileBytes(in.dtype);
  const std::uint64_t per_row = p->wt / p->bw, total = tiled.tileRows(arch) * per_row, n = d.num_cores;
  p->work.assign(n, {});
  p->state.assign(n, {});
  std::vector<device::CoreCoord> list;
  std::uint64_t next = 0;
  for (std::uint32_t k = 0; k < n; ++k) {
    const std::uint64_t count = total / n + (k < total % n ? 1 : 0);
    for (std::uint64_t t = next; t < next + count; ++t) p->work[k].push_back({t / per_row, (t % per_row) * p->bw});
    next += count;
    list.push_back({k % arch.grid_x, k / arch.grid_x});
  }
  const device::CoreRangeSet cores = device::CoreRangeSet::fromCores(list);
  runtime::Program program(arch, d.name);
  for (int i = 0; i < d.num_cbs; ++i) {
    const CbDesc& cb = d.cbs[static_cast<std::size_t>(i)];
    runtime::CircularBufferConfig c;
    c.index = cb.index;
    c.cores = cores;
    c.page_size = cb.page_size;
    c.num_pages = cb.num_pages;
    c.data_format = in.dtype;
    // The input CB of tilize and the output CB of untilize hold row-major data.
    c.tiled = (cb.index == 0) ? !p->tilize : p->tilize;
    program.addCircularBuffer(c);
  }
  program.addKernel(std::string(d.name) + ".reader", cores, [p](KernelContext& k) { return reader(p, k); });
  program.addKernel(std::string(d.name) + ".compute", cores, [p](KernelContext& k) { return compute(p, k); });
  program.addKernel(std::string(d.name) + ".writer", cores, [p](KernelContext& k) { return writer(p, k); });
  return program;
}

}  // namespace strata::ops_device
