// Catalog entries of the quantization ops under tt-mlir's names, operands and
// attribute names (TTNNOps.td: ttnn.quantize / ttnn.dequantize (input, scale,
// zero_point), ttnn.requantize (input, in_scale, in_zero_point, out_scale,
// out_zero_point); `axis`, default -1 here: only a scale of more than one element uses
// it). quantize and requantize give integers, exactly; dequantize rounds once to its
// float output.

#include "../catalog_util.hpp"
#include "strata/ops/quant.hpp"

#include <array>

namespace strata::ops::detail {

namespace {

int axisOf(const OpParams& p, int rank) {
  const int a = static_cast<int>(p.integer("axis"));
  return a < 0 ? a + rank : a;
}

TensorRef runQuantize(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return quantize(c, in[0], in[1], in[2], p.integer("axis"), o);
}
HostTensor refQuantizeOp(HIns in, const OpParams& p) {
  return refQuantize(in[0], in[1], in[2], axisOf(p, in[0].shape.rank));
}
TensorRef runDequantize(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return dequantize(c, in[0], in[1], in[2], p.integer("axis"), o);
}
HostTensor refDequantizeOp(HIns in, const OpParams& p) {
  return refDequantize(in[0], in[1], in[2], axisOf(p, in[0].shape.rank), in[1].dtype);
}
TensorRef runRequantize(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return requantize(c, in[0], in[1], in[2], in[3], in[4], p.integer("axis"), o);
}
HostTensor refRequantizeOp(HIns in, const OpParams& p) {
  return refRequantize(in[0], in[1], in[2], in[3], in[4], axisOf(p, in[0].shape.rank));
}

// Random inputs (values, scales and zero points alike) are drawn from [0.5, 4]: scales
// away from zero; zero points and int32 inputs hold the nearest whole numbers (1 to 4).
OpInfo quantEntry(std::string_view name, int arity, Tolerance bf16, Tolerance f32, OpRunner run,
                  OpReference ref, std::string_view summary) {
  OpInfo op{name, OpFamily::Data, arity, {intParam("axis", -1)}, 1, false, 0.5, 4, bf16, f32,
            run, ref, summary};
  op.mixed_dtypes = true;
  return op;
}


std::array<OpInfo, 3> makeQuantOps() {
  return {
      quantEntry("quantize", 3, kExact, kExact, runQuantize, refQuantizeOp,
                 "round(x / scale) + zero_point: bf16/f32 input and scale, int32 zero point "
                 "and result"),
      // One rounding of an exact product to the output dtype.
      quantEntry("dequantize", 3, {0, 0x1p-8}, {0, 0x1p-23}, runDequantize, refDequantizeOp,
                 "(q - zero_point) * scale: int32 input and zero point, result in the scale's "
                 "dtype"),
      quantEntry("requantize", 5, kExact, kExact, runRequantize, refRequantizeOp,
                 "dequantize to f32, quantize with out_scale / out_zero_point (int32)"),
  };
}

}  // namespace

std::span<const OpInfo> quantOps() {
  static const std::array<OpInfo, 3> ops = makeQuantOps();
  return ops;
}

}  // namespace strata::ops::detail
