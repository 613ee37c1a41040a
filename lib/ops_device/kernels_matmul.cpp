// The matmul program: per core, for each output block of per_core_m x per_core_n tiles,
// the reader streams K blocks of a (per_core_m x k_block tiles) and b (k_block x
// per_core_n tiles) into double-buffered CBs, the compute kernel accumulates the block
// in full precision and writes it to the output CB once K is done, and the writer sends
// the block's tiles to the output pages (a sharded output CB is the shard itself).

#include "strata/ops_device/device.hpp"

#include "program_builders.hpp"
#include "program_util.hpp"
#include "strata/runtime/codec.hpp"

#include <algorithm>
#include <array>
#include <vector>

namespace strata::ops_device {

using namespace ops;  // this layer runs what the ops layer describes

namespace {

using runtime::KernelContext;
using runtime::KernelStatus;
constexpr std::uint32_t kT = 32;
constexpr std::uint32_t kTileElems = runtime::kTileElements;

struct Block {
  std::uint64_t r0 = 0, c0 = 0;  // first output tile row / column
};

struct CoreState {
  std::uint64_t reader = 0, compute = 0, writer = 0;
  std::vector<double> acc;  // per_core_m x per_core_n tiles, row-major 32x32 each
};

struct MatmulPlan {
  std::shared_ptr<runtime::Buffer> a, b, out;
  DataType a_dtype{}, b_dtype{}, out_dtype{};
  std::uint32_t pcm = 1, pcn = 1, kb = 1;
  std::uint64_t rows = 0, mt = 0, kt = 0, nt = 0, k_logical = 0;
  bool b_batched = false, out_backed = false;
  std::vector<std::vector<Block>> work;
  std::vector<CoreState> state;
  std::uint64_t ksteps() const { return kt / kb; }
};

void readTile(const runtime::Buffer& buf, std::int64_t page, std::vector<std::byte>& bytes) {
  if (page < 0) std::fill(bytes.begin(), bytes.end(), std::byte{0});
  else buf.readPage(static_cast<std::uint64_t>(page), bytes);
}

KernelStatus reader(const std::shared_ptr<MatmulPlan>& p, KernelContext& ctx) {
  CoreState& st = p->state[ctx.coreIndex()];
  const auto& blocks = p->work[ctx.coreIndex()];
  const std::uint64_t j = st.reader / p->ksteps(), ks = st.reader % p->ksteps();
  if (j >= blocks.size()) return KernelStatus::Done;
  auto& in0 = ctx.cb(0);
  auto& in1 = ctx.cb(1);
  if (!in0.hasSpace(p->pcm * p->kb) || !in1.hasSpace(p->kb * p->pcn)) return KernelStatus::Blocked;
  const Block& blk = blocks[j];
  std::vector<std::byte> bytes(device::tileBytes(p->a_dtype));
  for (std::uint32_t r = 0; r < p->pcm; ++r)
    for (std::uint32_t k = 0; k < p->kb; ++k) {
      const std::uint64_t row = blk.r0 + r, col = ks * p->kb + k;
      readTile(*p->a, row < p->rows ? static_cast<std::int64_t>(row * p->kt + col) : -1, bytes);
      ctx.writeL1(in0.writeAddress(), bytes);
      in0.pushBack();
    }
  bytes.resize(device::tileBytes(p->b_dtype));
  const std::uint64_t batch = p->b_batched ? blk.r0 / p->mt : 0;
  for (std::uint32_t k = 0; k < p->kb; ++k)
    for (std::uint32_t c = 0; c < p->pcn; ++c) {
      const std::uint64_t row = batch * p->kt + ks * p->kb + k, col = blk.c0 + c;
      readTile(*p->b, col < p->nt ? static_cast<std::int64_t>(row * p->nt + col) : -1, bytes);
      ctx.writeL1(in1.writeAddress(), bytes);
      in1.pushBack();
    }
  ++st.reader;
  return KernelStatus::Progress;
}

// K tiles per call of the tile kernel: ops/ops_matmul.cpp's k_block is at most 4.
constexpr std::uint32_t kMaxBlockK = 4;

// acc (one 32x32 output tile, row-major) += sum over the kb K tiles k of
// a[k][:, 0:kk_end[k]] b[k][0:kk_end[k], :], a and b row-major 32x32 float values held as
// double. Every element of acc gets its products added one at a time in ascending k, kk
// order, as the plain i-kk-j loop did: register blocks of R rows x NV vectors of
// columns only keep partial sums in registers instead of memory, and each lane is its
// own element. A product of two floats is exact in double, so the sums are bit for bit
// the plain loop's (and would be with fused multiply-adds too; none are used).
template <class V, int R, int NV>
[[gnu::always_inline]] inline void tileMacBody(double* acc, const double* const* a,
                                               const double* const* b,
                                               const std::uint32_t* kk_end, std::uint32_t kb) {
  constexpr int W = sizeof(V) / sizeof(double);
  static_assert(kT % R == 0 && kT % (W * NV) == 0);
  for (std::uint32_t i0 = 0; i0 < kT; i0 += R)
    for (std::uint32_t j0 = 0; j0 < kT; j0 += W * NV) {
      V c[R][NV];
      for (int r = 0; r < R; ++r)
        for (int v = 0; v < NV; ++v) __builtin_memcpy(&c[r][v], acc + (i0 + r) * kT + j0 + v * W, sizeof(V));
      for (std::uint32_t k = 0; k < kb; ++k) {
        const double* ak = a[k] + i0 * kT;
        const double* bk = b[k] + j0;
        for (std::uint32_t kk = 0; kk < kk_end[k]; ++kk) {
          V bv[NV];
          for (int v = 0; v < NV; ++v) __builtin_memcpy(&bv[v], bk + kk * kT + v * W, sizeof(V));
          for (int r = 0; r < R; ++r) {
            const V av = V{} + ak[r * kT + kk];
            for (int v = 0; v < NV; ++v) c[r][v] += av * bv[v];
          }
        }
      }
      for (int r = 0; r < R; ++r)
        for (int v = 0; v < NV; ++v) __builtin_memcpy(acc + (i0 + r) * kT + j0 + v * W, &c[r][v], sizeof(V));
    }
}

using V2 = double __attribute__((vector_size(16)));  // SSE2: every x86-64
using V4 = double __attribute__((vector_size(32)));  // AVX2

void tileMacBaseline(double* acc, const double* const* a, const double* const* b,
                     const std::uint32_t* kk_end, std::uint32_t kb) {
  tileMacBody<V2, 4, 2>(acc, a, b, kk_end, kb);  // 8 of the 16 xmm registers hold sums
}
[[gnu::target("avx2")]] void tileMacAvx2(double* acc, const double* const* a,
                                         const double* const* b, const std::uint32_t* kk_end,
                                         std::uint32_t kb) {
  tileMacBody<V4, 4, 2>(acc, a, b, kk_end, kb);  // 8 of the 16 ymm registers hold sums
}

void tileMultiplyAccumulate(double* acc, const double* const* a, const double* const* b,
                            const std::uint32_t* kk_end, std::uint32_t kb) {
  static const bool avx2 = __builtin_cpu_supports("avx2");
  if (avx2) tileMacAvx2(acc, a, b, kk_end, kb);
  else tileMacBaseline(acc, a, b, kk_end, kb);
}

// Tile bytes -> row-major 32x32 values.
void decodeRowMajor(KernelContext& ctx, std::uint64_t address, DataType dtype,
                    std::vector<std::byte>& bytes, std::array<float, kTileElems>& face,
                    std::array<double, kTileElems>& rm) {
  bytes.resize(device::tileBytes(dtype));
  ctx.readL1(address, bytes);
  runtime::decodeElements(dtype, bytes, face);
  for (std::uint32_t r = 0; r < kT; ++r)
    for (std::uint32_t c = 0; c < kT; ++c) rm[r * kT + c] = face[runtime::tileOffset(r, c)];
}

KernelStatus compute(const std::shared_ptr<MatmulPlan>& p, KernelContext& ctx) {
  CoreState& st = p->state[ctx.coreIndex()];
  const auto& blocks = p->work[ctx.coreIndex()];
  const std::uint64_t j = st.compute / p->ksteps(), ks = st.compute % p->ksteps();
  if (j >= blocks.size()) return KernelStatus::Done;
  auto& in0 = ctx.cb(0);
  auto& in1 = ctx.cb(1);
  auto& out = ctx.cb(ops::detail::kFirstOutputCb);
  const bool last = ks + 1 == p->ksteps();
  if (!in0.hasData(p->pcm * p->kb) || !in1.hasData(p->kb * p->pcn) ||
      (last && !out.hasSpace(p->pcm * p->pcn)))
    return KernelStatus::Blocked;
  const std::size_t block_elems = std::size_t(p->pcm) * p->pcn * kTileElems;
  if (ks == 0) st.acc.assign(block_elems, 0.0);
  std::vector<std::byte> bytes;
  std::array<float, kTileElems> face{};
  std::vector<std::array<double, kTileElems>> a(p->pcm * p->kb), b(p->kb * p->pcn);
  for (std::uint32_t t = 0; t < p->pcm * p->kb; ++t) {
    decodeRowMajor(ctx, in0.readAddress(), p->a_dtype, bytes, face, a[t]);
    in0.popFront();
  }
  for (std::uint32_t t = 0; t < p->kb * p->pcn; ++t) {
    decodeRowMajor(ctx, in1.readAddress(), p->b_dtype, bytes, face, b[t]);
    in1.popFront();
  }
  // K tiles in groups of kMaxBlockK (all of them at k_block <= 4), in ascending order.
  std::array<std::uint32_t, kMaxBlockK> kk_end{};
  std::array<const double*, kMaxBlockK> at{}, bt{};
  for (std::uint32_t g = 0; g < p->kb; g += kMaxBlockK) {
    const std::uint32_t n = std::min(kMaxBlockK, p->kb - g);
    // Padded K columns of a may hold anything (an intermediate's padding): skip them.
    for (std::uint32_t k = 0; k < n; ++k) {
      const std::uint64_t k0 = (ks * p->kb + g + k) * kT;
      kk_end[k] = k0 >= p->k_logical ? 0 : static_cast<std::uint32_t>(std::min<std::uint64_t>(kT, p->k_logical - k0));
    }
    for (std::uint32_t r = 0; r < p->pcm; ++r)
      for (std::uint32_t c = 0; c < p->pcn; ++c) {
        for (std::uint32_t k = 0; k < n; ++k) {
          at[k] = a[r * p->kb + g + k].data();
          bt[k] = b[(g + k) * p->pcn + c].data();
        }
        tileMultiplyAccumulate(&st.acc[(std::size_t(r) * p->pcn + c) * kTileElems], at.data(),
                               bt.data(), kk_end.data(), n);
      }
  }
  if (last) {
    bytes.resize(device::tileBytes(p->out_dtype));
    for (std::uint32_t t = 0; t < p->pcm * p->pcn; ++t) {
      const double* acc = &st.acc[std::size_t(t) * kTileElems];
      for (std::uint32_t r = 0; r < kT; ++r)
        for (std::uint32_t c = 0; c < kT; ++c) face[runtime::tileOffset(r, c)] = static_cast<float>(acc[r * kT + c]);
      runtime::encodeElements(p->out_dtype, face, bytes);
      ctx.writeL1(out.writeAddress(), bytes);
      out.pushBack();
    }
  }
  ++st.compute;
  return KernelStatus::Progress;
}

KernelStatus writer(const std::shared_ptr<MatmulPlan>& p, KernelContext& ctx) {
  CoreState& st = p->state[ctx.coreIndex()];
  const auto& blocks = p->work[ctx.coreIndex()];
  const std::uint64_t per_block = std::uint64_t(p->pcm) * p->pcn;
  const std::uint64_t j = st.writer / per_block, t = st.writer % per_block;
  if (j >= blocks.size()) return KernelStatus::Done;
  auto& out = ctx.cb(ops::detail::kFirstOutputCb);
  if (!out.hasData()) return KernelStatus::Blocked;
  std::vector<std::byte> bytes(device::tileBytes(p->out_dtype));
  ctx.readL1(out.readAddress(), bytes);
  const std::uint64_t row = blocks[j].r0 + t / p->pcn, col = blocks[j].c0 + t % p->pcn;
  if (row < p->rows && col < p->nt) p->out->writePage(row * p->nt + col, bytes);
  out.popFront();
  ++st.writer;
  return KernelStatus::Progress;
}

}  // namespace

runtime::Program buildMatmulProgram(const ProgramDesc& d, const DeviceContext& ctx) {
  const ArchDesc& arch = ctx.arch();
  const TensorDesc& ad = d.inputs[0]->desc;
  const TensorDesc& bd = d.inputs[1]->desc;
  const TensorDesc& od = d.output->desc;
  auto p = std::make_shared<MatmulPlan>();
  p->a = ctx.tensor(*d.inputs[0]).bufferPtr();
  p->b = ctx.tensor(*d.inputs[1]).bufferPtr();
  p->out = ctx.tensor(*d.output).bufferPtr();
  p->a_dtype = ad.dtype;
  p->b_dtype = bd.dtype;
  p->out_dtype = od.dtype;
  p->pcm = static_cast<std::uint32_t>(d.params[0]);
  p->pcn = static_cast<std::uint32_t>(d.params[1]);
  p->kb = static_cast<std::uint32_t>(d.params[2]);
  p->rows = ad.tileRows(arch);
  p->mt = ceilDiv(ad.shape.secondLast(), arch.tile_height);
  p->kt = ad.tileCols(arch);
  p->nt = od.tileCols(arch);
  p->k_logical = ad.shape.last();
  p->b_batched = bd.shape.batch() != 1;
  p->out_backed = od.memory.isSharded();
  p->work.assign(d.num_cores, {});
  p->state.assign(d.num_cores, {});
  device::CoreRangeSet cores;
  if (d.on_shard_grid) {
    const std::uint64_t shard_cols = ceilDiv(p->nt, p->pcn);
    for (std::uint32_t s = 0; s < d.num_cores; ++s)
      p->work[s].push_back({(s / shard_cols) * p->pcm, (s % shard_cols) * p->pcn});
    cores = device::CoreRangeSet(od.memory.shard_spec->grid);
  } else {
    const std::uint64_t block_cols = p->nt / p->pcn;
    const std::uint64_t total = (p->rows / p->pcm) * block_cols, n = d.num_cores;
    std::uint64_t next = 0;
    std::vector<device::CoreCoord> list;
    for (std::uint32_t k = 0; k < n; ++k) {
      const std::uint64_t count = total / n + (k < total % n ? 1 : 0);
      for (std::uint64_t b = next; b < next + count; ++b)
        p->work[k].push_back({(b / block_cols) * p->pcm, (b % block_cols) * p->pcn});
      next += count;
      list.push_back({k % arch.grid_x, k / arch.grid_x});
    }
    cores = device::CoreRangeSet::fromCores(list);
  }
  runtime::Program program(arch, d.name);
  for (int i = 0; i < d.num_cbs; ++i) {
    const CbDesc& cb = d.cbs[static_cast<std::size_t>(i)];
    runtime::CircularBufferConfig c;
    c.index = cb.index;
    c.cores = cores;
    c.page_size = cb.page_size;
    c.num_pages = cb.num_pages;
    c.data_format = cb.index == 0 ? ad.dtype : cb.index == 1 ? bd.dtype : od.dtype;
    if (cb.backed()) c.backing_buffer = p->out;
    program.addCircularBuffer(c);
  }
  program.addKernel("matmul.reader", cores, [p](KernelContext& k) { return reader(p, k); });
  program.addKernel("matmul.compute", cores, [p](KernelContext& k) { return compute(p, k); });
  if (!p->out_backed)
    program.addKernel("matmul.writer", cores, [p](KernelContext& k) { return writer(p, k); });
  return program;
}

}  // namespace strata::ops_device
