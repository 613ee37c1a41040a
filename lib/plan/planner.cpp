// Planning driver: heuristic, then exact search per component (capacity or minimise).

#include "strata/plan/planner.hpp"

#include "strata/plan/exact.hpp"
#include "strata/plan/heuristic.hpp"
#include "strata/plan/lower_bound.hpp"
#include "strata/plan/online.hpp"
#include "strata/plan/sweep.hpp"
#include "strata/plan/validator.hpp"
#include "strata/plan/window.hpp"
#include "strata/support/error.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <optional>

namespace strata::plan {
namespace {

using Clock = std::chrono::steady_clock;

enum class Attempt { AllFit, Infeasible, Unknown };

class Driver {
 public:
  Driver(const Problem& problem, const PlanOptions& options)
      : P_(problem), opt_(options), start_(options.start.value_or(Clock::now())),
        deadline_(start_ + std::chrono::duration_cast<Clock::duration>(
                               std::chrono::duration<double>(options.timeoutSeconds))) {}

  PlanResult run() {
    PlanResult r;
    r.lowerBound = lowerBound_ = lowerBound(P_);
    // The online layout first: O(n log n), and the answer whenever the sweep is over
    // budget or the deadline passes before the heuristic has placed a component.
    Solution online = placeOnline(P_);
    const std::uint64_t entries = sweepEntries(P_);
    if (entries / 2 > opt_.maxIndexedPairs) return runOnline(r, std::move(online));
    const SweepDetail detail =
        entries > opt_.maxSweepEntries ? SweepDetail::Indexed : SweepDetail::Listed;
    bool cutShort = false;
    sweep_ = sweepProblem(P_, deadline_, &cutShort, detail);
    if (cutShort) return runOnline(r, std::move(online));
    HeuristicResult h = solveHeuristic(P_, sweep_, deadline_, &cutShort, &online);
    r.timedOut = cutShort;
    requireValid(P_, h.solution);
    best_ = std::move(h.solution);
    scratch_ = best_;
    componentPeaks_ = std::move(h.componentPeaks);
    bestPeak_ = r.heuristicPeak = h.peak;
    bestFound_ = elapsed();
    r.method = "heuristic";
    report("heuristic", true);

    if (opt_.capacity) {
      const std::int64_t C = *opt_.capacity;
      if (bestPeak_ <= C) {
        r.feasible = true;
      } else if (r.lowerBound > C) {
        r.proofOfInfeasibility = true;
      } else if (opt_.exactSearch) {
        bool progressed = false;
        Attempt a = attempt(C, deadline_, progressed);
        r.feasible = a == Attempt::AllFit;
        r.proofOfInfeasibility = a == Attempt::Infeasible;
        r.timedOut = r.timedOut || (a == Attempt::Unknown && Clock::now() >= deadline_);
        if (r.feasible) r.method = method_;
      }
      r.optimal = bestPeak_ == r.lowerBound;
    } else {
      // Every capacity below `low` is infeasible (proven while lowProven) or abandoned.
      std::int64_t low = r.lowerBound;
      bool lowProven = true, first = true;
      // A capacity to try again (-1: none). Not an optional: GCC 12 at -O1 under TSan
      // takes its payload for uninitialized (-Wmaybe-uninitialized, an error in CI).
      std::int64_t retry = -1;
      if (!opt_.exactSearch) {  // keep the heuristic layout: nothing below it is proven
        low = bestPeak_;
        lowProven = false;
      }
      while (low < bestPeak_) {
        auto now = Clock::now();
        if (now >= deadline_) {
          r.timedOut = true;
          break;
        }
        std::int64_t C = retry >= 0 ? retry : first ? low : low + (bestPeak_ - 1 - low) / 2;
        first = false;
        retry = -1;
        // Half of what is left, so a hopeless attempt still leaves time for easier ones.
        auto attemptDeadline = C == bestPeak_ - 1 ? deadline_ : now + (deadline_ - now) / 2;
        bool progressed = false;
        Attempt a = attempt(C, attemptDeadline, progressed);
        if (progressed) r.method = method_;
        if (a == Attempt::Infeasible) {
          low = C + 1;
        } else if (a == Attempt::Unknown) {
          if (progressed) {
            retry = C;  // some components got under C: keep going at the same C
          } else {
            low = C + 1;
            lowProven = false;
          }
        }
      }
      r.optimal = bestPeak_ == r.lowerBound || (low >= bestPeak_ && lowProven);
      r.feasible = true;
    }
    // No validation here: best_ was validated when the heuristic produced it and after
    // every search that changed it (attempt()).
    r.solution = std::move(best_);
    r.peak = bestPeak_;
    r.gapPercent = gapPercent(r.peak, r.lowerBound);
    r.seconds = elapsed();
    r.bestFoundSeconds = bestFound_;
    r.searchNodes = nodes_;
    r.windows = windows_;
    if (r.feasible && opt_.capacity) requireValid(P_, r.solution, opt_.capacity);
    return r;
  }

 private:
  // Large problems: one O(n log n) placement, no sweep, no search.
  PlanResult runOnline(PlanResult& r, Solution online) {
    best_ = std::move(online);
    requireValid(P_, best_);
    bestPeak_ = r.heuristicPeak = peakOf(P_, best_);
    bestFound_ = elapsed();
    r.bestFoundSeconds = bestFound_;
    r.method = "online";
    report("online best fit", true);
    if (opt_.capacity) {
      r.feasible = bestPeak_ <= *opt_.capacity;
      r.proofOfInfeasibility = !r.feasible && r.lowerBound > *opt_.capacity;
      requireValid(P_, best_, r.feasible ? opt_.capacity : std::nullopt);
    } else {
      r.feasible = true;
    }
    r.optimal = bestPeak_ == r.lowerBound;
    r.timedOut = Clock::now() >= deadline_;
    r.solution = std::move(best_);
    r.peak = bestPeak_;
    r.gapPercent = gapPercent(r.peak, r.lowerBound);
    r.seconds = elapsed();
    return r;
  }

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

  // Searches every component whose current peak exceeds C, largest first. Components
  // are independent, so each one solved is adopted at once (the kept solution stays
  // complete and valid) even if a later one fails; `progressed` tells whether any was.
  Attempt attempt(std::int64_t C, Clock::time_point attemptDeadline, bool& progressed) {
    progressed = false;
    std::vector<std::size_t> todo;
    for (std::size_t c = 0; c < componentPeaks_.size(); ++c)
      if (componentPeaks_[c] > C) todo.push_back(c);
    std::sort(todo.begin(), todo.end(),
              [&](std::size_t a, std::size_t b) { return componentPeaks_[a] > componentPeaks_[b]; });
    std::string phase = fmt::format("search C={}", C);
    report(phase, true);
    ExactOptions eo;
    eo.capacity = C;
    eo.deadline = attemptDeadline;
    eo.tick = [&] { report(phase, false); };
    Attempt outcome = Attempt::AllFit;
    for (std::size_t c : todo) {
      const Component& comp = sweep_.components[c];
      // An indexed sweep has no lists for the search; windows extract their own.
      const bool large = comp.buffers.size() > opt_.maxExactComponentBuffers || !sweep_.listed();
      if (large && !opt_.windowSearch) {
        outcome = Attempt::Unknown;
        continue;
      }
      if (Clock::now() >= attemptDeadline) {
        outcome = Attempt::Unknown;
        break;
      }
      ExactResult er;
      if (large) {
        WindowOptions wo;
        wo.capacity = C;
        wo.deadline = attemptDeadline;
        wo.maxWindowBuffers = std::min(wo.maxWindowBuffers, opt_.maxExactComponentBuffers);
        wo.firstWindowBuffers = std::min(wo.firstWindowBuffers, wo.maxWindowBuffers);
        wo.tick = [&] { report(phase, false); };
        WindowResult wr = solveComponentByWindows(P_, sweep_, comp, wo, scratch_);
        er.status = wr.status;
        er.nodes = wr.nodes;
        windows_ += wr.windows;
      } else {
        er = solveComponentExact(P_, sweep_, comp, eo, scratch_);
      }
      nodes_ += er.nodes;
      if (er.status == ExactStatus::Infeasible) {
        outcome = Attempt::Infeasible;
        break;
      }
      if (er.status != ExactStatus::Solved) {
        outcome = Attempt::Unknown;
        continue;  // later components may still be solved within the attempt's time
      }
      std::int64_t peak = 0;
      for (std::int32_t b : comp.buffers) {
        best_.offsets[b] = scratch_.offsets[b];
        peak = std::max(peak, best_.offsets[b] + P_.buffers[b].size);
      }
      componentPeaks_[c] = peak;
      progressed = true;
      if (large) method_ = "window";
    }
    if (progressed) {
      requireValid(P_, best_);
      const std::int64_t before = bestPeak_;
      bestPeak_ = *std::max_element(componentPeaks_.begin(), componentPeaks_.end());
      if (bestPeak_ < before) bestFound_ = elapsed();
      report(phase, true);
    }
    return outcome;
  }

  const Problem& P_;
  const PlanOptions& opt_;
  Clock::time_point start_, deadline_, lastReport_{};
  Sweep sweep_;
  Solution best_, scratch_;
  std::vector<std::int64_t> componentPeaks_;
  std::int64_t bestPeak_ = 0, nodes_ = 0, lowerBound_ = 0, windows_ = 0;
  double bestFound_ = 0;
  std::string method_ = "exact";  // "window" once a window search settled a component
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
  checkProblem(problem);
  Driver driver(problem, options);
  return driver.run();
}

}  // namespace strata::plan
