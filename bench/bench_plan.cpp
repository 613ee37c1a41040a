// Static memory planner benchmarks: the MiniMalloc challenging instances at capacity
// 1,048,576, the real-model instances in minimise mode (resnet50, iopddl_G_1 and
// pangu_2.6B, plus the L1 of the bundled Llama-3.2-1B decode and BERT-base models over
// many steps, 22-62k buffers), and synthetic instances of ~46k buffers made by
// chaining copies of the models in time. Counters carry the figures that matter (peak,
// lower bound, gap, the greedy's peak, proven optimal).
//
//   build-plan/bench/bench_plan --benchmark_filter=MiniMalloc

#include "strata/analysis/planning_instance.hpp"
#include "strata/analysis/pressure.hpp"
#include "strata/analysis/workloads.hpp"
#include "strata/device/arch.hpp"
#include "strata/plan/csv.hpp"
#include "strata/plan/heuristic.hpp"
#include "strata/plan/lower_bound.hpp"
#include "strata/plan/planner.hpp"
#include "strata/plan/sweep.hpp"
#include "strata/plan/validator.hpp"

#include <benchmark/benchmark.h>

#include <filesystem>
#include <string>
#include <utility>

namespace {

using namespace strata::plan;
const std::filesystem::path kDsa = std::filesystem::path(STRATA_DATA_DIR) / "dsa";

void report(benchmark::State& state, const Problem& p, const PlanResult& r) {
  if (!findViolations(p, r.solution).empty()) state.SkipWithError("invalid solution");
  state.counters["buffers"] = static_cast<double>(p.size());
  state.counters["peak"] = static_cast<double>(r.peak);
  state.counters["lower_bound"] = static_cast<double>(r.lowerBound);
  state.counters["gap_pct"] = r.gapPercent;
  state.counters["optimal"] = r.optimal;
  state.counters["feasible"] = r.feasible;
  state.counters["nodes"] = static_cast<double>(r.searchNodes);
  state.counters["greedy_peak"] = static_cast<double>(r.heuristicPeak);
  state.counters["windows"] = static_cast<double>(r.windows);
}

void BM_MiniMalloc(benchmark::State& state, std::string name) {
  Problem p = readProblemCsv(kDsa / "minimalloc" / (name + ".1048576.csv"));
  PlanOptions o;
  o.capacity = 1048576;
  o.timeoutSeconds = 30;
  PlanResult r;
  for (auto _ : state) r = plan(p, o);
  report(state, p, r);
}

void minimise(benchmark::State& state, const Problem& p, double timeoutSeconds) {
  PlanOptions o;
  o.minimize = true;
  o.timeoutSeconds = timeoutSeconds;
  PlanResult r;
  for (auto _ : state) r = plan(p, o);
  report(state, p, r);
}

void BM_Model(benchmark::State& state, std::string file) {
  minimise(state, readProblemCsv(kDsa / "models" / file), 30);
}

// A bundled model's L1 over `repeats` decode steps / forward passes (strata plan
// --workload NAME --repeats N writes the same instance).
void BM_Workload(benchmark::State& state, const char* name, int repeats) {
  const auto arch = strata::device::resolveArch("wormhole_b0");
  const Problem p = strata::analysis::planningInstance(
      strata::analysis::buildPressureModel(name, arch, 1.0, repeats).events,
      strata::analysis::geometryOf(arch));
  minimise(state, p, 30);
}

// Copies of resnet50 and iopddl_G_1, alternating, each starting (1 - overlap) of the
// previous copy's span after it: overlap 0 chains them (independent pieces), 0.5 makes
// neighbouring copies share half their lifetime (one large coupled component).
Problem synthetic(int copies, double overlap, const char* second = "iopddl_G_1.csv") {
  Problem models[2] = {readProblemCsv(kDsa / "models" / "resnet50.csv"),
                       readProblemCsv(kDsa / "models" / second)};
  Problem out;
  std::int64_t start = 0;
  for (int k = 0; k < copies; ++k) {
    const Problem& m = models[k % 2];
    std::int64_t span = 0;
    for (const Buffer& b : m.buffers) {
      Buffer c = b;
      c.id = std::to_string(out.size());
      c.lower += start;
      c.upper += start;
      out.buffers.push_back(c);
      span = std::max(span, b.upper);
    }
    start += static_cast<std::int64_t>(static_cast<double>(span) * (1.0 - overlap));
  }
  return out;
}

void BM_Synthetic(benchmark::State& state, double overlap, const char* second) {
  minimise(state, synthetic(50, overlap, second), 10);
}

void BM_HeuristicOnly(benchmark::State& state, double overlap) {
  Problem p = synthetic(50, overlap);
  Sweep sw = sweepProblem(p);
  HeuristicResult h;
  for (auto _ : state) h = solveHeuristic(p, sw);
  state.counters["buffers"] = static_cast<double>(p.size());
  state.counters["peak"] = static_cast<double>(h.peak);
  state.counters["gap_pct"] = gapPercent(h.peak, lowerBound(p));
}

void BM_Sweep(benchmark::State& state) {
  Problem p = synthetic(50, 0.5);
  for (auto _ : state) benchmark::DoNotOptimize(sweepProblem(p));
  state.counters["buffers"] = static_cast<double>(p.size());
}

void BM_Validator(benchmark::State& state) {
  Problem p = synthetic(50, 0.5);
  Sweep sw = sweepProblem(p);
  HeuristicResult h = solveHeuristic(p, sw);
  for (auto _ : state) benchmark::DoNotOptimize(findViolations(p, h.solution));
  state.counters["buffers"] = static_cast<double>(p.size());
}

const int registered = [] {
  for (const char* n : {"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K"})
    benchmark::RegisterBenchmark((std::string("BM_MiniMalloc/") + n).c_str(), BM_MiniMalloc, n)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
  benchmark::RegisterBenchmark("BM_Model/resnet50", BM_Model, "resnet50.csv")
      ->Unit(benchmark::kMillisecond)
      ->Iterations(3);
  benchmark::RegisterBenchmark("BM_Model/iopddl_G_1", BM_Model, "iopddl_G_1.csv")
      ->Unit(benchmark::kMillisecond)
      ->Iterations(3);
  benchmark::RegisterBenchmark("BM_Model/pangu_2.6B", BM_Model, "pangu_2.6B.csv")
      ->Unit(benchmark::kMillisecond)
      ->Iterations(1);
  for (const auto& [name, repeats] : {std::pair{"llama-1b-decode", 56}, std::pair{"bert-base-eager", 60}})
    benchmark::RegisterBenchmark(
        (std::string("BM_Workload/") + name + "/x" + std::to_string(repeats)).c_str(), BM_Workload,
        name, repeats)
        ->Unit(benchmark::kMillisecond)
        ->Iterations(1);
  benchmark::RegisterBenchmark("BM_Synthetic/chain50", BM_Synthetic, 0.0, "iopddl_G_1.csv")
      ->Unit(benchmark::kMillisecond)
      ->Iterations(1);
  benchmark::RegisterBenchmark("BM_Synthetic/resnet_chain50", BM_Synthetic, 0.0, "resnet50.csv")
      ->Unit(benchmark::kMillisecond)
      ->Iterations(1);
  benchmark::RegisterBenchmark("BM_Synthetic/overlap50", BM_Synthetic, 0.5, "iopddl_G_1.csv")
      ->Unit(benchmark::kMillisecond)
      ->Iterations(1);
  benchmark::RegisterBenchmark("BM_HeuristicOnly/overlap50", BM_HeuristicOnly, 0.5)
      ->Unit(benchmark::kMillisecond)
      ->Iterations(1);
  benchmark::RegisterBenchmark("BM_Sweep/overlap50", BM_Sweep)->Unit(benchmark::kMillisecond);
  benchmark::RegisterBenchmark("BM_Validator/overlap50", BM_Validator)
      ->Unit(benchmark::kMillisecond);
  return 0;
}();

}  // namespace

BENCHMARK_MAIN();
