// The op model: TTNN ops in the op library's terms, and their L1 numbers from
// the query. The mapping is by op name (declared and generic `ttnn.*` ops
// alike), so an op Strata runs is an op Strata can plan.
#include "strata/compiler/Dialect/TTNN/Analysis/OpModel.h"

#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

#include <array>
#include <cmath>
#include <limits>
#include <memory>

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;
namespace sops = strata::ops;
using strata::device::ArchDesc;

DeviceGrid mlir::tt::ttnn::deviceGridOf(const ArchDesc &arch) {
  return DeviceGrid{static_cast<int64_t>(arch.grid_y), static_cast<int64_t>(arch.grid_x)};
}

FailureOr<ArchDesc> mlir::tt::ttnn::resolveArchFor(Operation *scope, StringRef archOption) {
  if (archOption.empty()) {
    FailureOr<std::optional<ArchDesc>> described = archFromSystemDesc(scope);
    if (failed(described))
      return failure();
    if (*described)
      return **described;
    archOption = kDefaultArch;
  }
  ArchDesc arch;
  try {
    arch = strata::device::resolveArch(archOption.str());
  } catch (const strata::Error &error) {
    return scope->emitError() << "arch=" << archOption << ": " << error.what();
  }
  return checkArchFor(scope, arch);
}

FailureOr<ArchDesc> mlir::tt::ttnn::checkArchFor(Operation *scope, const ArchDesc &arch) {
  if (std::optional<DeviceGrid> described = findSystemDescDeviceGrid(scope)) {
    DeviceGrid grid = deviceGridOf(arch);
    if (*described != grid)
      return scope->emitError() << "arch " << arch.name << " has a " << grid.rows << "x"
                                << grid.cols << " worker grid but the module's ttcore.system_desc "
                                << "states " << described->rows << "x" << described->cols
                                << "; pass the arch the module was compiled for";
  }
  return arch;
}

std::optional<TensorPlace> mlir::tt::ttnn::placeOf(Type type) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  auto layout = tensor ? dyn_cast_or_null<TTNNLayoutAttr>(tensor.getEncoding()) : nullptr;
  if (!layout)
    return std::nullopt;
  switch (layout.getBufferType()) {
  case BufferType::L1:
    return TensorPlace::L1;
  case BufferType::SystemMemory:
    return TensorPlace::Host;
  default:
    return TensorPlace::Dram;
  }
}

namespace {

std::optional<sops::DataType> libraryDataType(Type scalar) {
  if (scalar.isBF16())
    return sops::DataType::BFloat16;
  if (scalar.isF32())
    return sops::DataType::Float32;
  if (scalar.isUnsignedInteger(32)) // indices of the index ops; operands of the integer ops
    return sops::DataType::UInt32;
  if (scalar.isUnsignedInteger(16)) // sort / topk indices
    return sops::DataType::UInt16;
  if (scalar.isSignedInteger(32) || scalar.isSignlessInteger(32)) // the integer ops (si32)
    return sops::DataType::Int32;
  // tt-mlir's booleans (i1 tiles) are computed and stored as bf16 on the device, as
  // tt-mlir's toTTMLIRSupportedDataType (TTCoreOpsTypes.h) normalizes them.
  if (scalar.isInteger(1))
    return sops::DataType::BFloat16;
  return std::nullopt;
}

// Sharded layouts: the op library names a shard grid by its size and places it
// at core (0,0) (block: gx columns x gy rows; height/width: the same cores in
// row-major order). Other core sets cannot be described.
FailureOr<sops::MemoryConfig> shardedConfig(TTNNLayoutAttr layout, TensorMemoryLayout memLayout,
                                            const ArchDesc &arch,
                                            function_ref<InFlightDiagnostic()> emitError) {
  FailureOr<SmallVector<std::pair<int64_t, int64_t>>> cores =
      derivePhysicalCores(layout, deviceGridOf(arch), emitError);
  if (failed(cores))
    return failure();
  int64_t maxX = 0, maxY = 0;
  llvm::DenseSet<std::pair<int64_t, int64_t>> distinct;
  for (auto [x, y] : *cores) {
    maxX = std::max(maxX, x);
    maxY = std::max(maxY, y);
    distinct.insert({x, y});
  }
  if (static_cast<int64_t>(distinct.size()) != (maxX + 1) * (maxY + 1))
    return emitError() << "the shard cores of this layout are not a rectangle starting at core "
                          "(0,0); the op library cannot model such a shard grid";
  sops::MemoryLayout kind = memLayout == TensorMemoryLayout::HeightSharded
                                ? sops::MemoryLayout::HeightSharded
                            : memLayout == TensorMemoryLayout::WidthSharded
                                ? sops::MemoryLayout::WidthSharded
                                : sops::MemoryLayout::BlockSharded;
  return sops::MemoryConfig::sharded(kind, static_cast<uint32_t>(maxX + 1),
                                     static_cast<uint32_t>(maxY + 1));
}

} // namespace

FailureOr<sops::TensorDesc>
mlir::tt::ttnn::toTensorDesc(Type type, const ArchDesc &arch,
                             function_ref<InFlightDiagnostic()> emitError) {
  auto tensor = dyn_cast<RankedTensorType>(type);
  auto layout = tensor ? dyn_cast_or_null<TTNNLayoutAttr>(tensor.getEncoding()) : nullptr;
  if (!layout)
    return emitError() << "tensor type " << type << " has no #ttnn.ttnn_layout encoding";
  if (!tensor.hasStaticShape() || tensor.getRank() < 1 || tensor.getRank() > sops::kMaxRank)
    return emitError() << "tensor type " << type << ": the op library describes static shapes of "
                       << "rank 1 to " << sops::kMaxRank;
  // The layout's tiles say how the tensor is stored; a complex tensor has no stored
  // form the op library reads (its tiles would hold one real part per element).
  if (isa<ComplexType>(tensor.getElementType()))
    return emitError() << "tensor type " << type
                       << ": complex element types have no device form in the op library";
  sops::TensorDesc desc;
  desc.shape.rank = static_cast<uint8_t>(tensor.getRank());
  for (int64_t i = 0; i < tensor.getRank(); ++i) {
    int64_t dim = tensor.getDimSize(i);
    if (dim < 1 || dim > std::numeric_limits<uint32_t>::max())
      return emitError() << "tensor type " << type << ": dimension " << i << " is " << dim
                         << ", outside 1.." << std::numeric_limits<uint32_t>::max();
    desc.shape.dims[i] = static_cast<uint32_t>(dim);
  }
  std::optional<sops::DataType> dtype = libraryDataType(layout.getScalarElementType());
  // Block floats read as bf16 scalars; their tiles are the format's own (1088 / 576 B).
  if (auto tile = dyn_cast<ttcore::TileType>(layout.getElementType())) {
    if (tile.getDataType() == ttcore::DataType::BFP_BFloat8)
      dtype = sops::DataType::BFloat8_B;
    else if (tile.getDataType() == ttcore::DataType::BFP_BFloat4)
      dtype = sops::DataType::BFloat4_B;
  }
  if (!dtype)
    return emitError() << "tensor type " << type << ": data type " << layout.getScalarElementType()
                       << " is not one the op library computes with (bf16, f32; bfp_bf8 / bfp_bf4 "
                          "tiles as storage; ui32 for indices, ui16 for sort / topk indices; "
                          "si32 / ui32 for the integer ops)";
  desc.dtype = *dtype;
  desc.layout = layout.isTiled() ? sops::Layout::Tile : sops::Layout::RowMajor;
  switch (layout.getBufferType()) {
  case BufferType::SystemMemory:
    desc.memory = sops::MemoryConfig::dram(); // host data; described as where it will land
    return desc;
  case BufferType::L1:
    desc.memory = sops::MemoryConfig::l1();
    break;
  default:
    desc.memory = sops::MemoryConfig::dram();
    break;
  }
  std::optional<TensorMemoryLayout> memLayout = layout.getMemLayoutOpt();
  if (memLayout && *memLayout != TensorMemoryLayout::Interleaved) {
    if (layout.getBufferType() != BufferType::L1)
      return emitError() << "tensor type " << type << ": only L1 tensors can be sharded";
    FailureOr<sops::MemoryConfig> sharded = shardedConfig(layout, *memLayout, arch, emitError);
    if (failed(sharded))
      return failure();
    desc.memory = *sharded;
    // The library derives the shard from the tensor and the grid; a layout that
    // states another shard would be planned with the wrong size.
    SmallVector<int64_t> stated = layout.getScalarShardShape();
    if (!layout.ignoresPhysicalLayout() && stated.size() == 2 &&
        (static_cast<uint64_t>(stated[0]) != desc.shardRows(arch) ||
         static_cast<uint64_t>(stated[1]) != desc.shardCols(arch)))
      return emitError() << "tensor type " << type << ": the layout's shard is " << stated[0]
                         << "x" << stated[1] << " elements but the op library shards this "
                         << "tensor over " << desc.memory.gridX() << "x" << desc.memory.gridY()
                         << " cores as " << desc.shardRows(arch) << "x" << desc.shardCols(arch);
  }
  try {
    sops::validateDesc(desc, arch, "tensor");
  } catch (const strata::Error &error) {
    return emitError() << "tensor type " << type << ": " << error.what();
  }
  return desc;
}

namespace {

// An integer attribute's value, or nothing when it does not fit an int64 (an i128 or a
// ui64 above 2^63 would otherwise wrap). i1 and unsigned types read unsigned (true is 1,
// not -1).
std::optional<int64_t> integerValue(IntegerAttr attr) {
  const APInt &value = attr.getValue();
  const bool unsignedType = attr.getType().isUnsignedInteger() || value.getBitWidth() == 1;
  if (unsignedType ? value.getActiveBits() > 63 : value.getSignificantBits() > 64)
    return std::nullopt;
  return unsignedType ? static_cast<int64_t>(value.getZExtValue()) : value.getSExtValue();
}

// Scalar parameter `index` of `info` from the attribute `attrName` (by default the
// parameter's own name), read as its kind says and checked as the CLI's --param is
// (sops::paramValueError): a string, a list, NaN, 5.5 for an integer, 2 for a bool or an
// integer beyond 64 bits is an error naming the attribute, never the default in its place.
FailureOr<std::optional<double>> paramAttr(Operation *op, const sops::OpInfo &info, int index,
                                           StringRef attrName = {}) {
  const sops::ParamDef &def = info.params[static_cast<size_t>(index)];
  if (attrName.empty())
    attrName = StringRef(def.name.data(), def.name.size());
  Attribute attr = op->getAttr(attrName);
  if (!attr)
    return std::optional<double>();
  std::optional<double> value;
  if (auto b = dyn_cast<BoolAttr>(attr))
    value = b.getValue() ? 1.0 : 0.0;
  else if (auto i = dyn_cast<IntegerAttr>(attr)) {
    std::optional<int64_t> integer = integerValue(i);
    if (!integer)
      return op->emitOpError() << attrName << " = " << attr << " does not fit a 64-bit integer";
    value = static_cast<double>(*integer);
  } else if (auto f = dyn_cast<FloatAttr>(attr))
    value = f.getValueAsDouble();
  else
    return op->emitOpError() << attrName << " = " << attr << " is not a number; " << attrName
                             << " takes " << (def.kind == sops::ParamKind::Integer ? "an " : "a ")
                             << sops::paramKindName(def.kind);
  if (std::optional<std::string> why = sops::paramValueError(def, *value))
    return op->emitOpError() << attrName << " = " << attr << " " << *why;
  return value;
}

bool boolAttr(Operation *op, StringRef name) {
  auto attr = dyn_cast_or_null<BoolAttr>(op->getAttr(name));
  return attr && attr.getValue();
}

// Catalog name of a TTNN op whose IR name differs, or the IR name itself.
StringRef catalogName(StringRef ttnnName) {
  return llvm::StringSwitch<StringRef>(ttnnName)
      .Case("clamp_scalar", "clamp")
      .Case("linear", "matmul")
      .Case("empty", "zeros")
      .Case("slice_static", "slice")
      .Default(ttnnName);
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

// A list parameter from its attribute: an array of integers (tt-mlir's I32ArrayAttr /
// ArrayAttr), a dense i32/i64 array (permutation) or a #ttnn.shape (repeat_dims).
// nullopt when the attribute is absent.
FailureOr<std::optional<sops::IntList>> listAttr(Operation *op, StringRef name) {
  Attribute attr = op->getAttr(name);
  if (!attr)
    return std::optional<sops::IntList>();
  SmallVector<int64_t> values;
  if (auto array = dyn_cast<ArrayAttr>(attr)) {
    for (Attribute element : array) {
      auto i = dyn_cast<IntegerAttr>(element);
      std::optional<int64_t> value = i ? integerValue(i) : std::nullopt;
      if (!value)
        return op->emitOpError() << name << " holds " << element << ", not a 64-bit integer";
      values.push_back(*value);
    }
  } else if (auto dense = dyn_cast<DenseI64ArrayAttr>(attr)) {
    values.assign(dense.asArrayRef().begin(), dense.asArrayRef().end());
  } else if (auto dense32 = dyn_cast<DenseI32ArrayAttr>(attr)) {
    values.assign(dense32.asArrayRef().begin(), dense32.asArrayRef().end());
  } else if (auto shape = dyn_cast<ShapeAttr>(attr)) {
    values.assign(shape.getShape().begin(), shape.getShape().end());
  } else {
    return op->emitOpError() << name << " is " << attr << "; expected a list of integers";
  }
  if (values.empty() || values.size() > static_cast<size_t>(sops::kMaxListEntries))
    return op->emitOpError() << name << " has " << values.size() << " entries; the op library "
                             << "takes 1 to " << sops::kMaxListEntries;
  sops::IntList list;
  for (int64_t v : values)
    list.values[list.size++] = v;
  return std::optional<sops::IntList>(list);
}

// ttnn.constant's `value` as the op library's values, read lazily from the attribute
// (uniqued in the context, so holding it is free): a query asks only for the count and
// the range, and a splat is one value whatever the shape. Integers are signed unless
// the type is unsigned or i1 (tt-mlir's signless integers are signed).
class DenseAttrValues final : public sops::ConstantValues {
public:
  explicit DenseAttrValues(DenseElementsAttr attr) : attr(attr) {
    auto integer = dyn_cast<IntegerType>(attr.getElementType());
    if (!integer) {
      bounds = {-std::numeric_limits<double>::max(), std::numeric_limits<double>::max(), false};
    } else if (attr.isSplat()) {
      double value = at(0);
      bounds = {value, value, true};
    } else {
      // The element type's bounds: a value outside them cannot occur, so checking them
      // needs no element.
      unsigned width = integer.getWidth();
      bool unsignedValues = integer.isUnsigned() || width == 1;
      bounds.lo = unsignedValues ? 0.0 : -std::ldexp(1.0, static_cast<int>(width) - 1);
      bounds.hi = unsignedValues ? std::ldexp(1.0, static_cast<int>(width)) - 1
                                : std::ldexp(1.0, static_cast<int>(width) - 1) - 1;
    }
  }
  uint64_t count() const override {
    return attr.isSplat() ? 1 : static_cast<uint64_t>(attr.getNumElements());
  }
  void read(uint64_t first, std::span<double> out) const override {
    for (size_t i = 0; i < out.size(); ++i)
      out[i] = at(first + i);
  }
  Range range() const override { return bounds; }

private:
  double at(uint64_t index) const {
    auto integer = dyn_cast<IntegerType>(attr.getElementType());
    if (!integer)
      return (*(attr.value_begin<APFloat>() + static_cast<ptrdiff_t>(index))).convertToDouble();
    APInt value = *(attr.value_begin<APInt>() + static_cast<ptrdiff_t>(index));
    return integer.isUnsigned() || integer.getWidth() == 1
               ? static_cast<double>(value.getZExtValue())
               : static_cast<double>(value.getSExtValue());
  }
  DenseElementsAttr attr;
  Range bounds;
};

// ttnn.constant's `value`: a dense attribute of floats or integers (splat or one value
// per element) of the result's shape. dense_resource blobs are refused.
FailureOr<std::shared_ptr<const sops::ConstantValues>> constantValues(Operation *op) {
  Attribute attr = op->getAttr("value");
  auto dense = dyn_cast_or_null<DenseElementsAttr>(attr);
  if (!dense) {
    InFlightDiagnostic error = op->emitOpError() << "value ";
    if (attr)
      error << attr << " is not modelled";
    else
      error << "is missing";
    return error << "; the op library reads a dense<...> attribute (dense_resource blobs are "
                    "not read)";
  }
  Type element = dense.getElementType();
  auto integer = dyn_cast<IntegerType>(element);
  if (!isa<FloatType>(element) && (!integer || integer.getWidth() > 64))
    return op->emitOpError() << "value has elements of " << element
                             << "; the op library takes float or integer (up to 64-bit) constants";
  auto result = dyn_cast<RankedTensorType>(op->getResult(0).getType());
  if (result && dense.getType().getShape() != result.getShape())
    return op->emitOpError() << "value is a " << dense.getType() << " but the result is "
                             << result << "; their shapes must match";
  return std::shared_ptr<const sops::ConstantValues>(std::make_shared<DenseAttrValues>(dense));
}

LogicalResult fillParams(Operation *op, const sops::OpInfo &info, int64_t rank,
                         sops::OpParams &params) {
  params = info.defaults();
  StringRef name = info.name;
  // Parameters whose attribute is not a plain number (a string, a #ttcore enum) and is
  // read by a case of its own below, or from the result type (typecast's dtype): the
  // generic loop at the end must not read them again as numbers.
  SmallVector<bool> ownReader(static_cast<size_t>(info.num_params), false);
  static constexpr std::pair<std::string_view, std::string_view> kOwnReaders[] = {
      {"typecast", "dtype"},
      {"to_layout", "layout"}, // from the result layout, like typecast's dtype
      {"scatter", "scatter_reduce_type"},
      {"gelu_bw", "approximate"},
      {"dit_rms_norm_unary_fused", "activation"}};
  for (const auto &[opName, param] : kOwnReaders)
    if (info.name == opName)
      if (int index = info.paramIndex(param); index >= 0)
        ownReader[static_cast<size_t>(index)] = true;
  if (info.family == sops::OpFamily::Reduction) {
    FailureOr<double> dims = reductionDims(op, rank);
    if (failed(dims))
      return failure();
    params.values[0] = *dims;
    return success();
  }
  if (name == "softmax") {
    std::optional<int64_t> dim;
    if (Attribute attr = op->getAttr("dimension")) {
      auto i = dyn_cast<IntegerAttr>(attr);
      dim = i ? integerValue(i) : std::nullopt;
      if (!dim)
        return op->emitOpError() << "dimension = " << attr << " is not a 64-bit integer";
    }
    if (dim && *dim != -1 && *dim != rank - 1)
      return op->emitOpError() << "softmax over dimension " << *dim
                               << " is not modelled; the op library normalises the last dim";
    // tt-mlir's numericStable: tt-metal's softmax then holds the whole row twice more.
    params.values[0] = boolAttr(op, "numericStable") ? 1 : 0;
    return success();
  }
  if (name == "matmul") {
    if (boolAttr(op, "transpose_a") || boolAttr(op, "transpose_b"))
      return op->emitOpError() << "transposed operands are not modelled by the op library's matmul";
    if (op->getAttr("activation"))
      return op->emitOpError() << "a fused activation is not modelled by the op library's matmul";
    return success();
  }
  if (name == "layer_norm") {
    FailureOr<std::optional<double>> eps = paramAttr(op, info, 0, "epsilon");
    if (failed(eps))
      return failure();
    if (*eps)
      params.values[0] = **eps;
    return success();
  }
  if (name == "upsample") { // scale_factor: si32 or array<i32>; mode: a string
    if (auto scale = dyn_cast_or_null<IntegerAttr>(op->getAttr("scale_factor"))) {
      std::optional<int64_t> factor = integerValue(scale);
      if (!factor)
        return op->emitOpError() << "scale_factor = " << scale << " does not fit a 64-bit integer";
      params.lists[0].values[0] = *factor;
      params.lists[0].size = 1;
    } else {
      FailureOr<std::optional<sops::IntList>> list = listAttr(op, "scale_factor");
      if (failed(list))
        return failure();
      if (*list)
        params.lists[0] = **list;
    }
    if (auto mode = dyn_cast_or_null<StringAttr>(op->getAttr("mode"))) {
      if (mode.getValue() != "nearest" && mode.getValue() != "bilinear")
        return op->emitOpError() << "mode \"" << mode.getValue()
                                 << "\" is not modelled; the op library upsamples nearest or bilinear";
      params.values[1] = mode.getValue() == "bilinear" ? 1 : 0;
    }
    return success();
  }
  // ttnn.argmax without `dim` reduces over every element.
  if ((name == "argmax" || name == "argmin") && !op->getAttr("dim"))
    params.values[static_cast<size_t>(info.paramIndex("reduce_all"))] = 1;
  // ttnn.scatter's #ttcore.reduce_type<...> (kept verbatim) as the catalog's code.
  if (name == "scatter") {
    if (Attribute attr = op->getAttr("scatter_reduce_type")) {
      auto text = dyn_cast<ttcore::UnmodeledAttr>(attr);
      StringRef spec = text ? StringRef(text.getSpec()) : StringRef();
      int code = llvm::StringSwitch<int>(spec)
                     .Case("reduce_type<sum>", 0)
                     .Case("reduce_type<max>", 2)
                     .Case("reduce_type<min>", 3)
                     .Case("reduce_type<prod>", 6)
                     .Case("reduce_type<invalid>", 7)
                     .Default(-1);
      if (code < 0)
        return op->emitOpError() << "scatter_reduce_type " << attr
                                 << " is not modelled (sum, max, min, prod or invalid)";
      params.values[static_cast<size_t>(info.paramIndex("scatter_reduce_type"))] = code;
    }
  }
  if (name == "constant") {
    FailureOr<std::shared_ptr<const sops::ConstantValues>> values = constantValues(op);
    if (failed(values))
      return failure();
    params.elements = *values;
    return success();
  }
  if (name == "full") {
    FailureOr<std::optional<double>> value = paramAttr(op, info, 0, "fill_value");
    if (failed(value))
      return failure();
    if (*value)
      params.values[0] = **value;
    return success();
  }
  // String attributes as the catalog's codes: gelu_bw's approximate ("none" | "tanh"),
  // dit_rms_norm_unary_fused's activation (absent | "silu" | "gelu" | "relu").
  if (name == "gelu_bw")
    if (auto mode = dyn_cast_or_null<StringAttr>(op->getAttr("approximate"))) {
      if (mode.getValue() != "none" && mode.getValue() != "tanh")
        return op->emitOpError() << "approximate \"" << mode.getValue()
                                 << "\" is not modelled; gelu_bw takes \"none\" or \"tanh\"";
      params.values[0] = mode.getValue() == "tanh" ? 1 : 0;
    }
  if (name == "dit_rms_norm_unary_fused")
    if (auto act = dyn_cast_or_null<StringAttr>(op->getAttr("activation"))) {
      int code = llvm::StringSwitch<int>(act.getValue())
                     .Case("", 0)
                     .Case("none", 0)
                     .Case("silu", 1)
                     .Case("gelu", 2)
                     .Case("relu", 3)
                     .Default(-1);
      if (code < 0)
        return op->emitOpError() << "activation \"" << act.getValue()
                                 << "\" is not modelled (silu, gelu or relu)";
      params.values[static_cast<size_t>(info.paramIndex("activation"))] = code;
    }
  // Parameters named as in the catalog (clamp min/max, softplus beta, permutation ...).
  for (int i = 0; i < info.num_params; ++i) {
    if (ownReader[static_cast<size_t>(i)])
      continue;
    if (info.params[i].is_list) {
      FailureOr<std::optional<sops::IntList>> list = listAttr(op, info.params[i].name);
      if (failed(list))
        return failure();
      if (*list)
        params.lists[i] = **list;
      continue;
    }
    FailureOr<std::optional<double>> value = paramAttr(op, info, i);
    if (failed(value))
      return failure();
    if (*value)
      params.values[i] = **value;
  }
  return success();
}

} // namespace

FailureOr<OpModelCall> mlir::tt::ttnn::modelOp(Operation *op, const ArchDesc &arch) {
  OpModelCall call;
  StringRef full = op->getName().getStringRef();
  if (!full.consume_front("ttnn."))
    return op->emitOpError() << "is not a ttnn op; the op model covers ttnn ops only";
  auto emit = [op] { return op->emitOpError(); };

  if (full == "get_device" || full == "deallocate")
    return call;

  // Multi-device ops (tt-mlir's CCL ops and the mesh distribution around them): the
  // op library and the simulated device model one device. One line, on the first.
  static constexpr StringLiteral kMeshOps[] = {
      "aggregate_tensor",    "all_gather",     "all_reduce",          "all_to_all",
      "collective_permute",  "distribute_tensor", "mesh_partition",   "mesh_shard",
      "point_to_point",      "reduce_scatter", "all_to_all_dispatch", "all_to_all_combine"};
  if (llvm::is_contained(kMeshOps, full))
    return op->emitOpError() << "is a multi-device op; Strata's op library and simulated device "
                                "model one device, so multi-device modules are not planned or run";

  // Ops that only touch host tensors need no device memory; a creation op that makes a
  // host tensor (ttnn.full / constant on system memory) is still a step that makes values.
  auto isHost = [](Type t) { return placeOf(t) == TensorPlace::Host; };
  bool anyDevice = false;
  for (Type t : op->getOperandTypes())
    anyDevice |= isa<RankedTensorType>(t) && !isHost(t);
  for (Type t : op->getResultTypes())
    anyDevice |= isa<RankedTensorType>(t) && !isHost(t);
  bool hostCreation = false;
  if (!anyDevice) {
    const sops::OpInfo *creation = sops::findOp(catalogName(full));
    hostCreation = creation && op->getNumResults() == 1 &&
                   llvm::none_of(op->getOperandTypes(), llvm::IsaPred<RankedTensorType>) &&
                   isa<RankedTensorType>(op->getResult(0).getType()) &&
                   llvm::is_contained({StringRef("zeros"), StringRef("ones"), StringRef("full"),
                                       StringRef("constant")},
                                      StringRef(creation->name));
    if (!hostCreation)
      return call;
  }

  // In-place ops (tt-mlir's [MemWrite] operand, no result) are described by the operand
  // they update: the library's runner returns it.
  const sops::OpInfo *inPlace = nullptr;
  if (op->getNumResults() == 0)
    if (const sops::OpInfo *candidate = sops::findOp(catalogName(full));
        candidate && candidate->inPlace())
      inPlace = candidate;
  // Result k of the op is result k of the library op (topk, sort: values, indices).
  bool allTensors = llvm::all_of(op->getResultTypes(), llvm::IsaPred<RankedTensorType>);
  if (!inPlace &&
      (op->getNumResults() < 1 || op->getNumResults() > sops::kMaxOpResults || !allTensors))
    return op->emitOpError() << "has " << op->getNumResults() << " results; the op model covers "
                             << "ops with 1 to " << sops::kMaxOpResults
                             << " tensor results and the library's in-place ops (e.g. "
                                "update_cache)";
  Type resultType;
  // What the library's run must produce: the updated operand, or every result.
  SmallVector<sops::TensorDesc, 1> expected;
  if (inPlace) {
    int tensorIndex = 0;
    for (Value operand : op->getOperands())
      if (isa<RankedTensorType>(operand.getType()) && tensorIndex++ == inPlace->in_place_input)
        resultType = operand.getType();
    if (!resultType)
      return op->emitOpError() << "has no tensor operand " << inPlace->in_place_input
                               << " to update in place";
    FailureOr<sops::TensorDesc> updated = toTensorDesc(
        resultType, arch, [op] { return op->emitOpError() << "updated operand: "; });
    if (failed(updated))
      return failure();
    expected.push_back(*updated);
  } else {
    for (auto [k, type] : llvm::enumerate(op->getResultTypes())) {
      FailureOr<sops::TensorDesc> desc = toTensorDesc(
          type, arch, [op, k = k] { return op->emitOpError() << "result " << k << ": "; });
      if (failed(desc))
        return failure();
      call.results.push_back(*desc);
    }
    expected = call.results;
    resultType = op->getResult(0).getType();
    call.output = call.results[0];
  }
  const sops::TensorDesc *result = &expected[0];

  // Host <-> device transfers write or read bytes from the host: no program.
  // ttnn.to_tensor_spec (tt-mlir's aggregate layout op, which its TTNNDecomposeLayouts
  // pass splits into to_device / to_memory_config / typecast / to_layout) is one too
  // when one side is on the host.
  if (full == "to_device" || full == "from_device" || full == "to_layout" ||
      full == "to_tensor_spec") {
    Value input = op->getOperand(0);
    bool fromHost = isHost(input.getType()), toHost = isHost(resultType);
    if (fromHost || toHost) {
      FailureOr<sops::TensorDesc> in = toTensorDesc(input.getType(), arch, emit);
      if (failed(in))
        return failure();
      call.kind = fromHost && toHost ? OpModelKind::NoL1
                  : fromHost         ? OpModelKind::ToDevice
                                     : OpModelKind::FromDevice;
      call.operands = {0};
      call.inputs = {*in};
      if (call.kind == OpModelKind::ToDevice)
        call.usage.output_l1 = call.usage.total = result->l1BytesPerCore(arch);
      return call;
    }
  }

  StringRef libraryName = catalogName(full);
  // A device-to-device to_tensor_spec is the one op of the library that makes the one
  // change it states; more than one change is refused (the library runs them apart).
  if (full == "to_tensor_spec") {
    FailureOr<sops::TensorDesc> in = toTensorDesc(op->getOperand(0).getType(), arch, emit);
    if (failed(in))
      return failure();
    SmallVector<StringRef> changes;
    if (in->dtype != result->dtype)
      changes.push_back("typecast");
    if (in->layout != result->layout)
      changes.push_back("to_layout");
    if (!(in->memory == result->memory))
      changes.push_back("to_memory_config");
    if (changes.size() > 1)
      return op->emitOpError() << "changes " << llvm::join(changes, ", ")
                               << " at once; the op library runs one of them per op (split it "
                                  "as tt-mlir's TTNNDecomposeLayouts does)";
    libraryName = changes.empty() ? StringRef("to_memory_config") : changes.front();
  }
  // Comparisons of 32-bit integer tensors are the library's integer comparisons.
  std::string integerName;
  if (llvm::is_contained({"eq", "ne", "lt", "le", "gt", "ge"}, full) &&
      op->getNumOperands() == 2) {
    FailureOr<sops::TensorDesc> lhs = toTensorDesc(op->getOperand(0).getType(), arch, emit);
    if (failed(lhs))
      return failure();
    if (lhs->dtype == sops::DataType::Int32 || lhs->dtype == sops::DataType::UInt32) {
      integerName = ("integer_" + full).str();
      libraryName = integerName;
    }
  }
  const sops::OpInfo *info = sops::findOp(libraryName);
  if (!info)
    return op->emitOpError() << "is not implemented by Strata's op library, so its L1 use "
                                "cannot be modelled (see `strata query --list`)";
  call.op = info;
  if (!inPlace && static_cast<int>(op->getNumResults()) != info->num_results)
    return op->emitOpError() << "has " << op->getNumResults() << " result(s) but the op "
                             << "library's " << info->name << " gives " << info->num_results;
  // rand (a device program) and constant (the dense attribute's values) make their
  // values themselves; `strata run` runs them like compute ops.
  const bool creation = info->name == "zeros" || info->name == "ones" || info->name == "full" ||
                        info->name == "arange" || info->name == "rand" ||
                        info->name == "constant";
  if (creation) {
    call.kind = OpModelKind::Fill;
    call.inputs = {*result}; // the catalog's creation ops are described by their result
    // zeros / ones / full on the host are a host write (no program, no device rules:
    // a row-major host tensor is fine); constant still runs its write program.
    if (hostCreation && info->name != "constant") {
      if (failed(fillParams(op, *info, result->shape.rank, call.params)))
        return failure();
      return call;
    }
  } else {
    call.kind = OpModelKind::Compute;
    for (auto [index, operand] : llvm::enumerate(op->getOperands())) {
      if (!isa<RankedTensorType>(operand.getType()))
        continue; // the device handle
      FailureOr<sops::TensorDesc> in = toTensorDesc(operand.getType(), arch, [op, index = index] {
        return op->emitOpError() << "operand " << index << ": ";
      });
      if (failed(in))
        return failure();
      call.operands.push_back(static_cast<unsigned>(index));
      call.inputs.push_back(*in);
    }
    // tt-mlir's optional weight and bias arrive as operand segments: a bias alone would
    // reach the op library as its weight.
    if (info->name == "rms_norm")
      if (auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes"))
        if (segments.size() == 3 && segments[1] == 0 && segments[2] != 0)
          return op->emitOpError() << "a bias without a weight is not modelled by the op "
                                      "library's rms_norm; pass a weight of ones";
    // batch_norm_inference's operand segments: input, running_mean, running_var, weight,
    // bias. The library needs both statistics and takes a bias only after a weight.
    if (info->name == "batch_norm_inference")
      if (auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes")) {
        if (segments.size() == 5 && (segments[1] == 0 || segments[2] == 0))
          return op->emitOpError() << "batch_norm_inference without running_mean and "
                                      "running_var is not modelled (inference needs both)";
        if (segments.size() == 5 && segments[3] == 0 && segments[4] != 0)
          return op->emitOpError() << "a bias without a weight is not modelled by the op "
                                      "library's batch_norm_inference; pass a weight of ones";
      }
    // group_norm's operand segments: input, input_mask, weight, bias.
    if (info->name == "group_norm")
      if (auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes")) {
        if (segments.size() == 4 && segments[1] != 0)
          return op->emitOpError() << "an input_mask is not modelled by the op library's "
                                      "group_norm";
        if (segments.size() == 4 && segments[2] == 0 && segments[3] != 0)
          return op->emitOpError() << "a bias without a weight is not modelled by the op "
                                      "library's group_norm; pass a weight of ones";
      }
    // batch_norm_training's operand segments: input, running_mean, running_var, weight,
    // bias. The running statistics come together (the library's `running_stats`).
    if (info->name == "batch_norm_training")
      if (auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes")) {
        if (segments.size() == 5 && (segments[1] == 0) != (segments[2] == 0))
          return op->emitOpError() << "batch_norm_training with only one of running_mean and "
                                      "running_var is not modelled; give both or neither";
        if (segments.size() == 5 && segments[3] == 0 && segments[4] != 0)
          return op->emitOpError() << "a bias without a weight is not modelled by the op "
                                      "library's batch_norm_training; pass a weight of ones";
      }
    // scaled_dot_product_attention_decode's operand segments: query, key, value,
    // attention_mask, cur_pos_tensor, attention_sink.
    if (info->name == "scaled_dot_product_attention_decode") {
      if (auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes"))
        if (segments.size() == 6 && segments[5] != 0)
          return op->emitOpError() << "an attention_sink is not modelled by the op library's "
                                      "scaled_dot_product_attention_decode";
      if (op->getAttr("sliding_window_size"))
        return op->emitOpError() << "sliding_window_size is not modelled by the op library's "
                                    "scaled_dot_product_attention_decode";
    }
    // paged_scaled_dot_product_attention_decode's operand segments: query, key, value,
    // page_table, attention_mask, cur_pos_tensor, attention_sink.
    if (info->name == "paged_scaled_dot_product_attention_decode") {
      if (auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes"))
        if (segments.size() == 7 && segments[6] != 0)
          return op->emitOpError() << "an attention_sink is not modelled by the op library's "
                                      "paged_scaled_dot_product_attention_decode";
      if (op->getAttr("sliding_window_size"))
        return op->emitOpError() << "sliding_window_size is not modelled by the op library's "
                                    "paged_scaled_dot_product_attention_decode";
    }
    // conv3d: zero padding only (tt-metal's conv3d also replicates edges).
    if (info->name == "conv3d")
      if (auto mode = dyn_cast_or_null<StringAttr>(op->getAttr("padding_mode")))
        if (mode.getValue() != "zeros")
          return op->emitOpError() << "padding_mode \"" << mode.getValue()
                                   << "\" is not modelled; the op library's conv3d pads with zeros";
    // dit_rms_norm_unary_fused's operand segments: input, weight, bias, residual_input.
    // The library takes the affine tensors in order (a bias needs a weight) and is told
    // by its `residual` parameter that the last tensor is the residual.
    if (info->name == "dit_rms_norm_unary_fused")
      if (auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes"))
        if (segments.size() == 4 && segments[1] == 0 && segments[2] != 0)
          return op->emitOpError() << "a bias without a weight is not modelled by the op "
                                      "library's dit_rms_norm_unary_fused; pass a weight of ones";
    // An attention sink (the fifth segment) would reach the op library as the mask.
    if (info->name == "scaled_dot_product_attention") {
      if (auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes"))
        if (segments.size() == 5 && segments[4] != 0)
          return op->emitOpError() << "an attention_sink is not modelled by the op library's "
                                      "scaled_dot_product_attention";
      if (op->getAttr("sliding_window_size"))
        return op->emitOpError() << "sliding_window_size is not modelled by the op library's "
                                    "scaled_dot_product_attention";
    }
  }
  if (!info->takesInputCount(call.inputs.size())) {
    InFlightDiagnostic error = op->emitOpError()
                               << "has " << call.inputs.size() << " tensor operand(s) but the op "
                               << "library's " << info->name << " takes " << info->arity;
    if (info->max_arity > info->arity)
      error << " to " << info->max_arity;
    return error;
  }
  if (failed(fillParams(op, *info, result->shape.rank, call.params)))
    return failure();
  if (info->name == "dit_rms_norm_unary_fused")
    if (auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes"))
      if (segments.size() == 4 && segments[3] != 0)
        call.params.values[static_cast<size_t>(info->paramIndex("residual"))] = 1;
  if (info->name == "scaled_dot_product_attention_decode")
    if (auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes"))
      if (segments.size() == 6) {
        call.params.values[static_cast<size_t>(info->paramIndex("mask"))] = segments[3] != 0;
        call.params.values[static_cast<size_t>(info->paramIndex("cur_pos"))] = segments[4] != 0;
      }
  if (info->name == "paged_scaled_dot_product_attention_decode")
    if (auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes"))
      if (segments.size() == 7) {
        call.params.values[static_cast<size_t>(info->paramIndex("mask"))] = segments[4] != 0;
        call.params.values[static_cast<size_t>(info->paramIndex("cur_pos"))] = segments[5] != 0;
      }
  // conv3d reads its prepared weight in the channel blocks its conv3d_config names.
  if (info->name == "conv3d")
    if (auto config = dyn_cast_or_null<mlir::tt::ttnn::UnmodeledAttr>(op->getAttr("conv3d_config"))) {
      StringRef spec = config.getSpec();
      size_t at = spec.find("c_in_block = ");
      unsigned block = 0;
      if (at != StringRef::npos &&
          !spec.drop_front(at + strlen("c_in_block = ")).take_while([](char c) { return c >= '0' && c <= '9'; }).getAsInteger(10, block))
        call.params.values[static_cast<size_t>(info->paramIndex("c_in_block"))] = block;
    }
  if (info->name == "batch_norm_training")
    if (auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes"))
      if (segments.size() == 5)
        call.params.values[static_cast<size_t>(info->paramIndex("running_stats"))] =
            segments[1] != 0 ? 1 : 0;
  // tt-mlir types sort / topk indices ui16 (dims of at most 65536 entries) or ui32.
  if (info->name == "sort" || info->name == "topk")
    call.params.values[static_cast<size_t>(info->paramIndex("indices_u16"))] =
        call.results[1].dtype == sops::DataType::UInt16 ? 1 : 0;
  // max_pool2d_with_indices: the indices' element type (tt-mlir types them si32, or ui16
  // after its workaround, which the pooling program does not write).
  if (info->name == "max_pool2d_with_indices") {
    const sops::DataType indices = call.results[1].dtype;
    if (indices != sops::DataType::Int32 && indices != sops::DataType::UInt32)
      return op->emitOpError() << "indices of " << strata::device::dataTypeName(indices)
                               << " are not modelled; the op library writes si32 or ui32 indices";
    call.params.values[static_cast<size_t>(info->paramIndex("indices_int32"))] =
        indices == sops::DataType::Int32 ? 1 : 0;
  }
  if (info->name == "typecast")
    call.params.values[0] = sops::typecastCode(result->dtype);
  if (info->name == "to_layout")
    call.params.values[0] = result->layout == sops::Layout::RowMajor ? 1 : 0;
  // ttnn.slice_dynamic: the result shape is the IR's static result type (the bounds are
  // only known on the device).
  if (info->name == "slice_dynamic") {
    sops::IntList &shape = call.params.lists[static_cast<size_t>(info->paramIndex("shape"))];
    shape.size = result->shape.rank;
    for (int k = 0; k < result->shape.rank; ++k)
      shape.values[static_cast<size_t>(k)] = result->shape[k];
  }

  try {
    sops::checkArguments(*info, call.inputs, call.params, arch, inPlace ? nullptr : &result->memory);
    sops::AccountingContext accountant(arch);
    std::array<sops::TensorRef, sops::kMaxOpInputs> refs{};
    for (size_t i = 0; i < call.inputs.size(); ++i)
      refs[i] = sops::TensorRef{call.inputs[i], -1};
    // An in-place op's runner allocates nothing: its one spec is never used.
    std::array<sops::OutputSpec, sops::kMaxOpResults> specs{};
    for (auto [k, desc] : llvm::enumerate(call.results))
      specs[k] = sops::OutputSpec::heapIn(desc.memory);
    sops::OpResults produced = sops::runOp(
        *info, accountant, std::span<const sops::TensorRef>(refs.data(), call.inputs.size()),
        call.params,
        std::span<const sops::OutputSpec>(specs.data(), std::max<size_t>(call.results.size(), 1)));
    call.usage = accountant.usage();
    for (auto [k, want] : llvm::enumerate(expected)) {
      const sops::TensorDesc &out = produced.tensors[k].desc;
      if (!(out.shape == want.shape) || out.dtype != want.dtype || out.layout != want.layout ||
          !(out.memory == want.memory))
        return op->emitOpError() << "the op library's " << info->name << " produces "
                                 << out.toString() << (k ? " as result " + std::to_string(k) : "")
                                 << " but the result type states " << want.toString()
                                 << "; the op cannot be modelled as written";
    }
  } catch (const strata::Error &error) {
    return op->emitOpError() << "op library: " << error.what();
  }
  return call;
}

FailureOr<OpModelCall> mlir::tt::ttnn::opModelOf(Operation *op, const ArchDesc &arch) {
  if (auto model = dyn_cast<OpModelInterface>(op))
    return model.getOpModel(arch);
  return modelOp(op, arch);
}
