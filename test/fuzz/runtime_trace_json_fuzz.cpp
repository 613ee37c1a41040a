// Fuzz target: the runtime's JSON trace document (strata trace --json, read back by
// strata frag/report --trace). Any input must parse into events or be rejected with a
// strata::Error (never a raw nlohmann exception, never a wrapped number).

#include "strata/runtime/trace.hpp"
#include "strata/support/error.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  nlohmann::json j = nlohmann::json::parse(data, data + size, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return 0;
  try {
    const auto events = strata::runtime::traceEventsFromJson(j);
    if (!j.contains("events") || events.size() != j["events"].size()) std::abort();
  } catch (const strata::Error&) {
  }
  return 0;
}
