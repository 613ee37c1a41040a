// ttnn.sort and ttnn.topk (strata/ops/sort.hpp), written once against the op context:
// both results are allocated here, then one ComputeKind::Sort program writes them
// (kernels in lib/ops_device/multi/kernels_sort.cpp).
//
// Circular buffers (Strata's own; docs/ops.md, "Ops with several results"): the values
// result's tiles are split over up to every worker core; per output tile the reader
// streams the input tiles of the lines through it via CB 0 (two input tiles), and the
// finished values and indices tiles go through CB 16 and CB 17 (two tiles each) to the
// writer.

#include "strata/ops/sort.hpp"

#include "../program_util.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>

namespace strata::ops {

namespace {

using detail::bad;
using detail::normalizeDim;


// Both results: `k` entries along `dim` (the whole line for sort).
OpResults sortLike(OpContext& ctx, const char* name, SortCode code, const TensorRef& x,
                   std::int64_t k, std::int64_t dim, bool descending, bool indices_u16,
                   std::span<const OutputSpec> outs) {
  OpScope scope(ctx, name);
  if (x.desc.layout != Layout::Tile || x.desc.memory.isSharded())
    bad(name, fmt::format("the input is {}; this op takes a tile-layout interleaved tensor "
                          "(dram or l1)", x.desc.toString()));
  if (x.desc.dtype != DataType::BFloat16 && x.desc.dtype != DataType::Float32)
    bad(name, fmt::format("the input is {}; this op sorts bf16 or f32 values",
                          device::dataTypeName(x.desc.dtype)));
  for (int r = 0; r < 2; ++r) {
    const OutputSpec& out = resultSpec(outs, r);
    const MemoryConfig& m = out.requestedMemory();
    if (out.memoryRequested() && m.isSharded())
      bad(name, fmt::format("result {} ({}) has the memory config {}; this op writes "
                            "interleaved results (dram or l1)",
                            r, r == 0 ? "values" : "indices", memoryLayoutName(m.memory_layout)));
  }
  const std::uint8_t d = normalizeDim(dim, x.desc.shape.rank, name);
  const std::uint32_t extent = x.desc.shape[d];
  if (code == SortCode::TopK && (k < 1 || k > extent))
    bad(name, fmt::format("k = {} is outside [1, {}], the extent of dim {} of {}", k, extent, d,
                          x.desc.shape.toString()));
  if (indices_u16 && extent > 65536)
    bad(name, fmt::format("dim {} has {} entries; uint16 indices address at most 65536, so "
                          "the indices must be uint32",
                          d, extent));

  TensorDesc values = x.desc;
  values.shape[d] = code == SortCode::TopK ? static_cast<std::uint32_t>(k) : extent;
  TensorDesc indices = values;
  indices.dtype = indices_u16 ? DataType::UInt16 : DataType::UInt32;
  OpResults results;
  results.count = 2;
  results.tensors[0] = makeOutput(ctx, values, resultSpec(outs, 0), name);
  results.tensors[1] = makeOutput(ctx, indices, resultSpec(outs, 1), name);
  const TensorRef& v = results.tensors[0];
  const TensorRef& i = results.tensors[1];

  const ArchDesc& arch = ctx.arch();
  ProgramDesc p;
  p.name = name;
  p.kind = ComputeKind::Sort;
  p.code = static_cast<std::uint8_t>(code);
  p.params = {double(d), descending ? 1.0 : 0.0, 0.0};
  p.inputs[0] = &x;
  p.num_inputs = 1;
  p.output = &v;
  p.more_outputs[0] = &i;
  const std::uint32_t in_tile = device::tileBytes(x.desc.dtype);
  const std::uint32_t values_tile = device::tileBytes(v.desc.dtype);
  const std::uint32_t index_tile = device::tileBytes(i.desc.dtype);
  // tt-metal pads a sorted line to a multiple of 64 entries and sorts it on one core while
  // it is at most 64 tiles (SortProgramFactorySingleRowSingleCore): four pages each of input
  // and generated index tiles, the whole line transposed (input and index), two pages each
  // of values and indices out, and a 1024 B synchronization page. Longer lines go to its
  // multi-core factories, not modelled: Strata's own three CBs stand there, as for topk.
  const std::uint32_t line_tiles = 2 * static_cast<std::uint32_t>((extent + 63) / 64);
  if (code == SortCode::Sort && line_tiles <= kSortSingleCoreMaxTiles) {
    p.addCb({0, in_tile, 4, -1});
    p.addCb({kSortIndexCb, index_tile, 4, -1});
    p.addCb({kSortSyncCb, kSortSyncBytes, 1, -1});
    p.addCb({detail::kFirstOutputCb, values_tile, detail::kPagesPerCb, -1});
    p.addCb({detail::kFirstOutputCb + 1, index_tile, detail::kPagesPerCb, -1});
    p.addCb({kSortInputLineCb, in_tile, line_tiles, -1});
    p.addCb({kSortIndexLineCb, index_tile, line_tiles, -1});
  } else {
    p.addCb({0, in_tile, detail::kPagesPerCb, -1});
    p.addCb({detail::kFirstOutputCb, values_tile, detail::kPagesPerCb, -1});
    p.addCb({detail::kFirstOutputCb + 1, index_tile, detail::kPagesPerCb, -1});
  }
  p.num_cores = static_cast<std::uint32_t>(
      std::min<std::uint64_t>(v.desc.numTiles(arch), arch.numWorkerCores()));
  ctx.enqueue(p);
  return results;
}

}  // namespace

OpResults sort(OpContext& ctx, const TensorRef& x, std::int64_t dim, bool descending,
               bool indices_u16, std::span<const OutputSpec> outs) {
  return sortLike(ctx, "sort", SortCode::Sort, x, 0, dim, descending, indices_u16, outs);
}

OpResults topk(OpContext& ctx, const TensorRef& x, std::int64_t k, std::int64_t dim,
               bool largest, bool indices_u16, std::span<const OutputSpec> outs) {
  return sortLike(ctx, "topk", SortCode::TopK, x, k, dim, largest, indices_u16, outs);
}

bool sortsBefore(double a, std::uint64_t ia, double b, std::uint64_t ib, bool descending) {
  // NaN above every number; equal values (and two NaNs) by input index.
  const bool na = std::isnan(a), nb = std::isnan(b);
  if (na != nb) return descending ? na : nb;
  if (!na && a != b) return descending ? a > b : a < b;
  return ia < ib;
}

}  // namespace strata::ops
