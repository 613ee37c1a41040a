// TT-NN graph import: the hand-checked fixtures import to exactly the events worked out
// in the comments (per-bank bytes, pre-capture inputs, intermediates and the frame of
// the call that owns them, CB regions per program), and every kind of bad graph is an
// error naming its node. The export is ttnn_graph_export_test.cpp.
#include "event_text.hpp"

#include "strata/analysis/ttnn_graph.hpp"

#include "strata/device/arch.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <map>
#include <sstream>

namespace strata::analysis {
namespace {

using nlohmann::json;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

std::string dataPath(const std::string& name) {
  return std::string(STRATA_SOURCE_DIR) + "/test/analysis/data/" + name;
}

json readJson(const std::string& path) {
  std::ifstream in(path);
  return json::parse(in);
}

// ---------------------------------------------------------------------------------------
// The composite fixture: ttnn::outer (a composite) calls ttnn::inner (a composite), each
// running programs ("Device Operation" > "create_device_tensor" as tt-metal records
// them), captured without dispatch (CB addresses 0), wormhole_b0: 64 L1 banks, 16 B
// alignment, L1 1499136 B, unreserved base 103712 B.
//   node 3  input buffer, 1 MiB interleaved, allocated before the capture (first named
//           by the deallocation at node 43): 512 bf16 pages / 64 banks = 8 x 2048 = 16384
//   node 7  allocated at 8 inside inner > Device Operation > create_device_tensor,
//           freed at 29 inside inner: an intermediate of inner, 16384 B
//   node 11 DRAM scratch: counted, not placed
//   node 20 allocated at 21 inside inner's second program, freed at 41 in outer: an
//           intermediate of outer that crosses inner, so inner gets no frame, outer does
//   node 33 outer's output, HEIGHT_SHARDED on 8 cores, 256 pages of 2048: 32 x 2048 =
//           65536 per core, never freed: heap
//   CBs: program 1 two 4096 B buffers on all cores = 8192; program 2 4096 on x 0-3,
//        2048 on x 4-7 (both at 0), 2048 on all cores placed above the highest = 6144;
//        program 3 a globally allocated one (no bytes) and 8192.
TEST(TtnnGraph, CompositeFixtureImportsToTheHandDerivedEvents) {
  ImportedTtnnGraph g = importTtnnGraphFile(dataPath("ttnn_graph_composite.json"), wormhole());
  const std::vector<std::string> expected = {
      "alloc 3 16384 heap 'allocated before the capture'",
      "op-begin ttnn::outer 0",
      "frame-begin",
      "op-begin ttnn::inner 1",
      "op-begin Device Operation 2",
      "op-begin create_device_tensor 3",
      "alloc 7 16384 intermediate",
      "op-end create_device_tensor 3",
      "alloc 14 8192 cb-region 'Device Operation'",
      "free 14",
      "op-end Device Operation 2",
      "op-begin Device Operation 2",
      "op-begin create_device_tensor 3",
      "alloc 20 16384 intermediate",
      "op-end create_device_tensor 3",
      "alloc 25 6144 cb-region 'Device Operation'",
      "free 25",
      "op-end Device Operation 2",
      "free 7",
      "op-end ttnn::inner 1",
      "op-begin Device Operation 1",
      "op-begin create_device_tensor 2",
      "alloc 33 65536 heap",
      "op-end create_device_tensor 2",
      "alloc 38 8192 cb-region 'Device Operation'",
      "free 38",
      "op-end Device Operation 1",
      "free 20",
      "frame-end",
      "op-end ttnn::outer 0",
      "free 3",
  };
  EXPECT_EQ(strs(g.workload.events), expected);
  const std::vector<std::size_t> nodes = {3,  1,  1,  4,  5,  6,  8,  9,  14, 17, 17,
                                          18, 19, 21, 22, 25, 28, 28, 29, 30, 31, 32,
                                          34, 35, 38, 40, 40, 41, 42, 42, 43};
  EXPECT_EQ(g.node_of_event, nodes);
  EXPECT_EQ(g.workload.name, "ttnn_graph_composite");
  EXPECT_EQ(g.arch_name, "wormhole_b0");
  const TtnnGraphCounts& c = g.counts;
  EXPECT_EQ(c.nodes, 45u);
  EXPECT_EQ(c.functions, 8u);
  EXPECT_EQ(c.l1_buffers, 4u);
  EXPECT_EQ(c.l1_preexisting, 1u);
  EXPECT_EQ(c.intermediates, 2u);
  EXPECT_EQ(c.cb_regions, 3u);
  EXPECT_EQ(c.dram_buffers, 1u);
  EXPECT_EQ(c.dram_bytes, 65536u);
  EXPECT_EQ(c.other_buffers, 0u);
  EXPECT_EQ(c.unknown_nodes, 0u);
  EXPECT_EQ(describeTtnnGraphCounts(c),
            "45 nodes, 8 functions; placed in L1: 4 buffers (1 allocated before the capture, 2 "
            "intermediates), 3 CB regions; not placed: 1 DRAM buffer (65536 B), 0 other buffers");
}

// Placements worked out by hand from the events above (heap: best fit from the top;
// stack: from the unreserved base, a CB region at the stack top).
TEST(TtnnGraph, CompositeFixtureReplaysToTheHandPlacedAddresses) {
  ImportedTtnnGraph g = importTtnnGraphFile(dataPath("ttnn_graph_composite.json"), wormhole());
  auto addresses = [&](Policy p) {
    ReplayResult r = replay(g.workload.events, p, g.geometry);
    EXPECT_TRUE(r.ok) << r.failure;
    EXPECT_EQ(r.summary.peak_footprint, 122880u) << policyName(p);
    std::map<std::uint64_t, std::uint64_t> out;
    for (const Placement& pl : r.placements) out[pl.id] = pl.address;
    return out;
  };
  // Stack: 7 at the base; program 1's CBs above it; 20 above 7; when 20 is freed, the
  // dead 7 below it pops too. 33 from the top, below the input.
  const std::map<std::uint64_t, std::uint64_t> stack = {
      {3, 1482752}, {7, 103712}, {14, 120096}, {20, 120096}, {25, 136480}, {33, 1417216}, {38, 136480}};
  EXPECT_EQ(addresses(Policy::Stack), stack);
  // Heap: 7 and 20 below the input; 7's 16 KiB hole cannot take the 64 KiB output.
  const std::map<std::uint64_t, std::uint64_t> heap = {
      {3, 1482752}, {7, 1466368}, {14, 103712}, {20, 1449984}, {25, 103712}, {33, 1384448}, {38, 103712}};
  EXPECT_EQ(addresses(Policy::Heap), heap);
  for (Policy p : kAllPolicies)
    EXPECT_EQ(minL1Size(g.workload.events, p, g.geometry), 103712u + 122880u) << policyName(p);
}

// The newer form: a report object holding the graph, integer params, null params on
// capture_start / capture_end, tt-metal's exact buffer type (3 = L1_SMALL: not placed),
// max_size_per_bank, the x-y core range spelling, real program addresses (a NORMAL
// capture, whose program nodes name device 0 and buffer nodes the mesh device 1), a
// scratchpad and a tensor-backed dataflow buffer.
//   buffer node 4 (allocated at 5): bfloat8_b pages of 1088 B, max_size_per_bank 2176 =
//   2 pages per bank;
//   program: CBs at 103712 (4096 B) and 107808 (2176 B), a 64 B scratchpad at 109984,
//   the dataflow buffer borrows the tensor's memory: region 109984 + 64 - 103712 = 6336.
TEST(TtnnGraph, ReportObjectWithIntegerParamsImports) {
  ImportedTtnnGraph g = importTtnnGraphFile(dataPath("ttnn_graph_report.json"), wormhole());
  const std::vector<std::string> expected = {
      "op-begin ttnn::add 0", "alloc 4 2176 heap", "alloc 7 6336 cb-region 'ttnn::add'",
      "free 7", "op-end ttnn::add 0"};
  EXPECT_EQ(strs(g.workload.events), expected);
  EXPECT_EQ(g.counts.other_buffers, 1u);   // the L1_SMALL buffer
  EXPECT_EQ(g.counts.unknown_nodes, 1u);   // "program_marker"
  EXPECT_EQ(g.counts.nodes, 14u);
  EXPECT_EQ(replay(g.workload.events, Policy::Stack, g.geometry).summary.peak_footprint, 2176u + 6336u);
}

// ---------------------------------------------------------------------------------------
// Errors: one per class, each naming the node.

json composite() { return readJson(dataPath("ttnn_graph_composite.json")); }

Error importError(const json& graph) {
  try {
    importTtnnGraph(graph, wormhole(), "bad");
  } catch (const Error& e) {
    return e;
  }
  ADD_FAILURE() << "expected an import error";
  return Error(ErrorKind::Internal, "none");
}

void expectError(const json& graph, std::int64_t node, const std::string& message,
                 ErrorKind kind = ErrorKind::ParseError) {
  Error e = importError(graph);
  EXPECT_EQ(std::string(e.what()), message);
  EXPECT_EQ(e.number("node"), node) << e.what();
  EXPECT_EQ(e.kind(), kind) << e.what();
}

TEST(TtnnGraph, MissingAndMalformedFieldsNameTheNode) {
  json g = composite();
  g[8]["params"].erase("size");
  expectError(g, 8, "ttnn graph node 8 (buffer_allocate): params has no \"size\" (the buffer's "
                    "bytes over all banks)");
  g = composite();
  g[4]["params"].erase("name");
  expectError(g, 4, "ttnn graph node 4 (function_start): params has no \"name\" (the function's name)");
  g = composite();
  g[12].erase("node_type");
  expectError(g, 12, "ttnn graph node 12 (?): has no \"node_type\" string; every node names its type");
  g = composite();
  g[12]["counter"] = 13;
  expectError(g, 12, "ttnn graph node 12 (buffer_allocate): has counter 13, but it is entry 12 of "
                     "the array; connections name nodes by counter, so counters must equal positions");
  g = composite();
  g[5] = "function_start";
  expectError(g, 5, "ttnn graph node 5 (?): is a JSON string, not an object with \"counter\", "
                    "\"node_type\" and \"params\"");
  g = composite();
  g[14]["params"] = json::array();
  expectError(g, 14, "ttnn graph node 14 (circular_buffer_allocate): \"params\" is a JSON array, not an object");
  g = composite();
  g[8]["params"]["type"] = "HBM";
  expectError(g, 8, "ttnn graph node 8 (buffer_allocate): buffer type \"HBM\" is not one of DRAM, "
                    "L1, L1_SMALL, SYSTEM_MEMORY, TRACE");
  g = composite();
  g[21]["params"]["layout"] = "ND_SHARDED";
  g[21]["params"].erase("page_size");
  expectError(g, 21, "ttnn graph node 21 (buffer_allocate): layout \"ND_SHARDED\" is not "
                     "INTERLEAVED, SINGLE_BANK, HEIGHT_SHARDED, WIDTH_SHARDED or BLOCK_SHARDED, and "
                     "there is no \"max_size_per_bank\": cannot size its L1 banks");
  g = composite();
  g[34]["params"].erase("num_cores");
  expectError(g, 34, "ttnn graph node 34 (buffer_allocate): HEIGHT_SHARDED L1 buffer without "
                     "\"num_cores\" (or 0): cannot tell how many cores share its 524288 B; "
                     "re-capture with a tt-metal that records num_cores");
  g = composite();
  g[25]["params"]["core_range_set"] = "{[(x=0,y=0) - (x=3)]}";
  expectError(g, 25, "ttnn graph node 25 (circular_buffer_allocate): core range set \"{[(x=0,y=0) "
                     "- (x=3)]}\" has a malformed end coordinate (expected tt-metal's \"{[0-0 - "
                     "7-7], ...}\" or \"{[(x=0,y=0) - (x=7,y=7)], ...}\" with coordinates up to 255)");
  g[25]["params"]["core_range_set"] = "{[0-0 - 300-7]}";
  expectError(g, 25, "ttnn graph node 25 (circular_buffer_allocate): core range set \"{[0-0 - "
                     "300-7]}\" has a malformed end coordinate (expected tt-metal's \"{[0-0 - "
                     "7-7], ...}\" or \"{[(x=0,y=0) - (x=7,y=7)], ...}\" with coordinates up to 255)");
  g = composite();
  g[14]["params"]["globally_allocated"] = "maybe";
  expectError(g, 14, "ttnn graph node 14 (circular_buffer_allocate): param \"globally_allocated\" "
                     "is \"maybe\", not a flag (\"0\", \"1\", \"false\", \"true\")");
}

TEST(TtnnGraph, NonNumericAndOverflowingNumbersNameTheParam) {
  json g = composite();
  g[8]["params"]["size"] = "1048576B";
  expectError(g, 8, "ttnn graph node 8 (buffer_allocate): param \"size\" is \"1048576B\", not a whole number");
  g[8]["params"]["size"] = -4096;
  expectError(g, 8, "ttnn graph node 8 (buffer_allocate): param \"size\" is -4096, not a whole number");
  g[8]["params"]["size"] = 4096.5;
  expectError(g, 8, "ttnn graph node 8 (buffer_allocate): param \"size\" is 4096.5, not a whole number");
  g[8]["params"]["size"] = "18446744073709551616";
  expectError(g, 8, "ttnn graph node 8 (buffer_allocate): param \"size\" is "
                    "\"18446744073709551616\", which does not fit in 64 bits",
              ErrorKind::InvalidArgument);
  g[8]["params"]["size"] = "281474976710657";
  expectError(g, 8, "ttnn graph node 8 (buffer_allocate): param \"size\" is 281474976710657, above "
                    "the 281474976710656 B (256 TiB) any buffer can have; the file is corrupt",
              ErrorKind::InvalidArgument);
  g[8]["params"]["size"] = "104857600";  // 100 MiB interleaved: 800 pages per bank
  expectError(g, 8, "ttnn graph node 8 (buffer_allocate): L1 buffer of 104857600 B needs 1638400 "
                    "B per bank, more than the 1499136 B L1 of arch 'wormhole_b0'; replay it with "
                    "--arch naming the device it was captured on",
              ErrorKind::InvalidArgument);
  g = composite();
  g[39]["params"]["size"] = "1500000";
  expectError(g, 39, "ttnn graph node 39 (circular_buffer_allocate): the program's circular "
                     "buffers up to this one need a 1500000 B CB region per core, more than the "
                     "1499136 B L1",
              ErrorKind::InvalidArgument);
}

TEST(TtnnGraph, UnknownBuffersAndBrokenNestingNameTheNode) {
  json g = composite();
  g[29]["connections"] = json::array({10});  // a tensor node
  expectError(g, 29, "ttnn graph node 29 (buffer_deallocate): names node 10 as its buffer, but that "
                     "is a 'tensor' node, not a 'buffer' node: unknown buffer",
              ErrorKind::InvalidArgument);
  g[29]["connections"] = json::array({99});
  expectError(g, 29, "ttnn graph node 29 (buffer_deallocate): connection 0 is 99, not the counter "
                     "of a node of this graph (0 to 44)");
  g[29]["connections"] = json::array();
  expectError(g, 29, "ttnn graph node 29 (buffer_deallocate): has no connection to its buffer "
                     "node; connections[0] names the buffer");
  g = composite();
  g[41]["connections"] = json::array({7});  // 7 was deallocated at node 29
  expectError(g, 41, "ttnn graph node 41 (buffer_deallocate): deallocates buffer node 7, which "
                     "node 29 already deallocated",
              ErrorKind::InvalidArgument);
  g = composite();
  g[21]["connections"] = json::array({7});  // 7 is live
  expectError(g, 21, "ttnn graph node 21 (buffer_allocate): allocates buffer node 7 again while it "
                     "is live (allocated at node 8); a buffer is deallocated before it is "
                     "allocated again",
              ErrorKind::InvalidArgument);
  g = composite();
  g[30]["params"]["name"] = "ttnn::outer";
  expectError(g, 30, "ttnn graph node 30 (function_end): ends 'ttnn::outer', but the innermost "
                     "open function is 'ttnn::inner' (node 4)",
              ErrorKind::InvalidArgument);
  g = composite();
  g.erase(42);  // outer's function_end: the rest no longer matches its counters
  expectError(g, 42, "ttnn graph node 42 (buffer_deallocate): has counter 43, but it is entry 42 "
                     "of the array; connections name nodes by counter, so counters must equal "
                     "positions");
  g = composite();
  g.erase(g.end() - 3, g.end());  // a capture cut off after node 41
  expectError(g, 41, "ttnn graph node 41 (buffer_deallocate): the graph ends with function "
                     "'ttnn::outer' (node 1) still open: the capture looks truncated",
              ErrorKind::InvalidArgument);
  g = composite();
  g.erase(g.end() - 16, g.end());  // cut off after node 28, inside outer > inner
  expectError(g, 28, "ttnn graph node 28 (function_end): the graph ends with function "
                     "'ttnn::inner' (node 4), inside 1 more, still open: the capture looks truncated",
              ErrorKind::InvalidArgument);
  g = composite();
  g[21]["params"]["device_id"] = "1";
  expectError(g, 21, "ttnn graph node 21 (buffer_allocate): uses L1 of device 1, but node 3 used "
                     "L1 of device 0: the study replays one device's L1; capture one device at a "
                     "time",
              ErrorKind::InvalidArgument);
  g = composite();
  g[4]["params"]["strata_scope"] = "region";
  expectError(g, 4, "ttnn graph node 4 (function_start): param \"strata_scope\" is \"region\", not "
                    "\"op\" or \"frame\"");
  g = composite();
  ASSERT_EQ(g[8]["node_type"], "buffer_allocate");
  g[8]["params"]["strata_role"] = "scratch";
  expectError(g, 8, "ttnn graph node 8 (buffer_allocate): param \"strata_role\" is \"scratch\", "
                    "not \"long_lived\" or \"intermediate\"");
  g = composite();
  g[4]["params"]["strata_pool_bytes"] = 4096;  // ttnn::inner runs inside ttnn::outer
  expectError(g, 4, "ttnn graph node 4 (function_start): param \"strata_pool_bytes\" is for "
                    "top-level ops; pools belong to the call the user makes");
}

TEST(TtnnGraph, DocumentsThatAreNotGraphs) {
  EXPECT_STREQ(importError(json::object({{"events", json::array()}})).what(),
               "a ttnn graph is a JSON array of nodes (or a report object with a \"graph\" "
               "array), not a JSON object");
  EXPECT_STREQ(importError(json::array()).what(), "ttnn graph has no nodes: nothing was captured");
}

TEST(TtnnGraph, FileErrorsNameThePathAndTheNode) {
  std::ifstream in(dataPath("ttnn_graph_composite.json"));
  std::stringstream text;
  text << in.rdbuf();
  const std::string whole = text.str();
  const std::string marker = "{\"counter\": 12,";
  const std::size_t cut = whole.find(marker);
  ASSERT_NE(cut, std::string::npos);
  const std::string path = ::testing::TempDir() + "truncated_ttnn_graph.json";
  std::ofstream(path) << whole.substr(0, cut + marker.size() + 5);
  try {
    importTtnnGraphFile(path, wormhole());
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::ParseError);
    EXPECT_EQ(e.number("node"), 12);
    const std::string what = e.what();
    EXPECT_EQ(what.rfind(fmt::format("ttnn graph file '{}' is not valid JSON (truncated or "
                                     "malformed) at byte ",
                                     path),
                         0),
              0u)
        << what;
    EXPECT_NE(what.find(", in node 12 (12 complete nodes before it): "), std::string::npos) << what;
  }
  json g = composite();
  g[29]["connections"] = json::array({10});
  std::ofstream(path) << g.dump();
  try {
    importTtnnGraphFile(path, wormhole());
    FAIL() << "expected an error";
  } catch (const Error& e) {
    EXPECT_EQ(std::string(e.what()), path + ": ttnn graph node 29 (buffer_deallocate): names node "
                                            "10 as its buffer, but that is a 'tensor' node, not "
                                            "a 'buffer' node: unknown buffer");
    EXPECT_EQ(e.number("node"), 29);
    EXPECT_EQ(e.text("path"), path);
  }
  EXPECT_THROW(importTtnnGraphFile(::testing::TempDir(), wormhole()), Error);  // a directory
}

// A page size absent (older captures) means bf16 tiles; the same buffer with its real
// page size (bfloat8_b, 1088 B) needs fewer bytes per bank.
TEST(TtnnGraph, PerBankBytesFollowPagesLayoutAndArch) {
  auto bytesOf = [](json params) {
    json g = json::array();
    g.push_back({{"counter", 0}, {"node_type", "capture_start"}, {"params", json::object()}});
    g.push_back({{"counter", 1}, {"node_type", "buffer"}, {"params", params}});
    g.push_back({{"counter", 2}, {"node_type", "buffer_allocate"}, {"params", params}, {"connections", {1}}});
    return importTtnnGraph(g, wormhole(), "one").workload.events.at(0).bytes;
  };
  // 200 bf16 tiles over 64 banks: 4 pages per bank.
  EXPECT_EQ(bytesOf({{"size", "409600"}, {"type", "L1"}, {"layout", "INTERLEAVED"}}), 4u * 2048);
  // 200 bfloat8_b tiles: the same 4 pages of 1088 B.
  EXPECT_EQ(bytesOf({{"size", "217600"}, {"type", "L1"}, {"layout", "INTERLEAVED"}, {"page_size", "1088"}}),
            4u * 1088);
  // Row-major pages of 100 B are aligned to 16: 2 pages per bank of 112 B.
  EXPECT_EQ(bytesOf({{"size", "12800"}, {"type", "L1"}, {"layout", "INTERLEAVED"}, {"page_size", "100"}}),
            2u * 112);
  // Block sharded over 16 cores: 200 tiles -> 13 per core.
  EXPECT_EQ(bytesOf({{"size", "409600"}, {"type", "L1"}, {"layout", "BLOCK_SHARDED"}, {"num_cores", "16"},
                     {"page_size", "2048"}}),
            13u * 2048);
  // One bank holds all pages.
  EXPECT_EQ(bytesOf({{"size", "8192"}, {"type", "L1"}, {"layout", "SINGLE_BANK"}}), 8192u);
  // tt-metal's own figure wins over the arch's bank count.
  EXPECT_EQ(bytesOf({{"size", "409600"}, {"type", "L1"}, {"layout", "INTERLEAVED"}, {"page_size", "2048"},
                     {"max_size_per_bank", "6144"}}),
            6144u);
  EXPECT_EQ(bytesOf({{"size", 409600}, {"type", "L1"}, {"layout", "UNKNOWN"}, {"max_size_per_bank", 6000}}),
            6000u);
  // tt-metal's figure counts aligned pages: one 12 B page takes 16 ...
  EXPECT_EQ(bytesOf({{"size", 768}, {"type", "L1"}, {"layout", "INTERLEAVED"}, {"page_size", 12},
                     {"max_size_per_bank", 16}}),
            16u);
  // ... while a version that multiplied unaligned pages is re-aligned: 2 pages of 100 B.
  EXPECT_EQ(bytesOf({{"size", 12800}, {"type", "L1"}, {"layout", "INTERLEAVED"}, {"page_size", 100},
                     {"max_size_per_bank", 200}}),
            2u * 112);
}

// One program's region per core: placed per core without addresses, the plain sum when
// a buffer names no cores, the address span with real addresses; tensor-backed buffers
// take nothing.
TEST(TtnnGraph, CbRegionBytesFollowCoresAndAddresses) {
  auto regionOf = [](std::vector<json> params, const char* type = "circular_buffer_allocate") {
    json g = json::array();
    g.push_back({{"counter", 0}, {"node_type", "capture_start"}, {"params", nullptr}});
    for (json& p : params)
      g.push_back({{"counter", g.size()}, {"node_type", type}, {"params", std::move(p)}});
    ImportedTtnnGraph imported = importTtnnGraph(g, wormhole(), "cbs");
    return imported.workload.events.empty() ? 0 : imported.workload.events.at(0).bytes;
  };
  // Row 0 and row 1 each hold a 1000 B buffer (aligned to 1008 for the next); a buffer on
  // both rows goes above both.
  EXPECT_EQ(regionOf({{{"size", "1000"}, {"core_range_set", "{[0-0 - 7-0]}"}},
                      {{"size", "1000"}, {"core_range_set", "{[0-1 - 7-1]}"}},
                      {{"size", "500"}, {"core_range_set", "{[0-0 - 7-1]}"}}}),
            1008u + 500);
  // Without core ranges: the sum, each buffer aligned.
  EXPECT_EQ(regionOf({{{"size", "1000"}}, {{"size", "1000"}}, {{"size", "500"}}}), 1008u + 1008 + 512);
  // Real addresses: the span.
  EXPECT_EQ(regionOf({{{"size", "4096"}, {"address", "200000"}}, {{"size", "64"}, {"address", "204096"}}}),
            4160u);
  // Tensor-backed: no region at all.
  EXPECT_EQ(regionOf({{{"size", "32768"}, {"globally_allocated", "1"}}}), 0u);
  EXPECT_EQ(regionOf({{{"size", "32768"}, {"borrows_memory", "1"}}}, "dataflow_buffer_allocate"), 0u);
  EXPECT_EQ(regionOf({{{"size", "256"}}}, "scratchpad_allocate"), 256u);
}

}  // namespace
}  // namespace strata::analysis
