// KV-cache ops: ttnn.fill_cache and ttnn.update_cache, written once against
// the op context. Each enqueues one ComputeKind::KvCache program whose output is the
// cache itself (no allocation); kernels in lib/ops_device/kv_cache/kernels_kv_cache.cpp.
//
// Circular buffers follow tt-metal's kv_cache program factories (interleaved input):
// - fill_cache: CB 0, two input tiles (reader -> writer, whole tiles copied);
// - update_cache, with Wt = D / 32 tiles per row, g = min(2, B) users per step and U the
//   input's padded user rows: CB 0 2*g*Wt cache tiles, CB 1 2*Wt input tiles, CB 24
//   (tt-metal's c_24 and c_25 share it) and CB 26 2*g*Wt intermediate tiles each (f32
//   when cache or input is f32, else bf16), CB 16 U*Wt cache tiles (a whole head's
//   tiles, as tt-metal buffers them).
// Work: one unit per tile row of the input per head, split over up to every worker core.

#include "strata/ops/kv_cache.hpp"

#include "../program_util.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <utility>
#include <vector>

namespace strata::ops {

namespace {

using detail::bad;

bool isFloat(DataType t) { return t == DataType::BFloat16 || t == DataType::Float32; }

// What both ops ask of the cache and the input (tt-metal's kv_cache validation).
void checkCacheAndInput(const char* op, const TensorRef& cache, const TensorRef& input,
                        bool batched_input = false) {
  const TensorDesc& c = cache.desc;
  const TensorDesc& x = input.desc;
  if (c.shape.rank != 4 || x.shape.rank != 4)
    bad(op, fmt::format("the cache is {} and the input {}; both must be rank 4 (cache [B, H, S, "
                        "D], input [1, H, rows, D])",
                        c.shape.toString(), x.shape.toString()));
  if (c.layout != Layout::Tile || x.layout != Layout::Tile)
    bad(op, fmt::format("the cache is {} and the input {}; both must be tile layout",
                        c.toString(), x.toString()));
  if (!isFloat(c.dtype) || !isFloat(x.dtype))
    bad(op, fmt::format("the cache is {} and the input {}; caches and inputs are bf16 or f32",
                        device::dataTypeName(c.dtype), device::dataTypeName(x.dtype)));
  if (c.memory.isSharded() || x.memory.isSharded())
    bad(op, fmt::format("the cache is {} and the input {}; this op takes interleaved tensors "
                        "(dram or l1)",
                        memoryLayoutName(c.memory.memory_layout),
                        memoryLayoutName(x.memory.memory_layout)));
  if (x.shape[0] != 1 && !batched_input)
    bad(op, fmt::format("the input {} has {} in dim 0; it must be 1", x.shape.toString(), x.shape[0]));
  if (x.shape[1] != c.shape[1])
    bad(op, fmt::format("the input {} has {} heads but the cache {} has {}", x.shape.toString(),
                        x.shape[1], c.shape.toString(), c.shape[1]));
  if (x.shape[3] != c.shape[3])
    bad(op, fmt::format("the input {} has width {} but the cache {} has {}; they must be equal",
                        x.shape.toString(), x.shape[3], c.shape.toString(), c.shape[3]));
}

ProgramDesc cacheProgram(const char* name, CacheCode code, const TensorRef& cache, double batch_offset) {
  ProgramDesc p;
  p.name = name;
  p.kind = ComputeKind::KvCache;
  p.code = static_cast<std::uint8_t>(code);
  p.params[0] = batch_offset;
  p.inputs[0] = &cache;
  p.output = &cache;
  return p;
}

std::uint32_t coresFor(std::uint64_t units, const ArchDesc& arch) {
  return static_cast<std::uint32_t>(std::min<std::uint64_t>(units, arch.numWorkerCores()));
}

}  // namespace

TensorRef fillCache(OpContext& ctx, const TensorRef& cache, const TensorRef& input,
                    std::int64_t batch_offset) {
  OpScope scope(ctx, "fill_cache");
  checkCacheAndInput("fill_cache", cache, input);
  const TensorDesc& c = cache.desc;
  const TensorDesc& x = input.desc;
  if (x.dtype != c.dtype)
    bad("fill_cache", fmt::format("the input is {} but the cache {}; fill_cache copies tiles, so "
                                  "both need one dtype (typecast the input)",
                                  device::dataTypeName(x.dtype), device::dataTypeName(c.dtype)));
  if (batch_offset < 0 || batch_offset >= c.shape[0])
    bad("fill_cache", fmt::format("batch_offset {} is outside the cache's {} users [0, {})",
                                  batch_offset, c.shape[0], c.shape[0]));
  const ArchDesc& arch = ctx.arch();
  const std::uint64_t in_rows = ceilDiv(x.shape[2], arch.tile_height);
  const std::uint64_t cache_rows = ceilDiv(c.shape[2], arch.tile_height);
  if (in_rows > cache_rows)
    bad("fill_cache", fmt::format("the input has {} rows ({} tile rows) but the cache {} only {} "
                                  "({} tile rows); the input must fit the cache's sequence",
                                  x.shape[2], in_rows, c.shape.toString(), c.shape[2], cache_rows));
  ProgramDesc p = cacheProgram("fill_cache", CacheCode::Fill, cache, double(batch_offset));
  p.inputs[1] = &input;
  p.num_inputs = 2;
  p.addCb({0, device::tileBytes(x.dtype), detail::kPagesPerCb, -1});
  p.num_cores = coresFor(x.shape[1] * in_rows, arch);
  ctx.enqueue(p);
  return cache;
}

TensorRef updateCache(OpContext& ctx, const TensorRef& cache, const TensorRef& input,
                      const TensorRef& update_index, std::int64_t batch_offset) {
  OpScope scope(ctx, "update_cache");
  checkCacheAndInput("update_cache", cache, input);
  const TensorDesc& c = cache.desc;
  const TensorDesc& x = input.desc;
  const TensorDesc& ix = update_index.desc;
  if ((ix.dtype != DataType::Int32 && ix.dtype != DataType::UInt32) || ix.shape.volume() != 1)
    bad("update_cache", fmt::format("update_index is {}; it must be one int32 or uint32 element",
                                    ix.toString()));
  const std::uint32_t users = c.shape[0];
  if (batch_offset < 0)
    bad("update_cache", fmt::format("batch_offset {} is negative", batch_offset));
  // tt-metal: a batch offset only for fewer than 32 users, inside one tile row.
  if (users < 32 && batch_offset + users > 32)
    bad("update_cache", fmt::format("batch_offset {} + {} users exceeds the 32 rows of a tile; "
                                    "users must fit one tile row of the input",
                                    batch_offset, users));
  if (users >= 32 && batch_offset != 0)
    bad("update_cache", fmt::format("batch_offset {} with {} users; with 32 or more users the "
                                    "offset must be 0", batch_offset, users));
  if (batch_offset + users > x.shape[2])
    bad("update_cache", fmt::format("the input {} has {} user rows but users {}..{} are read "
                                    "(batch_offset {} + {} users)",
                                    x.shape.toString(), x.shape[2], batch_offset,
                                    batch_offset + users - 1, batch_offset, users));
  const ArchDesc& arch = ctx.arch();
  const std::uint32_t wt = static_cast<std::uint32_t>(c.tileCols(arch));
  const std::uint32_t granularity = std::min<std::uint32_t>(2, users);
  const std::uint64_t user_rows = ceilDiv(x.shape[2], arch.tile_height) * arch.tile_height;
  const DataType interm = c.dtype == DataType::Float32 || x.dtype == DataType::Float32
                              ? DataType::Float32
                              : DataType::BFloat16;
  ProgramDesc p = cacheProgram("update_cache", CacheCode::Update, cache, double(batch_offset));
  p.inputs[1] = &input;
  p.inputs[2] = &update_index;
  p.num_inputs = 3;
  p.addCb({0, device::tileBytes(c.dtype), 2 * granularity * wt, -1});
  p.addCb({1, device::tileBytes(x.dtype), 2 * wt, -1});
  p.addCb({24, device::tileBytes(interm), 2 * granularity * wt, -1});
  p.addCb({26, device::tileBytes(interm), 2 * granularity * wt, -1});
  p.addCb({detail::kFirstOutputCb, device::tileBytes(c.dtype),
           static_cast<std::uint32_t>(user_rows * wt), -1});
  p.num_cores = coresFor(x.shape[1] * (user_rows / arch.tile_height), arch);
  ctx.enqueue(p);
  return cache;
}

TensorRef pagedFillCache(OpContext& ctx, const TensorRef& cache, const TensorRef& input,
                         const TensorRef& page_table, const TensorRef* batch_idx) {
  const char* op = "paged_fill_cache";
  OpScope scope(ctx, op);
  checkCacheAndInput(op, cache, input, /*batched_input=*/true);
  const TensorDesc& c = cache.desc;
  const TensorDesc& x = input.desc;
  const TensorDesc& pt = page_table.desc;
  const ArchDesc& arch = ctx.arch();
  if (x.dtype != c.dtype)
    bad(op, fmt::format("the input is {} but the cache {}; the fill copies tiles, so both need "
                        "one dtype (typecast the input)",
                        device::dataTypeName(x.dtype), device::dataTypeName(c.dtype)));
  if (c.shape[2] % arch.tile_height != 0)
    bad(op, fmt::format("the cache {} has blocks of {} rows; a block must be whole tile rows "
                        "(a multiple of {})", c.shape.toString(), c.shape[2], arch.tile_height));
  auto isIndex = [](const TensorDesc& d) {
    return (d.dtype == DataType::Int32 || d.dtype == DataType::UInt32) &&
           d.layout == Layout::RowMajor && !d.memory.isSharded();
  };
  if (!isIndex(pt) || pt.shape.rank != 2)
    bad(op, fmt::format("the page_table is {}; it must be [users, blocks_per_seq] of int32 or "
                        "uint32, row-major, interleaved", pt.toString()));
  // tt-metal reads one page-table row into a CB page of the buffer's aligned page size,
  // which its reader needs to be a multiple of 32 B.
  const std::uint64_t pt_page =
      alignUp(pt.pageSize(arch), pt.memory.isL1() ? arch.l1_alignment : arch.dram_alignment);
  if (pt_page % 32 != 0)
    bad(op, fmt::format("a page_table row is {} B in {} ({} entries); tt-metal's reader needs "
                        "a multiple of 32 B: use 8 or more entries per row or a DRAM page table",
                        pt_page, pt.memory.isL1() ? "L1" : "DRAM", pt.shape[1]));
  const std::uint64_t block_rows = c.shape[2] / arch.tile_height;
  const std::uint64_t seq_rows = ceilDiv(x.shape[2], arch.tile_height);
  if (seq_rows > pt.shape[1] * block_rows)
    bad(op, fmt::format("the input's {} positions need {} blocks of {} but the page_table maps "
                        "{} per user", x.shape[2], ceilDiv(seq_rows, block_rows), c.shape[2],
                        pt.shape[1]));
  if (batch_idx) {
    if (!isIndex(batch_idx->desc) || batch_idx->desc.shape.volume() != x.shape[0])
      bad(op, fmt::format("batch_idx is {}; it must hold one int32 or uint32 user per input row "
                          "({}), row-major, interleaved",
                          batch_idx->desc.toString(), x.shape[0]));
  } else if (x.shape[0] != 1) {
    bad(op, fmt::format("the input {} has {} rows in dim 0; without a batch_idx tensor it must be "
                        "1 (pass one user index per row)", x.shape.toString(), x.shape[0]));
  }
  ProgramDesc p = cacheProgram(op, CacheCode::PagedFill, cache, 0);
  // The cache is the program's output; its inputs are input, page_table[, batch_idx].
  p.inputs[0] = &input;
  p.inputs[1] = &page_table;
  p.num_inputs = 2;
  const std::uint32_t wt = static_cast<std::uint32_t>(c.tileCols(arch));
  p.addCb({0, device::tileBytes(x.dtype), 2 * wt, -1});
  p.addCb({1, static_cast<std::uint32_t>(pt_page), 1, -1});
  if (batch_idx) {
    p.inputs[2] = batch_idx;
    p.num_inputs = 3;
    // tt-metal: every entry (element size each) in one buffer; one L1-aligned page here.
    p.addCb({2, static_cast<std::uint32_t>(alignUp(4 * x.shape[0], arch.l1_alignment)), 1, -1});
  }
  p.num_cores = coresFor(x.shape[0] * x.shape[1] * seq_rows, arch);
  ctx.enqueue(p);
  return cache;
}

// ---- paged_update_cache ---------------------------------------------------------------
// tt-metal's paged_update_cache factory runs one user per core on the input's height-shard
// grid. Wt = D / 32, U users: CB 0 2*Wt cache tiles, CB 1 the input's shard (backed: no
// CB-region bytes), CB 24 (c_24 / c_25) and CB 26 2*Wt intermediate tiles each (f32 when
// cache or input is f32, else bf16, as update_cache), CB 16 U*Wt cache tiles, CB 2 one tile
// of the index dtype, CB 3 (paged) one page-table row of entries x 4 B.

namespace {

constexpr const char* kPagedUpdate = "paged_update_cache";

[[noreturn]] void badUpdate(const std::string& message) { bad(kPagedUpdate, message); }

bool isIndexTable(const TensorDesc& d) {
  return (d.dtype == DataType::Int32 || d.dtype == DataType::UInt32) &&
         d.layout == Layout::RowMajor && !d.memory.isSharded();
}

}  // namespace

TensorRef pagedUpdateCache(OpContext& ctx, const TensorRef& cache, const TensorRef& input,
                           const TensorRef& update_index, const TensorRef* page_table,
                           bool share_cache) {
  OpScope scope(ctx, kPagedUpdate);
  const ArchDesc& arch = ctx.arch();
  const TensorDesc& c = cache.desc;
  const TensorDesc& x = input.desc;
  if (c.shape.rank != 4 || x.shape.rank != 4)
    badUpdate(fmt::format("the cache is {} and the input {}; both must be rank 4 (cache [B, H, S, D], "
                    "input [1, users, heads, D])", c.shape.toString(), x.shape.toString()));
  if (c.layout != Layout::Tile || x.layout != Layout::Tile)
    badUpdate(fmt::format("the cache is {} and the input {}; both must be tile layout", c.toString(),
                    x.toString()));
  if (!isFloat(c.dtype) || !isFloat(x.dtype))
    badUpdate(fmt::format("the cache is {} and the input {}; caches and inputs are bf16 or f32",
                    device::dataTypeName(c.dtype), device::dataTypeName(x.dtype)));
  if (c.memory.isSharded())
    badUpdate(fmt::format("the cache is {}; it must be interleaved (dram or l1)",
                    memoryLayoutName(c.memory.memory_layout)));
  const std::uint32_t users = x.shape[1], heads = c.shape[1];
  if (x.shape[0] != 1 || x.shape[3] != c.shape[3] || x.shape[2] < heads || x.shape[2] > arch.tile_height)
    badUpdate(fmt::format("the input {} must be [1, users, R, {}] with the cache's {} heads in R rows "
                    "({} <= R <= {})", x.shape.toString(), c.shape[3], heads, heads, arch.tile_height));
  // tt-metal runs one user per core of the input's shard grid, its shard in place.
  if (x.memory.memory_layout != MemoryLayout::HeightSharded || !x.memory.shard_spec ||
      x.memory.shard_spec->grid.numCores() != users || x.shardRows(arch) != arch.tile_height)
    badUpdate(fmt::format("the input is {}; tt-metal's paged_update_cache reads it height-sharded, one "
                    "user's tile row per core ({} cores, e.g. l1-height:{}x1)",
                    x.toString(), users, users));
  const TensorDesc& ix = update_index.desc;
  if (!isIndexTable(ix) || ix.shape.volume() != users)
    badUpdate(fmt::format("update_index is {}; it must hold one int32 or uint32 position per user ({}), "
                    "row-major, interleaved", ix.toString(), users));
  if (share_cache)
    badUpdate("share_cache is not modelled: every user would rewrite the same cache tiles, which "
        "tt-metal serializes with semaphores; give each user its own cache batch");
  if (page_table) {
    const TensorDesc& pt = page_table->desc;
    if (!isIndexTable(pt) || pt.shape.rank != 2 || pt.shape[0] != users)
      badUpdate(fmt::format("the page_table is {}; it must be [{} users, blocks_per_seq] of int32 or "
                      "uint32, row-major, interleaved", pt.toString(), users));
    if (c.shape[2] % arch.tile_height != 0)
      badUpdate(fmt::format("the cache {} has blocks of {} rows; a block must be whole tile rows",
                      c.shape.toString(), c.shape[2]));
  } else if (c.shape[0] < users) {
    badUpdate(fmt::format("the cache {} holds {} users but the input {}; without a page table every "
                    "user needs its own cache batch", c.shape.toString(), c.shape[0], users));
  }
  const std::uint32_t wt = static_cast<std::uint32_t>(c.tileCols(arch));
  const DataType interm = c.dtype == DataType::Float32 || x.dtype == DataType::Float32
                              ? DataType::Float32
                              : DataType::BFloat16;
  ProgramDesc p;
  p.name = kPagedUpdate;
  p.kind = ComputeKind::KvCache;
  p.code = static_cast<std::uint8_t>(CacheCode::PagedUpdate);
  p.output = &cache;
  p.inputs[0] = &input;
  p.inputs[1] = &update_index;
  p.num_inputs = 2;
  p.addCb({0, device::tileBytes(c.dtype), 2 * wt, -1});
  p.addCb({1, device::tileBytes(x.dtype), wt, 0});  // the input's shard, read in place
  p.addCb({24, device::tileBytes(interm), 2 * wt, -1});
  p.addCb({26, device::tileBytes(interm), 2 * wt, -1});
  p.addCb({detail::kFirstOutputCb, device::tileBytes(c.dtype), users * wt, -1});
  p.addCb({2, device::tileBytes(ix.dtype), 1, -1});
  if (page_table) {
    p.inputs[2] = page_table;
    p.num_inputs = 3;
    p.addCb({3, 4 * page_table->desc.shape[1], 1, -1});
  }
  p.num_cores = users;
  p.on_shard_grid = true;
  ctx.enqueue(p);
  return cache;
}

// ---- host references -------------------------------------------------------------

namespace {

// The value a cache of `dtype` stores for `v` (bf16: round to nearest even).
double storedAs(DataType dtype, double v) {
  const float f = static_cast<float>(v);
  if (dtype != DataType::BFloat16 || !std::isfinite(f)) return f;
  std::uint32_t bits;
  std::memcpy(&bits, &f, sizeof bits);
  bits += 0x7fffu + ((bits >> 16) & 1u);
  bits &= 0xffff0000u;
  float r;
  std::memcpy(&r, &bits, sizeof r);
  return r;
}

std::uint64_t at4(const Shape& s, std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d) {
  return ((a * s[1] + b) * s[2] + c) * s[3] + d;
}

}  // namespace

HostTensor refFillCache(const HostTensor& cache, const HostTensor& input, std::int64_t batch_offset) {
  HostTensor r = cache;
  const Shape& cs = cache.shape;
  const Shape& is = input.shape;
  // Whole tiles: rows past the input's end up to its tile boundary get its padding (0).
  const std::uint64_t rows = std::min<std::uint64_t>(cs[2], (is[2] + 31) / 32 * 32);
  const auto b = static_cast<std::uint64_t>(batch_offset);
  for (std::uint64_t h = 0; h < cs[1]; ++h)
    for (std::uint64_t s = 0; s < rows; ++s)
      for (std::uint64_t d = 0; d < cs[3]; ++d)
        r.data[at4(cs, b, h, s, d)] =
            s < is[2] ? storedAs(cache.dtype, input.data[at4(is, 0, h, s, d)]) : 0.0;
  return r;
}

HostTensor refUpdateCache(const HostTensor& cache, const HostTensor& input,
                          const HostTensor& update_index, std::int64_t batch_offset) {
  HostTensor r = cache;
  const Shape& cs = cache.shape;
  const Shape& is = input.shape;
  const double index = update_index.data.at(0);
  if (!(index >= 0) || index != std::floor(index) || index >= double(cs[2]))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("update_cache: update_index {} is outside the cache's sequence [0, {})",
                            index, cs[2]),
                {Error::str("op", "update_cache")});
  const auto s = static_cast<std::uint64_t>(index);
  for (std::uint64_t b = 0; b < cs[0]; ++b)
    for (std::uint64_t h = 0; h < cs[1]; ++h)
      for (std::uint64_t d = 0; d < cs[3]; ++d)
        r.data[at4(cs, b, h, s, d)] =
            storedAs(cache.dtype, input.data[at4(is, 0, h, static_cast<std::uint64_t>(batch_offset) + b, d)]);
  return r;
}

HostTensor refPagedFillCache(const HostTensor& cache, const HostTensor& input,
                             const HostTensor& page_table, const HostTensor* batch_idx) {
  HostTensor r = cache;
  const Shape& cs = cache.shape;
  const Shape& is = input.shape;
  const std::uint64_t block = cs[2], users = page_table.shape[0], per_seq = page_table.shape[1];
  auto checked = [](double v, std::uint64_t bound, const std::string& what) {
    if (!(v >= 0) || v != std::floor(v) || v >= double(bound))
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("paged_fill_cache: {} is {}, outside [0, {})", what, v, bound),
                  {Error::str("op", "paged_fill_cache")});
    return static_cast<std::uint64_t>(v);
  };
  auto refuse = [](const std::string& message) {
    throw Error(ErrorKind::InvalidArgument, "paged_fill_cache: " + message,
                {Error::str("op", "paged_fill_cache")});
  };
  // Whole tiles: positions past the input's end up to its tile boundary get its padding (0).
  const std::uint64_t rows = (is[2] + 31) / 32 * 32;
  const std::uint64_t used = (rows + block - 1) / block;
  for (std::uint64_t n = 0; n < is[0]; ++n) {
    const std::uint64_t user =
        batch_idx ? checked(batch_idx->data[n], users, fmt::format("batch_idx[{}]", n)) : 0;
    if (batch_idx && std::count(batch_idx->data.begin(), batch_idx->data.end(), double(user)) > 1)
      refuse(fmt::format("batch_idx names user {} for more than one input row", user));
    for (std::uint64_t a = 0; a < used; ++a)
      for (std::uint64_t b = a + 1; b < used; ++b)
        if (page_table.data[user * per_seq + a] == page_table.data[user * per_seq + b])
          refuse(fmt::format("page_table[{}] maps logical blocks {} and {} to one physical block",
                             user, a, b));
    for (std::uint64_t s = 0; s < rows; ++s) {
      const std::uint64_t logical = s / block;
      const std::uint64_t physical =
          checked(page_table.data[user * per_seq + logical], cs[0],
                  fmt::format("page_table[{}][{}]", user, logical));
      for (std::uint64_t h = 0; h < cs[1]; ++h)
        for (std::uint64_t d = 0; d < cs[3]; ++d)
          r.data[at4(cs, physical, h, s % block, d)] = s < is[2] ? input.data[at4(is, n, h, s, d)] : 0.0;
    }
  }
  return r;
}

HostTensor refPagedUpdateCache(const HostTensor& cache, const HostTensor& input,
                               const HostTensor& update_index, const HostTensor* page_table) {
  HostTensor r = cache;
  const Shape& cs = cache.shape;
  const Shape& is = input.shape;
  const std::uint64_t users = is[1];
  const std::uint64_t positions =
      page_table ? std::uint64_t{cs[2]} * page_table->shape[1] : std::uint64_t{cs[2]};
  auto refuse = [](const std::string& message) { badUpdate(message); };
  // (block or batch, tile row) of every user that writes, to refuse two users racing for
  // one cache tile row.
  std::vector<std::pair<std::uint64_t, std::uint64_t>> targets;
  for (std::uint64_t u = 0; u < users; ++u) {
    const double index = update_index.data[u];
    // tt-metal: -1 (as uint32, 2^32 - 1) skips the user.
    if (index == -1 || (update_index.dtype == DataType::UInt32 && index == 4294967295.0)) continue;
    if (!(index >= 0) || index != std::floor(index) || index >= double(positions))
      refuse(fmt::format("update_index[{}] is {}, outside [0, {}) (the user's positions; -1 skips)",
                         u, index, positions));
    const auto pos = static_cast<std::uint64_t>(index);
    std::uint64_t slot = u, row = pos;
    if (page_table) {
      const std::uint64_t logical = pos / cs[2];
      const double physical = page_table->data[u * page_table->shape[1] + logical];
      if (!(physical >= 0) || physical >= double(cs[0]))
        refuse(fmt::format("page_table[{}][{}] is {}, outside [0, {}) (the cache's physical blocks)",
                           u, logical, physical, cs[0]));
      slot = static_cast<std::uint64_t>(physical);
      row = pos % cs[2];
    }
    const std::pair<std::uint64_t, std::uint64_t> target{slot, row / 32};
    if (std::find(targets.begin(), targets.end(), target) != targets.end())
      refuse(fmt::format("user {} writes a cache tile row another user writes too; their updates "
                         "would race", u));
    targets.push_back(target);
    for (std::uint64_t h = 0; h < cs[1]; ++h)
      for (std::uint64_t d = 0; d < cs[3]; ++d) {
        const double v = input.data[at4(is, 0, u, h, d)];
        r.data[at4(cs, slot, h, row, d)] = storedAs(cache.dtype, v);
      }
  }
  return r;
}

}  // namespace strata::ops
