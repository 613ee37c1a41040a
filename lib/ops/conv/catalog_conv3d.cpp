// Catalog entries of prepare_conv3d_weights and conv3d (conv/conv3d.cpp) under tt-mlir's
// names and attributes.

#include "../catalog_util.hpp"
#include "strata/ops/conv3d.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <vector>

namespace strata::ops::detail {

namespace {

// conv3d's parameters, tt-mlir's attribute names; unset ones (0 / empty) are read from
// the input [N, D, H, W, C] and the weight [rows, O]: a 1x1x1 kernel, stride 1, no padding.
std::array<std::uint32_t, 3> tripleOf(const IntList& list, const char* attribute, std::uint32_t fallback) {
  if (list.empty()) return {fallback, fallback, fallback};
  if (list.size != 3)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("conv3d: {} has {} entries; it takes 3 ([D, H, W])", attribute, list.size),
                {Error::str("attribute", attribute)});
  std::array<std::uint32_t, 3> v{};
  for (int k = 0; k < 3; ++k) {
    if (list.values[k] < 0 || list.values[k] > 1 << 20)
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("conv3d: {} holds {}; entries must be 0..{}", attribute, list.values[k], 1 << 20),
                  {Error::str("attribute", attribute)});
    v[k] = static_cast<std::uint32_t>(list.values[k]);
  }
  return v;
}

// An Integer parameter as a count (below 0: 0).
std::uint32_t asCount(const OpParams& p, std::string_view name) {
  return static_cast<std::uint32_t>(std::max<std::int64_t>(p.integer(name), 0));
}

Conv3dArgs conv3dArgs(const OpParams& p, const Shape& x, const Shape& w) {
  auto value = [&](std::string_view name, std::uint32_t fallback) {
    const std::int64_t v = p.integer(name);
    return v > 0 ? static_cast<std::uint32_t>(v) : fallback;
  };
  const bool ndhwc = x.rank == 5;
  Conv3dArgs a;
  a.in_channels = value("in_channels", x.last());
  a.out_channels = value("out_channels", w.last());
  a.batch = value("batch_size", ndhwc ? x[0] : 1);
  a.in_d = value("input_depth", ndhwc ? x[1] : 1);
  a.in_h = value("input_height", ndhwc ? x[2] : 1);
  a.in_w = value("input_width", ndhwc ? x[3] : 1);
  a.kernel = tripleOf(p.list("kernel_size"), "kernel_size", 1);
  a.stride = tripleOf(p.list("stride"), "stride", 1);
  a.padding = tripleOf(p.list("padding"), "padding", 0);
  a.groups = value("groups", 1);
  a.c_in_block = asCount(p, "c_in_block");
  return a;
}

TensorRef runConv3d(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return conv3d(c, in[0], in[1], in.size() > 2 ? &in[2] : nullptr,
                conv3dArgs(p, in[0].desc.shape, in[1].desc.shape), o);
}
HostTensor refConv3dOp(HIns in, const OpParams& p) {
  return refConv3d(in[0], in[1], in.size() > 2 ? &in[2] : nullptr, conv3dArgs(p, in[0].shape, in[1].shape));
}

TensorRef runPrepareConv3d(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return prepareConv3dWeights(c, in[0], asCount(p, "groups"), asCount(p, "c_in_block"),
                              asCount(p, "alignment"), o);
}
HostTensor refPrepareConv3dOp(HIns in, const OpParams& p) {
  return refPrepareConv3dWeights(in[0], asCount(p, "groups"), asCount(p, "c_in_block"),
                                 asCount(p, "alignment"));
}

// The (channel block, depth tap) partials conv3d sums (conv3d.cpp): each the convolution
// with the prepared weight's rows of that partial alone, without the bias.
std::vector<HostTensor> conv3dPartials(HIns in, const OpParams& p) {
  const Conv3dArgs a = conv3dArgs(p, in[0].shape, in[1].shape);
  const Shape& ws = in[1].shape;
  const std::uint64_t taps = std::uint64_t(a.kernel[0]) * a.kernel[1] * a.kernel[2];
  if (ws.rank != 2 || taps == 0 || ws[0] % taps != 0) return {};
  const std::uint64_t aligned = ws[0] / taps;
  const std::uint64_t block = a.c_in_block ? a.c_in_block : aligned;
  if (block == 0 || aligned % block != 0) return {};
  const std::uint64_t rows = std::uint64_t(a.kernel[1]) * a.kernel[2] * block, cols = ws[1];
  std::vector<HostTensor> partials;
  for (std::uint64_t first = 0; first < ws[0]; first += rows) {
    HostTensor w = in[1];
    for (std::uint64_t r = 0; r < ws[0]; ++r)
      if (r < first || r >= first + rows)
        std::fill_n(w.data.begin() + static_cast<std::ptrdiff_t>(r * cols), cols, 0.0);
    partials.push_back(refConv3d(in[0], w, nullptr, a));
  }
  return partials;
}

OpInfo conv3dEntry() {
  // One matmul per (channel block, depth tap), each rounded once, summed: conv2d's
  // tolerance, and the partials' roundings (OpInfo::partials).
  OpInfo op{"conv3d", OpFamily::Data, 2,
            {intParam("in_channels", 0), intParam("out_channels", 0), intParam("batch_size", 0),
             intParam("input_depth", 0), intParam("input_height", 0), intParam("input_width", 0),
             ParamDef{"kernel_size", 0, true}, ParamDef{"stride", 0, true}, ParamDef{"padding", 0, true},
             intParam("groups", 1), intParam("c_in_block", 0)},
            11, false, -1, 1, Tolerance{0.06, 0.03}, Tolerance{1e-4, 1e-5}, runConv3d, refConv3dOp,
            "x [N, D, H, W, C] * prepared weight [blocks*KD*KH*KW*c_in_block, O] (+ bias [1, O]) -> "
            "[N, OD, OH, OW, O]: per depth tap an unfold and a matmul on the stack, summed"};
  op.max_arity = 3;
  op.partials = conv3dPartials;
  return op;
}

// A rearrangement with zeros (groups, alignment): exact.
OpInfo prepareConv3dEntry() {
  return OpInfo{"prepare_conv3d_weights", OpFamily::Data, 1,
                {intParam("groups", 1), intParam("c_in_block", 0), intParam("alignment", 32)}, 3,
                false, -1, 1, Tolerance{0, 0}, Tolerance{0, 0}, runPrepareConv3d, refPrepareConv3dOp,
                "weight [O, C/groups, KD, KH, KW] -> [blocks*KD*KH*KW*c_in_block, O] (tt-metal's "
                "conv3d layout: groups spread with zeros, C padded to alignment, channel blocks outermost)"};
}

}  // namespace

std::span<const OpInfo> conv3dOps() {
  static const std::vector<OpInfo> ops = {prepareConv3dEntry(), conv3dEntry()};
  return ops;
}

}  // namespace strata::ops::detail
