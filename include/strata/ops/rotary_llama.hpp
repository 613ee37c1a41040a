#pragma once
// ttnn.rotary_embedding_llama (lib/ops/transformer/rotary_llama.cpp): rotary
// embedding in the transformation-matrix form. A composite of matmul, reshape, repeat
// and element-wise primitives, intermediates on the L1 stack.

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

namespace strata::ops {

// y = x * cos + (x @ T) * sin, where T = trans_mat [1, 1, 32, 32] multiplies every
// 32-column block of the head dim (tt-metal's form: T swaps and negates the pairs of a
// block, so x @ T is the rotated x). x [B, H, S, D] with D a multiple of 32 and at most
// 256; cos and sin x's shape or [1, 1, S, D] (repeated over B, H) or rows [.., 1, D].
// bf16 (tt-mlir's rule) or f32, one dtype, tile layout. Decode mode (tt-mlir's is_decode_mode) computes
// the same values; its height-sharded inputs are refused (interleaved only here).
TensorRef rotaryEmbeddingLlama(OpContext& ctx, const TensorRef& x, const TensorRef& cos,
                               const TensorRef& sin, const TensorRef& trans_mat,
                               bool is_decode_mode, const OutputSpec& out);

HostTensor refRotaryEmbeddingLlama(const HostTensor& x, const HostTensor& cos,
                                   const HostTensor& sin, const HostTensor& trans_mat);

}  // namespace strata::ops
