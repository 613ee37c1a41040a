// Attention over a paged KV cache as composites (strata/ops/attention_paged.hpp): the
// users' pages are gathered in sequence order onto the stack (one embedding lookup of
// whole blocks by the page table, then a reshape / permute into [B, H, P * bs, D]), and
// the library's decode or prefill attention runs on them.

#include "strata/ops/attention_paged.hpp"

#include "../program_util.hpp"

#include "strata/ops/attention_decode.hpp"
#include "strata/ops/index.hpp"
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

const OutputSpec kStack = OutputSpec::stack();

using detail::bad;

bool isFloat(DataType d) { return d == DataType::BFloat16 || d == DataType::Float32; }
bool isWord(DataType d) { return d == DataType::Int32 || d == DataType::UInt32; }

// The checks both paged ops share: float q / k / v of one dtype, k and v paged caches
// [NB, Hkv, bs, D] of one shape with bs a multiple of 32 and the query's head size, and
// an int32 / uint32 page table [users, P].
void checkPaged(const char* op, const TensorRef& q, const TensorRef& k, const TensorRef& v,
                const TensorRef& table, std::uint32_t users, std::uint32_t head_size) {
  for (const TensorRef* t : {&q, &k, &v})
    if (!isFloat(t->desc.dtype) || t->desc.dtype != q.desc.dtype)
      bad(op, fmt::format("query, key and value are {}, {}, {}; they must be one float dtype "
                          "(bf16 or f32)", device::dataTypeName(q.desc.dtype),
                          device::dataTypeName(k.desc.dtype), device::dataTypeName(v.desc.dtype)));
  const Shape& ks = k.desc.shape;
  if (ks.rank != 4 || !(ks == v.desc.shape) || ks[3] != head_size)
    bad(op, fmt::format("the key cache is {} and the value cache {}; both must be "
                        "[num_blocks, Hkv, block_size, {}]", ks.toString(),
                        v.desc.shape.toString(), head_size));
  if (ks[2] % 32 != 0)
    bad(op, fmt::format("the caches' block size is {}; it must be a multiple of 32", ks[2]));
  const Shape& ts = table.desc.shape;
  if (ts.rank != 2 || ts[0] != users)
    bad(op, fmt::format("the page table is {}; it must be [{}, pages per user]", ts.toString(), users));
  if (!isWord(table.desc.dtype))
    bad(op, fmt::format("the page table is {}; block numbers are int32 or uint32",
                        device::dataTypeName(table.desc.dtype)));
}

// `t` (int32 / uint32 whole numbers) as f32: positions above 256 are not whole numbers
// in bf16, so masks are computed in f32 whatever the attention's dtype.
TensorRef asF32(OpContext& ctx, const TensorRef& t) {
  return copyTo(ctx, t, DataType::Float32, MemoryConfig::l1(), kStack, "typecast");
}

}  // namespace

TensorRef gatherPages(OpContext& ctx, const TensorRef& cache, const TensorRef& table,
                      const OutputSpec& out) {
  const char* name = "gather_pages";
  OpScope scope(ctx, name);
  const Shape& c = cache.desc.shape;
  const Shape& t = table.desc.shape;
  if (c.rank != 4 || t.rank != 2)
    bad(name, fmt::format("cache {} and page table {}: they must be [NB, H, bs, D] and [B, P]",
                          c.toString(), t.toString()));
  const std::int64_t users = t[0], pages = t[1], heads = c[1], block = c[2], width = c[3];
  TensorDesc desc = cache.desc;
  desc.shape = Shape{t[0], c[1], t[1] * c[2], c[3]};
  desc.memory = MemoryConfig::l1();
  TensorRef y = makeOutput(ctx, desc, out, name);
  Frame frame(ctx, name);
  // Each block is one table row, so one lookup per page picks a whole block.
  const std::array<std::int64_t, 2> rows{c[0], heads * block * width};
  TensorRef blocks = reshape(ctx, cache, rows, kStack);
  TensorRef picked = embedding(ctx, table, blocks, kStack);  // [B, P, H * bs * D]
  const std::array<std::int64_t, 4> split{users, pages, heads, block * width};
  TensorRef per_head = reshape(ctx, picked, split, kStack);
  const std::array<std::int64_t, 4> heads_first{0, 2, 1, 3};
  TensorRef ordered = permute(ctx, per_head, heads_first, kStack);  // [B, H, P, bs * D]
  const std::array<std::int64_t, 4> sequence{users, heads, pages * block, width};
  reshape(ctx, ordered, sequence, OutputSpec::into(y));
  return y;
}

TensorRef pagedScaledDotProductAttentionDecode(OpContext& ctx, const TensorRef& q,
                                               const TensorRef& k, const TensorRef& v,
                                               const TensorRef& page_table, const TensorRef* mask,
                                               const TensorRef* cur_pos, bool is_causal,
                                               double scale, const OutputSpec& out) {
  const char* name = "paged_scaled_dot_product_attention_decode";
  OpScope scope(ctx, name);
  const Shape& qs = q.desc.shape;
  if (qs.rank != 4 || qs[0] != 1)
    bad(name, fmt::format("the query is {}; it must be [1, B, Hq, D]", qs.toString()));
  checkPaged(name, q, k, v, page_table, qs[1], qs[3]);
  if (cur_pos && !isWord(cur_pos->desc.dtype))
    bad(name, fmt::format("cur_pos_tensor is {}; positions are int32 or uint32",
                          device::dataTypeName(cur_pos->desc.dtype)));
  TensorRef y = makeOutput(ctx, q.desc, out, name);
  Frame frame(ctx, name);
  TensorRef keys = gatherPages(ctx, k, page_table, kStack);
  TensorRef values = gatherPages(ctx, v, page_table, kStack);
  scaledDotProductAttentionDecode(ctx, q, keys, values, mask, cur_pos, is_causal, scale,
                                  OutputSpec::into(y));
  return y;
}

TensorRef chunkedScaledDotProductAttention(OpContext& ctx, const TensorRef& q, const TensorRef& k,
                                           const TensorRef& v, const TensorRef& page_table,
                                           const TensorRef& chunk_start, double scale,
                                           const OutputSpec& out) {
  const char* name = "chunked_scaled_dot_product_attention";
  OpScope scope(ctx, name);
  const Shape& qs = q.desc.shape;
  if (qs.rank != 4)
    bad(name, fmt::format("the query is {}; it must be [B, Hq, chunk_len, D]", qs.toString()));
  checkPaged(name, q, k, v, page_table, qs[0], qs[3]);
  if (chunk_start.desc.shape.rank != 1 || chunk_start.desc.shape[0] != 1 ||
      !isWord(chunk_start.desc.dtype))
    bad(name, fmt::format("chunk_start_idx is {}; it must be [1] int32 or uint32",
                          chunk_start.desc.toString()));
  const std::uint32_t chunk = qs[2], keys = page_table.desc.shape[1] * k.desc.shape[2];
  if (chunk > keys)
    bad(name, fmt::format("a chunk of {} tokens but {} cached positions per user ({} pages of {})",
                          chunk, keys, page_table.desc.shape[1], k.desc.shape[2]));
  TensorRef y = makeOutput(ctx, q.desc, out, name);
  Frame frame(ctx, name);
  TensorRef key_seq = gatherPages(ctx, k, page_table, kStack);
  TensorRef value_seq = gatherPages(ctx, v, page_table, kStack);
  // The causal mask of the chunk: query i sees positions 0..start + i; -inf past them.
  TensorDesc mask_desc = q.desc;
  mask_desc.shape = Shape{1, 1, chunk, keys};
  mask_desc.memory = MemoryConfig::l1();
  TensorRef mask = makeOutput(ctx, mask_desc, kStack, name);
  {
    Frame positions(ctx, "chunked_sdpa.mask");
    TensorDesc f32 = mask_desc;
    f32.dtype = DataType::Float32;
    f32.shape = Shape{1, 1, 1, keys};
    TensorRef key_row = arange(ctx, f32, 0, keys, 1, kStack);
    const std::array<std::int64_t, 4> down{1, 1, chunk, 1};
    TensorRef key_index = repeat(ctx, key_row, down, kStack);
    f32.shape = Shape{1, 1, chunk, 1};
    TensorRef query_index = arange(ctx, f32, 0, chunk, 1, kStack);
    const std::array<std::int64_t, 4> one{1, 1, 1, 1};
    TensorRef start = reshape(ctx, asF32(ctx, chunk_start), one, kStack);
    binary(ctx, BinaryCode::Add, query_index, start, OutputSpec::into(query_index));
    TensorRef past = binary(ctx, BinaryCode::Gt, key_index, query_index, kStack);
    if (q.desc.dtype != DataType::Float32)
      past = copyTo(ctx, past, q.desc.dtype, MemoryConfig::l1(), kStack, "typecast");
    TensorRef minus_inf = createScalar(ctx, -std::numeric_limits<double>::infinity(), q.desc.dtype, kStack);
    TensorRef zero = createScalar(ctx, 0.0, q.desc.dtype, kStack);
    where(ctx, past, minus_inf, zero, OutputSpec::into(mask));
  }
  scaledDotProductAttention(ctx, q, key_seq, value_seq, &mask, false, scale, OutputSpec::into(y));
  return y;
}

HostTensor refGatherPages(const HostTensor& cache, const HostTensor& table) {
  const std::uint64_t blocks = cache.shape[0], heads = cache.shape[1], block = cache.shape[2],
                      width = cache.shape[3], users = table.shape[0], pages = table.shape[1];
  HostTensor y(Shape{static_cast<std::uint32_t>(users), static_cast<std::uint32_t>(heads),
                     static_cast<std::uint32_t>(pages * block), static_cast<std::uint32_t>(width)});
  for (std::uint64_t b = 0; b < users; ++b)
    for (std::uint64_t p = 0; p < pages; ++p) {
      const double id = table.data[b * pages + p];
      if (!(id >= 0 && id < double(blocks)))
        throw Error(ErrorKind::InvalidArgument,
                    fmt::format("page table [{}, {}] is {}, outside [0, {})", b, p, id, blocks));
      const auto n = static_cast<std::uint64_t>(id);
      for (std::uint64_t h = 0; h < heads; ++h)
        for (std::uint64_t r = 0; r < block; ++r)
          for (std::uint64_t c = 0; c < width; ++c)
            y.data[((b * heads + h) * pages * block + p * block + r) * width + c] =
                cache.data[((n * heads + h) * block + r) * width + c];
    }
  return y;
}

HostTensor refPagedScaledDotProductAttentionDecode(const HostTensor& q, const HostTensor& k,
                                                   const HostTensor& v,
                                                   const HostTensor& page_table,
                                                   const HostTensor* mask,
                                                   const HostTensor* cur_pos, bool is_causal,
                                                   double scale) {
  return refScaledDotProductAttentionDecode(q, refGatherPages(k, page_table),
                                            refGatherPages(v, page_table), mask, cur_pos,
                                            is_causal, scale);
}

HostTensor refChunkedScaledDotProductAttention(const HostTensor& q, const HostTensor& k,
                                               const HostTensor& v, const HostTensor& page_table,
                                               const HostTensor& chunk_start, double scale) {
  const HostTensor keys = refGatherPages(k, page_table), values = refGatherPages(v, page_table);
  const std::uint64_t users = q.shape[0], heads = q.shape[1], chunk = q.shape[2], d = q.shape[3];
  const std::uint64_t kv_heads = keys.shape[1], sk = keys.shape[2], group = heads / kv_heads;
  const double start = chunk_start.data[0];
  const double used = scale > 0 ? scale : 1 / std::sqrt(double(d));
  HostTensor y(q.shape);
  std::vector<double> w(sk);
  for (std::uint64_t b = 0; b < users; ++b)
    for (std::uint64_t h = 0; h < heads; ++h)
      for (std::uint64_t i = 0; i < chunk; ++i) {
        const double* qi = &q.data[((b * heads + h) * chunk + i) * d];
        const std::uint64_t base = (b * kv_heads + h / group) * sk;
        double top = -std::numeric_limits<double>::infinity();
        for (std::uint64_t j = 0; j < sk; ++j) {
          double s = 0;
          for (std::uint64_t c = 0; c < d; ++c) s += qi[c] * keys.data[(base + j) * d + c];
          w[j] = double(j) > start + double(i) ? -std::numeric_limits<double>::infinity() : s * used;
          top = std::max(top, w[j]);
        }
        double total = 0;
        for (double& s : w) total += (s = std::exp(s - top));
        for (std::uint64_t c = 0; c < d; ++c) {
          double acc = 0;
          for (std::uint64_t j = 0; j < sk; ++j) acc += w[j] * values.data[(base + j) * d + c];
          y.data[((b * heads + h) * chunk + i) * d + c] = acc / total;
        }
      }
  return y;
}

}  // namespace strata::ops
