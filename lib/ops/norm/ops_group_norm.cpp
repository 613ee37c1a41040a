// ttnn.group_norm as a composite of existing primitives, following tt-mlir's own
// decomposition (reshape to [N, S, G, Cpg], per-group statistics, normalise, reshape
// back, affine tail), with one change: the reductions here run over the last two dims,
// so the group dim is first permuted in front of S ([N, G, S, Cpg]) and the per-group
// statistic [N, G, 1, 1] is expanded to a row [N, G, 1, Cpg] to broadcast (the
// element-wise programs broadcast rows, columns and single elements).

#include "strata/ops/norm.hpp"

#include "../program_util.hpp"

#include "strata/ops/ops.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <array>
#include <cmath>

namespace strata::ops {

namespace {

const OutputSpec kStack = OutputSpec::stack();
constexpr const char* kGroupNorm = "group_norm";

using detail::bad;

void requireInterleavedTiles(const TensorRef& t, const char* what) {
  if (t.desc.layout != Layout::Tile || t.desc.memory.isSharded())
    bad(kGroupNorm, fmt::format("{} is {}; this op takes tile-layout interleaved tensors (dram or l1)", what,
                                t.desc.toString()));
}

void requireChannelRow(const TensorRef& t, const char* what, std::uint32_t channels) {
  const Shape& s = t.desc.shape;
  const bool flat = s.rank == 1 && s[0] == channels;
  const bool row = s.rank == 4 && s[0] == 1 && s[1] == 1 && s[2] == 1 && s[3] == channels;
  if (!flat && !row)
    bad(kGroupNorm, fmt::format("{} is {} but the input has {} channels (last dim); give [{}] or "
                                "[1, 1, 1, {}]",
                                what, s.toString(), channels, channels, channels));
  requireInterleavedTiles(t, what);
}

// x * t (or x + t) for a [C] or [1, 1, 1, C] operand, broadcast as a row.
void affineStep(OpContext& ctx, BinaryCode code, const TensorRef& x, const TensorRef& t,
                const OutputSpec& out) {
  Frame frame(ctx, "group_norm.affine");
  if (t.desc.shape.rank == 4) {
    binary(ctx, code, x, t, out);
    return;
  }
  const std::array<std::int64_t, 4> row{1, 1, 1, t.desc.shape[0]};
  TensorRef r = reshape(ctx, t, row, kStack);
  binary(ctx, code, x, r, out);
}

}  // namespace

TensorRef groupNorm(OpContext& ctx, const TensorRef& x, const TensorRef* weight,
                    const TensorRef* bias, std::int64_t num_groups, double epsilon,
                    const OutputSpec& out) {
  OpScope scope(ctx, kGroupNorm);
  const Shape& xs = x.desc.shape;
  if (xs.rank != 4) bad(kGroupNorm, fmt::format("the input is {}; it must be [N, 1, H*W, C]", xs.toString()));
  requireInterleavedTiles(x, "the input");
  const std::int64_t channels = xs[3];
  if (num_groups < 1 || channels % num_groups != 0)
    bad(kGroupNorm, fmt::format("num_groups is {}; it must divide the {} channels (last dim)", num_groups,
                                channels));
  if (bias && !weight) bad(kGroupNorm, "a bias without a weight is not modelled; pass a weight of ones");
  if (!(epsilon >= 0)) bad(kGroupNorm, fmt::format("epsilon is {}; it must be >= 0", epsilon));
  if (weight) requireChannelRow(*weight, "weight", xs[3]);
  if (bias) requireChannelRow(*bias, "bias", xs[3]);
  const MemoryConfig& out_memory = out.requestedMemory();
  if (out.memoryRequested() && out_memory.isSharded())
    bad(kGroupNorm, "the output memory config is sharded; this op writes interleaved outputs (dram or l1)");

  const std::int64_t n = xs[0], s = static_cast<std::int64_t>(xs[1]) * xs[2];
  const std::int64_t g = num_groups, cpg = channels / num_groups;
  TensorRef y = makeOutput(ctx, x.desc, out, kGroupNorm);
  Frame frame(ctx, kGroupNorm);
  // The normalised input before the affine tail: the output itself when there is none.
  const bool affine = weight || bias;
  TensorRef z = affine ? makeOutput(ctx, x.desc, kStack, kGroupNorm) : y;
  {
    Frame normalise(ctx, "group_norm.normalise");
    TensorDesc grouped = x.desc;
    grouped.shape = Shape{static_cast<std::uint32_t>(n), static_cast<std::uint32_t>(g),
                          static_cast<std::uint32_t>(s), static_cast<std::uint32_t>(cpg)};
    const std::array<std::int64_t, 4> swap{0, 2, 1, 3};
    const std::array<std::int64_t, 4> spread{1, 1, 1, cpg};
    TensorRef p = makeOutput(ctx, grouped, kStack, kGroupNorm);  // [N, G, S, Cpg]
    {
      Frame split(ctx, "group_norm.split");
      const std::array<std::int64_t, 4> nsgc{n, s, g, cpg};
      TensorRef r = reshape(ctx, x, nsgc, kStack);
      permute(ctx, r, swap, OutputSpec::into(p));
    }
    {
      Frame center(ctx, "group_norm.center");
      TensorRef m = reduce(ctx, ReduceCode::Mean, p, 2, kStack);
      TensorRef mr = repeat(ctx, m, spread, kStack);
      binary(ctx, BinaryCode::Subtract, p, mr, OutputSpec::into(p));
    }
    TensorDesc stat = grouped;
    stat.shape[2] = stat.shape[3] = 1;
    TensorRef v = makeOutput(ctx, stat, kStack, kGroupNorm);  // [N, G, 1, 1]
    {
      Frame square(ctx, "group_norm.variance");
      TensorRef sq = unary(ctx, UnaryCode::Square, p, kStack);
      reduce(ctx, ReduceCode::Mean, sq, 2, OutputSpec::into(v));
    }
    unary(ctx, UnaryCode::AddScalar, v, OutputSpec::into(v), epsilon);
    unary(ctx, UnaryCode::Rsqrt, v, OutputSpec::into(v));
    {
      Frame scale(ctx, "group_norm.scale");
      TensorRef vr = repeat(ctx, v, spread, kStack);
      binary(ctx, BinaryCode::Multiply, p, vr, OutputSpec::into(p));
    }
    TensorRef q = permute(ctx, p, swap, kStack);  // [N, S, G, Cpg]
    const std::array<std::int64_t, 4> back{xs[0], xs[1], xs[2], xs[3]};
    reshape(ctx, q, back, OutputSpec::into(z));
  }
  if (weight) affineStep(ctx, BinaryCode::Multiply, z, *weight, OutputSpec::into(bias ? z : y));
  if (bias) affineStep(ctx, BinaryCode::Add, z, *bias, OutputSpec::into(y));
  return y;
}

HostTensor refGroupNorm(const HostTensor& x, const HostTensor* weight, const HostTensor* bias,
                        std::int64_t num_groups, double epsilon) {
  HostTensor y(x.shape);
  const std::uint64_t c = x.shape[3], cpg = c / static_cast<std::uint64_t>(num_groups);
  const std::uint64_t per_sample = x.data.size() / x.shape[0];
  for (std::uint64_t n = 0; n < x.shape[0]; ++n)
    for (std::uint64_t g = 0; g < static_cast<std::uint64_t>(num_groups); ++g) {
      double sum = 0, count = 0;
      for (std::uint64_t i = n * per_sample; i < (n + 1) * per_sample; ++i)
        if ((i % c) / cpg == g) sum += x.data[i], ++count;
      const double mean = sum / count;
      double sq = 0;
      for (std::uint64_t i = n * per_sample; i < (n + 1) * per_sample; ++i)
        if ((i % c) / cpg == g) sq += (x.data[i] - mean) * (x.data[i] - mean);
      const double scale = 1 / std::sqrt(sq / count + epsilon);
      for (std::uint64_t i = n * per_sample; i < (n + 1) * per_sample; ++i)
        if ((i % c) / cpg == g) {
          double v = (x.data[i] - mean) * scale;
          if (weight) v *= weight->data[i % c];
          if (bias) v += bias->data[i % c];
          y.data[i] = v;
        }
    }
  return y;
}

}  // namespace strata::ops
