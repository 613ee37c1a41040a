#pragma once
// Pieces the catalog files share (catalog.cpp: the original vocabulary; catalog_ttnn.cpp:
// the TTNN element-wise vocabulary): tolerances, runner / reference
// templates for the primitive families, and the entry macros.

#include "strata/ops/catalog.hpp"
#include "strata/ops/ops.hpp"

#include <span>

namespace strata::ops::detail {

using Ins = std::span<const TensorRef>;
using HIns = std::span<const HostTensor>;

// Tolerances (docs/ops.md): bf16 keeps 8 significant bits, so one rounding is <= 2^-9
// relative; chains of rounded intermediates grow with their length and conditioning.
constexpr Tolerance kBf16Prim{0.02, 0.02};
constexpr Tolerance kF32Prim{1e-5, 1e-5};
constexpr Tolerance kBf16Chain{0.06, 0.05};
constexpr Tolerance kF32Chain{1e-4, 1e-4};

// The unary templates serve ops whose scalars have different names and kinds (scalar, rhs,
// min / max, alpha, decimals, none), so they read the first two slots positionally; a slot
// the op lacks holds 0.
template <UnaryCode C>
TensorRef runUnary(OpContext& ctx, Ins in, const OpParams& p, const OutputSpec& out) {
  return unary(ctx, C, in[0], out, p.values[0], p.values[1]);
}
template <UnaryCode C>
HostTensor refUnary(HIns in, const OpParams& p) {
  return refMap(in[0], [](double x, const double* q) { return applyUnary(C, x, q[0], q[1]); },
                p.values.data());
}
template <BinaryCode C>
TensorRef runBinary(OpContext& ctx, Ins in, const OpParams&, const OutputSpec& out) {
  return binary(ctx, C, in[0], in[1], out);
}
template <BinaryCode C>
HostTensor refBinary(HIns in, const OpParams&) {
  return refZip(in[0], in[1], [](double a, double b) { return applyBinary(C, a, b); });
}

// A dim parameter counted from the end when negative. Unchecked (program_util.hpp's
// normalizeDim checks): callers pass dims in [-rank, rank).
inline int normalizedDim(std::int64_t dim, int rank) {
  const int d = static_cast<int>(dim);
  return d < 0 ? d + rank : d;
}

// The TTNN element-wise entries (catalog_ttnn.cpp), appended to the catalog.
std::span<const OpInfo> ttnnEltwiseOps();
// The data-movement entries (catalog_movement.cpp), appended after them.
std::span<const OpInfo> movementOps();
// Convolution and pooling (conv/catalog_conv.cpp), appended after them.
std::span<const OpInfo> convOps();
// Transformer composites (transformer/catalog_transformer.cpp), appended after them.
std::span<const OpInfo> transformerOps();
// The index ops (index/catalog_index.cpp), appended after them.
std::span<const OpInfo> indexOps();
// Channel normalisations (norm/catalog_norm.cpp), appended after them.
std::span<const OpInfo> normOps();
// Integer element-wise ops (integer/catalog_integer.cpp), appended after them.
std::span<const OpInfo> integerOps();
// Quantization ops (quant/catalog_quant.cpp), appended after them.
std::span<const OpInfo> quantOps();
// Backward and fused ops (backward/catalog_backward.cpp), appended after them.
std::span<const OpInfo> backwardOps();
// rotary_embedding_llama (transformer/catalog_rotary_llama.cpp), appended after them.
std::span<const OpInfo> rotaryLlamaOps();
// slice_dynamic and constant (misc/catalog_misc.cpp), appended after them.
std::span<const OpInfo> miscOps();
// In-place kv-cache ops (kv_cache/catalog_kv_cache.cpp), appended after them.
std::span<const OpInfo> kvCacheOps();
// Paged / chunked attention (transformer/catalog_attention_paged.cpp), appended after them.
std::span<const OpInfo> pagedAttentionOps();
// sparse_matmul (catalog_sparse_matmul.cpp), appended after them.
std::span<const OpInfo> sparseMatmulOps();
// prepare_conv3d_weights and conv3d (conv/catalog_conv3d.cpp), appended after them.
std::span<const OpInfo> conv3dOps();
// Ops with several results (multi/catalog_multi.cpp: sort, topk, ...), appended after them.
std::span<const OpInfo> multiResultOps();
// Random ops rand / dropout (random/catalog_random.cpp), appended after them.
std::span<const OpInfo> randomOps();
// split_query_key_value_and_split_heads and max_pool2d_with_indices (multi/catalog_multi.cpp),
// appended after them.
std::span<const OpInfo> splitHeadsAndPoolIndicesOps();

}  // namespace strata::ops::detail

// Entry macros: they name OpFamily, the tolerances and the runner templates unqualified,
// so expand them inside strata::ops::detail or after `using namespace detail;`.
#define STRATA_UNARY(NAME, CODE, LO, HI)                                               \
  ::strata::ops::OpInfo {                                                              \
    NAME, OpFamily::Unary, 1, {}, 0, true, LO, HI, kBf16Prim, kF32Prim,                \
        runUnary<UnaryCode::CODE>, refUnary<UnaryCode::CODE>, "unary eltwise"          \
  }
#define STRATA_BINARY(NAME, CODE, LO, HI, SUMMARY)                                     \
  ::strata::ops::OpInfo {                                                              \
    NAME, OpFamily::Binary, 2, {}, 0, true, LO, HI, kBf16Prim, kF32Prim,               \
        runBinary<BinaryCode::CODE>, refBinary<BinaryCode::CODE>, SUMMARY              \
  }
