#pragma once
// The simulated device: an arch description, one Region (heap + stack) per buffer
// type, L1 and DRAM banks that hold real bytes, stack frames, high-water marks,
// program enqueue with the circular-buffer clash check, and the tracer.
//
// Threading: by default a Device is driven by one host thread (as one command queue
// would) and pays nothing for locking. share() makes it safe to use from several threads
// (see there). Its Tracer is thread-safe either way, so another thread may read events.
// Buffers and frames must not outlive their Device.

#include "strata/alloc/region.hpp"
#include "strata/device/arch.hpp"
#include "strata/device/core.hpp"
#include "strata/runtime/allocator.hpp"
#include "strata/runtime/memory.hpp"
#include "strata/runtime/trace.hpp"

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata::runtime {

class Buffer;
class Program;
class Tensor;
namespace detail {
class SpecCache;
}

// Per-core L1 high-water marks, in bytes above the stack base:
//   stack_peak = max stack bytes, cb_peak = max CB-region bytes,
//   peak = max over time of (stack bytes + CB-region bytes) -- not the sum of the two.
struct HighWater {
  std::uint64_t cb_peak = 0;
  std::uint64_t stack_peak = 0;
  std::uint64_t peak = 0;
  bool operator==(const HighWater&) const = default;
};

// DRAM bytes moved while a DramTrafficScope was open: every DRAM page read or written
// through a Buffer (kernels, host writes, read-backs alike), and the distinct DRAM buffers
// that were touched, by their whole size (what a plan that counts tensors, not pages,
// says an op moves).
struct DramTraffic {
  std::uint64_t read_bytes = 0;
  std::uint64_t written_bytes = 0;
  std::uint64_t touched_bytes = 0;  // sum of the sizes of the distinct buffers touched
  std::uint32_t buffers_touched = 0;
  bool operator==(const DramTraffic&) const = default;
  // Adds another window's counts (a run's total over its steps).
  DramTraffic& operator+=(const DramTraffic& other) {
    read_bytes += other.read_bytes;
    written_bytes += other.written_bytes;
    touched_bytes += other.touched_bytes;
    buffers_touched += other.buffers_touched;
    return *this;
  }
};

// A program's circular-buffer region as placed at its last enqueue.
struct CbRegionPlacement {
  std::string program;
  alloc::Address base = 0;      // the stack top at enqueue
  std::uint64_t size = 0;       // max CB-region bytes over the program's cores
  device::CoreRangeSet cores;   // cores with CB-region CBs
};

// The L1 map at one moment (lockstep part; per-core heap floors via Device::l1HeapFloor).
struct L1Map {
  alloc::Address unreserved_base = 0;
  alloc::Address stack_top = 0;
  alloc::Address heap_floor = 0;  // lowest heap address on any core (l1_size if none)
  std::uint64_t l1_size = 0;
  std::uint64_t stack_bytes = 0;
  std::uint64_t heap_bytes = 0;   // allocated heap bytes per bank
  std::uint64_t gap_bytes = 0;    // free between stack top and heap floor
  std::optional<CbRegionPlacement> active_cb_region;  // set while a program runs
  std::string toString() const;   // one line
};

class Device {
 public:
  explicit Device(const device::ArchDesc& arch, alloc::FitPolicy policy = alloc::FitPolicy::BestFit);
  ~Device();
  Device(const Device&) = delete;
  Device& operator=(const Device&) = delete;

  const device::ArchDesc& arch() const { return arch_; }

  // ---- sharing between host threads
  // After share(true), every entry point that allocates, frees, reads, writes, enqueues
  // or reports takes the device's lock, and a StackFrame, OpScope or HighWaterScope holds
  // it for its whole life: a composite op runs as one unit, as on one command queue, while
  // other threads wait; buffers may be freed from any thread (as Python's collector does
  // in ttnn). Call it before other threads use the device. region(), heap() and stack()
  // hand out internals: under sharing, read figures through heapStatistics() and l1Map(),
  // or hold lock() around them.
  void share(bool shared = true) { shared_ = shared; }
  bool shared() const { return shared_; }
  // The device's lock when shared (an empty lock otherwise). Recursive: calls made while
  // holding it (a frame's ops, a caller composing several calls) take it again.
  [[nodiscard]] std::unique_lock<std::recursive_mutex> lock() const {
    return shared_ ? std::unique_lock<std::recursive_mutex>(mutex_)
                   : std::unique_lock<std::recursive_mutex>();
  }
  // Heap statistics of one buffer type's region, per bank (taken under the lock).
  alloc::Statistics heapStatistics(device::BufferType type) const;
  // L1 or DRAM; other buffer types throw strata::Error (InvalidArgument).
  alloc::Region& region(device::BufferType type);
  const alloc::Region& region(device::BufferType type) const;
  Allocator& heap() { return heap_; }
  // The same heap, for a composite's intermediates kept there (tt-metal's model): its
  // blocks are traced with role "intermediate", so a replay can move them elsewhere.
  Allocator& heapIntermediates() { return heap_intermediates_; }
  Allocator& stack() { return stack_; }
  Tracer& tracer() { return tracer_; }
  const Tracer& tracer() const { return tracer_; }

  // ---- memory: (bank, address, bytes). L1 bank i is worker core (i % grid_x, i / grid_x).
  // Accesses outside [allocatable begin, allocatable end) of a bank, or to a bank that
  // does not exist, throw strata::Error (OutOfRange) and touch nothing.
  std::uint32_t numBanks(device::BufferType type) const;
  device::CoreCoord l1BankCore(std::uint32_t bank) const;
  std::uint32_t l1BankOf(device::CoreCoord core) const;  // throws for cores off the grid
  void writeBank(device::BufferType type, std::uint32_t bank, alloc::Address address,
                 std::span<const std::byte> data);
  void readBank(device::BufferType type, std::uint32_t bank, alloc::Address address,
                std::span<std::byte> out) const;
  void writeL1(device::CoreCoord core, alloc::Address address, std::span<const std::byte> data);
  void readL1(device::CoreCoord core, alloc::Address address, std::span<std::byte> out) const;
  std::uint64_t residentBytes() const;  // backing actually materialised, all banks
  // Called by Buffer for every DRAM access: counted only while a DramTrafficScope is open.
  void noteDramAccess(const Buffer& buffer, std::uint64_t bytes, bool write) const {
    if (dram_traffic_open_) countDramAccess(buffer, bytes, write);
  }

  // ---- the L1 model
  L1Map l1Map() const;
  // Lowest address of a heap buffer that holds data on this core (l1_size if none).
  alloc::Address l1HeapFloor(device::CoreCoord core) const;
  std::size_t frameDepth() const { return frames_.size(); }
  std::uint32_t opDepth() const { return op_depth_; }
  // Frames whose StackFrame was destroyed while an inner frame was still open; their
  // bytes are released when the inner frames close.
  std::uint64_t outOfOrderFramePops() const { return out_of_order_pops_; }

  // ---- high-water marks (per core; the overall figure is the max over cores)
  HighWater highWater() const;
  HighWater highWater(device::CoreCoord core) const;
  // Starts a new measurement from the current state (stack peak = current stack bytes).
  void resetHighWater();

  // ---- programs: place CBs at the stack top, check every core, then run the kernels.
  void enqueue(Program& program);
  // Dry-run mode: enqueue still places, checks, traces and records high-water marks but
  // does not run kernels (for measuring an op's memory without computing it).
  void setRunKernels(bool run) { run_kernels_ = run; }
  bool runKernels() const { return run_kernels_; }

  // ---- used by Buffer, StackFrame, OpScope and HighWaterScope (not for op writers)
  std::uint64_t nextBufferId() { return ++last_buffer_id_; }
  void noteBufferAllocated(const Buffer& buffer);
  // Per-core heap-floor bookkeeping of L1 heap blocks (called by HeapAllocator; a
  // sharded Buffer then narrows the banks to its shard cores).
  void noteL1HeapBlock(alloc::Address address, std::uint32_t banks_used);
  void noteL1HeapBlockBanks(alloc::Address address, std::vector<std::uint32_t> banks);
  void forgetL1HeapBlock(alloc::Address address);
  void noteBufferFreed(const Buffer& buffer);
  bool stackAllocationLive(const Allocation& allocation) const;
  std::uint64_t pushFrame(std::string_view name);
  // Throws strata::Error (Conflict) if `frame_id` is not the innermost open frame.
  void popFrame(std::uint64_t frame_id);
  // The noexcept path used by ~StackFrame: an out-of-order pop is deferred instead.
  void popFrameNoThrow(std::uint64_t frame_id) noexcept;
  struct FramePeaks {
    std::uint64_t stack = 0;          // max L1 stack bytes above the frame base
    std::uint64_t stack_and_cb = 0;   // max (stack + CB region) above the frame base
  };
  FramePeaks framePeaks(std::uint64_t frame_id) const;
  alloc::Address frameBase(std::uint64_t frame_id, device::BufferType type) const;
  void beginOp(std::string_view name);
  void endOp(std::string_view name) noexcept;
  struct HighWaterState {
    std::uint64_t stack_peak = 0;            // absolute stack bytes
    std::vector<std::uint64_t> cb_peak;      // per core
    std::vector<std::uint64_t> combined;     // per core: stack + CB
  };
  HighWaterState swapHighWater(HighWaterState state);
  void mergeHighWater(const HighWaterState& outer);
  void recordEvent(TraceEvent event);
  // Inline (lib/runtime/buffer_record.hpp): part of every stack push.
  inline void noteStackPush(device::BufferType type);
  const std::optional<CbRegionPlacement>& activeCbRegion() const { return active_cb_region_; }
  const std::optional<CbRegionPlacement>& lastCbRegion() const { return last_cb_region_; }

 private:
  struct FrameEntry {
    // A constructor, so that emplace_back builds the entry field by field: value-
    // initialising the aggregate zeroed it first with `rep stos`, a slow start on every frame.
    FrameEntry(std::uint64_t frame_id, std::string_view frame_name, alloc::Address l1,
               alloc::Address dram, std::uint64_t l1_bytes)
        : id(frame_id), name(frame_name), l1_base(l1), dram_base(dram), l1_base_bytes(l1_bytes),
          peak_stack_bytes(l1_bytes), peak_combined_bytes(l1_bytes) {}
    std::uint64_t id = 0;
    std::string name;
    alloc::Address l1_base = 0;
    alloc::Address dram_base = 0;
    std::uint64_t l1_base_bytes = 0;
    std::uint64_t peak_stack_bytes = 0;     // absolute
    std::uint64_t peak_combined_bytes = 0;  // absolute
    bool orphaned = false;
  };
  struct LiveHeapL1 {
    alloc::Address address = 0;
    std::vector<std::uint32_t> banks;  // empty = every bank
  };
  struct LiveStackTrace {
    std::uint64_t frame_id = 0;
    TraceEvent free_event;
  };

  BankMemory& bank(device::BufferType type, std::uint32_t bank);
  const BankMemory& bank(device::BufferType type, std::uint32_t bank) const;
  void checkAccess(device::BufferType type, std::uint32_t bank, alloc::Address address,
                   std::uint64_t bytes, const char* what) const;
  void recomputeCoreFloors();
  void popTopFrame();
  void fillSnapshot(TraceEvent& event) const;
  void countDramAccess(const Buffer& buffer, std::uint64_t bytes, bool write) const;

  device::ArchDesc arch_;
  alloc::Region l1_;
  alloc::Region dram_;
  HeapAllocator heap_;
  HeapAllocator heap_intermediates_;
  StackAllocator stack_;
  Tracer tracer_;
  std::vector<BankMemory> l1_banks_;
  std::vector<BankMemory> dram_banks_;
  std::vector<alloc::Address> core_floor_;
  std::vector<LiveHeapL1> live_heap_l1_;
  std::vector<LiveStackTrace> live_stack_traced_;
  std::vector<FrameEntry> frames_;
  std::uint64_t last_frame_id_ = 0;
  std::uint64_t last_buffer_id_ = 0;
  std::uint64_t out_of_order_pops_ = 0;
  std::uint32_t op_depth_ = 0;
  bool run_kernels_ = true;
  HighWaterState high_water_;
  std::optional<CbRegionPlacement> active_cb_region_;
  std::optional<CbRegionPlacement> last_cb_region_;
  std::vector<std::uint64_t> scratch_;  // per-core scratch for enqueue
  mutable std::recursive_mutex mutex_;
  bool shared_ = false;
  // The open DramTrafficScope's counts (reads count from const members too).
  mutable bool dram_traffic_open_ = false;
  mutable DramTraffic dram_traffic_;
  mutable std::vector<std::uint64_t> dram_buffers_touched_;  // buffer ids
  // Recently used tensor specs and their validated buffer configs (lib/runtime/spec_cache.hpp).
  std::unique_ptr<detail::SpecCache> spec_cache_;

  friend class Program;
  friend class Tensor;
  friend class StackAllocator;
  friend class DramTrafficScope;
};

// Counts the DRAM bytes moved while it lives (Device::noteDramAccess). One scope at a
// time per device: opening a second throws strata::Error (Conflict).
class DramTrafficScope {
 public:
  explicit DramTrafficScope(Device& device);
  ~DramTrafficScope();
  DramTrafficScope(const DramTrafficScope&) = delete;
  DramTrafficScope& operator=(const DramTrafficScope&) = delete;
  // The counts so far.
  DramTraffic result() const;

 private:
  Device& device_;
  std::unique_lock<std::recursive_mutex> lock_;
};

// RAII stack frame: records the stack tops (L1 and DRAM) on entry and restores them on
// exit, also when an exception leaves the scope. Frames nest; close() pops early and
// throws strata::Error (Conflict) if an inner frame is still open. A frame destroyed
// out of order (only possible with non-scoped lifetimes) is deferred: its bytes return
// when the inner frames close, and Device::outOfOrderFramePops() counts it.
class StackFrame {
 public:
  explicit StackFrame(Device& device, std::string_view name = "frame");
  ~StackFrame();
  StackFrame(const StackFrame&) = delete;
  StackFrame& operator=(const StackFrame&) = delete;

  void close();
  bool open() const { return open_; }
  std::uint64_t id() const { return id_; }
  // L1 bytes above this frame's base at the highest point so far (nested frames count).
  std::uint64_t peakBytes() const;
  // Same, including CB regions of programs enqueued inside the frame.
  std::uint64_t peakWithCbBytes() const;
  alloc::Address base(device::BufferType type = device::BufferType::L1) const;

 private:
  Device& device_;
  std::unique_lock<std::recursive_mutex> lock_;  // held while open (shared devices)
  std::uint64_t id_ = 0;
  bool open_ = true;
  Device::FramePeaks closed_peaks_;
  alloc::Address l1_base_ = 0;
  alloc::Address dram_base_ = 0;
};

// Marks an op in the trace (op_begin / op_end with its nesting depth).
class OpScope {
 public:
  OpScope(Device& device, std::string_view name);
  ~OpScope();
  OpScope(const OpScope&) = delete;
  OpScope& operator=(const OpScope&) = delete;

 private:
  Device& device_;
  std::unique_lock<std::recursive_mutex> lock_;  // shared devices: the op runs as one unit
  std::string name_;
};

// Measures high-water marks relative to the state at construction: result() gives
// {cb_peak, stack_peak, peak} in bytes above the stack top at the start, max over cores.
// Scopes nest; the device's own marks still see everything measured inside.
class HighWaterScope {
 public:
  explicit HighWaterScope(Device& device);
  ~HighWaterScope();
  HighWaterScope(const HighWaterScope&) = delete;
  HighWaterScope& operator=(const HighWaterScope&) = delete;

  HighWater result() const;
  HighWater result(device::CoreCoord core) const;

 private:
  Device& device_;
  std::unique_lock<std::recursive_mutex> lock_;  // shared devices: held while measuring
  Device::HighWaterState outer_;
  std::uint64_t base_stack_bytes_ = 0;
};

}  // namespace strata::runtime
