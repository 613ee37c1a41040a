#include "strata/device/core.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <set>
#include <tuple>

namespace strata::device {

CoreRange::CoreRange(CoreCoord s, CoreCoord e) : start(s), end(e) {
  if (e.x < s.x || e.y < s.y)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("core range ({},{})-({},{}) is inverted: the end core must be at or "
                            "right of and below the start core",
                            s.x, s.y, e.x, e.y));
}

bool CoreRange::contains(CoreCoord c) const {
  return c.x >= start.x && c.x <= end.x && c.y >= start.y && c.y <= end.y;
}

bool CoreRange::contains(const CoreRange& o) const { return contains(o.start) && contains(o.end); }

bool CoreRange::intersects(const CoreRange& o) const {
  return start.x <= o.end.x && o.start.x <= end.x && start.y <= o.end.y && o.start.y <= end.y;
}

std::string CoreRange::toString() const {
  return fmt::format("({},{})-({},{})", start.x, start.y, end.x, end.y);
}

CoreRangeSet::CoreRangeSet(std::vector<CoreRange> ranges) : ranges_(std::move(ranges)) {
  for (std::size_t i = 0; i < ranges_.size(); ++i)
    for (std::size_t j = i + 1; j < ranges_.size(); ++j)
      if (ranges_[i].intersects(ranges_[j]))
        throw Error(ErrorKind::Conflict,
                    fmt::format("core ranges {} and {} overlap; a core range set needs disjoint "
                                "ranges (use CoreRangeSet::fromCores to merge arbitrary cores)",
                                ranges_[i].toString(), ranges_[j].toString()));
}

CoreRangeSet CoreRangeSet::fromCores(const std::vector<CoreCoord>& cores) {
  // Row-major ordered set of cores still to cover.
  auto rowMajor = [](CoreCoord a, CoreCoord b) { return std::tie(a.y, a.x) < std::tie(b.y, b.x); };
  std::set<CoreCoord, decltype(rowMajor)> left(cores.begin(), cores.end(), rowMajor);
  std::vector<CoreRange> out;
  while (!left.empty()) {
    CoreCoord s = *left.begin();
    std::uint32_t xe = s.x;
    while (left.count({xe + 1, s.y})) ++xe;
    std::uint32_t ye = s.y;
    for (;;) {
      bool full = true;
      for (std::uint32_t x = s.x; x <= xe && full; ++x) full = left.count({x, ye + 1}) > 0;
      if (!full) break;
      ++ye;
    }
    for (std::uint32_t y = s.y; y <= ye; ++y)
      for (std::uint32_t x = s.x; x <= xe; ++x) left.erase({x, y});
    out.emplace_back(s, CoreCoord{xe, ye});
  }
  CoreRangeSet result;
  result.ranges_ = std::move(out);
  return result;
}

std::uint64_t CoreRangeSet::numCores() const {
  std::uint64_t n = 0;
  for (const auto& r : ranges_) n += r.numCores();
  return n;
}

bool CoreRangeSet::contains(CoreCoord c) const {
  return std::any_of(ranges_.begin(), ranges_.end(), [&](const CoreRange& r) { return r.contains(c); });
}

bool CoreRangeSet::contains(const CoreRange& r) const {
  // Ranges are disjoint, so r is covered iff the covered area equals its area.
  std::uint64_t covered = 0;
  for (const auto& mine : ranges_) {
    if (!mine.intersects(r)) continue;
    CoreCoord s{std::max(mine.start.x, r.start.x), std::max(mine.start.y, r.start.y)};
    CoreCoord e{std::min(mine.end.x, r.end.x), std::min(mine.end.y, r.end.y)};
    covered += CoreRange(s, e).numCores();
  }
  return covered == r.numCores();
}

bool CoreRangeSet::contains(const CoreRangeSet& other) const {
  return std::all_of(other.ranges_.begin(), other.ranges_.end(),
                     [&](const CoreRange& r) { return contains(r); });
}

CoreRangeSet CoreRangeSet::intersect(const CoreRangeSet& other) const {
  std::vector<CoreCoord> cores;
  for (const auto& a : ranges_)
    for (const auto& b : other.ranges_) {
      if (!a.intersects(b)) continue;
      CoreRange i({std::max(a.start.x, b.start.x), std::max(a.start.y, b.start.y)},
                  {std::min(a.end.x, b.end.x), std::min(a.end.y, b.end.y)});
      CoreRangeSet(i).forEachCore([&](CoreCoord c) { cores.push_back(c); });
    }
  return fromCores(cores);
}

CoreRangeSet CoreRangeSet::merged() const { return fromCores(cores()); }

CoreRange CoreRangeSet::boundingBox() const {
  if (ranges_.empty())
    throw Error(ErrorKind::InvalidArgument, "an empty core range set has no bounding box");
  CoreCoord s = ranges_.front().start, e = ranges_.front().end;
  for (const auto& r : ranges_) {
    s = {std::min(s.x, r.start.x), std::min(s.y, r.start.y)};
    e = {std::max(e.x, r.end.x), std::max(e.y, r.end.y)};
  }
  return CoreRange(s, e);
}

std::vector<CoreCoord> CoreRangeSet::cores() const {
  std::vector<CoreCoord> out;
  out.reserve(numCores());
  forEachCore([&](CoreCoord c) { out.push_back(c); });
  return out;
}

std::string CoreRangeSet::toString() const {
  std::string s = "[";
  for (std::size_t i = 0; i < ranges_.size(); ++i) {
    if (i) s += ", ";
    s += ranges_[i].toString();
  }
  return s + "]";
}

}  // namespace strata::device
