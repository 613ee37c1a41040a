// Planning at scale: the sweep-size estimate, the online best-fit placement, and the
// planner's switch to it above the sweep budget.

#include "strata/plan/online.hpp"

#include "strata/plan/heuristic.hpp"
#include "strata/plan/lower_bound.hpp"
#include "strata/plan/planner.hpp"
#include "strata/plan/sweep.hpp"
#include "strata/plan/validator.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include <chrono>
#include <random>

namespace strata::plan {
namespace {

Problem randomProblem(std::uint64_t seed, int n, bool fixed) {
  std::mt19937_64 rng(seed);
  Problem p;
  std::int64_t fixedTop = 0;
  for (int i = 0; i < n; ++i) {
    Buffer b;
    b.id = std::to_string(i);
    b.lower = static_cast<std::int64_t>(rng() % 50);
    b.upper = b.lower + 1 + static_cast<std::int64_t>(rng() % 20);
    b.size = 1 + static_cast<std::int64_t>(rng() % 100);
    b.alignment = std::int64_t{1} << (rng() % 4);
    // Fixed buffers stacked on distinct addresses never collide.
    if (fixed && rng() % 5 == 0) {
      b.fixedOffset = alignUp(fixedTop, b.alignment);
      fixedTop = *b.fixedOffset + b.size;
    }
    p.buffers.push_back(b);
  }
  return p;
}

TEST(PlanOnline, SweepEntriesCountsWhatTheSweepBuilds) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Problem p = randomProblem(seed, 60, false);
    Sweep sw = sweepProblem(p);
    EXPECT_EQ(sweepEntries(p), sw.sectionList_.size() + sw.overlapList_.size()) << "seed " << seed;
  }
  EXPECT_EQ(sweepEntries(Problem{}), 0u);
}

TEST(PlanOnline, AllLiveAtOnceIsQuadraticInPairs) {
  Problem p;
  for (int i = 0; i < 1000; ++i) p.buffers.push_back({std::to_string(i), 0, 1, 8, 1, {}});
  // One section holding 1000 buffers plus 1000 x 999 ordered pairs.
  EXPECT_EQ(sweepEntries(p), 1000u + 1000u * 999u);
}

TEST(PlanOnline, PlacementIsValidAndKeepsFixedOffsets) {
  for (std::uint64_t seed = 1; seed <= 50; ++seed) {
    Problem p = randomProblem(seed, 200, seed % 2 == 0);
    Solution s = placeOnline(p);
    EXPECT_TRUE(findViolations(p, s).empty()) << "seed " << seed;
    EXPECT_GE(peakOf(p, s), lowerBound(p));
  }
}

TEST(PlanOnline, ReusesFreedSpace) {
  // a and b never overlap in time: b reuses a's bytes, so the peak is one buffer.
  Problem p;
  p.buffers = {{"a", 0, 2, 64, 1, {}}, {"b", 2, 4, 64, 1, {}}, {"c", 4, 6, 32, 1, {}}};
  Solution s = placeOnline(p);
  EXPECT_EQ(s.offsets, (std::vector<std::int64_t>{0, 0, 0}));
}

TEST(PlanOnline, PlannerSwitchesAboveThePairBudget) {
  Problem p = randomProblem(7, 300, true);
  PlanOptions o;
  o.minimize = true;
  o.timeoutSeconds = 5;
  o.maxIndexedPairs = sweepEntries(p) / 2 - 1;
  PlanResult r = plan(p, o);
  EXPECT_EQ(r.method, "online");
  EXPECT_TRUE(r.feasible);
  EXPECT_FALSE(r.timedOut);
  EXPECT_TRUE(findViolations(p, r.solution).empty());
  o.maxIndexedPairs = sweepEntries(p) / 2;
  EXPECT_NE(plan(p, o).method, "online");

  // Capacity mode: below the lower bound is proven infeasible, at the online peak fits.
  PlanOptions c;
  c.capacity = r.lowerBound - 1;
  c.maxIndexedPairs = 0;
  PlanResult no = plan(p, c);
  EXPECT_FALSE(no.feasible);
  EXPECT_TRUE(no.proofOfInfeasibility);
  c.capacity = r.peak;
  EXPECT_TRUE(plan(p, c).feasible);
}

TEST(PlanIndexed, SweepEnumeratesTheSameOverlapsAsTheLists) {
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    Problem p = randomProblem(seed, 40 + static_cast<int>(seed) * 15, false);
    Sweep listed = sweepProblem(p);
    Sweep indexed = sweepProblem(p, std::chrono::steady_clock::time_point::max(), nullptr,
                                 SweepDetail::Indexed);
    EXPECT_FALSE(indexed.listed());
    EXPECT_TRUE(indexed.sectionList_.empty() && indexed.overlapList_.empty());
    ASSERT_EQ(indexed.components.size(), listed.components.size()) << "seed " << seed;
    for (std::size_t c = 0; c < listed.components.size(); ++c)
      EXPECT_EQ(indexed.components[c].buffers, listed.components[c].buffers);
    for (std::int32_t s = 0; s < listed.sectionCount; ++s)
      EXPECT_EQ(static_cast<std::size_t>(indexed.coverCount[s]), listed.sectionBuffers(s).size());
    for (std::int32_t b = 0; b < static_cast<std::int32_t>(p.size()); ++b) {
      std::vector<std::int32_t> want(listed.overlaps(b).begin(), listed.overlaps(b).end()), got;
      indexed.forEachOverlap(b, [&](std::int32_t o) { got.push_back(o); });
      std::sort(want.begin(), want.end());
      std::sort(got.begin(), got.end());
      EXPECT_EQ(got, want) << "seed " << seed << " buffer " << b;  // each once, b excluded
    }
  }
}

TEST(PlanIndexed, PlannerIndexesAboveTheSweepBudgetAndStaysValid) {
  for (bool fixed : {false, true}) {
    Problem p = randomProblem(9, 400, fixed);
    PlanOptions o;
    o.minimize = true;
    o.timeoutSeconds = 1;  // aligned random instances rarely prove optimal: keep it short
    PlanResult listed = plan(p, o);
    o.maxSweepEntries = sweepEntries(p) - 1;
    PlanResult indexed = plan(p, o);
    EXPECT_NE(indexed.method, "online");
    EXPECT_TRUE(findViolations(p, indexed.solution).empty());
    EXPECT_EQ(indexed.peak, peakOf(p, indexed.solution));
    EXPECT_GE(indexed.peak, indexed.lowerBound);
    // The heuristic sees the same overlaps either way, and the windows search from there.
    Sweep sw = sweepProblem(p);
    EXPECT_LE(indexed.peak, solveHeuristic(p, sw).peak);
    EXPECT_EQ(indexed.lowerBound, listed.lowerBound);
  }
}

TEST(PlanOnline, TheBudgetCountsFromTheGivenStart) {
  Problem p = randomProblem(3, 50, false);
  PlanOptions o;
  o.minimize = true;
  o.timeoutSeconds = 1;
  o.maxIndexedPairs = 0;
  o.start = std::chrono::steady_clock::now() - std::chrono::seconds(2);  // already spent
  PlanResult r = plan(p, o);
  EXPECT_TRUE(r.timedOut);
  EXPECT_TRUE(r.feasible);  // minimise mode still returns its one valid layout
  EXPECT_GE(r.seconds, 2.0);
}

TEST(PlanOnline, HeuristicPastTheDeadlineKeepsTheFallbackLayout) {
  Problem p = randomProblem(11, 2000, true);
  Sweep sw = sweepProblem(p);
  Solution online = placeOnline(p);
  bool cutShort = false;
  HeuristicResult h = solveHeuristic(p, sw, std::chrono::steady_clock::now() - std::chrono::seconds(1),
                                     &cutShort, &online);
  EXPECT_TRUE(cutShort);
  EXPECT_TRUE(findViolations(p, h.solution).empty());
  // Components of more than 255 buffers stop in their first pass and keep the fallback.
  bool kept = false;
  for (const Component& c : sw.components)
    if (c.buffers.size() > 255)
      for (std::int32_t b : c.buffers) kept |= h.solution.offsets[b] == online.offsets[b];
  EXPECT_TRUE(kept);
}

TEST(PlanOnline, SweepPastTheDeadlineIsCut) {
  Problem p = randomProblem(5, 3000, false);
  bool cut = false;
  sweepProblem(p, std::chrono::steady_clock::now() - std::chrono::seconds(1), &cut);
  EXPECT_TRUE(cut);
  sweepProblem(p, std::chrono::steady_clock::time_point::max(), &cut);
  EXPECT_FALSE(cut);
}

}  // namespace
}  // namespace strata::plan
