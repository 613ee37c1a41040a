// The op model's rules for the ops whose IR says more than their parameter schema: operand
// segments and attributes the op library does not model (refused by name, never
// ignored), and parameters the IR states in another form (a result's dtype, which
// optional operands are present). Every other op is read by its schema alone
// (OpModelParams.cpp). Adding an op with such needs adds one rule to kRules.
#include "OpModelSupport.h"

#include "strata/device/data_type.hpp"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/STLExtras.h"

#include <cstring>

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;
using namespace mlir::tt::ttnn::opmodel;

namespace {

// The op's operandSegmentSizes when it has `count` segments (tt-mlir's optional operands).
std::optional<ArrayRef<int32_t>> segmentsOf(Operation *op, size_t count) {
  if (auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes"))
    if (segments.size() == static_cast<int64_t>(count))
      return segments.asArrayRef();
  return std::nullopt;
}

// A bias segment without a weight would reach the op library as its weight.
LogicalResult refuseBiasWithoutWeight(Operation *op, const sops::OpInfo &info, size_t count,
                                      size_t weight, size_t bias) {
  if (std::optional<ArrayRef<int32_t>> s = segmentsOf(op, count))
    if ((*s)[weight] == 0 && (*s)[bias] != 0)
      return op->emitOpError() << "a bias without a weight is not modelled by the op library's "
                               << info.name << "; pass a weight of ones";
  return success();
}

LogicalResult refuseSegment(Operation *op, const sops::OpInfo &info, size_t count, size_t index,
                            StringRef what) {
  if (std::optional<ArrayRef<int32_t>> s = segmentsOf(op, count))
    if ((*s)[index] != 0)
      return op->emitOpError() << "an " << what << " is not modelled by the op library's "
                               << info.name;
  return success();
}

LogicalResult refuseAttr(Operation *op, const sops::OpInfo &info, StringRef attr) {
  if (op->getAttr(attr))
    return op->emitOpError() << attr << " is not modelled by the op library's " << info.name;
  return success();
}

// The reduction depth the library supports: the last dim, or the last two.
FailureOr<double> reductionDims(Operation *op, int64_t rank) {
  if (!boolAttr(op, "keep_dim"))
    return op->emitOpError() << "keep_dim=false is not modelled by the op library (its "
                                "reductions keep the reduced dims as 1); use keep_dim=true";
  auto dims = dyn_cast_or_null<ArrayAttr>(op->getAttr("dim_arg"));
  SmallVector<int64_t> wanted;
  if (auto single = dyn_cast_or_null<IntegerAttr>(op->getAttr("dim_arg"))) {
    // ttnn.prod names one dim (SI64Attr) rather than a list.
    std::optional<int64_t> dim = integerValue(single);
    if (!dim)
      return op->emitOpError() << "dim_arg = " << single << " does not fit a 64-bit integer";
    wanted.push_back(*dim < 0 ? *dim + rank : *dim);
  } else if (dims) {
    for (Attribute d : dims) {
      auto i = dyn_cast<IntegerAttr>(d);
      std::optional<int64_t> dim = i ? integerValue(i) : std::nullopt;
      if (!dim)
        return op->emitOpError() << "dim_arg holds " << d << ", not a 64-bit integer";
      wanted.push_back(*dim < 0 ? *dim + rank : *dim);
    }
  } else {
    for (int64_t d = 0; d < rank; ++d)
      wanted.push_back(d);
  }
  llvm::sort(wanted);
  if (wanted.size() == 1 && wanted[0] == rank - 1)
    return 1.0;
  if (wanted.size() == 2 && wanted[0] == rank - 2 && wanted[1] == rank - 1)
    return 2.0;
  if (rank == 1 && wanted.size() == 1 && wanted[0] == 0)
    return 1.0;
  return op->emitOpError() << "reduces over dims other than the last one or two; the op library "
                              "reduces over the last 1 or 2 dims only";
}

LogicalResult reduction(Operation *op, const sops::OpInfo &, const sops::TensorDesc &result,
                        OpModelCall &call) {
  FailureOr<double> dims = reductionDims(op, result.shape.rank);
  if (failed(dims))
    return failure();
  call.params.set("dims", *dims);
  return success();
}

// tt-mlir's softmax `dimension`: the library normalises the last dim.
LogicalResult softmax(Operation *op, const sops::OpInfo &, const sops::TensorDesc &result,
                      OpModelCall &) {
  Attribute attr = op->getAttr("dimension");
  if (!attr)
    return success();
  auto i = dyn_cast<IntegerAttr>(attr);
  std::optional<int64_t> dim = i ? integerValue(i) : std::nullopt;
  if (!dim)
    return op->emitOpError() << "dimension = " << attr << " is not a 64-bit integer";
  if (*dim != -1 && *dim != result.shape.rank - 1)
    return op->emitOpError() << "softmax over dimension " << *dim
                             << " is not modelled; the op library normalises the last dim";
  return success();
}

LogicalResult matmul(Operation *op, const sops::OpInfo &, const sops::TensorDesc &,
                     OpModelCall &) {
  if (boolAttr(op, "transpose_a") || boolAttr(op, "transpose_b"))
    return op->emitOpError() << "transposed operands are not modelled by the op library's matmul";
  if (op->getAttr("activation"))
    return op->emitOpError() << "a fused activation is not modelled by the op library's matmul";
  return success();
}

// ttnn.argmax / argmin without `dim` reduce over every element.
LogicalResult argReduce(Operation *op, const sops::OpInfo &, const sops::TensorDesc &,
                        OpModelCall &call) {
  call.params.set("reduce_all", op->getAttr("dim") ? 0 : 1);
  return success();
}

LogicalResult constant(Operation *op, const sops::OpInfo &, const sops::TensorDesc &,
                       OpModelCall &call) {
  FailureOr<std::shared_ptr<const sops::ConstantValues>> values = constantValues(op);
  if (failed(values))
    return failure();
  call.params.elements = *values;
  return success();
}

LogicalResult rmsNorm(Operation *op, const sops::OpInfo &info, const sops::TensorDesc &,
                      OpModelCall &) {
  return refuseBiasWithoutWeight(op, info, 3, 1, 2);
}

// Segments: input, running_mean, running_var, weight, bias. Inference needs both statistics.
LogicalResult batchNormInference(Operation *op, const sops::OpInfo &info,
                                 const sops::TensorDesc &, OpModelCall &) {
  if (std::optional<ArrayRef<int32_t>> s = segmentsOf(op, 5))
    if ((*s)[1] == 0 || (*s)[2] == 0)
      return op->emitOpError() << "batch_norm_inference without running_mean and running_var is "
                                  "not modelled (inference needs both)";
  return refuseBiasWithoutWeight(op, info, 5, 3, 4);
}

// Segments: input, running_mean, running_var, weight, bias; the statistics come together
// (the library's `running_stats`).
LogicalResult batchNormTraining(Operation *op, const sops::OpInfo &info,
                                const sops::TensorDesc &, OpModelCall &call) {
  if (std::optional<ArrayRef<int32_t>> s = segmentsOf(op, 5)) {
    if (((*s)[1] == 0) != ((*s)[2] == 0))
      return op->emitOpError() << "batch_norm_training with only one of running_mean and "
                                  "running_var is not modelled; give both or neither";
    call.params.set("running_stats", (*s)[1] != 0 ? 1 : 0);
  }
  return refuseBiasWithoutWeight(op, info, 5, 3, 4);
}

// Segments: input, input_mask, weight, bias.
LogicalResult groupNorm(Operation *op, const sops::OpInfo &info, const sops::TensorDesc &,
                        OpModelCall &) {
  if (failed(refuseSegment(op, info, 4, 1, "input_mask")))
    return failure();
  return refuseBiasWithoutWeight(op, info, 4, 2, 3);
}

// Segments: input, weight, bias, residual_input. The library takes the affine tensors in
// order and is told by `residual` that the last tensor is the residual.
LogicalResult ditRmsNorm(Operation *op, const sops::OpInfo &info, const sops::TensorDesc &,
                         OpModelCall &call) {
  if (failed(refuseBiasWithoutWeight(op, info, 4, 1, 2)))
    return failure();
  if (std::optional<ArrayRef<int32_t>> s = segmentsOf(op, 4))
    call.params.set("residual", (*s)[3] != 0 ? 1 : 0);
  return success();
}

// Segments: query, key, value, attention_mask, attention_sink.
LogicalResult sdpa(Operation *op, const sops::OpInfo &info, const sops::TensorDesc &,
                   OpModelCall &) {
  if (failed(refuseSegment(op, info, 5, 4, "attention_sink")))
    return failure();
  return refuseAttr(op, info, "sliding_window_size");
}

// The decode forms: the mask and cur_pos segments tell the library which optional
// tensors follow; the attention sink is last.
template <size_t Count, size_t Mask>
LogicalResult sdpaDecode(Operation *op, const sops::OpInfo &info, const sops::TensorDesc &,
                         OpModelCall &call) {
  if (failed(refuseSegment(op, info, Count, Count - 1, "attention_sink")) ||
      failed(refuseAttr(op, info, "sliding_window_size")))
    return failure();
  if (std::optional<ArrayRef<int32_t>> s = segmentsOf(op, Count)) {
    call.params.set("mask", (*s)[Mask] != 0 ? 1 : 0);
    call.params.set("cur_pos", (*s)[Mask + 1] != 0 ? 1 : 0);
  }
  return success();
}

// conv3d pads with zeros only, and reads its prepared weight in the channel blocks its
// conv3d_config (kept verbatim) names.
LogicalResult conv3d(Operation *op, const sops::OpInfo &, const sops::TensorDesc &,
                     OpModelCall &call) {
  if (auto mode = dyn_cast_or_null<StringAttr>(op->getAttr("padding_mode")))
    if (mode.getValue() != "zeros")
      return op->emitOpError() << "padding_mode \"" << mode.getValue()
                               << "\" is not modelled; the op library's conv3d pads with zeros";
  if (auto config = dyn_cast_or_null<UnmodeledAttr>(op->getAttr("conv3d_config"))) {
    StringRef spec = config.getSpec();
    size_t at = spec.find("c_in_block = ");
    unsigned block = 0;
    if (at != StringRef::npos && !spec.drop_front(at + std::strlen("c_in_block = "))
                                      .take_while([](char c) { return c >= '0' && c <= '9'; })
                                      .getAsInteger(10, block))
      call.params.set("c_in_block", block);
  }
  return success();
}

// tt-mlir types sort / topk indices ui16 (dims of at most 65536 entries) or ui32.
LogicalResult sortIndices(Operation *, const sops::OpInfo &, const sops::TensorDesc &,
                          OpModelCall &call) {
  call.params.set("indices_u16", call.results[1].dtype == sops::DataType::UInt16 ? 1 : 0);
  return success();
}

// tt-mlir types the indices si32, or ui16 after its workaround, which the pooling program
// does not write.
LogicalResult maxPoolIndices(Operation *op, const sops::OpInfo &, const sops::TensorDesc &,
                             OpModelCall &call) {
  const sops::DataType indices = call.results[1].dtype;
  if (indices != sops::DataType::Int32 && indices != sops::DataType::UInt32)
    return op->emitOpError() << "indices of " << strata::device::dataTypeName(indices)
                             << " are not modelled; the op library writes si32 or ui32 indices";
  call.params.set("indices_int32", indices == sops::DataType::Int32 ? 1 : 0);
  return success();
}

// The result type states the dtype (ttnn.typecast's `dtype` attribute repeats it).
LogicalResult typecast(Operation *, const sops::OpInfo &, const sops::TensorDesc &result,
                       OpModelCall &call) {
  call.params.set("dtype", sops::typecastCode(result.dtype));
  return success();
}

LogicalResult toLayout(Operation *, const sops::OpInfo &, const sops::TensorDesc &result,
                       OpModelCall &call) {
  call.params.set("layout", result.layout == sops::Layout::RowMajor ? 1 : 0);
  return success();
}

// ttnn.slice_dynamic's bounds are known only on the device: its shape is the result type's.
LogicalResult sliceDynamic(Operation *, const sops::OpInfo &, const sops::TensorDesc &result,
                           OpModelCall &call) {
  sops::IntList &shape = call.params.listToSet("shape");
  shape.size = result.shape.rank;
  for (int k = 0; k < result.shape.rank; ++k)
    shape.values[static_cast<size_t>(k)] = result.shape[k];
  return success();
}

const OpRule kRules[] = {
    {"", sops::OpFamily::Reduction, {"dims"}, reduction},
    {"softmax", {}, {}, softmax},
    {"matmul", {}, {}, matmul},
    {"argmax", {}, {"reduce_all"}, argReduce},
    {"argmin", {}, {"reduce_all"}, argReduce},
    {"constant", {}, {"value"}, constant},
    {"rms_norm", {}, {}, rmsNorm},
    {"batch_norm_inference", {}, {}, batchNormInference},
    {"batch_norm_training", {}, {"running_stats"}, batchNormTraining},
    {"group_norm", {}, {}, groupNorm},
    {"dit_rms_norm_unary_fused", {}, {"residual"}, ditRmsNorm},
    {"scaled_dot_product_attention", {}, {}, sdpa},
    // query, key, value, attention_mask, cur_pos_tensor, attention_sink
    {"scaled_dot_product_attention_decode", {}, {"mask", "cur_pos"}, sdpaDecode<6, 3>},
    // query, key, value, page_table, attention_mask, cur_pos_tensor, attention_sink
    {"paged_scaled_dot_product_attention_decode", {}, {"mask", "cur_pos"}, sdpaDecode<7, 4>},
    {"conv3d", {}, {"c_in_block"}, conv3d},
    {"sort", {}, {"indices_u16"}, sortIndices},
    {"topk", {}, {"indices_u16"}, sortIndices},
    {"max_pool2d_with_indices", {}, {"indices_int32"}, maxPoolIndices},
    {"typecast", {}, {"dtype"}, typecast},
    {"to_layout", {}, {"layout"}, toLayout},
    {"slice_dynamic", {}, {"shape"}, sliceDynamic},
};

} // namespace

const OpRule *opmodel::findOpRule(const sops::OpInfo &info) {
  for (const OpRule &rule : kRules)
    if (!rule.op.empty() && rule.op == info.name)
      return &rule;
  for (const OpRule &rule : kRules)
    if (rule.op.empty() && rule.family == info.family)
      return &rule;
  return nullptr;
}
