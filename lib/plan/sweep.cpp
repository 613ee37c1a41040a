// Builds the section / overlap / component structure of a problem.

#include "strata/plan/sweep.hpp"

#include "strata/support/error.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <limits>

namespace strata::plan {

namespace {

// Components: runs of sections joined by spanned boundaries.
void findComponents(Sweep& sw) {
  const std::int32_t S = sw.sectionCount;
  const std::size_t n = sw.firstSection.size();
  std::vector<std::int32_t> componentOfSection(static_cast<std::size_t>(S), -1);
  for (std::int32_t s = 0; s < S;) {
    std::int32_t e = s + 1;
    while (e < S && sw.spanning[e - 1] > 0) ++e;
    if (sw.coverCount[s] > 0) {
      Component c;
      c.firstSection = s;
      c.endSection = e;
      for (std::int32_t k = s; k < e; ++k)
        componentOfSection[k] = static_cast<std::int32_t>(sw.components.size());
      sw.components.push_back(std::move(c));
    }
    s = e;
  }
  sw.componentOf.resize(n);
  for (std::size_t b = 0; b < n; ++b) {
    std::int32_t c = componentOfSection[sw.firstSection[b]];
    sw.componentOf[b] = c;
    sw.components[c].buffers.push_back(static_cast<std::int32_t>(b));
  }
}

// The interval index of the Indexed detail: a bottom-up segment tree over the sections
// (CSR lists per node) and the buffers sorted by first section.
void buildIndex(Sweep& sw) {
  const std::size_t n = sw.firstSection.size();
  const std::size_t S = static_cast<std::size_t>(sw.sectionCount);
  std::size_t base = 1;
  while (base < S) base <<= 1;
  sw.leafBase_ = base;
  auto forEachNode = [&](std::size_t b, auto&& visit) {
    std::size_t l = static_cast<std::size_t>(sw.firstSection[b]) + base;
    std::size_t r = static_cast<std::size_t>(sw.endSection[b]) + base;
    for (; l < r; l >>= 1, r >>= 1) {
      if (l & 1) visit(l++);
      if (r & 1) visit(--r);
    }
  };
  std::vector<std::int64_t> count(2 * base + 1, 0);
  for (std::size_t b = 0; b < n; ++b) forEachNode(b, [&](std::size_t node) { ++count[node]; });
  sw.treeStart_.assign(2 * base + 1, 0);
  for (std::size_t node = 0; node < 2 * base; ++node)
    sw.treeStart_[node + 1] = sw.treeStart_[node] + count[node];
  sw.treeList_.resize(static_cast<std::size_t>(sw.treeStart_[2 * base]));
  std::vector<std::int64_t> fill(sw.treeStart_.begin(), sw.treeStart_.end() - 1);
  for (std::size_t b = 0; b < n; ++b)
    forEachNode(b, [&](std::size_t node) { sw.treeList_[fill[node]++] = static_cast<std::int32_t>(b); });

  sw.byStart_.resize(n);
  sw.startsFrom_.assign(S + 2, 0);
  for (std::size_t b = 0; b < n; ++b) ++sw.startsFrom_[static_cast<std::size_t>(sw.firstSection[b]) + 1];
  for (std::size_t s = 0; s + 1 < sw.startsFrom_.size(); ++s) sw.startsFrom_[s + 1] += sw.startsFrom_[s];
  std::vector<std::int64_t> next(sw.startsFrom_.begin(), sw.startsFrom_.end() - 1);
  for (std::size_t b = 0; b < n; ++b)
    sw.byStart_[next[static_cast<std::size_t>(sw.firstSection[b])]++] = static_cast<std::int32_t>(b);
}

}  // namespace

Sweep sweepProblem(const Problem& problem, std::chrono::steady_clock::time_point deadline,
                   bool* cut, SweepDetail detail) {
  if (cut) *cut = false;
  // The pair lists are the slow part (up to the planner's sweep budget, 64 M entries):
  // the clock is read once per 1024 buffers there.
  const bool timed = deadline != std::chrono::steady_clock::time_point::max();
  auto late = [&](std::size_t i) {
    if (!timed || (i & 1023) != 0 || std::chrono::steady_clock::now() < deadline) return false;
    if (cut) *cut = true;
    return true;
  };
  const std::size_t n = problem.size();
  if (n >= static_cast<std::size_t>(std::numeric_limits<std::int32_t>::max() / 2))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} buffers exceed the planner's limit of 2^30", n));
  Sweep sw;
  std::vector<std::int64_t> times;
  times.reserve(2 * n);
  for (const Buffer& b : problem.buffers) {
    times.push_back(b.lower);
    times.push_back(b.upper);
  }
  std::sort(times.begin(), times.end());
  times.erase(std::unique(times.begin(), times.end()), times.end());
  sw.sectionCount = times.empty() ? 0 : static_cast<std::int32_t>(times.size() - 1);
  auto sectionOf = [&](std::int64_t t) {
    return static_cast<std::int32_t>(std::lower_bound(times.begin(), times.end(), t) -
                                     times.begin());
  };
  sw.firstSection.resize(n);
  sw.endSection.resize(n);
  sw.detail = detail;
  const std::int32_t S = sw.sectionCount;
  std::vector<std::int64_t> count(static_cast<std::size_t>(S) + 1, 0);
  std::vector<std::int32_t> spanDiff(static_cast<std::size_t>(S) + 1, 0);
  for (std::size_t b = 0; b < n; ++b) {
    std::int32_t f = sectionOf(problem.buffers[b].lower), e = sectionOf(problem.buffers[b].upper);
    sw.firstSection[b] = f;
    sw.endSection[b] = e;
    count[f] += 1;  // difference array: sections f .. e-1 are covered
    count[e] -= 1;
    spanDiff[f] += 1;  // boundaries f .. e-2 are spanned
    spanDiff[e - 1] -= 1;
  }
  for (std::int32_t s = 1; s <= S; ++s) count[s] += count[s - 1];
  sw.coverCount.assign(count.begin(), count.begin() + S);

  sw.spanning.assign(S > 0 ? static_cast<std::size_t>(S - 1) : 0, 0);
  std::int32_t running = 0;
  for (std::int32_t s = 0; s + 1 < S; ++s) {
    running += spanDiff[s];
    sw.spanning[s] = running;
  }
  if (detail == SweepDetail::Indexed) {
    buildIndex(sw);
    findComponents(sw);
    return sw;
  }
  // Section -> buffers (CSR), buffers in ascending index order.
  sw.sectionStart_.assign(static_cast<std::size_t>(S) + 1, 0);
  for (std::int32_t s = 0; s < S; ++s) sw.sectionStart_[s + 1] = sw.sectionStart_[s] + count[s];
  sw.sectionList_.resize(static_cast<std::size_t>(sw.sectionStart_[S]));
  std::vector<std::int64_t> fill(sw.sectionStart_.begin(), sw.sectionStart_.end() - 1);
  for (std::size_t b = 0; b < n; ++b)
    for (std::int32_t s = sw.firstSection[b]; s < sw.endSection[b]; ++s)
      sw.sectionList_[fill[s]++] = static_cast<std::int32_t>(b);

  // Overlapping pairs: a pair is found once, by the buffer that starts later (or, on a
  // tie, the higher index), looking at the buffers covering its first section.
  std::vector<std::int64_t> degree(n + 1, 0);
  auto forEachPair = [&](auto&& visit) {
    for (std::size_t a = 0; a < n; ++a) {
      if (late(a)) return false;
      std::int32_t f = sw.firstSection[a];
      for (std::int32_t b : sw.sectionBuffers(f)) {
        if (sw.firstSection[b] < f || (sw.firstSection[b] == f && b < static_cast<std::int32_t>(a)))
          visit(static_cast<std::int32_t>(a), b);
      }
    }
    return true;
  };
  if (!forEachPair([&](std::int32_t a, std::int32_t b) {
        ++degree[a];
        ++degree[b];
      }))
    return sw;
  sw.overlapStart_.assign(n + 1, 0);
  for (std::size_t b = 0; b < n; ++b) sw.overlapStart_[b + 1] = sw.overlapStart_[b] + degree[b];
  sw.overlapList_.resize(static_cast<std::size_t>(sw.overlapStart_[n]));
  std::vector<std::int64_t> pos(sw.overlapStart_.begin(), sw.overlapStart_.end() - 1);
  if (!forEachPair([&](std::int32_t a, std::int32_t b) {
        sw.overlapList_[pos[a]++] = b;
        sw.overlapList_[pos[b]++] = a;
      }))
    return sw;

  findComponents(sw);
  return sw;
}

std::vector<ByteSize> liveBytesPerSection(const Problem& problem, const Sweep& sweep,
                                          const Component& component) {
  const std::size_t S = static_cast<std::size_t>(component.endSection - component.firstSection);
  std::vector<ByteSize> live(S + 1, 0);
  for (std::int32_t b : component.buffers) {
    live[static_cast<std::size_t>(sweep.firstSection[b] - component.firstSection)] += problem.buffers[b].size;
    live[static_cast<std::size_t>(sweep.endSection[b] - component.firstSection)] -= problem.buffers[b].size;
  }
  ByteSize running = 0;
  for (ByteSize& v : live) v = running += v;
  live.pop_back();  // the entry past the last section is 0 again
  return live;
}

}  // namespace strata::plan
