#include "strata/runtime/pool_allocator.hpp"

#include "strata/alloc/pool_arena.hpp"
#include "strata/device/arch.hpp"
#include "strata/runtime/device.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <utility>

namespace strata::runtime {

using device::BufferType;

namespace {

// The pool's range: an ordinary L1 heap block of the same bytes in every bank.
Allocation reserve(Device& device, std::uint64_t bytes_per_bank, const std::string& name) {
  const auto guard = device.lock();
  if (bytes_per_bank == 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("memory pool '{}' of 0 B per bank: size it from its users' need "
                            "(e.g. the op query's stack peak)",
                            name),
                {Error::str("pool", name)});
  const std::uint64_t alignment = device.arch().l1_alignment;
  const std::uint64_t rounded = (bytes_per_bank + alignment - 1) / alignment * alignment;
  const std::uint32_t banks = device.numBanks(BufferType::L1);
  alloc::BankRequest request;
  request.bytes_per_bank = rounded;
  request.total_bytes = rounded * banks;
  request.banks_used = banks;
  return device.heap().allocate(BufferType::L1, request);
}

}  // namespace

PoolAllocator::PoolAllocator(Device& device, std::uint64_t bytes_per_bank, std::string name)
    : device_(device),
      name_(std::move(name)),
      reservation_(reserve(device, bytes_per_bank, name_)),
      arena_(alloc::poolArenaConfig(reservation_.address, reservation_.request.bytes_per_bank,
                                    device.arch().l1_alignment)) {
  const auto guard = device_.lock();
  recordPoolEvent(EventKind::PoolReserve);
}

PoolAllocator::~PoolAllocator() {
  if (!open_) return;
  const auto guard = device_.lock();
  device_.heap().release(reservation_);
  open_ = false;
  recordPoolEvent(EventKind::PoolRelease);
}

void PoolAllocator::close() {
  const auto guard = device_.lock();
  if (!open_) return;
  if (live_blocks_ != 0)
    throw Error(ErrorKind::Conflict,
                fmt::format("cannot close memory pool '{}': {} block(s) ({} B per bank) are "
                            "still placed in it; release their buffers first",
                            name_, live_blocks_, bytesInUse()),
                {Error::str("pool", name_), Error::num("live_blocks", live_blocks_),
                 Error::num("in_use", bytesInUse())});
  device_.heap().release(reservation_);
  open_ = false;
  recordPoolEvent(EventKind::PoolRelease);
}

Allocation PoolAllocator::allocate(BufferType type, const alloc::BankRequest& request) {
  const auto guard = device_.lock();
  if (type != BufferType::L1 || !open_)
    throw Error(ErrorKind::InvalidArgument,
                !open_ ? fmt::format("memory pool '{}' is closed: allocate from an open pool",
                                     name_)
                       : fmt::format("memory pool '{}' holds L1 only, not a {} buffer of {} B",
                                     name_, device::bufferTypeName(type), request.total_bytes),
                {Error::str("pool", name_),
                 Error::str("buffer_type", std::string(device::bufferTypeName(type)))});
  std::optional<alloc::Address> address;
  if (request.bytes_per_bank > 0 && request.bytes_per_bank <= capacity())
    address = arena_.tryAllocate(request.bytes_per_bank, alloc::kPoolArenaDirection);
  if (!address) {
    const alloc::Statistics s = arena_.statistics();
    throw Error(ErrorKind::OutOfMemory,
                fmt::format("out of memory in pool '{}': {} B per bank ({} B in {} banks) does "
                            "not fit; the pool holds {} B per bank, {} B in use, largest free "
                            "block {} B. A pool does not grow: size it up front for its "
                            "users' peak (e.g. the op query's stack peak)",
                            name_, request.bytes_per_bank, request.total_bytes,
                            request.banks_used, capacity(), s.allocated, s.largest_free_block),
                {Error::str("pool", name_), Error::num("requested", request.total_bytes),
                 Error::num("bytes_per_bank", request.bytes_per_bank),
                 Error::num("capacity", capacity()), Error::num("allocated", s.allocated),
                 Error::num("free", s.free),
                 Error::num("largest_free_block", s.largest_free_block)});
  }
  ++live_blocks_;
  const std::uint64_t rounded = arena_.allocatedSize(*address).value_or(request.bytes_per_bank);
  high_water_ = std::max(high_water_, *address + rounded - base());
  Allocation a;
  a.type = type;
  a.request = request;
  a.allocator = AllocatorKind::Pool;
  a.role = BufferRole::Intermediate;
  a.address = *address;
  return a;
}

void PoolAllocator::release(const Allocation& allocation) {
  const auto guard = device_.lock();
  arena_.deallocate(allocation.address);
  --live_blocks_;
}

void PoolAllocator::recordPoolEvent(EventKind kind) {
  if (!device_.tracer().enabled()) return;
  TraceEvent e;
  e.kind = kind;
  e.name = name_;
  e.buffer_type = BufferType::L1;
  e.address = reservation_.address;
  e.bytes_per_bank = reservation_.request.bytes_per_bank;
  e.num_banks = reservation_.request.banks_used;
  e.size = reservation_.request.total_bytes;
  device_.recordEvent(std::move(e));
}

}  // namespace strata::runtime
