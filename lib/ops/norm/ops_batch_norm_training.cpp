// ttnn.batch_norm_training as a composite, following tt-metal's own decomposition
// (ttnn::batch_norm with training=true): per-channel batch mean = mean over (H, W) then
// over N; batch variance = E[x^2] - mean^2 (biased); the output normalises with the
// batch statistics (the library's batch_norm_inference, its public op); the running
// statistics, when given, are updated in place, running = (1 - momentum) * running +
// momentum * batch (tt-mlir marks both operands MemWrite; the op has one result).

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
constexpr const char* kOp = "batch_norm_training";

using detail::bad;

// The per-channel mean over N, H, W of t [N, C, H, W], written into `into` [1, C, 1, 1]:
// the mean over (H, W) gives [N, C, 1, 1]; with N moved last, the mean over it.
void channelMean(OpContext& ctx, const TensorRef& t, const TensorRef& into) {
  Frame frame(ctx, "batch_norm_training.channel_mean");
  TensorRef hw = reduce(ctx, ReduceCode::Mean, t, 2, kStack);
  const std::array<std::int64_t, 4> n_last{2, 1, 3, 0};
  TensorRef moved = permute(ctx, hw, n_last, kStack);
  reduce(ctx, ReduceCode::Mean, moved, 1, OutputSpec::into(into));
}

// running = (1 - momentum) * running + momentum * batch, in place; batch is
// [1, C, 1, 1], running [C] or [1, C, 1, 1].
void updateRunning(OpContext& ctx, const TensorRef& running, const TensorRef& batch,
                   double momentum) {
  Frame frame(ctx, "batch_norm_training.running");
  TensorRef scaled = unary(ctx, UnaryCode::MulScalar, batch, kStack, momentum);
  const TensorRef* term = &scaled;
  TensorRef flat;
  if (running.desc.shape.rank != 4) {
    const std::array<std::int64_t, 1> c{static_cast<std::int64_t>(running.desc.shape[0])};
    flat = reshape(ctx, scaled, c, kStack);
    term = &flat;
  }
  unary(ctx, UnaryCode::MulScalar, running, OutputSpec::into(running), 1 - momentum);
  binary(ctx, BinaryCode::Add, running, *term, OutputSpec::into(running));
}

void requireStat(const TensorRef& s, const char* what, std::uint32_t channels, DataType dtype) {
  const Shape& sh = s.desc.shape;
  const bool flat = sh.rank == 1 && sh[0] == channels;
  const bool nchw = sh.rank == 4 && sh[0] == 1 && sh[1] == channels && sh[2] == 1 && sh[3] == 1;
  if (!flat && !nchw)
    bad(kOp, fmt::format("{} is {} but the input has {} channels (dim 1); give [{}] or [1, {}, 1, 1]",
                         what, sh.toString(), channels, channels, channels));
  if (s.desc.layout != Layout::Tile || s.desc.memory.isSharded() || s.desc.dtype != dtype)
    bad(kOp, fmt::format("{} is {}; this op takes tile-layout interleaved tensors (dram or l1) of the "
                         "input's dtype", what, s.desc.toString()));
}

}  // namespace

TensorRef batchNormTraining(OpContext& ctx, const TensorRef& x, const TensorRef* running_mean,
                            const TensorRef* running_var, const TensorRef* weight,
                            const TensorRef* bias, double epsilon, double momentum,
                            const OutputSpec& out) {
  OpScope scope(ctx, kOp);
  const Shape& xs = x.desc.shape;
  if (xs.rank != 4) bad(kOp, fmt::format("the input is {}; it must be [N, C, H, W]", xs.toString()));
  if (x.desc.layout != Layout::Tile || x.desc.memory.isSharded())
    bad(kOp, fmt::format("the input is {}; this op takes tile-layout interleaved tensors (dram or l1)",
                         x.desc.toString()));
  if (!running_mean != !running_var)
    bad(kOp, "running_mean and running_var come together (give both or neither)");
  if (!(momentum >= 0 && momentum <= 1))
    bad(kOp, fmt::format("momentum is {}; it must be in [0, 1]", momentum));
  if (!(epsilon >= 0)) bad(kOp, fmt::format("epsilon is {}; it must be >= 0", epsilon));
  if (running_mean) requireStat(*running_mean, "running_mean", xs[1], x.desc.dtype);
  if (running_var) requireStat(*running_var, "running_var", xs[1], x.desc.dtype);
  TensorDesc stat = x.desc;
  stat.shape = Shape{1, xs[1], 1, 1};
  stat.memory = MemoryConfig::l1();
  // batchNormInference checks weight / bias, the output's memory config and a bias
  // without a weight; check them before anything is allocated.
  TensorRef y = makeOutput(ctx, x.desc, out, kOp);
  Frame frame(ctx, kOp);
  TensorRef mean = makeOutput(ctx, stat, kStack, kOp);
  TensorRef var = makeOutput(ctx, stat, kStack, kOp);
  channelMean(ctx, x, mean);
  {
    Frame square(ctx, "batch_norm_training.mean_square");
    TensorRef sq = unary(ctx, UnaryCode::Square, x, kStack);
    channelMean(ctx, sq, var);
  }
  {
    Frame center(ctx, "batch_norm_training.variance");
    TensorRef m2 = unary(ctx, UnaryCode::Square, mean, kStack);
    binary(ctx, BinaryCode::Subtract, var, m2, OutputSpec::into(var));
  }
  batchNormInference(ctx, x, mean, var, weight, bias, epsilon, OutputSpec::into(y));
  if (running_mean) updateRunning(ctx, *running_mean, mean, momentum);
  if (running_var) updateRunning(ctx, *running_var, var, momentum);
  return y;
}

HostTensor refBatchNormTraining(const HostTensor& x, const HostTensor* weight,
                                const HostTensor* bias, double epsilon) {
  const std::uint64_t n = x.shape[0], channels = x.shape[1];
  const std::uint64_t plane = static_cast<std::uint64_t>(x.shape[2]) * x.shape[3];
  const Shape per_channel{static_cast<std::uint32_t>(channels)};
  HostTensor mean(per_channel), var(per_channel);
  for (std::uint64_t c = 0; c < channels; ++c) {
    double s = 0, ss = 0;
    for (std::uint64_t b = 0; b < n; ++b)
      for (std::uint64_t i = 0; i < plane; ++i) s += x.data[(b * channels + c) * plane + i];
    const double m = s / double(n * plane);
    for (std::uint64_t b = 0; b < n; ++b)
      for (std::uint64_t i = 0; i < plane; ++i) {
        const double d = x.data[(b * channels + c) * plane + i] - m;
        ss += d * d;
      }
    mean.data[c] = m;
    var.data[c] = ss / double(n * plane);
  }
  return refBatchNormInference(x, mean, var, weight, bias, epsilon);
}

HostTensor refRunningStatistic(const HostTensor& running, const HostTensor& batch,
                               double momentum) {
  HostTensor r = running;
  for (std::size_t i = 0; i < r.data.size(); ++i)
    r.data[i] = (1 - momentum) * running.data[i] + momentum * batch.data[i];
  return r;
}

}  // namespace strata::ops
