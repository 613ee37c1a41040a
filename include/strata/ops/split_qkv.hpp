#pragma once
// ttnn.split_query_key_value_and_split_heads (lib/ops/multi/): one fused
// projection split into query, key and value, each with its heads split out. Three
// results; pure data movement, so every result is exact.
//
// Without kv_input: input [B, S, (num_heads + 2 * num_kv_heads) * D] holds q, k, v side
// by side along the last dim (q's num_heads heads, then k's and v's num_kv_heads heads).
// With kv_input: input [B, S, num_heads * Dq] is q alone and kv_input
// [Bkv, Skv, 2 * num_kv_heads * Dkv] holds k then v. Results: query [B, num_heads, S, D],
// key [B, num_kv_heads, S, D] ([B, num_kv_heads, D, S] with transpose_key), value
// [B, num_kv_heads, S, D] (k and v with kv_input's B, S and head size).

#include "strata/ops/catalog.hpp"
#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

#include <cstdint>
#include <vector>

namespace strata::ops {

// num_kv_heads = 0: as many as num_heads (tt-mlir's absent attribute). kv_input may be
// null. `outs`: one spec for the three results or one each.
OpResults splitQueryKeyValueAndSplitHeads(OpContext& ctx, const TensorRef& input,
                                          const TensorRef* kv_input, std::uint32_t num_heads,
                                          std::uint32_t num_kv_heads, bool transpose_key,
                                          std::span<const OutputSpec> outs);

// Host reference: {query, key, value}.
std::vector<HostTensor> refSplitQueryKeyValueAndSplitHeads(const HostTensor& input,
                                                           const HostTensor* kv_input,
                                                           std::uint32_t num_heads,
                                                           std::uint32_t num_kv_heads,
                                                           bool transpose_key);

}  // namespace strata::ops
