// Catalog entries of the ops with several results, under tt-mlir's names and attribute
// names (TTNNOps.td: ttnn.sort `dim` / `descending` / `stable`, ttnn.topk `k` / `dim` /
// `largest` / `sorted`; split_query_key_value_and_split_heads `num_heads`, optional
// `num_kv_heads`, `transpose_key`, the optional kv_input_tensor operand). `indices_u16`
// picks uint16 indices (tt-mlir's ui16 result); the compiler sets it from the indices'
// result type. Values are moved, not computed, and indices are whole numbers, so the
// tolerance is 0 in every dtype.
//
// split_query_key_value_and_split_heads and max_pool2d_with_indices come after the random
// ops in the catalog, so they have a span of their own.

#include "../catalog_util.hpp"
#include "../conv/reference_conv.hpp"
#include "strata/ops/pool_indices.hpp"
#include "strata/ops/sort.hpp"
#include "strata/ops/split_qkv.hpp"

#include <array>

namespace strata::ops::detail {

namespace {

// sort: dim, descending, stable, indices_u16.
OpResults runSort(OpContext& c, Ins in, const OpParams& p, std::span<const OutputSpec> o) {
  return sort(c, in[0], p.integer("dim"), p.flag("descending"), p.flag("indices_u16"), o);
}
std::vector<HostTensor> refSortOp(HIns in, const OpParams& p) {
  std::vector<HostTensor> r =
      refSort(in[0], normalizedDim(p.integer("dim"), in[0].shape.rank), p.flag("descending"));
  if (p.flag("indices_u16")) r[1].dtype = DataType::UInt16;
  return r;
}

// topk: k, dim, largest, sorted, indices_u16.
OpResults runTopK(OpContext& c, Ins in, const OpParams& p, std::span<const OutputSpec> o) {
  // k is an Integer parameter (checkParamValue): whole and within +-2^53, so topk names
  // the k it was given when it is out of range.
  return topk(c, in[0], p.integer("k"), p.integer("dim"), p.flag("largest"), p.flag("indices_u16"), o);
}
std::vector<HostTensor> refTopKOp(HIns in, const OpParams& p) {
  std::vector<HostTensor> r = refTopK(in[0], static_cast<std::uint32_t>(p.integer("k")),
                                      normalizedDim(p.integer("dim"), in[0].shape.rank), p.flag("largest"));
  if (p.flag("indices_u16")) r[1].dtype = DataType::UInt16;
  return r;
}

OpInfo twoResults(std::string_view name, int num_params, std::array<ParamDef, kMaxParams> params,
                  OpResultsRunner run, OpResultsReference ref, std::string_view summary) {
  OpInfo op{name, OpFamily::Data, 1, params, num_params, false, -4, 4, kExact, kExact,
            nullptr, nullptr, summary};
  op.num_results = 2;
  op.run_results = run;
  op.reference_results = ref;
  return op;
}

const std::array<OpInfo, 2> kMultiResultOps = {
    twoResults("sort", 4,
               {intParam("dim", -1), boolParam("descending", 0), boolParam("stable", 0),
                boolParam("indices_u16", 0)},
               runSort, refSortOp,
               "values and indices (uint32, or uint16 with indices_u16) sorted along dim; equal values keep input order"),
    twoResults("topk", 5,
               {intParam("k", 5), intParam("dim", -1), boolParam("largest", 1),
                boolParam("sorted", 0), boolParam("indices_u16", 0)},
               runTopK, refTopKOp,
               "the k largest (smallest) values along dim and their indices (uint32 or uint16), best "
               "first; equal values by input order"),
};

std::uint32_t countParam(const OpParams& p, std::string_view name) {
  const std::int64_t value = p.integer(name);
  return value >= 0 && value <= 4294967295 ? static_cast<std::uint32_t>(value) : 0;
}

// split_query_key_value_and_split_heads: num_heads, num_kv_heads (0: num_heads),
// transpose_key; the second input, when given, is kv_input_tensor.
OpResults runSplitQkv(OpContext& c, Ins in, const OpParams& p, std::span<const OutputSpec> o) {
  return splitQueryKeyValueAndSplitHeads(c, in[0], in.size() > 1 ? &in[1] : nullptr,
                                         countParam(p, "num_heads"), countParam(p, "num_kv_heads"),
                                         p.flag("transpose_key"), o);
}
std::vector<HostTensor> refSplitQkv(HIns in, const OpParams& p) {
  return refSplitQueryKeyValueAndSplitHeads(in[0], in.size() > 1 ? &in[1] : nullptr,
                                            countParam(p, "num_heads"), countParam(p, "num_kv_heads"),
                                            p.flag("transpose_key"));
}

OpInfo splitQkvEntry() {
  OpInfo op{"split_query_key_value_and_split_heads", OpFamily::Data, 1,
            {intParam("num_heads", 2), intParam("num_kv_heads", 0), boolParam("transpose_key", 0)},
            3, false, -4, 4, kExact, kExact, nullptr, nullptr,
            "[B, S, (nh + 2 nkv) D] (or q [B, S, nh Dq] and kv [B, S, 2 nkv D]) -> q [B, nh, S, "
            "D], k [B, nkv, S, D] ([.., D, S] with transpose_key), v: slice, reshape, permute "
            "(num_kv_heads=0: num_heads)"};
  op.max_arity = 2;
  op.num_results = 3;
  op.run_results = runSplitQkv;
  op.reference_results = refSplitQkv;
  return op;
}

// max_pool2d_with_indices: max_pool2d's parameters (tt-mlir's attribute names and the
// catalog's defaults: one image of R x 1 pixels, a 3x1 window), then indices_int32 (the
// compiler sets it from an si32 indices result).
OpResults runMaxPoolIndices(OpContext& c, Ins in, const OpParams& p, std::span<const OutputSpec> o) {
  return maxPool2dWithIndices(c, in[0], poolWindowOf(p, in[0].desc.shape), p.flag("indices_int32"), o);
}
std::vector<HostTensor> refMaxPoolIndices(HIns in, const OpParams& p) {
  Window2d w = poolWindowOf(p, in[0].shape);
  resolveWindow(w, "max_pool2d_with_indices");
  return refMaxPool2dWithIndices(in[0], w, p.flag("indices_int32"));
}

// The max is a stored value and the index a whole number: exact in every dtype.
OpInfo maxPoolIndicesEntry() {
  OpInfo op{"max_pool2d_with_indices", OpFamily::Data, 1,
            {intParam("batch_size", 1), intParam("input_height", 0), intParam("input_width", 0),
             intParam("channels", 0), ParamDef{"kernel_size", 0, true}, ParamDef{"stride", 0, true},
             ParamDef{"padding", 0, true}, ParamDef{"dilation", 0, true}, boolParam("ceil_mode", 0),
             boolParam("indices_int32", 0)},
            10, false, -4, 4, kExact, kExact, nullptr, nullptr,
            "max over each KH x KW window of [.., N*H*W, C] images and its index ih*W+iw in the "
            "image (uint32; int32 with indices_int32); equal maxima: the first in window order"};
  op.num_results = 2;
  op.run_results = runMaxPoolIndices;
  op.reference_results = refMaxPoolIndices;
  return op;
}

const std::array<OpInfo, 2> kSplitHeadsAndPoolIndicesOps = {splitQkvEntry(), maxPoolIndicesEntry()};

}  // namespace

std::span<const OpInfo> multiResultOps() { return kMultiResultOps; }

std::span<const OpInfo> splitHeadsAndPoolIndicesOps() { return kSplitHeadsAndPoolIndicesOps; }

}  // namespace strata::ops::detail
