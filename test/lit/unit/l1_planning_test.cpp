// The L1 planning analysis's answer against a capacity: fits, overfull (more live than
// the capacity at one step), and fragmented (every step fits, no layout does, proven).

#include "strata/compiler/Dialect/TTNN/Analysis/L1Planning.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"

#include <fmt/core.h>
#include <gtest/gtest.h>

namespace {

using namespace mlir::tt::ttnn;

// Found by exhaustive search: at most 4 bytes are live at once, yet no layout fits in 4.
// Step 2 puts b2 at an end (b0 takes 3 contiguous bytes); step 3's reservation holds
// offset 0, so b2 is at 3 and b3, b4 at 1 and 2; step 4's b1 then finds only 0 and 3.
L1Problem fragmentedProblem() {
  L1Problem p;
  auto add = [&](int64_t lower, int64_t upper, int64_t size, std::optional<int64_t> fixed) {
    strata::plan::Buffer b;
    b.id = fmt::format("b{}", p.problem.buffers.size());
    b.lower = lower;
    b.upper = upper;
    b.size = size;
    b.fixedOffset = fixed;
    p.problem.buffers.push_back(b);
    p.items.push_back({mlir::Value(), lower - 1, static_cast<uint64_t>(size)});
  };
  add(2, 3, 3, std::nullopt);
  add(4, 5, 2, std::nullopt);
  add(2, 4, 1, std::nullopt);
  add(3, 5, 1, std::nullopt);
  add(3, 5, 1, std::nullopt);
  add(3, 4, 1, 0);  // an op's reservation
  p.fullest = strata::plan::fullestStep(p.problem);
  p.lowerBound = strata::plan::lowerBound(p.problem);
  return p;
}

L1Answer solve(const L1Problem &problem, uint64_t capacity) {
  mlir::MLIRContext context;
  auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  mlir::FailureOr<L1Answer> answer = solveL1Problem(problem, capacity, deadline, [&] {
    return mlir::emitError(mlir::UnknownLoc::get(&context));
  });
  EXPECT_TRUE(mlir::succeeded(answer));
  return mlir::succeeded(answer) ? *answer : L1Answer{};
}

TEST(L1Planning, FragmentationIsProvenWhenEveryStepFitsButNoLayoutDoes) {
  L1Problem problem = fragmentedProblem();
  EXPECT_EQ(problem.lowerBound, 4);
  EXPECT_EQ(problem.fullest.bytes, 4);
  EXPECT_EQ(problem.fullest.time, 2);
  L1Answer answer = solve(problem, 4);
  EXPECT_EQ(answer.fit, L1Fit::NoLayoutFits);
  EXPECT_EQ(answer.result.peak, 5);
}

TEST(L1Planning, OneByteMoreFits) {
  L1Answer answer = solve(fragmentedProblem(), 5);
  ASSERT_EQ(answer.fit, L1Fit::Fits);
  EXPECT_EQ(answer.result.peak, 5);
  EXPECT_EQ(answer.result.solution.offsets.size(), 6u);
}

TEST(L1Planning, MoreLiveThanTheCapacityIsOverfullWithoutPlanning) {
  L1Answer answer = solve(fragmentedProblem(), 3);
  EXPECT_EQ(answer.fit, L1Fit::Overfull);
  EXPECT_EQ(answer.result.peak, 0);
}

TEST(L1Planning, APassedDeadlineIsOutOfTime) {
  mlir::MLIRContext context;
  mlir::FailureOr<L1Answer> answer =
      solveL1Problem(fragmentedProblem(), 5, std::chrono::steady_clock::now(),
                     [&] { return mlir::emitError(mlir::UnknownLoc::get(&context)); });
  ASSERT_TRUE(mlir::succeeded(answer));
  EXPECT_EQ(answer->fit, L1Fit::OutOfTime);
}

}  // namespace
