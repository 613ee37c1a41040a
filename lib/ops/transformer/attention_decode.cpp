// ttnn.scaled_dot_product_attention_decode as a composite: the query [1, B, Hq, D] is
// permuted to [B, Hq, 1, D] (one query row per head), the library's attention runs on it
// with the mask in the same frame ([.., Hq, 1, Sk]; from cur_pos: -inf past each batch
// row's position), and the result is permuted back into [1, B, Hq, D].

#include "strata/ops/attention_decode.hpp"

#include "../program_util.hpp"

#include "strata/ops/ops.hpp"
#include "strata/ops/transformer.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <array>
#include <cmath>
#include <limits>
#include <vector>

namespace strata::ops {

namespace {

constexpr const char* kOp = "scaled_dot_product_attention_decode";
const OutputSpec kStack = OutputSpec::stack();

using detail::bad;

// The additive mask [B, 1, 1, Sk] of decode positions: 0 for keys <= cur_pos[b], -inf
// past it.
TensorRef positionMask(OpContext& ctx, const TensorRef& cur_pos, const TensorDesc& like,
                       std::uint32_t batch, std::uint32_t keys) {
  TensorDesc mask_desc = like;
  mask_desc.shape = Shape{batch, 1, 1, keys};
  mask_desc.memory = MemoryConfig::l1();
  TensorRef mask = makeOutput(ctx, mask_desc, kStack, kOp);
  Frame frame(ctx, "sdpa_decode.positions");
  // Positions in f32 whatever the dtype: above 256 they are not whole numbers in bf16.
  TensorDesc row = mask_desc;
  row.dtype = DataType::Float32;
  row.shape = Shape{1, 1, 1, keys};
  TensorRef key_index = arange(ctx, row, 0, keys, 1, kStack);
  const std::array<std::int64_t, 4> per_batch{batch, 1, 1, 1};
  TensorRef keys_per_batch = repeat(ctx, key_index, per_batch, kStack);
  TensorRef pos = cur_pos;
  if (pos.desc.dtype != DataType::Float32)
    pos = copyTo(ctx, pos, DataType::Float32, MemoryConfig::l1(), kStack, "typecast");
  pos = reshape(ctx, pos, per_batch, kStack);
  TensorRef past = binary(ctx, BinaryCode::Gt, keys_per_batch, pos, kStack);
  if (like.dtype != DataType::Float32)
    past = copyTo(ctx, past, like.dtype, MemoryConfig::l1(), kStack, "typecast");
  TensorRef minus_inf = createScalar(ctx, -std::numeric_limits<double>::infinity(), like.dtype, kStack);
  TensorRef zero = createScalar(ctx, 0.0, like.dtype, kStack);
  where(ctx, past, minus_inf, zero, OutputSpec::into(mask));
  return mask;
}

}  // namespace

TensorRef scaledDotProductAttentionDecode(OpContext& ctx, const TensorRef& q, const TensorRef& k,
                                          const TensorRef& v, const TensorRef* mask,
                                          const TensorRef* cur_pos, bool is_causal, double scale,
                                          const OutputSpec& out) {
  OpScope scope(ctx, kOp);
  const Shape& qs = q.desc.shape;
  const Shape& ks = k.desc.shape;
  if (qs.rank != 4 || qs[0] != 1)
    bad(kOp, fmt::format("the query is {}; it must be [1, B, Hq, D]", qs.toString()));
  if (ks.rank != 4 || ks[0] != qs[1] || ks[3] != qs[3])
    bad(kOp, fmt::format("the key is {} for the query {}; it must be [B, Hkv, Sk, D] = [{}, Hkv, Sk, {}]",
                         ks.toString(), qs.toString(), qs[1], qs[3]));
  if (mask && is_causal)
    bad(kOp, "an attention_mask needs is_causal = false (tt-mlir: they are mutually exclusive)");
  const std::uint32_t batch = qs[1], heads = qs[2], keys = ks[2];
  if (mask) {
    const Shape& m = mask->desc.shape;
    if (m.rank != 4 || (m[0] != 1 && m[0] != batch) || m[1] != 1 || (m[2] != 1 && m[2] != heads) ||
        m[3] != keys)
      bad(kOp, fmt::format("the attention_mask is {}; it must be [1|{}, 1, 1|{}, {}]", m.toString(), batch,
                           heads, keys));
  }
  if (cur_pos && (cur_pos->desc.shape.volume() != batch || cur_pos->desc.shape.rank != 1))
    bad(kOp, fmt::format("cur_pos_tensor is {}; it must be [{}] (one position per batch row)",
                         cur_pos->desc.shape.toString(), batch));
  if (cur_pos && (cur_pos->desc.layout != Layout::Tile || cur_pos->desc.memory.isSharded()))
    bad(kOp, fmt::format("cur_pos_tensor is {}; this op takes tile-layout interleaved tensors",
                         cur_pos->desc.toString()));

  TensorRef y = makeOutput(ctx, q.desc, out, kOp);
  Frame frame(ctx, kOp);
  TensorDesc rows_desc = q.desc;
  rows_desc.shape = Shape{batch, heads, 1, qs[3]};
  rows_desc.memory = MemoryConfig::l1();
  TensorRef attended = makeOutput(ctx, rows_desc, kStack, kOp);
  {
    Frame inner(ctx, "sdpa_decode.attend");
    const std::array<std::int64_t, 4> heads_first{1, 2, 0, 3};
    TensorRef query_rows = permute(ctx, q, heads_first, kStack);
    TensorRef m;
    const TensorRef* used_mask = nullptr;
    if (mask) {
      const std::array<std::int64_t, 4> swap{0, 2, 1, 3};
      m = permute(ctx, *mask, swap, kStack);
      used_mask = &m;
    } else if (is_causal && cur_pos) {
      m = positionMask(ctx, *cur_pos, q.desc, batch, keys);
      used_mask = &m;
    }
    // One query row per head: the library's causal rule (key j > Sk - 1) hides nothing,
    // so the decode positions come in as the mask.
    scaledDotProductAttention(ctx, query_rows, k, v, used_mask, false, scale,
                              OutputSpec::into(attended));
  }
  const std::array<std::int64_t, 4> back{2, 0, 1, 3};
  permute(ctx, attended, back, OutputSpec::into(y));
  return y;
}

HostTensor refScaledDotProductAttentionDecode(const HostTensor& q, const HostTensor& k,
                                              const HostTensor& v, const HostTensor* mask,
                                              const HostTensor* cur_pos, bool is_causal,
                                              double scale) {
  const std::uint64_t batch = q.shape[1], heads = q.shape[2], d = q.shape[3];
  const std::uint64_t kv_heads = k.shape[1], keys = k.shape[2], group = heads / kv_heads;
  const double used = scale > 0 ? scale : 1 / std::sqrt(double(d));
  HostTensor y(q.shape);
  std::vector<double> w(keys);
  for (std::uint64_t b = 0; b < batch; ++b)
    for (std::uint64_t h = 0; h < heads; ++h) {
      const std::uint64_t kh = h / group;
      double top = -std::numeric_limits<double>::infinity();
      for (std::uint64_t j = 0; j < keys; ++j) {
        double s = 0;
        for (std::uint64_t c = 0; c < d; ++c)
          s += q.data[(b * heads + h) * d + c] * k.data[((b * kv_heads + kh) * keys + j) * d + c];
        s *= used;
        if (mask) {
          const std::uint64_t mb = mask->shape[0] == 1 ? 0 : b, mh = mask->shape[2] == 1 ? 0 : h;
          s += mask->data[(mb * mask->shape[2] + mh) * keys + j];
        } else if (is_causal && cur_pos && double(j) > cur_pos->data[b]) {
          s = -std::numeric_limits<double>::infinity();
        }
        w[j] = s;
        top = std::max(top, s);
      }
      double total = 0;
      for (double& s : w) total += (s = std::exp(s - top));
      for (std::uint64_t c = 0; c < d; ++c) {
        double acc = 0;
        for (std::uint64_t j = 0; j < keys; ++j)
          acc += w[j] * v.data[((b * kv_heads + kh) * keys + j) * d + c];
        y.data[(b * heads + h) * d + c] = acc / total;
      }
    }
  return y;
}

}  // namespace strata::ops
