// Kernels of the random ops (lib/ops/random/ops_random.cpp). Every element's draw is
// randomUnit(seed, its row-major index over the logical shape), so which core makes a
// tile and in what order never changes a value; padding positions are written as 0.
// - rand: the compute kernel generates each output tile in f32 into CB 24 (two tiles);
//   the writer converts it to the output dtype through CB 16 (one tile) and writes it
//   to its page, as tt-metal's uniform program does.
// - dropout: reader (input page -> CB 0), compute (CB 0 -> keep * scale or 0 -> CB 16),
//   writer (CB 16 -> output page).

#include "strata/ops_device/device.hpp"
#include "strata/ops/random.hpp"

#include "program_builders.hpp"
#include "program_util.hpp"
#include "program_scaffold.hpp"
#include "strata/runtime/codec.hpp"

#include <array>
#include <vector>

namespace strata::ops_device {

using namespace ops;  // this layer runs what the ops layer describes

namespace {

using runtime::KernelContext;
using runtime::KernelStatus;
constexpr std::uint32_t kTileElems = runtime::kTileElements;
constexpr std::uint8_t kRandTilesCb = 24;  // ops_random.cpp's f32 tile CB
constexpr std::uint8_t kInputCb = 0;

struct RandomPlan {
  RandomCode code{};
  double a = 0, b = 0;  // rand: low, high; dropout: prob, scale
  std::uint32_t seed = 0;
  DataType in_dtype{}, out_dtype{};
  std::shared_ptr<runtime::Buffer> in_buffer, out_buffer;
  // Output geometry: logical rows per slice (H) and columns (W), tiles per slice and
  // tile columns, the tile's height and width.
  std::uint64_t rows = 1, cols = 1, tiles_per_slice = 1, tile_cols = 1;
  std::uint32_t tile_h = 32, tile_w = 32;
  std::vector<std::vector<std::uint64_t>> work;  // output tiles per core
  std::vector<std::uint64_t> reader_done, compute_done, converted, writer_done;
};

// Calls visit(element offset in the tile, element index over the logical shape) for
// every logical element of output tile `page`.
template <class Visit>
void forEachElement(const RandomPlan& p, std::uint64_t page, Visit&& visit) {
  const std::uint64_t tile_row = page / p.tile_cols, tile_col = page % p.tile_cols;
  const std::uint64_t slice = tile_row / p.tiles_per_slice;
  const std::uint64_t row0 = (tile_row % p.tiles_per_slice) * p.tile_h, col0 = tile_col * p.tile_w;
  for (std::uint32_t r = 0; r < p.tile_h && row0 + r < p.rows; ++r)
    for (std::uint32_t c = 0; c < p.tile_w && col0 + c < p.cols; ++c)
      visit(runtime::tileOffset(r, c), (slice * p.rows + row0 + r) * p.cols + col0 + c);
}

void pushTile(KernelContext& ctx, runtime::CircularBufferView& cb, DataType dtype,
              const std::array<float, kTileElems>& values) {
  thread_local std::vector<std::byte> bytes;
  bytes.resize(device::tileBytes(dtype));
  runtime::encodeElements(dtype, values, bytes);
  ctx.writeL1(cb.writeAddress(), bytes);
  cb.pushBack();
}

void frontTile(KernelContext& ctx, runtime::CircularBufferView& cb, DataType dtype,
               std::array<float, kTileElems>& values) {
  thread_local std::vector<std::byte> bytes;
  bytes.resize(device::tileBytes(dtype));
  ctx.readL1(cb.readAddress(), bytes);
  runtime::decodeElements(dtype, bytes, values);
}

// rand's compute kernel: one f32 tile of draws per step.
KernelStatus randCompute(const std::shared_ptr<RandomPlan>& p, KernelContext& ctx) {
  const std::vector<std::uint64_t>& pages = p->work[ctx.coreIndex()];
  std::uint64_t& done = p->compute_done[ctx.coreIndex()];
  if (done >= pages.size()) return KernelStatus::Done;
  auto& cb = ctx.cb(kRandTilesCb);
  if (!cb.hasSpace()) return KernelStatus::Blocked;
  std::array<float, kTileElems> values{};
  const double low = p->a, span = p->b - p->a;
  forEachElement(*p, pages[done], [&](std::uint32_t at, std::uint64_t index) {
    values[at] = static_cast<float>(low + span * randomUnit(p->seed, index));
  });
  pushTile(ctx, cb, DataType::Float32, values);
  ++done;
  return KernelStatus::Progress;
}

// rand's writer: converts the oldest f32 tile into the output CB, then drains that CB
// into the output pages.
KernelStatus randWriter(const std::shared_ptr<RandomPlan>& p, KernelContext& ctx) {
  const std::uint32_t core = ctx.coreIndex();
  const std::vector<std::uint64_t>& pages = p->work[core];
  auto& out = ctx.cb(ops::detail::kFirstOutputCb);
  if (p->writer_done[core] < p->converted[core])
    return detail::writePageStep(ctx, ops::detail::kFirstOutputCb, device::tileBytes(p->out_dtype),
                                 *p->out_buffer, pages, p->writer_done[core]);
  if (p->converted[core] >= pages.size()) return KernelStatus::Done;
  auto& tiles = ctx.cb(kRandTilesCb);
  if (!tiles.hasData() || !out.hasSpace()) return KernelStatus::Blocked;
  std::array<float, kTileElems> values{};
  frontTile(ctx, tiles, DataType::Float32, values);
  pushTile(ctx, out, p->out_dtype, values);
  tiles.popFront();
  ++p->converted[core];
  return KernelStatus::Progress;
}

KernelStatus dropoutReader(const std::shared_ptr<RandomPlan>& p, KernelContext& ctx) {
  const std::vector<std::uint64_t>& pages = p->work[ctx.coreIndex()];
  std::uint64_t& done = p->reader_done[ctx.coreIndex()];
  if (done >= pages.size()) return KernelStatus::Done;
  auto& cb = ctx.cb(kInputCb);
  if (!cb.hasSpace()) return KernelStatus::Blocked;
  thread_local std::vector<std::byte> bytes;
  bytes.resize(device::tileBytes(p->in_dtype));
  p->in_buffer->readPage(pages[done], bytes);
  ctx.writeL1(cb.writeAddress(), bytes);
  cb.pushBack();
  ++done;
  return KernelStatus::Progress;
}

KernelStatus dropoutCompute(const std::shared_ptr<RandomPlan>& p, KernelContext& ctx) {
  const std::vector<std::uint64_t>& pages = p->work[ctx.coreIndex()];
  std::uint64_t& done = p->compute_done[ctx.coreIndex()];
  if (done >= pages.size()) return KernelStatus::Done;
  auto& in = ctx.cb(kInputCb);
  auto& out = ctx.cb(ops::detail::kFirstOutputCb);
  if (!in.hasData() || !out.hasSpace()) return KernelStatus::Blocked;
  std::array<float, kTileElems> x{}, y{};
  frontTile(ctx, in, p->in_dtype, x);
  const double prob = p->a, scale = p->b;
  forEachElement(*p, pages[done], [&](std::uint32_t at, std::uint64_t index) {
    if (randomUnit(p->seed, index) >= prob) y[at] = static_cast<float>(double(x[at]) * scale);
  });
  pushTile(ctx, out, p->out_dtype, y);
  in.popFront();
  ++done;
  return KernelStatus::Progress;
}

KernelStatus dropoutWriter(const std::shared_ptr<RandomPlan>& p, KernelContext& ctx) {
  return detail::writePageStep(ctx, ops::detail::kFirstOutputCb, device::tileBytes(p->out_dtype),
                               *p->out_buffer, p->work[ctx.coreIndex()],
                               p->writer_done[ctx.coreIndex()]);
}

}  // namespace

runtime::Program buildRandomProgram(const ProgramDesc& d, const DeviceContext& ctx) {
  const ArchDesc& arch = ctx.arch();
  auto p = std::make_shared<RandomPlan>();
  p->code = static_cast<RandomCode>(d.code);
  p->a = d.params[0];
  p->b = d.params[1];
  p->seed = static_cast<std::uint32_t>(d.params[2]);
  const TensorDesc& out = d.output->desc;
  p->out_dtype = out.dtype;
  p->out_buffer = ctx.tensor(*d.output).bufferPtr();
  if (d.num_inputs > 0) {
    p->in_dtype = d.inputs[0]->desc.dtype;
    p->in_buffer = ctx.tensor(*d.inputs[0]).bufferPtr();
  }
  p->rows = out.shape.secondLast();
  p->cols = out.shape.last();
  p->tile_h = arch.tile_height;
  p->tile_w = arch.tile_width;
  p->tiles_per_slice = ceilDiv(p->rows, arch.tile_height);
  p->tile_cols = out.tileCols(arch);
  const std::uint32_t n = d.num_cores;
  p->work.assign(n, {});
  p->reader_done.assign(n, 0);
  p->compute_done.assign(n, 0);
  p->converted.assign(n, 0);
  p->writer_done.assign(n, 0);
  const device::CoreRangeSet cores = detail::splitIntoContiguousRuns(
      out.numTiles(arch), n, arch, [&](std::uint32_t k, std::uint64_t begin, std::uint64_t end) {
        for (std::uint64_t t = begin; t < end; ++t) p->work[k].push_back(t);
      });
  runtime::Program program(arch, d.name);
  for (int i = 0; i < d.num_cbs; ++i) {
    const CbDesc& cb = d.cbs[static_cast<std::size_t>(i)];
    const DataType format = cb.index == kRandTilesCb ? DataType::Float32
                            : cb.index == kInputCb   ? p->in_dtype
                                                     : out.dtype;
    program.addCircularBuffer(detail::circularBufferConfig(cb, cores, format));
  }
  const std::string name = d.name;
  if (p->code == RandomCode::Rand) {
    program.addKernel(name + ".compute", cores, [p](KernelContext& k) { return randCompute(p, k); });
    program.addKernel(name + ".writer", cores, [p](KernelContext& k) { return randWriter(p, k); });
    return program;
  }
  program.addKernel(name + ".reader", cores, [p](KernelContext& k) { return dropoutReader(p, k); });
  program.addKernel(name + ".compute", cores, [p](KernelContext& k) { return dropoutCompute(p, k); });
  program.addKernel(name + ".writer", cores, [p](KernelContext& k) { return dropoutWriter(p, k); });
  return program;
}

}  // namespace strata::ops_device
