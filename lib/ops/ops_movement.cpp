// Data movement: reshape, permute, transpose, concat, slice, repeat and
// repeat_interleave. Each builds a GatherMap (which input element every output element
// copies) and enqueues one gather program; the device kernel (kernels_gather.cpp) reads
// the input tiles an output tile needs and writes that tile.
//
// L1 (docs/ops.md): tt-metal runs these as reader/writer programs over one double-
// buffered CB of input pages; a transpose / permute that moves the last dim moves
// elements across tile columns and adds a compute kernel (transpose_wh) with its own
// double-buffered output CB. reshape adds one page of tt-metal's segment map
// (reshape_segment_map.cpp).

#include "strata/ops/ops.hpp"

#include "program_util.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <limits>
#include <string>

namespace strata::ops {

namespace {

[[noreturn]] void badParam(const char* op, const char* param, const std::string& message) {
  throw Error(ErrorKind::InvalidArgument, fmt::format("{}: {}: {}", op, param, message),
              {Error::str("op", op), Error::str("param", param)});
}

std::string listText(std::span<const std::int64_t> values) {
  return fmt::format("[{}]", fmt::join(values, ", "));
}

// A dim in [-rank, rank) as an index in [0, rank).
std::uint8_t normalizeDim(std::int64_t dim, int rank, const char* op, const char* param) {
  if (dim < -rank || dim >= rank)
    badParam(op, param, fmt::format("dim {} is outside [{}, {}) for a rank-{} input", dim, -rank,
                                    rank, rank));
  return static_cast<std::uint8_t>(dim < 0 ? dim + rank : dim);
}

void requireLength(std::span<const std::int64_t> values, int rank, const char* op,
                   const char* param) {
  if (static_cast<int>(values.size()) != rank)
    badParam(op, param, fmt::format("{} has {} entries but the input has rank {}",
                                    listText(values), values.size(), rank));
}

// Tile layout, interleaved: the gather kernel addresses pages by tile index.
void requireInterleavedTiles(const TensorRef& x, const OutputSpec& out, const char* op) {
  if (x.desc.layout != Layout::Tile || x.desc.memory.isSharded())
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: the input is {}; data movement takes tile-layout interleaved "
                            "tensors (dram or l1)", op, x.desc.toString()),
                {Error::str("op", op), Error::str("input", x.desc.toString())});
  const MemoryConfig& m = out.requestedMemory();
  if (out.memoryRequested() && m.isSharded())
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: the output memory config is {}; data movement writes "
                            "interleaved outputs (dram or l1)", op, memoryLayoutName(m.memory_layout)),
                {Error::str("op", op)});
}

GatherMap identityMap(int rank) {
  GatherMap map;
  map.kind = GatherMap::Kind::PerDim;
  for (int k = 0; k < rank; ++k) {
    map.source_dim[k] = static_cast<std::uint8_t>(k);
    map.divide[k] = 1;
    map.step[k] = 1;
  }
  return map;
}

// One gather program: CB 0 holds double-buffered input pages (tiles) the reader
// assembles; `moves_last_dim` adds the transposing compute kernel's output CB 16, and
// padding (ttnn.pad) a one-tile CB 1 with the pad value that all-padding tiles copy,
// and `segment_map_bytes` (reshape) CB 2 with one page of tt-metal's segment map.
TensorRef enqueueGather(OpContext& ctx, const char* name, std::span<const TensorRef* const> inputs,
                        const TensorDesc& desc, const GatherMap& map, bool moves_last_dim,
                        const OutputSpec& out, std::uint64_t segment_map_bytes = 0) {
  TensorDesc result = desc;
  result.memory = inputs[0]->desc.memory;
  TensorRef y = makeOutput(ctx, result, out, name);
  const ArchDesc& arch = ctx.arch();
  ProgramDesc p;
  p.name = name;
  p.kind = ComputeKind::Gather;
  p.gather = &map;
  for (const TensorRef* in : inputs) p.inputs[p.num_inputs++] = in;
  p.output = &y;
  p.addCb({0, device::tileBytes(result.dtype), detail::kPagesPerCb, -1});
  if (moves_last_dim)
    p.addCb({detail::kFirstOutputCb, device::tileBytes(result.dtype), detail::kPagesPerCb, -1});
  if (map.pads) p.addCb({detail::kPadValueCb, device::tileBytes(result.dtype), 1, -1});
  if (segment_map_bytes > 0)
    p.addCb({detail::kSegmentMapCb, static_cast<std::uint32_t>(segment_map_bytes), 1, -1});
  p.num_cores = static_cast<std::uint32_t>(
      std::min<std::uint64_t>(y.desc.numTiles(arch), arch.numWorkerCores()));
  ctx.enqueue(p);
  return y;
}

TensorRef gatherOne(OpContext& ctx, const char* name, const TensorRef& x, const Shape& shape,
                    const GatherMap& map, bool moves_last_dim, const OutputSpec& out,
                    std::uint64_t segment_map_bytes = 0) {
  TensorDesc desc = x.desc;
  desc.shape = shape;
  const TensorRef* inputs[] = {&x};
  return enqueueGather(ctx, name, inputs, desc, map, moves_last_dim, out, segment_map_bytes);
}

}  // namespace

TensorRef reshape(OpContext& ctx, const TensorRef& x, std::span<const std::int64_t> shape,
                  const OutputSpec& out) {
  OpScope scope(ctx, "reshape");
  requireInterleavedTiles(x, out, "reshape");
  if (shape.empty() || shape.size() > static_cast<std::size_t>(kMaxRank))
    badParam("reshape", "shape", fmt::format("{} must have 1 to {} entries", listText(shape), kMaxRank));
  Shape result;
  result.rank = static_cast<std::uint8_t>(shape.size());
  int inferred = -1;
  std::uint64_t known = 1;
  for (int k = 0; k < result.rank; ++k) {
    const std::int64_t v = shape[static_cast<std::size_t>(k)];
    if (v == -1 && inferred < 0) {
      inferred = k;
      continue;
    }
    if (v <= 0 || v > std::numeric_limits<std::uint32_t>::max())
      badParam("reshape", "shape", fmt::format("{}: entry {} is {}; dims are positive (one may be -1)",
                                               listText(shape), k, v));
    result[k] = static_cast<std::uint32_t>(v);
    known *= static_cast<std::uint64_t>(v);
  }
  const std::uint64_t volume = x.desc.shape.volume();
  if (inferred >= 0) {
    if (volume % known != 0)
      badParam("reshape", "shape", fmt::format("{} cannot hold the {} elements of {}",
                                               listText(shape), volume, x.desc.shape.toString()));
    result[inferred] = static_cast<std::uint32_t>(volume / known);
    known = volume;
  }
  if (known != volume)
    badParam("reshape", "shape", fmt::format("{} holds {} elements but the input {} holds {}",
                                             listText(shape), known, x.desc.shape.toString(), volume));
  GatherMap map;
  map.kind = GatherMap::Kind::Reshape;
  // tt-metal's tiled reshape streams a host-computed map of contiguous runs beside the
  // tiles (its input and output tile match CB 0's two pages).
  return gatherOne(ctx, "reshape", x, result, map, false, out,
                   detail::reshapeSegmentMapPageBytes(x.desc.shape, result, ctx.arch()));
}

TensorRef permute(OpContext& ctx, const TensorRef& x, std::span<const std::int64_t> permutation,
                  const OutputSpec& out) {
  OpScope scope(ctx, "permute");
  requireInterleavedTiles(x, out, "permute");
  const int rank = x.desc.shape.rank;
  requireLength(permutation, rank, "permute", "permutation");
  GatherMap map = identityMap(rank);
  Shape result = x.desc.shape;
  std::array<bool, kMaxRank> seen{};
  for (int k = 0; k < rank; ++k) {
    const std::uint8_t d = normalizeDim(permutation[static_cast<std::size_t>(k)], rank, "permute", "permutation");
    if (seen[d])
      badParam("permute", "permutation",
               fmt::format("{} names dim {} twice; it must order every dim once", listText(permutation), d));
    seen[d] = true;
    map.source_dim[k] = d;
    result[k] = x.desc.shape[d];
  }
  return gatherOne(ctx, "permute", x, result, map, map.source_dim[rank - 1] != rank - 1, out);
}

TensorRef transpose(OpContext& ctx, const TensorRef& x, std::int64_t dim0, std::int64_t dim1,
                    const OutputSpec& out) {
  OpScope scope(ctx, "transpose");
  requireInterleavedTiles(x, out, "transpose");
  const int rank = x.desc.shape.rank;
  const std::uint8_t a = normalizeDim(dim0, rank, "transpose", "dim0");
  const std::uint8_t b = normalizeDim(dim1, rank, "transpose", "dim1");
  GatherMap map = identityMap(rank);
  std::swap(map.source_dim[a], map.source_dim[b]);
  Shape result = x.desc.shape;
  std::swap(result[a], result[b]);
  return gatherOne(ctx, "transpose", x, result, map, a != b && (a == rank - 1 || b == rank - 1),
                   out);
}

TensorRef concat(OpContext& ctx, std::span<const TensorRef> inputs, std::int64_t dim,
                 const OutputSpec& out) {
  OpScope scope(ctx, "concat");
  if (inputs.empty() || inputs.size() > static_cast<std::size_t>(kMaxOperandsForGather))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("concat: takes 1 to {} inputs, got {}", kMaxOperandsForGather, inputs.size()),
                {Error::str("op", "concat")});
  const TensorDesc& first = inputs[0].desc;
  const int rank = first.shape.rank;
  const std::uint8_t d = normalizeDim(dim, rank, "concat", "dim");
  GatherMap map;
  map.kind = GatherMap::Kind::Concat;
  map.dim = d;
  Shape result = first.shape;
  std::uint64_t along = 0;
  std::array<const TensorRef*, kMaxOperandsForGather> refs{};
  for (std::size_t j = 0; j < inputs.size(); ++j) {
    const TensorDesc& in = inputs[j].desc;
    requireInterleavedTiles(inputs[j], out, "concat");
    bool same = in.shape.rank == rank && in.dtype == first.dtype;
    for (int k = 0; same && k < rank; ++k) same = k == d || in.shape[k] == first.shape[k];
    if (!same)
      badParam("concat", "dim", fmt::format("input {} is {} but input 0 is {}; inputs share rank, "
                                            "dtype and every dim except dim {}",
                                            j, in.toString(), first.toString(), d));
    map.offsets[j] = static_cast<std::uint32_t>(along);
    along += in.shape[d];
    refs[j] = &inputs[j];
  }
  map.offsets[inputs.size()] = static_cast<std::uint32_t>(along);
  result[d] = static_cast<std::uint32_t>(along);
  TensorDesc desc = first;
  desc.shape = result;
  return enqueueGather(ctx, "concat", std::span(refs.data(), inputs.size()), desc, map, false, out);
}

TensorRef slice(OpContext& ctx, const TensorRef& x, std::span<const std::int64_t> begins,
                std::span<const std::int64_t> ends, std::span<const std::int64_t> step,
                const OutputSpec& out) {
  OpScope scope(ctx, "slice");
  requireInterleavedTiles(x, out, "slice");
  const int rank = x.desc.shape.rank;
  requireLength(begins, rank, "slice", "begins");
  requireLength(ends, rank, "slice", "ends");
  requireLength(step, rank, "slice", "step");
  GatherMap map = identityMap(rank);
  Shape result = x.desc.shape;
  for (int k = 0; k < rank; ++k) {
    const auto i = static_cast<std::size_t>(k);
    const std::int64_t size = x.desc.shape[k];
    // Negative begins / ends count from the end (Python's rule).
    const std::int64_t b = begins[i] < 0 ? begins[i] + size : begins[i];
    const std::int64_t e = ends[i] < 0 ? ends[i] + size : ends[i];
    if (step[i] <= 0)
      badParam("slice", "step", fmt::format("{}: dim {} has step {}; steps are positive",
                                            listText(step), k, step[i]));
    if (b < 0 || b >= size)
      badParam("slice", "begins", fmt::format("{}: dim {} begins at {}, outside [0, {})",
                                              listText(begins), k, begins[i], size));
    if (e <= b || e > size)
      badParam("slice", "ends", fmt::format("{}: dim {} ends at {}; it must lie in ({}, {}]",
                                            listText(ends), k, ends[i], b, size));
    result[k] = static_cast<std::uint32_t>((e - b + step[i] - 1) / step[i]);
    map.begin[k] = static_cast<std::uint32_t>(b);
    map.step[k] = static_cast<std::uint32_t>(step[i]);
  }
  return gatherOne(ctx, "slice", x, result, map, false, out);
}

TensorRef repeat(OpContext& ctx, const TensorRef& x, std::span<const std::int64_t> repeat_dims,
                 const OutputSpec& out) {
  OpScope scope(ctx, "repeat");
  requireInterleavedTiles(x, out, "repeat");
  const int rank = x.desc.shape.rank;
  requireLength(repeat_dims, rank, "repeat", "repeat_dims");
  GatherMap map = identityMap(rank);
  Shape result = x.desc.shape;
  for (int k = 0; k < rank; ++k) {
    const std::int64_t r = repeat_dims[static_cast<std::size_t>(k)];
    const std::uint64_t grown = std::uint64_t(x.desc.shape[k]) * static_cast<std::uint64_t>(r > 0 ? r : 0);
    if (r <= 0 || grown > std::numeric_limits<std::uint32_t>::max())
      badParam("repeat", "repeat_dims", fmt::format("{}: dim {} repeats {} times; counts are "
                                                    "positive and keep dims below 2^32",
                                                    listText(repeat_dims), k, r));
    result[k] = static_cast<std::uint32_t>(grown);
    map.modulo[k] = x.desc.shape[k];
  }
  return gatherOne(ctx, "repeat", x, result, map, false, out);
}

TensorRef repeatInterleave(OpContext& ctx, const TensorRef& x, std::int64_t repeats,
                           std::int64_t dim, const OutputSpec& out) {
  OpScope scope(ctx, "repeat_interleave");
  requireInterleavedTiles(x, out, "repeat_interleave");
  const int rank = x.desc.shape.rank;
  const std::uint8_t d = normalizeDim(dim, rank, "repeat_interleave", "dim");
  const std::uint64_t grown = std::uint64_t(x.desc.shape[d]) * static_cast<std::uint64_t>(repeats > 0 ? repeats : 0);
  if (repeats <= 0 || grown > std::numeric_limits<std::uint32_t>::max())
    badParam("repeat_interleave", "repeats",
             fmt::format("{} must be a positive count that keeps dim {} below 2^32", repeats, d));
  GatherMap map = identityMap(rank);
  map.divide[d] = static_cast<std::uint32_t>(repeats);
  Shape result = x.desc.shape;
  result[d] = static_cast<std::uint32_t>(grown);
  return gatherOne(ctx, "repeat_interleave", x, result, map, false, out);
}

TensorRef pad(OpContext& ctx, const TensorRef& x, std::span<const std::int64_t> padding,
              double value, const OutputSpec& out) {
  OpScope scope(ctx, "pad");
  requireInterleavedTiles(x, out, "pad");
  const int rank = x.desc.shape.rank;
  if (static_cast<int>(padding.size()) != 2 * rank)
    badParam("pad", "padding", fmt::format("{} has {} entries; a rank-{} input takes {} (low and "
                                           "high per dim)",
                                           listText(padding), padding.size(), rank, 2 * rank));
  GatherMap map = identityMap(rank);
  map.pads = true;
  map.fill = value;
  Shape result = x.desc.shape;
  for (int k = 0; k < rank; ++k) {
    const std::int64_t low = padding[2 * static_cast<std::size_t>(k)];
    const std::int64_t high = padding[2 * static_cast<std::size_t>(k) + 1];
    const std::int64_t grown = std::int64_t(x.desc.shape[k]) + low + high;
    if (low < 0 || high < 0 || grown > std::numeric_limits<std::uint32_t>::max())
      badParam("pad", "padding", fmt::format("{}: dim {} pads {} low and {} high; amounts are "
                                             "whole numbers >= 0 that keep dims below 2^32",
                                             listText(padding), k, low, high));
    result[k] = static_cast<std::uint32_t>(grown);
    map.pad_low[k] = static_cast<std::uint32_t>(low);
  }
  return gatherOne(ctx, "pad", x, result, map, false, out);
}

namespace {
// cumsum / cumprod: one gather-shaped program whose reader accumulates along dim.
TensorRef scan(OpContext& ctx, const char* name, const TensorRef& x, std::int64_t dim,
               bool product, const OutputSpec& out) {
  OpScope scope(ctx, name);
  requireInterleavedTiles(x, out, name);
  GatherMap map;
  map.kind = GatherMap::Kind::Scan;
  map.dim = normalizeDim(dim, x.desc.shape.rank, name, "dim");
  map.scan_product = product;
  return gatherOne(ctx, name, x, x.desc.shape, map, false, out);
}
}  // namespace

TensorRef cumsum(OpContext& ctx, const TensorRef& x, std::int64_t dim, const OutputSpec& out) {
  return scan(ctx, "cumsum", x, dim, false, out);
}

TensorRef cumprod(OpContext& ctx, const TensorRef& x, std::int64_t dim, const OutputSpec& out) {
  return scan(ctx, "cumprod", x, dim, true, out);
}

}  // namespace strata::ops
