// Catalog entries of issue 15's remaining single-result ops under tt-mlir's names and
// attribute names (TTNNOps.td): ttnn.slice_dynamic (input, begins, ends; `step`). Its
// `shape` parameter is the result's shape, which the compiler takes from the IR's
// static result type; an empty `shape` is the input's, an empty `step` all ones.

#include "../catalog_util.hpp"
#include "strata/ops/misc.hpp"

#include <array>
#include <cmath>
#include <vector>

namespace strata::ops::detail {

namespace {

constexpr Tolerance kExact{0, 0};

std::vector<std::int64_t> stepOf(const OpParams& p, int rank) {
  if (!p.lists[0].empty()) return {p.lists[0].view().begin(), p.lists[0].view().end()};
  return std::vector<std::int64_t>(static_cast<std::size_t>(rank), 1);
}
std::vector<std::int64_t> shapeOf(const OpParams& p, const Shape& input) {
  if (!p.lists[1].empty()) return {p.lists[1].view().begin(), p.lists[1].view().end()};
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

std::array<OpInfo, 1> makeMiscOps() {
  OpInfo slice{"slice_dynamic", OpFamily::Data, 3,
               {ParamDef{"step", 0, true}, ParamDef{"shape", 0, true}}, 2, false, -4, 4, kExact,
               kExact, runSliceDynamic, refSliceDynamicOp,
               "data movement: ttnn.slice_dynamic, begins / ends read from int32 / uint32 "
               "tensors on the device; `shape` is the static result shape"};
  slice.mixed_dtypes = true;
  slice.make_valid = validSliceBounds;
  return {slice};
}

}  // namespace

std::span<const OpInfo> miscOps() {
  static const std::array<OpInfo, 1> ops = makeMiscOps();
  return ops;
}

}  // namespace strata::ops::detail
