// The executing context: real buffers on the simulated device, real stack frames, and
// programs enqueued through the runtime's CB placement and clash check.

#include "strata/ops_device/device.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace strata::ops_device {

using namespace ops;  // this layer runs what the ops layer describes

runtime::Shape toRuntimeShape(const Shape& shape) {
  return runtime::Shape(shape.dims.begin(), shape.dims.begin() + shape.rank);
}

runtime::TensorSpec toRuntimeSpec(const TensorDesc& desc, const ArchDesc& arch) {
  return runtime::TensorSpec(toRuntimeShape(desc.shape), desc.dtype,
                             desc.layout,
                             desc.fullMemoryConfig(arch));
}

TensorDesc describe(const runtime::Tensor& tensor) {
  const runtime::TensorSpec& spec = tensor.spec();
  const ArchDesc& arch = tensor.device().arch();
  TensorDesc d;
  const auto& shape = spec.logicalShape();
  if (shape.empty() || shape.size() > static_cast<std::size_t>(kMaxRank))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("tensor {} has rank {}; ops take rank 1 to {}", spec.toString(),
                            shape.size(), kMaxRank));
  for (std::uint32_t v : shape) d.shape.dims[d.shape.rank++] = v;
  d.dtype = spec.dtype();
  d.layout = spec.layout();
  const MemoryConfig& m = spec.memoryConfig();
  d.memory = m.gridShorthand();
  if (m.shard_spec) {
    if (m.shard_spec->grid.start != device::CoreCoord{0, 0})
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("tensor {}: ops take shard grids that are one rectangle from core "
                              "(0,0); reshard it with to_memory_config",
                              spec.toString()));
    // The library derives shard shapes from the grid; a tensor with another shard shape
    // would be read with the wrong geometry.
    if (d.fullMemoryConfig(arch) != m)
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("tensor {}: its shard shape is not the even split the op library "
                              "uses ({}x{}); reshard it with to_memory_config",
                              spec.toString(), d.shardRows(arch), d.shardCols(arch)));
  }
  return d;
}

DeviceContext::DeviceContext(runtime::Device& device, bool run_kernels, AllocationModel model,
                             const MemoryConfig& intermediates)
    : device_(device), run_kernels_(run_kernels), model_(model), intermediates_(intermediates) {
  tensors_.reserve(64);
}

DeviceContext::~DeviceContext() {
  // Frames close innermost first (an exception may leave some open).
  while (!frames_.empty()) frames_.pop_back();
}

TensorRef DeviceContext::adopt(const runtime::Tensor& tensor) { return adopt(tensor, describe(tensor)); }

TensorRef DeviceContext::adopt(const runtime::Tensor& tensor, const TensorDesc& described) {
  tensors_.push_back(tensor);
  return TensorRef{described, static_cast<std::int32_t>(tensors_.size() - 1)};
}

const runtime::Tensor& DeviceContext::tensor(const TensorRef& ref) const {
  if (ref.id < 0 || static_cast<std::size_t>(ref.id) >= tensors_.size())
    throw Error(ErrorKind::Internal, fmt::format("tensor id {} is not known to this context", ref.id));
  return tensors_[static_cast<std::size_t>(ref.id)];
}

TensorRef DeviceContext::allocate(const TensorDesc& desc, Placement placement) {
  const bool intermediate = placement == Placement::Stack;
  const bool metal = model_ == AllocationModel::TtMetal;
  const bool pooled = intermediate && model_ == AllocationModel::Pool;
  TensorDesc actual = desc;
  if (intermediate && metal) actual.memory = intermediates_;
  const char* label = ops_.empty() ? "op" : ops_.back();
  runtime::Allocator* allocator = nullptr;  // the heap
  // tt-metal's model: the same heap, but traced as intermediates (the replay's role).
  if (intermediate && metal) allocator = &device_.heapIntermediates();
  if (intermediate && model_ == AllocationModel::Stack) allocator = &device_.stack();
  if (pooled) {
    if (!pool_) {
      // The pool belongs to the top-level op; the request comes from its innermost step.
      const char* top = ops_.empty() ? "op" : ops_.front();
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("op '{}' (in '{}') asks for an intermediate, but no memory pool is "
                              "reserved for '{}': give the pool's size with "
                              "setPoolBytesPerTopLevelOp (e.g. the op query's stack peak)",
                              label, top, top),
                  {Error::str("op", top), Error::str("inner_op", label)});
    }
    allocator = pool_.get();
  }
  tensors_.push_back(runtime::Tensor::allocate(device_, toRuntimeSpec(actual, arch()), allocator,
                                               fmt::format("{}.{}", label, intermediate ? "tmp" : "out")));
  const auto id = static_cast<std::int32_t>(tensors_.size() - 1);
  if (metal) {
    const runtime::Buffer& buffer = tensors_.back().buffer();
    const std::uint64_t bytes = buffer.type() == BufferType::L1 ? buffer.bytesPerBank() : 0;
    metal_live_ += bytes;
    metal_.tensor_l1_peak = std::max(metal_.tensor_l1_peak, metal_live_);
    metal_.total_peak = std::max(metal_.total_peak, metal_live_);
    if (intermediate && !frame_buffers_.empty()) frame_buffers_.back().emplace_back(id, bytes);
  }
  if (pooled && !frame_buffers_.empty()) frame_buffers_.back().emplace_back(id, 0);
  return TensorRef{actual, id};
}

void DeviceContext::fill(const TensorRef& t, double value, double step) {
  if (!run_kernels_) return;
  const runtime::Tensor& dt = tensor(t);
  dt.buffer();  // throws if invalid
  runtime::HostTensor host = runtime::HostTensor::filled(dt.shape(), dt.dtype(), value, step);
  runtime::Tensor copy = dt;
  copy.write(host);
}

void DeviceContext::write(const TensorRef& t, const ConstantValues& values) {
  if (!run_kernels_) return;
  const runtime::Tensor& dt = tensor(t);
  dt.buffer();  // throws if invalid
  runtime::HostTensor host = runtime::HostTensor::filled(dt.shape(), dt.dtype(), 0.0);
  // Tensor::write lays the values out as the tensor's layout says (tiles in face
  // order, padding zero; row-major pages) at its allocated address.
  if (values.count() == 1) {
    double value = 0;
    values.read(0, std::span(&value, 1));
    std::fill(host.values.begin(), host.values.end(), value);
  } else {
    values.read(0, host.values);
  }
  runtime::Tensor copy = dt;
  copy.write(host);
}

void DeviceContext::pushFrame(const char* name) {
  frames_.push_back(std::make_unique<runtime::StackFrame>(device_, name));
  if (model_ != AllocationModel::Stack) frame_buffers_.emplace_back();
}

void DeviceContext::popFrame() {
  if (model_ == AllocationModel::Pool && !frame_buffers_.empty()) {
    // The step is over: its intermediates go back to the pool before the frame closes,
    // so the trace reads as the stack's does (the frame's frees, then frame_pop) and a
    // pool run imports to the same study events as a stack run.
    for (const auto& [id, bytes] : frame_buffers_.back())
      tensors_[static_cast<std::size_t>(id)] = runtime::Tensor();
    frame_buffers_.pop_back();
  }
  if (!frames_.empty()) frames_.pop_back();
  if (model_ == AllocationModel::TtMetal && !frame_buffers_.empty()) {
    // The step is over: its intermediates' buffers go back to the heap.
    for (const auto& [id, bytes] : frame_buffers_.back()) {
      tensors_[static_cast<std::size_t>(id)] = runtime::Tensor();
      metal_live_ -= bytes;
    }
    frame_buffers_.pop_back();
  }
}

void DeviceContext::beginOp(const char* name) {
  device_.beginOp(name);
  const bool top_level = ops_.empty();
  ops_.push_back(name);
  if (!top_level || model_ != AllocationModel::Pool || pool_bytes_ == 0) return;
  try {
    pool_ = std::make_unique<runtime::PoolAllocator>(device_, pool_bytes_, name);
  } catch (...) {
    // No pool, no op: the op never started, so its begin is closed again.
    ops_.pop_back();
    device_.endOp(name);
    throw;
  }
}

void DeviceContext::endOp() {
  if (ops_.empty()) return;
  device_.endOp(ops_.back());
  ops_.pop_back();
  if (!ops_.empty() || !pool_) return;
  // The top-level op is over: its pool goes back to the heap. Every intermediate was
  // released with its step; if one was not (an error path), the pool waits for it.
  pool_high_water_ = std::max(pool_high_water_, pool_->highWater());
  if (pool_->liveBlocks() == 0)
    pool_.reset();
  else
    retired_pools_.push_back(std::move(pool_));
}

std::uint64_t DeviceContext::poolHighWater() const {
  return pool_ ? std::max(pool_high_water_, pool_->highWater()) : pool_high_water_;
}

void DeviceContext::enqueue(const ProgramDesc& program) {
  runtime::Program p = buildProgram(program, *this);
  ++programs_built_;
  if (model_ == AllocationModel::TtMetal) {
    metal_.cb_peak = std::max(metal_.cb_peak, p.cbRegionSize());
    metal_.total_peak = std::max(metal_.total_peak, metal_live_ + p.cbRegionSize());
  }
  if (run_kernels_) device_.enqueue(p);
}

}  // namespace strata::ops_device
