// ttnn.gelu_bw, ttnn.embedding_bw and ttnn.dit_rms_norm_unary_fused as composites of the
// library's primitives (docs/ops.md, "Backward and fused ops"). Every intermediate is a
// stack tensor of the op's frame; steps whose operand dies with them write over it, so
// the stack holds the live set (gelu_bw: two or three tensors of the input's shape).

#include "strata/ops/backward.hpp"

#include "../program_util.hpp"

#include "strata/ops/index.hpp"
#include "strata/ops/ops.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <array>
#include <cmath>
#include <numbers>

namespace strata::ops {

namespace {

using U = UnaryCode;
using B = BinaryCode;
const OutputSpec kStack = OutputSpec::stack();

using detail::bad;

void requireInterleavedTiles(const TensorRef& t, const char* op, const char* what) {
  if (t.desc.layout != Layout::Tile || t.desc.memory.isSharded())
    bad(op, fmt::format("{} is {}; this op takes tile-layout interleaved tensors (dram or l1)",
                        what, t.desc.toString()));
}

void requireInterleavedOutput(const OutputSpec& out, const char* op) {
  const MemoryConfig& m = out.requestedMemory();
  if (out.memoryRequested() && m.isSharded())
    bad(op, "the output memory config is sharded; this op writes interleaved outputs (dram or l1)");
}

void requireFloat(const TensorRef& t, const char* op, const char* what) {
  if (t.desc.dtype != DataType::BFloat16 && t.desc.dtype != DataType::Float32)
    bad(op, fmt::format("{} is {}; it must be bf16 or f32", what,
                        device::dataTypeName(t.desc.dtype)));
}

// tt-metal's tanh approximation of gelu: 0.5 x (1 + tanh(k (x + c x^3))).
constexpr double kGeluTanhK = 0.7978845608028654;  // sqrt(2 / pi)
constexpr double kGeluTanhC = 0.044715;

}  // namespace

TensorRef geluBackward(OpContext& ctx, const TensorRef& grad, const TensorRef& input,
                       GeluApproximation approximate, const OutputSpec& out) {
  constexpr const char* kOp = "gelu_bw";
  OpScope scope(ctx, kOp);
  requireInterleavedTiles(grad, kOp, "the gradient (lhs)");
  requireInterleavedTiles(input, kOp, "the input (rhs)");
  requireFloat(grad, kOp, "the gradient (lhs)");
  requireInterleavedOutput(out, kOp);
  if (!(grad.desc.shape == input.desc.shape) || grad.desc.dtype != input.desc.dtype)
    bad(kOp, fmt::format("the gradient is {} and the input {}; they need one shape and dtype",
                         grad.desc.toString(), input.desc.toString()));
  if (approximate != GeluApproximation::None && approximate != GeluApproximation::Tanh)
    bad(kOp, fmt::format("approximate code {} is neither 0 (\"none\") nor 1 (\"tanh\")",
                         static_cast<int>(approximate)));
  const TensorRef& x = input;
  TensorRef y = makeOutput(ctx, grad.desc, out, kOp);
  Frame frame(ctx, kOp);
  if (approximate == GeluApproximation::None) {
    // d = Phi(x) + x * phi(x): cdf in `c`, x * pdf in `p`.
    TensorRef c = unary(ctx, U::MulScalar, x, kStack, 1 / std::numbers::sqrt2);
    unary(ctx, U::Erf, c, OutputSpec::into(c));
    unary(ctx, U::AddScalar, c, OutputSpec::into(c), 1.0);
    unary(ctx, U::MulScalar, c, OutputSpec::into(c), 0.5);
    TensorRef p = unary(ctx, U::Square, x, kStack);
    unary(ctx, U::MulScalar, p, OutputSpec::into(p), -0.5);
    unary(ctx, U::Exp, p, OutputSpec::into(p));
    unary(ctx, U::MulScalar, p, OutputSpec::into(p), 0.5 * std::numbers::inv_sqrtpi * std::numbers::sqrt2);
    binary(ctx, B::Multiply, p, x, OutputSpec::into(p));
    binary(ctx, B::Add, c, p, OutputSpec::into(c));
    binary(ctx, B::Multiply, grad, c, OutputSpec::into(y));
    return y;
  }
  // u = k (x + c x^3), t = tanh(u), du = k (1 + 3 c x^2):
  // d = 0.5 (1 + t) + 0.5 x (1 - t^2) du.
  TensorRef du = unary(ctx, U::Square, x, kStack);
  TensorRef t = unary(ctx, U::MulScalar, du, kStack, kGeluTanhC);
  unary(ctx, U::AddScalar, t, OutputSpec::into(t), 1.0);
  binary(ctx, B::Multiply, t, x, OutputSpec::into(t));
  unary(ctx, U::MulScalar, t, OutputSpec::into(t), kGeluTanhK);
  unary(ctx, U::Tanh, t, OutputSpec::into(t));
  unary(ctx, U::MulScalar, du, OutputSpec::into(du), 3 * kGeluTanhC);
  unary(ctx, U::AddScalar, du, OutputSpec::into(du), 1.0);
  unary(ctx, U::MulScalar, du, OutputSpec::into(du), kGeluTanhK * 0.5);
  binary(ctx, B::Multiply, du, x, OutputSpec::into(du));  // 0.5 x du
  TensorRef half = unary(ctx, U::AddScalar, t, kStack, 1.0);
  unary(ctx, U::MulScalar, half, OutputSpec::into(half), 0.5);  // 0.5 (1 + t)
  unary(ctx, U::Square, t, OutputSpec::into(t));
  unary(ctx, U::MulScalar, t, OutputSpec::into(t), -1.0);
  unary(ctx, U::AddScalar, t, OutputSpec::into(t), 1.0);  // 1 - t^2
  binary(ctx, B::Multiply, t, du, OutputSpec::into(t));
  binary(ctx, B::Add, t, half, OutputSpec::into(t));
  binary(ctx, B::Multiply, grad, t, OutputSpec::into(y));
  return y;
}

TensorRef embeddingBackward(OpContext& ctx, const TensorRef& indices, const TensorRef& weight,
                            const TensorRef& grad, const OutputSpec& out) {
  constexpr const char* kOp = "embedding_bw";
  OpScope scope(ctx, kOp);
  requireInterleavedTiles(indices, kOp, "the indices (input)");
  requireInterleavedTiles(grad, kOp, "the gradient (in_gradient)");
  requireFloat(grad, kOp, "the gradient (in_gradient)");
  requireInterleavedOutput(out, kOp);
  const Shape& w = weight.desc.shape;
  if (w.rank != 2)
    bad(kOp, fmt::format("the weight is {}; it must be the table [V, H]", w.toString()));
  const Shape& g = grad.desc.shape;
  const std::uint64_t n = indices.desc.shape.volume();
  if (g.rank != 4 || g[0] != 1 || g[1] != 1 || g[2] != n || g[3] != w[1])
    bad(kOp, fmt::format("the gradient is {} for {} indices and a {} table; it must be [1, 1, {}, {}] "
                         "(one row per index)", g.toString(), n, w.toString(), n, w[1]));
  const std::int64_t rows = static_cast<std::int64_t>(n), h = w[1], v = w[0];
  TensorDesc result = grad.desc;
  result.shape = Shape{1, 1, w[0], w[1]};
  TensorRef y = makeOutput(ctx, result, out, kOp);
  Frame frame(ctx, kOp);
  // scatter along the rows: position (r, c) of the index sends grad[r, c] to row
  // indices[r], so every column of the index holds the row's index.
  TensorDesc index_desc = indices.desc;
  index_desc.shape = Shape{1, 1, static_cast<std::uint32_t>(rows), static_cast<std::uint32_t>(h)};
  index_desc.memory = MemoryConfig::l1();
  TensorRef index = makeOutput(ctx, index_desc, kStack, kOp);
  {
    Frame column(ctx, "embedding_bw.index");
    const std::array<std::int64_t, 4> as_column{1, 1, rows, 1};
    TensorRef c = reshape(ctx, indices, as_column, kStack);
    const std::array<std::int64_t, 4> across{1, 1, 1, h};
    repeat(ctx, c, across, OutputSpec::into(index));
  }
  TensorDesc zeros_desc = result;
  zeros_desc.memory = MemoryConfig::l1();
  zeros_desc.shape = Shape{1, 1, static_cast<std::uint32_t>(v), static_cast<std::uint32_t>(h)};
  TensorRef zero = full(ctx, zeros_desc, 0.0, kStack);
  try {
    scatter(ctx, zero, index, grad, 2, ScatterReduce::Sum, OutputSpec::into(y));
  } catch (const Error& e) {
    // The scatter kernel names itself; the user called embedding_bw.
    throw Error(e.kind(), fmt::format("{}: {} (an index must address the weight's {} rows)", kOp,
                                      e.what(), v),
                {Error::str("op", kOp)});
  }
  return y;
}

TensorRef ditRmsNormUnaryFused(OpContext& ctx, const TensorRef& x, const TensorRef* weight,
                               const TensorRef* bias, const TensorRef* residual, double epsilon,
                               DitActivation activation, const OutputSpec& out) {
  constexpr const char* kOp = "dit_rms_norm_unary_fused";
  OpScope scope(ctx, kOp);
  requireInterleavedTiles(x, kOp, "the input");
  requireInterleavedOutput(out, kOp);
  if (bias && !weight) bad(kOp, "a bias without a weight is not modelled; pass a weight of ones");
  if (!(epsilon >= 0)) bad(kOp, fmt::format("epsilon is {}; it must be >= 0", epsilon));
  const std::uint32_t w = x.desc.shape.last();
  for (const TensorRef* affine : {weight, bias}) {
    if (!affine) continue;
    const Shape& s = affine->desc.shape;
    if (s.volume() != w || s.last() != w)
      bad(kOp, fmt::format("the {} is {}; it must be [{}] (the input's last dim)",
                           affine == weight ? "weight" : "bias", s.toString(), w));
    requireInterleavedTiles(*affine, kOp, affine == weight ? "the weight" : "the bias");
  }
  if (residual && !(residual->desc.shape == x.desc.shape))
    bad(kOp, fmt::format("the residual_input is {} but the input {}; they need one shape",
                         residual->desc.shape.toString(), x.desc.shape.toString()));
  if (static_cast<int>(activation) > 3)
    bad(kOp, fmt::format("activation code {} is not 0 (none), 1 (silu), 2 (gelu) or 3 (relu)",
                         static_cast<int>(activation)));
  TensorRef y = makeOutput(ctx, x.desc, out, kOp);
  if (!residual && activation == DitActivation::None)
    return rmsNorm(ctx, x, weight, bias, epsilon, OutputSpec::into(y));
  Frame frame(ctx, kOp);
  const TensorRef* source = &x;
  TensorRef sum;
  if (residual) {
    sum = binary(ctx, B::Add, x, *residual, kStack);
    source = &sum;
  }
  if (activation == DitActivation::None) {
    rmsNorm(ctx, *source, weight, bias, epsilon, OutputSpec::into(y));
    return y;
  }
  // The normalised values go over the sum when there is one (it dies with the step).
  TensorRef n = residual ? sum : makeOutput(ctx, x.desc, kStack, kOp);
  rmsNorm(ctx, *source, weight, bias, epsilon, OutputSpec::into(n));
  const UnaryCode code = activation == DitActivation::Silu   ? U::Silu
                         : activation == DitActivation::Gelu ? U::Gelu
                                                             : U::Relu;
  unary(ctx, code, n, OutputSpec::into(y));
  return y;
}

// ---- references -------------------------------------------------------------------

HostTensor refGeluBackward(const HostTensor& grad, const HostTensor& input,
                           GeluApproximation approximate) {
  HostTensor y(grad.shape);
  for (std::size_t i = 0; i < y.data.size(); ++i) {
    const double x = input.data[i];
    double d;
    if (approximate == GeluApproximation::None) {
      d = 0.5 * (1 + std::erf(x / std::numbers::sqrt2)) +
          x * std::exp(-0.5 * x * x) * std::numbers::inv_sqrtpi / std::numbers::sqrt2;
    } else {
      const double t = std::tanh(kGeluTanhK * (x + kGeluTanhC * x * x * x));
      d = 0.5 * (1 + t) + 0.5 * x * (1 - t * t) * kGeluTanhK * (1 + 3 * kGeluTanhC * x * x);
    }
    y.data[i] = grad.data[i] * d;
  }
  return y;
}

HostTensor refEmbeddingBackward(const HostTensor& indices, const HostTensor& weight,
                                const HostTensor& grad) {
  const std::uint64_t v = weight.shape[0], h = weight.shape[1];
  HostTensor y(Shape{1, 1, weight.shape[0], weight.shape[1]});
  for (std::uint64_t r = 0; r < indices.data.size(); ++r) {
    const double index = indices.data[r];
    if (!(index >= 0) || index != std::floor(index) || index >= double(v))
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("embedding_bw: index {} (position {}) is outside [0, {})", index, r, v),
                  {Error::str("op", "embedding_bw")});
    const std::uint64_t row = static_cast<std::uint64_t>(index);
    for (std::uint64_t c = 0; c < h; ++c) y.data[row * h + c] += grad.data[r * h + c];
  }
  return y;
}

HostTensor refDitRmsNormUnaryFused(const HostTensor& x, const HostTensor* weight,
                                   const HostTensor* bias, const HostTensor* residual,
                                   double epsilon, DitActivation activation) {
  HostTensor y(x.shape);
  const std::uint64_t w = x.shape.last();
  const std::uint64_t rows = w ? x.data.size() / w : 0;
  for (std::uint64_t r = 0; r < rows; ++r) {
    double ms = 0;
    auto value = [&](std::uint64_t c) {
      return x.data[r * w + c] + (residual ? residual->data[r * w + c] : 0.0);
    };
    for (std::uint64_t c = 0; c < w; ++c) ms += value(c) * value(c);
    const double scale = 1 / std::sqrt(ms / double(w) + epsilon);
    for (std::uint64_t c = 0; c < w; ++c) {
      double v = value(c) * scale;
      if (weight) v *= weight->data[c];
      if (bias) v += bias->data[c];
      switch (activation) {
        case DitActivation::Silu: v = v / (1 + std::exp(-v)); break;
        case DitActivation::Gelu: v = refGelu(v); break;
        case DitActivation::Relu: v = std::max(v, 0.0); break;
        case DitActivation::None: break;
      }
      y.data[r * w + c] = v;
    }
  }
  return y;
}

}  // namespace strata::ops
