#pragma once
// Worker-core coordinates, rectangular core ranges and sets of disjoint ranges.

#include <compare>
#include <cstdint>
#include <string>
#include <vector>

namespace strata::device {

struct CoreCoord {
  std::uint32_t x = 0;
  std::uint32_t y = 0;
  auto operator<=>(const CoreCoord&) const = default;
};

// An inclusive rectangle of cores: start is the top-left, end the bottom-right.
struct CoreRange {
  CoreCoord start;
  CoreCoord end;

  CoreRange() = default;
  CoreRange(CoreCoord single) : start(single), end(single) {}
  // Throws strata::Error if end is left of or above start.
  CoreRange(CoreCoord start, CoreCoord end);

  std::uint32_t width() const { return end.x - start.x + 1; }
  std::uint32_t height() const { return end.y - start.y + 1; }
  std::uint64_t numCores() const { return std::uint64_t(width()) * height(); }
  bool contains(CoreCoord c) const;
  bool contains(const CoreRange& other) const;
  bool intersects(const CoreRange& other) const;
  std::string toString() const;  // "(x,y)-(x,y)"
  bool operator==(const CoreRange&) const = default;
};

// A set of disjoint core ranges. The order of ranges (and row-major order inside each)
// is the order in which shards are assigned to cores.
class CoreRangeSet {
 public:
  CoreRangeSet() = default;
  // Throws strata::Error (Conflict) naming the two ranges if any overlap.
  explicit CoreRangeSet(std::vector<CoreRange> ranges);
  CoreRangeSet(CoreRange range) : ranges_{range} {}

  // Any collection of cores (duplicates allowed) as the fewest greedy rectangles:
  // scan rows top to bottom, grow each rectangle right, then down.
  static CoreRangeSet fromCores(const std::vector<CoreCoord>& cores);

  const std::vector<CoreRange>& ranges() const { return ranges_; }
  bool empty() const { return ranges_.empty(); }
  std::uint64_t numCores() const;
  bool contains(CoreCoord c) const;
  bool contains(const CoreRange& r) const;
  bool contains(const CoreRangeSet& other) const;
  CoreRangeSet intersect(const CoreRangeSet& other) const;
  CoreRangeSet merged() const;  // same cores, as merged rectangles
  CoreRange boundingBox() const;  // throws on an empty set
  // Cores in assignment order: ranges in order, row-major within a range.
  std::vector<CoreCoord> cores() const;
  std::string toString() const;  // "[(x,y)-(x,y), ...]"
  bool operator==(const CoreRangeSet&) const = default;

  template <typename Fn>
  void forEachCore(Fn&& fn) const {
    for (const CoreRange& r : ranges_)
      for (std::uint32_t y = r.start.y; y <= r.end.y; ++y)
        for (std::uint32_t x = r.start.x; x <= r.end.x; ++x) fn(CoreCoord{x, y});
  }

 private:
  std::vector<CoreRange> ranges_;
};

}  // namespace strata::device
