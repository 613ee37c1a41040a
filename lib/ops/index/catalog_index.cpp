// Catalog entries of the index ops under tt-mlir's names and attribute names
// (TTNNOps.td: ttnn.argmax `dim` / `keep_dim`, ttnn.gather `dim`, ttnn.embedding). An
// absent `dim` on ttnn.argmax reduces over every element: the compiler sets `reduce_all`.
// Results are indices or copies, so the tolerance is 0 in every dtype.

#include "../catalog_util.hpp"
#include "strata/ops/index.hpp"

#include <array>

namespace strata::ops::detail {

namespace {

template <bool IsMax>
TensorRef runArgReduce(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  const std::int64_t dim = p.integer("dim");
  const bool keep = p.flag("keep_dim"), all = p.flag("reduce_all");
  return IsMax ? argmax(c, in[0], dim, keep, all, o) : argmin(c, in[0], dim, keep, all, o);
}
template <bool IsMax>
HostTensor refArgReduceOp(HIns in, const OpParams& p) {
  return refArgReduce(in[0], normalizedDim(p.integer("dim"), in[0].shape.rank), p.flag("keep_dim"),
                      p.flag("reduce_all"), IsMax);
}

TensorRef runEmbedding(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) {
  return embedding(c, in[0], in[1], o);
}
HostTensor refEmbeddingOp(HIns in, const OpParams&) { return refEmbedding(in[0], in[1]); }

TensorRef runGather(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return gather(c, in[0], in[1], p.integer("dim"), o);
}
HostTensor refGatherOp(HIns in, const OpParams& p) {
  return refGather(in[0], in[1], normalizedDim(p.integer("dim"), in[0].shape.rank));
}

TensorRef runScatter(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return scatter(c, in[0], in[1], in[2], p.integer("dim"),
                 p.choice<ScatterReduce>("scatter_reduce_type"), o);
}
HostTensor refScatterOp(HIns in, const OpParams& p) {
  return refScatter(in[0], in[1], in[2], normalizedDim(p.integer("dim"), in[0].shape.rank),
                    p.choice<ScatterReduce>("scatter_reduce_type"));
}

OpInfo argReduceEntry(std::string_view name, OpRunner run, OpReference ref, std::string_view summary) {
  return OpInfo{name, OpFamily::Data, 1,
                {intParam("dim", -1), boolParam("keep_dim", 0), boolParam("reduce_all", 0)}, 3,
                false, -4, 4, kExact, kExact, run, ref, summary};
}

// Random inputs (data and indices alike) are whole numbers in [0, kIndexDomainHi]: valid
// indices into any table of 32 or more entries along the indexed dim.
constexpr double kIndexDomainHi = 31;

OpInfo lookupEntry(std::string_view name, int num_params, std::array<ParamDef, kMaxParams> params,
                   OpRunner run, OpReference ref, std::string_view summary, int index_input) {
  OpInfo op{name, OpFamily::Data, 2, params, num_params, false, 0, kIndexDomainHi, kExact,
            kExact, run, ref, summary};
  op.index_input = index_input;
  return op;
}

OpInfo withRowTable(OpInfo op, int table_input) {
  op.row_table_input = table_input;
  return op;
}

// tt-mlir's #ttcore.reduce_type<...> as ScatterReduce's codes ("invalid": no reduction,
// the last write wins).
constexpr ParamChoice kScatterReduceTypes[] = {
    {"sum", 0}, {"max", 2}, {"min", 3}, {"prod", 6}, {"invalid", 7}};

// scatter with sum / prod rounds its result once: exact for the default (the last
// write wins), min and max; one rounding (2^-9 relative in bf16) otherwise.
OpInfo scatterEntry() {
  OpInfo op{"scatter", OpFamily::Data, 3,
            {intParam("dim", -1), choiceParam("scatter_reduce_type", 7, kScatterReduceTypes)}, 2, false, 0,
            kIndexDomainHi, {0, 0x1p-8}, {0, 0x1p-23}, runScatter, refScatterOp,
            "torch.scatter(_reduce): source sent into input along dim at index; "
            "scatter_reduce_type invalid (none: the last write wins), sum, max, min or prod"};
  op.index_input = 1;
  return op;
}

const std::array<OpInfo, 5> kIndexOps = {
    argReduceEntry("argmax", runArgReduce<true>, refArgReduceOp<true>,
                   "index of the first largest element along dim (uint32, row_major)"),
    argReduceEntry("argmin", runArgReduce<false>, refArgReduceOp<false>,
                   "index of the first smallest element along dim (uint32, row_major)"),
    withRowTable(lookupEntry("embedding", 0, {}, runEmbedding, refEmbeddingOp,
                             "rows of weight [V, H] picked by indices: indices' shape + [H]", 0),
                 1),
    lookupEntry("gather", 1, {intParam("dim", -1)}, runGather, refGatherOp,
                "torch.gather: input elements picked along dim by index", 1),
    scatterEntry(),
};

}  // namespace

std::span<const OpInfo> indexOps() { return kIndexOps; }

}  // namespace strata::ops::detail
