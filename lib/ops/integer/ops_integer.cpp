// Integer element-wise ops: bitwise and / or / xor / not, the logical
// shifts and the comparisons, written once against the op context. Each enqueues one ComputeKind::Integer
// program with the element-wise CB set — one double-buffered CB per operand (ids 0, 1)
// and the double-buffered output CB (id 16) — the set tt-metal's binary and unary
// element-wise programs allocate; int32 / uint32 tiles are 4096 B, so a binary op holds
// 24,576 B per core, twice the bf16 figure (tt-mlir's op-model tests pin the same
// factor for the bitwise ops). The kernels (lib/ops_device/kernels.cpp, integerCompute)
// work on the stored 32-bit words.

#include "strata/ops/integer.hpp"

#include "../program_util.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace strata::ops {

namespace {

using detail::bad;

// The words of a 32-bit integer format as the value of that format.
std::int64_t valueOfWord(std::uint32_t word, DataType dtype) {
  return dtype == DataType::Int32 ? std::int64_t{static_cast<std::int32_t>(word)}
                                  : std::int64_t{word};
}

void requireIntegerOperand(const TensorRef& t, const char* op, const char* what) {
  if (t.desc.dtype != DataType::Int32 && t.desc.dtype != DataType::UInt32)
    bad(op, fmt::format("{} is {}; this op computes on int32 or uint32 (typecast first)", what,
                        device::dataTypeName(t.desc.dtype)));
}

}  // namespace

const char* integerName(IntegerCode code) {
  switch (code) {
    case IntegerCode::BitwiseAnd: return "bitwise_and";
    case IntegerCode::BitwiseOr: return "bitwise_or";
    case IntegerCode::BitwiseXor: return "bitwise_xor";
    case IntegerCode::BitwiseNot: return "bitwise_not";
    case IntegerCode::LogicalLeftShift: return "logical_left_shift";
    case IntegerCode::LogicalRightShift: return "logical_right_shift";
    case IntegerCode::Quantize: return "quantize";
    case IntegerCode::Dequantize: return "dequantize";
    case IntegerCode::Eq: return "integer_eq";
    case IntegerCode::Ne: return "integer_ne";
    case IntegerCode::Lt: return "integer_lt";
    case IntegerCode::Le: return "integer_le";
    case IntegerCode::Gt: return "integer_gt";
    case IntegerCode::Ge: return "integer_ge";
  }
  return "integer";
}

bool isUnaryInteger(IntegerCode code) { return code == IntegerCode::BitwiseNot; }

bool isQuantization(IntegerCode code) {
  return code == IntegerCode::Quantize || code == IntegerCode::Dequantize;
}

double applyQuantization(IntegerCode code, double x, double scale, double zero_point, DataType out) {
  if (scale == 0 || !std::isfinite(scale))
    bad(integerName(code), fmt::format("a scale is {}; quantization scales must be finite and "
                                       "nonzero", scale));
  if (code == IntegerCode::Dequantize) return (x - zero_point) * scale;
  const double q = std::nearbyint(x / scale) + zero_point;
  if (std::isnan(q)) return 0;
  return std::clamp(q, device::integerMin(out), device::integerMax(out));
}

std::int64_t applyInteger(IntegerCode code, std::int64_t a, std::int64_t b, DataType dtype,
                          const char* where) {
  const auto x = static_cast<std::uint32_t>(a), y = static_cast<std::uint32_t>(b);
  switch (code) {
    case IntegerCode::BitwiseAnd: return valueOfWord(x & y, dtype);
    case IntegerCode::BitwiseOr: return valueOfWord(x | y, dtype);
    case IntegerCode::BitwiseXor: return valueOfWord(x ^ y, dtype);
    case IntegerCode::BitwiseNot: return valueOfWord(~x, dtype);
    case IntegerCode::Quantize:
    case IntegerCode::Dequantize:
      bad(integerName(code), "is a quantization op (applyQuantization)");
    case IntegerCode::Eq: return valueOfWord(x, dtype) == valueOfWord(y, dtype) ? 1 : 0;
    case IntegerCode::Ne: return valueOfWord(x, dtype) != valueOfWord(y, dtype) ? 1 : 0;
    case IntegerCode::Lt: return valueOfWord(x, dtype) < valueOfWord(y, dtype) ? 1 : 0;
    case IntegerCode::Le: return valueOfWord(x, dtype) <= valueOfWord(y, dtype) ? 1 : 0;
    case IntegerCode::Gt: return valueOfWord(x, dtype) > valueOfWord(y, dtype) ? 1 : 0;
    case IntegerCode::Ge: return valueOfWord(x, dtype) >= valueOfWord(y, dtype) ? 1 : 0;
    case IntegerCode::LogicalLeftShift:
    case IntegerCode::LogicalRightShift:
      if (b < 0 || b > kMaxShift)
        bad(integerName(code),
            fmt::format("the shift amount{} is {}, outside [0, {}]; a 32-bit word shifts by 0 "
                        "to {} bits", where, b, kMaxShift, kMaxShift));
      return valueOfWord(code == IntegerCode::LogicalLeftShift ? x << y : x >> y, dtype);
  }
  return 0;
}

TensorRef integerBinary(OpContext& ctx, IntegerCode code, const TensorRef& a, const TensorRef& b,
                        const OutputSpec& out) {
  const char* name = integerName(code);
  OpScope scope(ctx, name);
  if (isUnaryInteger(code)) bad(name, "takes one input; call integerUnary");
  requireIntegerOperand(a, name, "input 0");
  requireIntegerOperand(b, name, "input 1");
  if (a.desc.dtype != b.desc.dtype)
    bad(name, fmt::format("input 0 is {} but input 1 is {}; use one dtype (typecast first)",
                          device::dataTypeName(a.desc.dtype), device::dataTypeName(b.desc.dtype)));
  ProgramDesc p;
  p.broadcast[1] = classifyBroadcast(a.desc.shape, b.desc.shape);
  TensorRef y = makeOutput(ctx, a.desc, out, name);
  p.name = name;
  p.kind = ComputeKind::Integer;
  p.code = static_cast<std::uint8_t>(code);
  detail::enqueueTileProgram(ctx, p, {&a, &b}, y, detail::ShardBacking::AllOrNone);
  return y;
}

TensorRef integerUnary(OpContext& ctx, IntegerCode code, const TensorRef& x, const OutputSpec& out) {
  const char* name = integerName(code);
  OpScope scope(ctx, name);
  if (!isUnaryInteger(code)) bad(name, "takes two inputs; call integerBinary");
  requireIntegerOperand(x, name, "input 0");
  TensorRef y = makeOutput(ctx, x.desc, out, name);
  ProgramDesc p;
  p.name = name;
  p.kind = ComputeKind::Integer;
  p.code = static_cast<std::uint8_t>(code);
  detail::enqueueTileProgram(ctx, p, {&x}, y, detail::ShardBacking::AllOrNone);
  return y;
}

HostTensor refInteger(IntegerCode code, const HostTensor& a, const HostTensor* b, DataType dtype) {
  HostTensor r(a.shape);
  r.dtype = dtype;
  const Shape& s = a.shape;
  const std::uint64_t rows = s.secondLast(), cols = s.last(), batches = s.volume() / (rows * cols);
  for (std::uint64_t n = 0; n < batches; ++n)
    for (std::uint64_t i = 0; i < rows; ++i)
      for (std::uint64_t j = 0; j < cols; ++j) {
        const auto lhs = static_cast<std::int64_t>(a.at(n, i, j));
        const auto rhs = static_cast<std::int64_t>(b ? broadcastAt(*b, s, n, i, j) : 0.0);
        const bool shift = code == IntegerCode::LogicalLeftShift ||
                           code == IntegerCode::LogicalRightShift;
        // The position is formatted only for the error it goes into.
        const std::string where = shift && (rhs < 0 || rhs > kMaxShift)
                                      ? fmt::format(" at batch {} row {} col {}", n, i, j)
                                      : std::string();
        r.at(n, i, j) = static_cast<double>(applyInteger(code, lhs, rhs, dtype, where.c_str()));
      }
  return r;
}

}  // namespace strata::ops
