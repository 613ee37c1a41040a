#include "strata/runtime/memory.hpp"

#include <algorithm>
#include <cstring>

namespace strata::runtime {

BankMemory::BankMemory(std::uint64_t size)
    : size_(size), pages_((size + kPageBytes - 1) / kPageBytes) {}

void BankMemory::read(std::uint64_t address, std::span<std::byte> out) const {
  std::uint64_t done = 0;
  while (done < out.size()) {
    const std::uint64_t at = address + done;
    const std::uint64_t page = at / kPageBytes;
    const std::uint64_t offset = at % kPageBytes;
    const std::uint64_t n = std::min<std::uint64_t>(kPageBytes - offset, out.size() - done);
    if (pages_[page])
      std::memcpy(out.data() + done, pages_[page].get() + offset, n);
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
    if (!pages_[page]) {
      pages_[page] = std::make_unique<std::byte[]>(kPageBytes);  // value-initialised: zeros
    }
    std::memcpy(pages_[page].get() + offset, data.data() + done, n);
    done += n;
  }
}

std::uint64_t BankMemory::residentBytes() const {
  std::uint64_t pages = 0;
  for (const auto& p : pages_) pages += p ? 1 : 0;
  return pages * kPageBytes;
}

void BankMemory::clear() {
  for (auto& p : pages_) p.reset();
}

}  // namespace strata::runtime
