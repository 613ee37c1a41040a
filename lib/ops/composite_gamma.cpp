// Gamma-family composites. lgamma and digamma follow ttnn's decompositions (same op
// sequence, same rounding); multigammaln is a composite of composites.
//
// Lifetimes nest: a series term or a Lanczos term is computed in its own frame and folded
// into an accumulator that lives in the enclosing frame, written in place
// (OutputSpec::into(acc) with acc also the first operand). A value that dies when its
// successor is produced by an element-wise op of the same shape is overwritten in place
// too. That is safe on the device because each output tile depends only on the same tile
// of the (non-broadcast) operand, which the reader has fetched before the writer can
// write it. So the stack holds about the live set at every moment, not every temporary
// of the composite (docs/FRAGMENTATION.md, "Nested frames").

#include "strata/ops/ops.hpp"

#include <cmath>
#include <numbers>

namespace strata::ops {

namespace {
const OutputSpec kStack = OutputSpec::stack();
using U = UnaryCode;
using B = BinaryCode;
OutputSpec inPlace(const TensorRef& t) { return OutputSpec::into(t); }
}  // namespace

// digamma(x) = log(x) - 1/(2x) - sum_k B_2k / (2k x^2k), seven terms of the asymptotic
// series in t = 1/x^2 (accurate for x >= 2 to ~1e-6).
// Stack: lg, t (r squared in place), series, power, and one term per term frame: 5 tensors.
TensorRef digamma(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  static constexpr double kCoef[] = {1.0 / 12,  -1.0 / 120, 1.0 / 252,          -1.0 / 240,
                                     1.0 / 132, -691.0 / 32760, 1.0 / 12};
  OpScope scope(ctx, "digamma");
  TensorRef y = makeOutput(ctx, x.desc, out, "digamma");
  Frame frame(ctx, "digamma");
  TensorRef lg = unary(ctx, U::Log, x, kStack);
  TensorRef r = unary(ctx, U::Reciprocal, x, kStack);
  TensorRef series = unary(ctx, U::MulScalar, r, kStack, 0.5);  // 1/(2x)
  TensorRef t = unary(ctx, U::Square, r, inPlace(r));           // 1/x^2 (r is dead)
  auto addTerm = [&](const TensorRef& power, double coef) {
    Frame term_frame(ctx, "digamma.term");
    TensorRef term = unary(ctx, U::MulScalar, power, kStack, coef);
    binary(ctx, B::Add, series, term, inPlace(series));
  };
  addTerm(t, kCoef[0]);  // power t^1 is t itself
  TensorRef power = binary(ctx, B::Multiply, t, t, kStack);
  addTerm(power, kCoef[1]);
  for (int k = 2; k < 7; ++k) {
    binary(ctx, B::Multiply, power, t, inPlace(power));
    addTerm(power, kCoef[k]);
  }
  binary(ctx, B::Subtract, lg, series, OutputSpec::into(y));
  return y;
}

// Lanczos-style lgamma (Numerical Recipes' six coefficients, as ttnn uses):
//   z = x - 1, s = 1 + sum_i c_i / (z + i), t = z + 5.5
//   lgamma(x) = (z + 0.5) log t - t + log sqrt(2 pi) + log s, then exactly 0 at x = 1, 2.
// Stack: z and s, plus one slot per Lanczos term frame (z+i, its reciprocal and the
// scaled term overwrite each other); then z's slot becomes (z+0.5) log t + ... while s,
// t and log t sit above it in a frame that pops before the x==1 / x==2 fix-up: peak 4
// tensors (z, s, t, log t), the live set of the decomposition.
TensorRef lgamma(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  static constexpr double kCoef[] = {76.18009172947146,     -86.50531032941677,
                                     24.01409824083091,     -1.231739572450155,
                                     0.1208650973866179e-2, -0.5395239384953e-5};
  OpScope scope(ctx, "lgamma");
  TensorRef y = makeOutput(ctx, x.desc, out, "lgamma");
  Frame frame(ctx, "lgamma");
  TensorRef z = unary(ctx, U::SubScalar, x, kStack, 1.0);  // becomes c below
  {
    Frame series_frame(ctx, "lgamma.series");
    TensorRef sum = full(ctx, z.desc, 1.0, kStack);
    for (int i = 0; i < 6; ++i) {
      Frame term_frame(ctx, "lgamma.term");
      TensorRef zi = unary(ctx, U::AddScalar, z, kStack, double(i + 1));
      unary(ctx, U::Reciprocal, zi, inPlace(zi));
      unary(ctx, U::MulScalar, zi, inPlace(zi), kCoef[i]);
      binary(ctx, B::Add, sum, zi, inPlace(sum));
    }
    TensorRef t = unary(ctx, U::AddScalar, z, kStack, 5.5);
    TensorRef log_t = unary(ctx, U::Log, t, kStack);
    unary(ctx, U::Log, sum, inPlace(sum));                  // log s
    unary(ctx, U::AddScalar, z, inPlace(z), 0.5);           // z + 0.5 (z's last use)
    binary(ctx, B::Multiply, z, log_t, inPlace(z));
    unary(ctx, U::AddScalar, z, inPlace(z), 0.918938533204672742);  // log sqrt(2 pi)
    binary(ctx, B::Add, z, sum, inPlace(z));
    binary(ctx, B::Subtract, z, t, inPlace(z));             // c
  }
  TensorRef one = createScalar(ctx, 1.0, x.desc.dtype, kStack);
  TensorRef two = createScalar(ctx, 2.0, x.desc.dtype, kStack);
  TensorRef zero = createScalar(ctx, 0.0, x.desc.dtype, kStack);
  TensorRef is_one = binary(ctx, B::Eq, x, one, kStack);
  where(ctx, is_one, zero, z, inPlace(z));                  // d
  binary(ctx, B::Eq, x, two, inPlace(is_one));              // is_two (is_one is dead)
  where(ctx, is_one, zero, z, OutputSpec::into(y));
  return y;
}

// ln Gamma_4(x) = lgamma(x) + lgamma(x - 0.5) + lgamma(x - 1) + lgamma(x - 1.5) + 3 log(pi)
// Each shifted lgamma runs in its own frame and writes over its own input (lgamma reads
// x only before its last step), then is added into the accumulator in place.
TensorRef multigammaln(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  OpScope scope(ctx, "multigammaln");
  TensorRef y = makeOutput(ctx, x.desc, out, "multigammaln");
  Frame frame(ctx, "multigammaln");
  TensorRef acc = lgamma(ctx, x, kStack);
  for (int j = 1; j < 4; ++j) {
    Frame term_frame(ctx, "multigammaln.term");
    TensorRef shifted = unary(ctx, U::SubScalar, x, kStack, 0.5 * j);
    lgamma(ctx, shifted, inPlace(shifted));
    binary(ctx, B::Add, acc, shifted, inPlace(acc));
  }
  unary(ctx, U::AddScalar, acc, OutputSpec::into(y), 3.0 * std::log(std::numbers::pi));
  return y;
}

// (-1)^(n+1) n! * sum_{k=0..10} 1/(x+k)^(n+1); one frame per series term, whose x+k is
// raised to the power in place and added into the accumulator in place: 2 tensors.
TensorRef polygamma(OpContext& ctx, const TensorRef& x, int n, const OutputSpec& out) {
  OpScope scope(ctx, "polygamma");
  TensorRef y = makeOutput(ctx, x.desc, out, "polygamma");
  Frame frame(ctx, "polygamma");
  TensorRef acc = unary(ctx, U::PowScalar, x, kStack, -double(n + 1));
  for (int k = 1; k <= 10; ++k) {
    Frame term_frame(ctx, "polygamma.term");
    TensorRef xk = unary(ctx, U::AddScalar, x, kStack, double(k));
    unary(ctx, U::PowScalar, xk, inPlace(xk), -double(n + 1));
    binary(ctx, B::Add, acc, xk, inPlace(acc));
  }
  const double factor = ((n + 1) % 2 == 0 ? 1.0 : -1.0) * std::tgamma(double(n + 1));
  unary(ctx, U::MulScalar, acc, OutputSpec::into(y), factor);
  return y;
}

}  // namespace strata::ops
