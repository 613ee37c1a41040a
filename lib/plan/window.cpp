// Window decomposition for components too large for the exact search (see window.hpp).

#include "strata/plan/window.hpp"

#include "strata/plan/heuristic.hpp"
#include "strata/plan/planner.hpp"

#include <algorithm>
#include <vector>

namespace strata::plan {
namespace {

using Clock = std::chrono::steady_clock;

struct Window {
  std::int32_t first = 0, end = 0;  // sections [first, end)
};

class WindowSolver {
 public:
  WindowSolver(const Problem& problem, const Sweep& sweep, const Component& component,
               const WindowOptions& options)
      : P_(problem), sw_(sweep), comp_(component), opt_(options), pinned_(problem) {}

  WindowResult run(Solution& solution) {
    WindowResult result;
    init();
    std::size_t windowBuffers = opt_.firstWindowBuffers;
    Solution layout;
    layout.offsets.assign(P_.size(), 0);
    while (true) {
      if (Clock::now() >= opt_.deadline) return result;  // TimedOut
      // Complete around everything pinned so far; done when it fits.
      Offset peak = placeComponent(pinned_, sw_, comp_, HeuristicOrder::SizeDesc,
                                   GapPolicy::Lowest, layout, opt_.deadline);
      if (peak < 0) return result;
      if (peak <= opt_.capacity) {
        for (std::int32_t b : comp_.buffers) solution.offsets[b] = layout.offsets[b];
        result.status = ExactStatus::Solved;
        return result;
      }
      const std::int32_t fullest = fullestOverflowingSection(layout);
      const Window window = grow(fullest, windowBuffers);
      Problem sub;
      std::vector<std::int32_t> original;
      const bool subset = extract(window, sub, original);
      PlanOptions so;
      so.capacity = opt_.capacity;
      // The budget left (deadline max = none: the planner's own limit of 1e7 s applies).
      so.timeoutSeconds = std::clamp(
          std::chrono::duration<double>(opt_.deadline - Clock::now()).count(), 1e-3, 1e6);
      so.windowSearch = false;  // windows are small enough for the exact search itself
      so.maxExactComponentBuffers = std::max(so.maxExactComponentBuffers, windowBuffers);
      PlanResult r = plan(sub, so);
      result.nodes += r.searchNodes;
      if (r.feasible) {
        for (std::size_t i = 0; i < original.size(); ++i) {
          pinned_.buffers[original[i]].fixedOffset = r.solution.offsets[i];
        }
        for (std::int32_t s = window.first; s < window.end; ++s) solved_[s - comp_.firstSection] = 1;
        ++result.windows;
        windowBuffers = opt_.firstWindowBuffers;
        if (opt_.tick) opt_.tick();
        continue;
      }
      if (r.proofOfInfeasibility) {
        // Only a window without buffers pinned by earlier windows is a subset of the
        // component, so only its "does not fit" proves C infeasible.
        result.status = subset ? ExactStatus::Infeasible : ExactStatus::Inconclusive;
        return result;
      }
      if (windowBuffers >= opt_.maxWindowBuffers || Clock::now() >= opt_.deadline) {
        result.status = Clock::now() >= opt_.deadline ? ExactStatus::TimedOut
                                                      : ExactStatus::Inconclusive;
        return result;
      }
      windowBuffers = std::min(opt_.maxWindowBuffers, windowBuffers * 2);
    }
  }

 private:
  std::size_t local(std::int32_t section) const {
    return static_cast<std::size_t>(section - comp_.firstSection);
  }

  void init() {
    const std::size_t S = static_cast<std::size_t>(comp_.endSection - comp_.firstSection);
    live_ = liveBytesPerSection(P_, sw_, comp_);
    solved_.assign(S, 0);
    startCount_.assign(S + 1, 0);
    endCount_.assign(S + 1, 0);
    for (std::int32_t b : comp_.buffers) {
      ++startCount_[local(sw_.firstSection[b])];
      ++endCount_[local(sw_.endSection[b])];
    }
  }

  // Among the sections where the layout rises above the capacity (and no window has
  // settled yet), the one with the most live bytes: it is the hardest to fit.
  std::int32_t fullestOverflowingSection(const Solution& layout) {
    over_.assign(live_.size(), 0);
    for (std::int32_t b : comp_.buffers) {
      if (layout.offsets[b] + P_.buffers[b].size <= opt_.capacity) continue;
      for (std::int32_t s = sw_.firstSection[b]; s < sw_.endSection[b]; ++s) over_[local(s)] = 1;
    }
    std::int32_t best = -1;
    for (std::size_t i = 0; i < live_.size(); ++i)
      if (over_[i] && !solved_[i] && (best < 0 || live_[i] > live_[static_cast<std::size_t>(best)]))
        best = static_cast<std::int32_t>(i);
    // Every section under a settled window holds pinned buffers only, which fit; so an
    // overflow always leaves an unsettled section (the fallback is defensive).
    if (best < 0)
      for (std::size_t i = 0; i < live_.size(); ++i)
        if (over_[i]) best = static_cast<std::int32_t>(i);
    return comp_.firstSection + std::max(best, 0);
  }

  // Grows a window from `center` one section at a time toward the fuller neighbour,
  // while the buffers live in it stay within `limit`.
  Window grow(std::int32_t center, std::size_t limit) const {
    Window w{center, center + 1};
    std::size_t count = static_cast<std::size_t>(sw_.coverCount[center]);
    while (true) {
      // Extending left adds the buffers that end where the window starts; extending
      // right adds those that start where it ends.
      const bool canLeft = w.first > comp_.firstSection &&
                           count + static_cast<std::size_t>(endCount_[local(w.first)]) <= limit;
      const bool canRight = w.end < comp_.endSection &&
                            count + static_cast<std::size_t>(startCount_[local(w.end)]) <= limit;
      if (!canLeft && !canRight) return w;
      const bool left = canLeft && (!canRight || live_[local(w.first - 1)] >= live_[local(w.end)]);
      if (left) {
        count += static_cast<std::size_t>(endCount_[local(w.first)]);
        --w.first;
      } else {
        count += static_cast<std::size_t>(startCount_[local(w.end)]);
        ++w.end;
      }
    }
  }

  // The window's buffers with their whole lifetimes, plus, fixed where they are, the
  // pinned buffers they meet: a buffer that reaches out of the window must also miss
  // what earlier windows pinned out there. True when no buffer of it was pinned by a
  // window, so that it is a plain subset of the component.
  bool extract(const Window& w, Problem& sub, std::vector<std::int32_t>& original) {
    std::vector<std::int32_t> members;
    for (std::int32_t b : comp_.buffers)
      if (sw_.firstSection[b] < w.end && sw_.endSection[b] > w.first) members.push_back(b);
    taken_.assign(P_.size(), 0);
    for (std::int32_t b : members) taken_[b] = 1;
    std::vector<std::int32_t> obstacles;
    for (std::int32_t b : members)
      sw_.forEachOverlap(b, [&](std::int32_t o) {
        if (!taken_[o] && pinned_.buffers[o].fixedOffset) {
          taken_[o] = 1;
          obstacles.push_back(o);
        }
      });
    members.insert(members.end(), obstacles.begin(), obstacles.end());
    sub.buffers.reserve(members.size());
    bool subset = true;
    for (std::int32_t b : members) {
      sub.buffers.push_back(pinned_.buffers[b]);
      subset = subset && (!pinned_.buffers[b].fixedOffset || P_.buffers[b].fixedOffset);
    }
    original = std::move(members);
    return subset;
  }

  const Problem& P_;
  const Sweep& sw_;
  const Component& comp_;
  const WindowOptions& opt_;
  Problem pinned_;  // the problem with every buffer a window settled fixed at its offset
  std::vector<ByteSize> live_;           // per section of the component
  std::vector<char> solved_, over_;      // per section
  std::vector<char> taken_;              // per buffer, while extracting a window
  std::vector<std::int32_t> startCount_, endCount_;  // buffers starting / ending per section
};

}  // namespace

WindowResult solveComponentByWindows(const Problem& problem, const Sweep& sweep,
                                     const Component& component, const WindowOptions& options,
                                     Solution& solution) {
  WindowSolver solver(problem, sweep, component, options);
  return solver.run(solution);
}

}  // namespace strata::plan
