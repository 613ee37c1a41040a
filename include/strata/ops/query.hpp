#pragma once
// The one-number L1 query (ARCHITECTURE.md section 2): per core, in bytes, what an op
// needs on top of what is already allocated. A pure function: it walks the op's
// definition with an accounting context (no device, no allocator, no kernels, no heap
// allocation), so it is safe to call from many threads at once.

#include "strata/ops/catalog.hpp"
#include "strata/ops/context.hpp"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <span>
#include <vector>

namespace strata::ops {

struct L1Usage {
  std::uint64_t cb_peak = 0;     // largest CB region of any program the op enqueues
  std::uint64_t stack_peak = 0;  // highest the op's intermediates push the stack
  std::uint64_t peak = 0;        // max over time of (stack + CBs)
  std::uint64_t output_l1 = 0;   // bytes per core of the op's outputs placed in L1
  std::uint64_t total = 0;       // peak + output_l1
  bool operator==(const L1Usage&) const = default;
};

// The same op under tt-metal's allocation model, which is what tt-metal's own op query
// (query_op_constraints) reports: a composite's intermediates are heap buffers in the
// composite's output memory (L1 interleaved when the output is in L1, else DRAM), each
// freed when the composite step that made it ends, and the figures count L1 buffers by
// bytes live at once, not by address.
struct TtMetalUsage {
  std::uint64_t cb_peak = 0;         // largest CB region of any program
  std::uint64_t tensor_l1_peak = 0;  // most L1 buffer bytes (intermediates + outputs) live at once
  std::uint64_t total_peak = 0;      // most CB + L1 buffer bytes at once
  std::uint64_t output_l1 = 0;       // bytes per core of the op's outputs in L1
  bool operator==(const TtMetalUsage&) const = default;
};

// A usage's fields under the names every report gives them (JSON keys, the compiler's
// remarks), in declaration order: the one place those names are spelt.
struct UsageField {
  const char* name;
  std::uint64_t value;
};
inline std::array<UsageField, 5> usageFields(const L1Usage& u) {
  return {{{"cb_peak", u.cb_peak},
           {"stack_peak", u.stack_peak},
           {"peak", u.peak},
           {"output_l1", u.output_l1},
           {"total", u.total}}};
}
inline std::array<UsageField, 4> usageFields(const TtMetalUsage& u) {
  return {{{"cb_peak", u.cb_peak},
           {"tensor_l1_peak", u.tensor_l1_peak},
           {"total_peak", u.total_peak},
           {"output_l1", u.output_l1}}};
}
// The JSON object of those fields; nlohmann's hook, so `nlohmann::json j = usage;`.
void to_json(nlohmann::json& j, const L1Usage& usage);
void to_json(nlohmann::json& j, const TtMetalUsage& usage);

// The accountant: counts what an op does without doing it, under both models at once
// (the op code is the same; only where intermediates live differs).
class AccountingContext final : public OpContext {
 public:
  // `intermediatesInL1`: under tt-metal's model, whether a composite's intermediates
  // are L1 buffers (its output is in L1) or DRAM ones.
  explicit AccountingContext(const ArchDesc& arch, bool intermediatesInL1 = true)
      : arch_(arch), metal_l1_(intermediatesInL1) {}
  const ArchDesc& arch() const override { return arch_; }
  TensorRef allocate(const TensorDesc& desc, Placement placement) override;
  void fill(const TensorRef&, double, double) override {}
  void write(const TensorRef&, const ConstantValues&) override {}
  void pushFrame(const char* name) override;
  void popFrame() override;
  void enqueue(const ProgramDesc& program) override;
  void beginOp(const char*) override {}
  void endOp() override {}

  // The usage so far; output_l1 counts heap tensors in L1 allocated by the op.
  L1Usage usage() const;
  // The figures under tt-metal's model.
  TtMetalUsage ttMetalUsage() const;
  // Bytes per core the op's stack tensors hold right now.
  std::uint64_t stackBytes() const { return stack_; }

 private:
  static constexpr int kMaxDepth = 32;
  const ArchDesc& arch_;
  std::uint64_t stack_ = 0;
  std::uint64_t stack_peak_ = 0;
  std::uint64_t cb_peak_ = 0;
  std::uint64_t peak_ = 0;
  std::uint64_t heap_l1_ = 0;
  std::uint64_t frames_[kMaxDepth]{};
  int depth_ = 0;
  // tt-metal's model: L1 bytes of live intermediates (per frame, to free them), peaks.
  bool metal_l1_ = true;
  std::uint64_t metal_intermediates_ = 0;
  std::uint64_t metal_frames_[kMaxDepth]{};
  std::uint64_t metal_tensor_peak_ = 0;
  std::uint64_t metal_total_peak_ = 0;
};

// Query by op and argument descriptions. Validates like execution does (same errors).
// `output` (optional) is the memory config of the op's output (default: the first
// input's).
L1Usage query(const OpInfo& op, std::span<const TensorDesc> inputs, const OpParams& params,
              const ArchDesc& arch, const MemoryConfig* output = nullptr);

// Both models from one walk: Strata's (intermediates on the L1 stack) and tt-metal's.
struct ModelUsage {
  L1Usage stack;
  TtMetalUsage tt_metal;
};
ModelUsage queryModels(const OpInfo& op, std::span<const TensorDesc> inputs,
                       const OpParams& params, const ArchDesc& arch,
                       const MemoryConfig* output = nullptr);
// The same with a memory config per result of an op with several results (or one for all
// of them; none: the op picks). output_l1 counts every result placed in L1.
ModelUsage queryModels(const OpInfo& op, std::span<const TensorDesc> inputs,
                       const OpParams& params, const ArchDesc& arch,
                       std::span<const MemoryConfig> outputs);

// The query's figures and every result's description from one walk: what a compiler asks
// of an op it plans (the numbers, and whether the op makes the results its IR states).
// `outputs`: one memory config per result, one for all, or none (the op picks).
struct QueryWithResults {
  L1Usage usage;
  std::vector<TensorDesc> results;
};
QueryWithResults queryWithResults(const OpInfo& op, std::span<const TensorDesc> inputs,
                                  const OpParams& params, const ArchDesc& arch,
                                  std::span<const MemoryConfig> outputs);

// What every result of the op will be (shape, dtype, layout, memory), in result order,
// from the same walk the query makes.
std::vector<TensorDesc> resultDescs(const OpInfo& op, std::span<const TensorDesc> inputs,
                                    const OpParams& params, const ArchDesc& arch,
                                    const MemoryConfig* output = nullptr);

// Bytes by which an op's total (stack + CBs at the peak, plus outputs in L1) exceeds
// the arch's allocatable L1 per core; 0 when it fits an otherwise empty L1.
inline std::uint64_t l1Shortfall(const L1Usage& usage, const ArchDesc& arch) {
  const std::uint64_t room = arch.l1AllocatableBytes();
  return usage.total > room ? usage.total - room : 0;
}

}  // namespace strata::ops
