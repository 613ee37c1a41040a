#include "strata/runtime/buffer.hpp"

#include "strata/device/arch.hpp"
#include "strata/runtime/device.hpp"
#include "strata/support/error.hpp"
#include "strata/support/huge_pages.hpp"

#include "buffer_record.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <utility>

namespace strata::runtime {

using alloc::Address;
using device::BufferType;

namespace {

[[noreturn]] void invalid(const std::string& message, std::vector<Error::Field> fields = {}) {
  throw Error(ErrorKind::InvalidArgument, message, std::move(fields));
}

void validate(const device::ArchDesc& arch, const BufferConfig& c) {
  const std::string type(device::bufferTypeName(c.type));
  if (c.type != BufferType::L1 && c.type != BufferType::DRAM)
    invalid(fmt::format("buffer '{}': the simulated device allocates only dram and l1 buffers, "
                        "not {}", c.label, type));
  if (c.size == 0 || c.page_size == 0)
    invalid(fmt::format("buffer '{}': size ({} B) and page size ({} B) must both be non-zero",
                        c.label, c.size, c.page_size),
            {Error::num("size", c.size), Error::num("page_size", c.page_size)});
  if (c.size % c.page_size != 0)
    invalid(fmt::format("buffer '{}': size {} B is not a whole number of {} B pages "
                        "(remainder {} B); round the size up to a page multiple",
                        c.label, c.size, c.page_size, c.size % c.page_size),
            {Error::num("size", c.size), Error::num("page_size", c.page_size)});
  if (c.layout == TensorMemoryLayout::Interleaved) return;
  if (c.type != BufferType::L1)
    invalid(fmt::format("buffer '{}': {} buffers must be interleaved; sharding is supported "
                        "for l1 only", c.label, type));
  if (!c.shard)
    invalid(fmt::format("buffer '{}': a {} buffer needs a shard spec", c.label,
                        tensorMemoryLayoutName(c.layout)));
  const BufferShardSpec& s = *c.shard;
  if (s.shard_pages[0] == 0 || s.shard_pages[1] == 0 || s.page_grid[0] == 0 || s.page_grid[1] == 0)
    invalid(fmt::format("buffer '{}': shard shape {}x{} pages and page grid {}x{} must be "
                        "non-zero", c.label, s.shard_pages[0], s.shard_pages[1],
                        s.page_grid[0], s.page_grid[1]));
  const std::uint64_t pages = c.size / c.page_size;
  if (std::uint64_t(s.page_grid[0]) * s.page_grid[1] != pages)
    invalid(fmt::format("buffer '{}': page grid {}x{} holds {} pages but the buffer has {}",
                        c.label, s.page_grid[0], s.page_grid[1],
                        std::uint64_t(s.page_grid[0]) * s.page_grid[1], pages));
  const device::CoreRange grid = arch.workerRange();
  for (const device::CoreRange& r : s.cores.ranges())
    if (!grid.contains(r))
      throw Error(ErrorKind::OutOfRange,
                  fmt::format("buffer '{}': shard cores {} leave the {}x{} worker grid", c.label,
                              r.toString(), arch.grid_x, arch.grid_y),
                  {Error::str("cores", r.toString())});
  if (s.numShards() > s.cores.numCores())
    invalid(fmt::format("buffer '{}': {} shards of {}x{} pages need {} cores but the shard spec "
                        "has {}; use bigger shards or more cores",
                        c.label, s.numShards(), s.shard_pages[0], s.shard_pages[1],
                        s.numShards(), s.cores.numCores()),
            {Error::num("shards", s.numShards()),
             Error::num("cores", static_cast<std::int64_t>(s.cores.numCores()))});
}
}  // namespace


alloc::BankRequest Buffer::bankRequest(const device::ArchDesc& arch, const BufferConfig& c) {
  validate(arch, c);
  const std::uint64_t alignment = detail::alignmentOf(arch, c.type);
  if (c.layout == TensorMemoryLayout::Interleaved) {
    const std::uint32_t banks =
        c.type == BufferType::L1 ? arch.numWorkerCores() : arch.dram_channels;
    return alloc::BankRequest::interleaved(c.size / c.page_size, c.page_size, banks, alignment);
  }
  const BufferShardSpec& s = *c.shard;
  alloc::BankRequest r = alloc::BankRequest::sharded(
      s.numShards(), s.pagesPerShard() * detail::alignUp(c.page_size, alignment), alignment);
  r.total_bytes = c.size;
  return r;
}

std::shared_ptr<Buffer> Buffer::create(Device& device, const BufferConfig& config,
                                       Allocator* allocator) {
  const alloc::BankRequest request = bankRequest(device.arch(), config);
  return createValidated(device, config, request, allocator);
}

std::shared_ptr<Buffer> Buffer::createValidated(Device& device, BufferConfig config,
                                                const alloc::BankRequest& request,
                                                Allocator* allocator) {
  const auto guard = device.lock();
  if (!allocator) allocator = &device.heap();
  const Allocation allocation = allocateFrom(device, allocator, config.type, request);
  std::shared_ptr<Buffer> buffer =
      makeRecord(allocator, allocation, device, std::move(config), allocation, allocator);
  buffer->noteAllocated();
  return buffer;
}

Buffer::Buffer(ConstructionKey, Device& device, BufferConfig config, Allocation allocation,
               Allocator* allocator)
    : device_(&device),
      config_(std::move(config)),
      allocation_(allocation),
      allocator_(allocator),
      id_(device.nextBufferId()),
      aligned_page_size_(
          detail::alignUp(config_.page_size, detail::alignmentOf(device.arch(), config_.type))) {
  if (sharded()) initShardCores();
}

void Buffer::initShardCores() {
  const std::vector<device::CoreCoord> all = config_.shard->cores.cores();
  shard_cores_.assign(all.begin(), all.begin() + config_.shard->numShards());
}

device::CoreRangeSet Buffer::cores() const {
  if (config_.type != BufferType::L1) return {};
  if (sharded()) return device::CoreRangeSet::fromCores(shard_cores_);
  if (numBanksUsed() >= device_->numBanks(BufferType::L1))
    return device::CoreRangeSet(device_->arch().workerRange());
  std::vector<device::CoreCoord> used;
  for (std::uint32_t b = 0; b < numBanksUsed(); ++b) used.push_back(device_->l1BankCore(b));
  return device::CoreRangeSet::fromCores(used);
}

Buffer::~Buffer() {
  // An untraced buffer of the device's stack has nothing to give back (its frame returns
  // the bytes, whether or not it is still open): no call at all.
  if (released_ || (!traced_ && allocator_ == &device_->stack())) return;
  try {
    deallocate();
  } catch (...) {  // a destructor must not throw; deallocate only fails on a Strata bug
  }
}

std::vector<std::uint32_t> Buffer::banks() const {
  std::vector<std::uint32_t> result;
  if (sharded()) {
    for (const device::CoreCoord& c : shard_cores_) result.push_back(device_->l1BankOf(c));
    std::sort(result.begin(), result.end());
  } else {
    for (std::uint32_t b = 0; b < numBanksUsed(); ++b) result.push_back(b);
  }
  return result;
}

bool Buffer::allocationLive() const {
  const auto guard = device_->lock();
  if (allocator_ == &device_->stack()) return device_->stackAllocationLive(allocation_);
  return allocator_->isLive(allocation_);
}

bool Buffer::isAllocated() const { return !released_ && allocationLive(); }

void Buffer::deallocate() {
  const auto guard = device_->lock();
  if (released_) return;
  if (allocator_ == &device_->stack()) {
    // The device's stack: release is a no-op (the frame returns the bytes), and only a
    // traced buffer whose frame is still open has free bookkeeping on the device, so an
    // untraced one needs not even the liveness check.
    released_ = true;
    if (traced_ && device_->stackAllocationLive(allocation_)) device_->noteBufferFreed(*this);
    return;
  }
  const bool live = allocator_->isLive(allocation_);
  released_ = true;
  if (!live) return;  // a stack buffer whose frame already closed: nothing left to return
  allocator_->release(allocation_);
  device_->noteBufferFreed(*this);
}

void Buffer::checkUsable(const char* what) const {
  if (isAllocated()) return;
  throw Error(ErrorKind::Conflict,
              fmt::format("{} buffer #{} '{}' ({} B {} at {}): it is no longer allocated{}", what,
                          id_, config_.label, config_.size, device::bufferTypeName(type()),
                          address(),
                          allocation_.allocator == AllocatorKind::Stack && !released_
                              ? " (its stack frame has closed; keep stack tensors inside "
                                "their frame)"
                              : ""),
              {Error::num("buffer_id", id_)});
}

PageLocation Buffer::pageLocation(std::uint64_t page) const {
  if (page >= numPages())
    throw Error(ErrorKind::OutOfRange,
                fmt::format("page {} of buffer #{} '{}' is past its end: it has {} pages of {} B",
                            page, id_, config_.label, numPages(), config_.page_size),
                {Error::num("page", page), Error::num("num_pages", numPages())});
  PageLocation loc;
  if (!sharded()) {
    const std::uint32_t banks = device_->numBanks(type());
    loc.bank = static_cast<std::uint32_t>(page % banks);
    loc.address = address() + (page / banks) * aligned_page_size_;
  } else {
    const BufferShardSpec& s = *config_.shard;
    const std::uint64_t row = page / s.page_grid[1];
    const std::uint64_t col = page % s.page_grid[1];
    const std::uint64_t shard = (row / s.shard_pages[0]) * s.shardCols() + col / s.shard_pages[1];
    const std::uint64_t within = (row % s.shard_pages[0]) * s.shard_pages[1] + col % s.shard_pages[1];
    loc.core = shard_cores_[shard];
    loc.bank = device_->l1BankOf(loc.core);
    loc.address = address() + within * aligned_page_size_;
    return loc;
  }
  if (type() == BufferType::L1) loc.core = device_->l1BankCore(loc.bank);
  return loc;
}

void Buffer::writePage(std::uint64_t page, std::span<const std::byte> data) {
  const auto guard = device_->lock();
  checkUsable("cannot write");
  if (data.size() != config_.page_size)
    invalid(fmt::format("write of {} B to page {} of buffer #{} '{}': a page is {} B", data.size(),
                        page, id_, config_.label, config_.page_size));
  const PageLocation loc = pageLocation(page);
  device_->writeBank(type(), loc.bank, loc.address, data);
  if (type() == BufferType::DRAM) device_->noteDramAccess(*this, data.size(), true);
}

void Buffer::readPage(std::uint64_t page, std::span<std::byte> out) const {
  const auto guard = device_->lock();
  checkUsable("cannot read");
  if (out.size() != config_.page_size)
    invalid(fmt::format("read of {} B from page {} of buffer #{} '{}': a page is {} B", out.size(),
                        page, id_, config_.label, config_.page_size));
  const PageLocation loc = pageLocation(page);
  device_->readBank(type(), loc.bank, loc.address, out);
  if (type() == BufferType::DRAM) device_->noteDramAccess(*this, out.size(), false);
}

void Buffer::checkRange(std::uint64_t offset, std::uint64_t bytes, const char* what) const {
  if (offset > config_.size || bytes > config_.size - offset)
    throw Error(ErrorKind::OutOfRange,
                fmt::format("{} of {} B at offset {} of buffer #{} '{}' runs past its end ({} B) "
                            "by {} B",
                            what, bytes, offset, id_, config_.label, config_.size,
                            offset + bytes - config_.size),
                {Error::num("offset", offset), Error::num("bytes", bytes),
                 Error::num("size", config_.size)});
}

void Buffer::write(std::uint64_t offset, std::span<const std::byte> data) {
  const auto guard = device_->lock();
  checkUsable("cannot write");
  checkRange(offset, data.size(), "write");
  std::uint64_t done = 0;
  while (done < data.size()) {
    const std::uint64_t at = offset + done;
    const std::uint64_t page = at / config_.page_size, in_page = at % config_.page_size;
    const std::uint64_t n = std::min<std::uint64_t>(config_.page_size - in_page, data.size() - done);
    const PageLocation loc = pageLocation(page);
    device_->writeBank(type(), loc.bank, loc.address + in_page, data.subspan(done, n));
    done += n;
  }
  if (type() == BufferType::DRAM) device_->noteDramAccess(*this, data.size(), true);
}

void Buffer::read(std::uint64_t offset, std::span<std::byte> out) const {
  const auto guard = device_->lock();
  checkUsable("cannot read");
  checkRange(offset, out.size(), "read");
  std::uint64_t done = 0;
  while (done < out.size()) {
    const std::uint64_t at = offset + done;
    const std::uint64_t page = at / config_.page_size, in_page = at % config_.page_size;
    const std::uint64_t n = std::min<std::uint64_t>(config_.page_size - in_page, out.size() - done);
    const PageLocation loc = pageLocation(page);
    device_->readBank(type(), loc.bank, loc.address + in_page, out.subspan(done, n));
    done += n;
  }
  if (type() == BufferType::DRAM) device_->noteDramAccess(*this, out.size(), false);
}

std::vector<std::byte> Buffer::readAll() const {
  std::vector<std::byte> bytes = largeVector<std::byte>(config_.size);
  read(0, bytes);
  return bytes;
}

}  // namespace strata::runtime
