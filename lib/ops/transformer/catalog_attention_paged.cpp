// Catalog entries of the attention ops over paged KV caches under tt-mlir's names and
// attributes: paged_scaled_dot_product_attention_decode and chunked_scaled_dot_product_attention
// (transformer/attention_paged.cpp).

#include "../catalog_util.hpp"
#include "strata/ops/attention_paged.hpp"

#include <vector>

namespace strata::ops::detail {

namespace {

// The property tests' caches hold 4 blocks: random page tables and positions are whole
// numbers in [0, 3].
constexpr double kRandomBlocks = 4;
// The library's attention's tolerance (the gather steps copy exactly).
constexpr Tolerance kAttentionBf16{0.03, 0.02};
constexpr Tolerance kAttentionF32{1e-4, 1e-4};

// paged_scaled_dot_product_attention_decode: q, k, v, page_table [, attention_mask]
// [, cur_pos]; the op model sets `mask` / `cur_pos` (1 when present) from tt-mlir's
// operand segments.
void splitPaged(std::size_t n, const OpParams& p, int& mask, int& pos) {
  int next = 4;
  mask = p.flag("mask") && n > 4 ? next++ : -1;
  pos = p.integer("cur_pos") != 0 && n > static_cast<std::size_t>(next) ? next : -1;
}
TensorRef runPagedDecode(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  int m, pos;
  splitPaged(in.size(), p, m, pos);
  return pagedScaledDotProductAttentionDecode(c, in[0], in[1], in[2], in[3],
                                              m >= 0 ? &in[m] : nullptr,
                                              pos >= 0 ? &in[pos] : nullptr, p.flag("is_causal"),
                                              p.real("scale"), o);
}
HostTensor refPagedDecodeOp(HIns in, const OpParams& p) {
  int m, pos;
  splitPaged(in.size(), p, m, pos);
  return refPagedScaledDotProductAttentionDecode(in[0], in[1], in[2], in[3],
                                                 m >= 0 ? &in[m] : nullptr,
                                                 pos >= 0 ? &in[pos] : nullptr, p.flag("is_causal"),
                                                 p.real("scale"));
}

TensorRef runChunked(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return chunkedScaledDotProductAttention(c, in[0], in[1], in[2], in[3], in[4], p.real("scale"), o);
}
HostTensor refChunkedOp(HIns in, const OpParams& p) {
  return refChunkedScaledDotProductAttention(in[0], in[1], in[2], in[3], in[4], p.real("scale"));
}

OpInfo pagedDecodeEntry() {
  OpInfo op{"paged_scaled_dot_product_attention_decode", OpFamily::Data, 4,
            {boolParam("is_causal", 1), nonNegativeParam("scale", 0), boolParam("mask", 0), intParam("cur_pos", 0)},
            4, false, -1, 1, kAttentionBf16, kAttentionF32, runPagedDecode, refPagedDecodeOp,
            "decode attention over paged caches: q [1, B, Hq, D], k, v [blocks, Hkv, bs, D], "
            "page_table [B, P] (int32/uint32); mask=1: input 4 is the attention_mask; "
            "cur_pos=1: the last input holds the decode positions (int32/uint32)"};
  op.max_arity = 6;
  op.mixed_dtypes = true;  // float q / k / v, integer page table and positions
  op.index_hi = kRandomBlocks - 1;
  return op;
}

OpInfo chunkedEntry() {
  OpInfo op{"chunked_scaled_dot_product_attention", OpFamily::Data, 5, {nonNegativeParam("scale", 0)}, 1,
            false, -1, 1, kAttentionBf16, kAttentionF32, runChunked, refChunkedOp,
            "causal prefill attention of a query chunk [B, Hq, C, D] at chunk_start_idx [1] over "
            "paged caches [blocks, Hkv, bs, D] through page_table [B, P] (int32/uint32)"};
  op.mixed_dtypes = true;
  op.index_hi = kRandomBlocks - 1;
  return op;
}

}  // namespace

std::span<const OpInfo> pagedAttentionOps() {
  static const std::vector<OpInfo> ops = {pagedDecodeEntry(), chunkedEntry()};
  return ops;
}

}  // namespace strata::ops::detail
