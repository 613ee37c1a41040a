// Structural validation of event lists: every bad list names the event index.
#include "strata/analysis/events.hpp"

#include "strata/support/error.hpp"

#include <gtest/gtest.h>

namespace strata::analysis {
namespace {

// Runs validateEvents and returns the error (fails the test if there is none).
Error validationError(const std::vector<Event>& events) {
  try {
    validateEvents(events);
  } catch (const Error& e) {
    return e;
  }
  ADD_FAILURE() << "expected a validation error";
  return Error(ErrorKind::Internal, "none");
}

TEST(Events, BuilderKeepsDepthsAndIds) {
  EventBuilder b;
  auto a = b.heap(10, "a");
  b.opBegin("outer");
  b.program("inner", 64);
  b.opEnd();
  b.free(a);
  const auto& ev = b.events();
  ASSERT_EQ(ev.size(), 8u);
  EXPECT_EQ(ev[1].depth, 0u);
  EXPECT_EQ(ev[2].name, "inner");
  EXPECT_EQ(ev[2].depth, 1u);
  EXPECT_EQ(ev[3].kind, AllocKind::CbRegion);
  EXPECT_EQ(ev[3].id, a + 1);
  EXPECT_EQ(ev[4].type, EventType::Free);
  EXPECT_EQ(ev[5].depth, 1u);
  EXPECT_EQ(ev[6].name, "outer");
  EXPECT_NO_THROW(validateEvents(ev));
}

TEST(Events, FreeOfUnknownBufferNamesTheEvent) {
  EventBuilder b;
  b.heap(16);
  b.free(7);
  Error e = validationError(b.events());
  EXPECT_EQ(e.number("event_index"), 1);
  EXPECT_NE(std::string(e.what()).find("event 1 (free): frees buffer 7, which is not live"),
            std::string::npos)
      << e.what();
}

TEST(Events, DoubleFreeAndDuplicateIdAndZeroBytes) {
  EventBuilder b;
  auto x = b.heap(16);
  b.free(x);
  b.free(x);
  EXPECT_EQ(validationError(b.events()).number("event_index"), 2);

  std::vector<Event> dup(2);
  dup[0].id = dup[1].id = 3;
  dup[0].bytes = dup[1].bytes = 8;
  EXPECT_EQ(validationError(dup).number("event_index"), 1);

  std::vector<Event> zero(1);
  zero[0].id = 1;
  EXPECT_EQ(validationError(zero).number("event_index"), 0);
}

TEST(Events, FrameEndReleasesTempsAndALaterFreeIsANoOp) {
  EventBuilder b;
  b.frameBegin();
  auto t = b.temp(32);
  auto h = b.heap(32);
  b.frameEnd();
  b.free(t);
  b.free(h);
  auto life = analyzeEvents(b.events());
  EXPECT_EQ(life.released_at[3], (std::vector<std::uint64_t>{t}));  // not the heap buffer
  EXPECT_TRUE(life.noop_free[4]);
  EXPECT_FALSE(life.noop_free[5]);
}

TEST(Events, UnbalancedOpsAndFramesAreErrors) {
  EventBuilder b;
  b.opBegin("a");
  b.opBegin("b");
  auto ev = b.events();
  Event end_a;
  end_a.type = EventType::OpEnd;
  end_a.name = "a";
  end_a.depth = 0;
  ev.push_back(end_a);  // closes 'a' while 'b' is open
  Error e = validationError(ev);
  EXPECT_EQ(e.number("event_index"), 2);
  EXPECT_NE(std::string(e.what()).find("innermost open op is 'b'"), std::string::npos);

  std::vector<Event> fe(1);
  fe[0].type = EventType::FrameEnd;
  EXPECT_EQ(validationError(fe).number("event_index"), 0);

  EventBuilder t;  // truncated: op still open at the end
  t.opBegin("lgamma");
  t.temp(64);
  Error trunc = validationError(t.events());
  EXPECT_EQ(trunc.number("event_index"), 2);
  EXPECT_NE(std::string(trunc.what()).find("truncated"), std::string::npos);
}

TEST(Events, CbRegionRules) {
  EventBuilder b;
  b.alloc(64, AllocKind::CbRegion);
  b.alloc(64, AllocKind::CbRegion);
  EXPECT_EQ(validationError(b.events()).number("event_index"), 1);
  EventBuilder c;
  c.alloc(64, AllocKind::CbRegion);
  c.temp(64);
  EXPECT_EQ(validationError(c.events()).number("event_index"), 1);
}

TEST(Events, KindNamesRoundTrip) {
  for (AllocKind k : {AllocKind::Heap, AllocKind::Intermediate, AllocKind::CbRegion})
    EXPECT_EQ(parseAllocKind(allocKindName(k)), k);
  EXPECT_FALSE(parseAllocKind("stack").has_value());
}

}  // namespace
}  // namespace strata::analysis
