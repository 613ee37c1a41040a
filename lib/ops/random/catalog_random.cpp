// Catalog entries of the random ops under tt-mlir's names and attribute names
// (TTNNOps.td): ttnn.rand (`size`, `low`, `high`, `seed`; described, like full, by its
// input's description: the result's shape, dtype and memory config) and ttnn.dropout
// (`prob`, `scale`, `seed`, `use_per_device_seed`).
//
// Tolerances: f32 exact (the device rounds the float64 value once, to f32, as the
// reference does). bf16 within one bf16 ulp (2^-7 relative): the device rounds through
// f32 first (tt-metal's f32 tile CB), the reference straight from float64, and the two
// roundings in a row can land one ulp apart.

#include "../catalog_util.hpp"
#include "strata/ops/random.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <fmt/ranges.h>

#include <array>
#include <vector>

namespace strata::ops::detail {

namespace {

constexpr Tolerance kBf16OneUlp{0, 0x1p-7};
constexpr Tolerance kF32Exact{0, 0};

// `size`, when given, must be the result's shape (tt-mlir's verifier checks the same).
void checkSize(const OpParams& p, const Shape& shape) {
  const std::span<const std::int64_t> size = p.list("size").view();
  if (size.empty()) return;
  bool same = size.size() == static_cast<std::size_t>(shape.rank);
  for (int k = 0; same && k < shape.rank; ++k) same = size[static_cast<std::size_t>(k)] == shape[k];
  if (!same)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("rand: size [{}] does not match the result's shape {}; they must be "
                            "the same", fmt::join(size, ", "), shape.toString()),
                {Error::str("op", "rand")});
}

// seedOf refuses a seed outside 32 bits, naming the op.
std::uint32_t seedParam(const OpParams& p, const char* op) {
  return seedOf(static_cast<double>(p.integer("seed")), op);
}

TensorRef runRand(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  checkSize(p, in[0].desc.shape);
  return rand(c, in[0].desc, p.real("low"), p.real("high"), seedParam(p, "rand"), o);
}
HostTensor refRandOp(HIns in, const OpParams& p) {
  return refRand(in[0].shape, in[0].dtype, p.real("low"), p.real("high"), seedParam(p, "rand"));
}

TensorRef runDropout(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return dropout(c, in[0], p.real("prob"), p.real("scale"), seedParam(p, "dropout"), o);
}
HostTensor refDropoutOp(HIns in, const OpParams& p) {
  return refDropout(in[0], p.real("prob"), p.real("scale"), seedParam(p, "dropout"));
}

std::array<OpInfo, 2> makeRandomOps() {
  return {
      OpInfo{"rand", OpFamily::Data, 1,
             {ParamDef{"size", 0, true}, ParamDef{"low", 0.0}, ParamDef{"high", 1.0},
              intParam("seed", 0)},
             4, false, -4, 4, kBf16OneUlp, kF32Exact, runRand, refRandOp,
             "uniform in [low, high) over the input's description (Strata's counter-based "
             "generator of seed and element index)"},
      // use_per_device_seed offsets the seed by the device id in tt-metal: 0 on one device.
      OpInfo{"dropout", OpFamily::Data, 1,
             {ParamDef{"prob", 0.0}, ParamDef{"scale", 1.0}, intParam("seed", 0),
              boolParam("use_per_device_seed", 1)},
             4, false, -4, 4, kBf16OneUlp, kF32Exact, runDropout, refDropoutOp,
             "x * scale where the draw of seed and element index is >= prob, else 0"},
  };
}

}  // namespace

std::span<const OpInfo> randomOps() {
  static const std::array<OpInfo, 2> ops = makeRandomOps();
  return ops;
}

}  // namespace strata::ops::detail
