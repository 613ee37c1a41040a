#pragma once
// Command registry of the `strata` CLI. Each cmd_*.cpp registers its subcommands with
// a static CommandRegistration, so command families stay independent files.

#include <CLI/CLI.hpp>

#include <functional>
#include <string>
#include <vector>

namespace strata::cli {

// Adds one or more subcommands to `root`. A subcommand's callback reports its exit
// code through setExitCode (0 = success, 1 = a valid question answered "no",
// 2 = bad input).
using CommandSetup = std::function<void(CLI::App& root)>;

struct CommandRegistration {
  CommandRegistration(std::string name, CommandSetup setup);
};

// A step of `strata demo`, run in ascending `order`.
using DemoStep = std::function<int()>;
struct DemoRegistration {
  DemoRegistration(int order, std::string name, DemoStep step);
};

void setExitCode(int code);

}  // namespace strata::cli
