#pragma once
// An ops::OpContext that records what an op asks of L1 as replay events, by running the
// op library's own op definitions (the same functions the device context executes and
// the query accounts). Heap L1 tensors become Heap allocations, stack tensors
// Intermediate ones, each enqueued program's CB region (ops::cbRegionBytes) a CbRegion
// placed and released, frames and op scopes map one to one. DRAM tensors get ids but no
// events: the study is about L1.

#include "strata/analysis/events.hpp"
#include "strata/ops/context.hpp"

#include <unordered_set>

namespace strata::analysis {

class RecordingContext final : public ops::OpContext {
 public:
  explicit RecordingContext(const ops::ArchDesc& arch) : arch_(arch) {}

  const ops::ArchDesc& arch() const override { return arch_; }
  ops::TensorRef allocate(const ops::TensorDesc& desc, ops::Placement placement) override;
  void fill(const ops::TensorRef&, double) override {}
  void pushFrame(const char*) override { builder_.frameBegin(); }
  void popFrame() override { builder_.frameEnd(); }
  void enqueue(const ops::ProgramDesc& program) override;
  void beginOp(const char* name) override { builder_.opBegin(name); }
  void endOp() override { builder_.opEnd(); }

  // What a workload script does between ops: a long-lived tensor dies (no-op for DRAM).
  void release(const ops::TensorRef& tensor);
  // A tensor the workload creates itself (inputs, weights): a heap allocation.
  ops::TensorRef input(const ops::TensorDesc& desc) { return allocate(desc, ops::Placement::Heap); }

  EventBuilder& builder() { return builder_; }
  std::vector<Event> take() { return builder_.take(); }

 private:
  const ops::ArchDesc& arch_;
  EventBuilder builder_;
  std::unordered_set<std::int32_t> l1_ids_;
  std::int32_t next_dram_id_ = 1 << 30;
};

}  // namespace strata::analysis
