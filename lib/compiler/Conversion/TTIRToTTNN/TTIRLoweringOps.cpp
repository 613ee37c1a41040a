// The TTIR ops other than elementwise ones, lowered to ttnn (see TTIRLowering.h
// and docs/ttir.md): reductions, matmuls, creation ops, data movement that needs
// more than one ttnn op, normalisation, convolution and pooling, embedding and
// the KV-cache ops.
#include "strata/compiler/Conversion/TTIRToTTNN/TTIRLowering.h"

#include "TTIRLoweringSupport.h"

using namespace mlir;
using namespace mlir::tt;

namespace strata::compiler {
using namespace ttir_lowering;

FailureOr<Value> TTIRLowering::lowerReduction(Operation *op) {
  Location loc = op->getLoc();
  Value input = lowered(op->getOperand(0));
  auto inputType = cast<RankedTensorType>(input.getType());
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  const int64_t rank = inputType.getRank();
  SmallVector<bool> reduced(rank, false);
  if (auto dims = op->getAttrOfType<ArrayAttr>("dim_arg")) {
    // In range and named once: the reductions' verifier (TTIROps.cpp) checked.
    for (Attribute d : dims)
      reduced[normalizeDim(cast<IntegerAttr>(d).getInt(), rank)] = true;
  } else {
    reduced.assign(rank, true);
  }
  // The op library reduces trailing dims: the kept dims go first, in order,
  // then the reduced ones, merged into one.
  SmallVector<int64_t> permutation, keptShape;
  int64_t reducedCount = 1;
  for (int64_t d = 0; d < rank; ++d)
    if (!reduced[d]) {
      permutation.push_back(d);
      keptShape.push_back(inputType.getShape()[d]);
    }
  for (int64_t d = 0; d < rank; ++d)
    if (reduced[d]) {
      permutation.push_back(d);
      reducedCount *= inputType.getShape()[d];
    }
  Value x = permute(loc, input, permutation);
  SmallVector<int64_t> merged(keptShape);
  merged.push_back(reducedCount);
  x = reshape(loc, x, merged);
  StringRef name = op->getName().stripDialect();
  std::string ttnnName = llvm::StringSwitch<std::string>(name)
                             .Cases("reduce_or", "max", "ttnn.max")
                             .Case("reduce_and", "ttnn.min")
                             .Default(("ttnn." + name).str());
  auto xType = cast<RankedTensorType>(x.getType());
  SmallVector<int64_t> keptOne(keptShape);
  keptOne.push_back(1);
  Value reducedValue;
  if (name == "argmax") {
    // The op library's argmax reads tiles (tt-mlir untilizes first for ttnn's)
    // and gives uint32 row-major indices, as ttnn's does.
    reducedValue = create(loc, "ttnn.argmax", x,
                          deviceType(keptOne, IntegerType::get(context, 32, IntegerType::Unsigned),
                                     /*rowMajor=*/true),
                          {param("argmax", "dim", builder.getI32IntegerAttr(-1)),
                           param("argmax", "keep_dim", builder.getBoolAttr(true))});
    reducedValue = toLayout(loc, reducedValue, /*rowMajor=*/false);
    reducedValue = typecast(loc, reducedValue, Float32Type::get(context));
  } else {
    reducedValue = create(loc, ttnnName, x, deviceType(keptOne, xType.getElementType()),
                          {named("dim_arg", builder.getI32ArrayAttr({-1})),
                           named("keep_dim", builder.getBoolAttr(true))});
  }
  Value out = reshape(loc, reducedValue, resultType.getShape());
  Type element = valueElementType(resultType.getElementType());
  return typecast(loc, out, element);
}

FailureOr<Value> TTIRLowering::lowerDotGeneral(Operation *op) {
  auto dot = cast<ttir::DotGeneralOp>(op);
  Location loc = op->getLoc();
  Value lhs = lowered(dot.getLhs());
  Value rhs = lowered(dot.getRhs());
  auto lhsType = cast<RankedTensorType>(lhs.getType());
  auto rhsType = cast<RankedTensorType>(rhs.getType());
  auto free = [](int64_t rank, ArrayRef<int64_t> batch, ArrayRef<int64_t> contract) {
    SmallVector<int64_t> dims;
    for (int64_t d = 0; d < rank; ++d)
      if (!llvm::is_contained(batch, d) && !llvm::is_contained(contract, d))
        dims.push_back(d);
    return dims;
  };
  ArrayRef<int64_t> lb = dot.getBatchDimsLhs(), lc = dot.getContractDimsLhs();
  ArrayRef<int64_t> rb = dot.getBatchDimsRhs(), rc = dot.getContractDimsRhs();
  if (lb.size() != rb.size() || lc.size() != rc.size())
    return op->emitError() << "batch and contracting dims of lhs and rhs differ in number";
  SmallVector<int64_t> lf = free(lhsType.getRank(), lb, lc);
  SmallVector<int64_t> rf = free(rhsType.getRank(), rb, rc);
  auto sizes = [](RankedTensorType t, ArrayRef<int64_t> dims) {
    int64_t n = 1;
    for (int64_t d : dims)
      n *= t.getShape()[d];
    return n;
  };
  SmallVector<int64_t> batchShape;
  for (int64_t d : lb)
    batchShape.push_back(lhsType.getShape()[d]);
  const int64_t m = sizes(lhsType, lf), k = sizes(lhsType, lc), n = sizes(rhsType, rf);
  // lhs as [batch..., M, K], rhs as [batch..., K, N].
  SmallVector<int64_t> lp(lb), rp(rb);
  lp.append(lf);
  lp.append(lc.begin(), lc.end());
  rp.append(rc.begin(), rc.end());
  rp.append(rf);
  SmallVector<int64_t> lshape(batchShape), rshape(batchShape), oshape(batchShape);
  lshape.append({m, k});
  rshape.append({k, n});
  oshape.append({m, n});
  Value a = reshape(loc, permute(loc, lhs, lp), lshape);
  Value b = reshape(loc, permute(loc, rhs, rp), rshape);
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  Type element = valueElementType(resultType.getElementType());
  Value product = create(loc, "ttnn.matmul", {a, b}, deviceType(oshape, element),
                         {named("transpose_a", builder.getBoolAttr(false)),
                          named("transpose_b", builder.getBoolAttr(false))});
  return reshape(loc, product, resultType.getShape());
}

FailureOr<Value> TTIRLowering::lowerConstant(Operation *op) {
  Location loc = op->getLoc();
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  RankedTensorType device = deviceType(resultType);
  Type element = device.getElementType();
  auto shapeAttr = ttnn::ShapeAttr::get(context, device.getShape());
  auto dtype = ttcore::DataTypeAttr::get(context, *dataTypeOf(element));
  auto layout = ttnn::LayoutAttr::get(context, ttnn::Layout::Tile);
  // The op library fills bf16 / f32 tensors: an integer fill is made in f32
  // (exact to 2^24) and typecast.
  auto full = [&](double value) -> Value {
    if (!isa<FloatType>(element)) {
      Type f32 = Float32Type::get(context);
      Value filled =
          create(loc, "ttnn.full", {}, deviceType(device.getShape(), f32),
                 {named("shape", shapeAttr),
                  param("full", "value", builder.getF32FloatAttr(static_cast<float>(value))),
                  named("dtype", ttcore::DataTypeAttr::get(context, ttcore::DataType::Float32)),
                  named("layout", layout)});
      return typecast(loc, filled, element);
    }
    return create(loc, "ttnn.full", {}, device,
                  {named("shape", shapeAttr),
                   param("full", "value", builder.getF32FloatAttr(static_cast<float>(value))),
                   named("dtype", dtype), named("layout", layout)});
  };
  // tt-mlir folds get_dimension_size to a constant (its TTIROps.cpp fold).
  if (auto size = dyn_cast<ttir::GetDimensionSizeOp>(op)) {
    auto operand = cast<RankedTensorType>(size.getOperand().getType());
    const int64_t dim = size.getDimension();
    if (dim < 0 || dim >= operand.getRank())
      return op->emitError() << "dimension " << dim << " is outside the operand's rank "
                             << operand.getRank();
    return full(static_cast<double>(operand.getDimSize(dim)));
  }
  if (isa<ttir::ZerosOp>(op))
    return full(0);
  if (isa<ttir::OnesOp>(op))
    return full(1);
  if (auto fullOp = dyn_cast<ttir::FullOp>(op)) {
    Attribute value = fullOp.getFillValue();
    if (auto f = dyn_cast<FloatAttr>(value))
      return full(f.getValueAsDouble());
    return full(static_cast<double>(cast<IntegerAttr>(value).getInt()));
  }
  auto elements = dyn_cast<DenseElementsAttr>(cast<ttir::ConstantOp>(op).getValue());
  if (!elements)
    return op->emitError() << "a constant that is not a dense elements attribute (e.g. a "
                              "dense resource) is not lowered";
  Type source = elements.getElementType();
  // tt-mlir lowers a splat to ttnn.full, anything else to ttnn.constant.
  if (elements.isSplat()) {
    if (isa<FloatType>(source))
      return full(elements.getSplatValue<APFloat>().convertToDouble());
    APInt v = elements.getSplatValue<APInt>();
    const bool isUnsigned = cast<IntegerType>(source).isUnsigned() || v.getBitWidth() == 1;
    return full(isUnsigned ? static_cast<double>(v.getZExtValue())
                           : static_cast<double>(v.getSExtValue()));
  }
  // The values in the device element type (tt-mlir's ConstantOpAttrRewriter):
  // i64 saturated to i32, i1 as bf16 0/1, f64 rounded to f32.
  auto valueType = RankedTensorType::get(device.getShape(), element);
  DenseElementsAttr converted;
  if (isa<FloatType>(element)) {
    SmallVector<APFloat> values;
    const auto &semantics = cast<FloatType>(element).getFloatSemantics();
    if (isa<FloatType>(source)) {
      for (APFloat v : elements.getValues<APFloat>()) {
        bool lost = false;
        v.convert(semantics, APFloat::rmNearestTiesToEven, &lost);
        values.push_back(v);
      }
    } else {
      const bool isUnsigned = cast<IntegerType>(source).isUnsigned() ||
                              cast<IntegerType>(source).getWidth() == 1;
      for (APInt v : elements.getValues<APInt>()) {
        APFloat f(semantics);
        f.convertFromAPInt(v, !isUnsigned, APFloat::rmNearestTiesToEven);
        values.push_back(f);
      }
    }
    converted = DenseElementsAttr::get(valueType, values);
  } else {
    if (!isa<IntegerType>(source))
      return op->emitError() << "a float constant with an integer result is not lowered";
    SmallVector<APInt> values;
    const bool isUnsigned = cast<IntegerType>(element).isUnsigned();
    for (APInt v : elements.getValues<APInt>())
      values.push_back(isUnsigned ? v.truncUSat(32) : v.truncSSat(32));
    converted = DenseElementsAttr::get(valueType, values);
  }
  return create(loc, "ttnn.constant", {}, device,
                {param("constant", "value", converted), named("dtype", dtype), named("layout", layout)});
}

FailureOr<Value> TTIRLowering::lowerArange(Operation *op) {
  auto arange = cast<ttir::ArangeOp>(op);
  Location loc = op->getLoc();
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  SmallVector<int64_t> shape = deviceShape(resultType.getShape());
  const int64_t rank = static_cast<int64_t>(shape.size());
  const int64_t dim = normalizeDim(arange.getArangeDimension(), rank);
  if (dim < 0 || dim >= rank)
    return op->emitError() << "arange_dimension " << arange.getArangeDimension()
                           << " is outside the result's " << rank << " dims";
  const int64_t length = shape[dim];
  Type element = valueElementType(resultType.getElementType());
  // One row of values, then the result's shape by reshape and repeat.
  Value row = create(loc, "ttnn.arange", {}, deviceType({length}, element),
                     {param("arange", "start", builder.getI64IntegerAttr(arange.getStart())),
                      param("arange", "end", builder.getI64IntegerAttr(arange.getEnd())),
                      param("arange", "step", builder.getI64IntegerAttr(arange.getStep())),
                      named("dtype", ttcore::DataTypeAttr::get(context, *dataTypeOf(element)))});
  SmallVector<int64_t> unit(rank, 1), repeats(shape);
  unit[dim] = length;
  repeats[dim] = 1;
  Value x = reshape(loc, row, unit);
  if (llvm::any_of(repeats, [](int64_t r) { return r != 1; }))
    x = create(loc, "ttnn.repeat", x, deviceType(shape, element),
               {param("repeat", "repeat_dims", ttnn::ShapeAttr::get(context, repeats))});
  return x;
}

FailureOr<Value> TTIRLowering::lowerConcat(Operation *op) {
  auto concat = cast<ttir::ConcatOp>(op);
  Location loc = op->getLoc();
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  const int64_t rank = resultType.getRank();
  const int64_t dim = normalizeDim(concat.getDim(), rank);
  SmallVector<Value> inputs;
  for (Value v : concat.getInputs())
    inputs.push_back(lowered(v));
  if (inputs.size() == 1)
    return inputs.front();
  Type element = valueElementType(resultType.getElementType());
  // The op library joins 2 or 3 inputs: longer lists become a chain.
  Value acc = inputs.front();
  size_t next = 1;
  while (next < inputs.size()) {
    const size_t take = std::min<size_t>(2, inputs.size() - next);
    SmallVector<Value> group = {acc};
    for (size_t i = 0; i < take; ++i)
      group.push_back(inputs[next + i]);
    next += take;
    SmallVector<int64_t> shape(cast<RankedTensorType>(acc.getType()).getShape());
    shape[dim] = 0;
    for (Value v : group)
      shape[dim] += cast<RankedTensorType>(v.getType()).getShape()[dim];
    acc = create(loc, "ttnn.concat", group, deviceType(shape, element),
                 {param("concat", "dim", builder.getSI32IntegerAttr(static_cast<int32_t>(dim)))});
  }
  return acc;
}

FailureOr<Value> TTIRLowering::lowerSoftmax(Operation *op) {
  auto softmax = cast<ttir::SoftmaxOp>(op);
  Location loc = op->getLoc();
  Value input = lowered(softmax.getInput());
  auto type = cast<RankedTensorType>(input.getType());
  const int64_t rank = type.getRank();
  const int64_t dim = normalizeDim(softmax.getDimension(), rank);
  SmallVector<int64_t> permutation(rank);
  std::iota(permutation.begin(), permutation.end(), 0);
  std::swap(permutation[dim], permutation[rank - 1]);
  // The op library normalises the last dim; another dim goes there and back.
  Value x = permute(loc, input, permutation);
  Value y = create(loc, "ttnn.softmax", x, x.getType(),
                   {named("dimension", builder.getSI32IntegerAttr(-1)),
                    param("softmax", "numeric_stable", builder.getBoolAttr(softmax.getNumericStable()))});
  return permute(loc, y, permutation);
}

FailureOr<Value> TTIRLowering::lowerNorm(Operation *op) {
  Location loc = op->getLoc();
  const bool rms = isa<ttir::RMSNormOp>(op);
  ArrayRef<int64_t> normalized = rms ? cast<ttir::RMSNormOp>(op).getNormalizedShape()
                                     : cast<ttir::LayerNormOp>(op).getNormalizedShape();
  const float epsilon = rms ? cast<ttir::RMSNormOp>(op).getEpsilon().convertToFloat()
                            : cast<ttir::LayerNormOp>(op).getEpsilon().convertToFloat();
  Value input = lowered(op->getOperand(0));
  auto inputType = cast<RankedTensorType>(input.getType());
  if (normalized.size() != 1 || normalized.front() != inputType.getShape().back())
    return op->emitError() << "normalized_shape must be the last dim alone (the op library "
                              "normalises the last dim)";
  Value weight = rms ? cast<ttir::RMSNormOp>(op).getWeight() : cast<ttir::LayerNormOp>(op).getWeight();
  Value bias = rms ? cast<ttir::RMSNormOp>(op).getBias() : cast<ttir::LayerNormOp>(op).getBias();
  SmallVector<Value> operands = {input};
  // Weight and bias in the input's dtype, one row ([1, N]) as ttnn reads them.
  auto affine = [&](Value v) {
    Value m = lowered(v);
    m = reshape(loc, m, {1, inputType.getShape().back()});
    return typecast(loc, m, inputType.getElementType());
  };
  if (weight)
    operands.push_back(affine(weight));
  if (bias)
    operands.push_back(affine(bias));
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  return create(
      loc, rms ? "ttnn.rms_norm" : "ttnn.layer_norm", operands, deviceType(resultType),
      {rms ? param("rms_norm", "epsilon", builder.getF32FloatAttr(epsilon))
           : param("layer_norm", "eps", builder.getF32FloatAttr(epsilon)),
       named("operandSegmentSizes",
             builder.getDenseI32ArrayAttr({1, weight ? 1 : 0, bias ? 1 : 0}))});
}

// tt-mlir's TTIRToTTNN.cpp (BatchNormInferenceOpConversionPattern): a 4-d operand
// normalised over dimension 1 only, operands reordered to ttnn's input, running_mean,
// running_var, weight (TTIR's scale), bias (offset). The [C] statistics become
// [1, C, 1, 1] in the input's dtype, the per-channel shape the op library broadcasts.
FailureOr<Value> TTIRLowering::lowerBatchNorm(Operation *op) {
  auto norm = cast<ttir::BatchNormInferenceOp>(op);
  Location loc = op->getLoc();
  Value input = lowered(norm.getOperand());
  auto inputType = cast<RankedTensorType>(input.getType());
  if (inputType.getRank() != 4)
    return op->emitError() << "batch_norm_inference of a rank-" << inputType.getRank()
                           << " operand; ttnn's takes [N, C, H, W] (as tt-mlir lowers it)";
  if (norm.getDimension() != 1)
    return op->emitError() << "batch_norm_inference over dimension " << norm.getDimension()
                           << "; ttnn's normalises dimension 1 only (as tt-mlir lowers it)";
  const int64_t channels = inputType.getShape()[1];
  auto perChannel = [&](Value v) -> FailureOr<Value> {
    auto type = cast<RankedTensorType>(v.getType());
    if (type.getNumElements() != channels)
      return op->emitError() << "a batch_norm_inference statistic of " << type.getNumElements()
                             << " elements for " << channels << " channels";
    return typecast(loc, reshape(loc, lowered(v), {1, channels, 1, 1}),
                    inputType.getElementType());
  };
  SmallVector<Value> operands = {input};
  for (Value v : {norm.getMean(), norm.getVariance(), norm.getScale(), norm.getOffset()}) {
    FailureOr<Value> channelValue = perChannel(v);
    if (failed(channelValue))
      return failure();
    operands.push_back(*channelValue);
  }
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  return create(loc, "ttnn.batch_norm_inference", operands, deviceType(resultType),
                {param("batch_norm_inference", "epsilon", builder.getF32FloatAttr(norm.getEpsilon().convertToFloat())),
                 named("operandSegmentSizes", builder.getDenseI32ArrayAttr({1, 1, 1, 1, 1}))});
}

FailureOr<Value> TTIRLowering::lowerConv2d(Operation *op) {
  auto conv = cast<ttir::Conv2dOp>(op);
  Location loc = op->getLoc();
  Value input = lowered(conv.getInput());
  Value weight = lowered(conv.getWeight());
  Value bias = conv.getBias() ? lowered(conv.getBias()) : Value();
  auto inputType = cast<RankedTensorType>(input.getType());
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  auto weightType = cast<RankedTensorType>(weight.getType());
  if (inputType.getRank() != 4 || weightType.getRank() != 4)
    return op->emitError() << "a conv2d input and weight of rank 4 are lowered";
  // tt-mlir's flattened form: the input as NHWC rows [1, 1, N*H*W, C].
  SmallVector<int64_t> toNHWC = {
      static_cast<int64_t>(conv.getBatchDim()), static_cast<int64_t>(conv.getHeightDim()),
      static_cast<int64_t>(conv.getWidthDim()), static_cast<int64_t>(conv.getChannelDim())};
  SmallVector<int64_t> sorted(toNHWC);
  llvm::sort(sorted);
  if (sorted != SmallVector<int64_t>{0, 1, 2, 3})
    return op->emitError() << "batch, height, width and channel dims must be 0..3 once each";
  ArrayRef<int64_t> in = inputType.getShape();
  const int64_t n = in[toNHWC[0]], h = in[toNHWC[1]], w = in[toNHWC[2]], c = in[toNHWC[3]];
  ArrayRef<int64_t> out = resultType.getShape();
  const int64_t oh = out[toNHWC[1]], ow = out[toNHWC[2]], o = out[toNHWC[3]];
  std::optional<std::array<int32_t, 2>> stride = pairOf(conv.getStride());
  std::optional<std::array<int32_t, 2>> dilation = pairOf(conv.getDilation());
  // TTIR pads [top, left, bottom, right] (or one / two values); ttnn [top, bottom, left, right].
  SmallVector<int32_t> padding = ttnnPadding(conv.getPadding());
  if (!stride || !dilation || padding.empty())
    return op->emitError() << "stride, dilation and padding must be one or two values (padding "
                              "also four)";
  Value x = reshape(loc, permute(loc, input, toNHWC), {1, 1, n * h * w, c});
  auto i32 = [&](int64_t v) { return builder.getI32IntegerAttr(static_cast<int32_t>(v)); };
  const int64_t kh = weightType.getShape()[2], kw = weightType.getShape()[3];
  auto kernel = [&](StringRef opName) {
    return param(opName, "kernel_size", builder.getDenseI32ArrayAttr({static_cast<int32_t>(kh),
                                                                  static_cast<int32_t>(kw)}));
  };
  // A weight argument arrives row-major (onlyConvWeight), as tt-mlir's host holds it,
  // and becomes the matrix conv2d multiplies, [1, 1, KH*KW*C, O] tiled, as tt-mlir's
  // prepare_conv2d_weights makes it (TTNNOps.td): tilized as [O, I, KH, KW] instead,
  // every KH x KW window would pad to a 32 x 32 tile (ResNet's 2048x1024x1x1: 4.3 GB).
  if (!isa<ttcore::TileType>(cast<ttnn::TTNNLayoutAttr>(weightType.getEncoding()).getElementType()))
    weight = create(loc, "ttnn.prepare_conv2d_weights", weight,
                    deviceType({1, 1, kh * kw * c, o}, weightType.getElementType()),
                    {param("prepare_conv2d_weights", "in_channels", i32(c)),
                     param("prepare_conv2d_weights", "out_channels", i32(o)),
                     kernel("prepare_conv2d_weights"),
                     param("prepare_conv2d_weights", "groups", i32(conv.getGroups()))});
  SmallVector<Value> operands = {x, weight};
  if (bias)
    operands.push_back(bias);
  Type element = valueElementType(resultType.getElementType());
  Value y = create(loc, "ttnn.conv2d", operands, deviceType({1, 1, n * oh * ow, o}, element),
                   {param("conv2d", "in_channels", i32(c)), param("conv2d", "out_channels", i32(o)),
                    param("conv2d", "batch_size", i32(n)), param("conv2d", "input_height", i32(h)),
                    param("conv2d", "input_width", i32(w)),
                    kernel("conv2d"),
                    param("conv2d", "stride", builder.getDenseI32ArrayAttr(*stride)),
                    param("conv2d", "padding", builder.getDenseI32ArrayAttr(padding)),
                    param("conv2d", "dilation", builder.getDenseI32ArrayAttr(*dilation)),
                    param("conv2d", "groups", i32(conv.getGroups()))});
  // Back to the result's dim order: NHWC, then the inverse of toNHWC.
  y = reshape(loc, y, {n, oh, ow, o});
  SmallVector<int64_t> fromNHWC(4);
  for (int64_t k = 0; k < 4; ++k)
    fromNHWC[toNHWC[k]] = k;
  return permute(loc, y, fromNHWC);
}

FailureOr<Value> TTIRLowering::lowerConvTranspose2d(Operation *op) {
  // tt-mlir's ConvTranspose2dOpConversionPattern: the NHWC input as is (the op
  // library reads NHWC and flattened rows alike), its attributes named as ttnn's.
  auto conv = cast<ttir::ConvTranspose2dOp>(op);
  Location loc = op->getLoc();
  if (conv.getBatchDim() != 0 || conv.getHeightDim() != 1 || conv.getWidthDim() != 2 ||
      conv.getChannelDim() != 3)
    return op->emitError() << "a conv_transpose2d on dims other than NHWC is not lowered";
  auto inputType = cast<RankedTensorType>(conv.getInput().getType());
  auto weightType = cast<RankedTensorType>(conv.getWeight().getType());
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  if (inputType.getRank() != 4 || weightType.getRank() != 4)
    return op->emitError() << "a conv_transpose2d of rank-4 input and weight is lowered";
  std::optional<std::array<int32_t, 2>> stride = pairOf(conv.getStride());
  std::optional<std::array<int32_t, 2>> dilation = pairOf(conv.getDilation());
  std::optional<std::array<int32_t, 2>> outputPadding = pairOf(conv.getOutputPadding());
  SmallVector<int32_t> padding = ttnnPadding(conv.getPadding()); // [top, bottom, left, right]
  if (!stride || !dilation || !outputPadding || padding.empty())
    return op->emitError() << "stride, dilation and output_padding must be one or two values, "
                              "padding one, two or four";
  if (padding[0] != padding[1] || padding[2] != padding[3])
    return op->emitError() << "an asymmetric conv_transpose2d padding is not lowered (ttnn's "
                              "takes one value per dim)";
  ArrayRef<int64_t> in = inputType.getShape(), w = weightType.getShape();
  auto i32 = [&](int64_t v) { return builder.getI32IntegerAttr(static_cast<int32_t>(v)); };
  SmallVector<Value> operands = {lowered(conv.getInput()), lowered(conv.getWeight())};
  if (conv.getBias())
    operands.push_back(lowered(conv.getBias()));
  return create(loc, "ttnn.conv_transpose2d", operands, deviceType(resultType),
                {param("conv_transpose2d", "in_channels", i32(in[3])), param("conv_transpose2d", "out_channels", i32(resultType.getShape()[3])),
                 param("conv_transpose2d", "batch_size", i32(in[0])), param("conv_transpose2d", "input_height", i32(in[1])),
                 param("conv_transpose2d", "input_width", i32(in[2])),
                 param("conv_transpose2d", "kernel_size", builder.getDenseI32ArrayAttr({static_cast<int32_t>(w[2]),
                                                                    static_cast<int32_t>(w[3])})),
                 param("conv_transpose2d", "stride", builder.getDenseI32ArrayAttr(*stride)),
                 param("conv_transpose2d", "padding", builder.getDenseI32ArrayAttr({padding[0], padding[2]})),
                 param("conv_transpose2d", "output_padding", builder.getDenseI32ArrayAttr(*outputPadding)),
                 param("conv_transpose2d", "dilation", builder.getDenseI32ArrayAttr(*dilation)),
                 param("conv_transpose2d", "groups", conv.getGroupsAttr())});
}

FailureOr<Value> TTIRLowering::lowerPool2d(Operation *op) {
  Location loc = op->getLoc();
  Value input = lowered(op->getOperand(0));
  auto inputType = cast<RankedTensorType>(input.getType());
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  if (isa<ttir::GlobalAvgPool2dOp>(op)) {
    if (inputType.getRank() != 4)
      return op->emitError() << "a pooling input of rank 4 (NHWC) is lowered";
    return create(loc, "ttnn.global_avg_pool2d", input, deviceType(resultType));
  }
  auto extents = poolExtents(op);
  if (!extents)
    return failure();
  const auto [in, out] = *extents;
  const int64_t n = in[0], h = in[1], w = in[2], c = in[3];
  Type element = valueElementType(resultType.getElementType());
  auto max = dyn_cast<ttir::MaxPool2dOp>(op);
  auto avg = dyn_cast<ttir::AvgPool2dOp>(op);
  std::optional<std::array<int32_t, 2>> kernel = pairOf(max ? max.getKernel() : avg.getKernel());
  std::optional<std::array<int32_t, 2>> stride = pairOf(max ? max.getStride() : avg.getStride());
  std::optional<std::array<int32_t, 2>> dilation =
      pairOf(max ? max.getDilation() : avg.getDilation());
  SmallVector<int32_t> padding = ttnnPadding(max ? max.getPadding() : avg.getPadding());
  if (!kernel || !stride || !dilation || padding.empty())
    return op->emitError() << "kernel, stride, dilation and padding must be one or two values "
                              "(padding also four)";
  // tt-mlir's flattened NHWC rows, as for conv2d.
  Value x = reshape(loc, input, {1, 1, n * h * w, c});
  auto i32 = [&](int64_t v) { return builder.getI32IntegerAttr(static_cast<int32_t>(v)); };
  const StringRef pool = max ? "max_pool2d" : "avg_pool2d";
  SmallVector<NamedAttribute> attributes = {
      param(pool, "batch_size", i32(n)),
      param(pool, "input_height", i32(h)),
      param(pool, "input_width", i32(w)),
      param(pool, "channels", i32(c)),
      param(pool, "kernel_size", builder.getDenseI32ArrayAttr(*kernel)),
      param(pool, "stride", builder.getDenseI32ArrayAttr(*stride)),
      param(pool, "padding", builder.getDenseI32ArrayAttr(padding)),
      param(pool, "dilation", builder.getDenseI32ArrayAttr(*dilation)),
      param(pool, "ceil_mode", builder.getBoolAttr(max ? max.getCeilMode() : avg.getCeilMode()))};
  if (avg)
    attributes.push_back(
        param(pool, "count_include_pad", builder.getBoolAttr(avg.getCountIncludePad())));
  Value y = create(loc, max ? "ttnn.max_pool2d" : "ttnn.avg_pool2d", x,
                   deviceType({1, 1, n * out[1] * out[2], c}, element), attributes);
  return reshape(loc, y, resultType.getShape());
}

FailureOr<Value> TTIRLowering::lowerEmbedding(Operation *op) {
  auto embedding = cast<ttir::EmbeddingOp>(op);
  Location loc = op->getLoc();
  Value indices = lowered(embedding.getInput());
  Value weight = lowered(embedding.getWeight());
  // uint32 indices as tt-mlir's workaround makes them; tt-mlir also makes both
  // operands row-major, where the op library's embedding reads tiles.
  indices = typecast(loc, indices, IntegerType::get(context, 32, IntegerType::Unsigned));
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  return create(loc, "ttnn.embedding", {indices, weight}, deviceType(resultType));
}

FailureOr<Value> TTIRLowering::lowerGather(Operation *op) {
  auto gather = cast<ttir::GatherOp>(op);
  Location loc = op->getLoc();
  Value input = lowered(gather.getInput());
  Value index = lowered(gather.getIndex());
  auto resultType = cast<RankedTensorType>(op->getResult(0).getType());
  const auto ui32 = IntegerType::get(context, 32, IntegerType::Unsigned);
  if (!gather.hasDimensionNumbers()) {
    // tt-mlir's TTIRToTTNN.cpp (GatherOpConversionPattern): ttnn.gather with the same dim.
    return create(loc, "ttnn.gather", {input, typecast(loc, index, ui32)}, deviceType(resultType),
                  {param("gather", "dim", gather.getDimAttr())});
  }
  // StableHLO's form as tt-mlir lowered it before efb18c94
  // (TTIRToTTIRDecomposition.cpp, GatherToEmbeddingConversionPattern): an
  // embedding lookup. Lowered here in its common shape: one indexed input dim,
  // collapsed, whole slices of every other dim, no batching, and the slice's
  // dims last in the result.
  auto inputType = cast<RankedTensorType>(gather.getInput().getType());
  auto indexType = cast<RankedTensorType>(gather.getIndex().getType());
  ArrayRef<int64_t> shape = inputType.getShape();
  ArrayRef<int64_t> indexMap = *gather.getStartIndexMap(), sliceSizes = *gather.getSliceSizes();
  ArrayRef<int64_t> collapsed = *gather.getCollapsedSliceDims(), offsetDims = *gather.getOffsetDims();
  const int64_t rank = inputType.getRank(), resultRank = resultType.getRank();
  const int64_t indexed = indexMap.size() == 1 ? indexMap.front() : -1;
  bool lookup = indexed >= 0 && collapsed.size() == 1 && collapsed.front() == indexed &&
                gather.getOperandBatchingDims()->empty() && sliceSizes[indexed] == 1;
  for (int64_t d = 0; lookup && d < rank; ++d)
    lookup = d == indexed || sliceSizes[d] == shape[d];
  for (size_t k = 0; lookup && k < offsetDims.size(); ++k)
    lookup = offsetDims[k] == resultRank - static_cast<int64_t>(offsetDims.size()) + static_cast<int64_t>(k);
  if (!lookup)
    return op->emitError() << "this StableHLO-form gather is not an embedding lookup (one indexed "
                              "input dim, collapsed, whole slices of the others, no batching, the "
                              "slice's dims last); --ttir-to-ttnn lowers only that form";
  // The table: the indexed dim first, the others flattened into one row.
  SmallVector<int64_t> toFront = {indexed};
  for (int64_t d = 0; d < rank; ++d)
    if (d != indexed)
      toFront.push_back(d);
  const int64_t rows = shape[indexed];
  const int64_t width = product(shape) / std::max<int64_t>(rows, 1);
  Value table = reshape(loc, permute(loc, input, toFront), {rows, width});
  // The lookups: every index in one row.
  const int64_t lookups = product(indexType.getShape());
  Value ids = reshape(loc, index, {1, lookups});
  ids = typecast(loc, ids, ui32);
  Type element = valueElementType(resultType.getElementType());
  Value rowsFound = create(loc, "ttnn.embedding", {ids, table}, deviceType({1, lookups, width}, element));
  return reshape(loc, rowsFound, resultType.getShape());
}

LogicalResult TTIRLowering::lowerCacheOp(Operation *op) {
  Location loc = op->getLoc();
  SmallVector<Value> operands;
  for (Value v : op->getOperands())
    operands.push_back(lowered(v));
  if (auto update = dyn_cast<ttir::UpdateCacheOp>(op)) {
    operands[2] = typecast(loc, operands[2], IntegerType::get(context, 32, IntegerType::Unsigned));
    createOp(loc, "ttnn.update_cache", operands, {},
             {param("update_cache", "batch_offset", update.getBatchOffsetAttr())});
    return success();
  }
  auto fill = cast<ttir::FillCacheOp>(op);
  // ttnn's fill_cache copies whole tiles, so an input of S rows, S not a multiple
  // of 32, also writes its tile padding over the cache's rows S..ceil(S/32)*32
  // (tt-mlir lowers it as is). TTIR fills S rows only: the input is first
  // completed to the tile boundary with those rows of the cache itself, so the
  // copy writes them back unchanged. The model check caught this on the prefill
  // layers.
  auto cacheType = cast<RankedTensorType>(operands[0].getType());
  auto inputType = cast<RankedTensorType>(operands[1].getType());
  ArrayRef<int64_t> cache = cacheType.getShape(), input = inputType.getShape();
  constexpr int64_t kTileRows = 32;
  const int64_t rows = input.size() == 4 ? input[2] : 0;
  const int64_t aligned = (rows + kTileRows - 1) / kTileRows * kTileRows;
  if (cache.size() == 4 && input.size() == 4 && rows % kTileRows != 0 && aligned <= cache[2]) {
    const int32_t user = fill.getBatchOffset();
    SmallVector<int32_t> begins = {user, 0, static_cast<int32_t>(rows), 0};
    SmallVector<int32_t> ends = {user + static_cast<int32_t>(input[0]), static_cast<int32_t>(cache[1]),
                                 static_cast<int32_t>(aligned), static_cast<int32_t>(cache[3])};
    SmallVector<int32_t> steps(4, 1);
    SmallVector<int64_t> tailShape = {input[0], cache[1], aligned - rows, cache[3]};
    Type element = inputType.getElementType();
    Value tail = create(loc, "ttnn.slice_static", operands[0], deviceType(tailShape, element),
                        {param("slice_static", "begins", builder.getI32ArrayAttr(begins)),
                         param("slice_static", "ends", builder.getI32ArrayAttr(ends)),
                         param("slice_static", "step", builder.getI32ArrayAttr(steps))});
    SmallVector<int64_t> fullShape = {input[0], input[1], aligned, input[3]};
    operands[1] = create(loc, "ttnn.concat", {operands[1], tail}, deviceType(fullShape, element),
                         {param("concat", "dim", builder.getSI32IntegerAttr(2))});
  }
  createOp(loc, "ttnn.fill_cache", operands, {},
           {param("fill_cache", "batch_offset", fill.getBatchOffsetAttr())});
  return success();
}

} // namespace strata::compiler
