// Index ops: argmax / argmin, embedding and gather, written once against the
// op context. Each enqueues one ComputeKind::Index program; its kernels live in
// lib/ops_device/index/kernels_index.cpp.
//
// Circular buffers (docs/ops.md, "Index ops"):
// - argmax / argmin follow tt-metal's single-core argmax factory for tile inputs: one
//   reader kernel on one core, CB 0 one input page (a tile), CB 1 one output page (a
//   row of the row-major uint32 result). tt-metal reduces over the last dim (or all);
//   the same program here reduces over any dim.
// - embedding, gather and scatter: a reader / writer program over output tiles on up to
//   every worker core, CB 0, 1 (and 2) double-buffered pages of the inputs, CB 16 the
//   double-buffered output tile.

#include "strata/ops/index.hpp"

#include "../program_util.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace strata::ops {

namespace {

using detail::bad;
using detail::normalizeDim;


void requireInterleavedTiles(const TensorRef& x, const char* op, const char* what) {
  if (x.desc.layout != Layout::Tile || x.desc.memory.isSharded())
    bad(op, fmt::format("{} is {}; this op takes tile-layout interleaved tensors (dram or l1)",
                        what, x.desc.toString()));
}

void requireInterleavedOutput(const OutputSpec& out, const char* op) {
  const MemoryConfig& m = out.requestedMemory();
  if (out.memoryRequested() && m.isSharded())
    bad(op, fmt::format("the output memory config is {}; this op writes interleaved outputs "
                        "(dram or l1)", memoryLayoutName(m.memory_layout)));
}

// The two-input lookup program (embedding, gather): CBs 0 and 1 hold pages of inputs 0
// and 1, CB 16 the assembled output tile; output tiles split over the worker cores.
TensorRef enqueueLookup(OpContext& ctx, const char* name, IndexCode code, const TensorRef& a,
                        const TensorRef& b, TensorDesc result, std::uint8_t dim,
                        const OutputSpec& out) {
  result.memory = a.desc.memory;
  TensorRef y = makeOutput(ctx, result, out, name);
  const ArchDesc& arch = ctx.arch();
  ProgramDesc p;
  p.name = name;
  p.kind = ComputeKind::Index;
  p.code = static_cast<std::uint8_t>(code);
  p.params[0] = dim;
  p.inputs[0] = &a;
  p.inputs[1] = &b;
  p.num_inputs = 2;
  p.output = &y;
  p.addCb({0, device::tileBytes(a.desc.dtype), detail::kPagesPerCb, -1});
  p.addCb({1, device::tileBytes(b.desc.dtype), detail::kPagesPerCb, -1});
  p.addCb({detail::kFirstOutputCb, device::tileBytes(y.desc.dtype), detail::kPagesPerCb, -1});
  p.num_cores = static_cast<std::uint32_t>(
      std::min<std::uint64_t>(y.desc.numTiles(arch), arch.numWorkerCores()));
  ctx.enqueue(p);
  return y;
}

TensorRef argReduce(OpContext& ctx, const char* name, IndexCode code, const TensorRef& x,
                    std::int64_t dim, bool keep_dim, bool reduce_all, const OutputSpec& out) {
  OpScope scope(ctx, name);
  requireInterleavedTiles(x, name, "the input");
  requireInterleavedOutput(out, name);
  const int rank = x.desc.shape.rank;
  const std::uint8_t d = reduce_all ? 0 : normalizeDim(dim, rank, name);
  Shape shape;
  if (keep_dim) {
    shape = x.desc.shape;
    for (int k = 0; k < rank; ++k)
      if (reduce_all || k == d) shape[k] = 1;
  } else if (!reduce_all) {
    for (int k = 0; k < rank; ++k)
      if (k != d) shape[shape.rank++] = x.desc.shape[k];
  }
  if (shape.rank == 0) shape = Shape{1};  // a scalar result, described as [1]
  TensorDesc result;
  result.shape = shape;
  result.dtype = DataType::UInt32;
  result.layout = Layout::RowMajor;
  result.memory = x.desc.memory;
  TensorRef y = makeOutput(ctx, result, out, name);
  const ArchDesc& arch = ctx.arch();
  ProgramDesc p;
  p.name = name;
  p.kind = ComputeKind::Index;
  p.code = static_cast<std::uint8_t>(code);
  p.params = {double(d), keep_dim ? 1.0 : 0.0, reduce_all ? 1.0 : 0.0};
  p.inputs[0] = &x;
  p.num_inputs = 1;
  p.output = &y;
  p.addCb({0, device::tileBytes(x.desc.dtype), 1, -1});
  // One row of the result; CB pages are L1-aligned (tt-metal rounds the CB the same way).
  p.addCb({1, static_cast<std::uint32_t>(alignUp(y.desc.pageSize(arch), arch.l1_alignment)), 1, -1});
  p.num_cores = 1;
  ctx.enqueue(p);
  return y;
}

}  // namespace

TensorRef argmax(OpContext& ctx, const TensorRef& x, std::int64_t dim, bool keep_dim,
                 bool reduce_all, const OutputSpec& out) {
  return argReduce(ctx, "argmax", IndexCode::ArgMax, x, dim, keep_dim, reduce_all, out);
}

TensorRef argmin(OpContext& ctx, const TensorRef& x, std::int64_t dim, bool keep_dim,
                 bool reduce_all, const OutputSpec& out) {
  return argReduce(ctx, "argmin", IndexCode::ArgMin, x, dim, keep_dim, reduce_all, out);
}

TensorRef embedding(OpContext& ctx, const TensorRef& indices, const TensorRef& weight,
                    const OutputSpec& out) {
  OpScope scope(ctx, "embedding");
  requireInterleavedTiles(indices, "embedding", "the indices");
  requireInterleavedTiles(weight, "embedding", "the weight");
  requireInterleavedOutput(out, "embedding");
  const Shape& w = weight.desc.shape;
  bool table = w.rank >= 2;
  for (int k = 0; table && k < w.rank - 2; ++k) table = w[k] == 1;
  if (!table)
    bad("embedding", fmt::format("the weight is {}; it must be a table [V, H] (leading dims of "
                                 "size 1 allowed)", w.toString()));
  if (weight.desc.dtype != DataType::BFloat16 && weight.desc.dtype != DataType::Float32)
    bad("embedding", fmt::format("the weight is {}; embeddings are bf16 or f32",
                                 device::dataTypeName(weight.desc.dtype)));
  if (indices.desc.shape.rank + 1 > kMaxRank)
    bad("embedding", fmt::format("the indices {} have rank {}; the result adds a dim and the "
                                 "library describes rank <= {}",
                                 indices.desc.shape.toString(), indices.desc.shape.rank, kMaxRank));
  TensorDesc result = weight.desc;
  result.shape = indices.desc.shape;
  result.shape[result.shape.rank++] = w.last();
  return enqueueLookup(ctx, "embedding", IndexCode::Embedding, indices, weight, result, 0, out);
}

TensorRef gather(OpContext& ctx, const TensorRef& input, const TensorRef& index, std::int64_t dim,
                 const OutputSpec& out) {
  OpScope scope(ctx, "gather");
  requireInterleavedTiles(input, "gather", "the input");
  requireInterleavedTiles(index, "gather", "the index");
  requireInterleavedOutput(out, "gather");
  const Shape& in = input.desc.shape;
  const Shape& ix = index.desc.shape;
  const std::uint8_t d = normalizeDim(dim, in.rank, "gather");
  bool fits = ix.rank == in.rank;
  for (int k = 0; fits && k < in.rank; ++k) fits = k == d || ix[k] <= in[k];
  if (!fits)
    bad("gather", fmt::format("the index is {} and the input {}; the index needs the input's rank "
                              "and at most its extent in every dim but dim {}",
                              ix.toString(), in.toString(), d));
  if (input.desc.dtype != DataType::BFloat16 && input.desc.dtype != DataType::Float32)
    bad("gather", fmt::format("the input is {}; gather copies bf16 or f32 elements",
                              device::dataTypeName(input.desc.dtype)));
  TensorDesc result = input.desc;
  result.shape = ix;
  return enqueueLookup(ctx, "gather", IndexCode::Gather, input, index, result, d, out);
}

TensorRef scatter(OpContext& ctx, const TensorRef& input, const TensorRef& index,
                  const TensorRef& source, std::int64_t dim, ScatterReduce reduce,
                  const OutputSpec& out) {
  OpScope scope(ctx, "scatter");
  requireInterleavedTiles(input, "scatter", "the input");
  requireInterleavedTiles(index, "scatter", "the index");
  requireInterleavedTiles(source, "scatter", "the source");
  requireInterleavedOutput(out, "scatter");
  if (reduce != ScatterReduce::None && reduce != ScatterReduce::Sum &&
      reduce != ScatterReduce::Prod && reduce != ScatterReduce::Min && reduce != ScatterReduce::Max)
    bad("scatter", fmt::format("scatter_reduce_type {} is not one of 0 (sum), 2 (max), 3 (min), "
                               "6 (prod), 7 (none: the last write wins)", int(reduce)));
  const Shape& in = input.desc.shape;
  const Shape& ix = index.desc.shape;
  const Shape& src = source.desc.shape;
  const std::uint8_t d = normalizeDim(dim, in.rank, "scatter");
  bool fits = ix.rank == in.rank && src.rank == in.rank;
  for (int k = 0; fits && k < in.rank; ++k) fits = ix[k] <= src[k] && (k == d || ix[k] <= in[k]);
  if (!fits)
    bad("scatter", fmt::format("the index is {}, the source {} and the input {}; all share one "
                               "rank, and the index is at most the source in every dim and at "
                               "most the input in every dim but dim {}",
                               ix.toString(), src.toString(), in.toString(), d));
  if (input.desc.dtype != DataType::BFloat16 && input.desc.dtype != DataType::Float32)
    bad("scatter", fmt::format("the input is {}; scatter writes bf16 or f32 elements",
                               device::dataTypeName(input.desc.dtype)));
  TensorDesc result = input.desc;
  TensorRef y = makeOutput(ctx, result, out, "scatter");
  const ArchDesc& arch = ctx.arch();
  ProgramDesc p;
  p.name = "scatter";
  p.kind = ComputeKind::Index;
  p.code = static_cast<std::uint8_t>(IndexCode::Scatter);
  p.params = {double(d), double(static_cast<int>(reduce)), 0.0};
  p.inputs = {&input, &index, &source};
  p.num_inputs = 3;
  p.output = &y;
  for (std::uint8_t j = 0; j < 3; ++j)
    p.addCb({j, device::tileBytes(p.inputs[j]->desc.dtype), detail::kPagesPerCb, -1});
  p.addCb({detail::kFirstOutputCb, device::tileBytes(y.desc.dtype), detail::kPagesPerCb, -1});
  p.num_cores = static_cast<std::uint32_t>(
      std::min<std::uint64_t>(y.desc.numTiles(arch), arch.numWorkerCores()));
  ctx.enqueue(p);
  return y;
}

}  // namespace strata::ops
