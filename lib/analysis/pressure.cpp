// Whole models at a chosen L1 residency, and the sweep over it (pressure.hpp).
#include "strata/analysis/pressure.hpp"

#include "model_layers.hpp"

#include "strata/analysis/workloads.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace strata::analysis {

namespace {

constexpr int kLlamaLayers = 16, kLlamaDecodeSteps = 2, kBertLayers = 12, kGammaBlocks = 8;
constexpr std::uint64_t kTileElements = 32 * 32;

// Elements of one layer's long-lived tensors (bf16).
struct LayerTensors {
  double attention_weights = 0;  // fused QKV + output projection
  double mlp_weights = 0;        // up (or gate+up) + down
  double kv_cache = 0;           // K and V of this layer, 0 when the model has none
  double head_weights = 0;       // gamma-model: the Dirichlet head's projection
  double saved_activation = 0;   // gamma-model: the block input kept for the backward pass
  int layers_saved = 0;          // blocks whose saved activations are live at once
};

LayerTensors llamaTensors() {
  using namespace model;
  const double qkv_cols = kLlamaHidden + 2.0 * kLlamaKvHeads * kLlamaHeadDim;
  LayerTensors t;
  t.attention_weights = kLlamaHidden * qkv_cols + double(kLlamaHidden) * kLlamaHidden;
  t.mlp_weights = double(kLlamaHidden) * 2 * kLlamaMlp + double(kLlamaMlp) * kLlamaHidden;
  // batch 32 users x 8 KV heads x KV length 1024 x head dim 64, K and V
  t.kv_cache = 2.0 * 32 * kLlamaKvHeads * 1024 * kLlamaHeadDim;
  return t;
}

LayerTensors bertTensors() {
  using namespace model;
  LayerTensors t;
  t.attention_weights = double(kBertHidden) * 3 * kBertHidden + double(kBertHidden) * kBertHidden;
  t.mlp_weights = 2.0 * kBertHidden * kBertMlp;
  return t;
}

LayerTensors gammaTensors() {
  using namespace model;
  LayerTensors t;
  t.mlp_weights = double(kGammaHidden) * 2 * kGammaMlp + double(kGammaMlp) * kGammaHidden;
  t.head_weights = double(kGammaHidden) * kGammaHidden;
  t.saved_activation = double(kGammaRows) * kGammaHidden;
  t.layers_saved = kGammaBlocks;
  return t;
}

// Bytes per L1 bank of `residency` of a bf16 tensor of `elements`, interleaved over
// every bank in whole tiles.
std::uint64_t residentBytesPerBank(double elements, double residency,
                                   const device::ArchDesc& arch) {
  const auto tiles = static_cast<std::uint64_t>(std::ceil(residency * elements / kTileElements));
  const std::uint64_t banks = arch.numWorkerCores();
  return device::alignUp((tiles + banks - 1) / banks * device::tileBytes(device::DataType::BFloat16),
                         arch.l1_alignment);
}

void checkResidency(double residency) {
  if (!(residency >= 0 && residency <= 1))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("residency {} is outside [0, 1]; give the fraction of long-lived "
                            "bytes held in L1",
                            residency));
}

constexpr std::string_view kEager = "-eager";

std::string_view baseName(std::string_view name) {
  return name.ends_with(kEager) ? name.substr(0, name.size() - kEager.size()) : name;
}

std::string knownNames(const std::vector<std::string>& names) {
  std::string known;
  for (const std::string& n : names) known += (known.empty() ? "" : ", ") + n;
  return known;
}

bool isPressureModel(std::string_view name) {
  const auto models = pressureModelNames();
  return std::find(models.begin(), models.end(), name) != models.end();
}

LayerTensors tensorsOf(std::string_view name) {
  if (isPressureModel(name)) {
    if (baseName(name) == "llama-1b-decode") return llamaTensors();
    if (baseName(name) == "bert-base") return bertTensors();
    if (baseName(name) == "gamma-model") return gammaTensors();
  }
  throw Error(ErrorKind::NotFound,
              fmt::format("unknown pressure model '{}'; known: all, {}", name,
                          knownNames(pressureModelNames())),
              {Error::str("workload", std::string(name))});
}

// The resident tensors of a model as a prefetching runtime holds them: a layer's weights
// are loaded into L1 while the previous layer still runs (attention weights after its
// attention block, MLP weights after its MLP, head weights after its head) and dropped
// after their last use; the KV slice of the current layer is resident from the layer's
// start to the end of its attention; a saved activation (training: a block's input kept
// for the backward pass) from its block's start to the end of the forward pass. So
// long-lived allocations land while composites have intermediates live.
class ResidentSchedule {
 public:
  ResidentSchedule(RecordingContext& ctx, const LayerTensors& t, double residency,
                   const device::ArchDesc& arch)
      : ctx_(ctx),
        attention_(residentBytesPerBank(t.attention_weights, residency, arch)),
        mlp_(residentBytesPerBank(t.mlp_weights, residency, arch)),
        kv_(residentBytesPerBank(t.kv_cache, residency, arch)),
        head_(residentBytesPerBank(t.head_weights, residency, arch)),
        saved_(residentBytesPerBank(t.saved_activation, residency, arch)) {}

  void loadFirstLayer() {
    attention_id_ = load(attention_, "attention weights");
    mlp_id_ = load(mlp_, "mlp weights");
    head_id_ = load(head_, "head weights");
  }
  void beginLayer() {
    kv_id_ = load(kv_, "kv cache slice");
    if (auto id = load(saved_, "saved block input")) saved_ids_.push_back(*id);
  }
  // After the attention block of a layer; `more` = another layer follows.
  void afterAttention(bool more) {
    drop(kv_id_);
    drop(attention_id_);
    if (more) attention_id_ = load(attention_, "attention weights (prefetched)");
  }
  void afterMlp(bool more) {
    drop(mlp_id_);
    if (more) mlp_id_ = load(mlp_, "mlp weights (prefetched)");
  }
  void afterHead(bool more) {
    drop(head_id_);
    if (more) head_id_ = load(head_, "head weights (prefetched)");
  }
  // The backward pass consumes the saved activations, the last block's first.
  void endForwardPass() {
    for (auto it = saved_ids_.rbegin(); it != saved_ids_.rend(); ++it) ctx_.builder().free(*it);
    saved_ids_.clear();
  }

 private:
  std::optional<std::uint64_t> load(std::uint64_t bytes, const char* label) {
    if (bytes == 0) return std::nullopt;
    return ctx_.builder().heap(bytes, label);
  }
  void drop(std::optional<std::uint64_t>& id) {
    if (id) ctx_.builder().free(*id);
    id.reset();
  }

  RecordingContext& ctx_;
  std::uint64_t attention_, mlp_, kv_, head_, saved_;
  std::optional<std::uint64_t> attention_id_, mlp_id_, kv_id_, head_id_;
  std::vector<std::uint64_t> saved_ids_;
};

Workload finish(RecordingContext& ctx, std::string name, std::string description,
                std::string provenance) {
  Workload w;
  w.name = std::move(name);
  w.description = std::move(description);
  w.provenance = std::move(provenance);
  w.events = ctx.take();
  return w;
}

const char* const kTransformerProvenance =
    "layers: op definitions recorded (as llama-decode / bert-encoder); resident weight shards "
    "and KV slices: modelled from shapes with a prefetch schedule";

Workload llamaModel(const device::ArchDesc& arch, double residency, AllocationOrder order,
                    int steps) {
  using namespace model;
  RecordingContext ctx(arch, order);
  ResidentSchedule resident(ctx, llamaTensors(), residency, arch);
  const LlamaShape shape{32, 32, 32, 1, 1024};
  const int layers = kLlamaLayers * steps;
  resident.loadFirstLayer();
  TensorRef x = ctx.input(l1Tensor({1, 1, shape.tokens, kLlamaHidden}));
  for (int l = 0; l < layers; ++l) {
    const bool more = l + 1 < layers;
    TensorRef g1 = ctx.input(dramTensor({1, 1, 1, kLlamaHidden}));
    TensorRef g2 = ctx.input(dramTensor({1, 1, 1, kLlamaHidden}));
    resident.beginLayer();
    LayerHooks hooks{[&] { resident.afterAttention(more); }, [&] { resident.afterMlp(more); }, {}};
    x = llamaDecoderLayer(ctx, x, shape, g1, g2, hooks);
  }
  ctx.release(x);
  return finish(ctx, "llama-1b-decode",
                fmt::format("Llama-3.2-1B decode, {} layers x {} steps, batch 32, KV length 1024; "
                            "resident: each layer's weight shards (prefetched a layer ahead) "
                            "and its KV slice",
                            kLlamaLayers, steps),
                kTransformerProvenance);
}

Workload bertModel(const device::ArchDesc& arch, double residency, AllocationOrder order,
                   int passes) {
  using namespace model;
  RecordingContext ctx(arch, order);
  ResidentSchedule resident(ctx, bertTensors(), residency, arch);
  resident.loadFirstLayer();
  TensorRef x = ctx.input(l1Tensor({kBertBatch, 1, kBertSeq, kBertHidden}));
  for (int l = 0; l < kBertLayers * passes; ++l) {
    const bool more = l + 1 < kBertLayers * passes;
    BertNorms norms{ctx.input(dramTensor({1, 1, 1, kBertHidden})),
                    ctx.input(dramTensor({1, 1, 1, kBertHidden})),
                    ctx.input(dramTensor({1, 1, 1, kBertHidden})),
                    ctx.input(dramTensor({1, 1, 1, kBertHidden}))};
    resident.beginLayer();
    LayerHooks hooks{[&] { resident.afterAttention(more); }, [&] { resident.afterMlp(more); }, {}};
    x = bertEncoderLayer(ctx, x, norms, hooks);
  }
  ctx.release(x);
  return finish(ctx, "bert-base",
                fmt::format("BERT-base, {} encoder layers{}, batch 4 x sequence 384; resident: "
                            "each layer's weight shards (prefetched a layer ahead)",
                            kBertLayers, passes == 1 ? std::string() : fmt::format(" x {} passes", passes)),
                kTransformerProvenance);
}

// A training forward pass of a residual MLP with a Dirichlet head: the gamma family,
// softplus, layer_norm and geglu run between weight shards prefetched a block ahead and
// the block inputs saved for the backward pass (model::gammaBlock).
Workload gammaModel(const device::ArchDesc& arch, double residency, AllocationOrder order,
                    int passes) {
  using namespace model;
  RecordingContext ctx(arch, order);
  ResidentSchedule resident(ctx, gammaTensors(), residency, arch);
  resident.loadFirstLayer();
  for (int pass = 0; pass < passes; ++pass) {
    TensorRef x = ctx.input(l1Tensor({1, 1, kGammaRows, kGammaHidden}));
    TensorRef loss = ctx.input(l1Tensor({1, 1, kGammaRows, 1}));
    for (int b = 0; b < kGammaBlocks; ++b) {
      const bool more = pass + 1 < passes || b + 1 < kGammaBlocks;
      TensorRef g = ctx.input(dramTensor({1, 1, 1, kGammaHidden}));
      TensorRef beta = ctx.input(dramTensor({1, 1, 1, kGammaHidden}));
      resident.beginLayer();
      LayerHooks hooks{{}, [&] { resident.afterMlp(more); }, [&] { resident.afterHead(more); }};
      x = gammaBlock(ctx, x, g, beta, loss, hooks);
    }
    ctx.release(x);
    ctx.release(loss);
    resident.endForwardPass();
  }
  return finish(
      ctx, "gamma-model",
      fmt::format("Dirichlet-head residual MLP, training forward pass: {} blocks{}, {} rows x "
                  "hidden {}, GEGLU MLP {}; per block layer_norm, geglu, then softplus "
                  "concentration and lgamma, multigammaln, digamma, polygamma(1) terms; "
                  "resident: each block's MLP and head weights (prefetched a block ahead) and "
                  "every block's input saved for the backward pass",
                  kGammaBlocks, passes == 1 ? std::string() : fmt::format(" x {} passes", passes),
                  kGammaRows, kGammaHidden, kGammaMlp),
      "blocks: op definitions recorded (layer_norm, matmul, geglu, softplus, lgamma, "
      "multigammaln, digamma, polygamma, add, reduce); resident weight shards and saved "
      "activations: modelled from shapes with a prefetch schedule");
}

SweepCell measure(const std::vector<Event>& events, Policy policy, const BankGeometry& geometry) {
  SweepCell c;
  c.policy = policy;
  const ReplayResult r = replay(events, policy, geometry);
  c.fits = r.ok;
  c.failed_event = r.failed_event;
  c.min_l1 = minL1Size(events, policy, geometry);
  // A run cut short by an out-of-memory has not reached its peak: the bytes lost to
  // placement then compare the min L1 with the peak of the whole run, in that min L1.
  if (r.ok) {
    c.peak_footprint = r.summary.peak_footprint;
  } else {
    BankGeometry at_min = geometry;
    at_min.l1_size = c.min_l1;
    c.peak_footprint = replay(events, policy, at_min).summary.peak_footprint;
  }
  c.lost_bytes = static_cast<std::int64_t>(c.min_l1) -
                 static_cast<std::int64_t>(geometry.unreserved_base) -
                 static_cast<std::int64_t>(c.peak_footprint);
  // The largest block still free after an op, at the arch's L1 size (0 once it fails).
  c.min_largest_free = r.ok ? ~std::uint64_t{0} : 0;
  if (r.ok) {
    bool any = false;
    for (std::size_t i = 0; i < r.samples.size(); ++i)
      if (events[i].type == EventType::OpEnd && events[i].depth == 0) {
        c.min_largest_free = std::min(c.min_largest_free, r.samples[i].largest_free);
        any = true;
      }
    if (!any) c.min_largest_free = 0;
  }
  return c;
}

}  // namespace

std::vector<std::string> pressureModelNames() {
  return {"llama-1b-decode",       "bert-base",       "gamma-model",
          "llama-1b-decode-eager", "bert-base-eager", "gamma-model-eager"};
}

std::vector<std::string> sweepWorkloadNames() {
  std::vector<std::string> names = pressureModelNames();
  for (std::string& n : workloadNames()) names.push_back(std::move(n));
  return names;
}

Workload buildPressureModel(std::string_view name, const device::ArchDesc& arch, double residency,
                            int repeats) {
  checkResidency(residency);
  tensorsOf(name);  // validates the name
  if (repeats < 0 || repeats > 10'000)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} repeats of {} is outside 0..10000 (0 = the default)", repeats, name));
  const bool eager = name.ends_with(kEager);
  const AllocationOrder order = eager ? AllocationOrder::Eager : AllocationOrder::Frames;
  const std::string_view base = baseName(name);
  Workload w = base == "llama-1b-decode"
                   ? llamaModel(arch, residency, order, repeats == 0 ? kLlamaDecodeSteps : repeats)
               : base == "bert-base" ? bertModel(arch, residency, order, repeats == 0 ? 1 : repeats)
                                     : gammaModel(arch, residency, order, repeats == 0 ? 1 : repeats);
  if (eager) {
    w.name = std::string(name);
    w.description += "; eager (ttnn-style) order";
  }
  return w;
}

ResidentSet residentSet(std::string_view name, const device::ArchDesc& arch, double residency) {
  checkResidency(residency);
  const LayerTensors t = tensorsOf(name);
  ResidentSet set;
  set.attention_weights = residentBytesPerBank(t.attention_weights, residency, arch);
  set.mlp_weights = residentBytesPerBank(t.mlp_weights, residency, arch);
  set.kv_cache = residentBytesPerBank(t.kv_cache, residency, arch);
  set.head_weights = residentBytesPerBank(t.head_weights, residency, arch);
  set.saved_activations = static_cast<std::uint64_t>(t.layers_saved) *
                          residentBytesPerBank(t.saved_activation, residency, arch);
  return set;
}

namespace {

// A pressure model over the residency: points from 0 until every policy fails, then each
// policy's limit by bisection.
SweepCurve sweepModel(const std::string& name, const std::vector<Policy>& policies,
                      const device::ArchDesc& arch, const BankGeometry& geometry, double step) {
  SweepCurve curve;
  curve.workload = name;
  const int steps = static_cast<int>(std::floor(1 / step + 1e-9));
  for (int i = 0; i <= steps; ++i) {
    const double residency = std::min(1.0, i * step);
    const Workload w = buildPressureModel(name, arch, residency);
    if (i == 0) curve.description = w.description;
    SweepPoint point{residency, residentSet(name, arch, residency).total(), {}};
    bool any_fits = false;
    for (Policy p : policies) {
      point.cells.push_back(measure(w.events, p, geometry));
      any_fits = any_fits || point.cells.back().fits;
    }
    curve.points.push_back(std::move(point));
    if (!any_fits) break;  // every policy has failed: larger residencies fail too
  }
  // The largest residency each policy runs at, by bisection (a run that fits at some
  // residency fits at every smaller one: less is resident at every moment).
  for (std::size_t k = 0; k < policies.size(); ++k) {
    const Policy p = policies[k];
    auto fits = [&](double r) { return replay(buildPressureModel(name, arch, r).events, p, geometry).ok; };
    // Residency 0 is the first point, already replayed at the arch's L1 size.
    const bool runs_empty = curve.points.front().cells[k].fits;
    SweepLimit limit{p, 0, 0};
    if (runs_empty && fits(1)) {
      limit.max_residency = 1;
    } else if (runs_empty) {
      double lo = 0, hi = 1;
      while (hi - lo > 1.0 / 1024) {
        const double mid = (lo + hi) / 2;
        (fits(mid) ? lo : hi) = mid;
      }
      limit.max_residency = lo;
    }
    limit.max_resident_bytes = runs_empty ? residentSet(name, arch, limit.max_residency).total() : 0;
    curve.limits.push_back(limit);
  }
  return curve;
}

// A bundled workload without long-lived tensors: its residency axis is empty, so the
// curve is the one point r = 0 (nothing resident) and has no limits.
SweepCurve sweepAlone(const std::string& name, const std::vector<Policy>& policies,
                      const device::ArchDesc& arch, const BankGeometry& geometry) {
  const Workload w = buildWorkload(name, arch);
  SweepCurve curve;
  curve.workload = name;
  curve.description = w.description;
  curve.residency_axis_empty = true;
  SweepPoint point{0, 0, {}};
  for (Policy p : policies) point.cells.push_back(measure(w.events, p, geometry));
  curve.points.push_back(std::move(point));
  return curve;
}

}  // namespace

PressureSweep runPressureSweep(std::string_view workload, const std::vector<Policy>& policies,
                               const device::ArchDesc& arch, double step) {
  // Each point replays every model under each policy (0.001 takes about 40 s on one
  // model): a finer step is a thousand points or more of no more information.
  constexpr double kFinestStep = 0.001;
  if (!(step >= kFinestStep && step <= 1))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("sweep step {} is outside [{}, 1]; give a residency step such as 0.05",
                            step, kFinestStep));
  const std::vector<std::string> known = sweepWorkloadNames();
  std::vector<std::string> names;
  if (workload == "all") {
    names = known;
  } else if (std::find(known.begin(), known.end(), workload) != known.end()) {
    names.emplace_back(workload);
  } else {
    throw Error(ErrorKind::NotFound,
                fmt::format("unknown workload '{}' for the sweep; known: all, {}", workload,
                            knownNames(known)),
                {Error::str("workload", std::string(workload))});
  }
  PressureSweep sweep;
  sweep.arch_name = arch.name;
  sweep.geometry = geometryOf(arch);
  sweep.policies = policies;
  for (const std::string& name : names)
    sweep.curves.push_back(isPressureModel(name)
                               ? sweepModel(name, policies, arch, sweep.geometry, step)
                               : sweepAlone(name, policies, arch, sweep.geometry));
  return sweep;
}

}  // namespace strata::analysis
