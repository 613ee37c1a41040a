// The runtime trace adapter: a real trace of composites run on the simulated device
// imports to exactly the events the RecordingContext records for the same ops (so the
// bundled workloads equal device traces), and bad traces give errors naming the event.
#include "strata/analysis/recording_context.hpp"
#include "strata/analysis/trace_import.hpp"
#include "strata/analysis/workloads.hpp"

#include "strata/ops_device/check.hpp"
#include "strata/ops_device/device.hpp"
#include "strata/ops/ops.hpp"
#include "strata/ops/query.hpp"
#include "strata/runtime/trace.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
#include <functional>
#include <set>

namespace strata::analysis {
namespace {

using RunOp = std::function<ops::TensorRef(ops::OpContext&, const ops::TensorRef&)>;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

ops::TensorDesc l1Desc(std::uint32_t rows, std::uint32_t cols) {
  ops::TensorDesc d;
  d.shape = ops::Shape({1, 1, rows, cols});
  d.memory = ops::MemoryConfig::l1();
  return d;
}

// What placement-independent facts an event carries (ids and labels differ by design).
// The runtime also records a free for each stack tensor as its frame closes, right
// before the frame pop; the recording leaves that to the frame end, which releases the
// same tensors at the same point, so frees of intermediates are left out of the shape.
std::vector<std::tuple<EventType, std::uint64_t, AllocKind, std::string, std::uint32_t>> shape(
    const std::vector<Event>& events) {
  std::vector<std::tuple<EventType, std::uint64_t, AllocKind, std::string, std::uint32_t>> out;
  std::set<std::uint64_t> intermediates;
  for (const Event& e : events) {
    if (e.type == EventType::Allocate && e.kind == AllocKind::Intermediate)
      intermediates.insert(e.id);
    if (e.type == EventType::Free && intermediates.count(e.id)) continue;
    bool alloc = e.type == EventType::Allocate;
    bool op = e.type == EventType::OpBegin || e.type == EventType::OpEnd;
    out.emplace_back(e.type, alloc ? e.bytes : 0, alloc ? e.kind : AllocKind::Heap,
                     op ? e.name : std::string(), e.depth);
  }
  return out;
}

nlohmann::json deviceTrace(const ops::TensorDesc& in, const RunOp& run) {
  runtime::Device device(wormhole());
  device.tracer().enable();
  runtime::Tensor x = runtime::Tensor::allocate(device, ops_device::toRuntimeSpec(in, wormhole()));
  std::vector<runtime::TraceEvent> events;
  {
    ops_device::DeviceContext ctx(device);
    ops::TensorRef xr = ctx.adopt(x);
    run(ctx, xr);
    events = device.tracer().events();
  }
  return runtime::traceToJson(events, wormhole());
}

std::vector<Event> recorded(const ops::TensorDesc& in, const RunOp& run) {
  RecordingContext ctx(wormhole());
  ops::TensorRef x = ctx.input(in);
  run(ctx, x);
  return ctx.take();
}

const ops::OutputSpec kL1 = ops::OutputSpec::heapIn(ops::MemoryConfig::l1());

void expectDeviceTraceEqualsRecording(const ops::TensorDesc& in, const RunOp& run) {
  ImportedTrace t = importTrace(deviceTrace(in, run), "device");
  std::vector<Event> rec = recorded(in, run);
  ASSERT_GT(rec.size(), 10u);
  const auto traced = shape(t.workload.events), mine = shape(rec);
  for (std::size_t i = 0; i < std::min(mine.size(), traced.size()); ++i)
    ASSERT_EQ(traced[i], mine[i]) << "first difference at event " << i << " ("
                                  << eventTypeName(std::get<0>(mine[i])) << " "
                                  << std::get<3>(mine[i]) << ")";
  EXPECT_EQ(traced.size(), mine.size());
  EXPECT_EQ(t.geometry.l1_size, wormhole().l1_size);
  EXPECT_EQ(t.geometry.unreserved_base, wormhole().l1_unreserved_base);
  EXPECT_EQ(t.geometry.num_banks, 64u);
  // And therefore every policy replays the imported trace like the recording.
  for (Policy p : kAllPolicies) {
    EXPECT_EQ(replay(t.workload.events, p, t.geometry).summary.peak_footprint,
              replay(rec, p, t.geometry).summary.peak_footprint);
    EXPECT_EQ(minL1Size(t.workload.events, p, t.geometry), minL1Size(rec, p, t.geometry));
  }
}

TEST(TraceImport, DeviceTraceOfMultigammalnEqualsTheRecording) {
  expectDeviceTraceEqualsRecording(l1Desc(64, 64), [](ops::OpContext& c, const ops::TensorRef& x) {
    return ops::multigammaln(c, x, kL1);
  });
}

TEST(TraceImport, DeviceTraceOfLayerNormAndSwigluEqualsTheRecording) {
  expectDeviceTraceEqualsRecording(l1Desc(64, 128), [](ops::OpContext& c, const ops::TensorRef& x) {
    return ops::glu(c, ops::GluKind::Swiglu, x, kL1);
  });
  expectDeviceTraceEqualsRecording(l1Desc(64, 128), [](ops::OpContext& c, const ops::TensorRef& x) {
    return ops::softmax(c, ops::normalize(c, x, 1e-5, kL1), kL1);
  });
}

// The stack policy is the runtime's own placement: replaying a device trace under it
// reproduces the heap floor and stack top the runtime recorded after every L1 event.
TEST(TraceImport, StackReplayReproducesTheRuntimesHeapFloorAndStackTop) {
  nlohmann::json doc = deviceTrace(l1Desc(64, 128), [](ops::OpContext& c, const ops::TensorRef& x) {
    return ops::layerNorm(c, x, x, x, 1e-5, kL1);  // gamma/beta: checked only by the catalog
  });
  ImportedTrace t = importTrace(doc, "device");
  ReplayResult r = replay(t.workload.events, Policy::Stack, t.geometry);
  ASSERT_TRUE(r.ok);
  ASSERT_EQ(r.samples.size(), t.trace_index.size());
  std::size_t compared = 0;
  for (std::size_t i = 0; i < r.samples.size(); ++i) {
    const nlohmann::json& e = doc["events"][t.trace_index[i]];
    // CB events: the runtime's snapshot leaves the CB region out. Stack frees: the runtime
    // records them while popping the frame, with the snapshot taken after the pop; the
    // frame_pop right after them is compared instead.
    if (e["kind"] == "cb_region_place" || e["kind"] == "cb_region_release") continue;
    if (e["kind"] == "free" && e["allocator"] == "stack") continue;
    SCOPED_TRACE(fmt::format("replay event {} = trace event {} ({})", i, t.trace_index[i],
                             e["kind"].get<std::string>()));
    EXPECT_EQ(r.samples[i].stack_top, e["l1_stack_top"].get<std::uint64_t>());
    EXPECT_EQ(r.samples[i].heap_floor, e["l1_heap_floor"].get<std::uint64_t>());
    ++compared;
  }
  EXPECT_GT(compared, 20u);
}

// Replays stay exact: every L1 buffer the runtime placed (heap tensors top-down,
// intermediates on the stack) is placed at the same address by the stack replay.
TEST(TraceImport, StackReplayPlacesEveryL1BufferAtTheRuntimesAddress) {
  for (auto op : {+[](ops::OpContext& c, const ops::TensorRef& x) { return ops::lgamma(c, x, kL1); },
                  +[](ops::OpContext& c, const ops::TensorRef& x) {
                    return ops::softmax(c, ops::normalize(c, x, 1e-5, kL1), kL1);
                  }}) {
    nlohmann::json doc = deviceTrace(l1Desc(64, 128), op);
    ImportedTrace t = importTrace(doc, "device");
    ReplayResult r = replay(t.workload.events, Policy::Stack, t.geometry);
    ASSERT_TRUE(r.ok);
    std::size_t compared = 0;
    for (const Placement& p : r.placements) {
      if (p.role == BlockRole::CbRegion) continue;
      const nlohmann::json& e = doc["events"][t.trace_index[p.first_event]];
      ASSERT_EQ(e["kind"], "alloc");
      EXPECT_EQ(p.address, e["address"].get<std::uint64_t>())
          << "buffer " << e["buffer_id"] << " (" << e["allocator"] << ")";
      ++compared;
    }
    EXPECT_GT(compared, 5u);
  }
}

// A catalog op run through ops_device::execute under one placement of its intermediates, traced.
nlohmann::json executedTrace(const char* name, ops_device::AllocationModel model) {
  runtime::Device device(wormhole());
  const ops::OpInfo& op = ops::getOp(name);
  const ops::TensorDesc x = l1Desc(64, 128);
  device.tracer().enable();  // before the input, so the replay knows where it sits
  std::vector<runtime::Tensor> inputs{ops_device::randomTensor(device, x, op, 11)};
  std::vector<runtime::TraceEvent> events;
  {
    ops_device::ExecResult r = ops_device::execute(device, op, inputs, op.defaults(), nullptr, nullptr, true, model);
    events = device.tracer().events();
  }
  return runtime::traceToJson(events, wormhole());
}

// Every L1 buffer the replay placed under `policy` sits where the runtime put it; a pool
// sits where the runtime reserved it (its pool_reserve event).
void expectReplayPlacesLikeTheRuntime(const nlohmann::json& doc, Policy policy) {
  ImportedTrace t = importTrace(doc, "device");
  ReplayResult r = replay(t.workload.events, policy, t.geometry);
  ASSERT_TRUE(r.ok) << r.failure;
  std::vector<std::uint64_t> reserved;
  for (const nlohmann::json& e : doc["events"])
    if (e["kind"] == "pool_reserve") reserved.push_back(e["address"].get<std::uint64_t>());
  std::size_t buffers = 0, pools = 0;
  for (const Placement& p : r.placements) {
    if (p.role == BlockRole::CbRegion) continue;
    if (p.role == BlockRole::Pool) {
      ASSERT_LT(pools, reserved.size());
      EXPECT_EQ(p.address, reserved[pools++]) << "pool of " << p.label;
      continue;
    }
    const nlohmann::json& e = doc["events"][t.trace_index[p.first_event]];
    ASSERT_EQ(e["kind"], "alloc");
    EXPECT_EQ(p.address, e["address"].get<std::uint64_t>())
        << "buffer " << e["buffer_id"] << " (" << e["allocator"] << ")";
    ++buffers;
  }
  EXPECT_EQ(pools, reserved.size());
  EXPECT_GT(buffers, 3u);
}

// The same check for the other two runtime placements: the heap replay against a run
// with heap intermediates (tt-metal's way, in L1), the pool replay against a run with a
// pool sized by the query. The pool run's trace declares the size the runtime reserved;
// the same addresses show the replay reserves that size at that place. The ops: every
// composite gamma-model runs (docs/FRAGMENTATION.md, section 1) but layer_norm, whose
// device trace is checked event for event above, plus normalize.
TEST(TraceImport, HeapAndPoolReplaysPlaceEveryL1BufferAtTheRuntimesAddress) {
  for (const char* op : {"lgamma", "multigammaln", "digamma", "polygamma", "softplus", "geglu",
                         "normalize"}) {
    SCOPED_TRACE(op);
    expectReplayPlacesLikeTheRuntime(executedTrace(op, ops_device::AllocationModel::TtMetal), Policy::Heap);
    expectReplayPlacesLikeTheRuntime(executedTrace(op, ops_device::AllocationModel::Pool), Policy::Pool);
    expectReplayPlacesLikeTheRuntime(executedTrace(op, ops_device::AllocationModel::Stack), Policy::Stack);
  }
}

std::vector<Event> withoutPoolBytes(std::vector<Event> events) {
  for (Event& e : events) e.pool_bytes.reset();
  return events;
}

// A pool run's trace feeds the study as a stack run's does: the same events, plus the
// pool size the runtime reserved, which is the op query's stack peak; a stack run's
// trace, which declares none, gets the same size computed from its events.
TEST(TraceImport, APoolRunImportsToTheSameEventsAsAStackRun) {
  for (const char* op : {"lgamma", "multigammaln", "softplus"}) {
    SCOPED_TRACE(op);
    const nlohmann::json pool = executedTrace(op, ops_device::AllocationModel::Pool);
    const nlohmann::json stack = executedTrace(op, ops_device::AllocationModel::Stack);
    // The trace itself round-trips, pool events included.
    EXPECT_EQ(runtime::traceToJson(runtime::traceEventsFromJson(pool), wormhole()), pool);
    const ImportedTrace from_pool = importTrace(pool, "pool");
    const ImportedTrace from_stack = importTrace(stack, "stack");
    EXPECT_EQ(withoutPoolBytes(from_pool.workload.events), from_stack.workload.events);
    EXPECT_GT(from_pool.workload.events.size(), 20u);

    const ops::TensorDesc x = l1Desc(64, 128);
    const ops::OpInfo& info = ops::getOp(op);
    const std::uint64_t query = ops::query(info, std::span(&x, 1), info.defaults(), wormhole()).stack_peak;
    const std::vector<PoolSizing> declared = poolSizes(from_pool.workload.events, from_pool.geometry);
    const std::vector<PoolSizing> computed = poolSizes(from_stack.workload.events, from_stack.geometry);
    ASSERT_EQ(declared.size(), 1u);
    ASSERT_EQ(computed.size(), 1u);
    EXPECT_TRUE(declared[0].declared);
    EXPECT_FALSE(computed[0].declared);
    EXPECT_EQ(declared[0].size, query);
    EXPECT_EQ(computed[0].size, query);
    EXPECT_EQ(declared[0].op_begin_event, computed[0].op_begin_event);
  }
}

// Under tt-metal's model the intermediates are heap blocks, traced with role
// "intermediate": the import classifies them as a stack run's, so the run replays under
// every policy with the stack run's figures (only the order of their frees around the
// frame's end differs, which no policy sees).
TEST(TraceImport, AHeapModelRunImportsItsIntermediatesAsIntermediates) {
  for (const char* op : {"lgamma", "normalize"}) {
    SCOPED_TRACE(op);
    const nlohmann::json metal = executedTrace(op, ops_device::AllocationModel::TtMetal);
    const nlohmann::json stack = executedTrace(op, ops_device::AllocationModel::Stack);
    const ImportedTrace from_metal = importTrace(metal, "metal");
    const ImportedTrace from_stack = importTrace(stack, "stack");
    auto intermediates = [](const std::vector<Event>& events) {
      std::vector<std::uint64_t> bytes;
      for (const Event& e : events)
        if (e.type == EventType::Allocate && e.kind == AllocKind::Intermediate) bytes.push_back(e.bytes);
      return bytes;
    };
    EXPECT_GT(intermediates(from_stack.workload.events).size(), 2u);
    EXPECT_EQ(intermediates(from_metal.workload.events), intermediates(from_stack.workload.events));
    EXPECT_EQ(shape(from_metal.workload.events), shape(from_stack.workload.events));
    for (Policy p : {Policy::Heap, Policy::Pool, Policy::Stack, Policy::Planned}) {
      SCOPED_TRACE(policyName(p));
      EXPECT_EQ(minL1Size(from_metal.workload.events, p, from_metal.geometry),
                minL1Size(from_stack.workload.events, p, from_stack.geometry));
      EXPECT_EQ(replay(from_metal.workload.events, p, from_metal.geometry).summary.peak_footprint,
                replay(from_stack.workload.events, p, from_stack.geometry).summary.peak_footprint);
    }
    // A trace written before the role existed reads as it did: heap blocks long-lived.
    nlohmann::json old = metal;
    for (nlohmann::json& e : old["events"]) e.erase("role");
    EXPECT_TRUE(intermediates(importTrace(old, "old").workload.events).empty());
  }
}

nlohmann::json smallTrace() {
  return deviceTrace(l1Desc(32, 64), [](ops::OpContext& c, const ops::TensorRef& x) {
    return ops::cosh(c, x, kL1);
  });
}

Error importError(const nlohmann::json& doc) {
  try {
    importTrace(doc, "bad");
  } catch (const Error& e) {
    return e;
  }
  ADD_FAILURE() << "expected an import error";
  return Error(ErrorKind::Internal, "none");
}

TEST(TraceImport, FreeOfUnknownBufferNamesTheTraceIndex) {
  nlohmann::json doc = smallTrace();
  auto& events = doc["events"];
  std::size_t at = 0;
  for (std::size_t i = 0; i < events.size(); ++i)
    if (events[i]["kind"] == "free" && events[i]["buffer_type"] == "l1") at = i;
  ASSERT_GT(at, 0u);
  events[at]["buffer_id"] = 999999;
  Error e = importError(doc);
  EXPECT_EQ(e.number("event_index"), static_cast<std::int64_t>(at));
  EXPECT_NE(std::string(e.what()).find(fmt::format("trace event {}: frees buffer 999999", at)),
            std::string::npos)
      << e.what();
}

TEST(TraceImport, MalformedEventsNameTheTraceIndex) {
  nlohmann::json doc = smallTrace();
  doc["events"][3].erase("kind");
  EXPECT_EQ(importError(doc).number("event_index"), 3);
  doc = smallTrace();
  doc["events"][2]["kind"] = "teleport";
  EXPECT_EQ(importError(doc).number("event_index"), 2);
  doc = smallTrace();
  doc["events"].erase(doc["events"].size() - 1);  // the final op_end is gone: truncated
  Error e = importError(doc);
  EXPECT_NE(std::string(e.what()).find("truncated"), std::string::npos) << e.what();
  EXPECT_THROW(importTrace(nlohmann::json::array(), "x"), Error);
}

TEST(TraceImport, TruncatedFileNamesTheEventItStoppedIn) {
  const std::string text = smallTrace().dump();
  const std::string marker = "\"seq\":5";
  auto cut = text.find(marker);
  ASSERT_NE(cut, std::string::npos);
  const std::string path = ::testing::TempDir() + "truncated_trace.json";
  {
    std::ofstream(path) << text.substr(0, cut + marker.size());
  }
  try {
    importTraceFile(path);
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::ParseError);
    EXPECT_EQ(e.number("event_index"), 5);
    EXPECT_NE(std::string(e.what()).find("in trace event 5"), std::string::npos) << e.what();
  }
  std::remove(path.c_str());
  EXPECT_THROW(importTraceFile("/nonexistent/trace.json"), Error);
}

}  // namespace
}  // namespace strata::analysis
