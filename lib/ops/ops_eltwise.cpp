// Unary and binary eltwise primitives and `where`: one program each, reader -> compute
// -> writer through double-buffered tile CBs (shard-backed CBs for sharded operands).

#include "strata/ops/ops.hpp"

#include "program_util.hpp"
#include "strata/ops/reference.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <cmath>

namespace strata::ops {

namespace {

constexpr const char* kUnaryNames[] = {
    "abs",  "neg",     "sign",    "exp",  "expm1",  "log",        "log1p",      "sqrt",
    "rsqrt", "reciprocal", "square", "relu", "sigmoid", "tanh",   "gelu",       "silu",
    "sin",  "cos",     "floor",   "ceil", "add_scalar", "sub_scalar", "mul_scalar", "div_scalar",
    "pow_scalar", "clamp", "identity"};
constexpr const char* kBinaryNames[] = {"add", "subtract", "multiply", "divide", "maximum",
                                        "minimum", "pow", "eq", "ne", "lt", "le", "gt", "ge",
                                        "logical_and", "logical_or"};

}  // namespace

const char* unaryName(UnaryCode code) { return kUnaryNames[static_cast<int>(code)]; }
const char* binaryName(BinaryCode code) { return kBinaryNames[static_cast<int>(code)]; }

double applyUnary(UnaryCode code, double x, double p0, double p1) {
  switch (code) {
    case UnaryCode::Abs: return std::fabs(x);
    case UnaryCode::Neg: return -x;
    case UnaryCode::Sign: return x > 0 ? 1.0 : x < 0 ? -1.0 : 0.0;
    case UnaryCode::Exp: return std::exp(x);
    case UnaryCode::Expm1: return std::expm1(x);
    case UnaryCode::Log: return std::log(x);
    case UnaryCode::Log1p: return std::log1p(x);
    case UnaryCode::Sqrt: return std::sqrt(x);
    case UnaryCode::Rsqrt: return 1.0 / std::sqrt(x);
    case UnaryCode::Reciprocal: return 1.0 / x;
    case UnaryCode::Square: return x * x;
    case UnaryCode::Relu: return x > 0 ? x : 0.0;
    case UnaryCode::Sigmoid: return 1.0 / (1.0 + std::exp(-x));
    case UnaryCode::Tanh: return std::tanh(x);
    case UnaryCode::Gelu: return refGelu(x);
    case UnaryCode::Silu: return x / (1.0 + std::exp(-x));
    case UnaryCode::Sin: return std::sin(x);
    case UnaryCode::Cos: return std::cos(x);
    case UnaryCode::Floor: return std::floor(x);
    case UnaryCode::Ceil: return std::ceil(x);
    case UnaryCode::AddScalar: return x + p0;
    case UnaryCode::SubScalar: return x - p0;
    case UnaryCode::MulScalar: return x * p0;
    case UnaryCode::DivScalar: return x / p0;
    case UnaryCode::PowScalar: return std::pow(x, p0);
    case UnaryCode::Clamp: return x < p0 ? p0 : x > p1 ? p1 : x;
    case UnaryCode::Identity: return x;
  }
  return x;
}

double applyBinary(BinaryCode code, double a, double b) {
  switch (code) {
    case BinaryCode::Add: return a + b;
    case BinaryCode::Subtract: return a - b;
    case BinaryCode::Multiply: return a * b;
    case BinaryCode::Divide: return a / b;
    case BinaryCode::Maximum: return a > b ? a : b;
    case BinaryCode::Minimum: return a < b ? a : b;
    case BinaryCode::Pow: return std::pow(a, b);
    case BinaryCode::Eq: return a == b ? 1.0 : 0.0;
    case BinaryCode::Ne: return a != b ? 1.0 : 0.0;
    case BinaryCode::Lt: return a < b ? 1.0 : 0.0;
    case BinaryCode::Le: return a <= b ? 1.0 : 0.0;
    case BinaryCode::Gt: return a > b ? 1.0 : 0.0;
    case BinaryCode::Ge: return a >= b ? 1.0 : 0.0;
    case BinaryCode::LogicalAnd: return (a != 0 && b != 0) ? 1.0 : 0.0;
    case BinaryCode::LogicalOr: return (a != 0 || b != 0) ? 1.0 : 0.0;
  }
  return a;
}

Broadcast classifyBroadcast(const Shape& out, const Shape& b) {
  const bool batch_ok = b.batch() == out.batch() || b.batch() == 1;
  if (b.volume() == 1) return Broadcast::Scalar;
  if (b.batch() == out.batch() && b.secondLast() == out.secondLast() && b.last() == out.last())
    return Broadcast::None;
  if (batch_ok && b.secondLast() == 1 && b.last() == out.last()) return Broadcast::Row;
  if (batch_ok && b.secondLast() == out.secondLast() && b.last() == 1) return Broadcast::Col;
  throw Error(ErrorKind::InvalidArgument,
              fmt::format("shape {} does not broadcast to {}: use the same shape, a single "
                          "element, a row [..,1,{}] or a column [..,{},1]",
                          b.toString(), out.toString(), out.last(), out.secondLast()),
              {Error::str("shape", b.toString()), Error::str("target", out.toString())});
}

TensorRef unary(OpContext& ctx, UnaryCode code, const TensorRef& x, const OutputSpec& out,
                double p0, double p1) {
  const char* name = unaryName(code);
  OpScope scope(ctx, name);
  TensorDesc desc = x.desc;
  TensorRef y = makeOutput(ctx, desc, out, name);
  ProgramDesc p;
  p.name = name;
  p.kind = ComputeKind::Unary;
  p.code = static_cast<std::uint8_t>(code);
  p.params = {p0, p1, 0};
  detail::enqueueTileProgram(ctx, p, {&x}, y);
  return y;
}

TensorRef binary(OpContext& ctx, BinaryCode code, const TensorRef& a, const TensorRef& b,
                 const OutputSpec& out) {
  const char* name = binaryName(code);
  OpScope scope(ctx, name);
  ProgramDesc p;
  p.broadcast[1] = classifyBroadcast(a.desc.shape, b.desc.shape);
  TensorRef y = makeOutput(ctx, a.desc, out, name);
  p.name = name;
  p.kind = ComputeKind::Binary;
  p.code = static_cast<std::uint8_t>(code);
  detail::enqueueTileProgram(ctx, p, {&a, &b}, y);
  return y;
}

TensorRef where(OpContext& ctx, const TensorRef& cond, const TensorRef& a, const TensorRef& b,
                const OutputSpec& out) {
  OpScope scope(ctx, "where");
  ProgramDesc p;
  p.broadcast[1] = classifyBroadcast(cond.desc.shape, a.desc.shape);
  p.broadcast[2] = classifyBroadcast(cond.desc.shape, b.desc.shape);
  TensorDesc desc = cond.desc;
  desc.dtype = a.desc.dtype;
  TensorRef y = makeOutput(ctx, desc, out, "where");
  p.name = "where";
  p.kind = ComputeKind::Where;
  detail::enqueueTileProgram(ctx, p, {&cond, &a, &b}, y);
  return y;
}

}  // namespace strata::ops
