// `strata alloc replay [--trace FILE.json] [--arch NAME|FILE] [--policy first|best]`:
// (and `strata alloc builtin-trace`, which prints the built-in trace as JSON)
// replays an allocation trace on an arch's L1 (or DRAM) banks in lockstep and prints the
// statistics and a block map at the peak and at the end. Without --trace it replays the
// built-in model-like L1 trace (the same events as data/traces/l1_trace.json).

#include "command.hpp"

#include "strata/alloc/alloc_trace.hpp"
#include "strata/alloc/bank_manager.hpp"
#include "strata/device/arch.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <memory>
#include <string>

namespace {

using namespace strata;

struct ReplayOptions {
  std::string trace_path;  // empty: the built-in trace
  std::string arch;        // empty: the trace's arch
  std::string policy = "best";
  bool blocks = false;
};

void printBlocks(const std::vector<alloc::Block>& blocks) {
  for (const alloc::Block& b : blocks)
    fmt::print("    [{:>8}, {:>8})  {:>8} B  {}\n", b.begin, b.begin + b.size, b.size,
               b.allocated ? "allocated" : "free");
}

void printState(const char* title, const alloc::Statistics& s,
                const std::vector<alloc::Block>& blocks, const alloc::BankConfig& c,
                bool list_blocks) {
  std::uint64_t capacity = c.allocatable_end - c.allocatable_begin;
  fmt::print("{}: {} B allocated in {} blocks ({:.1f}% of {} B), {} B free in {} blocks, "
             "largest free block {} B\n",
             title, s.allocated, s.allocated_blocks, 100.0 * double(s.allocated) / double(capacity),
             capacity, s.free, s.free_blocks, s.largest_free_block);
  std::size_t width = 64;
  fmt::print("  {:>8} |{}| {}\n", c.allocatable_begin,
             alloc::blockMap(blocks, c.allocatable_begin, c.allocatable_end, width),
             c.allocatable_end);
  if (list_blocks) printBlocks(blocks);
}

int runReplay(const ReplayOptions& o) {
  alloc::AllocTrace trace =
      o.trace_path.empty() ? alloc::modelLikeL1Trace() : alloc::AllocTrace::load(o.trace_path);
  if (trace.events.empty())
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("allocation trace {}: 'events' is empty; there is nothing to replay, "
                            "add at least one alloc event",
                            o.trace_path.empty() ? "built-in" : o.trace_path),
                {Error::str("source", o.trace_path)});
  device::ArchDesc arch = device::resolveArch(o.arch.empty() ? trace.arch : o.arch);
  alloc::FitPolicy policy =
      o.policy == "first" ? alloc::FitPolicy::FirstFit : alloc::FitPolicy::BestFit;
  alloc::BankConfig config = trace.buffer_type == device::BufferType::DRAM
                                 ? alloc::BankConfig::dram(arch, policy)
                                 : alloc::BankConfig::l1(arch, policy);
  alloc::BankManager banks(config);
  alloc::ReplayResult r = alloc::replay(trace, banks);

  std::size_t allocs = 0;
  for (const auto& e : trace.events) allocs += e.op == alloc::TraceEvent::Op::Alloc;
  fmt::print("trace    {} ({}): {} events, {} allocations, {} frees\n", trace.name,
             o.trace_path.empty() ? "built-in" : o.trace_path, trace.events.size(), allocs,
             trace.events.size() - allocs);
  fmt::print("banks    {} x {} {} banks of {} B, allocatable [{}, {}), alignment {}\n",
             config.num_banks, arch.name, device::bufferTypeName(config.type), config.bank_size,
             config.allocatable_begin, config.allocatable_end, config.alignment);
  fmt::print("policy   {}, {}\n", policy == alloc::FitPolicy::BestFit ? "best fit" : "first fit",
             trace.direction == alloc::Direction::TopDown ? "top-down" : "bottom-up");
  const alloc::TraceEvent& peak = trace.events[r.peak_event];
  fmt::print("peak     {} B per bank at event {} (alloc '{}')\n", r.peak_allocated, r.peak_event,
             peak.id);
  fmt::print("map      '#' allocated, '+' partly allocated, '.' free; {} cells over the "
             "allocatable range\n",
             64);
  printState("at peak ", r.peak_statistics, r.peak_blocks, config, o.blocks);
  printState("at end  ", r.final_statistics, r.final_blocks, config, true);
  return 0;
}

const cli::CommandRegistration kAlloc("alloc", [](CLI::App& root) {
  auto* alloc_cmd = root.add_subcommand("alloc", "Bank allocators: replay allocation traces");
  alloc_cmd->require_subcommand(1);
  auto opts = std::make_shared<ReplayOptions>();
  auto* replay = alloc_cmd->add_subcommand(
      "replay", "Replay an allocation trace on an arch's banks and print statistics and a block map");
  replay->add_option("--trace", opts->trace_path,
                     "trace JSON file (default: the built-in model-like L1 trace)");
  replay->add_option("--arch", opts->arch,
                     "built-in arch name or arch JSON file (default: the trace's arch)");
  replay->add_option("--policy", opts->policy, "fit policy")
      ->check(CLI::IsMember({"first", "best"}))
      ->capture_default_str();
  replay->add_flag("--blocks", opts->blocks, "also list every block at the peak");
  replay->callback([opts] { cli::setExitCode(runReplay(*opts)); });
  alloc_cmd
      ->add_subcommand("builtin-trace",
                       "Print the built-in model-like L1 trace as JSON (data/traces/l1_trace.json)")
      ->callback([] { fmt::print("{}", alloc::modelLikeL1Trace().toJsonText()); });
});

const cli::DemoRegistration kAllocDemo(10, "alloc: replay the model-like L1 trace on wormhole_b0",
                                       [] { return runReplay(ReplayOptions{}); });

}  // namespace
