// The float64 host evaluation of a TTIR function (see TTIRReference.h). Each op
// follows TTIR's definition (tt-mlir's TTIROps.td), not the lowering: numpy-style
// broadcasting, StableHLO's dot_general, reductions over any dims. Matmuls use the
// op library's reference GEMM (OpenBLAS).
#include "strata/compiler/Dialect/TTIR/Analysis/TTIRReference.h"

#include "TTIRReferenceSupport.h"

#include "strata/compiler/Support/ModuleSource.h"
#include "strata/compiler/Passes.h"
#include "strata/compiler/Dialect/TTIR/IR/TTIR.h"
#include "strata/ops/reference.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Utils/IndexingUtils.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/SourceMgr.h"

#include <array>
#include <cmath>
#include <algorithm>
#include <functional>
#include <numeric>
#include <tuple>

using namespace mlir;

namespace strata::compiler {

namespace ref {

std::int64_t volume(const Shape& s) {
  return std::accumulate(s.begin(), s.end(), std::int64_t{1}, std::multiplies<>());
}

Shape stridesOf(const Shape& s) {
  Shape strides(s.size(), 1);
  for (int d = static_cast<int>(s.size()) - 2; d >= 0; --d) strides[d] = strides[d + 1] * s[d + 1];
  return strides;
}

[[noreturn]] void fail(Operation* op, const std::string& why) {
  std::string name = op->getName().getStringRef().str();
  throw Error(ErrorKind::InvalidArgument, "model reference: '" + name + "': " + why);
}

std::int64_t indexIn(Operation* op, double value, std::int64_t extent, const char* what) {
  if (!(value > -1 && value < static_cast<double>(extent)))
    throw Error(ErrorKind::OutOfRange,
                fmt::format("model reference: '{}': index {} is outside [0, {}) ({})",
                            op->getName().getStringRef().str(), value, extent, what));
  return static_cast<std::int64_t>(value);
}

Shape shapeOf(Value v) {
  auto type = cast<RankedTensorType>(v.getType());
  return Shape(type.getShape().begin(), type.getShape().end());
}

std::int64_t normDim(std::int64_t d, std::size_t rank) {
  return d < 0 ? d + static_cast<std::int64_t>(rank) : d;
}

// `in` read at the numpy-broadcast position of `outIndex` (trailing dims aligned).
RefTensor broadcastTo(const RefTensor& in, const Shape& out) {
  if (in.shape == out) return in;
  RefTensor r{out, std::vector<double>(static_cast<std::size_t>(volume(out)))};
  const Shape strides = stridesOf(in.shape);
  const std::size_t offset = out.size() - in.shape.size();
  forEachIndex(out, [&](std::int64_t i, const Shape& idx) {
    std::int64_t at = 0;
    for (std::size_t d = 0; d < in.shape.size(); ++d)
      at += (in.shape[d] == 1 ? 0 : idx[d + offset]) * strides[d];
    r.values[static_cast<std::size_t>(i)] = in.values[static_cast<std::size_t>(at)];
  });
  return r;
}

// Output dim d steps through the input by the input stride of dim perm[d]. The dim that
// reads the input's contiguous last dim and the output's last dim are walked in 32x32
// tiles, so a weight's transpose (128k x 4k: 4 GB of doubles) reads and writes whole
// cache lines rather than one element per line.
RefTensor permute(const RefTensor& in, const std::vector<std::int64_t>& perm) {
  Shape out;
  for (auto p : perm) out.push_back(in.shape[static_cast<std::size_t>(p)]);
  if (out.empty() || isIdentityPermutation(perm)) return RefTensor{out, in.values};
  RefTensor r{out, std::vector<double>(in.values.size())};
  if (r.values.empty()) return r;
  const std::size_t rank = out.size();
  const Shape inStrides = stridesOf(in.shape), outStrides = stridesOf(out);
  Shape step(rank);
  for (std::size_t d = 0; d < rank; ++d) step[d] = inStrides[static_cast<std::size_t>(perm[d])];
  const std::size_t last = rank - 1;
  std::size_t q = last;  // the output dim reading the input's last dim
  for (std::size_t d = 0; d < rank; ++d)
    if (perm[d] == static_cast<std::int64_t>(last)) q = d;
  const std::int64_t rows = out[q], cols = out[last];
  const std::int64_t rowOut = q == last ? 0 : outStrides[q], rowIn = q == last ? 0 : step[q];
  constexpr std::int64_t kTile = 32;
  // Every other output dim: an odometer of plain offsets.
  std::vector<std::size_t> outer;
  for (std::size_t d = 0; d < last; ++d)
    if (d != q) outer.push_back(d);
  Shape index(outer.size(), 0);
  const std::int64_t outerCount = static_cast<std::int64_t>(r.values.size()) /
                                  (q == last ? cols : rows * cols);
  for (std::int64_t o = 0; o < outerCount; ++o) {
    std::int64_t ob = 0, ib = 0;
    for (std::size_t k = 0; k < outer.size(); ++k) {
      ob += index[k] * outStrides[outer[k]];
      ib += index[k] * step[outer[k]];
    }
    if (q == last) {
      for (std::int64_t j = 0; j < cols; ++j)
        r.values[static_cast<std::size_t>(ob + j)] = in.values[static_cast<std::size_t>(ib + j * step[last])];
    } else {
      for (std::int64_t a0 = 0; a0 < rows; a0 += kTile)
        for (std::int64_t b0 = 0; b0 < cols; b0 += kTile)
          for (std::int64_t a = a0; a < std::min(rows, a0 + kTile); ++a)
            for (std::int64_t b = b0; b < std::min(cols, b0 + kTile); ++b)
              r.values[static_cast<std::size_t>(ob + a * rowOut + b)] =
                  in.values[static_cast<std::size_t>(ib + a * rowIn + b * step[last])];
    }
    for (int k = static_cast<int>(outer.size()) - 1; k >= 0; --k) {
      if (++index[static_cast<std::size_t>(k)] < out[outer[static_cast<std::size_t>(k)]]) break;
      index[static_cast<std::size_t>(k)] = 0;
    }
  }
  return r;
}

// a [B, M, K] x b [B, K, N] (B may be 1 on either side).
RefTensor batchedMatmul(const RefTensor& a, const RefTensor& b, std::int64_t batchA,
                        std::int64_t batchB, std::int64_t m, std::int64_t k, std::int64_t n) {
  const std::int64_t batch = std::max(batchA, batchB);
  RefTensor r{{batch, m, n}, std::vector<double>(static_cast<std::size_t>(batch * m * n))};
  for (std::int64_t t = 0; t < batch; ++t)
    ops::refGemm(a.values.data() + (batchA == 1 ? 0 : t) * m * k,
                 b.values.data() + (batchB == 1 ? 0 : t) * k * n, r.values.data() + t * m * n,
                 static_cast<std::uint64_t>(m), static_cast<std::uint64_t>(k),
                 static_cast<std::uint64_t>(n));
  return r;
}

std::vector<std::int64_t> intList(Attribute attr) {
  std::vector<std::int64_t> out;
  if (auto array = dyn_cast_or_null<ArrayAttr>(attr))
    for (Attribute a : array) out.push_back(cast<IntegerAttr>(a).getInt());
  else if (auto dense = dyn_cast_or_null<DenseI64ArrayAttr>(attr))
    out.assign(dense.asArrayRef().begin(), dense.asArrayRef().end());
  else if (auto dense32 = dyn_cast_or_null<DenseI32ArrayAttr>(attr))
    out.assign(dense32.asArrayRef().begin(), dense32.asArrayRef().end());
  return out;
}

// `v` wrapped to the op's integer result type (two's complement; unsigned types
// read the bits as unsigned).
double asDeclaredInteger(Operation* op, std::int64_t v) {
  auto element = cast<RankedTensorType>(op->getResult(0).getType()).getElementType();
  const unsigned width = element.getIntOrFloatBitWidth();
  if (!element.isInteger() || width >= 64) return static_cast<double>(v);
  const std::uint64_t mask = (std::uint64_t{1} << width) - 1;
  const std::uint64_t bits = static_cast<std::uint64_t>(v) & mask;
  const bool negative = !element.isUnsignedInteger() && ((bits >> (width - 1)) & 1);
  return negative ? static_cast<double>(static_cast<std::int64_t>(bits | ~mask))
                  : static_cast<double>(bits);
}

double applyUnary(StringRef name, double x, Operation* op) {
  if (name == "abs") return std::fabs(x);
  if (name == "atan") return std::atan(x);
  if (name == "cbrt") return std::cbrt(x);
  if (name == "ceil") return std::ceil(x);
  if (name == "cos") return std::cos(x);
  if (name == "erf") return std::erf(x);
  if (name == "erfc") return std::erfc(x);
  if (name == "exp") return std::exp(x);
  if (name == "expm1") return std::expm1(x);
  if (name == "floor") return std::floor(x);
  if (name == "gelu") {
    auto approximate = op->getAttrOfType<StringAttr>("approximate");
    if (approximate && approximate.getValue() == "tanh")
      return 0.5 * x * (1 + std::tanh(std::sqrt(2 / M_PI) * (x + 0.044715 * x * x * x)));
    return 0.5 * x * (1 + std::erf(x / std::sqrt(2.0)));
  }
  if (name == "isfinite") return std::isfinite(x) ? 1 : 0;
  if (name == "log") return std::log(x);
  if (name == "log1p") return std::log1p(x);
  if (name == "logical_not") return x == 0 ? 1 : 0;
  if (name == "neg") return -x;
  if (name == "reciprocal") return 1 / x;
  if (name == "relu") return x > 0 ? x : 0;
  if (name == "relu6") return std::min(std::max(x, 0.0), 6.0);
  if (name == "rsqrt") return 1 / std::sqrt(x);
  if (name == "sigmoid") return 1 / (1 + std::exp(-x));
  if (name == "sign") return x > 0 ? 1 : x < 0 ? -1 : 0;
  if (name == "silu") return x / (1 + std::exp(-x));
  if (name == "sin") return std::sin(x);
  if (name == "sqrt") return std::sqrt(x);
  if (name == "tan") return std::tan(x);
  if (name == "tanh") return std::tanh(x);
  if (name == "acos") return std::acos(x);
  if (name == "asin") return std::asin(x);
  if (name == "asinh") return std::asinh(x);
  if (name == "exp2") return std::exp2(x);
  if (name == "hardsigmoid") return std::clamp(x / 6 + 0.5, 0.0, 1.0);
  if (name == "mish") return x * std::tanh(std::log1p(std::exp(x)));
  if (name == "square") return x * x;
  if (name == "trunc") return std::trunc(x);
  if (name == "bitwise_not") return asDeclaredInteger(op, ~static_cast<std::int64_t>(x));
  auto number = [&](StringRef attr) {
    Attribute a = op->getAttr(attr);
    if (auto f = dyn_cast_or_null<FloatAttr>(a)) return f.getValueAsDouble();
    if (auto i = dyn_cast_or_null<IntegerAttr>(a)) return static_cast<double>(i.getInt());
    fail(op, ("no numeric `" + attr + "`").str());
  };
  if (name == "leaky_relu") return x >= 0 ? x : number("parameter") * x;
  if (name == "clamp_scalar") return std::min(std::max(x, number("min")), number("max"));
  fail(op, "not an elementwise op the reference evaluates");
}

double applyBinary(StringRef name, double a, double b, Operation* op) {
  if (name == "add") return a + b;
  if (name == "subtract") return a - b;
  if (name == "multiply") return a * b;
  if (name == "div") return a / b;
  if (name == "maximum") return std::max(a, b);
  if (name == "minimum") return std::min(a, b);
  if (name == "pow") return std::pow(a, b);
  if (name == "remainder") return std::fmod(a, b);
  if (name == "atan2") return std::atan2(a, b);
  if (name == "eq") return a == b;
  if (name == "ne") return a != b;
  if (name == "lt") return a < b;
  if (name == "le") return a <= b;
  if (name == "gt") return a > b;
  if (name == "ge") return a >= b;
  // The bitwise ops on the integers' two's complement, wrapped to the result type.
  const auto ia = static_cast<std::int64_t>(a), ib = static_cast<std::int64_t>(b);
  auto asDeclared = [&](std::int64_t v) { return asDeclaredInteger(op, v); };
  if (name == "bitwise_and") return asDeclared(ia & ib);
  if (name == "bitwise_or") return asDeclared(ia | ib);
  if (name == "bitwise_xor") return asDeclared(ia ^ ib);
  if (name == "logical_left_shift") return asDeclared(ib < 0 || ib > 63 ? 0 : static_cast<std::int64_t>(static_cast<std::uint64_t>(ia) << ib));
  if (name == "logical_right_shift") {
    auto element = cast<RankedTensorType>(op->getResult(0).getType()).getElementType();
    const unsigned width = std::min(64u, element.getIntOrFloatBitWidth());
    const std::uint64_t mask = width >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << width) - 1;
    return asDeclared(ib < 0 || ib >= width ? 0 : static_cast<std::int64_t>((static_cast<std::uint64_t>(ia) & mask) >> ib));
  }
  if (name == "logical_and") return (a != 0) && (b != 0);
  if (name == "logical_or") return (a != 0) || (b != 0);
  if (name == "logical_xor") return (a != 0) != (b != 0);
  fail(op, "not an elementwise op the reference evaluates");
}

// The value of a typecast to an element type: integers truncate toward zero and
// saturate to their type's range (TTIR leaves out-of-range values open; the
// device saturates, where a C cast would be undefined), i1 is 0 / 1, floats stay
// in float64. An index has no width of its own; tt-mlir makes it ui32.
double convertTo(Type element, double x) {
  if (isa<IndexType>(element))
    element = IntegerType::get(element.getContext(), 32, IntegerType::Unsigned);
  if (auto integer = dyn_cast<IntegerType>(element)) {
    const unsigned width = integer.getWidth();
    if (width == 1) return x != 0 ? 1 : 0;
    const double lowest = integer.isUnsigned() ? 0.0 : -std::ldexp(1.0, width - 1);
    const double highest = integer.isUnsigned() ? std::ldexp(1.0, width) - 1 : std::ldexp(1.0, width - 1) - 1;
    return std::isnan(x) ? 0.0 : std::clamp(std::trunc(x), lowest, highest);
  }
  return x;
}

RefTensor constantOf(Operation* op, Attribute value, const Shape& shape) {
  auto elements = dyn_cast<DenseElementsAttr>(value);
  if (!elements) fail(op, "a constant that is not a dense elements attribute");
  RefTensor r{shape, {}};
  r.values.reserve(static_cast<std::size_t>(volume(shape)));
  Type element = elements.getElementType();
  if (isa<FloatType>(element)) {
    for (APFloat v : elements.getValues<APFloat>()) r.values.push_back(v.convertToDouble());
  } else {
    const bool isUnsigned = cast<IntegerType>(element).isUnsigned() ||
                            cast<IntegerType>(element).getWidth() == 1;
    for (APInt v : elements.getValues<APInt>())
      r.values.push_back(isUnsigned ? static_cast<double>(v.getZExtValue())
                                    : static_cast<double>(v.getSExtValue()));
  }
  if (r.values.size() == 1 && volume(shape) != 1) r.values.assign(static_cast<std::size_t>(volume(shape)), r.values[0]);
  return r;
}

// A window attribute (kernel, stride, dilation) as two values: one int is both.
std::array<std::int64_t, 2> windowPair(Operation* op, Attribute attr, const char* what) {
  if (auto i = dyn_cast_or_null<IntegerAttr>(attr)) return {i.getInt(), i.getInt()};
  auto list = dyn_cast_or_null<DenseI32ArrayAttr>(attr);
  if (!list || list.empty() || list.size() > 2) fail(op, std::string(what) + " must be one or two values");
  return {list[0], list.size() > 1 ? list[1] : list[0]};
}

// TTIR's padding (one value, [pH, pW] or [top, left, bottom, right]) as {top, left}:
// the window's origin; the far sides follow from the result's shape.
std::array<std::int64_t, 2> paddingOrigin(Operation* op, Attribute attr) {
  if (auto list = dyn_cast_or_null<DenseI32ArrayAttr>(attr); list && list.size() == 4)
    return {list[0], list[1]};
  return windowPair(op, attr, "padding");
}

}  // namespace ref

using namespace ref;

struct TTIRReference::Impl {
  MLIRContext context;
  OwningOpRef<ModuleOp> module;
  func::FuncOp function;

  RefTensor reduce(Operation* op, const RefTensor& in) const;
  RefTensor evalOp(Operation* op, llvm::DenseMap<Value, RefTensor>& env,
                   const llvm::DenseMap<Value, Operation*>& lastUse) const;
};

TTIRReference::TTIRReference() : impl_(std::make_unique<Impl>()) {}
TTIRReference::~TTIRReference() = default;

std::unique_ptr<TTIRReference> TTIRReference::load(const std::string& path,
                                                   const std::string& function) {
  std::unique_ptr<TTIRReference> ref(new TTIRReference());
  Impl& impl = *ref->impl_;
  DialectRegistry registry;
  registerStrataDialects(registry);
  impl.context.appendDialectRegistry(registry);
  impl.context.allowUnregisteredDialects();
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(readModuleSource(path), path),
                               llvm::SMLoc());
  CollectedDiagnostics diagnostics(impl.context);
  impl.module = parseModuleWithPlaces(sourceMgr, &impl.context);
  if (!impl.module)
    throw Error(ErrorKind::ParseError, path + ": " + diagnostics.summary());
  // Calls to helper functions evaluate as the lowering sees them: inlined. The
  // function asked for stays (the inliner drops private functions once unused).
  impl.module->walk([&](func::FuncOp f) {
    if (f.getSymName() == function) f.setPublic();
  });
  PassManager inliner(&impl.context);
  inliner.addPass(createCallInliner());
  if (failed(inliner.run(*impl.module)))
    throw Error(ErrorKind::InvalidArgument, path + ": " + diagnostics.summary());
  impl.module->walk([&](func::FuncOp f) {
    if (!impl.function && !f.isExternal() && f.getSymName() == function) impl.function = f;
  });
  if (!impl.function)
    throw Error(ErrorKind::InvalidArgument, path + ": no TTIR function @" + function);
  return ref;
}

RefTensor TTIRReference::Impl::reduce(Operation* op, const RefTensor& in) const {
  const std::size_t rank = in.shape.size();
  std::vector<bool> reduced(rank, op->getAttr("dim_arg") == nullptr);
  for (std::int64_t d : intList(op->getAttr("dim_arg"))) reduced[static_cast<std::size_t>(normDim(d, rank))] = true;
  Shape kept(rank);
  for (std::size_t d = 0; d < rank; ++d) kept[d] = reduced[d] ? 1 : in.shape[d];
  const StringRef name = op->getName().stripDialect();
  std::int64_t count = 1;
  for (std::size_t d = 0; d < rank; ++d)
    if (reduced[d]) count *= in.shape[d];
  double init = 0;
  if (name == "max") init = -INFINITY;
  if (name == "min") init = INFINITY;
  if (name == "prod" || name == "reduce_and") init = 1;
  RefTensor r{kept, std::vector<double>(static_cast<std::size_t>(volume(kept)), init)};
  std::vector<double> best(r.values.size(), -INFINITY);  // argmax's running maximum
  if (name == "argmax") std::fill(r.values.begin(), r.values.end(), 0.0);
  const Shape keptStrides = stridesOf(kept);
  // The position along the reduced dims, in row-major order over them (argmax's index).
  Shape reducedShape;
  for (std::size_t d = 0; d < rank; ++d)
    if (reduced[d]) reducedShape.push_back(in.shape[d]);
  const Shape reducedStrides = stridesOf(reducedShape);
  forEachIndex(in.shape, [&](std::int64_t i, const Shape& idx) {
    std::int64_t at = 0, along = 0;
    for (std::size_t d = 0, k = 0; d < rank; ++d) {
      if (reduced[d]) along += idx[d] * reducedStrides[k++];
      else at += idx[d] * keptStrides[d];
    }
    const double x = in.values[static_cast<std::size_t>(i)];
    double& acc = r.values[static_cast<std::size_t>(at)];
    if (name == "sum" || name == "mean") acc += x;
    else if (name == "max") acc = std::max(acc, x);
    else if (name == "min") acc = std::min(acc, x);
    else if (name == "prod") acc *= x;
    else if (name == "reduce_or") acc = (acc != 0 || x != 0) ? 1 : 0;
    else if (name == "reduce_and") acc = (acc != 0 && x != 0) ? 1 : 0;
    else if (name == "argmax") {
      if (x > best[static_cast<std::size_t>(at)]) {
        best[static_cast<std::size_t>(at)] = x;
        acc = static_cast<double>(along);
      }
    } else fail(op, "not a reduction the reference evaluates");
  });
  if (name == "mean")
    for (double& v : r.values) v /= static_cast<double>(count);
  r.shape = shapeOf(op->getResult(0));  // keep_dim or not
  return r;
}

RefTensor TTIRReference::Impl::evalOp(Operation* op, llvm::DenseMap<Value, RefTensor>& env,
                                      const llvm::DenseMap<Value, Operation*>& lastUse) const {
  auto in = [&](unsigned i) -> const RefTensor& {
    auto it = env.find(op->getOperand(i));
    if (it == env.end()) fail(op, "an operand has no value");
    return it->second;
  };
  // Operand i itself when this op reads it last (no copy of a large tensor), else a copy.
  auto take = [&](unsigned i) -> RefTensor {
    Value v = op->getOperand(i);
    auto last = lastUse.find(v);
    const bool once = llvm::count(op->getOperands(), v) == 1;
    if (last != lastUse.end() && last->second == op && once) {
      auto it = env.find(v);
      if (it == env.end()) fail(op, "an operand has no value");
      return std::move(it->second);
    }
    return in(i);
  };
  const StringRef name = op->getName().stripDialect();
  const Shape out = op->getNumResults() ? shapeOf(op->getResult(0)) : Shape{};
  const std::size_t outSize = static_cast<std::size_t>(volume(out));

  if (op->getNumOperands() == 1 && op->getNumResults() == 1 &&
      llvm::is_contained({"abs", "atan", "cbrt", "ceil", "cos", "erf", "erfc", "exp", "expm1",
                          "floor", "gelu", "isfinite", "log", "log1p", "logical_not", "neg",
                          "reciprocal", "relu", "relu6", "rsqrt", "sigmoid", "sign", "silu",
                          "sin", "sqrt", "tan", "tanh", "acos", "asin", "asinh", "exp2",
                          "hardsigmoid", "mish", "square", "trunc", "bitwise_not", "leaky_relu",
                          "clamp_scalar"},
                         name)) {
    RefTensor r = take(0);
    for (double& v : r.values) v = applyUnary(name, v, op);
    return r;
  }
  if (op->getNumOperands() == 2 &&
      llvm::is_contained({"add", "subtract", "multiply", "div", "maximum", "minimum", "pow",
                          "remainder", "atan2", "eq", "ne", "lt", "le", "gt", "ge",
                          "logical_and", "logical_or", "logical_xor", "bitwise_and", "bitwise_or",
                          "bitwise_xor", "logical_left_shift", "logical_right_shift"},
                         name)) {
    const RefTensor a = broadcastTo(in(0), out), b = broadcastTo(in(1), out);
    RefTensor r{out, std::vector<double>(outSize)};
    for (std::size_t i = 0; i < outSize; ++i) r.values[i] = applyBinary(name, a.values[i], b.values[i], op);
    return r;
  }
  if (name == "clamp_tensor") {
    const RefTensor x = broadcastTo(in(0), out), lo = broadcastTo(in(1), out), hi = broadcastTo(in(2), out);
    RefTensor r{out, std::vector<double>(outSize)};
    for (std::size_t i = 0; i < outSize; ++i) r.values[i] = std::min(std::max(x.values[i], lo.values[i]), hi.values[i]);
    return r;
  }
  if (auto size = dyn_cast<tt::ttir::GetDimensionSizeOp>(op)) {
    const Shape operand = shapeOf(size.getOperand());
    const auto dim = static_cast<std::size_t>(size.getDimension());
    if (dim >= operand.size()) fail(op, "a dimension outside the operand's rank");
    return RefTensor{out, std::vector<double>(outSize, static_cast<double>(operand[dim]))};
  }
  if (auto interleave = dyn_cast<tt::ttir::RepeatInterleaveOp>(op)) {
    const RefTensor& x = in(0);
    const auto dim = static_cast<std::size_t>(normDim(interleave.getDim(), out.size()));
    const auto repeats = static_cast<std::int64_t>(interleave.getRepeats());
    const Shape xStrides = stridesOf(x.shape);
    RefTensor r{out, std::vector<double>(outSize)};
    forEachIndex(out, [&](std::int64_t i, const Shape& idx) {
      std::int64_t at = 0;
      for (std::size_t k = 0; k < idx.size(); ++k) at += (k == dim ? idx[k] / repeats : idx[k]) * xStrides[k];
      r.values[static_cast<std::size_t>(i)] = x.values[static_cast<std::size_t>(at)];
    });
    return r;
  }
  if (name == "where") {
    const RefTensor c = broadcastTo(in(0), out), a = broadcastTo(in(1), out), b = broadcastTo(in(2), out);
    RefTensor r{out, std::vector<double>(outSize)};
    for (std::size_t i = 0; i < outSize; ++i) r.values[i] = c.values[i] != 0 ? a.values[i] : b.values[i];
    return r;
  }
  if (name == "typecast") {
    RefTensor r = take(0);
    Type element = cast<RankedTensorType>(op->getResult(0).getType()).getElementType();
    for (double& v : r.values) v = convertTo(element, v);
    return r;
  }
  if (name == "reshape" || name == "squeeze" || name == "unsqueeze") {
    RefTensor r = take(0);
    r.shape = out;
    return r;
  }
  if (name == "broadcast") return broadcastTo(in(0), out);
  if (name == "repeat") {
    const RefTensor& x = in(0);
    RefTensor r{out, std::vector<double>(outSize)};
    const Shape strides = stridesOf(x.shape);
    forEachIndex(out, [&](std::int64_t i, const Shape& idx) {
      std::int64_t at = 0;
      for (std::size_t d = 0; d < out.size(); ++d) at += (idx[d] % x.shape[d]) * strides[d];
      r.values[static_cast<std::size_t>(i)] = x.values[static_cast<std::size_t>(at)];
    });
    return r;
  }
  // A rank-2 transpose that only dot_generals read stays as it is (RefTensor::transposed).
  auto transposeLater = [&](const std::vector<std::int64_t>& perm) {
    if (perm != std::vector<std::int64_t>{1, 0} || in(0).transposed) return false;
    Value result = op->getResult(0);
    return !result.use_empty() && llvm::all_of(result.getUsers(), [](Operation* user) {
      return isa<tt::ttir::DotGeneralOp>(user);
    });
  };
  auto permuted = [&](const std::vector<std::int64_t>& perm) -> RefTensor {
    if (isIdentityPermutation(perm)) return take(0);
    if (transposeLater(perm)) {
      RefTensor r = take(0);
      r.shape = out;
      r.transposed = true;
      return r;
    }
    return permute(in(0), perm);
  };
  if (auto p = dyn_cast<tt::ttir::PermuteOp>(op))
    return permuted(std::vector<std::int64_t>(p.getPermutation().begin(), p.getPermutation().end()));
  if (auto t = dyn_cast<tt::ttir::TransposeOp>(op)) {
    std::vector<std::int64_t> perm(out.size());
    std::iota(perm.begin(), perm.end(), 0);
    std::swap(perm[static_cast<std::size_t>(normDim(t.getDim0(), out.size()))],
              perm[static_cast<std::size_t>(normDim(t.getDim1(), out.size()))]);
    return permuted(perm);
  }
  if (name == "slice_static" || name == "index") {
    const RefTensor& x = in(0);
    std::vector<std::int64_t> begins(x.shape.size(), 0), steps(x.shape.size(), 1);
    if (auto s = dyn_cast<tt::ttir::SliceStaticOp>(op)) {
      begins = intList(s.getBegins());
      steps = intList(s.getStep());
    } else {
      auto index = cast<tt::ttir::IndexOp>(op);
      // I32Attr reads back unsigned: -1 is 2^32 - 1 until it is an int32 again.
      const auto dim = static_cast<std::size_t>(
          normDim(static_cast<std::int32_t>(index.getDim()), x.shape.size()));
      begins[dim] = index.getBegin();
      steps[dim] = index.getStep();
    }
    for (std::size_t d = 0; d < begins.size(); ++d) begins[d] = normDim(begins[d], static_cast<std::size_t>(x.shape[d]));
    RefTensor r{out, std::vector<double>(outSize)};
    const Shape strides = stridesOf(x.shape);
    forEachIndex(out, [&](std::int64_t i, const Shape& idx) {
      std::int64_t at = 0;
      for (std::size_t d = 0; d < out.size(); ++d) at += (begins[d] + idx[d] * steps[d]) * strides[d];
      r.values[static_cast<std::size_t>(i)] = x.values[static_cast<std::size_t>(at)];
    });
    return r;
  }
  if (auto concat = dyn_cast<tt::ttir::ConcatOp>(op)) {
    const auto dim = static_cast<std::size_t>(normDim(concat.getDim(), out.size()));
    RefTensor r{out, std::vector<double>(outSize)};
    const Shape strides = stridesOf(out);
    std::int64_t offset = 0;
    for (unsigned k = 0; k < op->getNumOperands(); ++k) {
      const RefTensor& x = in(k);
      forEachIndex(x.shape, [&](std::int64_t i, const Shape& idx) {
        std::int64_t at = 0;
        for (std::size_t d = 0; d < out.size(); ++d) at += (idx[d] + (d == dim ? offset : 0)) * strides[d];
        r.values[static_cast<std::size_t>(at)] = x.values[static_cast<std::size_t>(i)];
      });
      offset += x.shape[dim];
    }
    return r;
  }
  if (llvm::is_contained({"sum", "mean", "max", "min", "prod", "argmax", "reduce_or", "reduce_and"}, name)) {
    RefTensor r = reduce(op, in(0));
    const RefTensor& x = in(0);
    const std::vector<std::int64_t> dims = intList(op->getAttr("dim_arg"));
    if (name == "argmax" && dims.size() == 1 && !x.shape.empty() &&
        normDim(dims[0], x.shape.size()) == static_cast<std::int64_t>(x.shape.size()) - 1)
      r.argmax_scores = std::make_shared<const RefTensor>(x);
    return r;
  }
  if (auto dot = dyn_cast<tt::ttir::DotGeneralOp>(op)) {
    // An operand whose transpose was left for this op (RefTensor::transposed).
    auto carriedOut = [](const RefTensor& t) {
      return permute(RefTensor{{t.shape[1], t.shape[0]}, t.values}, {1, 0});
    };
    RefTensor carriedA, carriedB;
    const RefTensor& a = in(0).transposed ? (carriedA = carriedOut(in(0))) : in(0);
    const bool bTransposed = in(1).transposed && dot.getBatchDimsRhs().empty() &&
                             dot.getContractDimsRhs().size() == 1 &&
                             dot.getContractDimsRhs()[0] == 0;
    const RefTensor& b =
        in(1).transposed && !bTransposed ? (carriedB = carriedOut(in(1))) : in(1);
    auto freeDims = [](std::size_t rank, ArrayRef<int64_t> batch, ArrayRef<int64_t> contract) {
      std::vector<std::int64_t> dims;
      for (std::int64_t d = 0; d < static_cast<std::int64_t>(rank); ++d)
        if (!llvm::is_contained(batch, d) && !llvm::is_contained(contract, d)) dims.push_back(d);
      return dims;
    };
    auto size = [](const RefTensor& t, const std::vector<std::int64_t>& dims) {
      std::int64_t n = 1;
      for (auto d : dims) n *= t.shape[static_cast<std::size_t>(d)];
      return n;
    };
    std::vector<std::int64_t> lb(dot.getBatchDimsLhs().begin(), dot.getBatchDimsLhs().end());
    std::vector<std::int64_t> lc(dot.getContractDimsLhs().begin(), dot.getContractDimsLhs().end());
    std::vector<std::int64_t> rb(dot.getBatchDimsRhs().begin(), dot.getBatchDimsRhs().end());
    std::vector<std::int64_t> rc(dot.getContractDimsRhs().begin(), dot.getContractDimsRhs().end());
    const auto lf = freeDims(a.shape.size(), dot.getBatchDimsLhs(), dot.getContractDimsLhs());
    const auto rf = freeDims(b.shape.size(), dot.getBatchDimsRhs(), dot.getContractDimsRhs());
    std::vector<std::int64_t> lp(lb), rp(rb);
    lp.insert(lp.end(), lf.begin(), lf.end());
    lp.insert(lp.end(), lc.begin(), lc.end());
    rp.insert(rp.end(), rc.begin(), rc.end());
    rp.insert(rp.end(), rf.begin(), rf.end());
    const std::int64_t batch = size(a, lb), m = size(a, lf), k = size(a, lc), n = size(b, rf);
    if (size(b, rc) != k || size(b, rb) != batch) fail(op, "batch or contracting sizes differ");
    // Operands already in [batch, free, contract] / [batch, contract, free] order are
    // read in place: a weight is not copied to be multiplied.
    RefTensor permutedA, permutedB;
    const RefTensor& lhs = isIdentityPermutation(lp) ? a : (permutedA = permute(a, lp));
    if (bTransposed) {  // b's values are [n, k]: B^T as BLAS reads it
      RefTensor r{out, std::vector<double>(static_cast<std::size_t>(m * n))};
      ops::refGemmTransposedB(lhs.values.data(), b.values.data(), r.values.data(),
                              static_cast<std::uint64_t>(m), static_cast<std::uint64_t>(k),
                              static_cast<std::uint64_t>(n));
      return r;
    }
    const RefTensor& rhs = isIdentityPermutation(rp) ? b : (permutedB = permute(b, rp));
    RefTensor r = batchedMatmul(lhs, rhs, batch, batch, m, k, n);
    r.shape = out;
    return r;
  }
  if (isa<tt::ttir::MatmulOp, tt::ttir::LinearOp>(op)) {
    RefTensor a = in(0), b = in(1);
    auto mm = dyn_cast<tt::ttir::MatmulOp>(op);
    auto linear = dyn_cast<tt::ttir::LinearOp>(op);
    auto swapLast = [](const RefTensor& t) {
      std::vector<std::int64_t> perm(t.shape.size());
      std::iota(perm.begin(), perm.end(), 0);
      std::swap(perm[perm.size() - 1], perm[perm.size() - 2]);
      return permute(t, perm);
    };
    // linear's 1-d operand: a row (a) or a column (b) whose dim the result drops.
    const bool rowA = linear && a.shape.size() == 1, columnB = linear && b.shape.size() == 1;
    if (rowA) a.shape = {1, a.shape[0]};
    if (columnB) b.shape = {b.shape[0], 1};
    if (a.shape.size() < 2 || b.shape.size() < 2) fail(op, "a rank-1 operand");
    if (mm ? mm.getTransposeA() : linear.getTransposeA()) a = swapLast(a);
    if (mm ? mm.getTransposeB() : linear.getTransposeB()) b = swapLast(b);
    const std::int64_t m = a.shape[a.shape.size() - 2], k = a.shape.back(), n = b.shape.back();
    // Batch dims broadcast (numpy's rule): both operands to the common batch shape.
    const std::size_t rank = std::max(a.shape.size(), b.shape.size()) - 2;
    Shape batchShape(rank, 1);
    for (std::size_t i = 0; i < rank; ++i) {
      const std::size_t fromA = a.shape.size() - 2, fromB = b.shape.size() - 2;
      const std::int64_t x = i + fromA < rank ? 1 : a.shape[i + fromA - rank];
      const std::int64_t y = i + fromB < rank ? 1 : b.shape[i + fromB - rank];
      if (x != y && x != 1 && y != 1) fail(op, "batch dims that do not broadcast");
      batchShape[i] = std::max(x, y);
    }
    Shape aFull(batchShape), bFull(batchShape);
    aFull.insert(aFull.end(), {m, k});
    bFull.insert(bFull.end(), {k, n});
    const std::int64_t batch = volume(batchShape);
    RefTensor r = batchedMatmul(broadcastTo(a, aFull), broadcastTo(b, bFull), batch, batch, m, k, n);
    r.shape = batchShape;
    if (!rowA) r.shape.push_back(m);
    if (!columnB) r.shape.push_back(n);
    if (!linear || !linear.getBias()) {
      r.shape = out;
      return r;
    }
    const RefTensor y = broadcastTo(r, out), bias = broadcastTo(in(2), out);
    RefTensor sum{out, std::vector<double>(outSize)};
    for (std::size_t i = 0; i < outSize; ++i) sum.values[i] = y.values[i] + bias.values[i];
    return sum;
  }
  if (auto softmax = dyn_cast<tt::ttir::SoftmaxOp>(op)) {
    const RefTensor& x = in(0);
    const auto dim = static_cast<std::size_t>(normDim(softmax.getDimension(), x.shape.size()));
    const Shape strides = stridesOf(x.shape);
    RefTensor r = x;
    Shape outer = x.shape;
    outer[dim] = 1;
    forEachIndex(outer, [&](std::int64_t, const Shape& idx) {
      std::int64_t base = 0;
      for (std::size_t d = 0; d < idx.size(); ++d) base += idx[d] * strides[d];
      double largest = -INFINITY, total = 0;
      for (std::int64_t j = 0; j < x.shape[dim]; ++j) largest = std::max(largest, x.values[static_cast<std::size_t>(base + j * strides[dim])]);
      for (std::int64_t j = 0; j < x.shape[dim]; ++j) total += std::exp(x.values[static_cast<std::size_t>(base + j * strides[dim])] - largest);
      for (std::int64_t j = 0; j < x.shape[dim]; ++j) {
        const auto at = static_cast<std::size_t>(base + j * strides[dim]);
        r.values[at] = std::exp(x.values[at] - largest) / total;
      }
    });
    return r;
  }
  if (isa<tt::ttir::RMSNormOp, tt::ttir::LayerNormOp>(op)) {
    const bool rms = isa<tt::ttir::RMSNormOp>(op);
    const RefTensor& x = in(0);
    auto segments = op->getAttrOfType<DenseI32ArrayAttr>("operandSegmentSizes");
    const bool hasWeight = segments && segments[1] == 1, hasBias = segments && segments[2] == 1;
    const double eps = cast<FloatAttr>(op->getAttr("epsilon")).getValueAsDouble();
    const std::int64_t n = x.shape.back(), rows = volume(x.shape) / n;
    const RefTensor* weight = hasWeight ? &in(1) : nullptr;
    const RefTensor* bias = hasBias ? &in(hasWeight ? 2 : 1) : nullptr;
    RefTensor r = x;
    for (std::int64_t row = 0; row < rows; ++row) {
      const double* v = x.values.data() + row * n;
      double mean = 0, square = 0;
      for (std::int64_t j = 0; j < n; ++j) mean += v[j];
      mean /= static_cast<double>(n);
      for (std::int64_t j = 0; j < n; ++j) {
        const double c = rms ? v[j] : v[j] - mean;
        square += c * c;
      }
      const double scale = 1 / std::sqrt(square / static_cast<double>(n) + eps);
      for (std::int64_t j = 0; j < n; ++j) {
        double y = (rms ? v[j] : v[j] - mean) * scale;
        if (weight) y *= weight->values[static_cast<std::size_t>(j % static_cast<std::int64_t>(weight->values.size()))];
        if (bias) y += bias->values[static_cast<std::size_t>(j % static_cast<std::int64_t>(bias->values.size()))];
        r.values[static_cast<std::size_t>(row * n + j)] = y;
      }
    }
    return r;
  }
  if (name == "embedding") {
    const RefTensor &indices = in(0), &weight = in(1);
    const std::int64_t h = weight.shape.back(), rows = volume(weight.shape) / h;
    RefTensor r{out, std::vector<double>(outSize)};
    for (std::size_t i = 0; i < indices.values.size(); ++i) {
      const std::int64_t row = indexIn(op, indices.values[i], rows, "the table's rows");
      std::copy_n(weight.values.begin() + row * h, h, r.values.begin() + static_cast<std::ptrdiff_t>(i) * h);
    }
    return r;
  }
  if (auto gather = dyn_cast<tt::ttir::GatherOp>(op)) return gatherOf(gather, in(0), in(1), out);
  if (auto c = dyn_cast<tt::ttir::ConstantOp>(op)) return constantOf(op, c.getValue(), out);
  if (auto f = dyn_cast<tt::ttir::FullOp>(op)) {
    Attribute v = f.getFillValue();
    const double value = isa<FloatAttr>(v) ? cast<FloatAttr>(v).getValueAsDouble()
                                           : static_cast<double>(cast<IntegerAttr>(v).getInt());
    return RefTensor{out, std::vector<double>(outSize, value)};
  }
  if (name == "zeros" || name == "ones") return RefTensor{out, std::vector<double>(outSize, name == "ones" ? 1 : 0)};
  if (auto a = dyn_cast<tt::ttir::ArangeOp>(op)) {
    const auto dim = static_cast<std::size_t>(normDim(a.getArangeDimension(), out.size()));
    RefTensor r{out, std::vector<double>(outSize)};
    forEachIndex(out, [&](std::int64_t i, const Shape& idx) {
      r.values[static_cast<std::size_t>(i)] = static_cast<double>(a.getStart() + idx[dim] * a.getStep());
    });
    return r;
  }
  if (isa<tt::ttir::Conv2dOp>(op)) return conv2dOf(op, in, out);
  if (isa<tt::ttir::ConvTranspose2dOp>(op)) return convTranspose2dOf(op, in, out);
  if (isa<tt::ttir::MaxPool2dOp, tt::ttir::AvgPool2dOp>(op)) return pool2dOf(op, in(0));
  if (isa<tt::ttir::ScatterOp>(op)) return scatterOf(op, in, out);
  if (isa<tt::ttir::ConcatenateHeadsOp>(op)) {
    // [B, H, S, D] -> [B, S, H*D]
    RefTensor r = permute(in(0), {0, 2, 1, 3});
    r.shape = out;
    return r;
  }
  if (isa<tt::ttir::ScaledDotProductAttentionOp>(op)) return attentionOf(op, in, out);
  if (isa<tt::ttir::GlobalAvgPool2dOp>(op)) {
    const RefTensor& x = in(0);
    const std::int64_t n = x.shape[0], hw = x.shape[1] * x.shape[2], c = x.shape[3];
    RefTensor r{out, std::vector<double>(outSize, 0.0)};
    for (std::int64_t b = 0; b < n; ++b)
      for (std::int64_t p = 0; p < hw; ++p)
        for (std::int64_t ch = 0; ch < c; ++ch)
          r.values[static_cast<std::size_t>(b * c + ch)] += x.values[static_cast<std::size_t>((b * hw + p) * c + ch)] / static_cast<double>(hw);
    return r;
  }
  if (auto norm = dyn_cast<tt::ttir::BatchNormInferenceOp>(op)) {
    // (x - mean) / sqrt(variance + epsilon) * scale + offset, per index along `dimension`.
    RefTensor r = take(0);
    const RefTensor &scale = in(1), &offset = in(2), &mean = in(3), &variance = in(4);
    const auto dim = static_cast<std::size_t>(normDim(norm.getDimension(), r.shape.size()));
    if (dim >= r.shape.size()) fail(op, "a dimension outside the operand");
    const std::int64_t channels = r.shape[dim], stride = stridesOf(r.shape)[dim];
    for (const RefTensor* t : {&scale, &offset, &mean, &variance})
      if (static_cast<std::int64_t>(t->values.size()) != channels) fail(op, "a statistic that is not one value per channel");
    const double epsilon = norm.getEpsilon().convertToDouble();
    for (std::size_t i = 0; i < r.values.size(); ++i) {
      const auto c = static_cast<std::size_t>((static_cast<std::int64_t>(i) / stride) % channels);
      r.values[i] = (r.values[i] - mean.values[c]) / std::sqrt(variance.values[c] + epsilon) *
                        scale.values[c] + offset.values[c];
    }
    return r;
  }
  if (isa<tt::ttir::Upsample2dOp>(op)) return upsample2dOf(op, in, out);
  if (auto pad = dyn_cast<tt::ttir::PadOp>(op)) {
    const RefTensor& x = in(0);
    const auto padding = intList(pad.getPaddingAttr());
    RefTensor r{out, std::vector<double>(outSize, pad.getValue().convertToDouble())};
    const Shape strides = stridesOf(out);
    forEachIndex(x.shape, [&](std::int64_t i, const Shape& idx) {
      std::int64_t at = 0;
      for (std::size_t d = 0; d < out.size(); ++d) at += (idx[d] + padding[2 * d]) * strides[d];
      r.values[static_cast<std::size_t>(at)] = x.values[static_cast<std::size_t>(i)];
    });
    return r;
  }
  fail(op, "the model reference does not evaluate this op");
}

std::vector<RefTensor> TTIRReference::evaluate(
    const std::vector<std::span<const double>>& arguments) const {
  return evaluate(arguments.size(), [&](unsigned i) {
    return std::vector<double>(arguments[i].begin(), arguments[i].end());
  });
}

namespace {

// The table operand of `embedding` when it is a function argument reached only through
// ops that keep the flat order (reshapes, identity permutes), each read by the next
// alone: its argument number, and the ops in between, which need not run.
struct LazyTable {
  unsigned argument = 0;
  llvm::SmallVector<Operation*> through;
};

bool keepsFlatOrder(Operation* op) {
  if (isa<tt::ttir::ReshapeOp>(op)) return true;
  if (auto permute = dyn_cast<tt::ttir::PermuteOp>(op)) {
    ArrayRef<std::int64_t> perm = permute.getPermutation();
    for (std::size_t k = 0; k < perm.size(); ++k)
      if (perm[k] != static_cast<std::int64_t>(k)) return false;
    return true;
  }
  return false;
}

// The argument behind `v` through ops that keep the flat order, each read only by the
// next, with those ops; nullopt when `v` is not such a chain.
std::optional<LazyTable> argumentBehind(Value v, Block& entry) {
  LazyTable table;
  while (!isa<BlockArgument>(v)) {
    Operation* def = v.getDefiningOp();
    if (!def || !keepsFlatOrder(def) || !v.hasOneUse() || def->getNumOperands() != 1)
      return std::nullopt;
    table.through.push_back(def);
    v = def->getOperand(0);
  }
  auto arg = cast<BlockArgument>(v);
  if (arg.getOwner() != &entry || !arg.hasOneUse()) return std::nullopt;
  table.argument = arg.getArgNumber();
  return table;
}

std::optional<LazyTable> lazyTableOf(Operation& embedding, Block& entry) {
  if (embedding.getName().stripDialect() != "embedding" || embedding.getNumOperands() < 2)
    return std::nullopt;
  return argumentBehind(embedding.getOperand(1), entry);
}

// A dot_general x . W^T whose W [N, K] is such an argument (an LM head: the frontends
// write a permute of the weight, then dot_general over x's last dim): the product is
// computed a panel of W's rows at a time, and W is never whole (Gemma 2's 256k x 2304
// head is 4.7 GB of float64). `through` ends with the transposing permute.
std::optional<LazyTable> lazyWeightOf(Operation& op, Block& entry) {
  auto dot = dyn_cast<tt::ttir::DotGeneralOp>(&op);
  if (!dot || !dot.getBatchDimsLhs().empty() || !dot.getBatchDimsRhs().empty() ||
      dot.getContractDimsRhs().size() != 1 || dot.getContractDimsRhs()[0] != 0 ||
      dot.getContractDimsLhs().size() != 1)
    return std::nullopt;
  const auto lhsRank = static_cast<std::int64_t>(shapeOf(op.getOperand(0)).size());
  if (dot.getContractDimsLhs()[0] != lhsRank - 1) return std::nullopt;
  auto transpose = op.getOperand(1).getDefiningOp<tt::ttir::PermuteOp>();
  if (!transpose || !op.getOperand(1).hasOneUse() || transpose.getPermutation().size() != 2 ||
      transpose.getPermutation()[0] != 1 || transpose.getPermutation()[1] != 0)
    return std::nullopt;
  std::optional<LazyTable> weight = argumentBehind(transpose->getOperand(0), entry);
  if (weight) weight->through.push_back(transpose);
  return weight;
}

// embedding with its table read a row at a time from argument `table` (one range per
// index); the same values as the whole table gives.
RefTensor embeddingByRows(Operation& op, const RefTensor& indices, unsigned table,
                          const TTIRReference::ArgumentRange& range) {
  const Shape tableShape = shapeOf(op.getOperand(1));
  const std::int64_t h = tableShape.back(), rows = volume(tableShape) / h;
  const Shape out = shapeOf(op.getResult(0));
  RefTensor r{out, std::vector<double>(static_cast<std::size_t>(volume(out)))};
  for (std::size_t i = 0; i < indices.values.size(); ++i) {
    const std::int64_t row = indexIn(&op, indices.values[i], rows, "the table's rows");
    const std::vector<double> values =
        range(table, static_cast<std::uint64_t>(row * h), static_cast<std::uint64_t>(h));
    std::copy(values.begin(), values.end(), r.values.begin() + static_cast<std::ptrdiff_t>(i) * h);
  }
  return r;
}

// lazyWeightOf's product: x [.., K] times W^T, W's rows drawn `panel` at a time.
RefTensor productByPanels(Operation& op, const RefTensor& given, unsigned weight,
                          const TTIRReference::ArgumentRange& range) {
  RefTensor carried;  // a transpose left for this op (RefTensor::transposed), carried out
  if (given.transposed) carried = permute(RefTensor{{given.shape[1], given.shape[0]}, given.values}, {1, 0});
  const RefTensor& x = given.transposed ? carried : given;
  const Shape w = shapeOf(op.getOperand(1));  // [K, N], W^T
  const std::int64_t k = w[0], n = w[1];
  const std::int64_t m = k == 0 ? 0 : volume(x.shape) / k;
  const Shape out = shapeOf(op.getResult(0));
  RefTensor r{out, std::vector<double>(static_cast<std::size_t>(m * n))};
  // About 8 Mi values (64 MB) of W at a time.
  const std::int64_t panel = std::max<std::int64_t>(1, (std::int64_t{1} << 23) / std::max<std::int64_t>(1, k));
  std::vector<double> part;
  for (std::int64_t n0 = 0; n0 < n; n0 += panel) {
    const std::int64_t rows = std::min(panel, n - n0);
    const std::vector<double> values =
        range(weight, static_cast<std::uint64_t>(n0 * k), static_cast<std::uint64_t>(rows * k));
    part.resize(static_cast<std::size_t>(m * rows));
    ops::refGemmTransposedB(x.values.data(), values.data(), part.data(), static_cast<std::uint64_t>(m),
                            static_cast<std::uint64_t>(k), static_cast<std::uint64_t>(rows));
    for (std::int64_t i = 0; i < m; ++i)
      std::copy_n(part.begin() + i * rows, rows, r.values.begin() + i * n + n0);
  }
  return r;
}

}  // namespace

std::vector<RefTensor> TTIRReference::evaluate(
    std::size_t count, const std::function<std::vector<double>(unsigned)>& argument,
    const ArgumentRange& range) const {
  Block& entry = impl_->function.front();
  if (count != entry.getNumArguments())
    throw Error(ErrorKind::InvalidArgument,
                "model reference: " + std::to_string(count) + " arguments for a function of " +
                    std::to_string(entry.getNumArguments()));
  llvm::DenseMap<Value, RefTensor> env;
  // An argument enters the evaluation when an op first reads it, and leaves after its
  // last reader like any value: a layer's weights are not all held a second time.
  std::vector<bool> entered(count, false);
  // Tables read by rows and weights read by panels (ArgumentRange): the op that reads
  // one -> its argument. Those arguments never enter, and the ops between them and
  // their reader are skipped.
  llvm::DenseMap<Operation*, unsigned> readByRange;
  llvm::DenseSet<Operation*> skipped;
  if (range)
    for (Operation& op : entry.getOperations()) {
      std::optional<LazyTable> lazy = lazyTableOf(op, entry);
      if (!lazy) lazy = lazyWeightOf(op, entry);
      if (!lazy) continue;
      readByRange[&op] = lazy->argument;
      entered[lazy->argument] = true;
      skipped.insert(lazy->through.begin(), lazy->through.end());
    }
  auto enter = [&](Operation& op) {
    for (Value v : op.getOperands()) {
      auto arg = dyn_cast<BlockArgument>(v);
      if (!arg || arg.getOwner() != &entry || entered[arg.getArgNumber()]) continue;
      entered[arg.getArgNumber()] = true;
      // The shape is the argument's (a rank-0 argument reaches the device as [1]).
      env[v] = RefTensor{shapeOf(v), argument(arg.getArgNumber())};
    }
  };
  // Each value is dropped after the op that reads it last: a layer's intermediates
  // (and its multi-GB weight copies) do not all stay alive.
  llvm::DenseMap<Value, Operation*> lastUse;
  for (Operation& op : entry.getOperations())
    for (Value v : op.getOperands()) lastUse[v] = &op;
  auto release = [&](Operation* op) {
    for (Value v : op->getOperands()) {
      auto it = lastUse.find(v);
      // A cache argument written in place stays (the function may return it).
      if (it != lastUse.end() && it->second == op && !isa<func::ReturnOp>(op)) env.erase(v);
    }
  };
  std::vector<RefTensor> results;
  for (Operation& op : entry.getOperations()) {
    if (skipped.contains(&op)) continue;
    if (auto lazy = readByRange.find(&op); lazy != readByRange.end()) {
      enter(op);
      const RefTensor& first = env.at(op.getOperand(0));
      env[op.getResult(0)] = isa<tt::ttir::DotGeneralOp>(op)
                                 ? productByPanels(op, first, lazy->second, range)
                                 : embeddingByRows(op, first, lazy->second, range);
      release(&op);
      continue;
    }
    enter(op);
    if (isa<func::ReturnOp>(op)) {
      for (Value v : op.getOperands()) results.push_back(env.at(v));
      break;
    }
    const StringRef name = op.getName().stripDialect();
    if (name == "fill_cache" || name == "update_cache") {
      // In place on the cache value: later readers see the update.
      RefTensor& cache = env[op.getOperand(0)];
      const RefTensor& input = env.at(op.getOperand(1));
      const std::int64_t batchOffset = cast<IntegerAttr>(op.getAttr("batch_offset")).getInt();
      const Shape cs = cache.shape, is = input.shape;
      if (cs.size() != 4 || is.size() != 4) fail(&op, "a cache that is not [B, H, S, D]");
      const Shape strides = stridesOf(cs);
      if (name == "fill_cache") {
        if (batchOffset < 0 || batchOffset + is[0] > cs[0] || is[1] != cs[1] || is[2] > cs[2] || is[3] != cs[3])
          fail(&op, "an input that does not fit the cache at its batch offset");
        forEachIndex(is, [&](std::int64_t i, const Shape& idx) {
          const std::int64_t at = (batchOffset + idx[0]) * strides[0] + idx[1] * strides[1] +
                                  idx[2] * strides[2] + idx[3];
          cache.values[static_cast<std::size_t>(at)] = input.values[static_cast<std::size_t>(i)];
        });
      } else {
        const std::int64_t position =
            indexIn(&op, env.at(op.getOperand(2)).values.at(0), cs[2], "the cache's sequence positions");
        if (batchOffset < 0 || is[1] != cs[1] || is[3] != cs[3])
          fail(&op, "an input that does not fit the cache at its batch offset");
        const Shape inStrides = stridesOf(is);
        for (std::int64_t b = 0; b + batchOffset < is[2] && b < cs[0]; ++b)
          for (std::int64_t h = 0; h < cs[1]; ++h)
            for (std::int64_t d = 0; d < cs[3]; ++d)
              cache.values[static_cast<std::size_t>(b * strides[0] + h * strides[1] + position * strides[2] + d)] =
                  input.values[static_cast<std::size_t>(h * inStrides[1] + (batchOffset + b) * inStrides[2] + d)];
      }
      release(&op);
      continue;
    }
    if (auto split = dyn_cast<tt::ttir::SplitQueryKeyValueAndSplitHeadsOp>(op)) {
      std::vector<RefTensor> parts = splitHeadsOf(split, env);
      release(&op);
      for (unsigned i = 0; i < 3; ++i)
        if (!op.getResult(i).use_empty()) env[op.getResult(i)] = std::move(parts[i]);
      continue;
    }
    if (op.getNumResults() != 1) fail(&op, "an op with other than one result");
    RefTensor value = impl_->evalOp(&op, env, lastUse);
    release(&op);
    if (!op.getResult(0).use_empty()) env[op.getResult(0)] = std::move(value);
  }
  return results;
}

double pearson(std::span<const double> a, std::span<const double> b) {
  // Over the pairs where both values are finite (the callers count the others).
  const std::size_t n = std::min(a.size(), b.size());
  auto finite = [&](std::size_t i) { return std::isfinite(a[i]) && std::isfinite(b[i]); };
  double ma = 0, mb = 0;
  std::size_t count = 0;
  for (std::size_t i = 0; i < n; ++i)
    if (finite(i)) ma += a[i], mb += b[i], ++count;
  if (count == 0) return NAN;
  ma /= static_cast<double>(count);
  mb /= static_cast<double>(count);
  double sab = 0, saa = 0, sbb = 0;
  for (std::size_t i = 0; i < n; ++i) {
    if (!finite(i)) continue;
    sab += (a[i] - ma) * (b[i] - mb);
    saa += (a[i] - ma) * (a[i] - ma);
    sbb += (b[i] - mb) * (b[i] - mb);
  }
  if (saa == 0 || sbb == 0) return NAN;
  return sab / std::sqrt(saa * sbb);
}

namespace {
// Whether the finite values lie within 1 % of their largest magnitude of each other.
bool nearlyConstant(std::span<const double> values) {
  double lo = INFINITY, hi = -INFINITY, largest = 0;
  for (double v : values)
    if (std::isfinite(v)) {
      lo = std::min(lo, v);
      hi = std::max(hi, v);
      largest = std::max(largest, std::fabs(v));
    }
  return lo <= hi && hi - lo <= 0.01 * largest;
}
}  // namespace

ModelCheck checkModelResult(std::span<const double> expected, std::span<const double> actual,
                            double required) {
  ModelCheck check;
  if (expected.size() != actual.size()) {
    check.note = "the results differ in size";
    return check;
  }
  bool allClose = true;
  std::size_t nonFinite = 0, bothNonFinite = 0;
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const double e = expected[i], a = actual[i];
    if (std::isnan(e) || std::isnan(a) || std::isinf(e) || std::isinf(a)) {
      if (!(std::isnan(e) && std::isnan(a)) && e != a) {
        allClose = false;
        ++nonFinite;
      } else {
        ++bothNonFinite;
      }
      continue;
    }
    check.max_abs_error = std::max(check.max_abs_error, std::fabs(a - e));
    if (std::fabs(a - e) > 1e-2 + 1e-2 * std::fabs(e)) allClose = false;
  }
  check.pcc = pearson(expected, actual);
  // The same NaN / inf on both sides agree and are left out of the PCC (as tt-metal's
  // comp_pcc does), but said: a result of NaNs is not a constant result.
  const std::string shared =
      bothNonFinite == 0 ? ""
                         : fmt::format("{} of {} elements NaN or inf on both sides", bothNonFinite,
                                       expected.size());
  if (nonFinite > 0) {
    check.pcc = NAN;
    check.note = std::to_string(nonFinite) + " of " + std::to_string(expected.size()) +
                 " elements are NaN or inf on one side only (an overflow)";
  } else if (bothNonFinite == expected.size()) {
    check.ok = true;
    check.note = "every element is NaN or inf, the same on both sides";
  } else if (std::isnan(check.pcc)) {
    check.ok = allClose;
    check.note = allClose ? "constant result, equal within atol 1e-2 + rtol 1e-2"
                          : "constant result, not equal within atol 1e-2 + rtol 1e-2";
  } else if (nearlyConstant(expected) && check.pcc < required) {
    // A spread below 1 % of the values (softmax of a softmax: 1/1024 +- 1e-7) is
    // below what a bf16 result can show, so the correlation measures rounding;
    // tt-mlir's metric reaches the same case through its bf16 golden, which is
    // constant, and compares with isclose then (tools/golden/metrics.py).
    check.ok = allClose;
    check.note = allClose ? "nearly constant result (spread under 1 % of its values), equal "
                            "within atol 1e-2 + rtol 1e-2"
                          : "nearly constant result (spread under 1 % of its values), not "
                            "equal within atol 1e-2 + rtol 1e-2";
  } else {
    check.ok = check.pcc >= required;
  }
  if (!shared.empty() && nonFinite == 0 && bothNonFinite != expected.size())
    check.note = check.note.empty() ? shared + ", left out" : check.note + "; " + shared + ", left out";
  return check;
}

ModelCheck checkArgmaxResult(const RefTensor& scores, std::span<const double> actual,
                             std::span<const double> device_scores) {
  ModelCheck check;
  const std::int64_t width = scores.shape.empty() ? 0 : scores.shape.back();
  const std::size_t rows = width > 0 ? scores.values.size() / static_cast<std::size_t>(width) : 0;
  if (rows != actual.size() || width == 0) {
    check.note = "the argmax result has " + std::to_string(actual.size()) + " indices for " +
                 std::to_string(rows) + " rows of scores";
    return check;
  }
  const bool have_device = device_scores.size() == scores.values.size();
  std::size_t exact = 0, within = 0, device_max = 0;
  double worstGap = 0;
  for (std::size_t row = 0; row < rows; ++row) {
    const double* s = scores.values.data() + row * static_cast<std::size_t>(width);
    const std::int64_t best = std::max_element(s, s + width) - s;
    const double index = actual[row];
    if (!(index >= 0 && index < static_cast<double>(width)) || index != std::floor(index)) continue;
    const auto picked = static_cast<std::int64_t>(index);
    const double gap = s[best] - s[picked];
    check.max_abs_error = std::max(check.max_abs_error, std::fabs(index - static_cast<double>(best)));
    worstGap = std::max(worstGap, gap);
    exact += picked == best ? 1 : 0;
    if (gap <= 1e-2 + 2e-2 * std::fabs(s[best])) {
      ++within;
      continue;
    }
    if (have_device) {
      // Rounding to the returned dtype keeps order, so an argmax taken before it still
      // names a maximum of the returned row.
      const double* d = device_scores.data() + row * static_cast<std::size_t>(width);
      if (d[picked] >= *std::max_element(d, d + width)) {
        ++within;
        ++device_max;
      }
    }
  }
  check.pcc = NAN;  // indices do not correlate; the note says what was checked
  check.ok = within == rows;
  check.note = "argmax: " + std::to_string(within) + " of " + std::to_string(rows) +
               " rows pick a score within 0.01 + 2% of the row's maximum";
  if (have_device)
    check.note += " or the maximum of the device's returned scores (" +
                  std::to_string(device_max) + " rows by the latter)";
  check.note += " (" + std::to_string(exact) + " the maximum itself; largest gap " +
                std::to_string(worstGap) + ")";
  return check;
}

bool ModelReport::ok() const {
  return error.empty() &&
         std::all_of(results.begin(), results.end(), [](const ModelCheck& c) { return c.ok; });
}

ModelReport checkAgainstModel(const TTIRReference& reference,
                              const std::vector<std::span<const double>>& arguments,
                              const std::vector<std::span<const double>>& outputs) {
  return checkAgainstModel(reference, arguments.size(), [&](unsigned i) {
    return std::vector<double>(arguments[i].begin(), arguments[i].end());
  }, outputs);
}

ModelReport checkAgainstModel(const TTIRReference& reference, std::size_t count,
                              const std::function<std::vector<double>(unsigned)>& argument,
                              const std::vector<std::span<const double>>& outputs,
                              const TTIRReference::ArgumentRange& range) {
  ModelReport report;
  try {
    const std::vector<RefTensor> expected = reference.evaluate(count, argument, range);
    if (expected.size() != outputs.size())
      report.error = "the model has " + std::to_string(expected.size()) + " results, the run " +
                     std::to_string(outputs.size());
    for (std::size_t i = 0; i < expected.size() && i < outputs.size(); ++i) {
      if (!expected[i].argmax_scores) {
        report.results.push_back(checkModelResult(expected[i].values, outputs[i]));
        continue;
      }
      // The scores are returned too when another result has exactly their values
      // (the same float64 computation, through reshapes).
      const std::vector<double>& scores = expected[i].argmax_scores->values;
      std::span<const double> device_scores;
      for (std::size_t j = 0; j < expected.size() && j < outputs.size(); ++j)
        if (j != i && !expected[j].argmax_scores && expected[j].values == scores &&
            outputs[j].size() == scores.size()) {
          device_scores = outputs[j];
          break;
        }
      report.results.push_back(checkArgmaxResult(*expected[i].argmax_scores, outputs[i], device_scores));
    }
  } catch (const Error& e) {
    report.error = e.what();
    report.error_kind = e.kind();
  }
  return report;
}

}  // namespace strata::compiler
