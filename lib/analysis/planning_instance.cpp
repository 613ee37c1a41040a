// A workload's events as a plan::Problem (planning_instance.hpp).
#include "strata/analysis/planning_instance.hpp"

#include "strata/device/tensor_layout.hpp"

#include <fmt/core.h>

#include <unordered_map>

namespace strata::analysis {

plan::Problem planningInstance(const std::vector<Event>& events, const BankGeometry& geometry) {
  // The same lifetimes every replay policy sees: frees, and intermediates released by
  // the end of their frame.
  const EventLifetimes lifetimes = analyzeEvents(events);
  const auto alignment = static_cast<plan::ByteSize>(geometry.alignment);
  plan::Problem problem;
  std::unordered_map<std::uint64_t, std::size_t> live;  // id -> buffer index
  auto close = [&](std::uint64_t id, std::size_t at) {
    auto it = live.find(id);
    if (it == live.end()) return;
    problem.buffers[it->second].upper = static_cast<plan::TimeStep>(at);
    live.erase(it);
  };
  for (std::size_t i = 0; i < events.size(); ++i) {
    const Event& e = events[i];
    if (e.type == EventType::Allocate) {
      live[e.id] = problem.buffers.size();
      plan::Buffer b;
      b.id = fmt::format("{}-{}", allocKindName(e.kind), e.id);
      b.lower = static_cast<plan::TimeStep>(i);
      b.upper = static_cast<plan::TimeStep>(events.size());  // still live at the end
      b.size = static_cast<plan::ByteSize>(device::alignUp(e.bytes, geometry.alignment));
      b.alignment = alignment;
      problem.buffers.push_back(std::move(b));
    } else if (e.type == EventType::Free && !lifetimes.noop_free[i]) {
      close(e.id, i);
    } else if (e.type == EventType::FrameEnd) {
      for (std::uint64_t id : lifetimes.released_at[i]) close(id, i);
    }
  }
  return problem;
}

}  // namespace strata::analysis
