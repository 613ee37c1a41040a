// The pressure sweep as text and JSON (pressure.hpp).
#include "strata/analysis/pressure.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

namespace strata::analysis {

namespace {
double kib(std::uint64_t bytes) { return static_cast<double>(bytes) / 1024.0; }
}  // namespace

std::string formatSweep(const PressureSweep& sweep) {
  std::string out = fmt::format(
      "L1 per core {:.1f} KiB, unreserved base {:.1f} KiB ({}); residency = fraction of the "
      "long-lived bytes (weight shards, KV slices, saved activations) held in L1; lost = min "
      "L1 - base - peak; "
      "free = smallest largest-free-block after a top-level op\n",
      kib(sweep.geometry.l1_size), kib(sweep.geometry.unreserved_base), sweep.arch_name);
  for (const SweepCurve& c : sweep.curves) {
    out += fmt::format("\n{}: {}\n", c.workload, c.description);
    if (c.residency_axis_empty)
      out += "  no long-lived tensors: the residency axis is empty, one point at r = 0\n";
    for (const SweepLimit& l : c.limits)
      out += fmt::format("  {:<7} runs up to residency {:5.1f} % ({:.1f} KiB resident per core)\n",
                         policyName(l.policy), 100 * l.max_residency, kib(l.max_resident_bytes));
    out += fmt::format("  {:>9} {:>12}  {:<7} {:>11} {:>10} {:>9} {:>9}  {}\n", "residency",
                       "resident KiB", "policy", "min L1 KiB", "peak KiB", "lost KiB", "free KiB",
                       "at L1 size");
    for (const SweepPoint& p : c.points)
      for (const SweepCell& cell : p.cells)
        out += fmt::format("  {:>8.1f}% {:>12.1f}  {:<7} {:>11.1f} {:>10.1f} {:>9.1f} {:>9.1f}  {}\n",
                           100 * p.residency, kib(p.resident_bytes), policyName(cell.policy),
                           kib(cell.min_l1), kib(cell.peak_footprint),
                           static_cast<double>(cell.lost_bytes) / 1024.0,
                           kib(cell.min_largest_free),
                           cell.fits ? "ok" : fmt::format("OOM at event {}", cell.failed_event));
  }
  return out;
}

nlohmann::json sweepToJson(const PressureSweep& sweep) {
  nlohmann::json j;
  j["arch"] = sweep.arch_name;
  j["l1_size"] = sweep.geometry.l1_size;
  j["unreserved_base"] = sweep.geometry.unreserved_base;
  j["policies"] = nlohmann::json::array();
  for (Policy p : sweep.policies) j["policies"].push_back(std::string(policyName(p)));
  j["workloads"] = nlohmann::json::array();
  for (const SweepCurve& c : sweep.curves) {
    nlohmann::json w{{"workload", c.workload},
                     {"description", c.description},
                     {"residency_axis_empty", c.residency_axis_empty}};
    w["limits"] = nlohmann::json::array();
    for (const SweepLimit& l : c.limits)
      w["limits"].push_back({{"policy", std::string(policyName(l.policy))},
                             {"max_residency", l.max_residency},
                             {"max_resident_bytes", l.max_resident_bytes}});
    w["points"] = nlohmann::json::array();
    for (const SweepPoint& p : c.points) {
      nlohmann::json cells = nlohmann::json::array();
      for (const SweepCell& cell : p.cells)
        cells.push_back({{"policy", std::string(policyName(cell.policy))},
                         {"fits", cell.fits},
                         {"failed_event", cell.fits ? nlohmann::json(nullptr)
                                                    : nlohmann::json(cell.failed_event)},
                         {"min_l1_bytes", cell.min_l1},
                         {"peak_footprint", cell.peak_footprint},
                         {"lost_bytes", cell.lost_bytes},
                         {"min_largest_free", cell.min_largest_free}});
      w["points"].push_back(
          {{"residency", p.residency}, {"resident_bytes", p.resident_bytes}, {"policies", cells}});
    }
    j["workloads"].push_back(std::move(w));
  }
  return j;
}

}  // namespace strata::analysis
