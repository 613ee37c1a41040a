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
// `outputs`: none (the op picks), one for every result, or one per result.
OpResults account(AccountingContext& ctx, const OpInfo& op, std::span<const TensorDesc> inputs,
                  const OpParams& params, std::span<const MemoryConfig> outputs) {
  std::array<TensorRef, kMaxOpInputs> refs{};
  for (std::size_t i = 0; i < inputs.size() && i < refs.size(); ++i) refs[i] = TensorRef{inputs[i], -1};
  std::array<OutputSpec, kMaxOpResults> specs{};
  const std::size_t count = std::clamp<std::size_t>(outputs.size(), 1, kMaxOpResults);
  for (std::size_t k = 0; k < outputs.size() && k < specs.size(); ++k)
    specs[k] = OutputSpec::heapIn(outputs[k]);
  return runOp(op, ctx, std::span<const TensorRef>(refs.data(), inputs.size()), params,
               std::span<const OutputSpec>(specs.data(), count));
}

std::span<const MemoryConfig> optionalOutput(const MemoryConfig* output) {
  return output ? std::span<const MemoryConfig>(output, 1) : std::span<const MemoryConfig>();
}

}  // namespace

ModelUsage queryModels(const OpInfo& op, std::span<const TensorDesc> inputs,
                       const OpParams& params, const ArchDesc& arch,
                       std::span<const MemoryConfig> outputs) {
  const MemoryConfig* first = outputs.empty() ? nullptr : &outputs[0];
  checkArguments(op, inputs, params, arch, first);
  // ttnn's composites make their intermediates in the composite's output memory (by
  // default the first input's).
  const bool outputInL1 = first ? first->isL1() : !inputs.empty() && inputs[0].memory.isL1();
  AccountingContext ctx(arch, outputInL1);
  account(ctx, op, inputs, params, outputs);
  return ModelUsage{ctx.usage(), ctx.ttMetalUsage()};
}

ModelUsage queryModels(const OpInfo& op, std::span<const TensorDesc> inputs,
                       const OpParams& params, const ArchDesc& arch, const MemoryConfig* output) {
  return queryModels(op, inputs, params, arch, optionalOutput(output));
}

L1Usage query(const OpInfo& op, std::span<const TensorDesc> inputs, const OpParams& params,
              const ArchDesc& arch, const MemoryConfig* output) {
  checkArguments(op, inputs, params, arch, output);
  AccountingContext ctx(arch);
  account(ctx, op, inputs, params, optionalOutput(output));  // inputs already exist: the caller's
  return ctx.usage();
}

QueryWithResults queryWithResults(const OpInfo& op, std::span<const TensorDesc> inputs,
                                  const OpParams& params, const ArchDesc& arch,
                                  std::span<const MemoryConfig> outputs) {
  checkArguments(op, inputs, params, arch, outputs.empty() ? nullptr : &outputs[0]);
  AccountingContext ctx(arch);
  const OpResults results = account(ctx, op, inputs, params, outputs);
  QueryWithResults answer{ctx.usage(), {}};
  for (const TensorRef& t : results.view()) answer.results.push_back(t.desc);
  return answer;
}

std::vector<TensorDesc> resultDescs(const OpInfo& op, std::span<const TensorDesc> inputs,
                                    const OpParams& params, const ArchDesc& arch,
                                    const MemoryConfig* output) {
  checkArguments(op, inputs, params, arch, output);
  AccountingContext ctx(arch);
  const OpResults results = account(ctx, op, inputs, params, optionalOutput(output));
  std::vector<TensorDesc> descs;
  for (const TensorRef& t : results.view()) descs.push_back(t.desc);
  return descs;
}

}  // namespace strata::ops
