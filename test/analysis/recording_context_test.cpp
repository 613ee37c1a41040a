// RecordingContext: what the op definitions ask of L1, in frame order and in the eager
// (ttnn-style) order. cosh on one tile: every tensor is one 2048-B bf16 tile per bank.
#include "strata/analysis/recording_context.hpp"
#include "strata/analysis/replay.hpp"
#include "strata/analysis/workloads.hpp"

#include "strata/ops/catalog.hpp"
#include "strata/ops/ops.hpp"
#include "strata/ops/query.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace strata::analysis {
namespace {

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

std::vector<Event> coshEvents(AllocationOrder order) {
  RecordingContext ctx(wormhole(), order);
  ops::TensorDesc d;
  d.shape = ops::Shape({1, 1, 32, 32});
  d.memory = ops::MemoryConfig::l1();
  ops::TensorRef x = ctx.input(d);
  ops::TensorRef y = ops::cosh(ctx, x, ops::OutputSpec::heapIn(ops::MemoryConfig::l1()));
  ctx.release(x);
  ctx.release(y);
  return ctx.take();
}

std::vector<std::uint64_t> allocations(const std::vector<Event>& events, AllocKind kind) {
  std::vector<std::uint64_t> ids;
  for (const Event& e : events)
    if (e.type == EventType::Allocate && e.kind == kind) ids.push_back(e.id);
  return ids;
}

std::uint64_t lowestHeapFloor(const std::vector<Event>& events) {
  auto r = replay(events, Policy::Heap, geometryOf(wormhole()));
  EXPECT_TRUE(r.ok);
  std::uint64_t low = wormhole().l1_size;
  for (const Sample& s : r.samples) low = std::min(low, s.heap_floor);
  return low;
}

TEST(RecordingContext, FrameOrderHoldsTempsUntilTheFrameEnds) {
  auto ev = coshEvents(AllocationOrder::Frames);
  // x, y (output first), then half, exp(x), -x, exp(-x), sum on the stack.
  EXPECT_EQ(allocations(ev, AllocKind::Heap).size(), 2u);
  EXPECT_EQ(allocations(ev, AllocKind::Intermediate).size(), 5u);
  EXPECT_EQ(allocations(ev, AllocKind::CbRegion).size(), 5u);  // exp, neg, exp, add, multiply
  for (const Event& e : ev)
    if (e.type == EventType::Allocate && e.kind != AllocKind::CbRegion) {
      EXPECT_EQ(e.bytes, 2048u);
    }
  auto life = analyzeEvents(ev);
  std::size_t released = 0;
  for (const auto& ids : life.released_at) released += ids.size();
  EXPECT_EQ(released, 5u);  // all five released by the frame end
  // Heap policy: 7 tiles live at once below the top of L1.
  EXPECT_EQ(lowestHeapFloor(ev), wormhole().l1_size - 7 * 2048);
}

TEST(RecordingContext, EagerOrderAllocatesTheOutputLateAndFreesTempsAfterLastUse) {
  auto ev = coshEvents(AllocationOrder::Eager);
  auto heap = allocations(ev, AllocKind::Heap);
  auto temps = allocations(ev, AllocKind::Intermediate);
  ASSERT_EQ(heap.size(), 2u);
  ASSERT_EQ(temps.size(), 5u);
  auto position = [&](EventType type, std::uint64_t id) {
    for (std::size_t i = 0; i < ev.size(); ++i)
      if (ev[i].type == type && ev[i].id == id) return i;
    ADD_FAILURE() << "no event for id " << id;
    return ev.size();
  };
  // The output is allocated after every temp, right before the final program's CBs.
  const std::size_t y_at = position(EventType::Allocate, heap[1]);
  for (std::uint64_t t : temps) EXPECT_LT(position(EventType::Allocate, t), y_at);
  ASSERT_LT(y_at + 1, ev.size());
  EXPECT_EQ(ev[y_at + 1].kind, AllocKind::CbRegion);
  // Every temp is freed explicitly (none left for the frame end); -x right after exp(-x).
  auto life = analyzeEvents(ev);
  for (const auto& ids : life.released_at) EXPECT_TRUE(ids.empty());
  const std::size_t neg_free = position(EventType::Free, temps[2]);
  EXPECT_EQ(ev[neg_free - 1].type, EventType::Free);  // the CB region of exp(-x)
  EXPECT_EQ(ev[neg_free - 2].kind, AllocKind::CbRegion);
  EXPECT_EQ(ev[neg_free - 3].id, temps[3]);  // exp(-x)'s output
  // Heap policy: x, half, exp(x), -x, exp(-x) at most: 5 tiles; the output reuses a hole.
  EXPECT_EQ(lowestHeapFloor(ev), wormhole().l1_size - 5 * 2048);
  // Same ops, same bytes: only the order changed.
  EXPECT_EQ(ev.size(), coshEvents(AllocationOrder::Frames).size() + 5);
}

// Every top-level call's begin carries its pool size, fixed before the call runs: the
// op query's stack peak. It equals what poolSizes computes from a frame-order recording
// (so an imported stack-run trace gets the same pool), and the eager rewrite of the same
// ops keeps the same sizes, though its own order would have let first fit use less.
TEST(RecordingContext, EveryTopLevelCallDeclaresTheQueryStackPeakAsItsPool) {
  ops::TensorDesc d;
  d.shape = ops::Shape({1, 1, 512, 1024});
  d.memory = ops::MemoryConfig::l1();
  RecordingContext ctx(wormhole());
  ops::TensorRef x = ctx.input(d);
  ops::lgamma(ctx, x, ops::OutputSpec::heapIn(ops::MemoryConfig::l1()));
  const std::vector<Event> events = ctx.take();
  auto begin = std::find_if(events.begin(), events.end(),
                            [](const Event& e) { return e.type == EventType::OpBegin; });
  ASSERT_NE(begin, events.end());
  ASSERT_TRUE(begin->pool_bytes.has_value());
  const ops::OpInfo& lgamma = ops::getOp("lgamma");
  EXPECT_EQ(*begin->pool_bytes,
            ops::query(lgamma, std::span(&d, 1), lgamma.defaults(), wormhole()).stack_peak);
  EXPECT_EQ(*begin->pool_bytes, 65536u);  // 4 tensors of 16 KiB per bank (docs/ops.md)
  for (const Event& e : events)
    if (&e != &*begin) {
      EXPECT_FALSE(e.pool_bytes.has_value());
    }

  const BankGeometry g = geometryOf(wormhole());
  auto sizes = [&](const std::vector<Event>& evs) {
    std::vector<std::uint64_t> out;
    for (const PoolSizing& p : poolSizes(evs, g)) {
      EXPECT_TRUE(p.declared);
      out.push_back(p.size);
    }
    return out;
  };
  std::size_t compared = 0;
  for (const Workload& w : buildWorkloads("all", wormhole())) {
    SCOPED_TRACE(w.name);
    const std::vector<std::uint64_t> declared = sizes(w.events);
    if (w.name.ends_with("-eager")) {
      const std::string frame_order = w.name.substr(0, w.name.size() - 6);
      EXPECT_EQ(declared, sizes(buildWorkload(frame_order, wormhole()).events));
      continue;
    }
    std::vector<Event> stripped = w.events;
    for (Event& e : stripped) e.pool_bytes.reset();
    std::vector<std::uint64_t> computed;
    for (const PoolSizing& p : poolSizes(stripped, g)) computed.push_back(p.size);
    EXPECT_EQ(declared, computed);
    compared += declared.size();
  }
  EXPECT_GT(compared, 40u);
}

}  // namespace
}  // namespace strata::analysis
