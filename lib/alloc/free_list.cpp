// FreeList: argument validation, error messages and the public API. The data structure
// itself lives in FreeListCore (detail/free_list_core.hpp); every check that can fail
// runs before the core is touched, so a failed call leaves the state exactly as it was.
#include "strata/alloc/free_list.hpp"

#include "strata/alloc/detail/free_list_core.hpp"
#include "numeric_fields.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <limits>

namespace strata::alloc {

namespace {

using detail::asField;
using detail::isPowerOfTwo;

std::string rangeText(Address begin, Address end) { return fmt::format("[{}, {})", begin, end); }

const char* directionName(Direction d) { return d == Direction::BottomUp ? "bottom-up" : "top-down"; }

[[noreturn]] void badConfig(const FreeListConfig& c, const std::string& why) {
  throw Error(ErrorKind::InvalidArgument, "free list configuration: " + why,
              {Error::num("base", asField(c.base)), Error::num("size", asField(c.size)),
               Error::num("alignment", asField(c.alignment))});
}

}  // namespace

void FreeList::rejectSize(std::uint64_t size, const char* what) const {
  if (size == 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} of 0 bytes in {}: request at least one byte", what,
                            rangeText(config_.base, end())),
                {Error::num("requested", 0)});
  throw Error(ErrorKind::InvalidArgument,
              fmt::format("{} of {} bytes (rounded to {}) is larger than the whole range {} "
                          "of {} bytes; it can never fit: split the buffer or use a larger "
                          "memory",
                          what, size, size > config_.size ? size : roundUp(size),
                          rangeText(config_.base, end()), config_.size),
              {Error::num("requested", asField(size)),
               Error::num("total_allocatable", asField(config_.size))});
}

std::uint64_t FreeList::roundUp(std::uint64_t size) const {
  std::uint64_t v = size < config_.min_allocation ? config_.min_allocation : size;
  return (v + config_.alignment - 1) & ~(config_.alignment - 1);
}

// Checks the configuration before the core is built from it.
static const FreeListConfig& validated(const FreeListConfig& config) {
  if (config.size == 0) badConfig(config, "size is 0; the range needs at least one byte");
  if (!isPowerOfTwo(config.alignment))
    badConfig(config, fmt::format("alignment {} is not a power of two", config.alignment));
  if (config.base % config.alignment != 0 || config.size % config.alignment != 0)
    badConfig(config, fmt::format("base {} and size {} must both be multiples of the alignment {}",
                                  config.base, config.size, config.alignment));
  if (config.base > std::numeric_limits<Address>::max() - config.size)
    badConfig(config, fmt::format("base {} + size {} overflows 64-bit addresses", config.base,
                                  config.size));
  if (config.min_allocation > config.size)
    badConfig(config, fmt::format("min_allocation {} is larger than the range size {}",
                                  config.min_allocation, config.size));
  return config;
}

FreeList::FreeList(const FreeListConfig& config)
    : config_(validated(config)),
      core_(config.base, config.size, config.alignment, config.policy) {}

FreeList::~FreeList() = default;
FreeList::FreeList(FreeList&&) noexcept = default;
FreeList& FreeList::operator=(FreeList&&) noexcept = default;
FreeList::FreeList(const FreeList&) = default;
FreeList& FreeList::operator=(const FreeList&) = default;

const FreeListConfig& FreeList::config() const { return config_; }

std::uint64_t FreeList::roundedSize(std::uint64_t size) const {
  const FreeListConfig& c = config_;
  std::uint64_t v = size < c.min_allocation ? c.min_allocation : size;
  if (v > std::numeric_limits<std::uint64_t>::max() - (c.alignment - 1))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("size {} overflows 64 bits when rounded up to the alignment {}", size,
                            c.alignment),
                {Error::num("requested", asField(size))});
  return (v + c.alignment - 1) & ~(c.alignment - 1);
}

std::optional<Address> FreeList::tryAllocate(std::uint64_t size, Direction direction,
                                             AddressLimit limit) {
  std::uint64_t rounded = checkedRounded(size, "allocation");
  auto address = core_.allocate(rounded, direction, limit);
  core_.debugCheck();
  return address;
}

Address FreeList::allocate(std::uint64_t size, Direction direction, AddressLimit limit) {
  std::uint64_t rounded = checkedRounded(size, "allocation");
  auto address = core_.allocate(rounded, direction, limit);
  core_.debugCheck();
  if (address) [[likely]]
    return *address;
  throwOutOfMemory(size, rounded, direction, limit);
}

// Out of line and cold: building the error's fields and text needs a large stack frame
// that, inlined, made every successful allocate() save and restore six registers.
void FreeList::throwOutOfMemory(std::uint64_t size, std::uint64_t rounded, Direction direction,
                                const AddressLimit& limit) const {
  Statistics s = core_.statistics();
  std::uint64_t largest = core_.largestFreeBlock(direction, limit);
  std::vector<Error::Field> fields{Error::num("requested", asField(size)),
                                   Error::num("rounded", asField(rounded)),
                                   Error::num("allocated", asField(s.allocated)),
                                   Error::num("free", asField(s.free)),
                                   Error::num("largest_free_block", asField(largest)),
                                   Error::num("total_allocatable", asField(s.total_allocatable)),
                                   Error::str("direction", directionName(direction))};
  std::string where = rangeText(config_.base, end());
  if (limit) {
    fields.push_back(Error::num("limit", asField(*limit)));
    where += fmt::format(" {} address {}", direction == Direction::BottomUp ? "ending at or below"
                                                                            : "starting at or above",
                         *limit);
  }
  throw Error(ErrorKind::OutOfMemory,
              fmt::format("out of memory: cannot allocate {} bytes (rounded to {}) {} in {}: {} of "
                          "{} bytes allocated, {} free, largest usable free block {} bytes; free "
                          "some buffers or make the request smaller",
                          size, rounded, directionName(direction), where, s.allocated,
                          s.total_allocatable, s.free, largest),
              std::move(fields));
}

std::optional<Address> FreeList::tryAllocateAt(Address address, std::uint64_t size) {
  std::uint64_t rounded = checkedAt(address, size);
  const bool placed = core_.allocateAt(address, rounded);
  core_.debugCheck();
  if (!placed) return std::nullopt;
  return address;
}

Address FreeList::allocateAt(Address address, std::uint64_t size) {
  std::uint64_t rounded = checkedAt(address, size);
  const bool placed = core_.allocateAt(address, rounded);
  core_.debugCheck();
  if (!placed) {
    auto clash = core_.firstAllocatedIn(address, address + rounded);
    Address b = clash ? clash->begin : address;
    std::uint64_t n = clash ? clash->size : 0;
    throw Error(ErrorKind::Conflict,
                fmt::format("allocate-at [{}, {}) ({} bytes) overlaps the allocated block [{}, {}); "
                            "free that block first or choose another address",
                            address, address + rounded, rounded, b, b + n),
                {Error::num("address", asField(address)), Error::num("rounded", asField(rounded)),
                 Error::num("occupied_begin", asField(b)), Error::num("occupied_size", asField(n))});
  }
  return address;
}

std::uint64_t FreeList::checkedAt(Address address, std::uint64_t size) const {
  std::uint64_t rounded = checkedRounded(size, "allocation at a fixed address");
  const FreeListConfig& c = config_;
  if (address % c.alignment != 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("allocate-at address {} is not a multiple of the alignment {}; use an "
                            "aligned address such as {}",
                            address, c.alignment, address - address % c.alignment),
                {Error::num("address", asField(address)),
                 Error::num("alignment", asField(c.alignment))});
  if (address < c.base || address - c.base > c.size - rounded)
    throw Error(ErrorKind::OutOfRange,
                fmt::format("allocate-at [{}, {}) ({} bytes) does not lie inside the range {}",
                            address, address + rounded, rounded, rangeText(c.base, end())),
                {Error::num("address", asField(address)), Error::num("rounded", asField(rounded)),
                 Error::num("base", asField(c.base)), Error::num("size", asField(c.size))});
  return rounded;
}

// Out of line and cold, for the same reason as throwOutOfMemory.
void FreeList::throwNotFound(Address address) const {
  std::string why;
  auto block = core_.blockContaining(address);
  if (!block)
    why = fmt::format("it lies outside the range {}", rangeText(config_.base, end()));
  else if (!block->allocated)
    why = fmt::format("it lies in the free block [{}, {}) (double free?)", block->begin,
                      block->begin + block->size);
  else
    why = fmt::format("it lies inside the allocated block [{}, {}); free that block by its start "
                      "address {}",
                      block->begin, block->begin + block->size, block->begin);
  throw Error(ErrorKind::NotFound,
              fmt::format("deallocate: no allocated block begins at address {}: {}", address, why),
              {Error::num("address", asField(address))});
}

std::optional<std::uint64_t> FreeList::allocatedSize(Address address) const {
  return core_.allocatedSize(address);
}

void FreeList::clear() {
  core_.clear();
  core_.debugCheck();
}

Statistics FreeList::statistics() const { return core_.statistics(); }
std::optional<Address> FreeList::lowestOccupied() const { return core_.lowestOccupied(); }
std::optional<Address> FreeList::highestOccupiedEnd() const {
  return core_.highestOccupiedEnd();
}
std::uint64_t FreeList::largestFreeBlock(Direction direction, AddressLimit limit) const {
  return core_.largestFreeBlock(direction, limit);
}

std::vector<Range> FreeList::freeRanges() const {
  std::vector<Range> out;
  core_.forEachBlock([&](const Block& b) {
    if (!b.allocated) out.push_back(Range{b.begin, b.begin + b.size});
  });
  return out;
}

std::vector<Block> FreeList::blocks() const {
  std::vector<Block> out;
  core_.forEachBlock([&](const Block& b) { out.push_back(b); });
  return out;
}

std::string FreeList::dump() const {
  std::string out;
  core_.forEachBlock([&](const Block& b) {
    out += fmt::format("[{:>12}, {:>12})  {:>12} B  {}\n", b.begin, b.begin + b.size, b.size,
                       b.allocated ? "allocated" : "free");
  });
  return out;
}

}  // namespace strata::alloc
