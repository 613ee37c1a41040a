#pragma once
// Private: free blocks indexed by exact size, for exact best fit.
//
// The distinct free sizes are kept in one sorted array, so "smallest size >= n" is a
// binary search over distinct sizes (usually a handful even with thousands of free
// blocks, because workloads repeat sizes). Next to each distinct size sit its lowest
// and highest block (the bottom-up and top-down tie-breaks), so a best-fit lookup reads
// two adjacent arrays and nothing else. A size held by one block needs nothing more;
// a size shared by several blocks also gets a bucket holding them sorted by address in
// a centred array with room at both ends: the lowest and highest are O(1) to insert and
// remove, a block in the middle costs a binary search plus a shift of the shorter side.
// Buckets and their buffers are recycled, so after warm-up nothing on the hot path
// touches the heap.

#include <cstdint>
#include <vector>

namespace strata::alloc::detail {

class SizeIndex {
 public:
  struct Entry {
    std::uint64_t begin;
    std::uint32_t node;
  };

  void insert(std::uint64_t size, std::uint64_t begin, std::uint32_t node) {
    std::size_t i = lowerBound(size);
    if (i == sizes_.size() || sizes_[i] != size) return insertNewSize(i, size, Entry{begin, node});
    addToSize(i, Entry{begin, node});
  }
  void erase(std::uint64_t size, std::uint64_t begin) { eraseAt(lowerBound(size), begin); }
  // Removes the block at `begin` from the size at position i.
  void eraseAt(std::size_t i, std::uint64_t begin) {
    if (ranks_[i].bucket == kNoBucket) return removeSize(i);
    removeFromBucket(i, begin);
  }
  // Moves a block to a new size (and begin), e.g. when an allocation shrinks it or a
  // free grows it. When it is alone at its size and the new size keeps its place in the
  // size order - the usual case for the big block being carved - this is an overwrite.
  void resize(std::uint64_t old_size, std::uint64_t old_begin, std::uint64_t new_size,
              std::uint64_t new_begin, std::uint32_t node) {
    resizeAt(lowerBound(old_size), old_size, old_begin, new_size, new_begin, node);
  }
  // Same, when the caller knows the position of old_size (from lowerBound).
  void resizeAt(std::size_t i, std::uint64_t old_size, std::uint64_t old_begin,
                std::uint64_t new_size, std::uint64_t new_begin, std::uint32_t node) {
    if (ranks_[i].bucket == kNoBucket) {
      bool keeps_place = new_size < old_size
                             ? (i == 0 || sizes_[i - 1] < new_size)
                             : (i + 1 == sizes_.size() || sizes_[i + 1] > new_size);
      if (keeps_place) {
        sizes_[i] = new_size;
        // Field by field: copying one fresh Entry into the other makes the compiler
        // reload it with a wider load than the stores that wrote it (a store-forwarding
        // stall that cost half of carve()).
        Rank& r = ranks_[i];
        r.low.begin = new_begin;
        r.low.node = node;
        r.high.begin = new_begin;
        r.high.node = node;
        return;
      }
    }
    eraseAt(i, old_begin);
    insert(new_size, new_begin, node);
  }
  void clear();

  bool empty() const { return sizes_.empty(); }
  std::uint64_t largest() const { return sizes_.empty() ? 0 : sizes_.back(); }
  std::size_t distinctSizes() const { return sizes_.size(); }

  // Position in the distinct-size order of the smallest size >= n (== distinctSizes()
  // if none).
  std::size_t lowerBound(std::uint64_t n) const {
    // Plain binary search. g++ compiles the select below to a branch, and that is the
    // faster form here: the probe pattern repeats and is predicted, while a masked,
    // truly branch-free step put every probe on one dependency chain (+25% on Typical,
    // docs/performance/alloc.md).
    std::size_t len = sizes_.size();
    if (len == 0) return 0;
    const std::uint64_t* base = sizes_.data();
    while (len > 1) {
      std::size_t half = len / 2;
      base = base[half - 1] < n ? base + half : base;
      len -= half;
    }
    return std::size_t(base - sizes_.data()) + (*base < n);
  }
  std::uint64_t sizeAt(std::size_t i) const { return sizes_[i]; }
  const Entry& lowestAt(std::size_t i) const { return ranks_[i].low; }
  const Entry& highestAt(std::size_t i) const { return ranks_[i].high; }

 private:
  static constexpr std::uint32_t kNoBucket = 0xFFFFFFFFu;

  struct Rank {  // one distinct size; parallel to sizes_
    Entry low;
    Entry high;
    std::uint32_t bucket;  // kNoBucket while the size has a single block
  };

  struct Bucket {
    std::vector<Entry> buf;
    std::uint32_t lo = 0, hi = 0;  // live entries are buf[lo, hi), sorted by begin
    std::uint32_t count() const { return hi - lo; }
    const Entry& front() const { return buf[lo]; }
    const Entry& back() const { return buf[hi - 1]; }
    void insert(Entry e) {
      // Fast paths: a new lowest or highest block with room on that side.
      if (lo != hi) {
        if (e.begin < buf[lo].begin && lo > 0) {
          buf[--lo] = e;
          return;
        }
        if (e.begin > buf[hi - 1].begin && hi < buf.size()) {
          buf[hi++] = e;
          return;
        }
      }
      insertSlow(e);
    }
    void erase(std::uint64_t begin) {
      if (buf[lo].begin == begin) {
        ++lo;
      } else if (buf[hi - 1].begin == begin) {
        --hi;
      } else {
        eraseMiddle(begin);
      }
    }
    void insertSlow(Entry e);
    void eraseMiddle(std::uint64_t begin);
    void recentre();
  };

  // Entries travel by value (two registers): a reference to a freshly built temporary
  // made the callee reload it with one 16-byte load over two narrower stores, which
  // cannot be store-forwarded (the same stall as in resizeAt).
  void addToSize(std::size_t i, Entry e);
  void removeFromBucket(std::size_t i, std::uint64_t begin);
  void insertNewSize(std::size_t i, std::uint64_t size, Entry e);
  static void setEntry(Entry& to, const Entry& from) {  // field by field, see above
    to.begin = from.begin;
    to.node = from.node;
  }

  void removeSize(std::size_t i);

  std::vector<std::uint64_t> sizes_;  // distinct free sizes, ascending
  std::vector<Rank> ranks_;           // parallel to sizes_
  std::vector<Bucket> buckets_;       // pool; unused ones are listed in spare_
  std::vector<std::uint32_t> spare_;
};

}  // namespace strata::alloc::detail
