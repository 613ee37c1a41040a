// The executor behind `strata run`: a graph's steps as op library calls on the
// simulated device, at the planned addresses, each one measured and checked.

#include "strata/exec/run.hpp"

#include "strata/ops_device/check.hpp"
#include "strata/runtime/codec.hpp"
#include "strata/ops_device/device.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <map>

namespace strata::exec {
namespace {

// Whether a host fill of `wanted` read back as `got` in `dtype`: exact after one
// rounding to the dtype (bf16: nearest even; integers: exact), and within the
// shared exponent's step for the block floats (`largest`: the largest |value| filled).
bool filledAsMeant(double got, double wanted, double largest, device::DataType dtype) {
  using device::DataType;
  switch (dtype) {
  case DataType::Float32:
    return got == static_cast<double>(static_cast<float>(wanted));
  case DataType::BFloat16:
    return got == static_cast<double>(
                      runtime::bfloat16ToFloat(runtime::floatToBfloat16(static_cast<float>(wanted))));
  case DataType::BFloat8_B:
    return std::fabs(got - wanted) <= std::ldexp(largest, -6);
  case DataType::BFloat4_B:
    return std::fabs(got - wanted) <= std::ldexp(largest, -2);
  default:
    return got == wanted;
  }
}

// The op whose domain an argument's random values come from: the first compute step
// that reads it, directly or through host/device copies.
const ops::OpInfo* consumerOf(const Graph& graph, int value) {
  std::vector<int> frontier{value};
  for (std::size_t round = 0; round < graph.steps.size() && !frontier.empty(); ++round) {
    std::vector<int> next;
    for (const GraphStep& step : graph.steps) {
      for (int in : step.inputs) {
        if (std::find(frontier.begin(), frontier.end(), in) == frontier.end()) continue;
        if (step.kind == StepKind::Compute && step.op) return step.op;
        if (step.output >= 0) next.push_back(step.output);
      }
    }
    frontier = std::move(next);
  }
  return nullptr;
}

bool movesValues(std::string_view op) {
  return op == "permute" || op == "reshape" || op == "typecast" || op == "to_layout" ||
         op == "to_memory_config" || op == "prepare_conv2d_weights";
}

// Visits, nearest first, each compute step that reads `value` or a copy of it made by
// data movement (permute, reshape, typecast, layout changes, views, host <-> device
// copies: followed through their outputs, at most 8 deep) with the input position it
// reads it at, until `visit` returns true.
template <typename Visit>
void visitComputingUses(const Graph& graph, int value, Visit visit) {
  std::vector<int> frontier{value};
  for (int depth = 0; depth < 8 && !frontier.empty(); ++depth) {
    std::vector<int> next;
    for (const GraphStep& step : graph.steps) {
      if (step.kind == StepKind::Compute && !step.op) continue;
      for (std::size_t k = 0; k < step.inputs.size(); ++k) {
        if (std::find(frontier.begin(), frontier.end(), step.inputs[k]) == frontier.end())
          continue;
        if (step.kind == StepKind::Compute && !movesValues(step.op->name)) {
          if (visit(step, k)) return;
        } else if (step.output >= 0) {
          next.push_back(step.output);
        }
      }
    }
    frontier = std::move(next);
  }
}

// The first op that computes with `value`'s values, or nullptr.
const ops::OpInfo* computingConsumerOf(const Graph& graph, int value) {
  const ops::OpInfo* found = nullptr;
  visitComputingUses(graph, value, [&](const GraphStep& step, std::size_t) {
    found = step.op;
    return true;
  });
  return found;
}

// The argument (its position) `value` is, following each producer that `follows`
// accepts back to its first input; -1 when a producer it does not accept (or none)
// comes first.
template <typename Follows>
int argumentThrough(const Graph& graph, int value, Follows follows) {
  for (std::size_t round = 0; round <= graph.steps.size(); ++round) {
    const auto arg = std::find(graph.arguments.begin(), graph.arguments.end(), value);
    if (arg != graph.arguments.end()) return static_cast<int>(arg - graph.arguments.begin());
    const auto producer = std::find_if(graph.steps.begin(), graph.steps.end(),
                                       [&](const GraphStep& s) { return s.output == value; });
    if (producer == graph.steps.end() || producer->inputs.empty() || !follows(*producer)) return -1;
    value = producer->inputs[0];
  }
  return -1;
}

// Whether `value` is an argument or holds its values through data movement (copies,
// views, permutes, reshapes, casts).
bool holdsArgumentValues(const Graph& graph, int value) {
  return argumentThrough(graph, value, [](const GraphStep& s) {
           return s.kind != StepKind::Compute || (s.op && movesValues(s.op->name));
         }) >= 0;
}

// The factor a random argument's range (its op's, largest |value| `reach`) is scaled
// by, so a model's weights are drawn like an initialised network's (LeCun) and its
// activations stay of order one through its layers instead of growing per layer until
// bf16 overflows (YOLOv8's 104 convs reached 1e35):
// - the weight of a matmul (b [K, N], or a [M, K] when b is computed) or of a conv2d
//   ([O, I, KH, KW]: I*KH*KW; prepared [1, 1, KH*KW*C, O]: its rows over the groups)
//   to within 1/sqrt(fan-in), whatever the op's own range (conv2d's reaches 4);
// - a scale that a multiply applies to a computed tensor to within [-1, 1]: YOLOv8
//   folds each batch norm into a per-channel multiply after its conv;
// else 1.
double weightScale(const Graph& graph, int value, double reach) {
  double scale = 1.0;
  visitComputingUses(graph, value, [&](const GraphStep& step, std::size_t k) {
    const std::string_view name = step.op->name;
    const ops::Shape& shape = graph.values[step.inputs[k]].desc.shape;
    if (name == "multiply" && step.inputs.size() == 2 &&
        !holdsArgumentValues(graph, step.inputs[1 - k])) {
      scale = reach > 1 ? 1.0 / reach : 1.0;
      return true;
    }
    std::uint64_t fanIn = 0;
    if (name == "matmul" && k == 1) fanIn = shape.secondLast();
    // The left operand is the weight when the right one is computed (llama_attention's
    // rotary matrices [50, 100] times q: unscaled, its scores reach 1e2 and the softmax,
    // which tt-mlir lowers without numeric stabilisation, overflows f32).
    if (name == "matmul" && k == 0 && step.inputs.size() > 1 &&
        !holdsArgumentValues(graph, step.inputs[1]))
      fanIn = shape.last();
    // A prepared weight's rows span every group's channels; each output sees its own.
    if (name == "conv2d" && k == 1 && shape.rank == 4)
      fanIn = shape[0] == 1 && shape[1] == 1
                  ? shape[2] / static_cast<std::uint64_t>(std::max<std::int64_t>(1, step.params.integer("groups")))
                  : shape.volume() / std::max<std::uint64_t>(1, shape[0]);
    if (fanIn == 0) return false;
    // Within 1 / sqrt(fan-in), whatever the op's own range (conv2d's reaches 4).
    scale = 1.0 / (std::max(reach, 1e-300) * std::sqrt(static_cast<double>(fanIn)));
    return true;
  });
  return scale;
}

// The argument (its position) whose copy `value` is, through host / device / layout
// copies; -1 when the value is computed. A view has the argument's values under another
// shape: not the argument.
int argumentBehind(const Graph& graph, int value) {
  return argumentThrough(graph, value, [](const GraphStep& s) {
    return s.kind != StepKind::Compute && s.kind != StepKind::View;
  });
}

// The last step each value's buffer is live: its own last use or, for a value that owns
// a buffer, the last use of any view of it (a view's own entry is unused).
std::vector<std::int64_t> bufferEnds(const Graph& graph) {
  std::vector<std::int64_t> end(graph.values.size());
  for (std::size_t i = 0; i < graph.values.size(); ++i) end[i] = graph.values[i].last_use;
  for (const GraphValue& v : graph.values)
    if (v.view_of >= 0 && static_cast<std::size_t>(v.view_of) < end.size())
      end[static_cast<std::size_t>(v.view_of)] = std::max(end[static_cast<std::size_t>(v.view_of)], v.last_use);
  return end;
}

// Planned addresses in range and disjoint among tensors live at the same time; checked
// before anything is allocated, so a bad plan is bad input, not a crash mid-run.
void checkPlannedAddresses(const Graph& graph, const device::ArchDesc& arch) {
  struct Span {
    std::uint64_t begin, end;
    std::int64_t first, last;
    int value;
  };
  std::vector<Span> spans;
  // A buffer lives while any value viewing it does: the span of its owner reaches the
  // last use of its views, and a view has no span of its own.
  for (const GraphValue& v : graph.values) {
    if (v.view_of < 0) continue;
    const GraphValue& owner = graph.values.at(static_cast<std::size_t>(v.view_of));
    if (owner.view_of >= 0 || owner.place != v.place || owner.l1_address != v.l1_address)
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("{}: a view of {} must be in the same place at the same planned "
                              "address as the tensor that owns the buffer (a view across a "
                              "const-eval function's boundary in L1 is planned by neither "
                              "function); re-plan with --ttnn-plan-l1",
                              v.name, owner.name));
  }
  const std::vector<std::int64_t> bufferEnd = bufferEnds(graph);
  for (std::size_t i = 0; i < graph.values.size(); ++i) {
    const GraphValue& v = graph.values[i];
    if (!v.l1_address || v.view_of >= 0) continue;
    if (v.place != ValuePlace::L1)
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("{}: has a planned L1 address but lives in {}", v.name,
                              v.place == ValuePlace::Dram ? "DRAM" : "host memory"));
    const std::uint64_t bytes = v.desc.bytesPerBank(arch);
    const std::uint64_t address = *v.l1_address;
    if (address < arch.l1_unreserved_base || address > arch.l1_size || bytes > arch.l1_size - address)
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("{}: planned L1 address {} with {} B per core lies outside the "
                              "allocatable L1 [{}, {}) of {}; re-plan with --ttnn-plan-l1",
                              v.name, address, bytes, arch.l1_unreserved_base, arch.l1_size,
                              arch.name),
                  {Error::num("address", static_cast<std::int64_t>(address)),
                   Error::num("bytes", static_cast<std::int64_t>(bytes))});
    if (address % arch.l1_alignment != 0)
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("{}: planned L1 address {} is not a multiple of the {} B L1 "
                              "alignment of {}",
                              v.name, address, arch.l1_alignment, arch.name));
    spans.push_back({address, address + bytes, v.defined, bufferEnd[i], static_cast<int>(i)});
  }
  std::sort(spans.begin(), spans.end(), [](const Span& a, const Span& b) { return a.begin < b.begin; });
  // Sweep by address: a span can only clash with earlier spans that reach past its start.
  std::vector<const Span*> open;
  for (const Span& s : spans) {
    std::erase_if(open, [&](const Span* o) { return o->end <= s.begin; });
    for (const Span* o : open)
      if (o->first <= s.last && s.first <= o->last)
        throw Error(ErrorKind::InvalidArgument,
                    fmt::format("planned L1 ranges overlap while both tensors are live: {} at "
                                "[{}, {}) and {} at [{}, {}); re-plan with --ttnn-plan-l1",
                                graph.values[o->value].name, o->begin, o->end,
                                graph.values[s.value].name, s.begin, s.end));
    open.push_back(&s);
  }
}

runtime::HostTensor checkedInput(const GraphValue& arg, const runtime::HostTensor& given,
                                 std::size_t index) {
  const runtime::Shape want = ops_device::toRuntimeShape(arg.desc.shape);
  if (given.shape != want) {
    auto text = [](const runtime::Shape& shape) {
      return shape.empty() ? std::string("a 0-d scalar") : "shape " + runtime::shapeToString(shape);
    };
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("input {} ({}): {} given, the function takes {}", index, arg.name,
                            text(given.shape), text(want)));
  }
  if (given.dtype != arg.desc.dtype)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("input {} ({}): dtype {} given, the function takes {}", index,
                            arg.name, device::dataTypeName(given.dtype),
                            device::dataTypeName(arg.desc.dtype)));
  // An integer tensor holds whole numbers in its range; a NaN, 2.5 or -1 given for a
  // uint32 argument would otherwise be converted silently (NaN to 0).
  if (const std::optional<device::ValueNotHeld> bad = device::firstValueNotHeld(arg.desc.dtype, given.values))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("input {} ({}): element {} {}", index, arg.name, bad->index, bad->why),
                {Error::num("input", static_cast<std::int64_t>(index)),
                 Error::num("element", static_cast<std::int64_t>(bad->index))});
  return given;
}

// What a step report names: the catalog op, else the IR op the step came from
// ("return", "to_layout" on the host) from the step's name ("func.return at ...").
std::string stepOpName(const GraphStep& step) {
  if (step.op) return std::string(step.op->name);
  std::string name = step.name.substr(0, step.name.find(' '));
  if (const auto dot = name.rfind('.'); dot != std::string::npos) name.erase(0, dot + 1);
  return name.empty() ? "step" : name;
}

class Runner {
 public:
  Runner(runtime::Device& device, const Graph& graph)
      : device_(device), graph_(graph), arch_(device.arch()), placed_(device),
        device_values_(graph.values.size()), host_values_(graph.values.size()) {}

  RunReport run(const RunOptions& options) {
    options_ = options;
    dataless_ = !options.run_kernels;
    if (dataless_) options_.check_numerics = false;
    // The device's kernels stay off for this run only.
    struct KernelSwitch {
      runtime::Device& device;
      bool was;
      ~KernelSwitch() { device.setRunKernels(was); }
    } restore{device_, device_.runKernels()};
    if (dataless_) device_.setRunKernels(false);
    checkPlannedAddresses(graph_, arch_);
    report_.function = graph_.function;
    createArguments(options_);
    releaseDead(-1);  // arguments no step reads: the plan gives them no lifetime past entry
    for (std::size_t s = 0; s < graph_.steps.size(); ++s) {
      if (options.on_step) options.on_step(s, graph_.steps.size(), graph_.steps[s].name);
      try {
        runStep(s);
      } catch (const Error& error) {
        report_.error = fmt::format("step {} ({}): {}", s, graph_.steps[s].name, error.what());
        report_.error_kind = error.kind();
        // The step that could not run is one of the run's steps: counted, shown, and
        // drawn on the map (its planned figures; nothing was measured).
        StepReport failed;
        failed.op = stepOpName(graph_.steps[s]);
        failed.failed = true;
        failed.error = error.what();
        record(std::move(failed), s);
        break;
      }
      for (int freed : graph_.steps[s].frees) release(static_cast<std::size_t>(freed), /*force=*/true);
      releaseDead(static_cast<std::int64_t>(s));
    }
    for (runtime::Tensor& t : device_values_)
      if (t.valid() && t.isAllocated()) t.deallocate();
    return std::move(report_);
  }

 private:
  RunOptions options_;
  bool dataless_ = false;  // RunOptions::run_kernels == false

  // Counts the DRAM traffic of what a step's device work does while it lives, into the
  // step's report (not in a run without kernels: nothing moves there). Read-backs for the
  // checks happen outside it.
  class DramWindow {
   public:
    DramWindow(runtime::Device& device, bool measure, StepReport& r) : r_(r) {
      if (measure) scope_.emplace(device);
    }
    ~DramWindow() {
      if (scope_) r_.dram_measured = scope_->result();
    }
    DramWindow(const DramWindow&) = delete;
    DramWindow& operator=(const DramWindow&) = delete;

   private:
    StepReport& r_;
    std::optional<runtime::DramTrafficScope> scope_;
  };

  runtime::Tensor allocateFor(int value) {
    const GraphValue& v = graph_.values[value];
    runtime::Allocator* allocator = nullptr;
    if (v.l1_address) {
      placed_.placeNextAt(*v.l1_address);
      allocator = &placed_;
    }
    return runtime::Tensor::allocate(device_, ops_device::toRuntimeSpec(v.desc, arch_), allocator, v.name);
  }

  runtime::Tensor toDevice(int value, const runtime::HostTensor& host) {
    runtime::Tensor t = allocateFor(value);
    t.write(host);
    return t;
  }

  void createArguments(const RunOptions& options) {
    if (options.inputs.size() > graph_.arguments.size())
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("{} inputs given but @{} takes {} argument(s)", options.inputs.size(),
                              graph_.function, graph_.arguments.size()));
    std::vector<bool> drawn;  // argument i was drawn at random (not given)
    // Arguments a make_valid hook rewrites are kept whole: the hook reads them together.
    std::vector<bool> validated(graph_.arguments.size(), false);
    for (const GraphStep& step : graph_.steps)
      for (int a : validatedArguments(step)) validated[static_cast<std::size_t>(a)] = true;
    report_.argument_draws.assign(graph_.arguments.size(), std::nullopt);
    for (std::size_t i = 0; i < graph_.arguments.size(); ++i) {
      const int value = graph_.arguments[i];
      const GraphValue& arg = graph_.values[value];
      runtime::HostTensor host;
      if (i < options.inputs.size() && options.inputs[i]) {
        host = checkedInput(arg, *options.inputs[i], i);
      } else {
        const ops::OpInfo* consumer = consumerOf(graph_, value);
        ops::OpInfo::Domain domain =
            consumer ? consumer->randomDomain(arg.desc.dtype) : ops::OpInfo::Domain{-1.0, 1.0, false};
        // An input some op needs positive (a variance, a sqrt's operand) keeps that
        // domain through the reshapes and casts that bring it there.
        if (const ops::OpInfo* computing = computingConsumerOf(graph_, value);
            computing && computing != consumer && computing->randomDomain(arg.desc.dtype).lo >= 0 &&
            !device::isInteger(arg.desc.dtype))
          domain = computing->randomDomain(arg.desc.dtype);
        // An integer argument first cast to another dtype is an id or a position of a
        // lowered TTIR model (docs/ttir.md: integers are carried in f32): 0 or 1, valid
        // as whatever index it becomes (a token, a cache slot, a token type).
        const bool integer = device::isInteger(arg.desc.dtype);
        if (integer && consumer && consumer->name == "typecast") domain = {0.0, 1.0, true};
        // An i1 tensor (tt-mlir's booleans, bf16 on the device) holds 0 or 1.
        if (arg.boolean) domain = {0.0, 1.0, true};
        // Any other integer argument is drawn as integers its dtype holds: a
        // fraction or a negative number would reach the device as another value
        // than the host's copy (the model reference's) holds.
        if (integer && !domain.integers) {
          domain.integers = true;
          domain.lo = std::max(domain.lo, device::integerMin(arg.desc.dtype));
          domain.hi = std::max(std::min(domain.hi, device::integerMax(arg.desc.dtype)), domain.lo);
        }
        if (!domain.integers && !integer) {
          const double scale = weightScale(graph_, value, std::max(-domain.lo, domain.hi));
          domain.lo *= scale;
          domain.hi *= scale;
        }
        host.shape = ops_device::toRuntimeShape(arg.desc.shape);
        host.dtype = arg.desc.dtype;
        const ArgumentDraw draw{arg.desc.shape.volume(), domain.lo, domain.hi,
                                domain.integers || (consumer && consumer->make_valid && integer),
                                options.seed + i};
        if (!dataless_ && (options.keep_arguments || validated[i] || arg.place == ValuePlace::Host))
          host.values = ops_device::randomValues(draw.count, draw.lo, draw.hi, draw.integers, draw.seed);
        else
          report_.argument_draws[i] = draw;
      }
      report_.arguments.push_back(std::move(host));
      drawn.push_back(!(i < options.inputs.size() && options.inputs[i]));
    }
    if (!dataless_) makeDrawsValid(drawn);  // no values to make valid in an L1-only run
    for (std::size_t i = 0; i < graph_.arguments.size(); ++i) {
      const int value = graph_.arguments[i];
      if (dataless_) {  // the tensor, without its values
        if (graph_.values[value].place == ValuePlace::Host)
          host_values_[value] = report_.arguments[i];
        else
          device_values_[value] = allocateFor(value);
      } else if (const std::optional<ArgumentDraw>& draw = report_.argument_draws[i]) {
        runtime::Tensor t = allocateFor(value);
        try {
          ops_device::writeRandomValues(t, draw->lo, draw->hi, draw->integers, draw->seed);
        } catch (...) {
          t.deallocate();
          throw;
        }
        device_values_[value] = t;
      } else if (graph_.values[value].place == ValuePlace::Host)
        host_values_[value] = report_.arguments[i];
      else
        device_values_[value] = toDevice(value, report_.arguments[i]);
    }
  }

  // Random arguments of ops whose inputs must hold valid values (slice_dynamic's bounds):
  // the op's make_valid hook rewrites them, when every input of the step is an argument.
  // The arguments behind a step's inputs when its op has a make_valid hook and every
  // input is an argument; else none.
  std::vector<int> validatedArguments(const GraphStep& step) const {
    if (step.kind != StepKind::Compute || !step.op || !step.op->make_valid) return {};
    std::vector<int> args;
    for (int in : step.inputs) args.push_back(argumentBehind(graph_, in));
    if (std::find(args.begin(), args.end(), -1) != args.end()) return {};
    return args;
  }

  void makeDrawsValid(const std::vector<bool>& drawn) {
    for (const GraphStep& step : graph_.steps) {
      const std::vector<int> args = validatedArguments(step);
      if (args.empty()) continue;
      std::vector<ops::HostTensor> host;
      for (int a : args) {
        const runtime::HostTensor& h = report_.arguments[static_cast<std::size_t>(a)];
        ops::HostTensor t;
        for (std::uint32_t d : h.shape) t.shape.dims[t.shape.rank++] = d;
        t.data = h.values;
        t.dtype = h.dtype;
        host.push_back(std::move(t));
      }
      step.op->make_valid(host, step.params);
      for (std::size_t j = 0; j < args.size(); ++j)
        if (drawn[static_cast<std::size_t>(args[j])])
          report_.arguments[static_cast<std::size_t>(args[j])].values = std::move(host[j].data);
    }
  }

  const runtime::Tensor& deviceValue(int value, const GraphStep& step) const {
    const runtime::Tensor& t = device_values_[value];
    if (!t.valid() || !t.isAllocated())
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("{} reads {}, which is not on the device", step.name,
                              graph_.values[value].name));
    return t;
  }

  runtime::HostTensor hostValue(int value) const {
    if (host_values_[value]) return *host_values_[value];
    return device_values_[value].toHost();
  }

  std::vector<ResultRows> resultRows() const {
    std::vector<ResultRows> rows;
    for (int result : graph_.results) {
      if (const auto& host = host_values_[result]) {
        rows.push_back({host->shape, runtime::rowsOf(*host)});
      } else {
        const runtime::Tensor& tensor = device_values_[result];
        rows.push_back({tensor.shape(), [&tensor](std::uint64_t first, std::uint64_t count) {
                          return tensor.readRows(first, count);
                        }});
      }
    }
    return rows;
  }

  // Lowest planned L1 address live during `step` (the plan's heap floor then).
  std::optional<std::uint64_t> lowestLive(std::int64_t step) const {
    std::optional<std::uint64_t> lowest;
    for (const GraphValue& v : graph_.values)
      if (v.l1_address && v.defined <= step && step <= v.last_use)
        lowest = std::min(lowest.value_or(*v.l1_address), *v.l1_address);
    return lowest;
  }

  void record(StepReport r, std::size_t s) {
    const GraphStep& step = graph_.steps[s];
    r.step = s;
    r.name = step.name;
    r.planned = step.planned;
    r.dram_planned = plannedDramBytes(graph_, step, arch_);
    // A step the device ran moves what its plan says; a failed one measured nothing.
    if (r.dram_measured && !r.failed) r.dram_match = r.dram_measured->touched_bytes == r.dram_planned;
    if (step.load_time) {
      report_.dram_load_planned_bytes += r.dram_planned;
    } else {
      report_.dram_planned_bytes += r.dram_planned;
      report_.dram_planned_argument_bytes += plannedDramBytes(graph_, step, arch_, true);
    }
    if (r.dram_measured) {
      std::optional<runtime::DramTraffic>& total =
          step.load_time ? report_.dram_load_measured : report_.dram_measured;
      if (!total) total.emplace();
      *total += *r.dram_measured;
    }
    r.lowest_live = lowestLive(static_cast<std::int64_t>(s));
    if (r.failed) {
      // Nothing was measured: the region the plan reserved, no mismatch or clash to count.
      r.region_end = arch_.l1_unreserved_base + r.planned.peak;
    } else {
      r.l1_match = r.planned.cb_peak == r.measured.cb_peak &&
                   r.planned.stack_peak == r.measured.stack_peak &&
                   r.planned.peak == r.measured.peak;
      r.region_end = arch_.l1_unreserved_base + r.measured.peak;
      r.clash = r.measured.peak > 0 && r.lowest_live && r.region_end > *r.lowest_live;
    }
    report_.failed_steps += r.failed ? 1 : 0;
    report_.l1_mismatches += r.l1_match ? 0 : 1;
    report_.dram_mismatches += r.dram_match ? 0 : 1;
    report_.clashes += r.clash ? 1 : 0;
    report_.numeric_failures += r.checked && !r.numerics.within_tolerance ? 1 : 0;
    report_.steps.push_back(std::move(r));
  }

  void runStep(std::size_t s) {
    const GraphStep& step = graph_.steps[s];
    StepReport r;
    switch (step.kind) {
      case StepKind::Compute: {
        std::vector<runtime::Tensor> inputs;
        // Each value's description is the graph's: its memory config was expanded once,
        // when the tensor was allocated, not again for every op that reads it.
        std::vector<ops::TensorDesc> described;
        for (int in : step.inputs) {
          inputs.push_back(deviceValue(in, step));
          described.push_back(graph_.values[in].desc);
        }
        if (step.op->inPlace()) {
          runInPlace(step, inputs, r);
          break;
        }
        // Result k of the op is value results[k]; each lands at its planned address.
        std::vector<int> results{step.output};
        results.insert(results.end(), step.more_outputs.begin(), step.more_outputs.end());
        std::vector<std::optional<runtime::Tensor>> pre(results.size());
        std::vector<ops_device::ResultPlacement> placements(results.size());
        for (std::size_t k = 0; k < results.size(); ++k) {
          if (results[k] < 0)
            throw Error(ErrorKind::InvalidArgument,
                        fmt::format("{}: result {} is not a value of the function; the runner "
                                    "needs every result of a multi-result op",
                                    step.name, k));
          const GraphValue& out = graph_.values[results[k]];
          if (out.l1_address) pre[k] = allocateFor(results[k]);
          placements[k] = {&out.desc.memory, pre[k] ? &*pre[k] : nullptr};
        }
        ops_device::ExecResult result;
        {
          DramWindow window(device_, !dataless_, r);
          result = ops_device::execute(device_, *step.op, inputs, step.params, placements,
                                       /*run_kernels=*/true, ops_device::AllocationModel::Stack,
                                       described);
        }
        for (std::size_t k = 0; k < results.size(); ++k)
          device_values_[results[k]] = result.outputs[k];
        r.op = std::string(step.op->name);
        r.measured = result.measured;
        if (options_.check_numerics) {
          r.numerics = ops_device::compareResults(*step.op, inputs, step.params, result.outputs);
          r.checked = true;
        }
        break;
      }
      case StepKind::Fill: {
        const GraphValue& out = graph_.values[step.output];
        runtime::Tensor t = allocateFor(step.output);
        if (dataless_) {  // a fill writes from the host: nothing to measure
          device_values_[step.output] = t;
          r.op = std::string(step.op->name);
          break;
        }
        // rand's program and constant's write make the values of the planned tensor.
        if (step.op->name == "rand" || step.op->name == "constant") {
          runCreationProgram(step, t, r);
          break;
        }
        // arange counts from start by step in row-major order (params start, end, step);
        // the others fill one value.
        const bool counting = step.op->name == "arange";
        const double value = step.op->name == "ones"   ? 1.0
                             : step.op->name == "full" ? step.params.real("value")
                             : counting                ? static_cast<double>(step.params.integer("start"))
                                                       : 0.0;
        const double increment = counting ? static_cast<double>(step.params.integer("step")) : 0.0;
        const runtime::HostTensor host =
            runtime::HostTensor::filled(ops_device::toRuntimeShape(out.desc.shape), out.desc.dtype, value,
                                        increment);
        {
          // A host value lives in a stand-in device buffer: its write is not DRAM traffic.
          DramWindow window(device_, out.place != ValuePlace::Host, r);
          t.write(host);
        }
        device_values_[step.output] = t;
        r.op = std::string(step.op->name);
        // A fill writes from the host: no program, no circular buffers, no stack. What
        // reads back must be what was meant, rounded to the dtype once.
        r.numerics.elements = host.values.size();
        r.checked = true;
        const runtime::HostTensor back = t.toHost();
        double largest = 0;
        for (double w : host.values) largest = std::max(largest, std::fabs(w));
        for (std::size_t i = 0; i < back.values.size(); ++i)
          if (!filledAsMeant(back.values[i], host.values[i], largest, out.desc.dtype))
            r.numerics.within_tolerance = false;
        break;
      }
      case StepKind::ToDevice:
        if (dataless_) {
          device_values_[step.output] = allocateFor(step.output);
        } else {
          const runtime::HostTensor host = hostValue(step.inputs[0]);
          DramWindow window(device_, true, r);
          device_values_[step.output] = toDevice(step.output, host);
        }
        r.op = "to_device";
        break;
      case StepKind::FromDevice: {
        const runtime::Tensor& t = deviceValue(step.inputs[0], step);
        if (dataless_) {
          runtime::HostTensor shapeOnly;
          shapeOnly.shape = t.shape();
          shapeOnly.dtype = t.dtype();
          host_values_[step.output] = std::move(shapeOnly);
        } else {
          DramWindow window(device_, true, r);
          host_values_[step.output] = t.toHost();
        }
        r.op = "from_device";
        break;
      }
      case StepKind::Alias:
        if (step.output >= 0 && !step.inputs.empty()) {
          host_values_[step.output] = host_values_[step.inputs[0]];
          device_values_[step.output] = device_values_[step.inputs[0]];
        }
        r.op = stepOpName(step);
        break;
      case StepKind::View:
        runView(step, r);
        break;
      case StepKind::Release:
        release(step.inputs[0], step.force);
        r.op = "deallocate";
        break;
    }
    // The function's results are read back at the terminator, before anything is freed.
    if (s + 1 == graph_.steps.size() && !dataless_ && options_.read_outputs)
      for (int result : graph_.results) report_.outputs.push_back(hostValue(result));
    if (s + 1 == graph_.steps.size() && !dataless_ && options_.on_results && report_.ok())
      options_.on_results(resultRows());
    record(std::move(r), s);
  }

  // An op without a result that writes into one of its inputs (the cache of
  // update_cache): that tensor's bytes change where they are, so every later step that
  // reads the value reads the update. Checked against the reference of the inputs as
  // they were before the step.
  void runInPlace(const GraphStep& step, std::span<const runtime::Tensor> inputs, StepReport& r) {
    std::vector<ops::HostTensor> before;
    if (options_.check_numerics)
      for (const runtime::Tensor& t : inputs) before.push_back(ops_device::readBack(t));
    ops_device::ExecResult result;
    {
      DramWindow window(device_, !dataless_, r);
      result = ops_device::execute(device_, *step.op, inputs, step.params);
    }
    r.op = std::string(step.op->name);
    r.measured = result.measured;
    if (options_.check_numerics) {
      r.numerics = ops_device::compareUpdatedWithReference(*step.op, before, step.params, result.output);
      r.checked = true;
    }
  }

  // A creation op whose values the op itself makes (rand's program, constant's write): the
  // result tensor, already
  // at its planned address, is both the description the catalog op takes and the output
  // it writes. Measured and checked like a compute step.
  void runCreationProgram(const GraphStep& step, const runtime::Tensor& result_tensor,
                          StepReport& r) {
    const GraphValue& out = graph_.values[step.output];
    const std::vector<runtime::Tensor> described{result_tensor};
    ops_device::ExecResult result;
    {
      DramWindow window(device_, !dataless_ && out.place != ValuePlace::Host, r);
      result = ops_device::execute(device_, *step.op, described, step.params, &out.desc.memory,
                                   &result_tensor);
    }
    device_values_[step.output] = result.output;
    r.op = std::string(step.op->name);
    r.measured = result.measured;
    if (options_.check_numerics) {
      r.numerics = ops_device::compareWithReference(*step.op, described, step.params, result.output);
      r.checked = true;
    }
  }

  // A reshape tt-metal performs as a view: the input's buffer under the output's
  // description. Nothing runs and no byte moves; the numerics check still reads the
  // view against the reshape's reference, so a view of other bytes fails the step.
  void runView(const GraphStep& step, StepReport& r) {
    const runtime::Tensor& input = deviceValue(step.inputs[0], step);
    const GraphValue& out = graph_.values[step.output];
    device_values_[step.output] = input.viewAs(ops_device::toRuntimeSpec(out.desc, arch_));
    ++handles_[input.bufferPtr().get()];
    r.op = step.op ? std::string(step.op->name) : "reshape";
    r.view = true;
    if (options_.check_numerics && step.op) {
      const std::vector<runtime::Tensor> inputs{input};
      const std::vector<runtime::Tensor> outputs{device_values_[step.output]};
      r.numerics = ops_device::compareResults(*step.op, inputs, step.params, outputs);
      r.checked = true;
    }
  }

  // Drops value `i`'s handle on its buffer; the buffer is freed with its last handle (a
  // view keeps it), or at once when `force`d (ttnn.deallocate's force flag).
  void release(std::size_t i, bool force = false) {
    runtime::Tensor& t = device_values_[i];
    host_values_[i].reset();
    if (!t.valid()) return;
    const runtime::Buffer* buffer = t.bufferPtr().get();
    if (const auto shared = handles_.find(buffer); shared != handles_.end()) {
      if (!force && shared->second > 0) {
        --shared->second;
        t = runtime::Tensor();
        return;
      }
      handles_.erase(shared);
    }
    if (t.isAllocated()) t.deallocate();
  }

  // Frees every value whose last use was `step` (the planner's lifetime end).
  void releaseDead(std::int64_t step) {
    for (std::size_t i = 0; i < graph_.values.size(); ++i)
      if (graph_.values[i].last_use == step) release(i);
  }

  runtime::Device& device_;
  const Graph& graph_;
  const device::ArchDesc& arch_;
  runtime::PlacedAllocator placed_;
  std::vector<runtime::Tensor> device_values_;
  std::vector<std::optional<runtime::HostTensor>> host_values_;
  // Buffers shared by views: how many handles besides the last one still hold each.
  std::map<const runtime::Buffer*, int> handles_;
  RunReport report_;
};

}  // namespace

// Device byte sums may pass 2^64 before they are capped: GCC's 128-bit integer
// (__extension__: not ISO C++, said so for -Wpedantic).
__extension__ typedef __int128 WideBytes;

std::uint64_t estimateHostBytes(const Graph& graph, const RunOptions& options) {
  // The device's bytes of the tensors live at once (the simulated DRAM reuses freed
  // addresses, so its pages follow the peak), float64 copies of the arguments the run
  // keeps and of the results, and the largest check's read-backs (checkHostBytes).
  // Saturating: a product past 2^64 bytes is "too much" whatever the machine.
  auto add = [](std::uint64_t a, std::uint64_t b) {
    std::uint64_t r;
    return __builtin_add_overflow(a, b, &r) ? UINT64_MAX : r;
  };
  auto mul = [](std::uint64_t a, std::uint64_t b) {
    std::uint64_t r;
    return __builtin_mul_overflow(a, b, &r) ? UINT64_MAX : r;
  };
  std::uint64_t host = std::uint64_t{64} << 20;  // tables, chunks, the binary
  if (!options.run_kernels) return host;         // no tensor data at all
  std::uint64_t stream = 0;                      // the largest streamed chunk
  const std::size_t steps = graph.steps.size();
  // Device bytes starting (+) and ending (-) their lifetime at each step (0: entry); a
  // buffer ends with the last of its views.
  std::vector<WideBytes> change(steps + 2, 0);
  const std::vector<std::int64_t> ends = bufferEnds(graph);
  for (std::size_t i = 0; i < graph.values.size(); ++i) {
    const GraphValue& v = graph.values[i];
    const std::uint64_t elements = v.desc.shape.volume();
    // Block floats have no per-element size: a tile's bytes over its 1024 elements.
    const std::uint64_t per_element = device::isBlockFloat(v.desc.dtype)
                                          ? (device::tileBytes(v.desc.dtype) + 1023) / 1024
                                          : device::elementBytes(v.desc.dtype);
    const std::uint64_t bytes = mul(elements, per_element);
    if (v.place != ValuePlace::Host && v.view_of < 0) {
      const auto at = [&](std::int64_t s) {
        return static_cast<std::size_t>(std::clamp<std::int64_t>(s, 0, static_cast<std::int64_t>(steps) + 1));
      };
      change[at(v.defined + 1)] += bytes;
      change[at(std::max(ends[i], v.defined) + 2)] -= bytes;
    }
    const bool argument = v.defined < 0;
    const bool result = std::find(graph.results.begin(), graph.results.end(),
                                  static_cast<int>(i)) != graph.results.end();
    if ((argument && options.keep_arguments) || (result && options.read_outputs) ||
        v.place == ValuePlace::Host)
      host = add(host, mul(elements, sizeof(double)));
    // A random argument is written, and a result streamed to a file, a chunk of rows at
    // a time: one tile row of a very wide tensor is large (a chunk and its encoding).
    if ((argument && !options.keep_arguments) || (result && options.on_results))
      stream = std::max(stream, mul(2, ops_device::streamChunkBytes(v.desc.shape.rank ? v.desc.shape.last() : 1)));
  }
  std::uint64_t check = 0;
  if (options.check_numerics)
    for (const GraphStep& step : graph.steps) {
      if ((step.kind != StepKind::Compute && step.kind != StepKind::View) || !step.op || step.output < 0)
        continue;
      std::vector<ops::TensorDesc> inputs;
      for (int in : step.inputs) inputs.push_back(graph.values[static_cast<std::size_t>(in)].desc);
      check = std::max(check, ops_device::checkHostBytes(*step.op, inputs,
                                                  graph.values[static_cast<std::size_t>(step.output)].desc));
    }
  WideBytes live = 0, peak = 0;
  for (const WideBytes c : change) peak = std::max(peak, live += c);
  const std::uint64_t device_peak = peak > static_cast<WideBytes>(UINT64_MAX)
                                        ? UINT64_MAX
                                        : static_cast<std::uint64_t>(peak);
  return add(add(add(device_peak, host), check), stream);
}

std::vector<double> takeArgumentValues(RunReport& report, std::size_t i) {
  if (i < report.argument_draws.size() && report.argument_draws[i]) {
    const ArgumentDraw& d = *report.argument_draws[i];
    return ops_device::randomValues(d.count, d.lo, d.hi, d.integers, d.seed);
  }
  return std::move(report.arguments.at(i).values);
}

std::vector<double> argumentValuesAt(const RunReport& report, std::size_t i, std::uint64_t first,
                                     std::uint64_t count) {
  const bool drawn = i < report.argument_draws.size() && report.argument_draws[i].has_value();
  const std::uint64_t available =
      drawn ? report.argument_draws[i]->count : report.arguments.at(i).values.size();
  if (first > available || count > available - first)
    throw Error(ErrorKind::Internal, fmt::format("argument {}: elements [{}, {}) of {}", i, first,
                                                 first + count, available));
  if (drawn) {
    const ArgumentDraw& d = *report.argument_draws[i];
    return ops_device::randomValues(count, d.lo, d.hi, d.integers, d.seed, first);
  }
  const auto begin = report.arguments[i].values.begin() + static_cast<std::ptrdiff_t>(first);
  return std::vector<double>(begin, begin + static_cast<std::ptrdiff_t>(count));
}

std::optional<std::uint64_t> availableHostBytes() {
  std::FILE* meminfo = std::fopen("/proc/meminfo", "r");
  if (!meminfo) return std::nullopt;
  char line[256];
  std::optional<std::uint64_t> bytes;
  while (std::fgets(line, sizeof line, meminfo)) {
    unsigned long long kib = 0;
    if (std::sscanf(line, "MemAvailable: %llu kB", &kib) == 1) {
      bytes = static_cast<std::uint64_t>(kib) * 1024;
      break;
    }
  }
  std::fclose(meminfo);
  return bytes;
}

std::string RunReport::failedStepNote() const {
  return failed_steps && !steps.empty() ? fmt::format(" (step {} could not run)", steps.back().step)
                                        : "";
}

std::uint64_t plannedDramBytes(const Graph& graph, const GraphStep& step,
                               const device::ArchDesc& arch, bool arguments_only) {
  if (step.kind == StepKind::Alias || step.kind == StepKind::Release || step.kind == StepKind::View)
    return 0;
  // Buffers, not values: a view is its owner's buffer (one buffer read through two
  // values is touched once), and a view of an argument is the argument's bytes.
  auto buffer = [&](int v) { return v >= 0 && graph.values[static_cast<std::size_t>(v)].view_of >= 0
                                        ? graph.values[static_cast<std::size_t>(v)].view_of
                                        : v; };
  std::vector<int> touched;
  for (std::size_t i = 0; i < step.inputs.size(); ++i)
    if (step.kind != StepKind::Compute || !step.op || step.op->readsInput(i))
      touched.push_back(buffer(step.inputs[i]));
  touched.push_back(buffer(step.output));
  for (int v : step.more_outputs) touched.push_back(buffer(v));
  std::sort(touched.begin(), touched.end());
  touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
  std::uint64_t bytes = 0;
  for (int v : touched) {
    if (v < 0) continue;
    const GraphValue& value = graph.values[static_cast<std::size_t>(v)];
    if (arguments_only && value.defined >= 0 &&
        !graph.steps[static_cast<std::size_t>(value.defined)].load_time)
      continue;
    if (value.place == ValuePlace::Dram) bytes += value.desc.numPages(arch) * value.desc.pageSize(arch);
  }
  return bytes;
}

RunReport runGraph(runtime::Device& device, const Graph& graph, const RunOptions& options) {
  const std::optional<std::uint64_t> limit =
      options.max_host_bytes ? options.max_host_bytes : availableHostBytes();
  if (const std::uint64_t needed = estimateHostBytes(graph, options); limit && needed > *limit) {
    const GraphValue* largest = &graph.values.front();
    for (const GraphValue& v : graph.values)
      if (v.desc.shape.volume() > largest->desc.shape.volume()) largest = &v;
    throw Error(ErrorKind::OutOfMemory,
                fmt::format("running @{} needs about {:.2f} GiB of host memory ({} tensors, the "
                            "largest {} {}), more than the {:.2f} GiB available; run it on a "
                            "machine with more memory or on smaller shapes",
                            graph.function, static_cast<double>(needed) / (1u << 30),
                            graph.values.size(), largest->name, largest->desc.toString(),
                            static_cast<double>(*limit) / (1u << 30)),
                {Error::num("needed_bytes", static_cast<std::int64_t>(std::min<std::uint64_t>(needed, INT64_MAX))),
                 Error::num("available_bytes", static_cast<std::int64_t>(std::min<std::uint64_t>(*limit, INT64_MAX)))});
  }
  Runner runner(device, graph);
  return runner.run(options);
}

}  // namespace strata::exec
