// The memory pool as a runtime allocator: a range reserved from the L1 heap up front,
// blocks placed inside it first fit, exhaustion as a clear error that changes nothing,
// and the pool's events in the trace (JSON round trip).

#include "strata/runtime/device.hpp"
#include "strata/runtime/pool_allocator.hpp"
#include "strata/runtime/tensor.hpp"
#include "test_util.hpp"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <optional>

namespace strata::runtime {
namespace {

using device::BufferType;
using device::DataType;
using testing::contains;
using testing::expectError;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

// 32x32 rows x cols bf16 tiles over all 64 L1 banks: `tiles_per_bank` tiles in each.
TensorSpec l1Spec(std::uint32_t tiles_per_bank) {
  return TensorSpec({1, 1, 32 * 64, 32 * tiles_per_bank}, DataType::BFloat16, Layout::Tile,
                    MemoryConfig::l1());
}

constexpr std::uint64_t kTile = 2048;

TEST(PoolAllocatorTest, ReservesItsRangeFromTheHeapAndPlacesBlocksFirstFitFromItsBase) {
  Device d(wormhole());
  const std::uint64_t l1_size = wormhole().l1_size;
  PoolAllocator pool(d, 4 * kTile, "scratch");
  // The reservation is a heap block at the top of L1 (the heap grows down).
  EXPECT_EQ(pool.base(), l1_size - 4 * kTile);
  EXPECT_EQ(pool.capacity(), 4 * kTile);
  EXPECT_EQ(d.l1Map().heap_floor, pool.base());
  EXPECT_EQ(d.l1Map().heap_bytes, 4 * kTile);

  Tensor a = Tensor::allocate(d, l1Spec(1), &pool, "a");
  Tensor b = Tensor::allocate(d, l1Spec(2), &pool, "b");
  EXPECT_EQ(a.buffer().allocatorKind(), AllocatorKind::Pool);
  EXPECT_EQ(a.buffer().address(), pool.base());
  EXPECT_EQ(b.buffer().address(), pool.base() + kTile);
  EXPECT_EQ(pool.liveBlocks(), 2u);
  EXPECT_EQ(pool.bytesInUse(), 3 * kTile);
  // Blocks inside the pool are not heap blocks: the heap still holds only the pool.
  EXPECT_EQ(d.l1Map().heap_bytes, 4 * kTile);

  a = Tensor();  // first fit: the freed slot at the base is used again
  Tensor c = Tensor::allocate(d, l1Spec(1), &pool, "c");
  EXPECT_EQ(c.buffer().address(), pool.base());
  EXPECT_EQ(pool.highWater(), 3 * kTile);
}

TEST(PoolAllocatorTest, DataWrittenToAPoolTensorReadsBack) {
  Device d(wormhole());
  PoolAllocator pool(d, 2 * kTile);
  Tensor t = Tensor::allocate(d, l1Spec(1), &pool);
  HostTensor host = HostTensor::filled(t.shape(), t.dtype(), 0.0);
  for (std::size_t i = 0; i < host.values.size(); ++i) host.values[i] = static_cast<double>(i % 251);
  t.write(host);
  EXPECT_EQ(t.toHost().values, host.values);
}

TEST(PoolAllocatorTest, ExhaustionIsAClearErrorThatLeavesThePoolAndDeviceUnchanged) {
  Device d(wormhole());
  PoolAllocator pool(d, 3 * kTile, "lgamma");
  Tensor a = Tensor::allocate(d, l1Spec(2), &pool);
  const L1Map before = d.l1Map();
  const std::uint64_t used = pool.bytesInUse();
  const Error e = expectError([&] { Tensor::allocate(d, l1Spec(2), &pool); });
  EXPECT_EQ(e.kind(), ErrorKind::OutOfMemory);
  EXPECT_TRUE(contains(e, "out of memory in pool 'lgamma'")) << e.what();
  EXPECT_TRUE(contains(e, "does not grow")) << e.what();
  EXPECT_EQ(e.number("bytes_per_bank"), static_cast<std::int64_t>(2 * kTile));
  EXPECT_EQ(e.number("capacity"), static_cast<std::int64_t>(3 * kTile));
  EXPECT_EQ(e.number("allocated"), static_cast<std::int64_t>(2 * kTile));
  EXPECT_EQ(e.number("largest_free_block"), static_cast<std::int64_t>(kTile));
  // Nothing moved: same blocks, same map, and what does fit still goes where it should.
  EXPECT_EQ(pool.bytesInUse(), used);
  EXPECT_EQ(pool.liveBlocks(), 1u);
  EXPECT_EQ(d.l1Map().heap_floor, before.heap_floor);
  EXPECT_EQ(d.l1Map().heap_bytes, before.heap_bytes);
  Tensor b = Tensor::allocate(d, l1Spec(1), &pool);
  EXPECT_EQ(b.buffer().address(), pool.base() + 2 * kTile);
}

TEST(PoolAllocatorTest, BadRequestsAreRefusedByName) {
  Device d(wormhole());
  EXPECT_EQ(expectError([&] { PoolAllocator(d, 0, "empty"); }).kind(), ErrorKind::InvalidArgument);
  // A pool larger than a bank can never fit (the heap says so), and nothing is reserved.
  const Error huge = expectError([&] { PoolAllocator(d, wormhole().l1_size, "huge"); });
  EXPECT_EQ(huge.kind(), ErrorKind::InvalidArgument) << huge.what();
  EXPECT_TRUE(contains(huge, "can never fit")) << huge.what();
  EXPECT_EQ(d.l1Map().heap_bytes, 0u);
  // A pool that fits the bank but not the heap's free room is the heap's out of memory.
  const std::uint64_t allocatable = wormhole().l1_size - wormhole().l1_unreserved_base;
  {
    PoolAllocator most(d, allocatable - kTile, "most");
    const Error full = expectError([&] { PoolAllocator(d, 2 * kTile, "second"); });
    EXPECT_EQ(full.kind(), ErrorKind::OutOfMemory) << full.what();
    EXPECT_EQ(d.l1Map().heap_bytes, allocatable - kTile);
  }
  EXPECT_EQ(d.l1Map().heap_bytes, 0u);
  PoolAllocator pool(d, kTile, "l1only");
  const Error dram = expectError([&] {
    Tensor::allocate(d, TensorSpec({32, 32}, DataType::BFloat16, Layout::Tile, MemoryConfig::dram()),
                     &pool);
  });
  EXPECT_EQ(dram.kind(), ErrorKind::InvalidArgument);
  EXPECT_TRUE(contains(dram, "holds L1 only")) << dram.what();
}

TEST(PoolAllocatorTest, CloseRefusesWhileBlocksLiveThenReturnsTheRange) {
  Device d(wormhole());
  PoolAllocator pool(d, 2 * kTile, "p");
  std::optional<Tensor> t = Tensor::allocate(d, l1Spec(1), &pool);
  const Error e = expectError([&] { pool.close(); });
  EXPECT_EQ(e.kind(), ErrorKind::Conflict);
  EXPECT_EQ(e.number("live_blocks"), 1);
  EXPECT_TRUE(pool.open());
  EXPECT_EQ(d.l1Map().heap_bytes, 2 * kTile);
  t.reset();
  pool.close();
  EXPECT_FALSE(pool.open());
  EXPECT_EQ(d.l1Map().heap_bytes, 0u);
  EXPECT_EQ(d.l1Map().heap_floor, wormhole().l1_size);
  EXPECT_EQ(expectError([&] { Tensor::allocate(d, l1Spec(1), &pool); }).kind(),
            ErrorKind::InvalidArgument);
}

TEST(PoolAllocatorTest, TraceBracketsThePoolAndRoundTripsThroughJson) {
  Device d(wormhole());
  d.tracer().enable();
  {
    PoolAllocator pool(d, 2 * kTile, "softmax");
    Tensor t = Tensor::allocate(d, l1Spec(1), &pool, "tmp");
  }
  const std::vector<TraceEvent> events = d.tracer().events();
  ASSERT_EQ(events.size(), 4u);
  EXPECT_EQ(events[0].kind, EventKind::PoolReserve);
  EXPECT_EQ(events[0].name, "softmax");
  EXPECT_EQ(events[0].address, wormhole().l1_size - 2 * kTile);
  EXPECT_EQ(events[0].bytes_per_bank, 2 * kTile);
  EXPECT_EQ(events[0].num_banks, 64u);
  EXPECT_EQ(events[0].l1_heap_floor, events[0].address);
  EXPECT_EQ(events[1].kind, EventKind::Alloc);
  EXPECT_EQ(events[1].allocator, AllocatorKind::Pool);
  EXPECT_EQ(events[1].address, events[0].address);
  EXPECT_EQ(events[2].kind, EventKind::Free);
  EXPECT_EQ(events[2].allocator, AllocatorKind::Pool);
  EXPECT_EQ(events[3].kind, EventKind::PoolRelease);
  EXPECT_EQ(events[3].l1_heap_floor, wormhole().l1_size);

  const nlohmann::json doc = traceToJson(events, wormhole());
  EXPECT_EQ(doc["events"][0]["kind"], "pool_reserve");
  EXPECT_EQ(doc["events"][1]["allocator"], "pool");
  const std::vector<TraceEvent> back = traceEventsFromJson(doc);
  ASSERT_EQ(back.size(), events.size());
  for (std::size_t i = 0; i < events.size(); ++i) {
    SCOPED_TRACE(i);
    EXPECT_EQ(back[i].kind, events[i].kind);
    EXPECT_EQ(back[i].name, events[i].name);
    EXPECT_EQ(back[i].allocator, events[i].allocator);
    EXPECT_EQ(back[i].address, events[i].address);
    EXPECT_EQ(back[i].size, events[i].size);
    EXPECT_EQ(back[i].bytes_per_bank, events[i].bytes_per_bank);
    EXPECT_EQ(back[i].num_banks, events[i].num_banks);
    EXPECT_EQ(back[i].l1_heap_floor, events[i].l1_heap_floor);
  }
  // A pool event without its range is refused by name.
  nlohmann::json bad = doc;
  bad["events"][0].erase("bytes_per_bank");
  EXPECT_EQ(expectError([&] { traceEventsFromJson(bad); }).kind(), ErrorKind::ParseError);
}

}  // namespace
}  // namespace strata::runtime
