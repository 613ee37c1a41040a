// The pressure sweep as a self-contained HTML page (pressure.hpp): per workload a table
// of the limits and line plots over the residency, one line per policy: the smallest L1
// each point runs in (with the arch's L1 size marked), the same relative to the stack,
// and the largest free block left after an op at the arch's L1 size. Inline CSS and SVG, no scripts, no network.
#include "strata/analysis/pressure.hpp"
#include "strata/support/html.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>
#include <functional>

namespace strata::analysis {

namespace {

constexpr double kWidth = 400, kHeight = 280, kLeft = 64, kRight = 16, kTop = 14, kBottom = 40;
constexpr double kPlotW = kWidth - kLeft - kRight, kPlotH = kHeight - kTop - kBottom;

const char* colourOf(Policy p) {
  switch (p) {
    case Policy::Heap: return "#4e79a7";
    case Policy::Pool: return "#b07aa1";
    case Policy::Stack: return "#f28e2b";
    case Policy::Planned: return "#59a14f";
  }
  return "#000";
}

double kib(std::uint64_t bytes) { return static_cast<double>(bytes) / 1024.0; }

// A "nice" tick step for a range (1, 2 or 5 times a power of ten).
double tickStep(double range) {
  const double raw = range / 6, p = std::pow(10.0, std::floor(std::log10(raw)));
  for (double m : {1.0, 2.0, 5.0, 10.0})
    if (m * p >= raw) return m * p;
  return 10 * p;
}

// value(point, k): the figure of policy k at one point, in KiB.
using CellValue = std::function<double(const SweepPoint&, std::size_t)>;

// One plot: x = residency (%), y = value in KiB; `mark` draws a dashed horizontal line
// (the L1 size) when > 0. Points where a policy does not fit are drawn hollow.
std::string plot(const PressureSweep& sweep, const SweepCurve& curve, const std::string& title,
                 const CellValue& value, double mark) {
  double x_max = 0, y_max = mark, y_min = 0;
  for (const SweepPoint& p : curve.points) {
    x_max = std::max(x_max, 100 * p.residency);
    for (std::size_t k = 0; k < p.cells.size(); ++k) {
      y_max = std::max(y_max, value(p, k));
      y_min = std::min(y_min, value(p, k));
    }
  }
  x_max = std::max(x_max, 1.0);
  y_max = std::max(y_max * 1.05, 1.0);
  y_min = y_min < 0 ? std::min(y_min * 1.05, -1.0) : 0;
  auto X = [&](double x) { return kLeft + kPlotW * x / x_max; };
  auto Y = [&](double y) { return kTop + kPlotH * (y_max - y) / (y_max - y_min); };
  std::string svg = fmt::format(
      R"~(<figure><figcaption>{}</figcaption><svg xmlns="http://www.w3.org/2000/svg" width="{}" height="{}" role="img">)~",
      htmlEscape(title), kWidth, kHeight);
  const double ys = tickStep(y_max - y_min), xs = tickStep(x_max);
  for (double y = std::ceil(y_min / ys) * ys; y <= y_max; y += ys)
    svg += fmt::format(R"~(<line x1="{:.1f}" x2="{:.1f}" y1="{:.1f}" y2="{:.1f}" class="grid"/><text x="{:.1f}" y="{:.1f}" text-anchor="end">{:g}</text>)~",
                       kLeft, kLeft + kPlotW, Y(y), Y(y), kLeft - 4, Y(y) + 4, y);
  for (double x = 0; x <= x_max + 1e-9; x += xs)
    svg += fmt::format(R"~(<text x="{:.1f}" y="{:.1f}" text-anchor="middle">{:g}</text>)~", X(x),
                       kTop + kPlotH + 14, x);
  svg += fmt::format(R"~(<text x="{:.1f}" y="{:.1f}" text-anchor="middle">residency (% of long-lived bytes in L1)</text>)~",
                     kLeft + kPlotW / 2, kHeight - 6);
  svg += fmt::format(R"~(<text x="12" y="{:.1f}" transform="rotate(-90 12 {:.1f})" text-anchor="middle">KiB per core</text>)~",
                     kTop + kPlotH / 2, kTop + kPlotH / 2);
  svg += fmt::format(R"~(<rect x="{}" y="{}" width="{}" height="{}" class="frame"/>)~", kLeft, kTop,
                     kPlotW, kPlotH);
  if (mark > 0)
    svg += fmt::format(R"~(<line x1="{:.1f}" x2="{:.1f}" y1="{:.1f}" y2="{:.1f}" class="mark"><title>L1 size {:.1f} KiB</title></line>)~",
                       kLeft, kLeft + kPlotW, Y(mark), Y(mark), mark);
  for (std::size_t k = 0; k < sweep.policies.size(); ++k) {
    const Policy policy = sweep.policies[k];
    std::string points;
    for (const SweepPoint& p : curve.points)
      points += fmt::format("{:.1f},{:.1f} ", X(100 * p.residency), Y(value(p, k)));
    svg += fmt::format(R"~(<polyline points="{}" fill="none" stroke="{}" stroke-width="1.8"/>)~",
                       points, colourOf(policy));
    for (const SweepPoint& p : curve.points) {
      const SweepCell& c = p.cells[k];
      svg += fmt::format(
          R"~(<circle cx="{:.1f}" cy="{:.1f}" r="3" fill="{}" stroke="{}"><title>{} at {:.1f} %: {:.1f} KiB{}</title></circle>)~",
          X(100 * p.residency), Y(value(p, k)), c.fits ? colourOf(policy) : "#fff", colourOf(policy),
          policyName(policy), 100 * p.residency, value(p, k), c.fits ? "" : " (does not fit)");
    }
  }
  return svg + "</svg></figure>";
}

const char* kCss = R"~(body{font-family:system-ui,sans-serif;margin:24px;color:#222;background:#fff}
h1{font-size:22px}h2{font-size:18px;margin:28px 0 4px}p{margin:4px 0}
.plots{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0;border:1px solid #ddd;padding:6px}
figcaption{font-size:13px;font-weight:600;text-align:center}
table{border-collapse:collapse;margin:8px 0;font-size:13px}
td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}th{background:#f0f0f0}
td:first-child{text-align:left}svg text{font-size:11px;fill:#333}
.grid{stroke:#eee}.frame{fill:none;stroke:#999}.mark{stroke:#b00;stroke-dasharray:5 3;stroke-width:1.4}
.legend{display:flex;gap:16px;font-size:13px;margin:8px 0}
.sw{display:inline-block;width:14px;height:4px;margin-right:4px;vertical-align:middle}
)~";

// The workloads without long-lived tensors: nothing to plot over the residency, so one
// row each with its r = 0 point (min L1 and bytes lost per policy).
std::string alonePointsTable(const PressureSweep& sweep) {
  std::string rows;
  std::size_t n = 0;
  for (const SweepCurve& c : sweep.curves) {
    if (!c.residency_axis_empty) continue;
    ++n;
    rows += fmt::format("<tr><td title=\"{}\">{}</td>", htmlEscape(c.description),
                        htmlEscape(c.workload));
    for (const SweepCell& cell : c.points.front().cells)
      rows += fmt::format("<td>{:.1f}{}</td><td>{:.1f}</td>", kib(cell.min_l1),
                          cell.fits ? "" : " (does not fit)",
                          static_cast<double>(cell.lost_bytes) / 1024.0);
    rows += "</tr>";
  }
  if (n == 0) return "";
  std::string html = fmt::format(
      "<h2 id=\"no-residency\">Workloads without long-lived tensors ({})</h2><p>Their residency "
      "axis is empty: one point, r = 0. Min L1 and bytes lost to placement (min L1 - base - "
      "peak) per policy, KiB per core.</p><table class=\"alone\"><tr><th>workload</th>",
      n);
  for (Policy p : sweep.policies)
    html += fmt::format("<th>{0} min L1</th><th>{0} lost</th>", policyName(p));
  return html + "</tr>" + rows + "</table>";
}

}  // namespace

std::string renderSweepReport(const PressureSweep& sweep) {
  std::string html = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">"
                     "<title>Strata: fragmentation under L1 pressure</title><style>";
  html += kCss;
  html += "</style></head><body><h1>Fragmentation under L1 pressure</h1>";
  html += fmt::format(
      "<p>{}: L1 {:.1f} KiB per core, unreserved base {:.1f} KiB. Residency: the fraction of "
      "the long-lived bytes (weight shards prefetched a layer ahead, the current layer's KV "
      "slice, gamma-model's saved block inputs) held in L1. Hollow points: the policy does "
      "not run at the arch's L1 size there.</p><div class=\"legend\">",
      htmlEscape(sweep.arch_name), kib(sweep.geometry.l1_size), kib(sweep.geometry.unreserved_base));
  for (Policy p : sweep.policies)
    html += fmt::format(R"~(<span><i class="sw" style="background:{}"></i>{}</span>)~", colourOf(p),
                        policyName(p));
  html += R"~(<span><i class="sw" style="background:#b00"></i>L1 size</span></div>)~";
  for (const SweepCurve& c : sweep.curves) {
    if (c.residency_axis_empty) continue;  // one table of them all, below
    html += fmt::format("<h2>{}</h2><p>{}</p>", htmlEscape(c.workload), htmlEscape(c.description));
    html += "<table><tr><th>policy</th><th>runs up to residency</th><th>resident KiB per "
            "core</th></tr>";
    for (const SweepLimit& l : c.limits)
      html += fmt::format("<tr><td>{}</td><td>{:.1f} %</td><td>{:.1f}</td></tr>",
                          policyName(l.policy), 100 * l.max_residency, kib(l.max_resident_bytes));
    html += "</table><div class=\"plots\">";
    html += plot(sweep, c, "smallest L1 that runs it",
                 [](const SweepPoint& p, std::size_t k) { return kib(p.cells[k].min_l1); },
                 kib(sweep.geometry.l1_size));
    // Relative to the stack (when it is one of the policies): where the lines of the
    // first plot overlap, this shows who needs more and by how much.
    const auto stack = std::find(sweep.policies.begin(), sweep.policies.end(), Policy::Stack);
    if (stack != sweep.policies.end()) {
      const std::size_t s_index = static_cast<std::size_t>(stack - sweep.policies.begin());
      html += plot(sweep, c, "L1 needed beyond the stack's (negative: less)",
                   [s_index](const SweepPoint& p, std::size_t k) {
                     return (static_cast<double>(p.cells[k].min_l1) -
                             static_cast<double>(p.cells[s_index].min_l1)) / 1024.0;
                   },
                   0);
    }
    html += plot(sweep, c, "largest free block after an op, at the L1 size",
                 [](const SweepPoint& p, std::size_t k) { return kib(p.cells[k].min_largest_free); },
                 0);
    html += "</div>";
  }
  html += alonePointsTable(sweep);
  return html + "</body></html>\n";
}

}  // namespace strata::analysis
