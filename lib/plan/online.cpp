// Sweep-size estimate and the online best-fit placement used for large problems.

#include "strata/plan/online.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <vector>

namespace strata::plan {

std::uint64_t sweepEntries(const Problem& problem) {
  // One pass over the endpoints in time order (ends first at equal times): a start adds
  // the buffers live at that moment as overlapping pairs, and each section between two
  // distinct times adds the buffers live in it as section-list entries.
  std::vector<std::pair<std::int64_t, int>> events;  // (time, -1 end / +1 start)
  events.reserve(2 * problem.size());
  for (const Buffer& b : problem.buffers) {
    events.emplace_back(b.lower, 1);
    events.emplace_back(b.upper, -1);
  }
  std::sort(events.begin(), events.end());
  std::uint64_t live = 0, pairs = 0, sections = 0;
  for (std::size_t i = 0; i < events.size(); ++i) {
    if (i > 0 && events[i].first != events[i - 1].first) sections += live;
    if (events[i].second > 0)
      pairs += live++;
    else
      --live;
  }
  std::uint64_t total = 0;
  if (__builtin_mul_overflow(pairs, std::uint64_t{2}, &pairs) ||
      __builtin_add_overflow(sections, pairs, &total))
    return UINT64_MAX;
  return total;
}

namespace {

// Free space above `base_`: address-ordered free blocks plus a size index for best fit,
// and everything from `top_` up. A block ending at top_ merges into it.
class FreeSpace {
 public:
  explicit FreeSpace(std::int64_t base) : top_(base) {}

  std::int64_t allocate(std::int64_t size, std::int64_t alignment) {
    // Best fit: the smallest block that holds the size even after aligning its start.
    for (auto it = bySize_.lower_bound({size, INT64_MIN}); it != bySize_.end(); ++it) {
      const auto [blockSize, begin] = *it;
      const std::int64_t at = alignUp(begin, alignment);
      if (at + size > begin + blockSize) continue;  // alignment waste; rare, try the next
      erase(begin, blockSize);
      if (at > begin) insert(begin, at - begin);
      if (at + size < begin + blockSize) insert(at + size, begin + blockSize - (at + size));
      return at;
    }
    const std::int64_t at = alignUp(top_, alignment);
    if (at > top_) insert(top_, at - top_);
    top_ = at + size;
    return at;
  }

  void release(std::int64_t begin, std::int64_t size) {
    std::int64_t end = begin + size;
    auto next = byAddress_.lower_bound(begin);
    if (next != byAddress_.end() && next->first == end) {
      end += next->second;
      erase(next->first, next->second);
    }
    auto prev = byAddress_.lower_bound(begin);
    if (prev != byAddress_.begin()) {
      --prev;
      if (prev->first + prev->second == begin) {
        begin = prev->first;
        erase(prev->first, prev->second);
      }
    }
    if (end == top_)
      top_ = begin;
    else
      insert(begin, end - begin);
  }

 private:
  void insert(std::int64_t begin, std::int64_t size) {
    byAddress_.emplace(begin, size);
    bySize_.emplace(size, begin);
  }
  void erase(std::int64_t begin, std::int64_t size) {
    byAddress_.erase(begin);
    bySize_.erase({size, begin});
  }

  std::int64_t top_;
  std::map<std::int64_t, std::int64_t> byAddress_;      // begin -> size
  std::set<std::pair<std::int64_t, std::int64_t>> bySize_;  // (size, begin)
};

}  // namespace

Solution placeOnline(const Problem& problem) {
  const std::size_t n = problem.size();
  Solution s;
  s.offsets.assign(n, 0);
  std::int64_t base = 0;
  for (const Buffer& b : problem.buffers)
    if (b.fixedOffset) base = std::max(base, *b.fixedOffset + b.size);
  struct Event {
    std::int64_t time;
    bool start;
    std::uint32_t buffer;
  };
  std::vector<Event> events;
  events.reserve(2 * n);
  for (std::size_t i = 0; i < n; ++i) {
    const Buffer& b = problem.buffers[i];
    if (b.fixedOffset) {
      s.offsets[i] = *b.fixedOffset;
      continue;
    }
    events.push_back({b.lower, true, static_cast<std::uint32_t>(i)});
    events.push_back({b.upper, false, static_cast<std::uint32_t>(i)});
  }
  // Ends first at equal times; among starts, larger buffers first (they fragment less
  // when they get the low addresses); the index makes the order total.
  std::sort(events.begin(), events.end(), [&](const Event& a, const Event& b) {
    if (a.time != b.time) return a.time < b.time;
    if (a.start != b.start) return !a.start;
    const std::int64_t sa = problem.buffers[a.buffer].size, sb = problem.buffers[b.buffer].size;
    if (sa != sb) return sa > sb;
    return a.buffer < b.buffer;
  });
  FreeSpace space(base);
  for (const Event& e : events) {
    const Buffer& b = problem.buffers[e.buffer];
    if (e.start)
      s.offsets[e.buffer] = space.allocate(b.size, b.alignment);
    else
      space.release(s.offsets[e.buffer], b.size);
  }
  return s;
}

}  // namespace strata::plan
