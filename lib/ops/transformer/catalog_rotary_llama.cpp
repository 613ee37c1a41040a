// Catalog entries of ttnn.scaled_dot_product_attention_decode and ttnn.rotary_embedding_llama
// under tt-mlir's names; rotary_embedding_llama's operands
// (input, cos_cache, sin_cache, trans_mat) and attribute (`is_decode_mode`, 0 / 1).

#include "../catalog_util.hpp"
#include "strata/ops/attention_decode.hpp"
#include "strata/ops/rotary_llama.hpp"

#include <array>

namespace strata::ops::detail {

namespace {

TensorRef runRotaryLlama(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return rotaryEmbeddingLlama(c, in[0], in[1], in[2], in[3], p.flag("is_decode_mode"), o);
}
HostTensor refRotaryLlamaOp(HIns in, const OpParams&) {
  return refRotaryEmbeddingLlama(in[0], in[1], in[2], in[3]);
}

// scaled_dot_product_attention_decode: q, k, v [, attention_mask] [, cur_pos]; the op
// model sets `mask` / `cur_pos` (1 when present) from tt-mlir's operand segments.
void splitDecode(std::size_t n, const OpParams& p, int& mask, int& pos) {
  int next = 3;
  mask = p.flag("mask") && n > 3 ? next++ : -1;
  pos = p.integer("cur_pos") != 0 && n > static_cast<std::size_t>(next) ? next : -1;
}
TensorRef runSdpaDecode(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  int m, pos;
  splitDecode(in.size(), p, m, pos);
  return scaledDotProductAttentionDecode(c, in[0], in[1], in[2], m >= 0 ? &in[m] : nullptr,
                                         pos >= 0 ? &in[pos] : nullptr, p.flag("is_causal"),
                                         p.real("scale"), o);
}
HostTensor refSdpaDecodeOp(HIns in, const OpParams& p) {
  int m, pos;
  splitDecode(in.size(), p, m, pos);
  return refScaledDotProductAttentionDecode(in[0], in[1], in[2], m >= 0 ? &in[m] : nullptr,
                                            pos >= 0 ? &in[pos] : nullptr, p.flag("is_causal"),
                                            p.real("scale"));
}

// Random inputs in [-1, 1], the transformation matrix too (tt-metal's is a signed
// permutation, which makes x @ T exact): x @ T is one rounding of a 32-term sum, then
// two products and a sum round once each; |x @ T| stays below ~6 at [-1, 1].
// The library's attention's tolerance (its steps, two permutes that copy exactly).
OpInfo sdpaDecodeEntry() {
  OpInfo op{"scaled_dot_product_attention_decode", OpFamily::Data, 3,
            {boolParam("is_causal", 1), nonNegativeParam("scale", 0), boolParam("mask", 0), intParam("cur_pos", 0)},
            4, false, -1, 1, Tolerance{0.03, 0.02}, Tolerance{1e-4, 1e-4}, runSdpaDecode,
            refSdpaDecodeOp,
            "softmax(q k^T * scale + mask) v for one query token: q [1, B, Hq, D], k, v [B, Hkv, "
            "Sk, D]; mask=1: input 3 is the attention_mask; cur_pos=1: the last input holds the "
            "decode positions"};
  op.max_arity = 5;
  return op;
}

const std::array<OpInfo, 2> kRotaryLlamaOps = {sdpaDecodeEntry(),
    OpInfo{"rotary_embedding_llama", OpFamily::Data, 4, {boolParam("is_decode_mode", 0)}, 1, false,
           -1, 1, Tolerance{0.05, 0.02}, Tolerance{1e-5, 1e-5}, runRotaryLlama, refRotaryLlamaOp,
           "x * cos + (x @ trans_mat per 32-column block) * sin; trans_mat [1, 1, 32, 32]"}};

}  // namespace

std::span<const OpInfo> rotaryLlamaOps() { return kRotaryLlamaOps; }

}  // namespace strata::ops::detail
