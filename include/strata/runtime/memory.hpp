#pragma once
// Backing store of the simulated device: every bank holds real bytes, allocated lazily
// in fixed-size pages on first write (untouched bytes read as zero), so a 12 GiB DRAM
// never materialises and an L1 bank costs only what is written.
//
// Pages are carved from regions mapped fresh from the OS (zero already, so a page is
// never cleared twice) and, in a DRAM-sized bank, backed by transparent huge pages:
// a model's weights are gigabytes written once, and one 4 KiB page fault per 4 KiB of
// them was half the page faults of a 7B/8B layer's run (docs/PERFORMANCE.md).

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "strata/support/huge_pages.hpp"

namespace strata::runtime {

class BankMemory {
 public:
  static constexpr std::uint64_t kPageBytes = 16 * 1024;

  BankMemory() = default;
  explicit BankMemory(std::uint64_t size);

  std::uint64_t size() const { return size_; }
  // No bounds policy here beyond the bank size: the Device checks reserved ranges and
  // produces user-facing errors before calling these.
  void read(std::uint64_t address, std::span<std::byte> out) const;
  void write(std::uint64_t address, std::span<const std::byte> data);
  // Bytes of backing actually materialised (pages touched by writes x page size).
  std::uint64_t residentBytes() const;
  void clear();

 private:
  std::byte* newPage();

  std::uint64_t size_ = 0;
  // Page index -> page inside one of regions_. A map (not a flat table) so that even a
  // 4 GiB bank costs nothing until written: creating a Device stays cheap.
  std::unordered_map<std::uint64_t, std::byte*> pages_;
  // Pages are handed out in order from the last region; none is returned before clear().
  std::vector<ZeroedRegion> regions_;
  std::uint64_t next_in_region_ = 0;
};

}  // namespace strata::runtime
