// Element-wise composites built the way ttnn builds them: each opens a frame, keeps its
// intermediates (and its scalars, via create_scalar) on the L1 stack, and writes its
// last step into the output tensor, which was allocated before the frame opened.
// cbrt, softplus, selu and logit write a step over a same-shape operand that dies with
// it (OutputSpec::into, element-wise, so each output tile only depends on the tile the
// reader already fetched): same op sequence, the stack holds only the live set.

#include "strata/ops/ops.hpp"

namespace strata::ops {

namespace {
const OutputSpec kStack = OutputSpec::stack();
using U = UnaryCode;
using B = BinaryCode;
}  // namespace

// (exp(x) +/- exp(-x)) * 0.5, the 0.5 a scalar tensor on the stack.
static TensorRef coshOrSinh(OpContext& ctx, const TensorRef& x, const OutputSpec& out, bool cosh,
                            const char* name) {
  OpScope scope(ctx, name);
  TensorRef y = makeOutput(ctx, x.desc, out, name);
  Frame frame(ctx, name);
  TensorRef half = createScalar(ctx, 0.5, x.desc.dtype, kStack);
  TensorRef ep = unary(ctx, U::Exp, x, kStack);
  TensorRef nx = unary(ctx, U::Neg, x, kStack);
  TensorRef en = unary(ctx, U::Exp, nx, kStack);
  TensorRef s = binary(ctx, cosh ? B::Add : B::Subtract, ep, en, kStack);
  binary(ctx, B::Multiply, s, half, OutputSpec::into(y));
  return y;
}

TensorRef cosh(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  return coshOrSinh(ctx, x, out, true, "cosh");
}
TensorRef sinh(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  return coshOrSinh(ctx, x, out, false, "sinh");
}

// sign(x) * exp(log(abs(x)) * 1/3)
TensorRef cbrt(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  OpScope scope(ctx, "cbrt");
  TensorRef y = makeOutput(ctx, x.desc, out, "cbrt");
  Frame frame(ctx, "cbrt");
  TensorRef third = createScalar(ctx, 1.0 / 3.0, x.desc.dtype, kStack);
  TensorRef a = unary(ctx, U::Abs, x, kStack);
  unary(ctx, U::Log, a, OutputSpec::into(a));
  binary(ctx, B::Multiply, a, third, OutputSpec::into(a));
  unary(ctx, U::Exp, a, OutputSpec::into(a));  // e
  TensorRef s = unary(ctx, U::Sign, x, kStack);
  binary(ctx, B::Multiply, s, a, OutputSpec::into(y));
  return y;
}

// where(beta*x > threshold, x, log1p(exp(beta*x)) / beta)
TensorRef softplus(OpContext& ctx, const TensorRef& x, double beta, double threshold,
                   const OutputSpec& out) {
  OpScope scope(ctx, "softplus");
  TensorRef y = makeOutput(ctx, x.desc, out, "softplus");
  Frame frame(ctx, "softplus");
  TensorRef thr = createScalar(ctx, threshold, x.desc.dtype, kStack);
  TensorRef bx = unary(ctx, U::MulScalar, x, kStack, beta);
  TensorRef e = unary(ctx, U::Exp, bx, kStack);
  unary(ctx, U::Log1p, e, OutputSpec::into(e));
  unary(ctx, U::DivScalar, e, OutputSpec::into(e), beta);      // soft
  binary(ctx, B::Gt, bx, thr, OutputSpec::into(bx));           // cond (bx's last use)
  where(ctx, bx, x, e, OutputSpec::into(y));
  return y;
}

// scale * (relu(x) + min(0, alpha * (exp(x) - 1)))
TensorRef selu(OpContext& ctx, const TensorRef& x, double scale, double alpha,
               const OutputSpec& out) {
  OpScope scope(ctx, "selu");
  TensorRef y = makeOutput(ctx, x.desc, out, "selu");
  Frame frame(ctx, "selu");
  TensorRef zero = createScalar(ctx, 0.0, x.desc.dtype, kStack);
  TensorRef r = unary(ctx, U::Relu, x, kStack);
  TensorRef e = unary(ctx, U::Expm1, x, kStack);
  unary(ctx, U::MulScalar, e, OutputSpec::into(e), alpha);
  binary(ctx, B::Minimum, e, zero, OutputSpec::into(e));  // m
  binary(ctx, B::Add, r, e, OutputSpec::into(r));         // s
  unary(ctx, U::MulScalar, r, OutputSpec::into(y), scale);
  return y;
}

// clamp(x / 6 + 0.5, 0, 1): one unary program (tt-metal's hardsigmoid is one kernel, so
// it works on height shards in place).
TensorRef hardsigmoid(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  return unary(ctx, U::Hardsigmoid, x, out);
}

// x * hardsigmoid(x)
TensorRef hardswish(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  OpScope scope(ctx, "hardswish");
  TensorRef y = makeOutput(ctx, x.desc, out, "hardswish");
  Frame frame(ctx, "hardswish");
  TensorRef hs = hardsigmoid(ctx, x, kStack);
  binary(ctx, B::Multiply, x, hs, OutputSpec::into(y));
  return y;
}

// log(c / (1 - c)) with c = clamp(x, eps, 1 - eps)
TensorRef logit(OpContext& ctx, const TensorRef& x, double eps, const OutputSpec& out) {
  OpScope scope(ctx, "logit");
  TensorRef y = makeOutput(ctx, x.desc, out, "logit");
  Frame frame(ctx, "logit");
  TensorRef c = unary(ctx, U::Clamp, x, kStack, eps, 1.0 - eps);
  TensorRef n = unary(ctx, U::Neg, c, kStack);
  unary(ctx, U::AddScalar, n, OutputSpec::into(n), 1.0);  // 1 - c
  binary(ctx, B::Divide, c, n, OutputSpec::into(c));      // d
  unary(ctx, U::Log, c, OutputSpec::into(y));
  return y;
}

}  // namespace strata::ops
