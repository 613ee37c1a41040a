// RecordingContext: op definitions -> replay events (see recording_context.hpp).
#include "strata/analysis/recording_context.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <map>

namespace strata::analysis {

ops::TensorRef RecordingContext::allocate(const ops::TensorDesc& desc, ops::Placement placement) {
  if (query_) query_->allocate(desc, placement);
  ops::TensorRef ref{desc, -1};
  if (!desc.memory.isL1()) {
    ref.id = next_dram_id_++;
    return ref;
  }
  const AllocKind kind =
      placement == ops::Placement::Stack ? AllocKind::Intermediate : AllocKind::Heap;
  const std::uint64_t id = builder_.reserveId();
  if (id >= static_cast<std::uint64_t>(next_dram_id_ >> 1))
    throw Error(ErrorKind::Internal, "RecordingContext: too many tensors in one workload");
  ref.id = static_cast<std::int32_t>(id);
  l1_ids_.insert(ref.id);
  if (order_ == AllocationOrder::Eager && kind == AllocKind::Heap && builder_.openOps() > 0) {
    pending_.emplace(ref.id, Pending{desc.bytesPerBank(arch_), desc.toString(), builder_.openOps()});
    return ref;
  }
  builder_.allocAs(id, desc.bytesPerBank(arch_), kind, desc.toString());
  if (kind == AllocKind::Intermediate) last_use_[id] = builder_.events().size() - 1;
  return ref;
}

ops::TensorRef RecordingContext::input(const ops::TensorDesc& desc) {
  ops::TensorRef ref = allocate(desc, ops::Placement::Heap);
  materialise(ref.id);
  return ref;
}

void RecordingContext::materialise(std::int32_t id) {
  auto it = pending_.find(id);
  if (it == pending_.end()) return;
  builder_.allocAs(static_cast<std::uint64_t>(id), it->second.bytes, AllocKind::Heap,
                   std::move(it->second.label));
  pending_.erase(it);
}

void RecordingContext::touch(const ops::TensorRef* t) {
  if (t == nullptr) return;
  auto it = last_use_.find(static_cast<std::uint64_t>(t->id));
  if (it != last_use_.end()) it->second = builder_.events().size() - 1;
}

void RecordingContext::fill(const ops::TensorRef& t, double, double) {
  materialise(t.id);
  touch(&t);
}

void RecordingContext::write(const ops::TensorRef& t, const ops::ConstantValues&) {
  materialise(t.id);
  touch(&t);
}

void RecordingContext::pushFrame(const char* name) {
  if (query_) query_->pushFrame(name);
  builder_.frameBegin();
}

void RecordingContext::popFrame() {
  if (query_) query_->popFrame();
  builder_.frameEnd();
}

void RecordingContext::beginOp(const char* name) {
  if (builder_.openOps() == 0) query_.emplace(arch_);
  builder_.opBegin(name);
}

void RecordingContext::enqueue(const ops::ProgramDesc& program) {
  if (query_) query_->enqueue(program);
  for (int i = 0; i < program.num_inputs; ++i)
    if (program.inputs[static_cast<std::size_t>(i)])
      materialise(program.inputs[static_cast<std::size_t>(i)]->id);
  if (program.output) materialise(program.output->id);
  for (const ops::TensorRef* more : program.more_outputs)
    if (more) materialise(more->id);
  const std::uint64_t bytes = ops::cbRegionBytes(program, arch_);
  if (bytes > 0) builder_.free(builder_.alloc(bytes, AllocKind::CbRegion, program.name));
  for (int i = 0; i < program.num_inputs; ++i) touch(program.inputs[static_cast<std::size_t>(i)]);
  touch(program.output);
  for (const ops::TensorRef* more : program.more_outputs) touch(more);
}

void RecordingContext::endOp() {
  // An output nobody wrote still exists when its op returns.
  const std::uint32_t depth = builder_.openOps();
  std::vector<std::int32_t> due;
  for (const auto& [id, p] : pending_)
    if (p.depth >= depth) due.push_back(id);
  std::sort(due.begin(), due.end());
  for (std::int32_t id : due) materialise(id);
  if (depth == 1 && query_) {
    builder_.declarePool(query_->usage().stack_peak);
    query_.reset();
  }
  builder_.opEnd();
}

void RecordingContext::release(const ops::TensorRef& tensor) {
  materialise(tensor.id);
  if (l1_ids_.erase(tensor.id)) builder_.free(static_cast<std::uint64_t>(tensor.id));
}

std::vector<Event> RecordingContext::take() {
  std::vector<Event> events = builder_.take();
  if (order_ != AllocationOrder::Eager) return events;
  std::map<std::size_t, std::vector<std::uint64_t>> frees_after;  // event index -> ids
  for (const auto& [id, index] : last_use_) frees_after[index].push_back(id);
  std::vector<Event> out;
  out.reserve(events.size() + last_use_.size());
  for (std::size_t i = 0; i < events.size(); ++i) {
    out.push_back(std::move(events[i]));
    auto it = frees_after.find(i);
    if (it == frees_after.end()) continue;
    std::sort(it->second.begin(), it->second.end());
    for (std::uint64_t id : it->second) {
      Event f;
      f.type = EventType::Free;
      f.id = id;
      out.push_back(std::move(f));
    }
  }
  last_use_.clear();
  return out;
}

}  // namespace strata::analysis
