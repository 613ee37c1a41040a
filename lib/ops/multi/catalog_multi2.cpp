// Catalog entries of the multi2 group (issue 15): ops with several results beside sort /
// topk, under tt-mlir's names and attribute names. split_query_key_value_and_split_heads
// (TTNNOps.td: `num_heads`, optional `num_kv_heads`, `transpose_key`, the optional
// kv_input_tensor operand) moves values without computing, so its tolerance is 0 in
// every dtype.

#include "../catalog_util.hpp"
#include "strata/ops/split_qkv.hpp"

#include <array>

namespace strata::ops::detail {

std::span<const OpInfo> multi2ResultOps();

namespace {

constexpr Tolerance kExact{0, 0};

std::uint32_t countParam(double value) {
  return value >= 0 && value <= 4294967295.0 ? static_cast<std::uint32_t>(value) : 0;
}

// split_query_key_value_and_split_heads: num_heads, num_kv_heads (0: num_heads),
// transpose_key; the second input, when given, is kv_input_tensor.
OpResults runSplitQkv(OpContext& c, Ins in, const OpParams& p, std::span<const OutputSpec> o) {
  return splitQueryKeyValueAndSplitHeads(c, in[0], in.size() > 1 ? &in[1] : nullptr,
                                         countParam(p.values[0]), countParam(p.values[1]),
                                         p.values[2] != 0, o);
}
std::vector<HostTensor> refSplitQkv(HIns in, const OpParams& p) {
  return refSplitQueryKeyValueAndSplitHeads(in[0], in.size() > 1 ? &in[1] : nullptr,
                                            countParam(p.values[0]), countParam(p.values[1]),
                                            p.values[2] != 0);
}

OpInfo splitQkvEntry() {
  OpInfo op{"split_query_key_value_and_split_heads", OpFamily::Data, 1,
            {ParamDef{"num_heads", 2}, ParamDef{"num_kv_heads", 0}, ParamDef{"transpose_key", 0}},
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

const std::array<OpInfo, 1> kMulti2ResultOps = {splitQkvEntry()};

}  // namespace

std::span<const OpInfo> multi2ResultOps() { return kMulti2ResultOps; }

}  // namespace strata::ops::detail
