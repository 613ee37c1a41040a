// Helpers shared by the two halves of the TTIR lowering (TTIRLowering.cpp: types,
// the walk and elementwise ops; TTIRLoweringOps.cpp: the other ops). Internal.
#pragma once

#include "strata/compiler/Dialect/TTIR/IR/TTIR.h"
#include "strata/compiler/Dialect/TTNN/Analysis/OpModel.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"
#include "strata/compiler/Dialect/TTNN/Utils/TensorTypeConversion.h"

#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "llvm/ADT/StringSwitch.h"

#include <array>
#include <numeric>
#include <optional>

namespace strata::compiler::ttir_lowering {
using namespace mlir;
using namespace mlir::tt;

inline std::optional<ttcore::DataType> dataTypeOf(Type element) {
  if (element.isF32())
    return ttcore::DataType::Float32;
  if (element.isBF16())
    return ttcore::DataType::BFloat16;
  if (auto integer = dyn_cast<IntegerType>(element)) {
    if (integer.getWidth() == 32)
      return integer.isUnsigned() ? ttcore::DataType::UInt32 : ttcore::DataType::Int32;
    if (integer.getWidth() == 16 && integer.isUnsigned())
      return ttcore::DataType::UInt16;
    if (integer.getWidth() == 8 && integer.isUnsigned())
      return ttcore::DataType::UInt8;
  }
  return std::nullopt;
}

inline int64_t product(ArrayRef<int64_t> dims) {
  return std::accumulate(dims.begin(), dims.end(), int64_t{1}, std::multiplies<int64_t>());
}

// A rank-0 tensor is a one-element rank-1 tensor on the device (tt-mlir's
// layouts need a row).
inline SmallVector<int64_t> deviceShape(ArrayRef<int64_t> shape) {
  SmallVector<int64_t> out(shape);
  if (out.empty())
    out.push_back(1);
  return out;
}

inline int64_t normalizeDim(int64_t dim, int64_t rank) { return dim < 0 ? dim + rank : dim; }

// TTIR elementwise ops and the ttnn op each becomes (tt-mlir's TTNN names).
inline std::optional<StringRef> elementwiseName(StringRef ttir) {
  return llvm::StringSwitch<std::optional<StringRef>>(ttir)
      .Cases("abs", "atan", "cbrt", "ceil", "cos", "erf", "erfc", "exp", "expm1", ttir)
      .Cases("floor", "gelu", "isfinite", "log", "log1p", "logical_not", "neg", ttir)
      .Cases("reciprocal", "relu", "relu6", "rsqrt", "sigmoid", "sign", "silu", "sin", ttir)
      .Cases("sqrt", "tan", "tanh", "bitwise_not", ttir)
      .Cases("acos", "asin", "asinh", "exp2", "hardsigmoid", "mish", "square", "trunc", ttir)
      .Cases("leaky_relu", "clamp_scalar", "clamp_tensor", ttir)
      .Cases("logical_left_shift", "logical_right_shift", ttir)
      .Cases("add", "subtract", "multiply", "maximum", "minimum", "atan2", ttir)
      // TTIR's remainder takes the dividend's sign (its TTIROps.td example:
      // -17 % 3 = -2), as fmod does; ttnn's remainder is torch's (the divisor's).
      .Case("remainder", StringRef("fmod"))
      .Cases("eq", "ne", "lt", "le", "gt", "ge", ttir)
      .Cases("logical_and", "logical_or", "logical_xor", ttir)
      .Cases("bitwise_and", "bitwise_or", "bitwise_xor", "where", ttir)
      .Case("div", StringRef("divide"))
      .Case("pow", StringRef("pow_tensor"))
      .Default(std::nullopt);
}


// An int-or-ints attribute as two values (a single int is both).
inline std::optional<std::array<int32_t, 2>> pairOf(Attribute attr) {
  if (auto single = dyn_cast_or_null<IntegerAttr>(attr))
    return std::array<int32_t, 2>{static_cast<int32_t>(single.getInt()),
                                  static_cast<int32_t>(single.getInt())};
  if (auto list = dyn_cast_or_null<DenseI32ArrayAttr>(attr); list && list.size() == 2)
    return std::array<int32_t, 2>{list[0], list[1]};
  return std::nullopt;
}

// A conv / pool padding in ttnn's order [top, bottom, left, right], from TTIR's one
// value, [pH, pW] or [top, left, bottom, right]; empty when it is none of those.
inline SmallVector<int32_t> ttnnPadding(Attribute attr) {
  if (auto p = pairOf(attr))
    return {(*p)[0], (*p)[0], (*p)[1], (*p)[1]};
  if (auto list = dyn_cast_or_null<DenseI32ArrayAttr>(attr); list && list.size() == 4)
    return {list[0], list[2], list[1], list[3]};
  return {};
}

} // namespace strata::compiler::ttir_lowering
