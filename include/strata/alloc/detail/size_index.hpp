#pragma once
// Private (included through strata/alloc/free_list.hpp; not an API): free blocks indexed
// by exact size, for exact best fit.
//
// The distinct free sizes are kept in one sorted array, so "smallest size >= n" is a
// binary search over distinct sizes (usually a handful even with thousands of free
// blocks, because workloads repeat sizes). Two parallel arrays hold, per distinct size,
// the begin of its lowest-addressed block and one 8-byte word with that block's node
// and the size's bucket, so a bottom-up best-fit lookup reads three arrays at one index
// and nothing else. A size held by one block needs nothing more (its lowest block is
// also its highest, the top-down tie-break); a size shared by several blocks also gets
// a bucket holding them sorted by address in a centred array with room at both ends:
// the lowest and highest are O(1) to insert and remove, a block in the middle costs a
// binary search plus a shift of the shorter side. Buckets and their buffers are
// recycled, so after warm-up nothing on the hot path touches the heap.
//
// Layout choices, each measured (docs/performance/alloc.md): the arrays are parallel
// 8-byte columns, so inserting or removing a size shifts three words per entry, and
// every write and read of an entry is a whole word (no store-forwarding stall from a
// wide load over narrower stores); the count is a member, not the vectors' size, which
// stay at their capacity; and the size array ends with a sentinel (the largest 64-bit
// value), so the search needs no empty check or final correction, and a resize reads
// the next size without a bounds check.

#include <cstdint>
#include <vector>

namespace strata::alloc::detail {

class SizeIndex {
 public:
  struct Entry {
    std::uint64_t begin;
    std::uint32_t node;
  };

  SizeIndex() : sizes_(kInitialCapacity + 1), begins_(kInitialCapacity), meta_(kInitialCapacity) {
    sizes_[0] = kSentinel;
  }

  void insert(std::uint64_t size, std::uint64_t begin, std::uint32_t node) {
    std::size_t i = lowerBound(size);
    if (i == count_ || sizes_[i] != size) return insertNewSize(i, size, begin, node);
    addToSize(i, Entry{begin, node});
  }
  void erase(std::uint64_t size, std::uint64_t begin) { eraseAt(lowerBound(size), begin); }
  // Removes the block at `begin` from the size at position i.
  void eraseAt(std::size_t i, std::uint64_t begin) {
    if (bucketOf(meta_[i]) == kNoBucket) return removeSize(i);
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
    if (bucketOf(meta_[i]) == kNoBucket) {
      // sizes_[count_] is the sentinel, so the next size is always readable.
      const bool keeps_place = new_size < old_size ? (i == 0 || sizes_[i - 1] < new_size)
                                                   : sizes_[i + 1] > new_size;
      if (keeps_place) {
        sizes_[i] = new_size;
        begins_[i] = new_begin;
        meta_[i] = single(node);
        return;
      }
    }
    eraseAt(i, old_begin);
    insert(new_size, new_begin, node);
  }
  void clear();

  bool empty() const { return count_ == 0; }
  std::uint64_t largest() const { return count_ == 0 ? 0 : sizes_[count_ - 1]; }
  std::size_t distinctSizes() const { return count_; }

  // Position in the distinct-size order of the smallest size >= n (== distinctSizes()
  // if none).
  std::size_t lowerBound(std::uint64_t n) const {
    // Binary search over count_ + 1 entries, the last being the sentinel (>= any n), so
    // the answer always lies in the searched range. g++ compiles the select below to a
    // branch, and that is the faster form here: the probe pattern repeats and is
    // predicted, while a masked, truly branch-free step put every probe on one
    // dependency chain (+25% on Typical, docs/performance/alloc.md).
    const std::uint64_t* const s = sizes_.data();
    const std::uint64_t* base = s;
    std::size_t len = count_ + 1;
    while (len > 1) {
      std::size_t half = len / 2;
      base = base[half - 1] < n ? base + half : base;
      len -= half;
    }
    return std::size_t(base - s);
  }
  std::uint64_t sizeAt(std::size_t i) const { return sizes_[i]; }
  Entry lowestAt(std::size_t i) const { return Entry{begins_[i], nodeOf(meta_[i])}; }
  Entry highestAt(std::size_t i) const {
    const std::uint64_t m = meta_[i];
    if (bucketOf(m) == kNoBucket) return Entry{begins_[i], nodeOf(m)};
    return buckets_[bucketOf(m)].back();
  }
  // The blocks of the size at position i, in address order.
  template <typename Fn>
  void forEachEntryAt(std::size_t i, Fn&& fn) const {
    const std::uint64_t m = meta_[i];
    if (bucketOf(m) == kNoBucket) return fn(Entry{begins_[i], nodeOf(m)});
    const Bucket& b = buckets_[bucketOf(m)];
    for (std::uint32_t k = b.lo; k < b.hi; ++k) fn(b.buf[k]);
  }
  // Throws strata::Error (Internal) if the sizes are not strictly ascending, the
  // sentinel is missing, or a size's lowest block disagrees with its bucket.
  void checkInvariants() const;

 private:
  static constexpr std::uint32_t kNoBucket = 0xFFFFFFFFu;
  static constexpr std::uint64_t kSentinel = ~std::uint64_t{0};
  static constexpr std::size_t kInitialCapacity = 15;

  // meta_ word: the lowest block's node in the low half, the bucket (or kNoBucket) in
  // the high half.
  static std::uint64_t single(std::uint32_t node) {
    return std::uint64_t{kNoBucket} << 32 | node;
  }
  static std::uint64_t withBucket(std::uint32_t node, std::uint32_t bucket) {
    return std::uint64_t{bucket} << 32 | node;
  }
  static std::uint32_t nodeOf(std::uint64_t m) { return std::uint32_t(m); }
  static std::uint32_t bucketOf(std::uint64_t m) { return std::uint32_t(m >> 32); }

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
  // cannot be store-forwarded.
  void addToSize(std::size_t i, Entry e);
  void removeFromBucket(std::size_t i, std::uint64_t begin);
  // Inline, with open-coded shifts instead of vector::insert/erase: the arrays hold a
  // handful of distinct sizes, and a call (or libc's memmove) costs more than moving the
  // few entries. The empty asm in each step keeps g++ from turning the loop back into
  // a memmove call or vectorising it behind run-time alias checks (whose 16-byte loads
  // over 8-byte stores would also stall store forwarding); it emits no instruction.
  void insertNewSize(std::size_t i, std::uint64_t size, std::uint64_t begin, std::uint32_t node) {
    if (count_ == begins_.size()) [[unlikely]]
      grow();
    const std::size_t n = count_;
    std::uint64_t* s = sizes_.data();
    std::uint64_t* b = begins_.data();
    std::uint64_t* m = meta_.data();
    s[n + 1] = kSentinel;
    for (std::size_t k = n; k > i; --k) {
      s[k] = s[k - 1];
      b[k] = b[k - 1];
      m[k] = m[k - 1];
      asm("" : : : "memory");
    }
    s[i] = size;
    b[i] = begin;
    m[i] = single(node);
    count_ = n + 1;
  }
  void removeSize(std::size_t i) {  // a size with one block (no bucket)
    const std::size_t n = count_;
    std::uint64_t* s = sizes_.data();
    std::uint64_t* b = begins_.data();
    std::uint64_t* m = meta_.data();
    for (std::size_t k = i; k + 1 < n; ++k) {
      s[k] = s[k + 1];
      b[k] = b[k + 1];
      m[k] = m[k + 1];
      asm("" : : : "memory");
    }
    s[n - 1] = kSentinel;
    count_ = n - 1;
  }
  void grow();

  std::size_t count_ = 0;              // distinct free sizes
  std::vector<std::uint64_t> sizes_;   // [0, count_) ascending, [count_] = kSentinel
  std::vector<std::uint64_t> begins_;  // per size: its lowest block's begin
  std::vector<std::uint64_t> meta_;    // per size: its lowest block's node | bucket << 32
  std::vector<Bucket> buckets_;        // pool; unused ones are listed in spare_
  std::vector<std::uint32_t> spare_;
};

}  // namespace strata::alloc::detail
