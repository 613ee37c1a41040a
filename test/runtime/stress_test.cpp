// Concurrency stress (run under ThreadSanitizer by `make test-tsan`): 8 threads x 10,000
// mixed allocate / free / query / frame+enqueue operations. A Device is single-threaded
// by contract (device.hpp), so each thread drives its own device; what is shared is
// everything the runtime keeps outside a device (pooled Buffer records, built-in arch
// tables, spec caches) and one device's Tracer, read by a ninth thread while its owner
// records. Each device's heap state is checked against a model throughout and at the end.

#include "strata/runtime/device.hpp"
#include "strata/runtime/program.hpp"
#include "strata/runtime/tensor.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

#include <atomic>
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

}  // namespace
}  // namespace strata::runtime
