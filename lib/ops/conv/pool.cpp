// Pooling: ttnn.max_pool2d, ttnn.avg_pool2d and ttnn.global_avg_pool2d as
// one window program each, plus the window geometry conv2d shares.

#include "strata/ops/conv.hpp"

#include "../program_util.hpp"
#include "strata/support/error.hpp"
#include "window_program.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <string>

namespace strata::ops {

namespace {

[[noreturn]] void badWindow(const char* op, const char* attribute, const std::string& message) {
  throw Error(ErrorKind::InvalidArgument, fmt::format("{}: {}: {}", op, attribute, message),
              {Error::str("op", op), Error::str("attribute", attribute)});
}

// Output extent along one dim (PyTorch's / ttnn's rule).
std::uint32_t outExtent(std::uint32_t in, std::uint32_t pad_lo, std::uint32_t pad_hi,
                        std::uint32_t kernel, std::uint32_t stride, std::uint32_t dilation,
                        bool ceil_mode, const char* op, const char* dim) {
  const std::int64_t effective = std::int64_t(dilation) * (kernel - 1) + 1;
  const std::int64_t span = std::int64_t(in) + pad_lo + pad_hi - effective;
  if (span < 0)
    badWindow(op, "kernel_size",
              fmt::format("the {} window spans {} pixels (kernel {} x dilation {}) but the padded "
                          "input has {} ({} + padding {} + {}); use a smaller kernel or more padding",
                          dim, effective, kernel, dilation, in + pad_lo + pad_hi, in, pad_lo, pad_hi));
  std::int64_t out = (ceil_mode ? (span + stride - 1) / stride : span / stride) + 1;
  // ceil_mode: the last window must start inside the input or its leading padding.
  if (ceil_mode && (out - 1) * stride >= std::int64_t(in) + pad_lo) --out;
  return static_cast<std::uint32_t>(out);
}

}  // namespace

void resolveWindow(Window2d& w, const char* op) {
  if (w.batch == 0 || w.in_h == 0 || w.in_w == 0)
    badWindow(op, "batch_size/input_height/input_width",
              fmt::format("{} x {} x {} images: every extent must be positive", w.batch, w.in_h, w.in_w));
  if (w.kernel_h == 0 || w.kernel_w == 0)
    badWindow(op, "kernel_size", fmt::format("{} x {}: both must be positive", w.kernel_h, w.kernel_w));
  if (w.stride_h == 0 || w.stride_w == 0)
    badWindow(op, "stride", fmt::format("{} x {}: both must be positive", w.stride_h, w.stride_w));
  if (w.dilation_h == 0 || w.dilation_w == 0)
    badWindow(op, "dilation", fmt::format("{} x {}: both must be positive", w.dilation_h, w.dilation_w));
  w.out_h = outExtent(w.in_h, w.pad_top, w.pad_bottom, w.kernel_h, w.stride_h, w.dilation_h,
                      w.ceil_mode, op, "height");
  w.out_w = outExtent(w.in_w, w.pad_left, w.pad_right, w.kernel_w, w.stride_w, w.dilation_w,
                      w.ceil_mode, op, "width");
}

WindowTaps countTaps(const Window2d& w, std::uint32_t oh, std::uint32_t ow) {
  auto along = [](std::uint32_t o, std::uint32_t stride, std::uint32_t pad_lo, std::uint32_t pad_hi,
                  std::uint32_t kernel, std::uint32_t dilation, std::uint32_t in) {
    WindowTaps t;
    for (std::uint32_t k = 0; k < kernel; ++k) {
      const std::int64_t i = std::int64_t(o) * stride - pad_lo + std::int64_t(k) * dilation;
      t.in_image += i >= 0 && i < std::int64_t(in);
      t.in_padded += i >= -std::int64_t(pad_lo) && i < std::int64_t(in) + pad_hi;
    }
    return t;
  };
  const WindowTaps h = along(oh, w.stride_h, w.pad_top, w.pad_bottom, w.kernel_h, w.dilation_h, w.in_h);
  const WindowTaps v = along(ow, w.stride_w, w.pad_left, w.pad_right, w.kernel_w, w.dilation_w, w.in_w);
  return {h.in_image * v.in_image, h.in_padded * v.in_padded};
}

namespace detail {

void requireInterleavedTileInput(const TensorRef& x, const OutputSpec& out, const char* op,
                                 const char* what, bool row_major_too) {
  const bool layout_ok = x.desc.layout == Layout::Tile || (row_major_too && x.desc.layout == Layout::RowMajor);
  if (!layout_ok || x.desc.memory.isSharded() || x.desc.shape.rank < 2)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: the {} is {}; it must be a {} interleaved tensor (dram or "
                            "l1) of rank 2 or more", op, what, x.desc.toString(),
                            row_major_too ? "tile-layout or row-major" : "tile-layout"),
                {Error::str("op", op), Error::str(what, x.desc.toString())});
  const MemoryConfig& m = out.requestedMemory();
  if (out.memoryRequested() && m.isSharded())
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: the output memory is {}; this op writes interleaved outputs",
                            op, memoryConfigShortName(m)),
                {Error::str("op", op)});
}

TensorRef enqueueWindow(OpContext& ctx, const char* name, const TensorRef& x,
                        const TensorDesc& desc, const WindowMap& map, const OutputSpec& out) {
  TensorDesc result = desc;
  result.memory = x.desc.memory;
  TensorRef y = makeOutput(ctx, result, out, name);
  const ArchDesc& arch = ctx.arch();
  ProgramDesc p;
  p.name = name;
  p.kind = ComputeKind::Window;
  p.window = &map;
  p.inputs[0] = &x;
  p.num_inputs = 1;
  p.output = &y;
  p.addCb({0, device::tileBytes(y.desc.dtype), kPagesPerCb, -1});
  p.addCb({kFirstOutputCb, device::tileBytes(y.desc.dtype), kPagesPerCb, -1});
  p.num_cores = static_cast<std::uint32_t>(
      std::min<std::uint64_t>(y.desc.numTiles(arch), arch.numWorkerCores()));
  ctx.enqueue(p);
  return y;
}

}  // namespace detail

// The pooled shape: x's with its rows (batch images of H x W pixels) replaced by the
// output pixels, after checking x holds exactly those images.
TensorDesc detail::pooledDesc(const TensorRef& x, Window2d& w, const char* op) {
  resolveWindow(w, op);
  // PyTorch's and ttnn's rule: a window never lies wholly in the padding.
  if (2 * std::max(w.pad_top, w.pad_bottom) > w.kernel_h || 2 * std::max(w.pad_left, w.pad_right) > w.kernel_w)
    badWindow(op, "padding",
              fmt::format("[{}, {}, {}, {}] exceeds half the {}x{} kernel; pooling pads at most "
                          "kernel / 2 on each side", w.pad_top, w.pad_bottom, w.pad_left,
                          w.pad_right, w.kernel_h, w.kernel_w));
  const Shape& s = x.desc.shape;
  const std::uint64_t pixels = std::uint64_t(w.batch) * w.in_h * w.in_w;
  if (s.secondLast() != pixels)
    badWindow(op, "batch_size/input_height/input_width",
              fmt::format("{} images of {} x {} pixels are {} rows, but the input {} has {} (tt-mlir's "
                          "flattened form is [1, 1, N*H*W, C])",
                          w.batch, w.in_h, w.in_w, pixels, s.toString(), s.secondLast()));
  if (w.channels != s.last())
    badWindow(op, "channels",
              fmt::format("{} channels but the input {} has {} columns", w.channels, s.toString(), s.last()));
  TensorDesc d = x.desc;
  d.shape[d.shape.rank - 2] = w.batch * w.out_h * w.out_w;
  return d;
}

namespace {

TensorRef pool(OpContext& ctx, const char* name, WindowKind kind, const TensorRef& x,
               Window2d window, bool count_include_pad, const OutputSpec& out) {
  OpScope scope(ctx, name);
  detail::requireInterleavedTileInput(x, out, name, "input");
  WindowMap map;
  map.kind = kind;
  const TensorDesc desc = detail::pooledDesc(x, window, name);
  map.geometry = window;
  map.count_include_pad = count_include_pad;
  return detail::enqueueWindow(ctx, name, x, desc, map, out);
}

}  // namespace

TensorRef maxPool2d(OpContext& ctx, const TensorRef& x, Window2d window, const OutputSpec& out) {
  return pool(ctx, "max_pool2d", WindowKind::MaxPool, x, window, true, out);
}

TensorRef avgPool2d(OpContext& ctx, const TensorRef& x, Window2d window, bool count_include_pad,
                    const OutputSpec& out) {
  return pool(ctx, "avg_pool2d", WindowKind::AvgPool, x, window, count_include_pad, out);
}

TensorRef upsample(OpContext& ctx, const TensorRef& x, std::uint32_t scale_h, std::uint32_t scale_w,
                   bool bilinear, const OutputSpec& out) {
  const char* name = "upsample";
  OpScope scope(ctx, name);
  detail::requireInterleavedTileInput(x, out, name, "input");
  const Shape& s = x.desc.shape;
  if (s.rank != 4)
    badWindow(name, "input", fmt::format("the input is {}; it takes [N, H, W, C]", s.toString()));
  if (scale_h == 0 || scale_w == 0)
    badWindow(name, "scale_factor", fmt::format("{} x {}: both must be positive", scale_h, scale_w));
  WindowMap map;
  map.kind = WindowKind::Upsample;
  Window2d& w = map.geometry;
  w.batch = s[0];
  w.in_h = s[1];
  w.in_w = s[2];
  w.channels = s[3];
  w.out_h = s[1] * scale_h;
  w.out_w = s[2] * scale_w;
  map.scale_h = scale_h;
  map.scale_w = scale_w;
  map.bilinear = bilinear;
  TensorDesc desc = x.desc;
  desc.shape = Shape{s[0], w.out_h, w.out_w, s[3]};
  return detail::enqueueWindow(ctx, name, x, desc, map, out);
}

TensorRef globalAvgPool2d(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  const char* name = "global_avg_pool2d";
  OpScope scope(ctx, name);
  detail::requireInterleavedTileInput(x, out, name, "input");
  const Shape& s = x.desc.shape;
  if (s.rank != 4)
    badWindow(name, "input", fmt::format("the input is {}; it takes [N, H, W, C]", s.toString()));
  // Images of H x W pixels whose rows (pixels) run over the W rows of H slices each.
  WindowMap map;
  map.kind = WindowKind::AvgPool;
  Window2d& w = map.geometry;
  w.batch = s[0];
  w.in_h = s[1];
  w.in_w = s[2];
  w.channels = s[3];
  w.kernel_h = w.in_h;
  w.kernel_w = w.in_w;
  resolveWindow(w, name);
  TensorDesc desc = x.desc;
  desc.shape = Shape{s[0], 1, 1, s[3]};
  return detail::enqueueWindow(ctx, name, x, desc, map, out);
}

}  // namespace strata::ops
