// The accountant behind the query: every call only adds or compares integers.

#include "strata/ops/query.hpp"

#include "strata/support/error.hpp"

#include <algorithm>
#include <array>

namespace strata::ops {

TensorRef AccountingContext::allocate(const TensorDesc& desc, Placement placement) {
  if (placement == Placement::Stack) {
    // Stack tensors are L1 interleaved by construction (OutputSpec::stack), allocated in
    // lockstep on every core.
    stack_ += desc.bytesPerBank(arch_);
    stack_peak_ = std::max(stack_peak_, stack_);
    peak_ = std::max(peak_, stack_);
  } else {
    heap_l1_ += desc.l1BytesPerCore(arch_);
  }
  return TensorRef{desc, -1};
}

void AccountingContext::pushFrame(const char*) {
  if (depth_ == kMaxDepth)
    throw Error(ErrorKind::Internal, "op nesting deeper than the accountant's 32 frames");
  frames_[depth_++] = stack_;
}

void AccountingContext::popFrame() {
  if (depth_ > 0) stack_ = frames_[--depth_];
}

void AccountingContext::enqueue(const ProgramDesc& program) {
  const std::uint64_t cbs = cbRegionBytes(program, arch_);
  cb_peak_ = std::max(cb_peak_, cbs);
  peak_ = std::max(peak_, stack_ + cbs);
}

L1Usage AccountingContext::usage() const {
  return L1Usage{cb_peak_, stack_peak_, peak_, heap_l1_, peak_ + heap_l1_};
}

L1Usage query(const OpInfo& op, std::span<const TensorDesc> inputs, const OpParams& params,
              const ArchDesc& arch, const MemoryConfig* output) {
  checkArguments(op, inputs, params, arch);
  AccountingContext ctx(arch);
  // Inputs already exist: they are the caller's, not the op's.
  std::array<TensorRef, kMaxOperands> refs{};
  for (std::size_t i = 0; i < inputs.size() && i < refs.size(); ++i) refs[i] = TensorRef{inputs[i], -1};
  OutputSpec out = output ? OutputSpec::heapIn(*output) : OutputSpec::heap();
  op.run(ctx, std::span<const TensorRef>(refs.data(), inputs.size()), params, out);
  return ctx.usage();
}

}  // namespace strata::ops
