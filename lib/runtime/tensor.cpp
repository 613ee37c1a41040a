#include "strata/runtime/tensor.hpp"

#include "strata/device/arch.hpp"
#include "strata/runtime/codec.hpp"
#include "strata/runtime/device.hpp"
#include "strata/support/checked.hpp"
#include "strata/support/error.hpp"
#include "strata/support/huge_pages.hpp"

#include "buffer_record.hpp"
#include "spec_cache.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>
#include <limits>
#include <utility>

namespace strata::runtime {

using device::BufferType;
using device::DataType;

std::string shapeToString(const Shape& shape) {
  return fmt::format("{}", fmt::join(shape, "x"));
}

std::uint64_t volume(const Shape& shape) {
  std::uint64_t v = 1;
  for (std::uint32_t d : shape) v *= d;
  return v;
}

namespace {
std::uint64_t nextSpecIdentity() {
  static std::atomic<std::uint64_t> last{0};
  return last.fetch_add(1, std::memory_order_relaxed) + 1;
}

[[noreturn]] void badSpec(const std::string& spec, const std::string& why) {
  throw Error(ErrorKind::InvalidArgument, fmt::format("tensor spec {}: {}", spec, why),
              {Error::str("spec", spec)});
}
}  // namespace

TensorSpec::TensorSpec(Shape logical_shape, DataType dtype, Layout layout, MemoryConfig memory_config)
    : logical_(std::move(logical_shape)),
      dtype_(dtype),
      layout_(layout),
      memory_(std::move(memory_config)),
      identity_(nextSpecIdentity()) {
  const std::string text = fmt::format("{} {} {} {}", shapeToString(logical_),
                                       device::dataTypeName(dtype_), layoutName(layout_),
                                       device::describeMemoryConfig(memory_));
  if (logical_.empty()) badSpec(text, "the shape has no dimensions");
  for (std::uint32_t d : logical_)
    if (d == 0) badSpec(text, "a dimension is zero; every dimension must be at least 1");
  if (layout_ == Layout::RowMajor && device::isBlockFloat(dtype_))
    badSpec(text, fmt::format("{} exists only in tile layout", device::dataTypeName(dtype_)));
  if (memory_.buffer_type != BufferType::L1 && memory_.buffer_type != BufferType::DRAM)
    badSpec(text, "device tensors live in dram or l1");
  if (layout_ == Layout::Tile)
    for (std::uint32_t d : logical_)
      if (d > std::numeric_limits<std::uint32_t>::max() - kTileWidth)
        badSpec(text, fmt::format("dimension {} is too large to pad to the 32x32 tile", d));
  padded_ = logical_;
  if (layout_ == Layout::Tile) {
    padded_.back() = static_cast<std::uint32_t>(device::alignUp(padded_.back(), kTileWidth));
    if (padded_.size() >= 2) padded_[padded_.size() - 2] =
        static_cast<std::uint32_t>(device::alignUp(padded_[padded_.size() - 2], kTileHeight));
  }
  // Checked: a padded volume that wraps 64 bits would size a buffer of a few bytes.
  // 4 bytes bounds every dtype's element (block floats have no per-element size).
  std::uint64_t bytes = 4;
  for (std::uint32_t d : padded_) {
    const auto next = checkedMul(bytes, d);
    if (!next || *next > kMaxTensorBytes)
      badSpec(text, fmt::format("the padded tensor needs more than {} bytes (2^48); no device "
                                "holds it, use smaller dimensions",
                                kMaxTensorBytes));
    bytes = *next;
  }
  const bool is_sharded = memory_.memory_layout != TensorMemoryLayout::Interleaved;
  if (!is_sharded) {
    if (memory_.shard_spec) badSpec(text, "an interleaved memory config takes no shard spec");
    return;
  }
  if (memory_.buffer_type != BufferType::L1) badSpec(text, "only l1 tensors can be sharded");
  if (!memory_.shard_spec) badSpec(text, "a sharded memory config needs a shard spec");
  const ShardSpec& s = *memory_.shard_spec;
  if (s.orientation != ShardOrientation::RowMajor)
    badSpec(text, "only row_major shard orientation is supported");
  if (s.shape[0] == 0 || s.shape[1] == 0) badSpec(text, "the shard shape has a zero dimension");
  if (layout_ == Layout::Tile && (s.shape[0] % kTileHeight || s.shape[1] % kTileWidth))
    badSpec(text, fmt::format("shard shape {}x{} is not a multiple of the 32x32 tile",
                              s.shape[0], s.shape[1]));
  if (layout_ == Layout::RowMajor &&
      (memory_.memory_layout != TensorMemoryLayout::HeightSharded || s.shape[1] != width()))
    badSpec(text, "row-major tensors shard by height only, with the shard width equal to the "
                  "tensor width");
  if (memory_.memory_layout == TensorMemoryLayout::HeightSharded && s.shape[1] != width())
    badSpec(text, fmt::format("height sharding needs the shard width {} to equal the padded "
                              "width {}", s.shape[1], width()));
  if (memory_.memory_layout == TensorMemoryLayout::WidthSharded && s.shape[0] != height())
    badSpec(text, fmt::format("width sharding needs the shard height {} to equal the padded "
                              "height {}", s.shape[0], height()));
}

TensorSpec::TensorSpec(TensorSpec&& other) noexcept
    : logical_(std::move(other.logical_)),
      padded_(std::move(other.padded_)),
      dtype_(other.dtype_),
      layout_(other.layout_),
      memory_(std::move(other.memory_)),
      identity_(std::exchange(other.identity_, 0)) {}

TensorSpec& TensorSpec::operator=(TensorSpec&& other) noexcept {
  if (this == &other) return *this;
  logical_ = std::move(other.logical_);
  padded_ = std::move(other.padded_);
  dtype_ = other.dtype_;
  layout_ = other.layout_;
  memory_ = std::move(other.memory_);
  identity_ = std::exchange(other.identity_, 0);
  return *this;
}

bool TensorSpec::operator==(const TensorSpec& other) const {
  return logical_ == other.logical_ && padded_ == other.padded_ && dtype_ == other.dtype_ &&
         layout_ == other.layout_ && memory_ == other.memory_;
}

std::uint64_t TensorSpec::height() const {
  if (padded_.size() == 1) return layout_ == Layout::Tile ? kTileHeight : 1;
  std::uint64_t h = 1;
  for (std::size_t i = 0; i + 1 < padded_.size(); ++i) h *= padded_[i];
  return h;
}

std::uint64_t TensorSpec::pageSize() const {
  return layout_ == Layout::Tile ? device::tileBytes(dtype_) : width() * device::elementBytes(dtype_);
}

std::uint64_t TensorSpec::numPages() const {
  return layout_ == Layout::Tile ? (height() / kTileHeight) * (width() / kTileWidth) : height();
}

BufferConfig TensorSpec::bufferConfig(std::string label) const {
  BufferConfig c;
  c.type = memory_.buffer_type;
  c.page_size = pageSize();
  c.size = bufferSize();
  c.layout = memory_.memory_layout;
  c.label = std::move(label);
  if (memory_.shard_spec) {
    const ShardSpec& s = *memory_.shard_spec;
    BufferShardSpec b;
    b.cores = s.grid;
    if (layout_ == Layout::Tile) {
      b.page_grid = {static_cast<std::uint32_t>(height() / kTileHeight),
                     static_cast<std::uint32_t>(width() / kTileWidth)};
      b.shard_pages = {s.shape[0] / kTileHeight, s.shape[1] / kTileWidth};
    } else {
      b.page_grid = {static_cast<std::uint32_t>(height()), 1};
      b.shard_pages = {s.shape[0], 1};
    }
    c.shard = b;
  }
  return c;
}

alloc::BankRequest TensorSpec::bankRequest(const device::ArchDesc& arch) const {
  return Buffer::bankRequest(arch, bufferConfig());
}

std::string TensorSpec::toString() const {
  return fmt::format("{} (padded {}) {} {} {}", shapeToString(logical_), shapeToString(padded_),
                     device::dataTypeName(dtype_), layoutName(layout_), device::describeMemoryConfig(memory_));
}

HostTensor HostTensor::filled(Shape shape, DataType dtype, double value, double step) {
  HostTensor t{std::move(shape), dtype, {}};
  t.values.assign(volume(t.shape), value);
  if (step != 0)
    for (std::size_t i = 0; i < t.values.size(); ++i) t.values[i] = value + static_cast<double>(i) * step;
  return t;
}

// ---------------------------------------------------------------- conversion

namespace {
// Integer formats convert exactly from and to doubles (the float codec would round
// int32 / uint32 values above 2^24).
template <typename T>
void encodeIntegers(DataType dtype, const double* values, std::size_t n, std::byte* out) {
  const double lo = device::integerMin(dtype), hi = device::integerMax(dtype);
  for (std::size_t i = 0; i < n; ++i) {
    const auto u = static_cast<T>(std::clamp(std::nearbyint(values[i]), lo, hi));
    std::memcpy(out + sizeof(T) * i, &u, sizeof(T));
  }
}

template <typename T>
void decodeIntegers(const std::byte* in, double* values, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) {
    T u;
    std::memcpy(&u, in + sizeof(T) * i, sizeof(T));
    values[i] = static_cast<double>(u);
  }
}

void encodeDoubles(DataType dtype, const double* values, std::size_t n, std::byte* out,
                   std::size_t out_bytes) {
  switch (dtype) {
    case DataType::UInt32: return encodeIntegers<std::uint32_t>(dtype, values, n, out);
    case DataType::UInt16: return encodeIntegers<std::uint16_t>(dtype, values, n, out);
    case DataType::Int32: return encodeIntegers<std::int32_t>(dtype, values, n, out);
    case DataType::UInt8: return encodeIntegers<std::uint8_t>(dtype, values, n, out);
    default: break;
  }
  std::vector<float> f(values, values + n);
  encodeElements(dtype, f, std::span<std::byte>(out, out_bytes));
}

void decodeDoubles(DataType dtype, const std::byte* in, std::size_t in_bytes, double* values,
                   std::size_t n) {
  switch (dtype) {
    case DataType::UInt32: return decodeIntegers<std::uint32_t>(in, values, n);
    case DataType::UInt16: return decodeIntegers<std::uint16_t>(in, values, n);
    case DataType::Int32: return decodeIntegers<std::int32_t>(in, values, n);
    case DataType::UInt8: return decodeIntegers<std::uint8_t>(in, values, n);
    default: break;
  }
  std::vector<float> f(n);
  decodeElements(dtype, std::span<const std::byte>(in, in_bytes), f);
  for (std::size_t i = 0; i < n; ++i) values[i] = f[i];
}

// Conversion works one page row at a time: the pages that hold `rows_per_block` padded
// rows of the 2-D view (a row of tiles, or one row-major row). Page rows are contiguous in
// page order, so a tensor can be streamed in and out without a host copy of the whole.
struct PageRows {
  std::uint64_t width;           // padded width (elements)
  std::uint64_t logical_width;   // last logical dim
  std::uint64_t logical_height;  // second-to-last logical dim (1 for rank 1)
  std::uint64_t padded_height;   // the same dim padded
  std::uint64_t rows_per_block;  // padded rows in one page row
  std::uint64_t pages_per_block;
  std::uint64_t blocks;
  std::uint64_t page_size;

  explicit PageRows(const TensorSpec& spec) {
    const Shape& logical = spec.logicalShape();
    width = spec.width();
    logical_width = logical.back();
    logical_height = logical.size() >= 2 ? logical[logical.size() - 2] : 1;
    padded_height = logical.size() >= 2 ? spec.paddedShape()[logical.size() - 2] : spec.height();
    const bool tiled = spec.layout() == Layout::Tile;
    rows_per_block = tiled ? kTileHeight : 1;
    pages_per_block = tiled ? width / kTileWidth : 1;
    blocks = spec.height() / rows_per_block;
    page_size = spec.pageSize();
  }
  std::uint64_t blockBytes() const { return pages_per_block * page_size; }
  // The logical row (all dims but the last flattened) padded row p holds, or none.
  std::optional<std::uint64_t> logicalRow(std::uint64_t padded_row) const {
    const std::uint64_t outer = padded_row / padded_height, r = padded_row % padded_height;
    if (r >= logical_height) return std::nullopt;
    return outer * logical_height + r;
  }
  // The page row that holds logical row `row`.
  std::uint64_t blockOf(std::uint64_t row) const {
    const std::uint64_t outer = row / logical_height, r = row % logical_height;
    return (outer * padded_height + r) / rows_per_block;
  }
  // Logical rows [first, first + count) held by page row `block` (padding rows hold none;
  // a page row never straddles two outer indices because padded heights are whole tiles).
  std::pair<std::uint64_t, std::uint64_t> logicalRows(std::uint64_t block) const {
    const std::uint64_t p0 = block * rows_per_block;
    const std::uint64_t outer = p0 / padded_height, r0 = p0 % padded_height;
    if (r0 >= logical_height) return {outer * logical_height + logical_height, 0};
    return {outer * logical_height + r0, std::min(rows_per_block, logical_height - r0)};
  }
};

// Encodes page row `block` from its logical rows (`values` = logical_rows x logical_width,
// row-major); padding is zero.
void encodePageRow(const TensorSpec& spec, const PageRows& g, std::uint64_t block,
                   const double* values, std::byte* out) {
  const std::uint64_t rows = g.logicalRows(block).second;
  if (spec.layout() == Layout::RowMajor) {
    std::vector<double> row(g.width, 0.0);
    if (rows) std::copy_n(values, g.logical_width, row.begin());
    encodeDoubles(spec.dtype(), row.data(), g.width, out, g.page_size);
    return;
  }
  std::vector<double> tile(kTileElements);
  for (std::uint64_t tc = 0; tc < g.pages_per_block; ++tc) {
    for (std::uint32_t r = 0; r < kTileHeight; ++r)
      for (std::uint32_t c = 0; c < kTileWidth; ++c) {
        const std::uint64_t col = tc * kTileWidth + c;
        tile[tileOffset(r, c)] =
            r < rows && col < g.logical_width ? values[r * g.logical_width + col] : 0.0;
      }
    encodeDoubles(spec.dtype(), tile.data(), kTileElements, out + tc * g.page_size, g.page_size);
  }
}

// Decodes page row `block` into its logical rows (the inverse of encodePageRow).
void decodePageRow(const TensorSpec& spec, const PageRows& g, std::uint64_t block,
                   const std::byte* in, double* values) {
  const std::uint64_t rows = g.logicalRows(block).second;
  if (rows == 0) return;
  if (spec.layout() == Layout::RowMajor) {
    std::vector<double> row(g.width);
    decodeDoubles(spec.dtype(), in, g.page_size, row.data(), g.width);
    std::copy_n(row.begin(), g.logical_width, values);
    return;
  }
  std::vector<double> tile(kTileElements);
  for (std::uint64_t tc = 0; tc < g.pages_per_block; ++tc) {
    decodeDoubles(spec.dtype(), in + tc * g.page_size, g.page_size, tile.data(), kTileElements);
    for (std::uint32_t r = 0; r < rows; ++r)
      for (std::uint32_t c = 0; c < kTileWidth; ++c) {
        const std::uint64_t col = tc * kTileWidth + c;
        if (col < g.logical_width) values[r * g.logical_width + col] = tile[tileOffset(r, c)];
      }
  }
}
}  // namespace

std::vector<std::byte> packHostData(const TensorSpec& spec, const std::vector<double>& values) {
  if (values.size() != volume(spec.logicalShape()))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("host data has {} values but the tensor {} holds {}", values.size(),
                            shapeToString(spec.logicalShape()), volume(spec.logicalShape())));
  const PageRows g(spec);
  std::vector<std::byte> bytes = largeVector<std::byte>(spec.bufferSize());
  for (std::uint64_t b = 0; b < g.blocks; ++b)
    encodePageRow(spec, g, b, values.data() + g.logicalRows(b).first * g.logical_width,
                  bytes.data() + b * g.blockBytes());
  return bytes;
}

std::vector<double> unpackHostData(const TensorSpec& spec, std::span<const std::byte> bytes) {
  const PageRows g(spec);
  std::vector<double> values = largeVector<double>(volume(spec.logicalShape()));
  for (std::uint64_t b = 0; b < g.blocks; ++b)
    decodePageRow(spec, g, b, bytes.data() + b * g.blockBytes(),
                  values.data() + g.logicalRows(b).first * g.logical_width);
  return values;
}

// ---------------------------------------------------------------- tensors

namespace {
// The slow path of a spec not in the device's cache: derive and validate its buffer config
// (errors name `label`, as Buffer::create's do), then keep it with the label cleared.
detail::SpecPlacement placeSpec(const Device& device, std::shared_ptr<const TensorSpec> copy,
                                const std::string& label) {
  detail::SpecPlacement p;
  p.config = copy->bufferConfig(label);
  p.request = Buffer::bankRequest(device.arch(), p.config);
  p.config.label.clear();
  p.spec = std::move(copy);
  return p;
}

}  // namespace

// Forced inline into both allocate()s: a call here cost about 25 instructions per tensor.
[[gnu::always_inline]] inline Tensor::Tensor(const std::shared_ptr<const TensorSpec>& spec,
                                             Device& device, const BufferConfig& config,
                                             std::string&& label, const alloc::BankRequest& request,
                                             Allocator* allocator)
    : spec_(spec),
      buffer_(Buffer::createValidated(device, config, std::move(label), request, allocator)) {}

Tensor Tensor::allocate(Device& device, const TensorSpec& spec, Allocator* allocator,
                        std::string label) {
  const auto guard = device.lock();  // the spec cache is the device's
  detail::SpecCache& cache = *device.spec_cache_;
  const detail::SpecPlacement* placement = cache.find(spec);
  if (!placement)
    placement = &cache.insert(placeSpec(device, std::make_shared<const TensorSpec>(spec), label));
  // Specs are immutable: tensors of one spec share the cache's copy.
  return Tensor(placement->spec, device, placement->config, std::move(label), placement->request,
                allocator);
}


Tensor Tensor::allocate(Device& device, std::shared_ptr<const TensorSpec> spec,
                        Allocator* allocator, std::string label) {
  const auto guard = device.lock();  // the spec cache is the device's
  if (!spec) throw Error(ErrorKind::InvalidArgument, "Tensor::allocate: null tensor spec");
  detail::SpecCache& cache = *device.spec_cache_;
  const detail::SpecPlacement* placement = cache.find(*spec);
  // The cache keeps its own copy: the caller's object could be reassigned later.
  if (!placement)
    placement = &cache.insert(placeSpec(device, std::make_shared<const TensorSpec>(*spec), label));
  std::shared_ptr<Buffer> buffer = Buffer::createValidated(device, placement->config,
                                                           std::move(label), placement->request,
                                                           allocator);
  return Tensor(std::move(spec), std::move(buffer));
}

Tensor Tensor::fromHost(Device& device, const HostTensor& host, Layout layout,
                        const MemoryConfig& memory_config, Allocator* allocator, std::string label) {
  const TensorSpec spec(host.shape, host.dtype, layout, memory_config);
  // Convert first: a conversion error must not leave an allocation behind.
  const std::vector<std::byte> bytes = packHostData(spec, host.values);
  Tensor t = allocate(device, spec, allocator, std::move(label));
  t.buffer_->write(0, bytes);
  return t;
}

const TensorSpec& Tensor::spec() const {
  if (!spec_) throw Error(ErrorKind::InvalidArgument, "empty tensor handle: it holds no tensor");
  return *spec_;
}

Buffer& Tensor::buffer() const {
  if (!buffer_) throw Error(ErrorKind::InvalidArgument, "empty tensor handle: it holds no buffer");
  return *buffer_;
}

Tensor Tensor::viewAs(const TensorSpec& spec) const {
  const BufferConfig& have = buffer().config();
  if (spec.pageSize() != have.page_size || spec.bufferSize() != have.size ||
      spec.memoryConfig().buffer_type != have.type || spec.memoryConfig().memory_layout != have.layout)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("a {} view of the {} tensor would lay out other pages ({} B x {} in "
                            "{} against {} B x {} in {}); a reshape that moves bytes is a copy",
                            spec.toString(), this->spec().toString(), spec.pageSize(),
                            spec.numPages(), device::bufferTypeName(spec.memoryConfig().buffer_type),
                            have.page_size, have.size / std::max<std::uint64_t>(have.page_size, 1),
                            device::bufferTypeName(have.type)));
  return Tensor(std::make_shared<const TensorSpec>(spec), buffer_);
}

void Tensor::deallocate() {
  if (buffer_) buffer_->deallocate();
}

void Tensor::write(const HostTensor& host) {
  if (host.shape != spec().logicalShape())
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("cannot write a {} host tensor into a {} device tensor",
                            shapeToString(host.shape), shapeToString(spec().logicalShape())));
  buffer().write(0, packHostData(spec(), host.values));
}

HostTensor Tensor::toHost() const {
  const std::vector<std::byte> bytes = buffer().readAll();
  return HostTensor{spec().logicalShape(), spec().dtype(), unpackHostData(spec(), bytes)};
}

std::uint64_t Tensor::rowsPerChunk(std::uint64_t width) {
  constexpr std::uint64_t kTileRows = 32;
  const std::uint64_t rows = (std::uint64_t{1} << 16) / std::max<std::uint64_t>(1, width);
  return std::max(kTileRows, rows / kTileRows * kTileRows);
}

std::uint64_t Tensor::rows() const {
  const Shape& shape = spec().logicalShape();
  return volume(shape) / shape.back();
}

namespace {
void checkRowRange(const Tensor& t, std::uint64_t first, std::uint64_t count) {
  if (first > t.rows() || count > t.rows() - first)
    throw Error(ErrorKind::OutOfRange,
                fmt::format("rows [{}, {}) are outside the {} rows of a {} tensor", first,
                            first + count, t.rows(), shapeToString(t.shape())));
}
}  // namespace

namespace {
// One page row's bytes and values, kept per thread: a streamed check reads a 128k-wide
// tensor 32 rows at a time, and fresh 32 MB buffers per call cost more in page faults
// and zeroing than the decoding itself.
std::pair<std::span<std::byte>, double*> pageRowScratch(const PageRows& g) {
  thread_local std::vector<std::byte> bytes;
  thread_local std::vector<double> values;
  if (bytes.size() < g.blockBytes()) bytes.resize(g.blockBytes());
  if (values.size() < g.rows_per_block * g.logical_width)
    values.resize(g.rows_per_block * g.logical_width);
  return {std::span<std::byte>(bytes.data(), g.blockBytes()), values.data()};
}
}  // namespace

std::vector<double> Tensor::readRows(std::uint64_t first, std::uint64_t count) const {
  std::vector<double> out;
  readRows(first, count, out);
  return out;
}

void Tensor::readRows(std::uint64_t first, std::uint64_t count, std::vector<double>& out) const {
  checkRowRange(*this, first, count);
  const PageRows g(spec());
  out.resize(count * g.logical_width);
  if (count == 0) return;
  const auto [block_bytes, block_values] = pageRowScratch(g);
  std::byte* bytes = block_bytes.data();
  for (std::uint64_t b = g.blockOf(first); b <= g.blockOf(first + count - 1); ++b) {
    const auto [row0, n] = g.logicalRows(b);
    if (n == 0) continue;
    buffer().read(b * g.blockBytes(), block_bytes);
    const std::uint64_t lo = std::max(row0, first), hi = std::min(row0 + n, first + count);
    if (lo == row0 && hi == row0 + n && n == g.rows_per_block) {  // a whole block: in place
      decodePageRow(spec(), g, b, bytes,
                    out.data() + static_cast<std::ptrdiff_t>((lo - first) * g.logical_width));
      continue;
    }
    decodePageRow(spec(), g, b, bytes, block_values);
    std::copy(block_values + (lo - row0) * g.logical_width, block_values + (hi - row0) * g.logical_width,
              out.begin() + static_cast<std::ptrdiff_t>((lo - first) * g.logical_width));
  }
}

void Tensor::writeRows(std::uint64_t first, std::span<const double> values) {
  const PageRows g(spec());
  if (values.size() % g.logical_width != 0)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} values are not whole rows of {} elements", values.size(),
                            g.logical_width));
  const std::uint64_t count = values.size() / g.logical_width;
  checkRowRange(*this, first, count);
  if (count == 0) return;
  const auto [block_bytes, block_values] = pageRowScratch(g);
  std::byte* bytes = block_bytes.data();
  for (std::uint64_t b = g.blockOf(first); b <= g.blockOf(first + count - 1); ++b) {
    const auto [row0, n] = g.logicalRows(b);
    if (n == 0) continue;
    const std::uint64_t lo = std::max(row0, first), hi = std::min(row0 + n, first + count);
    if (lo == row0 && hi == row0 + n) {  // every logical row of the page row: encoded in place
      encodePageRow(spec(), g, b,
                    values.data() + static_cast<std::ptrdiff_t>((lo - first) * g.logical_width),
                    bytes);
      buffer().write(b * g.blockBytes(), block_bytes);
      continue;
    }
    // A page row only partly written keeps its other rows: read them first.
    buffer().read(b * g.blockBytes(), block_bytes);
    decodePageRow(spec(), g, b, bytes, block_values);
    std::copy(values.begin() + static_cast<std::ptrdiff_t>((lo - first) * g.logical_width),
              values.begin() + static_cast<std::ptrdiff_t>((hi - first) * g.logical_width),
              block_values + (lo - row0) * g.logical_width);
    encodePageRow(spec(), g, b, block_values, bytes);
    buffer().write(b * g.blockBytes(), block_bytes);
  }
}

Tensor createScalar(double value, DataType dtype, Layout layout, Device& device,
                    Allocator* allocator, const MemoryConfig& memory_config) {
  return Tensor::fromHost(device, HostTensor::filled({1, 1}, dtype, value), layout, memory_config,
                          allocator, "scalar");
}

Tensor full(const Shape& shape, double value, DataType dtype, Layout layout, Device& device,
            const MemoryConfig& memory_config, Allocator* allocator) {
  return Tensor::fromHost(device, HostTensor::filled(shape, dtype, value), layout, memory_config,
                          allocator, "full");
}

Tensor zeros(const Shape& shape, DataType dtype, Layout layout, Device& device,
             const MemoryConfig& memory_config, Allocator* allocator) {
  return full(shape, 0.0, dtype, layout, device, memory_config, allocator);
}

Tensor ones(const Shape& shape, DataType dtype, Layout layout, Device& device,
            const MemoryConfig& memory_config, Allocator* allocator) {
  return full(shape, 1.0, dtype, layout, device, memory_config, allocator);
}

}  // namespace strata::runtime
