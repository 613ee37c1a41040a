#pragma once
// The parts every tile program of the op library builds the same way: work split into
// contiguous runs over the program's cores, one CB config per CbDesc, the compute kernel
// that only moves a tile from one CB to another, and the writer that drains a CB into
// the output buffer's pages. Each program keeps its own reader and plan.

#include "strata/ops/context.hpp"
#include "strata/runtime/buffer.hpp"
#include "strata/runtime/program.hpp"

#include <cstdint>
#include <span>
#include <vector>

namespace strata::ops_device::detail {

// Splits `total` work units into contiguous runs over `num_cores` cores (the first
// total % num_cores cores take one unit more), calls take_run(core, begin, end) for each,
// and returns the cores, numbered row-major over the worker grid.
template <class TakeRun>
device::CoreRangeSet splitIntoContiguousRuns(std::uint64_t total, std::uint32_t num_cores,
                                             const ops::ArchDesc& arch, TakeRun&& take_run) {
  std::vector<device::CoreCoord> cores;
  cores.reserve(num_cores);
  std::uint64_t next = 0;
  for (std::uint32_t k = 0; k < num_cores; ++k) {
    const std::uint64_t count = total / num_cores + (k < total % num_cores ? 1 : 0);
    take_run(k, next, next + count);
    next += count;
    cores.push_back({k % arch.grid_x, k / arch.grid_x});
  }
  return device::CoreRangeSet::fromCores(cores);
}

// The runtime config of one of a program's CBs on `cores`, in `format`; the caller sets
// what is particular (row-major pages, a backing buffer) before adding it.
inline runtime::CircularBufferConfig circularBufferConfig(const ops::CbDesc& cb,
                                                          const device::CoreRangeSet& cores,
                                                          device::DataType format) {
  runtime::CircularBufferConfig c;
  c.index = cb.index;
  c.cores = cores;
  c.page_size = cb.page_size;
  c.num_pages = cb.num_pages;
  c.data_format = format;
  return c;
}

// One step of a compute kernel whose reader already placed every element: moves one
// tile of `tile_bytes` from CB `from` to CB `to`; `done` counts the tiles moved of `count`.
inline runtime::KernelStatus moveTileStep(runtime::KernelContext& ctx, std::uint32_t from,
                                          std::uint32_t to, std::uint32_t tile_bytes,
                                          std::uint64_t& done, std::uint64_t count) {
  if (done >= count) return runtime::KernelStatus::Done;
  auto& in = ctx.cb(from);
  auto& out = ctx.cb(to);
  if (!in.hasData(1) || !out.hasSpace(1)) return runtime::KernelStatus::Blocked;
  thread_local std::vector<std::byte> bytes;
  bytes.resize(tile_bytes);
  ctx.readL1(in.readAddress(), bytes);
  ctx.writeL1(out.writeAddress(), bytes);
  out.pushBack();
  in.popFront();
  ++done;
  return runtime::KernelStatus::Progress;
}

// One step of a writer: the oldest page of CB `from` (`page_bytes`) goes to page
// pages[done] of `buffer`.
inline runtime::KernelStatus writePageStep(runtime::KernelContext& ctx, std::uint32_t from,
                                           std::uint32_t page_bytes, runtime::Buffer& buffer,
                                           std::span<const std::uint64_t> pages,
                                           std::uint64_t& done) {
  if (done >= pages.size()) return runtime::KernelStatus::Done;
  auto& cb = ctx.cb(from);
  if (!cb.hasData(1)) return runtime::KernelStatus::Blocked;
  thread_local std::vector<std::byte> bytes;
  bytes.resize(page_bytes);
  ctx.readL1(cb.readAddress(), bytes);
  buffer.writePage(pages[done], bytes);
  cb.popFront();
  ++done;
  return runtime::KernelStatus::Progress;
}

}  // namespace strata::ops_device::detail
