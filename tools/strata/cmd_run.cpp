// `strata run FILE.mlir`: runs a (planned) TTNN function on the simulated device at
// its planned L1 addresses and checks every op: measured L1 high-water == the op
// model's number, the stack + CB region below every planned tensor live then, and the
// result against the op's float64 host reference.
// Exit codes: 0 every check passed, 1 a mismatch, clash or numeric failure, 2 bad input.

#include "command.hpp"

#include "strata/analysis/study.hpp"
#include "strata/compiler/Run/LoadGraph.h"
#include "strata/exec/run.hpp"
#include "strata/runtime/host_memory.hpp"
#include "strata/runtime/npy.hpp"
#include "strata/runtime/trace.hpp"
#include "strata/support/error.hpp"
#include "strata/support/output_file.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cmath>
#include <exception>
#include <filesystem>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <string>

namespace strata::cli {
namespace {

struct RunArgs {
  std::string file;
  std::string arch;  // empty: the module's ttcore.system_desc, else wormhole_b0
  std::string function;
  std::string seed = "1";  // parsed strictly (parseWholeNumber): CLI11 would wrap -1
  std::vector<std::string> inputs;  // NAME=FILE.npy
  std::string output_dir;
  std::string report_file;
  std::string trace_file;
  bool json = false;
  double plan_timeout = 2.0;
  std::string placement = "dram";
  bool no_const_eval = false;
  bool no_reference = false;
  bool no_numerics = false;
};

// "arg0", "%arg0" or "0" -> argument index.
std::size_t argumentIndex(const std::string& name, std::size_t count) {
  std::string digits = name;
  if (!digits.empty() && digits[0] == '%') digits.erase(0, 1);
  if (digits.rfind("arg", 0) == 0) digits.erase(0, 3);
  const bool numeric = !digits.empty() && digits.size() < 10 &&
                       digits.find_first_not_of("0123456789") == std::string::npos &&
                       (digits.size() == 1 || digits[0] != '0');  // arg00 is no name
  if (!numeric || std::stoul(digits) >= count)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("--input {}: name an argument as arg0..arg{} (the function takes {})",
                            name, count == 0 ? 0 : count - 1, count));
  return std::stoul(digits);
}

std::string place(exec::ValuePlace p) {
  return p == exec::ValuePlace::L1 ? "l1" : p == exec::ValuePlace::Dram ? "dram" : "host";
}

// The plan's DRAM bytes beside the device's count (null when no kernels ran).
nlohmann::json dramJson(std::uint64_t planned, const std::optional<runtime::DramTraffic>& measured) {
  nlohmann::json j{{"planned_bytes", planned}};
  j["measured"] = measured ? nlohmann::json{{"touched_bytes", measured->touched_bytes},
                                            {"read_bytes", measured->read_bytes},
                                            {"written_bytes", measured->written_bytes},
                                            {"buffers_touched", measured->buffers_touched}}
                           : nlohmann::json();
  return j;
}

// A step's own L1 (stack and CBs, exec::StepReport): its outputs are counted apart,
// so output_l1 and total are left out.
nlohmann::json usageJson(const ops::L1Usage& u) {
  nlohmann::json j = u;
  j.erase("output_l1");
  j.erase("total");
  return j;
}

// result<i>.npy in `dir` (created), float32.
void writeResults(const std::string& dir, std::span<const exec::ResultRows> results) {
  std::filesystem::create_directories(dir);
  for (std::size_t i = 0; i < results.size(); ++i)
    runtime::writeNpy((std::filesystem::path(dir) / fmt::format("result{}.npy", i)).string(),
                      results[i].shape, results[i].read);
}

int runModule(const RunArgs& args) {
  // Checked before the module is read: a bad option fails at once.
  const std::uint64_t seed = parseWholeNumber(args.seed, "--seed", 0, UINT64_MAX);
  // Output files are checked now: a long run must not end in an unwritable path.
  if (!args.trace_file.empty()) checkOutputPath(args.trace_file, "--trace");
  if (!args.report_file.empty()) checkOutputPath(args.report_file, "--report");
  compiler::LoadOptions load;
  load.function = args.function;
  load.planTimeoutSeconds = args.plan_timeout;
  load.placement = args.placement;
  load.constEval = !args.no_const_eval;
  const compiler::LoadedGraph loaded =
      args.arch.empty() ? compiler::loadGraph(args.file, load)
                        : compiler::loadGraph(args.file, device::resolveArch(args.arch), load);
  const exec::Graph& graph = loaded.graph;
  // The graph runs const-eval functions first: their DRAM bytes are reported apart.
  const bool loadSteps = std::any_of(graph.steps.begin(), graph.steps.end(),
                                     [](const exec::GraphStep& step) { return step.load_time; });
  const device::ArchDesc& arch = loaded.arch;
  for (const std::string& remark : loaded.remarks) fmt::print(stderr, "{}\n", remark);

  exec::RunOptions options;
  options.seed = seed;
  // The model check draws random arguments again rather than holding them (weights).
  options.keep_arguments = false;
  options.check_numerics = !args.no_reference && !args.no_numerics;
  options.run_kernels = !args.no_numerics;
  // Results go to the host only for the model check. Without one, --output-dir's files
  // are written from the device at the end of a run that passed, a few rows at a time.
  const bool modelCheck = loaded.reference && options.check_numerics;
  options.read_outputs = modelCheck;
  bool resultsWritten = false;
  std::exception_ptr writeFailure;  // raised after the run, not as the module's error
  if (!args.output_dir.empty() && !modelCheck)
    options.on_results = [&](std::span<const exec::ResultRows> results) {
      try {
        writeResults(args.output_dir, results);
        resultsWritten = true;
      } catch (...) {
        writeFailure = std::current_exception();
      }
    };
  options.inputs.resize(graph.arguments.size());
  std::vector<std::string> givenAs(graph.arguments.size());  // the --input that named each
  for (const std::string& spec : args.inputs) {
    const auto eq = spec.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == spec.size())
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("--input {}: expected NAME=FILE.npy, e.g. arg0=x.npy", spec));
    const std::size_t index = argumentIndex(spec.substr(0, eq), graph.arguments.size());
    if (!givenAs[index].empty())
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("--input {} and --input {} both give argument {}; give each argument "
                              "once",
                              givenAs[index], spec, index),
                  {Error::num("argument", static_cast<std::int64_t>(index))});
    givenAs[index] = spec;
    const exec::GraphValue& arg = graph.values[graph.arguments[index]];
    options.inputs[index] = runtime::readNpy(spec.substr(eq + 1), arg.desc.dtype);
    // Integers are computed in f32 (docs/ttir.md): exact to 2^24 only. Said, not refused:
    // a token id or position that large is rare, and its rounding is the device's.
    if (device::isInteger(arg.desc.dtype)) {
      const auto& values = options.inputs[index]->values;
      const auto inexact = std::count_if(values.begin(), values.end(),
                                         [](double v) { return std::fabs(v) > 16777216.0; });
      if (inexact > 0)
        fmt::print(stderr,
                   "warning: --input {}: {} of {} integers exceed 2^24 in magnitude; they are "
                   "computed in f32 here, which holds them only to its 24 bits, so they may round\n",
                   spec, inexact, values.size());
    }
  }

  // Progress on a terminal for runs longer than a moment: step i of n and the time.
  const auto started = std::chrono::steady_clock::now();
  auto shown = started;
  bool progressShown = false;
  if (isatty(STDERR_FILENO))
    options.on_step = [&](std::size_t step, std::size_t total, const std::string& name) {
      const auto now = std::chrono::steady_clock::now();
      if (now - shown < std::chrono::milliseconds(250) || now - started < std::chrono::seconds(1))
        return;
      shown = now;
      progressShown = true;
      const double elapsed = std::chrono::duration<double>(now - started).count();
      fmt::print(stderr, "\r\033[Kstep {} of {}, {:.1f} s: {}", step + 1, total, elapsed,
                 name.substr(0, 60));
      std::fflush(stderr);
    };
  exec::RunReport report;
  {
    // The simulated device (its DRAM pages are host memory) is gone before the model
    // reference runs.
    runtime::Device device(arch);
    if (!args.trace_file.empty()) device.tracer().enable();
    try {
      report = exec::runGraph(device, graph, options);
    } catch (const Error& error) {
      // Refused before any step ran (a planned address, an input): name the file, as
      // every other error of the command does.
      throw Error(error.kind(), args.file + ": " + error.what(), error.fields());
    }
    // The run's allocation trace, for `strata frag --trace` (the fragmentation study's
    // replay of a real model's run under heap, pool, stack and planned placement).
    if (!args.trace_file.empty())
      analysis::writeFileAtomically(
          args.trace_file, runtime::traceToJson(device.tracer().events(), arch).dump(1) + "\n");
  }
  // What the device phase freed goes back to the OS before the model reference allocates
  // its float64 tensors: the run's peak is one phase's, not both added.
  runtime::releaseFreedHostMemory();
  if (progressShown) fmt::print(stderr, "\r\033[K");
  if (writeFailure) std::rethrow_exception(writeFailure);

  // A TTIR module's results against the module as written, evaluated in float64
  // apart from the lowering: tt-mlir's golden metric, PCC >= 0.99 per result.
  compiler::ModelReport modelReport;
  if (loaded.reference && options.check_numerics && report.error.empty())
    modelReport = compiler::checkRunAgainstModel(*loaded.reference, report);
  const std::vector<compiler::ModelCheck>& modelChecks = modelReport.results;
  const std::string& modelError = modelReport.error;
  const bool modelOk = modelReport.ok();
  const bool ok = report.ok() && modelOk;

  // Results are written only by a run whose every check passed: a failed run must not
  // leave (or overwrite) files that look like good results.
  if (!args.output_dir.empty() && !ok)
    fmt::print(stderr, "note: results not written to {}: the run failed\n", args.output_dir);
  if (!args.output_dir.empty() && ok && !resultsWritten) {
    std::vector<exec::ResultRows> results;
    for (const runtime::HostTensor& output : report.outputs)
      results.push_back({output.shape, runtime::rowsOf(output)});
    writeResults(args.output_dir, results);
  }

  if (!args.report_file.empty())
    analysis::writeFileAtomically(args.report_file, exec::renderRunMap(graph, report, arch));

  if (args.json) {
    nlohmann::json j;
    j["file"] = args.file;
    j["function"] = graph.function;
    j["arch"] = arch.name;
    j["planned_on_the_fly"] = loaded.plannedOnTheFly;
    j["lowered_from_ttir"] = loaded.loweredFromTTIR;
    // The plan as fields (arch, capacity, peak, lower_bound, ...), not the attribute text.
    nlohmann::json plan = nlohmann::json::object();
    if (!loaded.planArch.empty()) plan["arch"] = loaded.planArch;
    for (const auto& [name, value] : loaded.planFields) plan[name] = value;
    j["plan"] = std::move(plan);
    nlohmann::json placed = nlohmann::json::object();
    if (!loaded.placementPolicy.empty()) placed["policy"] = loaded.placementPolicy;
    for (const auto& [name, value] : loaded.placementFields) placed[name] = value;
    j["placement"] = std::move(placed);
    nlohmann::json steps = nlohmann::json::array();
    for (const exec::StepReport& s : report.steps) {
      nlohmann::json r{{"step", s.step}, {"name", s.name}, {"op", s.op},
                       {"planned", usageJson(s.planned)}, {"measured", usageJson(s.measured)},
                       {"l1_match", s.l1_match}, {"region_end", s.region_end},
                       {"clash", s.clash}};
      if (s.failed) {
        r["failed"] = true;
        r["error"] = s.error;
        r.erase("measured");  // nothing was measured
      }
      r["lowest_live_planned"] = s.lowest_live ? nlohmann::json(*s.lowest_live) : nlohmann::json();
      r["dram"] = dramJson(s.dram_planned, s.dram_measured);
      r["dram"]["match"] = s.dram_match;
      if (graph.steps[s.step].load_time) r["load_time"] = true;
      if (s.view) r["view"] = true;
      if (s.checked)
        r["numerics"] = {{"max_abs_error", s.numerics.max_abs_error},
                         {"max_abs_reference", s.numerics.max_abs_reference},
                         {"within_tolerance", s.numerics.within_tolerance},
                         {"non_finite_mismatches", s.numerics.non_finite_mismatches}};
      steps.push_back(std::move(r));
    }
    j["steps"] = std::move(steps);
    j["l1_mismatches"] = report.l1_mismatches;
    j["dram"] = dramJson(report.dram_planned_bytes, report.dram_measured);
    j["dram"]["planned_argument_bytes"] = report.dram_planned_argument_bytes;
    if (loadSteps)
      j["dram"]["load_time"] = dramJson(report.dram_load_planned_bytes, report.dram_load_measured);
    j["dram_mismatches"] = report.dram_mismatches;
    j["clashes"] = report.clashes;
    j["numeric_failures"] = report.numeric_failures;
    j["failed_steps"] = report.failed_steps;
    j["kernels_run"] = options.run_kernels;  // false: --no-numerics, the L1 side only
    j["error"] = report.error;
    if (loaded.reference) {
      nlohmann::json model = nlohmann::json::array();
      for (const compiler::ModelCheck& c : modelChecks)
        model.push_back({{"pcc", std::isnan(c.pcc) ? nlohmann::json() : nlohmann::json(c.pcc)},
                         {"max_abs_error", c.max_abs_error}, {"ok", c.ok}, {"note", c.note}});
      j["model_check"] = {{"results", std::move(model)}, {"error", modelError},
                          {"required_pcc", 0.99}, {"run", options.check_numerics}};
    }
    j["ok"] = ok;
    fmt::print("{}\n", j.dump(2));
  } else {
    fmt::print("run @{} of {} on {}{}{}\n", graph.function, args.file, arch.name,
               loaded.loweredFromTTIR ? " (lowered from TTIR)" : "",
               loaded.plannedOnTheFly ? " (planned on the fly)" : "");
    if (!loaded.planSummary.empty()) fmt::print("plan: {}\n", loaded.planSummary);
    fmt::print("{:>4}  {:<18} {:>9} {:>9}  {:>9} {:>12}  {:<9} {}\n", "step", "op", "planned",
               "measured", "region", "lowest live", "numerics", "status");
    for (const exec::StepReport& s : report.steps) {
      const std::string lowest = s.lowest_live ? std::to_string(*s.lowest_live) : "-";
      const std::string numerics =
          !s.checked ? "-"
          : s.numerics.within_tolerance ? "ok"
          : s.numerics.non_finite_mismatches > 0
              ? fmt::format("{} nan/inf", s.numerics.non_finite_mismatches)
              : fmt::format("{:.3g}", s.numerics.max_abs_error);
      const std::string status = s.failed    ? "FAILED (could not run, see error)"
                                 : !s.l1_match ? "L1 MISMATCH"
                                 : !s.dram_match ? "DRAM MISMATCH"
                                 : s.clash     ? "CLASH"
                                 : s.checked && !s.numerics.within_tolerance ? "NUMERIC FAILURE"
                                               : "ok";
      const std::string measured = s.failed ? "-" : std::to_string(s.measured.peak);
      fmt::print("{:>4}  {:<18} {:>9} {:>9}  {:>9} {:>12}  {:<9} {}\n", s.step,
                 s.view ? s.op + " (view)" : s.op, s.planned.peak, measured, s.region_end,
                 lowest, numerics, status);
    }
    for (std::size_t i = 0; i < graph.arguments.size(); ++i) {
      const exec::GraphValue& a = graph.values[graph.arguments[i]];
      fmt::print("argument {}: {} in {}{}\n", i, a.desc.toString(), place(a.place),
                 a.l1_address ? fmt::format(" at {}", *a.l1_address) : "");
    }
    if (!report.error.empty()) fmt::print("error: {}\n", report.error);
    if (!args.report_file.empty()) fmt::print("L1 map: {}\n", args.report_file);
    for (std::size_t i = 0; i < modelChecks.size(); ++i) {
      const compiler::ModelCheck& c = modelChecks[i];
      fmt::print("model result {}: PCC {} (>= 0.99), max abs error {:.3g}{}: {}\n", i,
                 std::isnan(c.pcc) ? std::string("undefined") : fmt::format("{:.6f}", c.pcc),
                 c.max_abs_error, c.note.empty() ? "" : "; " + c.note, c.ok ? "ok" : "FAILED");
    }
    if (!modelError.empty()) fmt::print("model check: {}\n", modelError);
    const std::string model =
        !loaded.reference ? ""
        : args.no_numerics ? ", model check skipped (--no-numerics: the L1 side only)"
        : !options.check_numerics ? ", model check skipped (--no-reference)"
        : fmt::format(", {} of {} results match the model", 
                      std::count_if(modelChecks.begin(), modelChecks.end(), [](const auto& c) { return c.ok; }),
                      modelChecks.size());
    // DRAM on its own line, so that the summary below keeps the form scripts read.
    fmt::print("DRAM: {} B planned ({} B of them the function's arguments{}), {}\n",
               report.dram_planned_bytes, report.dram_planned_argument_bytes,
               loadSteps ? " and cached constants" : "",
               report.dram_measured
                   ? fmt::format("{} B of tensors touched ({} B read and {} B written by the "
                                 "device); {} steps moved other bytes than planned",
                                 report.dram_measured->touched_bytes, report.dram_measured->read_bytes,
                                 report.dram_measured->written_bytes, report.dram_mismatches)
                   : std::string("not measured (no kernels ran)"));
    if (loadSteps)
      fmt::print("DRAM at load time (const-eval functions, once): {} B planned, {}\n",
                 report.dram_load_planned_bytes,
                 report.dram_load_measured
                     ? fmt::format("{} B of tensors touched", report.dram_load_measured->touched_bytes)
                     : std::string("not measured (no kernels ran)"));
    fmt::print("{}: {} steps{}, {} L1 mismatches, {} clashes, {} numeric failures{}\n",
               ok ? "ok" : "FAILED", report.steps.size(), report.failedStepNote(),
               report.l1_mismatches, report.clashes, report.numeric_failures, model);
  }
  // A step (or the model) that refused the values it read failed on bad input, the
  // module's or the user's: exit 2 with the reason as the last line.
  if (const std::string bad = compiler::badInputValues(report, modelReport); !bad.empty())
    throw Error(ErrorKind::InvalidArgument, fmt::format("{}: {}", args.file, bad));
  return ok ? 0 : 1;
}

const CommandRegistration kRun("run", [](CLI::App& root) {
  auto a = std::make_shared<RunArgs>();
  auto* cmd = root.add_subcommand(
      "run", "Run a TTNN (or TTIR) module on the simulated device at its planned L1 addresses, checked");
  cmd->add_option("file", a->file,
                  "the TTNN module (.mlir), planned by strata-opt or not, or a TTIR module "
                  "(lowered by --ttir-to-ttnn first)")
      ->required();
  cmd->add_option("--arch", a->arch,
                  "built-in arch name or JSON arch file (default: the arch the module's "
                  "ttcore.system_desc describes, else wormhole_b0)")
      ->check(kNonEmpty);
  cmd->add_option("--func", a->function, "the function to run (default: the first public one)")
      ->check(kNonEmpty);
  cmd->add_option("--seed", a->seed, "seed of the random inputs")->capture_default_str();
  cmd->add_option("--input", a->inputs, "argument values from a .npy file: NAME=FILE (NAME: arg0, arg1, ...)");
  CLI::Option* outputDir = cmd->add_option("--output-dir", a->output_dir,
                  "write the function's results as result<i>.npy here (only when every check passes)")
      ->check(kNonEmpty);
  cmd->add_option("--placement", a->placement,
                  "when planning on the fly, first choose which DRAM activations move to L1: "
                  "strata (the most DRAM bytes saved under each op's exact L1 need), tt-mlir (a "
                  "model of tt-mlir's optimizer policy) or dram (none, the default)")
      ->check(CLI::IsMember({"strata", "tt-mlir", "dram"}));
  cmd->add_flag("--no-const-eval", a->no_const_eval,
                "for a TTIR module: keep the ops that depend only on parameters and constants "
                "in the function (default: they move to const-eval functions that run once, "
                "before the first step, as tt-mlir's enable-const-eval does; their DRAM "
                "bytes are reported apart)");
  cmd->add_option("--plan-timeout", a->plan_timeout, "planner budget (s) when planning on the fly")
      ->capture_default_str();
  cmd->add_option("--trace", a->trace_file,
                  "write the run's allocation trace as JSON (for strata frag --trace)");
  cmd->add_option("--report", a->report_file, "write the run's L1 map over time as HTML")
      ->check(kNonEmpty);
  cmd->add_flag("--json", a->json, "print the report as JSON");
  cmd->add_flag("--no-reference", a->no_reference,
                "skip the per-op float64 host references (the device still computes; the L1 "
                "checks stay): for whole models, where the references take most of the time");
  cmd->add_flag("--no-numerics", a->no_numerics,
                "the L1 side only: every op is built, placed and measured (planned == measured, "
                "clashes, planned addresses) but no kernel runs and no tensor data is made; "
                "seconds and little memory for a whole model")
      ->excludes(outputDir);
  cmd->callback([a] { setExitCode(runModule(*a)); });
});

}  // namespace
}  // namespace strata::cli
