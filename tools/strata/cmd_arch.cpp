// `strata arch list` and `strata arch show NAME|FILE [--json]`.

#include "command.hpp"

#include "strata/device/arch.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

namespace {

struct ArchOptions {
  std::string name{strata::device::kDefaultArch};
  bool json = false;
};

const strata::cli::CommandRegistration kArch("arch", [](CLI::App& root) {
  auto* arch = root.add_subcommand("arch", "Show built-in or user architecture descriptions");
  arch->require_subcommand(1);
  arch->add_subcommand("list", "List the built-in architectures")->callback([] {
    for (const auto& a : strata::device::builtinArchs())
      fmt::print("{:<18} {}x{} cores, L1 {} B/core, DRAM {} x {} B\n", a.name, a.grid_x,
                 a.grid_y, a.l1_size, a.dram_channels, a.dram_bank_size);
  });
  auto opts = std::make_shared<ArchOptions>();
  auto* show = arch->add_subcommand("show", "Print one architecture (built-in name or JSON file)");
  show->add_option("name", opts->name, "built-in name or path to a JSON arch file")
      ->capture_default_str();
  show->add_flag("--json", opts->json, "print as JSON (the format user arch files use)");
  show->callback([opts] {
    auto a = strata::device::resolveArch(opts->name);
    if (opts->json)
      fmt::print("{}\n", a.toJson().dump(2));
    else
      fmt::print("{}", strata::device::describeArch(a));
  });
});

const strata::cli::DemoRegistration kArchDemo(0, "arch: wormhole_b0", [] {
  fmt::print("{}", strata::device::describeArch(strata::device::builtinArch(strata::device::kDefaultArch)));
  return 0;
});

}  // namespace
