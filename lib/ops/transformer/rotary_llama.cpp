// ttnn.rotary_embedding_llama as a composite: the rotated input x @ T (T = trans_mat,
// applied to every 32-column block of the head dim: x is viewed as [B, H, S*D/32, 32]
// rows of one block each, multiplied by T, and viewed back), then x * cos + rot * sin.
// T holds one +-1 per column (tt-metal's pair swap), so the matmul is exact; the stack
// holds the rotated tensor (and, while it is formed, the block view and its product).

#include "strata/ops/rotary_llama.hpp"

#include "../program_util.hpp"

#include "strata/ops/ops.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <array>
#include <vector>

namespace strata::ops {

namespace {

constexpr const char* kOp = "rotary_embedding_llama";
const OutputSpec kStack = OutputSpec::stack();

using detail::bad;

void requireTensor(const TensorRef& t, const char* what) {
  if (t.desc.layout != Layout::Tile || t.desc.memory.isSharded())
    bad(kOp, fmt::format("{} is {}; this op takes tile-layout interleaved tensors (dram or l1; "
                         "decode mode's height-sharded inputs are not modelled)", what,
                         t.desc.toString()));
  if (t.desc.dtype != DataType::BFloat16 && t.desc.dtype != DataType::Float32)
    bad(kOp, fmt::format("{} is {}; this op computes on bf16 (tt-mlir's rule) or f32", what,
                         device::dataTypeName(t.desc.dtype)));
}

// cos / sin as multiplicands of x: x's shape and rows pass (the multiply broadcasts
// them); [1, 1, S, D] is repeated over x's leading dims onto the stack.
TensorRef expandCache(OpContext& ctx, const TensorRef& c, const Shape& x, const char* what) {
  const Shape& s = c.desc.shape;
  // Leading dims all 1 (one cache for every head) or all the input's.
  bool ones = s.rank == x.rank, same = s.rank == x.rank;
  for (int k = 0; k + 2 < s.rank && k + 2 < x.rank; ++k) {
    ones = ones && s[k] == 1;
    same = same && s[k] == x[k];
  }
  const bool leading_ones = ones || same;
  const bool rows_match = s.rank == x.rank && (s.secondLast() == x.secondLast() || s.secondLast() == 1);
  if (!leading_ones || !rows_match || s.last() != x.last())
    bad(kOp, fmt::format("{} is {} for the input {}; it must be the input's shape, [1, 1, {}, {}] or a "
                         "row [.., 1, {}]", what, s.toString(), x.toString(), x.secondLast(), x.last(),
                         x.last()));
  if (s.secondLast() == 1) return c;  // a row: the multiply broadcasts it
  std::vector<std::int64_t> repeats(s.rank, 1);
  bool any = false;
  for (int k = 0; k + 2 < s.rank; ++k)
    if (s[k] != x[k]) {
      repeats[k] = x[k];
      any = true;
    }
  return any ? repeat(ctx, c, repeats, kStack) : c;
}

}  // namespace

TensorRef rotaryEmbeddingLlama(OpContext& ctx, const TensorRef& x, const TensorRef& cos,
                               const TensorRef& sin, const TensorRef& trans_mat,
                               bool is_decode_mode, const OutputSpec& out) {
  OpScope scope(ctx, kOp);
  requireTensor(x, "the input");
  requireTensor(cos, "cos_cache");
  requireTensor(sin, "sin_cache");
  requireTensor(trans_mat, "trans_mat");
  for (const TensorRef* other : {&cos, &sin, &trans_mat})
    if (other->desc.dtype != x.desc.dtype)
      bad(kOp, fmt::format("the inputs are {} and {}; use one dtype", device::dataTypeName(x.desc.dtype),
                           device::dataTypeName(other->desc.dtype)));
  const Shape& s = x.desc.shape;
  const std::uint32_t block = ctx.arch().tile_width;
  if (s.rank < 2 || s.last() % block != 0 || s.last() > 256)
    bad(kOp, fmt::format("the input is {}; its head dim (last) must be a multiple of {} and at most 256",
                         s.toString(), block));
  if (!(cos.desc.shape == sin.desc.shape))
    bad(kOp, fmt::format("cos_cache is {} and sin_cache {}; they need one shape",
                         cos.desc.shape.toString(), sin.desc.shape.toString()));
  const Shape& t = trans_mat.desc.shape;
  if (t.rank != 4 || t[0] != 1 || t[1] != 1 || t[2] != block || t[3] != block)
    bad(kOp, fmt::format("trans_mat is {}; it must be [1, 1, {}, {}]", t.toString(), block, block));
  const MemoryConfig& out_memory = out.requestedMemory();
  if (out.memoryRequested() && out_memory.isSharded())
    bad(kOp, "the output memory config is sharded; this op writes interleaved outputs (dram or l1)");
  (void)is_decode_mode;  // the same values in both modes; only the layouts differ in tt-metal

  TensorRef y = makeOutput(ctx, x.desc, out, kOp);
  Frame frame(ctx, kOp);
  TensorDesc rot_desc = x.desc;
  rot_desc.memory = MemoryConfig::l1();
  TensorRef rot = makeOutput(ctx, rot_desc, kStack, kOp);
  {
    Frame rotate(ctx, "rotary_embedding_llama.rotate");
    if (s.last() == block) {
      matmul(ctx, x, trans_mat, OutputSpec::into(rot));
    } else {
      std::vector<std::int64_t> blocks(s.dims.begin(), s.dims.begin() + s.rank);
      blocks[s.rank - 2] = static_cast<std::int64_t>(s.secondLast()) * (s.last() / block);
      blocks[s.rank - 1] = block;
      TensorRef view = reshape(ctx, x, blocks, kStack);
      TensorRef product = matmul(ctx, view, trans_mat, kStack);
      std::vector<std::int64_t> back(s.dims.begin(), s.dims.begin() + s.rank);
      reshape(ctx, product, back, OutputSpec::into(rot));
    }
  }
  {
    Frame sine(ctx, "rotary_embedding_llama.sin");
    const TensorRef sn = expandCache(ctx, sin, s, "sin_cache");
    binary(ctx, BinaryCode::Multiply, rot, sn, OutputSpec::into(rot));
  }
  {
    Frame cosine(ctx, "rotary_embedding_llama.cos");
    const TensorRef c = expandCache(ctx, cos, s, "cos_cache");
    binary(ctx, BinaryCode::Multiply, x, c, OutputSpec::into(y));
  }
  binary(ctx, BinaryCode::Add, y, rot, OutputSpec::into(y));
  return y;
}

HostTensor refRotaryEmbeddingLlama(const HostTensor& x, const HostTensor& cos,
                                   const HostTensor& sin, const HostTensor& trans_mat) {
  const Shape& s = x.shape;
  const std::uint64_t d_count = s.last(), rows = s.secondLast();
  const std::uint64_t slices = s.volume() / (rows * d_count);
  const std::uint64_t block = trans_mat.shape.last();
  HostTensor y(s);
  for (std::uint64_t b = 0; b < slices; ++b)
    for (std::uint64_t r = 0; r < rows; ++r)
      for (std::uint64_t d = 0; d < d_count; ++d) {
        const std::uint64_t base = d - d % block;
        double rotated = 0;
        for (std::uint64_t k = 0; k < block; ++k)
          rotated += x.at(b, r, base + k) * trans_mat.data[k * block + d % block];
        y.at(b, r, d) = x.at(b, r, d) * broadcastAt(cos, s, b, r, d) +
                        rotated * broadcastAt(sin, s, b, r, d);
      }
  return y;
}

}  // namespace strata::ops
