// Randomized property test: random nests of frames, stack tensors, heap tensors (L1
// interleaved, L1 sharded, DRAM) and programs whose kernels scribble over their whole CB
// region, checked after every step against a simple independent model:
//   - no two live allocations overlap in any bank (from the model's own bookkeeping),
//   - every frame restores both stack tops exactly,
//   - an enqueue is rejected exactly when the model's per-core heap floor says it clashes,
//   - every failed operation leaves the device unchanged,
//   - every live tensor still holds the bytes written into it (real-byte check).

#include "strata/runtime/buffer.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/program.hpp"
#include "test_util.hpp"

#include <gtest/gtest.h>

#include <memory>
#include <random>

namespace strata::runtime {
namespace {

using device::BufferType;
using device::CoreCoord;
using device::CoreRange;
using device::CoreRangeSet;

// A small device so the heap, the stack and the CBs collide often.
device::ArchDesc smallArch() {
  device::ArchDesc a = device::builtinArch("wormhole_b0");
  a.name = "small";
  a.grid_x = 4;
  a.grid_y = 3;
  a.l1_size = a.l1_unreserved_base + 96 * 1024;
  a.dram_channels = 3;
  a.dram_bank_size = 256 * 1024;
  a.trace_region_size = 32 * 1024;
  a.validate();
  return a;
}

struct Live {
  std::shared_ptr<Buffer> buffer;
  std::vector<std::byte> data;
  bool heap = true;
  std::size_t frame_level = 0;  // stack only: index into the model's frame stack
  std::vector<bool> banks;      // banks holding data
};

struct ModelFrame {
  std::unique_ptr<StackFrame> frame;
  alloc::Address l1_top = 0, dram_top = 0;
};

struct Snapshot {
  alloc::Address l1_top, dram_top, l1_floor, dram_floor;
  alloc::Statistics l1_heap, dram_heap;
  std::size_t depth;
  bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(Device& d) {
  const alloc::Region& l1 = d.region(BufferType::L1);
  const alloc::Region& dram = d.region(BufferType::DRAM);
  return Snapshot{l1.stackTop(), dram.stackTop(), l1.heapFloor(), dram.heapFloor(),
                  l1.heap().statistics(), dram.heap().statistics(), d.frameDepth()};
}

class Harness {
 public:
  explicit Harness(unsigned seed) : arch_(smallArch()), device_(arch_), rng_(seed) {}

  void run(int steps) {
    for (int step = 0; step < steps; ++step) {
      step_ = step;
      const int op = pick(0, 99);
      if (op < 12) pushFrame();
      else if (op < 24) popFrame();
      else if (op < 46) allocate(false);
      else if (op < 62) allocate(true);
      else if (op < 74) freeHeap();
      else if (op < 94) enqueue();
      else outOfOrderClose();
      checkNoOverlap();
      if (step % 250 == 0) checkBytes();
    }
    while (!frames_.empty()) popFrame();
    checkBytes();
    EXPECT_EQ(device_.region(BufferType::L1).stackBytes(), 0u);
    EXPECT_EQ(device_.region(BufferType::DRAM).stackBytes(), 0u);
  }

  int enqueued = 0, clashes = 0, ooms = 0, pops = 0;

 private:
  int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }

  CoreRangeSet randomRange() {
    const std::uint32_t x0 = pick(0, arch_.grid_x - 1), y0 = pick(0, arch_.grid_y - 1);
    const std::uint32_t x1 = pick(x0, arch_.grid_x - 1), y1 = pick(y0, arch_.grid_y - 1);
    return CoreRangeSet(CoreRange({x0, y0}, {x1, y1}));
  }

  void pushFrame() {
    if (frames_.size() >= 6) return;
    ModelFrame f;
    f.l1_top = device_.region(BufferType::L1).stackTop();
    f.dram_top = device_.region(BufferType::DRAM).stackTop();
    f.frame = std::make_unique<StackFrame>(device_, "f");
    frames_.push_back(std::move(f));
  }

  void popFrame() {
    if (frames_.empty()) return;
    const std::size_t level = frames_.size() - 1;
    for (const Live& l : live_)  // this frame's stack tensors must still be intact
      if (!l.heap && l.frame_level == level) {
        ASSERT_EQ(l.buffer->readAll(), l.data) << "step " << step_;
      }
    std::erase_if(live_, [&](const Live& l) { return !l.heap && l.frame_level == level; });
    const ModelFrame& f = frames_.back();
    const alloc::Address l1 = f.l1_top, dram = f.dram_top;
    frames_.pop_back();
    ++pops;
    ASSERT_EQ(device_.region(BufferType::L1).stackTop(), l1) << "step " << step_;
    ASSERT_EQ(device_.region(BufferType::DRAM).stackTop(), dram) << "step " << step_;
    ASSERT_EQ(device_.frameDepth(), frames_.size());
  }

  void outOfOrderClose() {
    if (frames_.size() < 2) return;
    const Snapshot before = snapshot(device_);
    testing::expectError([&] { frames_[pick(0, static_cast<int>(frames_.size()) - 2)].frame->close(); });
    ASSERT_EQ(snapshot(device_), before) << "step " << step_;
  }

  void allocate(bool heap) {
    if (!heap && frames_.empty()) return;
    BufferConfig c;
    const int kind = pick(0, 9);
    const std::uint64_t page = 16u << pick(0, 7);  // 16 B .. 2 KiB
    if (kind < 5) {
      c.type = BufferType::L1;
      c.page_size = page;
      c.size = page * pick(1, 40);
    } else if (kind < 7) {
      c.type = BufferType::L1;
      c.layout = TensorMemoryLayout::HeightSharded;
      const CoreRangeSet cores = randomRange();
      const std::uint32_t per = pick(1, 6);
      const std::uint32_t shards = static_cast<std::uint32_t>(cores.numCores());
      c.shard = BufferShardSpec{cores, {per * shards, 1}, {per, 1}};
      c.page_size = page;
      c.size = page * per * shards;
    } else {
      c.type = BufferType::DRAM;
      c.page_size = page * 2;
      c.size = c.page_size * pick(1, 60);
    }
    const Snapshot before = snapshot(device_);
    Allocator* allocator = heap ? &device_.heap() : &device_.stack();
    std::shared_ptr<Buffer> b;
    try {
      b = Buffer::create(device_, c, allocator);
    } catch (const Error& e) {
      ASSERT_EQ(e.kind(), ErrorKind::OutOfMemory) << e.what();
      ASSERT_EQ(snapshot(device_), before) << "step " << step_ << ": " << e.what();
      ++ooms;
      return;
    }
    Live l{b, testing::pattern(c.size, static_cast<unsigned>(b->id())), heap,
           heap ? 0 : frames_.size() - 1, std::vector<bool>(device_.numBanks(c.type), false)};
    for (std::uint32_t bank : b->banks()) l.banks[bank] = true;
    b->write(0, l.data);
    live_.push_back(std::move(l));
  }

  void freeHeap() {
    std::vector<std::size_t> heap;
    for (std::size_t i = 0; i < live_.size(); ++i)
      if (live_[i].heap) heap.push_back(i);
    if (heap.empty()) return;
    live_.erase(live_.begin() + static_cast<std::ptrdiff_t>(heap[pick(0, static_cast<int>(heap.size()) - 1)]));
  }

  // The model's heap floor for a core: lowest live L1 heap allocation holding data there.
  alloc::Address modelFloor(CoreCoord core) const {
    alloc::Address floor = arch_.l1_size;
    for (const Live& l : live_)
      if (l.heap && l.buffer->type() == BufferType::L1 && l.buffer->cores().contains(core))
        floor = std::min(floor, l.buffer->address());
    return floor;
  }

  void enqueue() {
    Program p(arch_, "random");
    const int cbs = pick(1, 4);
    for (int i = 0; i < cbs; ++i)
      p.addCircularBuffer(CircularBufferConfig{static_cast<std::uint32_t>(i), randomRange(),
                                               static_cast<std::uint32_t>(16u << pick(0, 8)),
                                               static_cast<std::uint32_t>(pick(1, 8)),
                                               device::DataType::BFloat16, false, nullptr});
    const alloc::Address base = device_.region(BufferType::L1).stackTop();
    bool expect_clash = false;
    for (std::uint32_t y = 0; y < arch_.grid_y; ++y)
      for (std::uint32_t x = 0; x < arch_.grid_x; ++x)
        if (p.cbRegionSize({x, y}) > 0 && base + p.cbRegionSize({x, y}) > modelFloor({x, y}))
          expect_clash = true;
    // The kernel fills every byte of every CB on its core.
    p.addKernel("scribble", CoreRangeSet(CoreRange({0, 0}, {arch_.grid_x - 1, arch_.grid_y - 1})),
                [&p](KernelContext& ctx) {
                  for (const CircularBuffer& cb : p.circularBuffers())
                    if (cb.config.cores.contains(ctx.core()))
                      ctx.writeL1(ctx.cb(cb.config.index).base(),
                                  std::vector<std::byte>(cb.config.totalSize(), std::byte{0xEE}));
                  return KernelStatus::Done;
                });
    const Snapshot before = snapshot(device_);
    try {
      device_.enqueue(p);
    } catch (const Error& e) {
      ASSERT_TRUE(expect_clash) << "step " << step_ << ": unexpected rejection: " << e.what();
      ASSERT_EQ(snapshot(device_), before);
      ++clashes;
      return;
    }
    ASSERT_FALSE(expect_clash) << "step " << step_ << ": a clash was not detected";
    ASSERT_EQ(snapshot(device_), before);
    ++enqueued;
  }

  void checkNoOverlap() {
    for (std::size_t i = 0; i < live_.size(); ++i) {
      const Buffer& a = *live_[i].buffer;
      ASSERT_TRUE(a.isAllocated()) << "step " << step_;
      for (std::size_t j = i + 1; j < live_.size(); ++j) {
        const Buffer& b = *live_[j].buffer;
        if (a.type() != b.type()) continue;
        bool share = false;
        for (std::size_t x = 0; x < live_[i].banks.size(); ++x)
          share = share || (live_[i].banks[x] && live_[j].banks[x]);
        if (!share) continue;
        const bool disjoint = a.address() + a.bytesPerBank() <= b.address() ||
                              b.address() + b.bytesPerBank() <= a.address();
        ASSERT_TRUE(disjoint) << "step " << step_ << ": buffers #" << a.id() << " and #" << b.id()
                              << " overlap";
      }
    }
  }

  void checkBytes() {
    for (const Live& l : live_) ASSERT_EQ(l.buffer->readAll(), l.data) << "step " << step_ << " buffer #" << l.buffer->id();
  }

  device::ArchDesc arch_;
  Device device_;
  std::mt19937 rng_;
  std::vector<Live> live_;
  std::vector<ModelFrame> frames_;
  int step_ = 0;
};

class RuntimePropertyTest : public ::testing::TestWithParam<unsigned> {};

TEST_P(RuntimePropertyTest, RandomFramesTensorsAndProgramsKeepEveryInvariant) {
  Harness h(GetParam());
  h.run(3000);
  // The mix must actually exercise every path.
  EXPECT_GT(h.enqueued, 50);
  EXPECT_GT(h.clashes, 20);
  EXPECT_GT(h.ooms, 20);
  EXPECT_GT(h.pops, 100);
}

INSTANTIATE_TEST_SUITE_P(Seeds, RuntimePropertyTest, ::testing::Values(1u, 2u));

}  // namespace
}  // namespace strata::runtime
