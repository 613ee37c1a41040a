// `strata query OP ...`, `strata exec OP ...` and the op-library demo step.
//
//   strata query OP --input SPEC [--input SPEC ...] [--param name=value ...]
//                [--output-memory-config MEMCFG] [--arch NAME] [--json] [--explain]
//                [--model stack|tt-metal]
//   strata exec  OP (same arguments) [--seed N] [--json] [--intermediates stack|heap|pool]
//                [--trace FILE]
//
// Bad op names, specs, params or arguments an op does not support: one-line error,
// exit 2. exec exits 1 when the measured figures differ from the query or the error is
// out of tolerance (a valid question answered "no").

#include "command.hpp"

#include "strata/ops_device/check.hpp"
#include "strata/ops/explain.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/runtime/trace.hpp"
#include "strata/support/error.hpp"
#include "strata/support/output_file.hpp"

#include <fmt/core.h>
#include <nlohmann/json.hpp>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

using namespace strata;

struct OpOptions {
  std::string op;
  std::vector<std::string> inputs;
  std::vector<std::string> params;
  std::string output_memory;
  std::string arch{device::kDefaultArch};
  std::string seed = "1";
  bool json = false;
};

struct Parsed {
  const ops::OpInfo* op = nullptr;
  std::vector<ops::TensorDesc> inputs;
  ops::OpParams params;
  std::optional<ops::MemoryConfig> output;
  device::ArchDesc arch;
};

Parsed parse(const OpOptions& o) {
  Parsed p;
  p.op = &ops::getOp(o.op);
  p.arch = device::resolveArch(o.arch);
  if (o.inputs.empty())
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("op {} needs {} --input SPEC (SHAPE[:DTYPE[:LAYOUT[:MEMCFG]]], e.g. "
                            "1x1x256x256:bf16:tile:l1)",
                            p.op->name, p.op->arity));
  for (const std::string& s : o.inputs) p.inputs.push_back(ops::parseTensorSpec(s));
  p.params = p.op->defaults();
  std::map<std::string, std::string> given;  // parameter name -> the --param that set it
  for (const std::string& s : o.params) {
    const std::string name = s.substr(0, s.find('='));
    if (const auto [at, inserted] = given.emplace(name, s); !inserted)
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("--param {} and --param {} both set {}; give each parameter once",
                              at->second, s, name),
                  {Error::str("param", name)});
    ops::parseParam(*p.op, s, p.params);
  }
  if (!o.output_memory.empty()) p.output = ops::parseMemoryConfig(o.output_memory);
  ops::checkArguments(*p.op, p.inputs, p.params, p.arch, p.output ? &*p.output : nullptr);
  return p;
}

// Checks that run before any host allocation: every input fits its banks on this arch,
// and the run fits the host's physical memory. Without them an oversized tensor ends in
// std::bad_alloc (or the OOM killer) before the device could say it does not fit.
void checkFitsDevice(const Parsed& p) {
  for (std::size_t i = 0; i < p.inputs.size(); ++i) {
    const ops::TensorDesc& d = p.inputs[i];
    const bool l1 = d.memory.isL1();
    const std::uint64_t per_bank = d.bytesPerBank(p.arch);
    const std::uint64_t capacity =
        l1 ? p.arch.l1AllocatableBytes()
           : p.arch.dram_bank_size - p.arch.dram_unreserved_base - p.arch.trace_region_size;
    if (per_bank > capacity)
      throw Error(ErrorKind::OutOfMemory,
                  fmt::format("input {} ({}) needs {} B per {} bank but a {} bank of {} has {} B "
                              "allocatable; use a smaller shape{}",
                              i, d.toString(), per_bank, l1 ? "L1" : "DRAM", l1 ? "L1" : "DRAM",
                              p.arch.name, capacity, l1 ? " or put it in dram" : ""),
                  {Error::num("input", static_cast<std::int64_t>(i)),
                   Error::num("bytes_per_bank", static_cast<std::int64_t>(per_bank)),
                   Error::num("bank_capacity", static_cast<std::int64_t>(capacity))});
  }
  const long pages = sysconf(_SC_PHYS_PAGES), page_size = sysconf(_SC_PAGE_SIZE);
  if (pages <= 0 || page_size <= 0) return;
  const std::uint64_t host = static_cast<std::uint64_t>(pages) * static_cast<std::uint64_t>(page_size);
  const std::uint64_t need = ops_device::hostBytesForRun(*p.op, p.inputs, p.arch);
  if (need > host)
    throw Error(ErrorKind::OutOfMemory,
                fmt::format("this run needs about {} MiB of host memory{} but the machine has {} "
                            "MiB; use smaller inputs or a larger machine",
                            need >> 20,
                            ops_device::comparesByRows(*p.op, p.inputs)
                                ? ""
                                : " (its reference holds whole tensors on the host)",
                            host >> 20),
                {Error::num("host_bytes_needed", static_cast<std::int64_t>(need)),
                 Error::num("host_bytes", static_cast<std::int64_t>(host))});
}

void addCommon(CLI::App* cmd, const std::shared_ptr<OpOptions>& o) {
  cmd->add_option("op", o->op, "op name (strata query --list shows them)");
  cmd->add_option("--input", o->inputs, "input tensor SPEC: SHAPE[:DTYPE[:LAYOUT[:MEMCFG]]]");
  cmd->add_option("--param", o->params,
                  "op parameter as name=value (e.g. n=2), lists as name=1,2,3 (e.g. permutation=0,2,1,3)");
  cmd->add_option("--output-memory-config", o->output_memory,
                  "dram | l1 | l1-height:GRID | l1-width:GRID | l1-block:GRID");
  cmd->add_option("--arch", o->arch, "built-in arch name or arch JSON file")->capture_default_str();
  cmd->add_flag("--json", o->json, "print one JSON object");
}

nlohmann::json usageJson(std::string_view op, const ops::L1Usage& u) {
  nlohmann::json j = u;
  j["op"] = op;
  return j;
}

std::string cbText(const ops::CbDesc& cb) {
  std::string backing = !cb.backed()                              ? ""
                        : cb.backed_by == ops::CbDesc::kOutput   ? " on the output's shard"
                                                                 : fmt::format(" on input {}'s shard", cb.backed_by);
  return fmt::format("c{} {}x{}{}", cb.index, cb.page_size, cb.num_pages, backing);
}

nlohmann::json explainJson(const ops::Explanation& e) {
  nlohmann::json steps = nlohmann::json::array();
  for (const ops::ExplainStep& s : e.steps) {
    nlohmann::json j{{"step", std::string(ops::stepKindName(s.kind))}, {"depth", s.depth},
                     {"stack", s.stack}, {"peak", s.usage.peak}};
    if (!s.name.empty()) j["name"] = s.name;
    if (s.kind == ops::ExplainStep::Kind::Allocate) {
      j["tensor"] = s.tensor.toString();
      j["placement"] = s.placement == ops::Placement::Stack ? "stack" : "heap";
      j["l1_bytes"] = s.l1_bytes;
    }
    if (s.kind == ops::ExplainStep::Kind::Enqueue) {
      nlohmann::json cbs = nlohmann::json::array();
      for (const ops::CbDesc& cb : s.cbs) {
        nlohmann::json c{{"index", cb.index}, {"page_size", cb.page_size}, {"pages", cb.num_pages}};
        c["backed_by"] = !cb.backed() ? nlohmann::json() :
                         cb.backed_by == ops::CbDesc::kOutput ? nlohmann::json("output")
                                                             : nlohmann::json(cb.backed_by);
        cbs.push_back(std::move(c));
      }
      j["cbs"] = std::move(cbs);
      j["cb_region"] = s.cb_region;
      j["cores"] = s.cores;
    }
    steps.push_back(std::move(j));
  }
  return steps;
}

void printExplanation(const ops::Explanation& e) {
  fmt::print("steps (bytes per core; the stack and the peak after each step):\n");
  for (const ops::ExplainStep& s : e.steps) {
    const std::string indent(2 + 2 * static_cast<std::size_t>(s.depth), ' ');
    switch (s.kind) {
      case ops::ExplainStep::Kind::BeginOp: fmt::print("{}op {}\n", indent, s.name); break;
      case ops::ExplainStep::Kind::EndOp: break;
      case ops::ExplainStep::Kind::PushFrame:
        fmt::print("{}frame {} (stack {})\n", indent, s.name, s.stack);
        break;
      case ops::ExplainStep::Kind::PopFrame:
        fmt::print("{}frame closed: stack back to {}\n", indent, s.stack);
        break;
      case ops::ExplainStep::Kind::Allocate:
        if (s.placement == ops::Placement::Stack)
          fmt::print("{}stack tensor {}: +{} -> stack {}\n", indent, s.tensor.toString(),
                     s.l1_bytes, s.stack);
        else
          fmt::print("{}output {}: {} B in L1\n", indent, s.tensor.toString(), s.l1_bytes);
        break;
      case ops::ExplainStep::Kind::Enqueue: {
        std::string cbs;
        for (const ops::CbDesc& cb : s.cbs) cbs += (cbs.empty() ? "" : ", ") + cbText(cb);
        fmt::print("{}program {} on {} cores: CBs {} = {} B -> stack + CBs {}, peak {}\n",
                   indent, s.name, s.cores, cbs, s.cb_region, s.stack + s.cb_region,
                   s.usage.peak);
        break;
      }
    }
  }
}

// An op with several results: one line per result (text) or the "results" array (JSON).
std::vector<ops::TensorDesc> multiResults(const Parsed& p) {
  if (p.op->num_results < 2) return {};
  return ops::resultDescs(*p.op, p.inputs, p.params, p.arch, p.output ? &*p.output : nullptr);
}

nlohmann::json resultsJson(const std::vector<ops::TensorDesc>& results, const device::ArchDesc& arch) {
  nlohmann::json list = nlohmann::json::array();
  for (const ops::TensorDesc& d : results)
    list.push_back({{"tensor", d.toString()}, {"l1", d.memory.isL1() ? d.l1BytesPerCore(arch) : 0}});
  return list;
}

void printResults(const std::vector<ops::TensorDesc>& results, const device::ArchDesc& arch) {
  for (std::size_t k = 0; k < results.size(); ++k)
    fmt::print("  result {}   {} ({} B per core in L1)\n", k, results[k].toString(),
               results[k].memory.isL1() ? results[k].l1BytesPerCore(arch) : 0);
}

void listOps() {
  for (const ops::OpInfo& op : ops::catalog()) {
    std::string params;
    for (int i = 0; i < op.num_params; ++i) {
      const ops::ParamDef& def = op.params[static_cast<std::size_t>(i)];
      // List parameters (name=1,2,3) default to [] (the op's identity).
      params += def.is_list                         ? fmt::format(" {}=[]", def.name)
                : def.kind == ops::ParamKind::Choice ? fmt::format(" {}={}", def.name, def.choiceName(def.default_value))
                                                     : fmt::format(" {}={}", def.name, def.default_value);
    }
    const std::string arity = op.max_arity > op.arity ? fmt::format("{}-{}", op.arity, op.max_arity)
                                                      : fmt::format("{}", op.arity);
    const std::string results =
        op.num_results > 1 ? fmt::format(", {} results", op.num_results) : "";
    fmt::print("{:<18} {} input(s){}{}{}  [{}]\n", op.name, arity, results,
               op.supports_sharded ? ", sharded ok" : "", params, op.summary);
  }
}

const cli::CommandRegistration kQuery("query", [](CLI::App& root) {
  auto o = std::make_shared<OpOptions>();
  auto list = std::make_shared<bool>(false);
  auto* cmd = root.add_subcommand("query", "L1 bytes per core an op needs (no device, no kernels)");
  addCommon(cmd, o);
  auto explain = std::make_shared<bool>(false);
  auto model = std::make_shared<std::string>("stack");
  cmd->add_flag("--list", *list, "list the ops and their parameters");
  cmd->add_option("--model", *model,
                  "figures to print: stack (Strata's: composite intermediates on the L1 stack) or "
                  "tt-metal (tt-metal's query: intermediates as heap buffers); --json gives both")
      ->check(CLI::IsMember({"stack", "tt-metal"}))
      ->capture_default_str();
  cmd->add_flag("--explain", *explain,
                "also print the steps behind the number: ops, frames, stack tensors, programs "
                "with their circular buffers");
  cmd->callback([o, list, explain, model] {
    if (*list) return listOps();
    const Parsed p = parse(*o);
    const ops::MemoryConfig* output = p.output ? &*p.output : nullptr;
    std::optional<ops::Explanation> steps;
    if (*explain) steps = ops::explain(*p.op, p.inputs, p.params, p.arch, output);
    const ops::ModelUsage both = ops::queryModels(*p.op, p.inputs, p.params, p.arch, output);
    const ops::L1Usage& u = both.stack;
    const ops::TtMetalUsage& m = both.tt_metal;
    const std::uint64_t shortfall = ops::l1Shortfall(u, p.arch);
    if (o->json) {
      nlohmann::json j = usageJson(p.op->name, u);
      j["fits"] = shortfall == 0;
      j["shortfall"] = shortfall;
      j["tt_metal"] = m;
      if (steps) j["explain"] = explainJson(*steps);
      if (p.op->num_results > 1) j["results"] = resultsJson(multiResults(p), p.arch);
      fmt::print("{}\n", j.dump());
      return;
    }
    if (*model == "tt-metal") {
      fmt::print("{} on {} (bytes per core, tt-metal's model: intermediates as heap buffers)\n",
                 p.op->name, p.arch.name);
      fmt::print("  cb_peak        {:>10}\n  tensor_l1_peak {:>10}\n  total_peak     {:>10}\n"
                 "  output_l1      {:>10}\n",
                 m.cb_peak, m.tensor_l1_peak, m.total_peak, m.output_l1);
      if (steps) printExplanation(*steps);
      return;
    }
    fmt::print("{} on {} (bytes per core)\n", p.op->name, p.arch.name);
    fmt::print("  cb_peak    {:>10}\n  stack_peak {:>10}\n  peak       {:>10}\n  output_l1  {:>10}\n"
               "  total      {:>10}\n",
               u.cb_peak, u.stack_peak, u.peak, u.output_l1, u.total);
    printResults(multiResults(p), p.arch);  // output_l1 is their sum
    if (shortfall == 0)
      fmt::print("  fits       the {} B of allocatable L1\n", p.arch.l1AllocatableBytes());
    else
      fmt::print("  fits       no: {} B more than the {} B of allocatable L1\n", shortfall,
                 p.arch.l1AllocatableBytes());
    if (steps) printExplanation(*steps);
  });
});

// The placements of a composite's intermediates `exec --intermediates` names.
ops_device::AllocationModel intermediatesModel(const std::string& name) {
  if (name == "heap") return ops_device::AllocationModel::TtMetal;
  if (name == "pool") return ops_device::AllocationModel::Pool;
  return ops_device::AllocationModel::Stack;
}

void printExecRows(const ops_device::RunReport& r) {
  auto row = [](const char* name, std::uint64_t m, std::uint64_t q) {
    fmt::print("  {:<14} {:>16} {:>10}{}\n", name, m, q, m == q ? "" : "   MISMATCH");
  };
  switch (r.model) {
    case ops_device::AllocationModel::Stack:
      row("cb_peak", r.measured.cb_peak, r.predicted.cb_peak);
      row("stack_peak", r.measured.stack_peak, r.predicted.stack_peak);
      row("peak", r.measured.peak, r.predicted.peak);
      row("output_l1", r.measured.output_l1, r.predicted.output_l1);
      row("total", r.measured.total, r.predicted.total);
      break;
    case ops_device::AllocationModel::TtMetal:  // the query's tt-metal figures
      row("cb_peak", r.metal_measured.cb_peak, r.metal_predicted.cb_peak);
      row("tensor_l1_peak", r.metal_measured.tensor_l1_peak, r.metal_predicted.tensor_l1_peak);
      row("total_peak", r.metal_measured.total_peak, r.metal_predicted.total_peak);
      row("output_l1", r.metal_measured.output_l1, r.metal_predicted.output_l1);
      break;
    case ops_device::AllocationModel::Pool:  // the pool is the query's stack peak, exactly full
      row("cb_peak", r.measured.cb_peak, r.predicted.cb_peak);
      row("pool", r.pool_high_water, r.pool_bytes);
      row("output_l1", r.measured.output_l1, r.predicted.output_l1);
      break;
  }
}

const cli::CommandRegistration kExec("exec", [](CLI::App& root) {
  auto o = std::make_shared<OpOptions>();
  auto intermediates = std::make_shared<std::string>("stack");
  auto trace = std::make_shared<std::string>();
  auto* cmd = root.add_subcommand("exec", "Run an op on the simulated device with random inputs");
  addCommon(cmd, o);
  cmd->add_option("--seed", o->seed, "seed of the random inputs")->capture_default_str();
  cmd->add_option("--intermediates", *intermediates,
                  "where a composite's intermediates go: stack (Strata's L1 stack), heap "
                  "(tt-metal's way: heap buffers in the output's memory) or pool (a memory pool "
                  "of the query's stack peak, reserved from the L1 heap while the op runs)")
      ->check(CLI::IsMember({"stack", "heap", "pool"}))
      ->capture_default_str();
  cmd->add_option("--trace", *trace,
                  "write the run's allocation trace (docs/runtime.md) to this file, for "
                  "`strata frag --trace`");
  cmd->callback([o, intermediates, trace] {
    const std::uint64_t seed = cli::parseWholeNumber(o->seed, "--seed", 0, UINT64_MAX);
    const Parsed p = parse(*o);
    checkFitsDevice(p);
    runtime::Device device(p.arch);
    if (!trace->empty()) device.tracer().enable();  // before the inputs: the replay needs them
    const ops_device::AllocationModel model = intermediatesModel(*intermediates);
    const ops_device::RunReport r = ops_device::runWithRandomInputs(
        device, *p.op, p.inputs, p.params, p.output ? &*p.output : nullptr, seed, model);
    if (!trace->empty())
      writeFileAtomically(
          *trace, runtime::traceToJson(device.tracer().events(), p.arch).dump(1) + "\n");
    const bool exact = r.exact();
    if (o->json) {
      nlohmann::json j = usageJson(p.op->name, r.measured);
      j["intermediates"] = *intermediates;
      if (model == ops_device::AllocationModel::Pool) {
        j["pool_bytes"] = r.pool_bytes;
        j["pool_high_water"] = r.pool_high_water;
      }
      if (model == ops_device::AllocationModel::TtMetal)
        j["tt_metal"] = r.metal_measured;
      j["exact"] = exact;
      j["max_abs_error"] = r.numerics.max_abs_error;
      j["max_rel_error"] = r.numerics.max_rel_error;
      j["tolerance_used"] = r.numerics.tolerance_used;
      j["within_tolerance"] = r.numerics.within_tolerance;
      if (p.op->num_results > 1) j["results"] = resultsJson(multiResults(p), p.arch);
      fmt::print("{}\n", j.dump());
    } else {
      fmt::print("{} on {}, intermediates on the {} (bytes per core)   measured      query\n",
                 p.op->name, p.arch.name, *intermediates);
      printExecRows(r);
      printResults(multiResults(p), p.arch);  // each checked against its reference below
      // The check holds the result to the tolerance of its own dtype (typecast changes it);
      // an in-place op's result is its updated input.
      const ops::Tolerance& t = p.op->tolerance(
          p.op->inPlace() ? p.inputs[static_cast<std::size_t>(p.op->in_place_input)].dtype
                          : ops::resultDescs(*p.op, p.inputs, p.params, p.arch,
                                             p.output ? &*p.output : nullptr)
                                .front()
                                .dtype);
      fmt::print("  error vs host reference: max abs {:.3g}, max rel {:.3g} over {} elements "
                 "(tolerance {} + {} x |ref|, {:.0f} % of it used): {}\n",
                 r.numerics.max_abs_error, r.numerics.max_rel_error, r.numerics.elements, t.atol,
                 t.rtol, 100 * r.numerics.tolerance_used,
                 r.numerics.within_tolerance ? "within"
                 : r.numerics.non_finite_mismatches > 0
                     ? fmt::format("OUT OF TOLERANCE ({} elements NaN or inf on one side only)",
                                   r.numerics.non_finite_mismatches)
                     : std::string("OUT OF TOLERANCE"));
    }
    cli::setExitCode(exact && r.numerics.within_tolerance ? 0 : 1);
  });
});

// Demo: the two composite-of-composite ops, query beside measurement, and the error.
int demoOps() {
  const device::ArchDesc& arch = device::builtinArch(device::kDefaultArch);
  runtime::Device device(arch);
  struct DemoCase {
    const char* op;
    std::vector<std::string> inputs;
  };
  const DemoCase cases[] = {
      {"multigammaln", {"1x1x64x128:bf16:tile:l1"}},
      {"multigammaln", {"1x1x64x128:f32:tile:dram"}},
      {"layer_norm", {"1x1x64x256:bf16:tile:l1", "1x1x1x256:bf16:tile:l1", "1x1x1x256:bf16:tile:l1"}},
      {"layer_norm", {"1x1x64x256:f32:tile:dram", "1x1x1x256:f32:tile:dram", "1x1x1x256:f32:tile:dram"}},
  };
  int rc = 0;
  fmt::print("{:<13} {:<26} {:>22} {:>22} {:>22} {:>22} {:>22}  {:>9} {:>9}  {}\n", "op", "input",
             "cb_peak q/m", "stack_peak q/m", "peak q/m", "output_l1 q/m", "total q/m", "max_abs",
             "max_rel", "result");
  for (const DemoCase& c : cases) {
    const ops::OpInfo& op = ops::getOp(c.op);
    std::vector<ops::TensorDesc> inputs;
    for (const std::string& s : c.inputs) inputs.push_back(ops::parseTensorSpec(s));
    const ops::L1Usage q = ops::query(op, inputs, op.defaults(), arch);
    const ops_device::RunReport r = ops_device::runWithRandomInputs(device, op, inputs, op.defaults(), nullptr, 7);
    const bool ok = q == r.measured && r.numerics.within_tolerance;
    auto pair = [](std::uint64_t a, std::uint64_t b) { return fmt::format("{}/{}", a, b); };
    fmt::print("{:<13} {:<26} {:>22} {:>22} {:>22} {:>22} {:>22}  {:>9.3g} {:>9.3g}  {}\n", c.op,
               c.inputs[0], pair(q.cb_peak, r.measured.cb_peak),
               pair(q.stack_peak, r.measured.stack_peak), pair(q.peak, r.measured.peak),
               pair(q.output_l1, r.measured.output_l1), pair(q.total, r.measured.total),
               r.numerics.max_abs_error, r.numerics.max_rel_error,
               ok ? "ok" : (q == r.measured ? "OUT OF TOLERANCE" : "QUERY != MEASURED"));
    if (!ok) rc = 1;
  }
  fmt::print("(q = query, no device; m = measured high-water marks while the op ran on the "
             "simulated {}; bytes per core)\n",
             arch.name);
  return rc;
}

const cli::DemoRegistration kOpsDemo(30, "ops: multigammaln and layer_norm, query vs measured",
                                     demoOps);

}  // namespace
