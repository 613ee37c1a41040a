// The placement policies over a plain problem (L1Placement.h): Strata's, which
// keeps the tensors that save the most DRAM bytes under each op's exact
// reservation, and a model of tt-mlir's optimizer, which tries every output in
// L1 and evicts by farthest last use under a cushioned first-fit simulation.
#include "strata/compiler/Dialect/TTNN/Analysis/L1Placement.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <numeric>
#include <set>

namespace mlir::tt::ttnn {
namespace {

uint64_t budgetOf(uint64_t capacity, double cap) {
  return static_cast<uint64_t>(std::floor(cap * static_cast<double>(capacity)));
}

// Strata's greedy in one order: a candidate goes to L1 when, at every step of its
// life, the op's reservation, the pinned tensors and the candidates already taken
// leave room for it.
PlacementAnswer takeInOrder(const PlacementProblem &problem, uint64_t budget,
                            const std::vector<int> &order) {
  const size_t steps = problem.steps.size();
  std::vector<uint64_t> load(steps, 0);
  for (size_t t = 0; t < steps; ++t)
    load[t] = problem.steps[t].reserved + (t < problem.pinned.size() ? problem.pinned[t] : 0);
  PlacementAnswer answer;
  answer.inL1.assign(problem.candidates.size(), false);
  for (int index : order) {
    const PlacementCandidate &c = problem.candidates[index];
    if (c.l1PerCore == 0 || c.saving() == 0 || c.defined < 0 ||
        c.lastUse >= static_cast<int64_t>(steps) || c.lastUse < c.defined)
      continue;
    bool fits = true;
    for (int64_t t = c.defined; fits && t <= c.lastUse; ++t)
      fits = load[t] + c.l1PerCore <= budget;
    if (!fits)
      continue;
    for (int64_t t = c.defined; t <= c.lastUse; ++t)
      load[t] += c.l1PerCore;
    answer.inL1[index] = true;
    answer.savedBytes += c.saving();
  }
  return answer;
}

} // namespace

PlacementAnswer placeByDramSaving(const PlacementProblem &problem, double cap) {
  const uint64_t budget = budgetOf(problem.capacity, cap);
  const auto &cands = problem.candidates;
  std::vector<int> bySaving(cands.size());
  std::iota(bySaving.begin(), bySaving.end(), 0);
  std::vector<int> byDensity = bySaving;
  // Saving per byte-step of L1 first: many short-lived, much-read tensors beat one
  // long-lived one of the same saving.
  auto density = [&](int i) {
    const PlacementCandidate &c = cands[i];
    const long double area =
        static_cast<long double>(std::max<uint64_t>(c.l1PerCore, 1)) *
        static_cast<long double>(std::max<int64_t>(c.lastUse - c.defined + 1, 1));
    return static_cast<long double>(c.saving()) / area;
  };
  std::stable_sort(byDensity.begin(), byDensity.end(), [&](int a, int b) {
    const long double da = density(a), db = density(b);
    if (da != db)
      return da > db;
    return cands[a].saving() > cands[b].saving();
  });
  std::stable_sort(bySaving.begin(), bySaving.end(),
                   [&](int a, int b) { return cands[a].saving() > cands[b].saving(); });
  PlacementAnswer dense = takeInOrder(problem, budget, byDensity);
  PlacementAnswer large = takeInOrder(problem, budget, bySaving);
  return large.savedBytes > dense.savedBytes ? large : dense;
}

namespace {

// Addresses [0, budget) handed out top-down, first fit, in granules; freed blocks
// merge with their free neighbours. Circular buffers grow up from 0, so the lowest
// occupied address is what they must stay below.
class TopDownFirstFit {
public:
  explicit TopDownFirstFit(uint64_t budget) : budget_(budget) { reset(); }

  void reset() {
    free_.clear();
    placed_.clear();
    byAddress_.clear();
    if (budget_ > 0)
      free_[0] = budget_;
  }

  bool allocate(int id, uint64_t size) {
    if (size == 0)
      size = 1;
    for (auto it = free_.rbegin(); it != free_.rend(); ++it) {
      if (it->second < size)
        continue;
      const uint64_t start = it->first, length = it->second;
      const uint64_t address = start + length - size;
      if (length == size)
        free_.erase(start);
      else
        free_[start] = length - size;
      placed_[id] = {address, size};
      byAddress_.insert({address, id});
      return true;
    }
    return false;
  }

  void release(int id) {
    auto found = placed_.find(id);
    if (found == placed_.end())
      return;
    auto [address, size] = found->second;
    placed_.erase(found);
    byAddress_.erase({address, id});
    uint64_t start = address, end = address + size;
    auto next = free_.lower_bound(end);
    if (next != free_.end() && next->first == end) {
      end += next->second;
      free_.erase(next);
    }
    auto after = free_.lower_bound(start);
    if (after != free_.begin()) {
      auto prev = std::prev(after);
      if (prev->first + prev->second == start) {
        start = prev->first;
        free_.erase(prev);
      }
    }
    free_[start] = end - start;
  }

  bool holds(int id) const { return placed_.count(id) != 0; }
  uint64_t lowestOccupied() const {
    return byAddress_.empty() ? budget_ : byAddress_.begin()->first;
  }

private:
  uint64_t budget_;
  std::map<uint64_t, uint64_t> free_;                      // start -> length
  std::map<int, std::pair<uint64_t, uint64_t>> placed_;    // id -> (address, size)
  std::set<std::pair<uint64_t, int>> byAddress_;
};

uint64_t roundUp(uint64_t bytes, uint64_t granule) {
  return granule == 0 ? bytes : (bytes + granule - 1) / granule * granule;
}

} // namespace

PlacementAnswer placeLikeTtMlir(const PlacementProblem &problem, const TtMlirPolicy &policy) {
  const uint64_t budget = budgetOf(problem.capacity, policy.cap);
  const uint64_t cushion =
      static_cast<uint64_t>(policy.cushionFraction * static_cast<double>(budget));
  const auto &cands = problem.candidates;
  const size_t steps = problem.steps.size();
  PlacementAnswer answer;
  answer.inL1.assign(cands.size(), false);
  std::vector<bool> evicted(cands.size(), false);
  std::vector<bool> placedOnce(cands.size(), false);
  auto sizeOf = [&](int c) { return roundUp(cands[c].l1PerCore, policy.granule); };

  // The allocations and frees committed so far, to replay without an evicted value
  // (tt-mlir replays its simulation as if the victim had never been in L1).
  struct Event {
    int candidate;
    bool allocate;
  };
  std::vector<Event> log;
  TopDownFirstFit memory(budget);
  std::set<int> live;  // candidates holding an address now

  auto replay = [&] {
    memory.reset();
    live.clear();
    for (const Event &e : log) {
      if (evicted[e.candidate])
        continue;
      if (!e.allocate) {
        memory.release(e.candidate);
        live.erase(e.candidate);
      } else if (memory.allocate(e.candidate, sizeOf(e.candidate))) {
        live.insert(e.candidate);
      } else {
        // Without the victim the first fit lays blocks out differently; one that no
        // longer finds a slot goes to DRAM too.
        evicted[e.candidate] = true;
        ++answer.evictions;
      }
    }
  };

  for (size_t t = 0; t < steps; ++t) {
    // A value whose last use was the step before is freed as this one starts.
    for (auto it = live.begin(); it != live.end();) {
      const int c = *it;
      if (cands[c].lastUse < static_cast<int64_t>(t)) {
        memory.release(c);
        log.push_back({c, false});
        it = live.erase(it);
      } else {
        ++it;
      }
    }
    const PlacementStep &step = problem.steps[t];
    if (!step.scheduled)
      continue;
    const uint64_t pinned = t < problem.pinned.size() ? problem.pinned[t] : 0;
    while (true) {
      uint64_t others = pinned;  // live bytes that are not the op's own inputs
      for (int c : live)
        if (std::find(step.inputs.begin(), step.inputs.end(), c) == step.inputs.end())
          others += sizeOf(c);
      bool fits = step.metalPeak + others <= budget;
      std::vector<int> placedOutputs;
      for (int c : step.outputs) {
        if (!fits || evicted[c] || cands[c].l1PerCore == 0)
          continue;
        if (memory.allocate(c, sizeOf(c)))
          placedOutputs.push_back(c);
        else
          fits = false;
      }
      if (fits && step.metalCbPeak > 0)
        fits = step.metalCbPeak + cushion <= memory.lowestOccupied();
      if (fits) {
        for (int c : placedOutputs) {
          live.insert(c);
          log.push_back({c, true});
          placedOnce[c] = true;
        }
        break;
      }
      for (int c : placedOutputs)
        memory.release(c);
      // The live value used last of all goes to DRAM; ties to the earliest defined.
      int victim = -1;
      for (int c : live)
        if (victim < 0 || cands[c].lastUse > cands[victim].lastUse)
          victim = c;
      if (victim < 0) {
        for (int c : step.outputs)
          evicted[c] = true;
        break;
      }
      evicted[victim] = true;
      ++answer.evictions;
      replay();
    }
  }
  // In L1: placed once and never evicted.
  for (size_t c = 0; c < cands.size(); ++c) {
    answer.inL1[c] = placedOnce[c] && !evicted[c];
    if (answer.inL1[c])
      answer.savedBytes += cands[c].saving();
  }
  return answer;
}

} // namespace mlir::tt::ttnn
