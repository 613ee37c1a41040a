// RecordingContext: op definitions -> replay events (see recording_context.hpp).
#include "strata/analysis/recording_context.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

namespace strata::analysis {

ops::TensorRef RecordingContext::allocate(const ops::TensorDesc& desc, ops::Placement placement) {
  ops::TensorRef ref{desc, -1};
  if (!desc.memory.isL1()) {
    ref.id = next_dram_id_++;
    return ref;
  }
  const AllocKind kind =
      placement == ops::Placement::Stack ? AllocKind::Intermediate : AllocKind::Heap;
  const std::uint64_t id = builder_.alloc(desc.bytesPerBank(arch_), kind, desc.toString());
  if (id >= static_cast<std::uint64_t>(next_dram_id_ >> 1))
    throw Error(ErrorKind::Internal, "RecordingContext: too many tensors in one workload");
  ref.id = static_cast<std::int32_t>(id);
  l1_ids_.insert(ref.id);
  return ref;
}

void RecordingContext::enqueue(const ops::ProgramDesc& program) {
  const std::uint64_t bytes = ops::cbRegionBytes(program, arch_);
  if (bytes > 0) builder_.free(builder_.alloc(bytes, AllocKind::CbRegion, program.name));
}

void RecordingContext::release(const ops::TensorRef& tensor) {
  if (l1_ids_.erase(tensor.id)) builder_.free(static_cast<std::uint64_t>(tensor.id));
}

}  // namespace strata::analysis
