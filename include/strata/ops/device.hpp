#pragma once
// Running ops on the simulated device (runtime/). The DeviceContext turns every
// ProgramDesc into a runtime::Program whose reader / compute / writer kernels move real
// tiles through circular buffers in L1; composites' intermediates go on the device's
// L1 stack inside runtime::StackFrames.

#include "strata/ops/catalog.hpp"
#include "strata/ops/context.hpp"
#include "strata/ops/query.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/program.hpp"
#include "strata/runtime/tensor.hpp"

#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace strata::ops {

// Conversions between op descriptions and runtime tensor specs.
runtime::Shape toRuntimeShape(const Shape& shape);
runtime::TensorSpec toRuntimeSpec(const TensorDesc& desc, const ArchDesc& arch);
// Throws strata::Error (InvalidArgument) for tensors the op library cannot describe
// (shard grids not anchored at core (0,0), dtypes other than bf16/f32, rank > 6).
TensorDesc describe(const runtime::Tensor& tensor);

// Where a composite's intermediates live on the device: Strata's L1 stack, or tt-metal's
// way (heap buffers in the composite's output memory, freed when their step ends).
enum class AllocationModel : std::uint8_t { Stack, TtMetal };

class DeviceContext final : public OpContext {
 public:
  // run_kernels = false is a dry run: buffers are allocated and every program is built
  // (CBs and kernels), but nothing is enqueued and no kernel runs. Under TtMetal the
  // intermediates are heap buffers in `intermediates` (L1 interleaved or DRAM).
  explicit DeviceContext(runtime::Device& device, bool run_kernels = true,
                         AllocationModel model = AllocationModel::Stack,
                         const MemoryConfig& intermediates = MemoryConfig::l1());
  ~DeviceContext() override;

  // Makes an existing device tensor usable as an op argument.
  TensorRef adopt(const runtime::Tensor& tensor);
  const runtime::Tensor& tensor(const TensorRef& ref) const;

  const ArchDesc& arch() const override { return device_.arch(); }
  TensorRef allocate(const TensorDesc& desc, Placement placement) override;
  void fill(const TensorRef& t, double value, double step) override;
  void pushFrame(const char* name) override;
  void popFrame() override;
  void enqueue(const ProgramDesc& program) override;
  void beginOp(const char* name) override;
  void endOp() override;

  std::uint64_t programsBuilt() const { return programs_built_; }
  // Under TtMetal: the L1 buffer bytes per core (outputs + intermediates) live at once
  // and with each program's CB region, from the buffers actually allocated and the
  // programs actually built. cb_peak and output_l1 are left to the caller.
  TtMetalUsage ttMetalMeasured() const { return metal_; }

 private:
  runtime::Device& device_;
  bool run_kernels_;
  AllocationModel model_;
  MemoryConfig intermediates_;
  std::vector<runtime::Tensor> tensors_;
  std::vector<std::unique_ptr<runtime::StackFrame>> frames_;
  // Under TtMetal: per open frame, the intermediates it made (tensor id, L1 bytes).
  std::vector<std::vector<std::pair<std::int32_t, std::uint64_t>>> frame_buffers_;
  std::uint64_t metal_live_ = 0;
  TtMetalUsage metal_;
  std::vector<const char*> ops_;
  std::uint64_t programs_built_ = 0;
};

// Builds the runtime program for `desc` (CBs relative to the CB region, kernels bound
// to the context's tensors).
runtime::Program buildProgram(const ProgramDesc& desc, const DeviceContext& ctx);

struct ExecResult {
  runtime::Tensor output;
  L1Usage predicted;  // the query, computed before anything ran
  L1Usage measured;   // the device's high-water marks while the op ran + output bytes
  // Under AllocationModel::TtMetal: the query's tt-metal figures and the measured ones.
  TtMetalUsage metal_predicted;
  TtMetalUsage metal_measured;
};

// Runs a catalog op on the device. Checks the arguments and the L1 room first: if the
// op's total requirement exceeds the free gap between the stack top and the heap floor,
// it throws strata::Error (OutOfMemory, fields required / available) before any byte
// is written. `output_memory` picks the output's memory config (default: input 0's);
// `preallocated` is written instead of allocating an output.
// `model` TtMetal runs the same op code with composite intermediates as heap buffers in
// the output's memory (see AllocationModel) and fills metal_predicted / metal_measured.
ExecResult execute(runtime::Device& device, const OpInfo& op,
                   std::span<const runtime::Tensor> inputs, const OpParams& params,
                   const MemoryConfig* output_memory = nullptr,
                   const runtime::Tensor* preallocated = nullptr, bool run_kernels = true,
                   AllocationModel model = AllocationModel::Stack);

}  // namespace strata::ops
