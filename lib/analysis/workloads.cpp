// The bundled workloads (workloads.hpp). Composites and eltwise ops are the op library's
// own definitions run through a RecordingContext; matmul and the attention data
// movement (head split/concat, KV-cache write) are not in the op library, so they are
// modelled here from shapes: output tensor on the heap plus a CB region sized by the
// heuristic in matmulOp(). docs/FRAGMENTATION.md lists what is modelled.
#include "strata/analysis/workloads.hpp"

#include "strata/analysis/recording_context.hpp"
#include "strata/ops/catalog.hpp"
#include "strata/ops/ops.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>

namespace strata::analysis {

using ops::BinaryCode;
using ops::OutputSpec;
using ops::TensorDesc;
using ops::TensorRef;
using ops::UnaryCode;

namespace {

constexpr std::uint32_t kOpRows = 512, kOpCols = 1024;  // "realistic shape" of op-* workloads

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

const OutputSpec kL1Out = OutputSpec::heapIn(ops::MemoryConfig::l1());

// ---- modelled ops (not in the op library) ---------------------------------------------

// a [.., M, K] x W [K, n] with the weight in DRAM (so only the output and the CBs land
// in L1): the op library's matmul, inside an op scope that names the projection.
TensorRef matmulOp(RecordingContext& ctx, const TensorRef& a, std::uint32_t n, const char* name) {
  ops::OpScope scope(ctx, name);
  TensorRef w = ctx.input(dramTensor({1, 1, a.desc.shape.last(), n}));
  return ops::matmul(ctx, a, w, kL1Out);
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
  TensorRef y = ops::makeOutput(ctx, x.desc, kL1Out, "rms_norm");
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

// ---- workload assembly --------------------------------------------------------------

// The recorded events of `ctx`, under a name, a description and a note of where the
// figures come from.
Workload finishWorkload(RecordingContext& ctx, std::string name, std::string description,
                        std::string provenance) {
  Workload w;
  w.name = std::move(name);
  w.description = std::move(description);
  w.provenance = std::move(provenance);
  w.events = ctx.take();
  return w;
}

// The second half of an attention block, the same in every model layer: scale the
// scores by 1/sqrt(64), softmax, probs x V, concatenate the heads into `merged`, output
// projection and the residual add onto `x`. Releases scores, v, x and every
// intermediate as soon as it is dead, in that order; returns the residual sum.
TensorRef attentionOutput(RecordingContext& ctx, const TensorRef& scores, const TensorRef& v,
                          const TensorRef& x, const TensorDesc& merged_desc,
                          std::uint32_t head_dim, std::uint32_t hidden) {
  TensorRef scaled = ops::unary(ctx, UnaryCode::MulScalar, scores, kL1Out, 0.125);
  ctx.release(scores);
  TensorRef probs = ops::softmax(ctx, scaled, kL1Out);
  ctx.release(scaled);
  TensorRef attn = matmulOp(ctx, probs, head_dim, "matmul_pv");
  ctx.release(probs);
  ctx.release(v);
  TensorRef merged = moveModel(ctx, merged_desc, "concat_heads");
  ctx.release(attn);
  TensorRef o = matmulOp(ctx, merged, hidden, "matmul_o");
  ctx.release(merged);
  TensorRef sum = ops::binary(ctx, BinaryCode::Add, x, o, kL1Out);
  ctx.release(x);
  ctx.release(o);
  return sum;
}

// ---- single composites ------------------------------------------------------------------

Workload compositeAlone(const ops::OpInfo& op, const device::ArchDesc& arch,
                        AllocationOrder order) {
  RecordingContext ctx(arch, order);
  const bool glu = op.name == "glu" || op.name == "reglu" || op.name == "geglu" ||
                   op.name == "swiglu";
  std::vector<TensorDesc> descs{l1Tensor({1, 1, kOpRows, glu ? 2 * kOpCols : kOpCols})};
  if (op.name == "layer_norm") {
    descs.push_back(l1Tensor({1, 1, 1, kOpCols}));
    descs.push_back(l1Tensor({1, 1, 1, kOpCols}));
  }
  ops::OpParams params = op.defaults();
  ops::checkArguments(op, descs, params, arch);
  std::vector<TensorRef> inputs;
  for (const TensorDesc& d : descs) inputs.push_back(ctx.input(d));
  TensorRef y = op.run(ctx, inputs, params, kL1Out);
  for (const TensorRef& t : inputs) ctx.release(t);
  ctx.release(y);
  return finishWorkload(
      ctx, fmt::format("op-{}", op.name),
      fmt::format("{} alone on {} bf16 L1 interleaved (inputs and output on the heap)", op.name,
                  descs[0].shape.toString()),
      "op definition recorded (RecordingContext)");
}

std::vector<const ops::OpInfo*> composites() {
  std::vector<const ops::OpInfo*> out;
  for (const ops::OpInfo& op : ops::catalog())
    if (op.family == ops::OpFamily::Composite) out.push_back(&op);
  return out;
}

// ---- model layers --------------------------------------------------------------------

struct LlamaShape {
  const char* name;
  std::uint32_t tokens;  // rows of the residual stream (decode: batch; prefill: sequence)
  std::uint32_t q_rows;  // rows of one head's query block
  std::uint32_t q_batch; // leading dim of the head tensors (decode: users; prefill: 1)
  std::uint32_t q_heads; // second dim (decode: 1 per user, heads padded into rows)
  std::uint32_t kv_len;
};

// One Llama-3.2-1B-style decoder layer: hidden 2048, 32 query heads, 8 KV heads, head
// dim 64, MLP 8192 with SwiGLU, RMSNorm composite. Activations in L1, weights and the
// KV cache in DRAM.
Workload llamaLayer(const device::ArchDesc& arch, const LlamaShape& s, std::string name,
                    std::string description, AllocationOrder order) {
  constexpr std::uint32_t kHidden = 2048, kHeadDim = 64, kKvHeads = 8, kMlp = 8192;
  RecordingContext ctx(arch, order);
  TensorRef gamma1 = ctx.input(dramTensor({1, 1, 1, kHidden}));
  TensorRef gamma2 = ctx.input(dramTensor({1, 1, 1, kHidden}));
  TensorRef x = ctx.input(l1Tensor({1, 1, s.tokens, kHidden}));
  TensorRef h = rmsNorm(ctx, x, gamma1);
  TensorRef qkv = matmulOp(ctx, h, kHidden + 2 * kKvHeads * kHeadDim, "matmul_qkv");
  ctx.release(h);
  TensorRef q = moveModel(ctx, l1Tensor({s.q_batch, s.q_heads, s.q_rows, kHeadDim}), "create_q_heads");
  TensorRef k = moveModel(ctx, l1Tensor({1, kKvHeads, s.tokens, kHeadDim}), "create_k_heads");
  TensorRef v = moveModel(ctx, l1Tensor({1, kKvHeads, s.tokens, kHeadDim}), "create_v_heads");
  ctx.release(qkv);
  // K/V also go to the DRAM KV cache; the attention matmuls read the cache from DRAM
  // (kv_len rows), so only their outputs and CBs land in L1.
  TensorRef scores = matmulOp(ctx, q, s.kv_len, "matmul_qk");
  ctx.release(k);
  ctx.release(q);
  TensorRef x2 = attentionOutput(ctx, scores, v, x, l1Tensor({1, 1, s.tokens, kHidden}), kHeadDim,
                                 kHidden);
  TensorRef h2 = rmsNorm(ctx, x2, gamma2);
  TensorRef gu = matmulOp(ctx, h2, 2 * kMlp, "matmul_gate_up");
  ctx.release(h2);
  TensorRef act = ops::glu(ctx, ops::GluKind::Swiglu, gu, kL1Out);
  ctx.release(gu);
  TensorRef down = matmulOp(ctx, act, kHidden, "matmul_down");
  ctx.release(act);
  TensorRef x3 = ops::binary(ctx, BinaryCode::Add, x2, down, kL1Out);
  ctx.release(x2);
  ctx.release(down);
  ctx.release(x3);
  return finishWorkload(ctx, std::move(name), std::move(description),
                        "rms_norm (composite of library primitives), matmuls, softmax, swiglu, "
                        "scale and residual adds: op definitions recorded; head split/concat: "
                        "modelled from shapes; rotary embedding left out");
}

// BERT-base encoder layer: hidden 768, 12 heads (dim 64), MLP 3072 with GELU, post-LN
// LayerNorm composites, sequence 384, batch 4.
Workload bertLayer(const device::ArchDesc& arch, AllocationOrder order) {
  constexpr std::uint32_t kBatch = 4, kSeq = 384, kHidden = 768, kHeads = 12, kHeadDim = 64,
                          kMlp = 3072;
  RecordingContext ctx(arch, order);
  TensorRef g1 = ctx.input(dramTensor({1, 1, 1, kHidden}));
  TensorRef b1 = ctx.input(dramTensor({1, 1, 1, kHidden}));
  TensorRef g2 = ctx.input(dramTensor({1, 1, 1, kHidden}));
  TensorRef b2 = ctx.input(dramTensor({1, 1, 1, kHidden}));
  TensorRef x = ctx.input(l1Tensor({kBatch, 1, kSeq, kHidden}));
  TensorRef qkv = matmulOp(ctx, x, 3 * kHidden, "matmul_qkv");
  TensorRef q = moveModel(ctx, l1Tensor({kBatch, kHeads, kSeq, kHeadDim}), "create_q_heads");
  TensorRef k = moveModel(ctx, l1Tensor({kBatch, kHeads, kSeq, kHeadDim}), "create_k_heads");
  TensorRef v = moveModel(ctx, l1Tensor({kBatch, kHeads, kSeq, kHeadDim}), "create_v_heads");
  ctx.release(qkv);
  TensorRef scores = matmulOp(ctx, q, kSeq, "matmul_qk");
  ctx.release(q);
  ctx.release(k);
  TensorRef r1 = attentionOutput(ctx, scores, v, x, l1Tensor({kBatch, 1, kSeq, kHidden}),
                                 kHeadDim, kHidden);
  TensorRef y1 = ops::layerNorm(ctx, r1, g1, b1, 1e-12, kL1Out);
  ctx.release(r1);
  TensorRef ff1 = matmulOp(ctx, y1, kMlp, "matmul_ff1");
  TensorRef act = ops::unary(ctx, UnaryCode::Gelu, ff1, kL1Out);
  ctx.release(ff1);
  TensorRef ff2 = matmulOp(ctx, act, kHidden, "matmul_ff2");
  ctx.release(act);
  TensorRef r2 = ops::binary(ctx, BinaryCode::Add, y1, ff2, kL1Out);
  ctx.release(y1);
  ctx.release(ff2);
  TensorRef y2 = ops::layerNorm(ctx, r2, g2, b2, 1e-12, kL1Out);
  ctx.release(r2);
  ctx.release(y2);
  return finishWorkload(ctx, "bert-encoder",
                        "BERT-base encoder layer: hidden 768, 12 heads, MLP 3072, GELU, "
                        "LayerNorm, batch 4 x sequence 384",
                        "matmuls, layer_norm, softmax, gelu, scale and residual adds: op "
                        "definitions recorded; head split/concat: modelled from shapes");
}

// multigammaln / lgamma / polygamma in a loop while other tensors come and go: each
// step allocates an activation of a varying size, runs the three composites, and frees
// tensors in a fixed pseudo-random order, so the heap is already fragmented when the
// composites allocate their intermediates.
Workload gammaLoop(const device::ArchDesc& arch, AllocationOrder order) {
  constexpr int kSteps = 6;
  constexpr std::array<std::uint32_t, kSteps> kOtherRows = {512, 1024, 256, 768, 1536, 512};
  RecordingContext ctx(arch, order);
  std::vector<TensorRef> alive;  // tensors that outlive a step
  std::uint32_t lcg = 12345;
  auto next = [&] { return lcg = lcg * 1103515245u + 12345u, (lcg >> 16) & 0x7fff; };
  for (int step = 0; step < kSteps; ++step) {
    TensorRef other = ctx.input(l1Tensor({1, 1, kOtherRows[step], 1024}));
    TensorRef x = ctx.input(l1Tensor({1, 1, 512, 1024}));
    TensorRef a = ops::multigammaln(ctx, x, kL1Out);
    TensorRef b = ops::lgamma(ctx, a, kL1Out);
    ctx.release(x);
    TensorRef c = ops::polygamma(ctx, b, 2, kL1Out);
    ctx.release(a);
    alive.push_back(other);
    alive.push_back(b);
    alive.push_back(c);
    // Free about half of what is alive, chosen pseudo-randomly, keeping recent ones longer.
    while (alive.size() > 4) {
      std::size_t i = next() % (alive.size() - 1);
      ctx.release(alive[i]);
      alive.erase(alive.begin() + static_cast<std::ptrdiff_t>(i));
    }
  }
  for (const TensorRef& t : alive) ctx.release(t);
  return finishWorkload(ctx, "gamma-loop",
                        fmt::format("{} steps of multigammaln -> lgamma -> polygamma(2) on "
                                    "512x1024 bf16 while 256..1536-row activations come and go",
                                    kSteps),
                        "op definitions recorded (RecordingContext); the surrounding allocation "
                        "order is a fixed pseudo-random script");
}

const char* const kModelWorkloads[] = {"llama-decode", "llama-prefill", "bert-encoder",
                                       "gamma-loop"};
// Workloads also bundled in the eager (ttnn-style) allocation order, as NAME-eager.
const char* const kEagerWorkloads[] = {"op-lgamma",     "op-multigammaln", "op-polygamma",
                                       "op-layer_norm", "op-softmax",      "op-swiglu",
                                       "llama-decode",  "llama-prefill",   "bert-encoder",
                                       "gamma-loop"};
constexpr std::string_view kEagerSuffix = "-eager";

Workload buildInOrder(std::string_view name, const device::ArchDesc& arch, AllocationOrder order) {
  if (name == "llama-decode")
    return llamaLayer(arch, LlamaShape{"decode", 32, 32, 32, 1, 1024}, "llama-decode",
                      "Llama-3.2-1B-style decoder layer, decode: batch 32, KV length 1024", order);
  if (name == "llama-prefill")
    return llamaLayer(arch, LlamaShape{"prefill", 128, 128, 1, 32, 128}, "llama-prefill",
                      "Llama-3.2-1B-style decoder layer, prefill: sequence 128", order);
  if (name == "bert-encoder") return bertLayer(arch, order);
  if (name == "gamma-loop") return gammaLoop(arch, order);
  if (name.starts_with("op-"))
    for (const ops::OpInfo* op : composites())
      if (op->name == name.substr(3)) return compositeAlone(*op, arch, order);
  return Workload{};
}

}  // namespace

std::vector<std::string> workloadNames() {
  std::vector<std::string> names;
  for (const ops::OpInfo* op : composites()) names.push_back(fmt::format("op-{}", op->name));
  for (const char* n : kModelWorkloads) names.emplace_back(n);
  for (const char* n : kEagerWorkloads) names.push_back(std::string(n) + std::string(kEagerSuffix));
  return names;
}

Workload buildWorkload(std::string_view name, const device::ArchDesc& arch) {
  for (const char* n : kEagerWorkloads) {
    if (name.size() == std::string_view(n).size() + kEagerSuffix.size() && name.starts_with(n) &&
        name.ends_with(kEagerSuffix)) {
      Workload w = buildInOrder(n, arch, AllocationOrder::Eager);
      w.name = std::string(name);
      w.description += "; eager (ttnn-style) order: outputs allocated when written, "
                       "intermediates freed after their last use";
      w.provenance += "; allocation order rewritten to eager by the RecordingContext";
      return w;
    }
  }
  Workload w = buildInOrder(name, arch, AllocationOrder::Frames);
  if (!w.name.empty()) return w;
  std::string known;
  for (const std::string& n : workloadNames()) known += (known.empty() ? "" : ", ") + n;
  throw Error(ErrorKind::NotFound,
              fmt::format("unknown workload '{}'; known workloads: all, {}", name, known),
              {Error::str("workload", std::string(name))});
}

std::vector<Workload> buildWorkloads(std::string_view name_or_all, const device::ArchDesc& arch) {
  std::vector<Workload> out;
  if (name_or_all != "all") {
    out.push_back(buildWorkload(name_or_all, arch));
    return out;
  }
  for (const std::string& n : workloadNames()) out.push_back(buildWorkload(n, arch));
  return out;
}

BankGeometry geometryOf(const device::ArchDesc& arch) {
  BankGeometry g;
  g.l1_size = arch.l1_size;
  g.unreserved_base = arch.l1_unreserved_base;
  g.alignment = arch.l1_alignment;
  g.num_banks = arch.numWorkerCores();
  g.page_size = device::tileBytes(device::DataType::BFloat16);
  return g;
}

}  // namespace strata::analysis
