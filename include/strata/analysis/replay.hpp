#pragma once
// Replays an event list (events.hpp) on one L1 bank under a placement policy and
// measures fragmentation after every event. The bank follows ARCHITECTURE.md §1:
// [0, unreserved_base) is never allocated; the heap grows top-down from l1_size
// (a strata::alloc::FreeList, best fit); the stack grows bottom-up from the unreserved
// base; a program's CB region sits at the (aligned) stack top while it runs.
//
// Policies differ only in where Intermediate allocations go:
//   heap  - an ordinary top-down heap block, freed when the trace frees it;
//   pool  - inside a region reserved from the heap when a top-level (depth 0) op that
//           has intermediates begins, sized up front as the runtime's PoolAllocator is
//           (the op query's stack peak: poolSizes), sub-allocated first fit bottom-up
//           (alloc/pool_arena.hpp), released when the op ends and its blocks are gone;
//   stack - pushed at the stack top; space is reclaimed when the innermost frame ends,
//           or earlier when the freed block is on top of the stack (LIFO pop).
//   planned - intermediates and CBs as under stack, and every heap block at the address
//           a static plan (plan/, knowing every lifetime in advance) gives it above the
//           stack + CB region of each event it lives through: what a compiler's L1 plan
//           achieves, the bound the runtime policies are judged against.

#include "strata/analysis/events.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace strata::analysis {

enum class Policy : std::uint8_t { Heap, Pool, Stack, Planned };
// The runtime policies (the study's default); Planned is asked for by name.
inline constexpr Policy kAllPolicies[] = {Policy::Heap, Policy::Pool, Policy::Stack};

std::string_view policyName(Policy policy);  // "heap", "pool", "stack", "planned"
// Parses "heap,pool,stack,planned" (any subset, any order, no duplicates). Throws
// strata::Error (InvalidArgument) naming the unknown entry and the known names.
std::vector<Policy> parsePolicies(std::string_view list);

struct BankGeometry {
  std::uint64_t l1_size = 0;          // bank size in bytes
  std::uint64_t unreserved_base = 0;  // first allocatable byte
  std::uint64_t alignment = 16;       // every block's address and size
  std::uint32_t num_banks = 1;        // L1 banks an interleaved tensor spreads over
  std::uint64_t page_size = 2048;     // page of that interleaved tensor (bf16 tile)
};

// What a placed block was, for the memory map.
enum class BlockRole : std::uint8_t { Heap, Intermediate, CbRegion, Pool };
std::string_view blockRoleName(BlockRole role);  // "heap", "intermediate", "cb", "pool"

// One allocation as placed: alive on events [first_event, last_event] (inclusive; the
// last event is the one that released it, or the final event if never released).
struct Placement {
  std::uint64_t id = 0;  // event id (0 for pools)
  BlockRole role = BlockRole::Heap;
  std::uint64_t address = 0;
  std::uint64_t size = 0;  // aligned bytes
  std::size_t first_event = 0;
  std::size_t last_event = 0;
  std::string op;  // innermost op open when it was allocated ("" at top level)
  std::string label;
};

// The bank state right after one event.
struct Sample {
  std::uint64_t heap_floor = 0;    // lowest occupied heap address (l1_size when empty)
  std::uint64_t stack_top = 0;     // unreserved_base when empty
  std::uint64_t cb_end = 0;        // end of the live CB region, 0 when none
  std::uint64_t free_bytes = 0;    // usable bytes not occupied (pool slack is occupied)
  std::uint64_t largest_free = 0;  // largest contiguous free range
  double external_fragmentation = 0.0;  // 1 - largest_free / free_bytes (0 when no free)
  std::uint64_t largest_fit = 0;   // largest interleaved tensor (all banks) still placeable
  std::uint64_t footprint = 0;     // (max(stack_top, cb_end) - base) + (l1_size - heap_floor)
  std::string op;                  // innermost op open after the event ("" if none)
};

struct Summary {
  std::uint64_t peak_footprint = 0;
  double max_external_fragmentation = 0.0;
  std::size_t worst_fragmentation_event = 0;
  // Smallest largest_fit over the samples taken right after an op ends (over all
  // samples when the workload has no ops), and the event where it happened.
  std::uint64_t min_largest_fit = 0;
  std::size_t min_largest_fit_event = 0;
};

struct ReplayResult {
  Policy policy = Policy::Stack;
  BankGeometry geometry;
  bool ok = true;             // false: out of memory at `failed_event`
  std::size_t failed_event = 0;
  std::string failure;        // the out-of-memory message
  std::vector<Sample> samples;        // one per replayed event (up to the failure)
  std::vector<Placement> placements;  // every block placed, in allocation order
  Summary summary;
};

// Replays `events` (validated with validateEvents first; throws on a bad list). An
// out-of-memory is not an exception: the result has ok = false and stops there.
// Throws strata::Error (InvalidArgument) for an inconsistent geometry.
ReplayResult replay(const std::vector<Event>& events, Policy policy, const BankGeometry& geometry);

// Smallest l1_size (a multiple of the alignment, same unreserved base) at which the
// events replay without out-of-memory under the policy, by bisection. Bisection assumes
// that a run that fits in some size also fits in every larger size; the result is
// re-verified, and the minimum is the smallest size found that does fit.
std::uint64_t minL1Size(const std::vector<Event>& events, Policy policy,
                        const BankGeometry& geometry);

// For the pool policy: the pool of each top-level op call that has one, keyed by the
// index of its OpBegin event. The size is fixed before the call runs, as a user of
// runtime::PoolAllocator must fix it: the OpBegin's declared pool_bytes (the op query's
// stack peak, or the runtime's reservation in a pool run's trace), rounded up to the
// alignment; for events that declare none, the same figure computed from the call's
// events as the query computes it: the peak of its intermediates' aligned bytes, each held
// from its allocation to the end of its frame, frees ignored. Never the high-water mark
// of the pool in this particular order, which a user could not know in advance. A call
// whose size is 0 gets no pool (its intermediates, if any, go to the heap).
struct PoolSizing {
  std::size_t op_begin_event = 0;
  std::uint64_t size = 0;
  bool declared = false;  // from the events' pool_bytes (else computed)
};
std::vector<PoolSizing> poolSizes(const std::vector<Event>& events, const BankGeometry& geometry);

// For the planned policy: every heap (AllocKind::Heap) block's offset above the unreserved
// base, from plan/ on the problem {heap blocks over their event lifetimes} + {the stack +
// CB region after each event, pinned at offset 0}. The planner's heuristic layout only
// (PlanOptions::exactSearch off): deterministic, so study figures reproduce; `peak`
// against `lower_bound` says how far from the bound it is.
struct HeapPlan {
  std::unordered_map<std::uint64_t, std::uint64_t> offset;  // event id -> offset above base
  std::uint64_t peak = 0;         // highest planned end above base (stack regions included)
  std::uint64_t lower_bound = 0;  // max over events of live heap bytes + stack/CB region
};
HeapPlan planHeapBlocks(const std::vector<Event>& events, const BankGeometry& geometry);

}  // namespace strata::analysis
