// TT-NN graph export: Strata's runtime traces exported as graphs import back to the
// runtime trace's own events, so every policy places every buffer at the same address
// after every event; the graph is linked the way tt-metal links it; traces whose scopes
// do not nest are refused.
#include "event_text.hpp"

#include "strata/analysis/study.hpp"
#include "strata/analysis/trace_import.hpp"
#include "strata/analysis/ttnn_graph.hpp"

#include "strata/device/arch.hpp"
#include "strata/ops_device/check.hpp"
#include "strata/ops_device/device.hpp"
#include "strata/ops/ops.hpp"
#include "strata/runtime/demo.hpp"
#include "strata/runtime/trace.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <functional>
#include <map>

namespace strata::analysis {
namespace {

using nlohmann::json;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

std::vector<runtime::TraceEvent> coshDemoTrace() {
  runtime::Device device(wormhole());
  device.tracer().enable();
  runtime::demo::runCoshDemo(device, {});
  return device.tracer().events();
}

using RunOp = std::function<ops::TensorRef(ops::OpContext&, const ops::TensorRef&)>;
const ops::OutputSpec kL1 = ops::OutputSpec::heapIn(ops::MemoryConfig::l1());

std::vector<runtime::TraceEvent> opTrace(std::uint32_t rows, std::uint32_t cols, const RunOp& run) {
  ops::TensorDesc d;
  d.shape = ops::Shape({1, 1, rows, cols});
  d.memory = ops::MemoryConfig::l1();
  runtime::Device device(wormhole());
  device.tracer().enable();
  runtime::Tensor x = runtime::Tensor::allocate(device, ops_device::toRuntimeSpec(d, wormhole()));
  ops_device::DeviceContext ctx(device);
  run(ctx, ctx.adopt(x));
  return device.tracer().events();
}

// Events with ids renamed to their order of first appearance (the graph names buffers
// by node counter, the runtime by buffer id).
std::vector<Event> canonical(std::vector<Event> events) {
  std::map<std::uint64_t, std::uint64_t> rename;
  for (Event& e : events) {
    if (e.type != EventType::Allocate && e.type != EventType::Free) continue;
    auto [it, fresh] = rename.emplace(e.id, rename.size() + 1);
    e.id = it->second;
    if (e.type == EventType::Allocate && !fresh) ADD_FAILURE() << "id reused: " << str(e);
  }
  return events;
}

// The graph goes through text, as a file would.
ImportedTtnnGraph roundTrip(const std::vector<runtime::TraceEvent>& trace) {
  return importTtnnGraph(json::parse(traceToTtnnGraph(trace, wormhole()).dump()), wormhole(), "graph");
}

void expectSameReplay(const std::vector<Event>& a, const std::vector<Event>& b,
                      const BankGeometry& geometry) {
  for (Policy p : kAllPolicies) {
    SCOPED_TRACE(std::string(policyName(p)));
    ReplayResult ra = replay(a, p, geometry), rb = replay(b, p, geometry);
    ASSERT_EQ(ra.ok, rb.ok);
    ASSERT_EQ(ra.placements.size(), rb.placements.size());
    for (std::size_t i = 0; i < ra.placements.size(); ++i) {
      EXPECT_EQ(ra.placements[i].address, rb.placements[i].address) << "placement " << i;
      EXPECT_EQ(ra.placements[i].size, rb.placements[i].size) << "placement " << i;
      EXPECT_EQ(ra.placements[i].role, rb.placements[i].role) << "placement " << i;
    }
    EXPECT_EQ(ra.summary.peak_footprint, rb.summary.peak_footprint);
    EXPECT_EQ(ra.summary.max_external_fragmentation, rb.summary.max_external_fragmentation);
    EXPECT_EQ(ra.summary.min_largest_fit, rb.summary.min_largest_fit);
    EXPECT_EQ(minL1Size(a, p, geometry), minL1Size(b, p, geometry));
  }
}

// Importing the exported graph gives the runtime trace's own events, event for event
// (ids aside), so every policy places every buffer at the same address after every
// event and the study's figures are the same.
void expectExportRoundTrips(const std::vector<runtime::TraceEvent>& trace) {
  ImportedTrace direct = importTrace(runtime::traceToJson(trace, wormhole()), "trace");
  ImportedTtnnGraph via_graph = roundTrip(trace);
  const std::vector<Event> a = canonical(direct.workload.events);
  const std::vector<Event> b = canonical(via_graph.workload.events);
  ASSERT_GT(a.size(), 10u);
  EXPECT_EQ(strs(b), strs(a));
  EXPECT_EQ(b, a);  // labels and depths too
  expectSameReplay(a, b, direct.geometry);
  for (Policy p : kAllPolicies) {
    ReplayResult ra = replay(a, p, direct.geometry), rb = replay(b, p, direct.geometry);
    ASSERT_EQ(ra.samples.size(), rb.samples.size());
    for (std::size_t i = 0; i < ra.samples.size(); ++i) {
      EXPECT_EQ(ra.samples[i].heap_floor, rb.samples[i].heap_floor) << "event " << i;
      EXPECT_EQ(ra.samples[i].stack_top, rb.samples[i].stack_top) << "event " << i;
      EXPECT_EQ(ra.samples[i].cb_end, rb.samples[i].cb_end) << "event " << i;
    }
  }
}

TEST(TtnnGraphExport, CoshDemoRoundTrips) { expectExportRoundTrips(coshDemoTrace()); }

TEST(TtnnGraphExport, CompositesOfCompositesRoundTrip) {
  // multigammaln calls lgamma (nested frames, per-term frames that are not ops).
  expectExportRoundTrips(opTrace(64, 64, [](ops::OpContext& c, const ops::TensorRef& x) {
    return ops::multigammaln(c, x, kL1);
  }));
  expectExportRoundTrips(opTrace(64, 128, [](ops::OpContext& c, const ops::TensorRef& x) {
    return ops::softmax(c, ops::normalize(c, x, 1e-5, kL1), kL1);
  }));
}

// A catalog op run through ops_device::execute under one placement of its intermediates, traced.
std::vector<runtime::TraceEvent> executedTrace(const char* name, ops_device::AllocationModel model) {
  runtime::Device device(wormhole());
  const ops::OpInfo& op = ops::getOp(name);
  ops::TensorDesc x;
  x.shape = ops::Shape({1, 1, 64, 128});
  x.memory = ops::MemoryConfig::l1();
  device.tracer().enable();
  std::vector<runtime::Tensor> inputs{ops_device::randomTensor(device, x, op, 11)};
  ops_device::execute(device, op, inputs, op.defaults(), nullptr, nullptr, true, model);
  return device.tracer().events();
}

// The pool size the runtime gave a top-level op travels as strata_pool_bytes on its
// function_start, and a heap-placed intermediate (tt-metal's model) as strata_role
// "intermediate": both runs import back to the runtime trace's own events.
TEST(TtnnGraphExport, PoolSizesAndRolesRoundTrip) {
  const std::vector<runtime::TraceEvent> pool = executedTrace("lgamma", ops_device::AllocationModel::Pool);
  std::uint64_t reserved = 0;
  for (const runtime::TraceEvent& e : pool)
    if (e.kind == runtime::EventKind::PoolReserve) reserved = e.bytes_per_bank;
  ASSERT_GT(reserved, 0u);
  const json graph = traceToTtnnGraph(pool, wormhole());
  std::size_t declared = 0;
  for (const json& n : graph)
    if (n["params"].contains("strata_pool_bytes")) {
      EXPECT_EQ(n["params"]["name"], "lgamma");
      EXPECT_EQ(n["params"]["strata_pool_bytes"], reserved);
      ++declared;
    }
  EXPECT_EQ(declared, 1u);
  expectExportRoundTrips(pool);

  const std::vector<runtime::TraceEvent> metal = executedTrace("lgamma", ops_device::AllocationModel::TtMetal);
  std::size_t heap_intermediates = 0;
  for (const json& n : traceToTtnnGraph(metal, wormhole()))
    heap_intermediates += n["node_type"] == "buffer_allocate" &&
                          n["params"]["strata_allocator"] == "heap" &&
                          n["params"]["strata_role"] == "intermediate";
  EXPECT_GT(heap_intermediates, 2u);
  expectExportRoundTrips(metal);
}

// Without the strata_* params a reader knows only what tt-metal records: which buffers
// are intermediates follows from their lifetimes alone, and Strata's frame scopes become
// nested ops. For these traces that recovers every stack tensor, and every policy
// places every buffer where it does when replaying the runtime trace.
void expectPlainExportReplaysTheSame(const std::vector<runtime::TraceEvent>& trace) {
  json graph = traceToTtnnGraph(trace, wormhole());
  for (json& node : graph)
    for (const char* key : {"strata_allocator", "strata_role", "strata_pool_bytes", "strata_scope",
                            "strata_label"})
      node["params"].erase(key);
  ImportedTtnnGraph plain = importTtnnGraph(graph, wormhole(), "plain");
  ImportedTrace direct = importTrace(runtime::traceToJson(trace, wormhole()), "trace");
  std::size_t stack_tensors = 0;
  for (const Event& e : direct.workload.events)
    stack_tensors += e.type == EventType::Allocate && e.kind == AllocKind::Intermediate;
  EXPECT_EQ(plain.counts.intermediates, stack_tensors);
  expectSameReplay(canonical(direct.workload.events), canonical(plain.workload.events),
                   direct.geometry);
}

TEST(TtnnGraphExport, WithoutStrataParamsReplaysTheSame) {
  expectPlainExportReplaysTheSame(coshDemoTrace());  // 5 stack tensors
  expectPlainExportReplaysTheSame(opTrace(64, 64, [](ops::OpContext& c, const ops::TensorRef& x) {
    return ops::multigammaln(c, x, kL1);  // 60 stack tensors
  }));
  expectPlainExportReplaysTheSame(opTrace(64, 128, [](ops::OpContext& c, const ops::TensorRef& x) {
    return ops::softmax(c, ops::normalize(c, x, 1e-5, kL1), kL1);
  }));
}

// The graph is linked as tt-metal links it.
TEST(TtnnGraphExport, FollowsTheGraphProcessorsLinks) {
  const json graph = traceToTtnnGraph(coshDemoTrace(), wormhole());
  ASSERT_TRUE(graph.is_array());
  EXPECT_EQ(graph.front()["node_type"], "capture_start");
  EXPECT_EQ(graph.back()["node_type"], "capture_end");
  std::map<std::size_t, std::size_t> listed;  // node -> how many scopes list it
  std::size_t last_end = 0;
  for (std::size_t i = 0; i < graph.size(); ++i) {
    const json& n = graph[i];
    EXPECT_EQ(n["counter"], i);
    const std::string type = n["node_type"];
    if (type == "function_start" || type == "capture_start")
      for (const json& c : n["connections"]) ++listed[c.get<std::size_t>()];
    if (type == "function_end") last_end = i;
    if (type == "buffer_allocate" || type == "buffer_deallocate") {
      ASSERT_EQ(n["connections"].size(), 1u);
      EXPECT_EQ(graph[n["connections"][0].get<std::size_t>()]["node_type"], "buffer");
      EXPECT_TRUE(n["params"]["size"].is_number_unsigned());
      EXPECT_TRUE(n["params"]["address"].is_number_unsigned());
    }
    if (type == "circular_buffer_deallocate_all") {
      EXPECT_EQ(graph[n["connections"][0].get<std::size_t>()]["node_type"], "function_start");
    }
  }
  for (std::size_t i = 1; i + 1 < graph.size(); ++i)
    EXPECT_EQ(listed[i], 1u) << "node " << i << " is listed by its scope exactly once";
  const json& ends = graph[last_end]["connections"];
  EXPECT_EQ(ends.back(), graph.size() - 1) << "capture_end follows the last function_end";
  // The cosh demo: 6 ops, one frame, 7 L1 and 1 DRAM buffers, 5 programs.
  std::map<std::string, int> types;
  for (const json& n : graph) ++types[n["node_type"].get<std::string>()];
  EXPECT_EQ(types["function_start"], 7);
  EXPECT_EQ(types["function_end"], 7);
  EXPECT_EQ(types["buffer"], 8);
  EXPECT_EQ(types["buffer_allocate"], 8);
  EXPECT_EQ(types["buffer_deallocate"], 8);
  EXPECT_EQ(types["circular_buffer_allocate"], 5);
  EXPECT_EQ(types["circular_buffer_deallocate_all"], 10);
  EXPECT_EQ(graph.size(), 55u);
}

Error exportError(std::vector<runtime::TraceEvent> trace) {
  try {
    traceToTtnnGraph(trace, wormhole());
  } catch (const Error& e) {
    return e;
  }
  ADD_FAILURE() << "expected an export error";
  return Error(ErrorKind::Internal, "none");
}

TEST(TtnnGraphExport, RefusesScopesThatDoNotNest) {
  auto ev = [](std::uint64_t seq, runtime::EventKind kind, std::string name) {
    runtime::TraceEvent e;
    e.seq = seq;
    e.kind = kind;
    e.name = std::move(name);
    return e;
  };
  using K = runtime::EventKind;
  EXPECT_STREQ(exportError({ev(0, K::OpBegin, "a"), ev(1, K::FramePop, "a")}).what(),
               "runtime trace event 1 (frame_pop): closes a frame but the innermost open scope "
               "is op 'a': the graph needs ops and frames that nest");
  EXPECT_STREQ(exportError({ev(0, K::OpEnd, "a")}).what(),
               "runtime trace event 0 (op_end): closes an op but the innermost open scope is "
               "none: the graph needs ops and frames that nest");
  EXPECT_STREQ(exportError({ev(0, K::OpBegin, "a"), ev(1, K::FramePush, "a")}).what(),
               "runtime trace event 1 (frame_push): the trace ends with frame "
               "'strata::stack_frame(a)' still open: export a trace whose ops and frames all "
               "closed");
}

}  // namespace
}  // namespace strata::analysis
