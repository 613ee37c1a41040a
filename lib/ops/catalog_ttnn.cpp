// Catalog entries for tt-mlir's TTNN element-wise vocabulary: the compiler
// maps `ttnn.X` to catalog op `X` and reads each parameter from the op's attribute of
// the same name, so names and parameter names are tt-mlir's (TTNNOps.td) or, for ops
// tt-mlir does not have yet, ttnn's. All are one program each (single rounding of a
// double result), hence the primitive tolerances. Domains keep inputs where the
// function is defined and finite; the comparison-style ops draw integers.

#include "catalog_util.hpp"

#include <array>

namespace strata::ops::detail {

namespace {

// N: the op's parameter count, 0 or 1 (addcmul / addcdiv's `value`).
template <int N>
double ternaryValue(const OpParams& p) {
  return N > 0 ? p.real("value") : 0.0;
}
template <TernaryCode C, int N>
TensorRef runTernary(OpContext& ctx, Ins in, const OpParams& p, const OutputSpec& out) {
  return ternary(ctx, C, in[0], in[1], in[2], out, ternaryValue<N>(p));
}
// a is full shape; b and c broadcast as the device reads them (refZip's rule).
template <TernaryCode C, int N>
HostTensor refTernary(HIns in, const OpParams& p) {
  const HostTensor& a = in[0];
  const double value = ternaryValue<N>(p);
  HostTensor r(a.shape);
  for (std::uint64_t n = 0; n < a.shape.batch(); ++n)
    for (std::uint64_t i = 0; i < a.shape.secondLast(); ++i)
      for (std::uint64_t j = 0; j < a.shape.last(); ++j)
        r.at(n, i, j) = applyTernary(C, a.at(n, i, j), broadcastAt(in[1], a.shape, n, i, j),
                                     broadcastAt(in[2], a.shape, n, i, j), value);
  return r;
}

// A unary entry with scalar parameters (the trailing argument: the braced ParamDef list).
#define UNARY_P(NAME, CODE, N, LO, HI, ...)                                               \
  OpInfo{NAME, OpFamily::Unary, 1, __VA_ARGS__, N, true, LO, HI, kBf16Prim, kF32Prim,    \
         runUnary<UnaryCode::CODE>, refUnary<UnaryCode::CODE>, "unary eltwise"}
#define TERNARY(NAME, CODE, N, LO, HI, ...)                                               \
  OpInfo{NAME, OpFamily::Ternary, 3, __VA_ARGS__, N, true, LO, HI, kBf16Prim, kF32Prim,   \
         runTernary<TernaryCode::CODE, N>, refTernary<TernaryCode::CODE, N>, "ternary eltwise"}

const std::array kTtnnOps = {
    // Trigonometric and hyperbolic: tan stays inside (-pi/2, pi/2), asin/acos in [-1, 1],
    // acosh from 1, atanh inside (-1, 1) (its poles at +-1 excluded).
    STRATA_UNARY("tan", Tan, -1.45, 1.45), STRATA_UNARY("atan", Atan, -4, 4),
    STRATA_UNARY("asin", Asin, -1, 1), STRATA_UNARY("acos", Acos, -1, 1),
    STRATA_UNARY("asinh", Asinh, -4, 4), STRATA_UNARY("acosh", Acosh, 1, 8),
    STRATA_UNARY("atanh", Atanh, -0.95, 0.95),
    // Error functions: erfc up to 3 (2e-5, inside atol); erfinv inside (-1, 1).
    STRATA_UNARY("erf", Erf, -3, 3), STRATA_UNARY("erfc", Erfc, -3, 3),
    STRATA_UNARY("erfinv", Erfinv, -0.95, 0.95),
    // Predicates on special values: random finite inputs give 1 / 0 / 0; the special
    // values themselves are checked in eltwise_values_test.cpp.
    STRATA_UNARY("isfinite", IsFinite, -4, 4), STRATA_UNARY("isinf", IsInf, -4, 4),
    STRATA_UNARY("isnan", IsNan, -4, 4),
    // Activations. Parameter names: tt-mlir's `parameter` (leaky_relu slope), ttnn's
    // alpha (elu) and min_val / max_val (hardtanh); defaults are ttnn's.
    UNARY_P("leaky_relu", LeakyRelu, 1, -4, 4, {ParamDef{"parameter", 0.01}}),
    STRATA_UNARY("relu6", Relu6, -2, 8),
    UNARY_P("elu", Elu, 1, -4, 4, {ParamDef{"alpha", 1.0}}),
    STRATA_UNARY("mish", Mish, -4, 4),
    UNARY_P("hardtanh", Hardtanh, 2, -4, 4, {ParamDef{"min_val", -1.0}, ParamDef{"max_val", 1.0}}),
    OpInfo{"logical_not", OpFamily::Unary, 1, {}, 0, true, -2, 2, kBf16Prim, kF32Prim,
           runUnary<UnaryCode::LogicalNot>, refUnary<UnaryCode::LogicalNot>, "comparison"},
    // Rounding and exponent / log bases. round: half to even (torch.round), `decimals`.
    UNARY_P("round", Round, 1, -4, 4, {intParam("decimals", 0.0)}),
    STRATA_UNARY("trunc", Trunc, -4, 4), STRATA_UNARY("exp2", Exp2, -4, 4),
    STRATA_UNARY("log2", Log2, 0.1, 8), STRATA_UNARY("log10", Log10, 0.1, 8),
    // tt-mlir's clamp_scalar (attributes min, max): the same program as `clamp`.
    OpInfo{"clamp_scalar", OpFamily::Unary, 1, {ParamDef{"min", -1.0}, ParamDef{"max", 1.0}}, 2,
           true, -4, 4, kBf16Prim, kF32Prim, runUnary<UnaryCode::Clamp>,
           refUnary<UnaryCode::Clamp>, "tensor-scalar eltwise"},
    // Binary. Mixed-sign operands make remainder (divisor's sign) and fmod (dividend's
    // sign) differ on about half the elements.
    STRATA_BINARY("atan2", Atan2, -4, 4, "binary eltwise"),
    STRATA_BINARY("remainder", Remainder, -4, 4, "binary eltwise"),
    STRATA_BINARY("fmod", Fmod, -4, 4, "binary eltwise"),
    STRATA_BINARY("logical_xor", LogicalXor, -1, 1, "comparison"),
    // tt-mlir's name for pow with a tensor exponent (`pow` is the same program).
    STRATA_BINARY("pow_tensor", Pow, 0.5, 2, "binary eltwise"),
    // Ternary: the `where` program with another element function. addcdiv divides by
    // its third operand, so all three stay in [0.5, 4].
    TERNARY("lerp", Lerp, 0, -4, 4, {}),
    TERNARY("addcmul", Addcmul, 1, -4, 4, {ParamDef{"value", 1.0}}),
    TERNARY("addcdiv", Addcdiv, 1, 0.5, 4, {ParamDef{"value", 1.0}}),
    TERNARY("clamp_tensor", ClampTensor, 0, -4, 4, {}),
};

}  // namespace

std::span<const OpInfo> ttnnEltwiseOps() { return kTtnnOps; }

}  // namespace strata::ops::detail
