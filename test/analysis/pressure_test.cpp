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
        (e.name.find("weights") != std::string::npos || e.name == "kv cache slice")) {
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
    EXPECT_NE(std::string(e.what()).find("known: all, llama-1b-decode, bert-base"), std::string::npos);
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
  EXPECT_EQ(keys(j.at("workloads").at(0)), (Keys{"description", "limits", "points", "workload"}));
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
}

}  // namespace
}  // namespace strata::analysis
