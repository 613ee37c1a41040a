// Entry point of the `strata` CLI. Subcommands live in cmd_*.cpp and register
// themselves; main only parses, dispatches and turns errors into exit codes.

#include "command.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cstdio>
#include <exception>
#include <map>

namespace strata::cli {
namespace {

struct Registry {
  std::vector<std::pair<std::string, CommandSetup>> commands;
  std::multimap<int, std::pair<std::string, DemoStep>> demo_steps;
  int exit_code = 0;
};

Registry& registry() {
  static Registry r;
  return r;
}

int runDemo() {
  if (registry().demo_steps.empty()) {
    fmt::print("strata demo: no demo steps are built into this binary\n");
    return 0;
  }
  for (auto& [order, entry] : registry().demo_steps) {
    fmt::print("\n==== {} ====\n", entry.first);
    std::fflush(stdout);
    if (int rc = entry.second(); rc != 0) {
      fmt::print(stderr, "strata demo: step '{}' failed with exit code {}\n", entry.first, rc);
      return rc;
    }
  }
  fmt::print("\nstrata demo: all {} steps passed\n", registry().demo_steps.size());
  return 0;
}

}  // namespace

CommandRegistration::CommandRegistration(std::string name, CommandSetup setup) {
  registry().commands.emplace_back(std::move(name), std::move(setup));
}

DemoRegistration::DemoRegistration(int order, std::string name, DemoStep step) {
  registry().demo_steps.emplace(order, std::make_pair(std::move(name), std::move(step)));
}

void setExitCode(int code) { registry().exit_code = code; }

}  // namespace strata::cli

int main(int argc, char** argv) {
  using namespace strata::cli;
  CLI::App app{"strata: memory management for tile-based tensor accelerators"};
  app.require_subcommand(1);
  auto& commands = registry().commands;
  std::sort(commands.begin(), commands.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& [name, setup] : commands) setup(app);
  app.add_subcommand("demo", "Run the built-in end-to-end demonstration")->callback([] {
    setExitCode(runDemo());
  });

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int rc = app.exit(e);
    return rc == 0 ? 0 : 2;
  } catch (const strata::Error& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return 2;
  } catch (const std::exception& e) {
    fmt::print(stderr, "error: {}\n", e.what());
    return 2;
  }
  return registry().exit_code;
}
