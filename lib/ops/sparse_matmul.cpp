// ttnn.sparse_matmul as a composite (strata/ops/sparse_matmul.hpp): every (batch,
// expert) product is computed by the library's matmul, then a where against the
// sparsity (spread over each product's M x N block on the stack) zeroes the products
// the sparsity leaves out. tt-metal's program skips those products instead; the result
// is the same.

#include "strata/ops/sparse_matmul.hpp"

#include "program_util.hpp"

#include "strata/ops/ops.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <array>
#include <vector>

namespace strata::ops {

namespace {

constexpr const char* kOp = "sparse_matmul";
const OutputSpec kStack = OutputSpec::stack();

using detail::bad;

}  // namespace

TensorRef sparseMatmul(OpContext& ctx, const TensorRef& a, const TensorRef& b,
                       const TensorRef& sparsity, bool a_sparse, bool b_sparse, std::int64_t nnz,
                       const OutputSpec& out) {
  OpScope scope(ctx, kOp);
  if (!a_sparse && !b_sparse)
    bad(kOp, "is_input_a_sparse and is_input_b_sparse are both false; at least one input is sparse "
             "(use matmul for dense inputs)");
  const Shape& as = a.desc.shape;
  const Shape& bs = b.desc.shape;
  const Shape& ss = sparsity.desc.shape;
  if (bs.rank != 4 || bs[0] != 1)
    bad(kOp, fmt::format("b is {}; it must be [1, E, K, N] (E expert weights)", bs.toString()));
  const std::uint32_t experts = bs[1], inner = bs[2], n = bs[3];
  if (as.rank != 4 || as[3] != inner)
    bad(kOp, fmt::format("a is {}; it must be rank 4 with b's K = {} as its last dim", as.toString(), inner));
  const std::uint32_t m = as[2];
  Shape want_sparsity, result;
  if (!a_sparse) {
    want_sparsity = Shape{as[0], as[1], 1, experts};
    result = Shape{as[0], as[1], 1, experts, m, n};
  } else {
    if (as[1] != experts || (b_sparse && as[0] != 1))
      bad(kOp, fmt::format("a is {}; with is_input_a_sparse it must be [{}, {}, M, K]", as.toString(),
                           b_sparse ? "1" : "A", experts));
    want_sparsity = Shape{1, 1, as[0], experts};
    result = Shape{as[0], experts, m, n};
  }
  if (!(ss == want_sparsity))
    bad(kOp, fmt::format("the sparsity is {}; in this mode it must be {}", ss.toString(),
                         want_sparsity.toString()));
  if (nnz < 0 || static_cast<std::uint64_t>(nnz) > ss.volume())
    bad(kOp, fmt::format("nnz is {}; it counts non-zero sparsity entries: 1..{} (0: not given)", nnz,
                         ss.volume()));

  TensorDesc desc = a.desc;
  desc.shape = result;
  TensorRef y = makeOutput(ctx, desc, out, kOp);
  Frame frame(ctx, kOp);
  TensorDesc scratch = desc;
  scratch.memory = MemoryConfig::l1();
  TensorRef products = makeOutput(ctx, scratch, kStack, kOp);
  {
    Frame multiply(ctx, "sparse_matmul.products");
    if (!a_sparse) {
      // One matmul against every expert side by side: b as [K, E * N].
      const std::array<std::int64_t, 4> k_first{0, 2, 1, 3};
      TensorRef bt = permute(ctx, b, k_first, kStack);
      const std::array<std::int64_t, 2> wide{inner, std::int64_t(experts) * n};
      TensorRef all = matmul(ctx, a, reshape(ctx, bt, wide, kStack), kStack);  // [A, B, M, E*N]
      const std::array<std::int64_t, 5> split{as[0], as[1], m, experts, n};
      const std::array<std::int64_t, 5> experts_first{0, 1, 3, 2, 4};
      TensorRef ordered = permute(ctx, reshape(ctx, all, split, kStack), experts_first, kStack);
      const std::array<std::int64_t, 6> shape{as[0], as[1], 1, experts, m, n};
      reshape(ctx, ordered, shape, OutputSpec::into(products));
    } else {
      // a[i, e] @ b[0, e]: b repeated over a's leading dim makes the batches line up.
      const std::array<std::int64_t, 4> per_row{as[0], 1, 1, 1};
      const TensorRef weights = as[0] > 1 ? repeat(ctx, b, per_row, kStack) : b;
      matmul(ctx, a, weights, OutputSpec::into(products));
    }
  }
  Frame keep(ctx, "sparse_matmul.keep");
  // The sparsity entry of each product, spread over its M x N block.
  std::vector<std::int64_t> per_block(result.dims.begin(), result.dims.begin() + result.rank);
  std::vector<std::int64_t> spread(result.rank, 1);
  per_block[result.rank - 2] = per_block[result.rank - 1] = 1;
  spread[result.rank - 2] = m;
  spread[result.rank - 1] = n;
  TensorRef flags = repeat(ctx, reshape(ctx, sparsity, per_block, kStack), spread, kStack);
  TensorRef zero = createScalar(ctx, 0.0, a.desc.dtype, kStack);
  where(ctx, flags, products, zero, OutputSpec::into(y));
  return y;
}

HostTensor refSparseMatmul(const HostTensor& a, const HostTensor& b, const HostTensor& sparsity,
                           bool a_sparse, bool) {
  const std::uint64_t experts = b.shape[1], k = b.shape[2], n = b.shape[3];
  const std::uint64_t rows = a.shape[0], m = a.shape[2];
  const std::uint64_t cols = a_sparse ? experts : a.shape[1];  // a's second dim
  Shape result = a_sparse ? Shape{a.shape[0], b.shape[1], a.shape[2], b.shape[3]}
                          : Shape{a.shape[0], a.shape[1], 1, b.shape[1], a.shape[2], b.shape[3]};
  HostTensor y(result);
  for (std::uint64_t i = 0; i < rows; ++i)
    for (std::uint64_t j = 0; j < cols; ++j)
      for (std::uint64_t e = 0; e < experts; ++e) {
        if (a_sparse && e != j) continue;  // a[i, e] meets expert e only
        const double flag = sparsity.data[a_sparse ? i * experts + e : (i * cols + j) * experts + e];
        if (flag == 0) continue;
        const double* x = &a.data[(i * cols + j) * m * k];
        const double* w = &b.data[e * k * n];
        double* o = &y.data[(a_sparse ? (i * experts + e) : ((i * cols + j) * experts + e)) * m * n];
        refGemm(x, w, o, m, k, n);
      }
  return y;
}

}  // namespace strata::ops
