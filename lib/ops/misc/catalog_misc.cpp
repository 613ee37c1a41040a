// Catalog entries of the single-result ops of no other family under tt-mlir's names and
// attribute names (TTNNOps.td): ttnn.slice_dynamic (input, begins, ends; `step`). Its
// `shape` parameter is the result's shape, which the compiler takes from the IR's
// static result type; an empty `shape` is the input's, an empty `step` all ones.
// ttnn.constant (an optional device, `value` a dense attribute): described by its result
// like full; the compiler passes the attribute's values in OpParams::elements.

#include "../catalog_util.hpp"
#include "strata/ops/misc.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <vector>

namespace strata::ops::detail {

namespace {

std::vector<std::int64_t> stepOf(const OpParams& p, int rank) {
  const IntList& step = p.list("step");
  if (!step.empty()) return {step.view().begin(), step.view().end()};
  return std::vector<std::int64_t>(static_cast<std::size_t>(rank), 1);
}
std::vector<std::int64_t> shapeOf(const OpParams& p, const Shape& input) {
  const IntList& shape = p.list("shape");
  if (!shape.empty()) return {shape.view().begin(), shape.view().end()};
  return {input.dims.begin(), input.dims.begin() + input.rank};
}

TensorRef runSliceDynamic(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  const Shape& s = in[0].desc.shape;
  return sliceDynamic(c, in[0], in[1], in[2], stepOf(p, s.rank), shapeOf(p, s), o);
}
HostTensor refSliceDynamicOp(HIns in, const OpParams& p) {
  const Shape& s = in[0].shape;
  return refSliceDynamic(in[0], in[1], in[2], stepOf(p, s.rank), shapeOf(p, s));
}

// Random bounds made valid: each dim's begin is the draw folded into the begins that
// leave room for the result (so different seeds slice different windows), its end the
// smallest that gives the result's extent. Dims with no room are left for the op to
// refuse.
void validSliceBounds(std::span<HostTensor> in, const OpParams& p) {
  if (in.size() < 3) return;
  const Shape& s = in[0].shape;
  const std::vector<std::int64_t> step = stepOf(p, s.rank), shape = shapeOf(p, s);
  if (step.size() != s.rank || shape.size() != s.rank) return;
  for (int k = 0; k < s.rank && k < static_cast<int>(in[1].data.size()) &&
                  k < static_cast<int>(in[2].data.size()); ++k) {
    const auto i = static_cast<std::size_t>(k);
    const std::int64_t span = (shape[i] - 1) * step[i] + 1, room = std::int64_t{s[k]} - span;
    if (room < 0 || step[i] <= 0) continue;
    const auto draw = static_cast<std::int64_t>(std::fabs(in[1].data[i]));
    in[1].data[i] = static_cast<double>(draw % (room + 1));
    in[2].data[i] = in[1].data[i] + static_cast<double>(span);
  }
}

// ttnn.constant is described by its result (input 0, like full); its values are
// params.elements, or the `value` parameter for every element.
class SplatValue final : public ConstantValues {
 public:
  explicit SplatValue(double value) : value_(value) {}
  std::uint64_t count() const override { return 1; }
  void read(std::uint64_t, std::span<double> out) const override {
    std::fill(out.begin(), out.end(), value_);
  }
  Range range() const override {
    if (!std::isfinite(value_)) return {0, 0, false};
    return {value_, value_, value_ == std::nearbyint(value_)};
  }

 private:
  double value_;
};
TensorRef runConstant(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  if (p.elements) return constant(c, in[0].desc, *p.elements, o);
  return constant(c, in[0].desc, SplatValue(p.real("value")), o);
}
HostTensor refConstantOp(HIns in, const OpParams& p) {
  if (p.elements) return refConstant(in[0].shape, in[0].dtype, *p.elements);
  return refConstant(in[0].shape, in[0].dtype, SplatValue(p.real("value")));
}
// One rounding of a float64 value to the result's dtype: bf16 keeps 8 significant bits
// (<= 2^-9 relative, 2^-8 allowing for the float32 step on the way), f32 24 (<= 2^-24).
// Integer results hold their whole-number values exactly.
constexpr Tolerance kConstantBf16{0, 0x1p-8};
constexpr Tolerance kConstantF32{0, 0x1p-23};

std::array<OpInfo, 2> makeMiscOps() {
  OpInfo slice{"slice_dynamic", OpFamily::Data, 3,
               {ParamDef{"step", 0, true}, ParamDef{"shape", 0, true}}, 2, false, -4, 4, kExact,
               kExact, runSliceDynamic, refSliceDynamicOp,
               "data movement: ttnn.slice_dynamic, begins / ends read from int32 / uint32 "
               "tensors on the device; `shape` is the static result shape"};
  slice.mixed_dtypes = true;
  slice.make_valid = validSliceBounds;
  // The reference is the given values; the device holds them rounded once to the dtype.
  OpInfo constant_op{"constant", OpFamily::Data, 1, {fillParam("value", 0.0)}, 1, true, -4, 4,
                     kConstantBf16, kConstantF32, runConstant, refConstantOp,
                     "ttnn.constant: a tensor of the input's description holding given values "
                     "(any layout; the compiler passes the dense attribute, here every element "
                     "is `value`)"};
  return {slice, constant_op};
}

}  // namespace

std::span<const OpInfo> miscOps() {
  static const std::array<OpInfo, 2> ops = makeMiscOps();
  return ops;
}

}  // namespace strata::ops::detail
