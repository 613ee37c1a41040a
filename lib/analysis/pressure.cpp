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

constexpr int kLlamaLayers = 16, kLlamaDecodeSteps = 2, kBertLayers = 12;
constexpr std::uint64_t kTileElements = 32 * 32;

// Elements of one layer's long-lived tensors (bf16).
struct LayerTensors {
  double attention_weights = 0;  // fused QKV + output projection
  double mlp_weights = 0;        // up (or gate+up) + down
  double kv_cache = 0;           // K and V of this layer, 0 when the model has none
};

LayerTensors llamaTensors() {
  using namespace model;
  const double qkv_cols = kLlamaHidden + 2.0 * kLlamaKvHeads * kLlamaHeadDim;
  return {kLlamaHidden * qkv_cols + double(kLlamaHidden) * kLlamaHidden,
          double(kLlamaHidden) * 2 * kLlamaMlp + double(kLlamaMlp) * kLlamaHidden,
          // batch 32 users x 8 KV heads x KV length 1024 x head dim 64, K and V
          2.0 * 32 * kLlamaKvHeads * 1024 * kLlamaHeadDim};
}

LayerTensors bertTensors() {
  using namespace model;
  return {double(kBertHidden) * 3 * kBertHidden + double(kBertHidden) * kBertHidden,
          2.0 * kBertHidden * kBertMlp, 0};
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

LayerTensors tensorsOf(std::string_view name) {
  if (baseName(name) == "llama-1b-decode") return llamaTensors();
  if (baseName(name) == "bert-base") return bertTensors();
  std::string known;
  for (const std::string& n : pressureModelNames()) known += (known.empty() ? "" : ", ") + n;
  throw Error(ErrorKind::NotFound,
              fmt::format("unknown pressure model '{}'; known: all, {}", name, known),
              {Error::str("workload", std::string(name))});
}

// The resident tensors of a model as a prefetching runtime holds them: a layer's weights
// are loaded into L1 while the previous layer still runs (attention weights after its
// attention block, MLP weights after its MLP) and dropped after their last use; the KV
// slice of the current layer is resident from the layer's start to the end of its
// attention. So long-lived allocations land while composites have intermediates live.
class ResidentSchedule {
 public:
  ResidentSchedule(RecordingContext& ctx, const LayerTensors& t, double residency,
                   const device::ArchDesc& arch)
      : ctx_(ctx),
        attention_(residentBytesPerBank(t.attention_weights, residency, arch)),
        mlp_(residentBytesPerBank(t.mlp_weights, residency, arch)),
        kv_(residentBytesPerBank(t.kv_cache, residency, arch)) {}

  void loadFirstLayer() {
    attention_id_ = load(attention_, "attention weights");
    mlp_id_ = load(mlp_, "mlp weights");
  }
  void beginLayer() { kv_id_ = load(kv_, "kv cache slice"); }
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
  std::uint64_t attention_, mlp_, kv_;
  std::optional<std::uint64_t> attention_id_, mlp_id_, kv_id_;
};

Workload finish(RecordingContext& ctx, std::string name, std::string description) {
  Workload w;
  w.name = std::move(name);
  w.description = std::move(description);
  w.provenance = "layers: op definitions recorded (as llama-decode / bert-encoder); resident "
                 "weight shards and KV slices: modelled from shapes with a prefetch schedule";
  w.events = ctx.take();
  return w;
}

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
    LayerHooks hooks{[&] { resident.afterAttention(more); }, [&] { resident.afterMlp(more); }};
    x = llamaDecoderLayer(ctx, x, shape, g1, g2, hooks);
  }
  ctx.release(x);
  return finish(ctx, "llama-1b-decode",
                fmt::format("Llama-3.2-1B decode, {} layers x {} steps, batch 32, KV length 1024; "
                            "resident: each layer's weight shards (prefetched a layer ahead) "
                            "and its KV slice",
                            kLlamaLayers, steps));
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
    LayerHooks hooks{[&] { resident.afterAttention(more); }, [&] { resident.afterMlp(more); }};
    x = bertEncoderLayer(ctx, x, norms, hooks);
  }
  ctx.release(x);
  return finish(ctx, "bert-base",
                fmt::format("BERT-base, {} encoder layers{}, batch 4 x sequence 384; resident: "
                            "each layer's weight shards (prefetched a layer ahead)",
                            kBertLayers, passes == 1 ? std::string() : fmt::format(" x {} passes", passes)));
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
  return {"llama-1b-decode", "bert-base", "llama-1b-decode-eager", "bert-base-eager"};
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
  Workload w = baseName(name) == "llama-1b-decode"
                   ? llamaModel(arch, residency, order, repeats == 0 ? kLlamaDecodeSteps : repeats)
                   : bertModel(arch, residency, order, repeats == 0 ? 1 : repeats);
  if (eager) {
    w.name = std::string(name);
    w.description += "; eager (ttnn-style) order";
  }
  return w;
}

ResidentSet residentSet(std::string_view name, const device::ArchDesc& arch, double residency) {
  checkResidency(residency);
  const LayerTensors t = tensorsOf(name);
  return {residentBytesPerBank(t.attention_weights, residency, arch),
          residentBytesPerBank(t.mlp_weights, residency, arch),
          residentBytesPerBank(t.kv_cache, residency, arch)};
}

PressureSweep runPressureSweep(std::string_view workload, const std::vector<Policy>& policies,
                               const device::ArchDesc& arch, double step) {
  if (!(step > 0 && step <= 1))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("sweep step {} is outside (0, 1]; give a residency step such as 0.05",
                            step));
  std::vector<std::string> names;
  if (workload == "all") {
    names = pressureModelNames();
  } else {
    tensorsOf(workload);
    names.emplace_back(workload);
  }
  PressureSweep sweep;
  sweep.arch_name = arch.name;
  sweep.geometry = geometryOf(arch);
  sweep.policies = policies;
  for (const std::string& name : names) {
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
        point.cells.push_back(measure(w.events, p, sweep.geometry));
        any_fits = any_fits || point.cells.back().fits;
      }
      curve.points.push_back(std::move(point));
      if (!any_fits) break;  // every policy has failed: larger residencies fail too
    }
    // The largest residency each policy runs at, by bisection (a run that fits at some
    // residency fits at every smaller one: less is resident at every moment).
    for (std::size_t k = 0; k < policies.size(); ++k) {
      const Policy p = policies[k];
      auto fits = [&](double r) {
        return replay(buildPressureModel(name, arch, r).events, p, sweep.geometry).ok;
      };
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
      limit.max_resident_bytes =
          runs_empty ? residentSet(name, arch, limit.max_residency).total() : 0;
      curve.limits.push_back(limit);
    }
    sweep.curves.push_back(std::move(curve));
  }
  return sweep;
}

namespace {
double kib(std::uint64_t bytes) { return static_cast<double>(bytes) / 1024.0; }
}  // namespace

std::string formatSweep(const PressureSweep& sweep) {
  std::string out = fmt::format(
      "L1 per core {:.1f} KiB, unreserved base {:.1f} KiB ({}); residency = fraction of the "
      "long-lived bytes (weight shards, KV slices) held in L1; lost = min L1 - base - peak; "
      "free = smallest largest-free-block after a top-level op\n",
      kib(sweep.geometry.l1_size), kib(sweep.geometry.unreserved_base), sweep.arch_name);
  for (const SweepCurve& c : sweep.curves) {
    out += fmt::format("\n{}: {}\n", c.workload, c.description);
    for (const SweepLimit& l : c.limits)
      out += fmt::format("  {:<7} runs up to residency {:5.1f} % ({:.1f} KiB resident per core)\n",
                         policyName(l.policy), 100 * l.max_residency, kib(l.max_resident_bytes));
    out += fmt::format("  {:>9} {:>12}  {:<7} {:>11} {:>10} {:>9} {:>9}  {}\n", "residency",
                       "resident KiB", "policy", "min L1 KiB", "peak KiB", "lost KiB", "free KiB",
                       "at L1 size");
    for (const SweepPoint& p : c.points)
      for (const SweepCell& cell : p.cells)
        out += fmt::format("  {:>8.1f}% {:>12.1f}  {:<7} {:>11.1f} {:>10.1f} {:>9.1f} {:>9.1f}  {}\n",
                           100 * p.residency, kib(p.resident_bytes), policyName(cell.policy),
                           kib(cell.min_l1), kib(cell.peak_footprint),
                           static_cast<double>(cell.lost_bytes) / 1024.0,
                           kib(cell.min_largest_free),
                           cell.fits ? "ok" : fmt::format("OOM at event {}", cell.failed_event));
  }
  return out;
}

nlohmann::json sweepToJson(const PressureSweep& sweep) {
  nlohmann::json j;
  j["arch"] = sweep.arch_name;
  j["l1_size"] = sweep.geometry.l1_size;
  j["unreserved_base"] = sweep.geometry.unreserved_base;
  j["policies"] = nlohmann::json::array();
  for (Policy p : sweep.policies) j["policies"].push_back(std::string(policyName(p)));
  j["workloads"] = nlohmann::json::array();
  for (const SweepCurve& c : sweep.curves) {
    nlohmann::json w{{"workload", c.workload}, {"description", c.description}};
    w["limits"] = nlohmann::json::array();
    for (const SweepLimit& l : c.limits)
      w["limits"].push_back({{"policy", std::string(policyName(l.policy))},
                             {"max_residency", l.max_residency},
                             {"max_resident_bytes", l.max_resident_bytes}});
    w["points"] = nlohmann::json::array();
    for (const SweepPoint& p : c.points) {
      nlohmann::json cells = nlohmann::json::array();
      for (const SweepCell& cell : p.cells)
        cells.push_back({{"policy", std::string(policyName(cell.policy))},
                         {"fits", cell.fits},
                         {"failed_event", cell.fits ? nlohmann::json(nullptr)
                                                    : nlohmann::json(cell.failed_event)},
                         {"min_l1_bytes", cell.min_l1},
                         {"peak_footprint", cell.peak_footprint},
                         {"lost_bytes", cell.lost_bytes},
                         {"min_largest_free", cell.min_largest_free}});
      w["points"].push_back(
          {{"residency", p.residency}, {"resident_bytes", p.resident_bytes}, {"policies", cells}});
    }
    j["workloads"].push_back(std::move(w));
  }
  return j;
}

}  // namespace strata::analysis
