// A workload's events as a static planning problem: lifetimes, sizes and alignment.

#include "strata/analysis/planning_instance.hpp"

#include "strata/analysis/pressure.hpp"
#include "strata/analysis/workloads.hpp"
#include "strata/device/arch.hpp"
#include "strata/plan/lower_bound.hpp"
#include "strata/plan/planner.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

namespace strata::analysis {
namespace {

Event alloc(std::uint64_t id, std::uint64_t bytes, AllocKind kind) {
  Event e;
  e.type = EventType::Allocate;
  e.id = id;
  e.bytes = bytes;
  e.kind = kind;
  return e;
}
Event of(EventType type, std::uint64_t id = 0) {
  Event e;
  e.type = type;
  e.id = id;
  return e;
}

TEST(PlanningInstance, LifetimesFollowFreesFramesAndTheEnd) {
  BankGeometry g;
  g.alignment = 32;
  const std::vector<Event> events = {
      alloc(1, 100, AllocKind::Heap),           // 0: live to the end (never freed)
      of(EventType::FrameBegin),                // 1
      alloc(2, 64, AllocKind::Intermediate),    // 2: released by the frame's end
      alloc(3, 33, AllocKind::CbRegion),        // 3: freed at 4
      of(EventType::Free, 3),                   // 4
      of(EventType::FrameEnd),                  // 5
      of(EventType::Free, 2),                   // 6: a no-op, the frame released it
      alloc(4, 8, AllocKind::Heap),             // 7
      of(EventType::Free, 4),                   // 8
  };
  const plan::Problem p = planningInstance(events, g);
  ASSERT_EQ(p.size(), 4u);
  struct Want {
    const char* id;
    plan::TimeStep lower, upper;
    plan::ByteSize size;
  };
  const Want want[] = {{"heap-1", 0, 9, 128}, {"intermediate-2", 2, 5, 64}, {"cb-region-3", 3, 4, 64},
                       {"heap-4", 7, 8, 32}};
  for (std::size_t i = 0; i < 4; ++i) {
    EXPECT_EQ(p.buffers[i].id, want[i].id);
    EXPECT_EQ(p.buffers[i].lower, want[i].lower) << want[i].id;
    EXPECT_EQ(p.buffers[i].upper, want[i].upper) << want[i].id;
    EXPECT_EQ(p.buffers[i].size, want[i].size) << want[i].id;
    EXPECT_EQ(p.buffers[i].alignment, 32);
    EXPECT_FALSE(p.buffers[i].fixedOffset);
  }
}

TEST(PlanningInstance, InvalidEventsAreRejected) {
  const std::vector<Event> events = {of(EventType::Free, 9)};
  EXPECT_THROW(planningInstance(events, BankGeometry{}), Error);
}

// More decode steps repeat the same layers: about twice the buffers, the same bound.
// No placement beats the instance's bound, so a replay's footprint never does either,
// and the planner reaches it.
TEST(PlanningInstance, ModelInstancesScaleWithDecodeSteps) {
  const device::ArchDesc arch = device::resolveArch("wormhole_b0");
  const BankGeometry g = geometryOf(arch);
  const Workload two = buildPressureModel("llama-1b-decode", arch, 0.25);
  const Workload four = buildPressureModel("llama-1b-decode", arch, 0.25, 4);
  const plan::Problem p2 = planningInstance(two.events, g), p4 = planningInstance(four.events, g);
  EXPECT_GT(p4.size(), 2 * p2.size() - 10);
  EXPECT_LT(p4.size(), 2 * p2.size() + 10);
  EXPECT_EQ(plan::lowerBound(p2), plan::lowerBound(p4));
  const ReplayResult r = replay(two.events, Policy::Stack, g);
  ASSERT_TRUE(r.ok);
  EXPECT_LE(static_cast<std::uint64_t>(plan::lowerBound(p2)), r.summary.peak_footprint);
  plan::PlanOptions o;
  o.minimize = true;
  o.timeoutSeconds = 20;
  const plan::PlanResult planned = plan::plan(p4, o);
  EXPECT_EQ(planned.peak, planned.lowerBound);
  EXPECT_THROW(buildPressureModel("bert-base", arch, 0.5, -1), Error);
}

}  // namespace
}  // namespace strata::analysis
