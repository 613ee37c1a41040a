// The L1 map of a `strata run`: planned tensors and measured stack/CB regions over time.

#include "strata/exec/run.hpp"

#include "strata/support/html.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace strata::exec {
using strata::htmlEscape;

std::string renderRunMap(const Graph& graph, const RunReport& report, const device::ArchDesc& arch) {
  const double width = 1000, height = 560, left = 90, top = 30;
  const std::size_t steps = std::max<std::size_t>(graph.steps.size(), 1);
  // Address axis: the unreserved base to the highest byte anything reached.
  std::uint64_t top_address = arch.l1_unreserved_base + 1;
  for (const GraphValue& v : graph.values)
    if (v.l1_address) top_address = std::max(top_address, *v.l1_address + v.desc.bytesPerBank(arch));
  for (const StepReport& s : report.steps) top_address = std::max(top_address, s.region_end);
  const double span = static_cast<double>(top_address - arch.l1_unreserved_base);
  auto x = [&](double step) { return left + step * (width - left - 10) / static_cast<double>(steps); };
  auto y = [&](std::uint64_t address) {
    return top + (height - top - 40) * (1.0 - static_cast<double>(address - arch.l1_unreserved_base) / span);
  };

  std::string svg;
  for (const StepReport& s : report.steps) {
    if (s.measured.peak == 0) continue;
    const bool bad = s.clash || !s.l1_match;
    svg += fmt::format(
        "<rect x='{:.1f}' y='{:.1f}' width='{:.1f}' height='{:.1f}' fill='{}'><title>step {} {}: "
        "stack + CBs {} B (planned {} B)</title></rect>\n",
        x(static_cast<double>(s.step)), y(s.region_end), x(s.step + 1.0) - x(static_cast<double>(s.step)),
        y(arch.l1_unreserved_base) - y(s.region_end), bad ? "#d62728" : "#bbbbbb", s.step,
        htmlEscape(s.op), s.measured.peak, s.planned.peak);
  }
  int colour = 0;
  static const char* const palette[] = {"#1f77b4", "#2ca02c", "#9467bd", "#8c564b", "#17becf", "#bcbd22", "#ff7f0e"};
  for (const GraphValue& v : graph.values) {
    if (!v.l1_address) continue;
    const std::uint64_t end = *v.l1_address + v.desc.bytesPerBank(arch);
    const double x0 = x(static_cast<double>(std::max<std::int64_t>(v.defined, 0)));
    const double x1 = x(static_cast<double>(v.last_use + 1));
    svg += fmt::format(
        "<rect x='{:.1f}' y='{:.1f}' width='{:.1f}' height='{:.1f}' fill='{}' fill-opacity='0.8' "
        "stroke='#333' stroke-width='0.5'><title>{}: {} at [{}, {}) steps {}..{}</title></rect>\n",
        x0, y(end), std::max(x1 - x0, 1.0), std::max(y(*v.l1_address) - y(end), 1.0),
        palette[colour++ % 7], htmlEscape(v.name), v.desc.toString(), *v.l1_address, end, v.defined,
        v.last_use);
  }
  for (int tick = 0; tick <= 4; ++tick) {
    const std::uint64_t address =
        arch.l1_unreserved_base + static_cast<std::uint64_t>(span * tick / 4.0);
    svg += fmt::format("<text x='{}' y='{:.1f}' font-size='11' text-anchor='end'>{}</text>\n",
                       left - 6, y(address) + 4, address);
  }
  svg += fmt::format("<text x='{:.1f}' y='{}' font-size='12' text-anchor='middle'>step</text>\n",
                     (left + width) / 2, height - 8);
  for (std::size_t s = 0; s < steps; s += std::max<std::size_t>(1, steps / 20))
    svg += fmt::format("<text x='{:.1f}' y='{}' font-size='10' text-anchor='middle'>{}</text>\n",
                       x(s + 0.5), height - 24, s);

  return fmt::format(
      "<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>L1 map: @{0}</title>"
      "<style>body{{font-family:sans-serif;margin:20px}}</style></head><body>\n"
      "<h2>L1 per core over time: @{0} on {1}</h2>\n"
      "<p>Boxes: planned L1 tensors at their addresses over their lifetimes. Grey: each step's "
      "measured stack + circular-buffer region from the unreserved base {2}; red where it "
      "reached a live tensor or differed from the plan. {3} steps, {4} L1 mismatches, {5} "
      "clashes, {6} numeric failures.</p>\n"
      "<svg xmlns='http://www.w3.org/2000/svg' width='{7}' height='{8}'>\n{9}</svg>\n</body></html>\n",
      htmlEscape(graph.function), htmlEscape(arch.name), arch.l1_unreserved_base, report.steps.size(),
      report.l1_mismatches, report.clashes, report.numeric_failures, width, height, svg);
}

}  // namespace strata::exec
