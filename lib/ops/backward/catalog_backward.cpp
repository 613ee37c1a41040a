// Catalog entries of the backward and fused ops under tt-mlir's names and
// attribute names (TTNNOps.td): ttnn.gelu_bw (lhs = grad, rhs = input, `approximate`:
// 0 "none", 1 "tanh"), ttnn.embedding_bw (input = indices, weight, in_gradient) and
// ttnn.dit_rms_norm_unary_fused (input, weight, bias, residual_input; `epsilon`,
// `activation`: 0 none, 1 silu, 2 gelu, 3 relu; `residual`: 1 when the last tensor is
// the residual_input, set by the op model from tt-mlir's operand segments).

#include "../catalog_util.hpp"
#include "strata/ops/backward.hpp"

#include <array>

namespace strata::ops::detail {

namespace {

// tt-mlir's string attributes, as the op's enums.
constexpr ParamChoice kGeluApproximations[] = {{"none", 0}, {"tanh", 1}};
constexpr ParamChoice kDitActivations[] = {{"none", 0}, {"silu", 1}, {"gelu", 2}, {"relu", 3}};

TensorRef runGeluBw(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return geluBackward(c, in[0], in[1], p.choice<GeluApproximation>("approximate"), o);
}
HostTensor refGeluBwOp(HIns in, const OpParams& p) {
  return refGeluBackward(in[0], in[1], p.choice<GeluApproximation>("approximate"));
}

TensorRef runEmbeddingBw(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) {
  return embeddingBackward(c, in[0], in[1], in[2], o);
}
HostTensor refEmbeddingBwOp(HIns in, const OpParams&) {
  return refEmbeddingBackward(in[0], in[1], in[2]);
}

// The optional tensors after the input: [weight [, bias]] [residual].
template <typename T>
void splitDit(std::span<const T> in, bool has_residual, const T*& weight, const T*& bias,
              const T*& residual) {
  std::size_t affine = in.size() - 1 - (has_residual ? 1 : 0);
  if (has_residual && in.size() >= 2) residual = &in[in.size() - 1];
  if (affine >= 1) weight = &in[1];
  if (affine >= 2) bias = &in[2];
}
TensorRef runDit(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  const TensorRef *w = nullptr, *b = nullptr, *r = nullptr;
  splitDit(in, p.flag("residual"), w, b, r);
  return ditRmsNormUnaryFused(c, in[0], w, b, r, p.real("epsilon"),
                              p.choice<DitActivation>("activation"), o);
}
HostTensor refDitOp(HIns in, const OpParams& p) {
  const HostTensor *w = nullptr, *b = nullptr, *r = nullptr;
  splitDit(in, p.flag("residual"), w, b, r);
  return refDitRmsNormUnaryFused(in[0], w, b, r, p.real("epsilon"),
                                 p.choice<DitActivation>("activation"));
}

// gelu_bw: up to 17 roundings of values below ~5 (bf16: 2^-9 relative each), and the
// cancellation of Phi(x) against x phi(x) for negative x; measured max errors at
// [-4, 4] (1x3x100x257): bf16 0.037 (erf form) / 0.056 (tanh form, where 1 - t^2
// cancels) absolute, f32 6e-7 / 1.5e-6.
OpInfo geluBwEntry() {
  OpInfo op{"gelu_bw", OpFamily::Data, 2, {choiceParam("approximate", 0, kGeluApproximations)}, 1, false, -4, 4,
            Tolerance{0.08, 0.03}, Tolerance{5e-6, 5e-6}, runGeluBw, refGeluBwOp,
            "grad * d/dx gelu(x) (lhs = grad, rhs = x); approximate none (the erf form) or tanh"};
  return op;
}

// embedding_bw: scatter with sum rounds the exact double sum once (2^-9 relative in
// bf16, 2^-24 in f32). Random inputs are whole numbers in [0, 31]: indices valid for
// any table of 32 or more rows.
OpInfo embeddingBwEntry() {
  OpInfo op{"embedding_bw", OpFamily::Data, 3, {}, 0, false, 0, 31, Tolerance{0, 0x1p-8},
            Tolerance{0, 0x1p-23}, runEmbeddingBw, refEmbeddingBwOp,
            "gradient of embedding w.r.t. its table: [1, 1, V, H] sums of grad rows by index"};
  op.index_input = 0;
  op.shape_only_inputs = 1u << 1;  // the weight: only its shape
  return op;
}

// dit_rms_norm_unary_fused: rms_norm's roundings plus one for the residual sum and one
// for the activation: rms_norm's bf16 tolerance, in f32 too: the fused rms_norm keeps its
// intermediates in bf16 (tt-metal's default kernel config), and the activation's slope
// (gelu's up to 1.13) and the weight scale that error, so an f32 result is bf16-accurate
// (worst seen 0.061 abs on 1x3x100x257 f32 with weight, bias and residual).
OpInfo ditEntry() {
  OpInfo op{"dit_rms_norm_unary_fused", OpFamily::Data, 1,
            {nonNegativeParam("epsilon", 1e-5), choiceParam("activation", 0, kDitActivations), boolParam("residual", 0)}, 3,
            false, -4, 4, Tolerance{0.1, 0.05}, Tolerance{0.1, 0.05}, runDit, refDitOp,
            "act(rms_norm(x + residual) * weight + bias) over the last dim; activation none, "
            "silu, gelu or relu; residual=1: the last input is the residual"};
  op.max_arity = 4;
  return op;
}

const std::array<OpInfo, 3> kBackwardOps = {geluBwEntry(), embeddingBwEntry(), ditEntry()};

}  // namespace

std::span<const OpInfo> backwardOps() { return kBackwardOps; }

}  // namespace strata::ops::detail
