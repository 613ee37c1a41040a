// The op table. Each entry binds a name to its runner (the one definition in ops_*.cpp /
// composite_*.cpp), its host reference, test domain and tolerances (docs/ops.md).

#include "strata/ops/catalog.hpp"

#include "catalog_util.hpp"
#include "program_util.hpp"
#include "strata/ops/ops.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <array>
#include <algorithm>
#include <cmath>
#include <vector>

namespace strata::ops {

namespace {

using namespace detail;

template <ReduceCode C>
TensorRef runReduce(OpContext& ctx, Ins in, const OpParams& p, const OutputSpec& out) {
  return reduce(ctx, C, in[0], static_cast<int>(p.integer("dims")), out);
}
template <ReduceCode C>
HostTensor refReduce(HIns in, const OpParams& p) {
  const auto kind = static_cast<RefReduce>(static_cast<int>(C));
  return p.integer("dims") == 2 ? refReduceLastTwo(in[0], kind) : refReduceLast(in[0], kind);
}

using Fn1 = double (*)(double);
template <Fn1 F>
HostTensor refElem(HIns in, const OpParams&) {
  return refMap(in[0], [](double x, const double*) { return F(x); }, nullptr);
}

double dCosh(double x) { return std::cosh(x); }
double dSinh(double x) { return std::sinh(x); }
double dCbrt(double x) { return std::cbrt(x); }
double dHardswish(double x) { return x * std::clamp(x / 6 + 0.5, 0.0, 1.0); }

HostTensor refSoftplus(HIns in, const OpParams& p) {
  const double args[] = {p.real("beta"), p.real("threshold")};
  return refMap(in[0], [](double x, const double* q) {
    return q[0] * x > q[1] ? x : std::log1p(std::exp(q[0] * x)) / q[0];
  }, args);
}
HostTensor refSelu(HIns in, const OpParams& p) {
  const double args[] = {p.real("scale"), p.real("alpha")};
  return refMap(in[0], [](double x, const double* q) {
    return q[0] * (x > 0 ? x : q[1] * std::expm1(x));
  }, args);
}
HostTensor refLogit(HIns in, const OpParams& p) {
  const double eps = p.real("eps");
  return refMap(in[0], [](double x, const double* q) {
    const double c = std::clamp(x, q[0], 1 - q[0]);
    return std::log(c / (1 - c));
  }, &eps);
}
HostTensor refPolygamma(HIns in, const OpParams& p) {
  const auto n = static_cast<double>(p.integer("n"));
  return refMap(in[0], [](double x, const double* q) {
    return refPolygammaSeries(x, static_cast<int>(q[0]));
  }, &n);
}
HostTensor refVariance(HIns in, const OpParams&) {
  const HostTensor& x = in[0];
  HostTensor m = refReduceLast(x, RefReduce::Mean);
  HostTensor sq = refZip(x, m, [](double a, double b) { return (a - b) * (a - b); });
  return refReduceLast(sq, RefReduce::Mean);
}
HostTensor refStd(HIns in, const OpParams& p) {
  HostTensor v = refVariance(in, p);
  for (double& d : v.data) d = std::sqrt(d);
  return v;
}
HostTensor refNormalize(HIns in, const OpParams& p) {
  HostTensor v = refVariance(in, p);
  const double eps = p.real("eps");
  for (double& d : v.data) d = 1.0 / std::sqrt(d + eps);
  HostTensor m = refReduceLast(in[0], RefReduce::Mean);
  HostTensor c = refZip(in[0], m, [](double a, double b) { return a - b; });
  return refZip(c, v, [](double a, double b) { return a * b; });
}
HostTensor refLayerNorm(HIns in, const OpParams& p) {
  HostTensor n = refNormalize(in, p);
  HostTensor g = refZip(n, in[1], [](double a, double b) { return a * b; });
  return refZip(g, in[2], [](double a, double b) { return a + b; });
}
// The fused row ops hold their intermediates in bfloat16 CBs (fused_norm.cpp), so in f32
// their error is bf16's: a few roundings of 2^-9 relative.
constexpr Tolerance kF32FusedRow{0.02, 0.02};
HostTensor refRmsNorm(HIns in, const OpParams& p) {
  HostTensor sq = refMap(in[0], [](double a, const double*) { return a * a; }, nullptr);
  HostTensor r = refReduceLast(sq, RefReduce::Mean);
  const double epsilon = p.real("epsilon");
  for (double& d : r.data) d = 1.0 / std::sqrt(d + epsilon);
  HostTensor y = refZip(in[0], r, [](double a, double b) { return a * b; });
  if (in.size() > 1) y = refZip(y, in[1], [](double a, double b) { return a * b; });
  if (in.size() > 2) y = refZip(y, in[2], [](double a, double b) { return a + b; });
  return y;
}
HostTensor refSoftmax(HIns in, const OpParams&) {
  HostTensor mx = refReduceLast(in[0], RefReduce::Max);
  HostTensor e = refZip(in[0], mx, [](double a, double b) { return std::exp(a - b); });
  HostTensor s = refReduceLast(e, RefReduce::Sum);
  return refZip(e, s, [](double a, double b) { return a / b; });
}
template <GluKind K>
HostTensor refGlu(HIns in, const OpParams&) {
  const HostTensor& x = in[0];
  Shape s = x.shape;
  const std::uint64_t half = s.last() / 2;
  s[s.rank - 1] = static_cast<std::uint32_t>(half);
  HostTensor r(s);
  for (std::uint64_t n = 0; n < s.batch(); ++n)
    for (std::uint64_t i = 0; i < s.secondLast(); ++i)
      for (std::uint64_t j = 0; j < half; ++j) {
        const double a = x.at(n, i, j), b = x.at(n, i, j + half);
        double g = 0;
        switch (K) {
          case GluKind::Glu: g = 1 / (1 + std::exp(-b)); break;
          case GluKind::Reglu: g = b > 0 ? b : 0; break;
          case GluKind::Geglu: g = refGelu(b); break;
          case GluKind::Swiglu: g = b / (1 + std::exp(-b)); break;
        }
        r.at(n, i, j) = a * g;
      }
  return r;
}
template <GluKind K>
TensorRef runGlu(OpContext& ctx, Ins in, const OpParams&, const OutputSpec& out) {
  return glu(ctx, K, in[0], out);
}
// a x b, plus a bias (a third input: one row [N], or the output's shape) when given.
HostTensor refMatmul(HIns in, const OpParams&) {
  const HostTensor& a = in[0];
  const HostTensor& b = in[1];
  Shape s = a.shape;
  s[s.rank - 1] = b.shape.last();
  HostTensor r(s);
  const std::uint64_t m = a.shape.secondLast(), k = a.shape.last(), n = b.shape.last();
  for (std::uint64_t t = 0; t < a.shape.batch(); ++t) {
    const std::uint64_t tb = b.shape.batch() == 1 ? 0 : t;
    refGemm(a.data.data() + t * m * k, b.data.data() + tb * k * n, r.data.data() + t * m * n, m,
            k, n);
  }
  if (in.size() > 2) {
    const HostTensor& bias = in[2];
    const bool row = bias.data.size() == n;
    for (std::size_t i = 0; i < r.data.size(); ++i) r.data[i] += bias.data[row ? i % n : i];
  }
  return r;
}
TensorRef runMatmul(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) {
  return in.size() > 2 ? linear(c, in[0], in[1], in[2], o) : matmul(c, in[0], in[1], o);
}
HostTensor refWhereOp(HIns in, const OpParams&) { return refWhere(in[0], in[1], in[2]); }
HostTensor refFull(HIns in, const OpParams& p) { return HostTensor(in[0].shape, p.real("value")); }
HostTensor refCopy(HIns in, const OpParams&) { return in[0]; }
HostTensor refZeros(HIns in, const OpParams&) { return HostTensor(in[0].shape, 0.0); }
double arangeStart(const OpParams& p) { return static_cast<double>(p.integer("start")); }
double arangeStep(const OpParams& p) { return static_cast<double>(p.integer("step")); }
// end == start (the defaults): as many values as the described tensor holds.
double arangeEnd(const Shape& shape, const OpParams& p) {
  const double start = arangeStart(p), end = static_cast<double>(p.integer("end"));
  return end == start ? start + arangeStep(p) * double(shape.volume()) : end;
}
HostTensor refArange(HIns in, const OpParams& p) {
  HostTensor r(in[0].shape);
  const double start = arangeStart(p), step = arangeStep(p);
  for (std::size_t i = 0; i < r.data.size(); ++i) r.data[i] = start + double(i) * step;
  return r;
}
HostTensor refOnes(HIns in, const OpParams&) { return HostTensor(in[0].shape, 1.0); }
HostTensor refScalar(HIns, const OpParams& p) { return HostTensor(Shape{1, 1}, p.real("value")); }

// Runners of composites with their scalar parameters.
TensorRef runCosh(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) { return cosh(c, in[0], o); }
TensorRef runSinh(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) { return sinh(c, in[0], o); }
TensorRef runCbrt(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) { return cbrt(c, in[0], o); }
TensorRef runSoftplus(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return softplus(c, in[0], p.real("beta"), p.real("threshold"), o);
}
TensorRef runSelu(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return selu(c, in[0], p.real("scale"), p.real("alpha"), o);
}
TensorRef runHardswish(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) { return hardswish(c, in[0], o); }
TensorRef runLogit(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return logit(c, in[0], p.real("eps"), o);
}
TensorRef runDigamma(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) { return digamma(c, in[0], o); }
TensorRef runLgamma(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) { return lgamma(c, in[0], o); }
TensorRef runMultigammaln(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) { return multigammaln(c, in[0], o); }
TensorRef runPolygamma(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return polygamma(c, in[0], static_cast<int>(p.integer("n")), o);
}
TensorRef runVariance(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) { return variance(c, in[0], o); }
TensorRef runStd(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) { return stddev(c, in[0], o); }
TensorRef runNormalize(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return normalize(c, in[0], p.real("eps"), o);
}
TensorRef runLayerNorm(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return layerNorm(c, in[0], in[1], in[2], p.real("eps"), o);
}
TensorRef runRmsNorm(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return rmsNorm(c, in[0], in.size() > 1 ? &in[1] : nullptr, in.size() > 2 ? &in[2] : nullptr,
                 p.real("epsilon"), o);
}
TensorRef runSoftmax(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return softmax(c, in[0], o, p.flag("numeric_stable"));
}
TensorRef runWhere(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) { return where(c, in[0], in[1], in[2], o); }
TensorRef runFull(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return full(c, in[0].desc, p.real("value"), o);
}
TensorRef runArange(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return arange(c, in[0].desc, arangeStart(p), arangeEnd(in[0].desc.shape, p), arangeStep(p), o);
}
TensorRef runZeros(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) {
  return full(c, in[0].desc, 0.0, o);
}
TensorRef runOnes(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) {
  return full(c, in[0].desc, 1.0, o);
}
TensorRef runCreateScalar(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  OutputSpec spec = o;
  if (!spec.memory_given) {
    spec.memory = in[0].desc.memory;
    spec.memory_given = true;
  }
  return createScalar(c, p.real("value"), in[0].desc.dtype, spec);
}
TensorRef runToLayout(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return toLayout(c, in[0], p.choice<int>("layout") == 1 ? Layout::RowMajor : Layout::Tile, o);
}
TensorRef runTypecast(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  const DataType to = typecastTarget(p.choice<int>("dtype")).value_or(DataType::BFloat16);
  return copyTo(c, in[0], to, o.memory_given ? o.memory : in[0].desc.memory, o, "typecast");
}
// A float to an integer dtype: to the nearest integer (ties to even), clamped to the
// dtype's range, as tt-metal's SFPU typecast rounds and saturates. To a float dtype the
// value itself (the tolerance covers the rounding into bf16 / block floats).
HostTensor refTypecast(HIns in, const OpParams& p) {
  HostTensor r = in[0];
  const DataType to = typecastTarget(p.choice<int>("dtype")).value_or(DataType::BFloat16);
  r.dtype = to;
  if (device::isInteger(to))
    for (double& v : r.data)
      v = std::clamp(std::nearbyint(v), device::integerMin(to), device::integerMax(to));
  return r;
}
TensorRef runToMemoryConfig(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) {
  return copyTo(c, in[0], in[0].desc.dtype, o.memory_given ? o.memory : in[0].desc.memory, o,
                "to_memory_config");
}

// typecast's dtype: every name it is given by, with its code (typecastTarget) and the dtype
// the code stands for. The one table of that mapping: the parameter's choices and
// typecastTarget / typecastCode all read it. A dtype's first row holds its short name.
struct TypecastDtype {
  std::string_view name;
  double code;
  DataType dtype;
};
constexpr TypecastDtype kTypecastDtypes[] = {
    {"bf16", 16, DataType::BFloat16},       {"f32", 32, DataType::Float32},
    {"bfp8", 8, DataType::BFloat8_B},       {"bfp4", 4, DataType::BFloat4_B},
    {"i32", 132, DataType::Int32},          {"u32", 232, DataType::UInt32},
    {"u16", 216, DataType::UInt16},         {"bfloat16", 16, DataType::BFloat16},
    {"float32", 32, DataType::Float32},     {"bfloat8_b", 8, DataType::BFloat8_B},
    {"bfp_bf8", 8, DataType::BFloat8_B},    {"bfloat4_b", 4, DataType::BFloat4_B},
    {"bfp_bf4", 4, DataType::BFloat4_B},    {"si32", 132, DataType::Int32},
    {"int32", 132, DataType::Int32},        {"ui32", 232, DataType::UInt32},
    {"uint32", 232, DataType::UInt32},      {"ui16", 216, DataType::UInt16},
    {"uint16", 216, DataType::UInt16}};
// The parameter's choices (name -> code), in the table's order.
constexpr auto kDtypeChoices = [] {
  std::array<ParamChoice, std::size(kTypecastDtypes)> choices{};
  for (std::size_t i = 0; i < choices.size(); ++i)
    choices[i] = {kTypecastDtypes[i].name, kTypecastDtypes[i].code};
  return choices;
}();
constexpr ParamChoice kLayoutChoices[] = {{"tile", 0}, {"row_major", 1}};

#define UNARY STRATA_UNARY
#define UNARY_P1(NAME, CODE, P, DEF, LO, HI) \
  OpInfo{NAME, OpFamily::Unary, 1, {ParamDef{P, DEF}}, 1, true, LO, HI, kBf16Prim, kF32Prim, \
         runUnary<UnaryCode::CODE>, refUnary<UnaryCode::CODE>, "tensor-scalar eltwise"}
#define BINARY STRATA_BINARY
#define REDUCE(NAME, CODE) \
  OpInfo{NAME, OpFamily::Reduction, 1, {intParam("dims", 1)}, 1, true, -4, 4, {0.05, 0.02}, \
         {1e-4, 1e-5}, runReduce<ReduceCode::CODE>, refReduce<ReduceCode::CODE>, \
         "reduction over the last 1 or 2 dims", true}
#define COMPOSITE(NAME, RUN, REF, LO, HI, BF, F32, SHARD) \
  OpInfo{NAME, OpFamily::Composite, 1, {}, 0, SHARD, LO, HI, BF, F32, RUN, REF, "composite"}
// Composites over the last dim: height-sharded inputs only.
#define ROW_COMPOSITE(NAME, RUN, REF, BF) \
  OpInfo{NAME, OpFamily::Composite, 1, {}, 0, true, -4, 4, BF, kF32Chain, RUN, REF, \
         "composite over the last dim", true}

const std::array kCatalog = {
    UNARY("abs", Abs, -4, 4), UNARY("neg", Neg, -4, 4), UNARY("sign", Sign, -4, 4),
    UNARY("exp", Exp, -4, 4), UNARY("expm1", Expm1, -2, 2), UNARY("log", Log, 0.1, 8),
    UNARY("log1p", Log1p, 0.1, 8), UNARY("sqrt", Sqrt, 0.1, 8), UNARY("rsqrt", Rsqrt, 0.25, 8),
    UNARY("reciprocal", Reciprocal, 0.25, 8), UNARY("square", Square, -4, 4),
    UNARY("relu", Relu, -4, 4), UNARY("sigmoid", Sigmoid, -4, 4), UNARY("tanh", Tanh, -4, 4),
    UNARY("gelu", Gelu, -4, 4), UNARY("silu", Silu, -4, 4), UNARY("sin", Sin, -4, 4),
    UNARY("cos", Cos, -4, 4), UNARY("floor", Floor, -4, 4), UNARY("ceil", Ceil, -4, 4),
    UNARY_P1("add_scalar", AddScalar, "scalar", 1.0, -4, 4),
    UNARY_P1("sub_scalar", SubScalar, "scalar", 1.0, -4, 4),
    UNARY_P1("mul_scalar", MulScalar, "scalar", 2.0, -4, 4),
    UNARY_P1("div_scalar", DivScalar, "scalar", 2.0, -4, 4),
    // tt-mlir names pow_scalar's exponent attribute `rhs` (TTNNOps.td); the compiler reads
    // parameters by attribute name.
    UNARY_P1("pow_scalar", PowScalar, "rhs", 2.0, 0.25, 4),
    OpInfo{"clamp", OpFamily::Unary, 1, {ParamDef{"min", -1.0}, ParamDef{"max", 1.0}}, 2, true, -4, 4,
           kBf16Prim, kF32Prim, runUnary<UnaryCode::Clamp>, refUnary<UnaryCode::Clamp>,
           "tensor-scalar eltwise"},
    BINARY("add", Add, -4, 4, "binary eltwise"), BINARY("subtract", Subtract, -4, 4, "binary eltwise"),
    BINARY("multiply", Multiply, -4, 4, "binary eltwise"),
    BINARY("divide", Divide, 0.5, 4, "binary eltwise"),
    BINARY("maximum", Maximum, -4, 4, "binary eltwise"),
    BINARY("minimum", Minimum, -4, 4, "binary eltwise"), BINARY("pow", Pow, 0.5, 2, "binary eltwise"),
    BINARY("eq", Eq, -2, 2, "comparison"), BINARY("ne", Ne, -2, 2, "comparison"),
    BINARY("lt", Lt, -2, 2, "comparison"), BINARY("le", Le, -2, 2, "comparison"),
    BINARY("gt", Gt, -2, 2, "comparison"), BINARY("ge", Ge, -2, 2, "comparison"),
    BINARY("logical_and", LogicalAnd, -1, 1, "comparison"),
    BINARY("logical_or", LogicalOr, -1, 1, "comparison"),
    OpInfo{"where", OpFamily::Ternary, 3, {}, 0, true, -2, 2, kBf16Prim, kF32Prim, runWhere,
           refWhereOp, "comparison"},
    OpInfo{"matmul", OpFamily::Matmul, 2, {}, 0, true, -1, 1, (Tolerance{0.05, 0.02}),
           (Tolerance{1e-4, 1e-5}), runMatmul, refMatmul,
           "a [..,M,K] x b [K,N] (+ bias: ttnn.linear's, one row [N] or the output's shape, "
           "added from the stack); a sharded output (e.g. l1-block) computes each shard in place",
           false, /*max_arity=*/3},
    REDUCE("sum", Sum), REDUCE("mean", Mean), REDUCE("max", Max), REDUCE("min", Min),
    // Inputs near 1, so a product over two dims of a large tensor stays inside f32's range.
    OpInfo{"prod", OpFamily::Reduction, 1, {intParam("dims", 1)}, 1, true, 0.9, 1.1,
           {0.05, 0.02}, {1e-4, 1e-5}, runReduce<ReduceCode::Prod>, refReduce<ReduceCode::Prod>,
           "reduction over the last 1 or 2 dims", true},
    COMPOSITE("cosh", runCosh, refElem<dCosh>, -3, 3, kBf16Chain, kF32Chain, true),
    COMPOSITE("sinh", runSinh, refElem<dSinh>, -3, 3, kBf16Chain, kF32Chain, true),
    COMPOSITE("cbrt", runCbrt, refElem<dCbrt>, -8, 8, kBf16Chain, kF32Chain, true),
    OpInfo{"softplus", OpFamily::Composite, 1, {ParamDef{"beta", 1.0}, ParamDef{"threshold", 20.0}},
           2, true, -4, 4, kBf16Chain, kF32Chain, runSoftplus, refSoftplus, "composite"},
    OpInfo{"selu", OpFamily::Composite, 1,
           {ParamDef{"scale", 1.0507009873554805}, ParamDef{"alpha", 1.6732632423543772}}, 2, true,
           -4, 4, kBf16Chain, kF32Chain, runSelu, refSelu, "composite"},
    UNARY("hardsigmoid", Hardsigmoid, -5, 5),
    COMPOSITE("hardswish", runHardswish, refElem<dHardswish>, -5, 5, kBf16Chain, kF32Chain, true),
    OpInfo{"logit", OpFamily::Composite, 1, {ParamDef{"eps", 1e-6}}, 1, true, 0.05, 0.95,
           kBf16Chain, kF32Chain, runLogit, refLogit, "composite"},
    COMPOSITE("digamma", runDigamma, refElem<refDigamma>, 2, 20, kBf16Chain, kF32Chain, true),
    COMPOSITE("lgamma", runLgamma, refElem<refLgamma>, 0.5, 10, (Tolerance{0.25, 0.01}),
              (Tolerance{2e-4, 2e-4}), true),
    COMPOSITE("multigammaln", runMultigammaln, refElem<refMultigammaln4>, 2, 10,
              (Tolerance{0.5, 0.01}), (Tolerance{1e-3, 2e-4}), true),
    OpInfo{"polygamma", OpFamily::Composite, 1, {intParam("n", 1.0)}, 1, true, 1, 10, kBf16Chain,
           kF32Chain, runPolygamma, refPolygamma, "composite"},
    ROW_COMPOSITE("variance", runVariance, refVariance, kBf16Chain),
    ROW_COMPOSITE("std", runStd, refStd, kBf16Chain),
    OpInfo{"normalize", OpFamily::Composite, 1, {nonNegativeParam("eps", 1e-5)}, 1, true, -4, 4,
           (Tolerance{0.1, 0.05}), kF32Chain, runNormalize, refNormalize,
           "composite over the last dim", true},
    OpInfo{"layer_norm", OpFamily::Composite, 3, {withAttribute(nonNegativeParam("eps", 1e-5), "epsilon")}, 1, true, -4, 4,
           (Tolerance{0.1, 0.05}), kF32Chain, runLayerNorm, refLayerNorm,
           "composite over the last dim", true},
    // tt-mlir's ttnn.rms_norm: weight (gamma) and bias (beta) optional, epsilon 1e-12.
    // softmax and rms_norm are one fused program each (tt-metal's CBs, fused_norm.cpp); the
    // Composite family gives them the row composites' argument rules.
    OpInfo{"rms_norm", OpFamily::Composite, 1, {nonNegativeParam("epsilon", 1e-12)}, 1, true, -4, 4,
           (Tolerance{0.1, 0.05}), kF32FusedRow, runRmsNorm, refRmsNorm,
           "fused program over the last dim (tt-metal's layernorm factory, RMS mode)", true, 3},
    OpInfo{"softmax", OpFamily::Composite, 1, {withAttribute(boolParam("numeric_stable", 0.0), "numericStable")}, 1, true, -4, 4,
           kBf16Chain, kF32FusedRow, runSoftmax, refSoftmax,
           "fused program over the last dim (tt-metal's softmax factory)", true},
    ROW_COMPOSITE("glu", runGlu<GluKind::Glu>, refGlu<GluKind::Glu>, kBf16Chain),
    ROW_COMPOSITE("reglu", runGlu<GluKind::Reglu>, refGlu<GluKind::Reglu>, kBf16Chain),
    ROW_COMPOSITE("geglu", runGlu<GluKind::Geglu>, refGlu<GluKind::Geglu>, kBf16Chain),
    ROW_COMPOSITE("swiglu", runGlu<GluKind::Swiglu>, refGlu<GluKind::Swiglu>, kBf16Chain),
    OpInfo{"full", OpFamily::Data, 1, {withAttribute(fillParam("value", 0.0), "fill_value")}, 1, true, -4, 4, kBf16Prim, kF32Prim,
           runFull, refFull, "a tensor of the input's description filled with value"},
    // ttnn.arange (described by its result, like full); end = start means "the result's
    // element count".
    OpInfo{"arange", OpFamily::Data, 1,
           {intParam("start", 0.0), intParam("end", 0.0), intParam("step", 1.0)}, 3, true, -4, 4,
           kBf16Prim, kF32Prim, runArange, refArange,
           "start, start + step, ... below end over the input's description"},
    OpInfo{"zeros", OpFamily::Data, 1, {}, 0, true, -4, 4, kBf16Prim, kF32Prim, runZeros, refZeros,
           "a tensor of the input's description filled with 0"},
    OpInfo{"ones", OpFamily::Data, 1, {}, 0, true, -4, 4, kBf16Prim, kF32Prim, runOnes, refOnes,
           "a tensor of the input's description filled with 1"},
    OpInfo{"create_scalar", OpFamily::Data, 1, {ParamDef{"value", 0.0}}, 1, false, -4, 4, kBf16Prim,
           kF32Prim, runCreateScalar, refScalar,
           "a 1x1 tensor holding value, in the input's dtype and memory config"},
    OpInfo{"to_layout", OpFamily::Data, 1, {choiceParam("layout", 0, kLayoutChoices)}, 1, false, -4, 4, kBf16Prim,
           kF32Prim, runToLayout, refCopy,
           "tilize (layout=tile) or untilize (layout=row_major), interleaved"},
    OpInfo{"typecast", OpFamily::Data, 1, {choiceParam("dtype", 32, kDtypeChoices)}, 1, true, -4, 4, kBf16Prim,
           kF32Prim, runTypecast, refTypecast,
           "copy into dtype bf16, f32, bfp8, bfp4, i32, u32 or u16 (tt-mlir's names too: "
           "si32, ui32, ui16, bfp_bf8 ...)"},
    OpInfo{"to_memory_config", OpFamily::Data, 1, {}, 0, true, -4, 4, kBf16Prim, kF32Prim,
           runToMemoryConfig, refCopy, "copy into --output-memory-config"},
};

}  // namespace

OpParams OpInfo::defaults() const {
  OpParams p;
  p.op = this;
  for (int i = 0; i < num_params; ++i)
    p.values[static_cast<std::size_t>(i)] = params[static_cast<std::size_t>(i)].default_value;
  return p;
}

void OpInfo::indexParamNames() {
  param_slots = {};
  for (int i = 0; i < num_params; ++i) {
    const char* name = params[static_cast<std::size_t>(i)].name.data();
    std::size_t s = paramSlotOf(name);
    while (param_slots[s].name != nullptr) s = (s + 1) % kParamSlots;
    param_slots[s] = {name, static_cast<std::size_t>(i)};
  }
}

// Aliases (a second name of a code already named) are left out.
std::string ParamDef::choiceNames() const {
  std::vector<std::string_view> names;
  for (std::size_t i = 0; i < choices.size(); ++i)
    if (std::none_of(choices.begin(), choices.begin() + static_cast<std::ptrdiff_t>(i),
                     [&](const ParamChoice& c) { return c.code == choices[i].code; }))
      names.push_back(choices[i].name);
  std::string text;
  for (std::size_t i = 0; i < names.size(); ++i)
    text += fmt::format("{}{}", i == 0 ? "" : i + 1 == names.size() ? " or " : ", ", names[i]);
  return text;
}

// A wrong name or kind here is a mistake in op code, not in the user's input.
void OpParams::accessFailed(std::string_view name, bool list, const char* accessor) const {
  const int index = op ? op->paramIndex(name) : -1;
  if (index < 0 || op->params[static_cast<std::size_t>(index)].is_list != list)
    throw Error(ErrorKind::Internal,
                fmt::format("op {} read parameter '{}' with {}(), which its schema does not declare",
                            op ? op->name : std::string_view("(unbound parameters)"), name, accessor));
  throw Error(ErrorKind::Internal,
              fmt::format("op {} read parameter '{}' with {}(), but it is {}", op->name, name,
                          accessor, paramKindName(op->params[static_cast<std::size_t>(index)].kind)));
}

// The original vocabulary, the TTNN element-wise ops (catalog_ttnn.cpp), then data
// movement (catalog_movement.cpp), built
// once; `query --list`, the property test and the benchmarks walk it in this order.
std::span<const OpInfo> catalog() {
  static const std::vector<OpInfo> all = [] {
    std::vector<OpInfo> v(kCatalog.begin(), kCatalog.end());
    const std::span<const OpInfo> ttnn = ttnnEltwiseOps();
    v.insert(v.end(), ttnn.begin(), ttnn.end());
    const std::span<const OpInfo> movement = movementOps();
    v.insert(v.end(), movement.begin(), movement.end());
    const std::span<const OpInfo> conv = convOps();
    v.insert(v.end(), conv.begin(), conv.end());
    const std::span<const OpInfo> transformer = transformerOps();
    v.insert(v.end(), transformer.begin(), transformer.end());
    const std::span<const OpInfo> index = indexOps();
    v.insert(v.end(), index.begin(), index.end());
    const std::span<const OpInfo> norm = normOps();
    v.insert(v.end(), norm.begin(), norm.end());
    const std::span<const OpInfo> integer = integerOps();
    v.insert(v.end(), integer.begin(), integer.end());
    const std::span<const OpInfo> quant = quantOps();
    v.insert(v.end(), quant.begin(), quant.end());
    const std::span<const OpInfo> backward = backwardOps();
    v.insert(v.end(), backward.begin(), backward.end());
    const std::span<const OpInfo> rotary_llama = rotaryLlamaOps();
    v.insert(v.end(), rotary_llama.begin(), rotary_llama.end());
    const std::span<const OpInfo> misc = miscOps();
    v.insert(v.end(), misc.begin(), misc.end());
    const std::span<const OpInfo> kv_cache = kvCacheOps();
    v.insert(v.end(), kv_cache.begin(), kv_cache.end());
    const std::span<const OpInfo> paged_attention = pagedAttentionOps();
    v.insert(v.end(), paged_attention.begin(), paged_attention.end());
    const std::span<const OpInfo> sparse_matmul = sparseMatmulOps();
    v.insert(v.end(), sparse_matmul.begin(), sparse_matmul.end());
    const std::span<const OpInfo> conv3d = conv3dOps();
    v.insert(v.end(), conv3d.begin(), conv3d.end());
    const std::span<const OpInfo> multi_result = multiResultOps();
    v.insert(v.end(), multi_result.begin(), multi_result.end());
    const std::span<const OpInfo> random = randomOps();
    v.insert(v.end(), random.begin(), random.end());
    const std::span<const OpInfo> split_heads_pool = splitHeadsAndPoolIndicesOps();
    v.insert(v.end(), split_heads_pool.begin(), split_heads_pool.end());
    for (OpInfo& op : v) {
      op.indexParamNames();
      if (op.name == "zeros" || op.name == "ones" || op.name == "full" || op.name == "arange" ||
          op.name == "rand" || op.name == "constant" || op.name == "create_scalar") {
        op.creation = true;
        op.shape_only_inputs = 1u;
      }
    }
    return v;
  }();
  return all;
}

const OpInfo* findOp(std::string_view name) {
  for (const OpInfo& op : catalog())
    if (op.name == name) return &op;
  return nullptr;
}

const OpInfo& getOp(std::string_view name) {
  if (const OpInfo* op = findOp(name)) return *op;
  std::string known;
  for (const OpInfo& op : catalog()) known += (known.empty() ? "" : ", ") + std::string(op.name);
  throw Error(ErrorKind::NotFound,
              fmt::format("unknown op '{}'; known ops: {}", name, known),
              {Error::str("op", std::string(name))});
}

std::optional<DataType> typecastTarget(double code) {
  for (const TypecastDtype& c : kTypecastDtypes)
    if (c.code == code) return c.dtype;
  return std::nullopt;
}

double typecastCode(DataType dtype) {
  for (const TypecastDtype& c : kTypecastDtypes)
    if (c.dtype == dtype) return c.code;
  return -1;
}

}  // namespace strata::ops
