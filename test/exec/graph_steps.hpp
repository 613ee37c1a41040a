#pragma once
// Steps of the hand-built graphs the executor's tests run.

#include "strata/exec/graph.hpp"

#include <string>
#include <utility>
#include <vector>

namespace strata::exec::testing {

// Catalog op `op` on values `inputs` into value `output` (all already in `graph`), with
// the query's numbers for those descriptions as its plan.
inline GraphStep computeStep(const Graph& graph, const char* op, std::vector<int> inputs, int output,
                             const device::ArchDesc& arch) {
  GraphStep s;
  s.name = std::string("ttnn.") + op;
  s.op = &ops::getOp(op);
  s.inputs = std::move(inputs);
  s.output = output;
  s.params = s.op->defaults();
  std::vector<ops::TensorDesc> descs;
  for (int in : s.inputs) descs.push_back(graph.values[static_cast<std::size_t>(in)].desc);
  s.planned = ops::query(*s.op, descs, s.params, arch, &graph.values[static_cast<std::size_t>(output)].desc.memory);
  return s;
}

inline GraphStep returnStep() {
  GraphStep ret;
  ret.kind = StepKind::Alias;
  ret.name = "func.return";
  return ret;
}

}  // namespace strata::exec::testing
