// Exact reference of ttnn.split_query_key_value_and_split_heads: a direct loop over the
// definition (strata/ops/split_qkv.hpp), no code shared with the composite.

#include "strata/ops/split_qkv.hpp"

namespace strata::ops {

namespace {

// Result [B, heads, S, D] (or [B, heads, D, S] transposed): element (b, h, s, d) is
// source[b][s][begin + h * D + d].
HostTensor headsOf(const HostTensor& source, std::uint64_t begin, std::uint32_t heads,
                   std::uint32_t head_size, bool transposed) {
  const Shape& s = source.shape;
  const std::uint32_t batch = s[0], seq = s[1];
  HostTensor r(transposed ? Shape{batch, heads, head_size, seq} : Shape{batch, heads, seq, head_size});
  r.dtype = source.dtype;
  for (std::uint64_t b = 0; b < batch; ++b)
    for (std::uint64_t h = 0; h < heads; ++h)
      for (std::uint64_t q = 0; q < seq; ++q)
        for (std::uint64_t d = 0; d < head_size; ++d) {
          const double v = source.data[(b * seq + q) * s[2] + begin + h * head_size + d];
          const std::uint64_t at = transposed ? ((b * heads + h) * head_size + d) * seq + q
                                              : ((b * heads + h) * seq + q) * head_size + d;
          r.data[at] = v;
        }
  return r;
}

}  // namespace

std::vector<HostTensor> refSplitQueryKeyValueAndSplitHeads(const HostTensor& input,
                                                           const HostTensor* kv_input,
                                                           std::uint32_t num_heads,
                                                           std::uint32_t num_kv_heads,
                                                           bool transpose_key) {
  const std::uint32_t kv_heads = num_kv_heads == 0 ? num_heads : num_kv_heads;
  if (kv_input) {
    const std::uint32_t d = input.shape[2] / num_heads;
    const std::uint32_t dkv = kv_input->shape[2] / (2 * kv_heads);
    return {headsOf(input, 0, num_heads, d, false),
            headsOf(*kv_input, 0, kv_heads, dkv, transpose_key),
            headsOf(*kv_input, std::uint64_t{kv_heads} * dkv, kv_heads, dkv, false)};
  }
  const std::uint32_t d = input.shape[2] / (num_heads + 2 * kv_heads);
  return {headsOf(input, 0, num_heads, d, false),
          headsOf(input, std::uint64_t{num_heads} * d, kv_heads, d, transpose_key),
          headsOf(input, std::uint64_t{num_heads + kv_heads} * d, kv_heads, d, false)};
}

}  // namespace strata::ops
