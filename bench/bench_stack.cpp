// Stack frames and enqueue-time CB placement on a simulated wormhole_b0.
// Goals: frame push+pop with 4 stack tensors < 100 ns; enqueue placement +
// clash check of a program with 4 CBs on 64 cores < 2 us.

#include "strata/runtime/buffer.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/program.hpp"
#include "strata/runtime/tensor.hpp"

#include <benchmark/benchmark.h>

namespace {

using namespace strata;
using namespace strata::runtime;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

// The mechanism alone: a frame and 4 stack allocations through the allocator interface.
void BM_FramePushPop_4StackAllocations(benchmark::State& state) {
  Device d(wormhole());
  Allocator& stack = d.stack();
  const alloc::BankRequest request =
      alloc::BankRequest::interleaved(64, 2048, 64, wormhole().l1_alignment);
  for (auto _ : state) {
    StackFrame frame(d, "bench");
    for (int i = 0; i < 4; ++i) benchmark::DoNotOptimize(stack.allocate(device::BufferType::L1, request));
  }
}
BENCHMARK(BM_FramePushPop_4StackAllocations);

// Same with 4 stack Buffers (shared_ptr objects an op would hold).
void BM_FramePushPop_4StackBuffers(benchmark::State& state) {
  Device d(wormhole());
  BufferConfig config;
  config.type = device::BufferType::L1;
  config.size = 64 * 2048;
  config.page_size = 2048;
  for (auto _ : state) {
    StackFrame frame(d, "bench");
    for (int i = 0; i < 4; ++i) benchmark::DoNotOptimize(Buffer::create(d, config, &d.stack()));
  }
}
BENCHMARK(BM_FramePushPop_4StackBuffers);

// Same with 4 stack Tensors built from a prepared spec (what a composite op does).
void BM_FramePushPop_4StackTensors(benchmark::State& state) {
  Device d(wormhole());
  const TensorSpec spec({1, 1, 256, 256}, device::DataType::BFloat16, Layout::Tile, MemoryConfig::l1());
  for (auto _ : state) {
    StackFrame frame(d, "bench");
    for (int i = 0; i < 4; ++i) benchmark::DoNotOptimize(Tensor::allocate(d, spec, &d.stack()));
  }
}
BENCHMARK(BM_FramePushPop_4StackTensors);

// Same on a device shared between threads (Device::share), used by one: the cost of the
// device's recursive lock when nobody contends for it.
void BM_FramePushPop_4StackTensorsSharedDevice(benchmark::State& state) {
  Device d(wormhole());
  d.share();
  const TensorSpec spec({1, 1, 256, 256}, device::DataType::BFloat16, Layout::Tile, MemoryConfig::l1());
  for (auto _ : state) {
    StackFrame frame(d, "bench");
    for (int i = 0; i < 4; ++i) benchmark::DoNotOptimize(Tensor::allocate(d, spec, &d.stack()));
  }
}
BENCHMARK(BM_FramePushPop_4StackTensorsSharedDevice);

// Same with a shared spec (Tensor::allocate(device, shared_ptr<const TensorSpec>)).
void BM_FramePushPop_4StackTensorsSharedSpec(benchmark::State& state) {
  Device d(wormhole());
  const auto spec = std::make_shared<const TensorSpec>(
      Shape{1, 1, 256, 256}, device::DataType::BFloat16, Layout::Tile, MemoryConfig::l1());
  for (auto _ : state) {
    StackFrame frame(d, "bench");
    for (int i = 0; i < 4; ++i) benchmark::DoNotOptimize(Tensor::allocate(d, spec, &d.stack()));
  }
}
BENCHMARK(BM_FramePushPop_4StackTensorsSharedSpec);

// Enqueue of a program with 4 CBs on all 64 cores and no kernels: placement at the
// stack top, per-core clash check against the heap floor, high-water update.
void BM_Enqueue_4Cbs_64Cores(benchmark::State& state) {
  Device d(wormhole());
  Tensor heap = Tensor::allocate(
      d, TensorSpec({1, 1, 1024, 1024}, device::DataType::BFloat16, Layout::Tile, MemoryConfig::l1()));
  StackFrame frame(d, "bench");
  Tensor below = Tensor::allocate(
      d, TensorSpec({1, 1, 256, 256}, device::DataType::BFloat16, Layout::Tile, MemoryConfig::l1()),
      &d.stack());
  Program program(wormhole(), "four_cbs");
  const device::CoreRangeSet all(wormhole().workerRange());
  for (std::uint32_t i = 0; i < 4; ++i)
    program.addCircularBuffer(CircularBufferConfig{i, all, 2048, 2, device::DataType::BFloat16, true, nullptr});
  for (auto _ : state) d.enqueue(program);
  state.counters["cb_region_bytes"] = static_cast<double>(program.cbRegionSize());
}
BENCHMARK(BM_Enqueue_4Cbs_64Cores);

// For reference: a heap tensor allocate + free (free list + per-core floor bookkeeping).
void BM_HeapTensorAllocFree(benchmark::State& state) {
  Device d(wormhole());
  const TensorSpec spec({1, 1, 256, 256}, device::DataType::BFloat16, Layout::Tile, MemoryConfig::l1());
  for (auto _ : state) benchmark::DoNotOptimize(Tensor::allocate(d, spec));
}
BENCHMARK(BM_HeapTensorAllocFree);

}  // namespace

BENCHMARK_MAIN();
