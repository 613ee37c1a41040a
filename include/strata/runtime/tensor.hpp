#pragma once
// Tensors: a spec (logical and padded shape, dtype, layout, memory config), host
// tensors (plain values on the host) and device tensors backed by a Buffer. Moving data
// between them tilizes/untilizes and converts the dtype.
//
// Storage model: the tensor is viewed as a 2-D matrix of height = product of all
// padded dims but the last, width = last padded dim.
//   tile layout:      the last two dims pad to multiples of 32; one page = one 32x32 tile,
//                     pages row-major over the tile grid (height/32 x width/32).
//   row-major layout: no padding; one page = one row of `width` elements.
// Sharded memory configs cut that page grid into shards (ShardSpec::shape is in elements).

#include "strata/device/buffer_type.hpp"
#include "strata/device/core.hpp"
#include "strata/device/data_type.hpp"
#include "strata/device/memory_config.hpp"
#include "strata/device/tensor_layout.hpp"
#include "strata/runtime/buffer.hpp"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace strata::runtime {

class Device;
class Allocator;
namespace detail {
class SpecCache;
}

using device::Layout;
using device::layoutName;

// The device layer's one memory-config vocabulary (device/memory_config.hpp). A
// TensorSpec holds a full shard spec: the shard shape stated in elements.
using device::MemoryConfig;
using device::ShardOrientation;
using device::ShardSpec;

using Shape = std::vector<std::uint32_t>;
std::string shapeToString(const Shape& shape);  // "1x3x100x257"
std::uint64_t volume(const Shape& shape);

// TensorSpec (runtime layer): the validated, immutable description a device tensor is
// allocated from and keeps (Tensor::spec): logical and padded shape of any rank, dtype,
// layout and a memory config whose shard spec states the shard shape. Construction checks
// it (and stamps an identity the device's spec cache matches by); bufferConfig() gives the
// BufferConfig it occupies. Not ops::TensorDesc, the op library's unchecked, heap-free
// value for tensors that need not exist (the query's and compiler's currency, converted
// by ops_device::toRuntimeSpec), nor BufferConfig, which knows bytes and pages but no
// shape or dtype (ARCHITECTURE.md, "Three tensor descriptions").
class TensorSpec {
 public:
  // Validates: non-empty shape with non-zero dims, block floats only tiled, shard specs
  // that divide the tensor sensibly. Throws strata::Error (InvalidArgument).
  TensorSpec(Shape logical_shape, device::DataType dtype, Layout layout, MemoryConfig memory_config);
  // Copies keep the value's identity (see identity_); a moved-from spec loses it.
  TensorSpec(const TensorSpec&) = default;
  TensorSpec& operator=(const TensorSpec&) = default;
  TensorSpec(TensorSpec&& other) noexcept;
  TensorSpec& operator=(TensorSpec&& other) noexcept;

  const Shape& logicalShape() const { return logical_; }
  const Shape& paddedShape() const { return padded_; }
  device::DataType dtype() const { return dtype_; }
  Layout layout() const { return layout_; }
  const MemoryConfig& memoryConfig() const { return memory_; }
  std::uint64_t height() const;  // padded 2-D view
  std::uint64_t width() const { return padded_.back(); }
  std::uint64_t pageSize() const;
  std::uint64_t numPages() const;
  std::uint64_t bufferSize() const { return pageSize() * numPages(); }
  BufferConfig bufferConfig(std::string label = {}) const;
  // What the tensor reserves in each bank/core, without allocating (for queries).
  alloc::BankRequest bankRequest(const device::ArchDesc& arch) const;
  std::string toString() const;
  // Compares values (the identity token below does not take part).
  bool operator==(const TensorSpec& other) const;

 private:
  friend class detail::SpecCache;
  Shape logical_;
  Shape padded_;
  device::DataType dtype_;
  Layout layout_;
  MemoryConfig memory_;
  // Internal: a token for this value, fresh for every validated construction and carried
  // by copies (specs are immutable, so equal tokens mean equal values). The per-device
  // spec cache matches a caller's unchanged spec by it without a value compare; 0 = none
  // (a moved-from spec).
  std::uint64_t identity_ = 0;
};

// Values on the host, row-major over the logical shape (doubles hold every supported
// dtype exactly before conversion).
struct HostTensor {
  Shape shape;
  device::DataType dtype = device::DataType::BFloat16;
  std::vector<double> values;

  /// value, value + step, value + 2 step, ... in row-major order (step 0: one value).
  static HostTensor filled(Shape shape, device::DataType dtype, double value, double step = 0);
};

// Host-side conversion (no device): logical values <-> the bytes of every page in page order.
std::vector<std::byte> packHostData(const TensorSpec& spec, const std::vector<double>& values);
std::vector<double> unpackHostData(const TensorSpec& spec, std::span<const std::byte> bytes);

class Tensor {
 public:
  Tensor() = default;
  // Allocates the backing buffer through `allocator` (nullptr = the device heap).
  static Tensor allocate(Device& device, const TensorSpec& spec, Allocator* allocator = nullptr,
                         std::string label = {});
  // Same, sharing an immutable spec (no copy: the cheap path for ops that create many
  // tensors of one spec).
  static Tensor allocate(Device& device, std::shared_ptr<const TensorSpec> spec,
                         Allocator* allocator = nullptr, std::string label = {});
  // Allocates and writes `host` (its shape; dtype from the host tensor).
  static Tensor fromHost(Device& device, const HostTensor& host, Layout layout,
                         const MemoryConfig& memory_config, Allocator* allocator = nullptr,
                         std::string label = {});

  // The same buffer under another spec (ttnn's view: a reshape that moves no byte).
  // `spec` must lay out the same pages: same page size, page count, buffer type and
  // memory layout; otherwise strata::Error (InvalidArgument) says what differs. The
  // view shares the buffer: deallocating either frees it for both.
  Tensor viewAs(const TensorSpec& spec) const;

  bool valid() const { return buffer_ != nullptr; }
  const TensorSpec& spec() const;
  const Shape& shape() const { return spec().logicalShape(); }
  device::DataType dtype() const { return spec().dtype(); }
  Layout layout() const { return spec().layout(); }
  const MemoryConfig& memoryConfig() const { return spec().memoryConfig(); }
  Buffer& buffer() const;
  const std::shared_ptr<Buffer>& bufferPtr() const { return buffer_; }
  Device& device() const { return buffer().device(); }
  bool isAllocated() const { return buffer_ && buffer_->isAllocated(); }
  void deallocate();

  // Host -> device: shape must equal the logical shape (values converted to the dtype).
  void write(const HostTensor& host);
  HostTensor toHost() const;
  // Streaming access without a host copy of the whole tensor (exec of tensors near the
  // size of DRAM): logical rows are the logical values with every dim but the last
  // flattened, `rows()` of them, each shape().back() values long.
  std::uint64_t rows() const;
  // Rows per streamed read or write of a tensor `width` values wide: about 64 Ki values,
  // in whole tile rows (32), since a tiled tensor's rows are decoded (or re-encoded) a
  // page row at a time and a smaller chunk would decode the same page row again.
  static std::uint64_t rowsPerChunk(std::uint64_t width);
  std::vector<double> readRows(std::uint64_t first_row, std::uint64_t count) const;
  // The same into `out` (resized; its capacity kept): a streamed check reads chunk after
  // chunk into one buffer instead of faulting in fresh pages for each.
  void readRows(std::uint64_t first_row, std::uint64_t count, std::vector<double>& out) const;
  void writeRows(std::uint64_t first_row, std::span<const double> values);

 private:
  Tensor(std::shared_ptr<const TensorSpec> spec, std::shared_ptr<Buffer> buffer) noexcept
      : spec_(std::move(spec)), buffer_(std::move(buffer)) {}
  // Builds the buffer record straight into buffer_ (inline in lib/runtime/tensor.cpp, its
  // only user): moving a just-built shared_ptr in stalled the stack-tensor fast path on
  // store forwarding.
  inline Tensor(const std::shared_ptr<const TensorSpec>& spec, Device& device,
                const BufferConfig& config, std::string&& label, const alloc::BankRequest& request,
                Allocator* allocator);

  std::shared_ptr<const TensorSpec> spec_;
  std::shared_ptr<Buffer> buffer_;
};

// ttnn-style creation functions; pass device.stack() as the allocator to place the
// result on the stack (inside an open StackFrame).
Tensor createScalar(double value, device::DataType dtype, Layout layout, Device& device,
                    Allocator* allocator = nullptr, const MemoryConfig& memory_config = MemoryConfig::l1());
Tensor full(const Shape& shape, double value, device::DataType dtype, Layout layout, Device& device,
            const MemoryConfig& memory_config = MemoryConfig::dram(), Allocator* allocator = nullptr);
Tensor zeros(const Shape& shape, device::DataType dtype, Layout layout, Device& device,
             const MemoryConfig& memory_config = MemoryConfig::dram(), Allocator* allocator = nullptr);
Tensor ones(const Shape& shape, device::DataType dtype, Layout layout, Device& device,
            const MemoryConfig& memory_config = MemoryConfig::dram(), Allocator* allocator = nullptr);

}  // namespace strata::runtime
