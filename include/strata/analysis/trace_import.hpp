#pragma once
// Reads the runtime's JSON allocation trace (schema: docs/runtime.md, "Trace format")
// into the replay event model. Only L1 matters for the study: DRAM and host buffers are
// skipped (their frees too); L1 buffers with role "intermediate" (stack, pool, or heap
// under tt-metal's model) become Intermediate allocations, "long_lived" ones Heap
// allocations, CB region placements CbRegion allocations; frames and ops map one to one
// (op depth is recomputed from the nesting). A pool_reserve inside a top-level op sets
// that op's Event::pool_bytes (the size the runtime gave the pool).

#include "strata/analysis/events.hpp"
#include "strata/analysis/replay.hpp"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace strata::analysis {

struct ImportedTrace {
  Workload workload;
  BankGeometry geometry;  // from the trace's "arch" object
  std::string arch_name;
  std::vector<std::size_t> trace_index;  // per replay event: its index in the trace
};

// Throws strata::Error (ParseError or InvalidArgument) for a malformed or truncated
// trace, a free of an unknown buffer, or a structure the replayer cannot follow; the
// message and the "event_index" field name the index in the trace's "events" array.
ImportedTrace importTrace(const nlohmann::json& document, std::string name);
// Reads and parses the file first (a file that cannot be read or is not JSON is a
// ParseError naming the file and, for truncated JSON, the byte offset).
ImportedTrace importTraceFile(const std::string& path);

}  // namespace strata::analysis
