// Asks an installed Strata one L1 query and one plan, and prints the answers on one
// line each for run.sh to compare with the installed `strata` tool's.
// Usage: consumer OP SPEC PROBLEM.csv

#include <strata/ops/catalog.hpp>
#include <strata/ops/query.hpp>
#include <strata/ops/spec.hpp>
#include <strata/plan/csv.hpp>
#include <strata/plan/planner.hpp>
#include <strata/plan/validator.hpp>
#include <strata/support/error.hpp>
#include <strata/version.hpp>

#include <cstdio>
#include <vector>

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: %s OP SPEC PROBLEM.csv\n", argv[0]);
    return 2;
  }
  try {
    namespace ops = strata::ops;
    const ops::OpInfo& op = ops::getOp(argv[1]);
    const std::vector<ops::TensorDesc> inputs{ops::parseTensorSpec(argv[2])};
    const ops::L1Usage usage =
        ops::query(op, inputs, op.defaults(), strata::device::builtinArch("wormhole_b0"));
    std::printf("version %s %.*s\n", strata::kVersion.data(),
                static_cast<int>(strata::version().size()), strata::version().data());
    std::printf("query cb_peak=%llu stack_peak=%llu peak=%llu output_l1=%llu total=%llu\n",
                static_cast<unsigned long long>(usage.cb_peak),
                static_cast<unsigned long long>(usage.stack_peak),
                static_cast<unsigned long long>(usage.peak),
                static_cast<unsigned long long>(usage.output_l1),
                static_cast<unsigned long long>(usage.total));

    const strata::plan::Problem problem = strata::plan::readProblemCsv(argv[3]);
    strata::plan::PlanOptions options;
    options.minimize = true;
    options.timeoutSeconds = 10;
    const strata::plan::PlanResult result = strata::plan::plan(problem, options);
    strata::plan::requireValid(problem, result.solution);
    std::printf("plan peak=%lld lower_bound=%lld\n", static_cast<long long>(result.peak),
                static_cast<long long>(result.lowerBound));
  } catch (const strata::Error& e) {
    std::fprintf(stderr, "error: %s\n", e.what());
    return 1;
  }
  return 0;
}
