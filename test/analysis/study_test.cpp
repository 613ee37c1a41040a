// Bundled workloads, the study driver and its outputs (table, JSON, HTML report).
#include "strata/analysis/study.hpp"
#include "strata/analysis/workloads.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

namespace strata::analysis {
namespace {

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto p = text.find(what); p != std::string::npos; p = text.find(what, p + 1)) ++n;
  return n;
}

TEST(Workloads, EveryBundledWorkloadIsValidAndFitsTheArchUnderTheStack) {
  const auto names = workloadNames();
  ASSERT_EQ(names.size(), 35u);  // 21 composites + 4 model-level workloads + 10 eager variants
  EXPECT_EQ(names.front(), "op-cosh");
  EXPECT_EQ(names[24], "gamma-loop");
  EXPECT_EQ(names.back(), "gamma-loop-eager");
  for (const std::string& n : names) {
    SCOPED_TRACE(n);
    Workload w = buildWorkload(n, wormhole());
    EXPECT_EQ(w.name, n);
    EXPECT_FALSE(w.provenance.empty());
    EXPECT_NO_THROW(validateEvents(w.events));
    ReplayResult r = replay(w.events, Policy::Stack, geometryOf(wormhole()));
    EXPECT_TRUE(r.ok) << r.failure;
  }
}

TEST(Workloads, UnknownNameListsTheKnownOnes) {
  try {
    buildWorkload("op-teleport", wormhole());
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::NotFound);
    EXPECT_NE(std::string(e.what()).find("known workloads: all, op-cosh"), std::string::npos);
  }
}

TEST(Workloads, MultigammalnHoldsFourLgammaFramesInsideItsOwn) {
  Workload w = buildWorkload("op-multigammaln", wormhole());
  int lgammas = 0;
  std::uint32_t max_depth = 0;
  for (const Event& e : w.events) {
    if (e.type == EventType::OpBegin && e.name == "lgamma") {
      ++lgammas;
      EXPECT_EQ(e.depth, 1u);
    }
    if (e.type == EventType::OpBegin) max_depth = std::max(max_depth, e.depth);
  }
  EXPECT_EQ(lgammas, 4);
  EXPECT_EQ(max_depth, 2u);
}

Study smallStudy() {
  std::vector<Workload> w;
  w.push_back(buildWorkload("op-softmax", wormhole()));
  w.push_back(buildWorkload("gamma-loop", wormhole()));
  return runStudy(std::move(w), {Policy::Heap, Policy::Pool, Policy::Stack},
                  geometryOf(wormhole()), "wormhole_b0");
}

TEST(Study, RowsJsonAndTableAgree) {
  Study s = smallStudy();
  ASSERT_EQ(s.rows.size(), 6u);
  nlohmann::json j = studyToJson(s);
  ASSERT_EQ(j.size(), 6u);
  for (std::size_t i = 0; i < s.rows.size(); ++i) {
    const StudyRow& r = s.rows[i];
    EXPECT_EQ(j[i]["workload"], r.workload);
    EXPECT_EQ(j[i]["policy"], std::string(policyName(r.policy)));
    EXPECT_EQ(j[i]["peak_footprint"], r.result.summary.peak_footprint);
    EXPECT_EQ(j[i]["min_l1_bytes"], r.min_l1);
    EXPECT_EQ(j[i]["max_external_fragmentation"], r.result.summary.max_external_fragmentation);
    EXPECT_EQ(j[i]["min_largest_fit"], r.result.summary.min_largest_fit);
    EXPECT_EQ(j[i]["fragmentation_overhead_bytes"],
              static_cast<std::int64_t>(r.min_l1) - 103712 -
                  static_cast<std::int64_t>(r.result.summary.peak_footprint));
    // In these workloads the stack loses no bytes to placement: it needs exactly its peak.
    if (r.policy == Policy::Stack) {
      EXPECT_EQ(fragmentationOverhead(s, r), 0);
    }
    EXPECT_EQ(r.min_l1, minL1Size(buildWorkload(r.workload, wormhole()).events, r.policy,
                                  geometryOf(wormhole())));
    // The minimum really is the minimum: one alignment unit less runs out of memory.
    BankGeometry g = geometryOf(wormhole());
    g.l1_size = r.min_l1 - g.alignment;
    EXPECT_FALSE(replay(buildWorkload(r.workload, wormhole()).events, r.policy, g).ok);
  }
  std::string table = formatTable(s);
  EXPECT_EQ(count(table, "\ngamma-loop "), 3u);
  EXPECT_NE(table.find("op-softmax             stack"), std::string::npos) << table;
}

TEST(Study, ReportHasOneNonEmptyMapPerWorkloadAndPolicy) {
  Study s = smallStudy();
  std::string html = renderReport(s);
  EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
  EXPECT_EQ(count(html, "<svg class=\"memmap\""), 6u);
  for (const char* p : {"heap", "pool", "stack"})
    EXPECT_EQ(count(html, fmt::format("data-policy=\"{}\"", p)), 2u);
  EXPECT_GT(count(html, "<rect class=\"stack\""), 10u);  // stack intermediates, stack policy only
  EXPECT_GT(count(html, "<rect class=\"temp\""), 10u);
  EXPECT_GT(count(html, "<rect class=\"pool\""), 1u);
  EXPECT_GT(count(html, "<rect class=\"cb\""), 10u);
  EXPECT_EQ(count(html, "<polyline class=\"floor\""), 6u);
  EXPECT_EQ(count(html, "<polyline class=\"top\""), 6u);
  EXPECT_NE(html.find("<title>op multigammaln"), std::string::npos);
  EXPECT_NE(html.find("L1 address (KiB)"), std::string::npos);
  // Self-contained: no scripts, no external resources.
  EXPECT_EQ(html.find("<script"), std::string::npos);
  EXPECT_EQ(html.find("http://"), html.find("http://www.w3.org/2000/svg"));
  EXPECT_EQ(html.find("https://"), std::string::npos);
}

TEST(Study, WriteFileAtomicallyLeavesNothingOnFailure) {
  const std::string path = ::testing::TempDir() + "frag_out.txt";
  writeFileAtomically(path, "hello");
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  EXPECT_EQ(ss.str(), "hello");
  std::remove(path.c_str());
  EXPECT_THROW(writeFileAtomically("/nonexistent-dir/x.html", "x"), Error);
}

}  // namespace
}  // namespace strata::analysis
