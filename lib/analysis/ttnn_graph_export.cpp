// Strata's runtime trace -> a TT-NN graph (docs/analysis.md, "TT-NN graph traces").
//
// The graph is built the way tt-metal's graph processor builds it: node 0 is
// capture_start; every node is listed in the connections of the innermost open
// function (capture_start at top level); a function_start also follows from the
// function_end before it, capture_end from the last function_end; a buffer gets a
// "buffer" node the first time it is seen, which its allocate / deallocate nodes name
// in connections[0]; circular_buffer_deallocate_all names the open function. Numbers
// that tt-metal writes as JSON integers (size, address, page counts, ids) are integers.
#include "strata/analysis/ttnn_graph.hpp"

#include "ttnn_graph_format.hpp"

#include "strata/device/arch.hpp"
#include "strata/runtime/trace.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <unordered_map>

namespace strata::analysis {

namespace {

using namespace ttnn_graph;
using nlohmann::json;

[[noreturn]] void badEvent(const runtime::TraceEvent& e, const std::string& what) {
  throw Error(ErrorKind::InvalidArgument,
              fmt::format("runtime trace event {} ({}): {}", e.seq, runtime::eventKindName(e.kind), what),
              {Error::num("event_index", static_cast<std::int64_t>(e.seq))});
}

class GraphWriter {
 public:
  explicit GraphWriter(const device::ArchDesc& arch) : arch_(arch) {
    add("capture_start", json::object(), 0, /*listed=*/false);
    open_.push_back({0, "", false});
  }

  json finish(const runtime::TraceEvent* last) {
    if (open_.size() > 1) {
      const OpenScope& s = open_.back();
      const std::string what = fmt::format(
          "the trace ends with {} '{}' still open: export a trace whose ops and frames all "
          "closed",
          s.frame ? "frame" : "op", s.name);
      if (last) badEvent(*last, what);
      throw Error(ErrorKind::InvalidArgument, what);
    }
    const std::size_t end = add("capture_end", json::object(), 0, /*listed=*/false);
    nodes_[last_finished_.value_or(0)][kConnections].push_back(end);
    return std::move(nodes_);
  }

  void event(const runtime::TraceEvent& e) {
    switch (e.kind) {
      case runtime::EventKind::OpBegin: functionStart(e.name, "op"); break;
      case runtime::EventKind::FramePush:
        // A frame is a scope of its own in the graph, named so a reader sees a Strata stack
        // frame, not a TT-NN op.
        functionStart(fmt::format("strata::stack_frame({})", e.name), "frame");
        break;
      case runtime::EventKind::OpEnd: functionEnd(e, false); break;
      case runtime::EventKind::FramePop: functionEnd(e, true); break;
      case runtime::EventKind::Alloc: bufferAllocate(e); break;
      case runtime::EventKind::Free: bufferDeallocate(e); break;
      case runtime::EventKind::CbRegionPlace:
        // tt-metal drops the previous program's CBs before a program runs.
        deallocateAllCbs();
        if (e.size > 0) cbAllocate(e);
        break;
      case runtime::EventKind::CbRegionRelease: deallocateAllCbs(); break;
      case runtime::EventKind::Enqueue: break;  // no node: the CBs were recorded at placement
      // No node: a pool is placement, not a request; its blocks are exported as buffers
      // (strata_allocator "pool"), which is what a replay under any policy needs, and the
      // size the runtime gave a top-level op's pool up front goes on the op's
      // function_start (strata_pool_bytes), as the runtime trace's import keeps it.
      case runtime::EventKind::PoolReserve:
        if (open_.size() == 2 && !open_.back().frame)
          nodes_[open_.back().node][kParams][kStrataPoolBytes] = e.bytes_per_bank;
        break;
      case runtime::EventKind::PoolRelease: break;
    }
  }

 private:
  struct OpenScope {
    std::size_t node;
    std::string name;
    bool frame;
  };
  const device::ArchDesc& arch_;
  json nodes_ = json::array();
  std::vector<OpenScope> open_;  // capture_start at the bottom
  std::optional<std::size_t> last_finished_;
  std::unordered_map<std::uint64_t, std::size_t> buffer_node_;  // runtime buffer id -> node

  // Appends a node; `listed` adds it to the connections of the innermost open function.
  std::size_t add(const char* type, json params, int stacking_level, bool listed = true,
                  json connections = json::array()) {
    const std::size_t counter = nodes_.size();
    nodes_.push_back({{kCounter, counter},
                      {kNodeType, type},
                      {kParams, std::move(params)},
                      {kArguments, json::array()},
                      {kConnections, std::move(connections)},
                      {kInputTensors, json::array()},
                      {kStackingLevel, stacking_level}});
    if (listed) nodes_[open_.back().node][kConnections].push_back(counter);
    return counter;
  }
  int innerLevel() const { return static_cast<int>(open_.size()) - 1; }

  void functionStart(std::string name, const char* scope) {
    const int level = static_cast<int>(open_.size());
    const std::size_t n = add("function_start",
                              {{kName, name}, {kInputs, "0"}, {kStrataScope, scope}}, level);
    if (last_finished_) {
      nodes_[*last_finished_][kConnections].push_back(n);
      last_finished_.reset();
    }
    open_.push_back({n, std::move(name), std::string_view(scope) == "frame"});
  }

  void functionEnd(const runtime::TraceEvent& e, bool frame) {
    if (open_.size() < 2 || open_.back().frame != frame)
      badEvent(e, fmt::format("closes a{} but the innermost open scope is {}: the graph needs "
                              "ops and frames that nest",
                              frame ? " frame" : "n op",
                              open_.size() < 2 ? std::string("none")
                                               : fmt::format("{} '{}'", open_.back().frame ? "frame" : "op",
                                                             open_.back().name)));
    const int level = static_cast<int>(open_.size()) - 1;
    const std::size_t n = add("function_end", {{kName, open_.back().name}}, level);
    last_finished_ = n;
    open_.pop_back();
  }

  // What tt-metal records of a buffer; per-bank bytes travel as max_size_per_bank,
  // since the runtime trace keeps no page size.
  // `buffer_node`: the "buffer" node (what every node of the buffer shares) or the allocate /
  // deallocate node (which adds the address and the page spread, as tt-metal's do).
  json bufferParams(const runtime::TraceEvent& e, bool buffer_node) const {
    json p = {{kSize, e.size},
              {kType, std::string(coarseTypeName(e.buffer_type))},
              {kBufferType, bufferTypeNumber(e.buffer_type)},
              {kLayout, layoutName(e)},
              {kDeviceId, 0}};
    if (!buffer_node) {
      p[kAddress] = e.address;
      p[kNumCores] = sharded(e) ? e.num_banks : 0;  // tt-metal: 0 for interleaved
    }
    return p;
  }

  // The runtime trace does not record a buffer's memory layout. An interleaved L1
  // buffer sits on the first num_banks bank cores in bank order (or the whole grid); a
  // buffer on any other cores is sharded, of a kind the trace does not say, which
  // tt-metal spells UNKNOWN. DRAM buffers are interleaved in Strata.
  bool sharded(const runtime::TraceEvent& e) const {
    if (e.buffer_type != device::BufferType::L1 || e.cores.empty()) return false;
    std::vector<device::CoreCoord> banks;
    const std::uint32_t all = arch_.numWorkerCores();
    for (std::uint32_t b = 0; b < std::min(e.num_banks, all); ++b)
      banks.push_back({b % arch_.grid_x, b / arch_.grid_x});
    const device::CoreRangeSet interleaved = e.num_banks >= all
                                                 ? device::CoreRangeSet(arch_.workerRange())
                                                 : device::CoreRangeSet::fromCores(banks);
    return e.cores != interleaved.toString();
  }
  std::string layoutName(const runtime::TraceEvent& e) const {
    return sharded(e) ? "UNKNOWN" : "INTERLEAVED";
  }

  std::size_t bufferNode(const runtime::TraceEvent& e) {
    auto it = buffer_node_.find(e.buffer_id);
    if (it != buffer_node_.end()) return it->second;
    const std::size_t n = add("buffer", bufferParams(e, true), innerLevel());
    buffer_node_.emplace(e.buffer_id, n);
    return n;
  }

  void bufferAllocate(const runtime::TraceEvent& e) {
    const std::size_t buffer = bufferNode(e);
    json p = bufferParams(e, false);
    p[kMaxSizePerBank] = e.bytes_per_bank;
    p[kStrataAllocator] = std::string(runtime::allocatorKindName(e.allocator));
    p[kStrataRole] = std::string(runtime::bufferRoleName(e.role));
    p[kStrataLabel] = e.name;
    add("buffer_allocate", std::move(p), innerLevel(), true, json::array({buffer}));
  }

  void bufferDeallocate(const runtime::TraceEvent& e) {
    const std::size_t buffer = bufferNode(e);  // a buffer allocated before tracing began
    add("buffer_deallocate", bufferParams(e, false), innerLevel(), true, json::array({buffer}));
  }

  void cbAllocate(const runtime::TraceEvent& e) {
    // One node for the whole region: the trace keeps its size, not its buffers'.
    std::string why;
    std::optional<std::vector<device::CoreRange>> cores =
        parseCoreRanges(e.cores.empty() ? std::string_view("[]") : std::string_view(e.cores), why);
    if (!cores) badEvent(e, why);
    add("circular_buffer_allocate",
        {{kSize, e.size},
         {kAddress, e.address},
         {kCoreRangeSet, coreRangeSetText(*cores)},
         {kGloballyAllocated, "0"},
         {kDeviceId, 0},
         {kStrataLabel, e.name}},
        innerLevel());
  }

  void deallocateAllCbs() {
    add("circular_buffer_deallocate_all", {{kDeviceId, 0}}, innerLevel(), true,
        json::array({open_.back().node}));
  }
};

}  // namespace

nlohmann::json traceToTtnnGraph(const std::vector<runtime::TraceEvent>& events,
                                const device::ArchDesc& arch) {
  GraphWriter writer(arch);
  for (const runtime::TraceEvent& e : events) writer.event(e);
  return writer.finish(events.empty() ? nullptr : &events.back());
}

}  // namespace strata::analysis
