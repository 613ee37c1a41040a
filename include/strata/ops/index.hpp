#pragma once
// Index ops (lib/ops/index/): argmax / argmin, embedding and gather. Their
// results are indices (argmax / argmin: uint32, row-major, as ttnn returns them) or
// elements picked by indices (embedding, gather: the index tensor may be uint32 or the
// float dtype holding whole numbers). Each is one program (ComputeKind::Index) whose
// code is an IndexCode.

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

#include <cstdint>
#include <span>

namespace strata::ops {

enum class IndexCode : std::uint8_t { ArgMax, ArgMin, Embedding, Gather, Scatter };

// ttnn.scatter's scatter_reduce_type, numbered as tt-mlir's ttcore ReduceType.
enum class ScatterReduce : std::uint8_t { Sum = 0, Max = 2, Min = 3, Prod = 6, None = 7 };

// ttnn.argmax / ttnn.argmin: the index of the first largest (smallest) element along
// `dim` (any dim, negative counts from the end) or, with `reduce_all`, over the whole
// tensor (row-major linear index). keep_dim keeps the reduced dim as 1; otherwise it
// is removed (a result of rank 0 is described as [1]). Output: uint32, row-major, the
// input's (interleaved) memory config unless `out` says otherwise.
TensorRef argmax(OpContext& ctx, const TensorRef& x, std::int64_t dim, bool keep_dim,
                 bool reduce_all, const OutputSpec& out);
TensorRef argmin(OpContext& ctx, const TensorRef& x, std::int64_t dim, bool keep_dim,
                 bool reduce_all, const OutputSpec& out);

// ttnn.embedding: out[..., h] = weight[indices[...], h]. `weight` is [V, H] (leading dims
// of size 1 allowed); the result is indices' shape + [H] in weight's dtype, tile layout.
TensorRef embedding(OpContext& ctx, const TensorRef& indices, const TensorRef& weight,
                    const OutputSpec& out);

// ttnn.gather (torch.gather): out[o] = input[o with o[dim] replaced by index[o]]. `index`
// has input's rank and, in every dim but `dim`, at most input's extent; the result has
// index's shape and input's dtype.
TensorRef gather(OpContext& ctx, const TensorRef& input, const TensorRef& index, std::int64_t dim,
                 const OutputSpec& out);

// ttnn.scatter (torch.scatter / scatter_reduce): the result starts as `input`; every
// position p of `index` sends source[p] to the result element p with p[dim] replaced by
// index[p]. None: the last sender in index's row-major order wins; Sum / Prod / Min /
// Max combine the input with every sender. `index` has input's rank and, in every dim,
// at most source's extent and (but along dim) input's.
TensorRef scatter(OpContext& ctx, const TensorRef& input, const TensorRef& index,
                  const TensorRef& source, std::int64_t dim, ScatterReduce reduce,
                  const OutputSpec& out);

// Host references (exact: indices and copies involve no rounding).
HostTensor refArgReduce(const HostTensor& x, int dim, bool keep_dim, bool reduce_all, bool is_max);
HostTensor refEmbedding(const HostTensor& indices, const HostTensor& weight);
HostTensor refGather(const HostTensor& input, const HostTensor& index, int dim);
HostTensor refScatter(const HostTensor& input, const HostTensor& index, const HostTensor& source,
                      int dim, ScatterReduce reduce);
// The scatter combination of `acc` (the element so far) and a sender `v`.
double scatterCombine(ScatterReduce reduce, double acc, double v);

}  // namespace strata::ops
