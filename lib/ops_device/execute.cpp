// Executing a catalog op on the device: check, query, fit check, run, measure.

#include "strata/ops_device/device.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <optional>

namespace strata::ops_device {

using namespace ops;  // this layer runs what the ops layer describes

namespace {

// `described` is the caller's description of `tensor` (a graph value's, the tensor
// allocated from it): checked on what the spec states directly, no memory config
// expanded. A mismatch is the caller's bug.
const TensorDesc& checkDescribed(const runtime::Tensor& tensor, const TensorDesc& described,
                                 const OpInfo& op, std::size_t index) {
  const runtime::TensorSpec& spec = tensor.spec();
  const auto& shape = spec.logicalShape();
  bool same = shape.size() == described.shape.rank && spec.dtype() == described.dtype &&
              spec.layout() == described.layout &&
              spec.memoryConfig().buffer_type == described.memory.buffer_type &&
              spec.memoryConfig().memory_layout == described.memory.memory_layout;
  for (std::size_t d = 0; same && d < shape.size(); ++d) same = shape[d] == described.shape.dims[d];
  if (!same)
    throw Error(ErrorKind::Internal,
                fmt::format("op {}: input {} is {} but its caller described it as {}", op.name,
                            index, describe(tensor).toString(), described.toString()));
  return described;
}

}  // namespace

ExecResult execute(runtime::Device& device, const OpInfo& op,
                   std::span<const runtime::Tensor> inputs, const OpParams& params,
                   std::span<const ResultPlacement> placements, bool run_kernels,
                   AllocationModel model, std::span<const TensorDesc> described) {
  const ArchDesc& arch = device.arch();
  std::array<TensorDesc, kMaxOpInputs> descs{};
  if (inputs.size() > descs.size())
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("op {}: takes {} input(s), got {}", op.name, op.arity, inputs.size()));
  if (placements.size() > 1 && placements.size() != static_cast<std::size_t>(op.num_results))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("op {}: has {} result(s), {} output placements given", op.name,
                            op.num_results, placements.size()));
  if (!described.empty() && described.size() != inputs.size())
    throw Error(ErrorKind::Internal,
                fmt::format("op {}: {} input(s) but {} description(s)", op.name, inputs.size(),
                            described.size()));
  for (std::size_t i = 0; i < inputs.size(); ++i)
    descs[i] = described.empty() ? describe(inputs[i]) : checkDescribed(inputs[i], described[i], op, i);
  const std::span<const TensorDesc> in_descs(descs.data(), inputs.size());

  ExecResult result;
  // The query both validates the arguments and gives the requirement to check against
  // the room the device has now.
  // A preallocated output's memory is the output memory (the query's answer for it).
  // Result k's memory: its placement's, else the one placement given for all results.
  std::array<MemoryConfig, kMaxOpResults> memories{};
  std::array<TensorDesc, kMaxOpResults> preallocated_descs{};
  std::size_t given = 0;
  std::uint64_t preallocated_l1 = 0;  // bytes per core of L1 results the caller allocated
  bool any_preallocated = false;
  for (std::size_t k = 0; k < placements.size() && k < memories.size(); ++k) {
    const ResultPlacement& place = placements[k];
    if (place.preallocated) {
      const TensorDesc& d = preallocated_descs[k] = describe(*place.preallocated);
      memories[given++] = d.memory;
      preallocated_l1 += d.memory.isL1() ? d.l1BytesPerCore(arch) : 0;
      any_preallocated = true;
    } else if (place.memory) {
      memories[given++] = *place.memory;
    } else if (given > 0) {
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("op {}: result {} has no output memory config while result 0 has "
                              "one; give every result's or none",
                              op.name, k));
    } else {
      break;
    }
  }
  const std::span<const MemoryConfig> given_memory(memories.data(), given);
  const ModelUsage models = queryModels(op, in_descs, params, arch, given_memory);
  result.predicted = models.stack;
  const bool metal = model == AllocationModel::TtMetal;
  if (metal) result.metal_predicted = models.tt_metal;
  const runtime::L1Map map = device.l1Map();
  const std::uint64_t room = map.heap_floor > map.stack_top ? map.heap_floor - map.stack_top : 0;
  // Results the caller preallocated are already in L1: the op allocates only the others.
  const std::uint64_t output_l1 =
      result.predicted.output_l1 - std::min(result.predicted.output_l1, preallocated_l1);
  // tt-metal's model puts the intermediates beside the output, not under the CBs; a pool
  // holds the intermediates' peak for the whole op, beside the CBs' peak.
  const bool pooled = model == AllocationModel::Pool;
  if (pooled) result.pool_bytes = result.predicted.stack_peak;
  const std::uint64_t required =
      metal    ? models.tt_metal.total_peak
      : pooled ? result.pool_bytes + result.predicted.cb_peak + output_l1
               : result.predicted.peak + output_l1;
  if (required > room)
    throw Error(ErrorKind::OutOfMemory,
                fmt::format("op {} needs {} B of L1 per core ({}, {} B of outputs) but only {} B "
                            "are free between the stack top {} and the heap floor {}; free L1 "
                            "tensors or use DRAM outputs",
                            op.name, required,
                            pooled ? fmt::format("a pool of {} B beside {} B of circular buffers",
                                                 result.pool_bytes, result.predicted.cb_peak)
                                   : fmt::format("{} B of stack + circular buffers at its peak",
                                                 result.predicted.peak),
                            output_l1, room, map.stack_top, map.heap_floor),
                {Error::str("op", std::string(op.name)), Error::num("required", static_cast<std::int64_t>(required)),
                 Error::num("available", static_cast<std::int64_t>(room))});

  // ttnn makes a composite's intermediates in its output memory: L1 interleaved when
  // that is L1, else DRAM.
  const bool output_in_l1 =
      given > 0 ? memories[0].isL1() : !inputs.empty() && descs[0].memory.isL1();
  DeviceContext ctx(device, run_kernels, model,
                    output_in_l1 ? MemoryConfig::l1() : MemoryConfig::dram());
  if (pooled) ctx.setPoolBytesPerTopLevelOp(result.pool_bytes);
  std::array<TensorRef, kMaxOpInputs> refs{};
  for (std::size_t i = 0; i < inputs.size(); ++i) refs[i] = ctx.adopt(inputs[i], descs[i]);
  std::array<TensorRef, kMaxOpResults> pre{};
  std::array<OutputSpec, kMaxOpResults> outs{};
  for (std::size_t k = 0; k < placements.size() && k < outs.size(); ++k) {
    const ResultPlacement& place = placements[k];
    if (place.preallocated) {
      pre[k] = ctx.adopt(*place.preallocated, preallocated_descs[k]);
      outs[k] = OutputSpec::into(pre[k]);
    } else if (place.memory) {
      outs[k] = OutputSpec::heapIn(*place.memory);
    }
  }
  const std::size_t num_specs = std::clamp<std::size_t>(placements.size(), 1, kMaxOpResults);
  runtime::HighWaterScope scope(device);
  const OpResults produced =
      runOp(op, ctx, std::span<const TensorRef>(refs.data(), inputs.size()), params,
            std::span<const OutputSpec>(outs.data(), num_specs));
  const runtime::HighWater hw = scope.result();
  result.measured.cb_peak = hw.cb_peak;
  result.measured.stack_peak = hw.stack_peak;
  result.measured.peak = hw.peak;
  for (int k = 0; k < produced.count; ++k) {
    result.outputs.push_back(ctx.tensor(produced.tensors[static_cast<std::size_t>(k)]));
    const bool caller_made = static_cast<std::size_t>(k) < placements.size() &&
                             placements[static_cast<std::size_t>(k)].preallocated;
    const runtime::Tensor& t = result.outputs.back();
    // An in-place op's "output" is one of its inputs: no new bytes.
    if (!caller_made && !op.inPlace() && t.buffer().type() == BufferType::L1)
      result.measured.output_l1 += t.buffer().bytesPerBank();
  }
  result.output = result.outputs.front();
  result.measured.total = result.measured.peak + result.measured.output_l1;
  if (pooled) result.pool_high_water = ctx.poolHighWater();
  if (metal) {
    result.metal_measured = ctx.ttMetalMeasured();
    result.metal_measured.output_l1 = result.measured.output_l1;
  }
  if (any_preallocated) {
    result.predicted.output_l1 = output_l1;
    result.predicted.total = result.predicted.peak + output_l1;
  }
  return result;
}

ExecResult execute(runtime::Device& device, const OpInfo& op,
                   std::span<const runtime::Tensor> inputs, const OpParams& params,
                   const MemoryConfig* output_memory, const runtime::Tensor* preallocated,
                   bool run_kernels, AllocationModel model) {
  const ResultPlacement place{output_memory, preallocated};
  const bool given = output_memory || preallocated;
  return execute(device, op, inputs, params,
                 std::span<const ResultPlacement>(&place, given ? 1 : 0), run_kernels, model);
}

}  // namespace strata::ops_device
