#pragma once
// Internal: building pooled Buffer records. Inline so that Tensor::allocate, the hot path
// of composite ops' stack tensors, builds its record without a call per layer (the
// stack allocator itself is called directly, not through the Allocator interface).
// Included by buffer.cpp and tensor.cpp, the only code that creates Buffers.

#include "strata/device/arch.hpp"
#include "strata/device/tensor_layout.hpp"
#include "strata/runtime/buffer.hpp"
#include "strata/runtime/device.hpp"

#include "record_pool.hpp"

#include <cstdint>
#include <memory>
#include <string>
#include <utility>

namespace strata::runtime {
namespace detail {

using device::alignUp;

inline std::uint64_t alignmentOf(const device::ArchDesc& arch, device::BufferType type) {
  return type == device::BufferType::L1 ? arch.l1_alignment : arch.dram_alignment;
}

// The device's own stack allocator is final: calling it through its type skips the
// virtual dispatch.
inline Allocation allocateFrom(Device& device, Allocator* allocator, device::BufferType type,
                               const alloc::BankRequest& request) {
  if (allocator == &device.stack())
    return static_cast<StackAllocator*>(allocator)->StackAllocator::allocate(type, request);
  return allocator->allocate(type, request);
}

}  // namespace detail

// The pooled record, built in place; if that fails the bytes go back to the allocator.
template <typename... Args>
[[gnu::always_inline]] inline std::shared_ptr<Buffer> Buffer::makeRecord(Allocator* allocator, const Allocation& allocation,
                                           Args&&... args) {
  try {
    return std::allocate_shared<Buffer>(detail::PoolAllocator<Buffer>{}, ConstructionKey{},
                                        std::forward<Args>(args)...);
  } catch (...) {
    allocator->release(allocation);
    throw;
  }
}

inline void Buffer::noteAllocated() {
  traced_ = device_->tracer().enabled();
  // Device::noteBufferAllocated only traces stack buffers (heap ones also get per-core
  // floor bookkeeping): an untraced stack buffer has nothing to note.
  if (traced_ || allocation_.allocator != AllocatorKind::Stack) device_->noteBufferAllocated(*this);
}

inline Buffer::Buffer(ConstructionKey, Device& device, const BufferConfig& config,
                      std::string&& label, const Allocation& allocation, Allocator* allocator)
    : device_(&device),
      config_{config.type, config.size, config.page_size, config.layout, config.shard, {}},
      allocation_(allocation),
      allocator_(allocator),
      id_(device.nextBufferId()),
      aligned_page_size_(
          detail::alignUp(config_.page_size, detail::alignmentOf(device.arch(), config_.type))) {
  // Most intermediates have no label: moving an empty string still copies its buffer.
  if (!label.empty()) config_.label = std::move(label);
  if (sharded()) initShardCores();
}

[[gnu::always_inline]] inline std::shared_ptr<Buffer> Buffer::createValidated(
    Device& device, const BufferConfig& config, std::string&& label,
    const alloc::BankRequest& request, Allocator* allocator) {
  if (!allocator) allocator = &device.heap();
  const Allocation allocation = detail::allocateFrom(device, allocator, config.type, request);
  std::shared_ptr<Buffer> buffer =
      makeRecord(allocator, allocation, device, config, std::move(label), allocation, allocator);
  buffer->noteAllocated();
  return buffer;
}

}  // namespace strata::runtime
