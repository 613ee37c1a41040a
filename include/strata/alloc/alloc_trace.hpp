#pragma once
// Allocation traces: a recorded sequence of allocate/free events on one set of banks
// (sizes are bytes per bank), their JSON form, and replay on a BankManager.
//
// JSON:
//   { "format": "strata-alloc-trace/1", "name": "...", "description": "...",
//     "arch": "wormhole_b0", "buffer_type": "l1", "direction": "top_down",
//     "events": [ {"op": "alloc", "id": "conv1.out", "bytes": 32768},
//                 {"op": "free",  "id": "conv1.out"} ] }

#include "strata/alloc/bank_manager.hpp"
#include "strata/alloc/free_list.hpp"
#include "strata/device/arch.hpp"
#include "strata/device/buffer_type.hpp"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace strata::alloc {

struct TraceEvent {
  enum class Op : std::uint8_t { Alloc, Free };
  Op op = Op::Alloc;
  std::string id;           // unique among live buffers
  std::uint64_t bytes = 0;  // per bank; only for Alloc
  bool operator==(const TraceEvent&) const = default;
};

struct AllocTrace {
  std::string name;
  std::string description;
  std::string arch{device::kDefaultArch};
  device::BufferType buffer_type = device::BufferType::L1;
  Direction direction = Direction::TopDown;
  std::vector<TraceEvent> events;

  // Throws strata::Error (ParseError) naming `source`, the event index and the field for
  // anything malformed: missing/mistyped fields, unknown op, zero bytes, an id allocated
  // twice while live, a free of an id that is not live.
  static AllocTrace fromJson(const nlohmann::json& json, std::string_view source = "<json>");
  static AllocTrace load(const std::string& path);
  nlohmann::json toJson() const;
  std::string toJsonText() const;  // one event per line, for bundled files and diffs
};

// The bundled trace data/traces/l1_trace.json is exactly this (a test checks it): a
// model-like inference on one Wormhole L1 bank — weights that stay, activations passed
// layer to layer, residual branches kept alive across layers, per-op temporaries — all
// tile-multiple sizes (bfloat16 2048 B, bfloat8_b 1088 B tiles), allocated top-down.
AllocTrace modelLikeL1Trace();

// The trace as dense slots for tight replay loops (benchmarks): each op names a slot;
// bytes == 0 means free.
struct CompiledTrace {
  struct Op {
    std::uint32_t slot;
    std::uint64_t bytes;
  };
  std::vector<Op> ops;
  std::uint32_t num_slots = 0;
};
CompiledTrace compileTrace(const AllocTrace& trace);

struct ReplayResult {
  std::uint64_t allocations = 0;
  std::uint64_t frees = 0;
  std::uint64_t peak_allocated = 0;  // per bank
  std::size_t peak_event = 0;        // index of the event that reached the peak
  Statistics peak_statistics;
  std::vector<Block> peak_blocks;
  Statistics final_statistics;
  std::vector<Block> final_blocks;
};

// Replays every event in the trace's direction, in time linear in the events: the
// peak is tracked by statistics, and the block list at the peak comes from a second
// replay, up to the peak event, on fresh banks of the same config (so it shows the
// trace's own blocks even when `banks` held others before). A trace without
// allocations reports its final state as the peak. An allocation that does not fit throws
// the bank manager's OutOfMemory error, prefixed with the event index and id.
ReplayResult replay(const AllocTrace& trace, BankManager& banks);

// A one-line picture of the blocks: `width` cells over [begin, end); a cell is '#' when
// wholly allocated, '.' when wholly free and '+' when it holds both.
std::string blockMap(const std::vector<Block>& blocks, Address begin, Address end,
                     std::size_t width = 64);

}  // namespace strata::alloc
