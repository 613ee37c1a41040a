// Catalog entries of the integer element-wise ops under tt-mlir's names
// (TTNNOps.td: ttnn.bitwise_and / _or / _xor / _not, ttnn.logical_left_shift /
// _right_shift; no attributes). Inputs are int32 or uint32; results are exact, so the
// tolerance is 0.

#include "../catalog_util.hpp"
#include "strata/ops/integer.hpp"

#include <array>

namespace strata::ops::detail {

namespace {


// Random inputs: bitwise ops draw whole numbers over the non-negative int32 range (so
// int32 and uint32 tensors hold the same values and every bit but the sign is
// exercised; test/ops/integer_ops_test.cpp covers negative and high-bit words); the
// shifts draw both operands from [0, 31], valid shift amounts.
constexpr double kWordHi = 2147483647.0;

template <IntegerCode C>
TensorRef runInteger(OpContext& ctx, Ins in, const OpParams&, const OutputSpec& out) {
  if constexpr (C == IntegerCode::BitwiseNot) return integerUnary(ctx, C, in[0], out);
  else return integerBinary(ctx, C, in[0], in[1], out);
}

template <IntegerCode C>
HostTensor refIntegerOp(HIns in, const OpParams&) {
  return refInteger(C, in[0], in.size() > 1 ? &in[1] : nullptr, in[0].dtype);
}

template <IntegerCode C>
OpInfo integerEntry(double domain_hi, std::string_view summary) {
  const bool unary = C == IntegerCode::BitwiseNot;
  OpInfo op{integerName(C), unary ? OpFamily::Unary : OpFamily::Binary, unary ? 1 : 2, {}, 0,
            true, 0, domain_hi, kExact, kExact, runInteger<C>, refIntegerOp<C>, summary};
  op.integer_inputs = true;
  return op;
}

std::array<OpInfo, 12> makeIntegerOps() {
  return {
    integerEntry<IntegerCode::BitwiseAnd>(kWordHi, "integer: a & b (int32 / uint32)"),
    integerEntry<IntegerCode::BitwiseOr>(kWordHi, "integer: a | b (int32 / uint32)"),
    integerEntry<IntegerCode::BitwiseXor>(kWordHi, "integer: a ^ b (int32 / uint32)"),
    integerEntry<IntegerCode::BitwiseNot>(kWordHi, "integer: ~a (int32 / uint32)"),
    integerEntry<IntegerCode::LogicalLeftShift>(
        31, "integer: a << b, b in [0, 31] (int32 / uint32)"),
    integerEntry<IntegerCode::LogicalRightShift>(
        31, "integer: a >> b shifting in zeros, b in [0, 31] (int32 / uint32)"),
    // ttnn.eq ... ge on 32-bit integer tensors (the compiler maps them here). Drawn from
    // [0, 3] so that equal pairs occur.
    integerEntry<IntegerCode::Eq>(3, "integer: a == b as 1 / 0 (int32 / uint32)"),
    integerEntry<IntegerCode::Ne>(3, "integer: a != b as 1 / 0 (int32 / uint32)"),
    integerEntry<IntegerCode::Lt>(3, "integer: a < b as 1 / 0 (int32 / uint32)"),
    integerEntry<IntegerCode::Le>(3, "integer: a <= b as 1 / 0 (int32 / uint32)"),
    integerEntry<IntegerCode::Gt>(3, "integer: a > b as 1 / 0 (int32 / uint32)"),
    integerEntry<IntegerCode::Ge>(3, "integer: a >= b as 1 / 0 (int32 / uint32)"),
  };
}

}  // namespace

std::span<const OpInfo> integerOps() {
  static const std::array<OpInfo, 12> ops = makeIntegerOps();
  return ops;
}

}  // namespace strata::ops::detail
