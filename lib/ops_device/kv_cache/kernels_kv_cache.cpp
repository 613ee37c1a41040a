// Kernels of the kv-cache ops (lib/ops/kv_cache/ops_kv_cache.cpp). Both write into the
// cache's own pages: the program's output is the cache buffer itself.
// - fill_cache (tt-metal's reader / writer pair): the reader streams the input's tiles
//   through CB 0, the writer drains them into the cache tiles of user batch_offset,
//   head by head from the cache's first tile row.
// - update_cache: per user the kernel reads the input's tile row holding the user's row
//   (CB 1) and the cache's tile row holding update_index (CB 0), replaces that one row
//   (converted to the cache's dtype) and writes the tile row back through CB 16. CBs 24
//   and 26 are tt-metal's untilize / tilize intermediates: allocated as its factory does
//   (they count in the L1 need), but the simulated kernel replaces the row in decoded
//   tiles instead of routing it through them.
// update_index is read from its device tensor when the kernel starts; an index past the
// cache's sequence is an error naming the op, the index and the bound.

#include "strata/ops_device/device.hpp"
#include "strata/ops/kv_cache.hpp"

#include "program_builders.hpp"
#include "program_util.hpp"
#include "program_scaffold.hpp"
#include "strata/runtime/codec.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <utility>
#include <vector>

namespace strata::ops_device {

using namespace ops;  // this layer runs what the ops layer describes

namespace {

using runtime::KernelContext;
using runtime::KernelStatus;

// ---- fill_cache ---------------------------------------------------------------------

struct FillPlan {
  std::uint32_t tile_bytes = 0;
  std::shared_ptr<runtime::Buffer> input, cache;
  // Per core: input pages to read and the cache pages they go to, in order.
  std::vector<std::vector<std::uint64_t>> from, to;
  std::vector<std::uint64_t> reader_done, writer_done;
};

KernelStatus fillReader(const std::shared_ptr<FillPlan>& p, KernelContext& ctx) {
  const auto& pages = p->from[ctx.coreIndex()];
  std::uint64_t& done = p->reader_done[ctx.coreIndex()];
  if (done >= pages.size()) return KernelStatus::Done;
  auto& cb = ctx.cb(0);
  if (!cb.hasSpace(1)) return KernelStatus::Blocked;
  thread_local std::vector<std::byte> bytes;
  bytes.resize(p->tile_bytes);
  p->input->readPage(pages[done], bytes);
  ctx.writeL1(cb.writeAddress(), bytes);
  cb.pushBack();
  ++done;
  return KernelStatus::Progress;
}

runtime::Program buildFill(const ProgramDesc& d, const DeviceContext& ctx) {
  const ArchDesc& arch = ctx.arch();
  const TensorDesc& c = d.inputs[0]->desc;
  const TensorDesc& x = d.inputs[1]->desc;
  auto p = std::make_shared<FillPlan>();
  p->tile_bytes = static_cast<std::uint32_t>(device::tileBytes(c.dtype));
  p->cache = ctx.tensor(*d.inputs[0]).bufferPtr();
  p->input = ctx.tensor(*d.inputs[1]).bufferPtr();
  const std::uint64_t wt = c.tileCols(arch);
  const std::uint64_t in_rows = ceilDiv(x.shape[2], arch.tile_height);
  const std::uint64_t cache_rows = ceilDiv(c.shape[2], arch.tile_height);
  const auto batch = static_cast<std::uint64_t>(d.params[0]);
  const std::uint64_t heads = c.shape[1];
  p->from.assign(d.num_cores, {});
  p->to.assign(d.num_cores, {});
  p->reader_done.assign(d.num_cores, 0);
  p->writer_done.assign(d.num_cores, 0);
  // Units: one input tile row of one head (Wt tiles).
  const device::CoreRangeSet cores = detail::splitIntoContiguousRuns(
      heads * in_rows, d.num_cores, arch, [&](std::uint32_t k, std::uint64_t begin, std::uint64_t end) {
        for (std::uint64_t u = begin; u < end; ++u) {
          const std::uint64_t h = u / in_rows, row = u % in_rows;
          for (std::uint64_t col = 0; col < wt; ++col) {
            p->from[k].push_back((h * in_rows + row) * wt + col);
            p->to[k].push_back(((batch * heads + h) * cache_rows + row) * wt + col);
          }
        }
      });
  runtime::Program program(arch, d.name);
  program.addCircularBuffer(detail::circularBufferConfig(d.cbs[0], cores, c.dtype));
  program.addKernel("fill_cache.reader", cores, [p](KernelContext& k) { return fillReader(p, k); });
  program.addKernel("fill_cache.writer", cores, [p](KernelContext& k) {
    return detail::writePageStep(k, 0, p->tile_bytes, *p->cache, p->to[k.coreIndex()],
                                 p->writer_done[k.coreIndex()]);
  });
  return program;
}

// ---- update_cache -------------------------------------------------------------------

struct UpdateUser {
  std::uint64_t user = 0, head = 0;
};

struct UpdatePlan {
  Shape cache_shape, input_shape;
  DataType cache_dtype{}, input_dtype{}, index_dtype{};
  std::uint64_t wt = 0, cache_rows = 0, input_rows = 0, batch_offset = 0;
  std::uint32_t tile_h = 32;
  std::uint64_t index_page_bytes = 0;
  std::shared_ptr<runtime::Buffer> cache, input, index;
  std::vector<std::vector<UpdateUser>> work;
  std::vector<std::uint64_t> done;
  std::vector<std::int64_t> index_read;  // per core: the update index, -1 before it is read
};

// The update index, read from the index tensor's first page (its element 0).
std::uint64_t readUpdateIndex(const UpdatePlan& p) {
  std::vector<std::byte> bytes(p.index_page_bytes);
  p.index->readPage(0, bytes);
  std::vector<float> values(bytes.size() / 4);
  runtime::decodeElements(p.index_dtype, bytes, values);
  const double index = values.at(0);
  if (!(index >= 0) || index >= double(p.cache_shape[2]))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("update_cache: update_index {} is outside the cache's sequence [0, {}) "
                            "of cache {}; the index must name a position of the cache",
                            index, p.cache_shape[2], p.cache_shape.toString()),
                {Error::str("op", "update_cache"), Error::num("update_index", static_cast<std::int64_t>(index))});
  return static_cast<std::uint64_t>(index);
}

// Moves one tile through `cb` (write, push, read, pop): the path a tile takes between
// the kernel that reads it and the one that consumes it.
void throughCb(KernelContext& ctx, runtime::CircularBufferView& cb, std::span<std::byte> tile) {
  ctx.writeL1(cb.writeAddress(), tile);
  cb.pushBack();
  ctx.readL1(cb.readAddress(), tile);
  cb.popFront();
}

KernelStatus updateKernel(const std::shared_ptr<UpdatePlan>& p, KernelContext& ctx) {
  const std::uint32_t core = ctx.coreIndex();
  const auto& users = p->work[core];
  std::uint64_t& done = p->done[core];
  if (done >= users.size()) return KernelStatus::Done;
  auto& cache_cb = ctx.cb(0);
  auto& input_cb = ctx.cb(1);
  auto& out_cb = ctx.cb(ops::detail::kFirstOutputCb);
  if (!cache_cb.hasSpace(1) || !input_cb.hasSpace(1) || !out_cb.hasSpace(1)) return KernelStatus::Blocked;
  if (p->index_read[core] < 0) p->index_read[core] = static_cast<std::int64_t>(readUpdateIndex(*p));
  const auto index = static_cast<std::uint64_t>(p->index_read[core]);
  const UpdateUser& u = users[done];
  const std::uint64_t in_row = p->batch_offset + u.user;
  const std::uint32_t in_r = static_cast<std::uint32_t>(in_row % p->tile_h);
  const std::uint32_t cache_r = static_cast<std::uint32_t>(index % p->tile_h);
  const std::uint64_t in_first = (u.head * p->input_rows + in_row / p->tile_h) * p->wt;
  const std::uint64_t cache_first =
      ((u.user * p->cache_shape[1] + u.head) * p->cache_rows + index / p->tile_h) * p->wt;
  std::vector<std::byte> in_bytes(device::tileBytes(p->input_dtype));
  std::vector<std::byte> cache_bytes(device::tileBytes(p->cache_dtype));
  std::vector<float> in_tile(runtime::kTileElements), cache_tile(runtime::kTileElements);
  for (std::uint64_t col = 0; col < p->wt; ++col) {
    p->input->readPage(in_first + col, in_bytes);
    throughCb(ctx, input_cb, in_bytes);
    runtime::decodeElements(p->input_dtype, in_bytes, in_tile);
    p->cache->readPage(cache_first + col, cache_bytes);
    throughCb(ctx, cache_cb, cache_bytes);
    runtime::decodeElements(p->cache_dtype, cache_bytes, cache_tile);
    for (std::uint32_t c = 0; c < p->tile_h; ++c)
      cache_tile[runtime::tileOffset(cache_r, c)] = in_tile[runtime::tileOffset(in_r, c)];
    runtime::encodeElements(p->cache_dtype, cache_tile, cache_bytes);
    throughCb(ctx, out_cb, cache_bytes);
    p->cache->writePage(cache_first + col, cache_bytes);
  }
  ++done;
  return KernelStatus::Progress;
}

runtime::Program buildUpdate(const ProgramDesc& d, const DeviceContext& ctx) {
  const ArchDesc& arch = ctx.arch();
  const TensorDesc& c = d.inputs[0]->desc;
  const TensorDesc& x = d.inputs[1]->desc;
  const TensorDesc& ix = d.inputs[2]->desc;
  auto p = std::make_shared<UpdatePlan>();
  p->cache_shape = c.shape;
  p->input_shape = x.shape;
  p->cache_dtype = c.dtype;
  p->input_dtype = x.dtype;
  p->index_dtype = ix.dtype;
  p->wt = c.tileCols(arch);
  p->cache_rows = ceilDiv(c.shape[2], arch.tile_height);
  p->input_rows = ceilDiv(x.shape[2], arch.tile_height);
  p->batch_offset = static_cast<std::uint64_t>(d.params[0]);
  p->tile_h = arch.tile_height;
  p->index_page_bytes = ix.pageSize(arch);
  p->cache = ctx.tensor(*d.inputs[0]).bufferPtr();
  p->input = ctx.tensor(*d.inputs[1]).bufferPtr();
  p->index = ctx.tensor(*d.inputs[2]).bufferPtr();
  p->work.assign(d.num_cores, {});
  p->done.assign(d.num_cores, 0);
  p->index_read.assign(d.num_cores, -1);
  const std::uint64_t users = c.shape[0];
  // Units: one tile row of the input's user rows of one head; its users are the rows
  // batch_offset + b it holds.
  const device::CoreRangeSet cores = detail::splitIntoContiguousRuns(
      x.shape[1] * p->input_rows, d.num_cores, arch,
      [&](std::uint32_t k, std::uint64_t begin, std::uint64_t end) {
        for (std::uint64_t unit = begin; unit < end; ++unit) {
          const std::uint64_t head = unit / p->input_rows, row = unit % p->input_rows;
          for (std::uint64_t r = row * p->tile_h; r < (row + 1) * p->tile_h; ++r)
            if (r >= p->batch_offset && r - p->batch_offset < users)
              p->work[k].push_back({r - p->batch_offset, head});
        }
      });
  runtime::Program program(arch, d.name);
  for (int i = 0; i < d.num_cbs; ++i) {
    const CbDesc& cb = d.cbs[static_cast<std::size_t>(i)];
    const DataType format = cb.index == 1 ? x.dtype
                            : cb.index == 0 || cb.index == ops::detail::kFirstOutputCb
                                ? c.dtype
                                : (cb.page_size == device::tileBytes(DataType::Float32)
                                       ? DataType::Float32
                                       : DataType::BFloat16);
    program.addCircularBuffer(detail::circularBufferConfig(cb, cores, format));
  }
  program.addKernel("update_cache.kernel", cores, [p](KernelContext& k) { return updateKernel(p, k); });
  return program;
}

// ---- paged_fill_cache ---------------------------------------------------------------

struct PagedFillPlan {
  Shape cache_shape, input_shape, table_shape;
  DataType dtype{}, table_dtype{}, batch_dtype{};
  std::uint64_t wt = 0, block_rows = 0, seq_rows = 0, table_page = 0, batch_page = 0;
  std::uint32_t tile_bytes = 0;
  std::shared_ptr<runtime::Buffer> cache, input, table, batch;
  std::vector<std::vector<std::uint64_t>> work;  // units (n, h, seq tile row) per core
  std::vector<std::uint64_t> done;
};

// One page of an int32 / uint32 row-major tensor, passed through `cb`, decoded.
std::vector<double> readIndexPage(KernelContext& ctx, runtime::CircularBufferView& cb,
                                  runtime::Buffer& buffer, std::uint64_t page,
                                  std::uint64_t entries, DataType dtype) {
  std::vector<std::byte> bytes(buffer.pageSize());
  buffer.readPage(page, bytes);
  std::vector<std::byte> staged(cb.pageSize());
  std::copy(bytes.begin(), bytes.end(), staged.begin());
  throughCb(ctx, cb, staged);
  std::vector<float> values(entries);
  runtime::decodeElements(dtype, std::span<const std::byte>(staged.data(), 4 * entries), values);
  return {values.begin(), values.end()};
}

[[noreturn]] void pagedFillOutOfRange(const std::string& what, double value, std::uint64_t bound,
                                      const char* meaning) {
  throw Error(ErrorKind::InvalidArgument,
              fmt::format("paged_fill_cache: {} is {}, outside [0, {}) ({})", what, value, bound,
                          meaning),
              {Error::str("op", "paged_fill_cache")});
}

KernelStatus pagedFillKernel(const std::shared_ptr<PagedFillPlan>& p, KernelContext& ctx) {
  const std::uint32_t core = ctx.coreIndex();
  const auto& units = p->work[core];
  std::uint64_t& done = p->done[core];
  if (done >= units.size()) return KernelStatus::Done;
  auto& tile_cb = ctx.cb(0);
  auto& table_cb = ctx.cb(1);
  if (!tile_cb.hasSpace(1) || !table_cb.hasSpace(1)) return KernelStatus::Blocked;
  const std::uint64_t unit = units[done];
  const std::uint64_t heads = p->input_shape[1];
  const std::uint64_t n = unit / (heads * p->seq_rows);
  const std::uint64_t h = unit / p->seq_rows % heads, row = unit % p->seq_rows;
  std::uint64_t user = 0;
  if (p->batch) {
    auto& batch_cb = ctx.cb(2);
    if (!batch_cb.hasSpace(1)) return KernelStatus::Blocked;
    const std::vector<double> users =
        readIndexPage(ctx, batch_cb, *p->batch, 0, p->input_shape[0], p->batch_dtype);
    const double b = users.at(n);
    if (std::count(users.begin(), users.end(), b) > 1)
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("paged_fill_cache: batch_idx names user {} for more than one input "
                              "row; each row fills its own user", b),
                  {Error::str("op", "paged_fill_cache")});
    if (!(b >= 0) || b >= double(p->table_shape[0]))
      pagedFillOutOfRange(fmt::format("batch_idx[{}]", n), b, p->table_shape[0], "the page table's users");
    user = static_cast<std::uint64_t>(b);
  }
  const std::uint64_t logical = row / p->block_rows;
  const std::vector<double> entries =
      readIndexPage(ctx, table_cb, *p->table, user, p->table_shape[1], p->table_dtype);
  // The blocks this fill writes must be distinct: two logical blocks in one physical block
  // would race (which lands last depends on the cores' order).
  const std::uint64_t used = ceilDiv(p->seq_rows, p->block_rows);
  for (std::uint64_t a = 0; a < used; ++a)
    for (std::uint64_t b = a + 1; b < used; ++b)
      if (entries[a] == entries[b])
        throw Error(ErrorKind::InvalidArgument,
                    fmt::format("paged_fill_cache: page_table[{}] maps logical blocks {} and {} both "
                                "to physical block {}; a fill writes each block once",
                                user, a, b, entries[a]),
                    {Error::str("op", "paged_fill_cache")});
  const double physical = entries.at(logical);
  if (!(physical >= 0) || physical >= double(p->cache_shape[0]))
    pagedFillOutOfRange(fmt::format("page_table[{}][{}]", user, logical), physical,
                        p->cache_shape[0], "the cache's physical blocks");
  const std::uint64_t src = ((n * heads + h) * p->seq_rows + row) * p->wt;
  const std::uint64_t dst =
      ((static_cast<std::uint64_t>(physical) * heads + h) * p->block_rows + row % p->block_rows) * p->wt;
  std::vector<std::byte> tile(p->tile_bytes);
  for (std::uint64_t col = 0; col < p->wt; ++col) {
    p->input->readPage(src + col, tile);
    throughCb(ctx, tile_cb, tile);
    p->cache->writePage(dst + col, tile);
  }
  ++done;
  return KernelStatus::Progress;
}

runtime::Program buildPagedFill(const ProgramDesc& d, const DeviceContext& ctx) {
  const ArchDesc& arch = ctx.arch();
  const TensorDesc& c = d.output->desc;
  const TensorDesc& x = d.inputs[0]->desc;
  const TensorDesc& pt = d.inputs[1]->desc;
  auto p = std::make_shared<PagedFillPlan>();
  p->cache_shape = c.shape;
  p->input_shape = x.shape;
  p->table_shape = pt.shape;
  p->dtype = c.dtype;
  p->table_dtype = pt.dtype;
  p->wt = c.tileCols(arch);
  p->block_rows = c.shape[2] / arch.tile_height;
  p->seq_rows = ceilDiv(x.shape[2], arch.tile_height);
  p->tile_bytes = static_cast<std::uint32_t>(device::tileBytes(c.dtype));
  p->cache = ctx.tensor(*d.output).bufferPtr();
  p->input = ctx.tensor(*d.inputs[0]).bufferPtr();
  p->table = ctx.tensor(*d.inputs[1]).bufferPtr();
  if (d.num_inputs == 3) {
    p->batch = ctx.tensor(*d.inputs[2]).bufferPtr();
    p->batch_dtype = d.inputs[2]->desc.dtype;
  }
  p->work.assign(d.num_cores, {});
  p->done.assign(d.num_cores, 0);
  const device::CoreRangeSet cores = detail::splitIntoContiguousRuns(
      x.shape[0] * x.shape[1] * p->seq_rows, d.num_cores, arch,
      [&](std::uint32_t k, std::uint64_t begin, std::uint64_t end) {
        for (std::uint64_t u = begin; u < end; ++u) p->work[k].push_back(u);
      });
  runtime::Program program(arch, d.name);
  for (int i = 0; i < d.num_cbs; ++i) {
    const CbDesc& cb = d.cbs[static_cast<std::size_t>(i)];
    runtime::CircularBufferConfig config = detail::circularBufferConfig(
        cb, cores, cb.index == 0 ? x.dtype : d.inputs[cb.index]->desc.dtype);
    config.tiled = cb.index == 0;  // the tables are row-major pages
    program.addCircularBuffer(config);
  }
  program.addKernel("paged_fill_cache.kernel", cores,
                    [p](KernelContext& k) { return pagedFillKernel(p, k); });
  return program;
}

// ---- paged_update_cache ---------------------------------------------------------------

struct PagedUpdatePlan {
  Shape cache_shape, input_shape;
  DataType cache_dtype{}, input_dtype{}, index_dtype{}, table_dtype{};
  std::uint64_t wt = 0, per_seq = 0;
  std::uint32_t tile_h = 32;
  std::shared_ptr<runtime::Buffer> cache, index, table;
  std::vector<std::uint8_t> done;
};

// Where user u writes: (cache batch or physical block, row), or nothing (-1 skips it).
// Every core resolves every user, so two users racing for one tile row are refused alike.
std::vector<std::optional<std::pair<std::uint64_t, std::uint64_t>>> pagedUpdateTargets(
    const PagedUpdatePlan& p, const std::vector<double>& index,
    const std::vector<std::vector<double>>& table) {
  const std::uint64_t users = p.input_shape[1], block = p.cache_shape[2];
  const std::uint64_t positions = p.table ? block * p.per_seq : block;
  auto refuse = [](const std::string& message) {
    throw Error(ErrorKind::InvalidArgument, "paged_update_cache: " + message,
                {Error::str("op", "paged_update_cache")});
  };
  std::vector<std::optional<std::pair<std::uint64_t, std::uint64_t>>> targets(users);
  for (std::uint64_t u = 0; u < users; ++u) {
    const double i = index[u];
    if (i == -1 || (p.index_dtype == DataType::UInt32 && i == 4294967295.0)) continue;
    if (!(i >= 0) || i >= double(positions))
      refuse(fmt::format("update_index[{}] is {}, outside [0, {}) (the user's positions; -1 skips)",
                         u, i, positions));
    const auto pos = static_cast<std::uint64_t>(i);
    std::pair<std::uint64_t, std::uint64_t> t{u, pos};
    if (p.table) {
      const double physical = table[u].at(pos / block);
      if (!(physical >= 0) || physical >= double(p.cache_shape[0]))
        refuse(fmt::format("page_table[{}][{}] is {}, outside [0, {}) (the cache's physical blocks)",
                           u, pos / block, physical, p.cache_shape[0]));
      t = {static_cast<std::uint64_t>(physical), pos % block};
    }
    for (std::uint64_t v = 0; v < u; ++v)
      if (targets[v] && targets[v]->first == t.first && targets[v]->second / p.tile_h == t.second / p.tile_h)
        refuse(fmt::format("user {} writes a cache tile row another user writes too; their "
                           "updates would race", u));
    targets[u] = t;
  }
  return targets;
}

KernelStatus pagedUpdateKernel(const std::shared_ptr<PagedUpdatePlan>& p, KernelContext& ctx) {
  const std::uint32_t u = ctx.coreIndex();
  if (p->done[u]) return KernelStatus::Done;
  auto& cache_cb = ctx.cb(0);
  auto& input_cb = ctx.cb(1);
  auto& index_cb = ctx.cb(2);
  auto& out_cb = ctx.cb(ops::detail::kFirstOutputCb);
  if (!cache_cb.hasSpace(1) || !index_cb.hasSpace(1) || !out_cb.hasSpace(1)) return KernelStatus::Blocked;
  const std::uint64_t users = p->input_shape[1];
  const std::vector<double> index = readIndexPage(ctx, index_cb, *p->index, 0, users, p->index_dtype);
  std::vector<std::vector<double>> table;
  if (p->table) {
    auto& table_cb = ctx.cb(3);
    if (!table_cb.hasSpace(1)) return KernelStatus::Blocked;
    for (std::uint64_t v = 0; v < users; ++v)
      table.push_back(readIndexPage(ctx, table_cb, *p->table, v, p->per_seq, p->table_dtype));
  }
  const auto target = pagedUpdateTargets(*p, index, table)[u];
  p->done[u] = 1;
  if (!target) return KernelStatus::Done;
  // The user's shard is already in CB 1 (backed by it): one tile row of Wt tiles.
  input_cb.pushBack(input_cb.numPages());
  std::vector<float> shard(runtime::kTileElements * p->wt);
  std::vector<std::byte> in_bytes(device::tileBytes(p->input_dtype));
  for (std::uint64_t col = 0; col < p->wt; ++col) {
    ctx.readL1(input_cb.readAddress(), in_bytes);
    input_cb.popFront();
    runtime::decodeElements(p->input_dtype, in_bytes,
                            std::span<float>(shard.data() + col * runtime::kTileElements, runtime::kTileElements));
  }
  const auto [slot, row] = *target;
  const std::uint64_t heads = p->cache_shape[1];
  const std::uint64_t rows = ceilDiv(p->cache_shape[2], p->tile_h);
  const auto r = static_cast<std::uint32_t>(row % p->tile_h);
  std::vector<std::byte> bytes(device::tileBytes(p->cache_dtype));
  std::vector<float> tile(runtime::kTileElements);
  for (std::uint64_t h = 0; h < heads; ++h) {
    const std::uint64_t first = ((slot * heads + h) * rows + row / p->tile_h) * p->wt;
    for (std::uint64_t col = 0; col < p->wt; ++col) {
      p->cache->readPage(first + col, bytes);
      throughCb(ctx, cache_cb, bytes);
      runtime::decodeElements(p->cache_dtype, bytes, tile);
      for (std::uint32_t c = 0; c < p->tile_h; ++c)
        tile[runtime::tileOffset(r, c)] =
            shard[col * runtime::kTileElements + runtime::tileOffset(static_cast<std::uint32_t>(h), c)];
      runtime::encodeElements(p->cache_dtype, tile, bytes);
      throughCb(ctx, out_cb, bytes);
      p->cache->writePage(first + col, bytes);
    }
  }
  return KernelStatus::Done;
}

runtime::Program buildPagedUpdate(const ProgramDesc& d, const DeviceContext& ctx) {
  const ArchDesc& arch = ctx.arch();
  const TensorDesc& c = d.output->desc;
  const TensorDesc& x = d.inputs[0]->desc;
  auto p = std::make_shared<PagedUpdatePlan>();
  p->cache_shape = c.shape;
  p->input_shape = x.shape;
  p->cache_dtype = c.dtype;
  p->input_dtype = x.dtype;
  p->index_dtype = d.inputs[1]->desc.dtype;
  p->wt = c.tileCols(arch);
  p->tile_h = arch.tile_height;
  p->cache = ctx.tensor(*d.output).bufferPtr();
  p->index = ctx.tensor(*d.inputs[1]).bufferPtr();
  if (d.num_inputs == 3) {
    p->table = ctx.tensor(*d.inputs[2]).bufferPtr();
    p->table_dtype = d.inputs[2]->desc.dtype;
    p->per_seq = d.inputs[2]->desc.shape[1];
  }
  p->done.assign(d.num_cores, 0);
  // One user per core of the input's shard grid, in the grid's row-major order.
  const device::CoreRangeSet cores(x.memory.shard_spec->grid);
  runtime::Program program(arch, d.name);
  for (int i = 0; i < d.num_cbs; ++i) {
    const CbDesc& cb = d.cbs[static_cast<std::size_t>(i)];
    const DataType format = cb.index == 1 ? x.dtype
                            : cb.index == 2 ? p->index_dtype
                            : cb.index == 3 ? p->table_dtype
                            : cb.index == 0 || cb.index == ops::detail::kFirstOutputCb
                                ? c.dtype
                                : (cb.page_size == device::tileBytes(DataType::Float32)
                                       ? DataType::Float32
                                       : DataType::BFloat16);
    runtime::CircularBufferConfig config = detail::circularBufferConfig(cb, cores, format);
    config.tiled = cb.index != 3;
    if (cb.backed()) {
      config.backing_buffer = ctx.tensor(*d.inputs[0]).bufferPtr();
      config.num_pages = static_cast<std::uint32_t>(p->wt);
    }
    program.addCircularBuffer(config);
  }
  program.addKernel("paged_update_cache.kernel", cores,
                    [p](KernelContext& k) { return pagedUpdateKernel(p, k); });
  return program;
}

}  // namespace

runtime::Program buildKvCacheProgram(const ProgramDesc& d, const DeviceContext& ctx) {
  switch (static_cast<CacheCode>(d.code)) {
    case CacheCode::Fill: return buildFill(d, ctx);
    case CacheCode::Update: return buildUpdate(d, ctx);
    case CacheCode::PagedFill: return buildPagedFill(d, ctx);
    case CacheCode::PagedUpdate: return buildPagedUpdate(d, ctx);
  }
  throw Error(ErrorKind::Internal, fmt::format("kv-cache program '{}': unknown code {}", d.name, d.code));
}

}  // namespace strata::ops_device
