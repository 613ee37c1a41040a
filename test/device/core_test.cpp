#include "strata/device/core.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>

using namespace strata;
using namespace strata::device;

TEST(CoreRange, CountsAndContains) {
  CoreRange r({1, 2}, {3, 5});
  EXPECT_EQ(r.width(), 3u);
  EXPECT_EQ(r.height(), 4u);
  EXPECT_EQ(r.numCores(), 12u);
  EXPECT_TRUE(r.contains(CoreCoord{3, 5}));
  EXPECT_FALSE(r.contains(CoreCoord{4, 5}));
  EXPECT_TRUE(r.contains(CoreRange({2, 2}, {3, 3})));
  EXPECT_EQ(r.toString(), "(1,2)-(3,5)");
  EXPECT_THROW(CoreRange({3, 0}, {1, 0}), Error);
}

TEST(CoreRangeSet, RejectsOverlapAndPrints) {
  EXPECT_THROW(CoreRangeSet({CoreRange({0, 0}, {2, 2}), CoreRange({2, 2}, {3, 3})}), Error);
  CoreRangeSet s({CoreRange({0, 0}, {7, 0}), CoreRange({0, 1}, {3, 1})});
  EXPECT_EQ(s.toString(), "[(0,0)-(7,0), (0,1)-(3,1)]");
  EXPECT_EQ(s.numCores(), 12u);
  EXPECT_TRUE(s.contains(CoreRange({2, 0}, {3, 1})));
  EXPECT_FALSE(s.contains(CoreRange({2, 0}, {4, 1})));
}

TEST(CoreRangeSet, MergesIntoRectangles) {
  // Two rows of 8 given core by core become one rectangle.
  std::vector<CoreCoord> cores;
  for (std::uint32_t y = 0; y < 2; ++y)
    for (std::uint32_t x = 0; x < 8; ++x) cores.push_back({x, y});
  EXPECT_EQ(CoreRangeSet::fromCores(cores).toString(), "[(0,0)-(7,1)]");

  CoreRangeSet split({CoreRange({0, 0}, {3, 3}), CoreRange({4, 0}, {7, 3})});
  EXPECT_EQ(split.merged().toString(), "[(0,0)-(7,3)]");

  // An L shape needs two rectangles.
  CoreRangeSet l({CoreRange({0, 0}, {1, 0}), CoreRange({0, 1}, {0, 1})});
  EXPECT_EQ(l.merged().toString(), "[(0,0)-(1,0), (0,1)-(0,1)]");
}

TEST(CoreRangeSet, IntersectAndIterate) {
  CoreRangeSet a(CoreRange({0, 0}, {3, 3}));
  CoreRangeSet b({CoreRange({2, 2}, {5, 5}), CoreRange({0, 6}, {1, 6})});
  EXPECT_EQ(a.intersect(b).toString(), "[(2,2)-(3,3)]");
  EXPECT_TRUE(a.intersect(CoreRangeSet(CoreRange({5, 5}, {6, 6}))).empty());
  auto cores = CoreRangeSet(CoreRange({1, 1}, {2, 2})).cores();
  ASSERT_EQ(cores.size(), 4u);
  EXPECT_EQ(cores[1], (CoreCoord{2, 1}));  // row-major
  EXPECT_EQ(a.boundingBox().toString(), "(0,0)-(3,3)");
}

TEST(CoreRangeSet, MergeKeepsExactlyTheSameCores) {
  std::mt19937 rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    std::set<CoreCoord> want;
    std::vector<CoreCoord> cores;
    for (int i = 0; i < 30; ++i) {
      CoreCoord c{static_cast<std::uint32_t>(rng() % 8), static_cast<std::uint32_t>(rng() % 8)};
      cores.push_back(c);
      want.insert(c);
    }
    CoreRangeSet merged = CoreRangeSet::fromCores(cores);
    auto got = merged.cores();
    EXPECT_EQ(std::set<CoreCoord>(got.begin(), got.end()), want);
    EXPECT_EQ(merged.numCores(), want.size());  // disjoint rectangles
    EXPECT_NO_THROW(CoreRangeSet(merged.ranges()));
  }
}
