#include "size_index.hpp"

#include <algorithm>
#include <cstring>

// g++ turns the short shift loops below back into memmove calls unless told not to.
#if defined(__GNUC__) && !defined(__clang__)
#define STRATA_INLINE_SHIFTS __attribute__((optimize("no-tree-loop-distribute-patterns")))
#else
#define STRATA_INLINE_SHIFTS
#endif

namespace strata::alloc::detail {

// Open-coded shifts instead of vector::insert/erase: the arrays hold a handful of
// distinct sizes, and the two libc memmove calls per insert or erase (about 1,600 per
// Typical iteration) cost more than moving the few entries inline.
STRATA_INLINE_SHIFTS void SizeIndex::insertNewSize(std::size_t i, std::uint64_t size, Entry e) {
  const std::size_t n = sizes_.size();
  sizes_.emplace_back();
  ranks_.emplace_back();
  std::uint64_t* s = sizes_.data();
  Rank* r = ranks_.data();
  for (std::size_t k = n; k > i; --k) {
    s[k] = s[k - 1];
    r[k] = r[k - 1];
  }
  s[i] = size;
  r[i] = Rank{e, e, kNoBucket};
}

STRATA_INLINE_SHIFTS void SizeIndex::removeSize(std::size_t i) {
  if (ranks_[i].bucket != kNoBucket) spare_.push_back(ranks_[i].bucket);
  const std::size_t n = sizes_.size();
  std::uint64_t* s = sizes_.data();
  Rank* r = ranks_.data();
  for (std::size_t k = i; k + 1 < n; ++k) {
    s[k] = s[k + 1];
    r[k] = r[k + 1];
  }
  sizes_.pop_back();
  ranks_.pop_back();
}

// A second (or later) block of an existing size.
void SizeIndex::addToSize(std::size_t i, Entry e) {
  Rank& r = ranks_[i];
  if (r.bucket == kNoBucket) {
    if (!spare_.empty()) {
      r.bucket = spare_.back();
      spare_.pop_back();
    } else {
      r.bucket = std::uint32_t(buckets_.size());
      buckets_.emplace_back();
    }
    // Seed the fresh bucket with both blocks in address order, centred.
    Bucket& b = buckets_[r.bucket];
    if (b.buf.size() < 8) b.buf.resize(8);
    b.lo = std::uint32_t(b.buf.size() / 2 - 1);
    b.hi = b.lo + 2;
    const bool e_first = e.begin < r.low.begin;
    b.buf[b.lo] = e_first ? e : r.low;
    b.buf[b.lo + 1] = e_first ? r.low : e;
  } else {
    buckets_[r.bucket].insert(e);
  }
  // The new block can only become the lowest or the highest; set that end from e (in
  // registers) rather than reading back the entry just stored in the bucket.
  if (e.begin < r.low.begin)
    setEntry(r.low, e);
  else if (e.begin > r.high.begin)
    setEntry(r.high, e);
}

void SizeIndex::removeFromBucket(std::size_t i, std::uint64_t begin) {
  Rank& r = ranks_[i];
  Bucket& b = buckets_[r.bucket];
  b.erase(begin);
  setEntry(r.low, b.front());
  setEntry(r.high, b.back());
  if (b.count() == 1) {  // back to a single block: the bucket is not needed
    spare_.push_back(r.bucket);
    r.bucket = kNoBucket;
  }
}

void SizeIndex::clear() {
  for (const Rank& r : ranks_)
    if (r.bucket != kNoBucket) spare_.push_back(r.bucket);
  sizes_.clear();
  ranks_.clear();
}

// Moves the live entries to the middle of the buffer, growing it when it is more than
// half full, so both ends have room again.
void SizeIndex::Bucket::recentre() {
  std::size_t n = hi - lo;
  std::size_t cap = buf.size();
  if (n * 2 + 2 > cap) {
    std::size_t new_cap = std::max<std::size_t>(8, n * 4);
    std::vector<Entry> fresh(new_cap);
    std::size_t start = (new_cap - n) / 2;
    std::copy(buf.begin() + lo, buf.begin() + hi, fresh.begin() + std::ptrdiff_t(start));
    buf.swap(fresh);
    lo = std::uint32_t(start);
  } else {
    std::size_t start = (cap - n) / 2;
    std::memmove(buf.data() + start, buf.data() + lo, n * sizeof(Entry));
    lo = std::uint32_t(start);
  }
  hi = std::uint32_t(lo + n);
}

void SizeIndex::Bucket::insertSlow(Entry e) {
  const std::uint64_t begin = e.begin;
  if (lo == hi) {
    if (buf.size() < 8) buf.resize(8);
    lo = hi = std::uint32_t(buf.size() / 2);
    buf[hi++] = e;
    return;
  }
  if (begin < buf[lo].begin) {  // new lowest, no room below
    recentre();
    buf[--lo] = e;
    return;
  }
  if (begin > buf[hi - 1].begin) {  // new highest, no room above
    recentre();
    buf[hi++] = e;
    return;
  }
  // Middle: binary search, then shift the shorter side (or the side with room).
  if (lo == 0 && hi == buf.size()) recentre();
  auto pos = std::partition_point(buf.begin() + lo, buf.begin() + hi,
                                  [&](const Entry& e) { return e.begin < begin; });
  std::size_t p = std::size_t(pos - buf.begin());
  bool shift_left = lo > 0 && ((p - lo) < (hi - p) || hi == buf.size());
  if (shift_left) {
    std::memmove(buf.data() + lo - 1, buf.data() + lo, (p - lo) * sizeof(Entry));
    --lo;
    buf[p - 1] = e;
  } else {
    std::memmove(buf.data() + p + 1, buf.data() + p, (hi - p) * sizeof(Entry));
    ++hi;
    buf[p] = e;
  }
}

void SizeIndex::Bucket::eraseMiddle(std::uint64_t begin) {
  auto pos = std::partition_point(buf.begin() + lo, buf.begin() + hi,
                                  [&](const Entry& e) { return e.begin < begin; });
  std::size_t p = std::size_t(pos - buf.begin());
  if (p - lo < hi - p - 1) {
    std::memmove(buf.data() + lo + 1, buf.data() + lo, (p - lo) * sizeof(Entry));
    ++lo;
  } else {
    std::memmove(buf.data() + p, buf.data() + p + 1, (hi - p - 1) * sizeof(Entry));
    --hi;
  }
}

}  // namespace strata::alloc::detail
