// Catalog entries of convolution and pooling under tt-mlir's names and
// attribute names (TTNNOps.td), so the compiler reads every parameter from the attribute
// of the same name. Unset attributes (0 / the empty list) take defaults that fit any
// [.., R, C] input, which the catalog-wide tests rely on: one image of R x 1 pixels
// (input_height = R / (batch_size * input_width), input_width = 1), channels = C, a
// 3x1 window (conv2d: the weight's KH x KW), stride and dilation 1 and "same" padding
// ((K - 1) / 2 on each side). conv_test.cpp runs them with real geometries.

#include "../catalog_util.hpp"
#include "reference_conv.hpp"
#include "strata/ops/conv.hpp"
#include "strata/ops/ops.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>

namespace strata::ops::detail {

namespace {

[[noreturn]] void badList(const char* attribute, std::size_t size, const char* want) {
  throw Error(ErrorKind::InvalidArgument,
              fmt::format("{} has {} entries; it takes {}", attribute, size, want),
              {Error::str("attribute", attribute)});
}

// A pair attribute: empty (the default), one value for both dims, or two.
std::array<std::int64_t, 2> pairOf(const IntList& list, const char* attribute,
                                   std::array<std::int64_t, 2> fallback) {
  if (list.empty()) return fallback;
  if (list.size == 1) return {list.values[0], list.values[0]};
  if (list.size == 2) return {list.values[0], list.values[1]};
  badList(attribute, list.size, "2 ([height, width])");
}

[[noreturn]] void badWindowValue(std::int64_t v, const char* attribute) {
  throw Error(ErrorKind::InvalidArgument, fmt::format("{} holds {}; values must be >= 0", attribute, v),
              {Error::str("attribute", attribute)});
}

// Out of line only when wrong: the query reads a dozen of these per window.
inline std::uint32_t nonNegative(std::int64_t v, const char* attribute) {
  if (v < 0 || v > std::int64_t(UINT32_MAX)) [[unlikely]]
    badWindowValue(v, attribute);
  return static_cast<std::uint32_t>(v);
}

// An Integer attribute that 0 leaves unset: its value, else `fallback`.
std::uint32_t positiveOr(const OpParams& p, std::string_view name, std::uint32_t fallback) {
  const std::int64_t v = p.integer(name);
  return v > 0 ? static_cast<std::uint32_t>(v) : fallback;
}

// The window of an op from its parameters (the pools' and conv2d's names; `channels`: the
// pools' channels or conv2d's in_channels) and the input's shape [.., R, C];
// `default_kernel` is the window when kernel_size is unset (conv2d: the weight's).
Window2d windowOf(const OpParams& p, const Shape& x, std::string_view channels,
                  std::array<std::int64_t, 2> default_kernel) {
  Window2d w;
  w.batch = nonNegative(p.integer("batch_size"), "batch_size");
  w.in_w = positiveOr(p, "input_width", 1);
  const std::uint64_t per_image = std::uint64_t(std::max(w.batch, 1u)) * w.in_w;
  w.in_h = positiveOr(p, "input_height", static_cast<std::uint32_t>(x.secondLast() / per_image));
  w.channels = positiveOr(p, channels, x.last());
  const auto k = pairOf(p.list("kernel_size"), "kernel_size", default_kernel);
  w.kernel_h = nonNegative(k[0], "kernel_size");
  w.kernel_w = nonNegative(k[1], "kernel_size");
  const auto s = pairOf(p.list("stride"), "stride", {1, 1});
  w.stride_h = nonNegative(s[0], "stride");
  w.stride_w = nonNegative(s[1], "stride");
  const auto d = pairOf(p.list("dilation"), "dilation", {1, 1});
  w.dilation_h = nonNegative(d[0], "dilation");
  w.dilation_w = nonNegative(d[1], "dilation");
  const IntList& pad = p.list("padding");
  if (pad.empty()) {  // "same": (K - 1) / 2 on every side
    w.pad_top = w.pad_bottom = (w.kernel_h > 0 ? w.kernel_h - 1 : 0) / 2;
    w.pad_left = w.pad_right = (w.kernel_w > 0 ? w.kernel_w - 1 : 0) / 2;
  } else if (pad.size == 2) {  // [pH, pW]
    w.pad_top = w.pad_bottom = nonNegative(pad.values[0], "padding");
    w.pad_left = w.pad_right = nonNegative(pad.values[1], "padding");
  } else if (pad.size == 4) {  // [pT, pB, pL, pR]
    w.pad_top = nonNegative(pad.values[0], "padding");
    w.pad_bottom = nonNegative(pad.values[1], "padding");
    w.pad_left = nonNegative(pad.values[2], "padding");
    w.pad_right = nonNegative(pad.values[3], "padding");
  } else {
    badList("padding", pad.size, "2 ([pH, pW]) or 4 ([pT, pB, pL, pR])");
  }
  return w;
}

Window2d poolWindow(const OpParams& p, const Shape& x) {
  Window2d w = windowOf(p, x, "channels", {3, 1});
  w.ceil_mode = p.flag("ceil_mode");
  return w;
}

// conv2d's arguments. Unset attributes read the weight as [O, C/groups, KH, KW]
// (out_channels O, kernel KH x KW); a prepared weight needs them stated.
Conv2dArgs convArgs(const OpParams& p, const Shape& x, const Shape& weight) {
  const bool rank4 = weight.rank == 4;
  Conv2dArgs a;
  a.window = windowOf(p, x, "in_channels", {rank4 ? weight[2] : 1, rank4 ? weight[3] : 1});
  a.out_channels = positiveOr(p, "out_channels", weight[0]);
  a.groups = nonNegative(p.integer("groups"), "groups");
  return a;
}

// prepare_conv2d_weights has no activation: in_channels defaults to C/groups x groups.
Shape weightChannels(const OpParams& p, const Shape& weight) {
  const auto groups = static_cast<std::uint32_t>(std::max<std::int64_t>(p.integer("groups"), 1));
  return Shape{1, weight.rank == 4 ? weight[1] * groups : 1};
}

}  // namespace

Window2d poolWindowOf(const OpParams& p, const Shape& x) { return poolWindow(p, x); }

namespace {

TensorRef runMaxPool(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return maxPool2d(c, in[0], poolWindow(p, in[0].desc.shape), o);
}
HostTensor refMaxPool(HIns in, const OpParams& p) {
  Window2d w = poolWindow(p, in[0].shape);
  resolveWindow(w, "max_pool2d");
  return refMaxPool2d(in[0], w);
}

TensorRef runAvgPool(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return avgPool2d(c, in[0], poolWindow(p, in[0].desc.shape), p.flag("count_include_pad"), o);
}
HostTensor refAvgPool(HIns in, const OpParams& p) {
  Window2d w = poolWindow(p, in[0].shape);
  resolveWindow(w, "avg_pool2d");
  return refAvgPool2d(in[0], w, p.flag("count_include_pad"));
}

TensorRef runGlobalAvgPool(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) {
  return globalAvgPool2d(c, in[0], o);
}
HostTensor refGlobalAvgPool(HIns in, const OpParams&) { return refGlobalAvgPool2d(in[0]); }

TensorRef runPrepareWeights(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  const Shape& w = in[0].desc.shape;
  return prepareConv2dWeights(c, in[0], convArgs(p, weightChannels(p, w), w), o);
}
HostTensor refPrepareWeights(HIns in, const OpParams& p) {
  return refPrepareConv2dWeights(in[0], convArgs(p, weightChannels(p, in[0].shape), in[0].shape));
}

TensorRef runConv(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return conv2d(c, in[0], in[1], in.size() > 2 ? &in[2] : nullptr,
                convArgs(p, in[0].desc.shape, in[1].desc.shape), o);
}
HostTensor refConv(HIns in, const OpParams& p) {
  Conv2dArgs a = convArgs(p, in[0].shape, in[1].shape);
  resolveWindow(a.window, "conv2d");
  return refConv2d(in[0], in[1], in.size() > 2 ? &in[2] : nullptr, a);
}

// The prepare-bias ops (`op`): the bias [1, 1, 1, O] as the convolution adds it, a
// checked device copy.
TensorRef prepareBias(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o,
                      const char* op) {
  const Shape& b = in[0].desc.shape;
  bool row = true;
  for (int k = 0; k + 1 < b.rank; ++k) row = row && b[k] == 1;
  const std::int64_t out_channels = p.integer("out_channels");
  if (!row || (out_channels > 0 && b.last() != out_channels))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: the bias is {}; it must be [1, 1, 1, out_channels ({})]", op,
                            b.toString(), out_channels),
                {Error::str("op", op)});
  return copyTo(c, in[0], in[0].desc.dtype, o.memory_given ? o.memory : in[0].desc.memory, o, op);
}

// ttnn.prepare_conv2d_bias.
TensorRef runPrepareBias(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return prepareBias(c, in, p, o, "prepare_conv2d_bias");
}
HostTensor refPrepareBias(HIns in, const OpParams&) { return in[0]; }

// conv1d: tt-mlir's attributes; unset ones come from x [N, L, C] and weight [O, C/g, K]
// ("same" padding (K - 1) / 2 each side).
Conv1dArgs conv1dArgs(const OpParams& p, const Shape& x, const Shape& weight) {
  Conv1dArgs a;
  const bool rank3 = x.rank == 3;
  a.batch = positiveOr(p, "batch_size", rank3 ? x[0] : 1);
  a.length = positiveOr(p, "input_length", rank3 ? x[1] : 1);
  a.in_channels = positiveOr(p, "in_channels", x.last());
  a.out_channels = positiveOr(p, "out_channels", weight[0]);
  a.kernel = positiveOr(p, "kernel_size", weight.rank == 3 ? weight[2] : 1);
  a.stride = nonNegative(p.integer("stride"), "stride");
  a.dilation = nonNegative(p.integer("dilation"), "dilation");
  a.groups = nonNegative(p.integer("groups"), "groups");
  const auto pad = pairOf(p.list("padding"), "padding", {(a.kernel - 1) / 2, (a.kernel - 1) / 2});
  a.pad_left = nonNegative(pad[0], "padding");
  a.pad_right = nonNegative(pad[1], "padding");
  return a;
}

TensorRef runConv1d(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return conv1d(c, in[0], in[1], in.size() > 2 ? &in[2] : nullptr,
                conv1dArgs(p, in[0].desc.shape, in[1].desc.shape), o);
}
// conv2d's reference on the same row-major data: [N, L, C] is [1, 1, N*L, C] and
// [O, C/g, K] is [O, C/g, K, 1].
HostTensor refConv1d(HIns in, const OpParams& p) {
  const Conv1dArgs a = conv1dArgs(p, in[0].shape, in[1].shape);
  Conv2dArgs b;
  b.window.batch = a.batch;
  b.window.in_h = a.length;
  b.window.in_w = 1;
  b.window.channels = a.in_channels;
  b.window.kernel_h = a.kernel;
  b.window.stride_h = a.stride;
  b.window.dilation_h = a.dilation;
  b.window.pad_top = a.pad_left;
  b.window.pad_bottom = a.pad_right;
  b.out_channels = a.out_channels;
  b.groups = a.groups;
  resolveWindow(b.window, "conv1d");
  HostTensor x = in[0];
  x.shape = Shape{1, 1, a.batch * a.length, a.in_channels};
  HostTensor w = in[1];
  if (w.shape.rank == 3) w.shape = Shape{w.shape[0], w.shape[1], w.shape[2], 1};
  return refConv2d(x, w, in.size() > 2 ? &in[2] : nullptr, b);
}

// ttnn.upsample: scale_factor one value for both dims or [sh, sw] (unset: 2); mode
// tt-mlir's string.
constexpr ParamChoice kUpsampleModes[] = {{"nearest", 0}, {"bilinear", 1}};
std::array<std::int64_t, 2> scalesOf(const OpParams& p) { return pairOf(p.list("scale_factor"), "scale_factor", {2, 2}); }
bool bilinear(const OpParams& p) { return p.choice<int>("mode") == 1; }
TensorRef runUpsample(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  const auto s = scalesOf(p);
  return upsample(c, in[0], nonNegative(s[0], "scale_factor"), nonNegative(s[1], "scale_factor"),
                  bilinear(p), o);
}
HostTensor refUpsampleOp(HIns in, const OpParams& p) {
  const auto s = scalesOf(p);
  return refUpsample(in[0], static_cast<std::uint32_t>(s[0]), static_cast<std::uint32_t>(s[1]),
                     bilinear(p));
}

// conv_transpose2d: tt-mlir's eleven attributes; unset ones from x [N, H, W, C] and the
// weight [C, O/g, KH, KW]; padding [pH, pW] (default 0), output_padding [h, w] (default 0).
struct TransposeArgs {
  Conv2dArgs args;
  std::array<std::int64_t, 2> output_padding{};
  bool nhwc = true;
};
TransposeArgs transposeArgs(const OpParams& p, const Shape& x, const Shape& weight) {
  const bool rank4 = x.rank == 4, w4 = weight.rank == 4;
  TransposeArgs t;
  Conv2dArgs& a = t.args;
  a.groups = nonNegative(p.integer("groups"), "groups");
  Window2d& w = a.window;
  w.batch = positiveOr(p, "batch_size", rank4 ? x[0] : 1);
  w.in_h = positiveOr(p, "input_height", rank4 ? x[1] : 1);
  w.in_w = positiveOr(p, "input_width", rank4 ? x[2] : 1);
  w.channels = positiveOr(p, "in_channels", x.last());
  a.out_channels = positiveOr(p, "out_channels", w4 ? weight[1] * std::max(a.groups, 1u) : 1);
  const auto k = pairOf(p.list("kernel_size"), "kernel_size", {w4 ? weight[2] : 1, w4 ? weight[3] : 1});
  w.kernel_h = nonNegative(k[0], "kernel_size");
  w.kernel_w = nonNegative(k[1], "kernel_size");
  const auto s = pairOf(p.list("stride"), "stride", {1, 1});
  w.stride_h = nonNegative(s[0], "stride");
  w.stride_w = nonNegative(s[1], "stride");
  const auto d = pairOf(p.list("dilation"), "dilation", {1, 1});
  w.dilation_h = nonNegative(d[0], "dilation");
  w.dilation_w = nonNegative(d[1], "dilation");
  const auto pad = pairOf(p.list("padding"), "padding", {0, 0});
  w.pad_top = w.pad_bottom = nonNegative(pad[0], "padding");
  w.pad_left = w.pad_right = nonNegative(pad[1], "padding");
  t.output_padding = pairOf(p.list("output_padding"), "output_padding", {0, 0});
  t.nhwc = !(x.rank == 4 && x[0] == 1 && x[1] == 1 && x[2] == w.batch * w.in_h * w.in_w &&
             !(w.batch == 1 && w.in_h == 1));
  return t;
}

TensorRef runConvTranspose(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  const TransposeArgs t = transposeArgs(p, in[0].desc.shape, in[1].desc.shape);
  return convTranspose2d(c, in[0], in[1], in.size() > 2 ? &in[2] : nullptr, t.args,
                         nonNegative(t.output_padding[0], "output_padding"),
                         nonNegative(t.output_padding[1], "output_padding"), o);
}
HostTensor refConvTranspose(HIns in, const OpParams& p) {
  TransposeArgs t = transposeArgs(p, in[0].shape, in[1].shape);
  Window2d& w = t.args.window;
  w.out_h = static_cast<std::uint32_t>((std::int64_t(w.in_h) - 1) * w.stride_h - 2 * std::int64_t(w.pad_top) +
                                       std::int64_t(w.dilation_h) * (w.kernel_h - 1) + t.output_padding[0] + 1);
  w.out_w = static_cast<std::uint32_t>((std::int64_t(w.in_w) - 1) * w.stride_w - 2 * std::int64_t(w.pad_left) +
                                       std::int64_t(w.dilation_w) * (w.kernel_w - 1) + t.output_padding[1] + 1);
  const Shape& xs = in[0].shape;
  const bool nhwc = xs == Shape{w.batch, w.in_h, w.in_w, w.channels};
  return refConvTranspose2d(in[0], in[1], in.size() > 2 ? &in[2] : nullptr, t.args, nhwc);
}

// The prepare ops have no activation: in_channels defaults to the weight's C.
Shape transposeWeightChannels(const Shape& weight) { return Shape{1, weight.rank == 4 ? weight[0] : 1}; }
TensorRef runPrepareTransposeWeights(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  const Shape& w = in[0].desc.shape;
  return prepareConvTranspose2dWeights(c, in[0], transposeArgs(p, transposeWeightChannels(w), w).args, o);
}
HostTensor refPrepareTransposeWeights(HIns in, const OpParams& p) {
  const Shape& w = in[0].shape;
  return refPrepareConvTranspose2dWeights(in[0], transposeArgs(p, transposeWeightChannels(w), w).args);
}
// ttnn.prepare_conv_transpose2d_bias: as prepare_conv2d_bias.
TensorRef runPrepareTransposeBias(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return prepareBias(c, in, p, o, "prepare_conv_transpose2d_bias");
}


#define POOL_PARAMS                                                                          \
  intParam("batch_size", 1), intParam("input_height", 0), intParam("input_width", 0),       \
      intParam("channels", 0), ParamDef{"kernel_size", 0, true}, ParamDef{"stride", 0, true}, \
      ParamDef{"padding", 0, true}, ParamDef{"dilation", 0, true}, boolParam("ceil_mode", 0)
#define CONV_PARAMS                                                                           \
  intParam("in_channels", 0), intParam("out_channels", 0), intParam("batch_size", 1),         \
      intParam("input_height", 0), intParam("input_width", 0), ParamDef{"kernel_size", 0, true}, \
      ParamDef{"stride", 0, true}, ParamDef{"padding", 0, true}, ParamDef{"dilation", 0, true}, \
      intParam("groups", 1)

#define TRANSPOSE_PARAMS                                                                       \
  intParam("in_channels", 0), intParam("out_channels", 0), intParam("batch_size", 0),            \
      intParam("input_height", 0), intParam("input_width", 0), ParamDef{"kernel_size", 0, true},  \
      ParamDef{"stride", 0, true}, ParamDef{"padding", 0, true},                                 \
      ParamDef{"output_padding", 0, true}, ParamDef{"dilation", 0, true}, intParam("groups", 1)

const std::array kConvOps = {
    // The max of stored values is one of them: exact in every dtype.
    OpInfo{"max_pool2d", OpFamily::Data, 1, {POOL_PARAMS}, 9, false, -4, 4, kExact, kExact,
           runMaxPool, refMaxPool,
           "max over each KH x KW window of [.., N*H*W, C] images (tt-mlir's flattened NHWC)"},
    // A sum in double divided once, one rounding: a primitive's tolerance.
    OpInfo{"avg_pool2d", OpFamily::Data, 1, {POOL_PARAMS, boolParam("count_include_pad", 1)}, 10,
           false, -4, 4, kBf16Prim, kF32Prim, runAvgPool, refAvgPool,
           "mean over each KH x KW window of [.., N*H*W, C] images (count_include_pad: padding "
           "taps count in the divisor)"},
    OpInfo{"global_avg_pool2d", OpFamily::Data, 1, {}, 0, false, -4, 4, kBf16Prim, kF32Prim,
           runGlobalAvgPool, refGlobalAvgPool, "[N, H, W, C] -> [N, 1, 1, C], the mean over H x W"},
    // Nearest copies (exact); bilinear blends four values in double, one rounding.
    OpInfo{"upsample", OpFamily::Data, 1, {ParamDef{"scale_factor", 0, true}, choiceParam("mode", 0, kUpsampleModes)},
           2, false, -4, 4, kBf16Prim, kF32Prim, runUpsample, refUpsampleOp,
           "[N, H, W, C] -> [N, H*sh, W*sw, C]; mode nearest or bilinear (half-pixel centres)"},
    // A rearrangement with zeros between the groups: exact.
    OpInfo{"prepare_conv2d_weights", OpFamily::Data, 1, {CONV_PARAMS}, 10, false, -1, 1, kExact,
           kExact, runPrepareWeights, refPrepareWeights,
           "weight [O, C/groups, KH, KW] -> [1, 1, KH*KW*C, O], the matrix conv2d multiplies"},
    OpInfo{"prepare_conv2d_bias", OpFamily::Data, 1, {CONV_PARAMS}, 10, false, -1, 1, kExact,
           kExact, runPrepareBias, refPrepareBias,
           "bias [1, 1, 1, O] as conv2d adds it (a copy into the output memory)"},
    // The matmul accumulates in double and rounds once, the bias add rounds again.
    OpInfo{"conv2d", OpFamily::Data, 2, {CONV_PARAMS}, 10, false, -1, 1, (Tolerance{0.05, 0.02}),
           (Tolerance{1e-4, 1e-5}), runConv, refConv,
           "x [.., N*H*W, C] * weight [O, C/groups, KH, KW] (+ bias [1, 1, 1, O]): unfold and "
           "prepared weights on the stack, one matmul",
           false, 3},
    OpInfo{"conv_transpose2d", OpFamily::Data, 2, {TRANSPOSE_PARAMS},
           11, false, -1, 1, (Tolerance{0.05, 0.02}), (Tolerance{1e-4, 1e-5}), runConvTranspose,
           refConvTranspose,
           "x [N, H, W, C] * weight [C, O/groups, KH, KW] (+ bias) -> [N, OH, OW, O]: the "
           "transposed unfold and weight matrix on the stack, one matmul",
           false, 3},
    OpInfo{"prepare_conv_transpose2d_weights", OpFamily::Data, 1, {TRANSPOSE_PARAMS}, 11, false, -1,
           1, kExact, kExact, runPrepareTransposeWeights, refPrepareTransposeWeights,
           "weight [C, O/groups, KH, KW] -> [1, 1, KH*KW*C, O], the matrix conv_transpose2d multiplies"},
    OpInfo{"prepare_conv_transpose2d_bias", OpFamily::Data, 1, {TRANSPOSE_PARAMS}, 11, false, -1, 1,
           kExact, kExact, runPrepareTransposeBias, refPrepareBias,
           "bias [1, 1, 1, O] as conv_transpose2d adds it (a copy into the output memory)"},
    OpInfo{"conv1d", OpFamily::Data, 2,
           {intParam("in_channels", 0), intParam("out_channels", 0), intParam("batch_size", 0),
            intParam("input_length", 0), intParam("kernel_size", 0), intParam("stride", 1),
            ParamDef{"padding", 0, true}, intParam("dilation", 1), intParam("groups", 1)},
           9, false, -1, 1, (Tolerance{0.05, 0.02}), (Tolerance{1e-4, 1e-5}), runConv1d, refConv1d,
           "x [N, L, C] * weight [O, C/groups, K] (+ bias [1, 1, 1, O]) -> [1, 1, N*L_out, O]: "
           "conv2d's composite on an L x 1 image",
           false, 3},
};

}  // namespace

std::span<const OpInfo> convOps() { return kConvOps; }

}  // namespace strata::ops::detail
