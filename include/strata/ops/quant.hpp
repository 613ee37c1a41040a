#pragma once
// Quantization ops (lib/ops/quant/): tt-mlir's quantize, dequantize and
// requantize with its operands (scale and zero-point tensors) and attributes (`axis`).
// A scale / zero point of one element quantizes per tensor; one of C elements along
// `axis` (C = the input's extent there) per axis. Quantized tensors are int32.
//   quantize:   q = round(x / scale) + zero_point  (half to even, saturated to int32)
//   dequantize: x = (q - zero_point) * scale       (one rounding to the output dtype)
//   requantize: dequantize to float32, then quantize with the output scale / zero point

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

#include <cstdint>
#include <optional>

namespace strata::ops {

// `input` bf16 / f32, `scale` bf16 / f32, `zero_point` int32; the result is int32.
TensorRef quantize(OpContext& ctx, const TensorRef& input, const TensorRef& scale,
                   const TensorRef& zero_point, std::int64_t axis, const OutputSpec& out);
// `input` int32; the result has the scale's dtype (or `dtype` when given: bf16 / f32).
TensorRef dequantize(OpContext& ctx, const TensorRef& input, const TensorRef& scale,
                     const TensorRef& zero_point, std::int64_t axis, const OutputSpec& out,
                     std::optional<DataType> dtype = std::nullopt);
// `input` int32; the result is int32.
TensorRef requantize(OpContext& ctx, const TensorRef& input, const TensorRef& in_scale,
                     const TensorRef& in_zero_point, const TensorRef& out_scale,
                     const TensorRef& out_zero_point, std::int64_t axis, const OutputSpec& out);

// Host references (exact in double; requantize rounds its dequantized value to float32
// as the device's intermediate does). `axis` is normalized to [0, rank).
HostTensor refQuantize(const HostTensor& x, const HostTensor& scale, const HostTensor& zero_point,
                       int axis);
HostTensor refDequantize(const HostTensor& q, const HostTensor& scale, const HostTensor& zero_point,
                         int axis, DataType out);
HostTensor refRequantize(const HostTensor& q, const HostTensor& in_scale,
                         const HostTensor& in_zero_point, const HostTensor& out_scale,
                         const HostTensor& out_zero_point, int axis);

}  // namespace strata::ops
