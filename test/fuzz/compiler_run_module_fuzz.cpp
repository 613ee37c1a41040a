// Fuzz target: `strata run`'s module reader (TTNN, or TTIR lowered), L1 placement (each
// policy in turn), planner, executor
// and TTIR model reference (and Python's run_module, which shares them). Any bytes as a module file must load, plan and run, or
// be refused with a strata::Error; nothing else may escape, crash or hang, and a run
// must leave the device's stack empty. Runs are held to 64 MiB of host memory (the
// executor's own estimate refuses bigger graphs, as it does for real runs).

#include "strata/compiler/Run/LoadGraph.h"
#include "strata/compiler/Dialect/TTIR/Analysis/TTIRReference.h"
#include "strata/exec/run.hpp"
#include "strata/support/error.hpp"

#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace strata;
  static const std::string path =
      (std::filesystem::temp_directory_path() / ("strata_fuzz_module_" + std::to_string(::getpid()) + ".mlir"))
          .string();
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  try {
    compiler::LoadOptions load;
    load.planTimeoutSeconds = 0.2;
    // Every placement policy in turn (by the input's length), so that placement and the
    // DRAM check meet every module the fuzzer makes.
    static const char* const kPlacements[] = {"dram", "strata", "tt-mlir"};
    load.placement = kPlacements[size % 3];
    const compiler::LoadedGraph loaded = compiler::loadGraph(path, load);
    runtime::Device device(loaded.arch);
    exec::RunOptions options;
    options.max_host_bytes = std::uint64_t{64} << 20;
    exec::RunReport report = exec::runGraph(device, loaded.graph, options);
    if (device.l1Map().stack_bytes != 0) std::abort();  // every frame popped
    if (report.ok() && report.outputs.size() != loaded.graph.results.size()) std::abort();
    // A run that passed moved exactly the DRAM bytes its plan says.
    if (report.ok() && report.dram_measured &&
        report.dram_measured->touched_bytes != report.dram_planned_bytes)
      std::abort();
    if (report.ok() && loaded.reference) compiler::checkRunAgainstModel(*loaded.reference, report);
  } catch (const Error&) {
  }
  return 0;
}
