// Stack frames, the stack allocator, high-water marks and the heap/stack interplay.

#include "strata/runtime/buffer.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/tensor.hpp"
#include "test_util.hpp"

#include <gtest/gtest.h>

#include <optional>
#include <stdexcept>

namespace strata::runtime {
namespace {

using device::BufferType;
using device::DataType;
using testing::contains;
using testing::expectError;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }
alloc::Address l1Top(Device& d) { return d.region(BufferType::L1).stackTop(); }
alloc::Address dramTop(Device& d) { return d.region(BufferType::DRAM).stackTop(); }

// 64 tiles of bf16 interleaved over 64 cores: 2048 B per core.
TensorSpec l1Spec(std::uint32_t rows = 256, std::uint32_t cols = 256) {
  return TensorSpec({rows, cols}, DataType::BFloat16, Layout::Tile, MemoryConfig::l1());
}

TEST(StackTest, StackTensorsStackUpInsideAFrameAndTheFrameRestores) {
  Device d(wormhole());
  const alloc::Address base = l1Top(d);
  {
    StackFrame frame(d, "outer");
    Tensor a = Tensor::allocate(d, l1Spec(), &d.stack());
    Tensor b = Tensor::allocate(d, l1Spec(), &d.stack());
    EXPECT_EQ(a.buffer().address(), base);
    EXPECT_EQ(b.buffer().address(), base + 2048);
    EXPECT_EQ(l1Top(d), base + 4096);
    EXPECT_EQ(a.buffer().allocatorKind(), AllocatorKind::Stack);
    EXPECT_EQ(frame.peakBytes(), 4096u);
  }
  EXPECT_EQ(l1Top(d), base);
  EXPECT_EQ(d.frameDepth(), 0u);
}

TEST(StackTest, NestedFramesRestoreExactlyAndKnowTheirPeaks) {
  Device d(wormhole());
  const alloc::Address base = l1Top(d);
  StackFrame outer(d, "outer");
  Tensor a = Tensor::allocate(d, l1Spec(), &d.stack());
  {
    StackFrame inner(d, "inner");
    EXPECT_EQ(inner.base(), base + 2048);
    Tensor b = Tensor::allocate(d, l1Spec(512, 256), &d.stack());  // 4096 B per core
    EXPECT_EQ(inner.peakBytes(), 4096u);
  }
  EXPECT_EQ(l1Top(d), base + 2048);
  EXPECT_EQ(outer.peakBytes(), 2048u + 4096u);  // the inner frame's peak counts
  EXPECT_TRUE(a.isAllocated());
  outer.close();
  EXPECT_EQ(l1Top(d), base);
  EXPECT_EQ(outer.peakBytes(), 6144u);  // still known after closing
  EXPECT_FALSE(a.isAllocated());
}

TEST(StackTest, DramStackTensorsGrowDownAndFramesRestoreBoth) {
  Device d(wormhole());
  const alloc::Address top = dramTop(d);
  {
    StackFrame frame(d, "f");
    Tensor t = Tensor::allocate(
        d, TensorSpec({64, 64}, DataType::Float32, Layout::Tile, MemoryConfig::dram()), &d.stack());
    EXPECT_EQ(t.buffer().address(), top - 4096);  // 4 tiles over 12 banks: one page per bank
    EXPECT_EQ(dramTop(d), top - 4096);
  }
  EXPECT_EQ(dramTop(d), top);
}

TEST(StackTest, ExceptionInsideNestedFramesRestoresTheStack) {
  Device d(wormhole());
  const alloc::Address base = l1Top(d);
  auto composite = [&] {
    StackFrame f1(d, "f1");
    Tensor a = Tensor::allocate(d, l1Spec(), &d.stack());
    StackFrame f2(d, "f2");
    Tensor b = Tensor::allocate(d, l1Spec(), &d.stack());
    StackFrame f3(d, "f3");
    throw std::runtime_error("kernel failed");
  };
  EXPECT_THROW(composite(), std::runtime_error);
  EXPECT_EQ(l1Top(d), base);
  EXPECT_EQ(d.frameDepth(), 0u);
  EXPECT_EQ(d.outOfOrderFramePops(), 0u);
}

TEST(StackTest, OutOfOrderCloseIsAConflictAndChangesNothing) {
  Device d(wormhole());
  StackFrame outer(d, "outer");
  Tensor a = Tensor::allocate(d, l1Spec(), &d.stack());
  StackFrame inner(d, "inner");
  Tensor b = Tensor::allocate(d, l1Spec(), &d.stack());
  const alloc::Address top = l1Top(d);
  Error e = expectError([&] { outer.close(); });
  EXPECT_EQ(e.kind(), ErrorKind::Conflict);
  EXPECT_TRUE(contains(e, "out-of-order")) << e.what();
  EXPECT_EQ(e.text("innermost"), "inner");
  EXPECT_EQ(l1Top(d), top);
  EXPECT_EQ(d.frameDepth(), 2u);
  EXPECT_TRUE(outer.open());
  inner.close();
  outer.close();
  EXPECT_EQ(d.frameDepth(), 0u);
}

TEST(StackTest, OutOfOrderDestructionIsDeferredUntilInnerFramesClose) {
  Device d(wormhole());
  const alloc::Address base = l1Top(d);
  auto outer = std::make_unique<StackFrame>(d, "outer");
  Tensor::allocate(d, l1Spec(), &d.stack());
  auto inner = std::make_unique<StackFrame>(d, "inner");
  Tensor::allocate(d, l1Spec(), &d.stack());
  outer.reset();  // out of order: deferred
  EXPECT_EQ(d.outOfOrderFramePops(), 1u);
  EXPECT_EQ(d.frameDepth(), 2u);
  EXPECT_EQ(l1Top(d), base + 4096);
  inner.reset();
  EXPECT_EQ(d.frameDepth(), 0u);
  EXPECT_EQ(l1Top(d), base);
}

TEST(StackTest, StackAllocationWithoutAFrameIsAnError) {
  Device d(wormhole());
  Error e = expectError([&] { Tensor::allocate(d, l1Spec(), &d.stack()); });
  EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
  EXPECT_TRUE(contains(e, "no open stack frame")) << e.what();
  EXPECT_EQ(l1Top(d), wormhole().l1_unreserved_base);
}

TEST(StackTest, HeapTensorBytesStayIntactAcrossStackHeavyWork) {
  // A wormhole with 256 KiB of allocatable L1 keeps the byte traffic small.
  device::ArchDesc arch = wormhole();
  arch.l1_size = arch.l1_unreserved_base + 256 * 1024;
  Device d(arch);
  HostTensor host = HostTensor::filled({256, 256}, DataType::Float32, 0.0);
  for (std::size_t i = 0; i < host.values.size(); ++i) host.values[i] = static_cast<double>(i % 977) - 400.0;
  Tensor keep = Tensor::fromHost(d, host, Layout::Tile, MemoryConfig::l1());
  const std::vector<std::byte> before = keep.buffer().readAll();
  for (unsigned round = 0; round < 4; ++round) {
    StackFrame f(d, "work");
    // Fill the stack right up to the heap floor with nested frames and scribble over
    // every stack byte.
    std::vector<std::shared_ptr<Buffer>> parts;
    std::optional<StackFrame> inner;
    for (int part = 0; part < 4; ++part) {
      if (part == 2) inner.emplace(d, "inner");
      const std::uint64_t gap = d.region(BufferType::L1).gapBytes();
      const std::uint64_t per_core = part == 3 ? gap : gap / 4;
      auto b = Buffer::create(d, BufferConfig{BufferType::L1, 64 * per_core, per_core}, &d.stack());
      b->write(0, testing::pattern(b->size(), round * 4 + part));
      EXPECT_LE(b->address() + b->bytesPerBank(), keep.buffer().address());
      parts.push_back(std::move(b));
    }
    EXPECT_EQ(d.region(BufferType::L1).gapBytes(), 0u);
  }
  EXPECT_EQ(keep.buffer().readAll(), before);
  EXPECT_EQ(keep.toHost().values, host.values);
}

TEST(StackTest, HeapAllocationInsideAFrameStaysAboveTheStack) {
  Device d(wormhole());
  StackFrame f(d, "f");
  const std::uint64_t gap = d.region(BufferType::L1).gapBytes();
  Buffer::create(d, BufferConfig{BufferType::L1, 64 * (gap - 2048), gap - 2048}, &d.stack());
  Tensor ok = Tensor::allocate(d, l1Spec());  // exactly the remaining 2048 B per core
  EXPECT_EQ(ok.buffer().address(), l1Top(d));
  Error e = expectError([&] { Tensor::allocate(d, l1Spec()); });
  EXPECT_EQ(e.kind(), ErrorKind::OutOfMemory);
  EXPECT_EQ(e.text("in_the_way"), "stack");
  EXPECT_EQ(e.number("overlap_bytes"), 2048);
}

TEST(StackTest, StackPushBlockedByHeapIsOutOfMemoryAndChangesNothing) {
  Device d(wormhole());
  Tensor heap = Tensor::allocate(d, l1Spec());
  StackFrame f(d, "f");
  const alloc::Address top = l1Top(d);
  const std::uint64_t gap = d.region(BufferType::L1).gapBytes();
  Error e = expectError([&] {
    Buffer::create(d, BufferConfig{BufferType::L1, 64 * (gap + 16), gap + 16}, &d.stack());
  });
  EXPECT_EQ(e.kind(), ErrorKind::OutOfMemory);
  EXPECT_EQ(e.text("in_the_way"), "heap");
  EXPECT_EQ(e.number("heap_floor"), static_cast<std::int64_t>(heap.buffer().address()));
  EXPECT_EQ(e.number("overlap_bytes"), 16);
  EXPECT_EQ(l1Top(d), top);
}

TEST(HighWaterTest, ScopeMeasuresStackPeakRelativeToItsStart) {
  Device d(wormhole());
  StackFrame f(d, "pre");
  Tensor pre = Tensor::allocate(d, l1Spec(), &d.stack());
  HighWaterScope measure(d);
  {
    StackFrame g(d, "g");
    Tensor a = Tensor::allocate(d, l1Spec(), &d.stack());
    Tensor b = Tensor::allocate(d, l1Spec(512, 256), &d.stack());
  }
  {
    StackFrame g(d, "g2");
    Tensor a = Tensor::allocate(d, l1Spec(), &d.stack());
  }
  EXPECT_EQ(measure.result(), (HighWater{0, 6144, 6144}));
  EXPECT_EQ(d.highWater().stack_peak, 2048u + 6144u);  // the device's absolute mark
}

TEST(HighWaterTest, NestedScopesMergeIntoTheOuterOne) {
  Device d(wormhole());
  HighWaterScope outer(d);
  StackFrame f(d, "f");
  Tensor a = Tensor::allocate(d, l1Spec(), &d.stack());
  {
    HighWaterScope inner(d);
    Tensor b = Tensor::allocate(d, l1Spec(), &d.stack());
    EXPECT_EQ(inner.result().stack_peak, 2048u);
  }
  EXPECT_EQ(outer.result().stack_peak, 4096u);
  d.resetHighWater();
  EXPECT_EQ(d.highWater(), (HighWater{0, 4096, 4096}));
}

}  // namespace
}  // namespace strata::runtime
