// The op model's reading of op attributes as the op library's parameters: one generic
// reader driven by each op's schema (strata/ops/catalog.hpp: name, attribute name, kind,
// choices), with the same checks as the CLI's --param (sops::paramValueError).
#include "OpModelSupport.h"

#include "strata/ops/spec.hpp"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttnn;
using namespace mlir::tt::ttnn::opmodel;
namespace sops = strata::ops;

// An integer attribute's value, or nothing when it does not fit an int64 (an i128 or a
// ui64 above 2^63 would otherwise wrap). i1 and unsigned types read unsigned (true is 1,
// not -1).
std::optional<int64_t> opmodel::integerValue(IntegerAttr attr) {
  const APInt &value = attr.getValue();
  const bool unsignedType = attr.getType().isUnsignedInteger() || value.getBitWidth() == 1;
  if (unsignedType ? value.getActiveBits() > 63 : value.getSignificantBits() > 64)
    return std::nullopt;
  return unsignedType ? static_cast<int64_t>(value.getZExtValue()) : value.getSExtValue();
}

bool opmodel::boolAttr(Operation *op, StringRef name) {
  auto attr = dyn_cast_or_null<BoolAttr>(op->getAttr(name));
  return attr && attr.getValue();
}

namespace {

// A scalar parameter from the attribute its schema names, read as its kind says and checked as the CLI's --param is
// (sops::paramValueError): a string, a list, NaN, 5.5 for an integer, 2 for a bool or an
// integer beyond 64 bits is an error naming the attribute, never the default in its place.
FailureOr<std::optional<double>> paramAttr(Operation *op, const sops::ParamDef &def) {
  const StringRef attrName(def.attributeName().data(), def.attributeName().size());
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

// A Choice parameter from a string attribute (upsample's mode "bilinear") or an enum kept
// verbatim (scatter's #ttcore.reduce_type<sum>: the name between the brackets), as the
// choice's code. An empty string is the default (dit's activation = "").
FailureOr<std::optional<double>> choiceAttr(Operation *op, const sops::OpInfo &info,
                                            const sops::ParamDef &def) {
  const StringRef attrName(def.attributeName().data(), def.attributeName().size());
  Attribute attr = op->getAttr(attrName);
  if (!attr)
    return std::optional<double>();
  // A kept enum's spec is `name<choice>`, in either dialect.
  StringRef spec;
  if (auto kept = dyn_cast<ttcore::UnmodeledAttr>(attr))
    spec = kept.getSpec();
  else if (auto kept = dyn_cast<UnmodeledAttr>(attr))
    spec = kept.getSpec();
  StringRef text;
  if (auto string = dyn_cast<StringAttr>(attr))
    text = string.getValue();
  else if (!spec.empty())
    text = spec.split('<').second.rsplit('>').first;
  else
    return op->emitOpError() << attrName << " = " << attr << " is not a string; " << attrName
                             << " takes " << def.choiceNames();
  if (text.empty())
    return std::optional<double>();
  if (std::optional<double> code = def.choiceCode(std::string_view(text.data(), text.size())))
    return std::optional<double>(*code);
  return op->emitOpError() << attrName << " " << attr << " is not modelled; the op library's "
                           << info.name << " takes " << def.choiceNames();
}

} // namespace

// tt-mlir's I32ArrayAttr / ArrayAttr, a dense i32/i64 array (permutation), a #ttnn.shape
// (repeat_dims), or one integer (upsample's scale_factor is SI32Attr or an array).
FailureOr<std::optional<sops::IntList>> opmodel::listAttr(Operation *op, StringRef name) {
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
  } else if (auto single = dyn_cast<IntegerAttr>(attr)) {
    std::optional<int64_t> value = integerValue(single);
    if (!value)
      return op->emitOpError() << name << " = " << attr << " does not fit a 64-bit integer";
    values.push_back(*value);
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

namespace {

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
} // namespace

FailureOr<std::shared_ptr<const sops::ConstantValues>> opmodel::constantValues(Operation *op) {
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


LogicalResult opmodel::fillParams(Operation *op, const sops::OpInfo &info,
                                  ArrayRef<std::string_view> ruleParams, sops::OpParams &params) {
  params = info.defaults();
  for (int i = 0; i < info.num_params; ++i) {
    const sops::ParamDef &def = info.params[static_cast<size_t>(i)];
    if (llvm::is_contained(ruleParams, def.name))
      continue;
    if (def.is_list) {
      const StringRef attrName(def.attributeName().data(), def.attributeName().size());
      FailureOr<std::optional<sops::IntList>> list = listAttr(op, attrName);
      if (failed(list))
        return failure();
      if (*list)
        params.lists[static_cast<size_t>(i)] = **list;
      continue;
    }
    FailureOr<std::optional<double>> value = def.kind == sops::ParamKind::Choice
                                                 ? choiceAttr(op, info, def)
                                                 : paramAttr(op, def);
    if (failed(value))
      return failure();
    if (*value)
      params.values[static_cast<size_t>(i)] = **value;
  }
  return success();
}
