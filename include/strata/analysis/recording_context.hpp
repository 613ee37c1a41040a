#pragma once
// An ops::OpContext that records what an op asks of L1 as replay events, by running the
// op library's own op definitions (the same functions the device context executes and
// the query accounts). Heap L1 tensors become Heap allocations, stack tensors
// Intermediate ones, each enqueued program's CB region (ops::cbRegionBytes) a CbRegion
// placed and released, frames and op scopes map one to one. DRAM tensors get ids but no
// events: the study is about L1. In the default order the events equal the runtime's
// trace of the same ops (test/analysis/trace_import_test.cpp).
//
// AllocationOrder::Eager replays the same ops in the order a ttnn-style eager library
// allocates: a composite's heap output is allocated only when the sub-op that writes it
// runs (ttnn's last sub-op creates it), and every intermediate is freed right after the
// last program that reads or writes it (refcount drop), instead of at its frame's end.
//
// Every top-level op call also runs through the op query's own accountant
// (ops::AccountingContext), and its begin event carries the stack peak it counts as the
// call's pool size (Event::pool_bytes): the figure ops::query gives for the call and the
// runtime's pool model (AllocationModel::Pool) reserves, known before the op runs.

#include "strata/analysis/events.hpp"
#include "strata/ops/context.hpp"
#include "strata/ops/query.hpp"

#include <optional>
#include <unordered_map>
#include <unordered_set>

namespace strata::analysis {

enum class AllocationOrder : std::uint8_t { Frames, Eager };

class RecordingContext final : public ops::OpContext {
 public:
  explicit RecordingContext(const ops::ArchDesc& arch,
                            AllocationOrder order = AllocationOrder::Frames)
      : arch_(arch), order_(order) {}

  const ops::ArchDesc& arch() const override { return arch_; }
  ops::TensorRef allocate(const ops::TensorDesc& desc, ops::Placement placement) override;
  void fill(const ops::TensorRef& t, double, double) override;
  void write(const ops::TensorRef& t, const ops::ConstantValues&) override;
  void pushFrame(const char* name) override;
  void popFrame() override;
  void enqueue(const ops::ProgramDesc& program) override;
  void beginOp(const char* name) override;
  void endOp() override;

  // What a workload script does between ops: a long-lived tensor dies (no-op for DRAM).
  void release(const ops::TensorRef& tensor);
  // A tensor the workload creates itself (inputs, weights): a heap allocation.
  ops::TensorRef input(const ops::TensorDesc& desc);

  EventBuilder& builder() { return builder_; }
  // The events; in Eager order with each intermediate's free moved after its last use.
  std::vector<Event> take();

 private:
  struct Pending {
    std::uint64_t bytes;
    std::string label;
    std::uint32_t depth;  // ops open when it was requested
  };
  void materialise(std::int32_t id);
  void touch(const ops::TensorRef* t);

  const ops::ArchDesc& arch_;
  AllocationOrder order_;
  EventBuilder builder_;
  std::unordered_set<std::int32_t> l1_ids_;
  std::unordered_map<std::int32_t, Pending> pending_;      // Eager: outputs not yet written
  std::unordered_map<std::uint64_t, std::size_t> last_use_;  // Eager: intermediate -> event
  std::int32_t next_dram_id_ = 1 << 30;
  std::optional<ops::AccountingContext> query_;  // the open top-level call's accountant
};

}  // namespace strata::analysis
