// The placement policies on hand-made problems: Strata's keeps what saves the most
// DRAM bytes within every step's budget; the model of tt-mlir's policy places by
// top-down first fit, keeps its cushion above each op's circular buffers and evicts
// the live value used last. Random problems check the invariants every answer keeps.

#include "strata/compiler/Dialect/TTNN/Analysis/L1Placement.h"

#include <gtest/gtest.h>

#include <algorithm>

#include <random>

namespace {

using namespace mlir::tt::ttnn;

PlacementCandidate candidate(int64_t defined, int64_t lastUse, uint64_t l1PerCore,
                             uint32_t touching, uint64_t dramBytes = 1000) {
  PlacementCandidate c;
  c.defined = defined;
  c.lastUse = lastUse;
  c.l1PerCore = l1PerCore;
  c.dramBytes = dramBytes;
  c.touchingSteps = touching;
  return c;
}

// A problem of `capacity` bytes per core, one step per reservation, nothing pinned.
PlacementProblem stepsReserving(uint64_t capacity, const std::vector<uint64_t> &reserved) {
  PlacementProblem p;
  p.capacity = capacity;
  p.pinned.assign(reserved.size(), 0);
  p.steps.resize(reserved.size());
  for (size_t t = 0; t < reserved.size(); ++t)
    p.steps[t].reserved = reserved[t];
  return p;
}

// relu -> exp -> add(relu, exp) -> relu, as test/lit/place_l1.mlir, in plain numbers:
// capacity 1000, each tensor 400 B per core; reservations 100 / 100 / 200 / 100.
PlacementProblem chain() {
  PlacementProblem p = stepsReserving(1000, {100, 100, 200, 100});
  for (PlacementStep &step : p.steps) {
    step.metalCbPeak = step.reserved;
    step.metalPeak = step.reserved + 400;
  }
  p.candidates = {candidate(0, 2, 400, 3), candidate(1, 2, 400, 2), candidate(2, 3, 400, 2)};
  p.steps[0].outputs = {0};
  p.steps[1] = {p.steps[1].reserved, 100, 500, {1}, {0}, true};
  p.steps[2] = {p.steps[2].reserved, 200, 600, {2}, {0, 1}, true};
  p.steps[3] = {p.steps[3].reserved, 100, 500, {}, {2}, true};
  return p;
}

TEST(L1Placement, StrataKeepsWhatSavesMostWithinEveryStep) {
  // At the add, 200 + 2 x 400 = 1000 fits; three do not. %0 (3 touches) and one of
  // the two-touch tensors stay.
  const PlacementAnswer a = placeByDramSaving(chain(), 1.0);
  EXPECT_EQ(a.inL1, (std::vector<bool>{true, true, false}));
  EXPECT_EQ(a.savedBytes, 5000u);
  EXPECT_EQ(a.evictions, 0u);
  // A cap of 0.7 leaves 700 B: one tensor beside the add's 200.
  const PlacementAnswer capped = placeByDramSaving(chain(), 0.7);
  EXPECT_EQ(capped.inL1, (std::vector<bool>{true, false, false}));
  EXPECT_EQ(capped.savedBytes, 3000u);
}

// a -> relu -> b -> relu -> c -> a reader, each tensor 400 B per core of 1000, the two
// relus reserving 300 B interleaved and nothing with their operands sharded (their
// circular buffers are the shards).
PlacementProblem shardableChain() {
  PlacementProblem p = stepsReserving(1000, {100, 300, 300, 100});
  const uint64_t sharded[] = {100, 0, 0, 100};
  for (int t = 0; t < 4; ++t)
    p.steps[t].reservedSharded = sharded[t];
  p.candidates = {candidate(0, 1, 400, 2, 1200), candidate(1, 2, 400, 2, 1000),
                  candidate(2, 3, 400, 2, 1100)};
  for (PlacementCandidate &c : p.candidates)
    c.shardable = true;
  p.steps[0].outputs = {0};
  p.steps[1].inputs = {0};
  p.steps[1].outputs = {1};
  p.steps[2].inputs = {1};
  p.steps[2].outputs = {2};
  p.steps[3].inputs = {2};
  return p;
}

TEST(L1Placement, SettlingShardingTakesOutWhatAStepRefuses) {
  // A unary chain fed from DRAM: an op runs only between equal layouts, so the first
  // refuses its output sharded, and the refusal travels down the chain.
  PlacementProblem unary = shardableChain();
  std::vector<size_t> asked;
  settleShardable(unary, [&](size_t t, const std::vector<int> &sharded) -> std::optional<uint64_t> {
    asked.push_back(t);
    const size_t touched = unary.steps[t].inputs.size() + unary.steps[t].outputs.size();
    if (t == 0 || sharded.size() != touched)
      return std::nullopt;
    return 0;
  });
  for (const PlacementCandidate &c : unary.candidates)
    EXPECT_FALSE(c.shardable);
  // Step 0 with its output, then with none; each later step likewise once its input
  // was taken out; step 3 has nothing left to ask about.
  EXPECT_EQ(asked, (std::vector<size_t>{0, 0, 1, 1, 2, 2}));

  // Ops that take a sharded operand beside an interleaved one (binary ops), freeing 100 B
  // per sharded operand, but the step making c reserves more with c sharded (a matmul
  // blocked by its output's shard): c alone is taken out, and that step is asked again.
  PlacementProblem mixed = shardableChain();
  settleShardable(mixed, [&](size_t t, const std::vector<int> &sharded) -> std::optional<uint64_t> {
    if (t == 2 && std::find(sharded.begin(), sharded.end(), 2) != sharded.end())
      return std::nullopt;
    return mixed.steps[t].reserved - 100 * sharded.size();
  });
  EXPECT_TRUE(mixed.candidates[0].shardable);
  EXPECT_TRUE(mixed.candidates[1].shardable);
  EXPECT_FALSE(mixed.candidates[2].shardable);
  EXPECT_EQ(mixed.steps[0].reservedSharded, 0u);    // 100 - 100 (a)
  EXPECT_EQ(mixed.steps[1].reservedSharded, 100u);  // 300 - 200 (a, b)
  EXPECT_EQ(mixed.steps[2].reservedSharded, 200u);  // 300 - 100 (b)
}

TEST(L1Placement, ShardGroupsJoinTheCandidatesAStepTouches) {
  PlacementProblem p = shardableChain();
  std::vector<ShardGroup> groups = shardGroups(p);
  ASSERT_EQ(groups.size(), 1u);
  EXPECT_EQ(groups[0].members, (std::vector<int>{0, 1, 2}));
  EXPECT_EQ(groups[0].steps, (std::vector<int64_t>{0, 1, 2, 3}));
  // b not shardable: a and c share no step, and b is in no group.
  p.candidates[1].shardable = false;
  groups = shardGroups(p);
  ASSERT_EQ(groups.size(), 2u);
  EXPECT_EQ(groups[0].members, std::vector<int>{0});
  EXPECT_EQ(groups[0].steps, (std::vector<int64_t>{0, 1}));
  EXPECT_EQ(groups[1].members, std::vector<int>{2});
  EXPECT_EQ(groups[1].steps, (std::vector<int64_t>{2, 3}));
}

TEST(L1Placement, StrataShardsAChainWhenThatLetsItAllIn) {
  // Interleaved, a relu's 300 B beside its input and output (800 B) is 1100: a and c
  // (the larger savings) go in, b does not. Sharded, the relus reserve nothing: b
  // fits with the others, and the three are sharded together.
  PlacementProblem p = shardableChain();
  const PlacementAnswer a = placeByDramSaving(p, 1.0);
  EXPECT_EQ(a.inL1, (std::vector<bool>{true, true, true}));
  EXPECT_EQ(a.sharded, (std::vector<bool>{true, true, true}));
  EXPECT_EQ(a.savedBytes, 6600u);
  // Not shardable: the same problem leaves b in DRAM.
  for (PlacementCandidate &c : p.candidates)
    c.shardable = false;
  const PlacementAnswer b = placeByDramSaving(p, 1.0);
  EXPECT_EQ(b.inL1, (std::vector<bool>{true, false, true}));
  EXPECT_EQ(b.sharded, (std::vector<bool>{false, false, false}));
  EXPECT_EQ(b.savedBytes, 4600u);
}

TEST(L1Placement, StrataShardsOnlyWhereItLetsMoreIn) {
  // With room for everything interleaved, nothing is sharded: it would save no byte.
  PlacementProblem roomy = shardableChain();
  roomy.capacity = 1200;
  const PlacementAnswer a = placeByDramSaving(roomy, 1.0);
  EXPECT_EQ(a.inL1, (std::vector<bool>{true, true, true}));
  EXPECT_EQ(a.sharded, (std::vector<bool>{false, false, false}));
  // A group that does not fit even sharded stays as it was: with 600 B tensors, a relu
  // beside its input and output needs 1200 B even when it reserves nothing.
  PlacementProblem tight = shardableChain();
  for (PlacementCandidate &c : tight.candidates)
    c.l1PerCore = 600;
  const PlacementAnswer b = placeByDramSaving(tight, 1.0);
  EXPECT_EQ(b.inL1, (std::vector<bool>{true, false, true}));
  EXPECT_EQ(b.sharded, (std::vector<bool>{false, false, false}));
}

TEST(L1Placement, ShardingAGroupWhollyInL1MakesRoomForAnother) {
  // a -> relu -> b (a group of two, both in L1, 800 B beside the relu's 100 B
  // sharded or 150 B not) and a long-lived, unshardable 100 B tensor across the relu:
  // it fits only once the relu's 150 B fall to 100.
  PlacementProblem p = stepsReserving(1000, {0, 150, 0});
  for (PlacementStep &step : p.steps)
    step.reservedSharded = std::min<uint64_t>(step.reserved, 100);
  p.candidates = {candidate(0, 1, 400, 2, 5000), candidate(1, 2, 400, 2, 5000),
                  candidate(0, 2, 100, 3, 10)};
  p.candidates[0].shardable = p.candidates[1].shardable = true;
  p.steps[0].outputs = {0, 2};
  p.steps[1].inputs = {0};
  p.steps[1].outputs = {1};
  p.steps[2].inputs = {1, 2};
  const PlacementAnswer a = placeByDramSaving(p, 1.0);
  EXPECT_EQ(a.inL1, (std::vector<bool>{true, true, true}));
  EXPECT_EQ(a.sharded, (std::vector<bool>{true, true, false}));
  EXPECT_EQ(a.savedBytes, 20030u);
}

TEST(L1Placement, TtMlirModelEvictsTheFarthestLastUseWhenTheCushionDoesNotClear) {
  // Budget 950, cushion 95. %0 takes [550, 950); %1 would take [150, 550), leaving
  // exp's 100 + 95 B of circular buffers no room below 150: %0 (last use 2, %1 is the
  // op's own output) is evicted and %1 takes the top. At the add, %2 under %1 leaves
  // 200 + 95 > 150: %1 goes too.
  const PlacementAnswer a = placeLikeTtMlir(chain(), TtMlirPolicy{});
  EXPECT_EQ(a.inL1, (std::vector<bool>{false, false, true}));
  EXPECT_EQ(a.evictions, 2u);
  EXPECT_EQ(a.savedBytes, 2000u);
  // With no cushion, the full budget and a 200 B %2, the sums fit at the add (200 of
  // circular buffers + 400 + 400 + 200 = 1000) but the addresses do not: %2 lands at
  // [0, 200), under the add's circular buffers. %0 (first of the two last used at the
  // add) is evicted, and the replay puts %1 on top and %2 below it.
  TtMlirPolicy open;
  open.cap = 1.0;
  open.cushionFraction = 0.0;
  PlacementProblem p = chain();
  p.candidates[2].l1PerCore = 200;
  p.steps[2].metalPeak = 0;
  const PlacementAnswer b = placeLikeTtMlir(p, open);
  EXPECT_EQ(b.inL1, (std::vector<bool>{false, true, true}));
  EXPECT_EQ(b.evictions, 1u);
}

TEST(L1Placement, TtMlirModelSendsTheOutputToDramWhenNothingIsLeftToEvict) {
  PlacementProblem p;
  p.capacity = 1000;
  p.steps.resize(1);
  p.steps[0].metalCbPeak = 900;  // 900 + a cushion of 95 leaves no room for any output
  p.steps[0].outputs = {0};
  p.candidates = {candidate(0, 0, 32, 1)};
  const PlacementAnswer a = placeLikeTtMlir(p, TtMlirPolicy{});
  EXPECT_EQ(a.inL1, std::vector<bool>{false});
  EXPECT_EQ(a.evictions, 0u);
  EXPECT_EQ(a.savedBytes, 0u);
}

// Every answer fits: Strata's by its sums at every step; the tt-mlir model's within its
// budget (the first fit never hands out more than it has), and both save exactly what
// the chosen candidates save.
TEST(L1Placement, RandomProblemsKeepEveryStepWithinTheBudget) {
  std::mt19937_64 rng(7);
  for (int round = 0; round < 200; ++round) {
    PlacementProblem p;
    p.capacity = 4096;
    const int steps = 2 + static_cast<int>(rng() % 30);
    p.steps.resize(steps);
    p.pinned.assign(steps, 0);
    for (int t = 0; t < steps; ++t) {
      p.steps[t].reserved = rng() % 1500;
      p.steps[t].metalCbPeak = rng() % 1500;
      p.steps[t].metalPeak = p.steps[t].metalCbPeak + rng() % 500;
      p.pinned[t] = rng() % 300;
    }
    for (int t = 0; t < steps; ++t)
      p.steps[t].reservedSharded = p.steps[t].reserved - rng() % (p.steps[t].reserved + 1);
    const int count = static_cast<int>(rng() % 40);
    for (int i = 0; i < count; ++i) {
      const int64_t defined = static_cast<int64_t>(rng() % steps);
      const int64_t last = defined + static_cast<int64_t>(rng() % (steps - defined));
      p.candidates.push_back(candidate(defined, last, 32 * (1 + rng() % 40),
                                       1 + static_cast<uint32_t>(rng() % 4), 1 + rng() % 5000));
      p.candidates.back().shardable = rng() % 3 != 0;
      p.steps[defined].outputs.push_back(i);
      for (int64_t t = defined + 1; t <= last; ++t)
        if (rng() % 2)
          p.steps[t].inputs.push_back(i);
    }
    for (double cap : {1.0, 0.8}) {
      const PlacementAnswer a = placeByDramSaving(p, cap);
      const PlacementAnswer b = placeLikeTtMlir(p, TtMlirPolicy{cap, 0.10, 32});
      for (const PlacementAnswer *answer : {&a, &b}) {
        uint64_t saved = 0;
        for (int i = 0; i < count; ++i)
          if (answer->inL1[i])
            saved += p.candidates[i].saving();
        ASSERT_EQ(answer->savedBytes, saved) << round;
      }
      // Strata's sharding: only candidates in L1, a group all or none, and a step's
      // reservation the sharded one when its group is sharded.
      std::vector<bool> stepSharded(steps, false);
      for (const ShardGroup &group : shardGroups(p)) {
        const bool sharded = a.sharded[group.members.front()];
        for (int c : group.members) {
          ASSERT_EQ(a.sharded[c], sharded) << round;
          ASSERT_TRUE(!sharded || a.inL1[c]) << round;
        }
        for (int64_t t : group.steps)
          stepSharded[t] = sharded;
      }
      for (int i = 0; i < count; ++i)
        ASSERT_TRUE(!a.sharded[i] || p.candidates[i].shardable) << round;
      const uint64_t budget = static_cast<uint64_t>(cap * p.capacity);
      for (int t = 0; t < steps; ++t) {
        uint64_t strata =
            (stepSharded[t] ? p.steps[t].reservedSharded : p.steps[t].reserved) + p.pinned[t];
        uint64_t model = 0;
        for (int i = 0; i < count; ++i) {
          const PlacementCandidate &c = p.candidates[i];
          if (c.defined > t || t > c.lastUse)
            continue;
          if (a.inL1[i])
            strata += c.l1PerCore;
          if (b.inL1[i])
            model += c.l1PerCore;
        }
        ASSERT_LE(strata, budget) << "round " << round << " step " << t;
        ASSERT_LE(model, budget) << "round " << round << " step " << t;
      }
    }
  }
}

} // namespace
