#pragma once
// ttnn.max_pool2d_with_indices: max_pool2d's window walk with a second result,
// the index of each max. Both results come from one window program.
//
// Index: the max's pixel in its own image, ih * input_width + iw (PyTorch's and
// tt-metal's definition, per image and channel); among equal maxima the first tap in
// window order (row by row), as torch.nn.functional.max_pool2d picks it. Padding never
// wins. The indices are uint32 (int32 with `indices_int32`, tt-mlir's si32 result), in
// tile layout like the values.

#include "strata/ops/catalog.hpp"
#include "strata/ops/conv.hpp"
#include "strata/ops/reference.hpp"

#include <vector>

namespace strata::ops {

// x [.., batch*H*W, C] (tt-mlir's flattened NHWC, tile layout, interleaved) -> {values,
// indices}, each [.., batch*OH*OW, C]. `outs`: one spec for both results or one each.
OpResults maxPool2dWithIndices(OpContext& ctx, const TensorRef& x, Window2d window,
                               bool indices_int32, std::span<const OutputSpec> outs);

// Host reference: {values, indices}; `w` resolved.
std::vector<HostTensor> refMaxPool2dWithIndices(const HostTensor& x, const Window2d& w,
                                                bool indices_int32);

}  // namespace strata::ops
