// Normalisation composites over the last dim, the composite softmax, and the gated linear units.
// A step whose same-shape first operand dies with it is written over that operand
// (OutputSpec::into; element-wise, so safe tile by tile): the stack holds the live set.

#include "strata/ops/ops.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

namespace strata::ops {

namespace {
const OutputSpec kStack = OutputSpec::stack();
using U = UnaryCode;
using B = BinaryCode;

TensorDesc lastDimReduced(const TensorDesc& x) {
  TensorDesc d = x;
  d.shape[d.shape.rank - 1] = 1;
  return d;
}
}  // namespace

// mean((x - mean(x))^2) over the last dim: result [.., H, 1]
TensorRef variance(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  OpScope scope(ctx, "variance");
  TensorRef y = makeOutput(ctx, lastDimReduced(x.desc), out, "variance");
  Frame frame(ctx, "variance");
  TensorRef m = reduce(ctx, ReduceCode::Mean, x, 1, kStack);
  TensorRef d = binary(ctx, B::Subtract, x, m, kStack);
  unary(ctx, U::Square, d, OutputSpec::into(d));
  reduce(ctx, ReduceCode::Mean, d, 1, OutputSpec::into(y));
  return y;
}

TensorRef stddev(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  OpScope scope(ctx, "std");
  TensorRef y = makeOutput(ctx, lastDimReduced(x.desc), out, "std");
  Frame frame(ctx, "std");
  TensorRef v = variance(ctx, x, kStack);
  unary(ctx, U::Sqrt, v, OutputSpec::into(y));
  return y;
}

// (x - mean) * rsqrt(variance + eps)
TensorRef normalize(OpContext& ctx, const TensorRef& x, double eps, const OutputSpec& out) {
  OpScope scope(ctx, "normalize");
  TensorRef y = makeOutput(ctx, x.desc, out, "normalize");
  Frame frame(ctx, "normalize");
  // x - mean goes into a slot below the mean, so the mean column pops with its frame.
  TensorRef d = makeOutput(ctx, x.desc, kStack, "normalize");
  {
    Frame mean_frame(ctx, "normalize.center");
    TensorRef m = reduce(ctx, ReduceCode::Mean, x, 1, kStack);
    binary(ctx, B::Subtract, x, m, OutputSpec::into(d));
  }
  TensorRef v = variance(ctx, x, kStack);
  unary(ctx, U::AddScalar, v, OutputSpec::into(v), eps);
  unary(ctx, U::Rsqrt, v, OutputSpec::into(v));
  binary(ctx, B::Multiply, d, v, OutputSpec::into(y));
  return y;
}

// normalize(x) * gamma + beta, gamma and beta rows [.., 1, W] (composite of composite)
TensorRef layerNorm(OpContext& ctx, const TensorRef& x, const TensorRef& gamma,
                    const TensorRef& beta, double eps, const OutputSpec& out) {
  OpScope scope(ctx, "layer_norm");
  TensorRef y = makeOutput(ctx, x.desc, out, "layer_norm");
  Frame frame(ctx, "layer_norm");
  TensorRef n = normalize(ctx, x, eps, kStack);
  binary(ctx, B::Multiply, n, gamma, OutputSpec::into(n));
  binary(ctx, B::Add, n, beta, OutputSpec::into(y));
  return y;
}

// exp(x - max) / sum(exp(x - max)) over the last dim. Padded columns are excluded by
// the reductions, so odd widths are exact. (The catalog's softmax is the fused program
// of fused_norm.cpp.)
TensorRef softmaxComposite(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  OpScope scope(ctx, "softmax");
  TensorRef y = makeOutput(ctx, x.desc, out, "softmax");
  Frame frame(ctx, "softmax");
  // x - max goes into a slot below the max, so the max column pops with its frame.
  TensorRef d = makeOutput(ctx, x.desc, kStack, "softmax");
  {
    Frame max_frame(ctx, "softmax.shift");
    TensorRef mx = reduce(ctx, ReduceCode::Max, x, 1, kStack);
    binary(ctx, B::Subtract, x, mx, OutputSpec::into(d));
  }
  unary(ctx, U::Exp, d, OutputSpec::into(d));  // e
  TensorRef s = reduce(ctx, ReduceCode::Sum, d, 1, kStack);
  binary(ctx, B::Divide, d, s, OutputSpec::into(y));
  return y;
}

// a * act(b) where [a | b] splits the last dim in two tile-aligned halves.
TensorRef glu(OpContext& ctx, GluKind kind, const TensorRef& x, const OutputSpec& out) {
  static constexpr const char* kNames[] = {"glu", "reglu", "geglu", "swiglu"};
  static constexpr UnaryCode kAct[] = {U::Sigmoid, U::Relu, U::Gelu, U::Silu};
  const char* name = kNames[static_cast<int>(kind)];
  OpScope scope(ctx, name);
  const std::uint32_t w = x.desc.shape.last();
  const std::uint32_t tile2 = 2 * ctx.arch().tile_width;
  if (w % tile2 != 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: the last dim ({}) must split into two tile-aligned halves, i.e. "
                            "be a multiple of {}",
                            name, w, tile2),
                {Error::str("op", name), Error::num("last_dim", w)});
  TensorDesc half = x.desc;
  half.shape[half.shape.rank - 1] = w / 2;
  TensorRef y = makeOutput(ctx, half, out, name);
  Frame frame(ctx, name);
  TensorRef a = sliceLastDim(ctx, x, 0, w / 2, kStack);
  TensorRef b = sliceLastDim(ctx, x, w / 2, w / 2, kStack);
  unary(ctx, kAct[static_cast<int>(kind)], b, OutputSpec::into(b));
  binary(ctx, B::Multiply, a, b, OutputSpec::into(y));
  return y;
}

}  // namespace strata::ops
