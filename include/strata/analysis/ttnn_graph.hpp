#pragma once
// TT-NN graph traces (the JSON array that ttnn.graph.begin_graph_capture /
// end_graph_capture returns) in both directions:
//
//   import  - a captured graph -> the replay event model, so `strata frag --ttnn-graph`
//             replays what a real TT-NN program asked of L1 under heap / pool / stack;
//   export  - Strata's own runtime trace -> a graph in the same format, so Strata's
//             traces open in TT-NN tools, and importing the export gives back the
//             events the runtime trace imports to.
//
// The mapping (node types, how per-bank bytes, intermediates, frames and CB regions are
// derived, and the assumptions where the format is silent) is documented in
// docs/analysis.md, "TT-NN graph traces".

#include "strata/analysis/events.hpp"
#include "strata/analysis/replay.hpp"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace strata::device {
struct ArchDesc;
}
namespace strata::runtime {
struct TraceEvent;
}

namespace strata::analysis {

// What an imported graph held, including what the L1 study does not place.
struct TtnnGraphCounts {
  std::size_t nodes = 0;
  std::size_t functions = 0;            // function_start nodes (ops and Strata frames)
  std::size_t l1_buffers = 0;           // L1 allocations placed (pre-existing ones included)
  std::size_t l1_preexisting = 0;       // ... of which were allocated before the capture
  std::size_t intermediates = 0;        // ... of which are intermediates
  std::size_t cb_regions = 0;           // programs' CB regions placed
  std::size_t dram_buffers = 0;         // DRAM / trace-region allocations: counted only
  std::uint64_t dram_bytes = 0;         // their total size (all banks)
  std::size_t other_buffers = 0;        // L1_SMALL, system memory, empty L1 buffers
  std::size_t unknown_nodes = 0;        // node types this reader does not know (ignored)
};

struct ImportedTtnnGraph {
  Workload workload;
  BankGeometry geometry;  // of the arch given: the graph itself names none
  std::string arch_name;
  std::vector<std::size_t> node_of_event;  // per replay event: the counter of its node
  TtnnGraphCounts counts;
};

// Reads a graph: the JSON array of nodes, or a report object holding it under "graph".
// Per-bank bytes use `arch` (its L1 banks, alignment and size). Throws strata::Error
// (ParseError for a malformed node, InvalidArgument for one the replay cannot follow)
// whose message starts "ttnn graph node N (type): " and whose fields name the node
// ("node", "node_type").
ImportedTtnnGraph importTtnnGraph(const nlohmann::json& graph, const device::ArchDesc& arch,
                                  std::string name);
// Reads the file first (the checks of readInputFile); a file that is not JSON is a
// ParseError naming the byte and the node the parser stopped in. Every message starts
// with the path.
ImportedTtnnGraph importTtnnGraphFile(const std::string& path, const device::ArchDesc& arch);

// One line: nodes, functions, L1 buffers, CB regions, and what was not placed.
std::string describeTtnnGraphCounts(const TtnnGraphCounts& counts);

// Strata's runtime trace as a TT-NN graph. Ops and stack frames become function
// scopes, buffers buffer / buffer_allocate / buffer_deallocate nodes, CB regions
// circular_buffer_allocate / circular_buffer_deallocate_all nodes, with counters and
// connections as tt-metal writes them. Strata-only facts (which allocator placed a
// buffer, whether a scope is an op or a frame, labels) travel in params named strata_*,
// which TT-NN tools ignore. Throws strata::Error (InvalidArgument) naming the trace
// event for a trace whose ops and frames do not nest or that ends with scopes open.
nlohmann::json traceToTtnnGraph(const std::vector<runtime::TraceEvent>& events,
                                const device::ArchDesc& arch);

}  // namespace strata::analysis
