// The L1 map of a `strata run`: planned tensors and measured stack/CB regions over time,
// on one self-contained HTML page (inline SVG, no scripts).
//
// Reading it: steps run left to right, labelled with their ops; addresses rise from the
// unreserved base. The strip on the left is the whole of L1 (firmware's reserved bytes,
// the part the plan used, the rest) so the zoomed plot keeps its scale in view. Colour
// says what a box is: the grey region is a step's stack + circular buffers, measured;
// blue boxes are the function's arguments, orange its intermediates, green what it
// returns; red is a step that clashed, mismatched its plan or could not run.

#include "strata/exec/run.hpp"

#include "strata/support/html.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>

namespace strata::exec {
namespace {

constexpr double kWidth = 1100, kPlotTop = 40, kPlotHeight = 440;
constexpr double kStripLeft = 20, kStripWidth = 26;  // the whole-L1 strip
constexpr double kLeft = 150, kRight = 20;           // the zoomed plot's x extent
constexpr double kLabelHeight = 120;                 // rotated op labels under the plot

const char* const kArgumentColour = "#4e79a7";
const char* const kIntermediateColour = "#f28e2b";
const char* const kResultColour = "#59a14f";
const char* const kRegionColour = "#c9c9c9";
const char* const kBadColour = "#d62728";
const char* const kReservedColour = "#7f7f7f";

// A tick step of 1, 2 or 4 x 2^k bytes: addresses land on round binary figures.
std::uint64_t tickStep(std::uint64_t span) {
  std::uint64_t step = 256;
  while (span / step > 8) step *= 2;
  return step;
}

std::string bytesLabel(std::uint64_t bytes) {
  if (bytes >= (1u << 20) && bytes % (1u << 20) == 0) return fmt::format("{} MiB", bytes >> 20);
  if (bytes >= 1024 && bytes % 1024 == 0) return fmt::format("{} KiB", bytes >> 10);
  return fmt::format("{} B", bytes);
}

enum class TensorKind { Argument, Intermediate, Result };

TensorKind kindOf(const Graph& graph, int value) {
  if (std::find(graph.results.begin(), graph.results.end(), value) != graph.results.end())
    return TensorKind::Result;
  if (std::find(graph.arguments.begin(), graph.arguments.end(), value) != graph.arguments.end())
    return TensorKind::Argument;
  return TensorKind::Intermediate;
}

const char* colourOf(TensorKind kind) {
  switch (kind) {
    case TensorKind::Argument: return kArgumentColour;
    case TensorKind::Result: return kResultColour;
    case TensorKind::Intermediate: break;
  }
  return kIntermediateColour;
}

const char* kindName(TensorKind kind) {
  switch (kind) {
    case TensorKind::Argument: return "argument";
    case TensorKind::Result: return "result";
    case TensorKind::Intermediate: break;
  }
  return "intermediate";
}

std::string legendEntry(const char* colour, const char* text) {
  return fmt::format("<span style='margin-right:16px'><span style='display:inline-block;width:14px;"
                     "height:10px;background:{};margin-right:4px'></span>{}</span>",
                     colour, text);
}

}  // namespace

std::string renderRunMap(const Graph& graph, const RunReport& report, const device::ArchDesc& arch) {
  const std::uint64_t base = arch.l1_unreserved_base;
  const std::size_t steps = std::max<std::size_t>(graph.steps.size(), 1);

  // The zoomed address axis: the unreserved base up to the highest byte anything
  // reached, rounded up to a tick.
  std::uint64_t highest = base + 1;
  for (const GraphValue& v : graph.values)
    if (v.l1_address) highest = std::max(highest, *v.l1_address + v.desc.bytesPerBank(arch));
  for (const StepReport& s : report.steps) highest = std::max(highest, s.region_end);
  const std::uint64_t step = tickStep(highest - base);
  const std::uint64_t firstTick = (base + step - 1) / step * step;
  const std::uint64_t top = std::min<std::uint64_t>(
      std::max<std::uint64_t>((highest + step - 1) / step * step, base + step), arch.l1_size);
  const double span = static_cast<double>(top - base);
  auto y = [&](std::uint64_t address) {
    const double clamped = static_cast<double>(std::clamp(address, base, top) - base);
    return kPlotTop + kPlotHeight * (1.0 - clamped / span);
  };
  const double plotWidth = kWidth - kLeft - kRight;
  auto x = [&](double at) { return kLeft + at * plotWidth / static_cast<double>(steps); };
  const double bottom = kPlotTop + kPlotHeight;

  std::string svg;
  // The whole of L1, with the zoomed window marked.
  auto stripY = [&](std::uint64_t address) {
    return kPlotTop + kPlotHeight * (1.0 - static_cast<double>(address) / static_cast<double>(arch.l1_size));
  };
  svg += fmt::format(
      "<rect x='{}' y='{:.1f}' width='{}' height='{:.1f}' fill='{}'><title>reserved by firmware: "
      "[0, {})</title></rect>\n",
      kStripLeft, stripY(base), kStripWidth, stripY(0) - stripY(base), kReservedColour, base);
  svg += fmt::format(
      "<rect x='{}' y='{:.1f}' width='{}' height='{:.1f}' fill='#fff' stroke='#333' "
      "stroke-width='0.8'><title>L1: {} B per core</title></rect>\n",
      kStripLeft, kPlotTop, kStripWidth, stripY(base) - kPlotTop, arch.l1_size);
  svg += fmt::format(
      "<rect x='{}' y='{:.1f}' width='{}' height='{:.1f}' fill='{}' fill-opacity='0.6'><title>shown "
      "on the right: [{}, {})</title></rect>\n",
      kStripLeft, stripY(top), kStripWidth, std::max(stripY(base) - stripY(top), 1.0),
      kIntermediateColour, base, top);
  svg += fmt::format(
      "<polyline points='{:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f} {:.1f},{:.1f}' fill='none' "
      "stroke='#999' stroke-dasharray='3 2'/>\n",
      kStripLeft + kStripWidth, stripY(top), kLeft, kPlotTop, kLeft, bottom, kStripLeft + kStripWidth,
      stripY(base));
  svg += fmt::format("<text x='{}' y='{:.1f}' font-size='10'>L1 {}</text>\n", kStripLeft - 14,
                     kPlotTop - 6, bytesLabel(arch.l1_size));
  svg += fmt::format("<text x='{}' y='{:.1f}' font-size='10'>0</text>\n", kStripLeft + 8, bottom + 12);

  // Failed steps: a red band across the whole plot, so it is seen at any zoom.
  for (const StepReport& s : report.steps)
    if (s.failed)
      svg += fmt::format(
          "<rect x='{:.1f}' y='{}' width='{:.1f}' height='{}' fill='{}' fill-opacity='0.15'><title>"
          "step {} {} could not run: {}</title></rect>\n",
          x(static_cast<double>(s.step)), kPlotTop, x(s.step + 1.0) - x(static_cast<double>(s.step)),
          kPlotHeight, kBadColour, s.step, htmlEscape(s.op), htmlEscape(s.error));

  // Each step's stack + CB region from the base (planned for a step that could not run).
  for (const StepReport& s : report.steps) {
    if (s.region_end == base) continue;
    const bool bad = s.failed || s.clash || !s.l1_match;
    const std::string what =
        s.failed ? fmt::format("could not run; planned {} B", s.planned.peak)
                 : fmt::format("stack + CBs {} B measured, {} B planned{}", s.measured.peak,
                               s.planned.peak, s.clash ? "; reached a live tensor" : "");
    svg += fmt::format(
        "<rect x='{:.1f}' y='{:.1f}' width='{:.1f}' height='{:.1f}' fill='{}'><title>step {} {}: "
        "{}</title></rect>\n",
        x(static_cast<double>(s.step)), y(s.region_end),
        x(s.step + 1.0) - x(static_cast<double>(s.step)), y(base) - y(s.region_end),
        bad ? kBadColour : kRegionColour, s.step, htmlEscape(s.op), what);
  }

  // Planned L1 tensors over their lifetimes, coloured by kind.
  std::vector<int> dramSpilled;
  for (std::size_t i = 0; i < graph.values.size(); ++i) {
    const GraphValue& v = graph.values[i];
    if (v.spilled) dramSpilled.push_back(static_cast<int>(i));
    if (!v.l1_address) continue;
    const TensorKind kind = kindOf(graph, static_cast<int>(i));
    const std::uint64_t end = *v.l1_address + v.desc.bytesPerBank(arch);
    const double x0 = x(static_cast<double>(std::max<std::int64_t>(v.defined, 0)));
    const double x1 = x(static_cast<double>(std::max<std::int64_t>(v.last_use, v.defined) + 1));
    svg += fmt::format(
        "<rect x='{:.1f}' y='{:.1f}' width='{:.1f}' height='{:.1f}' fill='{}' fill-opacity='0.85' "
        "stroke='#333' stroke-width='0.5'><title>{} ({}): {} at [{}, {}) steps {}..{}</title></rect>\n",
        x0, y(end), std::max(x1 - x0, 1.0), std::max(y(*v.l1_address) - y(end), 1.0),
        colourOf(kind), htmlEscape(v.name), kindName(kind), v.desc.toString(), *v.l1_address, end,
        v.defined, v.last_use);
  }

  // Address ticks on round binary figures; the unreserved base drawn and named.
  std::string grid;  // under everything else
  for (std::uint64_t address = firstTick; address <= top; address += step) {
    grid += fmt::format("<line x1='{}' x2='{}' y1='{:.1f}' y2='{:.1f}' stroke='#eee'/>\n", kLeft,
                        kWidth - kRight, y(address), y(address));
    svg += fmt::format("<text x='{}' y='{:.1f}' font-size='11' text-anchor='end'>{}</text>\n",
                       kLeft - 6, y(address) + 4, bytesLabel(address));
  }
  svg += fmt::format(
      "<line x1='{}' x2='{}' y1='{:.1f}' y2='{:.1f}' stroke='{}' stroke-width='1.5'/>\n"
      "<text x='{}' y='{:.1f}' font-size='10' text-anchor='end' fill='{}'>base {}</text>\n",
      kLeft, kWidth - kRight, bottom, bottom, kReservedColour, kLeft - 6, bottom + 12,
      kReservedColour, base);
  if (top == arch.l1_size)
    svg += fmt::format(
        "<line x1='{}' x2='{}' y1='{}' y2='{}' stroke='#000' stroke-dasharray='5 3'/>\n"
        "<text x='{}' y='{}' font-size='10' text-anchor='end'>L1 size {}</text>\n",
        kLeft, kWidth - kRight, kPlotTop, kPlotTop, kWidth - kRight, kPlotTop - 4, arch.l1_size);

  // Op labels under the plot, rotated; at most about 80 so they stay readable.
  const std::size_t every = std::max<std::size_t>(1, (steps + 79) / 80);
  for (std::size_t s = 0; s < report.steps.size(); s += every) {
    const StepReport& r = report.steps[s];
    const double cx = x(static_cast<double>(r.step) + 0.5);
    svg += fmt::format(
        "<text transform='translate({:.1f},{:.1f}) rotate(-60)' font-size='10' text-anchor='end' "
        "fill='{}'>{} {}</text>\n",
        cx, bottom + 16, r.failed || r.clash || !r.l1_match ? kBadColour : "#333", r.step,
        htmlEscape(r.op));
  }

  std::string spilled;
  if (!dramSpilled.empty()) {
    spilled = fmt::format("<h3>Spilled to DRAM by the plan ({})</h3><table><tr><th>tensor</th>"
                          "<th>type</th><th>bytes per bank</th><th>steps</th></tr>",
                          dramSpilled.size());
    for (int i : dramSpilled) {
      const GraphValue& v = graph.values[static_cast<std::size_t>(i)];
      spilled += fmt::format("<tr><td>{}</td><td>{}</td><td>{}</td><td>{}..{}</td></tr>",
                             htmlEscape(v.name), v.desc.toString(), v.desc.bytesPerBank(arch),
                             v.defined, v.last_use);
    }
    spilled += "</table>";
  }
  std::uint64_t inDram = 0;
  for (const GraphValue& v : graph.values) inDram += v.place == ValuePlace::Dram ? 1 : 0;

  const std::string failure =
      report.failed_steps ? fmt::format("<p style='color:{}'><b>{}</b></p>", kBadColour,
                                        htmlEscape(report.error))
                          : "";
  const std::string legend =
      legendEntry(kArgumentColour, "argument") + legendEntry(kIntermediateColour, "intermediate") +
      legendEntry(kResultColour, "result") +
      legendEntry(kRegionColour, "stack + CBs of the step (measured)") +
      legendEntry(kBadColour, "clash, mismatch or a step that could not run") +
      legendEntry(kReservedColour, "reserved by firmware");
  const double height = kPlotTop + kPlotHeight + kLabelHeight;
  return fmt::format(
      "<!DOCTYPE html>\n<html><head><meta charset='utf-8'><title>L1 map: @{0}</title>"
      "<style>body{{font-family:sans-serif;margin:20px}}table{{border-collapse:collapse;"
      "font-size:13px}}td,th{{border:1px solid #ccc;padding:2px 6px}}</style></head><body>\n"
      "<h2>L1 per core over time: @{0} on {1}</h2>\n"
      "<p>{2}: {3} steps{4}, {5} L1 mismatches, {6} clashes, {7} numeric failures. {8} "
      "in DRAM, not drawn. Hover a box for its tensor, a grey column for its step.</p>\n{9}"
      "<p>{10}</p>\n<svg xmlns='http://www.w3.org/2000/svg' width='{11}' height='{12}'>\n{13}"
      "</svg>\n{14}</body></html>\n",
      htmlEscape(graph.function), htmlEscape(arch.name), report.ok() ? "ok" : "FAILED",
      report.steps.size(),
      report.failedStepNote(),
      report.l1_mismatches, report.clashes, report.numeric_failures,
      inDram == 1 ? std::string("1 tensor is") : fmt::format("{} tensors are", inDram), failure,
      legend, kWidth, height, grid + svg, spilled);
}

}  // namespace strata::exec
