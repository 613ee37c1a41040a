// Catalog entries of the multi2 group (issue 15): ops with several results beside sort /
// topk, under tt-mlir's names and attribute names. split_query_key_value_and_split_heads
// (TTNNOps.td: `num_heads`, optional `num_kv_heads`, `transpose_key`, the optional
// kv_input_tensor operand) moves values without computing, so its tolerance is 0 in
// every dtype.

#include "../catalog_util.hpp"
#include "../conv/reference_conv.hpp"
#include "strata/ops/pool_indices.hpp"
#include "strata/ops/split_qkv.hpp"

#include <array>

namespace strata::ops::detail {

std::span<const OpInfo> multi2ResultOps();

namespace {


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

const std::array<OpInfo, 2> kMulti2ResultOps = {splitQkvEntry(), maxPoolIndicesEntry()};

}  // namespace

std::span<const OpInfo> multi2ResultOps() { return kMulti2ResultOps; }

}  // namespace strata::ops::detail
