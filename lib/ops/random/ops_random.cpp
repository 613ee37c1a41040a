// Random ops: ttnn.rand and ttnn.dropout, written once against the op context.
// Each enqueues one ComputeKind::Random program; its kernels live in
// lib/ops_device/random/kernels_random.cpp.
//
// Circular buffers (docs/ops.md, "Random ops"), tt-metal's program factories:
// - rand (tt-metal's uniform factory): the compute kernel fills f32 tiles into a
//   two-tile CB (index 24 here), the writer converts each to the output dtype through a
//   one-tile output CB (16) and writes it to its page.
// - dropout (tt-metal's experimental dropout factory): CB 0 two input tiles, CB 16 two
//   output tiles; reader -> compute -> writer.
// Output tiles are split into contiguous runs over up to every worker core, as both
// factories split them.

#include "strata/ops/random.hpp"

#include "../program_util.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>

namespace strata::ops {

namespace {

// tt-metal's rand keeps its generated tiles in f32 before converting them.
constexpr std::uint8_t kRandTilesCb = 24;
constexpr std::uint32_t kRandTilesPages = 2;
constexpr std::uint32_t kRandOutputPages = 1;

using detail::bad;

void requireFloatTiles(const TensorDesc& d, const char* op, const char* what) {
  if (d.dtype != DataType::BFloat16 && d.dtype != DataType::Float32)
    bad(op, fmt::format("{} is {}; this op computes on bf16 or f32 (typecast first)", what,
                        device::dataTypeName(d.dtype)));
  if (d.layout != Layout::Tile)
    bad(op, fmt::format("{} is row_major; this op works on tile layout (to_layout to tile first, "
                        "or after it)", what));
}

void requireInterleaved(const TensorDesc& d, const char* op, const char* what) {
  if (d.memory.isSharded())
    bad(op, fmt::format("{} is {}; this op reads and writes interleaved tensors (dram or l1)",
                        what, memoryLayoutName(d.memory.memory_layout)));
}

ProgramDesc randomProgram(const char* name, RandomCode code, const TensorRef& y,
                          const ArchDesc& arch) {
  ProgramDesc p;
  p.name = name;
  p.kind = ComputeKind::Random;
  p.code = static_cast<std::uint8_t>(code);
  p.output = &y;
  p.num_cores = static_cast<std::uint32_t>(
      std::min<std::uint64_t>(y.desc.numTiles(arch), arch.numWorkerCores()));
  return p;
}

constexpr std::uint64_t kGoldenGamma = 0x9E3779B97F4A7C15ull;

std::uint64_t mix64(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

}  // namespace

std::uint64_t randomBits(std::uint32_t seed, std::uint64_t index) {
  return mix64(mix64(seed) + (index + 1) * kGoldenGamma);
}

double randomUnit(std::uint32_t seed, std::uint64_t index) {
  return std::ldexp(static_cast<double>(randomBits(seed, index) >> 40), -24);
}

std::uint32_t seedOf(double seed, const char* op) {
  if (!(seed == std::floor(seed)) || seed < -2147483648.0 || seed >= 4294967296.0)
    bad(op, fmt::format("seed {} is not a 32-bit unsigned integer (0 to 4294967295)", seed));
  // A ui32 attribute read back sign-extended (-1 for 4294967295) names the same seed.
  return static_cast<std::uint32_t>(static_cast<std::int64_t>(seed));
}

TensorRef rand(OpContext& ctx, const TensorDesc& desc, double low, double high,
               std::uint32_t seed, const OutputSpec& out) {
  OpScope scope(ctx, "rand");
  if (!std::isfinite(low) || !std::isfinite(high) || !(low < high))
    bad("rand", fmt::format("low {} must be below high {} (both finite): values are drawn from "
                            "[low, high)", low, high));
  requireFloatTiles(desc, "rand", "the result");
  TensorDesc result = desc;
  if (out.preallocated) result.memory = out.preallocated->desc.memory;
  else if (out.memory_given) result.memory = out.memory;
  requireInterleaved(result, "rand", "the result");
  TensorRef y = makeOutput(ctx, desc, out, "rand");
  const ArchDesc& arch = ctx.arch();
  ProgramDesc p = randomProgram("rand", RandomCode::Rand, y, arch);
  p.params = {low, high, static_cast<double>(seed)};
  p.addCb({kRandTilesCb, device::tileBytes(DataType::Float32), kRandTilesPages, -1});
  p.addCb({detail::kFirstOutputCb, device::tileBytes(y.desc.dtype), kRandOutputPages, -1});
  ctx.enqueue(p);
  return y;
}

TensorRef dropout(OpContext& ctx, const TensorRef& x, double prob, double scale,
                  std::uint32_t seed, const OutputSpec& out) {
  OpScope scope(ctx, "dropout");
  if (!(prob >= 0 && prob <= 1))
    bad("dropout", fmt::format("prob {} is outside [0, 1]; it is the probability that an "
                               "element is zeroed", prob));
  if (!std::isfinite(scale) || !(scale > 0))
    bad("dropout", fmt::format("scale {} must be positive and finite (typically 1 / (1 - prob))",
                               scale));
  requireFloatTiles(x.desc, "dropout", "the input");
  requireInterleaved(x.desc, "dropout", "the input");
  TensorDesc result = x.desc;
  if (out.preallocated) result.memory = out.preallocated->desc.memory;
  else if (out.memory_given) result.memory = out.memory;
  requireInterleaved(result, "dropout", "the output");
  TensorRef y = makeOutput(ctx, x.desc, out, "dropout");
  const ArchDesc& arch = ctx.arch();
  ProgramDesc p = randomProgram("dropout", RandomCode::Dropout, y, arch);
  p.params = {prob, scale, static_cast<double>(seed)};
  p.inputs[0] = &x;
  p.num_inputs = 1;
  p.addCb({0, device::tileBytes(x.desc.dtype), detail::kPagesPerCb, -1});
  p.addCb({detail::kFirstOutputCb, device::tileBytes(y.desc.dtype), detail::kPagesPerCb, -1});
  ctx.enqueue(p);
  return y;
}

}  // namespace strata::ops
