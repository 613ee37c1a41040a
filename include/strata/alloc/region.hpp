#pragma once
// A region is one bank address range shared by a heap and a stack that grow towards
// each other (ARCHITECTURE.md section 1). It is ONE mechanism with parameters:
//
//   L1:   heap top-down from the bank top, stack bottom-up from the unreserved base;
//   DRAM: heap bottom-up from the unreserved base, stack top-down from the end of the
//         usable range (just below the trace region).
//
// The heap is a BankManager allocation whose AddressLimit is the stack top, so a heap
// block never crosses the stack. The stack is a bump pointer checked against the heap
// floor (the heap's boundary nearest the stack). Both failures are OutOfMemory errors
// that say which side is in the way and by how many bytes.
//
// Not internally synchronised: the owner (runtime::Device) serialises calls. The bank
// manager inside is thread-safe on its own, but heap/stack consistency needs one owner.

#include "strata/alloc/bank_manager.hpp"
#include "strata/alloc/free_list.hpp"
#include "strata/device/buffer_type.hpp"
#include "strata/device/tensor_layout.hpp"
#include "strata/support/error.hpp"

#include <cstdint>
#include <optional>
#include <string>

namespace strata::device {
struct ArchDesc;
}

namespace strata::alloc {

struct RegionConfig {
  BankConfig banks;
  // Direction of heap allocations; the stack grows the opposite way from the other end.
  Direction heap_direction = Direction::TopDown;

  // L1: heap top-down, stack bottom-up from the unreserved base.
  static RegionConfig l1(const device::ArchDesc& arch, FitPolicy policy = FitPolicy::BestFit);
  // DRAM: heap bottom-up, stack top-down from the end of the usable range.
  static RegionConfig dram(const device::ArchDesc& arch, FitPolicy policy = FitPolicy::BestFit);
};

// A stack-side snapshot of a region, for maps and traces.
struct RegionMap {
  Address stack_base = 0;   // where an empty stack's top sits
  Address stack_top = 0;    // boundary between the stack and the free gap
  Address heap_floor = 0;   // heap boundary nearest the stack (the far end if the heap is empty)
  std::uint64_t stack_bytes = 0;
  std::uint64_t gap_bytes = 0;  // free bytes between stack top and heap floor
};

class Region {
 public:
  explicit Region(const RegionConfig& config);

  const RegionConfig& config() const { return config_; }
  device::BufferType type() const { return config_.banks.type; }
  // True when the stack grows towards higher addresses (L1).
  bool stackGrowsUp() const { return config_.heap_direction == Direction::TopDown; }
  std::uint64_t alignment() const { return config_.banks.alignment; }

  Address stackBase() const { return stack_base_; }
  Address stackTop() const { return stack_top_; }
  std::uint64_t stackBytes() const {
    return stackGrowsUp() ? stack_top_ - stack_base_ : stack_base_ - stack_top_;
  }
  // L1: lowest occupied heap address (allocatable end if the heap is empty).
  // DRAM: one past the highest occupied heap byte (allocatable begin if empty).
  Address heapFloor() const { return heap_floor_; }
  std::uint64_t gapBytes() const {
    return stackGrowsUp() ? heap_floor_ - stack_top_ : stack_top_ - heap_floor_;
  }
  RegionMap map() const;

  // ---- heap ----
  // nullopt when it does not fit (either because the heap is full or the stack is in the way).
  std::optional<Address> tryHeapAllocate(const BankRequest& request);
  // Throws strata::Error (OutOfMemory). When the request would fit if the stack were
  // not there, the message says the stack is in the way and by how many bytes (fields
  // stack_top, would_reach, overlap_bytes); otherwise it is the bank manager's error.
  Address heapAllocate(const BankRequest& request);
  // Throws strata::Error (NotFound) for an address that is not a live heap block.
  void heapDeallocate(Address address);
  // A heap block at a planned address (a compiler's static plan). Throws strata::Error
  // (OutOfMemory when the stack reaches into it, or the allocator's error when the
  // range is taken, misaligned or out of range), leaving the region unchanged.
  Address heapAllocateAt(Address address, const BankRequest& request);
  const BankManager& heap() const { return heap_; }

  // ---- stack ----
  // Bytes a stack block of `bytes` occupies (rounded up to the alignment; zero throws).
  std::uint64_t stackRoundedSize(std::uint64_t bytes) const;
  // Pushes a block of `bytes` per bank; returns its lowest address. nullopt if it would
  // cross the heap floor.
  std::optional<Address> tryStackPush(std::uint64_t bytes);
  // Throws strata::Error (OutOfMemory) naming the heap floor and the overlap in bytes.
  // Inline: every stack tensor of a composite op pushes here; only errors leave the line.
  Address stackPush(std::uint64_t bytes) {
    if (bytes != 0) {
      const std::uint64_t rounded = device::alignUp(bytes, config_.banks.alignment);
      if (rounded <= gapBytes()) {
        if (!stackGrowsUp()) return stack_top_ -= rounded;
        const Address address = stack_top_;
        stack_top_ += rounded;
        return address;
      }
    }
    throwStackPushFailed(bytes);
  }
  // Moves the stack top back to `top` (a value stackTop() returned earlier). Throws
  // strata::Error (Conflict) if `top` is not between the stack base and the current top.
  void stackRestore(Address top) {
    const bool ok = stackGrowsUp() ? (top >= stack_base_ && top <= stack_top_)
                                   : (top <= stack_base_ && top >= stack_top_);
    if (!ok) throwStackRestoreFailed(top);
    stack_top_ = top;
  }

  // Where a block of `bytes` placed on top of the stack would end (its far edge), and
  // how far past the heap floor that is (0 when it fits). Used for CB-region checks.
  Address wouldReach(std::uint64_t bytes) const;
  std::uint64_t overlapWithHeap(std::uint64_t bytes) const;

  // Frees the heap and empties the stack.
  void clear();

  std::string dump() const;

 private:
  void refreshHeapFloor();
  // Moves the heap floor to include a block the heap just handed out at `address`.
  void noteHeapBlock(Address address);
  Error stackInTheWay(const BankRequest& request, Address would_reach) const;
  [[noreturn, gnu::cold]] void throwStackPushFailed(std::uint64_t bytes) const;
  [[noreturn, gnu::cold]] void throwStackRestoreFailed(Address top) const;

  RegionConfig config_;
  BankManager heap_;
  Address stack_base_ = 0;
  Address stack_top_ = 0;
  Address heap_floor_ = 0;
};

}  // namespace strata::alloc
