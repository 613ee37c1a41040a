#include "strata/ops/reference.hpp"

#include "strata/support/error.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>

namespace strata::ops {

double refLgamma(double x) { return std::lgamma(x); }

// Recurrence up to x >= 10, then the asymptotic series: ~1e-15 relative.
double refDigamma(double x) {
  double shift = 0;
  while (x < 10) {
    shift -= 1.0 / x;
    x += 1;
  }
  const double t = 1.0 / (x * x);
  const double series =
      t * (1.0 / 12 - t * (1.0 / 120 - t * (1.0 / 252 - t * (1.0 / 240 - t * (1.0 / 132)))));
  return shift + std::log(x) - 0.5 / x - series;
}

double refPolygammaSeries(double x, int n) {
  double sum = 0;
  for (int k = 0; k <= 10; ++k) sum += std::pow(x + k, -double(n + 1));
  const double sign = (n + 1) % 2 == 0 ? 1.0 : -1.0;
  return sign * std::tgamma(double(n + 1)) * sum;
}

double refMultigammaln4(double x) {
  return 3.0 * std::log(std::numbers::pi) + std::lgamma(x) + std::lgamma(x - 0.5) +
         std::lgamma(x - 1.0) + std::lgamma(x - 1.5);
}

double refGelu(double x) { return 0.5 * x * (1.0 + std::erf(x / std::numbers::sqrt2)); }

double refErfinv(double y) {
  if (std::isnan(y) || y < -1 || y > 1) return std::numeric_limits<double>::quiet_NaN();
  if (y == 1 || y == -1) return y * std::numeric_limits<double>::infinity();
  // Giles' single-precision rational start (~1e-7 relative), then Newton steps on
  // erf(x) - y = 0, each of which squares the relative error.
  double w = -std::log((1.0 - y) * (1.0 + y));
  double x;
  if (w < 5.0) {
    w -= 2.5;
    double p = 2.81022636e-08;
    for (double c : {3.43273939e-07, -3.5233877e-06, -4.39150654e-06, 0.00021858087,
                     -0.00125372503, -0.00417768164, 0.246640727, 1.50140941})
      p = c + p * w;
    x = p * y;
  } else {
    w = std::sqrt(w) - 3.0;
    double p = -0.000200214257;
    for (double c : {0.000100950558, 0.00134934322, -0.00367342844, 0.00573950773,
                     -0.0076224613, 0.00943887047, 1.00167406, 2.83297682})
      p = c + p * w;
    x = p * y;
  }
  const double two_over_sqrt_pi = 2.0 / std::sqrt(std::numbers::pi);
  for (int i = 0; i < 3; ++i) x -= (std::erf(x) - y) / (two_over_sqrt_pi * std::exp(-x * x));
  return x;
}

HostTensor refMap(const HostTensor& a, double (*fn)(double, const double*), const double* params) {
  HostTensor r(a.shape);
  for (std::size_t i = 0; i < a.data.size(); ++i) r.data[i] = fn(a.data[i], params);
  return r;
}

double broadcastAt(const HostTensor& b, const Shape& out, std::uint64_t batch, std::uint64_t row,
                   std::uint64_t col) {
  // Its batch count is 1, the output's, or the output's trailing leading dims: each
  // repeats along the output's batches.
  const std::uint64_t bb = batch % std::max<std::uint64_t>(b.shape.batch(), 1);
  const std::uint64_t br = b.shape.secondLast() == 1 ? 0 : row;
  const std::uint64_t bc = b.shape.last() == 1 ? 0 : col;
  (void)out;
  return b.at(bb, br, bc);
}

HostTensor refZip(const HostTensor& a, const HostTensor& b, double (*fn)(double, double)) {
  HostTensor r(a.shape);
  const std::uint64_t rows = a.shape.secondLast(), cols = a.shape.last();
  for (std::uint64_t n = 0; n < a.shape.batch(); ++n)
    for (std::uint64_t i = 0; i < rows; ++i)
      for (std::uint64_t j = 0; j < cols; ++j)
        r.at(n, i, j) = fn(a.at(n, i, j), broadcastAt(b, a.shape, n, i, j));
  return r;
}

HostTensor refWhere(const HostTensor& c, const HostTensor& a, const HostTensor& b) {
  HostTensor r(c.shape);
  const std::uint64_t rows = c.shape.secondLast(), cols = c.shape.last();
  for (std::uint64_t n = 0; n < c.shape.batch(); ++n)
    for (std::uint64_t i = 0; i < rows; ++i)
      for (std::uint64_t j = 0; j < cols; ++j)
        r.at(n, i, j) = c.at(n, i, j) != 0 ? broadcastAt(a, c.shape, n, i, j)
                                           : broadcastAt(b, c.shape, n, i, j);
  return r;
}

namespace {
double reduceSpan(const HostTensor& x, std::uint64_t n, std::uint64_t r0, std::uint64_t r1,
                  RefReduce kind) {
  double acc = kind == RefReduce::Max    ? -std::numeric_limits<double>::infinity()
               : kind == RefReduce::Min  ? std::numeric_limits<double>::infinity()
               : kind == RefReduce::Prod ? 1.0
                                         : 0.0;
  std::uint64_t count = 0;
  for (std::uint64_t i = r0; i < r1; ++i)
    for (std::uint64_t j = 0; j < x.shape.last(); ++j, ++count) {
      const double v = x.at(n, i, j);
      if (kind == RefReduce::Max) acc = std::max(acc, v);
      else if (kind == RefReduce::Min) acc = std::min(acc, v);
      else if (kind == RefReduce::Prod) acc *= v;
      else acc += v;
    }
  return kind == RefReduce::Mean ? acc / double(count) : acc;
}
}  // namespace

HostTensor refReduceLast(const HostTensor& x, RefReduce kind) {
  Shape s = x.shape;
  s[s.rank - 1] = 1;
  HostTensor r(s);
  for (std::uint64_t n = 0; n < x.shape.batch(); ++n)
    for (std::uint64_t i = 0; i < x.shape.secondLast(); ++i)
      r.at(n, i, 0) = reduceSpan(x, n, i, i + 1, kind);
  return r;
}

HostTensor refReduceLastTwo(const HostTensor& x, RefReduce kind) {
  Shape s = x.shape;
  s[s.rank - 1] = 1;
  if (s.rank >= 2) s[s.rank - 2] = 1;
  HostTensor r(s);
  for (std::uint64_t n = 0; n < x.shape.batch(); ++n)
    r.at(n, 0, 0) = reduceSpan(x, n, 0, x.shape.secondLast(), kind);
  return r;
}

}  // namespace strata::ops
