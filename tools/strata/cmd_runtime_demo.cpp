// `strata demo` step 20: the cosh composite on a simulated Wormhole, written with a
// stack frame, printing the L1 map after every step and checking the result.
// Also `strata runtime-demo [--arch NAME]` to run just this step.

#include "command.hpp"

#include "strata/device/arch.hpp"
#include "strata/runtime/demo.hpp"
#include "strata/runtime/device.hpp"

#include <fmt/core.h>

#include <cstdio>
#include <string>

namespace strata::cli {
namespace {

int runRuntimeDemo(const std::string& arch_name) {
  const device::ArchDesc arch = device::resolveArch(arch_name);
  runtime::Device device(arch);
  fmt::print("cosh(x) = (exp(x) + exp(-x)) * 0.5 on a simulated {} ({}x{} cores, L1 {} B, "
             "unreserved base {})\n",
             arch.name, arch.grid_x, arch.grid_y, arch.l1_size, arch.l1_unreserved_base);
  fmt::print("intermediates on the L1 stack (one frame), create_scalar(0.5) on the stack, "
             "output on the L1 heap\n");
  const runtime::demo::CoshDemoReport report =
      runtime::demo::runCoshDemo(device, [](const std::string& line) { fmt::print("{}\n", line); });
  std::fflush(stdout);
  return report.within_tolerance ? 0 : 1;
}

const CommandRegistration kRuntimeDemo("runtime-demo", [](CLI::App& root) {
  auto* cmd = root.add_subcommand("runtime-demo",
                                  "Run the cosh stack-frame composite on the simulated device");
  auto arch = std::make_shared<std::string>(device::kDefaultArch);
  cmd->add_option("--arch", *arch, "Built-in arch name or JSON arch file");
  cmd->callback([arch] { setExitCode(runRuntimeDemo(*arch)); });
});

const DemoRegistration kRuntimeDemoStep(20, "runtime: cosh composite on the L1 stack", [] {
  return runRuntimeDemo(std::string(device::kDefaultArch));
});

}  // namespace
}  // namespace strata::cli
