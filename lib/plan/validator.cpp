// Solution validator: per-buffer checks, then a sweep over time keeping the live
// buffers in a set ordered by offset; a new buffer only has to be compared with its two
// neighbours in that set, because the live set is non-overlapping until a violation.

#include "strata/plan/validator.hpp"

#include "strata/support/error.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

namespace strata::plan {

std::vector<Violation> findViolations(const Problem& problem, const Solution& solution,
                                      std::optional<std::int64_t> capacity, std::size_t limit) {
  std::vector<Violation> found;
  auto add = [&](Violation v) {
    if (found.size() < limit) found.push_back(std::move(v));
  };
  if (solution.offsets.size() != problem.size()) {
    add({ViolationKind::WrongOffsetCount, 0, 0,
         fmt::format("the solution has {} offsets for {} buffers", solution.offsets.size(),
                     problem.size())});
    return found;
  }
  const auto& buffers = problem.buffers;
  const auto& offsets = solution.offsets;
  for (std::size_t i = 0; i < buffers.size(); ++i) {
    const Buffer& b = buffers[i];
    std::int64_t off = offsets[i];
    if (off < 0)
      add({ViolationKind::NegativeOffset, i, 0,
           fmt::format("buffer '{}' ({}) is at negative offset {}", b.id, problem.where(i), off)});
    else if (off % b.alignment != 0)
      add({ViolationKind::Misaligned, i, 0,
           fmt::format("buffer '{}' ({}) is at offset {}, not a multiple of its alignment {}",
                       b.id, problem.where(i), off, b.alignment)});
    if (b.fixedOffset && *b.fixedOffset != off)
      add({ViolationKind::FixedOffsetMoved, i, 0,
           fmt::format("fixed buffer '{}' ({}) was moved from {} to {}", b.id, problem.where(i),
                       *b.fixedOffset, off)});
    if (capacity && off + b.size > *capacity)
      add({ViolationKind::OverCapacity, i, 0,
           fmt::format("buffer '{}' ({}) ends at {}, {} bytes above the capacity {}", b.id,
                       problem.where(i), off + b.size, off + b.size - *capacity, *capacity)});
  }

  // Events: ends sort before starts at the same time because lifetimes are half-open.
  struct Event {
    std::int64_t time;
    int isStart;
    std::size_t buffer;
  };
  std::vector<Event> events;
  events.reserve(2 * buffers.size());
  for (std::size_t i = 0; i < buffers.size(); ++i) {
    events.push_back({buffers[i].lower, 1, i});
    events.push_back({buffers[i].upper, 0, i});
  }
  std::sort(events.begin(), events.end(), [](const Event& a, const Event& b) {
    if (a.time != b.time) return a.time < b.time;
    if (a.isStart != b.isStart) return a.isStart < b.isStart;
    return a.buffer < b.buffer;
  });
  std::set<std::pair<std::int64_t, std::size_t>> live;  // (offset, buffer)
  auto overlap = [&](std::size_t a, std::size_t b) {
    if (a > b) std::swap(a, b);
    add({ViolationKind::Overlap, a, b,
         fmt::format("buffers '{}' ({}, bytes [{}, {}), time [{}, {})) and '{}' ({}, bytes "
                     "[{}, {}), time [{}, {})) overlap in time and space",
                     buffers[a].id, problem.where(a), offsets[a], offsets[a] + buffers[a].size,
                     buffers[a].lower, buffers[a].upper, buffers[b].id, problem.where(b),
                     offsets[b], offsets[b] + buffers[b].size, buffers[b].lower,
                     buffers[b].upper)});
  };
  for (const Event& e : events) {
    std::pair<std::int64_t, std::size_t> key{offsets[e.buffer], e.buffer};
    if (!e.isStart) {
      live.erase(key);
      continue;
    }
    auto it = live.insert(key).first;
    std::int64_t top = offsets[e.buffer] + buffers[e.buffer].size;
    if (auto next = std::next(it); next != live.end() && next->first < top)
      overlap(e.buffer, next->second);
    if (it != live.begin()) {
      auto prev = std::prev(it);
      if (prev->first + buffers[prev->second].size > offsets[e.buffer])
        overlap(e.buffer, prev->second);
    }
    if (found.size() >= limit) break;
  }
  return found;
}

void requireValid(const Problem& problem, const Solution& solution,
                  std::optional<std::int64_t> capacity) {
  std::vector<Violation> found = findViolations(problem, solution, capacity, 1);
  if (!found.empty())
    throw Error(ErrorKind::Internal,
                fmt::format("planner produced an invalid solution: {}; this is a bug in "
                            "strata::plan, please report it with the input",
                            found.front().message),
                {Error::num("buffer", static_cast<std::int64_t>(found.front().buffer))});
}

}  // namespace strata::plan
