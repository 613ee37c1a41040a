// Reductions, the glu split, fills and copies (typecast / to_memory_config).

#include "strata/ops/ops.hpp"

#include "program_util.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <cmath>

namespace strata::ops {

namespace {
constexpr const char* kReduceNames[] = {"sum", "mean", "max", "min", "prod"};
}

TensorRef reduce(OpContext& ctx, ReduceCode code, const TensorRef& x, int dims,
                 const OutputSpec& out) {
  const char* name = kReduceNames[static_cast<int>(code)];
  OpScope scope(ctx, name);
  if (dims != 1 && dims != 2)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: reduces over the last 1 or 2 dims, not {}", name, dims),
                {Error::num("dims", dims)});
  TensorDesc desc = x.desc;
  desc.shape[desc.shape.rank - 1] = 1;
  if (dims == 2 && desc.shape.rank >= 2) desc.shape[desc.shape.rank - 2] = 1;
  // dims=2 keeps one value per batch slice: a sharded input's layout cannot hold it.
  if (dims == 2 && desc.memory.isSharded()) desc.memory = MemoryConfig::l1();
  TensorRef y = makeOutput(ctx, desc, out, name);
  ProgramDesc p;
  p.name = name;
  p.kind = ComputeKind::Reduce;
  p.code = static_cast<std::uint8_t>(code);
  p.params = {double(dims), 0, 0};
  p.inputs[0] = &x;
  p.num_inputs = 1;
  p.output = &y;
  const ArchDesc& arch = ctx.arch();
  // A height-sharded output (the default for a height-sharded input) runs on the shard
  // grid: its CB is the output shard, and an input sharded the same way is read in place
  // (each core's input shard holds exactly the rows it reduces).
  const bool sharded_out = y.desc.memory.isSharded();
  const bool in_place = sharded_out && x.desc.memory == y.desc.memory &&
                        x.desc.paddedRows(arch) == y.desc.paddedRows(arch);
  p.addCb({0, device::tileBytes(x.desc.dtype), detail::kPagesPerCb, in_place ? std::int8_t{0} : std::int8_t{-1}});
  // The scaler tile the reduce kernel multiplies by (ones: means divide exactly);
  // tt-metal gives its CB two pages like the others.
  p.addCb({2, device::tileBytes(x.desc.dtype), detail::kPagesPerCb, -1});
  p.addCb({detail::kFirstOutputCb, device::tileBytes(desc.dtype), detail::kPagesPerCb,
           sharded_out ? CbDesc::kOutput : std::int8_t{-1}});
  p.on_shard_grid = sharded_out;
  p.num_cores = sharded_out ? y.desc.memory.numShardCores()
                            : static_cast<std::uint32_t>(std::min<std::uint64_t>(
                                  y.desc.numTiles(arch), arch.numWorkerCores()));
  ctx.enqueue(p);
  return y;
}

TensorRef sliceLastDim(OpContext& ctx, const TensorRef& x, std::uint32_t begin,
                       std::uint32_t width, const OutputSpec& out) {
  OpScope scope(ctx, "slice");
  const ArchDesc& arch = ctx.arch();
  if (begin % arch.tile_width != 0 || width % arch.tile_width != 0 || width == 0 ||
      begin + width > x.desc.shape.last())
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("slice: columns [{}, {}) of a last dim of {} must be a non-empty "
                            "window on {}-column tile boundaries",
                            begin, begin + width, x.desc.shape.last(), arch.tile_width),
                {Error::num("begin", begin), Error::num("width", width)});
  TensorDesc desc = x.desc;
  desc.shape[desc.shape.rank - 1] = width;
  TensorRef y = makeOutput(ctx, desc, out, "slice");
  ProgramDesc p;
  p.name = "slice";
  p.kind = ComputeKind::Slice;
  p.params = {double(begin / arch.tile_width), 0, 0};
  p.inputs[0] = &x;
  p.num_inputs = 1;
  p.output = &y;
  // The input's columns differ from the output's, so its CB is never shard-backed; a
  // sharded output is written in place on its shard grid.
  detail::setupTilePipeline(p, arch);
  ctx.enqueue(p);
  return y;
}

TensorRef full(OpContext& ctx, const TensorDesc& desc, double value, const OutputSpec& out) {
  OpScope scope(ctx, "full");
  TensorRef y = makeOutput(ctx, desc, out, "full");
  ctx.fill(y, value, 0);
  return y;
}

TensorRef arange(OpContext& ctx, const TensorDesc& desc, double start, double end, double step,
                 const OutputSpec& out) {
  OpScope scope(ctx, "arange");
  const double count = std::ceil((end - start) / step);
  if (!(step != 0) || !std::isfinite(count) || count != static_cast<double>(desc.shape.volume()))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("arange: start {}, end {}, step {} give {} values but the result {} "
                            "holds {}; the result's element count must equal ceil((end - start) "
                            "/ step)",
                            start, end, step, std::isfinite(count) ? count : 0.0,
                            desc.shape.toString(), desc.shape.volume()),
                {Error::str("op", "arange")});
  TensorRef y = makeOutput(ctx, desc, out, "arange");
  ctx.fill(y, start, step);
  return y;
}

TensorRef createScalar(OpContext& ctx, double value, DataType dtype, const OutputSpec& out) {
  TensorDesc desc;
  desc.shape = Shape{1, 1};
  desc.dtype = dtype;
  desc.layout = Layout::Tile;
  desc.memory = out.memory;
  return full(ctx, desc, value, out);
}

namespace {
constexpr std::uint32_t kInterleavedToShardedScratchPages = 4;
}  // namespace

TensorRef copyTo(OpContext& ctx, const TensorRef& x, DataType dtype, const MemoryConfig& memory,
                 const OutputSpec& out, const char* name) {
  OpScope scope(ctx, name);
  TensorDesc desc = x.desc;
  desc.dtype = dtype;
  desc.memory = memory;
  OutputSpec spec = out;
  if (!spec.preallocated) {
    spec.memory = memory;
    spec.memory_given = true;
  }
  TensorRef y = makeOutput(ctx, desc, spec, name);
  ProgramDesc p;
  p.name = name;
  p.kind = ComputeKind::Unary;
  p.code = static_cast<std::uint8_t>(UnaryCode::Identity);
  p.inputs[0] = &x;
  p.num_inputs = 1;
  p.output = &y;
  detail::setupTilePipeline(p, ctx.arch());
  // An interleaved-to-sharded copy of one dtype writes the shard in place and reads
  // the input pages through a 4-page scratch CB, as tt-metal's interleaved_to_sharded
  // program does (its L1-alignment scratch: 8,192 B of bf16 tiles).
  if (y.desc.memory.isSharded() && !x.desc.memory.isSharded() && dtype == x.desc.dtype)
    p.cbs[0].num_pages = kInterleavedToShardedScratchPages;
  ctx.enqueue(p);
  return y;
}

}  // namespace strata::ops

namespace strata::ops {

std::uint32_t layoutBlockTiles(const TensorDesc& tiled, const ArchDesc& arch) {
  const std::uint64_t wt = ceilDiv(tiled.shape.last(), arch.tile_width);
  for (std::uint32_t d = 8; d > 1; --d)
    if (wt % d == 0) return d;
  return 1;
}

TensorRef toLayout(OpContext& ctx, const TensorRef& x, Layout layout, const OutputSpec& out) {
  if (layout == x.desc.layout) return copyTo(ctx, x, x.desc.dtype, out.memory_given ? out.memory : x.desc.memory, out, "to_layout");
  OpScope scope(ctx, "to_layout");
  const ArchDesc& arch = ctx.arch();
  TensorDesc desc = x.desc;
  desc.layout = layout;
  TensorRef y = makeOutput(ctx, desc, out, "to_layout");
  if (x.desc.memory.isSharded() || y.desc.memory.isSharded())
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("to_layout: {} -> {}: tilize/untilize take interleaved tensors; use "
                            "to_memory_config for the sharding",
                            x.desc.toString(), y.desc.toString()),
                {Error::str("input", x.desc.toString())});
  const TensorDesc& tiled = layout == Layout::Tile ? y.desc : x.desc;
  const std::uint64_t rowTiles = tiled.tileCols(arch), tileRows = tiled.tileRows(arch);
  // Untilize as tt-metal's multi-core program does it: a block is a whole row of tiles,
  // single-buffered when every core gets one block, double-buffered otherwise; when a
  // row of tiles does not fit in (L1 / 2 - base) / 2 tiles per CB tt-metal changes
  // programs, and Strata keeps its own blocks of up to 8 tiles there (as for tilize).
  const std::uint64_t maxRowTiles =
      (arch.l1_size / 2 - std::min(arch.l1_size / 2, arch.l1_unreserved_base)) /
      (2 * device::tileBytes(x.desc.dtype));
  const bool wholeRows = layout == Layout::RowMajor && rowTiles <= maxRowTiles;
  const std::uint32_t bw =
      wholeRows ? static_cast<std::uint32_t>(rowTiles) : layoutBlockTiles(tiled, arch);
  const std::uint64_t units = tileRows * (rowTiles / bw);
  const std::uint32_t buffering = wholeRows && units <= arch.numWorkerCores() ? 1 : 2;
  ProgramDesc p;
  p.name = layout == Layout::Tile ? "tilize" : "untilize";
  p.kind = layout == Layout::Tile ? ComputeKind::Tilize : ComputeKind::Untilize;
  p.params = {double(bw), 0, 0};
  p.inputs[0] = &x;
  p.num_inputs = 1;
  p.output = &y;
  // Blocks of 32 rows x bw tiles on both sides (row-major data of a block fills exactly
  // bw tile-sized pages).
  p.addCb({0, device::tileBytes(x.desc.dtype), buffering * bw, -1});
  p.addCb({detail::kFirstOutputCb, device::tileBytes(y.desc.dtype), buffering * bw, -1});
  p.num_cores = static_cast<std::uint32_t>(std::min<std::uint64_t>(units, arch.numWorkerCores()));
  ctx.enqueue(p);
  return y;
}

}  // namespace strata::ops
