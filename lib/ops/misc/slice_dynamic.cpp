// ttnn.slice_dynamic: a slice whose begins and ends are tensors on the device.
// The query cannot see their values, so the result shape comes from the IR's static
// result type (the catalog's `shape` parameter); the device program's reader reads the
// two bound tiles through CB 3 before its first output tile, checks them against the
// input and that shape, and then copies like ttnn.slice_static (the gather program of
// ops_movement.cpp: double-buffered input tiles through CB 0).
//
// L1 (Strata's own CBs; tt-metal's tensor-argument slice is not modelled): CB 0 two
// output-dtype tiles, CB 3 two tiles of the bounds' dtype (4096 B each).

#include "strata/ops/misc.hpp"

#include "../program_util.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <fmt/ranges.h>

#include <algorithm>
#include <cmath>
#include <vector>

namespace strata::ops {

namespace {

constexpr const char* kOp = "slice_dynamic";

using detail::bad;

void requireBounds(const TensorRef& t, const char* name, int rank) {
  const TensorDesc& d = t.desc;
  if (d.dtype != DataType::Int32 && d.dtype != DataType::UInt32)
    bad(kOp, fmt::format("{} is {}; the bounds are int32 or uint32 tensors", name,
                         device::dataTypeName(d.dtype)));
  if (d.shape.volume() != static_cast<std::uint64_t>(rank) || d.shape.last() != d.shape.volume())
    bad(kOp, fmt::format("{} has shape {}; it must hold one entry per dim of the rank-{} input, as "
                         "[{}]", name, d.shape.toString(), rank, rank));
  if (d.layout != Layout::Tile || d.memory.isSharded())
    bad(kOp, fmt::format("{} is {}; the bounds are tile-layout interleaved tensors", name, d.toString()));
}

}  // namespace

std::array<std::uint32_t, kMaxRank> resolveDynamicBegins(const Shape& input, const Shape& result,
                                                         std::span<const std::int64_t> begins,
                                                         std::span<const std::int64_t> ends,
                                                         std::span<const std::int64_t> step) {
  std::array<std::uint32_t, kMaxRank> resolved{};
  for (int k = 0; k < input.rank; ++k) {
    const auto i = static_cast<std::size_t>(k);
    const std::int64_t size = input[k];
    // Negative bounds count from the end (Python's rule, as ttnn.slice).
    const std::int64_t b = begins[i] < 0 ? begins[i] + size : begins[i];
    const std::int64_t e = ends[i] < 0 ? ends[i] + size : ends[i];
    if (b < 0 || b >= size)
      bad(kOp, fmt::format("begins[{}] is {}, outside [{}, {}) for dim {} of size {}", k, begins[i],
                           -size, size, k, size));
    if (e <= b || e > size)
      bad(kOp, fmt::format("ends[{}] is {}; dim {} (size {}) begins at {}, so it must lie in ({}, {}]",
                           k, ends[i], k, size, b, b, size));
    const std::int64_t count = (e - b + step[i] - 1) / step[i];
    if (count != result[k])
      bad(kOp, fmt::format("dim {}: begins {}, ends {}, step {} give {} elements but the result has "
                           "{} in that dim", k, begins[i], ends[i], step[i], count, result[k]));
    resolved[i] = static_cast<std::uint32_t>(b);
  }
  return resolved;
}

TensorRef sliceDynamic(OpContext& ctx, const TensorRef& x, const TensorRef& begins,
                       const TensorRef& ends, std::span<const std::int64_t> step,
                       std::span<const std::int64_t> shape, const OutputSpec& out) {
  OpScope scope(ctx, kOp);
  const int rank = x.desc.shape.rank;
  if (x.desc.layout != Layout::Tile || x.desc.memory.isSharded())
    bad(kOp, fmt::format("the input is {}; it takes tile-layout interleaved tensors (dram or l1)",
                         x.desc.toString()));
  if (x.desc.dtype == DataType::Int32 || x.desc.dtype == DataType::UInt32)
    bad(kOp, fmt::format("the input is {}; the data input is bf16 or f32 (typecast first)",
                         device::dataTypeName(x.desc.dtype)));
  const MemoryConfig& m = out.requestedMemory();
  if (out.memoryRequested() && m.isSharded())
    bad(kOp, fmt::format("the output memory config is {}; it writes interleaved outputs (dram or l1)",
                         memoryLayoutName(m.memory_layout)));
  requireBounds(begins, "begins", rank);
  requireBounds(ends, "ends", rank);
  if (static_cast<int>(step.size()) != rank)
    bad(kOp, fmt::format("step [{}] has {} entries but the input has rank {}", fmt::join(step, ", "),
                         step.size(), rank));
  if (static_cast<int>(shape.size()) != rank)
    bad(kOp, fmt::format("the result shape [{}] has {} dims but the input has rank {}",
                         fmt::join(shape, ", "), shape.size(), rank));
  GatherMap map;
  map.kind = GatherMap::Kind::PerDim;
  map.dynamic_begins = true;
  Shape result = x.desc.shape;
  for (int k = 0; k < rank; ++k) {
    const auto i = static_cast<std::size_t>(k);
    if (step[i] <= 0) bad(kOp, fmt::format("step [{}]: dim {} has step {}; steps are positive",
                                           fmt::join(step, ", "), k, step[i]));
    // Some begin must fit: (shape - 1) steps after it still lie inside the input.
    if (shape[i] < 1 || (shape[i] - 1) * step[i] >= std::int64_t{x.desc.shape[k]})
      bad(kOp, fmt::format("the result's dim {} is {} but the input's is {} (step {}); no slice of it "
                           "has that many elements", k, shape[i], x.desc.shape[k], step[i]));
    result[k] = static_cast<std::uint32_t>(shape[i]);
    map.source_dim[i] = static_cast<std::uint8_t>(k);
    map.divide[i] = 1;
    map.step[i] = static_cast<std::uint32_t>(step[i]);
  }
  TensorDesc desc = x.desc;
  desc.shape = result;
  TensorRef y = makeOutput(ctx, desc, out, kOp);
  const ArchDesc& arch = ctx.arch();
  ProgramDesc p;
  p.name = kOp;
  p.kind = ComputeKind::Gather;
  p.gather = &map;
  p.inputs[p.num_inputs++] = &x;
  p.inputs[p.num_inputs++] = &begins;
  p.inputs[p.num_inputs++] = &ends;
  p.output = &y;
  p.addCb({0, device::tileBytes(desc.dtype), detail::kPagesPerCb, -1});
  p.addCb({detail::kDynamicBoundsCb, device::tileBytes(begins.desc.dtype), 2, -1});
  p.num_cores = static_cast<std::uint32_t>(
      std::min<std::uint64_t>(y.desc.numTiles(arch), arch.numWorkerCores()));
  ctx.enqueue(p);
  return y;
}

HostTensor refSliceDynamic(const HostTensor& x, const HostTensor& begins, const HostTensor& ends,
                           std::span<const std::int64_t> step, std::span<const std::int64_t> shape) {
  const int rank = x.shape.rank;
  if (begins.data.size() != static_cast<std::size_t>(rank) ||
      ends.data.size() != static_cast<std::size_t>(rank))
    bad(kOp, fmt::format("the bounds hold {} and {} entries for a rank-{} input", begins.data.size(),
                         ends.data.size(), rank));
  std::vector<std::int64_t> b, e;
  for (int k = 0; k < rank; ++k) {
    b.push_back(static_cast<std::int64_t>(begins.data[static_cast<std::size_t>(k)]));
    e.push_back(static_cast<std::int64_t>(ends.data[static_cast<std::size_t>(k)]));
  }
  Shape result = x.shape;
  for (int k = 0; k < rank; ++k) result[k] = static_cast<std::uint32_t>(shape[static_cast<std::size_t>(k)]);
  const std::array<std::uint32_t, kMaxRank> first = resolveDynamicBegins(x.shape, result, b, e, step);
  std::vector<std::int64_t> from, to;
  for (int k = 0; k < rank; ++k) {
    const auto i = static_cast<std::size_t>(k);
    from.push_back(first[i]);
    to.push_back(first[i] + (shape[i] - 1) * step[i] + 1);
  }
  return refSlice(x, from, to, step);
}

}  // namespace strata::ops
