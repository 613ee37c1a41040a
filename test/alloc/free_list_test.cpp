// FreeList behaviour: placement per policy and direction, limits, rounding, coalescing,
// queries, and errors that leave the state untouched.
#include "strata/alloc/free_list.hpp"
#include "strata/support/error.hpp"
#include "print_helpers.hpp"
#include "reference_model.hpp"

#include <gtest/gtest.h>

#include <functional>

namespace strata::alloc {
namespace {

FreeListConfig cfg(Address base, std::uint64_t size, std::uint64_t align = 1,
                   std::uint64_t min_alloc = 1, FitPolicy policy = FitPolicy::BestFit) {
  return FreeListConfig{base, size, align, min_alloc, policy};
}

// Runs `call`, expects a strata::Error of `kind`, and checks that blocks() and
// statistics() are identical before and after. Returns the error for field checks.
Error expectErrorNoChange(FreeList& fl, ErrorKind kind, const std::function<void()>& call) {
  auto blocks_before = fl.blocks();
  auto stats_before = fl.statistics();
  auto low_before = fl.lowestOccupied();
  auto high_before = fl.highestOccupiedEnd();
  try {
    call();
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), kind) << e.what();
    EXPECT_EQ(fl.blocks(), blocks_before);
    EXPECT_EQ(fl.statistics(), stats_before);
    EXPECT_EQ(fl.lowestOccupied(), low_before);
    EXPECT_EQ(fl.highestOccupiedEnd(), high_before);
    return e;
  }
  ADD_FAILURE() << "expected a strata::Error";
  return Error(ErrorKind::Internal, "none");
}

TEST(FreeList, FreshListIsOneFreeBlock) {
  FreeList fl(cfg(1024, 4096, 16, 32));
  EXPECT_EQ(fl.blocks(), (std::vector<Block>{{1024, 4096, false}}));
  EXPECT_EQ(fl.statistics(), (Statistics{4096, 0, 4096, 4096, 0, 1}));
  EXPECT_EQ(fl.lowestOccupied(), std::nullopt);
  EXPECT_EQ(fl.highestOccupiedEnd(), std::nullopt);
  EXPECT_EQ(fl.freeRanges(), (std::vector<Range>{{1024, 5120}}));
}

TEST(FreeList, RoundingUsesMinimumThenAlignment) {
  FreeList fl(cfg(0, 1 << 20, 32, 64));
  EXPECT_EQ(fl.roundedSize(1), 64u);
  EXPECT_EQ(fl.roundedSize(64), 64u);
  EXPECT_EQ(fl.roundedSize(65), 96u);
  EXPECT_EQ(fl.roundedSize(1000), 1024u);
  Address a = fl.allocate(65);
  EXPECT_EQ(fl.allocatedSize(a), 96u);
  EXPECT_EQ(fl.statistics().allocated, 96u);
}

TEST(FreeList, BottomUpAndTopDownPlacement) {
  FreeList fl(cfg(1024, 8192, 16));
  EXPECT_EQ(fl.allocate(100, Direction::BottomUp), 1024u);
  EXPECT_EQ(fl.allocate(100, Direction::BottomUp), 1136u);  // 100 -> 112
  EXPECT_EQ(fl.allocate(256, Direction::TopDown), 1024u + 8192 - 256);
  EXPECT_EQ(fl.allocate(16, Direction::TopDown), 1024u + 8192 - 272);
  EXPECT_EQ(fl.lowestOccupied(), 1024u);
  EXPECT_EQ(fl.highestOccupiedEnd(), 1024u + 8192);
  EXPECT_EQ(fl.blocks(), (std::vector<Block>{{1024, 112, true},
                                             {1136, 112, true},
                                             {1248, 8192 - 224 - 272, false},
                                             {1024 + 8192 - 272, 16, true},
                                             {1024 + 8192 - 256, 256, true}}));
}

TEST(FreeList, FreeingCoalescesBothNeighbours) {
  FreeList fl(cfg(0, 1000));
  Address a = fl.allocate(100), b = fl.allocate(100), c = fl.allocate(100);
  fl.allocate(100);
  fl.deallocate(a);
  fl.deallocate(c);
  EXPECT_EQ(fl.statistics().free_blocks, 3u);
  fl.deallocate(b);  // joins [0,100) + [100,200) + [200,300)
  EXPECT_EQ(fl.freeRanges(), (std::vector<Range>{{0, 300}, {400, 1000}}));
  EXPECT_EQ(fl.statistics(), (Statistics{1000, 100, 900, 600, 1, 2}));
  EXPECT_EQ(fl.lowestOccupied(), 300u);
  EXPECT_EQ(fl.highestOccupiedEnd(), 400u);
}

// Free: [0,300) [400,500) [600,800) [900,1000) [1100,2000) (so the policies differ).
FreeList makeHoles(FitPolicy policy) {
  FreeList fl(cfg(0, 2000, 1, 1, policy));
  std::vector<std::uint64_t> sizes{300, 100, 100, 100, 200, 100, 100, 100, 900};
  std::vector<Address> at;
  for (auto s : sizes) at.push_back(fl.allocate(s));
  for (int i : {0, 2, 4, 6}) fl.deallocate(at[i]);
  fl.deallocate(at[8]);
  return fl;
}

TEST(FreeList, BestFitTakesSmallestAndBreaksTiesByDirection) {
  FreeList fl = makeHoles(FitPolicy::BestFit);
  EXPECT_EQ(fl.freeRanges(),
            (std::vector<Range>{{0, 300}, {400, 500}, {600, 800}, {900, 1000}, {1100, 2000}}));
  FreeList up = fl, down = fl;
  EXPECT_EQ(up.allocate(100, Direction::BottomUp), 400u);  // the only 100-byte hole
  EXPECT_EQ(up.allocate(150, Direction::BottomUp), 600u);  // 200 beats 300
  EXPECT_EQ(down.allocate(150, Direction::TopDown), 650u); // top of the 200 hole
  // Two equal holes: bottom-up takes the lower, top-down the higher.
  FreeList eq(cfg(0, 1000));
  Address x = eq.allocate(100);
  eq.allocate(100);
  Address y = eq.allocate(100);
  eq.allocate(700);
  eq.deallocate(x);
  eq.deallocate(y);
  FreeList eq2 = eq;
  EXPECT_EQ(eq.allocate(50, Direction::BottomUp), 0u);
  EXPECT_EQ(eq2.allocate(50, Direction::TopDown), 250u);
}

TEST(FreeList, FirstFitTakesFirstInDirectionOfTravel) {
  FreeList fl = makeHoles(FitPolicy::FirstFit);
  FreeList down = fl;
  EXPECT_EQ(fl.allocate(150, Direction::BottomUp), 0u);
  EXPECT_EQ(fl.allocate(100, Direction::BottomUp), 150u);
  EXPECT_EQ(down.allocate(150, Direction::TopDown), 1850u);
}

TEST(FreeList, AddressLimitBoundsThePlacement) {
  FreeList fl(cfg(0, 1024, 16));
  // Bottom-up: the block must end at or below the limit (500 -> usable up to 496).
  EXPECT_EQ(fl.largestFreeBlock(Direction::BottomUp, 500), 496u);
  EXPECT_EQ(fl.tryAllocate(497, Direction::BottomUp, 500), std::nullopt);
  EXPECT_EQ(fl.tryAllocate(496, Direction::BottomUp, 500), 0u);
  // Top-down: the block must begin at or above the limit (700 -> from 704).
  EXPECT_EQ(fl.largestFreeBlock(Direction::TopDown, 700), 320u);
  EXPECT_EQ(fl.tryAllocate(321, Direction::TopDown, 700), std::nullopt);
  EXPECT_EQ(fl.tryAllocate(320, Direction::TopDown, 700), 704u);
  EXPECT_EQ(fl.largestFreeBlock(Direction::TopDown, 2000), 0u);
  EXPECT_EQ(fl.largestFreeBlock(Direction::BottomUp, 0), 0u);
  EXPECT_EQ(fl.statistics().largest_free_block, 208u);  // [496, 704)
}

TEST(FreeList, BestFitUnderALimitRanksTheUsablePart) {
  // Free: [0,100) and [300,1000). Under a bottom-up limit of 350 the second one offers
  // only 50 bytes, which is the better fit for 40.
  FreeList fl(cfg(0, 1000));
  Address a = fl.allocate(100);
  fl.allocate(200);
  fl.deallocate(a);
  FreeList unlimited = fl;
  EXPECT_EQ(fl.allocate(40, Direction::BottomUp, 350), 300u);
  EXPECT_EQ(unlimited.allocate(40, Direction::BottomUp), 0u);
}

TEST(FreeList, AllocateAtSplitsTheFreeBlock) {
  FreeList fl(cfg(0, 1 << 20, 32, 64));
  EXPECT_EQ(fl.allocateAt(4096, 100), 4096u);
  EXPECT_EQ(fl.blocks(), (std::vector<Block>{{0, 4096, false}, {4096, 128, true},
                                             {4224, (1 << 20) - 4224, false}}));
  EXPECT_EQ(fl.allocateAt(0, 64), 0u);
  EXPECT_EQ(fl.allocateAt(4224, 32), 4224u);  // flush against a neighbour
  EXPECT_EQ(fl.lowestOccupied(), 0u);
  EXPECT_EQ(fl.highestOccupiedEnd(), 4288u);
  EXPECT_EQ(fl.allocateAt((1 << 20) - 64, 64), (1u << 20) - 64);
  EXPECT_EQ(fl.highestOccupiedEnd(), 1u << 20);
}

TEST(FreeList, ClearFreesEverything) {
  FreeList fl(cfg(64, 4096));
  fl.allocate(10);
  fl.allocate(20, Direction::TopDown);
  fl.clear();
  EXPECT_EQ(fl.blocks(), (std::vector<Block>{{64, 4096, false}}));
  EXPECT_EQ(fl.statistics(), (Statistics{4096, 0, 4096, 4096, 0, 1}));
  EXPECT_EQ(fl.allocate(10), 64u);
}

TEST(FreeList, CopiesAreIndependent) {
  FreeList a(cfg(0, 1000));
  a.allocate(100);
  FreeList b = a;
  b.allocate(100);
  EXPECT_EQ(a.statistics().allocated, 100u);
  EXPECT_EQ(b.statistics().allocated, 200u);
  FreeList c = std::move(b);
  EXPECT_EQ(c.statistics().allocated, 200u);
  a = c;
  EXPECT_EQ(a.blocks(), c.blocks());
}

TEST(FreeList, DumpPrintsOneLinePerBlock) {
  FreeList fl(cfg(0, 1000));
  fl.allocate(100);
  EXPECT_EQ(fl.dump(),
            "[           0,          100)           100 B  allocated\n"
            "[         100,         1000)           900 B  free\n");
}

TEST(FreeList, BadConfigurationsAreRejected) {
  EXPECT_THROW(FreeList(cfg(0, 0)), Error);
  EXPECT_THROW(FreeList(cfg(0, 1024, 24)), Error);
  EXPECT_THROW(FreeList(cfg(8, 1024, 16)), Error);
  EXPECT_THROW(FreeList(cfg(0, 1000, 16)), Error);
  EXPECT_THROW(FreeList(cfg(0, 1024, 1, 2048)), Error);
  EXPECT_THROW(FreeList(cfg(~0ull - 15, 1024)), Error);
  try {
    FreeList(cfg(0, 1024, 24));
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    EXPECT_NE(std::string(e.what()).find("alignment 24 is not a power of two"), std::string::npos);
  }
}

// A list with some allocated and some free blocks, for the error tests.
FreeList busyList() {
  FreeList fl(cfg(1024, 8192, 16, 32));
  Address a = fl.allocate(100);
  fl.allocate(200);
  fl.allocate(300, Direction::TopDown);
  fl.deallocate(a);
  return fl;  // free [1024,1136), allocated [1136,1344), free ..., allocated top 304
}

TEST(FreeListErrors, ZeroSize) {
  FreeList fl = busyList();
  Error e = expectErrorNoChange(fl, ErrorKind::InvalidArgument, [&] { fl.allocate(0); });
  EXPECT_EQ(e.number("requested"), 0);
  expectErrorNoChange(fl, ErrorKind::InvalidArgument, [&] { fl.tryAllocate(0); });
  expectErrorNoChange(fl, ErrorKind::InvalidArgument, [&] { fl.allocateAt(2048, 0); });
}

TEST(FreeListErrors, SizeAboveCapacity) {
  FreeList fl = busyList();
  Error e = expectErrorNoChange(fl, ErrorKind::InvalidArgument, [&] { fl.tryAllocate(8193); });
  EXPECT_EQ(e.number("requested"), 8193);
  EXPECT_EQ(e.number("total_allocatable"), 8192);
  EXPECT_NE(std::string(e.what()).find("can never fit"), std::string::npos);
  expectErrorNoChange(fl, ErrorKind::InvalidArgument, [&] { fl.allocate(~0ull); });
  expectErrorNoChange(fl, ErrorKind::InvalidArgument, [&] { fl.allocateAt(1024, 8193); });
}

TEST(FreeListErrors, OutOfMemoryCarriesTheFigures) {
  FreeList fl = busyList();
  Statistics s = fl.statistics();
  std::uint64_t largest = s.largest_free_block;
  EXPECT_EQ(fl.tryAllocate(largest + 1), std::nullopt);
  EXPECT_EQ(fl.statistics(), s);
  Error e = expectErrorNoChange(fl, ErrorKind::OutOfMemory, [&] { fl.allocate(largest + 1); });
  EXPECT_EQ(e.number("requested"), std::int64_t(largest + 1));
  EXPECT_EQ(e.number("rounded"), std::int64_t(largest + 16));
  EXPECT_EQ(e.number("allocated"), std::int64_t(s.allocated));
  EXPECT_EQ(e.number("free"), std::int64_t(s.free));
  EXPECT_EQ(e.number("largest_free_block"), std::int64_t(largest));
  Error lim = expectErrorNoChange(fl, ErrorKind::OutOfMemory,
                                  [&] { fl.allocate(200, Direction::BottomUp, 1200); });
  EXPECT_EQ(lim.number("limit"), 1200);
  EXPECT_EQ(lim.number("largest_free_block"), 112);  // [1024, 1136)
}

TEST(FreeListErrors, DoubleFreeAndUnknownAddresses) {
  FreeList fl = busyList();
  Error dbl = expectErrorNoChange(fl, ErrorKind::NotFound, [&] { fl.deallocate(1024); });
  EXPECT_NE(std::string(dbl.what()).find("double free"), std::string::npos);
  EXPECT_EQ(dbl.number("address"), 1024);
  Error inside = expectErrorNoChange(fl, ErrorKind::NotFound, [&] { fl.deallocate(1140); });
  EXPECT_NE(std::string(inside.what()).find("by its start address 1136"), std::string::npos);
  expectErrorNoChange(fl, ErrorKind::NotFound, [&] { fl.deallocate(0); });
  expectErrorNoChange(fl, ErrorKind::NotFound, [&] { fl.deallocate(1ull << 40); });
  // A real free followed by the same free again.
  fl.deallocate(1136);
  expectErrorNoChange(fl, ErrorKind::NotFound, [&] { fl.deallocate(1136); });
}

TEST(FreeListErrors, AllocateAtOccupiedMisalignedOrOutside) {
  FreeList fl = busyList();
  Error occ = expectErrorNoChange(fl, ErrorKind::Conflict, [&] { fl.allocateAt(1104, 64); });
  EXPECT_EQ(occ.number("occupied_begin"), 1136);
  EXPECT_EQ(occ.number("occupied_size"), 208);
  expectErrorNoChange(fl, ErrorKind::Conflict, [&] { fl.allocateAt(1136, 16); });
  Error mis = expectErrorNoChange(fl, ErrorKind::InvalidArgument, [&] { fl.allocateAt(1032, 32); });
  EXPECT_EQ(mis.number("alignment"), 16);
  expectErrorNoChange(fl, ErrorKind::OutOfRange, [&] { fl.allocateAt(512, 32); });
  expectErrorNoChange(fl, ErrorKind::OutOfRange, [&] { fl.allocateAt(1024 + 8192 - 16, 32); });
  expectErrorNoChange(fl, ErrorKind::OutOfRange, [&] { fl.allocateAt(1ull << 62, 32); });
}

}  // namespace
}  // namespace strata::alloc

namespace strata::alloc {
namespace {

TEST(FreeList, TryAllocateAtReturnsNulloptWhenOccupied) {
  FreeList fl(cfg(0, 1 << 20, 16, 16));
  EXPECT_EQ(fl.tryAllocateAt(4096, 2048), 4096u);
  auto blocks = fl.blocks();
  EXPECT_EQ(fl.tryAllocateAt(4096, 2048), std::nullopt);
  EXPECT_EQ(fl.tryAllocateAt(4096 + 2032, 32), std::nullopt);  // overlaps the last 16 bytes
  EXPECT_EQ(fl.blocks(), blocks);
  EXPECT_EQ(fl.tryAllocateAt(4096 + 2048, 32), 4096u + 2048);
  EXPECT_THROW(fl.tryAllocateAt(8, 32), Error);        // misaligned still throws
  EXPECT_THROW(fl.tryAllocateAt(1 << 20, 32), Error);  // outside still throws
}

// largestFreeBlock under a limit has two code paths in a best-fit list: a walk over the
// blocks before the address index exists, the index afterwards. Both must agree with
// the reference model for every limit.
TEST(FreeList, LargestFreeBlockUnderLimitsBeforeAndAfterTheAddressIndex) {
  FreeList fl(cfg(0, 4096, 16, 16));
  testing::ReferenceModel ref(fl.config());
  std::vector<Address> at;
  for (std::uint64_t s : {256, 128, 512, 64, 1024, 32, 96}) {
    at.push_back(fl.allocate(s));
    ref.allocate(s, Direction::BottomUp, std::nullopt);
  }
  for (int i : {0, 2, 4}) {
    fl.deallocate(at[i]);
    ref.deallocate(at[i]);
  }
  std::vector<std::uint64_t> walk;
  for (Address limit = 0; limit <= 4200; limit += 8)
    for (Direction d : {Direction::BottomUp, Direction::TopDown}) {
      walk.push_back(fl.largestFreeBlock(d, limit));
      EXPECT_EQ(walk.back(), ref.largestUsable(d, limit)) << limit;
    }
  fl.allocateAt(4000, 16);  // builds the address index
  ref.allocateAt(4000, 16);
  for (Address limit = 0; limit <= 4200; limit += 8)
    for (Direction d : {Direction::BottomUp, Direction::TopDown})
      EXPECT_EQ(fl.largestFreeBlock(d, limit), ref.largestUsable(d, limit)) << limit;
}

TEST(FreeList, ManyEqualHolesKeepTheirAddressOrder) {
  // Worst-case-like: hundreds of equal free blocks; best fit must still take the lowest
  // (bottom-up) or highest (top-down) of them.
  FreeList fl(cfg(0, 1 << 22, 64, 64));
  std::vector<Address> holes;
  for (int i = 0; i < 300; ++i) {
    holes.push_back(fl.allocate(1024));
    fl.allocate(64);
  }
  for (std::size_t i = 0; i < holes.size(); i += 2) fl.deallocate(holes[i]);  // 150 holes
  FreeList down = fl;
  EXPECT_EQ(fl.allocate(1000), holes[0]);
  EXPECT_EQ(fl.allocate(1000), holes[2]);
  EXPECT_EQ(down.allocate(1000, Direction::TopDown), holes[298]);
  fl.deallocate(holes[0]);
  EXPECT_EQ(fl.allocate(1024), holes[0]);
  EXPECT_EQ(fl.statistics().free_blocks, 149u);
}

}  // namespace
}  // namespace strata::alloc
