#include "strata/alloc/region.hpp"

#include "strata/device/arch.hpp"
#include "strata/device/tensor_layout.hpp"

#include <fmt/core.h>

namespace strata::alloc {

RegionConfig RegionConfig::l1(const device::ArchDesc& arch, FitPolicy policy) {
  return RegionConfig{BankConfig::l1(arch, policy), Direction::TopDown};
}

RegionConfig RegionConfig::dram(const device::ArchDesc& arch, FitPolicy policy) {
  return RegionConfig{BankConfig::dram(arch, policy), Direction::BottomUp};
}

Region::Region(const RegionConfig& config) : config_(config), heap_(config.banks) {
  stack_base_ = stackGrowsUp() ? config_.banks.allocatable_begin : config_.banks.allocatable_end;
  stack_top_ = stack_base_;
  refreshHeapFloor();
}

RegionMap Region::map() const {
  return RegionMap{stack_base_, stack_top_, heap_floor_, stackBytes(), gapBytes()};
}

void Region::refreshHeapFloor() {
  if (stackGrowsUp())
    heap_floor_ = heap_.lowestOccupied().value_or(config_.banks.allocatable_end);
  else
    heap_floor_ = heap_.highestOccupiedEnd().value_or(config_.banks.allocatable_begin);
}

std::optional<Address> Region::tryHeapAllocate(const BankRequest& request) {
  // The limit keeps the block on the heap's side of the stack top.
  std::optional<Address> address = heap_.tryAllocate(request, config_.heap_direction, stack_top_);
  if (!address) return std::nullopt;
  noteHeapBlock(*address);
  return address;
}

void Region::noteHeapBlock(Address address) {
  // L1's floor is the block's start; only DRAM's (its end) needs the block's size.
  if (stackGrowsUp()) {
    heap_floor_ = std::min(heap_floor_, address);
    return;
  }
  const std::uint64_t rounded = heap_.withFreeList(
      [&](const FreeList& list) { return list.allocatedSize(address).value_or(0); });
  heap_floor_ = std::max(heap_floor_, address + rounded);
}

Error Region::stackInTheWay(const BankRequest& request, Address would_reach) const {
  const std::uint64_t overlap =
      stackGrowsUp() ? stack_top_ - would_reach : would_reach - stack_top_;
  const std::string type(device::bufferTypeName(config_.banks.type));
  return Error(
      ErrorKind::OutOfMemory,
      fmt::format("out of memory: {} heap allocation of {} B ({} B per bank in {} banks) would "
                  "{} to address {}, {} B into the stack (stack top {}, {} B of stack in use); "
                  "the stack is in the way: allocate it before entering the stack frame, "
                  "close frames, or free heap buffers",
                  type, request.total_bytes, request.bytes_per_bank, config_.banks.num_banks,
                  stackGrowsUp() ? "reach down" : "reach up", would_reach, overlap, stack_top_,
                  stackBytes()),
      {Error::str("buffer_type", type), Error::num("requested", request.total_bytes),
       Error::num("bytes_per_bank", request.bytes_per_bank),
       Error::num("num_banks", config_.banks.num_banks), Error::num("stack_top", stack_top_),
       Error::num("would_reach", would_reach), Error::num("overlap_bytes", overlap),
       Error::str("in_the_way", "stack")});
}

Address Region::heapAllocate(const BankRequest& request) {
  if (std::optional<Address> address = tryHeapAllocate(request)) return *address;
  // Would it fit without the stack? Try it unbounded and give the block straight back:
  // the free list coalesces on free, so its state is exactly what it was.
  if (std::optional<Address> probe = heap_.tryAllocate(request, config_.heap_direction)) {
    const std::uint64_t rounded = heap_.withFreeList(
        [&](const FreeList& list) { return list.allocatedSize(*probe).value_or(0); });
    heap_.deallocate(*probe);
    throw stackInTheWay(request, stackGrowsUp() ? *probe : *probe + rounded);
  }
  // Genuinely out of heap: the bank manager's error carries the full accounting.
  heap_.allocate(request, config_.heap_direction, stack_top_);
  throw Error(ErrorKind::Internal, "region: heap allocation failed and then succeeded");
}

Address Region::heapAllocateAt(Address address, const BankRequest& request) {
  const std::uint64_t bytes = request.bytes_per_bank;
  const bool crossesStack = stackGrowsUp() ? address < stack_top_ : address + bytes > stack_top_;
  if (crossesStack) throw stackInTheWay(request, stackGrowsUp() ? address : address + bytes);
  const Address placed = heap_.allocateAt(address, request);
  noteHeapBlock(placed);
  return placed;
}

void Region::heapDeallocate(Address address) {
  heap_.deallocate(address);
  if (address == heap_floor_ || !stackGrowsUp()) refreshHeapFloor();
}

std::uint64_t Region::stackRoundedSize(std::uint64_t bytes) const {
  if (bytes == 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("zero-sized stack allocation on {}: ask for at least one byte",
                            device::bufferTypeName(config_.banks.type)),
                {Error::str("buffer_type", std::string(device::bufferTypeName(config_.banks.type)))});
  // alignUp skips the 64-bit division for power-of-two alignments (every arch's): this
  // runs on every stack push, the hot path of composite ops' intermediates.
  return device::alignUp(bytes, config_.banks.alignment);
}

Address Region::wouldReach(std::uint64_t bytes) const {
  return stackGrowsUp() ? stack_top_ + bytes
                        : (bytes > stack_top_ ? 0 : stack_top_ - bytes);
}

std::uint64_t Region::overlapWithHeap(std::uint64_t bytes) const {
  if (stackGrowsUp()) {
    const Address end = stack_top_ + bytes;
    return end > heap_floor_ ? end - heap_floor_ : 0;
  }
  return bytes > stack_top_ - heap_floor_ ? bytes - (stack_top_ - heap_floor_) : 0;
}

std::optional<Address> Region::tryStackPush(std::uint64_t bytes) {
  const std::uint64_t rounded = stackRoundedSize(bytes);
  if (rounded > gapBytes()) return std::nullopt;
  if (stackGrowsUp()) {
    const Address address = stack_top_;
    stack_top_ += rounded;
    return address;
  }
  stack_top_ -= rounded;
  return stack_top_;
}

void Region::throwStackPushFailed(std::uint64_t bytes) const {
  const std::uint64_t rounded = stackRoundedSize(bytes);
  const std::uint64_t overlap = rounded - gapBytes();
  const std::string type(device::bufferTypeName(config_.banks.type));
  const bool heap_empty = stackGrowsUp() ? heap_floor_ == config_.banks.allocatable_end
                                         : heap_floor_ == config_.banks.allocatable_begin;
  throw Error(
      ErrorKind::OutOfMemory,
      fmt::format("out of memory: {} stack push of {} B per bank (stack top {}) would cross the "
                  "{} at {} by {} B; only {} B are free between the stack and the heap: {}",
                  type, rounded, stack_top_, heap_empty ? "end of the bank" : "heap floor",
                  heap_floor_, overlap, gapBytes(),
                  heap_empty ? "the region is too small for this stack"
                             : "the heap is in the way: free heap buffers or use smaller "
                               "intermediates"),
      {Error::str("buffer_type", type), Error::num("requested", rounded),
       Error::num("stack_top", stack_top_), Error::num("heap_floor", heap_floor_),
       Error::num("overlap_bytes", overlap), Error::num("free", gapBytes()),
       Error::str("in_the_way", heap_empty ? "bank end" : "heap")});
}

void Region::throwStackRestoreFailed(Address top) const {
  throw Error(ErrorKind::Conflict,
              fmt::format("cannot restore the {} stack top to {}: it must lie between the "
                          "stack base {} and the current top {} (frames pop in LIFO order)",
                          device::bufferTypeName(config_.banks.type), top, stack_base_, stack_top_),
              {Error::num("requested_top", top), Error::num("stack_base", stack_base_),
               Error::num("stack_top", stack_top_)});
}

void Region::clear() {
  heap_.clear();
  stack_top_ = stack_base_;
  refreshHeapFloor();
}

std::string Region::dump() const {
  return fmt::format("{} region: stack base {}, stack top {} ({} B), heap floor {}, gap {} B\n{}",
                     device::bufferTypeName(config_.banks.type), stack_base_, stack_top_, stackBytes(),
                     heap_floor_, gapBytes(), heap_.dump());
}

}  // namespace strata::alloc
