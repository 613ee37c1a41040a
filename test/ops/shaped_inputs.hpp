#pragma once
// Inputs of the ops whose arguments are not all shaped like the test tensor x [a, b, R, W]
// (paged attention, sparse_matmul, conv3d), shaped from x; shared by the catalog-wide
// tests (query_exactness_test.cpp, catalog_inputs.hpp).

#include "strata/ops/catalog.hpp"
#include "strata/ops/tensor_desc.hpp"

#include <optional>
#include <vector>

namespace strata::ops {

// paged_scaled_dot_product_attention_decode: q [1, B, 2, W] (B = x's first dim), k / v
// caches of 4 blocks of one kv head [4, 1, 32, W], a page table [B, ceil(R / 32)]; int32 tables on even
// variants, uint32 on odd ones; variant 1 adds a [1, 1, 2, P * 32] mask, variant 2 int32
// positions [B] (the property test sets is_causal / mask / cur_pos to match).
// chunked_scaled_dot_product_attention: a chunk q [B, 2, R, W] over the same caches, one
// page more than the chunk needs, chunk_start_idx [1].
inline std::optional<std::vector<TensorDesc>> shapedInputsFor(const OpInfo& op, const TensorDesc& x,
                                                               int variant) {
  auto withShape = [&](Shape s, DataType dtype) {
    TensorDesc d = x;
    d.shape = s;
    d.dtype = dtype;
    if (d.memory.isSharded()) d.memory = MemoryConfig::l1();
    return d;
  };
  const DataType word = variant % 2 ? DataType::UInt32 : DataType::Int32;
  const std::uint32_t users = x.shape[0], rows = x.shape.secondLast(), width = x.shape.last();
  const TensorDesc cache = withShape(Shape{4, 1, 32, width}, x.dtype);
  if (op.name == "paged_scaled_dot_product_attention_decode") {
    const std::uint32_t pages = (rows + 31) / 32;
    std::vector<TensorDesc> in{withShape(Shape{1, users, 2, width}, x.dtype), cache, cache,
                               withShape(Shape{users, pages}, word)};
    if (variant == 1) in.push_back(withShape(Shape{1, 1, 2, pages * 32}, x.dtype));
    if (variant == 2) in.push_back(withShape(Shape{users}, DataType::Int32));
    return in;
  }
  if (op.name == "chunked_scaled_dot_product_attention") {
    const std::uint32_t pages = (rows + 31) / 32 + 1;
    return std::vector<TensorDesc>{withShape(Shape{users, 2, rows, width}, x.dtype), cache, cache,
                                   withShape(Shape{users, pages}, word), withShape(Shape{1}, word)};
  }
  // sparse_matmul: b [1, 3, W, 64] (three experts); b sparse (variants 0, 2): a = x,
  // sparsity [a0, a1, 1, 3]; a sparse (variant 1): a [a0, 3, R, W], sparsity [1, 1, a0, 3];
  // both (variant 3): a [1, 3, R, W], sparsity [1, 1, 1, 3].
  if (op.name == "sparse_matmul") {
    const TensorDesc b = withShape(Shape{1, 3, width, 64}, x.dtype);
    if (variant == 1)
      return std::vector<TensorDesc>{withShape(Shape{users, 3, rows, width}, x.dtype), b,
                                     withShape(Shape{1, 1, users, 3}, x.dtype)};
    if (variant == 3)
      return std::vector<TensorDesc>{withShape(Shape{1, 3, rows, width}, x.dtype), b,
                                     withShape(Shape{1, 1, 1, 3}, x.dtype)};
    return std::vector<TensorDesc>{withShape(x.shape, x.dtype), b,
                                   withShape(Shape{users, x.shape[1], 1, 3}, x.dtype)};
  }
  // conv3d: x [a0, 3, 5, 4, C] with C = W % 5 + 3 channels, 8 output channels, prepared
  // weights: variant 0 a 1x1x1 kernel ([C, 8], the defaults); 1 a 2x2x2 kernel and a bias;
  // 2 padding [1, 1, 1], stride [1, 2, 1] and channels aligned to 4; 3 a 2x1x2 kernel
  // in blocks of 2 of the channels aligned to 4, and a bias.
  const std::uint32_t channels = width % 5 + 3, aligned4 = (channels + 3) / 4 * 4;
  if (op.name == "conv3d") {
    const TensorDesc x5 = withShape(Shape{users, 3, 5, 4, channels}, x.dtype);
    const TensorDesc bias = withShape(Shape{1, 8}, x.dtype);
    if (variant == 0) return std::vector<TensorDesc>{x5, withShape(Shape{channels, 8}, x.dtype)};
    if (variant == 1) return std::vector<TensorDesc>{x5, withShape(Shape{8 * channels, 8}, x.dtype), bias};
    if (variant == 2) return std::vector<TensorDesc>{x5, withShape(Shape{8 * aligned4, 8}, x.dtype)};
    return std::vector<TensorDesc>{x5, withShape(Shape{4 * aligned4, 8}, x.dtype), bias};
  }
  // prepare_conv3d_weights: [8, C, 2, 2, 2]; variant 1 two groups, 2 blocks of 8 channels,
  // 3 two groups aligned to 4 in blocks of 4.
  if (op.name == "prepare_conv3d_weights")
    return std::vector<TensorDesc>{withShape(Shape{8, channels, 2, 2, 2}, x.dtype)};
  return std::nullopt;
}

// The parameters that go with shapedInputsFor(op, x, variant)'s inputs.
inline void shapedInputParams(const OpInfo& op, const std::vector<TensorDesc>& inputs,
                              int variant, OpParams& params) {
  auto set = [&](const char* name, double value) { params.set(name, value); };
  // paged decode: a float fifth input is the mask (is_causal off), an integer one the
  // positions.
  if (op.name == "paged_scaled_dot_product_attention_decode" && inputs.size() == 5) {
    const bool mask = inputs[4].dtype == inputs[0].dtype;
    set("is_causal", mask ? 0 : 1);
    set(mask ? "mask" : "cur_pos", 1);
  }
  auto list = [&](const char* name, std::vector<std::int64_t> values) {
    IntList& l = params.listToSet(name);
    l.size = 0;
    for (std::int64_t v : values) l.values[l.size++] = v;
  };
  if (op.name == "conv3d") {
    if (variant == 1 || variant == 2) list("kernel_size", {2, 2, 2});
    if (variant == 2) {
      list("padding", {1, 1, 1});
      list("stride", {1, 2, 1});
    }
    if (variant == 3) {
      list("kernel_size", {2, 1, 2});
      set("c_in_block", 2);
    }
  }
  if (op.name == "prepare_conv3d_weights") {
    if (variant == 1 || variant == 3) set("groups", 2);
    if (variant == 2) set("c_in_block", 8);
    if (variant == 3) {
      set("alignment", 4);
      set("c_in_block", 4);
    }
  }
  if (op.name == "sparse_matmul" && variant % 2 == 1) {
    set("is_input_a_sparse", 1);
    set("is_input_b_sparse", variant == 3 ? 1 : 0);
  }
}

}  // namespace strata::ops
