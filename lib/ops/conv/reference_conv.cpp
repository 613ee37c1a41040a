#include "reference_conv.hpp"

#include "strata/ops/pool_indices.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace strata::ops::detail {

namespace {

// The input pixel under tap (kh, kw) of output pixel (oh, ow), or false in the padding.
bool inputPixel(const Window2d& w, std::uint32_t oh, std::uint32_t ow, std::uint32_t kh,
                std::uint32_t kw, std::int64_t& ih, std::int64_t& iw) {
  ih = std::int64_t(oh) * w.stride_h + std::int64_t(kh) * w.dilation_h - w.pad_top;
  iw = std::int64_t(ow) * w.stride_w + std::int64_t(kw) * w.dilation_w - w.pad_left;
  return ih >= 0 && ih < std::int64_t(w.in_h) && iw >= 0 && iw < std::int64_t(w.in_w);
}

Shape pooledShape(const Shape& x, const Window2d& w, std::uint32_t channels) {
  Shape s = x;
  s[s.rank - 2] = w.batch * w.out_h * w.out_w;
  s[s.rank - 1] = channels;
  return s;
}

// Images in x: every leading slice holds w.batch of them.
std::uint64_t imagesIn(const HostTensor& x, const Window2d& w) {
  return x.shape.volume() / x.shape.last() / (std::uint64_t(w.in_h) * w.in_w);
}

template <typename Fold>
HostTensor poolWith(const HostTensor& x, const Window2d& w, Fold fold) {
  const std::uint64_t c_count = x.shape.last();
  HostTensor r(pooledShape(x.shape, w, static_cast<std::uint32_t>(c_count)));
  const std::uint64_t images = imagesIn(x, w);
  std::uint64_t n = 0;
  for (std::uint64_t img = 0; img < images; ++img)
    for (std::uint32_t oh = 0; oh < w.out_h; ++oh)
      for (std::uint32_t ow = 0; ow < w.out_w; ++ow)
        for (std::uint64_t c = 0; c < c_count; ++c) {
          std::vector<double> window;
          std::uint32_t padded = 0;
          for (std::uint32_t kh = 0; kh < w.kernel_h; ++kh)
            for (std::uint32_t kw = 0; kw < w.kernel_w; ++kw) {
              std::int64_t ih = 0, iw = 0;
              if (inputPixel(w, oh, ow, kh, kw, ih, iw))
                window.push_back(x.data[((img * w.in_h + std::uint64_t(ih)) * w.in_w + std::uint64_t(iw)) * c_count + c]);
              // Taps on the padding (not beyond it, where ceil_mode's last window may reach).
              else if (ih >= -std::int64_t(w.pad_top) && ih < std::int64_t(w.in_h + w.pad_bottom) &&
                       iw >= -std::int64_t(w.pad_left) && iw < std::int64_t(w.in_w + w.pad_right))
                ++padded;
            }
          r.data[n++] = fold(window, padded);
        }
  return r;
}

}  // namespace

HostTensor refMaxPool2d(const HostTensor& x, const Window2d& w) {
  return poolWith(x, w, [](const std::vector<double>& v, std::uint32_t) {
    return v.empty() ? -std::numeric_limits<double>::infinity() : *std::max_element(v.begin(), v.end());
  });
}

HostTensor refAvgPool2d(const HostTensor& x, const Window2d& w, bool count_include_pad) {
  return poolWith(x, w, [count_include_pad](const std::vector<double>& v, std::uint32_t padded) {
    double sum = 0;
    for (double e : v) sum += e;
    const std::size_t divisor = v.size() + (count_include_pad ? padded : 0);
    return divisor == 0 ? 0.0 : sum / double(divisor);
  });
}

HostTensor refGlobalAvgPool2d(const HostTensor& x) {
  const Shape& s = x.shape;
  HostTensor r(Shape{s[0], 1, 1, s[3]});
  const std::uint64_t pixels = std::uint64_t(s[1]) * s[2];
  for (std::uint64_t n = 0; n < s[0]; ++n)
    for (std::uint64_t c = 0; c < s[3]; ++c) {
      double sum = 0;
      for (std::uint64_t p = 0; p < pixels; ++p) sum += x.data[(n * pixels + p) * s[3] + c];
      r.data[n * s[3] + c] = sum / double(pixels);
    }
  return r;
}

HostTensor refUpsample(const HostTensor& x, std::uint32_t sh, std::uint32_t sw, bool bilinear) {
  const Shape& s = x.shape;
  const std::uint64_t oh_count = std::uint64_t(s[1]) * sh, ow_count = std::uint64_t(s[2]) * sw;
  HostTensor r(Shape{s[0], static_cast<std::uint32_t>(oh_count), static_cast<std::uint32_t>(ow_count), s[3]});
  auto in = [&](std::uint64_t n, std::uint64_t h, std::uint64_t w, std::uint64_t c) {
    return x.data[((n * s[1] + h) * s[2] + w) * s[3] + c];
  };
  // PyTorch's align_corners=False source index: (o + 0.5) / scale - 0.5, at least 0.
  auto lerpIndex = [](std::uint64_t o, std::uint32_t scale, std::uint64_t extent, std::uint64_t& lo,
                      std::uint64_t& hi, double& t) {
    const double src = std::max((double(o) + 0.5) / scale - 0.5, 0.0);
    lo = std::min<std::uint64_t>(static_cast<std::uint64_t>(std::floor(src)), extent - 1);
    hi = lo + 1 < extent ? lo + 1 : lo;
    t = src - double(lo);
  };
  std::uint64_t k = 0;
  for (std::uint64_t n = 0; n < s[0]; ++n)
    for (std::uint64_t oh = 0; oh < oh_count; ++oh)
      for (std::uint64_t ow = 0; ow < ow_count; ++ow)
        for (std::uint64_t c = 0; c < s[3]; ++c) {
          if (!bilinear) {
            r.data[k++] = in(n, oh / sh, ow / sw, c);
            continue;
          }
          std::uint64_t h0, h1, w0, w1;
          double th, tw;
          lerpIndex(oh, sh, s[1], h0, h1, th);
          lerpIndex(ow, sw, s[2], w0, w1, tw);
          const double top = in(n, h0, w0, c) + tw * (in(n, h0, w1, c) - in(n, h0, w0, c));
          const double bottom = in(n, h1, w0, c) + tw * (in(n, h1, w1, c) - in(n, h1, w0, c));
          r.data[k++] = top + th * (bottom - top);
        }
  return r;
}

namespace {
// w[o][ci][kh][kw] of the raw [O, C/g, KH, KW] form.
double rawWeight(const HostTensor& weight, std::uint64_t o, std::uint64_t ci, std::uint64_t kh,
                 std::uint64_t kw) {
  const Shape& s = weight.shape;
  return weight.data[((o * s[1] + ci) * s[2] + kh) * s[3] + kw];
}
}  // namespace

HostTensor refPrepareConv2dWeights(const HostTensor& weight, const Conv2dArgs& a) {
  const Window2d& w = a.window;
  const std::uint64_t c_all = w.channels, o_all = a.out_channels;
  const std::uint64_t cpg = c_all / a.groups, opg = o_all / a.groups;
  HostTensor r(Shape{1, 1, w.kernel_h * w.kernel_w * w.channels, a.out_channels});
  for (std::uint64_t kh = 0; kh < w.kernel_h; ++kh)
    for (std::uint64_t kw = 0; kw < w.kernel_w; ++kw)
      for (std::uint64_t c = 0; c < c_all; ++c)
        for (std::uint64_t o = 0; o < o_all; ++o) {
          const std::uint64_t row = (kh * w.kernel_w + kw) * c_all + c;
          r.data[row * o_all + o] = c / cpg == o / opg ? rawWeight(weight, o, c % cpg, kh, kw) : 0.0;
        }
  return r;
}

HostTensor refPrepareConvTranspose2dWeights(const HostTensor& weight, const Conv2dArgs& a) {
  const Window2d& w = a.window;
  const std::uint64_t c_all = w.channels, o_all = a.out_channels;
  const std::uint64_t cpg = c_all / a.groups, opg = o_all / a.groups;
  const std::uint64_t kh_all = w.kernel_h, kw_all = w.kernel_w;
  HostTensor r(Shape{1, 1, w.kernel_h * w.kernel_w * w.channels, a.out_channels});
  for (std::uint64_t kh = 0; kh < kh_all; ++kh)
    for (std::uint64_t kw = 0; kw < kw_all; ++kw)
      for (std::uint64_t c = 0; c < c_all; ++c)
        for (std::uint64_t o = 0; o < o_all; ++o) {
          // weight[c][o % opg][kh][kw] for an input channel in the output channel's group.
          const std::uint64_t src = ((c * opg + o % opg) * kh_all + kh) * kw_all + kw;
          r.data[((kh * kw_all + kw) * c_all + c) * o_all + o] = c / cpg == o / opg ? weight.data[src] : 0.0;
        }
  return r;
}

HostTensor refConv2d(const HostTensor& x, const HostTensor& weight, const HostTensor* bias,
                     const Conv2dArgs& a) {
  const Window2d& w = a.window;
  const std::uint64_t c_all = w.channels, o_all = a.out_channels;
  const std::uint64_t cpg = c_all / a.groups, opg = o_all / a.groups;
  // A prepared weight is read back through its layout: [(kh * KW + kw) * C + c][o].
  const bool prepared = weight.shape[0] == 1 && weight.shape[1] == 1 &&
                        weight.shape[2] == w.kernel_h * w.kernel_w * w.channels &&
                        weight.shape[3] == a.out_channels;
  auto weightAt = [&](std::uint64_t o, std::uint64_t ci, std::uint64_t kh, std::uint64_t kw) {
    if (!prepared) return rawWeight(weight, o, ci, kh, kw);
    const std::uint64_t c = (o / opg) * cpg + ci;
    return weight.data[((kh * w.kernel_w + kw) * c_all + c) * o_all + o];
  };
  HostTensor r(pooledShape(x.shape, w, a.out_channels));
  const std::uint64_t images = imagesIn(x, w);
  std::uint64_t n = 0;
  for (std::uint64_t img = 0; img < images; ++img)
    for (std::uint32_t oh = 0; oh < w.out_h; ++oh)
      for (std::uint32_t ow = 0; ow < w.out_w; ++ow)
        for (std::uint64_t o = 0; o < o_all; ++o) {
          const std::uint64_t group = o / opg;
          double sum = bias ? bias->data[o] : 0.0;
          for (std::uint32_t kh = 0; kh < w.kernel_h; ++kh)
            for (std::uint32_t kw = 0; kw < w.kernel_w; ++kw) {
              std::int64_t ih = 0, iw = 0;
              if (!inputPixel(w, oh, ow, kh, kw, ih, iw)) continue;
              const std::uint64_t base = ((img * w.in_h + std::uint64_t(ih)) * w.in_w + std::uint64_t(iw)) * c_all;
              for (std::uint64_t ci = 0; ci < cpg; ++ci)
                sum += x.data[base + group * cpg + ci] * weightAt(o, ci, kh, kw);
            }
          r.data[n++] = sum;
        }
  return r;
}

HostTensor refConvTranspose2d(const HostTensor& x, const HostTensor& weight, const HostTensor* bias,
                              const Conv2dArgs& a, bool nhwc) {
  const Window2d& w = a.window;
  const std::uint64_t c_all = w.channels, o_all = a.out_channels;
  const std::uint64_t cpg = c_all / a.groups, opg = o_all / a.groups;
  const bool prepared = weight.shape == Shape{1, 1, w.kernel_h * w.kernel_w * w.channels, a.out_channels};
  auto weightAt = [&](std::uint64_t c, std::uint64_t o, std::uint64_t kh, std::uint64_t kw) {
    if (prepared) return weight.data[((kh * w.kernel_w + kw) * c_all + c) * o_all + o];
    const Shape& s = weight.shape;
    return weight.data[((c * s[1] + o % opg) * s[2] + kh) * s[3] + kw];
  };
  const Shape shape = nhwc ? Shape{w.batch, w.out_h, w.out_w, a.out_channels}
                           : Shape{1, 1, w.batch * w.out_h * w.out_w, a.out_channels};
  HostTensor r(shape);
  for (std::uint64_t n = 0; n < w.batch; ++n)
    for (std::uint64_t ih = 0; ih < w.in_h; ++ih)
      for (std::uint64_t iw = 0; iw < w.in_w; ++iw)
        for (std::uint32_t kh = 0; kh < w.kernel_h; ++kh)
          for (std::uint32_t kw = 0; kw < w.kernel_w; ++kw) {
            const std::int64_t oh = std::int64_t(ih * w.stride_h) - w.pad_top + std::int64_t(kh) * w.dilation_h;
            const std::int64_t ow = std::int64_t(iw * w.stride_w) - w.pad_left + std::int64_t(kw) * w.dilation_w;
            if (oh < 0 || ow < 0 || oh >= std::int64_t(w.out_h) || ow >= std::int64_t(w.out_w)) continue;
            const std::uint64_t in_base = ((n * w.in_h + ih) * w.in_w + iw) * c_all;
            const std::uint64_t out_base = ((n * w.out_h + std::uint64_t(oh)) * w.out_w + std::uint64_t(ow)) * o_all;
            for (std::uint64_t o = 0; o < o_all; ++o) {
              const std::uint64_t g = o / opg;
              double sum = 0;
              for (std::uint64_t ci = 0; ci < cpg; ++ci)
                sum += x.data[in_base + g * cpg + ci] * weightAt(g * cpg + ci, o, kh, kw);
              r.data[out_base + o] += sum;
            }
          }
  if (bias)
    for (std::uint64_t i = 0; i < r.data.size(); ++i) r.data[i] += bias->data[i % o_all];
  return r;
}

}  // namespace strata::ops::detail

namespace strata::ops {

// Direct loops over each window: the first tap (row by row) whose value beats every
// earlier one, or the first tap in the image when none exceeds -inf.
std::vector<HostTensor> refMaxPool2dWithIndices(const HostTensor& x, const Window2d& w,
                                                bool indices_int32) {
  const std::uint64_t c_count = x.shape.last();
  Shape shape = x.shape;
  shape[shape.rank - 2] = w.batch * w.out_h * w.out_w;
  std::vector<HostTensor> r{HostTensor(shape), HostTensor(shape)};
  r[0].dtype = x.dtype;
  r[1].dtype = indices_int32 ? DataType::Int32 : DataType::UInt32;
  const std::uint64_t pixels = std::uint64_t(w.in_h) * w.in_w;
  const std::uint64_t images = x.shape.volume() / c_count / pixels;
  std::uint64_t n = 0;
  for (std::uint64_t img = 0; img < images; ++img)
    for (std::int64_t oh = 0; oh < w.out_h; ++oh)
      for (std::int64_t ow = 0; ow < w.out_w; ++ow)
        for (std::uint64_t c = 0; c < c_count; ++c, ++n) {
          double best = -std::numeric_limits<double>::infinity();
          std::int64_t best_index = -1;
          for (std::int64_t kh = 0; kh < w.kernel_h; ++kh)
            for (std::int64_t kw = 0; kw < w.kernel_w; ++kw) {
              const std::int64_t ih = oh * w.stride_h + kh * w.dilation_h - w.pad_top;
              const std::int64_t iw = ow * w.stride_w + kw * w.dilation_w - w.pad_left;
              if (ih < 0 || ih >= std::int64_t(w.in_h) || iw < 0 || iw >= std::int64_t(w.in_w)) continue;
              const std::int64_t index = ih * std::int64_t(w.in_w) + iw;
              const double v = x.data[(img * pixels + std::uint64_t(index)) * c_count + c];
              if (v > best) {
                best = v;
                best_index = index;
              } else if (best_index < 0) {
                best_index = index;
              }
            }
          r[0].data[n] = best;
          r[1].data[n] = double(std::max<std::int64_t>(best_index, 0));
        }
  return r;
}

}  // namespace strata::ops
