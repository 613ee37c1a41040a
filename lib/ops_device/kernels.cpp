// Turns a ProgramDesc into a runtime program: CBs (relative, or backed by a shard
// buffer) and reader / compute / writer kernels that move real tile bytes
//   input buffer pages -> input CBs in L1 -> compute -> output CB -> output buffer pages.
// Kernels are resumable: each call does one tile step or reports Blocked, so the three
// kernels of a core pipeline through the double-buffered CBs.

#include "strata/ops_device/device.hpp"
#include "strata/ops/integer.hpp"
#include "strata/ops/ops.hpp"

#include "program_builders.hpp"
#include "program_util.hpp"
#include "strata/runtime/codec.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstring>
#include <limits>

namespace strata::ops_device {

using namespace ops;  // this layer runs what the ops layer describes

namespace {

using runtime::KernelContext;
using runtime::KernelStatus;
constexpr std::uint32_t kTileElems = runtime::kTileElements;

// Element index tables: where a broadcast operand's value for element e sits in its tile.
struct BroadcastTables {
  std::array<std::uint16_t, kTileElems> row{}, col{};
  BroadcastTables() {
    for (std::uint32_t r = 0; r < 32; ++r)
      for (std::uint32_t c = 0; c < 32; ++c) {
        row[runtime::tileOffset(r, c)] = static_cast<std::uint16_t>(runtime::tileOffset(0, c));
        col[runtime::tileOffset(r, c)] = static_cast<std::uint16_t>(runtime::tileOffset(r, 0));
      }
  }
};
const BroadcastTables& tables() {
  static const BroadcastTables t;
  return t;
}

std::uint32_t sourceElement(Broadcast b, std::uint32_t e) {
  switch (b) {
    case Broadcast::None: return e;
    case Broadcast::Scalar: return 0;
    case Broadcast::Row: return tables().row[e];
    case Broadcast::Col: return tables().col[e];
  }
  return e;
}

struct Operand {
  std::shared_ptr<runtime::Buffer> buffer;
  TensorDesc desc;
  Broadcast broadcast = Broadcast::None;
  bool backed = false;
  std::uint32_t cb = 0;
  std::uint32_t page_size = 0;
};

// One output tile a core produces: its page (-1: a padding position of a partial
// shard) and, per operand, the input page that feeds it (-1: a zero tile).
struct Item {
  std::int64_t out_page = -1;
  std::array<std::int64_t, kMaxOperands> in_page{-1, -1, -1};
};

struct CoreState {
  bool backed_pushed = false;
  bool scaler_pushed = false;
  std::uint64_t reader = 0, compute = 0, writer = 0;
  std::array<double, 32> acc{};
  std::array<std::uint64_t, 32> count{};
};

struct Plan {
  ComputeKind kind = ComputeKind::Unary;
  std::uint8_t code = 0;
  std::array<double, 3> params{};
  std::array<Operand, kMaxOperands> in;
  std::uint8_t num_in = 0;
  Operand out;
  std::vector<std::vector<Item>> work;  // per core index
  std::vector<CoreState> state;
  // Reductions
  int dims = 1;
  std::uint64_t tiles_per_out = 1;  // input tiles folded into one output tile
  std::uint64_t in_tile_cols = 1, tiles_per_batch = 1;
  std::uint64_t logical_h = 1, logical_w = 1;
};

std::int64_t inputPage(const Plan& plan, int i, std::uint64_t tr, std::uint64_t tc,
                       const ArchDesc& arch, std::uint64_t slice_offset) {
  const Operand& op = plan.in[static_cast<std::size_t>(i)];
  const TensorDesc& out = plan.out.desc;
  const std::uint64_t in_cols = op.desc.tileCols(arch);
  const std::uint64_t tpb = ceilDiv(out.shape.secondLast(), arch.tile_height);
  // The operand's batch for output tile row `tr`: its batch count is 1, the output's,
  // or the output's trailing leading dims (classifyBroadcast), and each repeats.
  const std::uint64_t batch = tr / tpb % std::max<std::uint64_t>(op.desc.shape.batch(), 1);
  switch (op.broadcast) {
    case Broadcast::None: return static_cast<std::int64_t>(tr * in_cols + tc + slice_offset);
    case Broadcast::Scalar: return static_cast<std::int64_t>(batch);
    case Broadcast::Row: return static_cast<std::int64_t>(batch * in_cols + tc);
    case Broadcast::Col: return static_cast<std::int64_t>(batch * tpb + tr % tpb);
  }
  return -1;
}

void planEltwiseWork(Plan& plan, const ProgramDesc& p, const ArchDesc& arch) {
  const TensorDesc& out = plan.out.desc;
  const std::uint64_t rows = out.tileRows(arch), cols = out.tileCols(arch);
  const std::uint64_t offset = p.kind == ComputeKind::Slice ? static_cast<std::uint64_t>(p.params[0]) : 0;
  auto item = [&](std::uint64_t tr, std::uint64_t tc, bool valid) {
    Item it;
    if (!valid) return it;
    it.out_page = static_cast<std::int64_t>(tr * cols + tc);
    for (int i = 0; i < plan.num_in; ++i)
      it.in_page[static_cast<std::size_t>(i)] = inputPage(plan, i, tr, tc, arch, offset);
    return it;
  };
  plan.work.assign(p.num_cores, {});
  if (p.on_shard_grid) {
    const std::uint64_t spr = out.shardRows(arch) / arch.tile_height;
    const std::uint64_t spc = out.shardCols(arch) / arch.tile_width;
    const std::uint64_t shard_cols = ceilDiv(cols, spc);
    for (std::uint32_t s = 0; s < p.num_cores; ++s) {
      const std::uint64_t r0 = (s / shard_cols) * spr, c0 = (s % shard_cols) * spc;
      for (std::uint64_t r = 0; r < spr; ++r)
        for (std::uint64_t c = 0; c < spc; ++c)
          plan.work[s].push_back(item(r0 + r, c0 + c, r0 + r < rows && c0 + c < cols));
    }
    return;
  }
  const std::uint64_t total = rows * cols, n = p.num_cores;
  std::uint64_t next = 0;
  for (std::uint32_t k = 0; k < n; ++k) {
    const std::uint64_t count = total / n + (k < total % n ? 1 : 0);
    for (std::uint64_t t = next; t < next + count; ++t) plan.work[k].push_back(item(t / cols, t % cols, true));
    next += count;
  }
}

void planReduceWork(Plan& plan, const ProgramDesc& p, const ArchDesc& arch) {
  const TensorDesc& in = plan.in[0].desc;
  plan.dims = static_cast<int>(p.params[0]);
  plan.in_tile_cols = in.tileCols(arch);
  plan.tiles_per_batch = ceilDiv(in.shape.secondLast(), arch.tile_height);
  plan.logical_h = in.shape.secondLast();
  plan.logical_w = in.shape.last();
  plan.tiles_per_out = plan.dims == 1 ? plan.in_tile_cols : plan.in_tile_cols * plan.tiles_per_batch;
  const std::uint64_t total = plan.out.desc.numTiles(arch), n = p.num_cores;
  plan.work.assign(p.num_cores, {});
  auto add = [&](std::uint32_t core, std::uint64_t t) {
    Item it;
    it.out_page = static_cast<std::int64_t>(t);
    plan.work[core].push_back(it);
  };
  if (p.on_shard_grid) {
    // Height shards of a one-tile-wide output: core s owns tile rows [s*spr, (s+1)*spr).
    const std::uint64_t spr = plan.out.desc.shardRows(arch) / arch.tile_height;
    for (std::uint32_t s = 0; s < n; ++s)
      for (std::uint64_t t = s * spr; t < std::min(total, (s + 1) * spr); ++t) add(s, t);
    return;
  }
  std::uint64_t next = 0;
  for (std::uint32_t k = 0; k < n; ++k) {
    const std::uint64_t count = total / n + (k < total % n ? 1 : 0);
    for (std::uint64_t t = next; t < next + count; ++t) add(k, t);
    next += count;
  }
}

// Input page k of the pages folded into reduce output page `out_page`.
std::uint64_t reduceInputPage(const Plan& plan, std::uint64_t out_page, std::uint64_t k) {
  if (plan.dims == 1) return out_page * plan.in_tile_cols + k;
  return (out_page * plan.tiles_per_batch + k / plan.in_tile_cols) * plan.in_tile_cols +
         k % plan.in_tile_cols;
}

void decodeTile(KernelContext& ctx, const Operand& op, runtime::CircularBufferView& cb,
                std::vector<std::byte>& bytes, std::array<float, kTileElems>& values) {
  bytes.resize(op.page_size);
  ctx.readL1(cb.readAddress(), bytes);
  runtime::decodeElements(op.desc.dtype, bytes, values);
}

void encodeTile(KernelContext& ctx, const Operand& op, runtime::CircularBufferView& cb,
                std::vector<std::byte>& bytes, const std::array<float, kTileElems>& values) {
  bytes.resize(op.page_size);
  runtime::encodeElements(op.desc.dtype, values, bytes);
  ctx.writeL1(cb.writeAddress(), bytes);
  cb.pushBack();
}

KernelStatus readerStep(const std::shared_ptr<Plan>& plan, KernelContext& ctx) {
  CoreState& st = plan->state[ctx.coreIndex()];
  const std::vector<Item>& items = plan->work[ctx.coreIndex()];
  if (!st.backed_pushed) {
    // Shard-backed CBs already hold their data: publish every page at once.
    for (int i = 0; i < plan->num_in; ++i)
      if (plan->in[static_cast<std::size_t>(i)].backed) {
        auto& cb = ctx.cb(plan->in[static_cast<std::size_t>(i)].cb);
        cb.pushBack(cb.numPages());
      }
    st.backed_pushed = true;
  }
  thread_local std::vector<std::byte> bytes;
  if (plan->kind == ComputeKind::Reduce) {
    if (!st.scaler_pushed) {
      auto& scb = ctx.cb(2);
      if (!scb.hasSpace()) return KernelStatus::Blocked;
      std::array<float, kTileElems> ones;
      ones.fill(1.0f);
      encodeTile(ctx, plan->in[0], scb, bytes, ones);
      st.scaler_pushed = true;
    }
    if (plan->in[0].backed) return KernelStatus::Done;  // the shard is already in the CB
    const std::uint64_t j = st.reader / plan->tiles_per_out, k = st.reader % plan->tiles_per_out;
    if (j >= items.size()) return KernelStatus::Done;
    auto& cb = ctx.cb(0);
    if (!cb.hasSpace()) return KernelStatus::Blocked;
    bytes.resize(plan->in[0].page_size);
    plan->in[0].buffer->readPage(reduceInputPage(*plan, static_cast<std::uint64_t>(items[j].out_page), k), bytes);
    ctx.writeL1(cb.writeAddress(), bytes);
    cb.pushBack();
    ++st.reader;
    return KernelStatus::Progress;
  }
  if (st.reader >= items.size()) return KernelStatus::Done;
  for (int i = 0; i < plan->num_in; ++i) {
    const Operand& op = plan->in[static_cast<std::size_t>(i)];
    if (!op.backed && !ctx.cb(op.cb).hasSpace()) return KernelStatus::Blocked;
  }
  const Item& it = items[st.reader];
  for (int i = 0; i < plan->num_in; ++i) {
    const Operand& op = plan->in[static_cast<std::size_t>(i)];
    if (op.backed) continue;
    auto& cb = ctx.cb(op.cb);
    bytes.assign(op.page_size, std::byte{0});
    if (it.in_page[static_cast<std::size_t>(i)] >= 0)
      op.buffer->readPage(static_cast<std::uint64_t>(it.in_page[static_cast<std::size_t>(i)]), bytes);
    ctx.writeL1(cb.writeAddress(), bytes);
    cb.pushBack();
  }
  ++st.reader;
  return KernelStatus::Progress;
}

double computeElement(const Plan& plan, const std::array<double, kMaxOperands>& v) {
  switch (plan.kind) {
    case ComputeKind::Unary:
      return applyUnary(static_cast<UnaryCode>(plan.code), v[0], plan.params[0], plan.params[1]);
    case ComputeKind::Binary: return applyBinary(static_cast<BinaryCode>(plan.code), v[0], v[1]);
    case ComputeKind::Where:
      return applyTernary(static_cast<TernaryCode>(plan.code), v[0], v[1], v[2], plan.params[0]);
    case ComputeKind::Slice: return v[0];
    case ComputeKind::Reduce:
    case ComputeKind::Matmul:
    case ComputeKind::Tilize:
    case ComputeKind::Untilize:
    case ComputeKind::Gather:
    case ComputeKind::Window: break;
    case ComputeKind::Index:
    case ComputeKind::FusedRow:
    case ComputeKind::Integer:
    case ComputeKind::KvCache:
    case ComputeKind::Sort: break;
    case ComputeKind::Random: break;
  }
  return v[0];
}

// Integer and quantization ops: every operand tile is decoded exactly (32-bit integer
// words as they are stored, bf16 / f32 through the codec; a float path would round int32
// values above 2^24), the element function runs in double / 64-bit integers, and the
// result is stored once (integer outputs as words). A bad shift amount is an error
// naming the output tile and the element.
void decodeExact(const DataType dtype, const std::vector<std::byte>& bytes,
                 std::array<double, kTileElems>& values) {
  if (dtype == DataType::Int32 || dtype == DataType::UInt32) {
    for (std::uint32_t e = 0; e < kTileElems; ++e) {
      std::uint32_t w;
      std::memcpy(&w, bytes.data() + 4 * e, 4);
      values[e] = dtype == DataType::Int32 ? double(static_cast<std::int32_t>(w)) : double(w);
    }
    return;
  }
  std::array<float, kTileElems> f;
  runtime::decodeElements(dtype, bytes, f);
  for (std::uint32_t e = 0; e < kTileElems; ++e) values[e] = f[e];
}

void encodeExact(const DataType dtype, const std::array<double, kTileElems>& values,
                 std::vector<std::byte>& bytes) {
  if (dtype == DataType::Int32 || dtype == DataType::UInt32) {
    for (std::uint32_t e = 0; e < kTileElems; ++e) {
      const auto w = static_cast<std::uint32_t>(static_cast<std::int64_t>(values[e]));
      std::memcpy(bytes.data() + 4 * e, &w, 4);
    }
    return;
  }
  std::array<float, kTileElems> f;
  for (std::uint32_t e = 0; e < kTileElems; ++e) f[e] = static_cast<float>(values[e]);
  runtime::encodeElements(dtype, f, bytes);
}

KernelStatus integerCompute(const std::shared_ptr<Plan>& plan, KernelContext& ctx) {
  CoreState& st = plan->state[ctx.coreIndex()];
  const std::vector<Item>& items = plan->work[ctx.coreIndex()];
  if (st.compute >= items.size()) return KernelStatus::Done;
  for (int i = 0; i < plan->num_in; ++i)
    if (!ctx.cb(plan->in[static_cast<std::size_t>(i)].cb).hasData()) return KernelStatus::Blocked;
  auto& ocb = ctx.cb(plan->out.cb);
  if (!ocb.hasSpace()) return KernelStatus::Blocked;
  thread_local std::vector<std::byte> bytes;
  std::array<std::array<double, kTileElems>, kMaxOperands> in;
  for (int i = 0; i < plan->num_in; ++i) {
    const Operand& op = plan->in[static_cast<std::size_t>(i)];
    bytes.resize(op.page_size);
    ctx.readL1(ctx.cb(op.cb).readAddress(), bytes);
    decodeExact(op.desc.dtype, bytes, in[static_cast<std::size_t>(i)]);
  }
  const auto code = static_cast<IntegerCode>(plan->code);
  const DataType dtype = plan->out.desc.dtype;
  const bool shift = code == IntegerCode::LogicalLeftShift || code == IntegerCode::LogicalRightShift;
  std::array<double, kTileElems> out{};
  for (std::uint32_t e = 0; e < kTileElems; ++e) {
    std::array<double, kMaxOperands> v{};
    for (int i = 0; i < plan->num_in; ++i)
      v[static_cast<std::size_t>(i)] = in[static_cast<std::size_t>(i)][sourceElement(plan->in[static_cast<std::size_t>(i)].broadcast, e)];
    if (isQuantization(code)) {
      // Padding positions hold no scale (zeros): only logical elements are computed.
      const std::uint64_t page = static_cast<std::uint64_t>(items[st.compute].out_page);
      const std::uint64_t row = (page / plan->in_tile_cols) % plan->tiles_per_batch * 32 +
                                (e / 256) / 2 * 16 + (e % 256) / 16;
      const std::uint64_t col = page % plan->in_tile_cols * 32 + (e / 256) % 2 * 16 + e % 16;
      if (items[st.compute].out_page >= 0 && row < plan->logical_h && col < plan->logical_w)
        out[e] = applyQuantization(code, v[0], v[1], v[2], dtype);
      continue;
    }
    std::string where;
    if (shift && (v[1] < 0 || v[1] > double(kMaxShift)))
      where = fmt::format(" in output tile {} (row {}, col {} of the tile)",
                          items[st.compute].out_page, (e / 256) / 2 * 16 + (e % 256) / 16,
                          (e / 256) % 2 * 16 + e % 16);
    out[e] = double(applyInteger(code, static_cast<std::int64_t>(v[0]),
                                 static_cast<std::int64_t>(v[1]), dtype, where.c_str()));
  }
  bytes.resize(plan->out.page_size);
  encodeExact(dtype, out, bytes);
  ctx.writeL1(ocb.writeAddress(), bytes);
  ocb.pushBack();
  for (int i = 0; i < plan->num_in; ++i) ctx.cb(plan->in[static_cast<std::size_t>(i)].cb).popFront();
  ++st.compute;
  return KernelStatus::Progress;
}

KernelStatus eltwiseCompute(const std::shared_ptr<Plan>& plan, KernelContext& ctx) {
  CoreState& st = plan->state[ctx.coreIndex()];
  if (st.compute >= plan->work[ctx.coreIndex()].size()) return KernelStatus::Done;
  for (int i = 0; i < plan->num_in; ++i)
    if (!ctx.cb(plan->in[static_cast<std::size_t>(i)].cb).hasData()) return KernelStatus::Blocked;
  auto& ocb = ctx.cb(plan->out.cb);
  if (!ocb.hasSpace()) return KernelStatus::Blocked;
  thread_local std::vector<std::byte> bytes;
  std::array<std::array<float, kTileElems>, kMaxOperands> in{};
  for (int i = 0; i < plan->num_in; ++i) {
    const Operand& op = plan->in[static_cast<std::size_t>(i)];
    decodeTile(ctx, op, ctx.cb(op.cb), bytes, in[static_cast<std::size_t>(i)]);
  }
  std::array<float, kTileElems> out{};
  for (std::uint32_t e = 0; e < kTileElems; ++e) {
    std::array<double, kMaxOperands> v{};
    for (int i = 0; i < plan->num_in; ++i)
      v[static_cast<std::size_t>(i)] = in[static_cast<std::size_t>(i)][sourceElement(plan->in[static_cast<std::size_t>(i)].broadcast, e)];
    out[e] = static_cast<float>(computeElement(*plan, v));
  }
  encodeTile(ctx, plan->out, ocb, bytes, out);
  for (int i = 0; i < plan->num_in; ++i) ctx.cb(plan->in[static_cast<std::size_t>(i)].cb).popFront();
  ++st.compute;
  return KernelStatus::Progress;
}

KernelStatus reduceCompute(const std::shared_ptr<Plan>& plan, KernelContext& ctx) {
  CoreState& st = plan->state[ctx.coreIndex()];
  const std::vector<Item>& items = plan->work[ctx.coreIndex()];
  const std::uint64_t j = st.compute / plan->tiles_per_out, k = st.compute % plan->tiles_per_out;
  if (j >= items.size()) return KernelStatus::Done;
  auto& icb = ctx.cb(0);
  auto& scb = ctx.cb(2);
  auto& ocb = ctx.cb(plan->out.cb);
  const bool last = k + 1 == plan->tiles_per_out;
  if (!icb.hasData() || !scb.hasData() || (last && !ocb.hasSpace())) return KernelStatus::Blocked;
  const auto code = static_cast<ReduceCode>(plan->code);
  const bool is_max = code == ReduceCode::Max, is_min = code == ReduceCode::Min;
  const bool is_prod = code == ReduceCode::Prod;
  if (k == 0) {
    st.acc.fill(is_max    ? -std::numeric_limits<double>::infinity()
                : is_min  ? std::numeric_limits<double>::infinity()
                : is_prod ? 1.0
                          : 0.0);
    st.count.fill(0);
  }
  std::vector<std::byte> bytes;
  std::array<float, kTileElems> v{}, scaler{};
  decodeTile(ctx, plan->in[0], icb, bytes, v);
  decodeTile(ctx, plan->in[0], scb, bytes, scaler);
  // Which logical rows/cols of this tile exist (padding is excluded, so odd shapes are exact).
  const std::uint64_t out_page = static_cast<std::uint64_t>(items[j].out_page);
  const std::uint64_t tile_row_in_batch =
      plan->dims == 1 ? out_page % plan->tiles_per_batch : k / plan->in_tile_cols;
  const std::uint64_t tile_col = plan->dims == 1 ? k : k % plan->in_tile_cols;
  for (std::uint32_t r = 0; r < 32; ++r) {
    if (tile_row_in_batch * 32 + r >= plan->logical_h) break;
    for (std::uint32_t c = 0; c < 32; ++c) {
      if (tile_col * 32 + c >= plan->logical_w) break;
      const double x = double(v[runtime::tileOffset(r, c)]) * scaler[0];
      const std::size_t slot = plan->dims == 1 ? r : 0;
      double& a = st.acc[slot];
      a = is_max ? std::max(a, x) : is_min ? std::min(a, x) : is_prod ? a * x : a + x;
      ++st.count[slot];
    }
  }
  icb.popFront();
  if (last) {
    std::array<float, kTileElems> out{};
    for (std::size_t slot = 0; slot < (plan->dims == 1 ? 32u : 1u); ++slot) {
      if (st.count[slot] == 0) continue;
      double value = st.acc[slot];
      if (code == ReduceCode::Mean) value /= double(st.count[slot]);
      out[runtime::tileOffset(static_cast<std::uint32_t>(slot), 0)] = static_cast<float>(value);
    }
    encodeTile(ctx, plan->out, ocb, bytes, out);
  }
  ++st.compute;
  return KernelStatus::Progress;
}

KernelStatus writerStep(const std::shared_ptr<Plan>& plan, KernelContext& ctx) {
  CoreState& st = plan->state[ctx.coreIndex()];
  const std::vector<Item>& items = plan->work[ctx.coreIndex()];
  if (st.writer >= items.size()) return KernelStatus::Done;
  auto& cb = ctx.cb(plan->out.cb);
  if (!cb.hasData()) return KernelStatus::Blocked;
  thread_local std::vector<std::byte> bytes;
  bytes.resize(plan->out.page_size);
  ctx.readL1(cb.readAddress(), bytes);
  if (items[st.writer].out_page >= 0)
    plan->out.buffer->writePage(static_cast<std::uint64_t>(items[st.writer].out_page), bytes);
  cb.popFront();
  ++st.writer;
  return KernelStatus::Progress;
}

device::CoreRangeSet programCores(const ProgramDesc& p, const ArchDesc& arch) {
  if (p.on_shard_grid) {
    const MemoryConfig& m = p.output->desc.memory;
    return device::CoreRangeSet(m.shard_spec->grid);
  }
  std::vector<device::CoreCoord> cores;
  cores.reserve(p.num_cores);
  for (std::uint32_t i = 0; i < p.num_cores; ++i) cores.push_back({i % arch.grid_x, i / arch.grid_x});
  return device::CoreRangeSet::fromCores(cores);
}

}  // namespace

runtime::Program buildProgram(const ProgramDesc& p, const DeviceContext& ctx) {
  if (p.kind == ComputeKind::Matmul) return buildMatmulProgram(p, ctx);
  if (p.kind == ComputeKind::Tilize || p.kind == ComputeKind::Untilize) return buildLayoutProgram(p, ctx);
  if (p.kind == ComputeKind::Gather) return buildGatherProgram(p, ctx);
  if (p.kind == ComputeKind::Window) return buildWindowProgram(p, ctx);
  if (p.kind == ComputeKind::Index) return buildIndexProgram(p, ctx);
  if (p.kind == ComputeKind::KvCache) return buildKvCacheProgram(p, ctx);
  if (p.kind == ComputeKind::Sort) return buildSortProgram(p, ctx);
  if (p.kind == ComputeKind::Random) return buildRandomProgram(p, ctx);
  if (p.kind == ComputeKind::FusedRow) return buildFusedRowProgram(p, ctx);
  const ArchDesc& arch = ctx.arch();
  auto plan = std::make_shared<Plan>();
  plan->kind = p.kind;
  plan->code = p.code;
  plan->params = p.params;
  plan->num_in = p.num_inputs;
  for (int i = 0; i < p.num_inputs; ++i) {
    Operand& op = plan->in[static_cast<std::size_t>(i)];
    const TensorRef& ref = *p.inputs[static_cast<std::size_t>(i)];
    op.buffer = ctx.tensor(ref).bufferPtr();
    op.desc = ref.desc;
    op.broadcast = p.broadcast[static_cast<std::size_t>(i)];
    op.cb = static_cast<std::uint32_t>(i);
    op.page_size = device::tileBytes(ref.desc.dtype);
  }
  plan->out.buffer = ctx.tensor(*p.output).bufferPtr();
  plan->out.desc = p.output->desc;
  plan->out.cb = ops::detail::kFirstOutputCb;
  plan->out.page_size = device::tileBytes(p.output->desc.dtype);
  if (p.kind == ComputeKind::Reduce) planReduceWork(*plan, p, arch);
  else planEltwiseWork(*plan, p, arch);
  if (p.kind == ComputeKind::Integer) {  // the output's logical extent, in tiles and elements
    plan->in_tile_cols = p.output->desc.tileCols(arch);
    plan->tiles_per_batch = ceilDiv(p.output->desc.shape.secondLast(), arch.tile_height);
    plan->logical_h = p.output->desc.shape.secondLast();
    plan->logical_w = p.output->desc.shape.last();
  }
  plan->state.assign(p.num_cores, {});

  const device::CoreRangeSet cores = programCores(p, arch);
  runtime::Program program(arch, p.name);
  for (int i = 0; i < p.num_cbs; ++i) {
    const CbDesc& cb = p.cbs[static_cast<std::size_t>(i)];
    runtime::CircularBufferConfig c;
    c.index = cb.index;
    c.cores = cores;
    c.page_size = cb.page_size;
    c.num_pages = cb.num_pages;
    c.data_format = cb.index == ops::detail::kFirstOutputCb ? p.output->desc.dtype : p.inputs[0]->desc.dtype;
    if (cb.index < p.num_inputs) c.data_format = p.inputs[cb.index]->desc.dtype;
    // A scratch CB holds tiles of one operand's format; with mixed storage formats (a
    // block float beside bf16) that is the first operand whose tile fills its pages.
    if (cb.index >= p.num_inputs && cb.index != ops::detail::kFirstOutputCb &&
        cb.page_size % device::tileBytes(c.data_format) != 0)
      for (int k = 1; k < p.num_inputs; ++k)
        if (cb.page_size % device::tileBytes(p.inputs[k]->desc.dtype) == 0) {
          c.data_format = p.inputs[k]->desc.dtype;
          break;
        }
    if (cb.backed()) {
      const TensorRef& t = cb.backed_by == CbDesc::kOutput ? *p.output : *p.inputs[static_cast<std::size_t>(cb.backed_by)];
      c.backing_buffer = ctx.tensor(t).bufferPtr();
      c.num_pages = static_cast<std::uint32_t>((t.desc.shardRows(arch) / arch.tile_height) *
                                               (t.desc.shardCols(arch) / arch.tile_width));
      if (cb.backed_by == CbDesc::kOutput) plan->out.backed = true;
      else plan->in[static_cast<std::size_t>(cb.backed_by)].backed = true;
    }
    program.addCircularBuffer(c);
  }
  program.addKernel(std::string(p.name) + ".reader", cores,
                    [plan](KernelContext& k) { return readerStep(plan, k); });
  if (p.kind == ComputeKind::Reduce)
    program.addKernel(std::string(p.name) + ".compute", cores,
                      [plan](KernelContext& k) { return reduceCompute(plan, k); });
  else if (p.kind == ComputeKind::Integer)
    program.addKernel(std::string(p.name) + ".compute", cores,
                      [plan](KernelContext& k) { return integerCompute(plan, k); });
  else
    program.addKernel(std::string(p.name) + ".compute", cores,
                      [plan](KernelContext& k) { return eltwiseCompute(plan, k); });
  // A shard-backed output is written in place by the compute kernel: no writer.
  if (!plan->out.backed)
    program.addKernel(std::string(p.name) + ".writer", cores,
                      [plan](KernelContext& k) { return writerStep(plan, k); });
  return program;
}

}  // namespace strata::ops_device
