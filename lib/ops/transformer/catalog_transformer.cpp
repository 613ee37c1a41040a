// Catalog entries and float64 references of the transformer composites,
// under tt-mlir's names and attribute names. References are direct loops over the
// definitions (no shared code with the composites).

#include "../catalog_util.hpp"
#include "strata/ops/transformer.hpp"

#include <array>
#include <cmath>
#include <limits>
#include <vector>

namespace strata::ops::detail {

std::span<const OpInfo> transformerOps();

namespace {

// Element [a][b][c][d] of a rank-4 host tensor.
double at4(const HostTensor& t, std::uint64_t a, std::uint64_t b, std::uint64_t c, std::uint64_t d) {
  const Shape& s = t.shape;
  return t.data[((a * s[1] + b) * s[2] + c) * s[3] + d];
}

// Heads joined: out[b][s][h * D + d] = x[b][h][s][d] (the result's shape is the op's).
HostTensor joinHeadsRef(const HostTensor& x, const Shape& shape, std::uint32_t heads) {
  HostTensor r(shape);
  const Shape& s = x.shape;
  std::uint64_t n = 0;
  for (std::uint64_t b = 0; b < s[0]; ++b)
    for (std::uint64_t q = 0; q < s[2]; ++q)
      for (std::uint64_t h = 0; h < heads; ++h)
        for (std::uint64_t d = 0; d < s[3]; ++d) r.data[n++] = at4(x, b, h, q, d);
  return r;
}

TensorRef runConcatenateHeads(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) {
  return concatenateHeads(c, in[0], o);
}
HostTensor refConcatenateHeads(HIns in, const OpParams&) {
  const Shape& s = in[0].shape;
  return joinHeadsRef(in[0], Shape{s[0], s[2], s[1] * s[3]}, s[1]);
}

TensorRef runNlpConcatHeads(OpContext& c, Ins in, const OpParams&, const OutputSpec& o) {
  return nlpConcatHeads(c, in[0], o);
}
HostTensor refNlpConcatHeads(HIns in, const OpParams&) {
  const Shape& s = in[0].shape;
  return joinHeadsRef(in[0], Shape{s[0], 1, s[2], s[1] * s[3]}, s[1]);
}

// num_heads = 0: every head.
std::uint32_t headsOf(const OpParams& p, const Shape& s) {
  const std::int64_t heads = p.integer("num_heads");
  return heads > 0 ? static_cast<std::uint32_t>(heads) : (s.rank == 4 ? s[2] : 0);
}
TensorRef runNlpConcatHeadsDecode(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return nlpConcatHeadsDecode(c, in[0], headsOf(p, in[0].desc.shape), o);
}
// [1, B, Hp, D] -> [1, 1, B, nh * D]: out[b][h * D + d] = x[0][b][h][d].
HostTensor refNlpConcatHeadsDecode(HIns in, const OpParams& p) {
  const Shape& s = in[0].shape;
  const std::uint32_t heads = headsOf(p, s);
  HostTensor r(Shape{1, 1, s[1], heads * s[3]});
  std::uint64_t n = 0;
  for (std::uint64_t b = 0; b < s[1]; ++b)
    for (std::uint64_t h = 0; h < heads; ++h)
      for (std::uint64_t d = 0; d < s[3]; ++d) r.data[n++] = at4(in[0], 0, b, h, d);
  return r;
}

std::optional<std::uint32_t> tokenOf(const OpParams& p) {
  const std::int64_t token = p.integer("token_index");
  if (token < 0) return std::nullopt;
  return static_cast<std::uint32_t>(token);
}
TensorRef runRotary(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return rotaryEmbedding(c, in[0], in[1], in[2], tokenOf(p), o);
}
// y[.., s, d] = x[.., s, d] cos[s', d] + r[.., s, d] sin[s', d], r = [-x2, x1], s' = s or
// the token index; cos / sin read at their own leading index 0 or the input's.
HostTensor refRotary(HIns in, const OpParams& p) {
  const HostTensor& x = in[0];
  const Shape& s = x.shape;
  const std::uint64_t d_count = s.last(), rows = s.secondLast(), half = d_count / 2;
  const std::uint64_t slices = s.volume() / (rows * d_count);
  const std::optional<std::uint32_t> token = tokenOf(p);
  HostTensor y(s);
  auto cacheAt = [&](const HostTensor& cache, std::uint64_t slice, std::uint64_t row, std::uint64_t d) {
    const Shape& cs = cache.shape;
    // The cache's slice index for this input slice: per leading dim, 0 where it is 1.
    std::uint64_t rest = slice, cslice = 0, stride = 1;
    for (int k = s.rank - 3; k >= 0; --k) {
      const std::uint64_t i = rest % s[k];
      rest /= s[k];
      cslice += (cs[k] == 1 ? 0 : i) * stride;
      stride *= cs[k];
    }
    return cache.data[(cslice * cs.secondLast() + (token ? *token : row)) * d_count + d];
  };
  for (std::uint64_t b = 0; b < slices; ++b)
    for (std::uint64_t r = 0; r < rows; ++r)
      for (std::uint64_t d = 0; d < d_count; ++d) {
        const double xv = x.data[(b * rows + r) * d_count + d];
        const double rv = d < half ? -x.data[(b * rows + r) * d_count + d + half]
                                   : x.data[(b * rows + r) * d_count + d - half];
        y.data[(b * rows + r) * d_count + d] = xv * cacheAt(in[1], b, r, d) + rv * cacheAt(in[2], b, r, d);
      }
  return y;
}

TensorRef runSdpa(OpContext& c, Ins in, const OpParams& p, const OutputSpec& o) {
  return scaledDotProductAttention(c, in[0], in[1], in[2], in.size() > 3 ? &in[3] : nullptr,
                                   p.flag("is_causal"), p.real("scale"), o);
}
HostTensor refSdpa(HIns in, const OpParams& p) {
  const HostTensor &q = in[0], &k = in[1], &v = in[2];
  const HostTensor* mask = in.size() > 3 ? &in[3] : nullptr;
  const Shape& qs = q.shape;
  const std::uint64_t heads = qs[1], sq = qs[2], d_count = qs[3], sk = k.shape[2];
  const std::uint64_t group = heads / k.shape[1];
  const bool causal = p.flag("is_causal");
  const double given_scale = p.real("scale");
  const double scale = given_scale > 0 ? given_scale : 1.0 / std::sqrt(double(d_count));
  HostTensor y(qs);
  std::vector<double> w(sk);
  for (std::uint64_t b = 0; b < qs[0]; ++b)
    for (std::uint64_t h = 0; h < heads; ++h)
      for (std::uint64_t i = 0; i < sq; ++i) {
        double top = -std::numeric_limits<double>::infinity();
        for (std::uint64_t j = 0; j < sk; ++j) {
          double dot = 0;
          for (std::uint64_t d = 0; d < d_count; ++d) dot += at4(q, b, h, i, d) * at4(k, b, h / group, j, d);
          double score = dot * scale;
          if (mask) {
            const Shape& ms = mask->shape;
            score += at4(*mask, ms[0] == 1 ? 0 : b, ms[1] == 1 ? 0 : h, i, j);
          }
          if (causal && j > i + (sk - sq)) score = -std::numeric_limits<double>::infinity();
          w[j] = score;
          top = std::max(top, score);
        }
        double total = 0;
        for (std::uint64_t j = 0; j < sk; ++j) total += (w[j] = std::exp(w[j] - top));
        for (std::uint64_t d = 0; d < d_count; ++d) {
          double acc = 0;
          for (std::uint64_t j = 0; j < sk; ++j) acc += w[j] / total * at4(v, b, h / group, j, d);
          y.data[((b * heads + h) * sq + i) * d_count + d] = acc;
        }
      }
  return y;
}


const std::array kTransformerOps = {
    OpInfo{"concatenate_heads", OpFamily::Data, 1, {}, 0, false, -4, 4, kExact, kExact,
           runConcatenateHeads, refConcatenateHeads,
           "[B, H, S, D] -> [B, S, H*D]: permute then reshape, the permuted heads on the stack"},
    OpInfo{"nlp_concat_heads", OpFamily::Data, 1, {}, 0, false, -4, 4, kExact, kExact,
           runNlpConcatHeads, refNlpConcatHeads,
           "[B, H, S, D] -> [B, 1, S, H*D]: permute then reshape, the permuted heads on the stack"},
    OpInfo{"nlp_concat_heads_decode", OpFamily::Data, 1, {intParam("num_heads", 0)}, 1, false, -4,
           4, kExact, kExact, runNlpConcatHeadsDecode, refNlpConcatHeadsDecode,
           "[1, B, H_padded, D] -> [1, 1, B, num_heads*D] (num_heads=0: all): slice then reshape"},
    // Two products (|x cos| <= 1: error <= 2^-9 each) and their sum (|y| <= 2: <= 2^-8) in
    // bf16: <= 0.008 absolute; f32 the same in 2^-24 units.
    OpInfo{"rotary_embedding", OpFamily::Data, 3, {intParam("token_index", -1)}, 1, false, -1, 1,
           (Tolerance{0.01, 0.0}), (Tolerance{1e-6, 0.0}), runRotary, refRotary,
           "x*cos + rotate_half(x)*sin with [1, 1, S_cache, D] caches (token_index >= 0: that "
           "row for every position)"},
    // bf16: the scores (|s| <= sqrt(D) for inputs in [-1, 1]) round to 2^-9 relative, which
    // exp turns into ~2% relative error of a weight at D = 256; the weights average values
    // in [-1, 1], plus the roundings of softmax's steps and the second matmul: <= 0.03.
    OpInfo{"scaled_dot_product_attention", OpFamily::Data, 3,
           {boolParam("is_causal", 1), nonNegativeParam("scale", 0)}, 2, false, -1, 1, (Tolerance{0.03, 0.02}),
           kF32Chain, runSdpa, refSdpa,
           "softmax(q k^T * scale + mask) v, causal by default (scale=0: 1/sqrt(D)); grouped kv "
           "heads; scores, k^T and the softmax temporaries on the stack",
           false, 4},
};

}  // namespace

std::span<const OpInfo> transformerOps() { return kTransformerOps; }

}  // namespace strata::ops::detail
