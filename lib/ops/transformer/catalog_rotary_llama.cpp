// Catalog entry of ttnn.rotary_embedding_llama (issue 15) under tt-mlir's name, operands
// (input, cos_cache, sin_cache, trans_mat) and attribute (`is_decode_mode`, 0 / 1).

#include "../catalog_util.hpp"
#include "strata/ops/rotary_llama.hpp"

#include <array>

namespace strata::ops::detail {

namespace {

TensorRef runRotaryLlama(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return rotaryEmbeddingLlama(c, in[0], in[1], in[2], in[3], p.values[0] != 0, o);
}
HostTensor refRotaryLlamaOp(HIns in, const OpParams&) {
  return refRotaryEmbeddingLlama(in[0], in[1], in[2], in[3]);
}

// Random inputs in [-1, 1], the transformation matrix too (tt-metal's is a signed
// permutation, which makes x @ T exact): x @ T is one rounding of a 32-term sum, then
// two products and a sum round once each; |x @ T| stays below ~6 at [-1, 1].
const std::array<OpInfo, 1> kRotaryLlamaOps = {
    OpInfo{"rotary_embedding_llama", OpFamily::Data, 4, {ParamDef{"is_decode_mode", 0}}, 1, false,
           -1, 1, Tolerance{0.05, 0.02}, Tolerance{1e-5, 1e-5}, runRotaryLlama, refRotaryLlamaOp,
           "x * cos + (x @ trans_mat per 32-column block) * sin; trans_mat [1, 1, 32, 32]"}};

}  // namespace

std::span<const OpInfo> rotaryLlamaOps() { return kRotaryLlamaOps; }

}  // namespace strata::ops::detail
