#pragma once
// Random ops (lib/ops/random/): ttnn.rand and ttnn.dropout.
//
// tt-metal draws from each core's SFPU PRNG, seeded per core, so its bits depend on the
// core count and the tile order and cannot be reproduced off the hardware. Strata uses
// its own counter-based generator instead: every element's draw is a pure function of
// (seed, the element's row-major index over the logical shape), so the values do not
// depend on cores, placement or tile order, and the host reference computes the same
// draw for every element independently. The values match Strata's generator, not
// tt-metal's bits; the distributions are tt-metal's (uniform in [low, high); dropout
// keeps an element with probability 1 - prob and multiplies it by scale).

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

#include <cstdint>

namespace strata::ops {

enum class RandomCode : std::uint8_t { Rand, Dropout };

// The generator: splitmix64's output function over the counter state
// mix64(seed) + (index + 1) * 0x9E3779B97F4A7C15 (with seed 0, the draws of indices
// 0, 1, 2, ... are splitmix64's outputs from state 0).
std::uint64_t randomBits(std::uint32_t seed, std::uint64_t index);
// The top 24 bits of randomBits as a number in [0, 1): k * 2^-24, exact in f32 and f64.
double randomUnit(std::uint32_t seed, std::uint64_t index);

// A seed parameter (tt-mlir's ui32 attribute, possibly read back sign-extended) as the
// generator's 32-bit seed. Throws strata::Error (InvalidArgument) naming `op` when the
// value is not a whole number in [-2^31, 2^32).
std::uint32_t seedOf(double seed, const char* op);

// ttnn.rand: a new tensor of `desc` (shape, dtype bf16 or f32, tile layout; the memory
// config is out.memory when given, else desc's) whose element i is
// low + (high - low) * randomUnit(seed, i), rounded once to f32 by the compute kernel
// (tt-metal's f32 tile CB) and then to the dtype by the writer. low < high, both finite.
TensorRef rand(OpContext& ctx, const TensorDesc& desc, double low, double high,
               std::uint32_t seed, const OutputSpec& out);

// ttnn.dropout: element i of x is kept (and multiplied by scale) when
// randomUnit(seed, i) >= prob, else 0. prob in [0, 1], scale > 0 and finite; x bf16 or
// f32, tile layout, interleaved. The result has x's description (out.memory when given).
TensorRef dropout(OpContext& ctx, const TensorRef& x, double prob, double scale,
                  std::uint32_t seed, const OutputSpec& out);

// Host references: every element computed in float64 from its own index, then rounded
// once to the result's dtype.
HostTensor refRand(const Shape& shape, DataType dtype, double low, double high, std::uint32_t seed);
HostTensor refDropout(const HostTensor& x, double prob, double scale, std::uint32_t seed);

}  // namespace strata::ops
