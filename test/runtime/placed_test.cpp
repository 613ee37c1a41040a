// Tensors at planned addresses (PlacedAllocator / Region::heapAllocateAt): exactly the
// address asked for, the heap floor follows, and a taken range or one the stack reaches
// is an error that leaves the device unchanged.

#include "strata/runtime/allocator.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/tensor.hpp"

#include "test_util.hpp"

#include <gtest/gtest.h>

namespace strata::runtime {
namespace {

using testing::contains;
using testing::expectError;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

// 256x256 bf16 in L1 interleaved: 64 tiles over 64 cores, 2048 B per core.
TensorSpec l1Spec() {
  return TensorSpec({256, 256}, device::DataType::BFloat16, Layout::Tile, MemoryConfig::l1());
}

TEST(PlacedAllocator, AllocatesExactlyThereAndMovesTheHeapFloor) {
  Device d(wormhole());
  PlacedAllocator placed(d);
  const alloc::Address address = wormhole().l1_unreserved_base + 4096;
  placed.placeNextAt(address);
  Tensor t = Tensor::allocate(d, l1Spec(), &placed);
  EXPECT_EQ(t.buffer().address(), address);
  EXPECT_EQ(d.l1Map().heap_floor, address);
  EXPECT_EQ(d.l1Map().heap_bytes, 2048u);
  t.deallocate();
  EXPECT_EQ(d.l1Map().heap_bytes, 0u);
  EXPECT_EQ(d.l1Map().heap_floor, wormhole().l1_size);
}

TEST(PlacedAllocator, ATakenRangeIsAnErrorThatChangesNothing) {
  Device d(wormhole());
  PlacedAllocator placed(d);
  const alloc::Address address = wormhole().l1_unreserved_base + 4096;
  placed.placeNextAt(address);
  Tensor first = Tensor::allocate(d, l1Spec(), &placed);
  const L1Map before = d.l1Map();
  placed.placeNextAt(address + 1024);  // overlaps [address, address + 2048)
  const Error e = expectError([&] { Tensor::allocate(d, l1Spec(), &placed); });
  EXPECT_TRUE(contains(e, "overlaps the allocated block")) << e.what();
  EXPECT_EQ(d.l1Map().heap_bytes, before.heap_bytes);
  EXPECT_EQ(d.l1Map().heap_floor, before.heap_floor);
}

TEST(PlacedAllocator, ARangeTheStackReachesIsAnErrorThatChangesNothing) {
  Device d(wormhole());
  PlacedAllocator placed(d);
  StackFrame frame(d, "composite");
  Tensor on_stack = Tensor::allocate(d, l1Spec(), &d.stack());  // stack top = base + 2048
  const L1Map before = d.l1Map();
  placed.placeNextAt(wormhole().l1_unreserved_base + 1024);
  const Error e = expectError([&] { Tensor::allocate(d, l1Spec(), &placed); });
  EXPECT_EQ(e.kind(), ErrorKind::OutOfMemory);
  EXPECT_TRUE(contains(e, "the stack is in the way")) << e.what();
  EXPECT_EQ(d.l1Map().heap_bytes, before.heap_bytes);
  EXPECT_EQ(d.l1Map().stack_top, before.stack_top);
}

TEST(PlacedAllocator, AllocatingWithoutAnAddressIsAnError) {
  Device d(wormhole());
  PlacedAllocator placed(d);
  const Error e = expectError([&] { Tensor::allocate(d, l1Spec(), &placed); });
  EXPECT_TRUE(contains(e, "call placeNextAt(address) before allocating")) << e.what();
  EXPECT_EQ(d.l1Map().heap_bytes, 0u);
}

}  // namespace
}  // namespace strata::runtime
