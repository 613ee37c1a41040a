#pragma once
// ttnn.scaled_dot_product_attention_decode (lib/ops/transformer/
// attention_decode.cpp): one query token per batch row, as a composite around the
// library's scaled_dot_product_attention; intermediates on the L1 stack.

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

namespace strata::ops {

// q [1, B, Hq, D], k and v [B, Hkv, Sk, D] (Hkv dividing Hq), optional attention_mask
// [1|B, 1, 1|Hq, Sk] (only without is_causal), optional cur_pos [B] (whole numbers
// in the float dtype; tt-mlir's int32 positions are not a library dtype): with is_causal, batch b attends to keys 0..cur_pos[b];
// without cur_pos every key (the decode position defaults to the last key). scale <= 0
// means 1 / sqrt(D). Result [1, B, Hq, D].
TensorRef scaledDotProductAttentionDecode(OpContext& ctx, const TensorRef& q, const TensorRef& k,
                                          const TensorRef& v, const TensorRef* mask,
                                          const TensorRef* cur_pos, bool is_causal, double scale,
                                          const OutputSpec& out);

HostTensor refScaledDotProductAttentionDecode(const HostTensor& q, const HostTensor& k,
                                              const HostTensor& v, const HostTensor* mask,
                                              const HostTensor* cur_pos, bool is_causal,
                                              double scale);

}  // namespace strata::ops
