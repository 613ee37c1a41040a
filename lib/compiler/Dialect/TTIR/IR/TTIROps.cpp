// Verifiers of the ttir ops that declare one. Each says what is wrong in the
// op's own terms; the conditions are StableHLO's (gather's dimension numbers)
// and tt-mlir's (TTIROps.cpp at 19c86fca: GatherOp::verify for the torch form,
// the creation ops' shape).
#include "strata/compiler/Dialect/TTIR/IR/TTIR.h"
#include "strata/compiler/Dialect/TTNN/IR/TTNN.h"

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

LogicalResult MaxPool2dOp::verify() { return success(strata::compiler::poolExtents(*this).has_value()); }
LogicalResult AvgPool2dOp::verify() { return success(strata::compiler::poolExtents(*this).has_value()); }

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

namespace {
// An int-or-ints attribute as [a, b] (one value is both), or [t, l, b, r] for four.
SmallVector<int64_t> valuesOf(Attribute attr) {
  if (auto one = dyn_cast_or_null<IntegerAttr>(attr))
    return {one.getInt(), one.getInt()};
  if (auto list = dyn_cast_or_null<DenseI32ArrayAttr>(attr))
    return SmallVector<int64_t>(list.asArrayRef().begin(), list.asArrayRef().end());
  return {};
}
} // namespace

std::optional<std::pair<SmallVector<int64_t, 4>, SmallVector<int64_t, 4>>>
strata::compiler::poolExtents(Operation *op) {
  auto input = cast<RankedTensorType>(op->getOperand(0).getType());
  auto result = cast<RankedTensorType>(op->getResult(0).getType());
  if (input.getRank() != 4 || result.getRank() != 4) {
    op->emitOpError() << "takes and gives rank-4 tensors (NHWC, or [1, 1, N*H*W, C])";
    return std::nullopt;
  }
  SmallVector<int64_t, 4> in(input.getShape()), out(result.getShape());
  Attribute info = op->getAttr("flattened_compat_info");
  if (!info)
    return std::make_pair(in, out);
  // #ttir<flattened_compat batch_size = N, input_height = H, input_width = W>
  std::string text;
  llvm::raw_string_ostream os(text);
  info.print(os);
  auto field = [&](StringRef name) -> std::optional<int64_t> {
    size_t at = StringRef(text).find(name);
    if (at == StringRef::npos)
      return std::nullopt;
    StringRef rest = StringRef(text).drop_front(at + name.size()).ltrim(" =");
    int64_t value = 0;
    if (rest.consumeInteger(10, value) || value <= 0)
      return std::nullopt;
    return value;
  };
  std::optional<int64_t> n = field("batch_size"), h = field("input_height"), w = field("input_width");
  if (!n || !h || !w) {
    op->emitOpError() << "flattened_compat_info " << text
                      << " must name a positive batch_size, input_height and input_width";
    return std::nullopt;
  }
  if (in[0] != 1 || in[1] != 1 || in[2] != *n * *h * *w || out[0] != 1 || out[1] != 1 ||
      out[3] != in[3]) {
    op->emitOpError() << "with flattened_compat_info the input must be [1, 1, " << *n * *h * *w
                      << ", C] and the result [1, 1, N*OH*OW, C]";
    return std::nullopt;
  }
  SmallVector<int64_t> kernel = valuesOf(op->getAttr("kernel")), stride = valuesOf(op->getAttr("stride")),
                       dilation = valuesOf(op->getAttr("dilation")), padding = valuesOf(op->getAttr("padding"));
  if (kernel.size() != 2 || stride.size() != 2 || dilation.size() != 2 ||
      (padding.size() != 2 && padding.size() != 4)) {
    op->emitOpError() << "kernel, stride and dilation must be one or two values, padding one, two or four";
    return std::nullopt;
  }
  // padding [pH, pW] or [top, left, bottom, right].
  const int64_t padH = padding.size() == 4 ? padding[0] + padding[2] : 2 * padding[0];
  const int64_t padW = padding.size() == 4 ? padding[1] + padding[3] : 2 * padding[1];
  auto extent = [&](int64_t size, int64_t pad, int k) {
    const int64_t span = size + pad - dilation[k] * (kernel[k] - 1) - 1;
    const bool ceil = cast<BoolAttr>(op->getAttr("ceil_mode")).getValue();
    return (ceil ? (span + stride[k] - 1) / stride[k] : span / stride[k]) + 1;
  };
  const int64_t oh = extent(*h, padH, 0), ow = extent(*w, padW, 1);
  if (out[2] != *n * oh * ow) {
    op->emitOpError() << "the result has " << out[2] << " rows but the window gives " << *n
                      << " x " << oh << " x " << ow;
    return std::nullopt;
  }
  return std::make_pair(SmallVector<int64_t, 4>{*n, *h, *w, in[3]},
                        SmallVector<int64_t, 4>{*n, oh, ow, in[3]});
}

//===----------------------------------------------------------------------===//
// Shapes and dims. The conditions are tt-mlir's (TTIROps.cpp at 19c86fca: the
// verifiers of reshape, permute, transpose, concat, squeeze, unsqueeze,
// dot_general, softmax, the reductions, typecast and constant): a dim outside
// the operand's dims, or a result type that is not what the op computes, is an
// error here, before any lowering reads the op.
//===----------------------------------------------------------------------===//

namespace {

using mlir::tt::ttnn::ShapeText;

RankedTensorType tensorOf(Value v) { return cast<RankedTensorType>(v.getType()); }

// `dim` of an operand of `rank` dims, negative from the back; the error names it.
FailureOr<int64_t> checkedDim(Operation *op, StringRef what, int64_t dim, int64_t rank) {
  if (dim < -rank || dim >= rank) {
    if (rank == 0)
      return op->emitOpError() << what << " " << dim << " names a dim of a scalar, which has none";
    return op->emitOpError() << what << " " << dim << " is outside the input's " << rank
                             << " dims (give " << -rank << ".." << rank - 1 << ")";
  }
  return dim < 0 ? dim + rank : dim;
}

// The result type must be what the op computes: the lowering builds the computed
// shape, so a different declared one would change the function's signature.
LogicalResult checkResultShape(Operation *op, ArrayRef<int64_t> computed, StringRef how) {
  ArrayRef<int64_t> declared = tensorOf(op->getResult(0)).getShape();
  if (declared == computed)
    return success();
  return op->emitOpError() << how << " gives " << ShapeText{computed} << " but the result type is "
                           << ShapeText{declared};
}

template <typename Reduction>
LogicalResult verifyReduction(Reduction op) {
  ArrayRef<int64_t> in = tensorOf(op.getInput()).getShape();
  const int64_t rank = static_cast<int64_t>(in.size());
  SmallVector<bool> reduced(rank, !op.getDimArg().has_value());
  if (std::optional<ArrayAttr> dims = op.getDimArg()) {
    for (Attribute a : *dims) {
      FailureOr<int64_t> d =
          checkedDim(op, "dim_arg entry", cast<IntegerAttr>(a).getInt(), rank);
      if (failed(d))
        return failure();
      if (reduced[*d])
        return op.emitOpError() << "dim_arg names dim " << *d << " twice";
      reduced[*d] = true;
    }
  }
  SmallVector<int64_t> shape;
  for (int64_t d = 0; d < rank; ++d)
    if (!reduced[d])
      shape.push_back(in[d]);
    else if (op.getKeepDim())
      shape.push_back(1);
  return checkResultShape(op, shape,
                          op.getKeepDim() ? "reducing with keep_dim" : "reducing without keep_dim");
}

} // namespace

#define STRATA_REDUCTION_VERIFIER(Op)                                                          \
  LogicalResult Op::verify() { return verifyReduction(*this); }
STRATA_REDUCTION_VERIFIER(SumOp)
STRATA_REDUCTION_VERIFIER(MeanOp)
STRATA_REDUCTION_VERIFIER(MaxOp)
STRATA_REDUCTION_VERIFIER(MinOp)
STRATA_REDUCTION_VERIFIER(ProdOp)
STRATA_REDUCTION_VERIFIER(ArgmaxOp)
STRATA_REDUCTION_VERIFIER(ReduceOrOp)
STRATA_REDUCTION_VERIFIER(ReduceAndOp)
#undef STRATA_REDUCTION_VERIFIER

LogicalResult TypecastOp::verify() {
  return checkResultShape(*this, tensorOf(getInput()).getShape(), "a typecast keeps the shape: it");
}

LogicalResult ConstantOp::verify() {
  auto valueType = dyn_cast<ShapedType>(getValue().getType());
  if (!valueType || !valueType.hasRank())
    return emitOpError() << "value has no ranked shape";
  auto result = tensorOf(getResult());
  if (valueType.getShape() != result.getShape() ||
      valueType.getElementType() != result.getElementType())
    return emitOpError() << "value is " << valueType << " but the result type is " << result
                         << "; they must be the same";
  return success();
}

LogicalResult ReshapeOp::verify() {
  auto input = tensorOf(getInput());
  auto result = tensorOf(getResult());
  SmallVector<int64_t> shape;
  for (Attribute a : getShape())
    shape.push_back(cast<IntegerAttr>(a).getInt());
  if (failed(checkResultShape(*this, shape, "`shape`")))
    return failure();
  if (input.hasStaticShape() && result.hasStaticShape() &&
      input.getNumElements() != result.getNumElements())
    return emitOpError() << "reshapes " << ShapeText{input.getShape()} << " ("
                         << input.getNumElements() << " elements) to "
                         << ShapeText{result.getShape()} << " (" << result.getNumElements()
                         << "); the counts must be equal";
  return success();
}

LogicalResult IndexOp::verify() {
  ArrayRef<int64_t> in = tensorOf(getInput()).getShape();
  FailureOr<int64_t> dim = checkedDim(*this, "dim", static_cast<int32_t>(getDim()),
                                      static_cast<int64_t>(in.size()));
  if (failed(dim))
    return failure();
  const int64_t begin = static_cast<int32_t>(getBegin()), end = static_cast<int32_t>(getEnd()),
                step = static_cast<int32_t>(getStep());
  if (step <= 0 || begin < 0 || end > in[*dim] || begin > end)
    return emitOpError() << "begin " << begin << ", end " << end << ", step " << step
                         << " do not select within dim " << *dim << " of size " << in[*dim]
                         << " (0 <= begin <= end <= size, step > 0)";
  SmallVector<int64_t> shape(in);
  shape[*dim] = (end - begin + step - 1) / step;
  return checkResultShape(*this, shape, "selecting begin:end:step");
}

LogicalResult PermuteOp::verify() {
  ArrayRef<int64_t> in = tensorOf(getInput()).getShape();
  ArrayRef<int64_t> permutation = getPermutation();
  const int64_t rank = static_cast<int64_t>(in.size());
  if (static_cast<int64_t>(permutation.size()) != rank || !inRange(permutation, rank) ||
      !distinct(permutation))
    return emitOpError() << "permutation [" << llvm::make_range(permutation.begin(), permutation.end())
                         << "] is not a permutation of the input's " << rank << " dims";
  SmallVector<int64_t> shape;
  for (int64_t d : permutation)
    shape.push_back(in[d]);
  return checkResultShape(*this, shape, "the permutation");
}

LogicalResult TransposeOp::verify() {
  ArrayRef<int64_t> in = tensorOf(getInput()).getShape();
  const int64_t rank = static_cast<int64_t>(in.size());
  FailureOr<int64_t> dim0 = checkedDim(*this, "dim0", getDim0(), rank);
  if (failed(dim0))
    return failure();
  FailureOr<int64_t> dim1 = checkedDim(*this, "dim1", getDim1(), rank);
  if (failed(dim1))
    return failure();
  SmallVector<int64_t> shape(in);
  std::swap(shape[*dim0], shape[*dim1]);
  return checkResultShape(*this, shape, "swapping dim0 and dim1");
}

LogicalResult ConcatOp::verify() {
  if (getInputs().empty())
    return emitOpError() << "has no inputs";
  ArrayRef<int64_t> first = tensorOf(getInputs().front()).getShape();
  const int64_t rank = static_cast<int64_t>(first.size());
  FailureOr<int64_t> dim = checkedDim(*this, "dim", getDim(), rank);
  if (failed(dim))
    return failure();
  SmallVector<int64_t> shape(first);
  for (auto [i, v] : llvm::enumerate(getInputs().drop_front())) {
    ArrayRef<int64_t> other = tensorOf(v).getShape();
    bool fits = static_cast<int64_t>(other.size()) == rank;
    for (int64_t d = 0; fits && d < rank; ++d)
      fits = d == *dim || other[d] == first[d];
    if (!fits)
      return emitOpError() << "input " << i + 1 << " is " << ShapeText{other} << " but input 0 is "
                           << ShapeText{first} << "; they may differ only in dim " << *dim;
    shape[*dim] += other[*dim];
  }
  return checkResultShape(*this, shape, "joining the inputs");
}

LogicalResult SqueezeOp::verify() {
  ArrayRef<int64_t> in = tensorOf(getInput()).getShape();
  FailureOr<int64_t> dim = checkedDim(*this, "dim", getDim(), static_cast<int64_t>(in.size()));
  if (failed(dim))
    return failure();
  if (in[*dim] != 1)
    return emitOpError() << "dim " << *dim << " has size " << in[*dim]
                         << "; squeeze drops a size-1 dim";
  SmallVector<int64_t> shape(in);
  shape.erase(shape.begin() + *dim);
  return checkResultShape(*this, shape, "dropping the dim");
}

LogicalResult UnsqueezeOp::verify() {
  ArrayRef<int64_t> in = tensorOf(getInput()).getShape();
  const int64_t rank = static_cast<int64_t>(in.size());
  // A new dim goes before any of the rank + 1 positions.
  FailureOr<int64_t> dim = checkedDim(*this, "dim", getDim(), rank + 1);
  if (failed(dim))
    return failure();
  SmallVector<int64_t> shape(in);
  shape.insert(shape.begin() + *dim, 1);
  return checkResultShape(*this, shape, "inserting the dim");
}

LogicalResult SoftmaxOp::verify() {
  ArrayRef<int64_t> in = tensorOf(getInput()).getShape();
  if (failed(checkedDim(*this, "dimension", getDimension(), static_cast<int64_t>(in.size()))))
    return failure();
  return checkResultShape(*this, in, "softmax keeps the shape: it");
}

LogicalResult DotGeneralOp::verify() {
  ArrayRef<int64_t> lhs = tensorOf(getLhs()).getShape(), rhs = tensorOf(getRhs()).getShape();
  const int64_t lhsRank = static_cast<int64_t>(lhs.size()),
                rhsRank = static_cast<int64_t>(rhs.size());
  ArrayRef<int64_t> batchL = getBatchDimsLhs(), batchR = getBatchDimsRhs(),
                    contractL = getContractDimsLhs(), contractR = getContractDimsRhs();
  if (batchL.size() != batchR.size() || contractL.size() != contractR.size())
    return emitOpError() << "lhs and rhs name " << batchL.size() << " / " << batchR.size()
                         << " batch dims and " << contractL.size() << " / " << contractR.size()
                         << " contracting dims; each pair must be the same length";
  SmallVector<int64_t> usedL(batchL), usedR(batchR);
  usedL.append(contractL.begin(), contractL.end());
  usedR.append(contractR.begin(), contractR.end());
  if (!inRange(usedL, lhsRank) || !distinct(usedL))
    return emitOpError() << "the batch and contracting dims of lhs must be distinct dims of its "
                         << lhsRank << " dims (0.." << lhsRank - 1 << ")";
  if (!inRange(usedR, rhsRank) || !distinct(usedR))
    return emitOpError() << "the batch and contracting dims of rhs must be distinct dims of its "
                         << rhsRank << " dims (0.." << rhsRank - 1 << ")";
  for (size_t i = 0; i < batchL.size(); ++i)
    if (lhs[batchL[i]] != rhs[batchR[i]])
      return emitOpError() << "batch dim " << batchL[i] << " of lhs has size " << lhs[batchL[i]]
                           << " but batch dim " << batchR[i] << " of rhs has "
                           << rhs[batchR[i]];
  for (size_t i = 0; i < contractL.size(); ++i)
    if (lhs[contractL[i]] != rhs[contractR[i]])
      return emitOpError() << "contracting dim " << contractL[i] << " of lhs has size "
                           << lhs[contractL[i]] << " but contracting dim " << contractR[i]
                           << " of rhs has " << rhs[contractR[i]];
  SmallVector<int64_t> shape;
  for (int64_t d : batchL)
    shape.push_back(lhs[d]);
  for (int64_t d = 0; d < lhsRank; ++d)
    if (!llvm::is_contained(usedL, d))
      shape.push_back(lhs[d]);
  for (int64_t d = 0; d < rhsRank; ++d)
    if (!llvm::is_contained(usedR, d))
      shape.push_back(rhs[d]);
  return checkResultShape(*this, shape, "the contraction");
}

LogicalResult BroadcastOp::verify() {
  ArrayRef<int64_t> in = tensorOf(getInput()).getShape();
  ArrayRef<int64_t> factors = getBroadcastDimensions();
  if (factors.size() != in.size())
    return emitOpError() << "broadcast_dimensions has " << factors.size()
                         << " entries for an input of " << in.size() << " dims";
  SmallVector<int64_t> shape;
  for (auto [d, factor] : llvm::enumerate(factors)) {
    if (factor < 1 || (factor != 1 && in[d] != 1))
      return emitOpError() << "broadcast_dimensions[" << d << "] = " << factor << " on a dim of size "
                           << in[d] << "; a size-1 dim repeats a positive number of times, "
                              "any other dim once";
    shape.push_back(in[d] * factor);
  }
  return checkResultShape(*this, shape, "broadcasting");
}
