// Catalog entries of the channel normalisations under tt-mlir's names and
// attribute names (TTNNOps.td: ttnn.batch_norm_inference `epsilon`, operands input,
// running_mean, running_var, weight, bias, the last two optional; ttnn.group_norm
// `num_groups`, `epsilon`, operands input, weight, bias, the last two optional; its
// input_mask is refused by the op model).

#include "../catalog_util.hpp"
#include "strata/ops/norm.hpp"

#include <array>

namespace strata::ops::detail {

namespace {

TensorRef runBatchNorm(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return batchNormInference(c, in[0], in[1], in[2], in.size() > 3 ? &in[3] : nullptr,
                            in.size() > 4 ? &in[4] : nullptr, p.real("epsilon"), o);
}
HostTensor refBatchNormOp(HIns in, const OpParams& p) {
  return refBatchNormInference(in[0], in[1], in[2], in.size() > 3 ? &in[3] : nullptr,
                               in.size() > 4 ? &in[4] : nullptr, p.real("epsilon"));
}

TensorRef runGroupNorm(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return groupNorm(c, in[0], in.size() > 1 ? &in[1] : nullptr, in.size() > 2 ? &in[2] : nullptr,
                   p.integer("num_groups"), p.real("epsilon"), o);
}
HostTensor refGroupNormOp(HIns in, const OpParams& p) {
  return refGroupNorm(in[0], in.size() > 1 ? &in[1] : nullptr, in.size() > 2 ? &in[2] : nullptr,
                      p.integer("num_groups"), p.real("epsilon"));
}

// Random inputs come from [0.25, 4] (one domain for every input: the variance must stay
// positive). Five roundings of values up to ~30 in bf16: the tolerance of the library's
// other normalisations. Family Data, as the conv and transformer composites: the
// Composite family means a row-local op of one input (streamed checks, workloads).
OpInfo batchNormEntry() {
  OpInfo op{"batch_norm_inference", OpFamily::Data, 3, {nonNegativeParam("epsilon", 1e-5)}, 1,
            false, 0.25, 4, Tolerance{0.1, 0.05}, kF32Chain, runBatchNorm, refBatchNormOp,
            "(x - mean) * rsqrt(var + epsilon) * weight + bias per channel (dim 1) of [N, C, H, W]; "
            "weight, bias optional"};
  op.max_arity = 5;
  return op;
}

// num_groups is required by tt-mlir; the catalog's 1 (one group: every channel) fits
// any input, so the catalog-wide tests run it at every shape. epsilon: tt-mlir's 1e-12.
OpInfo groupNormEntry() {
  OpInfo op{"group_norm", OpFamily::Data, 1, {intParam("num_groups", 1), nonNegativeParam("epsilon", 1e-12)},
            2, false, -4, 4, Tolerance{0.1, 0.05}, kF32Chain, runGroupNorm, refGroupNormOp,
            "per (sample, group of channels) of [N, 1, H*W, C]: (x - mean) * rsqrt(var + epsilon) "
            "* weight + bias; weight, bias [C] optional"};
  op.max_arity = 3;
  return op;
}

// batch_norm_training: inputs x [, running_mean, running_var] [, weight [, bias]];
// `running_stats` (1, set by the op model from tt-mlir's operand segments) says whether
// inputs 1 and 2 are the running statistics.
template <typename T>
void splitTraining(std::span<const T> in, bool running, const T*& rm, const T*& rv,
                   const T*& w, const T*& b) {
  std::size_t next = 1;
  if (running) {  // a lone running_mean reaches the op, which refuses it
    if (in.size() > 1) rm = &in[1];
    if (in.size() > 2) rv = &in[2];
    next = 3;
  }
  if (in.size() > next) w = &in[next];
  if (in.size() > next + 1) b = &in[next + 1];
}
TensorRef runBatchNormTraining(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  const TensorRef *rm = nullptr, *rv = nullptr, *w = nullptr, *b = nullptr;
  splitTraining(in, p.flag("running_stats"), rm, rv, w, b);
  return batchNormTraining(c, in[0], rm, rv, w, b, p.real("epsilon"), p.real("momentum"), o);
}
HostTensor refBatchNormTrainingOp(HIns in, const OpParams& p) {
  const HostTensor *rm = nullptr, *rv = nullptr, *w = nullptr, *b = nullptr;
  splitTraining(in, p.flag("running_stats"), rm, rv, w, b);
  return refBatchNormTraining(in[0], w, b, p.real("epsilon"));
}

// The batch variance as tt-metal computes it, E[x^2] - mean^2, cancels: with inputs in
// [0.25, 4] (mean ~2, E[x^2] ~5.5) a bf16 rounding of E[x^2] moves the variance by ~1 %;
// the library's other normalisations' tolerance covers it. The result is checked; the
// running statistics' in-place update is checked by norm_ops_test.
OpInfo batchNormTrainingEntry() {
  OpInfo op{"batch_norm_training", OpFamily::Data, 1,
            {nonNegativeParam("epsilon", 1e-5), ParamDef{"momentum", 0.1}, boolParam("running_stats", 1)},
            3, false, 0.25, 4, Tolerance{0.1, 0.05}, Tolerance{1e-5, 1e-5}, runBatchNormTraining,
            refBatchNormTrainingOp,
            "per channel of [N, C, H, W]: (x - batch mean) * rsqrt(batch var + epsilon) * weight + "
            "bias; running_mean / running_var (inputs 1, 2 when running_stats=1) updated in place"};
  op.max_arity = 5;
  return op;
}

const std::array<OpInfo, 3> kNormOps = {batchNormEntry(), groupNormEntry(),
                                        batchNormTrainingEntry()};

}  // namespace

std::span<const OpInfo> normOps() { return kNormOps; }

}  // namespace strata::ops::detail
