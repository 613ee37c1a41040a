#pragma once
// Allocation tracing. The device records one TraceEvent per allocation, deallocation,
// stack-frame push/pop, circular-buffer region placement/release, program enqueue and
// op begin/end. Events export to a JSON document whose schema is documented in
// docs/runtime.md ("Trace format"); analysis tools replay it.
//
// The Tracer is thread-safe (one mutex): events may be recorded and read concurrently.
// Recording is off by default and costs one relaxed atomic load when off.

#include "strata/device/buffer_type.hpp"

#include <nlohmann/json_fwd.hpp>

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace strata::device {
struct ArchDesc;
}

namespace strata::runtime {

// Which allocator placed a buffer. Pool: inside a range a PoolAllocator reserved from
// the heap up front (pool_reserve / pool_release events bracket it).
enum class AllocatorKind : std::uint8_t { Heap, Stack, Pool };
std::string_view allocatorKindName(AllocatorKind kind);  // "heap", "stack", "pool"

// What a block of L1 is for, whichever allocator placed it: the fact a replay needs to
// place it under another policy. A composite's intermediate may sit on the heap
// (tt-metal's way, AllocationModel::TtMetal), the stack or in a pool; a long-lived tensor
// (input, output, weight) is a heap block; a program's circular buffers are one region.
enum class BufferRole : std::uint8_t { LongLived, Intermediate, CircularBuffers };
std::string_view bufferRoleName(BufferRole role);  // "long_lived", "intermediate", "cb"
// The role a trace without a "role" field implies (traces written before the field
// existed): stack and pool blocks are intermediates, heap blocks long-lived.
BufferRole impliedRole(AllocatorKind kind);

enum class EventKind : std::uint8_t {
  Alloc,            // a buffer got its address
  Free,             // a buffer is dead (heap: bytes returned; stack: see docs/runtime.md)
  FramePush,        // a stack frame opened
  FramePop,         // a stack frame closed: the stack top went back to the frame's base
  CbRegionPlace,    // a program's circular buffers were placed on top of the L1 stack
  CbRegionRelease,  // the program finished: its CB region is free again
  Enqueue,          // a program passed the clash check and its kernels are about to run
  OpBegin,          // an op (primitive or composite) started
  OpEnd,            // it finished (also when it threw)
  PoolReserve,      // a memory pool took its range from the heap (address, size per bank)
  PoolRelease,      // ... and gave it back
};
std::string_view eventKindName(EventKind kind);  // "alloc", "free", "frame_push", ...

struct TraceEvent {
  std::uint64_t seq = 0;  // assigned by the tracer, dense from 0
  EventKind kind = EventKind::Alloc;
  std::string name;  // op, program or frame name; buffer label for alloc/free
  // Buffer events (alloc/free).
  std::uint64_t buffer_id = 0;
  device::BufferType buffer_type = device::BufferType::L1;
  AllocatorKind allocator = AllocatorKind::Heap;
  // alloc/free: what the buffer is for; cb_region_*: CircularBuffers; other kinds: unused.
  BufferRole role = BufferRole::LongLived;
  std::uint64_t address = 0;         // also: frame base (frame events), CB region base
  std::uint64_t size = 0;            // buffer bytes; CB region bytes (max over cores); frame bytes
  std::uint64_t bytes_per_bank = 0;  // lockstep bytes each bank/core reserves
  std::uint32_t num_banks = 0;       // banks (DRAM, L1 interleaved) or cores (sharded) used
  std::string cores;                 // L1 sharded buffers, CB regions, programs: core range set
  // Frame / op nesting.
  std::uint64_t frame_id = 0;
  std::uint32_t depth = 0;
  // Snapshot of the L1 region after the event.
  std::uint64_t l1_stack_top = 0;
  std::uint64_t l1_heap_floor = 0;
};

class Tracer {
 public:
  void enable(bool on = true) { enabled_.store(on, std::memory_order_relaxed); }
  bool enabled() const { return enabled_.load(std::memory_order_relaxed); }
  void record(TraceEvent event);
  std::vector<TraceEvent> events() const;
  std::size_t size() const;
  void clear();

 private:
  std::atomic<bool> enabled_{false};
  mutable std::mutex mutex_;
  std::vector<TraceEvent> events_;
};

// The trace document: {"format": "strata-trace", "version": 1, "arch": {...}, "events": [...]}.
nlohmann::json traceToJson(const std::vector<TraceEvent>& events, const device::ArchDesc& arch);
nlohmann::json eventToJson(const TraceEvent& event);
// Reads a trace document back. Throws strata::Error (ParseError) naming the event index
// and the field for malformed input.
std::vector<TraceEvent> traceEventsFromJson(const nlohmann::json& document);

}  // namespace strata::runtime
