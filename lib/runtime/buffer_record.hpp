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

#include <algorithm>
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

}  // namespace detail

inline void Device::noteStackPush(device::BufferType type) {
  if (type != device::BufferType::L1) return;
  const std::uint64_t bytes = l1_.stackBytes();
  high_water_.stack_peak = std::max(high_water_.stack_peak, bytes);
  FrameEntry& top = frames_.back();
  top.peak_stack_bytes = std::max(top.peak_stack_bytes, bytes);
  top.peak_combined_bytes = std::max(top.peak_combined_bytes, bytes);
}

inline Allocation StackAllocator::push(device::BufferType type, const alloc::BankRequest& request) {
  if (device_.frames_.empty()) throwNoOpenFrame(type, request);
  Allocation a;
  a.type = type;
  a.request = request;
  a.allocator = AllocatorKind::Stack;
  a.role = BufferRole::Intermediate;
  alloc::Region& region = type == device::BufferType::L1 ? device_.l1_ : device_.region(type);
  a.address = region.stackPush(request.bytes_per_bank);
  a.frame_depth = static_cast<std::uint32_t>(device_.frames_.size() - 1);
  a.frame_id = device_.frames_.back().id;
  device_.noteStackPush(type);
  return a;
}

// The device's own stack allocator is final: its inline push skips the virtual dispatch
// and two calls.
inline Allocation Buffer::allocateFrom(Device& device, Allocator* allocator,
                                       device::BufferType type, const alloc::BankRequest& request) {
  if (allocator == &device.stack()) return static_cast<StackAllocator*>(allocator)->push(type, request);
  return allocator->allocate(type, request);
}

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

// The allocation is made by the member initialiser, straight into allocation_: returned
// through a temporary, the allocator's scalar stores were read back as 16-byte copies,
// which stalled on store forwarding (about a tenth of the stack-tensor fast path). The
// config is copied first, so a throwing copy leaves nothing allocated.
inline Buffer::Buffer(ConstructionKey, Device& device, const BufferConfig& config,
                      std::string&& label, const alloc::BankRequest& request, Allocator* allocator)
    : device_(&device),
      config_{config.type, config.size, config.page_size, config.layout, config.shard, {}},
      allocation_(allocateFrom(device, allocator, config.type, request)),
      allocator_(allocator),
      id_(device.nextBufferId()),
      aligned_page_size_(
          detail::alignUp(config_.page_size, detail::alignmentOf(device.arch(), config_.type))) {
  // Most intermediates have no label: moving an empty string still copies its buffer.
  if (!label.empty()) config_.label = std::move(label);
  if (!sharded()) return;
  try {
    initShardCores();
  } catch (...) {  // no destructor runs for a half-built record: give the bytes back here
    allocator->release(allocation_);
    throw;
  }
}

[[gnu::always_inline]] inline std::shared_ptr<Buffer> Buffer::createValidated(
    Device& device, const BufferConfig& config, std::string&& label,
    const alloc::BankRequest& request, Allocator* allocator) {
  if (!allocator) allocator = &device.heap();
  // The record is pooled memory; if the allocator throws, the record goes back unbuilt.
  std::shared_ptr<Buffer> buffer = std::allocate_shared<Buffer>(
      detail::PoolAllocator<Buffer>{}, ConstructionKey{}, device, config, std::move(label),
      request, allocator);
  buffer->noteAllocated();
  return buffer;
}

}  // namespace strata::runtime
