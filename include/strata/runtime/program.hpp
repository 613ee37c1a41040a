#pragma once
// Programs: kernels (host callables run per core: a functional model, not timing) and
// circular buffers whose addresses are RELATIVE to the program's CB region. The region
// is placed only at Device::enqueue: base = L1 stack top, every core of the program is
// checked (region end <= that core's heap floor and <= l1 size), and only then do the
// kernels run. A CB backed by an existing L1 sharded buffer ("globally allocated")
// lives at that buffer's address and takes no CB-region space.
//
// A Program can be built without a device (only the arch is needed), so a query can
// compute CB-region sizes without touching device state.

#include "strata/alloc/free_list.hpp"
#include "strata/device/arch.hpp"
#include "strata/device/core.hpp"
#include "strata/device/data_type.hpp"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace strata::runtime {

class Buffer;
class Device;

inline constexpr std::uint32_t kMaxCircularBuffers = 32;

struct CircularBufferConfig {
  std::uint32_t index = 0;  // 0..31: the handle kernels use (like a CB id)
  device::CoreRangeSet cores;
  std::uint32_t page_size = 0;  // bytes; a multiple of the L1 alignment (and of the tile size when tiled)
  std::uint32_t num_pages = 0;
  device::DataType data_format = device::DataType::BFloat16;
  bool tiled = true;
  // Globally allocated CB: pages live in this L1 sharded buffer (on each core, at the
  // buffer's address); it takes no CB-region space.
  std::shared_ptr<Buffer> backing_buffer;

  std::uint64_t totalSize() const { return std::uint64_t(page_size) * num_pages; }
};

struct CircularBuffer {
  CircularBufferConfig config;
  std::uint64_t offset = 0;  // relative to the CB region base (unused when backed)
  bool backed() const { return config.backing_buffer != nullptr; }
};

// Per-core runtime state of one CB while kernels run (a FIFO of pages).
class CircularBufferView {
 public:
  CircularBufferView() = default;
  CircularBufferView(alloc::Address base, std::uint32_t page_size, std::uint32_t num_pages)
      : base_(base), page_size_(page_size), num_pages_(num_pages) {}

  alloc::Address base() const { return base_; }
  std::uint32_t pageSize() const { return page_size_; }
  std::uint32_t numPages() const { return num_pages_; }
  std::uint32_t pagesFilled() const { return filled_; }
  // Producer side: is there room for n pages; where the next page goes; publish n pages.
  bool hasSpace(std::uint32_t n = 1) const { return num_pages_ - filled_ >= n; }
  alloc::Address writeAddress() const { return base_ + std::uint64_t(wr_) * page_size_; }
  void pushBack(std::uint32_t n = 1);
  // Consumer side: are n pages ready; where the oldest page is; release n pages.
  bool hasData(std::uint32_t n = 1) const { return filled_ >= n; }
  alloc::Address readAddress() const { return base_ + std::uint64_t(rd_) * page_size_; }
  void popFront(std::uint32_t n = 1);

 private:
  alloc::Address base_ = 0;
  std::uint32_t page_size_ = 0, num_pages_ = 0;
  std::uint32_t rd_ = 0, wr_ = 0, filled_ = 0;
};

enum class KernelStatus { Progress, Blocked, Done };

class KernelContext {
 public:
  Device& device() const { return *device_; }
  device::CoreCoord core() const { return core_; }
  // Position of this core among the kernel's cores (row-major order) and their count:
  // the usual way to split work.
  std::uint32_t coreIndex() const { return core_index_; }
  std::uint32_t numCores() const { return num_cores_; }
  // How many times this kernel returned Progress on this core so far.
  std::uint64_t step() const { return step_; }
  // Throws strata::Error (NotFound) if the program has no CB `index` on this core.
  CircularBufferView& cb(std::uint32_t index);
  void readL1(alloc::Address address, std::span<std::byte> out) const;
  void writeL1(alloc::Address address, std::span<const std::byte> data);

 private:
  friend class Device;
  Device* device_ = nullptr;
  device::CoreCoord core_;
  std::uint32_t core_index_ = 0, num_cores_ = 0;
  std::uint64_t step_ = 0;
  std::vector<CircularBufferView>* cbs_ = nullptr;
  std::vector<bool>* present_ = nullptr;
};

// A kernel body is called repeatedly on each of its cores until it returns Done; it
// returns Blocked when a CB it needs is full/empty so the other kernels on the core
// can run (reader -> compute -> writer pipelines through CBs).
using KernelFn = std::function<KernelStatus(KernelContext&)>;

struct Kernel {
  std::string name;
  device::CoreRangeSet cores;
  KernelFn body;
};

class Program {
 public:
  Program(const device::ArchDesc& arch, std::string name);

  const std::string& name() const { return name_; }
  // Validates (clear errors, program unchanged) and assigns the CB's relative offset:
  // just above every CB already present on any of its cores. Returns that offset
  // (0 for a backed CB).
  std::uint64_t addCircularBuffer(const CircularBufferConfig& config);
  void addKernel(std::string name, device::CoreRangeSet cores, KernelFn body);

  const std::vector<CircularBuffer>& circularBuffers() const { return cbs_; }
  const std::vector<Kernel>& kernels() const { return kernels_; }
  // CB-region bytes on one core (0 if none), and the max over cores.
  std::uint64_t cbRegionSize(device::CoreCoord core) const;
  std::uint64_t cbRegionSize() const { return max_region_; }
  device::CoreRangeSet cbCores() const;  // cores with CB-region space
  // Address of CB `index` on `core` as fixed by the last enqueue (nullopt before).
  std::optional<alloc::Address> cbAddress(std::uint32_t index, device::CoreCoord core) const;
  std::optional<alloc::Address> placedBase() const { return placed_base_; }

 private:
  friend class Device;
  void checkCores(const device::CoreRangeSet& cores, const std::string& what) const;
  std::uint32_t coreIndex(device::CoreCoord c) const { return c.y * grid_x_ + c.x; }

  std::string name_;
  std::string arch_name_;
  std::uint32_t grid_x_ = 0, grid_y_ = 0;
  std::uint64_t l1_alignment_ = 1;
  std::vector<CircularBuffer> cbs_;
  std::vector<Kernel> kernels_;
  std::vector<std::uint64_t> region_end_;  // per core (dense, row-major)
  std::vector<std::uint32_t> used_cores_;  // cores with region_end > 0, ascending
  std::uint64_t max_region_ = 0;
  std::optional<alloc::Address> placed_base_;
};

}  // namespace strata::runtime
