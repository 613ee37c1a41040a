// BankManager: configs from arch descriptions, per-bank sizing, lockstep allocation,
// out-of-memory figures, bad calls that leave state unchanged, and concurrent use.
#include "strata/alloc/bank_manager.hpp"
#include "strata/device/arch.hpp"
#include "strata/support/error.hpp"
#include "print_helpers.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <random>
#include <thread>

namespace strata::alloc {
namespace {

using device::builtinArch;

TEST(BankConfig, FromArchDescriptions) {
  const auto& wh = builtinArch("wormhole_b0");
  BankConfig l1 = BankConfig::l1(wh);
  EXPECT_EQ(l1.type, device::BufferType::L1);
  EXPECT_EQ(l1.num_banks, wh.grid_x * wh.grid_y);
  EXPECT_EQ(l1.bank_size, wh.l1_size);
  EXPECT_EQ(l1.allocatable_begin, wh.l1_unreserved_base);
  EXPECT_EQ(l1.allocatable_end, wh.l1_size);
  EXPECT_EQ(l1.alignment, wh.l1_alignment);
  BankConfig dram = BankConfig::dram(builtinArch("blackhole"), FitPolicy::FirstFit);
  EXPECT_EQ(dram.num_banks, builtinArch("blackhole").dram_channels);
  EXPECT_EQ(dram.allocatable_end, builtinArch("blackhole").dramUsableEnd());
  EXPECT_EQ(dram.alignment, builtinArch("blackhole").dram_alignment);
  EXPECT_EQ(dram.policy, FitPolicy::FirstFit);
  BankManager m(l1);
  EXPECT_EQ(m.statistics().total_allocatable, wh.l1_size - wh.l1_unreserved_base);
}

TEST(BankRequest, InterleavedRoundsPagesPerBankAndAlignsPages) {
  // 10 pages of 1000 B over 4 banks: ceil(10/4) = 3 pages of align(1000, 32) = 1024.
  BankRequest r = BankRequest::interleaved(10, 1000, 4, 32);
  EXPECT_EQ(r.total_bytes, 10000u);
  EXPECT_EQ(r.bytes_per_bank, 3u * 1024);
  EXPECT_EQ(r.banks_used, 4u);
  BankRequest few = BankRequest::interleaved(3, 2048, 12, 32);
  EXPECT_EQ(few.bytes_per_bank, 2048u);
  EXPECT_EQ(few.banks_used, 3u);
  EXPECT_THROW(BankRequest::interleaved(0, 2048, 12, 32), Error);
  EXPECT_THROW(BankRequest::interleaved(1, 2048, 0, 32), Error);
  EXPECT_THROW(BankRequest::interleaved(1, 2048, 12, 24), Error);
  EXPECT_THROW(BankRequest::interleaved(1ull << 40, 1ull << 40, 12, 32), Error);
}

TEST(BankRequest, ShardedTakesOneAlignedShardPerCore) {
  BankRequest r = BankRequest::sharded(8, 1088 * 3, 16);
  EXPECT_EQ(r.total_bytes, 8u * 3264);
  EXPECT_EQ(r.bytes_per_bank, 3264u);
  EXPECT_EQ(r.banks_used, 8u);
  EXPECT_EQ(BankRequest::sharded(2, 1000, 64).bytes_per_bank, 1024u);
  EXPECT_THROW(BankRequest::sharded(0, 1000, 64), Error);
}

BankConfig smallL1() {
  BankConfig c;
  c.type = device::BufferType::L1;
  c.num_banks = 4;
  c.bank_size = 65536;
  c.allocatable_begin = 1024;
  c.allocatable_end = 65536;
  c.alignment = 16;
  c.min_allocation = 16;
  return c;
}

TEST(BankManager, LockstepAllocationInBothDirections) {
  BankManager m(smallL1());
  Address heap = m.allocate(BankRequest::sharded(4, 4096, 16), Direction::TopDown);
  EXPECT_EQ(heap, 65536u - 4096);
  Address low = m.allocate(BankRequest::interleaved(5, 2048, 4, 16), Direction::BottomUp);
  EXPECT_EQ(low, 1024u);
  EXPECT_EQ(m.lowestOccupied(), 1024u);
  EXPECT_EQ(m.highestOccupiedEnd(), 65536u);
  EXPECT_EQ(m.statistics().allocated, 4096u + 4096);
  m.deallocate(low);
  EXPECT_EQ(m.lowestOccupied(), heap);
  EXPECT_EQ(m.allocateAt(8192, BankRequest::sharded(1, 100, 16)), 8192u);
  EXPECT_EQ(m.withFreeList([](const FreeList& f) { return f.allocatedSize(8192); }), 112u);
  m.clear();
  EXPECT_EQ(m.statistics().allocated, 0u);
}

TEST(BankManager, RejectsBadConfigs) {
  BankConfig c = smallL1();
  c.num_banks = 0;
  EXPECT_THROW(BankManager{c}, Error);
  c = smallL1();
  c.allocatable_end = 70000;
  EXPECT_THROW(BankManager{c}, Error);
  c = smallL1();
  c.allocatable_begin = 65536;
  EXPECT_THROW(BankManager{c}, Error);
  c = smallL1();
  c.allocatable_begin = 1000;
  EXPECT_THROW(BankManager{c}, Error);
}

TEST(BankManager, OutOfMemoryNamesEveryFigure) {
  BankManager m(smallL1());
  m.allocate(BankRequest::sharded(4, 32768, 16), Direction::BottomUp);
  auto blocks = m.blocks();
  BankRequest big = BankRequest::interleaved(64, 2048, 4, 16);  // 16 pages x 2048 per bank
  try {
    m.allocate(big, Direction::TopDown);
    FAIL() << "expected out of memory";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::OutOfMemory);
    EXPECT_EQ(e.number("requested"), 64 * 2048);
    EXPECT_EQ(e.text("buffer_type"), "l1");
    EXPECT_EQ(e.number("num_banks"), 4);
    EXPECT_EQ(e.number("bytes_per_bank"), 16 * 2048);
    EXPECT_EQ(e.number("bank_size"), 65536);
    EXPECT_EQ(e.number("allocated"), 32768);
    EXPECT_EQ(e.number("free"), 65536 - 1024 - 32768);
    EXPECT_EQ(e.number("largest_free_block"), 65536 - 1024 - 32768);
    std::string text = e.what();
    for (const char* part : {"131072 B of l1 buffer", "over 4 banks", "32768 B per bank",
                             "bank size 65536 B", "31744 B free", "largest free block 31744 B"})
      EXPECT_NE(text.find(part), std::string::npos) << part << " in " << text;
  }
  EXPECT_EQ(m.blocks(), blocks);
  EXPECT_EQ(m.tryAllocate(big, Direction::TopDown), std::nullopt);
  EXPECT_EQ(m.blocks(), blocks);
}

TEST(BankManager, BadCallsLeaveStateUnchanged) {
  BankManager m(smallL1());
  Address a = m.allocate(BankRequest::sharded(4, 1000, 16), Direction::BottomUp);
  auto blocks = m.blocks();
  auto stats = m.statistics();
  auto expectKind = [&](ErrorKind kind, auto&& call) {
    try {
      call();
      ADD_FAILURE() << "expected an error";
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), kind) << e.what();
    }
    EXPECT_EQ(m.blocks(), blocks);
    EXPECT_EQ(m.statistics(), stats);
  };
  expectKind(ErrorKind::NotFound, [&] { m.deallocate(a + 16); });
  expectKind(ErrorKind::NotFound, [&] { m.deallocate(4096); });
  expectKind(ErrorKind::InvalidArgument,
             [&] { m.allocate(BankRequest::sharded(5, 64, 16), Direction::BottomUp); });
  expectKind(ErrorKind::InvalidArgument,
             [&] { m.allocate(BankRequest::sharded(1, 65536, 16), Direction::BottomUp); });
  expectKind(ErrorKind::InvalidArgument, [&] { m.allocate(BankRequest{}, Direction::BottomUp); });
  expectKind(ErrorKind::Conflict, [&] { m.allocateAt(a, BankRequest::sharded(1, 64, 16)); });
  expectKind(ErrorKind::InvalidArgument,
             [&] { m.allocateAt(a + 1008 + 8, BankRequest::sharded(1, 64, 16)); });
  m.deallocate(a);
  blocks = m.blocks();
  stats = m.statistics();
  expectKind(ErrorKind::NotFound, [&] { m.deallocate(a); });  // double free
}

TEST(BankManager, ConcurrentAllocateAndFreeKeepInvariants) {
  BankConfig c = smallL1();
  c.bank_size = c.allocatable_end = 1 << 20;
  BankManager m(c);
  constexpr int kThreads = 4;
  constexpr int kOpsPerThread = 3000;
  std::atomic<std::uint64_t> live_bytes_total{0};
  std::vector<std::thread> threads;
  std::vector<std::vector<std::pair<Address, std::uint64_t>>> kept(kThreads);
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      std::mt19937_64 rng(1234 + t);
      auto& mine = kept[t];
      for (int i = 0; i < kOpsPerThread; ++i) {
        if (mine.empty() || rng() % 3 != 0) {
          std::uint64_t size = 16 * (1 + rng() % 64);
          Direction d = rng() % 2 ? Direction::BottomUp : Direction::TopDown;
          if (auto a = m.tryAllocate(BankRequest::sharded(1, size, 16), d)) {
            mine.emplace_back(*a, size);
            live_bytes_total += size;
          }
        } else {
          std::size_t k = rng() % mine.size();
          m.deallocate(mine[k].first);
          live_bytes_total -= mine[k].second;
          mine[k] = mine.back();
          mine.pop_back();
        }
      }
    });
  }
  for (auto& th : threads) th.join();
  // Every block a thread believes it owns is allocated with its size, no two overlap,
  // and the totals agree.
  std::uint64_t owned = 0;
  std::size_t count = 0;
  for (auto& mine : kept)
    for (auto [a, size] : mine) {
      EXPECT_EQ(m.withFreeList([a = a](const FreeList& f) { return f.allocatedSize(a); }), size);
      owned += size;
      ++count;
    }
  Statistics s = m.statistics();
  EXPECT_EQ(s.allocated, owned);
  EXPECT_EQ(s.allocated, live_bytes_total.load());
  EXPECT_EQ(s.allocated_blocks, count);
  auto blocks = m.blocks();
  Address cursor = c.allocatable_begin;
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    EXPECT_EQ(blocks[i].begin, cursor);
    cursor += blocks[i].size;
    if (i > 0) {
      EXPECT_FALSE(!blocks[i].allocated && !blocks[i - 1].allocated);
    }
  }
  EXPECT_EQ(cursor, c.allocatable_end);
}

}  // namespace
}  // namespace strata::alloc
