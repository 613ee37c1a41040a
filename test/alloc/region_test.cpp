// Region: one mechanism, two parameterisations (L1 heap top-down / stack bottom-up;
// DRAM heap bottom-up / stack top-down below the trace region).

#include "strata/alloc/region.hpp"

#include "strata/device/arch.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

namespace strata::alloc {
namespace {

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

template <typename Fn>
Error expectError(Fn&& fn) {
  try {
    fn();
  } catch (const Error& e) {
    return e;
  }
  ADD_FAILURE() << "expected strata::Error";
  return Error(ErrorKind::Internal, "none");
}

TEST(RegionTest, L1StartsWithStackAtBaseAndHeapFloorAtTop) {
  Region r(RegionConfig::l1(wormhole()));
  EXPECT_TRUE(r.stackGrowsUp());
  EXPECT_EQ(r.stackBase(), wormhole().l1_unreserved_base);
  EXPECT_EQ(r.stackTop(), wormhole().l1_unreserved_base);
  EXPECT_EQ(r.heapFloor(), wormhole().l1_size);
  EXPECT_EQ(r.gapBytes(), wormhole().l1_size - wormhole().l1_unreserved_base);
}

TEST(RegionTest, L1HeapIsTopDownAndStackBottomUp) {
  const auto& arch = wormhole();
  Region r(RegionConfig::l1(arch));
  const auto req = BankRequest::interleaved(64, 2048, arch.numWorkerCores(), arch.l1_alignment);
  const Address h = r.heapAllocate(req);
  EXPECT_EQ(h, arch.l1_size - 2048);
  EXPECT_EQ(r.heapFloor(), h);
  const Address s1 = r.stackPush(100);  // rounded to 112
  EXPECT_EQ(s1, arch.l1_unreserved_base);
  EXPECT_EQ(r.stackTop(), arch.l1_unreserved_base + 112);
  const Address s2 = r.stackPush(16);
  EXPECT_EQ(s2, arch.l1_unreserved_base + 112);
  EXPECT_EQ(r.stackBytes(), 128u);
  r.stackRestore(s2);
  EXPECT_EQ(r.stackTop(), s2);
  r.heapDeallocate(h);
  EXPECT_EQ(r.heapFloor(), arch.l1_size);
}

TEST(RegionTest, DramHeapIsBottomUpAndStackTopDownBelowTraceRegion) {
  device::ArchDesc arch = wormhole();
  arch.trace_region_size = 1 << 20;
  Region r(RegionConfig::dram(arch));
  EXPECT_FALSE(r.stackGrowsUp());
  EXPECT_EQ(r.stackBase(), arch.dramUsableEnd());
  const auto req = BankRequest::interleaved(12, 4096, arch.dram_channels, arch.dram_alignment);
  const Address h = r.heapAllocate(req);
  EXPECT_EQ(h, arch.dram_unreserved_base);
  EXPECT_EQ(r.heapFloor(), h + 4096);
  const Address s = r.stackPush(1000);  // rounded to 1024 (32-byte alignment)
  EXPECT_EQ(s, arch.dramUsableEnd() - 1024);
  EXPECT_EQ(r.stackTop(), s);
  EXPECT_EQ(r.stackBytes(), 1024u);
}

TEST(RegionTest, HeapAllocationBlockedByStackSaysStackIsInTheWay) {
  const auto& arch = wormhole();
  Region r(RegionConfig::l1(arch));
  const std::uint64_t gap = r.gapBytes();
  r.stackPush(gap - 4096);  // leaves 4096 B between stack top and the end of L1
  const Address top = r.stackTop();
  const auto req = BankRequest::interleaved(64 * 3, 2048, arch.numWorkerCores(), arch.l1_alignment);
  const Statistics before = r.heap().statistics();
  Error e = expectError([&] { r.heapAllocate(req); });
  EXPECT_EQ(e.kind(), ErrorKind::OutOfMemory);
  EXPECT_EQ(e.text("in_the_way"), "stack");
  EXPECT_EQ(e.number("stack_top"), static_cast<std::int64_t>(top));
  EXPECT_EQ(e.number("would_reach"), static_cast<std::int64_t>(arch.l1_size - 3 * 2048));
  EXPECT_EQ(e.number("overlap_bytes"), static_cast<std::int64_t>(top - (arch.l1_size - 3 * 2048)));
  EXPECT_NE(std::string(e.what()).find("stack is in the way"), std::string::npos) << e.what();
  EXPECT_EQ(r.heap().statistics(), before);
  EXPECT_EQ(r.stackTop(), top);
  EXPECT_EQ(r.heapFloor(), arch.l1_size);
}

TEST(RegionTest, StackPushBlockedByHeapSaysHeapIsInTheWay) {
  const auto& arch = wormhole();
  Region r(RegionConfig::l1(arch));
  const auto req = BankRequest::interleaved(64, 2048, arch.numWorkerCores(), arch.l1_alignment);
  const Address h = r.heapAllocate(req);
  const std::uint64_t gap = r.gapBytes();
  Error e = expectError([&] { r.stackPush(gap + 16); });
  EXPECT_EQ(e.kind(), ErrorKind::OutOfMemory);
  EXPECT_EQ(e.text("in_the_way"), "heap");
  EXPECT_EQ(e.number("heap_floor"), static_cast<std::int64_t>(h));
  EXPECT_EQ(e.number("overlap_bytes"), 16);
  EXPECT_EQ(r.stackTop(), r.stackBase());
  EXPECT_EQ(r.stackPush(gap), r.stackBase());  // exactly up to the floor fits
  EXPECT_EQ(r.gapBytes(), 0u);
}

TEST(RegionTest, DramStackPushBlockedByHeap) {
  const auto& arch = wormhole();
  Region r(RegionConfig::dram(arch));
  const auto req = BankRequest::interleaved(12, 4096, arch.dram_channels, arch.dram_alignment);
  r.heapAllocate(req);
  const std::uint64_t gap = r.gapBytes();
  EXPECT_EQ(gap, arch.dramUsableEnd() - arch.dram_unreserved_base - 4096);
  Error e = expectError([&] { r.stackPush(gap + 32); });
  EXPECT_EQ(e.number("overlap_bytes"), 32);
  EXPECT_EQ(r.stackBytes(), 0u);
}

TEST(RegionTest, DramHeapBlockedByStackSaysStackIsInTheWay) {
  device::ArchDesc arch = wormhole();
  arch.trace_region_size = 1 << 20;
  Region r(RegionConfig::dram(arch));
  r.stackPush(r.gapBytes() - 8192);  // 8 KiB left above the unreserved base
  const auto req = BankRequest::interleaved(12 * 3, 4096, arch.dram_channels, arch.dram_alignment);
  const Statistics before = r.heap().statistics();
  Error e = expectError([&] { r.heapAllocate(req); });
  EXPECT_EQ(e.text("in_the_way"), "stack");
  EXPECT_EQ(e.number("would_reach"), static_cast<std::int64_t>(arch.dram_unreserved_base + 3 * 4096));
  EXPECT_EQ(e.number("overlap_bytes"), 4096);
  EXPECT_NE(std::string(e.what()).find("reach up"), std::string::npos) << e.what();
  EXPECT_EQ(r.heap().statistics(), before);
  EXPECT_EQ(r.heapFloor(), arch.dram_unreserved_base);
}

TEST(RegionTest, HeapFloorTracksLowestBlockAcrossFrees) {
  const auto& arch = wormhole();
  Region r(RegionConfig::l1(arch));
  const auto one = BankRequest::interleaved(64, 2048, arch.numWorkerCores(), arch.l1_alignment);
  const Address a = r.heapAllocate(one);
  const Address b = r.heapAllocate(one);
  EXPECT_EQ(r.heapFloor(), b);
  r.heapDeallocate(a);
  EXPECT_EQ(r.heapFloor(), b);
  r.heapDeallocate(b);
  EXPECT_EQ(r.heapFloor(), arch.l1_size);
}

TEST(RegionTest, BadStackInputsAreClearErrorsAndChangeNothing) {
  Region r(RegionConfig::l1(wormhole()));
  r.stackPush(64);
  const Address top = r.stackTop();
  Error zero = expectError([&] { r.stackPush(0); });
  EXPECT_EQ(zero.kind(), ErrorKind::InvalidArgument);
  Error above = expectError([&] { r.stackRestore(top + 16); });
  EXPECT_EQ(above.kind(), ErrorKind::Conflict);
  Error below = expectError([&] { r.stackRestore(r.stackBase() - 16); });
  EXPECT_EQ(below.kind(), ErrorKind::Conflict);
  EXPECT_EQ(r.stackTop(), top);
}

TEST(RegionTest, OverlapWithHeapMeasuresCbRegionsAboveTheStack) {
  const auto& arch = wormhole();
  Region r(RegionConfig::l1(arch));
  const auto one = BankRequest::interleaved(64, 2048, arch.numWorkerCores(), arch.l1_alignment);
  const Address h = r.heapAllocate(one);
  EXPECT_EQ(r.overlapWithHeap(h - r.stackTop()), 0u);
  EXPECT_EQ(r.overlapWithHeap(h - r.stackTop() + 48), 48u);
  EXPECT_EQ(r.wouldReach(100), r.stackTop() + 100);
}

}  // namespace
}  // namespace strata::alloc
