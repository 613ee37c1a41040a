// The pressure sweep: whole models with a fraction of their long-lived bytes resident in
// L1 (pressure.hpp), their resident sets, the sweep's limits and its outputs.
#include "strata/analysis/pressure.hpp"
#include "strata/analysis/workloads.hpp"

#include "strata/support/error.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <map>

namespace strata::analysis {
namespace {

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

// Allocations by label (resident tensors are labelled by what they hold).
std::map<std::string, std::pair<int, std::uint64_t>> residentAllocations(const Workload& w) {
  std::map<std::string, std::pair<int, std::uint64_t>> out;
  for (const Event& e : w.events)
    if (e.type == EventType::Allocate &&
        (e.name.find("weights") != std::string::npos || e.name == "kv cache slice" ||
         e.name == "saved block input")) {
      ++out[e.name].first;
      out[e.name].second = e.bytes;
    }
  return out;
}

TEST(PressureModels, ResidentSetsAreWholeTilesPerBankOfTheLayerTensors) {
  // Llama-3.2-1B, per layer, bf16, 1024-element tiles over 64 banks of 2048 B pages:
  //   attention: 2048 x (2048 + 2 x 8 x 64) + 2048 x 2048 = 10,485,760 elements
  //              = 10,240 tiles = 160 per bank = 327,680 B
  //   MLP: 2048 x 16384 + 8192 x 2048 = 50,331,648 elements = 768 tiles per bank
  //   KV slice: 2 x 32 users x 8 heads x 1024 x 64 = 33,554,432 elements = 512 per bank
  const ResidentSet full = residentSet("llama-1b-decode", wormhole(), 1.0);
  EXPECT_EQ(full.attention_weights, 327680u);
  EXPECT_EQ(full.mlp_weights, 768u * 2048);
  EXPECT_EQ(full.kv_cache, 512u * 2048);
  // Half: 5,120 tiles = 80 per bank; rounding is up to whole tiles per bank.
  EXPECT_EQ(residentSet("llama-1b-decode", wormhole(), 0.5).attention_weights, 80u * 2048);
  EXPECT_EQ(residentSet("llama-1b-decode", wormhole(), 0.001).attention_weights, 1u * 2048);
  // BERT-base: 768 x 2304 + 768 x 768 = 2,359,296 elements = 36 tiles per bank; MLP
  // 2 x 768 x 3072 = 72 per bank; no KV cache.
  const ResidentSet bert = residentSet("bert-base-eager", wormhole(), 1.0);
  EXPECT_EQ(bert.attention_weights, 36u * 2048);
  EXPECT_EQ(bert.mlp_weights, 72u * 2048);
  EXPECT_EQ(bert.kv_cache, 0u);
  EXPECT_EQ(bert.head_weights + bert.saved_activations, 0u);
  // gamma-model: MLP 2048 x 8192 + 4096 x 2048 = 25,165,824 elements = 384 tiles per
  // bank; head 2048 x 2048 = 64 per bank; one block input 512 x 2048 = 16 per bank, saved
  // for each of the 8 blocks.
  const ResidentSet gamma = residentSet("gamma-model", wormhole(), 1.0);
  EXPECT_EQ(gamma.mlp_weights, 384u * 2048);
  EXPECT_EQ(gamma.head_weights, 64u * 2048);
  EXPECT_EQ(gamma.saved_activations, 8u * 16 * 2048);
  EXPECT_EQ(gamma.attention_weights + gamma.kv_cache, 0u);
  EXPECT_EQ(gamma.total(), (384u + 64 + 128) * 2048);
  // 1 % of a block input: 11 tiles, rounded up to 1 per bank, saved 8 times.
  EXPECT_EQ(residentSet("gamma-model-eager", wormhole(), 0.01).saved_activations, 8u * 2048);
}

// Bytes of the resident tensors (residentAllocations' labels) live before each event,
// then after the last.
std::vector<std::uint64_t> liveResidentBytes(const Workload& w) {
  std::map<std::uint64_t, std::uint64_t> live;  // id -> bytes
  std::vector<std::uint64_t> out;
  std::uint64_t sum = 0;
  for (const Event& e : w.events) {
    out.push_back(sum);
    if (e.type == EventType::Allocate &&
        (e.name.find("weights") != std::string::npos || e.name == "saved block input")) {
      live[e.id] = e.bytes;
      sum += e.bytes;
    } else if (e.type == EventType::Free && live.count(e.id)) {
      sum -= live[e.id];
      live.erase(e.id);
    }
  }
  out.push_back(sum);
  return out;
}

TEST(PressureModels, GammaModelRunsTheGammaFamilyBetweenResidentTensors) {
  const double r = 0.5;
  const Workload w = buildPressureModel("gamma-model", wormhole(), r);
  EXPECT_NO_THROW(validateEvents(w.events));
  const ResidentSet set = residentSet("gamma-model", wormhole(), r);
  const auto resident = residentAllocations(w);
  EXPECT_EQ(resident.at("mlp weights").first, 1);
  EXPECT_EQ(resident.at("mlp weights (prefetched)").first, 7);
  EXPECT_EQ(resident.at("mlp weights (prefetched)").second, set.mlp_weights);
  EXPECT_EQ(resident.at("head weights").first, 1);
  EXPECT_EQ(resident.at("head weights (prefetched)").first, 7);
  EXPECT_EQ(resident.at("head weights").second, set.head_weights);
  EXPECT_EQ(resident.at("saved block input").first, 8);
  EXPECT_EQ(resident.at("saved block input").second, set.saved_activations / 8);
  // Every composite of a block runs at top level, once per block; the head's (softplus
  // and the gamma family) with this block's head weights, the next block's MLP weights
  // (prefetched; none after the last block) and the inputs of blocks 0..b saved.
  const std::vector<std::uint64_t> live = liveResidentBytes(w);
  const std::uint64_t saved_one = set.saved_activations / 8;
  std::map<std::string, int> seen;
  for (std::size_t i = 0; i < w.events.size(); ++i) {
    const Event& e = w.events[i];
    if (e.type != EventType::OpBegin || e.depth != 0) continue;
    for (const char* op : {"layer_norm", "geglu", "softplus", "lgamma", "multigammaln", "digamma",
                           "polygamma"}) {
      if (e.name != op) continue;
      const int block = seen[op]++;
      const bool head = e.name != "layer_norm" && e.name != "geglu";
      const std::uint64_t expected =
          (head ? set.head_weights + (block < 7 ? set.mlp_weights : 0)
                : set.mlp_weights + set.head_weights) +
          (block + 1) * saved_one;
      EXPECT_EQ(live[i], expected) << op << " in block " << block;
    }
  }
  for (const char* op : {"layer_norm", "geglu", "softplus", "lgamma", "multigammaln", "digamma",
                         "polygamma"})
    EXPECT_EQ(seen[op], 8) << op;
  // Nothing resident stays after the pass: the saved inputs go when the backward pass
  // would take them.
  EXPECT_EQ(live.back(), 0u);
  EXPECT_TRUE(residentAllocations(buildPressureModel("gamma-model", wormhole(), 0)).empty());
}

TEST(PressureModels, GammaModelStackRunsWhereTheEagerHeapDoesNot) {
  // The study's gamma-model result, computed: in eager order the heap's need grows
  // beyond L1 first; in frame order the heap and the stack need the same L1.
  const BankGeometry g = geometryOf(wormhole());
  const Workload eager = buildPressureModel("gamma-model-eager", wormhole(), 0.7);
  EXPECT_FALSE(replay(eager.events, Policy::Heap, g).ok);
  EXPECT_TRUE(replay(eager.events, Policy::Stack, g).ok);
  const Workload frames = buildPressureModel("gamma-model", wormhole(), 0.7);
  EXPECT_EQ(minL1Size(frames.events, Policy::Heap, g), minL1Size(frames.events, Policy::Stack, g));
}

TEST(PressureModels, WholeModelsPrefetchEachLayersWeightsAndHoldItsKvSlice) {
  const Workload w = buildPressureModel("llama-1b-decode", wormhole(), 0.25);
  EXPECT_NO_THROW(validateEvents(w.events));
  // 16 layers x 2 steps: two RMSNorms per layer at top level.
  int norms = 0;
  for (const Event& e : w.events) norms += e.type == EventType::OpBegin && e.depth == 0 && e.name == "rms_norm";
  EXPECT_EQ(norms, 64);
  const ResidentSet quarter = residentSet("llama-1b-decode", wormhole(), 0.25);
  const auto resident = residentAllocations(w);
  // The first layer's weights, then 31 prefetches of each; one KV slice per layer.
  EXPECT_EQ(resident.at("attention weights").first, 1);
  EXPECT_EQ(resident.at("attention weights (prefetched)").first, 31);
  EXPECT_EQ(resident.at("attention weights (prefetched)").second, quarter.attention_weights);
  EXPECT_EQ(resident.at("mlp weights (prefetched)").first, 31);
  EXPECT_EQ(resident.at("mlp weights (prefetched)").second, quarter.mlp_weights);
  EXPECT_EQ(resident.at("kv cache slice").first, 32);
  EXPECT_EQ(resident.at("kv cache slice").second, quarter.kv_cache);
  // Residency 0 is the model with nothing resident.
  EXPECT_TRUE(residentAllocations(buildPressureModel("bert-base", wormhole(), 0)).empty());
  // The eager variant records the same resident tensors in ttnn's order.
  const Workload eager = buildPressureModel("llama-1b-decode-eager", wormhole(), 0.25);
  EXPECT_EQ(eager.name, "llama-1b-decode-eager");
  EXPECT_EQ(residentAllocations(eager), resident);
}

TEST(PressureModels, BadNamesResidenciesAndStepsAreClearErrors) {
  try {
    buildPressureModel("gpt-7", wormhole(), 0.5);
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::NotFound);
    EXPECT_NE(std::string(e.what()).find("known: all, llama-1b-decode, bert-base, gamma-model"),
              std::string::npos);
  }
  // A bundled workload without long-lived tensors is in the sweep, not a pressure model.
  EXPECT_THROW(buildPressureModel("op-lgamma", wormhole(), 0), Error);
  try {
    runPressureSweep("gpt-7", {Policy::Heap}, wormhole());
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::NotFound);
    EXPECT_NE(std::string(e.what()).find("unknown workload 'gpt-7' for the sweep; known: all, "
                                         "llama-1b-decode"),
              std::string::npos);
    EXPECT_NE(std::string(e.what()).find(", op-lgamma, "), std::string::npos);
  }
  for (double r : {-0.1, 1.5}) {
    try {
      residentSet("bert-base", wormhole(), r);
      FAIL() << r;
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("is outside [0, 1]"), std::string::npos);
    }
  }
  EXPECT_THROW(runPressureSweep("bert-base", {Policy::Heap}, wormhole(), 0), Error);
  EXPECT_THROW(runPressureSweep("bert-base", {Policy::Heap}, wormhole(), 1.5), Error);
}

TEST(PressureSweep, CoversThePressureModelsThenEveryOtherBundledWorkload) {
  std::vector<std::string> expected = pressureModelNames();
  for (const std::string& n : workloadNames()) expected.push_back(n);
  EXPECT_EQ(sweepWorkloadNames(), expected);
  EXPECT_EQ(pressureModelNames(),
            (std::vector<std::string>{"llama-1b-decode", "bert-base", "gamma-model",
                                      "llama-1b-decode-eager", "bert-base-eager",
                                      "gamma-model-eager"}));
}

TEST(PressureSweep, AWorkloadWithoutLongLivedTensorsGetsTheOnePointRZero) {
  const std::vector<Policy> policies{Policy::Heap, Policy::Pool, Policy::Stack};
  const PressureSweep s = runPressureSweep("op-lgamma-eager", policies, wormhole(), 0.05);
  ASSERT_EQ(s.curves.size(), 1u);
  const SweepCurve& c = s.curves[0];
  EXPECT_EQ(c.workload, "op-lgamma-eager");
  EXPECT_TRUE(c.residency_axis_empty);
  EXPECT_TRUE(c.limits.empty());
  ASSERT_EQ(c.points.size(), 1u);
  EXPECT_EQ(c.points[0].residency, 0.0);
  EXPECT_EQ(c.points[0].resident_bytes, 0u);
  // The point is the workload's own replay: the figures `strata frag --workload` gives.
  const Workload w = buildWorkload("op-lgamma-eager", wormhole());
  EXPECT_EQ(c.description, w.description);
  const BankGeometry g = geometryOf(wormhole());
  ASSERT_EQ(c.points[0].cells.size(), policies.size());
  for (std::size_t k = 0; k < policies.size(); ++k) {
    const SweepCell& cell = c.points[0].cells[k];
    const ReplayResult r = replay(w.events, policies[k], g);
    EXPECT_EQ(cell.policy, policies[k]);
    EXPECT_TRUE(cell.fits);
    EXPECT_EQ(cell.min_l1, minL1Size(w.events, policies[k], g));
    EXPECT_EQ(cell.peak_footprint, r.summary.peak_footprint);
    EXPECT_EQ(cell.lost_bytes, static_cast<std::int64_t>(cell.min_l1 - g.unreserved_base -
                                                         cell.peak_footprint));
  }
  // Pressure models keep their axis.
  EXPECT_FALSE(runPressureSweep("bert-base", {Policy::Stack}, wormhole(), 1).curves[0].residency_axis_empty);
}

TEST(PressureSweep, LimitsAreTheLargestResidencyThatRunsAndPointsStopWhenAllFail) {
  const PressureSweep s =
      runPressureSweep("llama-1b-decode-eager", {Policy::Heap, Policy::Stack}, wormhole(), 0.1);
  ASSERT_EQ(s.curves.size(), 1u);
  const SweepCurve& c = s.curves[0];
  ASSERT_FALSE(c.points.empty());
  // The last point is the first where every policy fails; all earlier ones have a fit.
  for (const SweepCell& cell : c.points.back().cells) EXPECT_FALSE(cell.fits);
  for (std::size_t i = 0; i + 1 < c.points.size(); ++i) {
    bool any = false;
    for (const SweepCell& cell : c.points[i].cells) any = any || cell.fits;
    EXPECT_TRUE(any) << i;
  }
  const BankGeometry g = geometryOf(wormhole());
  ASSERT_EQ(c.limits.size(), 2u);
  for (const SweepLimit& l : c.limits) {
    SCOPED_TRACE(std::string(policyName(l.policy)));
    ASSERT_GT(l.max_residency, 0.0);
    ASSERT_LT(l.max_residency, 1.0);
    // Runs at the limit, fails just above it (bisection to 1/1024).
    EXPECT_TRUE(replay(buildPressureModel(c.workload, wormhole(), l.max_residency).events, l.policy, g).ok);
    EXPECT_FALSE(replay(buildPressureModel(c.workload, wormhole(), l.max_residency + 1.0 / 1024).events,
                        l.policy, g).ok);
    EXPECT_EQ(l.max_resident_bytes, residentSet(c.workload, wormhole(), l.max_residency).total());
  }
  // Every cell's figures are the replay's: min L1 runs, a size 16 B smaller does not.
  for (const SweepPoint& p : c.points)
    for (const SweepCell& cell : p.cells) {
      const Workload w = buildPressureModel(c.workload, wormhole(), p.residency);
      BankGeometry at = g;
      at.l1_size = cell.min_l1;
      const ReplayResult at_min = replay(w.events, cell.policy, at);
      EXPECT_TRUE(at_min.ok);
      // The peak of the whole run: at the arch's L1 size, or in min L1 when it fails there
      // (a run cut short never reached its peak).
      EXPECT_EQ(cell.peak_footprint, cell.fits ? replay(w.events, cell.policy, g).summary.peak_footprint
                                               : at_min.summary.peak_footprint);
      EXPECT_GE(cell.lost_bytes, 0);
      at.l1_size = cell.min_l1 - g.alignment;
      EXPECT_FALSE(replay(w.events, cell.policy, at).ok);
      EXPECT_EQ(cell.fits, cell.min_l1 <= g.l1_size);
      EXPECT_EQ(cell.lost_bytes, static_cast<std::int64_t>(cell.min_l1) -
                                     static_cast<std::int64_t>(g.unreserved_base) -
                                     static_cast<std::int64_t>(cell.peak_footprint));
    }
}

TEST(PressureSweep, JsonHasTheDocumentedKeysAndTheReportThreePlotsPerWorkload) {
  const PressureSweep s = runPressureSweep("bert-base", {Policy::Heap, Policy::Stack}, wormhole(), 0.5);
  const nlohmann::json j = sweepToJson(s);
  // Exactly the keys documented in pressure.hpp and docs/FRAGMENTATION.md, no others.
  auto keys = [](const nlohmann::json& o) {
    std::vector<std::string> out;
    for (auto it = o.begin(); it != o.end(); ++it) out.push_back(it.key());
    return out;  // nlohmann::json objects iterate in key order
  };
  using Keys = std::vector<std::string>;
  EXPECT_EQ(keys(j), (Keys{"arch", "l1_size", "policies", "unreserved_base", "workloads"}));
  EXPECT_EQ(keys(j.at("workloads").at(0)),
            (Keys{"description", "limits", "points", "residency_axis_empty", "workload"}));
  EXPECT_EQ(j.at("workloads").at(0).at("residency_axis_empty"), false);
  EXPECT_EQ(keys(j.at("workloads").at(0).at("limits").at(0)),
            (Keys{"max_residency", "max_resident_bytes", "policy"}));
  EXPECT_EQ(keys(j.at("workloads").at(0).at("points").at(0)),
            (Keys{"policies", "residency", "resident_bytes"}));
  EXPECT_EQ(keys(j.at("workloads").at(0).at("points").at(0).at("policies").at(0)),
            (Keys{"failed_event", "fits", "lost_bytes", "min_l1_bytes", "min_largest_free",
                  "peak_footprint", "policy"}));
  EXPECT_EQ(j.at("arch"), "wormhole_b0");
  EXPECT_EQ(j.at("l1_size"), wormhole().l1_size);
  EXPECT_EQ(j.at("policies"), nlohmann::json::array({"heap", "stack"}));
  const nlohmann::json& w = j.at("workloads").at(0);
  EXPECT_EQ(w.at("workload"), "bert-base");
  EXPECT_EQ(w.at("limits").size(), 2u);
  for (const char* key : {"policy", "max_residency", "max_resident_bytes"})
    EXPECT_TRUE(w.at("limits").at(0).contains(key)) << key;
  ASSERT_EQ(w.at("points").size(), 3u);  // 0, 0.5, 1: BERT-base's weights fit at every residency
  EXPECT_EQ(w.at("points").at(2).at("residency"), 1.0);
  const nlohmann::json& cell = w.at("points").at(2).at("policies").at(0);
  for (const char* key : {"policy", "fits", "failed_event", "min_l1_bytes", "peak_footprint",
                          "lost_bytes", "min_largest_free"})
    EXPECT_TRUE(cell.contains(key)) << key;
  EXPECT_TRUE(cell.at("failed_event").is_null());  // it fits
  const std::string html = renderSweepReport(s);
  std::size_t svgs = 0;
  for (auto p = html.find("<svg"); p != std::string::npos; p = html.find("<svg", p + 1)) ++svgs;
  EXPECT_EQ(svgs, 3u);  // min L1, min L1 beyond the stack's, largest free block
  EXPECT_NE(html.find("<h2>bert-base</h2>"), std::string::npos);
  EXPECT_EQ(html.find("Workloads without long-lived tensors"), std::string::npos);

  // A workload without long-lived tensors: the same keys, the axis marked empty, no
  // limits, one point; in the report a table row instead of plots.
  const PressureSweep alone = runPressureSweep("op-softplus", {Policy::Heap, Policy::Stack}, wormhole());
  const nlohmann::json a = sweepToJson(alone).at("workloads").at(0);
  EXPECT_EQ(keys(a), keys(j.at("workloads").at(0)));
  EXPECT_EQ(a.at("residency_axis_empty"), true);
  EXPECT_EQ(a.at("limits"), nlohmann::json::array());
  ASSERT_EQ(a.at("points").size(), 1u);
  EXPECT_EQ(a.at("points").at(0).at("residency"), 0.0);
  EXPECT_EQ(a.at("points").at(0).at("resident_bytes"), 0);
  const std::string alone_html = renderSweepReport(alone);
  EXPECT_EQ(alone_html.find("<svg"), std::string::npos);
  EXPECT_NE(alone_html.find("Workloads without long-lived tensors (1)"), std::string::npos);
  EXPECT_NE(alone_html.find(">op-softplus</td>"), std::string::npos);
  EXPECT_NE(formatSweep(alone).find("op-softplus: "), std::string::npos);
  EXPECT_NE(formatSweep(alone).find("the residency axis is empty, one point at r = 0"),
            std::string::npos);
}

}  // namespace
}  // namespace strata::analysis
