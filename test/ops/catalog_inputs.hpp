#pragma once
// Helpers for tests that run every op of the catalog on the device.

#include "strata/ops/catalog.hpp"
#include "strata/ops/spec.hpp"
#include "strata/ops/tensor_desc.hpp"

#include "shaped_inputs.hpp"

#include <string>
#include <vector>

namespace strata::ops {

// Inputs for `op` shaped from `x`: layer_norm's gamma/beta are rows, matmul/linear take
// a square weight, integer ops take int32 copies, every other op `arity` copies of x.
inline std::vector<TensorDesc> inputsFor(const OpInfo& op, const TensorDesc& x) {
  if (op.integer_inputs) {  // integer ops: the same tensors in int32
    TensorDesc word = x;
    word.dtype = DataType::Int32;
    return std::vector<TensorDesc>(static_cast<std::size_t>(op.arity), word);
  }
  if (op.name == "slice_dynamic") {  // uint32 begins / ends, one per dim
    TensorDesc bounds = x;
    bounds.shape = Shape{x.shape.rank};
    bounds.dtype = DataType::UInt32;
    return {x, bounds, bounds};
  }
  if (auto shaped = shapedInputsFor(op, x, 0)) return *shaped;
  if (op.mixed_dtypes) {  // quantization: per-tensor scales (x's dtype), int32 zero points
    TensorDesc scale = x, zero = x, q = x;
    scale.shape = zero.shape = Shape{1};
    zero.dtype = q.dtype = DataType::Int32;
    if (op.name == "quantize") return {x, scale, zero};
    if (op.name == "dequantize") return {q, scale, zero};
    return {q, scale, zero, scale, zero};
  }
  // In-place kv-cache ops, x ([B, H, S, D]) as the cache: fill_cache takes x's own shape
  // as its input; update_cache a token row per user and a one-element int32 index;
  // paged_fill_cache a pool of 4 blocks of 64 rows and a [1, 8] page table (x's rows fill
  // one block); paged_update_cache B users' tokens height-sharded a user per core.
  if (op.inPlace() && x.shape.rank == 4) {
    TensorDesc index = x, token = x, table = x;
    index.shape = Shape{1};
    index.dtype = table.dtype = DataType::Int32;
    index.layout = table.layout = Layout::RowMajor;
    table.shape = Shape{1, 8};
    token.shape = Shape{1, x.shape[1], x.shape[0], x.shape[3]};
    if (op.name == "update_cache") return {x, token, index};
    if (op.name == "paged_fill_cache") {
      TensorDesc pool = x;
      pool.shape = Shape{4, x.shape[1], 64, x.shape[3]};
      return {pool, x, table};
    }
    if (op.name == "paged_update_cache") {
      const std::string dtype = x.dtype == DataType::Float32 ? "f32" : "bf16";
      const std::string users = std::to_string(x.shape[0]);
      index.shape = Shape{x.shape[0]};
      return {x,
              parseTensorSpec("1x" + users + "x32x" + std::to_string(x.shape[3]) + ":" + dtype +
                              ":tile:l1-height:" + users + "x1"),
              index};
    }
  }
  // split_query_key_value_and_split_heads: x's leading dims as the batch, its rows as the
  // sequence, q, k, v (2 heads each, of x.last() / 2 columns) side by side.
  if (op.name == "split_query_key_value_and_split_heads" && x.shape.rank == 4) {
    TensorDesc fused = x;
    fused.shape = Shape{x.shape[0] * x.shape[1], x.shape[2], 3 * x.shape.last()};
    return {fused};
  }
  TensorDesc row = x, b = x;
  row.shape[row.shape.rank - 2] = 1;
  if (op.name == "layer_norm") return {x, row, row};
  if (op.name == "batch_norm_inference" && x.shape.rank == 4) {  // [1, C, 1, 1] stats
    TensorDesc stat = x;
    stat.shape = Shape{1, x.shape[1], 1, 1};
    return {x, stat, stat, stat, stat};
  }
  if (op.name == "batch_norm_training" && x.shape.rank == 4) {  // running stats, weight, bias
    TensorDesc stat = x;
    stat.shape = Shape{1, x.shape[1], 1, 1};
    return {x, stat, stat, stat, stat};
  }
  if (op.name == "group_norm") {  // weight and bias [C]
    TensorDesc channel = x;
    channel.shape = Shape{x.shape.last()};
    return {x, channel, channel};
  }
  if (op.name == "embedding_bw") {  // an index per row, a [64, W] table, a row of grads each
    TensorDesc index = x, table = x, grad = x;
    index.shape = Shape{1, 1, 1, x.shape.secondLast()};
    table.shape = Shape{64, x.shape.last()};
    grad.shape = Shape{1, 1, x.shape.secondLast(), x.shape.last()};
    return {index, table, grad};
  }
  if (op.name == "scaled_dot_product_attention_decode") {  // q [1, B, 8, W], kv [B, 2, R, W]
    TensorDesc q = x, kv = x;
    q.shape = Shape{1, x.shape[0], 8, x.shape.last()};
    kv.shape = Shape{x.shape[0], 2, x.shape[2], x.shape.last()};
    return {q, kv, kv};
  }
  if (op.name == "rotary_embedding_llama") {  // caches of x's shape, a 32x32 matrix
    TensorDesc trans = x;
    trans.shape = Shape{1, 1, 32, 32};
    return {x, x, x, trans};
  }
  if (op.name == "matmul" || op.name == "linear") {
    b.shape = Shape{x.shape.last(), x.shape.last()};
    return {x, b};
  }
  // conv2d: x's rows as one image of R x 1 pixels, a 3x1 kernel to 4 output channels
  // and a bias; prepare_conv2d_bias: a bias row.
  TensorDesc bias = x;
  bias.shape = Shape{1, 1, 1, 4};
  if (op.name == "conv2d") {
    b.shape = Shape{4, x.shape.last(), 3, 1};
    return {x, b, bias};
  }
  if (op.name == "prepare_conv2d_bias" || op.name == "prepare_conv_transpose2d_bias") return {bias};
  if (op.name == "conv_transpose2d") {  // x as [N, H, W, C]: a 3x1 kernel to 4 channels
    b.shape = Shape{x.shape.last(), 4, 3, 1};
    return {x, b, bias};
  }
  if (op.name == "conv1d") {  // x as [N, L, C], a kernel of 3 to 4 output channels
    TensorDesc signal = x;
    signal.shape = Shape{static_cast<std::uint32_t>(x.shape.batch()), x.shape.secondLast(), x.shape.last()};
    b.shape = Shape{4, x.shape.last(), 3};
    return {signal, b, bias};
  }
  std::vector<TensorDesc> in(static_cast<std::size_t>(op.arity), x);
  return in;
}

inline std::vector<std::string> allOps() {
  std::vector<std::string> names;
  for (const OpInfo& op : catalog()) names.emplace_back(op.name);
  return names;
}

}  // namespace strata::ops
