#pragma once
// The replay event model of the fragmentation study: a small, explicit list of what a
// workload asks of one L1 bank (every core's L1 is allocated in lockstep, so one bank
// tells the whole story). Placement is NOT part of an event: the replayer
// (replay.hpp) decides where each allocation lands under a policy, so the same events
// can be replayed exactly under heap, pool and stack placement.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace strata::analysis {

// What an allocation is for; the policies differ only in where kIntermediate goes.
enum class AllocKind : std::uint8_t {
  Heap,          // long-lived tensor (input, output, weight): always a top-down heap block
  Intermediate,  // a composite op's temporary: stack / pool / heap depending on policy
  CbRegion,      // a program's circular-buffer region while it runs: at the stack top
};

enum class EventType : std::uint8_t {
  Allocate,    // id, bytes (per bank), kind
  Free,        // id
  FrameBegin,  // a composite op opens its stack frame
  FrameEnd,    // ... and closes it (releases what the frame still holds)
  OpBegin,     // name, depth (0 = called by the user)
  OpEnd,       // name, depth
};

std::string_view allocKindName(AllocKind kind);  // "heap", "intermediate", "cb-region"
std::optional<AllocKind> parseAllocKind(std::string_view text);
std::string_view eventTypeName(EventType type);  // "allocate", "free", "frame-begin", ...

struct Event {
  EventType type = EventType::Allocate;
  std::uint64_t id = 0;     // Allocate / Free: the buffer's identity in this workload
  std::uint64_t bytes = 0;  // Allocate: bytes in each bank
  AllocKind kind = AllocKind::Heap;
  std::string name;         // OpBegin / OpEnd: op name; Allocate: optional label
  std::uint32_t depth = 0;  // OpBegin / OpEnd: nesting depth
  // OpBegin of a top-level (depth 0) call only: the bytes per bank a pool for the call's
  // intermediates is given up front, as its user must size it: the op query's stack
  // peak (recorded workloads), or what the runtime reserved (a pool run's trace). Unset
  // when the source does not say; the pool policy then uses the same figure computed from
  // the call's events (analysis::poolSizes).
  std::optional<std::uint64_t> pool_bytes;

  bool operator==(const Event&) const = default;
};

// One named event list plus where it came from (traced vs modelled, for the report).
struct Workload {
  std::string name;
  std::string description;
  std::string provenance;  // e.g. "traced on the simulated device" or "modelled from shapes"
  std::vector<Event> events;
};

// Convenience builder used by the bundled workloads and the tests. It hands out ids,
// keeps op depth and frames consistent, and keeps the event text readable.
class EventBuilder {
 public:
  std::uint64_t alloc(std::uint64_t bytes, AllocKind kind, std::string label = {});
  // Hands out an id now and records its allocation later with allocAs (used to replay
  // a different allocation order with the same ids).
  std::uint64_t reserveId() { return next_id_++; }
  void allocAs(std::uint64_t id, std::uint64_t bytes, AllocKind kind, std::string label = {});
  std::uint64_t heap(std::uint64_t bytes, std::string label = {}) {
    return alloc(bytes, AllocKind::Heap, std::move(label));
  }
  std::uint64_t temp(std::uint64_t bytes, std::string label = {}) {
    return alloc(bytes, AllocKind::Intermediate, std::move(label));
  }
  void free(std::uint64_t id);
  void opBegin(std::string name);  // depth = number of ops now open
  void opEnd();                    // closes the innermost open op
  // Sets Event::pool_bytes on the begin of the open top-level op (only one is open).
  void declarePool(std::uint64_t bytes_per_bank);
  void frameBegin();
  void frameEnd();
  // A primitive program: op begin, CB region placed, CB region released, op end.
  void program(std::string name, std::uint64_t cb_bytes);

  std::uint32_t openOps() const { return static_cast<std::uint32_t>(open_ops_.size()); }
  const std::vector<Event>& events() const { return events_; }
  std::vector<Event> take() { return std::move(events_); }

 private:
  std::vector<Event> events_;
  std::vector<std::string> open_ops_;
  std::size_t top_op_begin_ = 0;  // index of the open top-level op's begin event
  std::uint64_t next_id_ = 1;
};

// Throws strata::Error (InvalidArgument, field "event_index") for a list that cannot
// be replayed under any policy: a free of an id never allocated or already freed, a
// duplicate live id, a zero-byte allocation, an op/frame end without its begin, or an
// op end whose name/depth does not match its begin, a pool_bytes on any event but a
// top-level op begin. Pure structure: no sizes checked against any memory.
void validateEvents(const std::vector<Event>& events);

// What validation learns about lifetimes, so every policy releases the same buffers at
// the same events: `released_at[i]` lists the Intermediate ids that the FrameEnd at
// event i releases (still live when their frame closed); `noop_free[i]` is true for a
// Free of such an already-released id (allowed: the tensor handle died after its frame).
struct EventLifetimes {
  std::vector<std::vector<std::uint64_t>> released_at;
  std::vector<bool> noop_free;
};
EventLifetimes analyzeEvents(const std::vector<Event>& events);  // throws like validateEvents

}  // namespace strata::analysis
