// Fuzz target: importing a runtime trace for the fragmentation study (strata frag
// --trace): parse, convert to L1 events, validate, and replay under every policy. Bad
// input must end in a strata::Error.

#include "strata/analysis/study.hpp"
#include "strata/analysis/trace_import.hpp"
#include "strata/support/error.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace strata::analysis;
  nlohmann::json j = nlohmann::json::parse(data, data + size, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return 0;
  try {
    ImportedTrace t = importTrace(j, "fuzz");
    std::vector<Workload> w;
    w.push_back(std::move(t.workload));
    Study study = runStudy(std::move(w), {Policy::Heap, Policy::Pool, Policy::Stack}, t.geometry,
                           t.arch_name);
    (void)renderReport(study);
  } catch (const strata::Error&) {
  }
  return 0;
}
