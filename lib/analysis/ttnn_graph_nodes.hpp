#pragma once
// Reading one node of a TT-NN graph: its fields and params, with every error naming the
// node ("ttnn graph node 17 (buffer_deallocate): ..."), and the arithmetic that turns a
// buffer's params into bytes per L1 bank and a program's circular buffers into the size
// of its CB region. Private to the analysis layer (used by ttnn_graph_import.cpp).

#include "ttnn_graph_format.hpp"

#include "strata/device/arch.hpp"
#include "strata/device/buffer_type.hpp"
#include "strata/support/error.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace strata::analysis::ttnn_graph {

struct Node {
  std::size_t counter = 0;
  NodeKind kind = NodeKind::Unknown;
  std::string type;                            // node_type as written
  const nlohmann::json* params = nullptr;       // always an object
  const nlohmann::json* connections = nullptr;  // an array, or nullptr when absent
};

// Checks the node's shape (an object whose "counter" equals its position, a string
// "node_type", "params" an object when present, "connections" an array when present).
Node readNode(const nlohmann::json& json, std::size_t index);

// Throws strata::Error of `kind` with "ttnn graph node N (type): what" and the fields
// "node" and "node_type".
[[noreturn]] void failAt(const Node& node, const std::string& what,
                         ErrorKind kind = ErrorKind::ParseError);

// Params. tt-metal writes numbers as decimal strings (newer versions write some as JSON
// integers); both are accepted, anything else (a sign, a fraction, text, more than 64
// bits) is an error naming the param. Absent or null gives nullopt.
std::optional<std::uint64_t> paramNumber(const Node& node, const char* key);
std::uint64_t requireNumber(const Node& node, const char* key, std::string_view meaning);
std::optional<std::string> paramText(const Node& node, const char* key);
std::string requireText(const Node& node, const char* key, std::string_view meaning);
// "0"/"1"/"false"/"true" or a JSON bool or 0/1; absent is false.
bool paramFlag(const Node& node, const char* key);
// The node's connections[index] as a node counter below `limit`, or nullopt if absent.
std::optional<std::size_t> connection(const Node& node, std::size_t index, std::size_t limit);

// What a buffer, buffer_allocate or buffer_deallocate node says about its buffer.
struct BufferParams {
  device::BufferType type = device::BufferType::L1;
  std::uint64_t size = 0;  // bytes over all banks (buffer_deallocate may say 0)
  std::optional<std::string> layout;
  std::optional<std::uint64_t> page_size;
  std::optional<std::uint64_t> num_cores;
  std::optional<std::uint64_t> max_size_per_bank;
  std::optional<std::uint64_t> device_id;
};
// "type" is required; "buffer_type" (tt-metal's exact type, e.g. L1_SMALL) refines it.
BufferParams readBufferParams(const Node& node);

// Bytes one L1 bank reserves for the buffer on `arch` (docs/analysis.md, "TT-NN graph
// traces"): max_size_per_bank when given, else pages by layout over the arch's L1 banks
// (interleaved), the buffer's cores (sharded) or one bank; without page_size, pages are
// assumed to be bf16 tiles. Errors: unknown layout, sharded without num_cores, more than
// the arch's L1.
std::uint64_t l1BytesPerBank(const Node& node, const BufferParams& buffer,
                             const device::ArchDesc& arch);

// One program-scope buffer: a circular_buffer_allocate node, or a newer tt-metal's
// dataflow_buffer_allocate / scratchpad_allocate node (the same per-core L1 of the
// program, released with its circular buffers).
struct ProgramBuffer {
  std::size_t node = 0;
  std::uint64_t size = 0;     // bytes on each of its cores
  std::uint64_t address = 0;  // 0 when the capture ran without dispatch
  std::optional<std::vector<device::CoreRange>> cores;
  // Backed by a tensor's buffer (globally_allocated / borrows_memory): its bytes are the
  // tensor's, already placed, so the region needs none for it.
  bool tensor_backed = false;
};
ProgramBuffer readProgramBuffer(const Node& node);

// The CB region of one program, in bytes per core, as its buffers arrive: with real
// addresses, from the lowest address to the highest end; without (address 0), each
// buffer placed, on all its cores, at the highest end among them, as tt-metal's program
// places it (the plain sum when a buffer names no cores). Tensor-backed buffers take no
// bytes. Each add costs the buffer's cores, not the buffers before it.
class CbRegion {
 public:
  CbRegion(std::uint64_t alignment, std::uint64_t l1_size)
      : alignment_(alignment), l1_size_(l1_size) {}
  // Throws, naming `node`, when the region outgrows the L1 size.
  void add(const Node& node, const ProgramBuffer& buffer);
  std::uint64_t bytes() const;

 private:
  std::uint64_t alignment_, l1_size_;
  bool any_ = false;
  bool all_addressed_ = true;
  bool all_have_cores_ = true;
  std::uint64_t low_ = std::numeric_limits<std::uint64_t>::max(), high_ = 0;
  std::uint64_t sum_ = 0;
  std::unordered_map<std::uint32_t, std::uint64_t> end_of_core_;
  std::uint64_t placed_end_ = 0;
};

}  // namespace strata::analysis::ttnn_graph
