#include "strata/ops_device/check.hpp"

#include "decoded_tiles.hpp"
#include "strata/ops/reference.hpp"
#include "strata/support/error.hpp"
#include "strata/support/huge_pages.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <optional>

namespace strata::ops_device {

using namespace ops;  // this layer runs what the ops layer describes

namespace {

// Whether a permute of one `input_dtype` input is checked streamed, against the input
// held once as float: exact for every float dtype (bf16, f32, block floats decode to
// values a float holds), 4 B per element rather than 24 B of float64 copies of input,
// reference and output. compareWithReference and checkHostBytes both ask.
bool permuteStreams(const OpInfo& op, DataType input_dtype) {
  return op.permutation && !device::isInteger(input_dtype);
}

// Whether a check of `op` on `inputs` inputs looks rows up in a table (OpInfo::
// row_table_input) and reads only the rows named. compareWithReference and
// checkHostBytes both ask.
bool looksUpRows(const OpInfo& op, std::size_t inputs) {
  return op.num_results == 1 && op.row_table_input >= 0 && op.index_input >= 0 &&
         inputs > static_cast<std::size_t>(std::max(op.row_table_input, op.index_input));
}

// std::round for |x| < 2^63 without the call into libm, and without a branch on the
// fraction (random, so mispredicted half the time): x - trunc(x) is exact, so halves
// round away from zero exactly as std::round does, and -0.3 gives -0.0 as it does.
// An embedding's table is drawn as integers (its op looks rows up), and an 8B model's
// is 525 million values, drawn twice a run: std::round was 5 % of that run.
double roundHalfAway(double x) {
  const auto whole = static_cast<std::int64_t>(x);
  const double fraction = x - static_cast<double>(whole);
  const std::int64_t step =
      static_cast<std::int64_t>(fraction >= 0.5) - static_cast<std::int64_t>(fraction <= -0.5);
  return std::copysign(static_cast<double>(whole + step), x);
}

// The seeded value sequence of randomValues, drawn a chunk at a time.
class RandomValueStream {
 public:
  // `skip` values are passed over: SplitMix64's state after n draws is seed + n * gamma.
  RandomValueStream(double lo, double hi, bool integers, std::uint64_t seed, std::uint64_t skip = 0)
      : state_(seed + skip * kGamma), lo_(lo), hi_(hi), integers_(integers) {}
  void fill(std::span<double> out) {
    for (double& x : out) {
      // Own mapping from raw bits (not std::uniform_real_distribution) so values do not
      // depend on the standard library.
      const double u = double(next() >> 11) * 0x1.0p-53;
      x = lo_ + (hi_ - lo_) * u;
      if (integers_) x = roundHalfAway(x);
    }
  }

 private:
  // SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
  // OOPSLA 2014): a whole model's weights are drawn twice per run (for the device and
  // again for the model check), over 2.5 billion values for an 8B layer, and
  // mt19937_64 was 15 % of such a run.
  static constexpr std::uint64_t kGamma = 0x9E3779B97F4A7C15ull;
  std::uint64_t next() {
    std::uint64_t z = (state_ += kGamma);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  std::uint64_t state_;
  double lo_, hi_;
  bool integers_;
};
}  // namespace

std::uint64_t streamChunkBytes(std::uint64_t width) {
  std::uint64_t bytes;
  if (__builtin_mul_overflow(runtime::Tensor::rowsPerChunk(width), std::max<std::uint64_t>(width, 1) * sizeof(double), &bytes))
    return UINT64_MAX;
  return bytes;
}

std::vector<double> randomValues(std::uint64_t count, double lo, double hi, bool integers,
                                 std::uint64_t seed, std::uint64_t first) {
  std::vector<double> v = largeReservedVector<double>(count);
  RandomValueStream stream(lo, hi, integers, seed, first);
  std::array<double, 4096> block;
  for (std::uint64_t done = 0; done < count; done += block.size()) {
    const std::size_t n = static_cast<std::size_t>(std::min<std::uint64_t>(block.size(), count - done));
    stream.fill(std::span<double>(block.data(), n));
    v.insert(v.end(), block.begin(), block.begin() + static_cast<std::ptrdiff_t>(n));
  }
  return v;
}

runtime::Tensor randomTensor(runtime::Device& device, const TensorDesc& desc, const OpInfo& op,
                             std::uint64_t seed) {
  const runtime::TensorSpec spec(toRuntimeShape(desc.shape), desc.dtype, desc.layout,
                                 desc.fullMemoryConfig(device.arch()));
  runtime::Tensor t = runtime::Tensor::allocate(device, spec, nullptr, "input");
  const OpInfo::Domain domain = op.randomDomain(desc.dtype);
  try {
    writeRandomValues(t, domain.lo, domain.hi, domain.integers, seed);
  } catch (...) {
    t.deallocate();
    throw;
  }
  return t;
}

void writeRandomValues(runtime::Tensor& tensor, double lo, double hi, bool integers,
                       std::uint64_t seed) {
  // The same values, in the same order, as randomValues over the logical shape.
  RandomValueStream values(lo, hi, integers, seed);
  const std::uint64_t width = tensor.shape().empty() ? 1 : tensor.shape().back();
  const std::uint64_t chunk = runtime::Tensor::rowsPerChunk(width);
  std::vector<double> buffer;
  for (std::uint64_t row = 0; row < tensor.rows(); row += chunk) {
    buffer.resize(std::min(chunk, tensor.rows() - row) * width);
    values.fill(buffer);
    tensor.writeRows(row, buffer);
  }
}

std::vector<runtime::Tensor> validRandomTensors(runtime::Device& device, const OpInfo& op,
                                               std::span<const TensorDesc> inputs,
                                               const OpParams& params, std::uint64_t seed) {
  std::vector<HostTensor> host(inputs.size());
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    const bool integers = op.drawsIntegers() || inputs[i].dtype == DataType::Int32 ||
                          inputs[i].dtype == DataType::UInt32;
    host[i].shape = inputs[i].shape;
    host[i].dtype = inputs[i].dtype;
    host[i].data = randomValues(inputs[i].shape.volume(), op.domain_lo, op.domain_hi, integers,
                                seed + i);
  }
  if (op.make_valid) op.make_valid(host, params);
  std::vector<runtime::Tensor> tensors;
  try {
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      const TensorDesc& d = inputs[i];
      tensors.push_back(runtime::Tensor::allocate(
          device, runtime::TensorSpec(toRuntimeShape(d.shape), d.dtype, d.layout,
                                      d.fullMemoryConfig(device.arch())),
          nullptr, "input"));
      runtime::HostTensor values;
      values.shape = toRuntimeShape(d.shape);
      values.dtype = d.dtype;
      values.values = std::move(host[i].data);
      tensors.back().write(values);
    }
  } catch (...) {
    for (runtime::Tensor& t : tensors) t.deallocate();
    throw;
  }
  return tensors;
}

HostTensor readBack(const runtime::Tensor& tensor) {
  runtime::HostTensor host = tensor.toHost();
  HostTensor r;
  for (std::uint32_t d : host.shape) r.shape.dims[r.shape.rank++] = d;
  r.data = std::move(host.values);
  r.dtype = tensor.dtype();
  return r;
}

BlockStorage blockStorageOf(DataType dtype, std::uint64_t width) {
  if (dtype == DataType::BFloat8_B) return {7, width};
  if (dtype == DataType::BFloat4_B) return {3, width};
  return {};
}

namespace {
// One code step of the face row holding element i: the row's shared exponent is at most
// that of its largest |reference| + tolerance.
double blockStep(const Tolerance& tol, std::span<const double> expected, std::size_t i,
                 const BlockStorage& block) {
  constexpr std::uint64_t kFaceRow = 16;
  const std::size_t col = i % block.width;
  const std::size_t begin = i - col % kFaceRow;
  const std::size_t end = std::min<std::size_t>(begin + kFaceRow, i - col + block.width);
  double largest = 0;
  for (std::size_t k = begin; k < end; ++k) {
    // An infinity or NaN takes the shared exponent 255 and flushes the row's finite values.
    if (!std::isfinite(expected[k])) return std::numeric_limits<double>::infinity();
    largest = std::max(largest, std::fabs(expected[k]) * (1 + tol.rtol) + tol.atol);
  }
  if (largest == 0) return 0;
  return std::ldexp(1.0, std::ilogb(largest) - block.magnitude_bits + 1);
}
}  // namespace

void accumulateComparison(const Tolerance& tol, std::span<const double> expected,
                          std::span<const double> actual, NumericCheck& check,
                          const BlockStorage& block, std::span<const double> extra) {
  check.elements += expected.size();
  for (std::size_t i = 0; i < expected.size(); ++i) {
    const double r = expected[i], d = actual[i];
    if (std::isnan(r) || std::isnan(d) || std::isinf(r) || std::isinf(d)) {
      if (!(std::isnan(r) && std::isnan(d)) && r != d) {
        check.within_tolerance = false;
        ++check.non_finite_mismatches;
      }
      continue;
    }
    const double abs_err = std::fabs(d - r);
    check.max_abs_error = std::max(check.max_abs_error, abs_err);
    check.max_abs_reference = std::max(check.max_abs_reference, std::fabs(r));
    const double allowed = tol.atol + tol.rtol * std::fabs(r) +
                           (block.magnitude_bits ? blockStep(tol, expected, i, block) : 0) +
                           (extra.empty() ? 0 : extra[i]);
    const double relative_floor = tol.rtol > 0 ? tol.atol / tol.rtol : 0;
    const double scale = std::max(std::fabs(r), relative_floor);
    if (scale > 0) check.max_rel_error = std::max(check.max_rel_error, abs_err / scale);
    if (allowed > 0) check.tolerance_used = std::max(check.tolerance_used, abs_err / allowed);
    else if (abs_err > 0) check.tolerance_used = std::numeric_limits<double>::infinity();
    if (abs_err > allowed) check.within_tolerance = false;
  }
}

namespace {

void checkShape(const OpInfo& op, const Shape& expected, const Shape& actual) {
  if (!(expected == actual))
    throw Error(ErrorKind::Internal,
                "op " + std::string(op.name) + ": output shape " + actual.toString() +
                    " differs from the reference shape " + expected.toString());
}

bool rowLocal(const OpInfo& op) {
  return op.family == OpFamily::Unary || op.family == OpFamily::Binary ||
         op.family == OpFamily::Ternary || op.family == OpFamily::Composite;
}

bool referenceRunsByRows(const OpInfo& op, std::span<const runtime::Tensor> inputs,
                         const runtime::Tensor& output) {
  if (!rowLocal(op)) return false;
  for (const runtime::Tensor& t : inputs)
    if (t.rows() != output.rows()) return false;
  return true;
}

// Host bytes per element of a run whose reference needs whole host tensors: the inputs
// read back, the reference output and the device output read back as doubles, plus the
// device copies. Measured with /usr/bin/time as 37.5 B on 4096x4096 bf16 relu when every
// op took this path (docs/PERFORMANCE.md, "Hardening and scale"); a bound, not a fit
// (4096x4096 sum takes about 16 B per element).
constexpr std::uint64_t kWholeTensorHostBytesPerElement = 40;
// What a streamed run holds besides the device's own bytes: chunks, tables, the binary.
constexpr std::uint64_t kStreamedRunOverheadBytes = std::uint64_t{96} << 20;
}  // namespace

bool comparesByRows(const OpInfo& op, std::span<const TensorDesc> inputs) {
  if (!rowLocal(op) || inputs.empty()) return false;
  const auto rows = [](const TensorDesc& d) { return d.shape.volume() / d.shape.last(); };
  for (const TensorDesc& d : inputs)
    if (rows(d) != rows(inputs[0])) return false;
  return true;
}

std::uint64_t checkHostBytes(const OpInfo& op, std::span<const TensorDesc> inputs,
                             const TensorDesc& output) {
  constexpr std::uint64_t kChunkBytes = std::uint64_t{16} << 20;  // a few row chunks
  const std::uint64_t out = output.shape.volume();
  if (op.num_results == 1 && comparesByRows(op, inputs)) {
    // A chunk of each input, the reference's and the output's (plus a tile row decoded).
    std::uint64_t width = output.shape.rank ? output.shape[output.shape.rank - 1] : 1;
    for (const TensorDesc& d : inputs) width = std::max<std::uint64_t>(width, d.shape.rank ? d.shape[d.shape.rank - 1] : 1);
    const std::uint64_t chunk = streamChunkBytes(width);
    const std::uint64_t copies = inputs.size() + 3;
    return chunk > UINT64_MAX / copies ? UINT64_MAX : std::max(kChunkBytes, copies * chunk);
  }
  if (op.num_results == 1 && inputs.size() == 1 && permuteStreams(op, inputs[0].dtype))
    return inputs[0].shape.volume() * sizeof(float) + kChunkBytes;
  if (looksUpRows(op, inputs.size())) {
    // The indices, the table rows they name (at most one per index) and the output twice.
    const TensorDesc& table = inputs[static_cast<std::size_t>(op.row_table_input)];
    const std::uint64_t lookups = inputs[static_cast<std::size_t>(op.index_input)].shape.volume();
    const std::uint64_t width = table.shape.rank ? table.shape[table.shape.rank - 1] : 1;
    return (2 * lookups + lookups * width + 2 * out) * sizeof(double) + kChunkBytes;
  }
  if (op.num_results == 1 && inputs.size() == 1 && op.reshaped) {
    const std::uint64_t width = std::max<std::uint64_t>(
        output.shape.rank ? output.shape[output.shape.rank - 1] : 1,
        inputs[0].shape.rank ? inputs[0].shape[inputs[0].shape.rank - 1] : 1);
    const std::uint64_t chunk = streamChunkBytes(width);
    return chunk > UINT64_MAX / 4 ? UINT64_MAX : std::max(kChunkBytes, 4 * chunk);
  }
  if (op.num_results == 1 && op.family == OpFamily::Matmul && inputs.size() == 2)
    return (inputs[0].shape.volume() + 2 * out) * sizeof(double) + kChunkBytes;
  std::uint64_t elements = 2 * out;
  for (const TensorDesc& d : inputs) elements += d.shape.volume();
  return elements * sizeof(double);
}

std::uint64_t hostBytesForRun(const OpInfo& op, std::span<const TensorDesc> inputs,
                              const ArchDesc& arch) {
  std::uint64_t device_bytes = 0, largest = 0, elements = 0;
  for (const TensorDesc& d : inputs) {
    const runtime::TensorSpec spec(toRuntimeShape(d.shape), d.dtype, d.layout,
                                   d.fullMemoryConfig(arch));
    device_bytes += spec.bufferSize();
    largest = std::max(largest, spec.bufferSize());
    elements += spec.height() * spec.width();
  }
  if (comparesByRows(op, inputs)) return device_bytes + largest + kStreamedRunOverheadBytes;
  return elements * kWholeTensorHostBytesPerElement;
}

namespace {
// The whole output read back against the whole expected result (`extra`: allowed per
// element beyond the tolerance, as accumulateComparison takes it).
NumericCheck compareWhole(const OpInfo& op, const HostTensor& expected,
                          const runtime::Tensor& output, std::span<const double> extra = {}) {
  const HostTensor actual = readBack(output);
  checkShape(op, expected.shape, actual.shape);
  NumericCheck check;
  accumulateComparison(op.tolerance(output.dtype()), expected.data, actual.data, check,
                       blockStorageOf(output.dtype(), output.shape().back()), extra);
  return check;
}

// matmul's check: a read back whole, b streamed in K-panels of about 1 Mi values (8 MB
// of float64) and multiplied in as they come (C += A[:, panel] B[panel, :]),
// so a weight is never held on the host as float64 (2048x8192: 128 MB, plus its 32 MB
// of bytes) -- docs/PERFORMANCE.md, "Matmul throughput". The reference is the catalog's
// (the same GEMM), summed a panel at a time.
NumericCheck compareMatmulStreamingB(const OpInfo& op, std::span<const runtime::Tensor> inputs,
                                     const runtime::Tensor& output) {
  const HostTensor a = readBack(inputs[0]);
  const runtime::Tensor& b = inputs[1];
  const std::uint64_t batch = a.shape.batch(), m = a.shape.secondLast(), k = a.shape.last();
  const std::uint64_t n = b.shape().back();
  const std::uint64_t b_batch = k == 0 ? 1 : b.rows() / k;
  Shape shape = a.shape;
  shape[shape.rank - 1] = static_cast<std::uint32_t>(n);
  HostTensor expected(shape);
  const std::uint64_t panel =
      std::max<std::uint64_t>(1, (std::uint64_t{1} << 20) / std::max<std::uint64_t>(1, n));
  thread_local std::vector<double> bp;
  for (std::uint64_t tb = 0; tb < b_batch; ++tb)
    for (std::uint64_t k0 = 0; k0 < k; k0 += panel) {
      const std::uint64_t rows = std::min(panel, k - k0);
      b.readRows(tb * k + k0, rows, bp);
      for (std::uint64_t t = 0; t < batch; ++t) {
        if (b_batch != 1 && t != tb) continue;
        refGemm(a.data.data() + t * m * k + k0, k, bp.data(), n, expected.data.data() + t * m * n,
                n, m, rows, n, true);
      }
    }
  return compareWhole(op, expected, output);
}

// A tiled input whose permute swaps its last two dims: output tile (s, i, j) is input
// tile (s, j, i) transposed, so each 32-row chunk of the output is checked against the
// input tiles of one tile column, each read once, instead of the whole input held as
// float (an LM head's transpose: 152k x 4k, 2.5 GB of fresh memory).
bool transposesLastTwoDims(const std::vector<int>& perm) {
  const int rank = static_cast<int>(perm.size());
  if (rank < 2 || perm[static_cast<std::size_t>(rank - 1)] != rank - 2 ||
      perm[static_cast<std::size_t>(rank - 2)] != rank - 1)
    return false;
  for (int k = 0; k + 2 < rank; ++k)
    if (perm[static_cast<std::size_t>(k)] != k) return false;
  return true;
}

NumericCheck compareTransposeByTiles(const OpInfo& op, const runtime::Tensor& input,
                                     const runtime::Tensor& output) {
  using runtime::kTileHeight;
  using runtime::kTileWidth;
  const runtime::Shape& in = input.shape();
  const std::uint64_t in_h = in[in.size() - 2], in_w = in.back();
  const runtime::Shape& padded = input.spec().paddedShape();
  const std::uint64_t tile_rows = padded[padded.size() - 2] / kTileHeight;
  const std::uint64_t tile_cols = padded.back() / kTileWidth;
  const std::uint64_t tile_bytes = input.spec().pageSize();
  // Output rows are input columns: (slice, in column) -> out row slice * in_w + column.
  const std::uint64_t width = in_h, chunk = runtime::Tensor::rowsPerChunk(width);
  const Tolerance& tol = op.tolerance(output.dtype());
  NumericCheck check;
  thread_local detail::DecodedTiles tiles;
  thread_local std::vector<double> actual;
  std::vector<double> expected;
  const runtime::Buffer& buffer = input.buffer();
  for (std::uint64_t row = 0; row < output.rows(); row += chunk) {
    const std::uint64_t n = std::min(chunk, output.rows() - row);
    expected.resize(n * width);
    tiles.clear();
    for (std::uint64_t r = 0; r < n; ++r) {
      const std::uint64_t slice = (row + r) / in_w, col = (row + r) % in_w;
      const auto tile_col = static_cast<std::uint32_t>(col % kTileWidth);
      double* out = expected.data() + r * width;
      for (std::uint64_t j0 = 0; j0 < width; j0 += kTileHeight) {
        const std::uint64_t page = (slice * tile_rows + j0 / kTileHeight) * tile_cols + col / kTileWidth;
        const float* tile = tiles.tile(page, input.dtype(), tile_bytes, [&](std::span<std::byte> bytes) {
          buffer.readPage(page, bytes);
        });
        const auto rows_here = static_cast<std::uint32_t>(std::min<std::uint64_t>(kTileHeight, width - j0));
        for (std::uint32_t i = 0; i < rows_here; ++i) out[j0 + i] = tile[runtime::tileOffset(i, tile_col)];
      }
    }
    output.readRows(row, n, actual);
    accumulateComparison(tol, expected, actual, check, blockStorageOf(output.dtype(), width));
  }
  return check;
}

NumericCheck comparePermuteStreaming(const OpInfo& op, const runtime::Tensor& input,
                                     const OpParams& params, const runtime::Tensor& output) {
  const runtime::Shape& in = input.shape();
  const int rank = static_cast<int>(in.size());
  const std::vector<int> perm = op.permutation(params, rank);
  runtime::Shape expectedShape(in.size());
  for (int k = 0; k < rank; ++k) expectedShape[static_cast<std::size_t>(k)] = in[static_cast<std::size_t>(perm[static_cast<std::size_t>(k)])];
  if (expectedShape != output.shape())
    throw Error(ErrorKind::Internal,
                fmt::format("op {}: output shape {} differs from the reference shape {}", op.name,
                            runtime::shapeToString(output.shape()),
                            runtime::shapeToString(expectedShape)));
  NumericCheck check;
  if (rank == 0 || output.rows() == 0 || output.shape().back() == 0) return check;
  if (input.layout() == Layout::Tile && transposesLastTwoDims(perm))
    return compareTransposeByTiles(op, input, output);
  std::vector<float> x = largeVector<float>(input.rows() * in.back());
  const std::uint64_t inWidth = in.back(), inChunk = runtime::Tensor::rowsPerChunk(inWidth);
  thread_local std::vector<double> v;
  for (std::uint64_t row = 0; row < input.rows(); row += inChunk) {
    input.readRows(row, std::min(inChunk, input.rows() - row), v);
    std::copy(v.begin(), v.end(), x.begin() + static_cast<std::ptrdiff_t>(row * inWidth));
  }
  // Output dim k steps through the input by the stride of input dim perm[k].
  std::vector<std::uint64_t> inStride(in.size(), 1), step(in.size());
  for (int k = rank - 2; k >= 0; --k)
    inStride[static_cast<std::size_t>(k)] = inStride[static_cast<std::size_t>(k + 1)] * in[static_cast<std::size_t>(k + 1)];
  for (int k = 0; k < rank; ++k) step[static_cast<std::size_t>(k)] = inStride[static_cast<std::size_t>(perm[static_cast<std::size_t>(k)])];
  const runtime::Shape& out = output.shape();
  const std::uint64_t width = out.back(), chunk = runtime::Tensor::rowsPerChunk(width);
  const Tolerance& tol = op.tolerance(output.dtype());
  std::vector<std::uint64_t> index(in.size(), 0);  // output index of the current row
  std::vector<double> expected;
  std::vector<std::uint64_t> bases;
  for (std::uint64_t row = 0; row < output.rows(); row += chunk) {
    const std::uint64_t n = std::min(chunk, output.rows() - row);
    expected.resize(n * width);
    bases.resize(n);
    for (std::uint64_t r = 0; r < n; ++r) {
      bases[r] = 0;
      for (int k = 0; k + 1 < rank; ++k) bases[r] += index[static_cast<std::size_t>(k)] * step[static_cast<std::size_t>(k)];
      for (int k = rank - 2; k >= 0; --k) {  // next row: an odometer over the leading dims
        if (++index[static_cast<std::size_t>(k)] < out[static_cast<std::size_t>(k)]) break;
        index[static_cast<std::size_t>(k)] = 0;
      }
    }
    // 32 columns of every row at a time: a transpose's neighbouring rows read
    // neighbouring input elements, so each cache line of the input is used whole.
    const std::uint64_t inner = step.back();
    for (std::uint64_t j0 = 0; j0 < width; j0 += 32)
      for (std::uint64_t r = 0; r < n; ++r)
        for (std::uint64_t j = j0; j < std::min(width, j0 + 32); ++j)
          expected[r * width + j] = x[bases[r] + j * inner];
    output.readRows(row, n, v);
    accumulateComparison(tol, expected, v, check, blockStorageOf(output.dtype(), width));
  }
  return check;
}

// An op that sums partials rounded to the output dtype: each element may also be off by
// one unit of roundoff (2^-8 bf16, 2^-24 f32) of every partial and running sum it went
// through, and of the result (the last term added, a bias, rounds once more).
NumericCheck comparePartialSums(const OpInfo& op, std::span<const HostTensor> inputs,
                                const OpParams& params, const runtime::Tensor& output) {
  const HostTensor expected = op.reference(inputs, params);
  const std::vector<HostTensor> partials = op.partials(inputs, params);
  const double roundoff = output.dtype() == DataType::Float32 ? 0x1p-24 : 0x1p-8;
  std::vector<double> extra(expected.data.size(), 0.0), sum(expected.data.size(), 0.0);
  for (std::size_t j = 0; j < partials.size(); ++j) {
    if (partials[j].data.size() != sum.size())
      throw Error(ErrorKind::Internal,
                  fmt::format("op {}: partial {} has {} values, the result {}", op.name, j,
                              partials[j].data.size(), sum.size()));
    for (std::size_t i = 0; i < sum.size(); ++i) {
      sum[i] += partials[j].data[i];
      extra[i] += roundoff * (std::fabs(partials[j].data[i]) + (j > 0 ? std::fabs(sum[i]) : 0.0));
    }
  }
  for (std::size_t i = 0; i < sum.size(); ++i) extra[i] += roundoff * std::fabs(expected.data[i]);
  return compareWhole(op, expected, output, extra);
}

// A row lookup (embedding) against its reference given only the table rows the indices
// name: the table is compacted to those rows and the indices renumbered to match. Nothing
// when an index is not a row of the table (not whole, negative or past the end): the
// reference over the whole table then reports it as it does.
std::optional<NumericCheck> compareRowLookup(const OpInfo& op,
                                             std::span<const runtime::Tensor> inputs,
                                             const OpParams& params,
                                             const runtime::Tensor& output) {
  const auto table_input = static_cast<std::size_t>(op.row_table_input);
  const auto index_input = static_cast<std::size_t>(op.index_input);
  const runtime::Tensor& table = inputs[table_input];
  HostTensor indices = readBack(inputs[index_input]);
  const std::uint64_t rows = table.rows();
  // The table's rows are its entries only when its leading dims are 1 ([V, H], [1, 1, V, H]).
  if (rows != table.shape()[table.shape().size() - 2]) return std::nullopt;
  std::vector<std::uint64_t> used;
  used.reserve(indices.data.size());
  for (double v : indices.data) {
    if (!(v >= 0) || v != std::floor(v) || v >= static_cast<double>(rows)) return std::nullopt;
    used.push_back(static_cast<std::uint64_t>(v));
  }
  std::sort(used.begin(), used.end());
  used.erase(std::unique(used.begin(), used.end()), used.end());
  for (double& v : indices.data)
    v = static_cast<double>(std::lower_bound(used.begin(), used.end(), static_cast<std::uint64_t>(v)) -
                            used.begin());
  HostTensor compact;
  compact.shape = describe(table).shape;
  compact.shape[compact.shape.rank - 2] = static_cast<std::uint32_t>(used.size());
  compact.dtype = table.dtype();
  const std::uint64_t width = table.shape().back();
  compact.data.reserve(used.size() * width);
  thread_local std::vector<double> row;
  for (std::uint64_t r : used) {
    table.readRows(r, 1, row);
    compact.data.insert(compact.data.end(), row.begin(), row.end());
  }
  std::vector<HostTensor> host(inputs.size());
  for (std::size_t i = 0; i < inputs.size(); ++i)
    if (i == index_input) host[i] = std::move(indices);
    else if (i == table_input) host[i] = std::move(compact);
    else host[i] = readBack(inputs[i]);
  const HostTensor expected = op.reference(host, params);
  return compareWhole(op, expected, output);
}

// A reshape's output rows against the input's elements at the same flat positions, a
// chunk of rows at a time (the input rows that cover the chunk are read for it).
NumericCheck compareReshapeStreaming(const OpInfo& op, const runtime::Tensor& input,
                                     const OpParams& params, const runtime::Tensor& output) {
  checkShape(op, op.reshaped(params, describe(input).shape), describe(output).shape);
  NumericCheck check;
  const std::uint64_t out_width = output.shape().empty() ? 1 : output.shape().back();
  const std::uint64_t in_width = input.shape().empty() ? 1 : input.shape().back();
  if (output.rows() == 0 || out_width == 0 || in_width == 0) return check;
  const std::uint64_t chunk = runtime::Tensor::rowsPerChunk(std::max(out_width, in_width));
  const Tolerance& tol = op.tolerance(output.dtype());
  thread_local std::vector<double> in_rows, out_rows;
  for (std::uint64_t row = 0; row < output.rows(); row += chunk) {
    const std::uint64_t n = std::min(chunk, output.rows() - row);
    const std::uint64_t begin = row * out_width, end = begin + n * out_width;
    const std::uint64_t first = begin / in_width, last = (end + in_width - 1) / in_width;
    input.readRows(first, last - first, in_rows);
    output.readRows(row, n, out_rows);
    accumulateComparison(tol,
                         std::span<const double>(in_rows).subspan(begin - first * in_width,
                                                                  n * out_width),
                         out_rows, check, blockStorageOf(output.dtype(), out_width));
  }
  return check;
}
}  // namespace

NumericCheck compareResults(const OpInfo& op, std::span<const runtime::Tensor> inputs,
                            const OpParams& params, std::span<const runtime::Tensor> outputs) {
  if (op.num_results == 1 && outputs.size() == 1)
    return compareWithReference(op, inputs, params, outputs[0]);
  std::vector<HostTensor> host;
  host.reserve(inputs.size());
  for (const runtime::Tensor& t : inputs) host.push_back(readBack(t));
  const std::vector<HostTensor> expected = referenceResults(op, host, params);
  if (expected.size() != outputs.size())
    throw Error(ErrorKind::Internal,
                fmt::format("op {}: {} results to check, the reference gives {}", op.name,
                            outputs.size(), expected.size()));
  NumericCheck check;
  for (std::size_t k = 0; k < outputs.size(); ++k) {
    const HostTensor actual = readBack(outputs[k]);
    checkShape(op, expected[k].shape, actual.shape);
    accumulateComparison(op.tolerance(outputs[k].dtype()), expected[k].data, actual.data, check);
  }
  return check;
}

NumericCheck compareWithReference(const OpInfo& op, std::span<const runtime::Tensor> inputs,
                                  const OpParams& params, const runtime::Tensor& output) {
  if (op.num_results != 1)
    throw Error(ErrorKind::Internal,
                fmt::format("op {} has {} results; compare them with compareResults", op.name,
                            op.num_results));
  if (op.family == OpFamily::Matmul && inputs.size() == 2)
    return compareMatmulStreamingB(op, inputs, output);
  if (inputs.size() == 1 && permuteStreams(op, inputs[0].dtype()))
    return comparePermuteStreaming(op, inputs[0], params, output);
  if (inputs.size() == 1 && op.reshaped)
    return compareReshapeStreaming(op, inputs[0], params, output);
  if (looksUpRows(op, inputs.size()) &&
      inputs[static_cast<std::size_t>(op.row_table_input)].shape().size() >= 2)
    if (std::optional<NumericCheck> check = compareRowLookup(op, inputs, params, output))
      return *check;
  const Tolerance& tol = op.tolerance(output.dtype());
  NumericCheck check;
  if (!referenceRunsByRows(op, inputs, output)) {
    std::vector<HostTensor> host;
    host.reserve(inputs.size());
    for (const runtime::Tensor& t : inputs) host.push_back(readBack(t));
    if (op.partials && (output.dtype() == DataType::BFloat16 ||
                        output.dtype() == DataType::Float32))
      return comparePartialSums(op, host, params, output);
    return compareWhole(op, op.reference(host, params), output);
  }
  // Streamed: host memory stays a few chunks whatever the tensor size.
  std::uint64_t width = output.shape().back();
  for (const runtime::Tensor& t : inputs) width = std::max<std::uint64_t>(width, t.shape().back());
  const std::uint64_t chunk = runtime::Tensor::rowsPerChunk(width);
  // The chunks' buffers are kept per thread: a check of a 128k-wide row-local op (the
  // logits' typecast, softmax, argmax) reads 32 rows of 39 MB, and fresh pages for each
  // input and each op were most of a decode layer's run (docs/PERFORMANCE.md).
  thread_local std::vector<HostTensor> host;
  thread_local std::vector<double> actual;
  host.resize(inputs.size());
  for (std::uint64_t row = 0; row < output.rows(); row += chunk) {
    const std::uint64_t n = std::min(chunk, output.rows() - row);
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      host[i].shape = Shape{static_cast<std::uint32_t>(n), inputs[i].shape().back()};
      inputs[i].readRows(row, n, host[i].data);
      host[i].dtype = inputs[i].dtype();
    }
    const HostTensor expected = op.reference(host, params);
    checkShape(op, expected.shape, Shape{static_cast<std::uint32_t>(n), output.shape().back()});
    output.readRows(row, n, actual);
    accumulateComparison(tol, expected.data, actual, check,
                         blockStorageOf(output.dtype(), output.shape().back()));
  }
  return check;
}

NumericCheck compareUpdatedWithReference(const OpInfo& op, std::span<const HostTensor> before,
                                         const OpParams& params, const runtime::Tensor& updated) {
  NumericCheck check;
  const HostTensor expected = op.reference(before, params);
  const HostTensor actual = readBack(updated);
  checkShape(op, expected.shape, actual.shape);
  accumulateComparison(op.tolerance(updated.dtype()), expected.data, actual.data, check);
  return check;
}

bool RunReport::exact() const {
  switch (model) {
    case AllocationModel::Stack: return predicted == measured;
    case AllocationModel::TtMetal: return metal_predicted == metal_measured;
    case AllocationModel::Pool:
      return pool_high_water == pool_bytes && predicted.cb_peak == measured.cb_peak &&
             predicted.output_l1 == measured.output_l1;
  }
  return false;
}

RunReport runWithRandomInputs(runtime::Device& device, const OpInfo& op,
                              std::span<const TensorDesc> inputs, const OpParams& params,
                              const MemoryConfig* output_memory, std::uint64_t seed,
                              AllocationModel model) {
  checkArguments(op, inputs, params, device.arch(), output_memory);
  std::vector<runtime::Tensor> tensors = op.make_valid
                                             ? validRandomTensors(device, op, inputs, params, seed)
                                             : std::vector<runtime::Tensor>{};
  for (std::size_t i = tensors.size(); i < inputs.size(); ++i)
    tensors.push_back(randomTensor(device, inputs[i], op, seed + i));
  // An in-place op changes its input: its reference reads the inputs as they were.
  std::vector<HostTensor> before;
  if (op.inPlace())
    for (const runtime::Tensor& t : tensors) before.push_back(readBack(t));
  ExecResult r;
  runtime::DramTraffic dram;
  {
    runtime::DramTrafficScope traffic(device);
    r = execute(device, op, tensors, params, output_memory, nullptr, true, model);
    dram = traffic.result();
  }
  RunReport report;
  report.dram = dram;
  report.predicted = r.predicted;
  report.measured = r.measured;
  report.numerics = op.inPlace() ? compareUpdatedWithReference(op, before, params, r.output)
                                 : compareResults(op, tensors, params, r.outputs);
  report.model = model;
  report.metal_predicted = r.metal_predicted;
  report.metal_measured = r.metal_measured;
  report.pool_bytes = r.pool_bytes;
  report.pool_high_water = r.pool_high_water;
  for (runtime::Tensor& t : r.outputs) t.deallocate();
  for (runtime::Tensor& t : tensors) t.deallocate();
  return report;
}

}  // namespace strata::ops_device
