// The replayer: one L1 bank, the placement policies, metrics after every event.
// The bank is the runtime's own alloc::Region (ARCHITECTURE.md §1): its heap (best fit,
// top-down, never below the stack top) and its stack (a bump pointer from the unreserved
// base, never above the heap floor). A program's CB region is pushed on that stack while
// it runs, as the runtime places it at the stack top; pools sub-allocate with the
// runtime PoolAllocator's arena (alloc/pool_arena.hpp). What stays here is policy: which
// blocks go where, and when a dead stack block is popped.
#include "strata/analysis/replay.hpp"

#include "strata/alloc/free_list.hpp"
#include "strata/alloc/pool_arena.hpp"
#include "strata/alloc/region.hpp"
#include "strata/device/tensor_layout.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <map>
#include <unordered_map>

namespace strata::analysis {

using alloc::Direction;
using alloc::FitPolicy;
using alloc::FreeList;
using alloc::FreeListConfig;

std::string_view policyName(Policy policy) {
  switch (policy) {
    case Policy::Heap: return "heap";
    case Policy::Pool: return "pool";
    case Policy::Stack: return "stack";
    case Policy::Planned: return "planned";
  }
  return "?";
}

std::vector<Policy> parsePolicies(std::string_view list) {
  std::vector<Policy> out;
  std::size_t pos = 0;
  while (pos <= list.size()) {
    std::size_t comma = list.find(',', pos);
    std::string_view item = list.substr(pos, comma == std::string_view::npos ? list.npos : comma - pos);
    std::optional<Policy> found;
    for (Policy p : {Policy::Heap, Policy::Pool, Policy::Stack, Policy::Planned})
      if (policyName(p) == item) found = p;
    if (!found)
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("unknown placement policy '{}' in '{}': use a comma-separated "
                              "subset of heap,pool,stack,planned",
                              item, list),
                  {Error::str("policy", std::string(item))});
    if (std::find(out.begin(), out.end(), *found) != out.end())
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("placement policy '{}' is listed twice in '{}'", item, list),
                  {Error::str("policy", std::string(item))});
    out.push_back(*found);
    if (comma == std::string_view::npos) break;
    pos = comma + 1;
  }
  return out;
}

std::string_view blockRoleName(BlockRole role) {
  switch (role) {
    case BlockRole::Heap: return "heap";
    case BlockRole::Intermediate: return "intermediate";
    case BlockRole::CbRegion: return "cb";
    case BlockRole::Pool: return "pool";
  }
  return "?";
}

namespace {

using device::alignUp;

// The bank the replay allocates from is checked as the runtime checks its own banks
// (BankConfig::validate); the interleaved tensors' figures are the replay's own.
void checkGeometry(const BankGeometry& g) {
  alloc::BankConfig::l1(g.num_banks, g.l1_size, g.unreserved_base, g.alignment)
      .validate("replay bank geometry");
  if (g.page_size == 0)
    throw Error(ErrorKind::InvalidArgument,
                "replay bank geometry: page_size is 0; an interleaved tensor's page must be > 0",
                {Error::num("page_size", 0)});
}

// One L1 bank as the runtime models it: the lockstep banks collapse to one (every core's
// L1 is allocated alike), best-fit heap, stack from the unreserved base.
alloc::RegionConfig regionConfig(const BankGeometry& g) {
  return alloc::RegionConfig{
      alloc::BankConfig::l1(1, g.l1_size, g.unreserved_base, g.alignment, FitPolicy::BestFit),
      Direction::TopDown};
}

alloc::BankRequest oneBank(std::uint64_t bytes) { return alloc::BankRequest{bytes, bytes, 1}; }

struct Pool {
  std::size_t placement = 0;
  std::uint64_t address = 0;
  FreeList sub;
  bool op_ended = false;
  std::size_t live = 0;
};

struct LiveBlock {
  BlockRole role = BlockRole::Heap;
  std::uint64_t address = 0;
  std::uint64_t size = 0;
  std::size_t placement = 0;
  enum class Where { Heap, Pool, Stack, Cb } where = Where::Heap;
  std::size_t pool = 0;
};

// A block on the region's stack: an intermediate, or the CB region of the running program.
struct StackBlock {
  std::uint64_t id;
  std::uint64_t begin, end;
  bool dead = false;
};

class Replayer {
 public:
  // `plan`: the planned policy's layout when the caller already has it (it does not depend
  // on the L1 size, so minL1Size plans once for all its replays).
  Replayer(const std::vector<Event>& events, Policy policy, const BankGeometry& g,
           const HeapPlan* plan = nullptr)
      : events_(events), policy_(policy), g_(g), lifetimes_(analyzeEvents(events)),
        region_(checkedRegionConfig(g)) {
    if (policy == Policy::Pool)
      for (const PoolSizing& p : poolSizes(events, g)) pool_size_at_[p.op_begin_event] = p.size;
    if (policy == Policy::Planned) heap_plan_ = plan ? *plan : planHeapBlocks(events, g);
  }

  ReplayResult run() {
    ReplayResult r;
    r.policy = policy_;
    r.geometry = g_;
    for (std::size_t i = 0; i < events_.size(); ++i) {
      now_ = i;
      if (auto oom = step(events_[i])) {
        r.ok = false;
        r.failed_event = i;
        r.failure = fmt::format("event {} ({}): {}", i, eventTypeName(events_[i].type), *oom);
        break;
      }
      samples_.push_back(sample());
    }
    std::size_t last = samples_.empty() ? 0 : samples_.size() - 1;
    for (Placement& p : placements_)
      if (p.last_event == kOpen) p.last_event = last;
    r.samples = std::move(samples_);
    r.placements = std::move(placements_);
    r.summary = summarise(r.samples);
    return r;
  }

 private:
  static constexpr std::size_t kOpen = static_cast<std::size_t>(-1);

  static alloc::RegionConfig checkedRegionConfig(const BankGeometry& g) {
    checkGeometry(g);
    return regionConfig(g);
  }

  std::uint64_t heapFloor() const { return region_.heapFloor(); }
  // The region's stack top: the top of the intermediates, or of the running program's
  // CB region above them. Heap blocks stay above it.
  std::uint64_t lowLimit() const { return region_.stackTop(); }
  // The intermediates' stack top, below the running program's CB region (the top block
  // while it runs: validation allows no push above it). Normally that is where the CBs
  // begin; after a frame closed under running CBs it is the frame's entry again.
  std::uint64_t stackTop() const {
    if (!cbOnTop()) return region_.stackTop();
    const std::uint64_t below = stack_.size() >= 2 ? stack_[stack_.size() - 2].end : 0;
    return std::max(below, frameFloor());
  }
  std::uint64_t frameFloor() const {
    return frame_entry_.empty() ? g_.unreserved_base : frame_entry_.back();
  }
  bool cbOnTop() const { return live_cb_ && !stack_.empty() && stack_.back().id == *live_cb_; }
  const alloc::BankManager& heap() const { return region_.heap(); }
  std::string currentOp() const { return ops_.empty() ? std::string() : ops_.back(); }

  std::size_t place(std::uint64_t id, BlockRole role, std::uint64_t address, std::uint64_t size,
                    const std::string& label) {
    placements_.push_back(Placement{id, role, address, size, now_, kOpen, currentOp(), label});
    return placements_.size() - 1;
  }

  // A top-down heap block at or above the stack top / CB region; nullopt when no room.
  std::optional<std::uint64_t> heapAllocate(std::uint64_t size) {
    // A block larger than the bank is simply out of memory here (the bisection asks).
    if (size > g_.l1_size - g_.unreserved_base) return std::nullopt;
    return region_.tryHeapAllocate(oneBank(size));
  }

  std::string heapOom(std::uint64_t bytes, std::string_view what) const {
    auto s = heap().statistics();
    return fmt::format("out of memory: {} of {} B per bank does not fit in L1 of {} B; "
                       "{} B free, largest free block above the stack/CB top ({}) is {} B",
                       what, bytes, g_.l1_size, s.free, lowLimit(),
                       heap().largestFreeBlock(Direction::TopDown, lowLimit()));
  }

  std::optional<std::string> step(const Event& e) {
    switch (e.type) {
      case EventType::Allocate: return allocate(e);
      case EventType::Free:
        if (!lifetimes_.noop_free[now_]) release(e.id);
        return std::nullopt;
      case EventType::FrameBegin: frame_entry_.push_back(stackTop()); return std::nullopt;
      case EventType::FrameEnd: {
        for (std::uint64_t id : lifetimes_.released_at[now_]) release(id);
        const std::uint64_t entry = frame_entry_.back();
        frame_entry_.pop_back();
        // The frame's blocks go; a CB region still running keeps its place (a runtime
        // never closes a frame inside a program, a capture might).
        std::erase_if(stack_, [&](const StackBlock& b) {
          return b.begin >= entry && !(live_cb_ && b.id == *live_cb_);
        });
        popDeadStackBlocks();
        return std::nullopt;
      }
      case EventType::OpBegin: {
        ops_.push_back(e.name);
        auto it = pool_size_at_.find(now_);
        if (it == pool_size_at_.end()) return std::nullopt;
        auto addr = heapAllocate(it->second);
        if (!addr) return heapOom(it->second, fmt::format("the pool of '{}'", e.name));
        std::size_t pl = place(0, BlockRole::Pool, *addr, it->second, e.name);
        pools_.push_back(
            Pool{pl, *addr, FreeList(alloc::poolArenaConfig(*addr, it->second, g_.alignment))});
        open_pool_ = pools_.size() - 1;
        return std::nullopt;
      }
      case EventType::OpEnd:
        ops_.pop_back();
        if (e.depth == 0 && open_pool_) {
          pools_[*open_pool_].op_ended = true;
          maybeClosePool(*open_pool_);
          open_pool_.reset();
        }
        return std::nullopt;
    }
    return std::nullopt;
  }

  std::optional<std::string> allocate(const Event& e) {
    const std::uint64_t size = alignUp(e.bytes, g_.alignment);
    LiveBlock b;
    if (e.kind == AllocKind::CbRegion) {
      const std::uint64_t begin = region_.stackTop();
      const std::optional<std::uint64_t> pushed = region_.tryStackPush(size);
      if (!pushed)
        return fmt::format("CB clash: the CB region of {} B at the stack top {} would end at "
                           "{}, above the heap floor {} (L1 {} B)",
                           size, begin, begin + size, heapFloor(), g_.l1_size);
      stack_.push_back(StackBlock{e.id, begin, begin + size});
      live_cb_ = e.id;
      b = LiveBlock{BlockRole::CbRegion, begin, size, 0, LiveBlock::Where::Cb};
    } else if (e.kind == AllocKind::Heap && policy_ == Policy::Planned) {
      // The plan, shifted up so that its top meets the top of L1 (heap at the top, stack
      // at the bottom, as under the other policies); it keeps the block above every stack
      // + CB region of its lifetime whenever L1 holds base + the plan's peak.
      const std::uint64_t span = alignUp(heap_plan_.peak, g_.alignment);
      if (g_.l1_size < g_.unreserved_base + span)
        return fmt::format("out of memory: the planned layout needs {} B above the unreserved "
                           "base {} but L1 of {} B has {} B",
                           span, g_.unreserved_base, g_.l1_size, g_.l1_size - g_.unreserved_base);
      const std::uint64_t at = g_.l1_size - span + heap_plan_.offset.at(e.id);
      try {
        region_.heapAllocateAt(at, oneBank(size));
      } catch (const Error& err) {
        throw Error(ErrorKind::Internal,
                    fmt::format("event {}: planned heap buffer {} at {} does not fit: {}", now_,
                                e.id, at, err.what()));
      }
      b = LiveBlock{BlockRole::Heap, at, size, 0, LiveBlock::Where::Heap};
    } else if (e.kind == AllocKind::Intermediate &&
               (policy_ == Policy::Stack || policy_ == Policy::Planned)) {
      const std::uint64_t begin = region_.stackTop();
      const std::uint64_t end = begin + size;
      if (!region_.tryStackPush(size)) {
        const std::uint64_t floor = heapFloor();
        return fmt::format("out of memory: stack push of {} B at {} would cross the heap "
                           "floor {} by {} B (L1 {} B)",
                           size, begin, floor, end - floor, g_.l1_size);
      }
      stack_.push_back(StackBlock{e.id, begin, end});
      b = LiveBlock{BlockRole::Intermediate, begin, size, 0, LiveBlock::Where::Stack};
    } else if (e.kind == AllocKind::Intermediate && policy_ == Policy::Pool && open_pool_) {
      Pool& pool = pools_[*open_pool_];
      auto addr = size <= pool.sub.config().size
                      ? pool.sub.tryAllocate(size, alloc::kPoolArenaDirection)
                      : std::nullopt;
      // A pool of the query's stack peak holds any order whose intermediates die no later
      // than their frames (first fit places each at or below its stack address); only a
      // declared size below that peak fails, whatever the L1 size.
      if (!addr) {
        const alloc::Statistics st = pool.sub.statistics();
        return fmt::format("out of memory in the pool of '{}': intermediate of {} B does not "
                           "fit; the pool holds {} B, {} B in use, largest free block {} B "
                           "(a pool does not grow: its declared size is below the call's "
                           "stack peak)",
                           placements_[pool.placement].label, size, pool.sub.config().size,
                           st.allocated, st.largest_free_block);
      }
      ++pool.live;
      b = LiveBlock{BlockRole::Intermediate, *addr, size, 0, LiveBlock::Where::Pool,
                    *open_pool_};
    } else {
      auto addr = heapAllocate(size);
      if (!addr) return heapOom(size, fmt::format("{} buffer {}", allocKindName(e.kind), e.id));
      BlockRole role = e.kind == AllocKind::Heap ? BlockRole::Heap : BlockRole::Intermediate;
      b = LiveBlock{role, *addr, size, 0, LiveBlock::Where::Heap};
    }
    b.placement = place(e.id, b.role, b.address, b.size, e.name);
    live_[e.id] = b;
    return std::nullopt;
  }

  void release(std::uint64_t id) {
    auto it = live_.find(id);
    if (it == live_.end())
      throw Error(ErrorKind::Internal, fmt::format("replay lost track of buffer {}", id));
    LiveBlock b = it->second;
    live_.erase(it);
    placements_[b.placement].last_event = now_;
    switch (b.where) {
      case LiveBlock::Where::Heap: region_.heapDeallocate(b.address); break;
      case LiveBlock::Where::Cb:
        live_cb_.reset();
        markDeadOnStack(id);
        break;
      case LiveBlock::Where::Pool:
        pools_[b.pool].sub.deallocate(b.address);
        --pools_[b.pool].live;
        maybeClosePool(b.pool);
        break;
      case LiveBlock::Where::Stack: markDeadOnStack(id); break;
    }
  }

  void markDeadOnStack(std::uint64_t id) {
    for (StackBlock& s : stack_)
      if (s.id == id) s.dead = true;
    popDeadStackBlocks();
  }

  // LIFO reclaim: dead blocks on top of the stack go, but never below the entry of the
  // innermost open frame (that frame's end restores the stack top itself). The region's
  // top then goes back to the highest block left, or that entry.
  void popDeadStackBlocks() {
    const std::uint64_t floor = frameFloor();
    while (!stack_.empty() && stack_.back().dead && stack_.back().begin >= floor) stack_.pop_back();
    const std::uint64_t top = std::max(floor, stack_.empty() ? g_.unreserved_base : stack_.back().end);
    if (top < region_.stackTop()) region_.stackRestore(top);
  }

  void maybeClosePool(std::size_t index) {
    Pool& pool = pools_[index];
    if (!pool.op_ended || pool.live != 0 || placements_[pool.placement].last_event != kOpen)
      return;
    region_.heapDeallocate(pool.address);
    placements_[pool.placement].last_event = now_;
  }

  Sample sample() const {
    Sample s;
    s.heap_floor = heapFloor();
    s.stack_top = stackTop();
    s.cb_end = live_cb_ ? live_.at(*live_cb_).address + live_.at(*live_cb_).size : 0;
    const std::uint64_t low = lowLimit();
    const std::vector<alloc::Range> free_ranges =
        heap().withFreeList([](const FreeList& list) { return list.freeRanges(); });
    for (const alloc::Range& r : free_ranges) {
      if (r.end <= low) continue;
      std::uint64_t size = r.end - std::max(r.begin, low);
      s.free_bytes += size;
      s.largest_free = std::max(s.largest_free, size);
    }
    s.external_fragmentation =
        s.free_bytes == 0 ? 0.0
                          : 1.0 - static_cast<double>(s.largest_free) /
                                      static_cast<double>(s.free_bytes);
    const std::uint64_t page = alignUp(g_.page_size, g_.alignment);
    s.largest_fit = s.largest_free / page * page * g_.num_banks;
    s.footprint = (low - g_.unreserved_base) + (g_.l1_size - s.heap_floor);
    s.op = currentOp();
    return s;
  }

  Summary summarise(const std::vector<Sample>& samples) const {
    Summary sum;
    bool any_op_end = false;
    for (std::size_t i = 0; i < samples.size(); ++i)
      any_op_end = any_op_end || events_[i].type == EventType::OpEnd;
    bool first_fit = true;
    for (std::size_t i = 0; i < samples.size(); ++i) {
      const Sample& s = samples[i];
      sum.peak_footprint = std::max(sum.peak_footprint, s.footprint);
      if (s.external_fragmentation > sum.max_external_fragmentation) {
        sum.max_external_fragmentation = s.external_fragmentation;
        sum.worst_fragmentation_event = i;
      }
      if (any_op_end && events_[i].type != EventType::OpEnd) continue;
      if (first_fit || s.largest_fit < sum.min_largest_fit) {
        sum.min_largest_fit = s.largest_fit;
        sum.min_largest_fit_event = i;
        first_fit = false;
      }
    }
    return sum;
  }

  const std::vector<Event>& events_;
  Policy policy_;
  BankGeometry g_;
  EventLifetimes lifetimes_;
  alloc::Region region_;
  std::optional<std::uint64_t> live_cb_;  // id of the running program's CB region
  std::vector<StackBlock> stack_;
  HeapPlan heap_plan_;  // Planned only
  std::vector<std::uint64_t> frame_entry_;
  std::vector<std::string> ops_;
  std::map<std::size_t, std::uint64_t> pool_size_at_;
  std::vector<Pool> pools_;
  std::optional<std::size_t> open_pool_;
  std::unordered_map<std::uint64_t, LiveBlock> live_;
  std::vector<Placement> placements_;
  std::vector<Sample> samples_;
  std::size_t now_ = 0;
};

}  // namespace

std::vector<PoolSizing> poolSizes(const std::vector<Event>& events, const BankGeometry& geometry) {
  checkGeometry(geometry);
  validateEvents(events);
  const std::uint64_t a = geometry.alignment;
  std::vector<PoolSizing> out;
  std::size_t i = 0;
  while (i < events.size()) {
    if (events[i].type != EventType::OpBegin || events[i].depth != 0) {
      ++i;
      continue;
    }
    // The call spans [i, end]. Without a declared size: the stack peak of its
    // intermediates as the op query counts it, each held from its allocation to the end
    // of its frame (to the call's end outside any frame), frees ignored.
    std::size_t end = i + 1;
    std::uint64_t level = 0, peak = 0;
    std::vector<std::uint64_t> frame_entry;
    for (; end < events.size(); ++end) {
      const Event& e = events[end];
      if (e.type == EventType::OpEnd && e.depth == 0) break;
      if (e.type == EventType::Allocate && e.kind == AllocKind::Intermediate) {
        level += alignUp(e.bytes, a);
        peak = std::max(peak, level);
      } else if (e.type == EventType::FrameBegin) {
        frame_entry.push_back(level);
      } else if (e.type == EventType::FrameEnd && !frame_entry.empty()) {
        level = frame_entry.back();
        frame_entry.pop_back();
      }
    }
    const bool declared = events[i].pool_bytes.has_value();
    const std::uint64_t size = declared ? alignUp(*events[i].pool_bytes, a) : peak;
    if (size > 0) out.push_back(PoolSizing{i, size, declared});
    i = end + 1;
  }
  return out;
}

ReplayResult replay(const std::vector<Event>& events, Policy policy, const BankGeometry& geometry) {
  return Replayer(events, policy, geometry).run();
}

std::uint64_t minL1Size(const std::vector<Event>& events, Policy policy,
                        const BankGeometry& geometry) {
  checkGeometry(geometry);
  validateEvents(events);
  const std::uint64_t a = geometry.alignment;
  const std::uint64_t base = geometry.unreserved_base;
  // Everything allocated at once (plus every pool) always fits: a safe upper bound.
  std::uint64_t total = a;
  for (const Event& e : events)
    if (e.type == EventType::Allocate) total += alignUp(e.bytes, a);
  if (policy == Policy::Pool)
    for (const PoolSizing& p : poolSizes(events, geometry)) total += p.size;
  auto fits = [&](std::uint64_t units) {
    BankGeometry g = geometry;
    g.l1_size = base + units * a;
    return replay(events, policy, g).ok;
  };
  if (policy == Policy::Planned) {
    // The plan does not depend on the L1 size and keeps every heap block above every
    // stack + CB region: the run needs exactly the plan's peak above the base.
    const HeapPlan plan = planHeapBlocks(events, geometry);
    const std::uint64_t units = std::max<std::uint64_t>(1, alignUp(plan.peak, a) / a);
    BankGeometry at = geometry;
    at.l1_size = base + units * a;
    if (!Replayer(events, policy, at, &plan).run().ok)
      throw Error(ErrorKind::Internal,
                  fmt::format("minL1Size: the planned layout does not run in its own peak {} B",
                              base + units * a));
    return base + units * a;
  }
  std::uint64_t hi = total / a;
  if (!fits(hi)) {
    BankGeometry g = geometry;
    g.l1_size = base + hi * a;
    // Only a pool too small for its call fails in an L1 that holds everything at once.
    throw Error(policy == Policy::Pool ? ErrorKind::InvalidArgument : ErrorKind::Internal,
                fmt::format("minL1Size: the workload does not run under {} even in {} B: {}",
                            policyName(policy), g.l1_size, replay(events, policy, g).failure));
  }
  std::uint64_t lo = 0;  // invariant: lo does not fit (0 units is no memory), hi fits
  while (hi - lo > 1) {
    std::uint64_t mid = lo + (hi - lo) / 2;
    if (fits(mid))
      hi = mid;
    else
      lo = mid;
  }
  return base + hi * a;
}

}  // namespace strata::analysis
