#pragma once
// Normalisation ops over channels (lib/ops/norm/): ttnn.batch_norm_inference
// and ttnn.group_norm.
// Composites of existing primitives (reshape, repeat, element-wise), intermediates on the
// L1 stack; names and attribute names are tt-mlir's (TTNNOps.td).

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

#include <cstdint>

namespace strata::ops {

// ttnn.batch_norm_inference on x [N, C, H, W] with per-channel running statistics:
// (x - mean) * rsqrt(var + epsilon) * weight + bias. Each statistic is [C] or
// [1, C, 1, 1] in x's dtype; weight and bias are optional (nullptr), but a bias needs a
// weight (tt-mlir's operand segments would otherwise pass the bias as the weight).
TensorRef batchNormInference(OpContext& ctx, const TensorRef& x, const TensorRef& mean,
                             const TensorRef& var, const TensorRef* weight, const TensorRef* bias,
                             double epsilon, const OutputSpec& out);

// ttnn.group_norm on x [N, A, S, C] (tt-mlir's flattened NHWC [N, 1, H*W, C]): the C
// channels split into num_groups groups of C / num_groups; each (n, group) is normalised
// by the mean and variance over its A*S*Cpg elements, (x - mean) * rsqrt(var + epsilon),
// then scaled by weight and shifted by bias ([C] or [1, 1, 1, C], optional; a bias needs
// a weight).
TensorRef groupNorm(OpContext& ctx, const TensorRef& x, const TensorRef* weight,
                    const TensorRef* bias, std::int64_t num_groups, double epsilon,
                    const OutputSpec& out);

// ttnn.batch_norm_training on x [N, C, H, W]: normalises with the batch statistics
// (per-channel mean over N, H, W and the biased variance E[x^2] - mean^2, as tt-metal
// computes them), then * weight + bias (optional; a bias needs a weight). running_mean
// and running_var (both or neither; [C] or [1, C, 1, 1]) are updated in place:
// running = (1 - momentum) * running + momentum * batch statistic.
TensorRef batchNormTraining(OpContext& ctx, const TensorRef& x, const TensorRef* running_mean,
                            const TensorRef* running_var, const TensorRef* weight,
                            const TensorRef* bias, double epsilon, double momentum,
                            const OutputSpec& out);

// Host references in double (inputs as stored).
HostTensor refBatchNormInference(const HostTensor& x, const HostTensor& mean,
                                 const HostTensor& var, const HostTensor* weight,
                                 const HostTensor* bias, double epsilon);
// batch_norm_training's result (two-pass batch statistics in double) and the update of
// one running statistic from its batch value.
HostTensor refBatchNormTraining(const HostTensor& x, const HostTensor* weight,
                                const HostTensor* bias, double epsilon);
HostTensor refRunningStatistic(const HostTensor& running, const HostTensor& batch,
                               double momentum);
HostTensor refGroupNorm(const HostTensor& x, const HostTensor* weight, const HostTensor* bias,
                        std::int64_t num_groups, double epsilon);

}  // namespace strata::ops
