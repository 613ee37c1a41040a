#pragma once
// Backing store of the simulated device: every bank holds real bytes, allocated lazily
// in fixed-size pages on first write (untouched bytes read as zero), so a 12 GiB DRAM
// never materialises and an L1 bank costs only what is written.

#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <unordered_map>

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
  std::uint64_t size_ = 0;
  // Page index -> page. A map (not a flat table) so that even a 4 GiB bank costs
  // nothing until written: creating a Device stays cheap.
  std::unordered_map<std::uint64_t, std::unique_ptr<std::byte[]>> pages_;
};

}  // namespace strata::runtime
