// Gamma-family composites. lgamma and digamma follow ttnn's decompositions; multigammaln
// is a composite of composites (four lgamma calls, each with its own nested frame).

#include "strata/ops/ops.hpp"

#include <cmath>
#include <numbers>

namespace strata::ops {

namespace {
const OutputSpec kStack = OutputSpec::stack();
using U = UnaryCode;
using B = BinaryCode;
}  // namespace

// digamma(x) = log(x) - 1/(2x) - sum_k B_2k / (2k x^2k), seven terms of the asymptotic
// series in t = 1/x^2 (accurate for x >= 2 to ~1e-6).
TensorRef digamma(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  static constexpr double kCoef[] = {1.0 / 12,  -1.0 / 120, 1.0 / 252,          -1.0 / 240,
                                     1.0 / 132, -691.0 / 32760, 1.0 / 12};
  OpScope scope(ctx, "digamma");
  TensorRef y = makeOutput(ctx, x.desc, out, "digamma");
  Frame frame(ctx, "digamma");
  TensorRef lg = unary(ctx, U::Log, x, kStack);
  TensorRef r = unary(ctx, U::Reciprocal, x, kStack);
  TensorRef series = unary(ctx, U::MulScalar, r, kStack, 0.5);  // 1/(2x)
  TensorRef t = unary(ctx, U::Square, r, kStack);              // 1/x^2
  TensorRef power = t;
  for (int k = 0; k < 7; ++k) {
    if (k > 0) power = binary(ctx, B::Multiply, power, t, kStack);
    TensorRef term = unary(ctx, U::MulScalar, power, kStack, kCoef[k]);
    series = binary(ctx, B::Add, series, term, kStack);
  }
  binary(ctx, B::Subtract, lg, series, OutputSpec::into(y));
  return y;
}

// Lanczos-style lgamma (Numerical Recipes' six coefficients, as ttnn uses):
//   z = x - 1, s = 1 + sum_i c_i / (z + i), t = z + 5.5
//   lgamma(x) = (z + 0.5) log t - t + log sqrt(2 pi) + log s, then exactly 0 at x = 1, 2.
TensorRef lgamma(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  static constexpr double kCoef[] = {76.18009172947146,     -86.50531032941677,
                                     24.01409824083091,     -1.231739572450155,
                                     0.1208650973866179e-2, -0.5395239384953e-5};
  OpScope scope(ctx, "lgamma");
  TensorRef y = makeOutput(ctx, x.desc, out, "lgamma");
  Frame frame(ctx, "lgamma");
  TensorRef z = unary(ctx, U::SubScalar, x, kStack, 1.0);
  TensorRef sum = full(ctx, z.desc, 1.0, kStack);
  for (int i = 0; i < 6; ++i) {
    TensorRef zi = unary(ctx, U::AddScalar, z, kStack, double(i + 1));
    TensorRef ri = unary(ctx, U::Reciprocal, zi, kStack);
    TensorRef ci = unary(ctx, U::MulScalar, ri, kStack, kCoef[i]);
    sum = binary(ctx, B::Add, sum, ci, kStack);
  }
  TensorRef t = unary(ctx, U::AddScalar, z, kStack, 5.5);
  TensorRef log_t = unary(ctx, U::Log, t, kStack);
  TensorRef log_s = unary(ctx, U::Log, sum, kStack);
  TensorRef zh = unary(ctx, U::AddScalar, z, kStack, 0.5);
  TensorRef prod = binary(ctx, B::Multiply, zh, log_t, kStack);
  TensorRef a = unary(ctx, U::AddScalar, prod, kStack, 0.918938533204672742);  // log sqrt(2 pi)
  TensorRef b = binary(ctx, B::Add, a, log_s, kStack);
  TensorRef c = binary(ctx, B::Subtract, b, t, kStack);
  TensorRef one = createScalar(ctx, 1.0, x.desc.dtype, kStack);
  TensorRef two = createScalar(ctx, 2.0, x.desc.dtype, kStack);
  TensorRef zero = createScalar(ctx, 0.0, x.desc.dtype, kStack);
  TensorRef is_one = binary(ctx, B::Eq, x, one, kStack);
  TensorRef d = where(ctx, is_one, zero, c, kStack);
  TensorRef is_two = binary(ctx, B::Eq, x, two, kStack);
  where(ctx, is_two, zero, d, OutputSpec::into(y));
  return y;
}

// ln Gamma_4(x) = lgamma(x) + lgamma(x - 0.5) + lgamma(x - 1) + lgamma(x - 1.5) + 3 log(pi)
TensorRef multigammaln(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  OpScope scope(ctx, "multigammaln");
  TensorRef y = makeOutput(ctx, x.desc, out, "multigammaln");
  Frame frame(ctx, "multigammaln");
  TensorRef acc = lgamma(ctx, x, kStack);
  for (int j = 1; j < 4; ++j) {
    TensorRef shifted = unary(ctx, U::SubScalar, x, kStack, 0.5 * j);
    TensorRef lg = lgamma(ctx, shifted, kStack);
    acc = binary(ctx, B::Add, acc, lg, kStack);
  }
  unary(ctx, U::AddScalar, acc, OutputSpec::into(y), 3.0 * std::log(std::numbers::pi));
  return y;
}

// (-1)^(n+1) n! * sum_{k=0..10} 1/(x+k)^(n+1)
TensorRef polygamma(OpContext& ctx, const TensorRef& x, int n, const OutputSpec& out) {
  OpScope scope(ctx, "polygamma");
  TensorRef y = makeOutput(ctx, x.desc, out, "polygamma");
  Frame frame(ctx, "polygamma");
  TensorRef acc = unary(ctx, U::PowScalar, x, kStack, -double(n + 1));
  for (int k = 1; k <= 10; ++k) {
    TensorRef xk = unary(ctx, U::AddScalar, x, kStack, double(k));
    TensorRef p = unary(ctx, U::PowScalar, xk, kStack, -double(n + 1));
    acc = binary(ctx, B::Add, acc, p, kStack);
  }
  const double factor = ((n + 1) % 2 == 0 ? 1.0 : -1.0) * std::tgamma(double(n + 1));
  unary(ctx, U::MulScalar, acc, OutputSpec::into(y), factor);
  return y;
}

}  // namespace strata::ops
