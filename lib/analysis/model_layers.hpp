#pragma once
// Internal to lib/analysis: the model pieces the bundled workloads are built from. The
// op library's own ops run through a RecordingContext; what the library does not offer
// (attention head split/concat) is modelled from shapes (moveModel). Shared by the
// single-layer workloads (workloads.cpp) and the whole models of the pressure sweep
// (pressure.cpp), so both record the same layer.

#include "strata/analysis/recording_context.hpp"
#include "strata/ops/ops.hpp"

#include <cstdint>
#include <functional>
#include <initializer_list>

namespace strata::analysis::model {

using ops::TensorDesc;
using ops::TensorRef;

// bf16 tile tensors, L1 or DRAM interleaved.
TensorDesc l1Tensor(std::initializer_list<std::uint32_t> shape);
TensorDesc dramTensor(std::initializer_list<std::uint32_t> shape);
// Outputs on the L1 heap, interleaved.
ops::OutputSpec l1Out();

// a [.., M, K] x W [K, n] with the weight in DRAM (so only the output and the CBs land
// in L1), inside an op scope that names the projection.
TensorRef matmulOp(RecordingContext& ctx, const TensorRef& a, std::uint32_t n, const char* name);
// A data-movement op (reshape/permute/concat of heads): a new L1 tensor, and a small
// reader/writer CB region (2 double-buffered tiles).
TensorRef moveModel(RecordingContext& ctx, const TensorDesc& out, const char* name);
// RMSNorm as a composite of the library's primitives: x * rsqrt(mean(x^2) + eps) * gamma.
TensorRef rmsNorm(RecordingContext& ctx, const TensorRef& x, const TensorRef& gamma);

// Called at the two points of a layer where a prefetching runtime changes what is
// resident: after the attention block (its weights are dead) and after the MLP.
// gamma-model's blocks call after_mlp, then after_head (its Dirichlet head is done).
struct LayerHooks {
  std::function<void()> after_attention;
  std::function<void()> after_mlp;
  std::function<void()> after_head;
};

struct LlamaShape {
  std::uint32_t tokens;   // rows of the residual stream (decode: batch; prefill: sequence)
  std::uint32_t q_rows;   // rows of one head's query block
  std::uint32_t q_batch;  // leading dim of the head tensors (decode: users; prefill: 1)
  std::uint32_t q_heads;  // second dim (decode: 1 per user, heads padded into rows)
  std::uint32_t kv_len;
};
// Llama-3.2-1B dims: hidden 2048, 32 query heads, 8 KV heads, head dim 64, MLP 8192.
inline constexpr std::uint32_t kLlamaHidden = 2048, kLlamaHeadDim = 64, kLlamaKvHeads = 8,
                               kLlamaMlp = 8192;
// One Llama-3.2-1B-style decoder layer (RMSNorm composite, fused QKV, SwiGLU MLP) on the
// residual `x`, which it releases; returns the new residual. Activations in L1, weights
// and the KV cache read from DRAM.
TensorRef llamaDecoderLayer(RecordingContext& ctx, const TensorRef& x, const LlamaShape& s,
                            const TensorRef& gamma1, const TensorRef& gamma2,
                            const LayerHooks& hooks = {});

// BERT-base dims: batch 4 x sequence 384, hidden 768, 12 heads (dim 64), MLP 3072.
inline constexpr std::uint32_t kBertBatch = 4, kBertSeq = 384, kBertHidden = 768,
                               kBertHeads = 12, kBertHeadDim = 64, kBertMlp = 3072;
struct BertNorms {
  TensorRef g1, b1, g2, b2;
};
// One BERT-base encoder layer (post-LN LayerNorm composites, GELU) on `x`, which it
// releases; returns the layer's output.
TensorRef bertEncoderLayer(RecordingContext& ctx, const TensorRef& x, const BertNorms& norms,
                           const LayerHooks& hooks = {});

// gamma-model dims: 512 rows (samples) x hidden 2048, GEGLU MLP 4096, a Dirichlet head
// over 2048 outputs.
inline constexpr std::uint32_t kGammaRows = 512, kGammaHidden = 2048, kGammaMlp = 4096;
// One block of gamma-model on the residual `x`, which it releases; returns the new
// residual. MLP half: layer_norm, up-projection, geglu, down-projection, residual add.
// Head half: projection, softplus concentration alpha, then the Dirichlet / Wishart
// terms lgamma(alpha) - multigammaln(alpha) + digamma(alpha) * polygamma(1, alpha),
// summed over the last dim and added to the per-row `loss`, which it replaces (the old
// one is released).
TensorRef gammaBlock(RecordingContext& ctx, const TensorRef& x, const TensorRef& norm_gamma,
                     const TensorRef& norm_beta, TensorRef& loss, const LayerHooks& hooks = {});

}  // namespace strata::analysis::model
