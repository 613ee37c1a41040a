#pragma once
// Convolution and pooling in tt-mlir's conventions (TTNNOps.td): activations
// are flattened NHWC, [.., N*H*W, C] (tt-mlir's [1, 1, N*H*W, C]), the geometry comes
// as attributes (batch_size, input_height, input_width, kernel_size, stride, padding,
// dilation), conv2d weights are [O, C/groups, KH, KW].
//
// Pooling is one "window" program (each output element reduces its window of input
// elements); conv2d is a composite: the weights rearranged into a [KH*KW*C, O] matrix
// and the input unfolded into [.., N*OH*OW, KH*KW*C] (both window programs, on the
// stack), one matmul, the bias added (docs/ops.md, "Convolution and pooling").

#include "strata/ops/context.hpp"

#include <array>
#include <cstdint>

namespace strata::ops {

// The geometry of a 2-D window sliding over images of in_h x in_w pixels.
struct Window2d {
  std::uint32_t batch = 1;  // images per leading slice (tt-mlir's batch_size)
  std::uint32_t in_h = 0, in_w = 0, channels = 0;
  std::uint32_t kernel_h = 1, kernel_w = 1;
  std::uint32_t stride_h = 1, stride_w = 1;
  std::uint32_t dilation_h = 1, dilation_w = 1;
  std::uint32_t pad_top = 0, pad_bottom = 0, pad_left = 0, pad_right = 0;
  bool ceil_mode = false;
  // Derived by resolveWindow: output extent.
  std::uint32_t out_h = 0, out_w = 0;
};

// Checks the geometry (positive extents, a window that fits the padded image) and
// derives out_h / out_w (floor or, with ceil_mode, ceil of the sliding count, with
// PyTorch's rule that the last window must start inside the image or its left
// padding). Throws InvalidArgument naming `op` and the offending attribute.
void resolveWindow(Window2d& w, const char* op);

// What a window program computes per output element.
enum class WindowKind : std::uint8_t {
  MaxPool,  // max over the window's taps inside the image (padding never wins)
  AvgPool,  // sum over the taps / the tap count (see count_include_pad)
  Unfold,   // im2col: output column (kh * KW + kw) * C + c holds tap (kh, kw) of channel c
  Weights,  // [O, C/g, KH, KW] -> [KH*KW*C, O], zero outside each group's block
  UnfoldTransposed,  // conv_transpose2d's im2col: tap (kh, kw) of output pixel (oh, ow)
                     // reads input pixel ((oh + pT - kh*dH) / sH, ...) where that divides
                     // exactly and lies inside the image, else 0
  Upsample, // [N, H, W, C] -> [N, H*sh, W*sw, C]: nearest pixel, or bilinear (half-pixel
            // centres, edges clamped: PyTorch's align_corners=False)
  Causal,   // attention scores: element (row i, column j) of each slice kept where
            // j <= i + causal_offset, else -inf (no window: the same position)
};

struct WindowMap {
  WindowKind kind = WindowKind::MaxPool;
  Window2d geometry;
  bool count_include_pad = true;  // AvgPool: padding taps count in the divisor
  std::uint32_t groups = 1;       // Weights
  std::uint32_t out_channels = 0; // Weights
  bool weight_1d = false;         // Weights: conv1d's [O, C/g, K] (K as the kernel's height)
  bool weight_transposed = false; // Weights: conv_transpose2d's [C, O/g, KH, KW]
  std::int64_t causal_offset = 0; // Causal: Sk - Sq (a query sees the keys up to its position)
  std::uint32_t scale_h = 1, scale_w = 1;  // Upsample
  bool bilinear = false;                   // Upsample
  // MaxPool: the program also writes, into its second output, the index of each max in
  // its image (ih * W + iw, the first tap in window order among equal maxima).
  bool with_indices = false;
};

// Taps of output pixel (oh, ow) inside the image, and inside image + padding.
struct WindowTaps {
  std::uint32_t in_image = 0, in_padded = 0;
};
WindowTaps countTaps(const Window2d& w, std::uint32_t oh, std::uint32_t ow);

// ---- ops ----------------------------------------------------------------------------
// x: [.., R, C] tile layout, interleaved; each leading slice holds R / (H*W) images of
// H x W pixels. Output: [.., R / (H*W) * OH*OW, C], x's dtype and memory config.
TensorRef maxPool2d(OpContext& ctx, const TensorRef& x, Window2d window, const OutputSpec& out);
TensorRef avgPool2d(OpContext& ctx, const TensorRef& x, Window2d window, bool count_include_pad,
                    const OutputSpec& out);
// ttnn.upsample: x [N, H, W, C] -> [N, H*scale_h, W*scale_w, C], mode nearest or bilinear.
TensorRef upsample(OpContext& ctx, const TensorRef& x, std::uint32_t scale_h, std::uint32_t scale_w,
                   bool bilinear, const OutputSpec& out);
// x: [N, H, W, C] -> [N, 1, 1, C], the mean over each image's pixels.
TensorRef globalAvgPool2d(OpContext& ctx, const TensorRef& x, const OutputSpec& out);

struct Conv2dArgs {
  Window2d window;  // channels = in_channels
  std::uint32_t out_channels = 0;
  std::uint32_t groups = 1;
};
// ttnn.prepare_conv2d_weights: weight [O, C/groups, KH, KW] -> [1, 1, KH*KW*C, O], the
// matrix the unfolded input multiplies (block diagonal over the groups).
TensorRef prepareConv2dWeights(OpContext& ctx, const TensorRef& weight, const Conv2dArgs& args,
                               const OutputSpec& out);
// ttnn.prepare_conv_transpose2d_weights: weight [C, O/groups, KH, KW] -> [1, 1, KH*KW*C, O],
// the matrix conv_transpose2d's transposed unfold multiplies.
TensorRef prepareConvTranspose2dWeights(OpContext& ctx, const TensorRef& weight,
                                        const Conv2dArgs& args, const OutputSpec& out);
// ttnn.conv2d: x [.., N*H*W, C], weight [O, C/groups, KH, KW] (or already prepared:
// [1, 1, KH*KW*C, O]), bias [1, 1, 1, O] or none -> [.., N*OH*OW, O].
TensorRef conv2d(OpContext& ctx, const TensorRef& x, const TensorRef& weight,
                 const TensorRef* bias, const Conv2dArgs& args, const OutputSpec& out);

// ttnn.conv_transpose2d: x [N, H, W, C] (or [1, 1, N*H*W, C]), weight [C, O/groups, KH,
// KW] (or prepared [1, 1, KH*KW*C, O]), bias [1, 1, 1, O] or none -> [N, OH, OW, O] (or
// [1, 1, N*OH*OW, O]), OH = (H - 1)*sH - 2 pH + dH (KH - 1) + output_padding_h + 1.
// args.window's padding is [pH, pH, pW, pW]; output_padding adds to the bottom / right.
TensorRef convTranspose2d(OpContext& ctx, const TensorRef& x, const TensorRef& weight,
                          const TensorRef* bias, const Conv2dArgs& args,
                          std::uint32_t output_padding_h, std::uint32_t output_padding_w,
                          const OutputSpec& out);

struct Conv1dArgs {
  std::uint32_t in_channels = 0, out_channels = 0, batch = 1, length = 0;
  std::uint32_t kernel = 1, stride = 1, dilation = 1, pad_left = 0, pad_right = 0;
  std::uint32_t groups = 1;
};
// ttnn.conv1d: x [N, L, C], weight [O, C/groups, K] (or prepared [1, 1, K*C, O]), bias
// [1, 1, 1, O] or none -> [1, 1, N*L_out, O] (conv2d's flattened form, as ttnn returns it).
TensorRef conv1d(OpContext& ctx, const TensorRef& x, const TensorRef& weight,
                 const TensorRef* bias, const Conv1dArgs& args, const OutputSpec& out);

}  // namespace strata::ops
