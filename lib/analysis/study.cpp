// The study driver and its text / JSON outputs (the HTML report is report_html.cpp).
#include "strata/analysis/study.hpp"

#include "strata/support/output_file.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <fstream>

namespace strata::analysis {

Study runStudy(std::vector<Workload> workloads, const std::vector<Policy>& policies,
               const BankGeometry& geometry, std::string arch_name) {
  Study study;
  study.arch_name = std::move(arch_name);
  study.geometry = geometry;
  study.workloads = std::move(workloads);
  for (const Workload& w : study.workloads) {
    for (Policy p : policies) {
      StudyRow row;
      row.workload = w.name;
      row.policy = p;
      row.result = replay(w.events, p, geometry);
      row.min_l1 = minL1Size(w.events, p, geometry);
      study.rows.push_back(std::move(row));
    }
  }
  return study;
}

std::int64_t fragmentationOverhead(const Study& study, const StudyRow& row) {
  return static_cast<std::int64_t>(row.min_l1) -
         static_cast<std::int64_t>(study.geometry.unreserved_base) -
         static_cast<std::int64_t>(row.result.summary.peak_footprint);
}

namespace {
double kib(std::uint64_t bytes) { return static_cast<double>(bytes) / 1024.0; }
double mib(std::uint64_t bytes) { return static_cast<double>(bytes) / (1024.0 * 1024.0); }
}  // namespace

std::string formatTable(const Study& study) {
  std::string out = fmt::format(
      "L1 per core {} B ({:.1f} KiB), unreserved base {} B, {} banks; overhead = min L1 - base - "
      "peak (bytes lost to placement); fit = largest interleaved bf16 tensor that still fits "
      "after an op, at the worst moment\n",
      study.geometry.l1_size, kib(study.geometry.l1_size), study.geometry.unreserved_base,
      study.geometry.num_banks);
  // "planned" is one letter longer than the runtime policies' names.
  std::size_t width = 6;
  for (const StudyRow& r : study.rows) width = std::max(width, policyName(r.policy).size());
  out += fmt::format("{:<22} {:<{}} {:>10} {:>11} {:>9} {:>9} {:>10} {:>9}  {}\n", "workload",
                     "policy", width, "peak KiB", "min L1 KiB", "vs stack", "overhead",
                     "max frag", "fit MiB", "at L1 size");
  for (const StudyRow& r : study.rows) {
    std::string vs = "-";
    for (const StudyRow& s : study.rows)
      if (s.workload == r.workload && s.policy == Policy::Stack && r.policy != Policy::Stack)
        vs = fmt::format("{:+.1f}", kib(r.min_l1) - kib(s.min_l1));
    std::string status = r.result.ok ? "ok"
                                     : fmt::format("OOM at event {}", r.result.failed_event);
    out += fmt::format("{:<22} {:<{}} {:>10.1f} {:>11.1f} {:>9} {:>9.1f} {:>9.1f}% {:>9.2f}  {}\n",
                       r.workload, policyName(r.policy), width, kib(r.result.summary.peak_footprint),
                       kib(r.min_l1), vs, static_cast<double>(fragmentationOverhead(study, r)) / 1024.0,
                       100.0 * r.result.summary.max_external_fragmentation,
                       mib(r.result.summary.min_largest_fit), status);
  }
  return out;
}

nlohmann::json studyToJson(const Study& study) {
  nlohmann::json list = nlohmann::json::array();
  for (const StudyRow& r : study.rows) {
    const Summary& s = r.result.summary;
    list.push_back({{"workload", r.workload},
                    {"policy", std::string(policyName(r.policy))},
                    {"peak_footprint", s.peak_footprint},
                    {"min_l1_bytes", r.min_l1},
                    {"max_external_fragmentation", s.max_external_fragmentation},
                    {"min_largest_fit", s.min_largest_fit},
                    {"fragmentation_overhead_bytes", fragmentationOverhead(study, r)},
                    {"l1_size", study.geometry.l1_size},
                    {"fits", r.result.ok},
                    {"events", r.result.samples.size()}});
  }
  return list;
}

void writeFileAtomically(const std::string& path, const std::string& text) {
  strata::writeFileAtomically(path, text);
}

}  // namespace strata::analysis
