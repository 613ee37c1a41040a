// Simulated memory and buffers: real bytes, lazy DRAM, access checks, address generators.

#include "strata/runtime/buffer.hpp"
#include "strata/runtime/device.hpp"
#include "test_util.hpp"

#include <gtest/gtest.h>

namespace strata::runtime {
namespace {

using device::BufferType;
using device::CoreCoord;
using testing::contains;
using testing::expectError;
using testing::pattern;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

TEST(DeviceMemoryTest, L1BytesRoundTripAndUntouchedBytesReadZero) {
  Device d(wormhole());
  const auto data = pattern(40000, 1);  // spans several backing pages
  d.writeL1({3, 2}, 200000, data);
  std::vector<std::byte> out(data.size());
  d.readL1({3, 2}, 200000, out);
  EXPECT_EQ(out, data);
  d.readL1({2, 3}, 200000, out);  // another core's L1 is separate
  EXPECT_EQ(out, std::vector<std::byte>(data.size()));
}

TEST(DeviceMemoryTest, DramIsBackedLazily) {
  Device d(wormhole());
  EXPECT_EQ(d.residentBytes(), 0u);
  const auto data = pattern(100, 2);
  d.writeBank(BufferType::DRAM, 11, wormhole().dram_bank_size - 4096, data);
  EXPECT_EQ(d.residentBytes(), BankMemory::kPageBytes);
  std::vector<std::byte> out(100);
  d.readBank(BufferType::DRAM, 11, wormhole().dram_bank_size - 4096, out);
  EXPECT_EQ(out, data);
}

TEST(DeviceMemoryTest, AccessBelowUnreservedBaseIsAnError) {
  Device d(wormhole());
  std::vector<std::byte> out(16);
  Error e = expectError([&] { d.readL1({0, 0}, wormhole().l1_unreserved_base - 8, out); });
  EXPECT_EQ(e.kind(), ErrorKind::OutOfRange);
  EXPECT_TRUE(contains(e, "reserved range")) << e.what();
  EXPECT_EQ(e.number("unreserved_base"), static_cast<std::int64_t>(wormhole().l1_unreserved_base));
}

TEST(DeviceMemoryTest, AccessPastBankEndOrOutsideTheGridIsAnErrorAndWritesNothing) {
  Device d(wormhole());
  const auto data = pattern(64, 3);
  Error past = expectError([&] { d.writeL1({0, 0}, wormhole().l1_size - 32, data); });
  EXPECT_EQ(past.kind(), ErrorKind::OutOfRange);
  EXPECT_EQ(past.number("bank_end"), static_cast<std::int64_t>(wormhole().l1_size));
  std::vector<std::byte> out(32);
  d.readL1({0, 0}, wormhole().l1_size - 32, out);
  EXPECT_EQ(out, std::vector<std::byte>(32));
  Error off = expectError([&] { d.writeL1({8, 0}, 200000, data); });
  EXPECT_EQ(off.kind(), ErrorKind::OutOfRange);
  EXPECT_TRUE(contains(off, "outside the 8x8 worker grid")) << off.what();
  Error bank = expectError([&] { d.writeBank(BufferType::DRAM, 12, 4096, data); });
  EXPECT_TRUE(contains(bank, "only 12 dram banks")) << bank.what();
  EXPECT_EQ(d.residentBytes(), 0u);
}

TEST(BufferTest, InterleavedPagesGoRoundRobinOverBanks) {
  Device d(wormhole());
  auto b = Buffer::create(d, BufferConfig{BufferType::DRAM, 30 * 1000, 1000});
  EXPECT_EQ(b->alignedPageSize(), 1024u);  // DRAM alignment 32
  EXPECT_EQ(b->bytesPerBank(), 3u * 1024);  // ceil(30 / 12) pages per bank
  const PageLocation p13 = b->pageLocation(13);
  EXPECT_EQ(p13.bank, 1u);
  EXPECT_EQ(p13.address, b->address() + 1024);
  const auto page = pattern(1000, 4);
  b->writePage(13, page);
  std::vector<std::byte> raw(1000);
  d.readBank(BufferType::DRAM, 1, b->address() + 1024, raw);
  EXPECT_EQ(raw, page);
}

TEST(BufferTest, L1InterleavedBufferMapsBanksToCoresRowMajor) {
  Device d(wormhole());
  auto b = Buffer::create(d, BufferConfig{BufferType::L1, 70 * 2048, 2048});
  EXPECT_EQ(b->address(), wormhole().l1_size - 2 * 2048);  // heap top-down
  const PageLocation p = b->pageLocation(69);  // bank 5 of the second row of pages
  EXPECT_EQ(p.bank, 5u);
  EXPECT_EQ(p.core, (CoreCoord{5, 0}));
  EXPECT_EQ(p.address, b->address() + 2048);
}

TEST(BufferTest, ShardedPagesGoToTheirShardCore) {
  Device d(wormhole());
  BufferConfig c{BufferType::L1, 4 * 6 * 2048, 2048, TensorMemoryLayout::BlockSharded};
  // A 4x6 page grid cut into 2x3 shards -> 2x2 shards on cores (0,0),(1,0),(0,1),(1,1).
  c.shard = BufferShardSpec{device::CoreRangeSet(device::CoreRange({0, 0}, {1, 1})), {4, 6}, {2, 3}};
  auto b = Buffer::create(d, c);
  EXPECT_EQ(b->bytesPerBank(), 6u * 2048);
  EXPECT_EQ(b->numBanksUsed(), 4u);
  const PageLocation p = b->pageLocation(2 * 6 + 4);  // row 2, col 4 -> shard (1,1), slot (0,1)
  EXPECT_EQ(p.core, (CoreCoord{1, 1}));
  EXPECT_EQ(p.address, b->address() + 1 * 2048);
  EXPECT_EQ(d.l1HeapFloor({1, 1}), b->address());
  EXPECT_EQ(d.l1HeapFloor({2, 0}), wormhole().l1_size);  // no shard there
  const auto all = pattern(b->size(), 5);
  b->write(0, all);
  EXPECT_EQ(b->readAll(), all);
}

TEST(BufferTest, ReadsPastTheEndAreClearErrors) {
  Device d(wormhole());
  auto b = Buffer::create(d, BufferConfig{BufferType::DRAM, 4096, 1024});
  std::vector<std::byte> out(100);
  Error e = expectError([&] { b->read(4000, out); });
  EXPECT_EQ(e.kind(), ErrorKind::OutOfRange);
  EXPECT_TRUE(contains(e, "runs past its end (4096 B) by 4 B")) << e.what();
  std::vector<std::byte> page(1024);
  Error p = expectError([&] { b->readPage(4, page); });
  EXPECT_TRUE(contains(p, "page 4")) << p.what();
  EXPECT_EQ(p.number("num_pages"), 4);
}

TEST(BufferTest, BadConfigsAreRejectedBeforeAllocating) {
  Device d(wormhole());
  const auto before = d.region(BufferType::L1).heap().statistics();
  EXPECT_EQ(expectError([&] { Buffer::create(d, BufferConfig{BufferType::L1, 0, 2048}); }).kind(),
            ErrorKind::InvalidArgument);
  Error ragged = expectError([&] { Buffer::create(d, BufferConfig{BufferType::L1, 3000, 2048}); });
  EXPECT_TRUE(contains(ragged, "remainder 952 B")) << ragged.what();
  BufferConfig too_many{BufferType::L1, 100 * 2048, 2048, TensorMemoryLayout::HeightSharded};
  too_many.shard = BufferShardSpec{device::CoreRangeSet(device::CoreRange({0, 0}, {1, 0})), {100, 1}, {10, 1}};
  Error shards = expectError([&] { Buffer::create(d, too_many); });
  EXPECT_TRUE(contains(shards, "10 shards")) << shards.what();
  BufferConfig off_grid = too_many;
  off_grid.shard->cores = device::CoreRangeSet(device::CoreRange({0, 0}, {9, 0}));
  EXPECT_EQ(expectError([&] { Buffer::create(d, off_grid); }).kind(), ErrorKind::OutOfRange);
  EXPECT_EQ(d.region(BufferType::L1).heap().statistics(), before);
}

TEST(BufferTest, HeapBufferFreesOnDestructionAndUpdatesCoreFloors) {
  Device d(wormhole());
  alloc::Address first;
  {
    auto a = Buffer::create(d, BufferConfig{BufferType::L1, 64 * 2048, 2048});
    auto b = Buffer::create(d, BufferConfig{BufferType::L1, 2 * 2048, 2048});  // banks 0 and 1
    first = a->address();
    EXPECT_EQ(d.l1HeapFloor({1, 0}), b->address());
    EXPECT_EQ(d.l1HeapFloor({2, 0}), a->address());
    b->deallocate();
    EXPECT_FALSE(b->isAllocated());
    EXPECT_EQ(d.l1HeapFloor({1, 0}), a->address());
    std::vector<std::byte> out(2048);
    Error e = expectError([&] { b->readPage(0, out); });
    EXPECT_TRUE(contains(e, "no longer allocated")) << e.what();
  }
  EXPECT_EQ(first, wormhole().l1_size - 2048);
  EXPECT_EQ(d.l1HeapFloor({0, 0}), wormhole().l1_size);
  EXPECT_EQ(d.region(BufferType::L1).heap().statistics().allocated, 0u);
}

TEST(DramTrafficTest, CountsEveryDramPageAndEachBufferTouchedOnce) {
  Device d(wormhole());
  auto a = Buffer::create(d, BufferConfig{BufferType::DRAM, 30 * 1000, 1000});
  auto b = Buffer::create(d, BufferConfig{BufferType::DRAM, 4 * 1024, 1024});
  auto l1 = Buffer::create(d, BufferConfig{BufferType::L1, 8 * 2048, 2048});
  const auto page = pattern(1000, 3);
  b->write(0, pattern(4 * 1024, 1));  // before the scope: not counted
  {
    DramTrafficScope scope(d);
    a->writePage(0, page);
    a->writePage(29, page);
    std::vector<std::byte> out(1000);
    a->readPage(29, out);
    std::vector<std::byte> part(100);
    b->read(1000, part);  // across a page boundary: 100 B read
    l1->write(0, pattern(2048, 2));  // L1 moves no DRAM bytes
    const DramTraffic t = scope.result();
    EXPECT_EQ(t.written_bytes, 2000u);
    EXPECT_EQ(t.read_bytes, 1100u);
    EXPECT_EQ(t.buffers_touched, 2u);
    EXPECT_EQ(t.touched_bytes, a->size() + b->size());
    // One measurement at a time.
    Error twice = expectError([&] { DramTrafficScope again(d); });
    EXPECT_EQ(twice.kind(), ErrorKind::Conflict);
    EXPECT_EQ(scope.result(), t);  // the refused scope changed nothing
  }
  // A new scope starts from nothing; closed scopes count nothing.
  a->writePage(1, page);
  DramTrafficScope fresh(d);
  EXPECT_EQ(fresh.result(), DramTraffic{});
}

}  // namespace
}  // namespace strata::runtime
