// The query's contract as a property: for every op in the catalog, at three shapes
// (two of them padded), every memory config the op supports, bf16 and f32 (integer ops:
// int32 and uint32), the query
// equals the high-water marks measured by executing the op on the simulated device,
// and the result matches the host reference within the op's tolerance.

#include "strata/ops_device/check.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "shaped_inputs.hpp"

#include <fmt/core.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

struct Case {
  std::string shape;
  std::vector<std::string> sharded;  // sharded memory configs valid for this shape
};

// Shapes: one tile row, the odd 1x3x100x257 style (padded rows and columns),
// and a batched shape with padded rows. Glu-family ops need a last dim that splits into
// tile-aligned halves, so they get 256/128-wide variants.
std::vector<Case> casesFor(const OpInfo& op) {
  const bool glu = op.name == "glu" || op.name == "reglu" || op.name == "geglu" || op.name == "swiglu";
  if (glu)
    return {{"1x1x32x64", {"l1-height:1x1", "l1-width:2x1"}},
            {"1x3x100x256", {"l1-height:4x3", "l1-block:2x4"}},
            {"2x1x33x128", {"l1-height:2x2", "l1-width:4x1"}}};
  const bool long_chain = op.name == "digamma" || op.name == "lgamma" ||
                          op.name == "multigammaln" || op.name == "polygamma";
  if (long_chain)  // 25-170 programs each: a smaller odd shape keeps the test fast
    return {{"1x1x32x64", {"l1-width:2x1", "l1-block:2x1"}},
            {"1x2x50x97", {"l1-height:2x2", "l1-width:4x1", "l1-block:2x2"}},
            {"2x1x33x128", {"l1-height:2x2", "l1-width:4x1", "l1-block:2x2"}}};
  if (op.name == "matmul")  // a smaller odd shape: matmul work grows with K
    return {{"1x1x32x64", {"l1-width:2x1", "l1-block:2x1"}},
            {"1x2x100x129", {"l1-height:4x2", "l1-width:5x1", "l1-block:5x2"}},
            {"2x1x33x128", {"l1-height:2x2", "l1-width:4x1", "l1-block:2x2"}}};
  return {{"1x1x32x64", {"l1-width:2x1", "l1-block:2x1"}},
          {"1x3x100x257", {"l1-height:4x3", "l1-width:3x1", "l1-block:3x4"}},
          {"2x1x33x128", {"l1-height:2x2", "l1-width:4x1", "l1-block:2x2"}}};
}

// Extra inputs: binary ops get a full-shape second operand, except a few that exercise
// broadcasting (scalar, per batch, row, column); layer_norm gets gamma/beta rows.
std::vector<TensorDesc> inputsFor(const OpInfo& op, const TensorDesc& x, int variant) {
  std::vector<TensorDesc> in{x};
  auto withShape = [&](Shape s) {
    TensorDesc d = x;
    d.shape = s;
    if (d.memory.isSharded()) d.memory = MemoryConfig::l1();
    return d;
  };
  Shape row = x.shape, col = x.shape, scalar{1, 1}, per_batch = x.shape;
  row[row.rank - 2] = 1;
  col[col.rank - 1] = 1;
  per_batch[per_batch.rank - 2] = per_batch[per_batch.rank - 1] = 1;
  if (op.name == "layer_norm") return {x, withShape(row), withShape(row)};
  if (op.name == "rms_norm") {  // weight and bias optional
    if (variant % 3 == 0) return {x};
    if (variant % 3 == 1) return {x, withShape(row)};
    return {x, withShape(row), withShape(row)};
  }
  if (op.name == "batch_norm_inference") {  // [1, C, 1, 1] or [C] stats; weight, bias optional
    const TensorDesc stat = withShape(Shape{1, x.shape[1], 1, 1});
    const TensorDesc flat = withShape(Shape{x.shape[1]});
    if (variant % 3 == 0) return {x, stat, stat};
    if (variant % 3 == 1) return {x, stat, stat, stat};
    return {x, flat, flat, flat, flat};
  }
  if (op.name == "batch_norm_training") {  // running stats [1, C, 1, 1] or [C] or none
    const TensorDesc stat = withShape(Shape{1, x.shape[1], 1, 1});
    const TensorDesc flat = withShape(Shape{x.shape[1]});
    if (variant % 3 == 0) return {x, stat, stat};
    if (variant % 3 == 1) return {x, flat, flat, flat, flat};
    return {x};
  }
  if (op.name == "group_norm") {  // one group (the default); weight, bias [C] or rows
    const TensorDesc flat = withShape(Shape{x.shape.last()});
    if (variant % 3 == 0) return {x};
    if (variant % 3 == 1) return {x, flat};
    return {x, withShape(Shape{1, 1, 1, x.shape.last()}), flat};
  }
  if (op.name == "conv2d") {
    // x's rows as one image of R x 1 pixels (the catalog's defaults), a 3x1 kernel to 4
    // output channels; the bias in every other variant.
    TensorDesc w = withShape(Shape{4, x.shape.last(), 3, 1});
    w.memory = MemoryConfig::dram();
    if (variant % 2) return {x, w};
    return {x, w, withShape(Shape{1, 1, 1, 4})};
  }
  if (op.name == "prepare_conv2d_bias" || op.name == "prepare_conv_transpose2d_bias")
    return {withShape(Shape{1, 1, 1, x.shape.last()})};
  if (op.name == "conv_transpose2d") {  // x as [N, H, W, C]: a 3x1 kernel to 4 channels
    TensorDesc w = withShape(Shape{x.shape.last(), 4, 3, 1});
    w.memory = MemoryConfig::dram();
    if (variant % 2) return {x, w};
    return {x, w, withShape(Shape{1, 1, 1, 4})};
  }
  if (op.name == "conv1d") {  // x as [N, L, C]: a kernel of 3 to 4 output channels
    const Shape signal{static_cast<std::uint32_t>(x.shape.batch()), x.shape.secondLast(), x.shape.last()};
    TensorDesc w = withShape(Shape{4, x.shape.last(), 3});
    w.memory = MemoryConfig::dram();
    if (variant % 2) return {withShape(signal), w};
    return {withShape(signal), w, withShape(Shape{1, 1, 1, 4})};
  }
  // Transformer composites: rotary_embedding needs an even head dim (257 -> 256) and
  // [1, 1, S, D] caches; the decode head join a leading 1; attention takes a mask of
  // the scores' shape in variant 2 (q = k = v: Sq = Sk).
  if (op.name == "rotary_embedding") {
    const Shape even{x.shape[0], x.shape[1], x.shape[2], x.shape.last() & ~1u};
    const TensorDesc cache = withShape(Shape{1, 1, x.shape[2], even.last()});
    if (variant % 2) return {withShape(even), cache, cache};
    return {withShape(even), withShape(even), withShape(even)};
  }
  // rotary_embedding_llama: a head dim of whole 32-column blocks (257 -> 256), caches of
  // x's shape or [1, 1, S, D] (odd variants), the [1, 1, 32, 32] transformation matrix.
  if (op.name == "rotary_embedding_llama") {
    const Shape blocks{x.shape[0], x.shape[1], x.shape[2], x.shape.last() & ~31u};
    const TensorDesc cache = withShape(variant % 2 ? Shape{1, 1, x.shape[2], blocks.last()} : blocks);
    return {withShape(blocks), cache, cache, withShape(Shape{1, 1, 32, 32})};
  }
  // scaled_dot_product_attention_decode: q [1, B, 8, W] (B = x's first dim), k and v
  // [B, 2, R, W] (grouped heads), a [1, 1, 8, R] mask on odd variants (is_causal off and
  // `mask` on: set by the test below).
  if (op.name == "scaled_dot_product_attention_decode") {
    const TensorDesc q = withShape(Shape{1, x.shape[0], 8, x.shape.last()});
    const TensorDesc kv = withShape(Shape{x.shape[0], 2, x.shape[2], x.shape.last()});
    if (variant % 2) return {q, kv, kv, withShape(Shape{1, 1, 8, x.shape[2]})};
    return {q, kv, kv};
  }
  // split_query_key_value_and_split_heads (2 heads by default): x's leading dims as the
  // batch, its rows as the sequence and heads of x.last() / 8 + 1 columns (odd: padded;
  // small, as every head pair is padded to a tile row on the stack), q, k, v side by side
  // on even variants, q and kv apart on odd ones.
  if (op.name == "split_query_key_value_and_split_heads") {
    const std::uint32_t batch = x.shape[0] * x.shape[1], seq = x.shape[2], head = x.shape.last() / 8 + 1;
    if (variant % 2) return {withShape(Shape{batch, seq, 2 * head}), withShape(Shape{batch, seq, 4 * head})};
    return {withShape(Shape{batch, seq, 6 * head})};
  }
  if (op.name == "nlp_concat_heads_decode")
    return {withShape(Shape{1, x.shape[0] * x.shape[1], x.shape[2], x.shape[3]})};
  if (op.name == "scaled_dot_product_attention" && variant == 2)
    return {x, x, x, withShape(Shape{1, 1, x.shape[2], x.shape[2]})};
  if (op.name == "matmul") {
    // b = [K, K]: the output has a's shape, so a's memory config (sharded included) is
    // valid for it and the sharded variants compute their shards in place.
    TensorDesc b = withShape(Shape{x.shape.last(), x.shape.last()});
    if (!x.memory.isSharded()) b.memory = variant % 2 ? MemoryConfig::l1() : MemoryConfig::dram();
    return {x, b};
  }
  // slice_dynamic: x and its begins / ends, one entry per dim (int32 on even variants,
  // uint32 on odd ones).
  if (op.name == "slice_dynamic") {
    TensorDesc bounds = withShape(Shape{x.shape.rank});
    bounds.dtype = variant % 2 ? DataType::UInt32 : DataType::Int32;
    return {x, bounds, bounds};
  }
  if (auto shaped = shapedInputsFor(op, x, variant)) return *shaped;
  // Quantization: per-tensor scale and zero point ([1]) on even variants, per axis
  // along the last dim ([W]) on odd ones; scales in x's float dtype, zero points and
  // quantized inputs int32.
  if (op.mixed_dtypes) {
    TensorDesc scale = withShape(variant % 2 ? Shape{x.shape.last()} : Shape{1});
    TensorDesc zero = scale, q = x;
    zero.dtype = q.dtype = DataType::Int32;
    if (op.name == "quantize") return {x, scale, zero};
    if (op.name == "dequantize") return {q, scale, zero};
    return {q, scale, zero, withShape(Shape{1}), [&] {
              TensorDesc z = withShape(Shape{1});
              z.dtype = DataType::Int32;
              return z;
            }()};
  }
  // Backward / fused ops (lib/ops/backward): gelu_bw a grad of x's shape (the tanh form
  // on odd variants is set by the test below); embedding_bw one index per row of x's
  // last slice (uint32 on odd variants), a [64, W] table and a [1, 1, R, W] gradient;
  // dit_rms_norm_unary_fused cycles through weight, weight + bias, + residual.
  if (op.name == "embedding_bw") {
    const std::uint32_t rows = x.shape.secondLast();
    TensorDesc index = withShape(Shape{1, 1, 1, rows});
    if (variant % 2) index.dtype = DataType::UInt32;
    return {index, withShape(Shape{64, x.shape.last()}), withShape(Shape{1, 1, rows, x.shape.last()})};
  }
  if (op.name == "dit_rms_norm_unary_fused") {
    const TensorDesc w = withShape(Shape{x.shape.last()});
    if (variant % 4 == 0) return {x};
    if (variant % 4 == 1) return {x, w};
    if (variant % 4 == 2) return {x, w, w};
    return {x, w, w, x};
  }
  // In-place kv-cache ops: x is the cache [B, H, S, D] (the paged ops below). fill_cache's
  // input has x's heads and width, all of its rows (even variants) or about half (odd);
  // update_cache's input one row per user (plus one on odd variants, read from
  // batch_offset 1) and an index of one row-major element, int32 (uint32 on odd variants).
  if (op.inPlace()) {
    TensorDesc input = withShape(Shape{1, x.shape[1], x.shape[2], x.shape[3]});
    // paged_fill_cache: a pool of 4 blocks of 128 rows (x's rows fill one block) and a
    // page table [1, 8] of int32 (uint32 on odd variants).
    // paged_update_cache: a token row per user ([1, B, 32, W], height-sharded, a user per
    // core) and one position each (int32; uint32 on odd variants); one user on odd
    // variants writes through a [1, 8] page table into a pool of 32 blocks of 32 rows.
    if (op.name == "paged_update_cache") {
      const std::uint32_t users = variant % 2 ? 1 : x.shape[0];
      const TensorDesc token = parseTensorSpec(fmt::format(
          "1x{}x32x{}:{}:tile:l1-height:{}x1", users, x.shape[3],
          x.dtype == DataType::Float32 ? "f32" : "bf16", users));
      TensorDesc index = withShape(Shape{users});
      index.dtype = variant % 2 ? DataType::UInt32 : DataType::Int32;
      index.layout = Layout::RowMajor;
      if (variant % 2 == 0) return {x, token, index};
      TensorDesc table = index;
      table.shape = Shape{1, 8};
      return {withShape(Shape{32, x.shape[1], 32, x.shape[3]}), token, index, table};
    }
    if (op.name == "paged_fill_cache") {
      TensorDesc table = withShape(Shape{1, 8});
      table.dtype = variant % 2 ? DataType::UInt32 : DataType::Int32;
      table.layout = Layout::RowMajor;
      return {withShape(Shape{4, x.shape[1], 128, x.shape[3]}), input, table};
    }
    if (op.name == "fill_cache") {
      if (variant % 2) input.shape.dims[2] = x.shape[2] / 2 + 1;
      return {x, input};
    }
    // update_cache buffers a whole head's tiles (32 user rows x D / 32, CB 16): a 257-wide
    // f32 cache would need more than L1, so wide caches become 97 wide (still padded).
    const std::uint32_t width = std::min<std::uint32_t>(x.shape[3], 97);
    TensorDesc cache = withShape(Shape{x.shape[0], x.shape[1], x.shape[2], width});
    cache.memory = x.memory;
    input.shape.dims[3] = width;
    input.shape.dims[2] = x.shape[0] + variant % 2;
    TensorDesc index = withShape(Shape{1});
    index.dtype = variant % 2 ? DataType::UInt32 : DataType::Int32;
    index.layout = Layout::RowMajor;
    return {cache, input, index};
  }
  // Index ops: the indices are uint32 on odd variants (else x's dtype); embedding looks
  // rows of a [64, W] table up by indices of x's shape without its last dim.
  if (op.index_input >= 0) {
    TensorDesc index = x;
    if (op.name == "embedding") --index.shape.rank;
    if (variant % 2) index.dtype = DataType::UInt32;
    if (op.name == "embedding") return {index, withShape(Shape{64, x.shape.last()})};
    if (op.name == "scatter") return {x, index, x};
    return {x, index};
  }
  if (op.family == OpFamily::Binary) {
    // Broadcast operands are interleaved (L1 when x is sharded): on a shard grid every
    // operand then gets an ordinary CB (tt-metal's page-by-page path). Ops that keep
    // one memory layout for all operands (atan2) take only same-shape operands there.
    const bool broadcastable = !(x.memory.isSharded() && needsMatchingMemoryLayout(op));
    if (variant == 1 && broadcastable) return {x, withShape(row)};
    if (variant == 2 && broadcastable) return {x, withShape(col)};
    // One element for all (beside a shard grid) or per batch ([.., 1, 1], interleaved).
    if (variant == 3 && broadcastable) return {x, withShape(x.memory.isSharded() ? scalar : per_batch)};
    in.push_back(x);
  }
  if (op.family == OpFamily::Ternary) {
    in.push_back(variant % 2 ? withShape(row) : x);
    in.push_back(variant % 2 ? x : withShape(scalar));
  }
  // Multi-input data movement (concat): more of the same tensor.
  while (static_cast<int>(in.size()) < op.arity) in.push_back(x);
  return in;
}

// Integer ops compute on int32 and uint32; every other op on bf16 and f32.
std::vector<const char*> dtypesFor(const OpInfo& op) {
  if (op.integer_inputs) return {"i32", "u32"};
  return {"bf16", "f32"};
}

class QueryExactness : public ::testing::TestWithParam<std::string> {};

TEST_P(QueryExactness, QueryEqualsMeasuredAndNumericsWithinTolerance) {
  const OpInfo& op = getOp(GetParam());
  const ArchDesc& arch = device::builtinArch("wormhole_b0");
  runtime::Device device(arch);
  int variant = 0;
  int runs = 0;
  for (const Case& c : casesFor(op)) {
    std::vector<std::string> memcfgs{"dram", "l1"};
    // Ops over the last dim read height shards in place and stage width / block shards
    // through L1 interleaved copies on the stack: every sharded layout applies.
    if (op.supports_sharded)
      for (const std::string& m : c.sharded) memcfgs.push_back(m);
    for (const std::string& mem : memcfgs)
      for (const char* dtype : dtypesFor(op)) {
        // to_layout alternates tilize (row-major input) and untilize (tile input).
        const bool untilize = op.name == "to_layout" && variant % 2 == 1;
        const bool row_major_in = op.name == "to_layout" && !untilize;
        const TensorDesc x = parseTensorSpec(c.shape + ":" + dtype +
                                             (row_major_in ? ":row_major:" : ":tile:") + mem);
        const std::vector<TensorDesc> inputs = inputsFor(op, x, variant++ % 4);
        SCOPED_TRACE(x.toString() + " (" + std::to_string(inputs.size()) + " inputs)");
        OpParams params = op.defaults();
        if (untilize) params.set("layout", 1);  // row_major
        // gelu_bw alternates its two forms; dit_rms_norm_unary_fused its activations (the
        // fourth variant passes a residual).
        if (op.name == "gelu_bw") params.set("approximate", variant % 2);
        if (op.name == "scaled_dot_product_attention_decode" && inputs.size() == 4) {
          params.set("is_causal", 0);  // is_causal off, the mask on
          params.set("mask", 1);
        }
        // slice_dynamic: about half of every dim, with step 1 or (odd variants) 2; the
        // bounds are drawn valid for it (its make_valid hook).
        if (op.name == "slice_dynamic") {
          IntList& step = params.listToSet("step");
          IntList& shape = params.listToSet("shape");
          step.size = shape.size = x.shape.rank;
          for (int k = 0; k < x.shape.rank; ++k) {
            step.values[static_cast<std::size_t>(k)] = 1 + variant % 2;
            shape.values[static_cast<std::size_t>(k)] = (x.shape[k] + 1) / 2;
          }
        }
        // split_query_key_value_and_split_heads: the key transposed every other pair of
        // variants, so both forms meet both input forms.
        if (op.name == "split_query_key_value_and_split_heads")
          params.set("transpose_key", ((variant - 1) / 2) % 2);
        // max_pool2d_with_indices: int32 indices on odd variants, uint32 on even ones.
        if (op.name == "max_pool2d_with_indices") params.set("indices_int32", variant % 2);
        // constant: one value per element (i * 0.37 - 11), not the splat default.
        if (op.name == "constant") {
          std::vector<double> values(x.shape.volume());
          for (std::size_t i = 0; i < values.size(); ++i) values[i] = static_cast<double>(i) * 0.37 - 11;
          params.elements = ConstantValues::of(std::move(values));
        }
        shapedInputParams(op, inputs, (variant - 1) % 4, params);
        // Random ops: dropout zeroes about half and doubles the rest, rand draws from
        // [-3, 5); a seed per variant.
        if (op.name == "dropout") {
          params.set("prob", 0.5);
          params.set("scale", 2);
          params.set("seed", variant);
          params.set("use_per_device_seed", 1);
        }
        if (op.name == "rand") {
          params.set("low", -3);
          params.set("high", 5);
          params.set("seed", variant);
        }
        if (op.name == "dit_rms_norm_unary_fused") {
          params.set("activation", variant % 4);
          params.set("residual", inputs.size() == 4 ? 1 : 0);
        }
        // kv-cache ops: fill_cache fills the last user on odd variants; update_cache reads
        // its users from row 1 when its input has a spare row.
        if (op.name == "fill_cache" && variant % 2) params.set("batch_offset", x.shape[0] - 1);
        if (op.name == "update_cache") params.set("batch_offset", inputs[1].shape[2] - x.shape[0]);
        const L1Usage q = query(op, inputs, params, arch);
        const RunReport r = runWithRandomInputs(device, op, inputs, params, nullptr, 1234 + runs);
        EXPECT_EQ(q, r.predicted);
        EXPECT_EQ(r.predicted.cb_peak, r.measured.cb_peak);
        EXPECT_EQ(r.predicted.stack_peak, r.measured.stack_peak);
        EXPECT_EQ(r.predicted.peak, r.measured.peak);
        EXPECT_EQ(r.predicted.output_l1, r.measured.output_l1);
        EXPECT_EQ(r.predicted.total, r.measured.total);
        EXPECT_TRUE(r.numerics.within_tolerance)
            << "max abs error " << r.numerics.max_abs_error << ", max rel error "
            << r.numerics.max_rel_error;
        // All in DRAM, the op touches each input it reads and each result it makes, whole,
        // and nothing else in DRAM (exec::plannedDramBytes counts the same).
        if (mem == "dram") {
          std::uint64_t expected = 0;
          for (std::size_t i = 0; i < inputs.size(); ++i)
            if (op.readsInput(i) && inputs[i].memory.buffer_type == BufferType::DRAM)
              expected += inputs[i].numPages(arch) * inputs[i].pageSize(arch);
          if (!op.inPlace())
            for (const TensorDesc& out : resultDescs(op, inputs, params, arch))
              if (out.memory.buffer_type == BufferType::DRAM)
                expected += out.numPages(arch) * out.pageSize(arch);
          EXPECT_EQ(r.dram.touched_bytes, expected) << "DRAM buffers touched";
        }
        // The op left nothing behind: the stack is back at its base.
        EXPECT_EQ(device.l1Map().stack_bytes, 0u);
        ++runs;
      }
  }
  EXPECT_GE(runs, 12);
}

std::vector<std::string> allOps() {
  std::vector<std::string> names;
  for (const OpInfo& op : catalog()) names.emplace_back(op.name);
  return names;
}

INSTANTIATE_TEST_SUITE_P(Catalog, QueryExactness, ::testing::ValuesIn(allOps()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace strata::ops
