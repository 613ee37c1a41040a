// FreeList benchmarks: tt-metal's four public allocator scenarios (Typical, Mixed,
// Worst, Small) on a 12 GiB range with alignment 1, a 64 B minimum and best fit
// bottom-up, plus a replay of the bundled model-like L1 trace (L1Trace).
//
// Timing: the allocator is cleared before every iteration and the clear is not timed.
// PauseTiming/ResumeTiming cost far more than the microseconds being measured, so the
// benchmarks use manual timing instead: each iteration reads steady_clock around the
// scenario only and reports it with SetIterationTime (UseManualTime); the counter p50_us
// is the median iteration. Results in docs/performance/alloc.md come from
//   bench_alloc --benchmark_repetitions=5
#include "strata/alloc/alloc_trace.hpp"
#include "strata/alloc/free_list.hpp"
#include "strata/device/arch.hpp"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <vector>

namespace {

using strata::alloc::Address;
using strata::alloc::Direction;
using strata::alloc::FreeList;
using strata::alloc::FreeListConfig;

constexpr std::uint64_t KiB = 1024, MiB = 1024 * KiB, GiB = 1024 * MiB;

FreeList makeScenarioList() {
  return FreeList(FreeListConfig{0, 12 * GiB, 1, 64, strata::alloc::FitPolicy::BestFit});
}

// Runs body() once per iteration with the clear outside the timed part. Besides the
// mean (Google Benchmark's time column) it reports the median iteration as the counter
// p50_us: on a shared machine an iteration that is preempted takes 10-100x longer and
// drags the mean up, while the median is the undisturbed cost.
template <typename Body>
void timed(benchmark::State& state, FreeList& fl, Body&& body) {
  std::vector<double> samples;
  samples.reserve(1 << 16);
  for (auto _ : state) {
    fl.clear();
    auto start = std::chrono::steady_clock::now();
    body();
    auto stop = std::chrono::steady_clock::now();
    double seconds = std::chrono::duration<double>(stop - start).count();
    state.SetIterationTime(seconds);
    if (samples.size() < samples.capacity()) samples.push_back(seconds);
  }
  if (!samples.empty()) {
    auto mid = samples.begin() + std::ptrdiff_t(samples.size() / 2);
    std::nth_element(samples.begin(), mid, samples.end());
    state.counters["p50_us"] = *mid * 1e6;
  }
}

constexpr std::array<std::uint64_t, 8> kSizes{64 * KiB, 64 * KiB, 120 * KiB, 60 * MiB,
                                              256 * KiB, 12 * KiB, 16 * MiB, 1 * KiB};
constexpr std::array<std::uint64_t, 8> kTemps{16 * KiB, 16 * KiB, 16 * KiB, 16 * MiB,
                                              32 * KiB, 1 * KiB, 1 * MiB, 3 * KiB};

void typical(benchmark::State& state) {
  FreeList fl = makeScenarioList();
  std::array<Address, 8> kept{}, temps{};
  timed(state, fl, [&] {
    for (int round = 0; round < 100; ++round) {
      for (std::size_t j = 0; j < 8; ++j) {
        kept[j] = fl.allocate(kSizes[j]);
        temps[j] = fl.allocate(kTemps[j]);
      }
      for (std::size_t j = 0; j < 8; ++j) fl.deallocate(temps[j]);
    }
    benchmark::DoNotOptimize(kept);
  });
}

void mixed(benchmark::State& state) {
  FreeList fl = makeScenarioList();
  std::array<Address, 8> kept{}, temps{};
  timed(state, fl, [&] {
    for (int round = 0; round < 150; ++round) {
      for (std::size_t j = 0; j < 8; ++j) kept[j] = fl.allocate(kSizes[j]);
      for (std::size_t j = 0; j < 8; ++j) temps[j] = fl.allocate(kTemps[j]);
      for (std::size_t j = 0; j < 8; ++j) fl.deallocate(temps[j]);
    }
    benchmark::DoNotOptimize(kept);
  });
}

void worst(benchmark::State& state) {
  FreeList fl = makeScenarioList();
  timed(state, fl, [&] {
    for (int round = 0; round < 1000; ++round) {
      Address a = fl.allocate(1 * KiB);
      Address b = fl.allocate(2 * KiB);
      Address c = fl.allocate(3 * KiB);
      Address d = fl.allocate(4 * KiB);
      fl.deallocate(a);
      fl.deallocate(c);
      benchmark::DoNotOptimize(b);
      benchmark::DoNotOptimize(d);
    }
  });
}

void small(benchmark::State& state) {
  FreeList fl = makeScenarioList();
  timed(state, fl, [&] {
    for (int round = 0; round < 20; ++round) {
      Address a = fl.allocate(1 * KiB);
      fl.deallocate(a);
      a = fl.allocate(1 * KiB);
      Address b = fl.allocate(2 * KiB);
      Address c = fl.allocate(3 * KiB);
      // Only the first round gets it: the block stays, so later rounds find it occupied.
      auto d = fl.tryAllocateAt(25 * MiB, 2 * KiB);
      Address e = fl.allocate(4 * KiB);
      fl.deallocate(a);
      fl.deallocate(b);
      fl.deallocate(e);
      fl.deallocate(c);
      benchmark::DoNotOptimize(d);
    }
  });
}

// The bundled trace: one Wormhole L1 bank (1,395,424 allocatable bytes, 16 B aligned).
void l1Trace(benchmark::State& state) {
  const auto& arch = strata::device::builtinArch("wormhole_b0");
  FreeList fl(FreeListConfig{arch.l1_unreserved_base, arch.l1AllocatableBytes(), arch.l1_alignment,
                             arch.l1_alignment, strata::alloc::FitPolicy::BestFit});
  static const strata::alloc::CompiledTrace trace =
      strata::alloc::compileTrace(strata::alloc::modelLikeL1Trace());
  std::vector<Address> slots(trace.num_slots);
  timed(state, fl, [&] {
    for (const auto& op : trace.ops) {
      if (op.bytes != 0)
        slots[op.slot] = fl.allocate(op.bytes, Direction::TopDown);
      else
        fl.deallocate(slots[op.slot]);
    }
  });
  state.counters["events"] = double(trace.ops.size());
}

BENCHMARK(typical)->Name("Alloc/Typical")->UseManualTime()->Unit(benchmark::kMicrosecond);
BENCHMARK(mixed)->Name("Alloc/Mixed")->UseManualTime()->Unit(benchmark::kMicrosecond);
BENCHMARK(worst)->Name("Alloc/Worst")->UseManualTime()->Unit(benchmark::kMicrosecond);
BENCHMARK(small)->Name("Alloc/Small")->UseManualTime()->Unit(benchmark::kMicrosecond);
BENCHMARK(l1Trace)->Name("Alloc/L1Trace")->UseManualTime()->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
