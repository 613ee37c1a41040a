#pragma once
// Many banks allocated in lockstep: an allocation takes the same offset in every bank
// (L1: one bank per worker core; DRAM: one bank per channel), so one free list
// describes them all. Thread-safe: every public call may come from any thread.

#include "strata/alloc/free_list.hpp"
#include "strata/device/buffer_type.hpp"

#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

namespace strata::device {
struct ArchDesc;
}

namespace strata::alloc {

struct BankConfig {
  device::BufferType type = device::BufferType::L1;
  std::uint32_t num_banks = 0;
  std::uint64_t bank_size = 0;          // the bank's address space [0, bank_size)
  Address allocatable_begin = 0;        // e.g. the L1 unreserved base
  Address allocatable_end = 0;          // e.g. bank_size, or DRAM bank size minus trace region
  std::uint64_t alignment = 1;
  std::uint64_t min_allocation = 1;
  FitPolicy policy = FitPolicy::BestFit;

  static BankConfig l1(const device::ArchDesc& arch, FitPolicy policy = FitPolicy::BestFit);
  // The same rule for an L1 of the given figures (the fragmentation replay sweeps the
  // size): `banks` banks of `size` bytes, allocatable from `unreserved_base` to the top,
  // every block aligned to and at least `alignment`.
  static BankConfig l1(std::uint32_t banks, std::uint64_t size, std::uint64_t unreserved_base,
                       std::uint64_t alignment, FitPolicy policy = FitPolicy::BestFit);
  static BankConfig dram(const device::ArchDesc& arch, FitPolicy policy = FitPolicy::BestFit);

  // Throws InvalidArgument, the message starting "<subject> (<buffer type>): ", unless the
  // banks can hold allocations: num_banks and bank_size non-zero, begin < end <=
  // bank_size, a power-of-two alignment that both bounds are multiples of. BankManager
  // checks its config with it; the fragmentation replay checks its geometry with it.
  void validate(std::string_view subject = "bank manager") const;
};

// What one buffer asks of the banks.
struct BankRequest {
  std::uint64_t total_bytes = 0;     // the buffer's size as the user sees it
  std::uint64_t bytes_per_bank = 0;  // what each bank must hold (lockstep)
  std::uint32_t banks_used = 0;      // banks (or cores) that hold pages/shards

  // Pages spread round-robin: ceil(num_pages / num_banks) * align(page_size) per bank.
  static BankRequest interleaved(std::uint64_t num_pages, std::uint64_t page_size,
                                 std::uint32_t num_banks, std::uint64_t alignment);
  // One shard per core: align(shard_bytes) per bank on `num_cores` cores.
  static BankRequest sharded(std::uint32_t num_cores, std::uint64_t shard_bytes,
                             std::uint64_t alignment);
};

class BankManager {
 public:
  // Validates the config (non-zero banks, begin < end <= bank_size, aligned bounds).
  explicit BankManager(const BankConfig& config);

  const BankConfig& config() const { return config_; }

  std::optional<Address> tryAllocate(const BankRequest& request, Direction direction,
                                     AddressLimit limit = std::nullopt);
  // Throws strata::Error (OutOfMemory) whose message and fields give: requested bytes,
  // buffer type, number of banks, bytes per bank, bank size, allocated, free, largest
  // free block (per bank).
  Address allocate(const BankRequest& request, Direction direction,
                   AddressLimit limit = std::nullopt);
  Address allocateAt(Address address, const BankRequest& request);
  void deallocate(Address address);
  void clear();

  Statistics statistics() const;  // per bank (identical in every bank)
  std::optional<Address> lowestOccupied() const;
  std::optional<Address> highestOccupiedEnd() const;
  std::uint64_t largestFreeBlock(Direction direction, AddressLimit limit = std::nullopt) const;
  std::vector<Block> blocks() const;
  std::string dump() const;

  // Runs fn(const FreeList&) under the manager's lock, for consistent multi-field reads.
  template <typename Fn>
  auto withFreeList(Fn&& fn) const {
    std::lock_guard<std::mutex> lock(mutex_);
    return fn(free_list_);
  }

 private:
  BankConfig config_;
  mutable std::mutex mutex_;
  FreeList free_list_;
};

}  // namespace strata::alloc
