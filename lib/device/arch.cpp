#include "strata/device/arch.hpp"

#include "strata/support/error.hpp"
#include "strata/support/input_file.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace strata::device {

namespace {

bool isPowerOfTwo(std::uint64_t v) { return v != 0 && (v & (v - 1)) == 0; }

// The name as JSON would write it: a bad name may hold a NUL or newline, which would
// cut the message short or split it.
std::string printableName(const std::string& name) {
  const std::string quoted = nlohmann::json(name).dump(-1, ' ', false,
                                                       nlohmann::json::error_handler_t::replace);
  return quoted.substr(1, quoted.size() - 2);
}

[[noreturn]] void badField(const ArchDesc& a, std::string_view field, const std::string& why) {
  throw Error(ErrorKind::InvalidArgument,
              fmt::format("arch '{}': field '{}' {}", printableName(a.name), field, why),
              {Error::str("arch", a.name), Error::str("field", std::string(field))});
}

ArchDesc makeWormhole(std::string name, std::uint32_t grid_y) {
  ArchDesc a;
  a.name = std::move(name);
  a.grid_x = 8;
  a.grid_y = grid_y;
  a.l1_size = 1499136;  // 1464 KiB
  a.l1_unreserved_base = 103712;
  a.l1_alignment = 16;
  a.dram_channels = 12;
  a.dram_bank_size = 1ull << 30;
  a.dram_unreserved_base = 64;
  a.dram_alignment = 32;
  a.trace_region_size = 0;
  return a;
}

ArchDesc makeBlackhole() {
  ArchDesc a;
  a.name = "blackhole";
  a.grid_x = 13;
  a.grid_y = 10;
  a.l1_size = 1572864;  // 1536 KiB
  a.l1_unreserved_base = 111360;
  a.l1_alignment = 16;
  a.dram_channels = 8;
  a.dram_bank_size = 4278190080ull;
  a.dram_unreserved_base = 64;
  a.dram_alignment = 64;
  a.trace_region_size = 0;
  return a;
}

}  // namespace

void ArchDesc::validate() const {
  if (name.empty()) badField(*this, "name", "is empty; give the architecture a name");
  // The name is printed in tables and one-line errors: a NUL, newline or other control
  // character would split or truncate them.
  if (name.size() > 128) badField(*this, "name", fmt::format("is {} characters; at most 128", name.size()));
  for (char c : name)
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
      badField(*this, "name",
               fmt::format("contains control character 0x{:02x}; use printable characters",
                           static_cast<unsigned>(static_cast<unsigned char>(c))));
  if (grid_x == 0) badField(*this, "grid_x", "is 0; the worker grid needs at least one column");
  if (grid_y == 0) badField(*this, "grid_y", "is 0; the worker grid needs at least one row");
  if (grid_x > 1024 || grid_y > 1024)
    badField(*this, grid_x > 1024 ? "grid_x" : "grid_y",
             fmt::format("is {}x{}; grids above 1024 in either dimension are not supported",
                         grid_x, grid_y));
  if (!isPowerOfTwo(l1_alignment))
    badField(*this, "l1_alignment", fmt::format("is {}; it must be a power of two", l1_alignment));
  if (!isPowerOfTwo(dram_alignment))
    badField(*this, "dram_alignment",
             fmt::format("is {}; it must be a power of two", dram_alignment));
  if (l1_size == 0) badField(*this, "l1_size", "is 0");
  if (l1_unreserved_base >= l1_size)
    badField(*this, "l1_unreserved_base",
             fmt::format("is {} but l1_size is {}; the unreserved base must lie below the top "
                         "of L1",
                         l1_unreserved_base, l1_size));
  if (l1_unreserved_base % l1_alignment != 0)
    badField(*this, "l1_unreserved_base",
             fmt::format("is {}, not a multiple of l1_alignment {}", l1_unreserved_base,
                         l1_alignment));
  if (l1_size % l1_alignment != 0)
    badField(*this, "l1_size",
             fmt::format("is {}, not a multiple of l1_alignment {}", l1_size, l1_alignment));
  if (dram_channels == 0) badField(*this, "dram_channels", "is 0; DRAM needs at least one bank");
  // Each channel gets its own bank state on the simulated device; real parts have 8-12.
  if (dram_channels > 1024)
    badField(*this, "dram_channels",
             fmt::format("is {}; more than 1024 DRAM channels are not supported", dram_channels));
  if (dram_bank_size == 0) badField(*this, "dram_bank_size", "is 0");
  if (dram_bank_size % dram_alignment != 0)
    badField(*this, "dram_bank_size",
             fmt::format("is {}, not a multiple of dram_alignment {}", dram_bank_size,
                         dram_alignment));
  if (trace_region_size % dram_alignment != 0)
    badField(*this, "trace_region_size",
             fmt::format("is {}, not a multiple of dram_alignment {}", trace_region_size,
                         dram_alignment));
  if (dram_unreserved_base % dram_alignment != 0)
    badField(*this, "dram_unreserved_base",
             fmt::format("is {}, not a multiple of dram_alignment {}", dram_unreserved_base,
                         dram_alignment));
  if (trace_region_size >= dram_bank_size || dram_unreserved_base >= dram_bank_size - trace_region_size)
    badField(*this, "dram_unreserved_base",
             fmt::format("is {} but the usable DRAM bank ends at {} (bank size {} minus trace "
                         "region {}); nothing would be left to allocate",
                         dram_unreserved_base, dram_bank_size - std::min(trace_region_size, dram_bank_size),
                         dram_bank_size, trace_region_size));
  if (tile_height != 32 || tile_width != 32)
    badField(*this, tile_height != 32 ? "tile_height" : "tile_width",
             fmt::format("is {}x{}; only 32x32 tiles are supported", tile_height, tile_width));
}

nlohmann::json ArchDesc::toJson() const {
  return nlohmann::json{{"name", name},
                        {"grid_x", grid_x},
                        {"grid_y", grid_y},
                        {"l1_size", l1_size},
                        {"l1_unreserved_base", l1_unreserved_base},
                        {"l1_alignment", l1_alignment},
                        {"dram_channels", dram_channels},
                        {"dram_bank_size", dram_bank_size},
                        {"dram_unreserved_base", dram_unreserved_base},
                        {"dram_alignment", dram_alignment},
                        {"trace_region_size", trace_region_size},
                        {"tile_height", tile_height},
                        {"tile_width", tile_width}};
}

ArchDesc ArchDesc::fromJson(const nlohmann::json& j, std::string_view source) {
  auto fail = [&](std::string_view field, const std::string& why) -> void {
    throw Error(ErrorKind::ParseError,
                fmt::format("{}: field '{}' {}", source, field, why),
                {Error::str("source", std::string(source)), Error::str("field", std::string(field))});
  };
  if (!j.is_object()) fail("<root>", "must be a JSON object with the arch fields");
  for (auto it = j.begin(); it != j.end(); ++it) {
    static const char* kKnown[] = {"name", "grid_x", "grid_y", "l1_size", "l1_unreserved_base",
                                   "l1_alignment", "dram_channels", "dram_bank_size",
                                   "dram_unreserved_base", "dram_alignment", "trace_region_size",
                                   "tile_height", "tile_width"};
    if (std::find(std::begin(kKnown), std::end(kKnown), it.key()) == std::end(kKnown))
      fail(it.key(), "is not an arch field (misspelt?)");
  }
  auto unsignedField = [&](const char* field, bool required, std::uint64_t fallback,
                           std::uint64_t max) -> std::uint64_t {
    if (!j.contains(field)) {
      if (required) fail(field, "is missing");
      return fallback;
    }
    const auto& v = j.at(field);
    if (!v.is_number_integer()) fail(field, "must be a non-negative integer");
    if (v.is_number_integer() && !v.is_number_unsigned() && v.get<std::int64_t>() < 0)
      fail(field, fmt::format("is {}; it must be non-negative", v.get<std::int64_t>()));
    std::uint64_t value = v.get<std::uint64_t>();
    if (value > max) fail(field, fmt::format("is {}; the maximum is {}", value, max));
    return value;
  };
  ArchDesc a;
  if (!j.contains("name")) fail("name", "is missing");
  if (!j.at("name").is_string()) fail("name", "must be a string");
  a.name = j.at("name").get<std::string>();
  constexpr std::uint64_t k32 = 0xffffffffull;
  constexpr std::uint64_t kMax = ~0ull >> 2;
  a.grid_x = static_cast<std::uint32_t>(unsignedField("grid_x", true, 0, k32));
  a.grid_y = static_cast<std::uint32_t>(unsignedField("grid_y", true, 0, k32));
  a.l1_size = unsignedField("l1_size", true, 0, kMax);
  a.l1_unreserved_base = unsignedField("l1_unreserved_base", true, 0, kMax);
  a.l1_alignment = unsignedField("l1_alignment", true, 0, kMax);
  a.dram_channels = static_cast<std::uint32_t>(unsignedField("dram_channels", true, 0, k32));
  a.dram_bank_size = unsignedField("dram_bank_size", true, 0, kMax);
  a.dram_unreserved_base = unsignedField("dram_unreserved_base", true, 0, kMax);
  a.dram_alignment = unsignedField("dram_alignment", true, 0, kMax);
  a.trace_region_size = unsignedField("trace_region_size", false, 0, kMax);
  a.tile_height = static_cast<std::uint32_t>(unsignedField("tile_height", false, 32, k32));
  a.tile_width = static_cast<std::uint32_t>(unsignedField("tile_width", false, 32, k32));
  try {
    a.validate();
  } catch (const Error& e) {
    throw Error(ErrorKind::InvalidArgument, fmt::format("{}: {}", source, e.what()), e.fields());
  }
  return a;
}

const std::vector<ArchDesc>& builtinArchs() {
  static const std::vector<ArchDesc> archs = {makeWormhole("wormhole_b0", 8),
                                              makeWormhole("wormhole_b0_n300", 7), makeBlackhole()};
  return archs;
}

std::vector<std::string> builtinArchNames() {
  std::vector<std::string> names;
  for (const auto& a : builtinArchs()) names.push_back(a.name);
  return names;
}

const ArchDesc& builtinArch(std::string_view name) {
  for (const auto& a : builtinArchs())
    if (a.name == name) return a;
  std::string known;
  for (const auto& n : builtinArchNames()) known += (known.empty() ? "" : ", ") + n;
  throw Error(ErrorKind::NotFound,
              fmt::format("unknown arch '{}'; built-in archs are {} (or pass a JSON file path)",
                          name, known),
              {Error::str("arch", std::string(name))});
}

ArchDesc loadArchFile(const std::string& path) {
  const std::string text = readInputFile(path, "arch file");
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(text);
  } catch (const nlohmann::json::parse_error& e) {
    throw Error(ErrorKind::ParseError,
                fmt::format("{}: not valid JSON at byte {}: {}", path, e.byte, e.what()),
                {Error::str("path", path), Error::num("byte", static_cast<std::int64_t>(e.byte))});
  } catch (const nlohmann::json::exception& e) {
    // Numbers JSON can write but no double holds (a 400-digit figure): name the problem
    // without the library's "[json.exception...]" prefix.
    std::string what = e.what();
    if (const std::size_t end = what.find("] "); what.starts_with("[json.") && end != std::string::npos)
      what.erase(0, end + 2);
    throw Error(ErrorKind::ParseError,
                fmt::format("{}: not readable as JSON: {}; arch figures are integers below 2^64", path,
                            what),
                {Error::str("path", path)});
  }
  return ArchDesc::fromJson(j, path);
}

ArchDesc resolveArch(std::string_view name_or_path) {
  for (const auto& a : builtinArchs())
    if (a.name == name_or_path) return a;
  std::string path(name_or_path);
  if (std::filesystem::exists(path)) return loadArchFile(path);
  return builtinArch(name_or_path);  // throws with the list of names
}

std::string describeArch(const ArchDesc& a) {
  std::string s;
  s += fmt::format("arch                 {}\n", a.name);
  s += fmt::format("worker grid          {}x{} ({} cores)\n", a.grid_x, a.grid_y, a.numWorkerCores());
  s += fmt::format("L1 per core          {} B ({} KiB)\n", a.l1_size, a.l1_size / 1024);
  s += fmt::format("L1 unreserved base   {} B\n", a.l1_unreserved_base);
  s += fmt::format("L1 allocatable       {} B per core\n", a.l1AllocatableBytes());
  s += fmt::format("L1 alignment         {} B\n", a.l1_alignment);
  s += fmt::format("DRAM                 {} banks x {} B\n", a.dram_channels, a.dram_bank_size);
  s += fmt::format("DRAM unreserved base {} B\n", a.dram_unreserved_base);
  s += fmt::format("DRAM alignment       {} B\n", a.dram_alignment);
  s += fmt::format("trace region         {} B per DRAM bank\n", a.trace_region_size);
  s += fmt::format("tile                 {}x{}\n", a.tile_height, a.tile_width);
  return s;
}

}  // namespace strata::device
