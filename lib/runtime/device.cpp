#include "strata/runtime/device.hpp"

#include "strata/runtime/buffer.hpp"
#include "strata/support/error.hpp"

#include "buffer_record.hpp"
#include "spec_cache.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace strata::runtime {

using alloc::Address;
using device::BufferType;
using device::CoreCoord;

std::string L1Map::toString() const {
  std::string text = fmt::format(
      "L1 map: unreserved base {:>7} | stack [{:>7}, {:>7}) {:>7} B | free {:>7} B | heap "
      "floor {:>7} ({:>7} B heap) | l1_size {}",
      unreserved_base, unreserved_base, stack_top, stack_bytes, gap_bytes, heap_floor, heap_bytes,
      l1_size);
  if (active_cb_region)
    text += fmt::format(" | CB region of '{}' [{}, {})", active_cb_region->program,
                        active_cb_region->base, active_cb_region->base + active_cb_region->size);
  return text;
}

Device::Device(const device::ArchDesc& arch, alloc::FitPolicy policy)
    : arch_(arch),
      l1_((arch.validate(), alloc::RegionConfig::l1(arch, policy))),
      dram_(alloc::RegionConfig::dram(arch, policy)),
      heap_(*this),
      heap_intermediates_(*this, BufferRole::Intermediate),
      stack_(*this),
      spec_cache_(std::make_unique<detail::SpecCache>()) {
  l1_banks_.reserve(arch_.numWorkerCores());
  for (std::uint32_t i = 0; i < arch_.numWorkerCores(); ++i) l1_banks_.emplace_back(arch_.l1_size);
  dram_banks_.reserve(arch_.dram_channels);
  for (std::uint32_t i = 0; i < arch_.dram_channels; ++i)
    dram_banks_.emplace_back(arch_.dram_bank_size);
  core_floor_.assign(arch_.numWorkerCores(), l1_.config().banks.allocatable_end);
  high_water_.cb_peak.assign(arch_.numWorkerCores(), 0);
  high_water_.combined.assign(arch_.numWorkerCores(), 0);
  scratch_.assign(arch_.numWorkerCores(), 0);
  frames_.reserve(64);
}

Device::~Device() = default;

alloc::Region& Device::region(BufferType type) {
  return const_cast<alloc::Region&>(std::as_const(*this).region(type));
}

const alloc::Region& Device::region(BufferType type) const {
  if (type == BufferType::L1) return l1_;
  if (type == BufferType::DRAM) return dram_;
  throw Error(ErrorKind::InvalidArgument,
              fmt::format("the simulated device has no {} region; use dram or l1",
                          device::bufferTypeName(type)),
              {Error::str("buffer_type", std::string(device::bufferTypeName(type)))});
}

// ---------------------------------------------------------------- memory

std::uint32_t Device::numBanks(BufferType type) const {
  return region(type).config().banks.num_banks;
}

CoreCoord Device::l1BankCore(std::uint32_t bank) const {
  return CoreCoord{bank % arch_.grid_x, bank / arch_.grid_x};
}

std::uint32_t Device::l1BankOf(CoreCoord core) const {
  if (core.x >= arch_.grid_x || core.y >= arch_.grid_y)
    throw Error(ErrorKind::OutOfRange,
                fmt::format("core ({},{}) is outside the {}x{} worker grid of {}", core.x, core.y,
                            arch_.grid_x, arch_.grid_y, arch_.name),
                {Error::num("x", core.x), Error::num("y", core.y),
                 Error::num("grid_x", arch_.grid_x), Error::num("grid_y", arch_.grid_y)});
  return core.y * arch_.grid_x + core.x;
}

void Device::checkAccess(BufferType type, std::uint32_t bank_index, Address address,
                         std::uint64_t bytes, const char* what) const {
  const alloc::Region& r = region(type);
  const auto& banks = r.config().banks;
  const std::string type_name(device::bufferTypeName(type));
  if (bank_index >= banks.num_banks)
    throw Error(ErrorKind::OutOfRange,
                fmt::format("{} of {} B at {} bank {}: the device has only {} {} banks", what,
                            bytes, type_name, bank_index, banks.num_banks, type_name),
                {Error::str("buffer_type", type_name), Error::num("bank", bank_index),
                 Error::num("num_banks", banks.num_banks)});
  if (address < banks.allocatable_begin)
    throw Error(ErrorKind::OutOfRange,
                fmt::format("{} of {} B at {} bank {} address {} is in the reserved range below "
                            "the unreserved base {} (firmware, mailboxes); use addresses of "
                            "allocated buffers",
                            what, bytes, type_name, bank_index, address, banks.allocatable_begin),
                {Error::str("buffer_type", type_name), Error::num("bank", bank_index),
                 Error::num("address", address),
                 Error::num("unreserved_base", banks.allocatable_begin)});
  if (address > banks.allocatable_end || bytes > banks.allocatable_end - address)
    throw Error(ErrorKind::OutOfRange,
                fmt::format("{} of {} B at {} bank {} address {} runs past the end of the usable "
                            "bank ({}) by {} B",
                            what, bytes, type_name, bank_index, address, banks.allocatable_end,
                            address + bytes - banks.allocatable_end),
                {Error::str("buffer_type", type_name), Error::num("bank", bank_index),
                 Error::num("address", address), Error::num("bytes", bytes),
                 Error::num("bank_end", banks.allocatable_end)});
}

BankMemory& Device::bank(BufferType type, std::uint32_t index) {
  return type == BufferType::L1 ? l1_banks_[index] : dram_banks_[index];
}
const BankMemory& Device::bank(BufferType type, std::uint32_t index) const {
  return type == BufferType::L1 ? l1_banks_[index] : dram_banks_[index];
}

void Device::writeBank(BufferType type, std::uint32_t bank_index, Address address,
                       std::span<const std::byte> data) {
  const auto guard = lock();
  checkAccess(type, bank_index, address, data.size(), "write");
  bank(type, bank_index).write(address, data);
}

void Device::readBank(BufferType type, std::uint32_t bank_index, Address address,
                      std::span<std::byte> out) const {
  const auto guard = lock();
  checkAccess(type, bank_index, address, out.size(), "read");
  bank(type, bank_index).read(address, out);
}

void Device::writeL1(CoreCoord core, Address address, std::span<const std::byte> data) {
  writeBank(BufferType::L1, l1BankOf(core), address, data);
}

void Device::readL1(CoreCoord core, Address address, std::span<std::byte> out) const {
  readBank(BufferType::L1, l1BankOf(core), address, out);
}

std::uint64_t Device::residentBytes() const {
  const auto guard = lock();
  std::uint64_t total = 0;
  for (const auto& b : l1_banks_) total += b.residentBytes();
  for (const auto& b : dram_banks_) total += b.residentBytes();
  return total;
}

// ---------------------------------------------------------------- L1 model

L1Map Device::l1Map() const {
  const auto guard = lock();
  L1Map map;
  const alloc::RegionMap r = l1_.map();
  map.unreserved_base = r.stack_base;
  map.stack_top = r.stack_top;
  map.heap_floor = r.heap_floor;
  map.l1_size = arch_.l1_size;
  map.stack_bytes = r.stack_bytes;
  map.gap_bytes = r.gap_bytes;
  map.heap_bytes = l1_.heap().statistics().allocated;
  map.active_cb_region = active_cb_region_;
  return map;
}

Address Device::l1HeapFloor(CoreCoord core) const {
  const auto guard = lock();
  return core_floor_[l1BankOf(core)];
}

alloc::Statistics Device::heapStatistics(BufferType type) const {
  const auto guard = lock();
  return region(type).heap().statistics();
}

void Device::recomputeCoreFloors() {
  std::fill(core_floor_.begin(), core_floor_.end(), l1_.config().banks.allocatable_end);
  for (const LiveHeapL1& live : live_heap_l1_) {
    if (live.banks.empty()) {
      for (Address& f : core_floor_) f = std::min(f, live.address);
    } else {
      for (std::uint32_t b : live.banks) core_floor_[b] = std::min(core_floor_[b], live.address);
    }
  }
}

void Device::fillSnapshot(TraceEvent& event) const {
  event.l1_stack_top = l1_.stackTop();
  event.l1_heap_floor = l1_.heapFloor();
}

void Device::recordEvent(TraceEvent event) {
  fillSnapshot(event);
  tracer_.record(std::move(event));
}

namespace {
TraceEvent bufferEvent(EventKind kind, const Buffer& buffer) {
  TraceEvent e;
  e.kind = kind;
  e.name = buffer.config().label;
  e.buffer_id = buffer.id();
  e.buffer_type = buffer.type();
  e.allocator = buffer.allocatorKind();
  e.role = buffer.allocation().role;
  e.address = buffer.address();
  e.size = buffer.size();
  e.bytes_per_bank = buffer.bytesPerBank();
  e.num_banks = buffer.numBanksUsed();
  if (buffer.type() == BufferType::L1) e.cores = buffer.cores().toString();
  e.frame_id = buffer.allocation().frame_id;
  return e;
}
}  // namespace

void Device::noteL1HeapBlock(Address address, std::uint32_t banks_used) {
  LiveHeapL1 live{address, {}};
  if (banks_used < numBanks(BufferType::L1))
    for (std::uint32_t b = 0; b < banks_used; ++b) live.banks.push_back(b);
  if (live.banks.empty()) {
    for (Address& f : core_floor_) f = std::min(f, address);
  } else {
    for (std::uint32_t b : live.banks) core_floor_[b] = std::min(core_floor_[b], address);
  }
  live_heap_l1_.push_back(std::move(live));
}

void Device::noteL1HeapBlockBanks(Address address, std::vector<std::uint32_t> banks) {
  for (LiveHeapL1& live : live_heap_l1_)
    if (live.address == address) live.banks = std::move(banks);
  recomputeCoreFloors();
}

void Device::forgetL1HeapBlock(Address address) {
  auto it = std::find_if(live_heap_l1_.begin(), live_heap_l1_.end(),
                         [&](const LiveHeapL1& l) { return l.address == address; });
  if (it == live_heap_l1_.end()) return;
  live_heap_l1_.erase(it);
  if (std::find(core_floor_.begin(), core_floor_.end(), address) != core_floor_.end())
    recomputeCoreFloors();
}

void Device::noteBufferAllocated(const Buffer& buffer) {
  if (buffer.type() == BufferType::L1 && buffer.allocatorKind() == AllocatorKind::Heap &&
      buffer.sharded())
    noteL1HeapBlockBanks(buffer.address(), buffer.banks());
  if (!tracer_.enabled()) return;
  TraceEvent e = bufferEvent(EventKind::Alloc, buffer);
  recordEvent(e);
  if (buffer.allocatorKind() == AllocatorKind::Stack) {
    e.kind = EventKind::Free;
    live_stack_traced_.push_back(LiveStackTrace{buffer.allocation().frame_id, std::move(e)});
  }
}

void Device::noteBufferFreed(const Buffer& buffer) {
  if (buffer.allocatorKind() == AllocatorKind::Stack) {
    // Only traced stack buffers are listed; an untraced one has nothing to report.
    if (live_stack_traced_.empty()) return;
    auto it = std::find_if(live_stack_traced_.rbegin(), live_stack_traced_.rend(),
                           [&](const LiveStackTrace& l) {
                             return l.free_event.buffer_id == buffer.id();
                           });
    if (it == live_stack_traced_.rend()) return;
    TraceEvent e = std::move(it->free_event);
    live_stack_traced_.erase(std::next(it).base());
    if (tracer_.enabled()) recordEvent(std::move(e));
    return;
  }
  if (tracer_.enabled()) recordEvent(bufferEvent(EventKind::Free, buffer));
}

// ---------------------------------------------------------------- frames

bool Device::stackAllocationLive(const Allocation& a) const {
  return a.frame_depth < frames_.size() && frames_[a.frame_depth].id == a.frame_id &&
         !frames_[a.frame_depth].orphaned;
}

std::uint64_t Device::pushFrame(std::string_view name) {
  // Built in place: moving the entry in would copy its name once more.
  frames_.emplace_back(++last_frame_id_, name, l1_.stackTop(), dram_.stackTop(), l1_.stackBytes());
  if (tracer_.enabled()) {
    TraceEvent e;
    e.kind = EventKind::FramePush;
    e.name.assign(name);
    e.frame_id = last_frame_id_;
    e.depth = static_cast<std::uint32_t>(frames_.size());
    e.address = frames_.back().l1_base;
    recordEvent(std::move(e));
  }
  return last_frame_id_;
}

void Device::popTopFrame() {
  // Restores the stack tops and hands the frame's peaks to its parent. The frame's stack
  // buffers need no per-buffer work: their records see the frame gone
  // (stackAllocationLive); only traced ones are listed in live_stack_traced_.
  const auto unwind = [this](const FrameEntry& entry, std::size_t parent_index) {
    l1_.stackRestore(entry.l1_base);
    dram_.stackRestore(entry.dram_base);
    if (parent_index < frames_.size()) {
      FrameEntry& parent = frames_[parent_index];
      parent.peak_stack_bytes = std::max(parent.peak_stack_bytes, entry.peak_stack_bytes);
      parent.peak_combined_bytes = std::max(parent.peak_combined_bytes, entry.peak_combined_bytes);
    }
  };
  if (!tracer_.enabled() && live_stack_traced_.empty()) {
    // Nothing to report: unwind in place (moving the entry out would copy its name).
    unwind(frames_.back(), frames_.size() - 2);
    frames_.pop_back();
    return;
  }
  FrameEntry entry = std::move(frames_.back());
  frames_.pop_back();
  const std::uint64_t released = l1_.stackBytes() - entry.l1_base_bytes;
  unwind(entry, frames_.size() - 1);
  if (!live_stack_traced_.empty()) {
    // Stack buffers still referenced when their frame closes die here.
    std::vector<LiveStackTrace> keep;
    for (LiveStackTrace& l : live_stack_traced_) {
      if (l.frame_id == entry.id) {
        if (tracer_.enabled()) recordEvent(std::move(l.free_event));
      } else {
        keep.push_back(std::move(l));
      }
    }
    live_stack_traced_ = std::move(keep);
  }
  if (tracer_.enabled()) {
    TraceEvent e;
    e.kind = EventKind::FramePop;
    e.name = std::move(entry.name);
    e.frame_id = entry.id;
    e.depth = static_cast<std::uint32_t>(frames_.size() + 1);
    e.address = entry.l1_base;
    e.size = released;
    recordEvent(std::move(e));
  }
}

void Device::popFrame(std::uint64_t frame_id) {
  if (frames_.empty() || frames_.back().id != frame_id) {
    auto it = std::find_if(frames_.begin(), frames_.end(),
                           [&](const FrameEntry& f) { return f.id == frame_id; });
    if (it == frames_.end())
      throw Error(ErrorKind::NotFound,
                  fmt::format("stack frame #{} is not open on this device", frame_id),
                  {Error::num("frame_id", frame_id)});
    throw Error(ErrorKind::Conflict,
                fmt::format("out-of-order stack frame pop: frame '{}' (#{}, depth {}) cannot "
                            "close while {} inner frame(s) are open, innermost '{}' (#{}); "
                            "close inner frames first (frames are LIFO)",
                            it->name, it->id, it - frames_.begin() + 1,
                            frames_.end() - it - 1, frames_.back().name, frames_.back().id),
                {Error::num("frame_id", frame_id), Error::str("frame", it->name),
                 Error::num("open_inner_frames", frames_.end() - it - 1),
                 Error::str("innermost", frames_.back().name)});
  }
  popTopFrame();
  while (!frames_.empty() && frames_.back().orphaned) popTopFrame();
}

void Device::popFrameNoThrow(std::uint64_t frame_id) noexcept {
  if (!frames_.empty() && frames_.back().id == frame_id) {
    popTopFrame();
    while (!frames_.empty() && frames_.back().orphaned) popTopFrame();
    return;
  }
  for (FrameEntry& f : frames_)
    if (f.id == frame_id) {
      f.orphaned = true;
      ++out_of_order_pops_;
    }
}

Device::FramePeaks Device::framePeaks(std::uint64_t frame_id) const {
  for (const FrameEntry& f : frames_)
    if (f.id == frame_id)
      return FramePeaks{f.peak_stack_bytes - f.l1_base_bytes,
                        f.peak_combined_bytes - f.l1_base_bytes};
  throw Error(ErrorKind::NotFound, fmt::format("stack frame #{} is not open", frame_id),
              {Error::num("frame_id", frame_id)});
}

Address Device::frameBase(std::uint64_t frame_id, BufferType type) const {
  for (const FrameEntry& f : frames_)
    if (f.id == frame_id) return type == BufferType::DRAM ? f.dram_base : f.l1_base;
  throw Error(ErrorKind::NotFound, fmt::format("stack frame #{} is not open", frame_id),
              {Error::num("frame_id", frame_id)});
}

void Device::beginOp(std::string_view name) {
  ++op_depth_;
  if (!tracer_.enabled()) return;
  TraceEvent e;
  e.kind = EventKind::OpBegin;
  e.name.assign(name);
  e.depth = op_depth_;
  recordEvent(std::move(e));
}

void Device::endOp(std::string_view name) noexcept {
  if (tracer_.enabled()) {
    try {
      TraceEvent e;
      e.kind = EventKind::OpEnd;
      e.name.assign(name);
      e.depth = op_depth_;
      recordEvent(std::move(e));
    } catch (...) {  // out of host memory while tracing: drop the event, keep the depth right
    }
  }
  --op_depth_;
}

// ---------------------------------------------------------------- high water

HighWater Device::highWater(CoreCoord core) const {
  const auto guard = lock();
  const std::uint32_t i = l1BankOf(core);
  const std::uint64_t base = 0;
  return HighWater{high_water_.cb_peak[i], high_water_.stack_peak - base,
                   std::max(high_water_.stack_peak, high_water_.combined[i])};
}

HighWater Device::highWater() const {
  const auto guard = lock();
  HighWater hw{0, high_water_.stack_peak, high_water_.stack_peak};
  for (std::size_t i = 0; i < high_water_.cb_peak.size(); ++i) {
    hw.cb_peak = std::max(hw.cb_peak, high_water_.cb_peak[i]);
    hw.peak = std::max(hw.peak, high_water_.combined[i]);
  }
  return hw;
}

void Device::resetHighWater() {
  const auto guard = lock();
  high_water_.stack_peak = l1_.stackBytes();
  std::fill(high_water_.cb_peak.begin(), high_water_.cb_peak.end(), 0);
  std::fill(high_water_.combined.begin(), high_water_.combined.end(), 0);
}

Device::HighWaterState Device::swapHighWater(HighWaterState state) {
  std::swap(state, high_water_);
  return state;
}

void Device::mergeHighWater(const HighWaterState& outer) {
  high_water_.stack_peak = std::max(high_water_.stack_peak, outer.stack_peak);
  for (std::size_t i = 0; i < high_water_.cb_peak.size(); ++i) {
    high_water_.cb_peak[i] = std::max(high_water_.cb_peak[i], outer.cb_peak[i]);
    high_water_.combined[i] = std::max(high_water_.combined[i], outer.combined[i]);
  }
}

// ---------------------------------------------------------------- allocators

Allocation HeapAllocator::allocate(BufferType type, const alloc::BankRequest& request) {
  Allocation a;
  a.type = type;
  a.request = request;
  a.allocator = AllocatorKind::Heap;
  a.role = role_;
  a.address = device_.region(type).heapAllocate(request);
  if (type == BufferType::L1) device_.noteL1HeapBlock(a.address, request.banks_used);
  return a;
}

void HeapAllocator::release(const Allocation& allocation) {
  device_.region(allocation.type).heapDeallocate(allocation.address);
  if (allocation.type == BufferType::L1) device_.forgetL1HeapBlock(allocation.address);
}

Allocation PlacedAllocator::allocate(BufferType type, const alloc::BankRequest& request) {
  if (!armed_)
    throw Error(ErrorKind::InvalidArgument,
                "placed allocation with no address: call placeNextAt(address) before allocating");
  Allocation a;
  a.type = type;
  a.request = request;
  a.allocator = AllocatorKind::Heap;
  a.address = device_.region(type).heapAllocateAt(next_, request);
  armed_ = false;
  if (type == BufferType::L1) device_.noteL1HeapBlock(a.address, request.banks_used);
  return a;
}

void PlacedAllocator::release(const Allocation& allocation) {
  // A placed block is an ordinary heap block once allocated.
  device_.heap().release(allocation);
}

void StackAllocator::throwNoOpenFrame(BufferType type, const alloc::BankRequest& request) {
  throw Error(ErrorKind::InvalidArgument,
              fmt::format("stack allocation of {} B on {} with no open stack frame: open a "
                          "runtime::StackFrame around the composite op first",
                          request.total_bytes, device::bufferTypeName(type)),
              {Error::num("requested", request.total_bytes),
               Error::str("buffer_type", std::string(device::bufferTypeName(type)))});
}

Allocation StackAllocator::allocate(BufferType type, const alloc::BankRequest& request) {
  return push(type, request);
}

bool StackAllocator::isLive(const Allocation& allocation) const {
  return device_.stackAllocationLive(allocation);
}

// ---------------------------------------------------------------- scopes

StackFrame::StackFrame(Device& device, std::string_view name)
    : device_(device), lock_(device.lock()) {
  l1_base_ = device.region(BufferType::L1).stackTop();
  dram_base_ = device.region(BufferType::DRAM).stackTop();
  id_ = device.pushFrame(name);
}

StackFrame::~StackFrame() {
  if (open_) device_.popFrameNoThrow(id_);
}

void StackFrame::close() {
  if (!open_)
    throw Error(ErrorKind::Conflict, fmt::format("stack frame #{} is already closed", id_),
                {Error::num("frame_id", id_)});
  const Device::FramePeaks peaks = device_.framePeaks(id_);
  device_.popFrame(id_);
  closed_peaks_ = peaks;
  open_ = false;
  if (lock_.owns_lock()) lock_.unlock();
}

std::uint64_t StackFrame::peakBytes() const {
  const auto guard = device_.lock();
  return open_ ? device_.framePeaks(id_).stack : closed_peaks_.stack;
}

std::uint64_t StackFrame::peakWithCbBytes() const {
  const auto guard = device_.lock();
  return open_ ? device_.framePeaks(id_).stack_and_cb : closed_peaks_.stack_and_cb;
}

Address StackFrame::base(BufferType type) const {
  return type == BufferType::DRAM ? dram_base_ : l1_base_;
}

OpScope::OpScope(Device& device, std::string_view name)
    : device_(device), lock_(device.lock()), name_(name) {
  device_.beginOp(name_);
}

OpScope::~OpScope() { device_.endOp(name_); }

HighWaterScope::HighWaterScope(Device& device) : device_(device), lock_(device.lock()) {
  base_stack_bytes_ = device.region(BufferType::L1).stackBytes();
  Device::HighWaterState fresh;
  fresh.stack_peak = base_stack_bytes_;
  const std::size_t cores = device.arch().numWorkerCores();
  fresh.cb_peak.assign(cores, 0);
  fresh.combined.assign(cores, 0);
  outer_ = device.swapHighWater(std::move(fresh));
}

HighWaterScope::~HighWaterScope() { device_.mergeHighWater(outer_); }

HighWater HighWaterScope::result() const {
  HighWater hw = device_.highWater();
  return HighWater{hw.cb_peak, hw.stack_peak - base_stack_bytes_, hw.peak - base_stack_bytes_};
}

HighWater HighWaterScope::result(CoreCoord core) const {
  HighWater hw = device_.highWater(core);
  return HighWater{hw.cb_peak, hw.stack_peak - base_stack_bytes_, hw.peak - base_stack_bytes_};
}


// ---------------------------------------------------------------- DRAM traffic

void Device::countDramAccess(const Buffer& buffer, std::uint64_t bytes, bool write) const {
  (write ? dram_traffic_.written_bytes : dram_traffic_.read_bytes) += bytes;
  // An op touches a handful of buffers, mostly the same one page after page.
  if (!dram_buffers_touched_.empty() && dram_buffers_touched_.back() == buffer.id()) return;
  if (std::find(dram_buffers_touched_.begin(), dram_buffers_touched_.end(), buffer.id()) !=
      dram_buffers_touched_.end())
    return;
  dram_buffers_touched_.push_back(buffer.id());
  dram_traffic_.touched_bytes += buffer.size();
  ++dram_traffic_.buffers_touched;
}

DramTrafficScope::DramTrafficScope(Device& device) : device_(device), lock_(device.lock()) {
  if (device.dram_traffic_open_)
    throw Error(ErrorKind::Conflict,
                "a DRAM traffic measurement is already open on this device; close it first");
  device.dram_traffic_open_ = true;
  device.dram_traffic_ = {};
  device.dram_buffers_touched_.clear();
}

DramTrafficScope::~DramTrafficScope() { device_.dram_traffic_open_ = false; }

DramTraffic DramTrafficScope::result() const { return device_.dram_traffic_; }

}  // namespace strata::runtime
