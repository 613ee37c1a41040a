#pragma once
// Private (included through strata/alloc/free_list.hpp; not an API): free blocks in
// address order, for first fit, address limits and allocate-at. A two-level sorted
// structure (a B+ tree of height two): chunks of up to kChunk entries sorted by begin,
// each caching the largest block size it holds, and an ordered list of chunks with
// their first addresses. Point operations are two binary searches plus a shift inside
// one chunk; "first block from the left (or right) of at least n bytes" skips whole
// chunks by their cached maximum. Chunk storage is pooled and reused after clear().

#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>
#include <vector>

namespace strata::alloc::detail {

class AddressIndex {
 public:
  struct Entry {
    std::uint64_t begin;
    std::uint64_t size;
    std::uint32_t node;
  };

  void insert(std::uint64_t begin, std::uint64_t size, std::uint32_t node);
  void erase(std::uint64_t begin);
  // Changes the entry at `old_begin` to [new_begin, new_begin + new_size). The new begin
  // must keep the address order (it stays between the same neighbours).
  void update(std::uint64_t old_begin, std::uint64_t new_begin, std::uint64_t new_size);
  void clear();
  bool empty() const { return order_.empty(); }
  std::size_t count() const;  // entries, O(chunks)
  // Throws strata::Error (Internal) if chunks are empty, out of order, or their cached
  // first address or largest size is stale.
  void checkInvariants() const;

  // The entry with the largest begin < address (the only one that may straddle it).
  std::optional<Entry> lastBefore(std::uint64_t address) const;
  // The entry with the largest begin <= address.
  std::optional<Entry> lastAtOrBefore(std::uint64_t address) const;
  // Lowest-addressed / highest-addressed entry with size >= n.
  std::optional<Entry> firstFit(std::uint64_t n) const;
  std::optional<Entry> lastFit(std::uint64_t n) const;
  // Largest size among entries with begin < address / begin >= address.
  std::uint64_t maxSizeBefore(std::uint64_t address) const;
  std::uint64_t maxSizeFrom(std::uint64_t address) const;

 private:
  static constexpr std::uint32_t kChunk = 64;
  struct Chunk {
    std::uint32_t n = 0;
    std::uint64_t max_size = 0;
    std::uint64_t begin[kChunk];
    std::uint64_t size[kChunk];
    std::uint32_t node[kChunk];
    void recomputeMax();
    Entry at(std::uint32_t i) const { return Entry{begin[i], size[i], node[i]}; }
  };

  // Index in order_ of the chunk that holds (or would hold) `address`: the last chunk
  // whose first begin <= address, or 0.
  std::size_t chunkFor(std::uint64_t address) const;
  // Position of the first entry with begin >= address inside chunk c.
  static std::uint32_t lowerIn(const Chunk& c, std::uint64_t address);
  std::uint32_t newChunk();
  // Global position (order index, slot) of the first entry with begin >= address.
  std::pair<std::size_t, std::uint32_t> lowerBound(std::uint64_t address) const;

  std::vector<Chunk> chunks_;         // pool
  std::vector<std::uint32_t> spare_;  // unused chunks in the pool
  std::vector<std::uint32_t> order_;  // chunk ids in address order
  std::vector<std::uint64_t> first_;  // first begin of each chunk, parallel to order_
};

}  // namespace strata::alloc::detail
