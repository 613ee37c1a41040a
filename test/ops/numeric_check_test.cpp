// The error figures `strata exec` and the property tests report: the relative error stays
// finite at and near a zero reference, and `tolerance_used` is the worst element's share
// of atol + rtol * |reference|.
#include "strata/ops_device/check.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

NumericCheck compare(const Tolerance& tol, const std::vector<double>& expected,
                     const std::vector<double>& actual) {
  NumericCheck check;
  accumulateComparison(tol, expected, actual, check);
  return check;
}

TEST(NumericCheck, RelativeErrorIsScaledByAtolOverRtolBelowIt) {
  // bf16's primitive tolerance: atol 0.02, rtol 0.02, so references under 1 in magnitude
  // are measured against 1.
  const Tolerance bf16{0.02, 0.02};
  const NumericCheck near_zero = compare(bf16, {0.0, 1e-6, -0.5}, {0.01, 0.0, -0.5});
  EXPECT_DOUBLE_EQ(near_zero.max_abs_error, 0.01);
  EXPECT_DOUBLE_EQ(near_zero.max_rel_error, 0.01);  // 0.01 / max(0, 1), not 0.01 / 0
  EXPECT_DOUBLE_EQ(near_zero.tolerance_used, 0.5);  // 0.01 / (0.02 + 0.02 * 0)
  EXPECT_TRUE(near_zero.within_tolerance);
  EXPECT_EQ(near_zero.elements, 3u);

  const NumericCheck large = compare(bf16, {8.0}, {8.25});
  EXPECT_DOUBLE_EQ(large.max_rel_error, 0.25 / 8.0);
  EXPECT_DOUBLE_EQ(large.tolerance_used, 0.25 / (0.02 + 0.02 * 8.0));
  EXPECT_FALSE(large.within_tolerance);  // 0.25 > 0.18
}

TEST(NumericCheck, ExactTolerancesCountAnyDifferenceAsOutside) {
  const Tolerance exact{0, 0};
  const NumericCheck same = compare(exact, {0.0, 3.0}, {0.0, 3.0});
  EXPECT_TRUE(same.within_tolerance);
  EXPECT_EQ(same.tolerance_used, 0.0);
  const NumericCheck off = compare(exact, {0.0, 3.0}, {1.0, 3.0});
  EXPECT_FALSE(off.within_tolerance);
  EXPECT_EQ(off.tolerance_used, std::numeric_limits<double>::infinity());
  EXPECT_EQ(off.max_rel_error, 0.0);  // a zero reference has no scale to be relative to
  EXPECT_EQ(off.max_abs_error, 1.0);
}

TEST(NumericCheck, NonFiniteValuesMustMatchTheReference) {
  const Tolerance bf16{0.02, 0.02};
  const double inf = std::numeric_limits<double>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_TRUE(compare(bf16, {inf, nan}, {inf, nan}).within_tolerance);
  EXPECT_FALSE(compare(bf16, {inf}, {-inf}).within_tolerance);
  EXPECT_FALSE(compare(bf16, {1.0}, {nan}).within_tolerance);
  EXPECT_EQ(compare(bf16, {inf}, {inf}).max_abs_error, 0.0);
}

TEST(NumericCheck, TheLargestReferenceIsItsFiniteMagnitude) {
  // -300 is the largest finite |reference|; the infinity and the NaN are not magnitudes.
  const Tolerance bf16{0.02, 0.02};
  const double inf = std::numeric_limits<double>::infinity();
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const NumericCheck check = compare(bf16, {2.0, -300.0, inf, nan}, {2.0, -301.0, inf, 5.0});
  EXPECT_EQ(check.max_abs_reference, 300.0);
  EXPECT_EQ(check.max_abs_error, 1.0);
  EXPECT_EQ(check.non_finite_mismatches, 1u);
}

}  // namespace
}  // namespace strata::ops
