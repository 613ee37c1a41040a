// Verifiers of the ttir ops that declare one. Each says what is wrong in the
// op's own terms; the conditions are StableHLO's (gather's dimension numbers)
// and tt-mlir's (TTIROps.cpp at 19c86fca: GatherOp::verify for the torch form,
// the creation ops' shape).
#include "strata/compiler/TTIR.h"

#include "llvm/ADT/STLExtras.h"

using namespace mlir;
using namespace mlir::tt::ttir;

namespace {

bool inRange(ArrayRef<int64_t> dims, int64_t rank) {
  return llvm::all_of(dims, [&](int64_t d) { return d >= 0 && d < rank; });
}

bool distinct(ArrayRef<int64_t> dims) {
  SmallVector<int64_t> sorted(dims);
  llvm::sort(sorted);
  return std::adjacent_find(sorted.begin(), sorted.end()) == sorted.end();
}

// tt-mlir's creation ops name their shape twice: in `shape` and in the result type.
LogicalResult verifyCreationShape(Operation *op, ArrayRef<int32_t> shape) {
  auto result = cast<RankedTensorType>(op->getResult(0).getType());
  if (!llvm::equal(shape, result.getShape()))
    return op->emitOpError() << "shape [" << llvm::make_range(shape.begin(), shape.end())
                             << "] differs from the result " << result;
  return success();
}

} // namespace

LogicalResult FullOp::verify() { return verifyCreationShape(*this, getShape()); }
LogicalResult ZerosOp::verify() { return verifyCreationShape(*this, getShape()); }
LogicalResult OnesOp::verify() { return verifyCreationShape(*this, getShape()); }

LogicalResult LinearOp::verify() {
  const bool any = getBatchDimsLhsAttr() || getBatchDimsRhsAttr() || getContractDimsLhsAttr() ||
                   getContractDimsRhsAttr();
  if (!any)
    return success();
  const int64_t rankA = cast<RankedTensorType>(getA().getType()).getRank();
  const int64_t rankB = cast<RankedTensorType>(getB().getType()).getRank();
  auto leading = [](std::optional<ArrayRef<int64_t>> dims, int64_t count) {
    return dims && static_cast<int64_t>(dims->size()) == count &&
           llvm::equal(*dims, llvm::seq<int64_t>(0, count));
  };
  const int64_t batch = getBatchDimsLhs() ? static_cast<int64_t>(getBatchDimsLhs()->size()) : -1;
  auto contractA = getContractDimsLhs(), contractB = getContractDimsRhs();
  const int64_t lastA = getTransposeA() ? rankA - 2 : rankA - 1;
  const int64_t innerB = getTransposeB() ? rankB - 1 : rankB - 2;
  if (batch < 0 || !leading(getBatchDimsLhs(), batch) || !leading(getBatchDimsRhs(), batch) ||
      !contractA || contractA->size() != 1 || contractA->front() != lastA || !contractB ||
      contractB->size() != 1 || contractB->front() != innerB)
    return emitOpError() << "batch_dims_lhs/rhs and contract_dims_lhs/rhs must all be given and "
                            "describe the plain linear (leading batch dims, a's dim "
                         << lastA << " against b's dim " << innerB
                         << "); other dimension numbers are dot_general's";
  return success();
}

LogicalResult GatherOp::verify() {
  auto input = cast<RankedTensorType>(getInput().getType());
  auto index = cast<RankedTensorType>(getIndex().getType());
  auto result = cast<RankedTensorType>(getResult().getType());
  const int64_t rank = input.getRank();
  const bool anyNumbers = getOffsetDimsAttr() || getCollapsedSliceDimsAttr() ||
                          getOperandBatchingDimsAttr() || getStartIndicesBatchingDimsAttr() ||
                          getStartIndexMapAttr() || getIndexVectorDimAttr() || getSliceSizesAttr();
  if (std::optional<int32_t> dim = getDim()) {
    // torch.gather: the result has the index's shape.
    if (anyNumbers)
      return emitOpError() << "has both `dim` (torch.gather's form) and StableHLO's dimension "
                              "numbers; give one form";
    if (*dim < -rank || *dim >= rank)
      return emitOpError() << "dim " << *dim << " is outside the input's rank " << rank;
    if (index.getRank() != rank)
      return emitOpError() << "the index has rank " << index.getRank()
                           << " but the input has rank " << rank << "; they must be equal";
    if (result.getShape() != index.getShape())
      return emitOpError() << "the result " << result << " must have the index's shape "
                           << index;
    return success();
  }
  if (!getOffsetDimsAttr() || !getCollapsedSliceDimsAttr() || !getOperandBatchingDimsAttr() ||
      !getStartIndicesBatchingDimsAttr() || !getStartIndexMapAttr() || !getIndexVectorDimAttr() ||
      !getSliceSizesAttr())
    return emitOpError() << "needs `dim` (torch.gather) or all of StableHLO's dimension numbers: "
                            "offset_dims, collapsed_slice_dims, operand_batching_dims, "
                            "start_indices_batching_dims, start_index_map, index_vector_dim, "
                            "slice_sizes";
  ArrayRef<int64_t> offsetDims = *getOffsetDims(), collapsed = *getCollapsedSliceDims(),
                    operandBatching = *getOperandBatchingDims(),
                    indexBatching = *getStartIndicesBatchingDims(), indexMap = *getStartIndexMap(),
                    sliceSizes = *getSliceSizes();
  const int64_t vectorDim = *getIndexVectorDim();
  if (static_cast<int64_t>(sliceSizes.size()) != rank)
    return emitOpError() << "slice_sizes has " << sliceSizes.size()
                         << " entries for an input of rank " << rank;
  for (int64_t d = 0; d < rank; ++d)
    if (sliceSizes[d] < 0 || sliceSizes[d] > input.getDimSize(d))
      return emitOpError() << "slice_sizes[" << d << "] = " << sliceSizes[d]
                           << " is outside [0, " << input.getDimSize(d) << "]";
  if (!inRange(collapsed, rank) || !inRange(operandBatching, rank) || !inRange(indexMap, rank))
    return emitOpError() << "collapsed_slice_dims, operand_batching_dims and start_index_map "
                            "name input dims in [0, "
                         << rank << ")";
  SmallVector<int64_t> dropped(collapsed);
  dropped.append(operandBatching.begin(), operandBatching.end());
  if (!distinct(dropped) || !distinct(indexMap))
    return emitOpError() << "names an input dim twice in collapsed_slice_dims and "
                            "operand_batching_dims, or in start_index_map";
  for (int64_t d : dropped)
    if (sliceSizes[d] > 1)
      return emitOpError() << "input dim " << d << " is collapsed or batched but its slice size is "
                           << sliceSizes[d] << "; it must be 0 or 1";
  if (vectorDim < 0 || vectorDim > index.getRank())
    return emitOpError() << "index_vector_dim " << vectorDim << " is outside [0, "
                         << index.getRank() << "]";
  const int64_t vectorSize = vectorDim == index.getRank() ? 1 : index.getDimSize(vectorDim);
  if (vectorSize != static_cast<int64_t>(indexMap.size()))
    return emitOpError() << "the index vector has " << vectorSize
                         << " entries but start_index_map names " << indexMap.size() << " dims";
  if (operandBatching.size() != indexBatching.size())
    return emitOpError() << "operand_batching_dims and start_indices_batching_dims differ in "
                            "length";
  // The result: the index's batch dims (all but index_vector_dim) in order, with
  // the slice's kept dims at offset_dims.
  SmallVector<int64_t> batch;
  for (int64_t d = 0; d < index.getRank(); ++d)
    if (d != vectorDim)
      batch.push_back(index.getDimSize(d));
  SmallVector<int64_t> kept;
  for (int64_t d = 0; d < rank; ++d)
    if (!llvm::is_contained(dropped, d))
      kept.push_back(sliceSizes[d]);
  const int64_t resultRank = static_cast<int64_t>(batch.size() + kept.size());
  if (static_cast<int64_t>(offsetDims.size()) != static_cast<int64_t>(kept.size()) ||
      !inRange(offsetDims, resultRank) || !distinct(offsetDims) || !llvm::is_sorted(offsetDims))
    return emitOpError() << "offset_dims must name " << kept.size()
                         << " distinct result dims in increasing order, one per input dim that "
                            "is not collapsed or batched";
  SmallVector<int64_t> expected;
  size_t nextBatch = 0, nextKept = 0;
  for (int64_t d = 0; d < resultRank; ++d)
    expected.push_back(llvm::is_contained(offsetDims, d) ? kept[nextKept++] : batch[nextBatch++]);
  if (result.getShape() != ArrayRef<int64_t>(expected)) {
    auto diag = emitOpError() << "the result " << result << " should have shape [";
    llvm::interleave(expected, diag, ", ");
    return diag << "] from the index's batch dims and the slice sizes";
  }
  return success();
}
