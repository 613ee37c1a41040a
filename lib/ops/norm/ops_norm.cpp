// ttnn.batch_norm_inference as a composite of existing primitives. The element-wise
// programs broadcast only rows [.., 1, W], columns and single elements over matching
// batch dims, so a per-channel statistic [1, C, 1, 1] is first expanded on the stack
// into a row per (n, c) slice, [N, C, 1, W] (reshape + repeat), one statistic at a time:
// the stack holds x - mean plus one expanded row (and the [1, C, 1, 1] scale) at once.

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
constexpr const char* kBatchNorm = "batch_norm_inference";

using detail::bad;

void requireChannelStat(const TensorRef& s, const char* what, std::uint32_t channels) {
  const Shape& sh = s.desc.shape;
  const bool flat = sh.rank == 1 && sh[0] == channels;
  const bool nchw = sh.rank == 4 && sh[0] == 1 && sh[1] == channels && sh[2] == 1 && sh[3] == 1;
  if (!flat && !nchw)
    bad(kBatchNorm, fmt::format("{} is {} but the input has {} channels (dim 1); give [{}] or [1, {}, 1, 1]",
                                what, sh.toString(), channels, channels, channels));
  if (s.desc.layout != Layout::Tile || s.desc.memory.isSharded())
    bad(kBatchNorm, fmt::format("{} is {}; this op takes tile-layout interleaved tensors (dram or l1)", what,
                                s.desc.toString()));
}

// The statistic as a row per (n, c) slice of x: [N, C, 1, W], on the stack.
TensorRef expandToRows(OpContext& ctx, const TensorRef& stat, const Shape& x) {
  const std::int64_t c = x[1];
  const TensorRef* four = &stat;
  TensorRef reshaped;
  if (stat.desc.shape.rank != 4) {
    const std::array<std::int64_t, 4> nchw{1, c, 1, 1};
    reshaped = reshape(ctx, stat, nchw, kStack);
    four = &reshaped;
  }
  const std::array<std::int64_t, 4> times{x[0], 1, 1, x[3]};
  return repeat(ctx, *four, times, kStack);
}

}  // namespace

TensorRef batchNormInference(OpContext& ctx, const TensorRef& x, const TensorRef& mean,
                             const TensorRef& var, const TensorRef* weight, const TensorRef* bias,
                             double epsilon, const OutputSpec& out) {
  OpScope scope(ctx, kBatchNorm);
  const Shape& xs = x.desc.shape;
  if (xs.rank != 4) bad(kBatchNorm, fmt::format("the input is {}; it must be [N, C, H, W]", xs.toString()));
  if (x.desc.layout != Layout::Tile || x.desc.memory.isSharded())
    bad(kBatchNorm, fmt::format("the input is {}; this op takes tile-layout interleaved tensors (dram or l1)",
                                x.desc.toString()));
  if (bias && !weight)
    bad(kBatchNorm, "a bias without a weight is not modelled; pass a weight of ones");
  if (!(epsilon >= 0)) bad(kBatchNorm, fmt::format("epsilon is {}; it must be >= 0", epsilon));
  requireChannelStat(mean, "running_mean", xs[1]);
  requireChannelStat(var, "running_var", xs[1]);
  if (weight) requireChannelStat(*weight, "weight", xs[1]);
  if (bias) requireChannelStat(*bias, "bias", xs[1]);
  const MemoryConfig& out_memory = out.requestedMemory();
  if (out.memoryRequested() && out_memory.isSharded())
    bad(kBatchNorm, "the output memory config is sharded; this op writes interleaved outputs (dram or l1)");

  TensorRef y = makeOutput(ctx, x.desc, out, kBatchNorm);
  Frame frame(ctx, kBatchNorm);
  TensorRef d = makeOutput(ctx, x.desc, kStack, kBatchNorm);  // x - mean, then scaled in place
  {
    Frame center(ctx, "batch_norm_inference.center");
    TensorRef m = expandToRows(ctx, mean, xs);
    binary(ctx, BinaryCode::Subtract, x, m, OutputSpec::into(d));
  }
  const bool last_is_scale = !weight && !bias;
  {
    Frame scale(ctx, "batch_norm_inference.scale");
    TensorRef s = unary(ctx, UnaryCode::AddScalar, var, kStack, epsilon);
    unary(ctx, UnaryCode::Rsqrt, s, OutputSpec::into(s));
    TensorRef r = expandToRows(ctx, s, xs);
    binary(ctx, BinaryCode::Multiply, d, r, OutputSpec::into(last_is_scale ? y : d));
  }
  if (weight) {
    Frame w(ctx, "batch_norm_inference.weight");
    TensorRef r = expandToRows(ctx, *weight, xs);
    binary(ctx, BinaryCode::Multiply, d, r, OutputSpec::into(bias ? d : y));
  }
  if (bias) {
    Frame b(ctx, "batch_norm_inference.bias");
    TensorRef r = expandToRows(ctx, *bias, xs);
    binary(ctx, BinaryCode::Add, d, r, OutputSpec::into(y));
  }
  return y;
}

HostTensor refBatchNormInference(const HostTensor& x, const HostTensor& mean,
                                 const HostTensor& var, const HostTensor* weight,
                                 const HostTensor* bias, double epsilon) {
  HostTensor y(x.shape);
  const std::uint64_t channels = x.shape[1];
  const std::uint64_t plane = static_cast<std::uint64_t>(x.shape[2]) * x.shape[3];
  for (std::uint64_t i = 0; i < y.data.size(); ++i) {
    const std::uint64_t c = (i / plane) % channels;
    double v = (x.data[i] - mean.data[c]) / std::sqrt(var.data[c] + epsilon);
    if (weight) v *= weight->data[c];
    if (bias) v += bias->data[c];
    y.data[i] = v;
  }
  return y;
}

}  // namespace strata::ops
