// Planning driver: heuristic, then exact search per component (capacity or minimise).

#include "strata/plan/planner.hpp"

#include "strata/plan/exact.hpp"
#include "strata/plan/heuristic.hpp"
#include "strata/plan/lower_bound.hpp"
#include "strata/plan/sweep.hpp"
#include "strata/plan/validator.hpp"
#include "strata/support/error.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>

namespace strata::plan {
namespace {

using Clock = std::chrono::steady_clock;

enum class Attempt { AllFit, Infeasible, Unknown };

class Driver {
 public:
  Driver(const Problem& problem, const PlanOptions& options)
      : P_(problem), opt_(options), start_(Clock::now()),
        deadline_(start_ + std::chrono::duration_cast<Clock::duration>(
                               std::chrono::duration<double>(options.timeoutSeconds))) {}

  PlanResult run() {
    PlanResult r;
    r.lowerBound = lowerBound_ = lowerBound(P_);
    sweep_ = sweepProblem(P_);
    bool cutShort = false;
    HeuristicResult h = solveHeuristic(P_, sweep_, deadline_, &cutShort);
    r.timedOut = cutShort;
    requireValid(P_, h.solution);
    best_ = std::move(h.solution);
    componentPeaks_ = std::move(h.componentPeaks);
    bestPeak_ = h.peak;
    r.method = "heuristic";
    report("heuristic", true);

    if (opt_.capacity) {
      const std::int64_t C = *opt_.capacity;
      if (bestPeak_ <= C) {
        r.feasible = true;
      } else if (r.lowerBound > C) {
        r.proofOfInfeasibility = true;
      } else {
        Attempt a = attempt(C, deadline_);
        r.feasible = a == Attempt::AllFit;
        r.proofOfInfeasibility = a == Attempt::Infeasible;
        r.timedOut = r.timedOut || (a == Attempt::Unknown && Clock::now() >= deadline_);
        if (r.feasible) r.method = "exact";
      }
      r.optimal = bestPeak_ == r.lowerBound;
    } else {
      // Every capacity below `low` is infeasible (proven while lowProven) or abandoned.
      std::int64_t low = r.lowerBound;
      bool lowProven = true, first = true;
      while (low < bestPeak_) {
        auto now = Clock::now();
        if (now >= deadline_) {
          r.timedOut = true;
          break;
        }
        std::int64_t C = first ? low : low + (bestPeak_ - 1 - low) / 2;
        first = false;
        // Half of what is left, so a hopeless attempt still leaves time for easier ones.
        auto attemptDeadline = C == bestPeak_ - 1 ? deadline_ : now + (deadline_ - now) / 2;
        Attempt a = attempt(C, attemptDeadline);
        if (a == Attempt::AllFit) {
          r.method = "exact";
        } else {
          low = C + 1;
          if (a == Attempt::Unknown) lowProven = false;
        }
      }
      r.optimal = bestPeak_ == r.lowerBound || (low >= bestPeak_ && lowProven);
      r.feasible = true;
    }
    requireValid(P_, best_);
    r.solution = std::move(best_);
    r.peak = bestPeak_;
    r.gapPercent = gapPercent(r.peak, r.lowerBound);
    r.seconds = elapsed();
    r.searchNodes = nodes_;
    if (r.feasible && opt_.capacity) requireValid(P_, r.solution, opt_.capacity);
    return r;
  }

 private:
  double elapsed() const {
    return std::chrono::duration<double>(Clock::now() - start_).count();
  }

  void report(std::string phase, bool force) {
    if (!opt_.progress) return;
    auto now = Clock::now();
    if (!force && now - lastReport_ < std::chrono::seconds(1)) return;
    lastReport_ = now;
    opt_.progress(PlanProgress{bestPeak_, lowerBound_, elapsed(), std::move(phase)});
  }

  // Searches every component whose current peak exceeds C; adopts the result only when
  // all of them fit, so the kept solution is always complete and valid.
  Attempt attempt(std::int64_t C, Clock::time_point attemptDeadline) {
    std::vector<std::size_t> todo;
    for (std::size_t c = 0; c < componentPeaks_.size(); ++c)
      if (componentPeaks_[c] > C) todo.push_back(c);
    std::sort(todo.begin(), todo.end(),
              [&](std::size_t a, std::size_t b) { return componentPeaks_[a] > componentPeaks_[b]; });
    Solution candidate = best_;
    std::vector<std::int64_t> peaks = componentPeaks_;
    std::string phase = fmt::format("search C={}", C);
    report(phase, true);
    ExactOptions eo;
    eo.capacity = C;
    eo.deadline = attemptDeadline;
    eo.tick = [&] { report(phase, false); };
    for (std::size_t c : todo) {
      const Component& comp = sweep_.components[c];
      if (comp.buffers.size() > opt_.maxExactComponentBuffers) return Attempt::Unknown;
      ExactResult er = solveComponentExact(P_, sweep_, comp, eo, candidate);
      nodes_ += er.nodes;
      if (er.status == ExactStatus::Infeasible) return Attempt::Infeasible;
      if (er.status != ExactStatus::Solved) return Attempt::Unknown;
      std::int64_t peak = 0;
      for (std::int32_t b : comp.buffers)
        peak = std::max(peak, candidate.offsets[b] + P_.buffers[b].size);
      peaks[c] = peak;
    }
    requireValid(P_, candidate, C);
    best_ = std::move(candidate);
    componentPeaks_ = std::move(peaks);
    bestPeak_ = *std::max_element(componentPeaks_.begin(), componentPeaks_.end());
    report(phase, true);
    return Attempt::AllFit;
  }

  const Problem& P_;
  const PlanOptions& opt_;
  Clock::time_point start_, deadline_, lastReport_{};
  Sweep sweep_;
  Solution best_;
  std::vector<std::int64_t> componentPeaks_;
  std::int64_t bestPeak_ = 0, nodes_ = 0, lowerBound_ = 0;
};

}  // namespace

PlanResult plan(const Problem& problem, const PlanOptions& options) {
  if (options.capacity.has_value() == options.minimize)
    throw Error(ErrorKind::InvalidArgument,
                "plan needs exactly one of a capacity or minimise mode; pass --capacity N or "
                "--minimize");
  if (options.capacity && *options.capacity <= 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("capacity {} is not positive; give the bytes available",
                            *options.capacity),
                {Error::num("capacity", *options.capacity)});
  if (!(options.timeoutSeconds > 0) || options.timeoutSeconds > 1e7)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("timeout {} s is out of range; give a positive number of seconds "
                            "below 1e7",
                            options.timeoutSeconds));
  Driver driver(problem, options);
  return driver.run();
}

}  // namespace strata::plan
