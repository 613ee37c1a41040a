// Validator: accepts valid layouts (including touching ones) and detects each violation.

#include "strata/plan/validator.hpp"

#include "strata/plan/csv.hpp"
#include "strata/plan/lower_bound.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

namespace strata::plan {
namespace {

Problem threeBuffers() {
  // a and b overlap in time; c starts exactly when a ends (half-open: no overlap).
  return parseProblemCsv("id,lower,upper,size,alignment\na,0,10,8,4\nb,5,15,8,1\nc,10,20,8,1\n");
}

std::vector<ViolationKind> kinds(const std::vector<Violation>& v) {
  std::vector<ViolationKind> k;
  for (const Violation& x : v) k.push_back(x.kind);
  return k;
}

TEST(PlanValidator, AcceptsTouchingInTimeAndSpace) {
  Problem p = threeBuffers();
  Solution s{{0, 8, 0}};  // b sits right on a; c reuses a's bytes after a died
  EXPECT_TRUE(findViolations(p, s, 16).empty());
  EXPECT_NO_THROW(requireValid(p, s, 16));
  EXPECT_EQ(peakOf(p, s), 16);
}

TEST(PlanValidator, DetectsOverlapWithBothBuffersAndLines) {
  Problem p = threeBuffers();
  auto v = findViolations(p, Solution{{0, 7, 16}});
  ASSERT_EQ(kinds(v), (std::vector<ViolationKind>{ViolationKind::Overlap}));
  EXPECT_EQ(v[0].buffer, 0u);
  EXPECT_EQ(v[0].other, 1u);
  EXPECT_NE(v[0].message.find("line 2"), std::string::npos) << v[0].message;
  EXPECT_NE(v[0].message.find("line 3"), std::string::npos) << v[0].message;
  // Also when the later-starting buffer is below the earlier one.
  EXPECT_EQ(kinds(findViolations(p, Solution{{4, 0, 16}})),
            (std::vector<ViolationKind>{ViolationKind::Overlap}));
  // And when one contains the other in space.
  EXPECT_EQ(kinds(findViolations(p, Solution{{0, 0, 16}})),
            (std::vector<ViolationKind>{ViolationKind::Overlap}));
}

TEST(PlanValidator, DetectsOverCapacityWithTheExcess) {
  Problem p = threeBuffers();
  auto v = findViolations(p, Solution{{0, 8, 0}}, 15);
  ASSERT_EQ(kinds(v), (std::vector<ViolationKind>{ViolationKind::OverCapacity}));
  EXPECT_EQ(v[0].buffer, 1u);
  EXPECT_NE(v[0].message.find("1 bytes above the capacity 15"), std::string::npos);
}

TEST(PlanValidator, DetectsMisalignmentAndNegativeOffsets) {
  Problem p = threeBuffers();
  EXPECT_EQ(kinds(findViolations(p, Solution{{2, 10, 0}})),
            (std::vector<ViolationKind>{ViolationKind::Misaligned}));
  EXPECT_EQ(kinds(findViolations(p, Solution{{0, 8, -3}})),
            (std::vector<ViolationKind>{ViolationKind::NegativeOffset}));
}

TEST(PlanValidator, DetectsMovedFixedBuffer) {
  Problem p = parseProblemCsv("id,lower,upper,size,offset\nr,0,10,8,0\nx,0,10,8,\n");
  EXPECT_TRUE(findViolations(p, Solution{{0, 8}}).empty());
  auto v = findViolations(p, Solution{{8, 0}});
  ASSERT_EQ(kinds(v), (std::vector<ViolationKind>{ViolationKind::FixedOffsetMoved}));
  EXPECT_EQ(v[0].buffer, 0u);
}

TEST(PlanValidator, DetectsWrongOffsetCount) {
  Problem p = threeBuffers();
  EXPECT_EQ(kinds(findViolations(p, Solution{{0, 8}})),
            (std::vector<ViolationKind>{ViolationKind::WrongOffsetCount}));
}

TEST(PlanValidator, RequireValidThrowsInternalWithTheFirstViolation) {
  Problem p = threeBuffers();
  try {
    requireValid(p, Solution{{0, 7, 16}});
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::Internal);
    EXPECT_NE(std::string(e.what()).find("overlap"), std::string::npos);
  }
}

TEST(PlanValidator, LimitCapsTheReport) {
  // Five buffers live together, all at offset 0: many overlaps, at most 2 reported.
  Problem p = parseProblemCsv("id,lower,upper,size\n0,0,4,1\n1,0,4,1\n2,0,4,1\n3,0,4,1\n4,0,4,1\n");
  EXPECT_EQ(findViolations(p, Solution{{0, 0, 0, 0, 0}}, std::nullopt, 2).size(), 2u);
}

TEST(PlanLowerBound, MaxLiveBytesWithHalfOpenLifetimes) {
  Problem p = threeBuffers();
  EXPECT_EQ(lowerBound(p), 16);  // a+b live in [5,10); at 10 a ends before c starts
  EXPECT_EQ(lowerBound(parseProblemCsv("id,lower,upper,size\n")), 0);
  Problem q = parseProblemCsv("id,lower,upper,size\n0,0,3,5\n1,1,4,6\n2,2,5,7\n3,3,6,1\n");
  EXPECT_EQ(lowerBound(q), 18);  // [2,3): 5 + 6 + 7
}

TEST(PlanLowerBound, FixedBufferTopCounts) {
  Problem p = parseProblemCsv("id,lower,upper,size,offset\nr,0,10,8,100\n");
  EXPECT_EQ(lowerBound(p), 108);
}

TEST(PlanLowerBound, GapPercent) {
  EXPECT_DOUBLE_EQ(gapPercent(110, 100), 10.0);
  EXPECT_DOUBLE_EQ(gapPercent(100, 100), 0.0);
  EXPECT_DOUBLE_EQ(gapPercent(5, 0), 0.0);
}

}  // namespace
}  // namespace strata::plan
