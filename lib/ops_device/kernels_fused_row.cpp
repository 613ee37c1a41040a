// The device program of the fused row ops (lib/ops/fused_norm.cpp): softmax and rms_norm
// over whole rows of tiles, with exactly the CBs the op's definition lists (tt-metal's
// ids and sizes, fused_row.hpp). Each core takes a contiguous run of tile rows:
//   reader:  constant tiles once (reduce scaler, pad mask / epsilon), then per row x's
//            tiles (and rms_norm's weight / bias rows) into their CBs;
//   compute: softmax: exp(x) -> exps (whole row), 1 / sum -> recip, exps * recip -> out in
//            blocks; numeric_stable first copies the row and takes its max. rms_norm:
//            x^2 -> squares (whole row), mean -> mean-square, rsqrt(. + eps) -> rsqrt, then
//            x * rsqrt (-> scaled, * gamma, + beta) -> out in blocks;
//   writer:  out -> the output's pages.
// Intermediate CBs are bfloat16, so every intermediate is rounded as tt-metal rounds it.

#include "strata/ops_device/device.hpp"
#include "strata/ops/ops.hpp"

#include "fused_row.hpp"
#include "program_scaffold.hpp"
#include "program_builders.hpp"
#include "program_util.hpp"
#include "strata/runtime/codec.hpp"

#include <cmath>
#include <limits>
#include <vector>

namespace strata::ops_device {

using namespace ops;  // this layer runs what the ops layer describes

namespace {

using runtime::KernelContext;
using runtime::KernelStatus;
using Tile = std::array<float, runtime::kTileElements>;
constexpr std::uint32_t kTileSide = 32;

struct RowInput {
  std::shared_ptr<runtime::Buffer> buffer;
  DataType dtype{};
  std::uint32_t tile_bytes = 0;
  std::uint64_t batch = 1;  // weight / bias: 1, or one row per batch slice of x
};

struct CoreState {
  std::uint64_t reader_row = 0, reader_tile = 0, compute_row = 0, compute_tile = 0, writer_tile = 0;
  int reader_stage = 0;  // rms_norm: 0 x, 1 weight, 2 bias
  int phase = 0;
  bool constants_pushed = false;
  std::array<double, kTileSide> row_factor{};  // 1 / sum (softmax) or rsqrt (rms_norm) per row
};

struct FusedRowPlan {
  FusedRowCode code{};
  bool stable = false, has_gamma = false, has_beta = false;
  double eps = 0;
  RowInput x, gamma, beta, out;
  std::uint64_t row_tiles = 1, block = 1, tile_rows_per_batch = 1, logical_w = 1;
  std::vector<std::pair<std::uint64_t, std::uint64_t>> rows;  // per core: [first, end) tile rows
  std::vector<CoreState> state;
};

const DataType kIm = DataType::BFloat16;

// Page k (0 = the oldest) of the data a CB holds.
alloc::Address pageAddress(runtime::CircularBufferView& cb, std::uint64_t k) {
  const std::uint64_t front = (cb.readAddress() - cb.base()) / cb.pageSize();
  return cb.base() + ((front + k) % cb.numPages()) * cb.pageSize();
}

Tile readTile(KernelContext& ctx, runtime::CircularBufferView& cb, std::uint64_t k, DataType dtype) {
  thread_local std::vector<std::byte> bytes;
  bytes.resize(cb.pageSize());
  ctx.readL1(pageAddress(cb, k), bytes);
  Tile t{};
  runtime::decodeElements(dtype, bytes, t);
  return t;
}

// Encodes `t` in `dtype` into the next page of `cb` and publishes it; returns the tile as
// stored (rounded to dtype).
Tile pushTile(KernelContext& ctx, runtime::CircularBufferView& cb, const Tile& t, DataType dtype) {
  thread_local std::vector<std::byte> bytes;
  bytes.resize(cb.pageSize());
  runtime::encodeElements(dtype, t, bytes);
  ctx.writeL1(cb.writeAddress(), bytes);
  cb.pushBack();
  Tile stored{};
  runtime::decodeElements(dtype, bytes, stored);
  return stored;
}

void pushPage(KernelContext& ctx, runtime::CircularBufferView& cb, const RowInput& in, std::uint64_t page) {
  thread_local std::vector<std::byte> bytes;
  bytes.resize(in.tile_bytes);
  in.buffer->readPage(page, bytes);
  ctx.writeL1(cb.writeAddress(), bytes);
  cb.pushBack();
}

Tile filled(float v) {
  Tile t;
  t.fill(v);
  return t;
}

// ---- reader -----------------------------------------------------------------------

KernelStatus reader(const std::shared_ptr<FusedRowPlan>& p, KernelContext& ctx) {
  CoreState& st = p->state[ctx.coreIndex()];
  const auto [first, end] = p->rows[ctx.coreIndex()];
  const bool softmax = p->code == FusedRowCode::Softmax;
  if (!st.constants_pushed) {
    if (softmax) {
      namespace cb = ops::detail::softmax_cb;
      Tile mask{};  // -inf over the columns of the last tile that pad the last dim
      const std::uint64_t valid = p->logical_w - (p->row_tiles - 1) * kTileSide;
      for (std::uint32_t r = 0; r < kTileSide; ++r)
        for (std::uint32_t c = static_cast<std::uint32_t>(valid); c < kTileSide; ++c)
          mask[runtime::tileOffset(r, c)] = -std::numeric_limits<float>::infinity();
      pushTile(ctx, ctx.cb(cb::kScaler), filled(1.0f), kIm);
      pushTile(ctx, ctx.cb(cb::kPadMask), mask, kIm);
    } else {
      namespace cb = ops::detail::rmsnorm_cb;
      pushTile(ctx, ctx.cb(cb::kScaler), filled(static_cast<float>(1.0 / double(p->logical_w))), kIm);
      pushTile(ctx, ctx.cb(cb::kEpsilon), filled(static_cast<float>(p->eps)), kIm);
    }
    st.constants_pushed = true;
  }
  const std::uint64_t row = first + st.reader_row;
  if (row >= end) return KernelStatus::Done;
  // rms_norm reads the row's weight and bias rows after x (the batch slice's own row
  // when they have batch dims).
  const RowInput* in = &p->x;
  std::uint8_t cb_id = softmax ? ops::detail::softmax_cb::kInput : ops::detail::rmsnorm_cb::kInput;
  std::uint64_t page = row * p->row_tiles + st.reader_tile;
  if (st.reader_stage > 0) {
    const bool weight = st.reader_stage == 1;
    in = weight ? &p->gamma : &p->beta;
    cb_id = weight ? ops::detail::rmsnorm_cb::kGamma : ops::detail::rmsnorm_cb::kBeta;
    const std::uint64_t slice = in->batch == 1 ? 0 : row / p->tile_rows_per_batch;
    page = slice * p->row_tiles + st.reader_tile;
  }
  auto& cb = ctx.cb(cb_id);
  if (!cb.hasSpace()) return KernelStatus::Blocked;
  pushPage(ctx, cb, *in, page);
  if (++st.reader_tile < p->row_tiles) return KernelStatus::Progress;
  st.reader_tile = 0;
  // Next stage of this row: weight, bias, or the next row.
  do {
    ++st.reader_stage;
  } while ((st.reader_stage == 1 && !p->has_gamma) || (st.reader_stage == 2 && !p->has_beta));
  if (softmax || st.reader_stage > 2) {
    st.reader_stage = 0;
    ++st.reader_row;
  }
  return KernelStatus::Progress;
}

// ---- softmax compute ------------------------------------------------------------

// Per row of a tile: the max (numeric_stable) or the sum of exps over the row's tiles
// held in `cb`, pages 0 .. row_tiles-1.
std::array<double, kTileSide> foldRows(KernelContext& ctx, runtime::CircularBufferView& cb,
                                       std::uint64_t tiles, bool max) {
  std::array<double, kTileSide> acc;
  acc.fill(max ? -std::numeric_limits<double>::infinity() : 0.0);
  for (std::uint64_t k = 0; k < tiles; ++k) {
    const Tile t = readTile(ctx, cb, k, kIm);
    for (std::uint32_t r = 0; r < kTileSide; ++r)
      for (std::uint32_t c = 0; c < kTileSide; ++c) {
        const double v = t[runtime::tileOffset(r, c)];
        acc[r] = max ? std::max(acc[r], v) : acc[r] + v;
      }
  }
  return acc;
}

// A column tile: value r in row r's column 0 (the shape tt-metal's row reductions give).
Tile columnTile(const std::array<double, kTileSide>& v) {
  Tile t{};
  for (std::uint32_t r = 0; r < kTileSide; ++r) t[runtime::tileOffset(r, 0)] = static_cast<float>(v[r]);
  return t;
}

KernelStatus softmaxCompute(const std::shared_ptr<FusedRowPlan>& p, KernelContext& ctx) {
  namespace cb = ops::detail::softmax_cb;
  CoreState& st = p->state[ctx.coreIndex()];
  const auto [first, end] = p->rows[ctx.coreIndex()];
  if (first + st.compute_row >= end) return KernelStatus::Done;
  auto& in = ctx.cb(cb::kInput);
  auto& exps = ctx.cb(cb::kExps);
  const std::uint64_t n = p->row_tiles;
  if (!ctx.cb(cb::kScaler).hasData() || !ctx.cb(cb::kPadMask).hasData()) return KernelStatus::Blocked;
  const Tile mask = readTile(ctx, ctx.cb(cb::kPadMask), 0, kIm);
  auto masked = [&](Tile t, std::uint64_t k) {
    if (k + 1 == n)
      for (std::size_t e = 0; e < t.size(); ++e) t[e] += mask[e];
    return t;
  };
  if (st.phase == 0 && p->stable) {
    // The whole row: copy it (+ mask), take its max, then exp(x - max) into exps.
    auto& row = ctx.cb(cb::kRow);
    auto& mx = ctx.cb(cb::kMax);
    if (!in.hasData(static_cast<std::uint32_t>(n)) || !row.hasSpace(static_cast<std::uint32_t>(n)) ||
        !mx.hasSpace() || !exps.hasSpace(static_cast<std::uint32_t>(n)))
      return KernelStatus::Blocked;
    for (std::uint64_t k = 0; k < n; ++k) pushTile(ctx, row, masked(readTile(ctx, in, k, p->x.dtype), k), kIm);
    in.popFront(static_cast<std::uint32_t>(n));
    pushTile(ctx, mx, columnTile(foldRows(ctx, row, n, true)), kIm);
    const Tile m = readTile(ctx, mx, 0, kIm);
    for (std::uint64_t k = 0; k < n; ++k) {
      Tile t = readTile(ctx, row, k, kIm);
      for (std::uint32_t r = 0; r < kTileSide; ++r)
        for (std::uint32_t c = 0; c < kTileSide; ++c) {
          float& v = t[runtime::tileOffset(r, c)];
          v = static_cast<float>(std::exp(double(v) - double(m[runtime::tileOffset(r, 0)])));
        }
      pushTile(ctx, exps, t, kIm);
    }
    row.popFront(static_cast<std::uint32_t>(n));
    mx.popFront();
    st.phase = 1;
    return KernelStatus::Progress;
  }
  if (st.phase == 0) {  // exp of one streamed tile into the row's exps
    if (!in.hasData() || !exps.hasSpace()) return KernelStatus::Blocked;
    Tile t = masked(readTile(ctx, in, 0, p->x.dtype), st.compute_tile);
    for (float& v : t) v = static_cast<float>(std::exp(double(v)));
    pushTile(ctx, exps, t, kIm);
    in.popFront();
    if (++st.compute_tile == n) {
      st.compute_tile = 0;
      st.phase = 1;
    }
    return KernelStatus::Progress;
  }
  auto& recip = ctx.cb(cb::kRecip);
  if (st.phase == 1) {  // 1 / sum over the row (the reduce scales by the ones tile)
    if (!exps.hasData(static_cast<std::uint32_t>(n)) || !recip.hasSpace()) return KernelStatus::Blocked;
    const double scaler = readTile(ctx, ctx.cb(cb::kScaler), 0, kIm)[0];
    std::array<double, kTileSide> r = foldRows(ctx, exps, n, false);
    for (double& v : r) v = 1.0 / (v * scaler);
    const Tile stored = pushTile(ctx, recip, columnTile(r), kIm);
    for (std::uint32_t i = 0; i < kTileSide; ++i) st.row_factor[i] = stored[runtime::tileOffset(i, 0)];
    st.phase = 2;
    return KernelStatus::Progress;
  }
  // phase 2: a block of exps * recip into the output CB.
  auto& out = ctx.cb(cb::kOutput);
  const auto block = static_cast<std::uint32_t>(p->block);
  if (!exps.hasData(block) || !out.hasSpace(block)) return KernelStatus::Blocked;
  for (std::uint32_t k = 0; k < block; ++k) {
    Tile t = readTile(ctx, exps, k, kIm);
    for (std::uint32_t r = 0; r < kTileSide; ++r)
      for (std::uint32_t c = 0; c < kTileSide; ++c) {
        float& v = t[runtime::tileOffset(r, c)];
        v = static_cast<float>(double(v) * st.row_factor[r]);
      }
    pushTile(ctx, out, t, p->out.dtype);
  }
  exps.popFront(block);
  st.compute_tile += block;
  if (st.compute_tile == n) {
    recip.popFront();
    st.compute_tile = 0;
    st.phase = 0;
    ++st.compute_row;
  }
  return KernelStatus::Progress;
}

// ---- rms_norm compute -----------------------------------------------------------

KernelStatus rmsNormCompute(const std::shared_ptr<FusedRowPlan>& p, KernelContext& ctx) {
  namespace cb = ops::detail::rmsnorm_cb;
  CoreState& st = p->state[ctx.coreIndex()];
  const auto [first, end] = p->rows[ctx.coreIndex()];
  if (first + st.compute_row >= end) return KernelStatus::Done;
  const std::uint64_t n = p->row_tiles;
  const auto whole = static_cast<std::uint32_t>(n);
  auto& in = ctx.cb(cb::kInput);
  auto& rs = ctx.cb(cb::kRsqrt);
  if (st.phase == 0) {  // x^2, mean over the row, rsqrt(mean + eps)
    auto& squares = ctx.cb(cb::kSquares);
    auto& mean = ctx.cb(cb::kMeanSquare);
    if (!in.hasData(whole) || !squares.hasSpace(whole) || !mean.hasSpace() || !rs.hasSpace() ||
        !ctx.cb(cb::kScaler).hasData() || !ctx.cb(cb::kEpsilon).hasData())
      return KernelStatus::Blocked;
    for (std::uint64_t k = 0; k < n; ++k) {
      Tile t = readTile(ctx, in, k, p->x.dtype);
      for (float& v : t) v = static_cast<float>(double(v) * double(v));
      pushTile(ctx, squares, t, kIm);
    }
    const double scaler = readTile(ctx, ctx.cb(cb::kScaler), 0, kIm)[0];
    const double eps = readTile(ctx, ctx.cb(cb::kEpsilon), 0, kIm)[0];
    std::array<double, kTileSide> m = foldRows(ctx, squares, n, false);
    for (double& v : m) v *= scaler;
    squares.popFront(whole);
    const Tile stored_mean = pushTile(ctx, mean, columnTile(m), kIm);
    for (std::uint32_t r = 0; r < kTileSide; ++r)
      m[r] = 1.0 / std::sqrt(double(stored_mean[runtime::tileOffset(r, 0)]) + eps);
    mean.popFront();
    const Tile stored = pushTile(ctx, rs, columnTile(m), kIm);
    for (std::uint32_t r = 0; r < kTileSide; ++r) st.row_factor[r] = stored[runtime::tileOffset(r, 0)];
    st.phase = 1;
    return KernelStatus::Progress;
  }
  // phase 1: a block of x * rsqrt (* gamma, + beta) into the output CB.
  auto& out = ctx.cb(cb::kOutput);
  const auto block = static_cast<std::uint32_t>(p->block);
  const bool affine = p->has_gamma || p->has_beta;
  if (!out.hasSpace(block) || (affine && !ctx.cb(cb::kScaled).hasSpace(block)) ||
      (p->has_gamma && !ctx.cb(cb::kGamma).hasData(whole)) || (p->has_beta && !ctx.cb(cb::kBeta).hasData(whole)))
    return KernelStatus::Blocked;
  for (std::uint32_t k = 0; k < block; ++k) {
    const std::uint64_t col = st.compute_tile + k;
    Tile t = readTile(ctx, in, col, p->x.dtype);
    for (std::uint32_t r = 0; r < kTileSide; ++r)
      for (std::uint32_t c = 0; c < kTileSide; ++c) {
        float& v = t[runtime::tileOffset(r, c)];
        v = static_cast<float>(double(v) * st.row_factor[r]);
      }
    if (affine) {
      auto& scaled = ctx.cb(cb::kScaled);
      t = pushTile(ctx, scaled, t, kIm);
      scaled.popFront();
      const Tile g = p->has_gamma ? readTile(ctx, ctx.cb(cb::kGamma), col, p->gamma.dtype) : Tile{};
      const Tile b = p->has_beta ? readTile(ctx, ctx.cb(cb::kBeta), col, p->beta.dtype) : Tile{};
      for (std::uint32_t r = 0; r < kTileSide; ++r)
        for (std::uint32_t c = 0; c < kTileSide; ++c) {
          float& v = t[runtime::tileOffset(r, c)];
          double y = v;
          if (p->has_gamma) y *= g[runtime::tileOffset(0, c)];
          if (p->has_beta) y += b[runtime::tileOffset(0, c)];
          v = static_cast<float>(y);
        }
    }
    pushTile(ctx, out, t, p->out.dtype);
  }
  st.compute_tile += block;
  if (st.compute_tile == n) {
    in.popFront(whole);
    rs.popFront();
    if (p->has_gamma) ctx.cb(cb::kGamma).popFront(whole);
    if (p->has_beta) ctx.cb(cb::kBeta).popFront(whole);
    st.compute_tile = 0;
    st.phase = 0;
    ++st.compute_row;
  }
  return KernelStatus::Progress;
}

// ---- writer -------------------------------------------------------------------

KernelStatus writer(const std::shared_ptr<FusedRowPlan>& p, KernelContext& ctx, std::uint8_t out_cb) {
  CoreState& st = p->state[ctx.coreIndex()];
  const auto [first, end] = p->rows[ctx.coreIndex()];
  if (st.writer_tile >= (end - first) * p->row_tiles) return KernelStatus::Done;
  auto& cb = ctx.cb(out_cb);
  if (!cb.hasData()) return KernelStatus::Blocked;
  thread_local std::vector<std::byte> bytes;
  bytes.resize(p->out.tile_bytes);
  ctx.readL1(cb.readAddress(), bytes);
  p->out.buffer->writePage(first * p->row_tiles + st.writer_tile, bytes);
  cb.popFront();
  ++st.writer_tile;
  return KernelStatus::Progress;
}

RowInput rowInput(const TensorRef& ref, const DeviceContext& ctx) {
  return RowInput{ctx.tensor(ref).bufferPtr(), ref.desc.dtype, device::tileBytes(ref.desc.dtype),
                  ref.desc.shape.batch()};
}

}  // namespace

runtime::Program buildFusedRowProgram(const ProgramDesc& desc, const DeviceContext& ctx) {
  const ArchDesc& arch = ctx.arch();
  auto p = std::make_shared<FusedRowPlan>();
  p->code = static_cast<FusedRowCode>(desc.code);
  p->eps = desc.params[0];
  p->stable = desc.params[1] != 0;
  const auto optional = static_cast<int>(desc.params[2]);
  p->has_gamma = (optional & static_cast<int>(ops::detail::kHasGamma)) != 0;
  p->has_beta = (optional & static_cast<int>(ops::detail::kHasBeta)) != 0;
  const TensorDesc& x = desc.inputs[0]->desc;
  p->x = rowInput(*desc.inputs[0], ctx);
  int next = 1;
  if (p->has_gamma) p->gamma = rowInput(*desc.inputs[static_cast<std::size_t>(next++)], ctx);
  if (p->has_beta) p->beta = rowInput(*desc.inputs[static_cast<std::size_t>(next++)], ctx);
  p->out = rowInput(*desc.output, ctx);
  p->row_tiles = x.tileCols(arch);
  p->block = ops::detail::fusedRowBlockTiles(p->row_tiles);
  p->tile_rows_per_batch = ceilDiv(x.shape.secondLast(), arch.tile_height);
  p->logical_w = x.shape.last();
  p->rows.assign(desc.num_cores, {});
  p->state.assign(desc.num_cores, {});
  const device::CoreRangeSet cores = detail::splitIntoContiguousRuns(
      x.tileRows(arch), desc.num_cores, arch,
      [&](std::uint32_t core, std::uint64_t begin, std::uint64_t end) { p->rows[core] = {begin, end}; });

  const bool softmax = p->code == FusedRowCode::Softmax;
  const std::uint8_t in_cb = softmax ? ops::detail::softmax_cb::kInput : ops::detail::rmsnorm_cb::kInput;
  const std::uint8_t out_cb = softmax ? ops::detail::softmax_cb::kOutput : ops::detail::rmsnorm_cb::kOutput;
  runtime::Program program(arch, desc.name);
  for (std::uint8_t i = 0; i < desc.num_cbs; ++i) {
    const CbDesc& cb = desc.cbs[i];
    DataType format = kIm;
    if (cb.index == in_cb) format = x.dtype;
    else if (cb.index == out_cb) format = desc.output->desc.dtype;
    else if (!softmax && cb.index == ops::detail::rmsnorm_cb::kGamma) format = p->gamma.dtype;
    else if (!softmax && cb.index == ops::detail::rmsnorm_cb::kBeta) format = p->beta.dtype;
    program.addCircularBuffer(detail::circularBufferConfig(cb, cores, format));
  }
  const std::string name = desc.name;
  program.addKernel(name + ".reader", cores, [p](KernelContext& k) { return reader(p, k); });
  if (softmax)
    program.addKernel(name + ".compute", cores, [p](KernelContext& k) { return softmaxCompute(p, k); });
  else
    program.addKernel(name + ".compute", cores, [p](KernelContext& k) { return rmsNormCompute(p, k); });
  program.addKernel(name + ".writer", cores, [p, out_cb](KernelContext& k) { return writer(p, k, out_cb); });
  return program;
}

}  // namespace strata::ops_device
