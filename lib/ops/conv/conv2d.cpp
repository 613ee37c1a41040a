// ttnn.conv2d as a composite of window programs and the library's matmul, and
// ttnn.prepare_conv2d_weights (its first step, also an op of its own). The unfolded
// input and the prepared weights are the composite's intermediates: on the stack.

#include "strata/ops/conv.hpp"
#include "strata/ops/ops.hpp"

#include "strata/support/error.hpp"
#include "window_program.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <string>

namespace strata::ops {

namespace {

[[noreturn]] void badConv(const char* op, const char* what, const std::string& message) {
  throw Error(ErrorKind::InvalidArgument, fmt::format("{}: {}: {}", op, what, message),
              {Error::str("op", op), Error::str("argument", what)});
}

// [1, 1, KH*KW*C, O]: the matrix form of the weights.
Shape preparedShape(const Conv2dArgs& a) {
  const Window2d& w = a.window;
  return Shape{1, 1, w.kernel_h * w.kernel_w * w.channels, a.out_channels};
}

void checkChannels(const Conv2dArgs& a, const char* op) {
  if (a.groups == 0 || a.window.channels == 0 || a.out_channels == 0 ||
      a.window.channels % a.groups != 0 || a.out_channels % a.groups != 0)
    badConv(op, "groups",
            fmt::format("in_channels {} and out_channels {} must both be positive multiples of "
                        "groups {}", a.window.channels, a.out_channels, a.groups));
}

// The weight in the form tt-mlir passes it, [O, C/groups, KH, KW].
void checkRawWeight(const TensorRef& weight, const Conv2dArgs& a, const char* op) {
  const Shape& s = weight.desc.shape;
  const Window2d& w = a.window;
  const Shape want{a.out_channels, a.window.channels / a.groups, w.kernel_h, w.kernel_w};
  if (!(s == want))
    badConv(op, "weight",
            fmt::format("the weight is {} but out_channels {}, in_channels {} / groups {} and "
                        "kernel_size {}x{} make it {} ([O, C/groups, KH, KW])",
                        s.toString(), a.out_channels, a.window.channels, a.groups, w.kernel_h,
                        w.kernel_w, want.toString()));
}

}  // namespace

namespace {

// The window program of the weight matrix from the weight in `form`.
enum class WeightForm : std::uint8_t { Conv2d, Conv1d, Transposed };

TensorRef weightMatrix(OpContext& ctx, const char* name, const TensorRef& weight,
                       const Conv2dArgs& args, WeightForm form, const OutputSpec& out) {
  WindowMap map;
  map.kind = WindowKind::Weights;
  map.geometry = args.window;
  map.groups = args.groups;
  map.out_channels = args.out_channels;
  map.weight_1d = form == WeightForm::Conv1d;
  map.weight_transposed = form == WeightForm::Transposed;
  TensorDesc desc = weight.desc;
  desc.shape = preparedShape(args);
  desc.layout = Layout::Tile;  // the matrix conv2d multiplies, whatever the weight's layout
  return detail::enqueueWindow(ctx, name, weight, desc, map, out);
}

}  // namespace

TensorRef prepareConv2dWeights(OpContext& ctx, const TensorRef& weight, const Conv2dArgs& args,
                               const OutputSpec& out) {
  const char* name = "prepare_conv2d_weights";
  OpScope scope(ctx, name);
  // Row-major too: tt-mlir hands it the weight as the host holds it; tiled, an
  // [O, I, KH, KW] weight pads every KH x KW to a 32 x 32 tile (a 1x1 conv's 1024-fold).
  detail::requireInterleavedTileInput(weight, out, name, "weight", /*row_major_too=*/true);
  checkChannels(args, name);
  checkRawWeight(weight, args, name);
  return weightMatrix(ctx, name, weight, args, WeightForm::Conv2d, out);
}

TensorRef prepareConvTranspose2dWeights(OpContext& ctx, const TensorRef& weight,
                                        const Conv2dArgs& args, const OutputSpec& out) {
  const char* name = "prepare_conv_transpose2d_weights";
  OpScope scope(ctx, name);
  detail::requireInterleavedTileInput(weight, out, name, "weight");
  checkChannels(args, name);
  const Window2d& w = args.window;
  const Shape raw{w.channels, args.out_channels / args.groups, w.kernel_h, w.kernel_w};
  if (!(weight.desc.shape == raw))
    badConv(name, "weight",
            fmt::format("the weight is {} but in_channels {}, out_channels {} / groups {} and "
                        "kernel_size {}x{} make it {} ([C, O/groups, KH, KW])",
                        weight.desc.shape.toString(), w.channels, args.out_channels, args.groups,
                        w.kernel_h, w.kernel_w, raw.toString()));
  return weightMatrix(ctx, name, weight, args, WeightForm::Transposed, out);
}

namespace {

// The composite both convolutions share: x's pixels (batch_size images of H x W) times
// the weight matrix, into a result of `out_shape` ([.., N*OH*OW, O]).
TensorRef convolve(OpContext& ctx, const char* name, const TensorRef& x, const TensorRef& weight,
                   const TensorRef* bias, const Conv2dArgs& args, Window2d w, const Shape& out_shape,
                   bool prepared, WeightForm form, const OutputSpec& out) {
  TensorDesc desc = x.desc;
  desc.shape = out_shape;
  if (bias) {
    const Shape& b = bias->desc.shape;
    bool row = b.last() == args.out_channels;
    for (int k = 0; k + 1 < b.rank; ++k) row = row && b[k] == 1;
    if (!row || b.rank > desc.shape.rank)
      badConv(name, "bias", fmt::format("the bias is {}; it must be [1, 1, 1, {}]", b.toString(),
                                        args.out_channels));
  }
  TensorRef y = makeOutput(ctx, desc, out, name);
  Frame frame(ctx, name);
  const OutputSpec stack = OutputSpec::stack();
  const TensorRef matrix = [&] {
    if (prepared) return weight;
    OpScope prepare_scope(ctx, "conv.prepare_weights");
    return weightMatrix(ctx, "conv.prepare_weights", weight, args, form, stack);
  }();
  // im2col: output pixel p's row holds its window, tap by tap, every channel of a tap.
  WindowMap unfold;
  unfold.kind = form == WeightForm::Transposed ? WindowKind::UnfoldTransposed : WindowKind::Unfold;
  unfold.geometry = w;
  TensorDesc cols_desc = x.desc;
  cols_desc.shape = out_shape;
  cols_desc.shape[cols_desc.shape.rank - 1] = w.kernel_h * w.kernel_w * w.channels;
  TensorRef cols = [&] {
    OpScope unfold_scope(ctx, "conv.unfold");
    return detail::enqueueWindow(ctx, "conv.unfold", x, cols_desc, unfold, stack);
  }();
  matmul(ctx, cols, matrix, OutputSpec::into(y));
  if (bias) binary(ctx, BinaryCode::Add, y, *bias, OutputSpec::into(y));
  return y;
}

}  // namespace

TensorRef conv2d(OpContext& ctx, const TensorRef& x, const TensorRef& weight,
                 const TensorRef* bias, const Conv2dArgs& args, const OutputSpec& out) {
  const char* name = "conv2d";
  OpScope scope(ctx, name);
  detail::requireInterleavedTileInput(x, out, name, "input");
  detail::requireInterleavedTileInput(weight, out, name, "weight");
  checkChannels(args, name);
  Window2d w = args.window;
  resolveWindow(w, name);
  const Shape& s = x.desc.shape;
  const std::uint64_t pixels = std::uint64_t(w.batch) * w.in_h * w.in_w;
  if (s.secondLast() != pixels || s.last() != w.channels)
    badConv(name, "input",
            fmt::format("the input is {} but batch_size {} x input_height {} x input_width {} "
                        "with in_channels {} make it [.., {}, {}] (tt-mlir's flattened [1, 1, N*H*W, C])",
                        s.toString(), w.batch, w.in_h, w.in_w, w.channels, pixels, w.channels));
  const bool prepared = weight.desc.shape == preparedShape(args);
  if (!prepared) checkRawWeight(weight, args, name);
  Shape out_shape = s;
  out_shape[out_shape.rank - 2] = w.batch * w.out_h * w.out_w;
  out_shape[out_shape.rank - 1] = args.out_channels;
  return convolve(ctx, name, x, weight, bias, args, w, out_shape, prepared, WeightForm::Conv2d, out);
}

TensorRef conv1d(OpContext& ctx, const TensorRef& x, const TensorRef& weight,
                 const TensorRef* bias, const Conv1dArgs& a, const OutputSpec& out) {
  const char* name = "conv1d";
  OpScope scope(ctx, name);
  detail::requireInterleavedTileInput(x, out, name, "input");
  detail::requireInterleavedTileInput(weight, out, name, "weight");
  // A signal of length L is an L x 1 image; the kernel K x 1.
  Conv2dArgs args;
  args.window.batch = a.batch;
  args.window.in_h = a.length;
  args.window.in_w = 1;
  args.window.channels = a.in_channels;
  args.window.kernel_h = a.kernel;
  args.window.stride_h = a.stride;
  args.window.dilation_h = a.dilation;
  args.window.pad_top = a.pad_left;
  args.window.pad_bottom = a.pad_right;
  args.out_channels = a.out_channels;
  args.groups = a.groups;
  checkChannels(args, name);
  Window2d w = args.window;
  resolveWindow(w, name);
  const Shape& s = x.desc.shape;
  if (!(s == Shape{a.batch, a.length, a.in_channels}))
    badConv(name, "input",
            fmt::format("the input is {} but batch_size {}, input_length {} and in_channels {} make "
                        "it [{}, {}, {}] ([N, L, C])", s.toString(), a.batch, a.length,
                        a.in_channels, a.batch, a.length, a.in_channels));
  const bool prepared = weight.desc.shape == preparedShape(args);
  const Shape raw{a.out_channels, a.in_channels / std::max(a.groups, 1u), a.kernel};
  if (!prepared && !(weight.desc.shape == raw))
    badConv(name, "weight",
            fmt::format("the weight is {} but out_channels {}, in_channels {} / groups {} and "
                        "kernel_size {} make it {} ([O, C/groups, K])", weight.desc.shape.toString(),
                        a.out_channels, a.in_channels, a.groups, a.kernel, raw.toString()));
  return convolve(ctx, name, x, weight, bias, args, w, Shape{1, 1, a.batch * w.out_h, a.out_channels},
                  prepared, WeightForm::Conv1d, out);
}

TensorRef convTranspose2d(OpContext& ctx, const TensorRef& x, const TensorRef& weight,
                          const TensorRef* bias, const Conv2dArgs& args,
                          std::uint32_t output_padding_h, std::uint32_t output_padding_w,
                          const OutputSpec& out) {
  const char* name = "conv_transpose2d";
  OpScope scope(ctx, name);
  detail::requireInterleavedTileInput(x, out, name, "input");
  detail::requireInterleavedTileInput(weight, out, name, "weight");
  checkChannels(args, name);
  Window2d w = args.window;
  if (w.batch == 0 || w.in_h == 0 || w.in_w == 0 || w.kernel_h == 0 || w.kernel_w == 0 ||
      w.stride_h == 0 || w.stride_w == 0 || w.dilation_h == 0 || w.dilation_w == 0)
    badConv(name, "geometry", "batch_size, input_height/width, kernel_size, stride and dilation must be positive");
  if (output_padding_h >= std::max(w.stride_h, w.dilation_h) || output_padding_w >= std::max(w.stride_w, w.dilation_w))
    badConv(name, "output_padding",
            fmt::format("[{}, {}] must be below the stride or the dilation", output_padding_h, output_padding_w));
  const std::int64_t oh = (std::int64_t(w.in_h) - 1) * w.stride_h - w.pad_top - w.pad_bottom +
                          std::int64_t(w.dilation_h) * (w.kernel_h - 1) + output_padding_h + 1;
  const std::int64_t ow = (std::int64_t(w.in_w) - 1) * w.stride_w - w.pad_left - w.pad_right +
                          std::int64_t(w.dilation_w) * (w.kernel_w - 1) + output_padding_w + 1;
  if (oh <= 0 || ow <= 0)
    badConv(name, "padding", fmt::format("the output would be {} x {} pixels", oh, ow));
  w.out_h = static_cast<std::uint32_t>(oh);
  w.out_w = static_cast<std::uint32_t>(ow);
  const Shape& s = x.desc.shape;
  const bool nhwc = s == Shape{w.batch, w.in_h, w.in_w, w.channels};
  const bool flat = s == Shape{1, 1, w.batch * w.in_h * w.in_w, w.channels};
  if (!nhwc && !flat)
    badConv(name, "input",
            fmt::format("the input is {} but batch_size {}, input_height {}, input_width {} and "
                        "in_channels {} make it [N, H, W, C] or [1, 1, N*H*W, C]", s.toString(),
                        w.batch, w.in_h, w.in_w, w.channels));
  const bool prepared = weight.desc.shape == preparedShape(args);
  const Shape raw{w.channels, args.out_channels / args.groups, w.kernel_h, w.kernel_w};
  if (!prepared && !(weight.desc.shape == raw))
    badConv(name, "weight",
            fmt::format("the weight is {} but in_channels {}, out_channels {} / groups {} and "
                        "kernel_size {}x{} make it {} ([C, O/groups, KH, KW])",
                        weight.desc.shape.toString(), w.channels, args.out_channels, args.groups,
                        w.kernel_h, w.kernel_w, raw.toString()));
  const Shape out_shape = nhwc ? Shape{w.batch, w.out_h, w.out_w, args.out_channels}
                               : Shape{1, 1, w.batch * w.out_h * w.out_w, args.out_channels};
  return convolve(ctx, name, x, weight, bias, args, w, out_shape, prepared, WeightForm::Transposed, out);
}

}  // namespace strata::ops
