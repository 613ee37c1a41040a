#pragma once
// The fragmentation study: replay workloads under policies, find the minimum L1 size
// of each, and present the results as a text table, JSON, or a self-contained HTML
// report with one memory map per (workload, policy).

#include "strata/analysis/events.hpp"
#include "strata/analysis/replay.hpp"

#include <nlohmann/json_fwd.hpp>

#include <string>
#include <vector>

namespace strata::analysis {

struct StudyRow {
  std::string workload;
  Policy policy = Policy::Stack;
  ReplayResult result;       // replayed at the arch's L1 size
  std::uint64_t min_l1 = 0;  // smallest L1 size without out-of-memory (same base)
};

struct Study {
  std::string arch_name;
  BankGeometry geometry;
  std::vector<Workload> workloads;
  std::vector<StudyRow> rows;  // workload-major, policies in the order asked
};

Study runStudy(std::vector<Workload> workloads, const std::vector<Policy>& policies,
               const BankGeometry& geometry, std::string arch_name);

// min_l1 - unreserved_base - peak footprint: the L1 a policy needs beyond the bytes it
// ever has in use at once (holes it cannot use). Can be negative when a smaller bank
// happens to place more tightly than the arch's.
std::int64_t fragmentationOverhead(const Study& study, const StudyRow& row);

// One row per (workload, policy): peak footprint, min L1, worst external fragmentation,
// largest interleaved tensor that fits at the worst moment (after an op).
std::string formatTable(const Study& study);
// [{"workload", "policy", "peak_footprint", "min_l1_bytes", "max_external_fragmentation",
//   "min_largest_fit", "fragmentation_overhead_bytes", "l1_size", "fits", "events"}]
nlohmann::json studyToJson(const Study& study);
// One self-contained HTML document (inline SVG and CSS, no scripts, no network).
std::string renderReport(const Study& study);

// Writes `text` to `path` via a temporary file and a rename, so a failure never leaves
// a partial file. Throws strata::Error naming the path.
void writeFileAtomically(const std::string& path, const std::string& text);

}  // namespace strata::analysis
