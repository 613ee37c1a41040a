// `strata trace WORKLOAD [--arch NAME] [--format table|json|ttnn-graph] [--json] [-o FILE]`:
// runs a workload on the simulated device with tracing on and prints its events: a
// table, the JSON trace document of docs/runtime.md, or the same trace as a TT-NN graph
// capture (docs/analysis.md). Workloads: `demo` (the cosh composite).

#include "command.hpp"

#include "strata/analysis/ttnn_graph.hpp"
#include "strata/device/arch.hpp"
#include "strata/runtime/demo.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/trace.hpp"
#include "strata/support/error.hpp"
#include "strata/support/output_file.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <fstream>
#include <memory>
#include <string>

namespace strata::cli {
namespace {

struct TraceArgs {
  std::string workload;
  std::string arch{device::kDefaultArch};
  std::string format = "table";
  bool json = false;  // the older spelling of --format json
  std::string output;
};

void printTable(const std::vector<runtime::TraceEvent>& events) {
  fmt::print("{:>4}  {:<18} {:<18} {:<6} {:<5} {:>8} {:>8} {:>9}  {:>8} {:>8}\n", "seq", "kind",
             "name", "alloc", "type", "address", "size", "per_bank", "stack", "heap");
  for (const runtime::TraceEvent& e : events) {
    const bool buffer = e.kind == runtime::EventKind::Alloc || e.kind == runtime::EventKind::Free;
    fmt::print("{:>4}  {:<18} {:<18} {:<6} {:<5} {:>8} {:>8} {:>9}  {:>8} {:>8}\n", e.seq,
               runtime::eventKindName(e.kind), e.name.substr(0, 18),
               buffer ? runtime::allocatorKindName(e.allocator) : "",
               buffer ? device::bufferTypeName(e.buffer_type) : "",
               e.address ? std::to_string(e.address) : "", e.size ? std::to_string(e.size) : "",
               buffer ? std::to_string(e.bytes_per_bank) : "", e.l1_stack_top, e.l1_heap_floor);
  }
}

int runTrace(const TraceArgs& args) {
  std::string format = args.format;
  if (args.json) {
    if (format != "table" && format != "json")
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("--json asks for --format json, but --format is '{}'; give one "
                              "of them",
                              format));
    format = "json";
  }
  if (format != "table" && format != "json" && format != "ttnn-graph")
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("unknown trace format '{}'; available: table, json, ttnn-graph", format),
                {Error::str("format", format)});
  if (args.workload != "demo")
    throw Error(ErrorKind::NotFound,
                fmt::format("unknown trace workload '{}'; available: demo", args.workload),
                {Error::str("workload", args.workload)});
  const device::ArchDesc arch = device::resolveArch(args.arch);
  runtime::Device device(arch);
  device.tracer().enable();
  const runtime::demo::CoshDemoReport report = runtime::demo::runCoshDemo(device, {});
  const std::vector<runtime::TraceEvent> events = device.tracer().events();
  // -o writes the document: the TT-NN graph with --format ttnn-graph, else the trace.
  const nlohmann::json doc = format == "ttnn-graph" ? analysis::traceToTtnnGraph(events, arch)
                                                    : runtime::traceToJson(events, arch);
  if (!args.output.empty()) writeFileAtomically(args.output, doc.dump(1) + "\n");
  if (format != "table")
    fmt::print("{}\n", doc.dump(1));
  else {
    printTable(events);
    fmt::print("{} events; cosh {} (max rel error {:.3g})\n", events.size(),
               report.within_tolerance ? "matches the host reference" : "MISMATCHES the host reference",
               report.max_rel_error);
  }
  return report.within_tolerance ? 0 : 1;
}

const CommandRegistration kTrace("trace", [](CLI::App& root) {
  auto args = std::make_shared<TraceArgs>();
  auto* cmd = root.add_subcommand("trace", "Run a workload with allocation tracing and print its events");
  cmd->add_option("workload", args->workload, "Workload to trace: demo")->required();
  cmd->add_option("--arch", args->arch, "Built-in arch name or JSON arch file");
  cmd->add_option("--format", args->format,
                  "table, json (the trace document, docs/runtime.md) or ttnn-graph (a TT-NN "
                  "graph capture, docs/analysis.md)")
      ->capture_default_str();
  cmd->add_flag("--json", args->json, "Same as --format json");
  cmd->add_option("-o,--output", args->output,
                  "Also write the document to this file (the JSON trace, or the TT-NN graph "
                  "with --format ttnn-graph)");
  cmd->callback([args] { setExitCode(runTrace(*args)); });
});

}  // namespace
}  // namespace strata::cli
