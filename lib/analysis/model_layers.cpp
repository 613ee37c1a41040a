// The layers and modelled ops of the bundled workloads (model_layers.hpp).
#include "model_layers.hpp"

#include "strata/device/data_type.hpp"

namespace strata::analysis::model {

using ops::BinaryCode;
using ops::OutputSpec;
using ops::UnaryCode;

TensorDesc l1Tensor(std::initializer_list<std::uint32_t> shape) {
  TensorDesc d;
  d.shape = ops::Shape(shape);
  d.dtype = device::DataType::BFloat16;
  d.layout = ops::Layout::Tile;
  d.memory = ops::MemoryConfig::l1();
  return d;
}

TensorDesc dramTensor(std::initializer_list<std::uint32_t> shape) {
  TensorDesc d = l1Tensor(shape);
  d.memory = ops::MemoryConfig::dram();
  return d;
}

ops::OutputSpec l1Out() { return ops::OutputSpec::heapIn(ops::MemoryConfig::l1()); }

// a [.., M, K] x W [K, n] with the weight in DRAM (so only the output and the CBs land
// in L1): the op library's matmul, inside an op scope that names the projection.
TensorRef matmulOp(RecordingContext& ctx, const TensorRef& a, std::uint32_t n, const char* name) {
  ops::OpScope scope(ctx, name);
  TensorRef w = ctx.input(dramTensor({1, 1, a.desc.shape.last(), n}));
  return ops::matmul(ctx, a, w, l1Out());
}

// A data-movement op (reshape/permute/concat of heads): a new L1 tensor, and a small
// reader/writer CB region (2 double-buffered tiles).
TensorRef moveModel(RecordingContext& ctx, const TensorDesc& out, const char* name) {
  ctx.beginOp(name);
  TensorRef y = ctx.allocate(out, ops::Placement::Heap);
  ctx.builder().free(ctx.builder().alloc(2 * device::tileBytes(out.dtype), AllocKind::CbRegion,
                                         name));
  ctx.endOp();
  return y;
}

// RMSNorm as a composite of the library's primitives: x * rsqrt(mean(x^2) + eps) * gamma.
TensorRef rmsNorm(RecordingContext& ctx, const TensorRef& x, const TensorRef& gamma) {
  ops::OpScope scope(ctx, "rms_norm");
  TensorRef y = ops::makeOutput(ctx, x.desc, l1Out(), "rms_norm");
  ops::Frame frame(ctx, "rms_norm");
  const OutputSpec st = OutputSpec::stack();
  TensorRef sq = ops::unary(ctx, UnaryCode::Square, x, st);
  TensorRef ms = ops::reduce(ctx, ops::ReduceCode::Mean, sq, 1, st);
  TensorRef mse = ops::unary(ctx, UnaryCode::AddScalar, ms, st, 1e-5);
  TensorRef r = ops::unary(ctx, UnaryCode::Rsqrt, mse, st);
  TensorRef n = ops::binary(ctx, BinaryCode::Multiply, x, r, st);
  ops::binary(ctx, BinaryCode::Multiply, n, gamma, OutputSpec::into(y));
  return y;
}

namespace {

// The second half of an attention block, the same in every model layer: scale the
// scores by 1/sqrt(64), softmax, probs x V, concatenate the heads into `merged`, output
// projection and the residual add onto `x`. Releases scores, v, x and every
// intermediate as soon as it is dead, in that order; returns the residual sum.
TensorRef attentionOutput(RecordingContext& ctx, const TensorRef& scores, const TensorRef& v,
                          const TensorRef& x, const TensorDesc& merged_desc,
                          std::uint32_t head_dim, std::uint32_t hidden) {
  TensorRef scaled = ops::unary(ctx, UnaryCode::MulScalar, scores, l1Out(), 0.125);
  ctx.release(scores);
  TensorRef probs = ops::softmax(ctx, scaled, l1Out());
  ctx.release(scaled);
  TensorRef attn = matmulOp(ctx, probs, head_dim, "matmul_pv");
  ctx.release(probs);
  ctx.release(v);
  TensorRef merged = moveModel(ctx, merged_desc, "concat_heads");
  ctx.release(attn);
  TensorRef o = matmulOp(ctx, merged, hidden, "matmul_o");
  ctx.release(merged);
  TensorRef sum = ops::binary(ctx, BinaryCode::Add, x, o, l1Out());
  ctx.release(x);
  ctx.release(o);
  return sum;
}

}  // namespace

TensorRef llamaDecoderLayer(RecordingContext& ctx, const TensorRef& x, const LlamaShape& s,
                            const TensorRef& gamma1, const TensorRef& gamma2,
                            const LayerHooks& hooks) {
  TensorRef h = rmsNorm(ctx, x, gamma1);
  TensorRef qkv = matmulOp(ctx, h, kLlamaHidden + 2 * kLlamaKvHeads * kLlamaHeadDim, "matmul_qkv");
  ctx.release(h);
  TensorRef q = moveModel(ctx, l1Tensor({s.q_batch, s.q_heads, s.q_rows, kLlamaHeadDim}),
                          "create_q_heads");
  TensorRef k = moveModel(ctx, l1Tensor({1, kLlamaKvHeads, s.tokens, kLlamaHeadDim}),
                          "create_k_heads");
  TensorRef v = moveModel(ctx, l1Tensor({1, kLlamaKvHeads, s.tokens, kLlamaHeadDim}),
                          "create_v_heads");
  ctx.release(qkv);
  // K/V also go to the DRAM KV cache; the attention matmuls read the cache from DRAM
  // (kv_len rows), so only their outputs and CBs land in L1.
  TensorRef scores = matmulOp(ctx, q, s.kv_len, "matmul_qk");
  ctx.release(k);
  ctx.release(q);
  TensorRef x2 = attentionOutput(ctx, scores, v, x, l1Tensor({1, 1, s.tokens, kLlamaHidden}),
                                 kLlamaHeadDim, kLlamaHidden);
  if (hooks.after_attention) hooks.after_attention();
  TensorRef h2 = rmsNorm(ctx, x2, gamma2);
  TensorRef gu = matmulOp(ctx, h2, 2 * kLlamaMlp, "matmul_gate_up");
  ctx.release(h2);
  TensorRef act = ops::glu(ctx, ops::GluKind::Swiglu, gu, l1Out());
  ctx.release(gu);
  TensorRef down = matmulOp(ctx, act, kLlamaHidden, "matmul_down");
  ctx.release(act);
  TensorRef x3 = ops::binary(ctx, BinaryCode::Add, x2, down, l1Out());
  ctx.release(x2);
  ctx.release(down);
  if (hooks.after_mlp) hooks.after_mlp();
  return x3;
}

TensorRef bertEncoderLayer(RecordingContext& ctx, const TensorRef& x, const BertNorms& norms,
                           const LayerHooks& hooks) {
  TensorRef qkv = matmulOp(ctx, x, 3 * kBertHidden, "matmul_qkv");
  TensorRef q = moveModel(ctx, l1Tensor({kBertBatch, kBertHeads, kBertSeq, kBertHeadDim}),
                          "create_q_heads");
  TensorRef k = moveModel(ctx, l1Tensor({kBertBatch, kBertHeads, kBertSeq, kBertHeadDim}),
                          "create_k_heads");
  TensorRef v = moveModel(ctx, l1Tensor({kBertBatch, kBertHeads, kBertSeq, kBertHeadDim}),
                          "create_v_heads");
  ctx.release(qkv);
  TensorRef scores = matmulOp(ctx, q, kBertSeq, "matmul_qk");
  ctx.release(q);
  ctx.release(k);
  TensorRef r1 = attentionOutput(ctx, scores, v, x, l1Tensor({kBertBatch, 1, kBertSeq, kBertHidden}),
                                 kBertHeadDim, kBertHidden);
  TensorRef y1 = ops::layerNorm(ctx, r1, norms.g1, norms.b1, 1e-12, l1Out());
  ctx.release(r1);
  if (hooks.after_attention) hooks.after_attention();
  TensorRef ff1 = matmulOp(ctx, y1, kBertMlp, "matmul_ff1");
  TensorRef act = ops::unary(ctx, UnaryCode::Gelu, ff1, l1Out());
  ctx.release(ff1);
  TensorRef ff2 = matmulOp(ctx, act, kBertHidden, "matmul_ff2");
  ctx.release(act);
  TensorRef r2 = ops::binary(ctx, BinaryCode::Add, y1, ff2, l1Out());
  ctx.release(y1);
  ctx.release(ff2);
  TensorRef y2 = ops::layerNorm(ctx, r2, norms.g2, norms.b2, 1e-12, l1Out());
  ctx.release(r2);
  if (hooks.after_mlp) hooks.after_mlp();
  return y2;
}

TensorRef gammaBlock(RecordingContext& ctx, const TensorRef& x, const TensorRef& norm_gamma,
                     const TensorRef& norm_beta, TensorRef& loss, const LayerHooks& hooks) {
  TensorRef h = ops::layerNorm(ctx, x, norm_gamma, norm_beta, 1e-5, l1Out());
  TensorRef up = matmulOp(ctx, h, 2 * kGammaMlp, "matmul_up");
  ctx.release(h);
  TensorRef act = ops::glu(ctx, ops::GluKind::Geglu, up, l1Out());
  ctx.release(up);
  TensorRef down = matmulOp(ctx, act, kGammaHidden, "matmul_down");
  ctx.release(act);
  TensorRef x2 = ops::binary(ctx, BinaryCode::Add, x, down, l1Out());
  ctx.release(x);
  ctx.release(down);
  if (hooks.after_mlp) hooks.after_mlp();

  TensorRef logits = matmulOp(ctx, x2, kGammaHidden, "matmul_head");
  TensorRef alpha = ops::softplus(ctx, logits, 1.0, 20.0, l1Out());
  ctx.release(logits);
  // Each pair of terms is combined as soon as both exist, so at most three of the
  // head's [rows, hidden] tensors are live beside alpha.
  TensorRef log_norm = ops::lgamma(ctx, alpha, l1Out());
  TensorRef wishart = ops::multigammaln(ctx, alpha, l1Out());
  TensorRef normaliser = ops::binary(ctx, BinaryCode::Subtract, log_norm, wishart, l1Out());
  ctx.release(log_norm);
  ctx.release(wishart);
  TensorRef expected_log = ops::digamma(ctx, alpha, l1Out());
  TensorRef fisher = ops::polygamma(ctx, alpha, 1, l1Out());
  ctx.release(alpha);
  TensorRef curvature = ops::binary(ctx, BinaryCode::Multiply, expected_log, fisher, l1Out());
  ctx.release(expected_log);
  ctx.release(fisher);
  TensorRef term = ops::binary(ctx, BinaryCode::Add, normaliser, curvature, l1Out());
  ctx.release(normaliser);
  ctx.release(curvature);
  TensorRef row_term = ops::reduce(ctx, ops::ReduceCode::Sum, term, 1, l1Out());
  ctx.release(term);
  TensorRef new_loss = ops::binary(ctx, BinaryCode::Add, loss, row_term, l1Out());
  ctx.release(loss);
  ctx.release(row_term);
  loss = new_loss;
  if (hooks.after_head) hooks.after_head();
  return x2;
}

}  // namespace strata::analysis::model
