#pragma once
// Private: open-addressing hash from a block's begin address to its pool index, used to
// find the block to free in O(1). Linear probing, power-of-two capacity, at most half
// full; deletion shifts the probe chain back instead of leaving tombstones, so lookups
// never degrade. No allocation once the table has grown to the working-set size.

#include <algorithm>
#include <cstdint>
#include <vector>

namespace strata::alloc::detail {

class AddressHash {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

  AddressHash() { rehash(64); }

  std::uint32_t find(std::uint64_t key) const {
    for (std::size_t i = slot(key);; i = (i + 1) & mask_) {
      if (keys_[i] == key) return vals_[i];
      if (keys_[i] == kEmpty) return kNone;
    }
  }

  // `key` must not be present.
  void insert(std::uint64_t key, std::uint32_t value) {
    if ((count_ + 1) * 2 > keys_.size()) rehash(keys_.size() * 2);
    std::size_t i = slot(key);
    while (keys_[i] != kEmpty) i = (i + 1) & mask_;
    keys_[i] = key;
    vals_[i] = value;
    ++count_;
  }

  // Removes `key` and returns its value, or kNone if it is absent.
  std::uint32_t take(std::uint64_t key) {
    std::size_t i = slot(key);
    while (keys_[i] != key) {
      if (keys_[i] == kEmpty) return kNone;
      i = (i + 1) & mask_;
    }
    std::uint32_t value = vals_[i];
    eraseSlot(i);
    return value;
  }

  void clear() {
    if (count_ == 0) return;
    std::fill(keys_.begin(), keys_.end(), kEmpty);
    count_ = 0;
  }

  std::size_t size() const { return count_; }

 private:
  void eraseSlot(std::size_t i) {
    // Backward-shift deletion: pull later entries of the chain into the hole when their
    // home slot does not lie cyclically in (hole, j].
    for (std::size_t j = (i + 1) & mask_; keys_[j] != kEmpty; j = (j + 1) & mask_) {
      std::size_t home = slot(keys_[j]);
      bool stays = (i < j) ? (home > i && home <= j) : (home > i || home <= j);
      if (stays) continue;
      keys_[i] = keys_[j];
      vals_[i] = vals_[j];
      i = j;
    }
    keys_[i] = kEmpty;
    --count_;
  }

  // Block begin addresses are < base + size <= 2^64 - 1, so all-ones never occurs.
  static constexpr std::uint64_t kEmpty = ~std::uint64_t{0};

  std::size_t slot(std::uint64_t key) const {
    return std::size_t((key * 0x9E3779B97F4A7C15ull) >> shift_);
  }

  void rehash(std::size_t capacity) {
    std::vector<std::uint64_t> old_keys = std::move(keys_);
    std::vector<std::uint32_t> old_vals = std::move(vals_);
    keys_.assign(capacity, kEmpty);
    vals_.assign(capacity, 0);
    mask_ = capacity - 1;
    shift_ = 64 - __builtin_ctzll(capacity);
    count_ = 0;
    for (std::size_t i = 0; i < old_keys.size(); ++i)
      if (old_keys[i] != kEmpty) insert(old_keys[i], old_vals[i]);
  }

  std::vector<std::uint64_t> keys_;
  std::vector<std::uint32_t> vals_;
  std::size_t mask_ = 0;
  unsigned shift_ = 0;
  std::size_t count_ = 0;
};

}  // namespace strata::alloc::detail
