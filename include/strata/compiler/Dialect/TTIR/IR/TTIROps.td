//===- TTIROps.td - ttir operations ------------------------*- tablegen -*-===//
//
// The TTIR ops tt-mlir's model graphs use, declared with tt-mlir's operand and
// attribute names and types (include/ttmlir/Dialect/TTIR/IR/TTIROps.td at
// 19c86fca) so its files parse unchanged, in generic form:
//   %1 = "ttir.reshape"(%0) <{shape = [1 : i32, 32 : i32]}>
//        : (tensor<32xbf16>) -> tensor<1x32xbf16>
// Ops are destination-passing-free (tt-mlir's current form). Ops the dialect
// does not declare parse as unknown ops and are refused by --ttir-to-ttnn.
//
//===----------------------------------------------------------------------===//
#ifndef STRATA_COMPILER_TTIROPS_TD
#define STRATA_COMPILER_TTIROPS_TD

include "strata/compiler/Dialect/TTIR/IR/TTIRBase.td"
include "mlir/IR/OpBase.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class TTIR_Op<string mnemonic, list<Trait> traits = []>
    : Op<TTIR_Dialect, mnemonic, traits>;

def TTIR_Tensor : RankedTensorOf<[AnyType]>;
def TTIR_IntOrInts : AnyAttrOf<[I32Attr, DenseI32ArrayAttr]>;

//===----------------------------------------------------------------------===//
// Elementwise
//===----------------------------------------------------------------------===//

class TTIR_UnaryOp<string mnemonic> : TTIR_Op<mnemonic> {
  let summary = "Elementwise " # mnemonic;
  let arguments = (ins TTIR_Tensor:$input);
  let results = (outs TTIR_Tensor:$result);
}

// gelu's `approximate = "tanh"` is written as a discardable attribute by the
// frontends; the lowering reads it from there.
foreach p = [["abs", "Abs"],
        ["atan", "Atan"],
        ["cbrt", "Cbrt"],
        ["ceil", "Ceil"],
        ["cos", "Cos"],
        ["erf", "Erf"],
        ["erfc", "Erfc"],
        ["exp", "Exp"],
        ["expm1", "Expm1"],
        ["floor", "Floor"],
        ["gelu", "Gelu"],
        ["isfinite", "Isfinite"],
        ["log", "Log"],
        ["log1p", "Log1p"],
        ["logical_not", "LogicalNot"],
        ["neg", "Neg"],
        ["reciprocal", "Reciprocal"],
        ["relu", "Relu"],
        ["relu6", "Relu6"],
        ["rsqrt", "Rsqrt"],
        ["sigmoid", "Sigmoid"],
        ["sign", "Sign"],
        ["silu", "Silu"],
        ["sin", "Sin"],
        ["sqrt", "Sqrt"],
        ["tan", "Tan"],
        ["tanh", "Tanh"],
        ["bitwise_not", "BitwiseNot"],
        ["acos", "Acos"],
        ["asin", "Asin"],
        ["asinh", "Asinh"],
        ["exp2", "Exp2"],
        ["hardsigmoid", "Hardsigmoid"],
        ["mish", "Mish"],
        ["square", "Square"],
        ["trunc", "Trunc"]] in
  def TTIR_ # p[1] # Op : TTIR_UnaryOp<p[0]>;

def TTIR_LeakyReluOp : TTIR_Op<"leaky_relu"> {
  let summary = "Elementwise x, or parameter * x below 0";
  let arguments = (ins TTIR_Tensor:$input, F32Attr:$parameter);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_ClampScalarOp : TTIR_Op<"clamp_scalar"> {
  let summary = "Elementwise min(max(x, min), max)";
  let arguments = (ins TTIR_Tensor:$input, AnyAttrOf<[F32Attr, I32Attr]>:$min,
                       AnyAttrOf<[F32Attr, I32Attr]>:$max);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_ClampTensorOp : TTIR_Op<"clamp_tensor"> {
  let summary = "Elementwise min(max(x, min), max) with tensor bounds";
  let arguments = (ins TTIR_Tensor:$input, TTIR_Tensor:$min, TTIR_Tensor:$max);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_TypecastOp : TTIR_Op<"typecast"> {
  let summary = "Elementwise conversion to the result's element type";
  let arguments = (ins TTIR_Tensor:$input,
                       DefaultValuedAttr<BoolAttr, "false">:$conservative_folding);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

class TTIR_BinaryOp<string mnemonic> : TTIR_Op<mnemonic> {
  let summary = "Elementwise " # mnemonic # " of two tensors of the result's shape";
  let arguments = (ins TTIR_Tensor:$lhs, TTIR_Tensor:$rhs);
  let results = (outs TTIR_Tensor:$result);
}

foreach p = [["add", "Add"],
        ["subtract", "Subtract"],
        ["multiply", "Multiply"],
        ["div", "Div"],
        ["maximum", "Maximum"],
        ["minimum", "Minimum"],
        ["pow", "Pow"],
        ["remainder", "Remainder"],
        ["atan2", "Atan2"],
        ["eq", "Eq"],
        ["ne", "Ne"],
        ["lt", "Lt"],
        ["le", "Le"],
        ["gt", "Gt"],
        ["ge", "Ge"],
        ["logical_and", "LogicalAnd"],
        ["logical_or", "LogicalOr"],
        ["logical_xor", "LogicalXor"],
        ["bitwise_and", "BitwiseAnd"],
        ["bitwise_or", "BitwiseOr"],
        ["bitwise_xor", "BitwiseXor"],
        ["logical_left_shift", "LogicalLeftShift"],
        ["logical_right_shift", "LogicalRightShift"]] in
  def TTIR_ # p[1] # Op : TTIR_BinaryOp<p[0]>;

def TTIR_WhereOp : TTIR_Op<"where"> {
  let summary = "Elementwise select: second where first is nonzero, else third";
  let arguments = (ins TTIR_Tensor:$first, TTIR_Tensor:$second, TTIR_Tensor:$third);
  let results = (outs TTIR_Tensor:$result);
}

//===----------------------------------------------------------------------===//
// Reductions
//===----------------------------------------------------------------------===//

class TTIR_ReductionOp<string mnemonic> : TTIR_Op<mnemonic> {
  let summary = "Reduction (" # mnemonic # ") over dim_arg (every dim when absent)";
  let arguments = (ins TTIR_Tensor:$input, BoolAttr:$keep_dim,
                       OptionalAttr<I32ArrayAttr>:$dim_arg);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

foreach p = [["sum", "Sum"],
        ["mean", "Mean"],
        ["max", "Max"],
        ["min", "Min"],
        ["prod", "Prod"],
        ["argmax", "Argmax"],
        ["reduce_or", "ReduceOr"],
        ["reduce_and", "ReduceAnd"]] in
  def TTIR_ # p[1] # Op : TTIR_ReductionOp<p[0]>;

//===----------------------------------------------------------------------===//
// Data movement
//===----------------------------------------------------------------------===//

def TTIR_ReshapeOp : TTIR_Op<"reshape"> {
  let summary = "The same elements in the shape `shape`";
  let arguments = (ins TTIR_Tensor:$input, I32ArrayAttr:$shape);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_SliceStaticOp : TTIR_Op<"slice_static"> {
  let summary = "Elements begins[d]:ends[d]:step[d] of every dim d";
  let arguments = (ins TTIR_Tensor:$input, I32ArrayAttr:$begins, I32ArrayAttr:$ends,
                       I32ArrayAttr:$step);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_IndexOp : TTIR_Op<"index"> {
  let summary = "Elements begin:end:step of dim `dim`";
  let arguments = (ins TTIR_Tensor:$input, I32Attr:$dim, I32Attr:$begin, I32Attr:$end,
                       I32Attr:$step);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_PermuteOp : TTIR_Op<"permute"> {
  let summary = "Output dim k is input dim permutation[k]";
  let arguments = (ins TTIR_Tensor:$input, DenseI64ArrayAttr:$permutation);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_TransposeOp : TTIR_Op<"transpose"> {
  let summary = "Swaps dims dim0 and dim1";
  let arguments = (ins TTIR_Tensor:$input, SI32Attr:$dim0, SI32Attr:$dim1);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_ConcatOp : TTIR_Op<"concat"> {
  let summary = "The inputs joined along dim";
  let arguments = (ins Variadic<TTIR_Tensor>:$inputs, SI32Attr:$dim);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_BroadcastOp : TTIR_Op<"broadcast"> {
  let summary = "The input repeated broadcast_dimensions[d] times along dim d (size-1 dims)";
  let arguments = (ins TTIR_Tensor:$input, DenseI64ArrayAttr:$broadcast_dimensions);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_RepeatInterleaveOp : TTIR_Op<"repeat_interleave"> {
  let summary = "Each element repeated `repeats` times along `dim`";
  let arguments = (ins TTIR_Tensor:$input, UI32Attr:$repeats, SI32Attr:$dim);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_GetDimensionSizeOp : TTIR_Op<"get_dimension_size"> {
  let summary = "The extent of the operand's `dimension`, as a one-element tensor";
  let arguments = (ins TTIR_Tensor:$operand, I32Attr:$dimension);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_RepeatOp : TTIR_Op<"repeat"> {
  let summary = "The input tiled repeat_dimensions[d] times along dim d";
  let arguments = (ins TTIR_Tensor:$input, DenseI64ArrayAttr:$repeat_dimensions);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_SqueezeOp : TTIR_Op<"squeeze"> {
  let summary = "Drops size-1 dim `dim`";
  let arguments = (ins TTIR_Tensor:$input, SI32Attr:$dim);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_UnsqueezeOp : TTIR_Op<"unsqueeze"> {
  let summary = "Inserts a size-1 dim at `dim`";
  let arguments = (ins TTIR_Tensor:$input, SI32Attr:$dim);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_PadOp : TTIR_Op<"pad"> {
  let summary = "padding[2d] / padding[2d+1] elements of value before / after dim d";
  let arguments = (ins TTIR_Tensor:$input, DenseI32ArrayAttr:$padding, F32Attr:$value);
  let results = (outs TTIR_Tensor:$result);
}

//===----------------------------------------------------------------------===//
// Creation
//===----------------------------------------------------------------------===//

def TTIR_ConstantOp : TTIR_Op<"constant"> {
  let summary = "A tensor of the given values";
  let arguments = (ins ElementsAttr:$value);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_ArangeOp : TTIR_Op<"arange"> {
  let summary = "start, start + step, ... below end along arange_dimension";
  let arguments = (ins SI64Attr:$start, SI64Attr:$end, SI64Attr:$step,
                       I64Attr:$arange_dimension);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_FullOp : TTIR_Op<"full"> {
  let summary = "A tensor of shape `shape` filled with fill_value";
  let arguments = (ins DenseI32ArrayAttr:$shape, AnyAttrOf<[F32Attr, I32Attr]>:$fill_value);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_ZerosOp : TTIR_Op<"zeros"> {
  let summary = "A tensor of zeros of shape `shape`";
  let arguments = (ins DenseI32ArrayAttr:$shape);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_OnesOp : TTIR_Op<"ones"> {
  let summary = "A tensor of ones of shape `shape`";
  let arguments = (ins DenseI32ArrayAttr:$shape);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Matmul, normalisation, attention helpers
//===----------------------------------------------------------------------===//

def TTIR_DotGeneralOp : TTIR_Op<"dot_general"> {
  let summary = "Batched contraction over contract_dims with batch_dims kept (StableHLO's)";
  let arguments = (ins TTIR_Tensor:$lhs, TTIR_Tensor:$rhs,
                       DenseI64ArrayAttr:$batch_dims_lhs, DenseI64ArrayAttr:$contract_dims_lhs,
                       DenseI64ArrayAttr:$batch_dims_rhs, DenseI64ArrayAttr:$contract_dims_rhs);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_MatmulOp : TTIR_Op<"matmul"> {
  let summary = "a x b over the last two dims, batch dims broadcast";
  let arguments = (ins TTIR_Tensor:$a, TTIR_Tensor:$b,
                       DefaultValuedAttr<BoolAttr, "false">:$transpose_a,
                       DefaultValuedAttr<BoolAttr, "false">:$transpose_b);
  let results = (outs TTIR_Tensor:$result);
}

// tt-mlir's own tests (Silicon/TTNN/n150/matmul/linear.mlir) also write
// dot_general's dimension numbers on a linear; tt-mlir's op does not declare them
// and MLIR drops them. Here they are declared and must describe the plain linear
// (leading batch dims, a's last dim against b's second-last).
def TTIR_LinearOp : TTIR_Op<"linear"> {
  let summary = "a x b + bias";
  let arguments = (ins TTIR_Tensor:$a, TTIR_Tensor:$b, Optional<TTIR_Tensor>:$bias,
                       DefaultValuedAttr<BoolAttr, "false">:$transpose_a,
                       DefaultValuedAttr<BoolAttr, "false">:$transpose_b,
                       OptionalAttr<DenseI64ArrayAttr>:$batch_dims_lhs,
                       OptionalAttr<DenseI64ArrayAttr>:$batch_dims_rhs,
                       OptionalAttr<DenseI64ArrayAttr>:$contract_dims_lhs,
                       OptionalAttr<DenseI64ArrayAttr>:$contract_dims_rhs);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_EmbeddingOp : TTIR_Op<"embedding"> {
  let summary = "Rows of weight picked by the indices in input";
  let arguments = (ins TTIR_Tensor:$input, TTIR_Tensor:$weight);
  let results = (outs TTIR_Tensor:$result);
}

// Two forms share the name. tt-mlir at 19c86fca declares torch.gather's `dim`
// (TTIROps.td, TTIR_GatherOp); before efb18c94 (April 2026) ttir.gather carried
// StableHLO's dimension numbers, and the Swin graphs of tt-mlir's model corpus
// were written then. Both parse; the verifier takes exactly one form.
def TTIR_GatherOp : TTIR_Op<"gather"> {
  let summary = "torch.gather along `dim`, or StableHLO's gather by dimension numbers";
  let arguments = (ins TTIR_Tensor:$input, TTIR_Tensor:$index,
                       OptionalAttr<I32Attr>:$dim,
                       OptionalAttr<DenseI64ArrayAttr>:$offset_dims,
                       OptionalAttr<DenseI64ArrayAttr>:$collapsed_slice_dims,
                       OptionalAttr<DenseI64ArrayAttr>:$operand_batching_dims,
                       OptionalAttr<DenseI64ArrayAttr>:$start_indices_batching_dims,
                       OptionalAttr<DenseI64ArrayAttr>:$start_index_map,
                       OptionalAttr<SI64Attr>:$index_vector_dim,
                       OptionalAttr<DenseI64ArrayAttr>:$slice_sizes,
                       OptionalAttr<BoolAttr>:$indices_are_sorted);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// StableHLO's form (dimension numbers) rather than torch.gather's `dim`.
    bool hasDimensionNumbers() { return !getDimAttr(); }
  }];
}

def TTIR_ScatterOp : TTIR_Op<"scatter"> {
  let summary = "torch.scatter(_reduce): source sent into input along dim at index";
  let arguments = (ins TTIR_Tensor:$input, TTIR_Tensor:$index, TTIR_Tensor:$source,
                       I32Attr:$dim, AnyAttr:$scatter_reduce_type);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_ConcatenateHeadsOp : TTIR_Op<"concatenate_heads"> {
  let summary = "[B, H, S, D] -> [B, S, H*D]";
  let arguments = (ins TTIR_Tensor:$input);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_SplitQueryKeyValueAndSplitHeadsOp : TTIR_Op<"split_query_key_value_and_split_heads"> {
  let summary = "[B, S, (nh + 2 nkv) D] (or q and kv inputs) -> q [B, nh, S, D], k, v";
  let arguments = (ins TTIR_Tensor:$input_tensor, Optional<TTIR_Tensor>:$kv_input_tensor,
                       UI32Attr:$num_heads, OptionalAttr<UI32Attr>:$num_kv_heads,
                       BoolAttr:$transpose_key);
  let results = (outs TTIR_Tensor:$query, TTIR_Tensor:$key, TTIR_Tensor:$value);
}

def TTIR_ScaledDotProductAttentionOp : TTIR_Op<"scaled_dot_product_attention",
                                               [AttrSizedOperandSegments]> {
  let summary = "softmax(q k^T * scale + mask) v, causal unless is_causal = false";
  let arguments = (ins TTIR_Tensor:$query, TTIR_Tensor:$key, TTIR_Tensor:$value,
                       Optional<TTIR_Tensor>:$attention_mask,
                       DefaultValuedAttr<BoolAttr, "true">:$is_causal,
                       OptionalAttr<F32Attr>:$scale,
                       OptionalAttr<UI32Attr>:$sliding_window_size,
                       Optional<TTIR_Tensor>:$attention_sink);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_SoftmaxOp : TTIR_Op<"softmax"> {
  let summary = "Softmax along dimension";
  let arguments = (ins TTIR_Tensor:$input, SI32Attr:$dimension,
                       DefaultValuedAttr<BoolAttr, "false">:$numericStable);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

class TTIR_NormOp<string mnemonic> : TTIR_Op<mnemonic, [AttrSizedOperandSegments]> {
  let summary = mnemonic # " over the trailing normalized_shape dims";
  let arguments = (ins TTIR_Tensor:$input, Optional<TTIR_Tensor>:$weight,
                       Optional<TTIR_Tensor>:$bias, DenseI64ArrayAttr:$normalized_shape,
                       DefaultValuedAttr<F32Attr, "1e-05">:$epsilon);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_RMSNormOp : TTIR_NormOp<"rms_norm">;
def TTIR_LayerNormOp : TTIR_NormOp<"layer_norm">;

def TTIR_BatchNormInferenceOp : TTIR_Op<"batch_norm_inference"> {
  let summary = "Batch norm with given mean and variance along `dimension`";
  let arguments = (ins TTIR_Tensor:$operand, TTIR_Tensor:$scale, TTIR_Tensor:$offset,
                       TTIR_Tensor:$mean, TTIR_Tensor:$variance, F32Attr:$epsilon,
                       I32Attr:$dimension);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_FillCacheOp : TTIR_Op<"fill_cache"> {
  let summary = "In place: cache[batch_offset, :, 0:S, :] = input";
  let arguments = (ins Arg<TTIR_Tensor, "cache", [MemWrite]>:$cache, TTIR_Tensor:$input,
                       I32Attr:$batch_offset);
}

def TTIR_UpdateCacheOp : TTIR_Op<"update_cache"> {
  let summary = "In place: cache[b, :, update_index, :] = input[0, :, batch_offset + b, :]";
  let arguments = (ins Arg<TTIR_Tensor, "cache", [MemWrite]>:$cache, TTIR_Tensor:$input,
                       TTIR_Tensor:$update_index, I32Attr:$batch_offset);
}

//===----------------------------------------------------------------------===//
// Convolution and pooling (NCHW or the dims the op names)
//===----------------------------------------------------------------------===//

def TTIR_Conv2dOp : TTIR_Op<"conv2d"> {
  let summary = "2-d convolution";
  let arguments = (ins TTIR_Tensor:$input, TTIR_Tensor:$weight, Optional<TTIR_Tensor>:$bias,
                       TTIR_IntOrInts:$stride, TTIR_IntOrInts:$padding,
                       TTIR_IntOrInts:$dilation, I32Attr:$groups,
                       DefaultValuedAttr<I64Attr, "0">:$batch_dim,
                       DefaultValuedAttr<I64Attr, "1">:$height_dim,
                       DefaultValuedAttr<I64Attr, "2">:$width_dim,
                       DefaultValuedAttr<I64Attr, "3">:$channel_dim);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_ConvTranspose2dOp : TTIR_Op<"conv_transpose2d"> {
  let summary = "2-d transposed convolution; weight [C, O/groups, KH, KW]";
  let arguments = (ins TTIR_Tensor:$input, TTIR_Tensor:$weight, Optional<TTIR_Tensor>:$bias,
                       TTIR_IntOrInts:$stride, TTIR_IntOrInts:$padding,
                       TTIR_IntOrInts:$output_padding, TTIR_IntOrInts:$dilation,
                       I32Attr:$groups,
                       DefaultValuedAttr<I64Attr, "0">:$batch_dim,
                       DefaultValuedAttr<I64Attr, "1">:$height_dim,
                       DefaultValuedAttr<I64Attr, "2">:$width_dim,
                       DefaultValuedAttr<I64Attr, "3">:$channel_dim);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_MaxPool2dOp : TTIR_Op<"max_pool2d"> {
  let summary = "2-d max pooling";
  let arguments = (ins TTIR_Tensor:$input, TTIR_IntOrInts:$kernel, TTIR_IntOrInts:$stride,
                       TTIR_IntOrInts:$dilation, TTIR_IntOrInts:$padding, BoolAttr:$ceil_mode,
                       OptionalAttr<AnyAttr>:$flattened_compat_info);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

// A pool's input is NHWC, or tt-mlir's flattened rows [1, 1, N*H*W, C] with
// `flattened_compat_info = #ttir<flattened_compat batch_size = N, input_height = H,
// input_width = W>` (and a result in the same flattened form).
def TTIR_AvgPool2dOp : TTIR_Op<"avg_pool2d"> {
  let summary = "2-d average pooling (count_include_pad: padding taps count in the divisor)";
  let arguments = (ins TTIR_Tensor:$input, TTIR_IntOrInts:$kernel, TTIR_IntOrInts:$stride,
                       TTIR_IntOrInts:$dilation, TTIR_IntOrInts:$padding, BoolAttr:$ceil_mode,
                       DefaultValuedAttr<BoolAttr, "true">:$count_include_pad,
                       OptionalAttr<AnyAttr>:$flattened_compat_info);
  let results = (outs TTIR_Tensor:$result);
  let hasVerifier = 1;
}

def TTIR_GlobalAvgPool2dOp : TTIR_Op<"global_avg_pool2d"> {
  let summary = "The mean over H x W of an NHWC tensor";
  let arguments = (ins TTIR_Tensor:$input);
  let results = (outs TTIR_Tensor:$result);
}

def TTIR_Upsample2dOp : TTIR_Op<"upsample2d"> {
  let summary = "2-d upsampling of an NHWC tensor";
  let arguments = (ins TTIR_Tensor:$input, AnyAttrOf<[SI32Attr, DenseI32ArrayAttr]>:$scale_factor,
                       DefaultValuedAttr<StrAttr, "\"nearest\"">:$mode);
  let results = (outs TTIR_Tensor:$result);
}

#endif // STRATA_COMPILER_TTIROPS_TD
