// The placement policies over a plain problem (L1Placement.h): Strata's, which
// keeps the tensors that save the most DRAM bytes under each op's exact
// reservation, and a model of tt-mlir's optimizer, which tries every output in
// L1 and evicts by farthest last use under a cushioned first-fit simulation.
#include "strata/compiler/Dialect/TTNN/Analysis/L1Placement.h"

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <numeric>
#include <set>

namespace mlir::tt::ttnn {
namespace {

uint64_t budgetOf(uint64_t capacity, double cap) {
  return static_cast<uint64_t>(std::floor(cap * static_cast<double>(capacity)));
}

// Strata's greedy in one order. It keeps the load of every step (reservation, pinned
// tensors and the candidates taken). A candidate goes to L1 when, at every step of
// its life, that load leaves room for it; a shardable one that does not fit is tried
// again with the rest of its group, the group sharded, since the room sharding frees
// at the group's steps may be what it needs. When a pass ends, the groups wholly in
// L1 are sharded to make room for the others, and the greedy passes again while that
// takes more in. Last, a group whose sharding no longer matters (everything fits
// without it) goes back to interleaved: sharding does not save DRAM bytes itself.
class StrataGreedy {
public:
  StrataGreedy(const PlacementProblem &problem, uint64_t budget,
               const std::vector<ShardGroup> &groups)
      : problem_(problem), budget_(budget), groups_(groups),
        groupOf_(problem.candidates.size(), -1), delta_(problem.steps.size(), 0),
        marked_(problem.steps.size(), false) {
    for (size_t g = 0; g < groups.size(); ++g)
      for (int c : groups[g].members)
        groupOf_[c] = static_cast<int>(g);
    const size_t steps = problem.steps.size();
    load_.assign(steps, 0);
    for (size_t t = 0; t < steps; ++t)
      load_[t] = problem.steps[t].reserved + (t < problem.pinned.size() ? problem.pinned[t] : 0);
    answer_.inL1.assign(problem.candidates.size(), false);
    answer_.sharded.assign(problem.candidates.size(), false);
    groupSharded_.assign(groups.size(), false);
  }

  PlacementAnswer run(const std::vector<int> &order) {
    takeInOrder(order);
    while (true) {
      const uint64_t before = answer_.savedBytes;
      bool any = false;
      for (size_t g = 0; g < groups_.size(); ++g)
        if (!groupSharded_[g] && freed(g) > 0 && whollyInL1(g)) {
          shard(g, true);
          any = true;
        }
      if (!any)
        break;
      takeInOrder(order);
      if (answer_.savedBytes == before)
        break;
    }
    for (size_t g = 0; g < groups_.size(); ++g)
      if (groupSharded_[g] &&
          std::all_of(groups_[g].steps.begin(), groups_[g].steps.end(),
                      [&](int64_t t) { return load_[t] + freedAt(t) <= budget_; }))
        shard(g, false);
    return answer_;
  }

private:
  const PlacementCandidate &candidate(int c) const { return problem_.candidates[c]; }

  bool takeable(int c) const {
    const PlacementCandidate &k = candidate(c);
    return k.l1PerCore > 0 && k.saving() > 0 && k.defined >= 0 &&
           k.lastUse < static_cast<int64_t>(problem_.steps.size()) && k.lastUse >= k.defined;
  }

  uint64_t freedAt(int64_t t) const {
    const PlacementStep &step = problem_.steps[t];
    return step.reserved > step.reservedSharded ? step.reserved - step.reservedSharded : 0;
  }
  uint64_t freed(size_t g) const {
    uint64_t total = 0;
    for (int64_t t : groups_[g].steps)
      total += freedAt(t);
    return total;
  }
  bool whollyInL1(size_t g) const {
    return std::all_of(groups_[g].members.begin(), groups_[g].members.end(),
                       [&](int c) { return answer_.inL1[c]; });
  }

  void take(int c) {
    const PlacementCandidate &k = candidate(c);
    for (int64_t t = k.defined; t <= k.lastUse; ++t)
      load_[t] += k.l1PerCore;
    answer_.inL1[c] = true;
    answer_.savedBytes += k.saving();
  }

  void shard(size_t g, bool on) {
    for (int64_t t : groups_[g].steps)
      load_[t] = on ? load_[t] - freedAt(t) : load_[t] + freedAt(t);
    for (int c : groups_[g].members)
      answer_.sharded[c] = on;
    groupSharded_[g] = on;
  }

  bool fitsAlone(int c) const {
    const PlacementCandidate &k = candidate(c);
    for (int64_t t = k.defined; t <= k.lastUse; ++t)
      if (load_[t] + k.l1PerCore > budget_)
        return false;
    return true;
  }

  // `c` with the members of its group not yet in L1, the group sharded; false (and
  // nothing changed) when they do not all fit so.
  bool takeWithGroup(int c) {
    const int g = groupOf_[c];
    if (g < 0 || groupSharded_[g] || triedThisPass_.count(g))
      return false;
    triedThisPass_.insert(g);
    const ShardGroup &group = groups_[g];
    std::vector<int64_t> touched;
    auto add = [&](int64_t t, int64_t bytes) {
      if (!marked_[t])
        touched.push_back(t);
      marked_[t] = true;
      delta_[t] += bytes;
    };
    bool fits = freed(g) > 0;
    for (int64_t t : group.steps)
      add(t, -static_cast<int64_t>(freedAt(t)));
    for (int m : group.members) {
      if (answer_.inL1[m])
        continue;
      if (!takeable(m)) {
        fits = false;
        break;
      }
      for (int64_t t = candidate(m).defined; t <= candidate(m).lastUse; ++t)
        add(t, static_cast<int64_t>(candidate(m).l1PerCore));
    }
    for (int64_t t : touched) {
      fits = fits && static_cast<int64_t>(load_[t]) + delta_[t] <= static_cast<int64_t>(budget_);
      delta_[t] = 0;
      marked_[t] = false;
    }
    if (!fits)
      return false;
    shard(static_cast<size_t>(g), true);
    for (int m : group.members)
      if (!answer_.inL1[m])
        take(m);
    return true;
  }

  void takeInOrder(const std::vector<int> &order) {
    // A group tried once in a pass fails again in it: loads only grow within a pass.
    triedThisPass_.clear();
    for (int c : order) {
      if (answer_.inL1[c] || !takeable(c))
        continue;
      if (fitsAlone(c))
        take(c);
      else if (candidate(c).shardable)
        takeWithGroup(c);
    }
  }

  const PlacementProblem &problem_;
  uint64_t budget_;
  const std::vector<ShardGroup> &groups_;
  std::vector<int> groupOf_;
  std::vector<int64_t> delta_;  // per step, while a group is tried; all 0 between tries
  std::vector<bool> marked_;    // the steps delta_ holds a change for
  std::vector<uint64_t> load_;
  std::vector<bool> groupSharded_;
  std::set<int> triedThisPass_;
  PlacementAnswer answer_;
};

} // namespace

void settleShardable(PlacementProblem &problem, const ShardedReservation &reservedWith) {
  auto &candidates = problem.candidates;
  auto &steps = problem.steps;
  std::vector<std::vector<size_t>> stepsOf(candidates.size());
  for (size_t t = 0; t < steps.size(); ++t) {
    for (int c : steps[t].inputs)
      stepsOf[c].push_back(t);
    for (int c : steps[t].outputs)
      stepsOf[c].push_back(t);
  }
  auto shardableOf = [&](const PlacementStep &step, bool outputs) {
    std::vector<int> found;
    auto add = [&](int c) {
      if (candidates[c].shardable && std::find(found.begin(), found.end(), c) == found.end())
        found.push_back(c);
    };
    std::for_each(step.inputs.begin(), step.inputs.end(), add);
    if (outputs)
      std::for_each(step.outputs.begin(), step.outputs.end(), add);
    return found;
  };
  std::vector<bool> pending(steps.size(), true);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t t = 0; t < steps.size(); ++t) {
      if (!pending[t])
        continue;
      pending[t] = false;
      const std::vector<int> all = shardableOf(steps[t], true);
      if (all.empty())
        continue;
      if (std::optional<uint64_t> reserved = reservedWith(t, all)) {
        steps[t].reservedSharded = *reserved;
        continue;
      }
      const std::vector<int> inputs = shardableOf(steps[t], false);
      std::vector<int> drop;
      for (int c : all)
        if (std::find(inputs.begin(), inputs.end(), c) == inputs.end())
          drop.push_back(c);
      if (drop.empty() || !reservedWith(t, inputs))
        drop = all;
      for (int c : drop) {
        candidates[c].shardable = false;
        for (size_t other : stepsOf[c])
          pending[other] = true;
      }
      changed = true;
    }
  }
}

std::vector<ShardGroup> shardGroups(const PlacementProblem &problem) {
  const size_t n = problem.candidates.size();
  std::vector<int> parent(n);
  std::iota(parent.begin(), parent.end(), 0);
  std::function<int(int)> root = [&](int c) {
    return parent[c] == c ? c : parent[c] = root(parent[c]);
  };
  auto shardable = [&](int c) {
    return c >= 0 && static_cast<size_t>(c) < n && problem.candidates[c].shardable;
  };
  auto touched = [](const PlacementStep &step) {
    std::vector<int> all = step.inputs;
    all.insert(all.end(), step.outputs.begin(), step.outputs.end());
    return all;
  };
  for (const PlacementStep &step : problem.steps) {
    int first = -1;
    for (int c : touched(step)) {
      if (!shardable(c))
        continue;
      if (first < 0)
        first = c;
      else
        parent[root(c)] = root(first);
    }
  }
  std::map<int, ShardGroup> byRoot;
  for (size_t c = 0; c < n; ++c)
    if (shardable(static_cast<int>(c)))
      byRoot[root(static_cast<int>(c))].members.push_back(static_cast<int>(c));
  for (size_t t = 0; t < problem.steps.size(); ++t) {
    for (int c : touched(problem.steps[t]))
      if (shardable(c)) {
        byRoot[root(c)].steps.push_back(static_cast<int64_t>(t));
        break;
      }
  }
  std::vector<ShardGroup> groups;
  for (auto &[r, group] : byRoot)
    groups.push_back(std::move(group));
  return groups;
}

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
  const std::vector<ShardGroup> groups = shardGroups(problem);
  PlacementAnswer dense = StrataGreedy(problem, budget, groups).run(byDensity);
  PlacementAnswer large = StrataGreedy(problem, budget, groups).run(bySaving);
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
