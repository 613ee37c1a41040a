// One way to call an op whatever its number of results (catalog.hpp: runOp,
// referenceResults), so the query, execution and the checks treat every op alike.

#include "strata/ops/catalog.hpp"

#include "strata/ops/ops.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

namespace strata::ops {

namespace {

bool widthOrBlockSharded(const MemoryConfig& m) {
  return m.memory_layout == MemoryLayout::WidthSharded ||
         m.memory_layout == MemoryLayout::BlockSharded;
}

// Ops that reduce along the last dim (height_sharded_only: reductions, norms, softmax, glu)
// need whole rows on a core. A width or block shard splits the rows over cores, so such an
// input is first copied to L1 interleaved on the op's stack frame, and a width- or
// block-sharded output is written by a copy from an interleaved result on the stack. Both
// copies are the library's to_memory_config program, so the query counts them as the
// device runs them. Without an output config the result is L1 interleaved (the staged
// input's memory).
bool needsStaging(const OpInfo& op, std::span<const TensorRef> inputs, const OutputSpec& out) {
  if (!op.height_sharded_only) return false;
  for (const TensorRef& in : inputs)
    if (widthOrBlockSharded(in.desc.memory)) return true;
  return out.memoryRequested() && widthOrBlockSharded(out.requestedMemory());
}

TensorRef runStaged(const OpInfo& op, OpContext& ctx, std::span<const TensorRef> inputs,
                    const OpParams& params, const OutputSpec& out) {
  Frame frame(ctx, "reshard");
  std::array<TensorRef, kMaxOpInputs> staged{};
  for (std::size_t i = 0; i < inputs.size(); ++i)
    staged[i] = widthOrBlockSharded(inputs[i].desc.memory)
                    ? copyTo(ctx, inputs[i], inputs[i].desc.dtype, MemoryConfig::l1(),
                             OutputSpec::stack(), "sharded_to_interleaved")
                    : inputs[i];
  const std::span<const TensorRef> in(staged.data(), inputs.size());
  if (out.memoryRequested() && widthOrBlockSharded(out.requestedMemory())) {
    const TensorRef result = op.run(ctx, in, params, OutputSpec::stack());
    return copyTo(ctx, result, result.desc.dtype, out.requestedMemory(), out,
                  "interleaved_to_sharded");
  }
  return op.run(ctx, in, params, out);
}

}  // namespace

OpResults runOp(const OpInfo& op, OpContext& ctx, std::span<const TensorRef> inputs,
                const OpParams& params, std::span<const OutputSpec> outs) {
  if (outs.empty())
    throw Error(ErrorKind::Internal, fmt::format("op {}: called without an output spec", op.name));
  if (op.run_results) {
    OpResults results = op.run_results(ctx, inputs, params, outs);
    if (results.count != op.num_results)
      throw Error(ErrorKind::Internal, fmt::format("op {}: produced {} results, its entry says {}",
                                                   op.name, results.count, op.num_results));
    return results;
  }
  OpResults results;
  results.tensors[0] = needsStaging(op, inputs, outs[0])
                           ? runStaged(op, ctx, inputs, params, outs[0])
                           : op.run(ctx, inputs, params, outs[0]);
  results.count = 1;
  return results;
}

std::vector<HostTensor> referenceResults(const OpInfo& op, std::span<const HostTensor> inputs,
                                         const OpParams& params) {
  if (op.reference_results) return op.reference_results(inputs, params);
  std::vector<HostTensor> results;
  results.push_back(op.reference(inputs, params));
  return results;
}

}  // namespace strata::ops
