// Transformer composites: head concatenation, rotary embedding and scaled
// dot-product attention, each a composite of the library's ops with its intermediates
// on the stack. Where a step's result dies with the next step it is written over
// (OutputSpec::into), and slots that outlive a sub-step are taken before the sub-step's
// frame opens, so its temporaries pop first (as the norm composites do).

#include "strata/ops/transformer.hpp"

#include "../conv/window_program.hpp"
#include "strata/ops/ops.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <cmath>
#include <string>
#include <vector>

namespace strata::ops {

namespace {

const OutputSpec kStack = OutputSpec::stack();

[[noreturn]] void badInput(const char* op, const char* what, const std::string& message) {
  throw Error(ErrorKind::InvalidArgument, fmt::format("{}: {}: {}", op, what, message),
              {Error::str("op", op), Error::str("argument", what)});
}

void requireRank(const TensorRef& t, int rank, const char* op, const char* what, const char* form) {
  if (t.desc.shape.rank != rank)
    badInput(op, what, fmt::format("{} has rank {}; it takes {}", t.desc.shape.toString(),
                                   t.desc.shape.rank, form));
}

// [B, H, S, D] -> [B, S, H, D] on the stack, then reshaped into the result.
TensorRef joinHeads(OpContext& ctx, const char* name, const TensorRef& x, const Shape& result,
                    const OutputSpec& out) {
  OpScope scope(ctx, name);
  requireRank(x, 4, name, "input", "[B, H, S, D]");
  TensorDesc desc = x.desc;
  desc.shape = result;
  TensorRef y = makeOutput(ctx, desc, out, name);
  Frame frame(ctx, name);
  const std::int64_t order[] = {0, 2, 1, 3};
  TensorRef heads_inner = permute(ctx, x, order, kStack);
  const std::vector<std::int64_t> dims(result.dims.begin(), result.dims.begin() + result.rank);
  reshape(ctx, heads_inner, dims, OutputSpec::into(y));
  return y;
}

std::vector<std::int64_t> dimsOf(const Shape& s) { return {s.dims.begin(), s.dims.begin() + s.rank}; }

// `t` with its leading dims repeated up to `target`'s (they must be 1 or equal).
TensorRef broadcastLeading(OpContext& ctx, const char* op, const char* what, const TensorRef& t,
                           const Shape& target) {
  const Shape& s = t.desc.shape;
  if (s.rank != target.rank)
    badInput(op, what, fmt::format("{} has rank {} but {} has rank {}", s.toString(), s.rank,
                                   target.toString(), target.rank));
  std::vector<std::int64_t> repeats(s.rank, 1);
  bool any = false;
  for (int k = 0; k + 2 < s.rank; ++k) {
    if (s[k] == target[k]) continue;
    if (s[k] != 1)
      badInput(op, what, fmt::format("{} does not broadcast to {} (dim {} is {}, not 1 or {})",
                                     s.toString(), target.toString(), k, s[k], target[k]));
    repeats[k] = target[k];
    any = true;
  }
  return any ? repeat(ctx, t, repeats, kStack) : t;
}

}  // namespace

TensorRef concatenateHeads(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  const Shape& s = x.desc.shape;
  return joinHeads(ctx, "concatenate_heads", x,
                   s.rank == 4 ? Shape{s[0], s[2], s[1] * s[3]} : s, out);
}

TensorRef nlpConcatHeads(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  const Shape& s = x.desc.shape;
  return joinHeads(ctx, "nlp_concat_heads", x,
                   s.rank == 4 ? Shape{s[0], 1, s[2], s[1] * s[3]} : s, out);
}

TensorRef nlpConcatHeadsDecode(OpContext& ctx, const TensorRef& x, std::uint32_t num_heads,
                               const OutputSpec& out) {
  const char* name = "nlp_concat_heads_decode";
  OpScope scope(ctx, name);
  requireRank(x, 4, name, "input", "[1, B, H_padded, D]");
  const Shape& s = x.desc.shape;
  if (s[0] != 1 || num_heads == 0 || num_heads > s[2])
    badInput(name, "num_heads",
             fmt::format("{} heads of the input {} ([1, B, H_padded, D]: S must be 1 and "
                         "num_heads 1..H_padded)", num_heads, s.toString()));
  TensorDesc desc = x.desc;
  desc.shape = Shape{1, 1, s[1], num_heads * s[3]};
  TensorRef y = makeOutput(ctx, desc, out, name);
  Frame frame(ctx, name);
  const std::vector<std::int64_t> shape = dimsOf(desc.shape);
  if (num_heads == s[2]) {
    reshape(ctx, x, shape, OutputSpec::into(y));
    return y;
  }
  const std::int64_t begins[] = {0, 0, 0, 0}, steps[] = {1, 1, 1, 1};
  const std::int64_t ends[] = {1, s[1], num_heads, s[3]};
  TensorRef heads = slice(ctx, x, begins, ends, steps, kStack);
  reshape(ctx, heads, shape, OutputSpec::into(y));
  return y;
}

TensorRef rotaryEmbedding(OpContext& ctx, const TensorRef& x, const TensorRef& cos,
                          const TensorRef& sin, std::optional<std::uint32_t> token_index,
                          const OutputSpec& out) {
  const char* name = "rotary_embedding";
  OpScope scope(ctx, name);
  const Shape& s = x.desc.shape;
  const int rank = s.rank;
  if (rank < 2 || s.last() % 2 != 0)
    badInput(name, "input", fmt::format("{}: the last dim (head_dim) must be even", s.toString()));
  for (const TensorRef* c : {&cos, &sin}) {
    const Shape& cs = c->desc.shape;
    const std::uint32_t rows_needed = token_index ? *token_index + 1 : s.secondLast();
    if (cs.rank != rank || cs.last() != s.last() || cs.secondLast() < rows_needed)
      badInput(name, c == &cos ? "cos_cache" : "sin_cache",
               fmt::format("{} for the input {}: it must be [1, .., S_cache, {}] with S_cache >= {}",
                           cs.toString(), s.toString(), s.last(), rows_needed));
  }
  TensorRef y = makeOutput(ctx, x.desc, out, name);
  Frame frame(ctx, name);
  // The cache rows this input uses: 0..S-1, or row token_index (broadcast as a row).
  auto rows = [&](const TensorRef& cache) {
    const Shape& cs = cache.desc.shape;
    const std::uint32_t first = token_index ? *token_index : 0;
    const std::uint32_t count = token_index ? 1 : s.secondLast();
    TensorRef used = cache;
    if (first != 0 || count != cs.secondLast()) {
      std::vector<std::int64_t> begins(rank, 0), ends = dimsOf(cs), steps(rank, 1);
      begins[rank - 2] = first;
      ends[rank - 2] = first + count;
      used = slice(ctx, cache, begins, ends, steps, kStack);
    }
    if (token_index) return used;  // a row: broadcast by the multiply
    return broadcastLeading(ctx, name, "cos_cache/sin_cache", used, s);
  };
  const TensorRef c = rows(cos);
  const TensorRef sn = rows(sin);
  // rotate_half(x) = [-x2, x1]; its halves pop before the products.
  TensorRef rotated = makeOutput(ctx, x.desc, kStack, name);
  {
    Frame halves(ctx, "rotary_embedding.rotate_half");
    const std::int64_t half = s.last() / 2;
    std::vector<std::int64_t> begins(rank, 0), ends = dimsOf(s), steps(rank, 1);
    ends[rank - 1] = half;
    TensorRef x1 = slice(ctx, x, begins, ends, steps, kStack);
    begins[rank - 1] = half;
    ends[rank - 1] = s.last();
    TensorRef x2 = slice(ctx, x, begins, ends, steps, kStack);
    unary(ctx, UnaryCode::Neg, x2, OutputSpec::into(x2));
    const TensorRef parts[] = {x2, x1};
    concat(ctx, parts, -1, OutputSpec::into(rotated));
  }
  binary(ctx, BinaryCode::Multiply, rotated, sn, OutputSpec::into(rotated));
  binary(ctx, BinaryCode::Multiply, x, c, OutputSpec::into(y));
  binary(ctx, BinaryCode::Add, y, rotated, OutputSpec::into(y));
  return y;
}

TensorRef scaledDotProductAttention(OpContext& ctx, const TensorRef& q, const TensorRef& k,
                                    const TensorRef& v, const TensorRef* mask, bool is_causal,
                                    double scale, const OutputSpec& out) {
  const char* name = "scaled_dot_product_attention";
  OpScope scope(ctx, name);
  requireRank(q, 4, name, "query", "[B, H, Sq, D]");
  requireRank(k, 4, name, "key", "[B, Hkv, Sk, D]");
  requireRank(v, 4, name, "value", "[B, Hkv, Sk, D]");
  const Shape& qs = q.desc.shape;
  const Shape& ks = k.desc.shape;
  if (!(ks == v.desc.shape) || ks[0] != qs[0] || ks[3] != qs[3] || ks[1] == 0 || qs[1] % ks[1] != 0)
    badInput(name, "key/value",
             fmt::format("query {}, key {}, value {}: key and value must be [B, Hkv, Sk, D] with "
                         "the query's B and D, and Hkv dividing the query's {} heads",
                         qs.toString(), ks.toString(), v.desc.shape.toString(), qs[1]));
  const std::uint32_t sq = qs[2], sk = ks[2], group = qs[1] / ks[1];
  if (is_causal && sk < sq)
    badInput(name, "is_causal", fmt::format("{} keys for {} queries: causal attention needs Sk >= Sq", sk, sq));
  const double used_scale = scale > 0 ? scale : 1.0 / std::sqrt(double(qs[3]));
  TensorRef y = makeOutput(ctx, q.desc, out, name);
  Frame frame(ctx, name);
  TensorDesc scores_desc = q.desc;
  scores_desc.shape[3] = sk;
  TensorRef scores = makeOutput(ctx, scores_desc, kStack, name);
  {
    Frame qk(ctx, "sdpa.qk");
    TensorRef kt = transpose(ctx, k, -2, -1, kStack);
    if (group > 1) kt = repeatInterleave(ctx, kt, group, 1, kStack);
    matmul(ctx, q, kt, OutputSpec::into(scores));
  }
  unary(ctx, UnaryCode::MulScalar, scores, OutputSpec::into(scores), used_scale);
  if (mask) {
    const Shape& ms = mask->desc.shape;
    if (ms.rank != 4 || ms[2] != sq || ms[3] != sk)
      badInput(name, "attention_mask",
               fmt::format("{}: it must be [B or 1, H or 1, {}, {}]", ms.toString(), sq, sk));
    Frame masking(ctx, "sdpa.mask");
    const TensorRef full = broadcastLeading(ctx, name, "attention_mask", *mask, scores_desc.shape);
    binary(ctx, BinaryCode::Add, scores, full, OutputSpec::into(scores));
  }
  if (is_causal) {
    OpScope causal(ctx, "sdpa.causal");
    WindowMap map;
    map.kind = WindowKind::Causal;
    map.causal_offset = std::int64_t(sk) - std::int64_t(sq);
    detail::enqueueWindow(ctx, "sdpa.causal", scores, scores.desc, map, OutputSpec::into(scores));
  }
  // The composite softmax: its intermediates keep the scores' dtype (the fused one rounds
  // them to bf16), so the attention's f32 tolerance holds.
  softmaxComposite(ctx, scores, OutputSpec::into(scores));
  const TensorRef values = group > 1 ? repeatInterleave(ctx, v, group, 1, kStack) : v;
  matmul(ctx, scores, values, OutputSpec::into(y));
  return y;
}

}  // namespace strata::ops
