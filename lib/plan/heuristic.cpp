// Best-fit placement heuristic over several orders.

#include "strata/plan/heuristic.hpp"

#include <algorithm>
#include <exception>
#include <iterator>
#include <limits>
#include <numeric>
#include <thread>

namespace strata::plan {
namespace {

// Contention of a buffer: the most bytes live in any section it covers. Buffers in the
// most crowded sections are the hardest to place, so they go first in that order.
std::vector<std::int64_t> contention(const Problem& problem, const Sweep& sweep,
                                     const Component& component) {
  const std::vector<ByteSize> total = liveBytesPerSection(problem, sweep, component);
  std::vector<std::int64_t> result(component.buffers.size(), 0);
  for (std::size_t i = 0; i < component.buffers.size(); ++i) {
    std::int32_t b = component.buffers[i];
    for (std::int32_t s = sweep.firstSection[b]; s < sweep.endSection[b]; ++s)
      result[i] = std::max(result[i], total[s - component.firstSection]);
  }
  return result;
}

// The section of the component with the most live bytes (the first of equals).
std::int32_t fullestSection(const Problem& problem, const Sweep& sweep, const Component& component) {
  const std::vector<ByteSize> live = liveBytesPerSection(problem, sweep, component);
  return component.firstSection +
         static_cast<std::int32_t>(std::max_element(live.begin(), live.end()) - live.begin());
}

// The order x policy pairs tried per component, most often best first: each pass over
// a dense model of 60,000 buffers takes seconds, and the tries stop at the bound. Size
// order wins on pangu_2.6B and resnet50, peak-by-start on the IOPDDL instances.
constexpr std::pair<HeuristicOrder, GapPolicy> kTries[] = {
    {HeuristicOrder::SizeDesc, GapPolicy::Lowest},       {HeuristicOrder::PeakByStart, GapPolicy::Lowest},
    {HeuristicOrder::SizeDesc, GapPolicy::Tightest},     {HeuristicOrder::PeakByStart, GapPolicy::Tightest},
    {HeuristicOrder::ContentionDesc, GapPolicy::Lowest}, {HeuristicOrder::ContentionDesc, GapPolicy::Tightest},
    {HeuristicOrder::AreaDesc, GapPolicy::Lowest},       {HeuristicOrder::AreaDesc, GapPolicy::Tightest},
    {HeuristicOrder::LengthDesc, GapPolicy::Lowest},     {HeuristicOrder::LengthDesc, GapPolicy::Tightest},
};

// Components at least this large run their tries in pairs on two threads.
constexpr std::size_t kPairedTryBuffers = 4096;

}  // namespace

std::string orderName(HeuristicOrder order) {
  switch (order) {
    case HeuristicOrder::SizeDesc: return "size";
    case HeuristicOrder::LengthDesc: return "length";
    case HeuristicOrder::AreaDesc: return "area";
    case HeuristicOrder::ContentionDesc: return "contention";
    case HeuristicOrder::PeakByStart: return "peak-by-start";
  }
  return "?";
}

std::int64_t placeComponent(const Problem& problem, const Sweep& sweep, const Component& component,
                            HeuristicOrder order, GapPolicy policy, Solution& solution,
                            std::chrono::steady_clock::time_point deadline) {
  const bool timed = deadline != std::chrono::steady_clock::time_point::max();
  const auto& buffers = problem.buffers;
  std::vector<std::size_t> idx(component.buffers.size());
  std::iota(idx.begin(), idx.end(), 0);
  std::vector<std::int64_t> key(component.buffers.size());
  if (order == HeuristicOrder::ContentionDesc) key = contention(problem, sweep, component);
  for (std::size_t i = 0; i < idx.size(); ++i) {
    const Buffer& b = buffers[component.buffers[i]];
    if (order == HeuristicOrder::SizeDesc) key[i] = b.size;
    if (order == HeuristicOrder::LengthDesc) key[i] = b.upper - b.lower;
    if (order == HeuristicOrder::AreaDesc) key[i] = b.area();
  }
  std::vector<char> atPeak;
  if (order == HeuristicOrder::PeakByStart) {
    const std::int32_t fullest = fullestSection(problem, sweep, component);
    atPeak.resize(idx.size());
    for (std::size_t i = 0; i < idx.size(); ++i) {
      const std::int32_t b = component.buffers[i];
      atPeak[i] = sweep.firstSection[b] <= fullest && fullest < sweep.endSection[b];
      key[i] = buffers[b].size;
    }
  }
  // Fixed buffers first; then by key descending, size and index break ties.
  std::sort(idx.begin(), idx.end(), [&](std::size_t x, std::size_t y) {
    const Buffer& a = buffers[component.buffers[x]];
    const Buffer& b = buffers[component.buffers[y]];
    if (a.fixedOffset.has_value() != b.fixedOffset.has_value()) return a.fixedOffset.has_value();
    if (!atPeak.empty()) {
      if (atPeak[x] != atPeak[y]) return atPeak[x] > atPeak[y];
      if (atPeak[x] && a.lower != b.lower) return a.lower < b.lower;
    }
    if (key[x] != key[y]) return key[x] > key[y];
    if (a.size != b.size) return a.size > b.size;
    return x < y;
  });

  // Placement marks by stamp, so a call costs O(component) and not O(problem).
  static thread_local std::vector<std::uint32_t> placedStamp;
  static thread_local std::uint32_t stamp = 0;
  if (placedStamp.size() < buffers.size()) placedStamp.resize(buffers.size(), 0);
  if (++stamp == 0) {
    std::fill(placedStamp.begin(), placedStamp.end(), 0);
    stamp = 1;
  }
  std::vector<std::pair<std::int64_t, std::int64_t>> busy;  // (offset, top) of placed neighbours
  std::int64_t peak = 0;
  // The clock is read after a fixed amount of work (overlap entries scanned), not a fixed
  // number of buffers: in dense models one placement scans thousands of neighbours, and
  // a check every 256 placements overshot a deadline by 16 ms.
  constexpr std::size_t kWorkBetweenClockReads = 1 << 15;
  std::size_t work = 0;
  for (std::size_t i : idx) {
    if (timed && work >= kWorkBetweenClockReads) {
      work = 0;
      if (std::chrono::steady_clock::now() >= deadline) return -1;
    }
    std::int32_t b = component.buffers[i];
    const Buffer& buf = buffers[b];
    std::int64_t offset;
    ++work;
    if (buf.fixedOffset) {
      offset = *buf.fixedOffset;
    } else {
      busy.clear();
      sweep.forEachOverlap(b, [&](std::int32_t o) {
        ++work;
        if (placedStamp[o] == stamp) busy.emplace_back(solution.offsets[o], solution.offsets[o] + buffers[o].size);
      });
      std::sort(busy.begin(), busy.end());
      // Walk the gaps from address 0 upward; `reach` is the top of everything seen so far.
      std::int64_t reach = 0, best = -1, bestGap = std::numeric_limits<std::int64_t>::max();
      for (const auto& [lo, hi] : busy) {
        std::int64_t start = alignUp(reach, buf.alignment);
        if (lo > start && lo - start >= buf.size) {
          std::int64_t gap = lo - reach;
          if (policy == GapPolicy::Lowest) {
            best = start;
            break;
          }
          if (gap < bestGap) {
            bestGap = gap;
            best = start;
          }
        }
        reach = std::max(reach, hi);
      }
      offset = best >= 0 ? best : alignUp(reach, buf.alignment);
    }
    solution.offsets[b] = offset;
    placedStamp[b] = stamp;
    peak = std::max(peak, offset + buf.size);
  }
  return peak;
}

HeuristicResult solveHeuristic(const Problem& problem, const Sweep& sweep,
                               std::chrono::steady_clock::time_point deadline, bool* cutShort,
                               const Solution* fallback) {
  if (cutShort) *cutShort = false;
  HeuristicResult result;
  result.solution.offsets.assign(problem.size(), 0);
  result.componentPeaks.assign(sweep.components.size(), 0);
  Solution scratch, second;
  scratch.offsets.assign(problem.size(), 0);
  // Each component's own bound (max live bytes, fixed tops). The peak is the maximum
  // over components, so a component at or below the largest bound needs no more tries.
  std::vector<std::int64_t> bounds(sweep.components.size(), 0);
  for (std::size_t c = 0; c < sweep.components.size(); ++c) {
    const Component& component = sweep.components[c];
    for (std::int32_t b : component.buffers) {
      const Buffer& buf = problem.buffers[b];
      if (buf.fixedOffset) bounds[c] = std::max(bounds[c], *buf.fixedOffset + buf.size);
    }
    for (ByteSize v : liveBytesPerSection(problem, sweep, component)) bounds[c] = std::max(bounds[c], v);
  }
  const std::int64_t globalBound =
      bounds.empty() ? 0 : *std::max_element(bounds.begin(), bounds.end());
  for (std::size_t c = 0; c < sweep.components.size(); ++c) {
    const Component& component = sweep.components[c];
    const std::int64_t bound = std::max(bounds[c], globalBound);
    std::int64_t best = std::numeric_limits<std::int64_t>::max();
    const auto timedDeadline = fallback ? deadline : std::chrono::steady_clock::time_point::max();
    // Keeps a finished try; false when it was cut at the deadline (then stop trying).
    auto adopt = [&](std::int64_t peak, const Solution& layout) {
      if (peak < 0) {  // cut at the deadline: keep what is known
        if (cutShort) *cutShort = true;
        if (best == std::numeric_limits<std::int64_t>::max()) {
          best = 0;
          for (std::int32_t b : component.buffers) {
            result.solution.offsets[b] = fallback->offsets[b];
            best = std::max(best, fallback->offsets[b] + problem.buffers[b].size);
          }
        }
        return false;
      }
      if (peak < best) {
        best = peak;
        for (std::int32_t b : component.buffers) result.solution.offsets[b] = layout.offsets[b];
      }
      return true;
    };
    // Large components run two tries at a time on two threads (a pass over a dense
    // 60,000-buffer model takes seconds); results are adopted in try order either way.
    const bool paired = component.buffers.size() >= kPairedTryBuffers;
    if (paired && second.offsets.size() != problem.size()) second.offsets.assign(problem.size(), 0);
    for (std::size_t t = 0; t < std::size(kTries); t += paired ? 2 : 1) {
      if (best <= bound) break;
      if (best != std::numeric_limits<std::int64_t>::max() &&
          std::chrono::steady_clock::now() > deadline) {
        if (cutShort) *cutShort = true;
        break;
      }
      const auto [order, policy] = kTries[t];
      if (!paired || t + 1 >= std::size(kTries)) {
        if (!adopt(placeComponent(problem, sweep, component, order, policy, scratch, timedDeadline),
                   scratch))
          break;
        continue;
      }
      std::int64_t secondPeak = -1;
      std::exception_ptr secondError;
      std::thread other([&, next = kTries[t + 1]] {
        try {
          secondPeak = placeComponent(problem, sweep, component, next.first, next.second, second,
                                      timedDeadline);
        } catch (...) {
          secondError = std::current_exception();
        }
      });
      std::int64_t firstPeak = -1;
      std::exception_ptr firstError;
      try {
        firstPeak = placeComponent(problem, sweep, component, order, policy, scratch, timedDeadline);
      } catch (...) {
        firstError = std::current_exception();
      }
      other.join();
      if (firstError) std::rethrow_exception(firstError);
      if (secondError) std::rethrow_exception(secondError);
      if (!adopt(firstPeak, scratch) || best <= bound || !adopt(secondPeak, second)) break;
    }
    result.componentPeaks[c] = best;
    result.peak = std::max(result.peak, best);
  }
  return result;
}

}  // namespace strata::plan
