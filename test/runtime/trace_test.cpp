// Tracing: the event sequence of a small composite, JSON export and re-import, bad input.

#include "strata/runtime/demo.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/program.hpp"
#include "strata/runtime/tensor.hpp"
#include "test_util.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <thread>

namespace strata::runtime {
namespace {

using device::BufferType;
using device::DataType;
using testing::contains;
using testing::expectError;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

std::vector<std::string> kinds(const std::vector<TraceEvent>& events) {
  std::vector<std::string> out;
  for (const TraceEvent& e : events) out.emplace_back(eventKindName(e.kind));
  return out;
}

TEST(TraceTest, RecordsAllocFramesCbRegionsAndOps) {
  Device d(wormhole());
  d.tracer().enable();
  Tensor heap = zeros({64, 64}, DataType::BFloat16, Layout::Tile, d, MemoryConfig::l1());
  {
    OpScope op(d, "composite");
    StackFrame f(d, "composite");
    Tensor s = ones({32, 32}, DataType::BFloat16, Layout::Tile, d, MemoryConfig::l1(), &d.stack());
    Program p(wormhole(), "prog");
    p.addCircularBuffer(CircularBufferConfig{0, device::CoreRangeSet(device::CoreRange({0, 0}, {1, 0})),
                                             2048, 2, DataType::BFloat16, true, nullptr});
    p.addKernel("k", device::CoreRangeSet(device::CoreRange({0, 0}, {1, 0})),
                [](KernelContext&) { return KernelStatus::Done; });
    d.enqueue(p);
  }
  heap.deallocate();
  const std::vector<TraceEvent> events = d.tracer().events();
  EXPECT_EQ(kinds(events), (std::vector<std::string>{"alloc", "op_begin", "frame_push", "alloc",
                                                     "cb_region_place", "enqueue", "cb_region_release",
                                                     "free", "frame_pop", "op_end", "free"}));
  const alloc::Address base = wormhole().l1_unreserved_base;
  EXPECT_EQ(events[0].allocator, AllocatorKind::Heap);
  EXPECT_EQ(events[0].bytes_per_bank, 2048u);
  EXPECT_EQ(events[0].num_banks, 4u);
  EXPECT_EQ(events[0].cores, "[(0,0)-(3,0)]");
  EXPECT_EQ(events[0].role, BufferRole::LongLived);
  EXPECT_EQ(events[3].allocator, AllocatorKind::Stack);
  EXPECT_EQ(events[3].role, BufferRole::Intermediate);
  EXPECT_EQ(events[4].role, BufferRole::CircularBuffers);
  EXPECT_EQ(events[3].address, base);
  EXPECT_EQ(events[3].frame_id, events[2].frame_id);
  EXPECT_EQ(events[4].address, base + 2048);  // CB region sits on the stack top
  EXPECT_EQ(events[4].size, 4096u);
  EXPECT_EQ(events[4].cores, "[(0,0)-(1,0)]");
  EXPECT_EQ(events[4].l1_stack_top, base + 2048);
  EXPECT_EQ(events[4].l1_heap_floor, wormhole().l1_size - 2048);
  EXPECT_EQ(events[7].buffer_id, events[3].buffer_id);  // the stack tensor dies at its scope end
  EXPECT_EQ(events[8].size, 2048u);                     // the frame released 2 KiB
  EXPECT_EQ(events[8].l1_stack_top, base);
  EXPECT_EQ(events[1].depth, 1u);
  EXPECT_EQ(events[9].depth, 1u);
  for (std::size_t i = 0; i < events.size(); ++i) EXPECT_EQ(events[i].seq, i);
}

TEST(TraceTest, StackBuffersStillReferencedDieAtTheirFramePop) {
  Device d(wormhole());
  d.tracer().enable();
  Tensor outlives;
  {
    StackFrame f(d, "f");
    outlives = ones({32, 32}, DataType::BFloat16, Layout::Tile, d, MemoryConfig::l1(), &d.stack());
  }
  outlives = Tensor();  // no second free event
  EXPECT_EQ(kinds(d.tracer().events()),
            (std::vector<std::string>{"frame_push", "alloc", "free", "frame_pop"}));
}

TEST(TraceTest, JsonRoundTripsEveryField) {
  Device d(wormhole());
  d.tracer().enable();
  Tensor x = full({64, 96}, 0.25, DataType::BFloat16, Layout::Tile, d, MemoryConfig::dram());
  demo::cosh(d, x);
  const std::vector<TraceEvent> events = d.tracer().events();
  const nlohmann::json doc = traceToJson(events, wormhole());
  EXPECT_EQ(doc["format"], "strata-trace");
  EXPECT_EQ(doc["version"], 1);
  EXPECT_EQ(doc["arch"]["name"], "wormhole_b0");
  const std::vector<TraceEvent> back = traceEventsFromJson(nlohmann::json::parse(doc.dump()));
  ASSERT_EQ(back.size(), events.size());
  for (std::size_t i = 0; i < events.size(); ++i) {
    EXPECT_EQ(eventToJson(back[i]), eventToJson(events[i])) << "event " << i;
  }
}

TEST(TraceTest, MalformedTracesNameTheEvent) {
  nlohmann::json doc = {{"format", "strata-trace"}, {"version", 1}, {"events", nlohmann::json::array()}};
  doc["events"].push_back({{"seq", 0}, {"kind", "op_begin"}, {"name", "x"}, {"depth", 1}});
  doc["events"].push_back({{"seq", 1}, {"kind", "alloc"}, {"buffer_id", 3}});
  Error missing = expectError([&] { traceEventsFromJson(doc); });
  EXPECT_EQ(missing.kind(), ErrorKind::ParseError);
  EXPECT_EQ(missing.number("event_index"), 1);
  EXPECT_TRUE(contains(missing, "missing field 'buffer_type'")) << missing.what();
  doc["events"][1] = {{"seq", 1}, {"kind", "explode"}};
  EXPECT_TRUE(contains(expectError([&] { traceEventsFromJson(doc); }), "unknown kind 'explode'"));
  doc["version"] = 9;
  EXPECT_TRUE(contains(expectError([&] { traceEventsFromJson(doc); }), "unsupported strata trace version 9"));
  EXPECT_TRUE(contains(expectError([&] { traceEventsFromJson(nlohmann::json::array()); }), "not a strata trace"));
}

// The role says what a block is for, whichever allocator placed it: a heap block made
// through heapIntermediates() is an intermediate on the heap (tt-metal's model).
TEST(TraceTest, RoleIsRecordedWrittenAndReadBack) {
  Device d(wormhole());
  d.tracer().enable();
  Tensor out = zeros({32, 32}, DataType::BFloat16, Layout::Tile, d, MemoryConfig::l1());
  Tensor tmp = zeros({32, 32}, DataType::BFloat16, Layout::Tile, d, MemoryConfig::l1(),
                     &d.heapIntermediates());
  EXPECT_LT(tmp.buffer().address(), out.buffer().address());  // the same top-down heap
  tmp.deallocate();
  const std::vector<TraceEvent> events = d.tracer().events();
  ASSERT_EQ(kinds(events), (std::vector<std::string>{"alloc", "alloc", "free"}));
  EXPECT_EQ(events[1].allocator, AllocatorKind::Heap);
  EXPECT_EQ(events[1].role, BufferRole::Intermediate);
  EXPECT_EQ(events[2].role, BufferRole::Intermediate);
  const nlohmann::json doc = traceToJson(events, wormhole());
  EXPECT_EQ(doc["events"][0]["role"], "long_lived");
  EXPECT_EQ(doc["events"][1]["role"], "intermediate");
  EXPECT_EQ(traceEventsFromJson(doc)[1].role, BufferRole::Intermediate);
}

// Traces written before "role" existed read as before: the allocator implies it.
TEST(TraceTest, TracesWithoutRoleImplyItFromTheAllocator) {
  Device d(wormhole());
  d.tracer().enable();
  Tensor x = full({64, 96}, 0.25, DataType::BFloat16, Layout::Tile, d, MemoryConfig::l1());
  demo::cosh(d, x);
  nlohmann::json doc = traceToJson(d.tracer().events(), wormhole());
  std::size_t stripped = 0;
  for (nlohmann::json& e : doc["events"]) stripped += e.erase("role");
  EXPECT_GT(stripped, 5u);
  const std::vector<TraceEvent> back = traceEventsFromJson(doc);
  const std::vector<TraceEvent> events = d.tracer().events();
  ASSERT_EQ(back.size(), events.size());
  for (std::size_t i = 0; i < back.size(); ++i) EXPECT_EQ(back[i].role, events[i].role) << i;
}

TEST(TraceTest, RoleThatContradictsTheEventIsRefused) {
  Device d(wormhole());
  d.tracer().enable();
  {
    StackFrame f(d, "f");
    Tensor s = ones({32, 32}, DataType::BFloat16, Layout::Tile, d, MemoryConfig::l1(), &d.stack());
  }
  const nlohmann::json good = traceToJson(d.tracer().events(), wormhole());
  ASSERT_EQ(good["events"][1]["kind"], "alloc");
  auto refused = [&](const char* role, std::size_t at) {
    nlohmann::json doc = good;
    doc["events"][at]["role"] = role;
    return expectError([&] { traceEventsFromJson(doc); });
  };
  Error unknown = refused("scratch", 1);
  EXPECT_EQ(unknown.number("event_index"), 1);
  EXPECT_TRUE(contains(unknown, "unknown role 'scratch' (long_lived, intermediate or cb)"))
      << unknown.what();
  EXPECT_TRUE(contains(refused("long_lived", 1), "a stack block is an intermediate"));
  EXPECT_TRUE(contains(refused("cb", 1), "role 'cb' is for CB region events"));
  EXPECT_TRUE(contains(refused("intermediate", 0), "a frame_push event has no role"));
}

TEST(TraceTest, TracerAcceptsEventsFromManyThreads) {
  Tracer tracer;
  tracer.enable();
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&tracer] {
      for (int i = 0; i < 500; ++i) tracer.record(TraceEvent{});
    });
  for (std::thread& t : threads) t.join();
  const std::vector<TraceEvent> events = tracer.events();
  ASSERT_EQ(events.size(), 2000u);
  for (std::size_t i = 0; i < events.size(); ++i) EXPECT_EQ(events[i].seq, i);
}

TEST(TraceTest, DisabledTracerRecordsNothing) {
  Device d(wormhole());
  Tensor x = full({64, 64}, 1.0, DataType::BFloat16, Layout::Tile, d, MemoryConfig::dram());
  demo::cosh(d, x);
  EXPECT_EQ(d.tracer().size(), 0u);
}

}  // namespace
}  // namespace strata::runtime
