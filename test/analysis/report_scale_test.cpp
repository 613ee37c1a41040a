// The HTML report stays bounded on long traces: past 5000 blocks per map only the
// largest are drawn and the lines are sampled, and the caption says so.

#include "strata/analysis/study.hpp"
#include "strata/analysis/workloads.hpp"
#include "strata/device/arch.hpp"

#include <gtest/gtest.h>

#include <string>

namespace strata::analysis {
namespace {

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

Study studyOf(std::size_t allocations) {
  Workload w;
  w.name = "long";
  w.description = "alloc/free pairs";
  w.provenance = "test";
  for (std::size_t i = 0; i < allocations; ++i) {
    w.events.push_back({EventType::Allocate, i + 1, 2048 * (1 + i % 4), AllocKind::Heap, "", 0, {}});
    w.events.push_back({EventType::Free, i + 1, 0, AllocKind::Heap, "", 0, {}});
  }
  const device::ArchDesc& arch = device::builtinArch("wormhole_b0");
  std::vector<Workload> ws;
  ws.push_back(std::move(w));
  return runStudy(std::move(ws), {Policy::Heap}, geometryOf(arch), arch.name);
}

TEST(ReportScale, SmallTracesAreDrawnWhole) {
  const std::string html = renderReport(studyOf(100));
  EXPECT_EQ(count(html, "<rect class=\"heap\""), 100u);
  EXPECT_EQ(html.find("showing the"), std::string::npos);
}

TEST(ReportScale, LongTracesAreDecimatedAndSaySo) {
  const std::string html = renderReport(studyOf(20000));
  EXPECT_EQ(count(html, "<rect class=\"heap\""), 5000u);
  EXPECT_NE(html.find("showing the 5000 largest of 20000 blocks; lines sampled every 20 events"),
            std::string::npos);
  EXPECT_LT(html.size(), 2'000'000u);
}

}  // namespace
}  // namespace strata::analysis
