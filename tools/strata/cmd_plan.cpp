// `strata plan`: static memory planning of a MiniMalloc-format CSV, or of a bundled
// workload's L1 (every allocation of one bank, analysis/planning_instance.hpp).
// Exit codes: 0 a valid solution within the capacity (or minimised) was found (or the
// instance was written), 1 the capacity is infeasible or the budget ran out without a
// solution, 2 bad input.

#include "command.hpp"

#include "strata/analysis/planning_instance.hpp"
#include "strata/analysis/pressure.hpp"
#include "strata/analysis/workloads.hpp"
#include "strata/device/arch.hpp"
#include "strata/plan/csv.hpp"
#include "strata/plan/planner.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <fmt/ranges.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <string>

namespace strata::cli {
namespace {

struct PlanArgs {
  std::string input;
  std::string workload;
  double residency = 1.0;
  int repeats = 0;
  std::string arch{device::kDefaultArch};
  std::string writeInstance;
  std::optional<std::string> capacity;
  bool minimize = false;
  double timeout = 30.0;
  std::string output;
  bool json = false;
  bool quiet = false;
  double progressAfter = 1.0;
};

// A bundled workload's L1 as a planning problem: the pressure models at a residency,
// or any other bundled workload as it is.
plan::Problem workloadInstance(const PlanArgs& args) {
  if (!(args.residency >= 0 && args.residency <= 1))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("--residency {} is outside [0, 1]", args.residency));
  const device::ArchDesc arch = device::resolveArch(args.arch);
  const auto models = analysis::pressureModelNames();
  const bool pressure = std::find(models.begin(), models.end(), args.workload) != models.end();
  if (!pressure && args.repeats != 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("--repeats applies to the pressure models ({}), not to {}",
                            fmt::join(models, ", "), args.workload));
  const analysis::Workload w = pressure
                                   ? analysis::buildPressureModel(args.workload, arch, args.residency, args.repeats)
                                   : analysis::buildWorkload(args.workload, arch);
  return analysis::planningInstance(w.events, analysis::geometryOf(arch));
}

int runPlan(const PlanArgs& args, std::chrono::steady_clock::time_point start) {
  std::optional<std::int64_t> capacity;
  if (args.capacity)
    capacity = static_cast<std::int64_t>(
        parseWholeNumber(*args.capacity, "--capacity", 1, std::uint64_t{INT64_MAX}));
  if (!std::isfinite(args.progressAfter) || args.progressAfter < 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("--progress-after {} is not a number of seconds >= 0",
                            args.progressAfter));
  if (!(args.timeout > 0) || args.timeout > 1e7)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("--timeout {} is out of range; give a positive number of seconds "
                            "below 1e7",
                            args.timeout));
  plan::Problem problem = args.workload.empty() ? plan::readProblemCsv(args.input)
                                                : workloadInstance(args);
  if (!args.writeInstance.empty()) {
    plan::writeProblemCsv(args.writeInstance, problem);
    if (!capacity && !args.minimize) {
      fmt::print("wrote {} ({} buffers)\n", args.writeInstance, problem.size());
      return 0;
    }
  }
  plan::PlanOptions options;
  options.capacity = capacity;
  options.start = start;  // the budget covers reading the CSV too
  options.minimize = args.minimize;
  options.timeoutSeconds = args.timeout;
  if (!args.quiet)
    options.progress = [&](const plan::PlanProgress& p) {
      if (p.seconds < args.progressAfter) return;
      fmt::print(stderr, "strata plan: best peak {} after {:.1f} s ({})\n", p.bestPeak,
                 p.seconds, p.phase);
      std::fflush(stderr);
    };
  plan::PlanResult result = plan::plan(problem, options);

  if (result.feasible && !args.output.empty())
    plan::writeSolutionCsv(args.output, problem, result.solution);

  if (args.json) {
    nlohmann::json j;
    j["input"] = args.input;
    j["buffers"] = problem.size();
    j["mode"] = args.minimize ? "minimize" : "capacity";
    if (capacity) j["capacity"] = *capacity;
    j["peak"] = result.peak;
    j["lower_bound"] = result.lowerBound;
    j["heuristic_peak"] = result.heuristicPeak;
    j["gap_percent"] = result.gapPercent;
    j["seconds"] = result.seconds;
    j["best_found_seconds"] = result.bestFoundSeconds;
    j["optimal"] = result.optimal;
    j["feasible"] = result.feasible;
    j["timed_out"] = result.timedOut;
    j["proven_infeasible"] = result.proofOfInfeasibility;
    j["method"] = result.method;
    j["search_nodes"] = result.searchNodes;
    j["windows"] = result.windows;
    fmt::print("{}\n", j.dump(2));
  } else {
    fmt::print("input:        {} ({} buffers)\n", args.input, problem.size());
    if (capacity) fmt::print("capacity:     {}\n", *capacity);
    fmt::print("peak:         {}\n", result.peak);
    fmt::print("lower bound:  {}\n", result.lowerBound);
    fmt::print("gap:          {:.4f} %\n", result.gapPercent);
    fmt::print("time:         {:.3f} s (best found after {:.3f} s, {})\n", result.seconds,
               result.bestFoundSeconds, result.method);
    fmt::print("optimal:      {}\n", result.optimal ? "yes (proven)" : "not proven");
    if (args.capacity) {
      const char* verdict = result.feasible              ? "yes"
                            : result.proofOfInfeasibility ? "no (proven infeasible)"
                            : result.timedOut             ? "unknown (time budget ran out)"
                                                          : "unknown";
      fmt::print("fits:         {}\n", verdict);
    }
    if (result.feasible && !args.output.empty()) fmt::print("written:      {}\n", args.output);
  }
  return result.feasible ? 0 : 1;
}

CommandRegistration registration("plan", [](CLI::App& root) {
  auto args = std::make_shared<PlanArgs>();
  CLI::App* cmd = root.add_subcommand(
      "plan", "Assign offsets to buffers with lifetimes (static memory planning)");
  auto* input = cmd->add_option("--input", args->input,
                                "MiniMalloc-format CSV (id,lower,upper,size[,alignment][,offset])");
  auto* workload = cmd->add_option(
      "--workload", args->workload,
      "plan a bundled workload's L1 instead: every allocation of one bank (e.g. llama-1b-decode)");
  input->excludes(workload);
  workload->excludes(input);
  cmd->add_option("--residency", args->residency,
                  "with a pressure model (llama-1b-decode, bert-base, ...): fraction of its "
                  "long-lived bytes held in L1 (default 1)");
  cmd->add_option("--repeats", args->repeats,
                  "with a pressure model: Llama decode steps (default 2) or BERT / gamma-model "
                  "forward passes (default 1)");
  cmd->add_option("--arch", args->arch, "with --workload: built-in arch name or JSON arch file")
      ->capture_default_str();
  cmd->add_option("--write-instance", args->writeInstance,
                  "write the problem as MiniMalloc CSV here (alone: write and stop)");
  auto* cap = cmd->add_option("--capacity", args->capacity, "bytes available: answer whether everything fits");
  auto* min = cmd->add_flag("--minimize", args->minimize, "minimise the peak (toward the lower bound)");
  cap->excludes(min);
  min->excludes(cap);
  cmd->add_option("--timeout", args->timeout, "time budget in seconds (default 30)");
  cmd->add_option("--output", args->output, "write the solution CSV here (only on success)");
  cmd->add_flag("--json", args->json, "print the result as JSON");
  cmd->add_flag("--quiet", args->quiet, "no progress lines on stderr");
  cmd->add_option("--progress-after", args->progressAfter,
                  "print progress lines once the solve has run this many seconds (default 1)");
  cmd->callback([args] {
    const auto start = processStart();
    if (args->input.empty() == args->workload.empty())
      throw Error(ErrorKind::InvalidArgument,
                  "strata plan needs --input FILE.csv or --workload NAME; see strata plan --help");
    if (!args->capacity && !args->minimize && args->writeInstance.empty())
      throw Error(ErrorKind::InvalidArgument,
                  "strata plan needs --capacity N or --minimize (or --write-instance FILE); see "
                  "strata plan --help");
    setExitCode(runPlan(*args, start));
  });
});

}  // namespace
}  // namespace strata::cli
