// The planning driver: capacity and minimise modes on shipped and hand-made instances.

#include "strata/plan/planner.hpp"

#include "strata/plan/csv.hpp"
#include "strata/plan/heuristic.hpp"
#include "strata/plan/lower_bound.hpp"
#include "strata/plan/sweep.hpp"
#include "strata/plan/validator.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

#include <filesystem>

namespace strata::plan {
namespace {

const std::filesystem::path kDsa = std::filesystem::path(STRATA_DATA_DIR) / "dsa";

PlanOptions capacityMode(std::int64_t capacity, double timeout = 20) {
  PlanOptions o;
  o.capacity = capacity;
  o.timeoutSeconds = timeout;
  return o;
}

PlanOptions minimiseMode(double timeout = 20) {
  PlanOptions o;
  o.minimize = true;
  o.timeoutSeconds = timeout;
  return o;
}

TEST(PlanDriver, ExactSearchBeatsTheHeuristicOnASmallInstance) {
  // Found by random search: every best-fit order needs 8 bytes, 6 suffice.
  Problem p = parseProblemCsv(
      "id,lower,upper,size\n0,1,2,2\n1,2,4,1\n2,3,7,2\n3,5,7,4\n4,2,5,2\n5,1,3,3\n");
  Sweep sw = sweepProblem(p);
  HeuristicResult h = solveHeuristic(p, sw);
  PlanResult r = plan(p, minimiseMode());
  EXPECT_EQ(r.lowerBound, lowerBound(p));
  EXPECT_GT(h.peak, r.peak);
  EXPECT_EQ(r.peak, r.lowerBound);
  EXPECT_TRUE(r.optimal);
  EXPECT_EQ(r.method, "exact");
  EXPECT_TRUE(findViolations(p, r.solution, r.peak).empty());
}

TEST(PlanDriver, FullestStepNamesTheEarliestFullestTimeAndItsBytes) {
  // Live bytes by time: t1 5, t2 6 (0 ends; 1 and 4 start), t3 5, t4 4, t5 6, t6 6.
  Problem p = parseProblemCsv(
      "id,lower,upper,size\n0,1,2,2\n1,2,4,1\n2,3,7,2\n3,5,7,4\n4,2,5,2\n5,1,3,3\n");
  FullestStep fullest = fullestStep(p);
  EXPECT_EQ(fullest.time, 2);
  EXPECT_EQ(fullest.bytes, 6);
  EXPECT_EQ(lowerBound(p), 6);
  // A fixed buffer counts like any other for the step, and by its top for the bound.
  p.buffers[3].fixedOffset = 20;
  EXPECT_EQ(fullestStep(p).bytes, 6);
  EXPECT_EQ(lowerBound(p), 24);
  EXPECT_EQ(fullestStep(Problem{}).bytes, 0);
}

// A problem built in code is held to the CSV reader's rules: plan() names the buffer
// instead of dividing by a zero alignment or planning a negative size.
TEST(PlanDriver, RefusesABufferTheCsvReaderWouldRefuse) {
  const auto buffer = [](std::string id, TimeStep lower, TimeStep upper, ByteSize size) {
    Buffer b;
    b.id = std::move(id);
    b.lower = lower;
    b.upper = upper;
    b.size = size;
    return b;
  };
  const auto refusal = [&](Buffer bad) {
    Problem p;
    p.buffers = {buffer("ok", 0, 2, 64), std::move(bad)};
    try {
      (void)plan(p, minimiseMode());
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  Buffer zeroAlignment = buffer("z", 0, 1, 8);
  zeroAlignment.alignment = 0;
  EXPECT_EQ(refusal(zeroAlignment),
            "buffer #1: buffer 'z' has alignment 0; alignments must be >= 1");
  EXPECT_EQ(refusal(buffer("n", 0, 1, -8)), "buffer #1: buffer 'n' has size -8; sizes must be positive");
  EXPECT_EQ(refusal(buffer("e", 3, 1, 8)),
            "buffer #1: buffer 'e' has upper 1 <= lower 3; lifetimes are half-open [lower, upper) "
            "and must not be empty");
  Buffer misaligned = buffer("m", 0, 1, 8);
  misaligned.alignment = 32;
  misaligned.fixedOffset = 48;
  EXPECT_EQ(refusal(misaligned),
            "buffer #1: buffer 'm' has fixed offset 48, not a multiple of its alignment 32");
  EXPECT_EQ(refusal(buffer("h", 0, 1, kMaxProblemBytes)),
            "buffer #1: buffer 'h' brings the total of sizes above 2^62 bytes; the planner works "
            "in 64-bit byte offsets");
}

TEST(PlanDriver, MiniMallocInstanceFitsAtItsCapacity) {
  Problem p = readProblemCsv(kDsa / "minimalloc" / "C.1048576.csv");
  Sweep sw = sweepProblem(p);
  HeuristicResult h = solveHeuristic(p, sw);
  ASSERT_GT(h.peak, 1048576);  // the heuristic alone does not answer the question
  PlanResult r = plan(p, capacityMode(1048576));
  EXPECT_TRUE(r.feasible);
  EXPECT_FALSE(r.timedOut);
  EXPECT_EQ(r.method, "exact");
  EXPECT_LE(r.peak, 1048576);
  EXPECT_EQ(r.peak, peakOf(p, r.solution));
  EXPECT_TRUE(findViolations(p, r.solution, 1048576).empty());
  EXPECT_GT(r.searchNodes, 0);
}

TEST(PlanDriver, CapacityBelowTheLowerBoundIsProvenInfeasibleAtOnce) {
  Problem p = readProblemCsv(kDsa / "minimalloc" / "C.1048576.csv");
  const std::int64_t lb = lowerBound(p);
  PlanResult r = plan(p, capacityMode(lb - 1));
  EXPECT_FALSE(r.feasible);
  EXPECT_TRUE(r.proofOfInfeasibility);
  EXPECT_EQ(r.searchNodes, 0);
  EXPECT_GT(r.peak, lb - 1);  // the best layout found is still reported, and valid
  EXPECT_TRUE(findViolations(p, r.solution).empty());
}

TEST(PlanDriver, BudgetRunsOutWithTheBestValidLayout) {
  Problem p = readProblemCsv(kDsa / "minimalloc" / "F.1048576.csv");
  PlanResult r = plan(p, capacityMode(1048576, 0.01));
  EXPECT_FALSE(r.feasible);
  EXPECT_TRUE(r.timedOut);
  EXPECT_FALSE(r.proofOfInfeasibility);
  EXPECT_GT(r.peak, 1048576);
  EXPECT_EQ(r.peak, peakOf(p, r.solution));
  EXPECT_TRUE(findViolations(p, r.solution).empty());
}

TEST(PlanDriver, Resnet50MinimisedToItsLowerBound) {
  Problem p = readProblemCsv(kDsa / "models" / "resnet50.csv");
  PlanResult r = plan(p, minimiseMode());
  EXPECT_EQ(r.lowerBound, lowerBound(p));
  EXPECT_EQ(r.peak, r.lowerBound);
  EXPECT_TRUE(r.optimal);
  EXPECT_TRUE(r.feasible);
  EXPECT_DOUBLE_EQ(r.gapPercent, 0.0);
  EXPECT_TRUE(findViolations(p, r.solution, r.peak).empty());
}

TEST(PlanDriver, ReservedRegionAtTheBottomIsKept) {
  // An op's reserved region (stack + circular buffers) pinned at 0 for the whole run.
  Problem p = parseProblemCsv(
      "id,lower,upper,size,offset\nreserved,0,10,100,0\na,0,5,50,\nb,3,8,50,\nc,5,10,50,\n");
  PlanResult r = plan(p, minimiseMode());
  EXPECT_EQ(r.solution.offsets[0], 0);
  EXPECT_EQ(r.peak, 200);
  EXPECT_TRUE(r.optimal);
  EXPECT_TRUE(findViolations(p, r.solution).empty());
  for (std::size_t i = 1; i < p.size(); ++i) EXPECT_GE(r.solution.offsets[i], 100);
}

TEST(PlanDriver, FixedBufferAboveCapacityIsInfeasible) {
  Problem p = parseProblemCsv("id,lower,upper,size,offset\nr,0,10,100,0\n");
  PlanResult r = plan(p, capacityMode(99));
  EXPECT_FALSE(r.feasible);
  EXPECT_TRUE(r.proofOfInfeasibility);
}

TEST(PlanDriver, EmptyProblem) {
  PlanResult r = plan(Problem{}, minimiseMode());
  EXPECT_EQ(r.peak, 0);
  EXPECT_EQ(r.lowerBound, 0);
  EXPECT_TRUE(r.optimal);
  EXPECT_TRUE(r.solution.offsets.empty());
}

TEST(PlanDriver, BadOptionsAreInvalidArguments) {
  Problem p = parseProblemCsv("id,lower,upper,size\n0,0,4,8\n");
  PlanOptions neither;
  PlanOptions both = capacityMode(10);
  both.minimize = true;
  for (const PlanOptions& o :
       {neither, both, capacityMode(0), capacityMode(-5), capacityMode(10, 0.0),
        capacityMode(10, -1.0)}) {
    try {
      plan(p, o);
      ADD_FAILURE() << "accepted bad options";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    }
  }
}

TEST(PlanDriver, ProgressIsReported) {
  Problem p = readProblemCsv(kDsa / "minimalloc" / "C.1048576.csv");
  PlanOptions o = capacityMode(1048576);
  std::vector<std::string> phases;
  o.progress = [&](const PlanProgress& pr) {
    phases.push_back(pr.phase);
    EXPECT_EQ(pr.lowerBound, lowerBound(p));
    EXPECT_GT(pr.bestPeak, 0);
  };
  plan(p, o);
  ASSERT_GE(phases.size(), 2u);
  EXPECT_EQ(phases.front(), "heuristic");
  EXPECT_EQ(phases.back(), "search C=1048576");
}

}  // namespace
}  // namespace strata::plan
