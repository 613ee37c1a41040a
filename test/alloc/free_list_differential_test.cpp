// Randomized differential test: FreeList against the deliberately simple ReferenceModel
// (reference_model.hpp). After every operation: the chosen address, every block, the
// statistics and the occupied bounds must equal the model's, blocks must tile the range
// without overlap, and no two free blocks may be neighbours (coalescing).
#include "print_helpers.hpp"
#include "reference_model.hpp"
#include "strata/alloc/free_list.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

#include <random>

namespace strata::alloc {
namespace {

#if defined(__SANITIZE_ADDRESS__)
constexpr int kOpsPerCombination = 20'000;  // sanitizer builds are ~10x slower
#else
constexpr int kOpsPerCombination = 100'000;
#endif

// Tiling, no overlap, coalesced: checked on FreeList's own output.
void checkInvariants(const FreeList& fl) {
  const FreeListConfig& c = fl.config();
  auto blocks = fl.blocks();
  ASSERT_FALSE(blocks.empty());
  Address cursor = c.base;
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    ASSERT_EQ(blocks[i].begin, cursor) << "gap or overlap at block " << i;
    ASSERT_GT(blocks[i].size, 0u);
    ASSERT_EQ(blocks[i].begin % c.alignment, 0u);
    ASSERT_EQ(blocks[i].size % c.alignment, 0u);
    if (i > 0) {
      ASSERT_FALSE(!blocks[i].allocated && !blocks[i - 1].allocated) << "uncoalesced at " << i;
    }
    cursor += blocks[i].size;
  }
  ASSERT_EQ(cursor, c.base + c.size);
}

struct Scenario {
  FreeListConfig config;
  std::uint64_t max_live;  // keeps the number of blocks (and the test time) bounded
};

void runDifferential(FitPolicy policy, Direction direction, std::uint64_t seed, int ops,
                     bool mix_directions) {
  const std::vector<Scenario> scenarios{
      {{0, 1 << 20, 16, 32, policy}, 120},
      {{4096, 3 << 16, 1, 64, policy}, 60},
      {{103712 - 103712 % 32, 1395424 - 1395424 % 32, 32, 32, policy}, 200},
      {{1ull << 40, 1ull << 34, 4096, 4096, policy}, 40},
  };
  std::mt19937_64 rng(seed);
  auto uniform = [&](std::uint64_t lo, std::uint64_t hi) {  // inclusive
    return lo + rng() % (hi - lo + 1);
  };
  int per_scenario = ops / int(scenarios.size());
  for (const Scenario& sc : scenarios) {
    const FreeListConfig& c = sc.config;
    SCOPED_TRACE("scenario base=" + std::to_string(c.base) + " size=" + std::to_string(c.size) +
                 " align=" + std::to_string(c.alignment));
    FreeList fl(c);
    testing::ReferenceModel ref(c);
    std::vector<Address> live;
    auto randomSize = [&]() -> std::uint64_t {
      std::uint64_t unit = c.alignment;
      switch (rng() % 10) {
        case 0: return uniform(1, c.min_allocation);              // below the minimum
        case 1: return uniform(c.size / 16, c.size / 3);           // large
        case 2: return unit * uniform(1, 4);                       // exact small multiples
        default: return uniform(1, std::max<std::uint64_t>(c.size / 200, 2));  // small/medium
      }
    };
    auto randomAddress = [&]() -> Address { return c.base + uniform(0, c.size); };
    for (int step = 0; step < per_scenario; ++step) {
      SCOPED_TRACE("step " + std::to_string(step));
      unsigned roll = rng() % 100;
      bool want_free = live.size() >= sc.max_live || (roll < 42 && !live.empty());
      if (want_free) {
        std::size_t k = rng() % live.size();
        ASSERT_TRUE(ref.deallocate(live[k]));
        fl.deallocate(live[k]);
        live[k] = live.back();
        live.pop_back();
      } else if (roll < 87) {
        Direction d = direction;
        if (mix_directions && rng() % 2) d = d == Direction::BottomUp ? Direction::TopDown : Direction::BottomUp;
        AddressLimit limit;
        if (rng() % 5 < 2) {
          limit = randomAddress();
          if (rng() % 2) *limit -= *limit % c.alignment;
        }
        std::uint64_t size = randomSize();
        ASSERT_EQ(fl.largestFreeBlock(d, limit), ref.largestUsable(d, limit));
        auto expected = ref.allocate(size, d, limit);
        auto got = fl.tryAllocate(size, d, limit);
        ASSERT_EQ(got, expected) << "size " << size << " limit " << (limit ? *limit : 0);
        if (got) live.push_back(*got);
      } else if (roll < 93) {
        Address at = randomAddress();
        at -= at % c.alignment;
        std::uint64_t size = randomSize();
        std::uint64_t r = fl.roundedSize(size);
        if (at + r > c.base + c.size) at = c.base + c.size - r;
        bool expected = ref.allocateAt(at, size);
        bool got = true;
        try {
          fl.allocateAt(at, size);
        } catch (const Error& e) {
          ASSERT_EQ(e.kind(), ErrorKind::Conflict) << e.what();
          got = false;
        }
        ASSERT_EQ(got, expected) << "allocate-at " << at << " size " << size;
        if (got) live.push_back(at);
      } else if (roll < 99) {
        // A bad free: a random address that is not the start of an allocated block.
        Address at = randomAddress();
        if (ref.allocated().count(at)) continue;
        auto before = fl.blocks();
        EXPECT_THROW(fl.deallocate(at), Error);
        ASSERT_EQ(fl.blocks(), before);
      } else if (rng() % 20 == 0) {
        fl.clear();
        ref.clear();
        live.clear();
      }
      ASSERT_EQ(fl.blocks(), ref.blocks());
      ASSERT_EQ(fl.statistics(), ref.statistics());
      ASSERT_EQ(fl.lowestOccupied(), ref.lowestOccupied());
      ASSERT_EQ(fl.highestOccupiedEnd(), ref.highestOccupiedEnd());
      if (step % 16 == 0) checkInvariants(fl);
      if (::testing::Test::HasFatalFailure()) return;
    }
    checkInvariants(fl);
  }
}

TEST(FreeListDifferential, BestFitBottomUp) {
  runDifferential(FitPolicy::BestFit, Direction::BottomUp, 11, kOpsPerCombination, false);
}
TEST(FreeListDifferential, BestFitTopDown) {
  runDifferential(FitPolicy::BestFit, Direction::TopDown, 12, kOpsPerCombination, false);
}
TEST(FreeListDifferential, FirstFitBottomUp) {
  runDifferential(FitPolicy::FirstFit, Direction::BottomUp, 13, kOpsPerCombination, false);
}
TEST(FreeListDifferential, FirstFitTopDown) {
  runDifferential(FitPolicy::FirstFit, Direction::TopDown, 14, kOpsPerCombination, false);
}
// Heap and stack on the two ends of one list, as regions use it.
TEST(FreeListDifferential, BothDirectionsInterleaved) {
  runDifferential(FitPolicy::BestFit, Direction::TopDown, 15, kOpsPerCombination / 4, true);
  runDifferential(FitPolicy::FirstFit, Direction::BottomUp, 16, kOpsPerCombination / 4, true);
}

}  // namespace
}  // namespace strata::alloc
