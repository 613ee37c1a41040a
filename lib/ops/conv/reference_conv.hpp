#pragma once
// Float64 host references of convolution and pooling, written from the textbook
// definitions (direct sums over each output pixel's window), not from the device's maps.

#include "strata/ops/catalog.hpp"
#include "strata/ops/conv.hpp"
#include "strata/ops/reference.hpp"

namespace strata::ops::detail {

// The pooling window of max_pool2d / avg_pool2d's parameters (catalog_conv.cpp's
// defaults) for an input of shape `x`, not yet resolved.
Window2d poolWindowOf(const OpParams& p, const Shape& x);

// x [.., batch*H*W, C] -> [.., batch*OH*OW, C]; `w` resolved.
HostTensor refMaxPool2d(const HostTensor& x, const Window2d& w);
HostTensor refAvgPool2d(const HostTensor& x, const Window2d& w, bool count_include_pad);
// [N, H, W, C] -> [N, 1, 1, C]
HostTensor refGlobalAvgPool2d(const HostTensor& x);
// [N, H, W, C] -> [N, H*sh, W*sw, C]
HostTensor refUpsample(const HostTensor& x, std::uint32_t sh, std::uint32_t sw, bool bilinear);
// [O, C/g, KH, KW] -> [1, 1, KH*KW*C, O]
HostTensor refPrepareConv2dWeights(const HostTensor& weight, const Conv2dArgs& a);
// [C, O/g, KH, KW] -> [1, 1, KH*KW*C, O]: row (kh * KW + kw) * C + c, column o.
HostTensor refPrepareConvTranspose2dWeights(const HostTensor& weight, const Conv2dArgs& a);
// `a.window` resolved; weight raw or prepared; bias [1, 1, 1, O] or null.
HostTensor refConv2d(const HostTensor& x, const HostTensor& weight, const HostTensor* bias,
                     const Conv2dArgs& a);

// Every input pixel scattered through the kernel: out[ih*s - p + kh*d] += in * w (weight
// [C, O/g, KH, KW] or prepared); `a.window` holds out_h / out_w. Result [N, OH, OW, O]
// (shape[0..2] from `nhwc`) or [1, 1, N*OH*OW, O].
HostTensor refConvTranspose2d(const HostTensor& x, const HostTensor& weight, const HostTensor* bias,
                              const Conv2dArgs& a, bool nhwc);

}  // namespace strata::ops::detail
