// Catalog entries of the in-place kv-cache ops under tt-mlir's names and
// attribute names (TTNNOps.td: ttnn.fill_cache `batch_offset`; ttnn.update_cache
// `batch_offset` and the update_index operand; ttnn.paged_fill_cache's page_table and
// optional batch_idx_tensor operands; ttnn.paged_update_cache's `share_cache` and optional
// page_table). They have no result: the cache (input 0)
// is updated in place (OpInfo::in_place_input). Copies are exact in every dtype.

#include "../catalog_util.hpp"
#include "strata/ops/kv_cache.hpp"

#include <array>

namespace strata::ops::detail {

namespace {


std::int64_t batchOffset(const OpParams& p) { return p.integer("batch_offset"); }

TensorRef runFillCache(OpContext& c, Ins in, const OpParams& p, const OutputSpec&) {
  return fillCache(c, in[0], in[1], batchOffset(p));
}
HostTensor refFillCacheOp(HIns in, const OpParams& p) { return refFillCache(in[0], in[1], batchOffset(p)); }

TensorRef runUpdateCache(OpContext& c, Ins in, const OpParams& p, const OutputSpec&) {
  return updateCache(c, in[0], in[1], in[2], batchOffset(p));
}
HostTensor refUpdateCacheOp(HIns in, const OpParams& p) {
  return refUpdateCache(in[0], in[1], in[2], batchOffset(p));
}

TensorRef runPagedFillCache(OpContext& c, Ins in, const OpParams&, const OutputSpec&) {
  return pagedFillCache(c, in[0], in[1], in[2], in.size() > 3 ? &in[3] : nullptr);
}
HostTensor refPagedFillCacheOp(HIns in, const OpParams&) {
  return refPagedFillCache(in[0], in[1], in[2], in.size() > 3 ? &in[3] : nullptr);
}

// Random inputs are whole numbers in [0, kIndexDomainHi]: an update_index valid for any
// cache of 32 or more positions (values are copied, so whole numbers lose nothing).
constexpr double kIndexDomainHi = 31;

OpInfo cacheEntry(std::string_view name, int arity, OpRunner run, OpReference ref,
                  std::string_view summary, int index_input) {
  OpInfo op{name, OpFamily::Data, arity, {intParam("batch_offset", 0)}, 1, false, 0,
            kIndexDomainHi, kExact, kExact, run, ref, summary};
  op.in_place_input = 0;
  op.index_input = index_input;
  return op;
}

TensorRef runPagedUpdateCache(OpContext& c, Ins in, const OpParams& p, const OutputSpec&) {
  return pagedUpdateCache(c, in[0], in[1], in[2], in.size() > 3 ? &in[3] : nullptr, p.flag("share_cache"));
}
HostTensor refPagedUpdateCacheOp(HIns in, const OpParams&) {
  return refPagedUpdateCache(in[0], in[1], in[2], in.size() > 3 ? &in[3] : nullptr);
}

// paged_update_cache: cache, input (height-sharded, a user per core), update_index[,
// page_table]; tt-mlir's share_cache attribute. Random positions and page-table entries are
// whole numbers in [0, 31].
OpInfo pagedUpdateEntry() {
  OpInfo op{"paged_update_cache", OpFamily::Data, 3, {boolParam("share_cache", 0)}, 1, false, 0,
            kIndexDomainHi, kExact, kExact, runPagedUpdateCache, refPagedUpdateCacheOp,
            "in place: each user's token row at its position, paged or not (no result)"};
  op.max_arity = 4;
  op.in_place_input = 0;
  op.index_input = 2;
  return op;
}

// paged_fill_cache: cache, input, page_table[, batch_idx]. Random page-table entries are
// whole numbers in [0, 3]: physical blocks of any cache of 4 or more blocks.
OpInfo pagedFillEntry() {
  OpInfo op{"paged_fill_cache", OpFamily::Data, 3, {}, 0, false, 0, 3, kExact, kExact,
            runPagedFillCache, refPagedFillCacheOp,
            "in place: input rows into the cache blocks page_table[user] names (no result)"};
  op.max_arity = 4;
  op.in_place_input = 0;
  op.index_input = 2;
  return op;
}

const std::array<OpInfo, 4> kKvCacheOps = {
    cacheEntry("fill_cache", 2, runFillCache, refFillCacheOp,
               "in place: cache[batch_offset, :, 0:S, :] = input (no result)", -1),
    cacheEntry("update_cache", 3, runUpdateCache, refUpdateCacheOp,
               "in place: cache[b, :, update_index, :] = input[0, :, batch_offset + b, :] (no result)",
               2),
    pagedFillEntry(),
    pagedUpdateEntry(),
};

}  // namespace

std::span<const OpInfo> kvCacheOps() { return kKvCacheOps; }

}  // namespace strata::ops::detail
