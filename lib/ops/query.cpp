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
    const std::uint64_t bytes = desc.bytesPerBank(arch_);
    stack_ += bytes;
    stack_peak_ = std::max(stack_peak_, stack_);
    peak_ = std::max(peak_, stack_);
    // tt-metal: the same intermediate as a heap buffer in the composite's output memory.
    if (metal_l1_) metal_intermediates_ += bytes;
  } else {
    heap_l1_ += desc.l1BytesPerCore(arch_);
  }
  metal_tensor_peak_ = std::max(metal_tensor_peak_, heap_l1_ + metal_intermediates_);
  metal_total_peak_ = std::max(metal_total_peak_, heap_l1_ + metal_intermediates_);
  return TensorRef{desc, -1};
}

void AccountingContext::pushFrame(const char*) {
  if (depth_ == kMaxDepth)
    throw Error(ErrorKind::Internal, "op nesting deeper than the accountant's 32 frames");
  metal_frames_[depth_] = metal_intermediates_;
  frames_[depth_++] = stack_;
}

void AccountingContext::popFrame() {
  if (depth_ == 0) return;
  --depth_;
  stack_ = frames_[depth_];
  // The intermediates the frame made are freed with it; outputs are the caller's.
  metal_intermediates_ = metal_frames_[depth_];
}

void AccountingContext::enqueue(const ProgramDesc& program) {
  const std::uint64_t cbs = cbRegionBytes(program, arch_);
  cb_peak_ = std::max(cb_peak_, cbs);
  peak_ = std::max(peak_, stack_ + cbs);
  metal_total_peak_ = std::max(metal_total_peak_, heap_l1_ + metal_intermediates_ + cbs);
}

L1Usage AccountingContext::usage() const {
  return L1Usage{cb_peak_, stack_peak_, peak_, heap_l1_, peak_ + heap_l1_};
}

TtMetalUsage AccountingContext::ttMetalUsage() const {
  return TtMetalUsage{cb_peak_, metal_tensor_peak_, metal_total_peak_, heap_l1_};
}

namespace {

// The walk both queries make. Inputs already exist: they are the caller's, not the op's.
void account(AccountingContext& ctx, const OpInfo& op, std::span<const TensorDesc> inputs,
             const OpParams& params, const MemoryConfig* output) {
  std::array<TensorRef, kMaxOpInputs> refs{};
  for (std::size_t i = 0; i < inputs.size() && i < refs.size(); ++i) refs[i] = TensorRef{inputs[i], -1};
  OutputSpec out = output ? OutputSpec::heapIn(*output) : OutputSpec::heap();
  op.run(ctx, std::span<const TensorRef>(refs.data(), inputs.size()), params, out);
}

}  // namespace

ModelUsage queryModels(const OpInfo& op, std::span<const TensorDesc> inputs,
                       const OpParams& params, const ArchDesc& arch, const MemoryConfig* output) {
  checkArguments(op, inputs, params, arch, output);
  // ttnn's composites make their intermediates in the composite's output memory config
  // (by default the first input's).
  const bool outputInL1 = output ? output->isL1() : !inputs.empty() && inputs[0].memory.isL1();
  AccountingContext ctx(arch, outputInL1);
  account(ctx, op, inputs, params, output);
  return ModelUsage{ctx.usage(), ctx.ttMetalUsage()};
}

L1Usage query(const OpInfo& op, std::span<const TensorDesc> inputs, const OpParams& params,
              const ArchDesc& arch, const MemoryConfig* output) {
  checkArguments(op, inputs, params, arch, output);
  AccountingContext ctx(arch);
  account(ctx, op, inputs, params, output);  // inputs already exist: the caller's
  return ctx.usage();
}

}  // namespace strata::ops
