// Programs and circular buffers: validation, enqueue-time placement, the clash check,
// globally allocated CBs and the kernel scheduler.

#include "strata/runtime/buffer.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/program.hpp"
#include "strata/runtime/tensor.hpp"
#include "test_util.hpp"

#include <gtest/gtest.h>

namespace strata::runtime {
namespace {

using device::BufferType;
using device::CoreCoord;
using device::CoreRange;
using device::CoreRangeSet;
using device::DataType;
using testing::contains;
using testing::expectError;
using testing::pattern;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }
const CoreRangeSet kAll(CoreRange({0, 0}, {7, 7}));

CircularBufferConfig cb(std::uint32_t index, std::uint32_t pages, CoreRangeSet cores = kAll,
                        std::uint32_t page_size = 2048) {
  return CircularBufferConfig{index, std::move(cores), page_size, pages, DataType::BFloat16, true, nullptr};
}

TensorSpec l1Spec(std::uint32_t rows = 256, std::uint32_t cols = 256) {
  return TensorSpec({rows, cols}, DataType::BFloat16, Layout::Tile, MemoryConfig::l1());
}

TEST(ProgramTest, CbOffsetsAreRelativeAndStackPerCore) {
  Program p(wormhole(), "p");
  EXPECT_EQ(p.addCircularBuffer(cb(0, 2)), 0u);
  EXPECT_EQ(p.addCircularBuffer(cb(1, 1, CoreRangeSet(CoreRange({0, 0}, {1, 0})))), 4096u);
  EXPECT_EQ(p.addCircularBuffer(cb(2, 3, CoreRangeSet(CoreRange({1, 0}, {2, 0})))), 6144u);
  EXPECT_EQ(p.cbRegionSize({0, 0}), 6144u);
  EXPECT_EQ(p.cbRegionSize({1, 0}), 6144u + 3 * 2048);
  EXPECT_EQ(p.cbRegionSize({2, 0}), 6144u + 3 * 2048);
  EXPECT_EQ(p.cbRegionSize({5, 5}), 4096u);
  EXPECT_EQ(p.cbRegionSize(), 12288u);
  EXPECT_FALSE(p.cbAddress(0, {0, 0}).has_value());  // not placed before enqueue
}

TEST(ProgramTest, BadCircularBuffersAreClearErrorsAndLeaveTheProgramUnchanged) {
  Program p(wormhole(), "bad");
  p.addCircularBuffer(cb(0, 2));
  Error zero = expectError([&] { p.addCircularBuffer(cb(1, 0)); });
  EXPECT_TRUE(contains(zero, "zero-sized")) << zero.what();
  Error misaligned = expectError([&] {
    p.addCircularBuffer(CircularBufferConfig{1, kAll, 100, 2, DataType::BFloat16, false, nullptr});
  });
  EXPECT_TRUE(contains(misaligned, "not a multiple of the L1 alignment 16 B")) << misaligned.what();
  EXPECT_EQ(misaligned.number("page_size"), 100);
  Error not_tile = expectError([&] { p.addCircularBuffer(cb(1, 2, kAll, 1024)); });
  EXPECT_TRUE(contains(not_tile, "not a multiple of the bfloat16 tile size 2048 B")) << not_tile.what();
  Error off_grid = expectError([&] { p.addCircularBuffer(cb(1, 2, CoreRangeSet(CoreRange({7, 7}, {8, 7})))); });
  EXPECT_EQ(off_grid.kind(), ErrorKind::OutOfRange);
  EXPECT_TRUE(contains(off_grid, "outside the 8x8 worker grid")) << off_grid.what();
  Error dup = expectError([&] { p.addCircularBuffer(cb(0, 1, CoreRangeSet(CoreRange({3, 3}, {3, 3})))); });
  EXPECT_EQ(dup.kind(), ErrorKind::Conflict);
  Error kernel_off = expectError([&] {
    p.addKernel("k", CoreRangeSet(CoreRange({0, 8}, {0, 8})), [](KernelContext&) { return KernelStatus::Done; });
  });
  EXPECT_EQ(kernel_off.kind(), ErrorKind::OutOfRange);
  EXPECT_EQ(p.circularBuffers().size(), 1u);
  EXPECT_EQ(p.cbRegionSize(), 4096u);
  EXPECT_TRUE(p.kernels().empty());
}

TEST(ProgramTest, CbsOfAProgramEnqueuedInsideAFrameSitAboveTheFramesTensors) {
  Device d(wormhole());
  StackFrame frame(d, "composite");
  Tensor a = Tensor::allocate(d, l1Spec(), &d.stack());
  Tensor b = Tensor::allocate(d, l1Spec(512, 256), &d.stack());
  Program p(wormhole(), "eltwise");
  p.addCircularBuffer(cb(0, 2));
  p.addCircularBuffer(cb(16, 2));
  d.enqueue(p);
  const alloc::Address top = b.buffer().address() + b.buffer().bytesPerBank();
  EXPECT_EQ(top, wormhole().l1_unreserved_base + 2048 + 4096);
  EXPECT_EQ(p.placedBase(), top);
  EXPECT_EQ(p.cbAddress(0, {4, 4}), top);
  EXPECT_EQ(p.cbAddress(16, {4, 4}), top + 4096);
  EXPECT_EQ(frame.peakWithCbBytes(), 6144u + 8192u);
  EXPECT_EQ(frame.peakBytes(), 6144u);
}

TEST(ProgramTest, ClashWithAHeapTensorIsRejectedBeforeAnyByteIsWritten) {
  Device d(wormhole());
  HostTensor host = HostTensor::filled({256, 256}, DataType::BFloat16, 3.5);
  Tensor keep = Tensor::fromHost(d, host, Layout::Tile, MemoryConfig::l1());
  const std::vector<std::byte> before = keep.buffer().readAll();
  StackFrame frame(d, "f");
  const std::uint64_t gap = d.region(BufferType::L1).gapBytes();
  Buffer::create(d, BufferConfig{BufferType::L1, 64 * (gap - 4096), gap - 4096}, &d.stack());
  const alloc::Address top = d.region(BufferType::L1).stackTop();
  Program p(wormhole(), "too_big");
  p.addCircularBuffer(cb(0, 2));                                            // 4096 B: fits exactly
  p.addCircularBuffer(cb(1, 1, CoreRangeSet(CoreRange({2, 3}, {4, 5}))));  // 2048 B more
  bool ran = false;
  p.addKernel("writer", kAll, [&](KernelContext& ctx) {
    ran = true;
    ctx.writeL1(ctx.cb(0).writeAddress(), pattern(8192, 9));
    return KernelStatus::Done;
  });
  const HighWater hw_before = d.highWater();
  Error e = expectError([&] { d.enqueue(p); });
  EXPECT_EQ(e.kind(), ErrorKind::Conflict);
  EXPECT_EQ(e.text("program"), "too_big");
  EXPECT_EQ(e.text("core_range"), "[(2,3)-(4,5)]");
  EXPECT_EQ(e.number("heap_floor"), static_cast<std::int64_t>(keep.buffer().address()));
  EXPECT_EQ(e.number("cb_region_end"), static_cast<std::int64_t>(top + 6144));
  EXPECT_EQ(e.number("overlap_bytes"), 2048);
  EXPECT_TRUE(contains(e, "lowest heap buffer there starts at")) << e.what();
  EXPECT_FALSE(ran);
  EXPECT_FALSE(p.placedBase().has_value());
  EXPECT_EQ(d.highWater(), hw_before);
  EXPECT_EQ(keep.buffer().readAll(), before);
  EXPECT_EQ(keep.toHost().values, host.values);
}

TEST(ProgramTest, ClashIsCheckedPerCoreAgainstThatCoresHeapFloor) {
  Device d(wormhole());
  // A sharded heap buffer on core (0,0) only; the other cores' heap floor is the L1 top.
  BufferConfig c{BufferType::L1, 2048, 2048, TensorMemoryLayout::HeightSharded};
  c.shard = BufferShardSpec{CoreRangeSet(CoreRange({0, 0}, {0, 0})), {1, 1}, {1, 1}};
  auto shard = Buffer::create(d, c);
  const std::uint64_t room = shard->address() - wormhole().l1_unreserved_base;
  Program fits(wormhole(), "fits_elsewhere");
  fits.addCircularBuffer(cb(0, static_cast<std::uint32_t>(room / 2048) + 1, CoreRangeSet(CoreRange({1, 0}, {7, 7}))));
  EXPECT_NO_THROW(d.enqueue(fits));
  Program clash(wormhole(), "clash_on_0_0");
  clash.addCircularBuffer(cb(0, static_cast<std::uint32_t>(room / 2048) + 1));
  Error e = expectError([&] { d.enqueue(clash); });
  EXPECT_EQ(e.number("core_x"), 0);
  EXPECT_EQ(e.number("core_y"), 0);
}

TEST(ProgramTest, CbsBeyondL1AreRejectedWithHowFarTheyGrow) {
  Device d(wormhole());
  Program p(wormhole(), "huge");
  const std::uint64_t l1_room = wormhole().l1_size - wormhole().l1_unreserved_base;
  const std::uint32_t pages = static_cast<std::uint32_t>(l1_room / 2048) + 2;
  p.addCircularBuffer(cb(0, pages));
  Error e = expectError([&] { d.enqueue(p); });
  EXPECT_EQ(e.kind(), ErrorKind::OutOfMemory);
  EXPECT_TRUE(contains(e, "grow beyond L1")) << e.what();
  EXPECT_EQ(e.number("l1_size"), static_cast<std::int64_t>(wormhole().l1_size));
  EXPECT_EQ(e.number("overflow_bytes"),
            static_cast<std::int64_t>(wormhole().l1_unreserved_base + std::uint64_t(pages) * 2048 - wormhole().l1_size));
}

TEST(ProgramTest, KernelsMoveTilesThroughCbsInRealL1) {
  Device d(wormhole());
  auto in = Buffer::create(d, BufferConfig{BufferType::DRAM, 8 * 2048, 2048});
  auto out = Buffer::create(d, BufferConfig{BufferType::DRAM, 8 * 2048, 2048});
  const auto data = pattern(8 * 2048, 11);
  in->write(0, data);
  const CoreRangeSet one(CoreRange({2, 2}, {2, 2}));
  Program p(wormhole(), "copy");
  p.addCircularBuffer(cb(0, 2, one));
  std::vector<alloc::Address> seen;
  p.addKernel("reader", one, [&](KernelContext& ctx) {
    if (ctx.step() == 8) return KernelStatus::Done;
    CircularBufferView& c = ctx.cb(0);
    if (!c.hasSpace()) return KernelStatus::Blocked;
    std::vector<std::byte> page(2048);
    in->readPage(ctx.step(), page);
    seen.push_back(c.writeAddress());
    ctx.writeL1(c.writeAddress(), page);
    c.pushBack();
    return KernelStatus::Progress;
  });
  p.addKernel("writer", one, [&](KernelContext& ctx) {
    if (ctx.step() == 8) return KernelStatus::Done;
    CircularBufferView& c = ctx.cb(0);
    if (!c.hasData()) return KernelStatus::Blocked;
    std::vector<std::byte> page(2048);
    ctx.readL1(c.readAddress(), page);
    out->writePage(ctx.step(), page);
    c.popFront();
    return KernelStatus::Progress;
  });
  d.enqueue(p);
  EXPECT_EQ(out->readAll(), data);
  const alloc::Address base = wormhole().l1_unreserved_base;
  EXPECT_EQ(seen, (std::vector<alloc::Address>{base, base + 2048, base, base + 2048, base, base + 2048, base, base + 2048}));
  EXPECT_FALSE(d.activeCbRegion().has_value());
}

TEST(ProgramTest, DeadlockedKernelsAreReported) {
  Device d(wormhole());
  const CoreRangeSet one(CoreRange({0, 0}, {0, 0}));
  Program p(wormhole(), "stuck");
  p.addCircularBuffer(cb(0, 1, one));
  p.addKernel("consumer", one, [](KernelContext& ctx) {
    return ctx.cb(0).hasData() ? KernelStatus::Done : KernelStatus::Blocked;
  });
  Error e = expectError([&] { d.enqueue(p); });
  EXPECT_TRUE(contains(e, "deadlocked on core (0,0)")) << e.what();
  EXPECT_FALSE(d.activeCbRegion().has_value());
}

TEST(ProgramTest, GloballyAllocatedCbUsesTheShardBufferAndNoCbRegion) {
  Device d(wormhole());
  const CoreRangeSet cores(CoreRange({0, 0}, {3, 0}));
  BufferConfig c{BufferType::L1, 4 * 2 * 2048, 2048, TensorMemoryLayout::HeightSharded};
  c.shard = BufferShardSpec{cores, {8, 1}, {2, 1}};
  auto shard = Buffer::create(d, c);
  Program p(wormhole(), "sharded");
  CircularBufferConfig backed = cb(0, 2, cores);
  backed.backing_buffer = shard;
  EXPECT_EQ(p.addCircularBuffer(backed), 0u);
  p.addCircularBuffer(cb(1, 1, cores));
  EXPECT_EQ(p.cbRegionSize(), 2048u);  // only the local CB takes region space
  alloc::Address seen = 0;
  p.addKernel("k", cores, [&](KernelContext& ctx) {
    seen = ctx.cb(0).base();
    return KernelStatus::Done;
  });
  d.enqueue(p);
  EXPECT_EQ(seen, shard->address());
  EXPECT_EQ(p.cbAddress(0, {1, 0}), shard->address());
  EXPECT_EQ(p.cbAddress(1, {1, 0}), wormhole().l1_unreserved_base);
  Program too_big(wormhole(), "too_big");
  CircularBufferConfig bigger = cb(0, 3, cores);
  bigger.backing_buffer = shard;
  Error e = expectError([&] { too_big.addCircularBuffer(bigger); });
  EXPECT_TRUE(contains(e, "exceed the backing buffer")) << e.what();
}

TEST(ProgramTest, EnqueueRecordsPerCoreHighWaterOfStackPlusCbs) {
  Device d(wormhole());
  StackFrame f(d, "f");
  Tensor a = Tensor::allocate(d, l1Spec(), &d.stack());
  Program p(wormhole(), "p");
  p.addCircularBuffer(cb(0, 2));
  p.addCircularBuffer(cb(1, 4, CoreRangeSet(CoreRange({0, 0}, {0, 0}))));
  HighWaterScope m(d);
  d.enqueue(p);
  Tensor b = Tensor::allocate(d, l1Spec(2048, 256), &d.stack());  // 16 KiB more stack
  EXPECT_EQ(m.result({0, 0}), (HighWater{12288, 16384, 16384}));
  EXPECT_EQ(m.result({5, 5}), (HighWater{4096, 16384, 16384}));
  EXPECT_EQ(m.result(), (HighWater{12288, 16384, 16384}));
  d.enqueue(p);  // now on top of 16 KiB of stack
  EXPECT_EQ(m.result(), (HighWater{12288, 16384, 16384 + 12288}));
  EXPECT_EQ(m.result({5, 5}).peak, 16384u + 4096u);
}

TEST(ProgramTest, ProgramForAnotherGridIsRejected) {
  Device d(device::builtinArch("wormhole_b0_n300"));
  Program p(wormhole(), "wrong_arch");
  Error e = expectError([&] { d.enqueue(p); });
  EXPECT_TRUE(contains(e, "rebuild it for this arch")) << e.what();
}

}  // namespace
}  // namespace strata::runtime

namespace strata::runtime {
namespace {

TEST(ProgramTest, RawHeapAllocationsThroughTheAllocatorAlsoBlockCbs) {
  Device d(device::builtinArch("wormhole_b0"));
  const auto& arch = d.arch();
  // An op that bypasses Buffer and asks the heap allocator directly.
  const Allocation raw = d.heap().allocate(
      device::BufferType::L1, alloc::BankRequest::interleaved(64, 4096, 64, arch.l1_alignment));
  EXPECT_EQ(d.l1HeapFloor({7, 7}), raw.address);
  Program p(arch, "raw");
  const std::uint64_t room = raw.address - arch.l1_unreserved_base;
  p.addCircularBuffer(CircularBufferConfig{0, device::CoreRangeSet(arch.workerRange()), 2048,
                                           static_cast<std::uint32_t>(room / 2048) + 1,
                                           device::DataType::BFloat16, true, nullptr});
  EXPECT_EQ(testing::expectError([&] { d.enqueue(p); }).kind(), ErrorKind::Conflict);
  d.heap().release(raw);
  EXPECT_EQ(d.l1HeapFloor({7, 7}), arch.l1_size);
  EXPECT_NO_THROW(d.enqueue(p));
}

}  // namespace
}  // namespace strata::runtime

namespace strata::runtime {
namespace {

TEST(ProgramTest, DryRunPlacesAndMeasuresWithoutRunningKernels) {
  Device d(device::builtinArch("wormhole_b0"));
  d.setRunKernels(false);
  d.tracer().enable();
  Program p(d.arch(), "dry");
  const device::CoreRangeSet cores(device::CoreRange({0, 0}, {1, 1}));
  p.addCircularBuffer(CircularBufferConfig{0, cores, 2048, 3, device::DataType::BFloat16, true, nullptr});
  bool ran = false;
  p.addKernel("k", cores, [&](KernelContext&) {
    ran = true;
    return KernelStatus::Done;
  });
  HighWaterScope m(d);
  d.enqueue(p);
  EXPECT_FALSE(ran);
  EXPECT_EQ(m.result(), (HighWater{6144, 0, 6144}));
  EXPECT_EQ(p.cbAddress(0, {1, 1}), d.arch().l1_unreserved_base);
  EXPECT_EQ(d.tracer().size(), 3u);  // place, enqueue, release
}

}  // namespace
}  // namespace strata::runtime
