#include "strata/alloc/detail/address_index.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <cstring>

namespace strata::alloc::detail {

void AddressIndex::Chunk::recomputeMax() {
  std::uint64_t m = 0;
  for (std::uint32_t i = 0; i < n; ++i) m = std::max(m, size[i]);
  max_size = m;
}

std::uint32_t AddressIndex::lowerIn(const Chunk& c, std::uint64_t address) {
  return std::uint32_t(std::lower_bound(c.begin, c.begin + c.n, address) - c.begin);
}

std::size_t AddressIndex::chunkFor(std::uint64_t address) const {
  auto it = std::upper_bound(first_.begin(), first_.end(), address);
  return it == first_.begin() ? 0 : std::size_t(it - first_.begin() - 1);
}

std::uint32_t AddressIndex::newChunk() {
  if (!spare_.empty()) {
    std::uint32_t id = spare_.back();
    spare_.pop_back();
    chunks_[id].n = 0;
    chunks_[id].max_size = 0;
    return id;
  }
  chunks_.emplace_back();
  return std::uint32_t(chunks_.size() - 1);
}

void AddressIndex::clear() {
  for (std::uint32_t id : order_) spare_.push_back(id);
  order_.clear();
  first_.clear();
}

void AddressIndex::insert(std::uint64_t begin, std::uint64_t size, std::uint32_t node) {
  if (order_.empty()) {
    std::uint32_t id = newChunk();
    order_.push_back(id);
    first_.push_back(begin);
  }
  std::size_t k = chunkFor(begin);
  if (chunks_[order_[k]].n == kChunk) {
    // Split: the upper half moves to a new chunk right after this one.
    std::uint32_t id = newChunk();
    Chunk& full = chunks_[order_[k]];
    Chunk& upper = chunks_[id];
    constexpr std::uint32_t half = kChunk / 2;
    std::memcpy(upper.begin, full.begin + half, half * sizeof(std::uint64_t));
    std::memcpy(upper.size, full.size + half, half * sizeof(std::uint64_t));
    std::memcpy(upper.node, full.node + half, half * sizeof(std::uint32_t));
    upper.n = half;
    full.n = half;
    full.recomputeMax();
    upper.recomputeMax();
    order_.insert(order_.begin() + std::ptrdiff_t(k + 1), id);
    first_.insert(first_.begin() + std::ptrdiff_t(k + 1), upper.begin[0]);
    if (begin >= upper.begin[0]) ++k;
  }
  Chunk& c = chunks_[order_[k]];
  std::uint32_t p = lowerIn(c, begin);
  std::uint32_t tail = c.n - p;
  std::memmove(c.begin + p + 1, c.begin + p, tail * sizeof(std::uint64_t));
  std::memmove(c.size + p + 1, c.size + p, tail * sizeof(std::uint64_t));
  std::memmove(c.node + p + 1, c.node + p, tail * sizeof(std::uint32_t));
  c.begin[p] = begin;
  c.size[p] = size;
  c.node[p] = node;
  ++c.n;
  c.max_size = std::max(c.max_size, size);
  if (p == 0) first_[k] = begin;
}

void AddressIndex::erase(std::uint64_t begin) {
  std::size_t k = chunkFor(begin);
  Chunk& c = chunks_[order_[k]];
  std::uint32_t p = lowerIn(c, begin);
  std::uint64_t removed = c.size[p];
  std::uint32_t tail = c.n - p - 1;
  std::memmove(c.begin + p, c.begin + p + 1, tail * sizeof(std::uint64_t));
  std::memmove(c.size + p, c.size + p + 1, tail * sizeof(std::uint64_t));
  std::memmove(c.node + p, c.node + p + 1, tail * sizeof(std::uint32_t));
  --c.n;
  if (c.n == 0) {
    spare_.push_back(order_[k]);
    order_.erase(order_.begin() + std::ptrdiff_t(k));
    first_.erase(first_.begin() + std::ptrdiff_t(k));
    return;
  }
  if (p == 0) first_[k] = c.begin[0];
  if (removed == c.max_size) c.recomputeMax();
  // Keep chunks from thinning out: merge with the next one when both fit in one.
  if (k + 1 < order_.size() && c.n + chunks_[order_[k + 1]].n <= kChunk / 2) {
    Chunk& next = chunks_[order_[k + 1]];
    std::memcpy(c.begin + c.n, next.begin, next.n * sizeof(std::uint64_t));
    std::memcpy(c.size + c.n, next.size, next.n * sizeof(std::uint64_t));
    std::memcpy(c.node + c.n, next.node, next.n * sizeof(std::uint32_t));
    c.n += next.n;
    c.max_size = std::max(c.max_size, next.max_size);
    spare_.push_back(order_[k + 1]);
    order_.erase(order_.begin() + std::ptrdiff_t(k + 1));
    first_.erase(first_.begin() + std::ptrdiff_t(k + 1));
  }
}

void AddressIndex::update(std::uint64_t old_begin, std::uint64_t new_begin,
                          std::uint64_t new_size) {
  std::size_t k = chunkFor(old_begin);
  Chunk& c = chunks_[order_[k]];
  std::uint32_t p = lowerIn(c, old_begin);
  std::uint64_t old_size = c.size[p];
  c.begin[p] = new_begin;
  c.size[p] = new_size;
  if (p == 0) first_[k] = new_begin;
  if (new_size > c.max_size)
    c.max_size = new_size;
  else if (old_size == c.max_size && new_size < old_size)
    c.recomputeMax();
}

std::pair<std::size_t, std::uint32_t> AddressIndex::lowerBound(std::uint64_t address) const {
  std::size_t k = chunkFor(address);
  std::uint32_t p = lowerIn(chunks_[order_[k]], address);
  if (p == chunks_[order_[k]].n && k + 1 < order_.size()) return {k + 1, 0};
  return {k, p};
}

std::optional<AddressIndex::Entry> AddressIndex::lastBefore(std::uint64_t address) const {
  if (order_.empty()) return std::nullopt;
  auto [k, p] = lowerBound(address);
  if (p > 0) return chunks_[order_[k]].at(p - 1);
  if (k == 0) return std::nullopt;
  const Chunk& c = chunks_[order_[k - 1]];
  return c.at(c.n - 1);
}

std::optional<AddressIndex::Entry> AddressIndex::lastAtOrBefore(std::uint64_t address) const {
  if (address == ~std::uint64_t{0}) {
    if (order_.empty()) return std::nullopt;
    const Chunk& c = chunks_[order_.back()];
    return c.at(c.n - 1);
  }
  return lastBefore(address + 1);
}

std::optional<AddressIndex::Entry> AddressIndex::firstFit(std::uint64_t n) const {
  for (std::uint32_t id : order_) {
    const Chunk& c = chunks_[id];
    if (c.max_size < n) continue;
    for (std::uint32_t i = 0; i < c.n; ++i)
      if (c.size[i] >= n) return c.at(i);
  }
  return std::nullopt;
}

std::optional<AddressIndex::Entry> AddressIndex::lastFit(std::uint64_t n) const {
  for (auto it = order_.rbegin(); it != order_.rend(); ++it) {
    const Chunk& c = chunks_[*it];
    if (c.max_size < n) continue;
    for (std::uint32_t i = c.n; i-- > 0;)
      if (c.size[i] >= n) return c.at(i);
  }
  return std::nullopt;
}

std::uint64_t AddressIndex::maxSizeBefore(std::uint64_t address) const {
  if (order_.empty()) return 0;
  auto [k, p] = lowerBound(address);
  std::uint64_t m = 0;
  for (std::size_t j = 0; j < k; ++j) m = std::max(m, chunks_[order_[j]].max_size);
  const Chunk& c = chunks_[order_[k]];
  for (std::uint32_t i = 0; i < p; ++i) m = std::max(m, c.size[i]);
  return m;
}

std::uint64_t AddressIndex::maxSizeFrom(std::uint64_t address) const {
  if (order_.empty()) return 0;
  auto [k, p] = lowerBound(address);
  const Chunk& c = chunks_[order_[k]];
  std::uint64_t m = 0;
  for (std::uint32_t i = p; i < c.n; ++i) m = std::max(m, c.size[i]);
  for (std::size_t j = k + 1; j < order_.size(); ++j) m = std::max(m, chunks_[order_[j]].max_size);
  return m;
}

std::size_t AddressIndex::count() const {
  std::size_t n = 0;
  for (std::uint32_t id : order_) n += chunks_[id].n;
  return n;
}

void AddressIndex::checkInvariants() const {
  auto fail = [](const std::string& what) {
    throw Error(ErrorKind::Internal, "free list address index: " + what);
  };
  if (order_.size() != first_.size()) fail("chunk list and first addresses differ in length");
  bool any = false;
  std::uint64_t last = 0;
  for (std::size_t k = 0; k < order_.size(); ++k) {
    const Chunk& c = chunks_[order_[k]];
    if (c.n == 0 || c.n > kChunk) fail(fmt::format("chunk {} holds {} entries", k, c.n));
    if (first_[k] != c.begin[0]) fail(fmt::format("chunk {}: stale first address", k));
    std::uint64_t m = 0;
    for (std::uint32_t i = 0; i < c.n; ++i) {
      if (any && c.begin[i] <= last) fail(fmt::format("entries not in address order at {}", c.begin[i]));
      any = true;
      last = c.begin[i];
      m = std::max(m, c.size[i]);
    }
    if (m != c.max_size) fail(fmt::format("chunk {}: cached largest size {} but {}", k, c.max_size, m));
  }
}

}  // namespace strata::alloc::detail
