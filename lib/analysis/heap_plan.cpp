// The planned policy's layout (replay.hpp, planHeapBlocks): a static plan of the heap
// blocks of an event list above the stack + CB region each event leaves, by plan/.
#include "strata/analysis/replay.hpp"

#include "strata/device/tensor_layout.hpp"
#include "strata/plan/planner.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace strata::analysis {

HeapPlan planHeapBlocks(const std::vector<Event>& events, const BankGeometry& geometry) {
  const std::uint64_t a = geometry.alignment;
  // The stack + CB region after every event does not depend on where heap blocks go:
  // replay the stack policy in an L1 large enough for everything at once (the replay
  // also rejects an invalid event list, with validateEvents' error).
  std::uint64_t total = a;
  for (const Event& e : events)
    if (e.type == EventType::Allocate) total += device::alignUp(e.bytes, a);
  BankGeometry roomy = geometry;
  roomy.l1_size = geometry.unreserved_base + total;
  const ReplayResult stack = replay(events, Policy::Stack, roomy);
  if (!stack.ok)
    throw Error(ErrorKind::Internal,
                fmt::format("planHeapBlocks: the stack replay failed in {} B: {}", roomy.l1_size,
                            stack.failure));

  plan::Problem problem;
  std::vector<std::uint64_t> ids;  // heap block ids, in problem order
  std::unordered_map<std::uint64_t, std::size_t> open;
  for (std::size_t i = 0; i < events.size(); ++i) {
    const Event& e = events[i];
    if (e.type == EventType::Allocate && e.kind == AllocKind::Heap) {
      open[e.id] = problem.buffers.size();
      problem.buffers.push_back(plan::Buffer{fmt::format("{}", e.id), static_cast<std::int64_t>(i),
                                             static_cast<std::int64_t>(events.size()),
                                             static_cast<std::int64_t>(device::alignUp(e.bytes, a)),
                                             static_cast<std::int64_t>(a), std::nullopt});
      ids.push_back(e.id);
    } else if (e.type == EventType::Free) {
      auto it = open.find(e.id);
      if (it == open.end()) continue;  // an intermediate's free
      problem.buffers[it->second].upper = static_cast<std::int64_t>(i);
      open.erase(it);
    }
  }
  // The stack + CB region, one pinned block per run of events with the same height.
  std::size_t run_start = 0;
  auto region = [&](std::size_t i) {
    const Sample& s = stack.samples[i];
    return std::max(s.stack_top, s.cb_end) - geometry.unreserved_base;
  };
  for (std::size_t i = 0; i <= events.size(); ++i) {
    if (i < events.size() && i > run_start && region(i) == region(run_start)) continue;
    if (i > run_start && region(run_start) > 0)
      problem.buffers.push_back(plan::Buffer{"stack", static_cast<std::int64_t>(run_start),
                                             static_cast<std::int64_t>(i),
                                             static_cast<std::int64_t>(region(run_start)), 1, 0});
    run_start = i;
  }

  HeapPlan out;
  if (problem.buffers.empty()) return out;
  plan::PlanOptions options;
  options.minimize = true;
  options.exactSearch = false;
  const plan::PlanResult r = plan::plan(problem, options);
  for (std::size_t k = 0; k < ids.size(); ++k)
    out.offset[ids[k]] = static_cast<std::uint64_t>(r.solution.offsets[k]);
  out.peak = static_cast<std::uint64_t>(r.peak);
  out.lower_bound = static_cast<std::uint64_t>(r.lowerBound);
  return out;
}

}  // namespace strata::analysis
