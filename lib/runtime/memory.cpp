#include "strata/runtime/memory.hpp"

#include <algorithm>
#include <cstring>

namespace strata::runtime {
namespace {

// Address space reserved at a time for a bank's pages. Only touched pages cost memory;
// the size bounds the regions (and mappings) a large bank needs, and a bank smaller than
// this gets one region of its own size.
constexpr std::uint64_t kRegionBytes = std::uint64_t{32} << 20;

}  // namespace

BankMemory::BankMemory(std::uint64_t size) : size_(size) {}

void BankMemory::read(std::uint64_t address, std::span<std::byte> out) const {
  std::uint64_t done = 0;
  while (done < out.size()) {
    const std::uint64_t at = address + done;
    const std::uint64_t page = at / kPageBytes;
    const std::uint64_t offset = at % kPageBytes;
    const std::uint64_t n = std::min<std::uint64_t>(kPageBytes - offset, out.size() - done);
    if (auto it = pages_.find(page); it != pages_.end())
      std::memcpy(out.data() + done, it->second + offset, n);
    else
      std::memset(out.data() + done, 0, n);
    done += n;
  }
}

void BankMemory::write(std::uint64_t address, std::span<const std::byte> data) {
  std::uint64_t done = 0;
  while (done < data.size()) {
    const std::uint64_t at = address + done;
    const std::uint64_t page = at / kPageBytes;
    const std::uint64_t offset = at % kPageBytes;
    const std::uint64_t n = std::min<std::uint64_t>(kPageBytes - offset, data.size() - done);
    std::byte*& slot = pages_[page];
    if (!slot) slot = newPage();
    std::memcpy(slot + offset, data.data() + done, n);
    done += n;
  }
}

std::uint64_t BankMemory::residentBytes() const {
  return pages_.size() * kPageBytes;
}

std::byte* BankMemory::newPage() {
  if (regions_.empty() || next_in_region_ + kPageBytes > regions_.back().size()) {
    const std::uint64_t bank_bytes = (size_ + kPageBytes - 1) / kPageBytes * kPageBytes;
    regions_.emplace_back(std::min(kRegionBytes, std::max(bank_bytes, kPageBytes)));
    next_in_region_ = 0;
  }
  std::byte* page = regions_.back().data() + next_in_region_;
  next_in_region_ += kPageBytes;
  return page;
}

void BankMemory::clear() {
  pages_.clear();
  regions_.clear();
  next_in_region_ = 0;
}

}  // namespace strata::runtime
