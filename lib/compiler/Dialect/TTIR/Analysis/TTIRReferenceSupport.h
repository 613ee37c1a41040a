// Internal to the model reference (TTIRReference.cpp, TTIRReferenceOps.cpp): the
// tensor helpers both use and the op evaluations kept apart from the dispatch.
#pragma once

#include "strata/compiler/Dialect/TTIR/IR/TTIR.h"
#include "strata/compiler/Dialect/TTIR/Analysis/TTIRReference.h"

#include "mlir/IR/Operation.h"
#include "mlir/IR/Value.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace strata::compiler::ref {

using Shape = std::vector<std::int64_t>;
/// Operand i of the op being evaluated.
using OperandValue = llvm::function_ref<const RefTensor&(unsigned)>;

std::int64_t volume(const Shape& s);
Shape stridesOf(const Shape& s);
[[noreturn]] void fail(mlir::Operation* op, const std::string& why);
/// An index read from a tensor's values, truncated toward zero, checked to lie in
/// [0, extent): else an OutOfRange error naming the value and what it indexes (the
/// module's or the user's data is bad, not the model).
std::int64_t indexIn(mlir::Operation* op, double value, std::int64_t extent, const char* what);
Shape shapeOf(mlir::Value v);
std::int64_t normDim(std::int64_t d, std::size_t rank);
/// `in` read at the numpy-broadcast position of each element of `out`.
RefTensor broadcastTo(const RefTensor& in, const Shape& out);
RefTensor permute(const RefTensor& in, const std::vector<std::int64_t>& perm);
/// A window attribute (one value or two) as [h, w].
std::array<std::int64_t, 2> windowPair(mlir::Operation* op, mlir::Attribute attr, const char* what);
/// The top and left padding of [pH, pW] or [top, left, bottom, right].
std::array<std::int64_t, 2> paddingOrigin(mlir::Operation* op, mlir::Attribute attr);

// Calls f(outIndex, multiIndex) for every element of `shape`, row-major.
template <typename F>
void forEachIndex(const Shape& shape, F&& f) {
  const std::int64_t n = volume(shape);
  Shape index(shape.size(), 0);
  for (std::int64_t i = 0; i < n; ++i) {
    f(i, index);
    for (int d = static_cast<int>(shape.size()) - 1; d >= 0; --d) {
      if (++index[d] < shape[d]) break;
      index[d] = 0;
    }
  }
}

// TTIRReferenceOps.cpp: each op by its definition, `out` its result's shape.
RefTensor conv2dOf(mlir::Operation* op, OperandValue in, const Shape& out);
RefTensor convTranspose2dOf(mlir::Operation* op, OperandValue in, const Shape& out);
RefTensor pool2dOf(mlir::Operation* op, const RefTensor& x);
RefTensor upsample2dOf(mlir::Operation* op, OperandValue in, const Shape& out);
RefTensor scatterOf(mlir::Operation* op, OperandValue in, const Shape& out);
RefTensor attentionOf(mlir::Operation* op, OperandValue in, const Shape& out);
RefTensor gatherOf(mlir::tt::ttir::GatherOp op, const RefTensor& input, const RefTensor& index,
                   const Shape& out);
std::vector<RefTensor> splitHeadsOf(mlir::tt::ttir::SplitQueryKeyValueAndSplitHeadsOp op,
                                    const llvm::DenseMap<mlir::Value, RefTensor>& env);

}  // namespace strata::compiler::ref
