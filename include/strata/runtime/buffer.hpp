#pragma once
// Device buffers: a type (L1/DRAM), interleaved or sharded pages, a page size, an
// address and the allocator it came from. Pages are read and written through the
// buffer's address generator:
//   interleaved: page i -> bank i % num_banks, offset (i / num_banks) * aligned page size;
//   sharded:     the pages form a rows x cols grid cut into shards of shard_pages; shard s
//                goes to the s-th core of the shard core set, pages row-major inside it.

#include "strata/alloc/bank_manager.hpp"
#include "strata/device/buffer_type.hpp"
#include "strata/device/core.hpp"
#include "strata/device/tensor_layout.hpp"
#include "strata/runtime/allocator.hpp"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace strata::runtime {

class Device;

using device::TensorMemoryLayout;
using device::tensorMemoryLayoutName;
using device::parseTensorMemoryLayout;

struct BufferShardSpec {
  device::CoreRangeSet cores;                  // shard s -> cores().cores()[s]
  std::array<std::uint32_t, 2> page_grid{};    // the buffer's pages: rows x cols
  std::array<std::uint32_t, 2> shard_pages{};  // one shard: rows x cols of pages
  std::uint32_t shardRows() const { return (page_grid[0] + shard_pages[0] - 1) / shard_pages[0]; }
  std::uint32_t shardCols() const { return (page_grid[1] + shard_pages[1] - 1) / shard_pages[1]; }
  std::uint32_t numShards() const { return shardRows() * shardCols(); }
  std::uint64_t pagesPerShard() const { return std::uint64_t(shard_pages[0]) * shard_pages[1]; }
};

// BufferConfig (runtime layer): a request for raw device memory, what Buffer::create
// allocates: buffer type, size and page size in bytes, and how pages spread over banks
// (interleaved, or a shard spec counted in pages). It has no shape, dtype or layout:
// TensorSpec::bufferConfig() derives one from a tensor's spec, and a caller that wants
// bytes without a tensor (a raw buffer) fills one in directly. Not TensorSpec (a device
// tensor's validated element-level spec) nor ops::TensorDesc (the op library's
// description of a tensor for the query) (ARCHITECTURE.md, "Three tensor descriptions").
struct BufferConfig {
  device::BufferType type = device::BufferType::L1;
  std::uint64_t size = 0;       // bytes; a multiple of page_size
  std::uint64_t page_size = 0;  // bytes
  TensorMemoryLayout layout = TensorMemoryLayout::Interleaved;
  std::optional<BufferShardSpec> shard = {};  // required for the sharded layouts (L1 only)
  std::string label = {};                // shows in traces
};

struct PageLocation {
  std::uint32_t bank = 0;
  device::CoreCoord core;  // L1 only
  alloc::Address address = 0;
};

class Buffer {
 public:
  // Validates the config (clear errors, nothing allocated), reserves the bytes through
  // `allocator` (nullptr = device.heap()) and records an alloc trace event.
  static std::shared_ptr<Buffer> create(Device& device, const BufferConfig& config,
                                        Allocator* allocator = nullptr);
  // What the buffer will reserve per bank, without allocating (used by queries).
  static alloc::BankRequest bankRequest(const device::ArchDesc& arch, const BufferConfig& config);
  ~Buffer();
  Buffer(const Buffer&) = delete;
  // Public only for make_shared (one allocation); use create().
  struct ConstructionKey {
   private:
    friend class Buffer;
    ConstructionKey() = default;
  };
  Buffer(ConstructionKey, Device& device, BufferConfig config, Allocation allocation,
         Allocator* allocator);
  // Same with the config copied from a cached one, the label moved in, and the bytes
  // reserved through `allocator` by the constructor itself (defined in
  // lib/runtime/buffer_record.hpp).
  inline Buffer(ConstructionKey, Device& device, const BufferConfig& config,
                std::string&& label, const alloc::BankRequest& request, Allocator* allocator);
  Buffer& operator=(const Buffer&) = delete;

  Device& device() const { return *device_; }
  std::uint64_t id() const { return id_; }
  const BufferConfig& config() const { return config_; }
  device::BufferType type() const { return config_.type; }
  TensorMemoryLayout layout() const { return config_.layout; }
  bool sharded() const { return config_.layout != TensorMemoryLayout::Interleaved; }
  std::uint64_t size() const { return config_.size; }
  std::uint64_t pageSize() const { return config_.page_size; }
  std::uint64_t alignedPageSize() const { return aligned_page_size_; }
  std::uint64_t numPages() const { return config_.size / config_.page_size; }
  alloc::Address address() const { return allocation_.address; }
  const Allocation& allocation() const { return allocation_; }
  AllocatorKind allocatorKind() const { return allocation_.allocator; }
  std::uint64_t bytesPerBank() const { return allocation_.request.bytes_per_bank; }
  std::uint32_t numBanksUsed() const { return allocation_.request.banks_used; }
  // L1: the cores that hold pages (DRAM: empty). Computed on demand (not on the hot path).
  device::CoreRangeSet cores() const;
  // Bank indices that hold pages, in bank order.
  std::vector<std::uint32_t> banks() const;

  // False once deallocate() ran or once the stack frame that owns it has closed.
  bool isAllocated() const;
  // Heap: returns the bytes now. Stack: marks it dead (the frame returns the bytes).
  void deallocate();

  // Throws strata::Error (OutOfRange) for page >= numPages().
  PageLocation pageLocation(std::uint64_t page) const;
  // `data`/`out` must be exactly pageSize() bytes.
  void writePage(std::uint64_t page, std::span<const std::byte> data);
  void readPage(std::uint64_t page, std::span<std::byte> out) const;
  // Linear bytes [offset, offset + n): page-major, as the host sees the buffer.
  // Throws strata::Error (OutOfRange) past the end, touching nothing.
  void write(std::uint64_t offset, std::span<const std::byte> data);
  void read(std::uint64_t offset, std::span<std::byte> out) const;
  std::vector<std::byte> readAll() const;

 private:
  friend class Tensor;
  // create() after validation: `request` is Buffer::bankRequest(arch, config) (Tensor
  // keeps it per spec). Allocates the bytes and a pooled Buffer record.
  static std::shared_ptr<Buffer> createValidated(Device& device, BufferConfig config,
                                                 const alloc::BankRequest& request,
                                                 Allocator* allocator);
  // Same for Tensor: `config` is the spec's cached config (empty label), `label` the
  // tensor's own. Inline (lib/runtime/buffer_record.hpp): the stack tensor hot path.
  static inline std::shared_ptr<Buffer> createValidated(Device& device, const BufferConfig& config,
                                                 std::string&& label,
                                                 const alloc::BankRequest& request,
                                                 Allocator* allocator);
  template <typename... Args>
  static std::shared_ptr<Buffer> makeRecord(Allocator* allocator, const Allocation& allocation,
                                            Args&&... args);
  void initShardCores();
  // Reserves the bytes; the device's own stack inline (lib/runtime/buffer_record.hpp).
  static inline Allocation allocateFrom(Device& device, Allocator* allocator,
                                        device::BufferType type, const alloc::BankRequest& request);
  // After construction: tells the device (trace, heap-floor bookkeeping) when needed.
  inline void noteAllocated();
  // The allocator's liveness answer; the device's own stack allocator is asked directly
  // (no virtual call).
  bool allocationLive() const;
  void checkUsable(const char* what) const;
  void checkRange(std::uint64_t offset, std::uint64_t bytes, const char* what) const;

  Device* device_;
  BufferConfig config_;
  Allocation allocation_;
  Allocator* allocator_;
  std::uint64_t id_ = 0;
  std::uint64_t aligned_page_size_ = 0;
  std::vector<device::CoreCoord> shard_cores_;
  bool released_ = false;
  // The device traced the allocation (then its free is traced too); untraced stack
  // buffers skip the device's free bookkeeping.
  bool traced_ = false;
};

}  // namespace strata::runtime
