#pragma once
// The vocabulary of TT-NN graph traces, shared by the reader (ttnn_graph_import.cpp)
// and the writer (ttnn_graph_export.cpp): node types, param keys, tt-metal's buffer-type
// names and numbers, and its core-range-set text. Private to the analysis layer.

#include "strata/device/buffer_type.hpp"
#include "strata/device/core.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata::analysis::ttnn_graph {

// Node fields.
inline constexpr const char* kCounter = "counter";
inline constexpr const char* kNodeType = "node_type";
inline constexpr const char* kParams = "params";
inline constexpr const char* kArguments = "arguments";
inline constexpr const char* kConnections = "connections";
inline constexpr const char* kInputTensors = "input_tensors";
inline constexpr const char* kStackingLevel = "stacking_level";

// Param keys tt-metal writes.
inline constexpr const char* kName = "name";
inline constexpr const char* kInputs = "inputs";
inline constexpr const char* kSize = "size";
inline constexpr const char* kAddress = "address";
inline constexpr const char* kType = "type";
inline constexpr const char* kBufferType = "buffer_type";  // tt-metal's BufferType as a number
inline constexpr const char* kLayout = "layout";
inline constexpr const char* kPageSize = "page_size";
inline constexpr const char* kNumCores = "num_cores";
inline constexpr const char* kMaxSizePerBank = "max_size_per_bank";
inline constexpr const char* kDeviceId = "device_id";
inline constexpr const char* kCoreRangeSet = "core_range_set";
inline constexpr const char* kGloballyAllocated = "globally_allocated";
inline constexpr const char* kBorrowsMemory = "borrows_memory";

// Param keys only Strata writes (TT-NN tools ignore keys they do not know).
inline constexpr const char* kStrataScope = "strata_scope";          // "op" | "frame"
inline constexpr const char* kStrataAllocator = "strata_allocator";  // "heap" | "stack" | "pool"
inline constexpr const char* kStrataRole = "strata_role";  // "long_lived" | "intermediate"
inline constexpr const char* kStrataPoolBytes = "strata_pool_bytes";  // top-level op's pool
inline constexpr const char* kStrataLabel = "strata_label";

enum class NodeKind : std::uint8_t {
  CaptureStart,
  CaptureEnd,
  FunctionStart,
  FunctionEnd,
  Buffer,
  BufferAllocate,
  BufferDeallocate,
  CbAllocate,
  CbDeallocateAll,
  DataflowBufferAllocate,  // newer tt-metal's program-scope buffers, released with the CBs
  ScratchpadAllocate,
  Tensor,
  Error,
  Unknown,  // a node type this reader does not know: ignored
};
NodeKind nodeKindOf(std::string_view node_type);
std::string_view nodeTypeName(NodeKind kind);  // "capture_start", ...

// tt-metal's BufferType numbering (DRAM 0, L1 1, SYSTEM_MEMORY 2, L1_SMALL 3, TRACE 4).
std::optional<device::BufferType> bufferTypeFromNumber(std::uint64_t value);
std::uint64_t bufferTypeNumber(device::BufferType type);
// The names tt-metal uses ("DRAM", "L1", "SYSTEM_MEMORY", "L1_SMALL", "TRACE").
std::optional<device::BufferType> bufferTypeFromName(std::string_view name);
std::string_view bufferTypeGraphName(device::BufferType type);
// What tt-metal writes in "type": "DRAM" for DRAM-backed buffers (DRAM, trace region),
// "L1" for the rest; the exact type is in "buffer_type". Host buffers never reach a
// tt-metal graph; Strata's exporter names them "SYSTEM_MEMORY" so no reader takes them
// for L1.
std::string_view coarseTypeName(device::BufferType type);

// Core ranges in any spelling: tt-metal's CoreRangeSet text, newer "{[0-0 - 7-7],
// [0-8 - 3-8]}" (x-y) or older "{[(x=0,y=0) - (x=7,y=7)], [(x=0,y=8) - (x=3,y=8)]}", or
// Strata's "[(0,0)-(7,7), (0,8)-(3,8)]". Coordinates above kMaxCoreCoordinate are refused (no
// device has such a grid; it keeps per-core work bounded). Returns nullopt and sets
// `why` for text that is neither.
inline constexpr std::uint32_t kMaxCoreCoordinate = 255;
std::optional<std::vector<device::CoreRange>> parseCoreRanges(std::string_view text,
                                                              std::string& why);
// tt-metal's (newer) spelling of a core range set: "{[0-0 - 7-7], [0-8 - 3-8]}".
std::string coreRangeSetText(const std::vector<device::CoreRange>& ranges);

}  // namespace strata::analysis::ttnn_graph
