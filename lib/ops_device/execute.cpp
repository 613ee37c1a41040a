// Executing a catalog op on the device: check, query, fit check, run, measure.

#include "strata/ops/device.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <array>
#include <optional>

namespace strata::ops {

ExecResult execute(runtime::Device& device, const OpInfo& op,
                   std::span<const runtime::Tensor> inputs, const OpParams& params,
                   const MemoryConfig* output_memory, const runtime::Tensor* preallocated,
                   bool run_kernels, AllocationModel model) {
  const ArchDesc& arch = device.arch();
  std::array<TensorDesc, kMaxOpInputs> descs{};
  if (inputs.size() > descs.size())
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("op {}: takes {} input(s), got {}", op.name, op.arity, inputs.size()));
  for (std::size_t i = 0; i < inputs.size(); ++i) descs[i] = describe(inputs[i]);
  const std::span<const TensorDesc> in_descs(descs.data(), inputs.size());

  ExecResult result;
  // The query both validates the arguments and gives the requirement to check against
  // the room the device has now.
  // A preallocated output's memory is the output memory (the query's answer for it).
  std::optional<MemoryConfig> given_memory;
  if (output_memory) given_memory = *output_memory;
  else if (preallocated) given_memory = describe(*preallocated).memory;
  const ModelUsage models =
      queryModels(op, in_descs, params, arch, given_memory ? &*given_memory : nullptr);
  result.predicted = models.stack;
  const bool metal = model == AllocationModel::TtMetal;
  if (metal) result.metal_predicted = models.tt_metal;
  const runtime::L1Map map = device.l1Map();
  const std::uint64_t room = map.heap_floor > map.stack_top ? map.heap_floor - map.stack_top : 0;
  const std::uint64_t output_l1 = preallocated ? 0 : result.predicted.output_l1;
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
      given_memory ? given_memory->isL1() : !inputs.empty() && descs[0].memory.isL1();
  DeviceContext ctx(device, run_kernels, model,
                    output_in_l1 ? MemoryConfig::l1() : MemoryConfig::dram());
  if (pooled) ctx.setPoolBytesPerTopLevelOp(result.pool_bytes);
  std::array<TensorRef, kMaxOpInputs> refs{};
  for (std::size_t i = 0; i < inputs.size(); ++i) refs[i] = ctx.adopt(inputs[i]);
  TensorRef pre;
  OutputSpec out = output_memory ? OutputSpec::heapIn(*output_memory) : OutputSpec::heap();
  if (preallocated) {
    pre = ctx.adopt(*preallocated);
    out = OutputSpec::into(pre);
  }
  runtime::HighWaterScope scope(device);
  TensorRef y = op.run(ctx, std::span<const TensorRef>(refs.data(), inputs.size()), params, out);
  const runtime::HighWater hw = scope.result();
  result.output = ctx.tensor(y);
  result.measured.cb_peak = hw.cb_peak;
  result.measured.stack_peak = hw.stack_peak;
  result.measured.peak = hw.peak;
  // An in-place op's "output" is one of its inputs: no new bytes.
  result.measured.output_l1 = preallocated || op.inPlace() ? 0
                              : result.output.buffer().type() == BufferType::L1
                                  ? result.output.buffer().bytesPerBank()
                                  : 0;
  result.measured.total = result.measured.peak + result.measured.output_l1;
  if (pooled) result.pool_high_water = ctx.poolHighWater();
  if (metal) {
    result.metal_measured = ctx.ttMetalMeasured();
    result.metal_measured.output_l1 = result.measured.output_l1;
  }
  if (preallocated) {
    result.predicted.output_l1 = 0;
    result.predicted.total = result.predicted.peak;
  }
  return result;
}

}  // namespace strata::ops
