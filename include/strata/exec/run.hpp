#pragma once
// Running a graph (exec/graph.hpp) on the simulated device: planned L1 tensors are
// allocated at their planned addresses, every step is an op library call whose
// measured L1 high-water mark is compared with the op model's number, the CB/stack
// region with the lowest planned tensor live at that moment, and each result with the
// op's float64 host reference (computed from the inputs as the device holds them).

#include "strata/exec/graph.hpp"
#include "strata/ops_device/check.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/npy.hpp"
#include "strata/runtime/tensor.hpp"

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace strata::exec {

// A function result as the run ends, read a few rows at a time (see runtime::RowReader)
// while the device still holds it.
struct ResultRows {
  runtime::Shape shape;
  runtime::RowReader read;
};

struct RunOptions {
  std::uint64_t seed = 1;
  // Per argument, in argument order: the values to use (shape and dtype must match the
  // argument), or nullopt for seeded random values from the consuming op's domain.
  std::vector<std::optional<runtime::HostTensor>> inputs;
  // Host memory the run may take (estimateHostBytes); nothing: what the machine has
  // available now (/proc/meminfo's MemAvailable). A larger graph is refused before any
  // tensor is allocated.
  std::optional<std::uint64_t> max_host_bytes;
  // Compare every step's result with the op's float64 host reference (false: the
  // device still computes, the L1 checks stay, the references are skipped; for
  // whole-model runs where the reference dominates the time).
  bool check_numerics = true;
  // Called before each step (its index, the step count, its name): `strata run` shows
  // progress on a terminal with it.
  std::function<void(std::size_t, std::size_t, const std::string&)> on_step = {};
  // Keep every argument's values in RunReport::arguments. false: a random argument is
  // written to the device a few rows at a time and kept only as its draw
  // (RunReport::argument_draws; takeArgumentValues makes it again), so a model's
  // weights are never held on the host as float64 through the run.
  bool keep_arguments = true;
  // false: the L1 side only. Every op is still built, placed and measured (planned ==
  // measured, the clash check, the planned addresses), but no kernel runs and no tensor
  // data is drawn, written or read back: no outputs, no numerics, host memory for the
  // bookkeeping alone. `strata run --no-numerics`.
  bool run_kernels = true;
  // false: the function's results are computed and checked on the device but not read
  // back into RunReport::outputs (float64, 8 B per element): `strata run` without
  // --output-dir or a model check, where nothing reads them.
  bool read_outputs = true;
  // Called at the terminator of a run whose every step passed, with each result in the
  // function's order: `strata run --output-dir` streams results into files from the
  // device, without RunReport::outputs' float64 copy. An exception it throws leaves
  // runGraph as it is.
  std::function<void(std::span<const ResultRows>)> on_results = {};
};

// How a random argument's values were drawn: ops_device::randomValues(count, lo, hi,
// integers, seed).
struct ArgumentDraw {
  std::uint64_t count = 0;
  double lo = 0, hi = 0;
  bool integers = false;
  std::uint64_t seed = 0;
};

// Host bytes a run of `graph` with `options` takes, estimated before anything is
// allocated: the device's bytes of the tensors live at once, float64 copies of the
// arguments it keeps and of its results, and the largest check's read-backs.
std::uint64_t estimateHostBytes(const Graph& graph, const RunOptions& options = {});
// Bytes of memory available to this process now (MemAvailable), or nothing where the
// system does not say.
std::optional<std::uint64_t> availableHostBytes();

struct StepReport {
  std::size_t step = 0;
  std::string name;
  std::string op;                // catalog op, or the step kind ("to_device", ...)
  bool view = false;             // a reshape run as a view of its input (StepKind::View)
  ops::L1Usage planned;          // the op model's numbers (stack + CBs; outputs apart)
  ops::L1Usage measured;         // the device's high-water marks while the step ran
  bool l1_match = true;          // planned cb_peak, stack_peak and peak == measured
  std::uint64_t region_end = 0;  // unreserved base + measured peak (stack + CBs)
  std::optional<std::uint64_t> lowest_live;  // lowest planned L1 tensor live at this step
  bool clash = false;            // region_end > lowest_live
  bool checked = false;          // numerics compared with the host reference
  ops_device::NumericCheck numerics;
  // DRAM: the bytes the plan says the step moves (plannedDramBytes) and what the device
  // counted while it ran (nothing in a run without kernels); they match when the
  // distinct DRAM buffers it touched add up to the plan's figure.
  std::uint64_t dram_planned = 0;
  std::optional<runtime::DramTraffic> dram_measured;
  bool dram_match = true;
  bool failed = false;           // the step could not run (the run stopped here)
  std::string error;             // why, when failed
};

struct RunReport {
  std::string function;
  std::vector<StepReport> steps;
  std::vector<runtime::HostTensor> outputs;  // in the function's result order
  std::vector<runtime::HostTensor> arguments;  // the inputs used, in argument order
  // Per argument: its draw when its values were not kept (RunOptions::keep_arguments),
  // then arguments[i] has its shape and dtype but no values.
  std::vector<std::optional<ArgumentDraw>> argument_draws;
  std::uint64_t l1_mismatches = 0;
  std::uint64_t dram_mismatches = 0;
  // The function's DRAM bytes: the plan's (every step's plannedDramBytes) and, when the
  // kernels ran, the device's (touched: whole distinct buffers per step; read and
  // written: every page moved).
  std::uint64_t dram_planned_bytes = 0;
  std::uint64_t dram_planned_argument_bytes = 0;  // of which arguments and cached constants
  std::optional<runtime::DramTraffic> dram_measured;
  // The load-time steps' (GraphStep::load_time: the const-eval functions, run once) DRAM
  // bytes, kept out of the per-call figures above.
  std::uint64_t dram_load_planned_bytes = 0;
  std::optional<runtime::DramTraffic> dram_load_measured;
  std::uint64_t clashes = 0;
  std::uint64_t numeric_failures = 0;
  std::uint64_t failed_steps = 0;  // 0, or 1: the step that could not run (the last one)
  std::string error;  // a step that could not run (the run stops there), with its index
  // What kind of error stopped it: InvalidArgument when the step refused the values it
  // was given (an index outside its table), which `strata run` counts as bad input.
  std::optional<ErrorKind> error_kind;
  // " (step N could not run)" for the summaries, or "".
  std::string failedStepNote() const;
  bool ok() const {
    return l1_mismatches == 0 && dram_mismatches == 0 && clashes == 0 && numeric_failures == 0 && failed_steps == 0 &&
           error.empty();
  }
};

// DRAM bytes a step moves by the plan: the whole size of every distinct DRAM tensor it
// reads or writes (a tensor it reads twice counts once; an in-place update counts the
// tensor it writes into). Alias and release steps move nothing. The figure of merit of
// L1 placement (docs/placement.md) is their sum over the function. `arguments_only`:
// only the function's arguments and the results of its load-time steps (weights,
// inputs, caches, cached constants: what no placement of activations changes).
std::uint64_t plannedDramBytes(const Graph& graph, const GraphStep& step,
                               const device::ArchDesc& arch, bool arguments_only = false);

// Runs `graph` on `device`. Bad arguments (wrong shape or dtype of an input, a
// planned address out of range or taken) throw strata::Error (InvalidArgument /
// OutOfMemory) before any step runs; a failure while running is recorded in the
// report's `error` with the step that failed.
RunReport runGraph(runtime::Device& device, const Graph& graph, const RunOptions& options);

// Argument i's values, moved out of the report (or drawn again when only the draw was
// kept): a second call for the same argument finds nothing to move.
std::vector<double> takeArgumentValues(RunReport& report, std::size_t i);
// Elements [first, first + count) of argument i, drawn again or copied, leaving the
// report as it is.
std::vector<double> argumentValuesAt(const RunReport& report, std::size_t i, std::uint64_t first,
                                     std::uint64_t count);

}  // namespace strata::exec

namespace strata::exec {

// The L1 map of a run as one self-contained HTML page (inline SVG, no scripts): time
// (steps) across, L1 addresses up; every planned L1 tensor as a box over its lifetime
// at its address, every step's measured stack + CB region from the unreserved base,
// and the steps that clashed or mismatched in red.
std::string renderRunMap(const Graph& graph, const RunReport& report, const device::ArchDesc& arch);

}  // namespace strata::exec
