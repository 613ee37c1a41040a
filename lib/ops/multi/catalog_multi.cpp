// Catalog entries of the ops with two results, under tt-mlir's names and attribute names
// (TTNNOps.td: ttnn.sort `dim` / `descending` / `stable`, ttnn.topk `k` / `dim` /
// `largest` / `sorted`). `indices_u16` picks uint16 indices (tt-mlir's ui16 result); the
// compiler sets it from the indices' result type. Values are moved, not computed, and
// indices are whole numbers, so the tolerance is 0 in every dtype.

#include "../catalog_util.hpp"
#include "strata/ops/sort.hpp"

#include <array>

namespace strata::ops::detail {

namespace {


int normalized(std::int64_t dim, int rank) {
  const int d = static_cast<int>(dim);
  return d < 0 ? d + rank : d;
}

// sort: dim, descending, stable, indices_u16.
OpResults runSort(OpContext& c, Ins in, const OpParams& p, std::span<const OutputSpec> o) {
  return sort(c, in[0], p.integer("dim"), p.flag("descending"), p.flag("indices_u16"), o);
}
std::vector<HostTensor> refSortOp(HIns in, const OpParams& p) {
  std::vector<HostTensor> r =
      refSort(in[0], normalized(p.integer("dim"), in[0].shape.rank), p.flag("descending"));
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
                                      normalized(p.integer("dim"), in[0].shape.rank), p.flag("largest"));
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

}  // namespace

std::span<const OpInfo> multiResultOps() { return kMultiResultOps; }

}  // namespace strata::ops::detail
