// Fuzz target: planning CSV (strata plan --input). Any input must parse into a problem
// or be rejected with a strata::Error; a parsed problem (small ones, to keep each run
// fast) must plan to a valid solution within a short budget.

#include "strata/plan/csv.hpp"
#include "strata/plan/planner.hpp"
#include "strata/plan/validator.hpp"
#include "strata/support/error.hpp"

#include <cstdint>
#include <cstdlib>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace strata::plan;
  try {
    Problem p = parseProblemCsv(std::string_view(reinterpret_cast<const char*>(data), size), "fuzz");
    if (p.size() > 64) return 0;
    for (bool online : {false, true}) {
      PlanOptions o;
      o.minimize = true;
      o.timeoutSeconds = 0.01;
      if (online) o.maxSweepEntries = 0;  // the large-problem path on small inputs
      PlanResult r = plan(p, o);
      if (!r.feasible || !findViolations(p, r.solution).empty()) std::abort();
      if (r.peak < r.lowerBound) std::abort();
    }
  } catch (const strata::Error&) {
  }
  return 0;
}
