// Entry point of the `strata` CLI. Subcommands live in cmd_*.cpp and register
// themselves; main only parses, dispatches and turns errors into exit codes.

#include "command.hpp"

#include "strata/support/error.hpp"
#include "strata/support/input_file.hpp"
#include "strata/version.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <new>
#include <optional>
#include <sstream>

#include <unistd.h>

namespace strata::cli {
namespace {

struct Registry {
  std::vector<std::pair<std::string, CommandSetup>> commands;
  std::multimap<int, std::pair<std::string, DemoStep>> demo_steps;
  int exit_code = 0;
  std::string demo_output_dir = ".";
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

const std::string& demoOutputDir() { return registry().demo_output_dir; }

std::chrono::steady_clock::time_point processStart() {
  const auto now = std::chrono::steady_clock::now();
  // Field 22 of /proc/self/stat is the start time in clock ticks after boot; the command
  // name before it may hold spaces, so fields are counted after its closing parenthesis.
  std::ifstream stat("/proc/self/stat");
  std::string text((std::istreambuf_iterator<char>(stat)), std::istreambuf_iterator<char>());
  const std::size_t close = text.rfind(')');
  timespec boot{};
  const long ticks_per_second = sysconf(_SC_CLK_TCK);
  if (close == std::string::npos || ticks_per_second <= 0 || clock_gettime(CLOCK_BOOTTIME, &boot) != 0)
    return now;
  std::istringstream fields(text.substr(close + 1));
  std::string field;
  for (int i = 3; i <= 22 && fields >> field; ++i) {
    if (i != 22) continue;
    const double started = std::strtod(field.c_str(), nullptr) / static_cast<double>(ticks_per_second);
    const double age = static_cast<double>(boot.tv_sec) + static_cast<double>(boot.tv_nsec) * 1e-9 - started;
    if (!(age >= 0) || age > 10) return now;  // not a plausible start-up time
    return now - std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                     std::chrono::duration<double>(age));
  }
  return now;
}

}  // namespace strata::cli

namespace {

// The first word that names no subcommand where one is expected, so `strata bogus` and
// `strata alloc bogus` say which word is wrong (CLI11 would only say that a subcommand
// is required). Scanning stops at the first option: its value may be any word.
std::optional<std::string> unknownCommand(CLI::App& app, int argc, char** argv,
                                          std::string& where) {
  CLI::App* current = &app;
  where = "strata";
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (word.empty() || word[0] == '-') return std::nullopt;
    auto subs = current->get_subcommands([](CLI::App*) { return true; });
    if (subs.empty()) return std::nullopt;
    auto it = std::find_if(subs.begin(), subs.end(),
                           [&](CLI::App* s) { return s->get_name() == word; });
    if (it == subs.end()) {
      if (!current->get_options([](CLI::Option* o) { return o->get_positional(); }).empty())
        return std::nullopt;
      return word;
    }
    current = *it;
    where += " " + word;
  }
  return std::nullopt;
}

std::string subcommandNames(CLI::App& app, const std::string& where) {
  CLI::App* current = &app;
  std::istringstream words(where);
  std::string word;
  words >> word;  // "strata"
  while (words >> word) current = current->get_subcommand(word);
  std::string names;
  for (CLI::App* s : current->get_subcommands([](CLI::App*) { return true; }))
    names += (names.empty() ? "" : ", ") + s->get_name();
  return names;
}

// CLI11 messages can span lines and user text (an arch name, a trace id) can hold
// control characters: the contract is one printable error line per failure.
std::string oneLine(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\n' || c == '\r' || c == '\t')
      out.push_back(' ');
    else if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
      out += fmt::format("\\x{:02x}", static_cast<unsigned>(static_cast<unsigned char>(c)));
    else
      out.push_back(c);
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace strata::cli;
  CLI::App app{"strata: memory management for tile-based tensor accelerators"};
  app.require_subcommand(1);
  app.set_version_flag("--version", fmt::format("strata {}", strata::version()),
                       "print the version (the library's) and exit");
  // Options of the root stay valid after the subcommand (strata plan ... --max-input-bytes N).
  app.fallthrough();
  std::uint64_t max_input = strata::kDefaultMaxInputBytes;
  app.add_option("--max-input-bytes", max_input,
                 "largest input file any reader accepts, in bytes (default 268435456 = 256 MiB)")
      ->check(CLI::Range(std::uint64_t{1}, std::uint64_t{1} << 40));
  auto& commands = registry().commands;
  std::sort(commands.begin(), commands.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& [name, setup] : commands) setup(app);
  CLI::App* demo = app.add_subcommand("demo", "Run the built-in end-to-end demonstration");
  demo->add_option("-o,--output-dir", registry().demo_output_dir,
                   "directory for the demo's files (the fragmentation report); created if "
                   "missing")
      ->capture_default_str();
  demo->callback([] {
    // Checked before any step runs, so a bad -o fails at once rather than after the tour.
    std::error_code ec;
    std::filesystem::create_directories(registry().demo_output_dir, ec);
    if (ec || !std::filesystem::is_directory(registry().demo_output_dir))
      throw strata::Error(strata::ErrorKind::InvalidArgument,
                  fmt::format("strata demo -o {}: cannot create the directory{}",
                              registry().demo_output_dir, ec ? ": " + ec.message() : ""));
    // A directory that exists may still refuse files (/proc, read-only): try one.
    const std::filesystem::path probe =
        std::filesystem::path(registry().demo_output_dir) / ".strata-demo-write-test";
    if (!std::ofstream(probe).good())
      throw strata::Error(strata::ErrorKind::InvalidArgument,
                  fmt::format("strata demo -o {}: the directory does not take new files; name "
                              "one you can write to",
                              registry().demo_output_dir));
    std::filesystem::remove(probe, ec);
    setExitCode(runDemo());
  });
  // Applied before any subcommand callback runs (they read input files).
  app.parse_complete_callback([&] { strata::maxInputBytes() = max_input; });

  std::string where;
  if (auto word = unknownCommand(app, argc, argv, where)) {
    fmt::print(stderr, "error: unknown command '{}' for '{}'; available: {}\n", oneLine(*word),
               where, subcommandNames(app, where));
    return 2;
  }
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    if (e.get_exit_code() == 0) return app.exit(e);  // --help, --help-all
    fmt::print(stderr, "error: {}; see strata --help\n", oneLine(e.what()));
    return 2;
  } catch (const strata::Error& e) {
    fmt::print(stderr, "error: {}\n", oneLine(e.what()));
    return 2;
  } catch (const std::bad_alloc&) {
    fmt::print(stderr, "error: the host ran out of memory; the input is too large for this "
                       "machine\n");
    return 2;
  } catch (const std::exception& e) {
    fmt::print(stderr, "error: {}\n", oneLine(e.what()));
    return 2;
  }
  return registry().exit_code;
}
