// Allocation traces: JSON parsing with clear errors, the bundled file, compilation to
// slots, replay figures, and the block map.
#include "strata/alloc/alloc_trace.hpp"
#include "strata/device/arch.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

namespace strata::alloc {
namespace {

std::string parseErrorOf(const std::string& text) {
  try {
    AllocTrace::fromJson(nlohmann::json::parse(text), "t.json");
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::ParseError);
    return e.what();
  }
  ADD_FAILURE() << "no error for " << text;
  return "";
}

TEST(AllocTrace, RejectsMalformedTracesNamingTheEvent) {
  EXPECT_EQ(parseErrorOf("[]"), "allocation trace t.json: top level: expected a JSON object");
  EXPECT_EQ(parseErrorOf(R"({"events": []})"),
            "allocation trace t.json: top level: missing field 'name'");
  EXPECT_EQ(parseErrorOf(R"({"name": "x"})"),
            "allocation trace t.json: top level: missing array field 'events'");
  EXPECT_EQ(parseErrorOf(R"({"name": "x", "events": [{"op": "alloc", "id": "a"}]})"),
            "allocation trace t.json: event 0: missing field 'bytes'");
  EXPECT_EQ(parseErrorOf(R"({"name": "x", "events": [{"op": "alloc", "id": "a", "bytes": -5}]})"),
            "allocation trace t.json: event 0: field 'bytes' must be a positive integer, got -5");
  EXPECT_EQ(parseErrorOf(R"({"name": "x", "events": [{"op": "alloc", "id": 7, "bytes": 5}]})"),
            "allocation trace t.json: event 0: field 'id' must be a string");
  EXPECT_EQ(parseErrorOf(R"({"name": "x", "events": [{"op": "alloc", "id": "a", "bytes": 5},
                                                     {"op": "alloc", "id": "a", "bytes": 5}]})"),
            "allocation trace t.json: event 1: id 'a' is allocated again while still live");
  EXPECT_EQ(parseErrorOf(R"({"name": "x", "events": [{"op": "free", "id": "a"}]})"),
            "allocation trace t.json: event 0: free of id 'a', which is not live");
  EXPECT_EQ(parseErrorOf(R"({"name": "x", "direction": "sideways", "events": []})"),
            "allocation trace t.json: field 'direction': 'sideways' is not 'top_down' or "
            "'bottom_up'");
  EXPECT_EQ(parseErrorOf(R"({"name": "x", "buffer_type": "trace", "events": []})"),
            "allocation trace t.json: field 'buffer_type': 'trace' is not 'l1' or 'dram'");
}

TEST(AllocTrace, JsonRoundTrip) {
  AllocTrace t = modelLikeL1Trace();
  AllocTrace back = AllocTrace::fromJson(nlohmann::json::parse(t.toJsonText()), "roundtrip");
  EXPECT_EQ(back.name, t.name);
  EXPECT_EQ(back.description, t.description);
  EXPECT_EQ(back.direction, t.direction);
  EXPECT_EQ(back.buffer_type, t.buffer_type);
  EXPECT_EQ(back.events, t.events);
  EXPECT_EQ(nlohmann::json::parse(t.toJsonText()), t.toJson());
}

TEST(AllocTrace, BundledFileIsTheBuiltInTrace) {
  std::string path = std::string(STRATA_SOURCE_DIR) + "/data/traces/l1_trace.json";
  std::ifstream in(path);
  ASSERT_TRUE(in) << path;
  std::stringstream text;
  text << in.rdbuf();
  EXPECT_EQ(text.str(), modelLikeL1Trace().toJsonText())
      << "regenerate with: strata alloc builtin-trace > data/traces/l1_trace.json";
  EXPECT_EQ(AllocTrace::load(path).events, modelLikeL1Trace().events);
}

TEST(AllocTrace, BuiltInTraceIsTileMultiplesAndBalanced) {
  AllocTrace t = modelLikeL1Trace();
  std::size_t allocs = 0, frees = 0;
  for (const TraceEvent& e : t.events) {
    if (e.op == TraceEvent::Op::Alloc) {
      ++allocs;
      EXPECT_TRUE(e.bytes % 2048 == 0 || e.bytes % 1088 == 0) << e.id << " " << e.bytes;
    } else {
      ++frees;
    }
  }
  EXPECT_EQ(allocs - frees, 24u);  // the 12 layers' weights and biases stay resident
  EXPECT_EQ(t.events.size(), 838u);
}

TEST(AllocTrace, CompileReusesSlots) {
  AllocTrace t;
  t.name = "s";
  t.events = {{TraceEvent::Op::Alloc, "a", 64}, {TraceEvent::Op::Alloc, "b", 32},
              {TraceEvent::Op::Free, "a", 0}, {TraceEvent::Op::Alloc, "c", 16},
              {TraceEvent::Op::Free, "c", 0}};
  CompiledTrace c = compileTrace(t);
  EXPECT_EQ(c.num_slots, 2u);
  ASSERT_EQ(c.ops.size(), 5u);
  EXPECT_EQ(c.ops[2].slot, c.ops[0].slot);
  EXPECT_EQ(c.ops[3].slot, c.ops[0].slot);  // a's slot is reused by c
  EXPECT_EQ(c.ops[2].bytes, 0u);
  EXPECT_EQ(c.ops[3].bytes, 16u);
}

TEST(AllocTrace, ReplayReportsPeakAndFinalState) {
  AllocTrace t;
  t.name = "small";
  t.direction = Direction::TopDown;
  t.events = {{TraceEvent::Op::Alloc, "w", 4096}, {TraceEvent::Op::Alloc, "x", 2048},
              {TraceEvent::Op::Alloc, "y", 1088}, {TraceEvent::Op::Free, "x", 0},
              {TraceEvent::Op::Alloc, "z", 1024}, {TraceEvent::Op::Free, "y", 0}};
  const auto& wh = device::builtinArch("wormhole_b0");
  BankManager banks(BankConfig::l1(wh));
  ReplayResult r = replay(t, banks);
  EXPECT_EQ(r.allocations, 4u);
  EXPECT_EQ(r.frees, 2u);
  EXPECT_EQ(r.peak_allocated, 4096u + 2048 + 1088);
  EXPECT_EQ(r.peak_event, 2u);
  // Top-down best fit: w at the top, x below, y below x; z reuses x's hole (top end).
  const Address top = wh.l1_size;
  EXPECT_EQ(r.final_blocks, (std::vector<Block>{{wh.l1_unreserved_base, top - 4096 - 1024 - wh.l1_unreserved_base, false},
                                                {top - 4096 - 1024, 1024, true},
                                                {top - 4096, 4096, true}}));
  EXPECT_EQ(r.final_statistics.allocated, 5120u);
  // The peak map (from the second replay up to the peak event): w, x and y stacked.
  EXPECT_EQ(r.peak_blocks, (std::vector<Block>{{wh.l1_unreserved_base, top - 4096 - 2048 - 1088 - wh.l1_unreserved_base, false},
                                               {top - 4096 - 2048 - 1088, 1088, true},
                                               {top - 4096 - 2048, 2048, true},
                                               {top - 4096, 4096, true}}));
  EXPECT_EQ(r.peak_statistics.allocated_blocks, 3u);
}

TEST(AllocTrace, ReplayOfNoEventsReportsTheEmptyStateAsPeak) {
  AllocTrace t;
  t.name = "empty";
  const auto& wh = device::builtinArch("wormhole_b0");
  BankManager banks(BankConfig::l1(wh));
  ReplayResult r = replay(t, banks);
  EXPECT_EQ(r.allocations, 0u);
  EXPECT_EQ(r.peak_allocated, 0u);
  EXPECT_EQ(r.peak_blocks, r.final_blocks);
  EXPECT_EQ(r.peak_blocks.size(), 1u);
}

TEST(AllocTrace, ReplayRejectsBytesThatWrapAcrossBanks) {
  AllocTrace t;
  t.name = "wrap";
  t.events = {{TraceEvent::Op::Alloc, "a", ~std::uint64_t{0} / 2}};
  BankManager banks(BankConfig::l1(device::builtinArch("wormhole_b0")));
  try {
    replay(t, banks);
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    EXPECT_NE(std::string(e.what()).find("event 0 (alloc 'a'): 9223372036854775807 bytes per bank "
                                         "x 64 banks does not fit in 64 bits"),
              std::string::npos)
        << e.what();
  }
}

TEST(AllocTrace, ReplayOutOfMemoryNamesTheEvent) {
  AllocTrace t;
  t.name = "oom";
  t.events = {{TraceEvent::Op::Alloc, "a", 800000}, {TraceEvent::Op::Alloc, "b", 800000}};
  BankManager banks(BankConfig::l1(device::builtinArch("wormhole_b0")));
  try {
    replay(t, banks);
    FAIL();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::OutOfMemory);
    EXPECT_NE(std::string(e.what()).find("replay of trace 'oom', event 1 (alloc 'b'): out of memory"),
              std::string::npos)
        << e.what();
    EXPECT_EQ(e.number("bytes_per_bank"), 800000);
  }
}

TEST(AllocTrace, BuiltInTraceReplaysUnderBothPolicies) {
  for (FitPolicy p : {FitPolicy::BestFit, FitPolicy::FirstFit}) {
    BankManager banks(BankConfig::l1(device::builtinArch("wormhole_b0"), p));
    ReplayResult r = replay(modelLikeL1Trace(), banks);
    EXPECT_EQ(r.allocations, 431u);
    EXPECT_EQ(r.frees, 407u);
    EXPECT_EQ(r.final_statistics.allocated_blocks, 24u);
    EXPECT_EQ(r.peak_statistics.allocated, r.peak_allocated);
  }
}

TEST(BlockMap, CellsShowAllocatedPartAndFree) {
  std::vector<Block> blocks{{0, 100, true}, {100, 150, false}, {250, 150, true}};
  EXPECT_EQ(blockMap(blocks, 0, 400, 4), "#.+#");
  EXPECT_EQ(blockMap({}, 0, 400, 3), "...");
}

}  // namespace
}  // namespace strata::alloc
