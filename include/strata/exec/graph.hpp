#pragma once
// A function of a (planned) TTNN module as the simulated device runs it: values with
// their descriptions, planned L1 addresses and last uses, and steps that are op library
// calls. Plain data: the compiler builds it from MLIR (compiler/Graph.h), the executor
// (exec/run.hpp) runs it without knowing MLIR.

#include "strata/ops/catalog.hpp"
#include "strata/ops/query.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace strata::exec {

enum class ValuePlace : std::uint8_t { Host, Dram, L1 };

struct GraphValue {
  std::string name;                    // "%arg0" or the defining op and its location
  ops::TensorDesc desc;                // host values: described as they land on the device
  ValuePlace place = ValuePlace::Dram;
  std::optional<std::uint64_t> l1_address;  // planned address (L1 values of a planned graph)
  std::int64_t defined = -1;           // step that defines it (-1: a function argument)
  std::int64_t last_use = -1;          // last step that reads it; freed right after
  bool spilled = false;                // the L1 plan moved it to DRAM (strata.spilled)
  bool boolean = false;                // an i1 tensor (bf16 0 / 1 on the device)
  // A view's value (StepKind::View): the value whose buffer it shares, followed to the
  // value that allocated it; -1 for a value with a buffer of its own. Same place and,
  // in L1, the same planned address as that value.
  int view_of = -1;
};

enum class StepKind : std::uint8_t {
  Compute,     // a catalog op on `inputs`
  Fill,        // a creation op (zeros / ones / full): `op` describes the output
  ToDevice,    // host -> device copy of inputs[0]
  FromDevice,  // device -> host copy of inputs[0]
  Alias,       // no memory of its own; the output (if any) is inputs[0] unchanged
  Release,     // ttnn.deallocate: frees inputs[0] now (its buffer, once no view of it lives)
  View,        // a reshape tt-metal performs as a view (ops::reshapeIsView): the output is
               // inputs[0]'s buffer under the output's description; no program, no bytes
};

struct GraphStep {
  StepKind kind = StepKind::Compute;
  std::string name;        // "ttnn.exp at model.mlir:12:8"
  const ops::OpInfo* op = nullptr;
  std::vector<int> inputs;  // value indices
  int output = -1;          // value index, -1 when the step defines no tensor
  std::vector<int> more_outputs;  // results 1.. of an op with several results (-1: unused)
  ops::OpParams params;
  ops::L1Usage planned;     // the op model's numbers when the graph was built
  // An op of a const-eval function (ttcore.load_cached's callee): it runs once, when the
  // model is loaded, before the function's first step; the function reads its cached
  // results. Its DRAM bytes are counted apart from the function's per-call bytes.
  bool load_time = false;
  // Release: ttnn.deallocate's force flag. Without it a buffer is freed when its last
  // handle (the value or a view of it) is released, as tt-metal frees a buffer whose
  // last reference goes; with it, at once.
  bool force = false;
  // Values the op frees itself once it has run, at once (as a forced release): a conv's
  // L1 activation under deallocate_activation = true.
  std::vector<int> frees;
};

struct Graph {
  std::string function;
  std::vector<GraphValue> values;
  std::vector<GraphStep> steps;
  std::vector<int> arguments;  // value indices, in argument order
  std::vector<int> results;    // value indices the function returns
  bool planned = false;        // every L1 value has an address
};

}  // namespace strata::exec
