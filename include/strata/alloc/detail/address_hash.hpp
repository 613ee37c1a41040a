#pragma once
// Private (included through strata/alloc/free_list.hpp for its inline hot paths; not an
// API): open-addressing hash from an allocated block's begin address to its node in
// the pool, used to find the block to free in O(1). Linear probing, power-of-two
// capacity, at most half full; deletion shifts the probe chain back instead of leaving
// tombstones, so lookups never degrade. A slot is 8 bytes: the node and the top 32 bits
// of the key's hash (which also give its home slot); the full address is confirmed
// against the node itself, which the caller reads next anyway. Small slots keep the
// table in L1 for typical working sets. No allocation once it has grown.

#include <cstdint>
#include <vector>

namespace strata::alloc::detail {

class AddressHash {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

  AddressHash() { rehashTo(64, [](std::uint32_t) { return std::uint64_t{0}; }); }

  // begin_of(node) returns the begin address of a node in the table.
  template <typename BeginOf>
  std::uint32_t find(std::uint64_t key, const BeginOf& begin_of) const {
    const std::uint32_t tag = tagOf(key);
    for (std::size_t i = home(tag);; i = (i + 1) & mask_) {
      const Slot s = slots_[i];
      if (s.node == kNone) return kNone;
      if (s.tag == tag && begin_of(s.node) == key) return s.node;
    }
  }

  // `key` must not be present.
  template <typename BeginOf>
  void insert(std::uint64_t key, std::uint32_t node, const BeginOf& begin_of) {
    if (count_ >= grow_at_) [[unlikely]]
      rehashTo((mask_ + 1) * 2, begin_of);
    place(tagOf(key), node);
  }

  // Removes `key` and returns its node, or kNone if it is absent.
  template <typename BeginOf>
  std::uint32_t take(std::uint64_t key, const BeginOf& begin_of) {
    const std::uint32_t tag = tagOf(key);
    std::size_t i = home(tag);
    for (;; i = (i + 1) & mask_) {
      const Slot s = slots_[i];
      if (s.node == kNone) return kNone;
      if (s.tag == tag && begin_of(s.node) == key) break;
    }
    const std::uint32_t node = slots_[i].node;
    // Backward-shift deletion: pull later entries of the chain into the hole when their
    // home slot does not lie cyclically in (hole, j].
    for (std::size_t j = (i + 1) & mask_; slots_[j].node != kNone; j = (j + 1) & mask_) {
      std::size_t h = home(slots_[j].tag);
      bool stays = (i < j) ? (h > i && h <= j) : (h > i || h <= j);
      if (stays) continue;
      slots_[i] = slots_[j];
      i = j;
    }
    slots_[i].node = kNone;
    --count_;
    return node;
  }

  void clear() {
    if (count_ == 0) return;
    for (Slot& s : slots_) s.node = kNone;
    count_ = 0;
  }

  std::size_t size() const { return count_; }

 private:
  struct Slot {
    std::uint32_t tag;
    std::uint32_t node;  // kNone marks an empty slot
  };

  static std::uint32_t tagOf(std::uint64_t key) {
    return std::uint32_t((key * 0x9E3779B97F4A7C15ull) >> 32);
  }
  std::size_t home(std::uint32_t tag) const { return std::size_t(tag >> shift_); }

  void place(std::uint32_t tag, std::uint32_t node) {
    std::size_t i = home(tag);
    while (slots_[i].node != kNone) i = (i + 1) & mask_;
    slots_[i] = Slot{tag, node};
    ++count_;
  }

  template <typename BeginOf>
  void rehashTo(std::size_t capacity, const BeginOf&) {
    std::vector<Slot> old = std::move(slots_);
    slots_.assign(capacity, Slot{0, kNone});
    mask_ = capacity - 1;
    grow_at_ = capacity / 2;  // at most half full after an insert
    shift_ = 32 - unsigned(__builtin_ctzll(capacity));  // capacity <= 2^32 slots
    count_ = 0;
    for (const Slot& s : old)
      if (s.node != kNone) place(s.tag, s.node);
  }

  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  unsigned shift_ = 0;
  std::size_t count_ = 0;
  std::size_t grow_at_ = 0;  // rehash before an insert at this many entries
};

}  // namespace strata::alloc::detail
