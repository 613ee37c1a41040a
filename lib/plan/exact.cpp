// Exact depth-first search over canonical solutions (see exact.hpp for the rules).

#include "strata/plan/exact.hpp"

#include <pthread.h>

#include <algorithm>
#include <exception>
#include <limits>
#include <numeric>

namespace strata::plan {
namespace {

using Clock = std::chrono::steady_clock;
constexpr std::int64_t kUnplaced = -1;

enum class Outcome { Found, NotFound, NodeLimit, Deadline };

struct Partition {
  std::int32_t firstSection, endSection;
  std::vector<std::int32_t> buffers;  // unplaced when the partition was made
};

// Static orders for the round robin: which buffer to try first among those with the same
// lowest offset. 'T' = most contended section, 'W' = lifetime width, 'A' = area
// (the published MiniMalloc defaults).
constexpr std::string_view kOrders[] = {"WAT", "TAW", "TWA"};

class Search {
 public:
  Search(const Problem& problem, const Sweep& sweep, const Component& component,
         const ExactOptions& options)
      : P_(problem), sw_(sweep), comp_(component), opt_(options) {}

  ExactStatus run(Solution& solution, std::int64_t& nodes) {
    init();
    Partition root{comp_.firstSection, comp_.endSection, {}};
    for (std::int32_t b : comp_.buffers)
      if (!P_.buffers[b].fixedOffset) root.buffers.push_back(b);
    std::int64_t limit = std::max<std::int64_t>(64, static_cast<std::int64_t>(root.buffers.size()));
    Outcome outcome = Outcome::NodeLimit;
    while (outcome == Outcome::NodeLimit) {
      limit = limit > std::numeric_limits<std::int64_t>::max() / 4 ? limit : limit * 2;
      for (std::string_view order : kOrders) {
        order_ = order;
        nodesLeft_ = limit;
        outcome = subSolve(root);
        if (outcome != Outcome::NodeLimit) break;
      }
    }
    nodes = nodes_;
    if (outcome == Outcome::Found) {
      for (std::int32_t b : comp_.buffers) solution.offsets[b] = found_[b];
      return ExactStatus::Solved;
    }
    if (outcome == Outcome::Deadline) return ExactStatus::TimedOut;
    return fixedBuffersAnchored(P_, sw_, comp_) ? ExactStatus::Infeasible
                                                : ExactStatus::Inconclusive;
  }

 private:
  void init() {
    const std::size_t n = P_.size();
    const std::size_t S = static_cast<std::size_t>(sw_.sectionCount);
    offset_.assign(n, kUnplaced);
    found_.assign(n, kUnplaced);
    minOffset_.assign(n, 0);
    rank_.assign(n, 0);
    floor_.assign(S, 0);
    remain_.assign(S, 0);
    scratchTotal_.assign(n, 0);
    cuts_ = sw_.spanning;
    // Per section, the unplaced buffers are kept at the front of a mutable copy of the
    // section's buffer list (a sparse set), so scans never step over placed buffers.
    liveList_ = sw_.sectionList_;
    liveCount_.assign(S, 0);
    for (std::size_t s = 0; s < S; ++s)
      liveCount_[s] = static_cast<std::int32_t>(sw_.sectionStart_[s + 1] - sw_.sectionStart_[s]);
    slotBase_.assign(n + 1, 0);
    for (std::size_t b = 0; b < n; ++b)
      slotBase_[b + 1] = slotBase_[b] + (sw_.endSection[b] - sw_.firstSection[b]);
    slot_.assign(static_cast<std::size_t>(slotBase_[n]), 0);
    for (std::size_t s = 0; s < S; ++s)
      for (std::int64_t i = sw_.sectionStart_[s]; i < sw_.sectionStart_[s + 1]; ++i) {
        std::int32_t b = liveList_[i];
        slot_[slotBase_[b] + (static_cast<std::int32_t>(s) - sw_.firstSection[b])] = i;
      }
    for (std::int32_t b : comp_.buffers)
      for (std::int32_t s = sw_.firstSection[b]; s < sw_.endSection[b]; ++s)
        remain_[s] += P_.buffers[b].size;
    for (std::int32_t b : comp_.buffers)
      if (P_.buffers[b].fixedOffset) {
        std::size_t mark = offsetLog_.size(), fmark = floorLog_.size();
        place(b, *P_.buffers[b].fixedOffset);
        offsetLog_.resize(mark);  // fixed placements are never undone
        floorLog_.resize(fmark);
        for (std::int32_t s = sw_.firstSection[b]; s + 1 < sw_.endSection[b]; ++s) --cuts_[s];
      }
  }

  // Ranks the buffers of a partition by the current static order. 'T' is computed from
  // the bytes still to place, so a sub-partition gets an order fitted to what is left.
  void computeRanks(const std::vector<std::int32_t>& buffers) {
    std::vector<std::int64_t>& total = scratchTotal_;
    std::vector<std::int32_t> list(buffers.begin(), buffers.end());
    for (std::int32_t b : list) {
      std::int64_t t = 0;
      for (std::int32_t s = sw_.firstSection[b]; s < sw_.endSection[b]; ++s) t = std::max(t, remain_[s]);
      total[b] = t;
    }
    std::sort(list.begin(), list.end(), [&](std::int32_t a, std::int32_t b) {
      for (char c : order_) {
        std::int64_t ka = 0, kb = 0;
        if (c == 'T') ka = total[a], kb = total[b];
        if (c == 'W')
          ka = P_.buffers[a].upper - P_.buffers[a].lower, kb = P_.buffers[b].upper - P_.buffers[b].lower;
        if (c == 'A') ka = P_.buffers[a].area(), kb = P_.buffers[b].area();
        if (ka != kb) return ka > kb;
      }
      return a < b;
    });
    for (std::size_t i = 0; i < list.size(); ++i) rank_[list[i]] = static_cast<std::int32_t>(i);
  }

  // Places b at `off`, logging every change so unplace() can restore it.
  void place(std::int32_t b, std::int64_t off) {
    const Buffer& buf = P_.buffers[b];
    const std::int64_t top = off + buf.size;
    offset_[b] = off;
    found_[b] = off;
    // Sections where a minimum offset rose: every raised buffer overlaps b, so their
    // sections form one run around b; scanning that run (a superset) is cheap.
    std::int32_t& raisedFirst = raisedFirst_;
    std::int32_t& raisedEnd = raisedEnd_;
    raisedFirst = std::numeric_limits<std::int32_t>::max();
    raisedEnd = 0;
    hatless_ = true;
    for (std::int32_t o : sw_.overlaps(b)) {
      if (offset_[o] != kUnplaced) continue;
      hatless_ = false;
      if (minOffset_[o] >= top) continue;
      offsetLog_.emplace_back(o, minOffset_[o]);
      minOffset_[o] = alignUp(top, P_.buffers[o].alignment);
      raisedFirst = std::min(raisedFirst, sw_.firstSection[o]);
      raisedEnd = std::max(raisedEnd, sw_.endSection[o]);
    }
    for (std::int32_t s = sw_.firstSection[b]; s < sw_.endSection[b]; ++s) {
      floorLog_.emplace_back(s, floor_[s]);
      floor_[s] = std::max(floor_[s], top);
      remain_[s] -= buf.size;
      // Swap b behind the live prefix of the section; unplace() undoes it in LIFO order.
      std::int64_t i = slot_[slotBase_[b] + (s - sw_.firstSection[b])];
      std::int64_t last = sw_.sectionStart_[s] + --liveCount_[s];
      std::int32_t other = liveList_[last];
      liveList_[i] = other;
      liveList_[last] = b;
      slot_[slotBase_[other] + (s - sw_.firstSection[other])] = i;
      slot_[slotBase_[b] + (s - sw_.firstSection[b])] = last;
    }
    // No buffer left in a section can go below the lowest minimum offset among them.
    for (std::int32_t s = raisedFirst; s < raisedEnd; ++s) {
      // Stop at the first unplaced buffer that can still go at or below the floor: then
      // the floor cannot rise, and that is the common case.
      std::int64_t lowest = std::numeric_limits<std::int64_t>::max();
      const std::int64_t floor = floor_[s];
      const std::int32_t* live = liveList_.data() + sw_.sectionStart_[s];
      for (std::int32_t k = 0; k < liveCount_[s]; ++k)
        if (std::int64_t m = minOffset_[live[k]]; m < lowest) {
          lowest = m;
          if (lowest <= floor) break;
        }
      if (lowest != std::numeric_limits<std::int64_t>::max() && floor < lowest) {
        floorLog_.emplace_back(s, floor_[s]);
        floor_[s] = lowest;
      }
    }
  }

  void unplace(std::int32_t b, std::size_t offsetMark, std::size_t floorMark) {
    while (floorLog_.size() > floorMark) {
      floor_[floorLog_.back().first] = floorLog_.back().second;
      floorLog_.pop_back();
    }
    while (offsetLog_.size() > offsetMark) {
      minOffset_[offsetLog_.back().first] = offsetLog_.back().second;
      offsetLog_.pop_back();
    }
    for (std::int32_t s = sw_.firstSection[b]; s < sw_.endSection[b]; ++s) {
      remain_[s] += P_.buffers[b].size;
      ++liveCount_[s];
    }
    offset_[b] = kUnplaced;
  }

  // Inference: everything still to place in a section must fit above its floor (and
  // above the current offset, since offsets never decrease along a canonical branch).
  bool fits(const Partition& part, std::int64_t off) const {
    return fits(off, part.firstSection, part.endSection);
  }
  bool fits(std::int64_t off, std::int32_t first, std::int32_t end) const {
    for (std::int32_t s = first; s < end; ++s)
      if (std::max(off, floor_[s]) + remain_[s] > opt_.capacity) return false;
    return true;
  }

  bool outOfTime() {
    if ((++nodes_ & 1023) != 0) return false;
    if (opt_.tick) opt_.tick();
    if (opt_.cancel && opt_.cancel->load(std::memory_order_relaxed)) return true;
    return Clock::now() > opt_.deadline;
  }

  // Splits a partition at boundaries no unplaced buffer spans and solves the pieces.
  Outcome subSolve(const Partition& part) {
    if (!fits(part, 0)) return Outcome::NotFound;
    std::vector<std::int32_t> cutAt;
    for (std::int32_t s = part.firstSection; s + 1 < part.endSection; ++s)
      if (cuts_[s] == 0) cutAt.push_back(s + 1);
    if (cutAt.empty()) return rankedSearch(part);
    cutAt.insert(cutAt.begin(), part.firstSection);
    cutAt.push_back(part.endSection);
    for (std::size_t k = 0; k + 1 < cutAt.size(); ++k) {
      Partition piece{cutAt[k], cutAt[k + 1], {}};
      for (std::int32_t b : part.buffers)
        if (offset_[b] == kUnplaced && sw_.firstSection[b] < piece.endSection &&
            piece.firstSection < sw_.endSection[b])
          piece.buffers.push_back(b);
      if (piece.buffers.empty()) continue;
      Outcome outcome = rankedSearch(piece);
      if (outcome != Outcome::Found) return outcome;
    }
    return Outcome::Found;
  }

  // A fresh canonical search of a partition under ranks computed for it; the ranks of
  // its buffers are restored afterwards because enclosing searches compare them.
  Outcome rankedSearch(const Partition& part) {
    std::vector<std::int32_t> saved(part.buffers.size());
    for (std::size_t i = 0; i < part.buffers.size(); ++i) saved[i] = rank_[part.buffers[i]];
    computeRanks(part.buffers);
    Outcome outcome = search(part, 0, -1);
    for (std::size_t i = 0; i < part.buffers.size(); ++i) rank_[part.buffers[i]] = saved[i];
    return outcome;
  }

  struct Candidate {
    std::int64_t offset;
    std::int32_t rank, buffer;
    bool operator<(const Candidate& o) const {
      return offset != o.offset ? offset < o.offset : rank < o.rank;
    }
  };

  // The unplaced buffers of the partition ordered by (lowest offset, rank). A child
  // node derives its order from its parent's: entries whose offset did not change stay
  // sorted, so only the raised ones are sorted and merged back in.
  void orderCandidates(const Partition& part, const std::vector<Candidate>* parent,
                       std::vector<Candidate>& order) {
    if (!parent) {
      for (std::int32_t b : part.buffers)
        if (offset_[b] == kUnplaced) order.push_back({minOffset_[b], rank_[b], b});
      std::sort(order.begin(), order.end());
      return;
    }
    std::vector<Candidate> raised;
    for (const Candidate& c : *parent) {
      if (offset_[c.buffer] != kUnplaced) continue;
      if (minOffset_[c.buffer] == c.offset)
        order.push_back(c);
      else
        raised.push_back({minOffset_[c.buffer], c.rank, c.buffer});
    }
    if (raised.empty()) return;
    std::sort(raised.begin(), raised.end());
    std::size_t kept = order.size();
    order.insert(order.end(), raised.begin(), raised.end());
    std::inplace_merge(order.begin(), order.begin() + static_cast<std::ptrdiff_t>(kept), order.end());
  }

  Outcome search(const Partition& part, std::int64_t lastOffset, std::int32_t lastRank,
                 const std::vector<Candidate>* parentOrder = nullptr) {
    if (nodesLeft_-- <= 0) return Outcome::NodeLimit;
    if (outOfTime()) return Outcome::Deadline;
    std::vector<Candidate> order;
    order.reserve(parentOrder ? parentOrder->size() : part.buffers.size());
    orderCandidates(part, parentOrder, order);
    if (order.empty()) return Outcome::Found;
    std::int64_t minHeight = std::numeric_limits<std::int64_t>::max();
    for (const Candidate& c : order)
      minHeight = std::min(minHeight, c.offset + P_.buffers[c.buffer].size);
    // Offsets never decrease along a branch, so every section needs offset + its bytes
    // still to place <= C: candidates above C - max(remain) are hopeless, as are all
    // after them in this sorted order.
    std::int64_t maxRemain = 0;
    for (std::int32_t s = part.firstSection; s < part.endSection; ++s)
      maxRemain = std::max(maxRemain, remain_[s]);
    const std::int64_t offsetLimit = opt_.capacity - maxRemain;
    for (const Candidate& c : order) {
      if (c.offset < lastOffset || (c.offset == lastOffset && c.rank < lastRank)) continue;
      if (c.offset >= minHeight) break;  // dominance; candidates are sorted by offset
      if (c.offset > offsetLimit) break;
      std::size_t offsetMark = offsetLog_.size(), floorMark = floorLog_.size();
      place(c.buffer, c.offset);
      const bool hatless = hatless_;
      Outcome outcome = Outcome::NotFound;
      // Only sections whose floor or remainder changed need checking again; the rest
      // passed before and the offset limit above covers the rising offset.
      if (fits(c.offset, std::min(sw_.firstSection[c.buffer], raisedFirst_),
               std::max(sw_.endSection[c.buffer], raisedEnd_)))
        outcome = afterPlacement(part, c, order);
      unplace(c.buffer, offsetMark, floorMark);
      if (outcome != Outcome::NotFound) return outcome;
      // "Hatless": no unplaced buffer overlaps it in time, so where it sits constrains
      // nobody; if the branch placing it now failed, placing it later fails as well.
      if (hatless) break;
    }
    return Outcome::NotFound;
  }

  // Continues the search after a placement, splitting the partition if the placed
  // buffer was the last one spanning some boundary.
  Outcome afterPlacement(const Partition& part, const Candidate& c,
                         const std::vector<Candidate>& order) {
    const std::int32_t b = c.buffer;
    bool split = false;
    for (std::int32_t s = sw_.firstSection[b]; s + 1 < sw_.endSection[b]; ++s)
      if (--cuts_[s] == 0 && s >= part.firstSection && s + 1 < part.endSection) split = true;
    Outcome outcome = split ? subSolve(part) : search(part, c.offset, c.rank, &order);
    for (std::int32_t s = sw_.firstSection[b]; s + 1 < sw_.endSection[b]; ++s) ++cuts_[s];
    return outcome;
  }

  const Problem& P_;
  const Sweep& sw_;
  const Component& comp_;
  const ExactOptions& opt_;
  std::vector<std::int64_t> offset_, found_, minOffset_, floor_, remain_, scratchTotal_;
  std::string_view order_ = kOrders[0];
  bool hatless_ = false;
  std::int32_t raisedFirst_ = 0, raisedEnd_ = 0;  // sections touched by the last place()
  std::vector<std::int32_t> rank_, cuts_, liveList_, liveCount_;
  std::vector<std::int64_t> slotBase_, slot_;
  std::vector<std::pair<std::int32_t, std::int64_t>> offsetLog_, floorLog_;
  std::int64_t nodesLeft_ = 0, nodes_ = 0;
};

}  // namespace

bool fixedBuffersAnchored(const Problem& problem, const Sweep& sweep, const Component& component) {
  std::vector<std::pair<std::int64_t, std::int64_t>> stack;
  for (std::int32_t s = component.firstSection; s < component.endSection; ++s) {
    stack.clear();
    for (std::int32_t b : sweep.sectionBuffers(s))
      if (problem.buffers[b].fixedOffset)
        stack.emplace_back(*problem.buffers[b].fixedOffset, problem.buffers[b].size);
    std::sort(stack.begin(), stack.end());
    std::int64_t top = 0;
    for (const auto& [off, size] : stack) {
      if (off != top) return false;
      top = off + size;
    }
  }
  return true;
}

namespace {

// The search recurses once (twice with a split) per placed buffer, so a component of
// thousands of buffers needs more stack than a default thread has (especially under
// AddressSanitizer). It runs on a thread with a stack sized for the component; only
// the pages actually touched are committed.
struct StackJob {
  std::function<void()> work;
  std::exception_ptr error;
};

void* runStackJob(void* arg) {
  auto* job = static_cast<StackJob*>(arg);
  try {
    job->work();
  } catch (...) {
    job->error = std::current_exception();
  }
  return nullptr;
}

void runWithStack(std::size_t stackBytes, std::function<void()> work) {
  StackJob job{std::move(work), nullptr};
  pthread_attr_t attr;
  pthread_t thread;
  bool started = pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, stackBytes) == 0 &&
                 pthread_create(&thread, &attr, runStackJob, &job) == 0;
  pthread_attr_destroy(&attr);
  if (started)
    pthread_join(thread, nullptr);
  else
    runStackJob(&job);  // no thread available: run here, as deep as this stack allows
  if (job.error) std::rethrow_exception(job.error);
}

}  // namespace

ExactResult solveComponentExact(const Problem& problem, const Sweep& sweep,
                                const Component& component, const ExactOptions& options,
                                Solution& solution) {
  if (component.buffers.size() < problem.size() || !sweep.listed()) {
    // The search state is sized by the problem it is given, so a component of a larger
    // problem is solved as a problem of its own: its cost stays proportional to the
    // component, however many other components there are. (The search needs the
    // listed detail too.)
    Problem local;
    local.buffers.reserve(component.buffers.size());
    for (std::int32_t b : component.buffers) local.buffers.push_back(problem.buffers[b]);
    Sweep localSweep = sweepProblem(local);
    Solution localSolution{std::vector<std::int64_t>(local.size(), 0)};
    ExactResult result{ExactStatus::Solved, 0};
    for (const Component& piece : localSweep.components) {
      ExactResult r = solveComponentExact(local, localSweep, piece, options, localSolution);
      result.nodes += r.nodes;
      if (r.status != ExactStatus::Solved) {
        result.status = r.status;
        return result;
      }
    }
    for (std::size_t i = 0; i < component.buffers.size(); ++i)
      solution.offsets[component.buffers[i]] = localSolution.offsets[i];
    return result;
  }
  ExactResult result;
  const std::size_t stackBytes = (std::size_t{8} << 20) + component.buffers.size() * (std::size_t{32} << 10);
  runWithStack(stackBytes, [&] {
    Search search(problem, sweep, component, options);
    result.status = search.run(solution, result.nodes);
  });
  return result;
}

std::string_view exactStatusName(ExactStatus status) {
  switch (status) {
    case ExactStatus::Solved: return "solved";
    case ExactStatus::Infeasible: return "infeasible";
    case ExactStatus::TimedOut: return "timed out";
    case ExactStatus::Inconclusive: return "inconclusive";
  }
  return "?";
}

}  // namespace strata::plan
