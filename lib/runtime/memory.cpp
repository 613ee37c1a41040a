#include "strata/runtime/memory.hpp"

#include <algorithm>
#include <cstring>

namespace strata::runtime {

BankMemory::BankMemory(std::uint64_t size) : size_(size) {}

void BankMemory::read(std::uint64_t address, std::span<std::byte> out) const {
  std::uint64_t done = 0;
  while (done < out.size()) {
    const std::uint64_t at = address + done;
    const std::uint64_t page = at / kPageBytes;
    const std::uint64_t offset = at % kPageBytes;
    const std::uint64_t n = std::min<std::uint64_t>(kPageBytes - offset, out.size() - done);
    if (auto it = pages_.find(page); it != pages_.end())
      std::memcpy(out.data() + done, it->second.get() + offset, n);
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
    std::unique_ptr<std::byte[]>& slot = pages_[page];
    if (!slot) slot = std::make_unique<std::byte[]>(kPageBytes);  // value-initialised: zeros
    std::memcpy(slot.get() + offset, data.data() + done, n);
    done += n;
  }
}

std::uint64_t BankMemory::residentBytes() const {
  return pages_.size() * kPageBytes;
}

void BankMemory::clear() {
  pages_.clear();
}

}  // namespace strata::runtime
