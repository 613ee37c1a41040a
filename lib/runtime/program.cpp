#include "strata/runtime/program.hpp"

#include "strata/device/tensor_layout.hpp"

#include "strata/runtime/buffer.hpp"
#include "strata/runtime/device.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace strata::runtime {

using alloc::Address;
using device::BufferType;
using device::CoreCoord;

void CircularBufferView::pushBack(std::uint32_t n) {
  if (!hasSpace(n))
    throw Error(ErrorKind::Conflict,
                fmt::format("CB push_back of {} pages with only {} of {} free: call hasSpace() "
                            "first", n, num_pages_ - filled_, num_pages_));
  wr_ = (wr_ + n) % num_pages_;
  filled_ += n;
}

void CircularBufferView::popFront(std::uint32_t n) {
  if (!hasData(n))
    throw Error(ErrorKind::Conflict,
                fmt::format("CB pop_front of {} pages with only {} filled: call hasData() first",
                            n, filled_));
  rd_ = (rd_ + n) % num_pages_;
  filled_ -= n;
}

CircularBufferView& KernelContext::cb(std::uint32_t index) {
  if (index >= kMaxCircularBuffers || !(*present_)[index])
    throw Error(ErrorKind::NotFound,
                fmt::format("kernel on core ({},{}) asked for CB {}, which the program does not "
                            "define on this core", core_.x, core_.y, index),
                {Error::num("cb_index", index)});
  return (*cbs_)[index];
}

void KernelContext::readL1(Address address, std::span<std::byte> out) const {
  device_->readL1(core_, address, out);
}

void KernelContext::writeL1(Address address, std::span<const std::byte> data) {
  device_->writeL1(core_, address, data);
}

Program::Program(const device::ArchDesc& arch, std::string name)
    : name_(std::move(name)),
      arch_name_(arch.name),
      grid_x_(arch.grid_x),
      grid_y_(arch.grid_y),
      l1_alignment_(arch.l1_alignment),
      region_end_(std::size_t(arch.grid_x) * arch.grid_y, 0) {}

void Program::checkCores(const device::CoreRangeSet& cores, const std::string& what) const {
  if (cores.empty())
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("program '{}': {} has no cores", name_, what),
                {Error::str("program", name_)});
  for (const device::CoreRange& r : cores.ranges())
    if (r.end.x >= grid_x_ || r.end.y >= grid_y_)
      throw Error(ErrorKind::OutOfRange,
                  fmt::format("program '{}': {} uses cores {} outside the {}x{} worker grid of "
                              "{} (cores run from (0,0) to ({},{}))",
                              name_, what, r.toString(), grid_x_, grid_y_, arch_name_,
                              grid_x_ - 1, grid_y_ - 1),
                  {Error::str("program", name_), Error::str("cores", r.toString()),
                   Error::num("grid_x", grid_x_), Error::num("grid_y", grid_y_)});
}

std::uint64_t Program::addCircularBuffer(const CircularBufferConfig& c) {
  const std::string what = fmt::format("CB {}", c.index);
  auto bad = [&](const std::string& why, std::vector<Error::Field> fields = {}) {
    fields.push_back(Error::str("program", name_));
    fields.push_back(Error::num("cb_index", c.index));
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("program '{}': CB {}: {}", name_, c.index, why), std::move(fields));
  };
  if (c.index >= kMaxCircularBuffers)
    bad(fmt::format("index {} is out of range; use 0..{}", c.index, kMaxCircularBuffers - 1));
  checkCores(c.cores, what);
  if (c.page_size == 0 || c.num_pages == 0)
    bad(fmt::format("zero-sized circular buffer ({} pages of {} B); give it at least one page",
                    c.num_pages, c.page_size),
        {Error::num("page_size", c.page_size), Error::num("num_pages", c.num_pages)});
  if (c.page_size % l1_alignment_ != 0)
    bad(fmt::format("page size {} B is not a multiple of the L1 alignment {} B (misaligned by "
                    "{} B); round it up to {} B",
                    c.page_size, l1_alignment_, c.page_size % l1_alignment_,
                    device::alignUp(c.page_size, l1_alignment_)),
        {Error::num("page_size", c.page_size), Error::num("alignment", l1_alignment_)});
  if (c.tiled && c.page_size % device::tileBytes(c.data_format) != 0)
    bad(fmt::format("page size {} B is not a multiple of the {} tile size {} B; tiled CBs hold "
                    "whole tiles",
                    c.page_size, device::dataTypeName(c.data_format),
                    device::tileBytes(c.data_format)),
        {Error::num("page_size", c.page_size),
         Error::num("tile_bytes", device::tileBytes(c.data_format))});
  for (const CircularBuffer& other : cbs_)
    if (other.config.index == c.index && !other.config.cores.intersect(c.cores).empty())
      throw Error(ErrorKind::Conflict,
                  fmt::format("program '{}': CB {} is already defined on cores {}, which "
                              "overlap {}; use another index",
                              name_, c.index, other.config.cores.toString(), c.cores.toString()),
                  {Error::str("program", name_), Error::num("cb_index", c.index)});
  if (c.backing_buffer) {
    const Buffer& b = *c.backing_buffer;
    if (b.type() != BufferType::L1)
      bad("a globally allocated CB needs an L1 buffer, not a dram one");
    if (!b.cores().contains(c.cores))
      bad(fmt::format("its cores {} are not all covered by backing buffer #{} (cores {})",
                      c.cores.toString(), b.id(), b.cores().toString()));
    if (c.totalSize() > b.bytesPerBank())
      bad(fmt::format("{} B per core exceed the backing buffer's {} B per core", c.totalSize(),
                      b.bytesPerBank()));
    cbs_.push_back(CircularBuffer{c, 0});
    return 0;
  }
  std::uint64_t offset = 0;
  c.cores.forEachCore([&](CoreCoord core) { offset = std::max(offset, region_end_[coreIndex(core)]); });
  // Back to back, each CB at the next aligned offset: the same layout ops::cbRegionBytes
  // counts (every CB page size is a multiple of the alignment, checked above).
  offset = device::alignUp(offset, l1_alignment_);
  const std::uint64_t end = offset + c.totalSize();
  c.cores.forEachCore([&](CoreCoord core) { region_end_[coreIndex(core)] = end; });
  cbs_.push_back(CircularBuffer{c, offset});
  used_cores_.clear();
  for (std::uint32_t i = 0; i < region_end_.size(); ++i)
    if (region_end_[i] > 0) used_cores_.push_back(i);
  max_region_ = std::max(max_region_, end);
  return offset;
}

void Program::addKernel(std::string name, device::CoreRangeSet cores, KernelFn body) {
  checkCores(cores, fmt::format("kernel '{}'", name));
  if (!body)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("program '{}': kernel '{}' has no body", name_, name));
  kernels_.push_back(Kernel{std::move(name), std::move(cores), std::move(body)});
}

std::uint64_t Program::cbRegionSize(CoreCoord core) const {
  if (core.x >= grid_x_ || core.y >= grid_y_) return 0;
  return region_end_[coreIndex(core)];
}

device::CoreRangeSet Program::cbCores() const {
  std::vector<CoreCoord> cores;
  for (std::uint32_t i : used_cores_) cores.push_back(CoreCoord{i % grid_x_, i / grid_x_});
  return device::CoreRangeSet::fromCores(cores);
}

std::optional<Address> Program::cbAddress(std::uint32_t index, CoreCoord core) const {
  for (const CircularBuffer& cb : cbs_)
    if (cb.config.index == index && cb.config.cores.contains(core)) {
      if (cb.backed()) return cb.config.backing_buffer->address();
      if (!placed_base_) return std::nullopt;
      return *placed_base_ + cb.offset;
    }
  return std::nullopt;
}

// ---------------------------------------------------------------- enqueue

namespace {
// Releases the CB region even when a kernel throws.
struct CbRegionGuard {
  Device& device;
  std::optional<CbRegionPlacement>& active;
  std::function<void()> on_release;
  ~CbRegionGuard() {
    active.reset();
    on_release();
  }
};
}  // namespace

void Device::enqueue(Program& program) {
  const auto device_lock = lock();
  if (program.grid_x_ != arch_.grid_x || program.grid_y_ != arch_.grid_y)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("program '{}' was built for a {}x{} grid ({}) but this device is {}x{} "
                            "({}); rebuild it for this arch",
                            program.name_, program.grid_x_, program.grid_y_, program.arch_name_,
                            arch_.grid_x, arch_.grid_y, arch_.name),
                {Error::str("program", program.name_)});
  for (const CircularBuffer& cb : program.cbs_)
    if (cb.backed() && (&cb.config.backing_buffer->device() != this ||
                        !cb.config.backing_buffer->isAllocated()))
      throw Error(ErrorKind::Conflict,
                  fmt::format("program '{}': CB {} is backed by buffer #{}, which is not "
                              "allocated on this device",
                              program.name_, cb.config.index, cb.config.backing_buffer->id()),
                  {Error::str("program", program.name_), Error::num("cb_index", cb.config.index)});

  // Place and check: nothing is written and no state changes until every core passes.
  const Address base = l1_.stackTop();
  const Address l1_end = l1_.config().banks.allocatable_end;
  for (std::uint32_t i : program.used_cores_) {
    const Address end = base + program.region_end_[i];
    if (end <= core_floor_[i]) continue;
    const CoreCoord core = l1BankCore(i);
    const CircularBuffer* culprit = nullptr;
    for (const CircularBuffer& cb : program.cbs_)
      if (!cb.backed() && cb.config.cores.contains(core) &&
          cb.offset + cb.config.totalSize() == program.region_end_[i])
        culprit = &cb;
    const std::string range = culprit ? culprit->config.cores.toString() : "?";
    std::vector<Error::Field> fields = {
        Error::str("program", program.name_), Error::str("core_range", range),
        Error::num("core_x", core.x), Error::num("core_y", core.y),
        Error::num("cb_region_base", base), Error::num("cb_region_end", end),
        Error::num("stack_top", base)};
    if (end > l1_end) {
      fields.push_back(Error::num("l1_size", l1_end));
      fields.push_back(Error::num("overflow_bytes", end - l1_end));
      throw Error(ErrorKind::OutOfMemory,
                  fmt::format("program '{}': circular buffers on core range {} grow beyond L1: "
                              "placed at the stack top {} they end at {} on core ({},{}), {} B "
                              "past the L1 size {}; use fewer or smaller CBs or close stack "
                              "frames first",
                              program.name_, range, base, end, core.x, core.y, end - l1_end,
                              l1_end),
                  std::move(fields));
    }
    fields.push_back(Error::num("heap_floor", core_floor_[i]));
    fields.push_back(Error::num("overlap_bytes", end - core_floor_[i]));
    throw Error(ErrorKind::Conflict,
                fmt::format("program '{}': circular buffers on core range {} clash with the L1 "
                            "heap: placed at the stack top {} the CB region ends at {} on core "
                            "({},{}), but the lowest heap buffer there starts at {} ({} B "
                            "overlap); free or move heap buffers, close stack frames, or use "
                            "smaller CBs",
                            program.name_, range, base, end, core.x, core.y, core_floor_[i],
                            end - core_floor_[i]),
                std::move(fields));
  }

  // The check passed: record the high-water marks and place the region.
  const std::uint64_t stack_bytes = l1_.stackBytes();
  for (std::uint32_t i : program.used_cores_) {
    const std::uint64_t size = program.region_end_[i];
    high_water_.cb_peak[i] = std::max(high_water_.cb_peak[i], size);
    high_water_.combined[i] = std::max(high_water_.combined[i], stack_bytes + size);
  }
  if (!frames_.empty())
    frames_.back().peak_combined_bytes =
        std::max(frames_.back().peak_combined_bytes, stack_bytes + program.max_region_);
  program.placed_base_ = base;

  const bool tracing = tracer_.enabled();
  const bool run = run_kernels_ && !program.kernels_.empty();
  if (tracing || run) {
    CbRegionPlacement placement{program.name_, base, program.max_region_, program.cbCores()};
    if (tracing) {
      TraceEvent e;
      e.kind = EventKind::CbRegionPlace;
      e.role = BufferRole::CircularBuffers;
      e.name = program.name_;
      e.address = base;
      e.size = program.max_region_;
      e.cores = placement.cores.toString();
      recordEvent(e);
      e.kind = EventKind::Enqueue;
      e.role = TraceEvent{}.role;  // a role belongs to blocks, not to the enqueue
      recordEvent(std::move(e));
    }
    active_cb_region_ = placement;
    last_cb_region_ = std::move(placement);
  }
  if (!run) {
    active_cb_region_.reset();
    if (tracing) {
      TraceEvent e;
      e.kind = EventKind::CbRegionRelease;
      e.role = BufferRole::CircularBuffers;
      e.name = program.name_;
      e.address = base;
      e.size = program.max_region_;
      recordEvent(std::move(e));
    }
    return;
  }
  CbRegionGuard guard{*this, active_cb_region_, [&] {
                        if (!tracer_.enabled()) return;
                        TraceEvent e;
                        e.kind = EventKind::CbRegionRelease;
                        e.role = BufferRole::CircularBuffers;
                        e.name = program.name_;
                        e.address = base;
                        e.size = program.max_region_;
                        try {
                          recordEvent(std::move(e));
                        } catch (...) {
                        }
                      }};

  // Run the kernels core by core: round-robin over the kernels of a core until all are
  // done; a full round without progress is a deadlock.
  struct KernelOnCore {
    std::size_t kernel;
    std::uint32_t position;
    std::uint32_t count;
  };
  std::vector<std::vector<KernelOnCore>> per_core(arch_.numWorkerCores());
  for (std::size_t k = 0; k < program.kernels_.size(); ++k) {
    const std::vector<CoreCoord> cores = program.kernels_[k].cores.cores();
    for (std::uint32_t p = 0; p < cores.size(); ++p)
      per_core[l1BankOf(cores[p])].push_back(
          KernelOnCore{k, p, static_cast<std::uint32_t>(cores.size())});
  }
  std::vector<CircularBufferView> views(kMaxCircularBuffers);
  std::vector<bool> present(kMaxCircularBuffers);
  for (std::uint32_t i = 0; i < per_core.size(); ++i) {
    if (per_core[i].empty()) continue;
    const CoreCoord core = l1BankCore(i);
    std::fill(present.begin(), present.end(), false);
    for (const CircularBuffer& cb : program.cbs_) {
      if (!cb.config.cores.contains(core)) continue;
      const Address address = cb.backed() ? cb.config.backing_buffer->address() : base + cb.offset;
      views[cb.config.index] = CircularBufferView(address, cb.config.page_size, cb.config.num_pages);
      present[cb.config.index] = true;
    }
    std::vector<KernelContext> contexts(per_core[i].size());
    std::vector<bool> done(per_core[i].size(), false);
    for (std::size_t j = 0; j < contexts.size(); ++j) {
      contexts[j].device_ = this;
      contexts[j].core_ = core;
      contexts[j].core_index_ = per_core[i][j].position;
      contexts[j].num_cores_ = per_core[i][j].count;
      contexts[j].cbs_ = &views;
      contexts[j].present_ = &present;
    }
    std::size_t remaining = contexts.size();
    while (remaining > 0) {
      bool progress = false;
      for (std::size_t j = 0; j < contexts.size(); ++j) {
        if (done[j]) continue;
        const KernelStatus status = program.kernels_[per_core[i][j].kernel].body(contexts[j]);
        if (status == KernelStatus::Progress) {
          ++contexts[j].step_;
          progress = true;
        } else if (status == KernelStatus::Done) {
          done[j] = true;
          --remaining;
          progress = true;
        }
      }
      if (!progress) {
        std::string blocked;
        for (std::size_t j = 0; j < contexts.size(); ++j)
          if (!done[j])
            blocked += fmt::format("{}{}", blocked.empty() ? "" : ", ",
                                   program.kernels_[per_core[i][j].kernel].name);
        throw Error(ErrorKind::Conflict,
                    fmt::format("program '{}' deadlocked on core ({},{}): kernels {} are all "
                                "blocked on circular buffers",
                                program.name_, core.x, core.y, blocked),
                    {Error::str("program", program.name_), Error::str("blocked", blocked)});
      }
    }
  }
}

}  // namespace strata::runtime
