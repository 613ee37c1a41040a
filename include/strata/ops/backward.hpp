#pragma once
// Backward and fused ops (lib/ops/backward/): ttnn.gelu_bw, ttnn.embedding_bw
// and ttnn.dit_rms_norm_unary_fused. Composites of existing primitives with their
// intermediates on the L1 stack; names and attribute names are tt-mlir's (TTNNOps.td).

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

#include <cstdint>

namespace strata::ops {

// ttnn.gelu_bw(grad, input, approximate): grad * d/dx gelu(x), where `approximate` is
// "none" (exact: Phi(x) + x * phi(x)) or "tanh" (the derivative of tt-metal's tanh
// approximation). grad and input have one shape and dtype.
enum class GeluApproximation : std::uint8_t { None = 0, Tanh = 1 };
TensorRef geluBackward(OpContext& ctx, const TensorRef& grad, const TensorRef& input,
                       GeluApproximation approximate, const OutputSpec& out);

// ttnn.embedding_bw(input, weight, in_gradient): the gradient of an embedding lookup
// with respect to its table. `indices` holds N whole numbers (uint32, or the float dtype;
// tt-mlir's [B, 1, 1, S]), `grad` is [1, 1, N, H] (one row per index, in that order),
// `weight` [V, H] only gives the table's size. Result [1, 1, V, H] in grad's dtype:
// row v = the sum of the grad rows whose index is v (zero when none).
TensorRef embeddingBackward(OpContext& ctx, const TensorRef& indices, const TensorRef& weight,
                            const TensorRef& grad, const OutputSpec& out);

// ttnn.dit_rms_norm_unary_fused: act(rms_norm(input + residual, weight, bias, epsilon))
// over the last dim. weight, bias, residual optional (nullptr; a bias needs a weight);
// activation as tt-mlir's fusing pass produces it: none, silu, gelu or relu.
enum class DitActivation : std::uint8_t { None = 0, Silu = 1, Gelu = 2, Relu = 3 };
TensorRef ditRmsNormUnaryFused(OpContext& ctx, const TensorRef& x, const TensorRef* weight,
                               const TensorRef* bias, const TensorRef* residual, double epsilon,
                               DitActivation activation, const OutputSpec& out);

// Host references in double (inputs as stored).
HostTensor refGeluBackward(const HostTensor& grad, const HostTensor& input,
                           GeluApproximation approximate);
HostTensor refEmbeddingBackward(const HostTensor& indices, const HostTensor& weight,
                                const HostTensor& grad);
HostTensor refDitRmsNormUnaryFused(const HostTensor& x, const HostTensor* weight,
                                   const HostTensor* bias, const HostTensor* residual,
                                   double epsilon, DitActivation activation);

}  // namespace strata::ops
