// Fuzz target: TT-NN graph traces for the fragmentation study. A graph (strata frag
// --ttnn-graph) is imported, validated and replayed under every policy; a runtime trace
// document (an object with "events") is exported as a graph first (strata trace
// --format ttnn-graph), so both directions see malformed input. Bad input must end in
// a strata::Error.

#include "strata/analysis/study.hpp"
#include "strata/analysis/ttnn_graph.hpp"
#include "strata/device/arch.hpp"
#include "strata/runtime/trace.hpp"
#include "strata/support/error.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace strata::analysis;
  nlohmann::json j = nlohmann::json::parse(data, data + size, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) return 0;
  const strata::device::ArchDesc& arch = strata::device::builtinArch("wormhole_b0");
  try {
    if (j.is_object() && j.contains("events"))
      j = traceToTtnnGraph(strata::runtime::traceEventsFromJson(j), arch);
    ImportedTtnnGraph g = importTtnnGraph(j, arch, "fuzz");
    (void)describeTtnnGraphCounts(g.counts);
    std::vector<Workload> w;
    w.push_back(std::move(g.workload));
    Study study = runStudy(std::move(w), {Policy::Heap, Policy::Pool, Policy::Stack}, g.geometry,
                           g.arch_name);
    (void)renderReport(study);
  } catch (const strata::Error&) {
  }
  return 0;
}
