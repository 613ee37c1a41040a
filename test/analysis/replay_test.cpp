// Replay under heap / pool / stack on hand-made event lists. Every expected figure was
// derived by hand in the comments (bank [256, 1024), 16-B alignment, 2 banks, 64-B pages).
#include "strata/analysis/replay.hpp"

#include "strata/support/error.hpp"

#include <gtest/gtest.h>

namespace strata::analysis {
namespace {

BankGeometry smallBank(std::uint64_t l1 = 1024) {
  BankGeometry g;
  g.l1_size = l1;
  g.unreserved_base = 256;
  g.alignment = 16;
  g.num_banks = 2;
  g.page_size = 64;
  return g;
}

// 0 A=heap 128 | 1 op c | 2 frame | 3 T1=temp 64 | 4 T2=temp 64 | 5 free T1 |
// 6 O=heap 128 | 7 free T2 | 8 frame end | 9 op end | 10 B=heap 64
std::vector<Event> outputBetweenTemps() {
  EventBuilder b;
  b.heap(128, "A");
  b.opBegin("c");
  b.frameBegin();
  auto t1 = b.temp(64, "T1");
  auto t2 = b.temp(64, "T2");
  b.free(t1);
  b.heap(128, "O");
  b.free(t2);
  b.frameEnd();
  b.opEnd();
  b.heap(64, "B");
  return b.take();
}

// 0 op c | 1 frame | 2 T1=temp 256 | 3 O1=heap 64 | 4 frame end (releases T1) |
// 5 op end | 6 X=heap 320
std::vector<Event> tempReleasedByFrame() {
  EventBuilder b;
  b.opBegin("c");
  b.frameBegin();
  b.temp(256, "T1");
  b.heap(64, "O1");
  b.frameEnd();
  b.opEnd();
  b.heap(320, "X");
  return b.take();
}

TEST(Replay, HeapPolicyPlacesTempsTopDownAndLeavesHoles) {
  auto r = replay(outputBetweenTemps(), Policy::Heap, smallBank());
  ASSERT_TRUE(r.ok);
  ASSERT_EQ(r.samples.size(), 11u);
  // A [896,1024) T1 [832,896) T2 [768,832); free T1; O best fit [640,768); free T2
  // leaves [256,640)=384 and [768,896)=128; B best fits the 128 hole at [832,896).
  EXPECT_EQ(r.placements[0].address, 896u);
  EXPECT_EQ(r.placements[1].address, 832u);
  EXPECT_EQ(r.placements[2].address, 768u);
  EXPECT_EQ(r.placements[3].address, 640u);
  EXPECT_EQ(r.placements[4].address, 832u);
  EXPECT_EQ(r.placements[1].role, BlockRole::Intermediate);
  EXPECT_EQ(r.placements[1].op, "c");
  EXPECT_EQ(r.placements[1].first_event, 3u);
  EXPECT_EQ(r.placements[1].last_event, 5u);
  EXPECT_EQ(r.placements[0].last_event, 10u);  // never freed: alive to the end

  const Sample& s5 = r.samples[5];  // free [256,768)=512 + [832,896)=64
  EXPECT_EQ(s5.free_bytes, 576u);
  EXPECT_EQ(s5.largest_free, 512u);
  EXPECT_DOUBLE_EQ(s5.external_fragmentation, 1.0 - 512.0 / 576.0);
  const Sample& s7 = r.samples[7];  // free 384 + 128
  EXPECT_EQ(s7.heap_floor, 640u);
  EXPECT_EQ(s7.stack_top, 256u);
  EXPECT_EQ(s7.free_bytes, 512u);
  EXPECT_EQ(s7.largest_free, 384u);
  EXPECT_DOUBLE_EQ(s7.external_fragmentation, 0.25);
  EXPECT_EQ(s7.footprint, 384u);
  EXPECT_EQ(r.samples[9].largest_fit, 768u);  // 384/64 = 6 pages x 64 B x 2 banks
  EXPECT_EQ(r.samples[10].free_bytes, 448u);

  EXPECT_EQ(r.summary.peak_footprint, 384u);
  EXPECT_DOUBLE_EQ(r.summary.max_external_fragmentation, 0.25);
  EXPECT_EQ(r.summary.worst_fragmentation_event, 7u);
  EXPECT_EQ(r.summary.min_largest_fit, 768u);  // only op ends count: event 9
  EXPECT_EQ(r.summary.min_largest_fit_event, 9u);
}

TEST(Replay, StackPolicyPushesTempsAndPopsDeadBlocksLifo) {
  auto r = replay(outputBetweenTemps(), Policy::Stack, smallBank());
  ASSERT_TRUE(r.ok);
  // T1 [256,320), T2 [320,384); freeing T1 (not on top) keeps the top at 384.
  EXPECT_EQ(r.placements[1].address, 256u);
  EXPECT_EQ(r.placements[2].address, 320u);
  EXPECT_EQ(r.samples[4].stack_top, 384u);
  EXPECT_EQ(r.samples[5].stack_top, 384u);
  EXPECT_EQ(r.samples[5].footprint, 256u);  // 128 stack + 128 heap
  // O goes top-down into [384,896): [768,896).
  EXPECT_EQ(r.placements[3].address, 768u);
  EXPECT_EQ(r.samples[6].footprint, 384u);
  EXPECT_EQ(r.samples[6].free_bytes, 384u);
  // Freeing T2 pops T2 and then the dead T1: the stack is empty again.
  EXPECT_EQ(r.samples[7].stack_top, 256u);
  EXPECT_EQ(r.samples[7].free_bytes, 512u);
  EXPECT_DOUBLE_EQ(r.samples[7].external_fragmentation, 0.0);
  EXPECT_EQ(r.placements[4].address, 704u);  // B under O
  EXPECT_EQ(r.summary.peak_footprint, 384u);
  EXPECT_DOUBLE_EQ(r.summary.max_external_fragmentation, 0.0);
  EXPECT_EQ(r.summary.min_largest_fit, 1024u);  // 512/64 = 8 pages x 64 x 2
}

TEST(Replay, PoolPolicyReservesOnePoolPerTopLevelCall) {
  auto sizes = poolSizes(outputBetweenTemps(), smallBank());
  ASSERT_EQ(sizes.size(), 1u);
  EXPECT_EQ(sizes[0].op_begin_event, 1u);
  EXPECT_EQ(sizes[0].size, 128u);  // T1 and T2 live together

  auto r = replay(outputBetweenTemps(), Policy::Pool, smallBank());
  ASSERT_TRUE(r.ok);
  ASSERT_EQ(r.placements.size(), 6u);  // A, pool, T1, T2, O, B
  EXPECT_EQ(r.placements[1].role, BlockRole::Pool);
  EXPECT_EQ(r.placements[1].address, 768u);
  EXPECT_EQ(r.placements[1].first_event, 1u);
  EXPECT_EQ(r.placements[1].last_event, 9u);  // released when the op ends
  EXPECT_EQ(r.placements[2].address, 768u);   // first fit, bottom-up inside the pool
  EXPECT_EQ(r.placements[3].address, 832u);
  EXPECT_EQ(r.placements[4].address, 640u);
  // After the op the pool's 128 B is a hole above O: 384 + 128 free.
  EXPECT_EQ(r.samples[9].free_bytes, 512u);
  EXPECT_DOUBLE_EQ(r.samples[9].external_fragmentation, 0.25);
  EXPECT_EQ(r.placements[5].address, 832u);
  EXPECT_EQ(r.summary.peak_footprint, 384u);
  EXPECT_EQ(r.summary.worst_fragmentation_event, 9u);
  EXPECT_EQ(r.summary.min_largest_fit, 768u);
}

// outer { frame { T1=64, free T1, T2=48, inner { frame { T3=100 } } } }, then an op with no
// intermediates.
std::vector<Event> nestedCallWithEarlyFree(std::optional<std::uint64_t> declared = {}) {
  EventBuilder b;
  b.opBegin("outer");
  if (declared) b.declarePool(*declared);
  b.frameBegin();
  auto t1 = b.temp(64);
  b.free(t1);
  b.temp(48);
  b.opBegin("inner");
  b.frameBegin();
  b.temp(100);  // rounded to 112
  b.frameEnd();
  b.opEnd();
  b.frameEnd();
  b.opEnd();
  b.opBegin("no-temps");
  b.opEnd();
  return b.take();
}

// The pool is sized before the call runs, as the op query counts its stack: every
// intermediate held to its frame's end, so T1's early free does not shrink it (first fit
// in this order would need only 48 + 112 = 160, a figure no user has in advance).
TEST(Replay, PoolSizeIsTheQueryStackPeakNotThisOrdersHighWater) {
  const std::vector<Event> events = nestedCallWithEarlyFree();
  auto sizes = poolSizes(events, smallBank());
  ASSERT_EQ(sizes.size(), 1u);  // "no-temps" gets none
  EXPECT_EQ(sizes[0].op_begin_event, 0u);
  EXPECT_EQ(sizes[0].size, 224u);  // 64 + 48 + 112
  EXPECT_FALSE(sizes[0].declared);
  auto r = replay(events, Policy::Pool, smallBank());
  ASSERT_TRUE(r.ok) << r.failure;
  ASSERT_EQ(r.placements.size(), 4u);  // pool, T1, T2, T3
  EXPECT_EQ(r.placements[0].size, 224u);
  EXPECT_EQ(r.placements[0].address, 1024u - 224u);
  EXPECT_EQ(r.placements[1].address, 800u);  // T1 at the pool's base
  EXPECT_EQ(r.placements[2].address, 800u);  // T2 reuses T1's place (first fit)
  EXPECT_EQ(r.placements[3].address, 848u);  // T3 above T2
}

// A declared size (the query's figure, or the runtime's reservation) wins over the
// computed one, rounded up to the alignment.
TEST(Replay, DeclaredPoolSizeIsUsedAsGiven) {
  auto sizes = poolSizes(nestedCallWithEarlyFree(250), smallBank());
  ASSERT_EQ(sizes.size(), 1u);
  EXPECT_EQ(sizes[0].size, 256u);
  EXPECT_TRUE(sizes[0].declared);
  auto r = replay(nestedCallWithEarlyFree(250), Policy::Pool, smallBank());
  ASSERT_TRUE(r.ok) << r.failure;
  EXPECT_EQ(r.placements[0].address, 1024u - 256u);
  // Declared 0: no pool, the intermediates go to the heap as under the heap policy.
  auto none = replay(nestedCallWithEarlyFree(0), Policy::Pool, smallBank());
  ASSERT_TRUE(none.ok);
  for (const Placement& p : none.placements) EXPECT_NE(p.role, BlockRole::Pool);
}

// A pool declared below the call's peak runs out whatever the L1 size: the replay says
// so (no exception), and minL1Size refuses naming the pool.
TEST(Replay, DeclaredPoolBelowThePeakIsOutOfMemoryInThePool) {
  const std::vector<Event> events = nestedCallWithEarlyFree(150);  // 160 B: 48 + 112 fit
  auto fits = replay(events, Policy::Pool, smallBank());
  EXPECT_TRUE(fits.ok) << fits.failure;
  const std::vector<Event> small = nestedCallWithEarlyFree(100);  // 112 B: T3 does not fit
  auto r = replay(small, Policy::Pool, smallBank());
  ASSERT_FALSE(r.ok);
  EXPECT_EQ(r.failed_event, 7u);
  EXPECT_NE(r.failure.find("out of memory in the pool of 'outer': intermediate of 112 B does "
                           "not fit; the pool holds 112 B, 48 B in use, largest free block 64 B"),
            std::string::npos)
      << r.failure;
  try {
    minL1Size(small, Policy::Pool, smallBank());
    ADD_FAILURE() << "expected an error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    EXPECT_NE(std::string(e.what()).find("pool of 'outer'"), std::string::npos) << e.what();
  }
  // The other policies ignore the declaration.
  EXPECT_TRUE(replay(small, Policy::Stack, smallBank()).ok);
}

TEST(Replay, PoolBytesBelongToTopLevelOpBegins) {
  std::vector<Event> events = nestedCallWithEarlyFree();
  events[5].pool_bytes = 64;  // "inner", depth 1
  ASSERT_EQ(events[5].type, EventType::OpBegin);
  try {
    validateEvents(events);
    ADD_FAILURE() << "expected an error";
  } catch (const Error& e) {
    EXPECT_EQ(e.number("event_index"), 5);
    EXPECT_NE(std::string(e.what()).find("declares a pool of 64 B, but pools belong to top-level "
                                         "op begins"),
              std::string::npos)
        << e.what();
  }
}

TEST(Replay, FrameEndRestoresTheStackAndReleasesItsTemps) {
  auto r = replay(tempReleasedByFrame(), Policy::Stack, smallBank());
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.samples[3].stack_top, 512u);
  EXPECT_EQ(r.samples[4].stack_top, 256u);
  EXPECT_EQ(r.placements[0].last_event, 4u);
  auto h = replay(tempReleasedByFrame(), Policy::Heap, smallBank());
  ASSERT_TRUE(h.ok);
  EXPECT_EQ(h.placements[0].last_event, 4u);
  // T1 [768,1024), O1 [704,768); the frame frees T1; X (320) only fits under O1.
  EXPECT_EQ(h.placements[2].address, 384u);
  EXPECT_EQ(h.samples[6].free_bytes, 128u + 256u);
}

TEST(Replay, MinL1SizeShowsWhereTheStackWins) {
  // Heap/pool: T1's hole above O1 cannot take X, so X needs its own 320 B under O1:
  // 256 + 256 + 64 + 320 = 896. Stack: T1 sits on the stack and is gone before X:
  // 256 + 64 + 320 = 640.
  EXPECT_EQ(minL1Size(tempReleasedByFrame(), Policy::Heap, smallBank()), 896u);
  EXPECT_EQ(minL1Size(tempReleasedByFrame(), Policy::Pool, smallBank()), 896u);
  EXPECT_EQ(minL1Size(tempReleasedByFrame(), Policy::Stack, smallBank()), 640u);
  // One alignment unit less fails, with an out-of-memory at X (event 6).
  auto r = replay(tempReleasedByFrame(), Policy::Heap, smallBank(880));
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.failed_event, 6u);
  EXPECT_EQ(r.samples.size(), 6u);
  EXPECT_NE(r.failure.find("event 6 (allocate): out of memory"), std::string::npos) << r.failure;
  auto s = replay(tempReleasedByFrame(), Policy::Stack, smallBank(624));
  EXPECT_FALSE(s.ok);
  EXPECT_EQ(s.failed_event, 6u);
  // All three need 640 in the first list (the peak of live bytes).
  for (Policy p : kAllPolicies) EXPECT_EQ(minL1Size(outputBetweenTemps(), p, smallBank()), 640u);
}

TEST(Replay, StackPushThatCrossesTheHeapFloorIsOutOfMemory) {
  EventBuilder b;
  b.heap(512);  // [512,1024)
  b.opBegin("c");
  b.frameBegin();
  b.temp(200);  // 208 -> [256,464)
  b.temp(64);   // would end at 528 > 512
  b.frameEnd();
  b.opEnd();
  auto r = replay(b.events(), Policy::Stack, smallBank());
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.failed_event, 4u);
  EXPECT_NE(r.failure.find("stack push of 64 B at 464 would cross the heap floor 512 by 16 B"),
            std::string::npos)
      << r.failure;
}

TEST(Replay, CbRegionSitsAtTheStackTopAndHeapStaysAboveIt) {
  EventBuilder b;
  b.opBegin("c");
  b.frameBegin();
  b.temp(128);  // stack [256,384)
  b.opBegin("prim");
  auto cb = b.alloc(320, AllocKind::CbRegion);  // [384,704)
  b.heap(256);                                  // top-down [768,1024): above the CBs
  b.free(cb);
  b.opEnd();
  b.frameEnd();
  b.opEnd();
  auto r = replay(b.events(), Policy::Stack, smallBank());
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.placements[1].role, BlockRole::CbRegion);
  EXPECT_EQ(r.placements[1].address, 384u);
  EXPECT_EQ(r.samples[4].cb_end, 704u);
  EXPECT_EQ(r.samples[4].footprint, 448u);  // stack 128 + CB 320
  EXPECT_EQ(r.samples[5].free_bytes, 64u);  // [704,768)
  EXPECT_EQ(r.samples[6].cb_end, 0u);
  EXPECT_EQ(r.summary.peak_footprint, 704u);  // 128 + 320 + 256

  // The same CBs clash with a heap tensor that reaches below 704.
  EventBuilder c;
  c.heap(400);  // [624,1024)
  c.temp(128);
  c.alloc(320, AllocKind::CbRegion);
  auto clash = replay(c.events(), Policy::Stack, smallBank());
  EXPECT_FALSE(clash.ok);
  EXPECT_EQ(clash.failed_event, 2u);
  EXPECT_NE(clash.failure.find("CB clash"), std::string::npos);
  EXPECT_NE(clash.failure.find("would end at 704, above the heap floor 624"), std::string::npos)
      << clash.failure;
}

// The bank is the runtime's alloc::Region, a running program's CB region one block on
// its stack. A frame may close while CBs run (validation allows it; a runtime trace never
// does): the CBs keep their place and the heap stays above them, the stack top read is
// the frame's entry, and once the CBs are released every byte comes back.
TEST(Replay, AFrameClosingUnderRunningCbsLeavesThemInPlace) {
  EventBuilder b;
  b.opBegin("c");
  b.frameBegin();
  b.temp(128, "T1");                            // [256,384)
  auto cb = b.alloc(320, AllocKind::CbRegion);  // [384,704)
  b.frameEnd();                                 // T1 goes; the CBs stay
  b.heap(256, "H");                             // top-down [768,1024): above the CBs
  b.free(cb);                                   // the stack is empty again
  b.heap(512, "all");                           // best fit [256,768): every byte is back
  b.opEnd();
  auto r = replay(b.events(), Policy::Stack, smallBank());
  ASSERT_TRUE(r.ok) << r.failure;
  EXPECT_EQ(r.samples[4].cb_end, 704u);
  EXPECT_EQ(r.samples[4].stack_top, 256u);
  EXPECT_EQ(r.placements[2].label, "H");
  EXPECT_EQ(r.placements[2].address, 768u);
  EXPECT_EQ(r.samples[6].cb_end, 0u);
  EXPECT_EQ(r.samples[6].stack_top, 256u);
  EXPECT_EQ(r.placements.back().label, "all");
  EXPECT_EQ(r.placements.back().address, 256u);
}

TEST(Replay, EveryPolicyReleasesTheSameBuffersAtTheSameEvents) {
  for (auto events : {outputBetweenTemps(), tempReleasedByFrame()}) {
    auto h = replay(events, Policy::Heap, smallBank());
    auto p = replay(events, Policy::Pool, smallBank());
    auto s = replay(events, Policy::Stack, smallBank());
    std::vector<std::pair<std::size_t, std::size_t>> lh, lp, ls;
    for (auto& x : h.placements) lh.emplace_back(x.first_event, x.last_event);
    for (auto& x : p.placements)
      if (x.role != BlockRole::Pool) lp.emplace_back(x.first_event, x.last_event);
    for (auto& x : s.placements) ls.emplace_back(x.first_event, x.last_event);
    EXPECT_EQ(lh, lp);
    EXPECT_EQ(lh, ls);
  }
}

TEST(Replay, ParsePolicies) {
  EXPECT_EQ(parsePolicies("stack,heap"), (std::vector<Policy>{Policy::Stack, Policy::Heap}));
  EXPECT_EQ(parsePolicies("heap,pool,stack").size(), 3u);
  try {
    parsePolicies("heap,buddy");
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    EXPECT_EQ(e.text("policy"), "buddy");
    EXPECT_NE(std::string(e.what()).find("unknown placement policy 'buddy'"), std::string::npos);
  }
  EXPECT_THROW(parsePolicies("heap,heap"), Error);
  EXPECT_THROW(parsePolicies(""), Error);
}

// The replay's bank is checked as the runtime checks its own (BankConfig::validate), under
// the replay's name; each refusal says what is wrong.
TEST(Replay, BadGeometryIsRejected) {
  auto refusal = [](const BankGeometry& g) -> std::string {
    try {
      (void)replay(outputBetweenTemps(), Policy::Heap, g);
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
      return e.what();
    }
    return "accepted";
  };
  BankGeometry g = smallBank();
  g.unreserved_base = 1024;
  EXPECT_EQ(refusal(g), "replay bank geometry (l1): allocatable range [1024, 1024) is empty; its "
                        "begin (the unreserved base) must lie below its end");
  EXPECT_EQ(refusal(smallBank(1000)),  // not a multiple of 16
            "replay bank geometry (l1): allocatable range [256, 1000) is not aligned to 16");
  g = smallBank();
  g.page_size = 0;
  EXPECT_EQ(refusal(g),
            "replay bank geometry: page_size is 0; an interleaved tensor's page must be > 0");
  EXPECT_TRUE(replay(outputBetweenTemps(), Policy::Heap, smallBank()).ok);
}

}  // namespace
}  // namespace strata::analysis

namespace strata::analysis {
namespace {

// 0 A=heap 128 | 1 B=heap 64 | 2 free A | 3 op y | 4 frame | 5 U=temp 192 | 6 frame end |
// 7 op end. A runtime heap leaves B under A's hole, so the stack push must fit below B;
// a static plan knows A dies before U is pushed and puts A where U will go.
std::vector<Event> heapHoleThenBigTemp() {
  EventBuilder b;
  auto a = b.heap(128, "A");
  b.heap(64, "B");
  b.free(a);
  b.opBegin("y");
  b.frameBegin();
  b.temp(192, "U");
  b.frameEnd();
  b.opEnd();
  return b.take();
}

TEST(Replay, PlannedPolicyPlacesHeapBlocksByTheStaticPlanAboveEveryStackRegion) {
  const std::vector<Event> events = heapHoleThenBigTemp();
  // The plan (offsets above the base): U's region [0, 192) pinned at event 5; A lives at
  // events 0-1 and takes [0, 128); B lives through event 5, so it goes above U: [192, 256).
  const HeapPlan plan = planHeapBlocks(events, smallBank());
  EXPECT_EQ(plan.offset.at(1), 0u);    // A
  EXPECT_EQ(plan.offset.at(2), 192u);  // B
  EXPECT_EQ(plan.peak, 256u);
  EXPECT_EQ(plan.lower_bound, 256u);   // B + U at event 5
  // Stack and heap: A [L-128, L), B [L-192, L-128); after A's free the floor is L-192, and
  // U's 192 B must end below it: L >= 256 + 192 + 192 = 640. Planned: 256 + 256 = 512.
  EXPECT_EQ(minL1Size(events, Policy::Stack, smallBank()), 640u);
  EXPECT_EQ(minL1Size(events, Policy::Heap, smallBank()), 640u);
  EXPECT_EQ(minL1Size(events, Policy::Planned, smallBank()), 512u);
  // At L1 1024 the plan sits at the top: A at 1024 - 256 + 0, B at 1024 - 256 + 192.
  const ReplayResult r = replay(events, Policy::Planned, smallBank());
  ASSERT_TRUE(r.ok);
  EXPECT_EQ(r.placements[0].address, 768u);
  EXPECT_EQ(r.placements[1].address, 960u);
  EXPECT_EQ(r.placements[2].address, 256u);  // U on the stack
  EXPECT_EQ(r.summary.peak_footprint, 256u);
  // Below the plan's span nothing is placed: out of memory at the first heap block.
  const ReplayResult small = replay(events, Policy::Planned, smallBank(496));
  EXPECT_FALSE(small.ok);
  EXPECT_EQ(small.failed_event, 0u);
  EXPECT_NE(small.failure.find("the planned layout needs 256 B above the unreserved base 256 but "
                               "L1 of 496 B has 240 B"),
            std::string::npos)
      << small.failure;
  EXPECT_EQ(parsePolicies("planned,stack"), (std::vector<Policy>{Policy::Planned, Policy::Stack}));
}

}  // namespace
}  // namespace strata::analysis
