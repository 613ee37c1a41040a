#pragma once
// The memory-pool alternative to the L1 stack for a composite's intermediates: a range
// of L1 reserved from the heap up front, with the intermediates sub-allocated inside it
// (alloc/pool_arena.hpp: first fit, bottom-up) and returned to it when released.
//
// The pool is sized up front, as its user must: from a declared configuration, or from
// the op query's stack peak (ops_device::execute under AllocationModel::Pool). Nothing grows it
// later: a block that does not fit is an out-of-memory error naming the pool, and the
// pool is left as it was. The reservation is an ordinary heap block (the heap floor and
// the CB clash check see it); the trace brackets it with pool_reserve / pool_release
// events, and blocks inside it are alloc / free events with allocator "pool".
//
// Lifetime: buffers placed in a pool must be released before the pool is destroyed (as
// buffers must not outlive their device); close() checks it.

#include "strata/alloc/free_list.hpp"
#include "strata/runtime/allocator.hpp"

#include <cstdint>
#include <string>

namespace strata::runtime {

class PoolAllocator final : public Allocator {
 public:
  // Reserves `bytes_per_bank` (rounded up to the L1 alignment) in every L1 bank from the
  // device's heap. Throws strata::Error: InvalidArgument for 0 bytes, the heap's
  // OutOfMemory when the range does not fit (the device is then unchanged).
  PoolAllocator(Device& device, std::uint64_t bytes_per_bank, std::string name = "pool");
  // Returns the range to the heap if close() has not (never throws).
  ~PoolAllocator() override;
  PoolAllocator(const PoolAllocator&) = delete;
  PoolAllocator& operator=(const PoolAllocator&) = delete;

  AllocatorKind kind() const override { return AllocatorKind::Pool; }
  // L1 only. Throws strata::Error (OutOfMemory: the pool's name, the request, capacity,
  // bytes in use and the largest free block; InvalidArgument: not L1, or the pool is
  // closed), leaving the pool unchanged.
  Allocation allocate(device::BufferType type, const alloc::BankRequest& request) override;
  void release(const Allocation& allocation) override;
  bool isLive(const Allocation&) const override { return true; }

  // Gives the range back to the heap. Throws strata::Error (Conflict) while blocks are
  // still placed in it, leaving the pool open and unchanged.
  void close();
  bool open() const { return open_; }

  const std::string& name() const { return name_; }
  alloc::Address base() const { return reservation_.address; }
  std::uint64_t capacity() const { return arena_.config().size; }  // bytes per bank
  std::uint64_t bytesInUse() const { return arena_.statistics().allocated; }
  std::size_t liveBlocks() const { return live_blocks_; }
  // Highest end of any block so far, in bytes above base(): what the pool needed.
  std::uint64_t highWater() const { return high_water_; }

 private:
  void recordPoolEvent(EventKind kind);

  Device& device_;
  std::string name_;
  Allocation reservation_;
  alloc::FreeList arena_;
  std::size_t live_blocks_ = 0;
  std::uint64_t high_water_ = 0;
  bool open_ = true;
};

}  // namespace strata::runtime
