// Fuzz target: arch description files. Any input must either load into an arch that
// validates, or be rejected with a strata::Error; nothing else may escape or crash.

#include "strata/device/arch.hpp"
#include "strata/support/error.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return 0;
  try {
    auto arch = strata::device::ArchDesc::fromJson(j, "fuzz");
    arch.validate();  // a loaded arch is always valid
    auto back = strata::device::ArchDesc::fromJson(arch.toJson(), "fuzz");
    if (back.toJson() != arch.toJson()) std::abort();
  } catch (const strata::Error&) {
  }
  return 0;
}
