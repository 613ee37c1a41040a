// The bundled workloads (workloads.hpp). Composites and eltwise ops are the op library's
// own definitions run through a RecordingContext; matmul and the attention data
// movement (head split/concat, KV-cache write) are not in the op library, so they are
// modelled here from shapes: output tensor on the heap plus a CB region sized by the
// heuristic in matmulOp(). docs/FRAGMENTATION.md lists what is modelled.
#include "strata/analysis/workloads.hpp"

#include "model_layers.hpp"

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

// ---- single composites ------------------------------------------------------------------

Workload compositeAlone(const ops::OpInfo& op, const device::ArchDesc& arch,
                        AllocationOrder order) {
  RecordingContext ctx(arch, order);
  const bool glu = op.name == "glu" || op.name == "reglu" || op.name == "geglu" ||
                   op.name == "swiglu";
  std::vector<TensorDesc> descs{model::l1Tensor({1, 1, kOpRows, glu ? 2 * kOpCols : kOpCols})};
  if (op.name == "layer_norm") {
    descs.push_back(model::l1Tensor({1, 1, 1, kOpCols}));
    descs.push_back(model::l1Tensor({1, 1, 1, kOpCols}));
  }
  ops::OpParams params = op.defaults();
  ops::checkArguments(op, descs, params, arch);
  std::vector<TensorRef> inputs;
  for (const TensorDesc& d : descs) inputs.push_back(ctx.input(d));
  TensorRef y = op.run(ctx, inputs, params, model::l1Out());
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

// One Llama-3.2-1B-style decoder layer: hidden 2048, 32 query heads, 8 KV heads, head
// dim 64, MLP 8192 with SwiGLU, RMSNorm composite. Activations in L1, weights and the
// KV cache in DRAM.
Workload llamaLayer(const device::ArchDesc& arch, const model::LlamaShape& s, std::string name,
                    std::string description, AllocationOrder order) {
  RecordingContext ctx(arch, order);
  TensorRef gamma1 = ctx.input(model::dramTensor({1, 1, 1, model::kLlamaHidden}));
  TensorRef gamma2 = ctx.input(model::dramTensor({1, 1, 1, model::kLlamaHidden}));
  TensorRef x = ctx.input(model::l1Tensor({1, 1, s.tokens, model::kLlamaHidden}));
  ctx.release(model::llamaDecoderLayer(ctx, x, s, gamma1, gamma2));
  return finishWorkload(ctx, std::move(name), std::move(description),
                        "rms_norm (composite of library primitives), matmuls, softmax, swiglu, "
                        "scale and residual adds: op definitions recorded; head split/concat: "
                        "modelled from shapes; rotary embedding left out");
}

// BERT-base encoder layer: hidden 768, 12 heads, MLP 3072 with GELU, post-LN LayerNorm
// composites, sequence 384, batch 4.
Workload bertLayer(const device::ArchDesc& arch, AllocationOrder order) {
  using namespace model;
  RecordingContext ctx(arch, order);
  BertNorms norms{ctx.input(dramTensor({1, 1, 1, kBertHidden})),
                  ctx.input(dramTensor({1, 1, 1, kBertHidden})),
                  ctx.input(dramTensor({1, 1, 1, kBertHidden})),
                  ctx.input(dramTensor({1, 1, 1, kBertHidden}))};
  TensorRef x = ctx.input(model::l1Tensor({kBertBatch, 1, kBertSeq, kBertHidden}));
  ctx.release(bertEncoderLayer(ctx, x, norms));
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
    TensorRef other = ctx.input(model::l1Tensor({1, 1, kOtherRows[step], 1024}));
    TensorRef x = ctx.input(model::l1Tensor({1, 1, 512, 1024}));
    TensorRef a = ops::multigammaln(ctx, x, model::l1Out());
    TensorRef b = ops::lgamma(ctx, a, model::l1Out());
    ctx.release(x);
    TensorRef c = ops::polygamma(ctx, b, 2, model::l1Out());
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
    return llamaLayer(arch, model::LlamaShape{32, 32, 32, 1, 1024}, "llama-decode",
                      "Llama-3.2-1B-style decoder layer, decode: batch 32, KV length 1024", order);
  if (name == "llama-prefill")
    return llamaLayer(arch, model::LlamaShape{128, 128, 1, 32, 128}, "llama-prefill",
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
