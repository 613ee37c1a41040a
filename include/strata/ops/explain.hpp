#pragma once
// Where the query's number comes from: the same walk of the op's definition the query
// makes, with every step recorded — the ops and frames it opens, each tensor it
// allocates (heap or stack, bytes per core) and each program it enqueues with its
// circular buffers (index, page size, pages, backing) — and the running stack, CB and
// peak figures after each step. `strata query --explain` prints it.

#include "strata/ops/query.hpp"

#include <span>
#include <string>
#include <vector>

namespace strata::ops {

struct ExplainStep {
  enum class Kind : std::uint8_t { BeginOp, EndOp, PushFrame, PopFrame, Allocate, Enqueue };
  Kind kind = Kind::BeginOp;
  int depth = 0;      // op / frame nesting at this step
  std::string name;   // op, frame or program name
  // Allocate: the tensor, where it goes and its bytes per core in L1 (0 for DRAM).
  TensorDesc tensor;
  Placement placement = Placement::Heap;
  std::uint64_t l1_bytes = 0;
  // Enqueue: the program's circular buffers, their region (bytes per core, shard-backed
  // CBs take none) and the cores it runs on.
  std::vector<CbDesc> cbs;
  std::uint64_t cb_region = 0;
  std::uint32_t cores = 0;
  // After the step: stack bytes per core, and the usage so far.
  std::uint64_t stack = 0;
  L1Usage usage;
};

struct Explanation {
  L1Usage usage;  // equal to query() for the same arguments
  std::vector<ExplainStep> steps;
};

// The query with its steps; same validation and errors as query().
Explanation explain(const OpInfo& op, std::span<const TensorDesc> inputs, const OpParams& params,
                    const ArchDesc& arch, const MemoryConfig* output = nullptr);

std::string_view stepKindName(ExplainStep::Kind kind);  // "op", "end", "frame", ...

}  // namespace strata::ops
