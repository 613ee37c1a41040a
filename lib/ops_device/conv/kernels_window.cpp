// The window program of convolution and pooling (lib/ops/conv). Work unit: one output
// tile. The reader computes each of the tile's elements from the input elements its
// WindowMap names (a pooling window, an unfolded tap, a weight), reading every input
// tile it needs once per unit, and pushes the tile into CB 0; the compute kernel moves
// it to CB 16; the writer stores it. Reductions run in double and round once.
//
// Pixels are numbered across the input's rows as one sequence (leading slices one
// after another), so [1, 1, N*H*W, C] and global_avg_pool2d's [N, H, W, C] are read by
// the same code: pixel g of image i is row (i * H*W + g) of that sequence.
//
// max_pool2d_with_indices (WindowMap::with_indices) is the same max-pool walk with a
// second output: the reader also writes each tile's indices (ih * W + iw of every max in
// its image) straight into CB 17, and a fourth kernel drains CB 17 into the indices.

#include "strata/ops/conv.hpp"
#include "strata/ops_device/device.hpp"

#include "decoded_tiles.hpp"
#include "program_builders.hpp"
#include "program_util.hpp"
#include "program_scaffold.hpp"
#include "strata/runtime/codec.hpp"

#include <cmath>
#include <limits>
#include <unordered_map>
#include <vector>

namespace strata::ops_device {

using namespace ops;  // this layer runs what the ops layer describes

namespace {

using runtime::KernelContext;
using runtime::KernelStatus;
using detail::DecodedTiles;

struct View {  // a tile-layout tensor as slices of rows x cols
  std::uint64_t rows = 1, cols = 1, tiles_per_slice = 1, tile_cols = 1;
  std::shared_ptr<runtime::Buffer> buffer;
};

struct CoreState {
  std::uint64_t reader = 0, compute = 0, writer = 0, index_writer = 0;
};

constexpr std::uint8_t kIndicesCb = ops::detail::kFirstOutputCb + 1;

struct WindowPlan {
  WindowMap map;
  View in, out;
  DataType in_dtype{}, out_dtype{};
  std::uint64_t in_tile_bytes = 0, out_tile_bytes = 0;
  // A row-major input (prepare_conv2d_weights reads a weight as the host holds it): a
  // page is one row of its last dim.
  bool in_row_major = false;
  std::shared_ptr<runtime::Buffer> indices;  // with_indices: the second output
  DataType indices_dtype{};
  std::uint64_t indices_tile_bytes = 0;
  std::uint32_t tile_h = 32, tile_w = 32;
  std::vector<std::vector<std::uint64_t>> work;  // output tile indices per core
  std::vector<CoreState> state;
};

View viewOf(const TensorDesc& d, const ArchDesc& arch, std::shared_ptr<runtime::Buffer> buffer) {
  View v;
  v.rows = d.shape.secondLast();
  v.cols = d.shape.last();
  v.tiles_per_slice = ceilDiv(v.rows, arch.tile_height);
  v.tile_cols = d.tileCols(arch);
  v.buffer = std::move(buffer);
  return v;
}

// Input element (slice, row, col), each input tile decoded once per output tile.
class InputReader {
 public:
  // The cache is per thread and kept between output tiles (its storage reused).
  explicit InputReader(const WindowPlan& p) : p_(p) { tiles_.clear(); }
  double at(std::uint64_t slice, std::uint64_t row, std::uint64_t col) {
    const View& in = p_.in;
    if (p_.in_row_major) return rowMajorAt(slice * in.rows + row, col);
    const std::uint64_t page = (slice * in.tiles_per_slice + row / p_.tile_h) * in.tile_cols + col / p_.tile_w;
    return tiles_.element(page, p_.in_dtype, p_.in_tile_bytes, row, col, p_.tile_h, p_.tile_w,
                          [&](std::span<std::byte> bytes) { in.buffer->readPage(page, bytes); });
  }
  // Channel `col` of pixel `pixel` of the input's pixel sequence.
  double pixel(std::uint64_t pixel, std::uint64_t col) {
    return at(pixel / p_.in.rows, pixel % p_.in.rows, col);
  }

 private:
  double rowMajorAt(std::uint64_t page, std::uint64_t col) {
    if (row_page_ != page || row_.empty()) {
      row_bytes_.resize(p_.in.buffer->pageSize());
      p_.in.buffer->readPage(page, row_bytes_);
      row_.resize(p_.in.cols);
      runtime::decodeElements(p_.in_dtype, row_bytes_, row_);
      row_page_ = page;
    }
    return row_[col];
  }

  const WindowPlan& p_;
  static thread_local DecodedTiles tiles_;
  std::uint64_t row_page_ = 0;
  std::vector<std::byte> row_bytes_;
  std::vector<float> row_;
};
thread_local DecodedTiles InputReader::tiles_;

// Output element (output pixel `opix`, column `col`); for MaxPool, `index` (when given)
// receives the max's index in its image.
double windowValue(const WindowPlan& p, InputReader& in, std::uint64_t opix, std::uint64_t col,
                   double* index = nullptr) {
  const WindowMap& m = p.map;
  const Window2d& w = m.geometry;
  if (m.kind == WindowKind::Weights) {
    // Row opix = (kh * KW + kw) * C + c of [KH*KW*C, O]; column col = output channel o.
    const std::uint64_t c = opix % w.channels, tap = opix / w.channels;
    const std::uint64_t kh = tap / w.kernel_w, kw = tap % w.kernel_w;
    const std::uint64_t in_per_group = w.channels / m.groups, out_per_group = m.out_channels / m.groups;
    if (c / in_per_group != col / out_per_group) return 0.0;
    // conv_transpose2d's [C, O/g, KH, KW]: slice c * O/g + o % (O/g), row kh, column kw.
    if (m.weight_transposed) return in.at(c * out_per_group + col % out_per_group, kh, kw);
    // conv1d's [O, C/g, K]: slice o, row c % (C/g), column k (= kh).
    if (m.weight_1d) return in.at(col, c % in_per_group, kh);
    // [O, C/g, KH, KW]: slice o * C/g + c % (C/g), row kh, column kw.
    return in.at(col * in_per_group + c % in_per_group, kh, kw);
  }
  if (m.kind == WindowKind::Causal) {
    const std::uint64_t slice = opix / p.out.rows, row = opix % p.out.rows;
    if (std::int64_t(col) > std::int64_t(row) + m.causal_offset) return -std::numeric_limits<double>::infinity();
    return in.at(slice, row, col);
  }
  const std::uint64_t out_pixels = std::uint64_t(w.out_h) * w.out_w;
  const std::uint64_t image = opix / out_pixels, q = opix % out_pixels;
  const auto oh = static_cast<std::uint32_t>(q / w.out_w), ow = static_cast<std::uint32_t>(q % w.out_w);
  const std::uint64_t image_base = image * w.in_h * w.in_w;
  if (m.kind == WindowKind::Upsample) {
    if (!m.bilinear)
      return in.pixel(image_base + std::uint64_t(oh / m.scale_h) * w.in_w + ow / m.scale_w, col);
    // Half-pixel centres: source = (o + 0.5) / scale - 0.5, clamped to the image.
    auto source = [](std::uint32_t o, std::uint32_t scale, std::uint32_t extent, std::uint32_t& i0,
                     std::uint32_t& i1, double& frac) {
      const double x = std::max((o + 0.5) / scale - 0.5, 0.0);
      i0 = std::min(static_cast<std::uint32_t>(x), extent - 1);
      i1 = std::min(i0 + 1, extent - 1);
      frac = x - i0;
    };
    std::uint32_t h0, h1, w0, w1;
    double fh, fw;
    source(oh, m.scale_h, w.in_h, h0, h1, fh);
    source(ow, m.scale_w, w.in_w, w0, w1, fw);
    auto px = [&](std::uint32_t h, std::uint32_t v) { return in.pixel(image_base + std::uint64_t(h) * w.in_w + v, col); };
    return (1 - fh) * ((1 - fw) * px(h0, w0) + fw * px(h0, w1)) + fh * ((1 - fw) * px(h1, w0) + fw * px(h1, w1));
  }
  auto source = [&](std::uint64_t kh, std::uint64_t kw, std::uint64_t& pixel) {
    const std::int64_t ih = std::int64_t(oh) * w.stride_h - w.pad_top + std::int64_t(kh) * w.dilation_h;
    const std::int64_t iw = std::int64_t(ow) * w.stride_w - w.pad_left + std::int64_t(kw) * w.dilation_w;
    if (ih < 0 || ih >= std::int64_t(w.in_h) || iw < 0 || iw >= std::int64_t(w.in_w)) return false;
    pixel = image_base + std::uint64_t(ih) * w.in_w + std::uint64_t(iw);
    return true;
  };
  std::uint64_t pixel = 0;
  if (m.kind == WindowKind::UnfoldTransposed) {
    const std::uint64_t c = col % w.channels, tap = col / w.channels;
    const std::int64_t nh = std::int64_t(oh) + w.pad_top - std::int64_t(tap / w.kernel_w) * w.dilation_h;
    const std::int64_t nw = std::int64_t(ow) + w.pad_left - std::int64_t(tap % w.kernel_w) * w.dilation_w;
    if (nh < 0 || nw < 0 || nh % w.stride_h != 0 || nw % w.stride_w != 0) return 0.0;
    const std::uint64_t ih = std::uint64_t(nh) / w.stride_h, iw = std::uint64_t(nw) / w.stride_w;
    if (ih >= w.in_h || iw >= w.in_w) return 0.0;
    return in.pixel(image_base + ih * w.in_w + iw, c);
  }
  if (m.kind == WindowKind::Unfold) {
    const std::uint64_t c = col % w.channels, tap = col / w.channels;
    return source(tap / w.kernel_w, tap % w.kernel_w, pixel) ? in.pixel(pixel, c) : 0.0;
  }
  double acc = m.kind == WindowKind::MaxPool ? -std::numeric_limits<double>::infinity() : 0.0;
  // The max's pixel: the first tap that beats every earlier one (else the first tap in
  // the image, when no value exceeds -inf).
  std::uint64_t best = std::numeric_limits<std::uint64_t>::max();
  for (std::uint32_t kh = 0; kh < w.kernel_h; ++kh)
    for (std::uint32_t kw = 0; kw < w.kernel_w; ++kw) {
      if (!source(kh, kw, pixel)) continue;
      const double v = in.pixel(pixel, col);
      if (m.kind != WindowKind::MaxPool) {
        acc += v;
      } else if (v > acc) {
        acc = v;
        best = pixel;
      } else if (best == std::numeric_limits<std::uint64_t>::max()) {
        best = pixel;
      }
    }
  if (m.kind == WindowKind::MaxPool) {
    if (index) *index = best == std::numeric_limits<std::uint64_t>::max() ? 0.0 : static_cast<double>(best - image_base);
    return acc;
  }
  const WindowTaps taps = countTaps(w, oh, ow);
  const std::uint32_t divisor = m.count_include_pad ? taps.in_padded : taps.in_image;
  return divisor == 0 ? 0.0 : acc / divisor;
}

KernelStatus reader(const std::shared_ptr<WindowPlan>& p, KernelContext& ctx) {
  CoreState& st = p->state[ctx.coreIndex()];
  const auto& units = p->work[ctx.coreIndex()];
  if (st.reader >= units.size()) return KernelStatus::Done;
  auto& cb = ctx.cb(0);
  const bool with_indices = p->map.with_indices;
  if (!cb.hasSpace(1) || (with_indices && !ctx.cb(kIndicesCb).hasSpace(1))) return KernelStatus::Blocked;
  const std::uint64_t tile = units[st.reader];
  const View& o = p->out;
  const std::uint64_t tile_row = tile / o.tile_cols, tile_col = tile % o.tile_cols;
  const std::uint64_t slice = tile_row / o.tiles_per_slice;
  const std::uint64_t row0 = (tile_row % o.tiles_per_slice) * p->tile_h, col0 = tile_col * p->tile_w;
  InputReader in(*p);
  thread_local std::vector<float> values, indices;
  thread_local std::vector<std::byte> bytes;
  values.assign(runtime::kTileElements, 0.0f);  // tile padding stays 0
  if (with_indices) indices.assign(runtime::kTileElements, 0.0f);
  for (std::uint32_t r = 0; r < p->tile_h && row0 + r < o.rows; ++r)
    for (std::uint32_t c = 0; c < p->tile_w && col0 + c < o.cols; ++c) {
      double index = 0;
      const std::uint32_t at = runtime::tileOffset(r, c);
      values[at] = static_cast<float>(
          windowValue(*p, in, slice * o.rows + row0 + r, col0 + c, with_indices ? &index : nullptr));
      if (with_indices) indices[at] = static_cast<float>(index);
    }
  bytes.resize(p->out_tile_bytes);
  runtime::encodeElements(p->out_dtype, values, bytes);
  ctx.writeL1(cb.writeAddress(), bytes);
  cb.pushBack();
  if (with_indices) {
    auto& index_cb = ctx.cb(kIndicesCb);
    bytes.resize(p->indices_tile_bytes);
    runtime::encodeElements(p->indices_dtype, indices, bytes);
    ctx.writeL1(index_cb.writeAddress(), bytes);
    index_cb.pushBack();
  }
  ++st.reader;
  return KernelStatus::Progress;
}

KernelStatus compute(const std::shared_ptr<WindowPlan>& p, KernelContext& ctx) {
  CoreState& st = p->state[ctx.coreIndex()];
  return detail::moveTileStep(ctx, 0, ops::detail::kFirstOutputCb,
                              static_cast<std::uint32_t>(p->out_tile_bytes), st.compute,
                              p->work[ctx.coreIndex()].size());
}

KernelStatus writer(const std::shared_ptr<WindowPlan>& p, KernelContext& ctx) {
  return detail::writePageStep(ctx, ops::detail::kFirstOutputCb,
                               static_cast<std::uint32_t>(p->out_tile_bytes), *p->out.buffer,
                               p->work[ctx.coreIndex()], p->state[ctx.coreIndex()].writer);
}

KernelStatus indexWriter(const std::shared_ptr<WindowPlan>& p, KernelContext& ctx) {
  return detail::writePageStep(ctx, kIndicesCb, static_cast<std::uint32_t>(p->indices_tile_bytes),
                               *p->indices, p->work[ctx.coreIndex()],
                               p->state[ctx.coreIndex()].index_writer);
}

}  // namespace

runtime::Program buildWindowProgram(const ProgramDesc& d, const DeviceContext& ctx) {
  const ArchDesc& arch = ctx.arch();
  auto p = std::make_shared<WindowPlan>();
  p->map = *d.window;
  const TensorRef& x = *d.inputs[0];
  p->in = viewOf(x.desc, arch, ctx.tensor(x).bufferPtr());
  p->in_dtype = x.desc.dtype;
  p->in_tile_bytes = device::tileBytes(x.desc.dtype);
  p->in_row_major = x.desc.layout == Layout::RowMajor;
  const TensorDesc& out = d.output->desc;
  p->out = viewOf(out, arch, ctx.tensor(*d.output).bufferPtr());
  p->out_dtype = out.dtype;
  p->out_tile_bytes = device::tileBytes(out.dtype);
  p->tile_h = arch.tile_height;
  p->tile_w = arch.tile_width;
  if (p->map.with_indices) {
    const TensorDesc& indices = d.more_outputs[0]->desc;
    p->indices = ctx.tensor(*d.more_outputs[0]).bufferPtr();
    p->indices_dtype = indices.dtype;
    p->indices_tile_bytes = device::tileBytes(indices.dtype);
  }
  // Output tiles split into contiguous runs over the program's cores.
  p->work.assign(d.num_cores, {});
  p->state.assign(d.num_cores, {});
  const device::CoreRangeSet cores = detail::splitIntoContiguousRuns(
      out.numTiles(arch), d.num_cores, arch, [&](std::uint32_t k, std::uint64_t begin, std::uint64_t end) {
        for (std::uint64_t t = begin; t < end; ++t) p->work[k].push_back(t);
      });
  runtime::Program program(arch, d.name);
  for (int i = 0; i < d.num_cbs; ++i) {
    const CbDesc& cb = d.cbs[static_cast<std::size_t>(i)];
    program.addCircularBuffer(detail::circularBufferConfig(
        cb, cores, cb.index == kIndicesCb && p->map.with_indices ? p->indices_dtype : out.dtype));
  }
  program.addKernel(std::string(d.name) + ".reader", cores, [p](KernelContext& k) { return reader(p, k); });
  program.addKernel(std::string(d.name) + ".compute", cores, [p](KernelContext& k) { return compute(p, k); });
  program.addKernel(std::string(d.name) + ".writer", cores, [p](KernelContext& k) { return writer(p, k); });
  if (p->map.with_indices)
    program.addKernel(std::string(d.name) + ".index_writer", cores,
                      [p](KernelContext& k) { return indexWriter(p, k); });
  return program;
}

}  // namespace strata::ops_device
