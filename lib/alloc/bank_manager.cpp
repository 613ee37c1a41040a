// BankManager: one FreeList shared by all banks (lockstep), guarded by a mutex.
#include "strata/alloc/bank_manager.hpp"

#include "numeric_fields.hpp"

#include "strata/device/arch.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <limits>

namespace strata::alloc {

namespace {

using detail::asField;
using detail::isPowerOfTwo;

constexpr std::uint64_t kMax = std::numeric_limits<std::uint64_t>::max();

// align(v) with an overflow check; `what` names the quantity in the error.
std::uint64_t alignUpChecked(std::uint64_t v, std::uint64_t alignment, const char* what) {
  if (!isPowerOfTwo(alignment))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("bank request: alignment {} is not a power of two", alignment),
                {Error::num("alignment", asField(alignment))});
  if (v > kMax - (alignment - 1))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("bank request: {} {} overflows when aligned to {}", what, v, alignment),
                {Error::num(what, asField(v))});
  return (v + alignment - 1) & ~(alignment - 1);
}

std::uint64_t mulChecked(std::uint64_t a, std::uint64_t b, const char* what) {
  if (a != 0 && b > kMax / a)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("bank request: {} ({} x {}) overflows 64 bits", what, a, b));
  return a * b;
}

}  // namespace

void BankConfig::validate(std::string_view subject) const {
  auto bad = [&](const std::string& why) {
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} ({}): {}", subject, device::bufferTypeName(type), why),
                {Error::str("buffer_type", std::string(device::bufferTypeName(type))),
                 Error::num("num_banks", num_banks), Error::num("bank_size", asField(bank_size)),
                 Error::num("allocatable_begin", asField(allocatable_begin))});
  };
  if (num_banks == 0) bad("num_banks is 0; a bank manager needs at least one bank");
  if (bank_size == 0) bad("bank_size is 0");
  if (allocatable_begin >= allocatable_end)
    bad(fmt::format("allocatable range [{}, {}) is empty; its begin (the unreserved base) must "
                    "lie below its end",
                    allocatable_begin, allocatable_end));
  if (allocatable_end > bank_size)
    bad(fmt::format("allocatable end {} lies above the bank size {}", allocatable_end, bank_size));
  if (!isPowerOfTwo(alignment)) bad(fmt::format("alignment {} is not a power of two", alignment));
  if (allocatable_begin % alignment != 0 || allocatable_end % alignment != 0)
    bad(fmt::format("allocatable range [{}, {}) is not aligned to {}", allocatable_begin,
                    allocatable_end, alignment));
}

namespace {

FreeListConfig freeListConfigFor(const BankConfig& c) {
  c.validate();
  FreeListConfig f;
  f.base = c.allocatable_begin;
  f.size = c.allocatable_end - c.allocatable_begin;
  f.alignment = c.alignment;
  f.min_allocation = c.min_allocation;
  f.policy = c.policy;
  return f;
}

}  // namespace

BankConfig BankConfig::l1(const device::ArchDesc& arch, FitPolicy policy) {
  return l1(arch.numWorkerCores(), arch.l1_size, arch.l1_unreserved_base, arch.l1_alignment,
            policy);
}

BankConfig BankConfig::l1(std::uint32_t banks, std::uint64_t size, std::uint64_t unreserved_base,
                          std::uint64_t alignment, FitPolicy policy) {
  BankConfig c;
  c.type = device::BufferType::L1;
  c.num_banks = banks;
  c.bank_size = size;
  c.allocatable_begin = unreserved_base;
  c.allocatable_end = size;
  c.alignment = alignment;
  c.min_allocation = alignment;
  c.policy = policy;
  return c;
}

BankConfig BankConfig::dram(const device::ArchDesc& arch, FitPolicy policy) {
  BankConfig c;
  c.type = device::BufferType::DRAM;
  c.num_banks = arch.dram_channels;
  c.bank_size = arch.dram_bank_size;
  c.allocatable_begin = arch.dram_unreserved_base;
  c.allocatable_end = arch.dramUsableEnd();
  c.alignment = arch.dram_alignment;
  c.min_allocation = arch.dram_alignment;
  c.policy = policy;
  return c;
}

BankRequest BankRequest::interleaved(std::uint64_t num_pages, std::uint64_t page_size,
                                     std::uint32_t num_banks, std::uint64_t alignment) {
  if (num_pages == 0 || page_size == 0 || num_banks == 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("interleaved request of {} pages x {} B over {} banks: pages, page "
                            "size and banks must all be non-zero",
                            num_pages, page_size, num_banks),
                {Error::num("num_pages", asField(num_pages)),
                 Error::num("page_size", asField(page_size)), Error::num("num_banks", num_banks)});
  BankRequest r;
  r.total_bytes = mulChecked(num_pages, page_size, "total bytes");
  std::uint64_t pages_per_bank = num_pages / num_banks + (num_pages % num_banks != 0);
  r.bytes_per_bank =
      mulChecked(pages_per_bank, alignUpChecked(page_size, alignment, "page_size"), "bytes per bank");
  r.banks_used = num_pages < num_banks ? std::uint32_t(num_pages) : num_banks;
  return r;
}

BankRequest BankRequest::sharded(std::uint32_t num_cores, std::uint64_t shard_bytes,
                                 std::uint64_t alignment) {
  if (num_cores == 0 || shard_bytes == 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("sharded request of {} cores x {} B: cores and shard size must be "
                            "non-zero",
                            num_cores, shard_bytes),
                {Error::num("num_cores", num_cores), Error::num("shard_bytes", asField(shard_bytes))});
  BankRequest r;
  r.total_bytes = mulChecked(num_cores, shard_bytes, "total bytes");
  r.bytes_per_bank = alignUpChecked(shard_bytes, alignment, "shard_bytes");
  r.banks_used = num_cores;
  return r;
}

BankManager::BankManager(const BankConfig& config)
    : config_(config), free_list_(freeListConfigFor(config)) {}

namespace {

void checkRequest(const BankConfig& c, const BankRequest& r) {
  const std::uint64_t capacity = c.allocatable_end - c.allocatable_begin;
  // Every allocation passes here: the error's fields are built only when one is thrown.
  if (r.bytes_per_bank != 0 && r.banks_used <= c.num_banks && r.bytes_per_bank <= capacity)
    return;
  std::vector<Error::Field> fields{
      Error::num("requested", asField(r.total_bytes)),
      Error::str("buffer_type", std::string(device::bufferTypeName(c.type))),
      Error::num("num_banks", c.num_banks), Error::num("bytes_per_bank", asField(r.bytes_per_bank)),
      Error::num("bank_size", asField(c.bank_size))};
  if (r.bytes_per_bank == 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} buffer of {} B asks for 0 bytes per bank; request at least one byte",
                            device::bufferTypeName(c.type), r.total_bytes),
                std::move(fields));
  if (r.banks_used > c.num_banks)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} buffer of {} B needs {} banks but there are only {}; use fewer "
                            "cores or an interleaved layout",
                            device::bufferTypeName(c.type), r.total_bytes, r.banks_used,
                            c.num_banks),
                std::move(fields));
  if (r.bytes_per_bank > capacity)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} buffer of {} B needs {} B per bank but a bank has only {} "
                            "allocatable bytes ([{}, {}) of {}); it can never fit: spread it over "
                            "more banks or make it smaller",
                            device::bufferTypeName(c.type), r.total_bytes, r.bytes_per_bank,
                            capacity, c.allocatable_begin, c.allocatable_end, c.bank_size),
                std::move(fields));
}

}  // namespace

std::optional<Address> BankManager::tryAllocate(const BankRequest& request, Direction direction,
                                                AddressLimit limit) {
  checkRequest(config_, request);
  std::lock_guard<std::mutex> lock(mutex_);
  return free_list_.tryAllocate(request.bytes_per_bank, direction, limit);
}

Address BankManager::allocate(const BankRequest& request, Direction direction,
                              AddressLimit limit) {
  checkRequest(config_, request);
  std::lock_guard<std::mutex> lock(mutex_);
  if (auto a = free_list_.tryAllocate(request.bytes_per_bank, direction, limit)) return *a;
  Statistics s = free_list_.statistics();
  std::uint64_t largest = free_list_.largestFreeBlock(direction, limit);
  std::string type(device::bufferTypeName(config_.type));
  std::vector<Error::Field> fields{
      Error::num("requested", asField(request.total_bytes)), Error::str("buffer_type", type),
      Error::num("num_banks", config_.num_banks),
      Error::num("bytes_per_bank", asField(request.bytes_per_bank)),
      Error::num("bank_size", asField(config_.bank_size)),
      Error::num("allocated", asField(s.allocated)), Error::num("free", asField(s.free)),
      Error::num("largest_free_block", asField(largest))};
  std::string limit_text;
  if (limit) {
    fields.push_back(Error::num("limit", asField(*limit)));
    limit_text = fmt::format(" ({} address {})",
                             direction == Direction::BottomUp ? "ending at or below"
                                                              : "starting at or above",
                             *limit);
  }
  throw Error(ErrorKind::OutOfMemory,
              fmt::format("out of memory: cannot allocate {} B of {} buffer over {} banks, {} B per "
                          "bank{}; bank size {} B, per bank {} B allocated, {} B free, largest "
                          "free block {} B; free some buffers or make the request smaller",
                          request.total_bytes, type, config_.num_banks, request.bytes_per_bank,
                          limit_text, config_.bank_size, s.allocated, s.free, largest),
              std::move(fields));
}

Address BankManager::allocateAt(Address address, const BankRequest& request) {
  checkRequest(config_, request);
  std::lock_guard<std::mutex> lock(mutex_);
  return free_list_.allocateAt(address, request.bytes_per_bank);
}

void BankManager::deallocate(Address address) {
  std::lock_guard<std::mutex> lock(mutex_);
  free_list_.deallocate(address);
}

void BankManager::clear() {
  std::lock_guard<std::mutex> lock(mutex_);
  free_list_.clear();
}

Statistics BankManager::statistics() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return free_list_.statistics();
}

std::optional<Address> BankManager::lowestOccupied() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return free_list_.lowestOccupied();
}

std::optional<Address> BankManager::highestOccupiedEnd() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return free_list_.highestOccupiedEnd();
}

std::uint64_t BankManager::largestFreeBlock(Direction direction, AddressLimit limit) const {
  std::lock_guard<std::mutex> lock(mutex_);
  return free_list_.largestFreeBlock(direction, limit);
}

std::vector<Block> BankManager::blocks() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return free_list_.blocks();
}

std::string BankManager::dump() const {
  std::lock_guard<std::mutex> lock(mutex_);
  return fmt::format("{} x {} banks of {} B, allocatable [{}, {}):\n",
                     config_.num_banks, device::bufferTypeName(config_.type), config_.bank_size,
                     config_.allocatable_begin, config_.allocatable_end) +
         free_list_.dump();
}

}  // namespace strata::alloc
