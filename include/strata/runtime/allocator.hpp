#pragma once
// Allocators are objects with one interface. Every buffer/tensor creation takes the
// allocator to use (nullptr means the device's heap allocator). Placement never
// depends on what kind of op is running: a composite op simply passes device.stack()
// for its intermediates.

#include "strata/alloc/bank_manager.hpp"
#include "strata/device/buffer_type.hpp"
#include "strata/runtime/trace.hpp"

#include <cstdint>

namespace strata::runtime {

class Device;

// What an allocator hands out: an address valid in every bank the request covers.
struct Allocation {
  device::BufferType type = device::BufferType::L1;
  alloc::Address address = 0;
  alloc::BankRequest request;
  AllocatorKind allocator = AllocatorKind::Heap;
  // What the block is for (trace "role"): the allocator's answer, so a heap allocator made
  // for intermediates (Device::heapIntermediates) marks its blocks as such.
  BufferRole role = BufferRole::LongLived;
  std::uint64_t frame_id = 0;     // stack only: the frame that owns the bytes
  std::uint32_t frame_depth = 0;  // stack only: its position in the frame stack
};

class Allocator {
 public:
  virtual ~Allocator() = default;
  virtual AllocatorKind kind() const = 0;
  // Throws strata::Error (OutOfMemory, InvalidArgument) leaving the device unchanged.
  virtual Allocation allocate(device::BufferType type, const alloc::BankRequest& request) = 0;
  // Heap: returns the bytes. Stack: nothing; the bytes return when the frame pops.
  virtual void release(const Allocation& allocation) = 0;
  // Heap: always true until released. Stack: true while the owning frame is open.
  virtual bool isLive(const Allocation& allocation) const = 0;
};

// Long-lived tensors: L1 heap top-down, DRAM heap bottom-up, never crossing the stack.
// `role`: what its blocks are for; the device has one for long-lived tensors (heap())
// and one for intermediates placed on the heap (heapIntermediates(), tt-metal's way).
class HeapAllocator final : public Allocator {
 public:
  explicit HeapAllocator(Device& device, BufferRole role = BufferRole::LongLived)
      : device_(device), role_(role) {}
  AllocatorKind kind() const override { return AllocatorKind::Heap; }
  Allocation allocate(device::BufferType type, const alloc::BankRequest& request) override;
  void release(const Allocation& allocation) override;
  bool isLive(const Allocation&) const override { return true; }

 private:
  Device& device_;
  BufferRole role_;
};

// Heap tensors at addresses a static plan chose (compiler/PlanL1): the next allocation
// goes exactly at `next`, which is then consumed. Releasing returns the bytes to the heap
// like any heap block. An address that is taken, misaligned or reached by the stack is
// an error that leaves the device unchanged.
class PlacedAllocator final : public Allocator {
 public:
  explicit PlacedAllocator(Device& device) : device_(device) {}
  AllocatorKind kind() const override { return AllocatorKind::Heap; }
  void placeNextAt(alloc::Address address) { next_ = address; armed_ = true; }
  Allocation allocate(device::BufferType type, const alloc::BankRequest& request) override;
  void release(const Allocation& allocation) override;
  bool isLive(const Allocation&) const override { return true; }

 private:
  Device& device_;
  alloc::Address next_ = 0;
  bool armed_ = false;
};

// Intermediates: a bump pointer inside the innermost open StackFrame. Allocating with
// no open frame is an error (nothing would ever release the bytes).
class StackAllocator final : public Allocator {
 public:
  explicit StackAllocator(Device& device) : device_(device) {}
  AllocatorKind kind() const override { return AllocatorKind::Stack; }
  Allocation allocate(device::BufferType type, const alloc::BankRequest& request) override;
  void release(const Allocation&) override {}
  bool isLive(const Allocation& allocation) const override;

 private:
  friend class Buffer;
  // What allocate() does, inline for the stack-tensor fast path (defined in
  // lib/runtime/buffer_record.hpp, used by the runtime's own sources only).
  inline Allocation push(device::BufferType type, const alloc::BankRequest& request);
  [[noreturn, gnu::cold]] static void throwNoOpenFrame(device::BufferType type,
                                                       const alloc::BankRequest& request);

  Device& device_;
};

}  // namespace strata::runtime
