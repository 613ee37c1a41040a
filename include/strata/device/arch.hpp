#pragma once
// Architecture descriptions: every hardware figure Strata uses comes from here.

#include "strata/device/core.hpp"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace strata::device {

struct ArchDesc {
  std::string name;
  std::uint32_t grid_x = 0;  // worker grid columns
  std::uint32_t grid_y = 0;  // worker grid rows
  std::uint64_t l1_size = 0;             // bytes per Tensix core
  std::uint64_t l1_unreserved_base = 0;  // first byte not owned by firmware/mailboxes
  std::uint64_t l1_alignment = 0;
  std::uint32_t dram_channels = 0;        // one DRAM bank per channel
  std::uint64_t dram_bank_size = 0;       // bytes per bank
  std::uint64_t dram_unreserved_base = 0;
  std::uint64_t dram_alignment = 0;
  std::uint64_t trace_region_size = 0;    // reserved at the top of every DRAM bank
  std::uint32_t tile_height = 32;
  std::uint32_t tile_width = 32;

  std::uint32_t numWorkerCores() const { return grid_x * grid_y; }
  CoreRange workerRange() const { return CoreRange({0, 0}, {grid_x - 1, grid_y - 1}); }
  std::uint64_t l1AllocatableBytes() const { return l1_size - l1_unreserved_base; }
  // Highest DRAM address + 1 usable by buffers (the trace region sits above it).
  std::uint64_t dramUsableEnd() const { return dram_bank_size - trace_region_size; }

  // Throws strata::Error (InvalidArgument) naming the first inconsistent field.
  void validate() const;
  bool operator==(const ArchDesc&) const = default;

  nlohmann::json toJson() const;
  // Reads every field (all required except tile_height/tile_width and trace_region_size),
  // then validates. `source` names the file in error messages.
  static ArchDesc fromJson(const nlohmann::json& json, std::string_view source = "<json>");
};

// Built-ins: "wormhole_b0" (n150, 8x8), "wormhole_b0_n300" (8x7), "blackhole" (p150, 13x10).
// The arch every tool, the Python module and the compiler use when none is named (nor
// described by a module's ttcore.system_desc): one default, so they cannot drift apart.
inline constexpr std::string_view kDefaultArch = "wormhole_b0";
const std::vector<ArchDesc>& builtinArchs();
std::vector<std::string> builtinArchNames();
// Throws strata::Error (NotFound) listing the built-in names.
const ArchDesc& builtinArch(std::string_view name);
// Reads and validates a JSON arch file; errors name the file and the field.
ArchDesc loadArchFile(const std::string& path);
// A built-in name, or else a path to a JSON file.
ArchDesc resolveArch(std::string_view name_or_path);

// Human-readable multi-line summary.
std::string describeArch(const ArchDesc& arch);

}  // namespace strata::device
