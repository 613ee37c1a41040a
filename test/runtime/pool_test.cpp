// Host-side fast path of stack tensors: pooled Buffer records (per-thread free list) and
// the per-device spec cache. Pooling and caching must be invisible: same addresses, ids,
// labels, errors and state as creating everything from scratch.

#include "strata/runtime/device.hpp"
#include "strata/runtime/tensor.hpp"
#include "test_util.hpp"

#include "../../lib/runtime/record_pool.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <thread>

namespace strata::runtime {
namespace {

using device::BufferType;
using device::CoreRange;
using device::CoreRangeSet;
using device::DataType;
using testing::contains;
using testing::expectError;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

TensorSpec l1Spec(std::uint32_t rows, std::uint32_t cols) {
  return TensorSpec({1, 1, rows, cols}, DataType::BFloat16, Layout::Tile, MemoryConfig::l1());
}

TEST(PoolTest, AFreedBufferRecordIsReusedAndComesBackFresh) {
  Device d(wormhole());
  const TensorSpec spec = l1Spec(256, 256);
  StackFrame frame(d, "pool");
  Tensor first = Tensor::allocate(d, spec, &d.stack(), "first");
  const Buffer* record = &first.buffer();
  const std::uint64_t first_id = first.buffer().id();
  const alloc::Address first_address = first.buffer().address();
  const std::uint64_t per_bank = first.buffer().bytesPerBank();
  first = Tensor();  // the record goes back to this thread's free list

  Tensor second = Tensor::allocate(d, spec, &d.stack(), "second");
  EXPECT_EQ(&second.buffer(), record);  // recycled, not a new allocation
  EXPECT_EQ(second.buffer().id(), first_id + 1);
  EXPECT_EQ(second.buffer().config().label, "second");
  EXPECT_TRUE(second.isAllocated());
  // The stack does not shrink when a stack tensor dies: the next push sits above it.
  EXPECT_EQ(second.buffer().address(), first_address + per_bank);
  EXPECT_EQ(d.region(BufferType::L1).stackTop(), first_address + 2 * per_bank);
}

TEST(PoolTest, AFailedStackPushTakesNoRecordAndChangesNothing) {
  Device d(wormhole());
  using Pool = detail::BlockFreeList<sizeof(
      std::_Sp_counted_ptr_inplace<Buffer, detail::PoolAllocator<Buffer>, __gnu_cxx::_S_atomic>)>;
  StackFrame frame(d, "oom");
  { Tensor warm = Tensor::allocate(d, l1Spec(32, 32), &d.stack()); }  // one record cached
  const std::size_t cached = Pool::cached();
  ASSERT_GE(cached, 1u);
  const alloc::Address top = d.region(BufferType::L1).stackTop();
  // 8192x8192 bf16 over 64 cores is 2 MiB per core: more than a wormhole L1 (1.5 MiB).
  const Error e = expectError(
      [&] { (void)Tensor::allocate(d, l1Spec(8192, 8192), &d.stack(), "too_big"); });
  EXPECT_EQ(e.kind(), ErrorKind::OutOfMemory);
  EXPECT_EQ(d.region(BufferType::L1).stackTop(), top);
  EXPECT_EQ(Pool::cached(), cached);
  const Tensor after = Tensor::allocate(d, l1Spec(32, 32), &d.stack(), "after");
  EXPECT_EQ(after.buffer().address(), top);
  EXPECT_EQ(Pool::cached(), cached - 1);
}

TEST(PoolTest, RecordsFreedOnAnotherThreadAreSafe) {
  Device d(wormhole());
  const TensorSpec spec = l1Spec(64, 64);
  Tensor t = Tensor::allocate(d, spec);
  const alloc::Address address = t.buffer().address();
  // The device is driven by one thread at a time; here the main thread waits. The record
  // ends in the worker thread's free list, which must be freed when that thread exits
  // (LeakSanitizer checks this in the sanitizer build).
  std::thread([moved = std::move(t)]() mutable { moved = Tensor(); }).join();
  EXPECT_EQ(d.l1Map().heap_bytes, 0u);
  const Tensor again = Tensor::allocate(d, spec);
  EXPECT_EQ(again.buffer().address(), address);
}

TEST(SpecCacheTest, LabelsAreNotCachedWithTheSpec) {
  Device d(wormhole());
  d.tracer().enable();
  const TensorSpec spec = l1Spec(64, 64);
  StackFrame frame(d, "labels");
  const Tensor a = Tensor::allocate(d, spec, &d.stack(), "a");
  const Tensor b = Tensor::allocate(d, spec, &d.stack(), "b");
  const Tensor unnamed = Tensor::allocate(d, spec, &d.stack());
  EXPECT_EQ(a.buffer().config().label, "a");
  EXPECT_EQ(b.buffer().config().label, "b");
  EXPECT_EQ(unnamed.buffer().config().label, "");
  const std::vector<TraceEvent> events = d.tracer().events();
  ASSERT_EQ(events.size(), 4u);  // frame push + 3 allocs
  EXPECT_EQ(events[1].name, "a");
  EXPECT_EQ(events[2].name, "b");
  EXPECT_EQ(events[3].name, "");
}

TEST(SpecCacheTest, InvalidBufferConfigsErrEveryTimeWithTheirOwnLabel) {
  Device d(wormhole());
  // Valid as a spec, but 4 height shards on 1 core is not a valid buffer.
  const TensorSpec spec({128, 64}, DataType::BFloat16, Layout::Tile,
                        MemoryConfig::l1Sharded(TensorMemoryLayout::HeightSharded,
                                                ShardSpec{CoreRange({0, 0}, {0, 0}), {32, 64}}));
  for (const char* label : {"x", "y"}) {
    const Error e = expectError([&] { (void)Tensor::allocate(d, spec, nullptr, label); });
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    EXPECT_TRUE(contains(e, (std::string("buffer '") + label + "': 4 shards").c_str())) << e.what();
  }
  EXPECT_EQ(d.l1Map().heap_bytes, 0u);
}

TEST(SpecCacheTest, AReassignedSpecObjectGivesItsNewBuffer) {
  Device d(wormhole());
  TensorSpec spec = l1Spec(64, 64);
  const Tensor small = Tensor::allocate(d, spec);
  spec = l1Spec(256, 256);  // same object, new value
  const Tensor big = Tensor::allocate(d, spec);
  EXPECT_EQ(big.spec(), spec);
  EXPECT_EQ(big.buffer().size(), spec.bufferSize());
  EXPECT_EQ(big.buffer().bytesPerBank(), spec.bankRequest(wormhole()).bytes_per_bank);
  EXPECT_EQ(small.buffer().size(), l1Spec(64, 64).bufferSize());
}

TEST(SpecCacheTest, ManyDistinctSpecsCycleThroughTheCache) {
  Device d(wormhole());
  StackFrame frame(d, "many");
  // Three passes over 20 specs: more than the cache holds, so entries are replaced.
  for (int pass = 0; pass < 3; ++pass)
    for (std::uint32_t i = 1; i <= 20; ++i) {
      const TensorSpec spec = l1Spec(32 * i, 32 * ((i % 3) + 1));
      const alloc::Address top = d.region(BufferType::L1).stackTop();
      const Tensor t = Tensor::allocate(d, spec, &d.stack());
      EXPECT_EQ(t.spec(), spec);
      EXPECT_EQ(t.buffer().size(), spec.bufferSize());
      EXPECT_EQ(t.buffer().bytesPerBank(), spec.bankRequest(wormhole()).bytes_per_bank);
      EXPECT_EQ(t.buffer().address(), top);
    }
}

TEST(SpecCacheTest, ASharedSpecIsHeldNotCopied) {
  Device d(wormhole());
  const auto spec = std::make_shared<const TensorSpec>(l1Spec(64, 64));
  const Tensor a = Tensor::allocate(d, spec);
  const Tensor b = Tensor::allocate(d, spec);
  EXPECT_EQ(&a.spec(), spec.get());
  EXPECT_EQ(&b.spec(), spec.get());
  // Null shared specs are still an error.
  EXPECT_TRUE(contains(expectError([&] { (void)Tensor::allocate(d, std::shared_ptr<const TensorSpec>()); }),
                       "null tensor spec"));
}

TEST(SpecCacheTest, SpecIdentityFollowsTheValueThroughCopiesAssignmentsAndMoves) {
  Device d(wormhole());
  StackFrame frame(d, "identity");
  const TensorSpec small = l1Spec(64, 64);
  const TensorSpec big = l1Spec(256, 256);
  // Equality is by value: separately built equal specs are equal.
  EXPECT_EQ(l1Spec(64, 64), small);
  EXPECT_NE(small, big);
  TensorSpec spec = small;  // a copy: hits the entry of `small`
  EXPECT_EQ(Tensor::allocate(d, spec, &d.stack()).buffer().size(), small.bufferSize());
  spec = big;  // copy-assigned: the cached entry of `small` must not match any more
  EXPECT_EQ(Tensor::allocate(d, spec, &d.stack()).buffer().size(), big.bufferSize());
  TensorSpec moved = std::move(spec);  // the move carries the value's identity
  EXPECT_EQ(Tensor::allocate(d, moved, &d.stack()).buffer().size(), big.bufferSize());
  spec = small;  // the moved-from object gets a new value and its identity
  EXPECT_EQ(Tensor::allocate(d, spec, &d.stack()).buffer().size(), small.bufferSize());
  moved = TensorSpec({1, 1, 32, 32}, DataType::BFloat16, Layout::Tile, MemoryConfig::l1());
  const Tensor t = Tensor::allocate(d, moved, &d.stack());
  EXPECT_EQ(t.spec(), l1Spec(32, 32));
  EXPECT_EQ(t.buffer().size(), l1Spec(32, 32).bufferSize());
  EXPECT_EQ(Tensor::allocate(d, big, &d.stack()).buffer().size(), big.bufferSize());
}

TEST(SpecCacheTest, UntracedStackTensorsStillDieWithTheirFrameAndTracedOnesAreFreedOnce) {
  Device d(wormhole());
  const TensorSpec spec = l1Spec(64, 64);
  Tensor outlives;
  {
    StackFrame frame(d, "untraced");
    outlives = Tensor::allocate(d, spec, &d.stack());
    EXPECT_TRUE(outlives.isAllocated());
  }
  EXPECT_FALSE(outlives.isAllocated());
  outlives.deallocate();  // harmless after the frame closed
  EXPECT_FALSE(outlives.isAllocated());
  d.tracer().enable();
  {
    StackFrame frame(d, "traced");
    Tensor t = Tensor::allocate(d, spec, &d.stack(), "t");
    t.deallocate();
    EXPECT_FALSE(t.isAllocated());
  }
  std::size_t frees = 0;
  for (const TraceEvent& e : d.tracer().events())
    if (e.kind == EventKind::Free && e.name == "t") ++frees;
  EXPECT_EQ(frees, 1u);
}

}  // namespace
}  // namespace strata::runtime
