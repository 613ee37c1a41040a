#pragma once
// Internal: per-device memo of what a TensorSpec becomes on this device (its buffer config
// and validated bank request), so creating a tensor of a spec seen recently skips the spec
// copy, the buffer validation and the page/bank arithmetic. A small fixed array, searched
// linearly and replaced round-robin: an op creates its tensors from a handful of specs.
//
// Entries own private immutable copies of the specs. A spec is matched first by its
// identity token (TensorSpec::identity_: fresh per constructed value, carried by copies
// and assignments, cleared by a move), so a caller's unchanged spec, or the cache's own
// copy, hits with one compare while a reassigned spec carries its new value's token;
// anything else is matched by value. The bank request depends only on the arch (fixed
// per device) and the spec, never on the label, so a hit gives exactly what recomputing
// would. Entries are only added after validation succeeded: an invalid spec always goes
// the slow path and throws the same error as before.

#include "strata/runtime/buffer.hpp"
#include "strata/runtime/tensor.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>

namespace strata::runtime::detail {

struct SpecPlacement {
  std::shared_ptr<const TensorSpec> spec;  // the cache's own copy
  BufferConfig config;                     // label empty
  alloc::BankRequest request;
  std::uint64_t identity = 0;  // spec->identity_, set by insert()
};

class SpecCache {
 public:
  static constexpr std::size_t kEntries = 8;

  const SpecPlacement* find(const TensorSpec& spec) {
    // The last hit first: consecutive tensors usually share a spec. Equal identity tokens
    // mean equal values (the caller's spec is a copy of the cached one or its source, and
    // specs change only by assignment, which carries the token of the new value).
    const std::uint64_t identity = spec.identity_;
    if (identity != 0 && size_ != 0 && entries_[last_hit_].identity == identity)
      return &entries_[last_hit_];
    if (identity != 0)
      for (std::size_t i = 0; i < size_; ++i)
        if (entries_[i].identity == identity) return hit(i);
    for (std::size_t i = 0; i < size_; ++i)
      if (sameSpec(*entries_[i].spec, spec)) return hit(i);
    return nullptr;
  }
  const SpecPlacement& insert(SpecPlacement placement) {
    const std::size_t slot = size_ < kEntries ? size_++ : next_victim_++ % kEntries;
    placement.identity = placement.spec->identity_;
    entries_[slot] = std::move(placement);
    last_hit_ = slot;
    return entries_[slot];
  }
  std::size_t size() const { return size_; }

 private:
  // TensorSpec::operator== without the padded shape (a function of the logical shape and
  // the layout) and with the cheap fields first: most misses differ in the shape or dtype.
  static bool sameSpec(const TensorSpec& a, const TensorSpec& b) {
    if (a.dtype() != b.dtype() || a.layout() != b.layout()) return false;
    const Shape& sa = a.logicalShape();
    const Shape& sb = b.logicalShape();
    if (sa.size() != sb.size()) return false;
    for (std::size_t i = 0; i < sa.size(); ++i)
      if (sa[i] != sb[i]) return false;
    const MemoryConfig& ma = a.memoryConfig();
    const MemoryConfig& mb = b.memoryConfig();
    if (ma.memory_layout != mb.memory_layout || ma.buffer_type != mb.buffer_type) return false;
    return ma.shard_spec == mb.shard_spec;
  }
  const SpecPlacement* hit(std::size_t i) {
    last_hit_ = i;
    return &entries_[i];
  }

  std::array<SpecPlacement, kEntries> entries_;
  std::size_t size_ = 0;
  std::size_t next_victim_ = 0;
  std::size_t last_hit_ = 0;
};

}  // namespace strata::runtime::detail
