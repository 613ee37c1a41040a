#pragma once
// Private: free blocks indexed by exact size, for exact best fit.
//
// The distinct free sizes are kept in one sorted array, so "smallest size >= n" is a
// binary search over distinct sizes (usually a handful even with thousands of free
// blocks, because workloads repeat sizes). Each distinct size has a bucket holding its
// blocks sorted by address in a centred array with room at both ends: the lowest
// (bottom-up tie-break) and highest (top-down tie-break) block are O(1) to read, insert
// and remove, and a block in the middle costs a binary search plus a shift of the
// shorter side. Buckets and their buffers are recycled, so after warm-up nothing on
// the hot path touches the heap.

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
    if (i == sizes_.size() || sizes_[i] != size) return insertNewSize(i, size, begin, node);
    buckets_[bucket_of_[i]].insert(begin, node);
  }
  void erase(std::uint64_t size, std::uint64_t begin) {
    std::size_t i = lowerBound(size);
    Bucket& b = buckets_[bucket_of_[i]];
    b.erase(begin);
    if (b.lo == b.hi) removeSize(i);
  }
  // Moves a block to a new size (and begin), e.g. when an allocation shrinks it or a
  // free grows it. When it is alone at its size and the new size keeps its place in the
  // size order - the usual case for the big block being carved - this is an overwrite.
  void resize(std::uint64_t old_size, std::uint64_t old_begin, std::uint64_t new_size,
              std::uint64_t new_begin, std::uint32_t node) {
    std::size_t i = lowerBound(old_size);
    Bucket& b = buckets_[bucket_of_[i]];
    if (b.hi - b.lo == 1) {
      bool keeps_place = new_size < old_size ? (i == 0 || sizes_[i - 1] < new_size)
                                             : (i + 1 == sizes_.size() || sizes_[i + 1] > new_size);
      if (keeps_place) {
        sizes_[i] = new_size;
        b.buf[b.lo] = Entry{new_begin, node};
        return;
      }
    }
    b.erase(old_begin);
    if (b.lo == b.hi) removeSize(i);
    insert(new_size, new_begin, node);
  }
  void clear();

  bool empty() const { return sizes_.empty(); }
  std::uint64_t largest() const { return sizes_.empty() ? 0 : sizes_.back(); }
  std::size_t distinctSizes() const { return sizes_.size(); }

  // Position in the distinct-size order of the smallest size >= n (== distinctSizes()
  // if none).
  std::size_t lowerBound(std::uint64_t n) const {
    const std::uint64_t* base = sizes_.data();
    std::size_t len = sizes_.size();
    while (len > 0) {
      std::size_t half = len / 2;
      if (base[half] < n) {
        base += half + 1;
        len -= half + 1;
      } else {
        len = half;
      }
    }
    return std::size_t(base - sizes_.data());
  }
  std::uint64_t sizeAt(std::size_t i) const { return sizes_[i]; }
  const Entry& lowestAt(std::size_t i) const { return bucket(i).front(); }
  const Entry& highestAt(std::size_t i) const { return bucket(i).back(); }

 private:
  struct Bucket {
    std::vector<Entry> buf;
    std::uint32_t lo = 0, hi = 0;  // live entries are buf[lo, hi), sorted by begin
    const Entry& front() const { return buf[lo]; }
    const Entry& back() const { return buf[hi - 1]; }
    void insert(std::uint64_t begin, std::uint32_t node) {
      // Fast paths: a new lowest or highest block with room on that side.
      if (lo != hi) {
        if (begin < buf[lo].begin && lo > 0) {
          buf[--lo] = Entry{begin, node};
          return;
        }
        if (begin > buf[hi - 1].begin && hi < buf.size()) {
          buf[hi++] = Entry{begin, node};
          return;
        }
      }
      insertSlow(begin, node);
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
    void insertSlow(std::uint64_t begin, std::uint32_t node);
    void eraseMiddle(std::uint64_t begin);
    void recentre();
  };

  const Bucket& bucket(std::size_t i) const { return buckets_[bucket_of_[i]]; }
  void insertNewSize(std::size_t i, std::uint64_t size, std::uint64_t begin, std::uint32_t node);
  void removeSize(std::size_t i);

  std::vector<std::uint64_t> sizes_;      // distinct free sizes, ascending
  std::vector<std::uint32_t> bucket_of_;  // parallel to sizes_
  std::vector<Bucket> buckets_;           // pool; empty ones are listed in spare_
  std::vector<std::uint32_t> spare_;
};

}  // namespace strata::alloc::detail
