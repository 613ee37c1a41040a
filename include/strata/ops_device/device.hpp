#pragma once
// Running ops on the simulated device (runtime/): the ops_device layer (lib/ops_device/),
// which the op query (strata::ops, lib/ops/) does not need. The DeviceContext turns every
// ops::ProgramDesc into a runtime::Program whose reader / compute / writer kernels move
// real tiles through circular buffers in L1; composites' intermediates go on the device's
// L1 stack inside runtime::StackFrames.

#include "strata/ops/catalog.hpp"
#include "strata/ops/context.hpp"
#include "strata/ops/query.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/pool_allocator.hpp"
#include "strata/runtime/program.hpp"
#include "strata/runtime/tensor.hpp"

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace strata::ops_device {

// Conversions between op descriptions and runtime tensor specs.
runtime::Shape toRuntimeShape(const ops::Shape& shape);
runtime::TensorSpec toRuntimeSpec(const ops::TensorDesc& desc, const ops::ArchDesc& arch);
// Throws strata::Error (InvalidArgument) for tensors the op library cannot describe
// (shard grids not anchored at core (0,0), dtypes other than bf16/f32, rank > 6).
ops::TensorDesc describe(const runtime::Tensor& tensor);

// Where a composite's intermediates live on the device; the op code is the same under
// each, only placement differs:
//   Stack   - Strata's L1 stack, one frame per step;
//   TtMetal - tt-metal's way: heap buffers in the composite's output memory, freed when
//             their step ends (with L1 intermediates: the heap policy);
//   Pool    - a memory pool (runtime::PoolAllocator) that each top-level op reserves
//             from the L1 heap as it begins, sized up front (setPoolBytesPerTopLevelOp;
//             execute() takes the query's stack peak), intermediates freed when their
//             step ends, the pool given back when the op ends.
enum class AllocationModel : std::uint8_t { Stack, TtMetal, Pool };

class DeviceContext final : public ops::OpContext {
 public:
  // run_kernels = false is a dry run: buffers are allocated and every program is built
  // (CBs and kernels), but nothing is enqueued and no kernel runs. Under TtMetal the
  // intermediates are heap buffers in `intermediates` (L1 interleaved or DRAM).
  explicit DeviceContext(runtime::Device& device, bool run_kernels = true,
                         AllocationModel model = AllocationModel::Stack,
                         const ops::MemoryConfig& intermediates = ops::MemoryConfig::l1());
  ~DeviceContext() override;

  // Makes an existing device tensor usable as an op argument; `described` is its
  // description when the caller has it already (describe(tensor) otherwise).
  ops::TensorRef adopt(const runtime::Tensor& tensor);
  ops::TensorRef adopt(const runtime::Tensor& tensor, const ops::TensorDesc& described);
  const runtime::Tensor& tensor(const ops::TensorRef& ref) const;

  const ops::ArchDesc& arch() const override { return device_.arch(); }
  ops::TensorRef allocate(const ops::TensorDesc& desc, ops::Placement placement) override;
  void fill(const ops::TensorRef& t, double value, double step) override;
  void write(const ops::TensorRef& t, const ops::ConstantValues& values) override;
  void pushFrame(const char* name) override;
  void popFrame() override;
  void enqueue(const ops::ProgramDesc& program) override;
  void beginOp(const char* name) override;
  void endOp() override;

  std::uint64_t programsBuilt() const { return programs_built_; }
  // Under Pool: the bytes per bank of the pool each top-level op reserves as it begins
  // (0: none; an intermediate is then an error naming the op). Its figure comes from
  // the user, as a pool's must: a declared size, or the op query's stack peak.
  void setPoolBytesPerTopLevelOp(std::uint64_t bytes_per_bank) { pool_bytes_ = bytes_per_bank; }
  // Under Pool: the most any top-level op's pool held at once (bytes per bank above its base).
  std::uint64_t poolHighWater() const;
  // Under TtMetal: the L1 buffer bytes per core (outputs + intermediates) live at once
  // and with each program's CB region, from the buffers actually allocated and the
  // programs actually built. cb_peak and output_l1 are left to the caller.
  ops::TtMetalUsage ttMetalMeasured() const { return metal_; }

 private:
  runtime::Device& device_;
  bool run_kernels_;
  AllocationModel model_;
  ops::MemoryConfig intermediates_;
  // Under Pool: the running top-level op's pool, and pools whose op ended while blocks
  // were still placed in them (only on an error path). Declared before tensors_ so the
  // tensors, which release into them, are destroyed first.
  std::uint64_t pool_bytes_ = 0;
  std::uint64_t pool_high_water_ = 0;
  std::unique_ptr<runtime::PoolAllocator> pool_;
  std::vector<std::unique_ptr<runtime::PoolAllocator>> retired_pools_;
  std::vector<runtime::Tensor> tensors_;
  std::vector<std::unique_ptr<runtime::StackFrame>> frames_;
  // Under TtMetal and Pool: per open frame, the intermediates it made (tensor id, L1 bytes).
  std::vector<std::vector<std::pair<std::int32_t, std::uint64_t>>> frame_buffers_;
  std::uint64_t metal_live_ = 0;
  ops::TtMetalUsage metal_;
  std::vector<const char*> ops_;
  std::uint64_t programs_built_ = 0;
};

// Builds the runtime program for `desc` (CBs relative to the CB region, kernels bound
// to the context's tensors).
runtime::Program buildProgram(const ops::ProgramDesc& desc, const DeviceContext& ctx);

struct ExecResult {
  runtime::Tensor output;               // result 0
  std::vector<runtime::Tensor> outputs;  // every result in order (outputs[0] is `output`)
  ops::L1Usage predicted;  // the query, computed before anything ran
  ops::L1Usage measured;   // the device's high-water marks while the op ran + output bytes
  // Under AllocationModel::TtMetal: the query's tt-metal figures and the measured ones.
  ops::TtMetalUsage metal_predicted;
  ops::TtMetalUsage metal_measured;
  // Under AllocationModel::Pool: the pool reserved for the op (the query's stack peak,
  // bytes per bank; 0 when the op has no intermediates) and the most it held at once.
  std::uint64_t pool_bytes = 0;
  std::uint64_t pool_high_water = 0;
};

// Runs a catalog op on the device. Checks the arguments and the L1 room first: if the
// op's total requirement exceeds the free gap between the stack top and the heap floor,
// it throws strata::Error (OutOfMemory, fields required / available) before any byte
// is written. `output_memory` picks the output's memory config (default: input 0's);
// `preallocated` is written instead of allocating an output.
// `model` TtMetal runs the same op code with composite intermediates as heap buffers in
// the output's memory (see AllocationModel) and fills metal_predicted / metal_measured.
// `model` Pool runs it with the intermediates in a pool of the query's stack peak; the
// room check then counts the pool and the CB peak side by side (they do not share).
ExecResult execute(runtime::Device& device, const ops::OpInfo& op,
                   std::span<const runtime::Tensor> inputs, const ops::OpParams& params,
                   const ops::MemoryConfig* output_memory = nullptr,
                   const runtime::Tensor* preallocated = nullptr, bool run_kernels = true,
                   AllocationModel model = AllocationModel::Stack);

// Where one result of an op goes: into `preallocated`, else a new tensor in `memory`
// (null: the op picks).
struct ResultPlacement {
  const ops::MemoryConfig* memory = nullptr;
  const runtime::Tensor* preallocated = nullptr;
};
// The same for an op with several results: `results` holds one placement per result, one
// for every result, or none. measured.output_l1 counts the L1 results the op allocated;
// predicted.output_l1 leaves out the preallocated ones. `described`, when given, holds
// one description per input that the caller already has (a graph's values, whose
// tensors were allocated from them): the inputs are then checked against them (shape,
// dtype, layout, buffer) instead of being described from their specs on every op.
ExecResult execute(runtime::Device& device, const ops::OpInfo& op,
                   std::span<const runtime::Tensor> inputs, const ops::OpParams& params,
                   std::span<const ResultPlacement> results, bool run_kernels = true,
                   AllocationModel model = AllocationModel::Stack,
                   std::span<const ops::TensorDesc> described = {});

}  // namespace strata::ops_device
