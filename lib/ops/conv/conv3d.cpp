// ttnn.prepare_conv3d_weights and ttnn.conv3d as composites (strata/ops/conv3d.hpp). The
// weights are rearranged with the library's data movement (pad, permute, reshape: exact
// copies); the convolution runs conv2d's unfold window program on each kernel depth tap's
// input planes (a depth slice of the padded input, N*OD images of H x W pixels) and
// multiplies the unfolded rows by that tap's slab of the prepared weight, summing the
// partial products on the stack.

#include "strata/ops/conv3d.hpp"

#include "../program_util.hpp"

#include "strata/ops/conv.hpp"
#include "strata/ops/ops.hpp"
#include "strata/support/error.hpp"
#include "window_program.hpp"

#include <fmt/core.h>

#include <array>
#include <vector>

namespace strata::ops {

namespace {

const OutputSpec kStack = OutputSpec::stack();

using detail::bad;

std::uint32_t alignedChannels(std::uint32_t channels, std::uint32_t alignment) {
  return (channels + alignment - 1) / alignment * alignment;
}

std::vector<std::int64_t> dimsOf(const Shape& s) { return {s.dims.begin(), s.dims.begin() + s.rank}; }

// [O, C/G, KD, KH, KW] -> [O, C, KD, KH, KW]: output channel o's weights at its group's
// input channels, zeros elsewhere (each group's rows padded, the groups concatenated).
TensorRef spreadGroups(OpContext& ctx, const TensorRef& w, std::uint32_t groups) {
  const Shape& s = w.desc.shape;
  const std::int64_t per_out = s[0] / groups, per_in = s[1];
  TensorRef all;
  for (std::uint32_t g = 0; g < groups; ++g) {
    std::vector<std::int64_t> begins(5, 0), ends = dimsOf(s), steps(5, 1);
    begins[0] = g * per_out;
    ends[0] = (g + 1) * per_out;
    TensorRef rows = slice(ctx, w, begins, ends, steps, kStack);
    std::vector<std::int64_t> padding(10, 0);
    padding[2] = g * per_in;
    padding[3] = (groups - 1 - g) * per_in;
    TensorRef spread = pad(ctx, rows, padding, 0.0, kStack);
    if (g == 0) {
      all = spread;
    } else {
      const TensorRef parts[] = {all, spread};
      all = concat(ctx, parts, 0, kStack);
    }
  }
  return all;
}

}  // namespace

TensorRef prepareConv3dWeights(OpContext& ctx, const TensorRef& weight, std::uint32_t groups,
                               std::uint32_t c_in_block, std::uint32_t alignment,
                               const OutputSpec& out) {
  const char* name = "prepare_conv3d_weights";
  OpScope scope(ctx, name);
  detail::requireInterleavedTileInput(weight, out, name, "weight");
  const Shape& s = weight.desc.shape;
  if (s.rank != 5)
    bad(name, "weight", fmt::format("the weight is {}; it must be [O, C/groups, KD, KH, KW]", s.toString()));
  if (groups == 0 || s[0] % groups != 0)
    bad(name, "groups", fmt::format("groups {} must be positive and divide the {} output channels",
                                    groups, s[0]));
  if (alignment == 0) bad(name, "alignment", "alignment must be positive");
  const std::uint32_t out_channels = s[0], channels = s[1] * groups;
  const std::uint32_t aligned = alignedChannels(channels, alignment);
  const std::uint32_t block = c_in_block ? c_in_block : aligned;
  if (aligned % block != 0)
    bad(name, "c_in_block",
        fmt::format("c_in_block {} does not divide the {} aligned input channels ({} rounded up to "
                    "a multiple of alignment {})", c_in_block, aligned, channels, alignment));
  const std::int64_t taps_d = s[2], taps_h = s[3], taps_w = s[4], blocks = aligned / block;
  TensorDesc desc = weight.desc;
  desc.shape = Shape{static_cast<std::uint32_t>(blocks * taps_d * taps_h * taps_w * block), out_channels};
  TensorRef y = makeOutput(ctx, desc, out, name);
  Frame frame(ctx, name);
  const TensorRef full = groups > 1 ? spreadGroups(ctx, weight, groups) : weight;
  const std::array<std::int64_t, 5> taps_first{2, 3, 4, 1, 0};
  TensorRef w = permute(ctx, full, taps_first, kStack);  // [KD, KH, KW, C, O]
  if (aligned != channels) {
    std::vector<std::int64_t> padding(10, 0);
    padding[7] = aligned - channels;
    w = pad(ctx, w, padding, 0.0, kStack);
  }
  const std::array<std::int64_t, 6> split{taps_d, taps_h, taps_w, blocks, block, out_channels};
  const std::array<std::int64_t, 6> blocks_first{3, 0, 1, 2, 4, 5};
  TensorRef ordered = permute(ctx, reshape(ctx, w, split, kStack), blocks_first, kStack);
  reshape(ctx, ordered, dimsOf(desc.shape), OutputSpec::into(y));
  return y;
}

TensorRef conv3d(OpContext& ctx, const TensorRef& x, const TensorRef& weight,
                 const TensorRef* bias, const Conv3dArgs& a, const OutputSpec& out) {
  const char* name = "conv3d";
  OpScope scope(ctx, name);
  detail::requireInterleavedTileInput(x, out, name, "input");
  detail::requireInterleavedTileInput(weight, out, name, "weight");
  const Shape& s = x.desc.shape;
  if (!(s == Shape{a.batch, a.in_d, a.in_h, a.in_w, a.in_channels}))
    bad(name, "input",
        fmt::format("the input is {} but batch_size {}, input_depth {}, input_height {}, "
                    "input_width {} and in_channels {} make it [N, D, H, W, C] = [{}, {}, {}, {}, {}]",
                    s.toString(), a.batch, a.in_d, a.in_h, a.in_w, a.in_channels, a.batch, a.in_d,
                    a.in_h, a.in_w, a.in_channels));
  if (a.groups == 0 || a.in_channels % a.groups != 0 || a.out_channels % a.groups != 0)
    bad(name, "groups", fmt::format("in_channels {} and out_channels {} must be multiples of groups {}",
                                    a.in_channels, a.out_channels, a.groups));
  for (int k = 0; k < 3; ++k)
    if (a.kernel[k] == 0 || a.stride[k] == 0)
      bad(name, "kernel_size", "kernel_size and stride entries must be positive");
  const std::uint32_t taps = a.kernel[0] * a.kernel[1] * a.kernel[2];
  const Shape& ws = weight.desc.shape;
  const std::uint32_t aligned = ws.rank == 2 && ws[0] % taps == 0 ? ws[0] / taps : 0;
  const std::uint32_t block = a.c_in_block ? a.c_in_block : aligned;
  if (ws.rank != 2 || ws[1] != a.out_channels || aligned < a.in_channels || aligned % block != 0)
    bad(name, "weight",
        fmt::format("the weight is {}; conv3d takes prepare_conv3d_weights' [blocks*KD*KH*KW*"
                    "c_in_block, {}] with KD*KH*KW = {} and at least in_channels {} (aligned) "
                    "channels in blocks of c_in_block {}", ws.toString(), a.out_channels, taps,
                    a.in_channels, a.c_in_block));
  if (bias && !(bias->desc.shape == Shape{1, a.out_channels}))
    bad(name, "bias", fmt::format("the bias is {}; it must be [1, {}]", bias->desc.shape.toString(),
                                  a.out_channels));
  const std::int64_t padded_d = std::int64_t(a.in_d) + 2 * a.padding[0];
  if (padded_d < a.kernel[0])
    bad(name, "padding", fmt::format("the padded depth {} is below kernel depth {}", padded_d, a.kernel[0]));
  const std::uint32_t out_d = static_cast<std::uint32_t>((padded_d - a.kernel[0]) / a.stride[0] + 1);
  // Each depth tap's planes are N*OD images of H x W pixels: conv2d's window geometry.
  Window2d plane;
  plane.batch = a.batch * out_d;
  plane.in_h = a.in_h;
  plane.in_w = a.in_w;
  plane.channels = block;
  plane.kernel_h = a.kernel[1];
  plane.kernel_w = a.kernel[2];
  plane.stride_h = a.stride[1];
  plane.stride_w = a.stride[2];
  plane.pad_top = plane.pad_bottom = a.padding[1];
  plane.pad_left = plane.pad_right = a.padding[2];
  resolveWindow(plane, name);
  const std::uint32_t pixels = plane.batch * plane.out_h * plane.out_w;

  TensorDesc desc = x.desc;
  desc.shape = Shape{a.batch, out_d, plane.out_h, plane.out_w, a.out_channels};
  TensorRef y = makeOutput(ctx, desc, out, name);
  Frame frame(ctx, name);
  TensorDesc sum_desc = x.desc;
  sum_desc.shape = Shape{1, 1, pixels, a.out_channels};
  sum_desc.memory = MemoryConfig::l1();
  TensorRef sum = makeOutput(ctx, sum_desc, kStack, name);
  {
    Frame taps_frame(ctx, "conv3d.taps");
    // Depth padding and the aligned channels (zeros) once, for every tap.
    TensorRef input = x;
    if (a.padding[0] > 0 || aligned > a.in_channels) {
      std::vector<std::int64_t> padding(10, 0);
      padding[2] = padding[3] = a.padding[0];
      padding[9] = aligned - a.in_channels;
      input = pad(ctx, x, padding, 0.0, kStack);
    }
    const Shape& ps = input.desc.shape;
    bool first = true;
    for (std::uint32_t b = 0; b < aligned / block; ++b)
      for (std::uint32_t kd = 0; kd < a.kernel[0]; ++kd) {
        Frame tap(ctx, "conv3d.tap");
        const std::vector<std::int64_t> begins{0, kd, 0, 0, std::int64_t(b) * block};
        const std::vector<std::int64_t> ends{ps[0], kd + std::int64_t(out_d - 1) * a.stride[0] + 1, ps[2],
                                             ps[3], std::int64_t(b + 1) * block};
        const std::vector<std::int64_t> steps{1, a.stride[0], 1, 1, 1};
        TensorRef planes = slice(ctx, input, begins, ends, steps, kStack);  // [N, OD, H, W, Cb]
        const std::array<std::int64_t, 4> flat{1, 1, std::int64_t(plane.batch) * a.in_h * a.in_w, block};
        TensorRef images = reshape(ctx, planes, flat, kStack);
        WindowMap unfold;
        unfold.kind = WindowKind::Unfold;
        unfold.geometry = plane;
        TensorDesc cols_desc = images.desc;
        cols_desc.shape = Shape{1, 1, pixels, a.kernel[1] * a.kernel[2] * block};
        TensorRef cols = detail::enqueueWindow(ctx, "conv3d.unfold", images, cols_desc, unfold, kStack);
        // This (block, depth tap)'s rows of the prepared weight.
        const std::int64_t rows = std::int64_t(a.kernel[1]) * a.kernel[2] * block;
        const std::int64_t first_row = (std::int64_t(b) * a.kernel[0] + kd) * rows;
        const std::vector<std::int64_t> wb{first_row, 0}, we{first_row + rows, a.out_channels}, ws1{1, 1};
        TensorRef slab = slice(ctx, weight, wb, we, ws1, kStack);
        if (first) {
          matmul(ctx, cols, slab, OutputSpec::into(sum));
          first = false;
        } else {
          TensorRef part = matmul(ctx, cols, slab, kStack);
          binary(ctx, BinaryCode::Add, sum, part, OutputSpec::into(sum));
        }
      }
  }
  if (bias) {
    const std::array<std::int64_t, 4> row{1, 1, 1, a.out_channels};
    binary(ctx, BinaryCode::Add, sum, reshape(ctx, *bias, row, kStack), OutputSpec::into(sum));
  }
  reshape(ctx, sum, dimsOf(desc.shape), OutputSpec::into(y));
  return y;
}

HostTensor refPrepareConv3dWeights(const HostTensor& weight, std::uint32_t groups,
                                   std::uint32_t c_in_block, std::uint32_t alignment) {
  const Shape& s = weight.shape;
  const std::uint64_t out_channels = s[0], per_in = s[1], kd = s[2], kh = s[3], kw = s[4];
  const std::uint64_t channels = per_in * groups, aligned = alignedChannels(static_cast<std::uint32_t>(channels), alignment);
  const std::uint64_t block = c_in_block ? c_in_block : aligned, per_out = out_channels / groups;
  HostTensor y(Shape{static_cast<std::uint32_t>(aligned * kd * kh * kw), static_cast<std::uint32_t>(out_channels)});
  for (std::uint64_t o = 0; o < out_channels; ++o)
    for (std::uint64_t j = 0; j < per_in; ++j) {
      const std::uint64_t c = (o / per_out) * per_in + j, b = c / block, cb = c % block;
      for (std::uint64_t d = 0; d < kd; ++d)
        for (std::uint64_t h = 0; h < kh; ++h)
          for (std::uint64_t w = 0; w < kw; ++w) {
            const std::uint64_t row = (((b * kd + d) * kh + h) * kw + w) * block + cb;
            y.data[row * out_channels + o] = weight.data[(((o * per_in + j) * kd + d) * kh + h) * kw + w];
          }
    }
  return y;
}

HostTensor refConv3d(const HostTensor& x, const HostTensor& weight, const HostTensor* bias,
                     const Conv3dArgs& a) {
  const std::uint64_t taps = std::uint64_t(a.kernel[0]) * a.kernel[1] * a.kernel[2];
  const std::uint64_t aligned = weight.shape[0] / taps, block = a.c_in_block ? a.c_in_block : aligned;
  const std::uint64_t o_count = a.out_channels, c_count = a.in_channels;
  std::array<std::uint64_t, 3> in{a.in_d, a.in_h, a.in_w}, outs{};
  for (int k = 0; k < 3; ++k) outs[k] = (in[k] + 2 * a.padding[k] - a.kernel[k]) / a.stride[k] + 1;
  HostTensor y(Shape{a.batch, static_cast<std::uint32_t>(outs[0]), static_cast<std::uint32_t>(outs[1]),
                     static_cast<std::uint32_t>(outs[2]), a.out_channels});
  std::vector<double> acc(o_count);
  std::uint64_t at = 0;
  for (std::uint64_t n = 0; n < a.batch; ++n)
    for (std::uint64_t od = 0; od < outs[0]; ++od)
      for (std::uint64_t oh = 0; oh < outs[1]; ++oh)
        for (std::uint64_t ow = 0; ow < outs[2]; ++ow, at += o_count) {
          for (std::uint64_t o = 0; o < o_count; ++o) acc[o] = bias ? bias->data[o] : 0.0;
          for (std::uint64_t d = 0; d < a.kernel[0]; ++d)
            for (std::uint64_t h = 0; h < a.kernel[1]; ++h)
              for (std::uint64_t w = 0; w < a.kernel[2]; ++w) {
                const std::int64_t id = std::int64_t(od * a.stride[0] + d) - a.padding[0];
                const std::int64_t ih = std::int64_t(oh * a.stride[1] + h) - a.padding[1];
                const std::int64_t iw = std::int64_t(ow * a.stride[2] + w) - a.padding[2];
                if (id < 0 || ih < 0 || iw < 0 || id >= std::int64_t(a.in_d) ||
                    ih >= std::int64_t(a.in_h) || iw >= std::int64_t(a.in_w))
                  continue;
                const double* px = &x.data[(((n * a.in_d + id) * a.in_h + ih) * a.in_w + iw) * c_count];
                for (std::uint64_t c = 0; c < c_count; ++c) {
                  const std::uint64_t row =
                      ((((c / block) * a.kernel[0] + d) * a.kernel[1] + h) * a.kernel[2] + w) * block + c % block;
                  for (std::uint64_t o = 0; o < o_count; ++o) acc[o] += px[c] * weight.data[row * o_count + o];
                }
              }
          for (std::uint64_t o = 0; o < o_count; ++o) y.data[at + o] = acc[o];
        }
  return y;
}

}  // namespace strata::ops
