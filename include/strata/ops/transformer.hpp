#pragma once
// Transformer composites under tt-mlir's names: built from the library's
// primitives and composites (movement, matmul, softmax, eltwise) with every
// intermediate on the stack, the composite-of-composite case at model scale.

#include "strata/ops/context.hpp"

#include <cstdint>
#include <optional>

namespace strata::ops {

// ttnn.concatenate_heads: [B, H, S, D] -> [B, S, H*D].
TensorRef concatenateHeads(OpContext& ctx, const TensorRef& x, const OutputSpec& out);
// ttnn.nlp_concat_heads: [B, H, S, D] -> [B, 1, S, H*D].
TensorRef nlpConcatHeads(OpContext& ctx, const TensorRef& x, const OutputSpec& out);
// ttnn.nlp_concat_heads_decode: [1, B, H_padded, D] -> [1, 1, B, num_heads*D] (the first
// num_heads heads).
TensorRef nlpConcatHeadsDecode(OpContext& ctx, const TensorRef& x, std::uint32_t num_heads,
                               const OutputSpec& out);
// ttnn.rotary_embedding: x * cos + rotate_half(x) * sin, rotate_half(x) = [-x2, x1] over
// the halves of the last dim. cos / sin: [1, 1, S_cache, D]; rows 0..S-1 are used, or
// the row token_index for every position when given (decode).
TensorRef rotaryEmbedding(OpContext& ctx, const TensorRef& x, const TensorRef& cos,
                          const TensorRef& sin, std::optional<std::uint32_t> token_index,
                          const OutputSpec& out);
// ttnn.scaled_dot_product_attention: softmax(q k^T * scale + mask) v. q [B, H, Sq, D],
// k and v [B, Hkv, Sk, D] (H a multiple of Hkv: grouped-query heads share a kv head),
// mask [B or 1, H or 1, Sq, Sk] or none; is_causal hides key j from query i when
// j > i + Sk - Sq; scale <= 0 means 1 / sqrt(D).
TensorRef scaledDotProductAttention(OpContext& ctx, const TensorRef& q, const TensorRef& k,
                                    const TensorRef& v, const TensorRef* mask, bool is_causal,
                                    double scale, const OutputSpec& out);

}  // namespace strata::ops
