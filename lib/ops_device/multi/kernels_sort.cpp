// Kernels of ttnn.sort / ttnn.topk (lib/ops/multi/ops_sort.cpp): one program writes both
// results. Work units are the tiles of the values result (the indices result has the
// same tiling), split into contiguous runs over the cores. Per unit the reader orders
// every line along dim that passes through the tile (input tiles streamed through CB 0,
// each read once per unit), then places the values tile in CB 16 and the indices tile
// in CB 17; the writer drains both into the two results' pages.

#include "strata/ops_device/device.hpp"
#include "strata/ops/sort.hpp"

#include "decoded_tiles.hpp"
#include "program_builders.hpp"
#include "program_util.hpp"
#include "program_scaffold.hpp"
#include "strata/runtime/codec.hpp"

#include <algorithm>
#include <numeric>
#include <unordered_map>
#include <vector>

namespace strata::ops_device {

using namespace ops;  // this layer runs what the ops layer describes

namespace {

using runtime::KernelContext;
using runtime::KernelStatus;
using detail::DecodedTiles;
using detail::readPageThroughCb;
using Index = std::array<std::uint64_t, kMaxRank>;

constexpr std::uint8_t kInputCb = 0;
constexpr std::uint8_t kValuesCb = ops::detail::kFirstOutputCb;
constexpr std::uint8_t kIndicesCb = ops::detail::kFirstOutputCb + 1;

struct SortPlan {
  std::uint8_t dim = 0;
  bool descending = false;
  Shape in_shape, out_shape;
  DataType in_dtype{}, values_dtype{}, indices_dtype{};
  std::uint64_t in_tiles_per_slice = 1, in_tile_cols = 1;
  std::uint64_t out_tiles_per_slice = 1, out_tile_cols = 1;
  std::uint32_t tile_h = 32, tile_w = 32;
  std::shared_ptr<runtime::Buffer> input, values, indices;
  std::vector<std::vector<std::uint64_t>> work;  // values tiles per core
  std::vector<std::uint64_t> reader_done, writer_done;
};

// The input element at multi-index `i`; its tile passes through CB 0 the first time the
// unit needs it.
class InputTiles {
 public:
  InputTiles(const SortPlan& plan, KernelContext& ctx) : plan_(plan), ctx_(ctx) {}

  double at(const Index& i) {
    const Shape& s = plan_.in_shape;
    std::uint64_t slice = 0;
    for (int k = 0; k < s.rank - 2; ++k) slice = slice * s[k] + i[k];
    const std::uint64_t row = s.rank >= 2 ? i[s.rank - 2] : 0, col = i[s.rank - 1];
    const std::uint64_t page = (slice * plan_.in_tiles_per_slice + row / plan_.tile_h) *
                                   plan_.in_tile_cols + col / plan_.tile_w;
    return tiles_.element(page, plan_.in_dtype, device::tileBytes(plan_.in_dtype), row, col,
                          plan_.tile_h, plan_.tile_w, [&](std::span<std::byte> bytes) {
                            readPageThroughCb(ctx_, *plan_.input, page, kInputCb, bytes);
                          });
  }

 private:
  const SortPlan& plan_;
  KernelContext& ctx_;
  DecodedTiles tiles_;
};

void putTile(KernelContext& ctx, std::uint8_t cb_index, DataType dtype,
             const std::vector<float>& values) {
  std::vector<std::byte> bytes(device::tileBytes(dtype));
  runtime::encodeElements(dtype, values, bytes);
  auto& cb = ctx.cb(cb_index);
  ctx.writeL1(cb.writeAddress(), bytes);
  cb.pushBack();
}

KernelStatus sortReader(const std::shared_ptr<SortPlan>& p, KernelContext& ctx) {
  const auto& units = p->work[ctx.coreIndex()];
  std::uint64_t& done = p->reader_done[ctx.coreIndex()];
  if (done >= units.size()) return KernelStatus::Done;
  if (!ctx.cb(kValuesCb).hasSpace(1) || !ctx.cb(kIndicesCb).hasSpace(1)) return KernelStatus::Blocked;
  const std::uint64_t tile = units[done];
  const Shape& os = p->out_shape;
  const int rank = os.rank;
  const std::uint64_t tile_row = tile / p->out_tile_cols, tile_col = tile % p->out_tile_cols;
  const std::uint64_t slice = tile_row / p->out_tiles_per_slice;
  const std::uint64_t row0 = (tile_row % p->out_tiles_per_slice) * p->tile_h;
  const std::uint64_t col0 = tile_col * p->tile_w;
  InputTiles input(*p, ctx);
  // The order of each line through the tile, by the linear index of its first element.
  std::unordered_map<std::uint64_t, std::vector<std::uint64_t>> lines;
  std::vector<float> values(runtime::kTileElements, 0.0f), indices(runtime::kTileElements, 0.0f);
  Index o{};
  std::uint64_t rest = slice;
  for (int k = rank - 3; k >= 0; --k) {
    o[k] = rest % os[k];
    rest /= os[k];
  }
  const std::uint64_t extent = p->in_shape[p->dim];
  for (std::uint32_t r = 0; r < p->tile_h && row0 + r < os.secondLast(); ++r) {
    if (rank >= 2) o[rank - 2] = row0 + r;
    for (std::uint32_t c = 0; c < p->tile_w && col0 + c < os.last(); ++c) {
      o[rank - 1] = col0 + c;
      Index line = o;
      line[p->dim] = 0;
      std::uint64_t key = 0;
      for (int k = 0; k < rank; ++k) key = key * p->in_shape[k] + line[k];
      auto it = lines.find(key);
      if (it == lines.end()) {
        std::vector<double> entries(extent);
        for (std::uint64_t j = 0; j < extent; ++j) {
          line[p->dim] = j;
          entries[j] = input.at(line);
        }
        std::vector<std::uint64_t> order(extent);
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&](std::uint64_t a, std::uint64_t b) {
          return sortsBefore(entries[a], a, entries[b], b, p->descending);
        });
        it = lines.emplace(key, std::move(order)).first;
      }
      const std::uint64_t source = it->second[o[p->dim]];
      Index from = o;
      from[p->dim] = source;
      const std::uint32_t at = runtime::tileOffset(r, c);
      values[at] = static_cast<float>(input.at(from));
      indices[at] = static_cast<float>(source);
    }
  }
  putTile(ctx, kValuesCb, p->values_dtype, values);
  putTile(ctx, kIndicesCb, p->indices_dtype, indices);
  ++done;
  return KernelStatus::Progress;
}

// Drains one values tile and its indices tile per step into the two results.
KernelStatus sortWriter(const std::shared_ptr<SortPlan>& p, KernelContext& ctx) {
  const auto& units = p->work[ctx.coreIndex()];
  std::uint64_t& done = p->writer_done[ctx.coreIndex()];
  if (done >= units.size()) return KernelStatus::Done;
  auto& values_cb = ctx.cb(kValuesCb);
  auto& indices_cb = ctx.cb(kIndicesCb);
  if (!values_cb.hasData(1) || !indices_cb.hasData(1)) return KernelStatus::Blocked;
  std::vector<std::byte> bytes(device::tileBytes(p->values_dtype));
  ctx.readL1(values_cb.readAddress(), bytes);
  p->values->writePage(units[done], bytes);
  values_cb.popFront();
  bytes.resize(device::tileBytes(p->indices_dtype));
  ctx.readL1(indices_cb.readAddress(), bytes);
  p->indices->writePage(units[done], bytes);
  indices_cb.popFront();
  ++done;
  return KernelStatus::Progress;
}

}  // namespace

runtime::Program buildSortProgram(const ProgramDesc& d, const DeviceContext& ctx) {
  const ArchDesc& arch = ctx.arch();
  auto p = std::make_shared<SortPlan>();
  p->dim = static_cast<std::uint8_t>(d.params[0]);
  p->descending = d.params[1] != 0;
  const TensorDesc& in = d.inputs[0]->desc;
  const TensorDesc& values = d.output->desc;
  const TensorDesc& indices = d.more_outputs[0]->desc;
  p->in_shape = in.shape;
  p->in_dtype = in.dtype;
  p->in_tiles_per_slice = ceilDiv(in.shape.secondLast(), arch.tile_height);
  p->in_tile_cols = in.tileCols(arch);
  p->out_shape = values.shape;
  p->values_dtype = values.dtype;
  p->indices_dtype = indices.dtype;
  p->out_tiles_per_slice = ceilDiv(values.shape.secondLast(), arch.tile_height);
  p->out_tile_cols = values.tileCols(arch);
  p->tile_h = arch.tile_height;
  p->tile_w = arch.tile_width;
  p->input = ctx.tensor(*d.inputs[0]).bufferPtr();
  p->values = ctx.tensor(*d.output).bufferPtr();
  p->indices = ctx.tensor(*d.more_outputs[0]).bufferPtr();
  p->work.assign(d.num_cores, {});
  p->reader_done.assign(d.num_cores, 0);
  p->writer_done.assign(d.num_cores, 0);
  const device::CoreRangeSet cores = detail::splitIntoContiguousRuns(
      values.numTiles(arch), d.num_cores, arch,
      [&](std::uint32_t k, std::uint64_t begin, std::uint64_t end) {
        for (std::uint64_t t = begin; t < end; ++t) p->work[k].push_back(t);
      });
  runtime::Program program(arch, d.name);
  for (int i = 0; i < d.num_cbs; ++i) {
    const CbDesc& cb = d.cbs[static_cast<std::size_t>(i)];
    const DataType format = cb.index == kInputCb || cb.index == kSortInputLineCb ? in.dtype
                            : cb.index == kValuesCb                              ? values.dtype
                            : cb.index == kSortSyncCb                            ? DataType::UInt8
                                                                                 : indices.dtype;
    program.addCircularBuffer(detail::circularBufferConfig(cb, cores, format));
  }
  const std::string name = d.name;
  program.addKernel(name + ".reader", cores, [p](KernelContext& k) { return sortReader(p, k); });
  program.addKernel(name + ".writer", cores, [p](KernelContext& k) { return sortWriter(p, k); });
  return program;
}

}  // namespace strata::ops_device
