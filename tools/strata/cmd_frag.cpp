// `strata frag` and `strata report`: the fragmentation study (docs/FRAGMENTATION.md).
//   strata frag   (--workload NAME|all | --trace FILE.json | --ttnn-graph FILE.json)
//                 [--policy heap,pool,stack,planned] [--arch NAME] [--json] [-o FILE]
//   strata frag   --sweep [--workload NAME|all] [--step 0.05] [--policy ...] [--arch NAME]
//                 [--json] [-o FILE]
//   strata frag   [--sweep] --list     the workload names (--workload / the sweep's)
//   strata report (--workload NAME|all | --trace FILE.json | --ttnn-graph FILE.json)
//                 [--policy ...] [--arch NAME] -o FILE
//   strata report --sweep [--workload NAME|all] [--step 0.05] ... -o FILE
// Everything is computed before anything is written: bad input leaves no output file.

#include "command.hpp"

#include "strata/analysis/pressure.hpp"
#include "strata/analysis/study.hpp"
#include "strata/analysis/trace_import.hpp"
#include "strata/analysis/ttnn_graph.hpp"
#include "strata/analysis/workloads.hpp"
#include "strata/device/arch.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <memory>

namespace {

using namespace strata::analysis;

struct FragOptions {
  std::string workload;
  std::string trace;
  std::string ttnn_graph;
  std::string policies;  // default: heap,pool,stack (the sweep adds planned)
  std::string arch{strata::device::kDefaultArch};
  std::string output;
  bool json = false;
  bool sweep = false;
  bool list = false;
  double step = 0.05;
};

// The pressure sweep the options ask for (--sweep); throws strata::Error on bad input.
PressureSweep buildSweep(const FragOptions& o) {
  if (!o.trace.empty() || !o.ttnn_graph.empty())
    throw strata::Error(strata::ErrorKind::InvalidArgument,
                        "--sweep runs the bundled workloads; it does not take --trace or "
                        "--ttnn-graph");
  return runPressureSweep(o.workload.empty() ? "all" : o.workload,
                          parsePolicies(o.policies.empty() ? "heap,pool,stack,planned" : o.policies),
                          strata::device::resolveArch(o.arch), o.step);
}

// What a study was built from, beyond its rows: for a TT-NN graph, what the graph held.
struct BuiltStudy {
  Study study;
  std::string source_note;  // one line, empty for bundled workloads and runtime traces
};

// Builds the study the options ask for; throws strata::Error on any bad input.
BuiltStudy buildStudy(const FragOptions& o) {
  const int sources = !o.workload.empty() + !o.trace.empty() + !o.ttnn_graph.empty();
  if (sources != 1)
    throw strata::Error(strata::ErrorKind::InvalidArgument,
                        "give exactly one of --workload NAME|all, --trace FILE.json or "
                        "--ttnn-graph FILE.json");
  const std::vector<Policy> policies =
      parsePolicies(o.policies.empty() ? "heap,pool,stack" : o.policies);
  if (!o.ttnn_graph.empty()) {
    // The graph names no arch: its buffers are sized and replayed on --arch.
    ImportedTtnnGraph g = importTtnnGraphFile(o.ttnn_graph, strata::device::resolveArch(o.arch));
    std::vector<Workload> w;
    w.push_back(std::move(g.workload));
    return {runStudy(std::move(w), policies, g.geometry, g.arch_name),
            fmt::format("ttnn graph {}: {}\n", o.ttnn_graph, describeTtnnGraphCounts(g.counts))};
  }
  if (!o.trace.empty()) {
    ImportedTrace t = importTraceFile(o.trace);
    std::vector<Workload> w;
    w.push_back(std::move(t.workload));
    return {runStudy(std::move(w), policies, t.geometry, t.arch_name), ""};
  }
  const strata::device::ArchDesc arch = strata::device::resolveArch(o.arch);
  return {runStudy(buildWorkloads(o.workload, arch), policies, geometryOf(arch), arch.name), ""};
}

void addCommonOptions(CLI::App* cmd, FragOptions& o) {
  cmd->add_option("--workload", o.workload, "bundled workload name, or 'all'");
  cmd->add_option("--trace", o.trace, "a runtime JSON trace to replay (docs/runtime.md)");
  cmd->add_option("--ttnn-graph", o.ttnn_graph,
                  "a TT-NN graph capture (ttnn.graph.end_graph_capture's JSON) to replay on "
                  "--arch (docs/analysis.md)");
  cmd->add_option("--policy", o.policies,
                  "comma-separated subset of heap,pool,stack,planned (default heap,pool,stack; "
                  "with --sweep also planned)");
  cmd->add_option("--arch", o.arch,
                  "built-in arch name or JSON arch file (bundled workloads, --ttnn-graph)")
      ->capture_default_str();
  cmd->add_flag("--sweep", o.sweep,
                "pressure sweep: the whole models with 0..100 % of their long-lived bytes in "
                "L1, every other bundled workload at r = 0 (--workload NAME|all; names: "
                "frag --sweep --list)");
  cmd->add_option("--step", o.step, "residency step of the sweep")->capture_default_str();
}

const strata::cli::CommandRegistration kFrag("frag", [](CLI::App& root) {
  auto o = std::make_shared<FragOptions>();
  auto* frag = root.add_subcommand(
      "frag", "Replay workloads under heap / pool / stack placement and compare fragmentation");
  addCommonOptions(frag, *o);
  frag->add_flag("--json", o->json, "print a JSON list instead of the table");
  frag->add_option("-o,--output", o->output, "write the table / JSON to this file");
  frag->add_flag("--list", o->list,
                 "print the bundled workload names, one a line (with --sweep: the sweep's)");
  frag->callback([o] {
    if (o->list) {
      for (const std::string& name : o->sweep ? sweepWorkloadNames() : workloadNames())
        fmt::print("{}\n", name);
      strata::cli::setExitCode(0);
      return;
    }
    if (o->sweep) {
      const PressureSweep sweep = buildSweep(*o);
      const std::string text = o->json ? sweepToJson(sweep).dump(2) + "\n" : formatSweep(sweep);
      if (o->output.empty())
        fmt::print("{}", text);
      else
        writeFileAtomically(o->output, text);
      strata::cli::setExitCode(0);
      return;
    }
    BuiltStudy built = buildStudy(*o);
    // The JSON stays a plain list; the table says what the graph held above it.
    std::string text = o->json ? studyToJson(built.study).dump(2) + "\n"
                               : built.source_note + formatTable(built.study);
    if (o->output.empty())
      fmt::print("{}", text);
    else
      writeFileAtomically(o->output, text);
    strata::cli::setExitCode(0);
  });

  auto r = std::make_shared<FragOptions>();
  auto* report = root.add_subcommand(
      "report", "Write a self-contained HTML report: memory maps per policy and the metrics");
  addCommonOptions(report, *r);
  report->add_option("-o,--output", r->output, "the HTML file to write")->required();
  report->callback([r] {
    if (r->sweep) {
      const PressureSweep sweep = buildSweep(*r);
      writeFileAtomically(r->output, renderSweepReport(sweep));
      std::size_t models = 0;
      for (const SweepCurve& c : sweep.curves) models += !c.residency_axis_empty;
      fmt::print("wrote {} ({} workloads x {} policies: {} over the residency, {} at r = 0)\n",
                 r->output, sweep.curves.size(), sweep.policies.size(), models,
                 sweep.curves.size() - models);
      strata::cli::setExitCode(0);
      return;
    }
    Study study = buildStudy(*r).study;
    writeFileAtomically(r->output, renderReport(study));
    fmt::print("wrote {} ({} workloads x {} policies)\n", r->output, study.workloads.size(),
               study.workloads.empty() ? 0 : study.rows.size() / study.workloads.size());
    strata::cli::setExitCode(0);
  });
});

// In `strata demo -o DIR` (the working directory by default), which main has created.
std::string demoReportPath() {
  return (std::filesystem::path(strata::cli::demoOutputDir()) / "fragmentation-report.html")
      .string();
}

const strata::cli::DemoRegistration kFragDemo(40, "fragmentation study: heap vs pool vs stack", [] {
  const auto& arch = strata::device::builtinArch(strata::device::kDefaultArch);
  Study study = runStudy(buildWorkloads("all", arch),
                         {Policy::Heap, Policy::Pool, Policy::Stack}, geometryOf(arch), arch.name);
  const std::string path = demoReportPath();
  writeFileAtomically(path, renderReport(study));
  fmt::print("{}", formatTable(study));
  fmt::print("report: {}\n", path);
  return 0;
});

}  // namespace
