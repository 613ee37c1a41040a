#include "strata/alloc/detail/size_index.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cstring>

namespace strata::alloc::detail {

void SizeIndex::grow() {
  const std::size_t cap = begins_.size() * 2;
  sizes_.resize(cap + 1);
  begins_.resize(cap);
  meta_.resize(cap);
}

// A second (or later) block of an existing size.
void SizeIndex::addToSize(std::size_t i, Entry e) {
  const std::uint64_t m = meta_[i];
  const Entry low{begins_[i], nodeOf(m)};
  std::uint32_t bucket = bucketOf(m);
  if (bucket == kNoBucket) {
    if (!spare_.empty()) {
      bucket = spare_.back();
      spare_.pop_back();
    } else {
      bucket = std::uint32_t(buckets_.size());
      buckets_.emplace_back();
    }
    // Seed the fresh bucket with both blocks in address order, centred.
    Bucket& b = buckets_[bucket];
    if (b.buf.size() < 8) b.buf.resize(8);
    b.lo = std::uint32_t(b.buf.size() / 2 - 1);
    b.hi = b.lo + 2;
    const bool e_first = e.begin < low.begin;
    b.buf[b.lo] = e_first ? e : low;
    b.buf[b.lo + 1] = e_first ? low : e;
  } else {
    buckets_[bucket].insert(e);
  }
  // The new block can only become the lowest or the highest (the highest lives in the
  // bucket); set the lowest from e (in registers) rather than reading back the entry
  // just stored in the bucket.
  if (e.begin < low.begin) {
    begins_[i] = e.begin;
    meta_[i] = withBucket(e.node, bucket);
  } else {
    meta_[i] = withBucket(low.node, bucket);
  }
}

void SizeIndex::removeFromBucket(std::size_t i, std::uint64_t begin) {
  std::uint32_t bucket = bucketOf(meta_[i]);
  Bucket& b = buckets_[bucket];
  b.erase(begin);
  const Entry low = b.front();
  if (b.count() == 1) {  // back to a single block: the bucket is not needed
    spare_.push_back(bucket);
    bucket = kNoBucket;
  }
  begins_[i] = low.begin;
  meta_[i] = withBucket(low.node, bucket);
}

void SizeIndex::clear() {
  for (std::size_t i = 0; i < count_; ++i)
    if (bucketOf(meta_[i]) != kNoBucket) spare_.push_back(bucketOf(meta_[i]));
  count_ = 0;
  sizes_[0] = kSentinel;
}

void SizeIndex::checkInvariants() const {
  auto fail = [](const std::string& what) {
    throw Error(ErrorKind::Internal, "free list size index: " + what);
  };
  if (sizes_.size() != begins_.size() + 1 || meta_.size() != begins_.size() ||
      count_ > begins_.size())
    fail(fmt::format("{} sizes in arrays of {}, {} and {}", count_, sizes_.size(), begins_.size(),
                     meta_.size()));
  if (sizes_[count_] != kSentinel) fail("the sentinel after the last size is missing");
  for (std::size_t i = 0; i < count_; ++i) {
    if (sizes_[i] == 0 || (i > 0 && sizes_[i - 1] >= sizes_[i]))
      fail(fmt::format("sizes not ascending at {}", i));
    const std::uint64_t m = meta_[i];
    if (bucketOf(m) == kNoBucket) continue;
    const Bucket& b = buckets_[bucketOf(m)];
    if (b.count() < 2) fail(fmt::format("size {}: a bucket of {} blocks", sizes_[i], b.count()));
    for (std::uint32_t k = b.lo + 1; k < b.hi; ++k)
      if (b.buf[k - 1].begin >= b.buf[k].begin)
        fail(fmt::format("size {}: bucket not in address order", sizes_[i]));
    if (b.front().begin != begins_[i] || b.front().node != nodeOf(m))
      fail(fmt::format("size {}: the lowest block disagrees with the bucket", sizes_[i]));
  }
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
