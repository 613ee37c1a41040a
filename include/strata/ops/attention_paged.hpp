#pragma once
// Attention over a paged KV cache (lib/ops/transformer/attention_paged.cpp):
// ttnn.paged_scaled_dot_product_attention_decode and ttnn.chunked_scaled_dot_product_attention.
// A paged cache holds fixed-size blocks of keys (values) for every user in one pool
// [num_blocks, Hkv, block_size, D]; a page table [B, P] names, per user, the pool block
// holding sequence positions p * block_size .. (p + 1) * block_size - 1. Both ops gather
// the user's pages in sequence order onto the L1 stack and run the library's attention
// on them; every intermediate lives on the stack.

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

namespace strata::ops {

// The users' keys (values) in sequence order: cache [NB, H, bs, D] and table [B, P]
// (int32 or uint32 block numbers below NB) -> [B, H, P * bs, D].
TensorRef gatherPages(OpContext& ctx, const TensorRef& cache, const TensorRef& table,
                      const OutputSpec& out);

// q [1, B, Hq, D]; k and v paged caches [NB, Hkv, bs, D] (bs a multiple of 32); page
// table [B, P]; then scaled_dot_product_attention_decode's optional attention_mask
// [1|B, 1, 1|Hq, P * bs] (only without is_causal) and cur_pos [B] (int32 or uint32):
// with is_causal, user b attends to its positions 0..cur_pos[b]. scale <= 0 means
// 1 / sqrt(D). Result [1, B, Hq, D].
TensorRef pagedScaledDotProductAttentionDecode(OpContext& ctx, const TensorRef& q,
                                               const TensorRef& k, const TensorRef& v,
                                               const TensorRef& page_table, const TensorRef* mask,
                                               const TensorRef* cur_pos, bool is_causal,
                                               double scale, const OutputSpec& out);

// q [B, Hq, C, D] (a chunk of C query tokens per user at positions start .. start + C - 1,
// start = chunk_start_idx[0]); k and v paged caches and page table as above. Query i
// attends causally to the user's positions 0..start + i (all within P * bs). Result
// q's shape.
TensorRef chunkedScaledDotProductAttention(OpContext& ctx, const TensorRef& q, const TensorRef& k,
                                           const TensorRef& v, const TensorRef& page_table,
                                           const TensorRef& chunk_start, double scale,
                                           const OutputSpec& out);

// Host references: the pages gathered in double, then the attention in double.
HostTensor refGatherPages(const HostTensor& cache, const HostTensor& table);
HostTensor refPagedScaledDotProductAttentionDecode(const HostTensor& q, const HostTensor& k,
                                                   const HostTensor& v,
                                                   const HostTensor& page_table,
                                                   const HostTensor* mask,
                                                   const HostTensor* cur_pos, bool is_causal,
                                                   double scale);
HostTensor refChunkedScaledDotProductAttention(const HostTensor& q, const HostTensor& k,
                                               const HostTensor& v, const HostTensor& page_table,
                                               const HostTensor& chunk_start, double scale);

}  // namespace strata::ops
