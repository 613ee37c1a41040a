// Concurrency stress (run under ThreadSanitizer by `make test-tsan`): 8 threads x 10,000
// mixed allocate / free / query / frame+enqueue operations.
// - One shared device (Device::share): all threads allocate, write and verify data, free
//   (also tensors another thread allocated), query and run frames with enqueued programs
//   on it, while a ninth thread reads its trace. A model of the heap, updated under the
//   device's lock together with each allocation and free, is checked during the run and
//   at the end; every tensor's data is checked before it is freed, so two threads handed
//   overlapping bytes would show as corrupted data.
// - A device per thread: what is shared is everything the runtime keeps outside a device
//   (pooled Buffer records, built-in arch tables, spec caches).

#include "strata/runtime/device.hpp"
#include "strata/runtime/program.hpp"
#include "strata/runtime/tensor.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

#include <atomic>
#include <cstring>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

namespace strata::runtime {
namespace {

using device::BufferType;
using device::DataType;

constexpr int kThreads = 8;
constexpr int kOpsPerThread = 10000;

struct Outcome {
  int mismatches = 0;
  int allocations = 0;
  int out_of_memory = 0;
  int enqueues = 0;
  std::uint64_t final_allocated = ~std::uint64_t{0};
};

std::uint64_t heapAllocated(const Device& d, BufferType type) {
  return d.region(type).heap().statistics().allocated;
}

void drive(Device& d, std::uint64_t seed, Outcome& out) {
  std::mt19937_64 rng(seed);
  struct Live {
    Tensor tensor;
    BufferType type;
    std::uint64_t per_bank;
  };
  std::vector<Live> live;
  std::uint64_t model[2] = {0, 0};  // per-bank heap bytes: L1, DRAM
  auto slot = [](BufferType t) { return t == BufferType::L1 ? 0 : 1; };
  auto check = [&] {
    if (heapAllocated(d, BufferType::L1) != model[0] || heapAllocated(d, BufferType::DRAM) != model[1])
      ++out.mismatches;
  };
  const device::CoreRangeSet all(device::CoreRange({0, 0}, {7, 7}));
  for (int op = 0; op < kOpsPerThread; ++op) {
    const unsigned kind = static_cast<unsigned>(rng() % 10);
    if (kind < 4) {  // allocate on the heap
      const BufferType type = rng() % 2 ? BufferType::L1 : BufferType::DRAM;
      const std::uint32_t rows = 32 * (1 + static_cast<std::uint32_t>(rng() % 16));
      const std::uint32_t cols = 32 * (1 + static_cast<std::uint32_t>(rng() % 16));
      TensorSpec spec({rows, cols}, DataType::BFloat16, Layout::Tile,
                      type == BufferType::L1 ? MemoryConfig::l1() : MemoryConfig::dram());
      try {
        Tensor t = Tensor::allocate(d, spec);
        const std::uint64_t per_bank = t.buffer().bytesPerBank();
        model[slot(type)] += per_bank;
        live.push_back({std::move(t), type, per_bank});
        ++out.allocations;
      } catch (const Error& e) {
        if (e.kind() != ErrorKind::OutOfMemory) ++out.mismatches;
        ++out.out_of_memory;
      }
    } else if (kind < 7) {  // free a random live tensor
      if (live.empty()) continue;
      const std::size_t i = rng() % live.size();
      std::swap(live[i], live.back());
      model[slot(live.back().type)] -= live.back().per_bank;
      live.back().tensor.deallocate();
      live.pop_back();
    } else if (kind < 9) {  // query
      check();
    } else {  // a composite's frame: a stack tensor and an enqueued program
      const alloc::Address top = d.region(BufferType::L1).stackTop();
      try {
        StackFrame frame(d, "stress");
        Tensor scratch = Tensor::allocate(
            d, TensorSpec({64, 64}, DataType::BFloat16, Layout::Tile, MemoryConfig::l1()), &d.stack());
        Program p(d.arch(), "stress");
        p.addCircularBuffer(CircularBufferConfig{0, all, 2048, 2, DataType::BFloat16, true, nullptr});
        d.enqueue(p);
        ++out.enqueues;
      } catch (const Error& e) {
        if (e.kind() != ErrorKind::OutOfMemory && e.kind() != ErrorKind::Conflict) ++out.mismatches;
      }
      if (d.region(BufferType::L1).stackTop() != top) ++out.mismatches;
    }
  }
  check();
  for (Live& l : live) l.tensor.deallocate();
  live.clear();
  out.final_allocated = heapAllocated(d, BufferType::L1) + heapAllocated(d, BufferType::DRAM);
}

TEST(StressTest, EightThreadsOfMixedOperationsMatchTheModel) {
  const device::ArchDesc& arch = device::builtinArch("wormhole_b0");
  std::vector<std::unique_ptr<Device>> devices;
  for (int t = 0; t < kThreads; ++t) devices.push_back(std::make_unique<Device>(arch));
  devices[0]->tracer().enable();
  std::vector<Outcome> outcomes(kThreads);
  std::atomic<bool> done{false};
  std::size_t reads = 0;
  std::thread reader([&] {  // the Tracer is the one object shared between threads
    while (!done.load()) {
      reads += devices[0]->tracer().events().size() > 0 ? 1 : 0;
      std::this_thread::yield();
    }
  });
  std::vector<std::thread> workers;
  for (int t = 0; t < kThreads; ++t)
    workers.emplace_back([&, t] { drive(*devices[t], 1000 + t, outcomes[t]); });
  for (std::thread& w : workers) w.join();
  done = true;
  reader.join();
  for (int t = 0; t < kThreads; ++t) {
    SCOPED_TRACE(t);
    EXPECT_EQ(outcomes[t].mismatches, 0);
    EXPECT_GT(outcomes[t].allocations, 1000);
    EXPECT_GT(outcomes[t].enqueues, 100);
    EXPECT_EQ(outcomes[t].final_allocated, 0u);
  }
  EXPECT_FALSE(devices[0]->tracer().events().empty());
}

// ---------------------------------------------------------------- one shared device

struct SharedOutcome {
  int mismatches = 0;       // model or invariant violated
  int corrupted = 0;        // a tensor's data changed under it
  int allocations = 0;
  int foreign_frees = 0;    // tensors freed by a thread that did not allocate them
  int enqueues = 0;
};

struct Owned {
  Tensor tensor;
  BufferType type;
  std::uint64_t per_bank;
  std::uint64_t tag;  // the value written over the tensor's first page
};

std::vector<std::byte> pagePattern(std::uint64_t tag, std::size_t bytes) {
  std::vector<std::byte> page(bytes);
  for (std::size_t i = 0; i < bytes; i += 8) {
    const std::uint64_t v = tag * 0x9E3779B97F4A7C15ull + i;
    std::memcpy(page.data() + i, &v, std::min<std::size_t>(8, bytes - i));
  }
  return page;
}

struct SharedState {
  Device& device;
  std::uint64_t model[2] = {0, 0};  // per-bank heap bytes (L1, DRAM); under device.lock()
  std::mutex handoff_mutex = {};
  std::vector<Owned> handoff = {};  // tensors left for another thread to free
};

int slotOf(BufferType t) { return t == BufferType::L1 ? 0 : 1; }

bool intact(const Owned& o) {
  std::vector<std::byte> page(o.tensor.buffer().pageSize());
  o.tensor.buffer().readPage(0, page);
  return page == pagePattern(o.tag, page.size());
}

void release(SharedState& s, Owned& o, SharedOutcome& out) {
  if (!intact(o)) ++out.corrupted;
  const auto guard = s.device.lock();
  o.tensor.deallocate();
  s.model[slotOf(o.type)] -= o.per_bank;
}

void driveShared(SharedState& s, int thread, SharedOutcome& out) {
  Device& d = s.device;
  std::mt19937_64 rng(5000 + thread);
  std::vector<Owned> live;
  const device::CoreRangeSet all(device::CoreRange({0, 0}, {7, 7}));
  std::uint64_t next_tag = static_cast<std::uint64_t>(thread) << 32;
  for (int op = 0; op < kOpsPerThread; ++op) {
    const unsigned kind = static_cast<unsigned>(rng() % 10);
    if (kind < 3) {  // allocate on the heap and write a tag over the first page
      const BufferType type = rng() % 3 == 0 ? BufferType::L1 : BufferType::DRAM;
      const std::uint32_t rows = 32 * (1 + static_cast<std::uint32_t>(rng() % 8));
      const std::uint32_t cols = 32 * (1 + static_cast<std::uint32_t>(rng() % 8));
      TensorSpec spec({rows, cols}, DataType::BFloat16, Layout::Tile,
                      type == BufferType::L1 ? MemoryConfig::l1() : MemoryConfig::dram());
      try {
        Owned o{Tensor(), type, 0, ++next_tag};
        {
          const auto guard = d.lock();  // the allocation and the model change as one step
          o.tensor = Tensor::allocate(d, spec);
          o.per_bank = o.tensor.buffer().bytesPerBank();
          s.model[slotOf(type)] += o.per_bank;
        }
        o.tensor.buffer().writePage(0, pagePattern(o.tag, o.tensor.buffer().pageSize()));
        live.push_back(std::move(o));
        ++out.allocations;
      } catch (const Error& e) {
        if (e.kind() != ErrorKind::OutOfMemory) ++out.mismatches;
      }
    } else if (kind < 6) {  // free one of this thread's tensors
      if (live.empty()) continue;
      std::swap(live[rng() % live.size()], live.back());
      release(s, live.back(), out);
      live.pop_back();
    } else if (kind < 7) {  // hand one over, or free one another thread handed over
      std::optional<Owned> foreign;
      {
        std::lock_guard<std::mutex> g(s.handoff_mutex);
        if (!s.handoff.empty() && rng() % 2) {
          foreign = std::move(s.handoff.back());
          s.handoff.pop_back();
        } else if (!live.empty()) {
          std::swap(live[rng() % live.size()], live.back());
          s.handoff.push_back(std::move(live.back()));
          live.pop_back();
        }
      }
      if (foreign) {
        release(s, *foreign, out);
        ++out.foreign_frees;
      }
    } else if (kind < 9) {  // query: the heap equals the model; no frame is open
      const auto guard = d.lock();
      const L1Map map = d.l1Map();
      if (d.heapStatistics(BufferType::L1).allocated != s.model[0] ||
          d.heapStatistics(BufferType::DRAM).allocated != s.model[1] ||
          map.heap_bytes != s.model[0] || map.stack_top != map.unreserved_base ||
          d.frameDepth() != 0)
        ++out.mismatches;
    } else {  // a composite's frame: a stack tensor with data, and an enqueued program
      try {
        StackFrame frame(d, "stress");  // holds the device for the frame's life
        Tensor scratch = Tensor::allocate(
            d, TensorSpec({64, 64}, DataType::BFloat16, Layout::Tile, MemoryConfig::l1()), &d.stack());
        const std::vector<std::byte> tag = pagePattern(++next_tag, scratch.buffer().pageSize());
        scratch.buffer().writePage(1, tag);
        Program p(d.arch(), "stress");
        p.addCircularBuffer(CircularBufferConfig{0, all, 2048, 2, DataType::BFloat16, true, nullptr});
        d.enqueue(p);
        std::vector<std::byte> back(tag.size());
        scratch.buffer().readPage(1, back);
        if (back != tag) ++out.corrupted;
        if (d.frameDepth() != 1) ++out.mismatches;
        ++out.enqueues;
      } catch (const Error& e) {
        if (e.kind() != ErrorKind::OutOfMemory && e.kind() != ErrorKind::Conflict) ++out.mismatches;
      }
    }
  }
  for (Owned& o : live) release(s, o, out);
}

TEST(StressTest, EightThreadsShareOneDeviceAndMatchTheModel) {
  Device d(device::builtinArch("wormhole_b0"));
  d.share();
  d.tracer().enable();
  SharedState state{d};
  std::vector<SharedOutcome> outcomes(kThreads);
  std::atomic<bool> done{false};
  std::size_t reads = 0;
  std::thread reader([&] {
    while (!done.load()) {
      reads += d.tracer().events().size() > 0 ? 1 : 0;
      std::this_thread::yield();
    }
  });
  std::vector<std::thread> workers;
  for (int t = 0; t < kThreads; ++t)
    workers.emplace_back([&, t] { driveShared(state, t, outcomes[t]); });
  for (std::thread& w : workers) w.join();
  done = true;
  reader.join();
  SharedOutcome left;
  for (Owned& o : state.handoff) release(state, o, left);
  EXPECT_EQ(left.corrupted, 0);
  int foreign = 0;
  for (int t = 0; t < kThreads; ++t) {
    SCOPED_TRACE(t);
    EXPECT_EQ(outcomes[t].mismatches, 0);
    EXPECT_EQ(outcomes[t].corrupted, 0);
    EXPECT_GT(outcomes[t].allocations, 1000);
    EXPECT_GT(outcomes[t].enqueues, 100);
    foreign += outcomes[t].foreign_frees;
  }
  EXPECT_GT(foreign, 100);
  // Everything returned: heap empty in both regions, the model at zero, stack at its base.
  EXPECT_EQ(d.heapStatistics(BufferType::L1).allocated, 0u);
  EXPECT_EQ(d.heapStatistics(BufferType::DRAM).allocated, 0u);
  EXPECT_EQ(state.model[0] + state.model[1], 0u);
  EXPECT_EQ(d.l1Map().stack_top, d.l1Map().unreserved_base);
  EXPECT_EQ(d.frameDepth(), 0u);
  EXPECT_FALSE(d.tracer().events().empty());
}

}  // namespace
}  // namespace strata::runtime
