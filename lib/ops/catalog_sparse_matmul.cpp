// Catalog entry of sparse_matmul (sparse_matmul.cpp) under tt-mlir's name and attributes.

#include "catalog_util.hpp"
#include "strata/ops/sparse_matmul.hpp"

#include <vector>

namespace strata::ops::detail {

namespace {

TensorRef runSparseMatmul(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return sparseMatmul(c, in[0], in[1], in[2], p.flag("is_input_a_sparse"), p.flag("is_input_b_sparse"),
                      p.integer("nnz"), o);
}
HostTensor refSparseMatmulOp(HIns in, const OpParams& p) {
  return refSparseMatmul(in[0], in[1], in[2], p.flag("is_input_a_sparse"), p.flag("is_input_b_sparse"));
}

// matmul's tolerance: each kept product is one matmul; the where copies it or writes 0.
OpInfo sparseMatmulEntry() {
  return OpInfo{"sparse_matmul", OpFamily::Data, 3,
                {boolParam("is_input_a_sparse", 0), boolParam("is_input_b_sparse", 1), intParam("nnz", 0)},
                3, false, -1, 1, Tolerance{0.05, 0.02}, Tolerance{1e-4, 1e-5}, runSparseMatmul,
                refSparseMatmulOp,
                "a @ b[expert] per (batch, expert) where the sparsity is non-zero, else 0: b [1, E, "
                "K, N]; a [A, B, M, K] and sparsity [A, B, 1, E] -> [A, B, 1, E, M, N] (b sparse), "
                "a [A, E, M, K] and sparsity [1, 1, A, E] -> [A, E, M, N] (a sparse)"};
}

}  // namespace

std::span<const OpInfo> sparseMatmulOps() {
  static const std::vector<OpInfo> ops = {sparseMatmulEntry()};
  return ops;
}

}  // namespace strata::ops::detail
