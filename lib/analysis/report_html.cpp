// The HTML report: per workload, one SVG memory map per policy side by side (x: event
// index, y: L1 address in KiB), coloured by role, with the heap floor and stack top as
// lines, op names on hover (<title>), and the metrics table. Self-contained: inline CSS
// and SVG, no scripts, no external resources.
#include "strata/analysis/study.hpp"
#include "strata/support/html.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cmath>

namespace strata::analysis {

namespace {

std::string esc(std::string_view text) { return htmlEscape(text); }

double kib(std::uint64_t bytes) { return static_cast<double>(bytes) / 1024.0; }

constexpr double kWidth = 410, kHeight = 390;
constexpr double kLeft = 62, kRight = 12, kTop = 12, kPlotH = 300;
constexpr double kPlotW = kWidth - kLeft - kRight;

const char* kCss = R"~(body{font-family:system-ui,sans-serif;margin:24px;color:#222;background:#fff}
h1{font-size:22px}h2{font-size:18px;margin:28px 0 4px}p{margin:4px 0}
.prov{color:#555;font-size:13px}.maps{display:flex;flex-wrap:wrap;gap:12px}
figure{margin:0;border:1px solid #ddd;padding:6px;background:#fcfcfc}
figcaption{font-size:13px;font-weight:600;text-align:center}
table{border-collapse:collapse;margin:8px 0;font-size:13px}
td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}th{background:#f0f0f0}
td:first-child,td:nth-child(2){text-align:left}
.legend{display:flex;gap:16px;font-size:13px;margin:8px 0;flex-wrap:wrap}
.sw{display:inline-block;width:14px;height:10px;margin-right:4px;vertical-align:middle}
svg text{font-size:11px;fill:#333}
.heap{fill:#4e79a7}.stack{fill:#f28e2b}.temp{fill:#f28e2b}.cb{fill:#59a14f}
.sw.heap{background:#4e79a7}.sw.stack{background:#f28e2b}.sw.cb{background:#59a14f}
.sw.pool{background:#e8d8e4;border:1px solid #b07aa1}
.pool{fill:#b07aa1;fill-opacity:.25;stroke:#b07aa1;stroke-width:.8}
.floor{fill:none;stroke:#b00;stroke-width:1.4}.top{fill:none;stroke:#000;stroke-width:1.2;stroke-dasharray:4 2}
.op0{fill:#bbb}.op1{fill:#888}.oom{stroke:#c00;stroke-width:2}
)~";

std::string legend() {
  return R"~(<div class="legend"><span><i class="sw heap"></i>heap tensor</span>)~"
         R"~(<span><i class="sw stack"></i>intermediate (on the stack, the heap or in a pool, )~"
         R"~(by policy)</span>)~"
         R"~(<span><i class="sw cb"></i>CB region</span>)~"
         R"~(<span><i class="sw pool"></i>pool reservation</span>)~"
         R"~(<span><i class="sw" style="background:#b00;height:2px"></i>heap floor</span>)~"
         R"~(<span><i class="sw" style="border-top:2px dashed #000;height:0"></i>stack top</span>)~"
         R"~(<span>hover a rectangle or the grey op strip for names</span></div>)~";
}

class MapBuilder {
 public:
  MapBuilder(const StudyRow& row, const std::vector<Event>& events)
      : row_(row), events_(events), g_(row.result.geometry),
        n_(std::max<std::size_t>(1, events.size())) {}

  std::string svg() {
    std::string s = fmt::format(
        R"~(<svg class="memmap" data-policy="{}" xmlns="http://www.w3.org/2000/svg" width="{}" )~"
        R"~(height="{}" viewBox="0 0 {} {}" role="img">)~",
        policyName(row_.policy), kWidth, kHeight, kWidth, kHeight);
    s += fmt::format(R"~(<title>{} under {}</title>)~", esc(row_.workload), policyName(row_.policy));
    s += fmt::format(R"~(<rect x="{}" y="{}" width="{}" height="{}" fill="#fff" stroke="#999"/>)~",
                     kLeft, kTop, kPlotW, kPlotH);
    axes(s);
    for (const Placement* p : shownBlocks()) block(s, *p);
    lines(s);
    opStrip(s);
    if (!row_.result.ok) {
      double x = X(row_.result.failed_event);
      s += fmt::format(R"~(<line class="oom" x1="{:.1f}" y1="{}" x2="{:.1f}" y2="{}"><title>{}</title></line>)~",
                       x, kTop, x, kTop + kPlotH, esc(row_.result.failure));
      s += fmt::format(R"~(<text x="{:.1f}" y="{}" fill="#b00" style="fill:#b00">)~"
                       R"~(out of memory</text>)~",
                       x + 3, kTop + kPlotH / 2);
    }
    s += "</svg>";
    return s;
  }

  // What decimation left out, for the caption; empty when everything is drawn.
  std::string decimationNote() const {
    std::string note;
    const std::size_t blocks = row_.result.placements.size();
    if (blocks > kMaxBlocks)
      note += fmt::format("; showing the {} largest of {} blocks", kMaxBlocks, blocks);
    if (lineStride() > 1)
      note += fmt::format("; lines sampled every {} events", lineStride());
    return note;
  }

 private:
  // A map draws at most this many blocks and line points (a 400,000-event trace made a
  // 142 MB file): past them the smallest blocks (by bytes x events) are left out and the
  // heap-floor / stack-top lines are sampled; the caption says so.
  static constexpr std::size_t kMaxBlocks = 5000;
  static constexpr std::size_t kMaxLinePoints = 2000;

  std::size_t lineStride() const {
    const std::size_t n = row_.result.samples.size();
    return n <= kMaxLinePoints ? 1 : (n + kMaxLinePoints - 1) / kMaxLinePoints;
  }

  std::vector<const Placement*> shownBlocks() const {
    std::vector<const Placement*> shown;
    for (const Placement& p : row_.result.placements) shown.push_back(&p);
    if (shown.size() <= kMaxBlocks) return shown;
    auto area = [](const Placement* p) {
      return static_cast<long double>(p->size) *
             static_cast<long double>(p->last_event - p->first_event + 1);
    };
    std::nth_element(shown.begin(), shown.begin() + kMaxBlocks, shown.end(),
                     [&](const Placement* a, const Placement* b) { return area(a) > area(b); });
    shown.resize(kMaxBlocks);
    return shown;
  }

  double X(std::size_t event) const { return kLeft + kPlotW * static_cast<double>(event) / n_; }
  double Y(std::uint64_t address) const {
    double f = static_cast<double>(address - g_.unreserved_base) /
               static_cast<double>(g_.l1_size - g_.unreserved_base);
    return kTop + kPlotH * (1.0 - f);
  }

  void axes(std::string& s) const {
    constexpr int kTicks = 6;
    for (int t = 0; t <= kTicks; ++t) {
      std::uint64_t a = g_.unreserved_base + (g_.l1_size - g_.unreserved_base) * t / kTicks;
      double y = Y(a);
      s += fmt::format(R"~(<line x1="{}" y1="{:.1f}" x2="{}" y2="{:.1f}" stroke="#999"/>)~",
                       kLeft - 4, y, kLeft, y);
      s += fmt::format(R"~(<text x="{}" y="{:.1f}" text-anchor="end">{:.0f}</text>)~", kLeft - 6,
                       y + 4, kib(a));
    }
    s += fmt::format(R"~(<text transform="translate(14 {}) rotate(-90)" text-anchor="middle">)~"
                     R"~(L1 address (KiB)</text>)~",
                     kTop + kPlotH / 2);
    for (std::size_t e : {std::size_t{0}, n_ / 2, n_}) {
      const char* anchor = e == 0 ? "start" : e == n_ ? "end" : "middle";
      s += fmt::format(R"~(<text x="{:.1f}" y="{}" text-anchor="{}">{}</text>)~", X(e),
                       kTop + kPlotH + 32, anchor, e);
    }
    s += fmt::format(R"~(<text x="{}" y="{}" text-anchor="middle">event index</text>)~",
                     kLeft + kPlotW / 2, kTop + kPlotH + 48);
  }

  void block(std::string& s, const Placement& p) const {
    const char* cls = "heap";
    if (p.role == BlockRole::CbRegion) cls = "cb";
    else if (p.role == BlockRole::Pool) cls = "pool";
    else if (p.role == BlockRole::Intermediate) cls = row_.policy == Policy::Stack ? "stack" : "temp";
    double x = X(p.first_event), w = std::max(0.6, X(p.last_event + 1) - x);
    double y = Y(p.address + p.size), h = std::max(0.6, Y(p.address) - y);
    std::string what = p.role == BlockRole::Pool
                           ? fmt::format("pool of {}", p.label)
                           : fmt::format("{} {}{}", blockRoleName(p.role), p.id,
                                         p.label.empty() ? "" : " " + p.label);
    s += fmt::format(R"~(<rect class="{}" x="{:.1f}" y="{:.1f}" width="{:.1f}" height="{:.1f}">)~"
                     R"~(<title>{}: {} B at {}..{}, events {}..{}{}</title></rect>)~",
                     cls, x, y, w, h, esc(what), p.size, p.address, p.address + p.size,
                     p.first_event, p.last_event,
                     p.op.empty() ? "" : ", op " + esc(p.op));
  }

  void lines(std::string& s) const {
    std::string floor, top;
    const auto& samples = row_.result.samples;
    const std::size_t stride = lineStride();
    for (std::size_t i = 0; i < samples.size(); i += stride) {
      const std::size_t next = std::min(samples.size(), i + stride);
      double y1 = Y(samples[i].heap_floor), y2 = Y(samples[i].stack_top);
      floor += fmt::format("{:.1f},{:.1f} {:.1f},{:.1f} ", X(i), y1, X(next), y1);
      top += fmt::format("{:.1f},{:.1f} {:.1f},{:.1f} ", X(i), y2, X(next), y2);
    }
    if (samples.empty()) return;
    s += fmt::format(R"~(<polyline class="floor" points="{}"><title>heap floor</title></polyline>)~", floor);
    s += fmt::format(R"~(<polyline class="top" points="{}"><title>stack top</title></polyline>)~", top);
  }

  // One grey band per top-level op under the plot; hovering names the op.
  void opStrip(std::string& s) const {
    const std::size_t end = row_.result.samples.size();
    std::size_t begin = 0;
    std::string name;
    int parity = 0;
    for (std::size_t i = 0; i < end; ++i) {
      const Event& e = events_[i];
      if (e.type == EventType::OpBegin && e.depth == 0) {
        begin = i;
        name = e.name;
      } else if (e.type == EventType::OpEnd && e.depth == 0) {
        double x = X(begin), w = std::max(0.8, X(i + 1) - x);
        // Ops under half a pixel wide are invisible; skipping them bounds the strip.
        if (X(i + 1) - x < 0.5) continue;
        s += fmt::format(R"~(<rect class="op{}" x="{:.1f}" y="{}" width="{:.1f}" height="10">)~"
                         R"~(<title>op {} (events {}..{})</title></rect>)~",
                         parity, x, kTop + kPlotH + 6, w, esc(name), begin, i);
        parity ^= 1;
      }
    }
  }

  const StudyRow& row_;
  const std::vector<Event>& events_;
  BankGeometry g_;
  std::size_t n_;
};

// The one metrics table (the summary): every (workload, policy) row, the workload linked
// to its memory maps below.
std::string metricsTable(const Study& study) {
  std::string t =
      "<table><tr><th>workload</th><th>policy</th><th>peak footprint (KiB)</th>"
      "<th>min L1 (KiB)</th><th>overhead (KiB)</th><th>max external fragmentation</th>"
      "<th>min largest fit (MiB, all banks)</th><th>at arch L1</th></tr>";
  for (const StudyRow& r : study.rows) {
    const Summary& s = r.result.summary;
    t += fmt::format("<tr><td><a href=\"#w-{}\">{}</a></td><td>{}</td><td>{:.1f}</td><td>{:.1f}</td><td>{:.1f}</td>"
                     "<td>{:.1f}%</td><td>{:.2f}</td><td>{}</td></tr>",
                     esc(r.workload), esc(r.workload), policyName(r.policy), kib(s.peak_footprint),
                     kib(r.min_l1),
                     static_cast<double>(fragmentationOverhead(study, r)) / 1024.0,
                     100.0 * s.max_external_fragmentation,
                     static_cast<double>(s.min_largest_fit) / (1024.0 * 1024.0),
                     r.result.ok ? "fits" : fmt::format("OOM at event {}", r.result.failed_event));
  }
  return t + "</table>";
}

// The opening picture: per workload, the L1 each policy needs beyond the bytes it
// ever has in use at once (its minimum L1 above the unreserved base, less its peak
// footprint), as a share of that peak: 0 % is no byte lost to fragmentation. Workloads of
// any size compare on one axis this way.
std::string overviewChart(const Study& study) {
  if (study.rows.empty()) return "";
  static const std::pair<Policy, const char*> kColours[] = {{Policy::Heap, "#4e79a7"},
                                                            {Policy::Pool, "#b07aa1"},
                                                            {Policy::Stack, "#f28e2b"},
                                                            {Policy::Planned, "#59a14f"}};
  auto colourOf = [](Policy p) {
    for (const auto& [policy, colour] : kColours)
      if (policy == p) return colour;
    return "#999";
  };
  auto lostOf = [&](const StudyRow& r) {  // percent of the peak footprint
    const double used = static_cast<double>(r.result.summary.peak_footprint);
    const double overhead = static_cast<double>(fragmentationOverhead(study, r));
    return used > 0 ? std::max(100.0 * overhead / used, 0.0) : 0.0;
  };
  std::vector<Policy> policies;
  for (const StudyRow& r : study.rows)
    if (std::find(policies.begin(), policies.end(), r.policy) == policies.end())
      policies.push_back(r.policy);
  double largest = 0;
  for (const StudyRow& r : study.rows) largest = std::max(largest, lostOf(r));
  const double tickStep = largest > 100 ? 50.0 : largest > 40 ? 20.0 : largest > 10 ? 10.0 : 2.0;
  const double axisEnd = std::max(tickStep, std::ceil(largest / tickStep) * tickStep);
  constexpr double kNameWidth = 230, kBarsWidth = 520, kBar = 6, kGap = 8, kHead = 24;
  const double rowHeight = static_cast<double>(policies.size()) * kBar + kGap;
  const double height = kHead + rowHeight * static_cast<double>(study.workloads.size()) + 28;
  auto X = [&](double percent) { return kNameWidth + kBarsWidth * percent / axisEnd; };

  std::string svg;
  for (double tick = 0; tick <= axisEnd + 1e-9; tick += tickStep)
    svg += fmt::format("<line x1='{:.1f}' x2='{:.1f}' y1='{}' y2='{:.1f}' stroke='{}'/>"
                       "<text x='{:.1f}' y='{:.1f}' text-anchor='middle'>{:g} %</text>",
                       X(tick), X(tick), kHead - 4, height - 24, tick == 0 ? "#333" : "#e4e4e4",
                       X(tick), height - 10, tick);
  double y = kHead;
  for (const Workload& w : study.workloads) {
    svg += fmt::format("<a href='#w-{0}'><text x='{1}' y='{2:.1f}' text-anchor='end'>{0}</text></a>",
                       esc(w.name), kNameWidth - 6, y + rowHeight / 2.0);
    double barY = y;
    for (const StudyRow& r : study.rows) {
      if (r.workload != w.name) continue;
      const double lost = lostOf(r);
      svg += fmt::format(
          "<rect x='{:.1f}' y='{:.1f}' width='{:.1f}' height='{}' fill='{}'{}><title>{} under {}: "
          "needs {:.1f} KiB beyond the {:.1f} KiB in use at its peak (+{:.1f} %){}</title></rect>",
          kNameWidth, barY, std::max(X(lost) - kNameWidth, 1.5), kBar - 1, colourOf(r.policy),
          r.result.ok ? "" : " stroke='#c00' stroke-width='1.5'", esc(w.name), policyName(r.policy),
          static_cast<double>(fragmentationOverhead(study, r)) / 1024.0,
          kib(r.result.summary.peak_footprint), lost,
          r.result.ok ? "" : "; out of memory at the arch's L1");
      if (lost >= 0.5)
        svg += fmt::format("<text x='{:.1f}' y='{:.1f}' font-size='9'>+{:.0f} %</text>", X(lost) + 3,
                           barY + kBar - 1, lost);
      barY += kBar;
    }
    y += rowHeight;
  }
  std::string key = "<div class=\"legend\">";
  for (Policy p : policies)
    key += fmt::format("<span><i class=\"sw\" style=\"background:{}\"></i>{}</span>", colourOf(p),
                       policyName(p));
  key += "<span>outlined in red: out of memory at the arch's L1</span></div>";
  return fmt::format(
      "<h2 id=\"overview\">L1 lost to fragmentation</h2><p>Per workload and policy: the L1 per "
      "core it needs beyond the bytes it has in use at the fullest moment (minimum L1 above the "
      "unreserved base, less that peak), as a share of the peak. 0 % means no byte is lost. "
      "Click a workload for its memory maps.</p>{}"
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{:.0f}\" height=\"{:.0f}\">{}</svg>",
      key, kNameWidth + kBarsWidth + 60, height, svg);
}

}  // namespace

std::string renderReport(const Study& study) {
  std::string html = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                     "<title>Strata fragmentation study</title><style>";
  html += kCss;
  html += "</style></head><body><h1>Strata fragmentation study: heap vs pool vs stack</h1>";
  html += fmt::format("<p>Arch {}: L1 {} B per core ({:.1f} KiB), unreserved base {} B "
                      "({:.1f} KiB), {} L1 banks. Every workload is replayed with the same "
                      "events under each policy; only placement changes.</p>",
                      esc(study.arch_name), study.geometry.l1_size, kib(study.geometry.l1_size),
                      study.geometry.unreserved_base, kib(study.geometry.unreserved_base),
                      study.geometry.num_banks);
  html += overviewChart(study);
  html += fmt::format("<h2 id=\"summary\">Summary</h2><details{}><summary>The figures: {} rows "
                      "(workload x policy)</summary>{}</details>",
                      study.rows.size() <= 12 ? " open" : "", study.rows.size(), metricsTable(study));
  html += legend();
  for (const Workload& w : study.workloads) {
    html += fmt::format("<section class=\"workload\" id=\"w-{}\"><h2>{}</h2><p>{}</p>"
                        "<p class=\"prov\">Source: {}. {} events.</p><div class=\"maps\">",
                        esc(w.name), esc(w.name), esc(w.description), esc(w.provenance),
                        w.events.size());
    for (const StudyRow& r : study.rows) {
      if (r.workload != w.name) continue;
      MapBuilder map(r, w.events);
      html += fmt::format("<figure><figcaption>{}: min L1 {:.1f} KiB, max frag {:.1f}%{}"
                          "</figcaption>",
                          policyName(r.policy), kib(r.min_l1),
                          100.0 * r.result.summary.max_external_fragmentation,
                          map.decimationNote());
      html += map.svg();
      html += "</figure>";
    }
    html += "</div><p><a href=\"#summary\">figures in the summary</a></p></section>";
  }
  html += "</body></html>\n";
  return html;
}

}  // namespace strata::analysis
