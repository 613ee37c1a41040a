// One way to call an op whatever its number of results (catalog.hpp: runOp,
// referenceResults), so the query, execution and the checks treat every op alike.

#include "strata/ops/catalog.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

namespace strata::ops {

OpResults runOp(const OpInfo& op, OpContext& ctx, std::span<const TensorRef> inputs,
                const OpParams& params, std::span<const OutputSpec> outs) {
  if (outs.empty())
    throw Error(ErrorKind::Internal, fmt::format("op {}: called without an output spec", op.name));
  if (op.run_results) {
    OpResults results = op.run_results(ctx, inputs, params, outs);
    if (results.count != op.num_results)
      throw Error(ErrorKind::Internal, fmt::format("op {}: produced {} results, its entry says {}",
                                                   op.name, results.count, op.num_results));
    return results;
  }
  OpResults results;
  results.tensors[0] = op.run(ctx, inputs, params, outs[0]);
  results.count = 1;
  return results;
}

std::vector<HostTensor> referenceResults(const OpInfo& op, std::span<const HostTensor> inputs,
                                         const OpParams& params) {
  if (op.reference_results) return op.reference_results(inputs, params);
  std::vector<HostTensor> results;
  results.push_back(op.reference(inputs, params));
  return results;
}

}  // namespace strata::ops
