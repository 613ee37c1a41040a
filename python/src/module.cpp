// The `strata` Python module (pybind11): the L1 query, the planner and the simulated
// device with NumPy tensors. Errors become strata.Error carrying the C++ error's kind,
// message and fields. docs/python.md describes the API.

#include "strata/device/arch.hpp"
#include "strata/exec/run.hpp"
#include "strata/runtime/host_memory.hpp"
#include "strata/ops/catalog.hpp"
#include "strata/ops_device/device.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/plan/planner.hpp"
#include "strata/plan/validator.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/tensor.hpp"
#include "strata/support/error.hpp"
#include "strata/version.hpp"
#if STRATA_PYTHON_WITH_COMPILER
#include "strata/compiler/Run/LoadGraph.h"
#endif

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <fmt/core.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace py = pybind11;
using namespace strata;

namespace {

PyObject* g_error_type = nullptr;  // strata.Error, set at import

// A built-in arch name or a JSON arch file, as the CLI's --arch takes it.
device::ArchDesc archOf(const std::string& name_or_path) { return device::resolveArch(name_or_path); }

// `values` as a NumPy array (lists converted as NumPy converts them), or a strata.Error
// saying `refusal` when NumPy cannot make one.
py::array asArray(const py::handle& values, const std::string& refusal) {
  py::array a;
  try {
    a = py::array::ensure(values);
  } catch (const py::error_already_set&) {
  }
  if (!a) throw Error(ErrorKind::InvalidArgument, refusal);
  return a;
}

// Tensor values as float64, converted from any real NumPy dtype. Complex values (whose
// imaginary part a cast would drop), objects and strings are a strata.Error naming
// `what`, never a lossy cast.
py::array_t<double, py::array::c_style> realValues(const py::handle& values, const std::string& what) {
  const py::array a = asArray(
      values, fmt::format("{} is not an array of numbers; give a NumPy array or nested lists", what));
  const char kind = a.dtype().kind();
  if (kind != 'b' && kind != 'i' && kind != 'u' && kind != 'f')
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{} holds {} values; give real numbers ({})", what,
                            py::str(a.dtype()).cast<std::string>(),
                            kind == 'c' ? "take .real or abs() of a complex array first"
                                        : "bool, integer or float arrays"));
  return py::array_t<double, py::array::c_style | py::array::forcecast>::ensure(a);
}

ops::OpParams paramsOf(const ops::OpInfo& op, const std::optional<py::dict>& given) {
  ops::OpParams params = op.defaults();
  if (!given) return params;
  for (auto [key, value] : *given) {
    const std::string text = fmt::format("{}={}", py::str(key).cast<std::string>(),
                                         py::str(value).cast<std::string>());
    ops::parseParam(op, text, params);
  }
  return params;
}

py::dict usageDict(const ops::L1Usage& u) {
  py::dict d;
  d["cb_peak"] = u.cb_peak;
  d["stack_peak"] = u.stack_peak;
  d["peak"] = u.peak;
  d["output_l1"] = u.output_l1;
  d["total"] = u.total;
  return d;
}

py::dict metalDict(const ops::TtMetalUsage& u) {
  py::dict d;
  d["cb_peak"] = u.cb_peak;
  d["tensor_l1_peak"] = u.tensor_l1_peak;
  d["total_peak"] = u.total_peak;
  d["output_l1"] = u.output_l1;
  return d;
}

// The one query call: op name, input specs ("64x128:bf16:tile:l1"), parameters by name,
// arch, output memory config ("l1", "dram", "l1-height:8x1", ...).
py::dict query(const std::string& op_name, const std::vector<std::string>& inputs,
               const std::optional<py::dict>& params, const std::string& arch_name,
               const std::optional<std::string>& output) {
  const ops::OpInfo& op = ops::getOp(op_name);
  std::vector<ops::TensorDesc> descs;
  descs.reserve(inputs.size());
  for (const std::string& s : inputs) descs.push_back(ops::parseTensorSpec(s));
  const ops::OpParams p = paramsOf(op, params);
  std::optional<ops::MemoryConfig> out;
  if (output) out = ops::parseMemoryConfig(*output);
  const device::ArchDesc& arch = archOf(arch_name);
  const ops::ModelUsage m = ops::queryModels(op, descs, p, arch, out ? &*out : nullptr);
  py::dict d = usageDict(m.stack);
  d["fits"] = ops::l1Shortfall(m.stack, arch) == 0;
  d["shortfall"] = ops::l1Shortfall(m.stack, arch);
  d["tt_metal"] = metalDict(m.tt_metal);
  return d;
}

// One column of plan()'s input as int64: a 1-D sequence or NumPy array of integers (or
// of floats that are whole numbers). Anything else is a strata.Error naming the column,
// the entry and the value, instead of a cast that truncates 8.9, wraps 2^64 + 5 or reads
// a 2-D array as flat.
std::vector<std::int64_t> int64Column(const py::handle& values, const char* name) {
  const py::array a = asArray(values, fmt::format("plan: {} is not a sequence of numbers; give a "
                                                  "list or a 1-D NumPy array of integers",
                                                  name));
  if (a.ndim() != 1)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("plan: {} is a {}-D array; give a 1-D sequence, one entry per buffer",
                            name, a.ndim()));
  const char kind = a.dtype().kind();
  std::vector<std::int64_t> out(static_cast<std::size_t>(a.size()));
  auto bad = [&](py::ssize_t i, const std::string& value, const char* why) {
    return Error(ErrorKind::InvalidArgument,
                 fmt::format("plan: {}[{}] = {} {}", name, i, value, why),
                 {Error::str("argument", name), Error::num("index", static_cast<std::int64_t>(i))});
  };
  if (kind == 'i') {
    auto v = py::array_t<std::int64_t, py::array::forcecast>::ensure(a);
    for (py::ssize_t i = 0; i < v.size(); ++i) out[static_cast<std::size_t>(i)] = v.at(i);
  } else if (kind == 'u') {
    auto v = py::array_t<std::uint64_t, py::array::forcecast>::ensure(a);
    for (py::ssize_t i = 0; i < v.size(); ++i) {
      if (v.at(i) > static_cast<std::uint64_t>(INT64_MAX))
        throw bad(i, std::to_string(v.at(i)), "is above 2^63 - 1; give 64-bit signed integers");
      out[static_cast<std::size_t>(i)] = static_cast<std::int64_t>(v.at(i));
    }
  } else if (kind == 'f') {
    auto v = py::array_t<double, py::array::forcecast>::ensure(a);
    for (py::ssize_t i = 0; i < v.size(); ++i) {
      const double x = v.at(i);
      if (!std::isfinite(x) || x != std::floor(x) || std::fabs(x) >= 9.2e18)
        throw bad(i, fmt::format("{}", x), "is not a whole number; give integers");
      out[static_cast<std::size_t>(i)] = static_cast<std::int64_t>(x);
    }
  } else {
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("plan: {} holds {} values, not integers; give a list or a 1-D array "
                            "of integers",
                            name, py::str(a.dtype()).cast<std::string>()));
  }
  return out;
}

// Plans buffers given as parallel sequences (lists or NumPy arrays); offsets come back
// as a NumPy int64 array. The problem is held to the CSV reader's rules (plan() checks).
py::dict planBuffers(const py::object& sizes_in, const py::object& lowers_in,
                     const py::object& uppers_in, std::optional<std::int64_t> capacity,
                     double timeout, const std::optional<py::object>& alignments_in) {
  const std::vector<std::int64_t> sizes = int64Column(sizes_in, "sizes");
  const std::vector<std::int64_t> lowers = int64Column(lowers_in, "lowers");
  const std::vector<std::int64_t> uppers = int64Column(uppers_in, "uppers");
  std::optional<std::vector<std::int64_t>> alignments;
  if (alignments_in && !alignments_in->is_none()) alignments = int64Column(*alignments_in, "alignments");
  const std::size_t n = sizes.size();
  if (lowers.size() != n || uppers.size() != n || (alignments && alignments->size() != n))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("plan: sizes has {} entries but lowers {}, uppers {}{}; give one "
                            "entry per buffer in each", n, lowers.size(), uppers.size(),
                            alignments ? fmt::format(", alignments {}", alignments->size()) : ""));
  plan::Problem problem;
  problem.buffers.resize(n);
  problem.origins.resize(n);
  for (std::size_t i = 0; i < n; ++i) {
    plan::Buffer& b = problem.buffers[i];
    b.id = std::to_string(i);
    b.size = sizes[i];
    b.lower = lowers[i];
    b.upper = uppers[i];
    if (alignments) b.alignment = (*alignments)[i];
    problem.origins[i] = fmt::format("plan: entry {}", i);
  }
  plan::PlanOptions options;
  options.capacity = capacity;
  options.minimize = !capacity;
  options.timeoutSeconds = timeout;
  plan::PlanResult r;
  {
    py::gil_scoped_release release;  // planning can take the whole budget
    r = plan::plan(problem, options);
  }
  py::dict d;
  if (!r.solution.offsets.empty() || n == 0) {
    plan::requireValid(problem, r.solution);
    py::array_t<std::int64_t> offsets(static_cast<py::ssize_t>(n));
    std::copy(r.solution.offsets.begin(), r.solution.offsets.end(), offsets.mutable_data());
    d["offsets"] = offsets;
  } else {
    d["offsets"] = py::none();
  }
  d["peak"] = r.peak;
  d["lower_bound"] = r.lowerBound;
  d["gap_percent"] = r.gapPercent;
  d["optimal"] = r.optimal;
  d["feasible"] = r.feasible;
  d["timed_out"] = r.timedOut;
  d["seconds"] = r.seconds;
  d["method"] = r.method;
  return d;
}

// NumPy dtype <-> device dtype: float32 <-> f32, anything else given is converted to
// the requested device dtype (bf16 by default).
device::DataType dtypeOf(const std::string& name) {
  if (name == "bf16" || name == "bfloat16") return device::DataType::BFloat16;
  if (name == "f32" || name == "float32") return device::DataType::Float32;
  if (name == "u32" || name == "uint32") return device::DataType::UInt32;  // indices, integer ops
  if (name == "i32" || name == "int32") return device::DataType::Int32;    // integer ops
  if (name == "u16" || name == "uint16") return device::DataType::UInt16;  // sort / topk indices
  // Block-float tile storage (the spec parser takes the same names).
  if (name == "bfp8" || name == "bfloat8_b") return device::DataType::BFloat8_B;
  if (name == "bfp4" || name == "bfloat4_b") return device::DataType::BFloat4_B;
  throw Error(ErrorKind::InvalidArgument,
              fmt::format("dtype '{}' is not a device dtype: use 'bf16', 'f32', 'bfp8' / 'bfp4' "
                          "(block-float tiles), 'u32' / 'u16' (indices, integer ops) or 'i32' (integer ops)",
                          name));
}

// A device tensor owned by Python; keeps its device alive.
struct PyTensor {
  std::shared_ptr<runtime::Device> device;
  runtime::Tensor tensor;
};

class PyDevice {
 public:
  explicit PyDevice(const std::string& arch) : device_(std::make_shared<runtime::Device>(archOf(arch))) {}

  // One copy in: NumPy values straight into the host tensor's value vector; the device
  // write then packs them into pages (the device's own representation).
  PyTensor tensor(const py::object& given, const std::string& dtype, const std::string& layout,
                  const std::string& memory) {
    const py::array_t<double, py::array::c_style> values = realValues(given, "Device.tensor: values");
    runtime::HostTensor host;
    host.dtype = dtypeOf(dtype);
    for (py::ssize_t i = 0; i < values.ndim(); ++i) host.shape.push_back(static_cast<std::uint64_t>(values.shape(i)));
    host.values.assign(values.data(), values.data() + values.size());
    if (const std::optional<device::ValueNotHeld> bad = device::firstValueNotHeld(host.dtype, host.values))
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("Device.tensor: element {} (flat) {}", bad->index, bad->why));
    const std::string spec = fmt::format("{}:{}:{}:{}", runtime::shapeToString(host.shape), dtype, layout, memory);
    const ops::TensorDesc desc = ops::parseTensorSpec(spec);
    const runtime::TensorSpec rspec = ops_device::toRuntimeSpec(desc, device_->arch());
    runtime::Tensor t = runtime::Tensor::fromHost(*device_, host, rspec.layout(), rspec.memoryConfig());
    return PyTensor{device_, std::move(t)};
  }

  py::dict run(const std::string& op_name, const std::vector<PyTensor*>& inputs,
               const std::optional<py::dict>& params, const std::optional<std::string>& output,
               const std::string& model) {
    const ops::OpInfo& op = ops::getOp(op_name);
    std::vector<runtime::Tensor> tensors;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
      const PyTensor* t = inputs[i];
      if (!t)
        throw Error(ErrorKind::InvalidArgument,
                    fmt::format("op {}: input {} is None; give a Tensor of this Device "
                                "(Device.tensor)",
                                op_name, i));
      if (t->device != device_)
        throw Error(ErrorKind::InvalidArgument,
                    fmt::format("op {}: input {} lives on another Device", op_name, i));
      tensors.push_back(t->tensor);
    }
    std::optional<ops::MemoryConfig> out;
    if (output) out = ops::parseMemoryConfig(*output);
    if (model != "stack" && model != "tt-metal" && model != "pool")
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("model '{}': use 'stack', 'tt-metal' or 'pool'", model));
    const ops_device::AllocationModel allocation = model == "stack"      ? ops_device::AllocationModel::Stack
                                            : model == "tt-metal" ? ops_device::AllocationModel::TtMetal
                                                                  : ops_device::AllocationModel::Pool;
    ops_device::ExecResult r = ops_device::execute(*device_, op, tensors, paramsOf(op, params), out ? &*out : nullptr,
                                     nullptr, true, allocation);
    py::dict d;
    d["output"] = PyTensor{device_, std::move(r.output)};
    d["predicted"] = usageDict(r.predicted);
    d["measured"] = usageDict(r.measured);
    if (allocation == ops_device::AllocationModel::Pool) {
      d["pool_bytes"] = r.pool_bytes;            // reserved: the query's stack peak
      d["pool_high_water"] = r.pool_high_water;  // held at most
    }
    return d;
  }

  py::dict l1Map() const {
    const runtime::L1Map m = device_->l1Map();
    py::dict d;
    d["unreserved_base"] = m.unreserved_base;
    d["stack_top"] = m.stack_top;
    d["heap_floor"] = m.heap_floor;
    d["l1_size"] = m.l1_size;
    d["stack_bytes"] = m.stack_bytes;
    d["heap_bytes"] = m.heap_bytes;
    d["gap_bytes"] = m.gap_bytes;
    return d;
  }

  std::string arch() const { return device_->arch().name; }

 private:
  std::shared_ptr<runtime::Device> device_;
};

// One copy out: the host values vector moves into the array's owner (no second copy).
py::array_t<double> toNumpy(const PyTensor& t) {
  runtime::HostTensor host = t.tensor.toHost();
  auto* values = new std::vector<double>(std::move(host.values));
  py::capsule owner(values, [](void* p) { delete static_cast<std::vector<double>*>(p); });
  std::vector<py::ssize_t> shape(host.shape.begin(), host.shape.end());
  return py::array_t<double>(shape, values->data(), owner);
}

#if STRATA_PYTHON_WITH_COMPILER
// The `strata run` flow: a TTNN module file, planned on the fly when it has no plan,
// run on the simulated device at its planned addresses. `inputs` are NumPy arrays in
// argument order (None: seeded random values), converted to each argument's dtype.
py::dict runModule(const std::string& path, const std::vector<py::object>& inputs,
                   const std::optional<std::string>& arch_name, std::uint64_t seed,
                   const std::string& placement, bool const_eval) {
  if (placement != "dram" && placement != "strata" && placement != "tt-mlir")
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("run_module: placement '{}' is not one of strata, tt-mlir, dram",
                            placement));
  compiler::LoadOptions load;
  load.placement = placement;
  load.constEval = const_eval;
  compiler::LoadedGraph loaded = arch_name ? compiler::loadGraph(path, archOf(*arch_name), load)
                                           : compiler::loadGraph(path, load);
  const exec::Graph& graph = loaded.graph;
  if (inputs.size() > graph.arguments.size())
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: @{} takes {} argument(s) but {} inputs were given", path,
                            graph.function, graph.arguments.size(), inputs.size()));
  exec::RunOptions options;
  options.seed = seed;
  // The model check draws random arguments again rather than holding them (weights).
  options.keep_arguments = false;
  options.inputs.resize(graph.arguments.size());
  for (std::size_t i = 0; i < inputs.size(); ++i) {
    if (inputs[i].is_none()) continue;
    const py::array_t<double, py::array::c_style> a = realValues(inputs[i], fmt::format("run_module: input {}", i));
    runtime::HostTensor host;
    host.dtype = graph.values[static_cast<std::size_t>(graph.arguments[i])].desc.dtype;
    for (py::ssize_t d = 0; d < a.ndim(); ++d) host.shape.push_back(static_cast<std::uint64_t>(a.shape(d)));
    host.values.assign(a.data(), a.data() + a.size());
    options.inputs[i] = std::move(host);
  }
  exec::RunReport report;
  {
    runtime::Device device(loaded.arch);  // gone (with its DRAM pages) before the model runs
    report = exec::runGraph(device, graph, options);
  }
  runtime::releaseFreedHostMemory();  // the device phase's freed memory, before the model's
  // A TTIR module's results against the module evaluated in float64 (PCC >= 0.99).
  compiler::ModelReport model;
  if (loaded.reference && report.error.empty())
    model = compiler::checkRunAgainstModel(*loaded.reference, report);
  if (const std::string bad = compiler::badInputValues(report, model); !bad.empty())
    throw Error(ErrorKind::InvalidArgument, fmt::format("{}: {}", path, bad));
  py::dict d;
  d["function"] = report.function;
  d["arch"] = loaded.arch.name;
  d["planned_on_the_fly"] = loaded.plannedOnTheFly;
  d["lowered_from_ttir"] = loaded.loweredFromTTIR;
  d["remarks"] = loaded.remarks;  // the planner's remarks, one line each (never printed)
  d["ok"] = report.ok() && model.ok();
  if (loaded.reference) {
    py::list results;
    for (const compiler::ModelCheck& c : model.results) {
      py::dict r;
      r["pcc"] = std::isnan(c.pcc) ? py::none() : py::cast(c.pcc);
      r["max_abs_error"] = c.max_abs_error;
      r["ok"] = c.ok;
      r["note"] = c.note;
      results.append(r);
    }
    py::dict m;
    m["results"] = results;
    m["error"] = model.error;
    m["required_pcc"] = 0.99;
    d["model_check"] = m;
  }
  d["l1_mismatches"] = report.l1_mismatches;
  d["dram_mismatches"] = report.dram_mismatches;
  d["dram_planned_bytes"] = report.dram_planned_bytes;
  d["dram_touched_bytes"] =
      report.dram_measured ? py::cast(report.dram_measured->touched_bytes) : py::none();
  // The const-eval functions' steps (const_eval=True), run once: apart from the above.
  d["dram_load_planned_bytes"] = report.dram_load_planned_bytes;
  d["dram_load_touched_bytes"] =
      report.dram_load_measured ? py::cast(report.dram_load_measured->touched_bytes) : py::none();
  d["clashes"] = report.clashes;
  d["numeric_failures"] = report.numeric_failures;
  d["failed_steps"] = report.failed_steps;
  d["error"] = report.error;
  py::list steps;
  for (const exec::StepReport& st : report.steps) {
    py::dict sd;
    sd["name"] = st.name;
    sd["op"] = st.op;
    sd["load_time"] = graph.steps[st.step].load_time;
    sd["view"] = st.view;
    sd["planned"] = usageDict(st.planned);
    sd["measured"] = st.failed ? py::object(py::none()) : py::object(usageDict(st.measured));
    sd["l1_match"] = st.l1_match;
    sd["region_end"] = st.region_end;
    sd["lowest_live"] = st.lowest_live ? py::cast(*st.lowest_live) : py::none();
    sd["clash"] = st.clash;
    sd["dram_planned"] = st.dram_planned;
    sd["dram_touched"] = st.dram_measured ? py::cast(st.dram_measured->touched_bytes) : py::none();
    sd["dram_match"] = st.dram_match;
    sd["failed"] = st.failed;
    if (st.failed) sd["error"] = st.error;
    steps.append(sd);
  }
  d["steps"] = steps;
  py::list outputs;
  for (runtime::HostTensor& out : report.outputs) {
    auto* values = new std::vector<double>(std::move(out.values));
    py::capsule owner(values, [](void* p) { delete static_cast<std::vector<double>*>(p); });
    std::vector<py::ssize_t> shape(out.shape.begin(), out.shape.end());
    outputs.append(py::array_t<double>(shape, values->data(), owner));
  }
  d["outputs"] = outputs;
  return d;
}
#endif

}  // namespace

PYBIND11_MODULE(_strata, m) {
  m.doc() = "Strata: L1 memory management for tile-based tensor accelerators";
  // strata.Error is a ValueError (Python's convention for a wrong value) and, as it was
  // first, a RuntimeError, so existing `except RuntimeError` code keeps working.
  g_error_type = PyErr_NewException(
      "strata.Error", py::make_tuple(py::handle(PyExc_ValueError), py::handle(PyExc_RuntimeError)).ptr(),
      nullptr);
  if (!g_error_type) throw py::error_already_set();
  m.add_object("Error", py::handle(g_error_type));
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const Error& e) {
      py::object err = py::reinterpret_borrow<py::object>(g_error_type)(e.what());
      err.attr("kind") = std::string(errorKindName(e.kind()));
      py::dict fields;
      for (const Error::Field& f : e.fields()) {
        if (f.number) fields[py::str(f.key)] = *f.number;
        else fields[py::str(f.key)] = f.text;
      }
      err.attr("fields") = fields;
      PyErr_SetObject(g_error_type, err.ptr());
    }
  });

  m.def("version", [] { return std::string(version()); }, "the library's version");
  m.def("ops", [] {
    std::vector<std::string> names;
    for (const ops::OpInfo& op : ops::catalog()) names.emplace_back(op.name);
    return names;
  }, "names of the ops the library knows");
  m.def("query", &query, py::arg("op"), py::arg("inputs"), py::arg("params") = py::none(),
        py::arg("arch") = std::string(device::kDefaultArch), py::arg("output") = py::none(),
        "L1 bytes per core the op needs: cb_peak, stack_peak, peak, output_l1, total, fits, "
        "shortfall and tt_metal (tt-metal's model)");
  // The same work as query() minus Python (parse the specs, both models), timed in C++:
  // bench/python_query.py compares it with the Python call in one run.
  m.def("_query_seconds_in_cpp", [](const std::string& op_name, const std::vector<std::string>& inputs,
                                    int iterations) {
    const ops::OpInfo& op = ops::getOp(op_name);
    const device::ArchDesc& arch = archOf(std::string(device::kDefaultArch));
    std::uint64_t sink = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int i = 0; i < iterations; ++i) {
      std::vector<ops::TensorDesc> descs;
      descs.reserve(inputs.size());
      for (const std::string& s : inputs) descs.push_back(ops::parseTensorSpec(s));
      sink += ops::queryModels(op, descs, op.defaults(), arch).stack.total;
    }
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    if (sink == 1) py::print("");  // keeps the loop from being optimised away
    return elapsed.count() / iterations;
  });
  m.def("plan", &planBuffers, py::arg("sizes"), py::arg("lowers"), py::arg("uppers"),
        py::arg("capacity") = py::none(), py::arg("timeout") = 10.0, py::arg("alignments") = py::none(),
        "offsets for buffers live over [lower, upper): minimise the peak, or with capacity "
        "answer whether all fit");

#if STRATA_PYTHON_WITH_COMPILER
  m.def("run_module", &runModule, py::arg("path"), py::arg("inputs") = std::vector<py::object>{},
        py::arg("arch") = py::none(), py::arg("seed") = 1, py::arg("placement") = "dram",
        py::arg("const_eval") = true,
        "plans (if needed; placement: the L1 placement policy run first, strata, tt-mlir or "
        "dram; const_eval: a TTIR module's parameter-only ops run once in const-eval "
        "functions, their DRAM bytes apart) and runs a TTNN or TTIR module on the simulated device: per-step planned vs "
        "measured L1 and DRAM bytes, clashes, numerics, and the outputs as NumPy arrays");
#endif
  py::class_<PyTensor>(m, "Tensor")
      .def("numpy", &toNumpy, "the values as a float64 array (one copy)")
      .def_property_readonly("shape", [](const PyTensor& t) {
        return std::vector<std::uint64_t>(t.tensor.shape().begin(), t.tensor.shape().end());
      })
      .def_property_readonly("spec", [](const PyTensor& t) { return ops_device::describe(t.tensor).toString(); })
      .def("deallocate", [](PyTensor& t) { t.tensor.deallocate(); });

  py::class_<PyDevice>(m, "Device")
      .def(py::init<const std::string&>(), py::arg("arch") = std::string(device::kDefaultArch))
      .def_property_readonly("arch", &PyDevice::arch)
      .def("tensor", &PyDevice::tensor, py::arg("values"), py::arg("dtype") = "bf16",
           py::arg("layout") = "tile", py::arg("memory") = "dram",
           "a device tensor holding `values` (converted to dtype)")
      .def("run", &PyDevice::run, py::arg("op"), py::arg("inputs"), py::arg("params") = py::none(),
           py::arg("output") = py::none(), py::arg("model") = "stack",
           "runs a catalog op: output tensor, the query's prediction and the measured figures")
      .def("l1_map", &PyDevice::l1Map, "stack top, heap floor and free gap of L1 (bytes per core)");
}
