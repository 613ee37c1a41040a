// ttnn.constant: a tensor whose element values the program gives. Like
// ttnn.full (and tt-metal's from_buffer, which tt-mlir's constant runs), the op writes
// the values into its output from the host: no program, no CBs, no stack; its L1 need is
// its output (when the output is in L1). The compiler turns the dense attribute into
// ConstantValues (lib/compiler/Dialect/TTNN/Analysis/OpModelParams.cpp), read only by the
// device's write.

#include "strata/ops/misc.hpp"

#include "../program_util.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

namespace strata::ops {

namespace {
constexpr const char* kOp = "constant";

using detail::bad;

class HeldValues final : public ConstantValues {
 public:
  explicit HeldValues(std::vector<double> values) : values_(std::move(values)) {
    range_.lo = std::numeric_limits<double>::infinity();
    range_.hi = -range_.lo;
    for (double v : values_) {
      if (!std::isfinite(v) || v != std::nearbyint(v)) range_.whole = false;
      if (!std::isfinite(v)) continue;
      range_.lo = std::min(range_.lo, v);
      range_.hi = std::max(range_.hi, v);
    }
    if (range_.lo > range_.hi) range_.lo = range_.hi = 0;  // no finite value
  }
  std::uint64_t count() const override { return values_.size(); }
  void read(std::uint64_t first, std::span<double> out) const override {
    std::copy_n(values_.begin() + static_cast<std::ptrdiff_t>(first), out.size(), out.begin());
  }
  Range range() const override { return range_; }

 private:
  std::vector<double> values_;
  Range range_;
};
}  // namespace

std::shared_ptr<const ConstantValues> ConstantValues::of(std::vector<double> values) {
  return std::make_shared<HeldValues>(std::move(values));
}

std::shared_ptr<const ConstantValues> ConstantValues::copyOf(const ConstantValues& source) {
  std::vector<double> values(source.count());
  source.read(0, values);
  return of(std::move(values));
}

TensorRef constant(OpContext& ctx, const TensorDesc& desc, const ConstantValues& values,
                   const OutputSpec& out) {
  OpScope scope(ctx, kOp);
  const std::uint64_t count = desc.shape.volume();
  if (values.count() != count && values.count() != 1)
    bad(kOp, fmt::format("{} values for a result {} of {} elements; give one value (a splat) or one "
                         "per element",
                         values.count(), desc.shape.toString(), count));
  if (device::isBlockFloat(desc.dtype))
    bad(kOp, fmt::format("the result is {}, which tt-metal's from_buffer does not write; use bf16 "
                         "or f32 (typecast the constant afterwards)",
                         device::dataTypeName(desc.dtype)));
  if (device::isInteger(desc.dtype)) {
    const ConstantValues::Range r = values.range();
    const double lo = device::integerMin(desc.dtype), hi = device::integerMax(desc.dtype);
    // Whole bounds as integers (an int64 attribute's reach in full digits).
    const auto number = [](double v) {
      return v == std::nearbyint(v) ? fmt::format("{:.0f}", v) : fmt::format("{}", v);
    };
    if (!r.whole || r.lo < lo || r.hi > hi)
      bad(kOp, fmt::format("the result is {}, which holds whole numbers in [{}, {}], but the values "
                           "{} in [{}, {}]; give whole numbers in range or a float result",
                           device::dataTypeName(desc.dtype), number(lo), number(hi),
                           r.whole ? "lie" : "are not all whole numbers and lie", number(r.lo),
                           number(r.hi)));
  }
  TensorRef y = makeOutput(ctx, desc, out, kOp);
  ctx.write(y, values);
  return y;
}

HostTensor refConstant(const Shape& shape, DataType dtype, const ConstantValues& values) {
  HostTensor r(shape, 0.0);
  r.dtype = dtype;
  if (values.count() != r.data.size() && values.count() != 1)
    bad(kOp, fmt::format("{} values for a result {} of {} elements", values.count(),
                         shape.toString(), r.data.size()));
  if (values.count() == 1) {
    double value = 0;
    values.read(0, std::span(&value, 1));
    std::fill(r.data.begin(), r.data.end(), value);
  } else {
    values.read(0, r.data);
  }
  return r;
}

}  // namespace strata::ops
