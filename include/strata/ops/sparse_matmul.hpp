#pragma once
// ttnn.sparse_matmul (lib/ops/sparse_matmul.cpp): batched matmuls of tokens by
// expert weights in which a sparsity tensor marks the (token batch, expert) pairs that
// take part; the others give zeros. A composite on the library's matmul, data movement
// and where, intermediates on the L1 stack.

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

#include <cstdint>

namespace strata::ops {

// b [1, E, K, N] (E expert weights), by mode (tt-mlir's is_input_a_sparse /
// is_input_b_sparse):
//   b sparse only: a [A, B, M, K], sparsity [A, B, 1, E] -> [A, B, 1, E, M, N],
//                  out[i, j, 0, e] = sparsity[i, j, 0, e] != 0 ? a[i, j] @ b[0, e] : 0;
//   a sparse:      a [A, E, M, K], sparsity [1, 1, A, E] -> [A, E, M, N] (A = 1 when b is
//                  sparse too), out[i, e] = sparsity[0, 0, i, e] != 0 ? a[i, e] @ b[0, e] : 0.
// nnz (> 0; 0: not given) is tt-metal's count of non-zero sparsity entries, a sizing hint:
// it must not exceed the sparsity's entries; the result does not depend on it.
TensorRef sparseMatmul(OpContext& ctx, const TensorRef& a, const TensorRef& b,
                       const TensorRef& sparsity, bool a_sparse, bool b_sparse, std::int64_t nnz,
                       const OutputSpec& out);

HostTensor refSparseMatmul(const HostTensor& a, const HostTensor& b, const HostTensor& sparsity,
                           bool a_sparse, bool b_sparse);

}  // namespace strata::ops
