// The free list's internal invariants, checked after every operation in every build
// type (FreeList itself checks them only in debug builds): random allocations in both
// directions, with and without limits, allocate-at and frees, on lists whose block
// count crosses the thresholds at which a best-fit list builds and drops its address
// index. checkInvariants() verifies the block list (tiling, links, coalescing, sentinel
// nodes, node pool), the counters, the address hash, the size index and the address
// index against each other.
#include "strata/alloc/detail/free_list_core.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

namespace strata::alloc::detail {
namespace {

void runRandom(FitPolicy policy, std::uint64_t seed, std::size_t max_live) {
  const Address base = 4096;
  const std::uint64_t size = 1 << 20, alignment = 32;
  FreeListCore core(base, size, alignment, policy);
  std::mt19937_64 rng(seed);
  std::vector<Address> live;
  auto rounded = [&](std::uint64_t n) { return (n + alignment - 1) / alignment * alignment; };
  for (int step = 0; step < 20'000; ++step) {
    SCOPED_TRACE("step " + std::to_string(step));
    const unsigned roll = rng() % 100;
    if (!live.empty() && (live.size() >= max_live || roll < 45)) {
      const std::size_t k = rng() % live.size();
      ASSERT_TRUE(core.deallocate(live[k]));
      live[k] = live.back();
      live.pop_back();
    } else if (roll < 90) {
      const Direction d = rng() % 2 ? Direction::BottomUp : Direction::TopDown;
      AddressLimit limit;
      if (rng() % 3 == 0) limit = base + rng() % size;
      if (auto a = core.allocate(rounded(1 + rng() % 6000), d, limit)) live.push_back(*a);
    } else {
      const Address at = base + (rng() % size) / alignment * alignment;
      const std::uint64_t n = rounded(1 + rng() % 3000);
      if (at + n <= base + size && core.allocateAt(at, n)) live.push_back(at);
    }
    ASSERT_NO_THROW(core.checkInvariants());
    if (step % 5000 == 4999) {
      core.clear();
      live.clear();
      ASSERT_NO_THROW(core.checkInvariants());
    }
  }
}

// Up to 30 live blocks: a best-fit list stays below the address-index threshold.
TEST(FreeListCore, InvariantsHoldBestFitFewBlocks) { runRandom(FitPolicy::BestFit, 1, 30); }
// Up to 200: it builds the index, keeps it up to date, drops it after a clear and
// builds it again.
TEST(FreeListCore, InvariantsHoldBestFitManyBlocks) { runRandom(FitPolicy::BestFit, 2, 200); }
// Around the threshold: the index is built and dropped repeatedly.
TEST(FreeListCore, InvariantsHoldBestFitAroundTheThreshold) {
  runRandom(FitPolicy::BestFit, 3, 40);
}
TEST(FreeListCore, InvariantsHoldFirstFit) { runRandom(FitPolicy::FirstFit, 4, 120); }

// Many blocks of one size (a bucket) taken and returned from the middle.
TEST(FreeListCore, InvariantsHoldWithManyEqualHoles) {
  FreeListCore core(0, 1 << 20, 16, FitPolicy::BestFit);
  std::vector<Address> a;
  for (int i = 0; i < 400; ++i)
    a.push_back(*core.allocate(i % 2 ? 512 : 256, Direction::BottomUp, {}));
  for (int i = 0; i < 400; i += 2) ASSERT_TRUE(core.deallocate(a[std::size_t(i)]));
  ASSERT_NO_THROW(core.checkInvariants());
  // Refill 100 of the 200 holes at their addresses, in scattered order (37 and 200 are
  // coprime, so no hole comes twice).
  for (int i = 0; i < 100; ++i) {
    ASSERT_TRUE(core.allocateAt(a[std::size_t((i * 37) % 200 * 2)], 256));
    ASSERT_NO_THROW(core.checkInvariants());
  }
  // The other 100 by best fit from both ends.
  for (int i = 0; i < 100; ++i) {
    ASSERT_TRUE(core.allocate(256, i % 2 ? Direction::BottomUp : Direction::TopDown, {}));
    ASSERT_NO_THROW(core.checkInvariants());
  }
}

}  // namespace
}  // namespace strata::alloc::detail
