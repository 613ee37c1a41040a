#pragma once
// Command registry of the `strata` CLI. Each cmd_*.cpp registers its subcommands with
// a static CommandRegistration, so command families stay independent files.

#include "strata/support/error.hpp"

#include <CLI/CLI.hpp>
#include <fmt/core.h>

#include <charconv>
#include <chrono>
#include <cstdint>

#include <functional>
#include <string>
#include <string_view>
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

// Where `strata demo` writes its files (-o DIR; default: the working directory).
const std::string& demoOutputDir();

// When this process started, on the steady clock (from /proc/self/stat, 10 ms
// resolution; now() where that is unavailable). Time budgets such as plan's --timeout
// count from here, so loading the shared libraries (about 30 ms: libLLVM, libMLIR) is
// inside the budget the user gave.
std::chrono::steady_clock::time_point processStart();

// Whole numbers given on the command line, parsed strictly: CLI11 clamps values above
// the type's range and wraps "-1" into unsigned options, so the options that size or
// seed something take text and come here. The error names the option and the range.
// For options whose empty value would read as "not given" (--arch '', --func ''):
// an empty value is refused rather than silently ignored.
inline const CLI::Validator kNonEmpty(
    [](std::string& value) {
      return value.empty() ? std::string("an empty value names nothing; leave the option out for its default")
                           : std::string();
    },
    "NON-EMPTY");

inline std::uint64_t parseWholeNumber(const std::string& text, std::string_view option,
                                      std::uint64_t min, std::uint64_t max) {
  std::uint64_t value = 0;
  const char* end = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(text.data(), end, value);
  if (text.empty() || ptr != end || (ec != std::errc() && ec != std::errc::result_out_of_range))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} '{}' is not a whole number; give one from {} to {}", option,
                            text, min, max),
                {Error::str("option", std::string(option))});
  if (ec == std::errc::result_out_of_range || value < min || value > max)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} {} is out of range; give a whole number from {} to {}", option,
                            text, min, max),
                {Error::str("option", std::string(option))});
  return value;
}

}  // namespace strata::cli
