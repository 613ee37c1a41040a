// Fuzz target: allocation trace JSON (strata alloc replay --trace). Any input must load
// and replay on Wormhole L1 banks, or be rejected with a strata::Error; nothing else
// may escape, crash or wrap.

#include "strata/alloc/alloc_trace.hpp"
#include "strata/device/arch.hpp"
#include "strata/support/error.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <cstdlib>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace strata;
  nlohmann::json j = nlohmann::json::parse(data, data + size, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return 0;
  try {
    alloc::AllocTrace trace = alloc::AllocTrace::fromJson(j, "fuzz");
    const device::ArchDesc& arch = device::builtinArch("wormhole_b0");
    alloc::BankManager banks(alloc::BankConfig::l1(arch, alloc::FitPolicy::BestFit));
    alloc::ReplayResult r = alloc::replay(trace, banks);
    if (r.allocations + r.frees != trace.events.size()) std::abort();
    if (r.peak_allocated < r.final_statistics.allocated) std::abort();
    if (!trace.events.empty() && r.peak_event >= trace.events.size()) std::abort();
    // The JSON form round-trips.
    if (alloc::AllocTrace::fromJson(trace.toJson(), "fuzz").events != trace.events) std::abort();
  } catch (const Error&) {
  }
  return 0;
}
