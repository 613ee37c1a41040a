#pragma once
// Integer element-wise ops (lib/ops/integer/): tt-mlir's bitwise_and,
// bitwise_or, bitwise_xor, bitwise_not, logical_left_shift and logical_right_shift on
// int32 or uint32 tensors. Each is one program (ComputeKind::Integer) through the
// element-wise tile pipeline (the binary / unary CB set); its compute kernel works on
// the stored 32-bit words, so every result is exact.

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

#include <cstdint>
#include <span>

namespace strata::ops {

enum class IntegerCode : std::uint8_t {
  BitwiseAnd,
  BitwiseOr,
  BitwiseXor,
  BitwiseNot,         // unary
  LogicalLeftShift,   // lhs << rhs, rhs in [0, 31]
  LogicalRightShift,  // lhs >> rhs with zeros shifted in (the 32-bit pattern as unsigned)
  // Quantization (strata/ops/quant.hpp): operands input, scale, zero point.
  Quantize,    // round(x / scale) + zero_point (half to even), saturated to the output's range
  Dequantize,  // (q - zero_point) * scale, rounded once to the output's float dtype
  // Comparisons of 32-bit integers (ttnn.eq ... ge on si32 / ui32 tensors, as tt-mlir's
  // golden modules write them): 1 where it holds, else 0, in the inputs' dtype.
  Eq,
  Ne,
  Lt,
  Le,
  Gt,
  Ge,
};

const char* integerName(IntegerCode code);
bool isUnaryInteger(IntegerCode code);
bool isQuantization(IntegerCode code);

// The quantization element function (exact in double; `out` is the output dtype).
// Throws strata::Error (InvalidArgument) for a zero or non-finite scale.
double applyQuantization(IntegerCode code, double x, double scale, double zero_point, DataType out);

// Largest shift amount the shifts take (a 32-bit word); a shift amount outside
// [0, kMaxShift] is an error naming the op, the value and where it sits.
inline constexpr std::int64_t kMaxShift = 31;

// The element function on 32-bit words: `a` and `b` are values of `dtype` (int32 or
// uint32); the result is the value of `dtype` whose bit pattern the operation gives.
// Throws strata::Error (InvalidArgument) for a shift amount outside [0, 31];
// `where` names the element in that message.
std::int64_t applyInteger(IntegerCode code, std::int64_t a, std::int64_t b, DataType dtype,
                          const char* where = "");

// ttnn.bitwise_and / _or / _xor, ttnn.logical_left_shift / _right_shift: `b` may
// broadcast onto `a` (same shape, one element for all or per batch, a row or a
// column); both int32 or both uint32. The result has a's description.
TensorRef integerBinary(OpContext& ctx, IntegerCode code, const TensorRef& a, const TensorRef& b,
                        const OutputSpec& out);
// ttnn.bitwise_not.
TensorRef integerUnary(OpContext& ctx, IntegerCode code, const TensorRef& x, const OutputSpec& out);

// Host reference (exact): the element function over the logical elements, with b
// broadcast onto a's shape (none for the unary op).
HostTensor refInteger(IntegerCode code, const HostTensor& a, const HostTensor* b, DataType dtype);

}  // namespace strata::ops
