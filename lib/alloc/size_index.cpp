#include "size_index.hpp"

#include <algorithm>
#include <cstring>

namespace strata::alloc::detail {

void SizeIndex::insertNewSize(std::size_t i, std::uint64_t size, std::uint64_t begin,
                              std::uint32_t node) {
  std::uint32_t b;
  if (!spare_.empty()) {
    b = spare_.back();
    spare_.pop_back();
  } else {
    b = std::uint32_t(buckets_.size());
    buckets_.emplace_back();
  }
  sizes_.insert(sizes_.begin() + std::ptrdiff_t(i), size);
  bucket_of_.insert(bucket_of_.begin() + std::ptrdiff_t(i), b);
  buckets_[b].insert(begin, node);
}

void SizeIndex::removeSize(std::size_t i) {
  spare_.push_back(bucket_of_[i]);
  sizes_.erase(sizes_.begin() + std::ptrdiff_t(i));
  bucket_of_.erase(bucket_of_.begin() + std::ptrdiff_t(i));
}

void SizeIndex::clear() {
  for (std::uint32_t b : bucket_of_) {
    buckets_[b].lo = buckets_[b].hi = 0;
    spare_.push_back(b);
  }
  sizes_.clear();
  bucket_of_.clear();
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

void SizeIndex::Bucket::insertSlow(std::uint64_t begin, std::uint32_t node) {
  if (lo == hi) {
    if (buf.size() < 8) buf.resize(8);
    lo = hi = std::uint32_t(buf.size() / 2);
    buf[hi++] = Entry{begin, node};
    return;
  }
  if (begin < buf[lo].begin) {  // new lowest, no room below
    recentre();
    buf[--lo] = Entry{begin, node};
    return;
  }
  if (begin > buf[hi - 1].begin) {  // new highest, no room above
    recentre();
    buf[hi++] = Entry{begin, node};
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
    buf[p - 1] = Entry{begin, node};
  } else {
    std::memmove(buf.data() + p + 1, buf.data() + p, (hi - p) * sizeof(Entry));
    ++hi;
    buf[p] = Entry{begin, node};
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
