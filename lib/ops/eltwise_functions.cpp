// The element functions of the unary / binary / ternary programs, in double: the device
// kernels (kernels.cpp) call them per element and the catalog's host references use
// the same ones, so this table is the one place an op's formula lives. Formulas follow
// tt-metal's ttnn ops of the same name (torch semantics where ttnn follows torch).

#include "strata/ops/ops.hpp"

#include "program_util.hpp"
#include "strata/ops/reference.hpp"

#include <array>
#include <algorithm>
#include <cmath>
#include <limits>

namespace strata::ops {

namespace {

constexpr std::array kUnaryNames = {
    "abs",  "neg",     "sign",    "exp",  "expm1",  "log",        "log1p",      "sqrt",
    "rsqrt", "reciprocal", "square", "relu", "sigmoid", "tanh",   "gelu",       "silu",
    "sin",  "cos",     "floor",   "ceil", "add_scalar", "sub_scalar", "mul_scalar", "div_scalar",
    "pow_scalar", "clamp", "identity",
    "tan", "atan", "asin", "acos", "asinh", "acosh", "atanh", "erf", "erfc", "erfinv",
    "isfinite", "isinf", "isnan", "leaky_relu", "relu6", "elu", "mish", "hardtanh",
    "logical_not", "round", "trunc", "exp2", "log2", "log10", "hardsigmoid"};
static_assert(kUnaryNames.size() == static_cast<std::size_t>(UnaryCode::Hardsigmoid) + 1,
              "one program name per UnaryCode");
constexpr std::array kBinaryNames = {"add", "subtract", "multiply", "divide", "maximum",
                                     "minimum", "pow", "eq", "ne", "lt", "le", "gt", "ge",
                                     "logical_and", "logical_or", "atan2", "remainder", "fmod",
                                     "logical_xor"};
static_assert(kBinaryNames.size() == static_cast<std::size_t>(BinaryCode::LogicalXor) + 1,
              "one program name per BinaryCode");
constexpr std::array kTernaryNames = {"where", "lerp", "addcmul", "addcdiv", "clamp_tensor"};
static_assert(kTernaryNames.size() == static_cast<std::size_t>(TernaryCode::ClampTensor) + 1,
              "one program name per TernaryCode");

double flag(bool b) { return b ? 1.0 : 0.0; }

// ttnn.round(x, decimals): round half to even (torch.round) at 10^-decimals.
double roundDecimals(double x, double decimals) {
  if (decimals == 0) return std::nearbyint(x);
  const double scale = std::pow(10.0, decimals);
  return std::nearbyint(x * scale) / scale;
}

}  // namespace

const char* unaryName(UnaryCode code) { return kUnaryNames[static_cast<std::size_t>(code)]; }
const char* binaryName(BinaryCode code) { return kBinaryNames[static_cast<std::size_t>(code)]; }
const char* ternaryName(TernaryCode code) { return kTernaryNames[static_cast<std::size_t>(code)]; }

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
    case UnaryCode::Tan: return std::tan(x);
    case UnaryCode::Atan: return std::atan(x);
    case UnaryCode::Asin: return std::asin(x);
    case UnaryCode::Acos: return std::acos(x);
    case UnaryCode::Asinh: return std::asinh(x);
    case UnaryCode::Acosh: return std::acosh(x);
    case UnaryCode::Atanh: return std::atanh(x);
    case UnaryCode::Erf: return std::erf(x);
    case UnaryCode::Erfc: return std::erfc(x);
    case UnaryCode::Erfinv: return refErfinv(x);
    case UnaryCode::IsFinite: return flag(std::isfinite(x));
    case UnaryCode::IsInf: return flag(std::isinf(x));
    case UnaryCode::IsNan: return flag(std::isnan(x));
    case UnaryCode::LeakyRelu: return x > 0 ? x : p0 * x;  // p0: tt-mlir's `parameter` (slope)
    case UnaryCode::Relu6: return std::min(std::max(x, 0.0), 6.0);
    case UnaryCode::Elu: return x > 0 ? x : p0 * std::expm1(x);  // p0: alpha
    case UnaryCode::Mish: {
      // x * tanh(softplus(x)); softplus without overflow for large x.
      const double sp = x > 20 ? x : std::log1p(std::exp(x));
      return x * std::tanh(sp);
    }
    case UnaryCode::Hardtanh: return x < p0 ? p0 : x > p1 ? p1 : x;  // min_val, max_val
    case UnaryCode::LogicalNot: return flag(x == 0);
    case UnaryCode::Round: return roundDecimals(x, p0);
    case UnaryCode::Trunc: return std::trunc(x);
    case UnaryCode::Exp2: return std::exp2(x);
    case UnaryCode::Log2: return std::log2(x);
    case UnaryCode::Log10: return std::log10(x);
    case UnaryCode::Hardsigmoid: return std::clamp(x / 6 + 0.5, 0.0, 1.0);
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
    case BinaryCode::Eq: return flag(a == b);
    case BinaryCode::Ne: return flag(a != b);
    case BinaryCode::Lt: return flag(a < b);
    case BinaryCode::Le: return flag(a <= b);
    case BinaryCode::Gt: return flag(a > b);
    case BinaryCode::Ge: return flag(a >= b);
    case BinaryCode::LogicalAnd: return flag(a != 0 && b != 0);
    case BinaryCode::LogicalOr: return flag(a != 0 || b != 0);
    case BinaryCode::Atan2: return std::atan2(a, b);  // atan2(lhs = y, rhs = x)
    case BinaryCode::Remainder: {
      // ttnn.remainder = torch.remainder: the result takes the divisor's sign.
      const double r = std::fmod(a, b);
      return (r != 0 && (r < 0) != (b < 0)) ? r + b : r;
    }
    case BinaryCode::Fmod: return std::fmod(a, b);  // the dividend's sign (torch.fmod)
    case BinaryCode::LogicalXor: return flag((a != 0) != (b != 0));
  }
  return a;
}

double applyTernary(TernaryCode code, double a, double b, double c, double p0) {
  switch (code) {
    case TernaryCode::Where: return a != 0 ? b : c;
    case TernaryCode::Lerp: return a + c * (b - a);  // input + weight * (end - input)
    case TernaryCode::Addcmul: return a + p0 * b * c;
    case TernaryCode::Addcdiv: return a + p0 * b / c;
    case TernaryCode::ClampTensor: return std::min(std::max(a, b), c);  // torch.clamp order
  }
  return a;
}

}  // namespace strata::ops
