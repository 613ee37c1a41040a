// Host references of the random ops: each element on its own, from its row-major index
// over the logical shape, in float64, rounded once to the result's dtype. The rounding
// here works on the float64 value directly (frexp / nearbyint / ldexp), not through the
// device's codec, so a difference in the device's path shows.

#include "strata/ops/random.hpp"

#include <cmath>

namespace strata::ops {

namespace {

// Round to nearest, ties to even, keeping `bits` significant bits (bf16: 8, f32: 24).
double roundToBits(double v, int bits) {
  if (v == 0 || !std::isfinite(v)) return v;
  int exponent = 0;
  const double mantissa = std::frexp(v, &exponent);  // |mantissa| in [0.5, 1)
  return std::ldexp(std::nearbyint(std::ldexp(mantissa, bits)), exponent - bits);
}

double roundToDtype(double v, DataType dtype) {
  return roundToBits(v, dtype == DataType::Float32 ? 24 : 8);
}

}  // namespace

HostTensor refRand(const Shape& shape, DataType dtype, double low, double high, std::uint32_t seed) {
  HostTensor y(shape);
  y.dtype = dtype;
  for (std::uint64_t i = 0; i < y.data.size(); ++i)
    y.data[i] = roundToDtype(low + (high - low) * randomUnit(seed, i), dtype);
  return y;
}

HostTensor refDropout(const HostTensor& x, double prob, double scale, std::uint32_t seed) {
  HostTensor y(x.shape);
  y.dtype = x.dtype;
  for (std::uint64_t i = 0; i < y.data.size(); ++i)
    y.data[i] = randomUnit(seed, i) >= prob ? roundToDtype(x.data[i] * scale, x.dtype) : 0.0;
  return y;
}

}  // namespace strata::ops
