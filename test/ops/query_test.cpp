// Exact query figures derived from the op definitions (CB counts, pages, stack tensors),
// and the query's purity.

#include "strata/ops/ops.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>
#include <thread>
#include <vector>

namespace strata::ops {
namespace {

const ArchDesc& wh() { return device::builtinArch("wormhole_b0"); }

// The reports' JSON of a usage (`strata query --json`, `strata run --json`): every field
// under its name, and nothing else.
TEST(UsageJson, EveryFieldUnderItsName) {
  EXPECT_EQ(nlohmann::json(L1Usage{1, 2, 3, 4, 7}).dump(),
            R"({"cb_peak":1,"output_l1":4,"peak":3,"stack_peak":2,"total":7})");
  EXPECT_EQ(nlohmann::json(TtMetalUsage{1, 2, 3, 4}).dump(),
            R"({"cb_peak":1,"output_l1":4,"tensor_l1_peak":2,"total_peak":3})");
}

L1Usage q(std::string_view op, std::vector<std::string> specs, const MemoryConfig* out = nullptr) {
  std::vector<TensorDesc> in;
  for (const auto& s : specs) in.push_back(parseTensorSpec(s));
  return query(getOp(op), in, getOp(op).defaults(), wh(), out);
}

constexpr std::uint64_t kBf16Tile = 2048, kF32Tile = 4096, kPages = 2;

// checkArguments trusts a parameter that holds its default (one comparison instead of a
// kind check per parameter per query), so every default must be a value of its kind.
TEST(Query, EveryParameterDefaultIsAValueOfItsKind) {
  int scalars = 0;
  for (const OpInfo& op : catalog())
    for (int i = 0; i < op.num_params; ++i) {
      const ParamDef& def = op.params[static_cast<std::size_t>(i)];
      if (def.is_list) continue;
      ++scalars;
      EXPECT_EQ(paramValueError(def, def.default_value), std::nullopt)
          << op.name << "." << def.name << " = " << def.default_value;
    }
  EXPECT_GT(scalars, 100);
}

// Every parameter is found by its declared literal (the address table) and by the same
// name in other storage (the compiler's attribute text), at the same index; other names
// are not found.
TEST(Query, EveryParameterIsFoundByItsLiteralAndByItsText) {
  int found = 0;
  for (const OpInfo& op : catalog()) {
    for (int i = 0; i < op.num_params; ++i) {
      const std::string_view literal = op.params[static_cast<std::size_t>(i)].name;
      const std::string copy(literal);
      EXPECT_EQ(op.paramIndex(literal), i) << op.name << "." << literal;
      EXPECT_EQ(op.paramIndex(copy), i) << op.name << "." << literal;
      ++found;
    }
    EXPECT_EQ(op.paramIndex("no_such_parameter"), -1) << op.name;
    EXPECT_EQ(op.paramIndex(""), -1) << op.name;
  }
  EXPECT_GT(found, 200);
}

TEST(Query, UnaryIsTwoDoubleBufferedCbs) {
  const L1Usage u = q("exp", {"1x3x100x257:bf16:tile:dram"});
  EXPECT_EQ(u.cb_peak, 2 * kPages * kBf16Tile);
  EXPECT_EQ(u.stack_peak, 0u);
  EXPECT_EQ(u.peak, u.cb_peak);
  EXPECT_EQ(u.output_l1, 0u);
  EXPECT_EQ(u.total, u.peak);
}

TEST(Query, L1OutputCountsItsBytesPerCore) {
  const MemoryConfig l1 = MemoryConfig::l1();
  const L1Usage u = q("exp", {"1x3x100x257:f32:tile:dram"}, &l1);
  // 108 tiles over 64 cores: 2 pages on the busiest core.
  EXPECT_EQ(u.output_l1, 2 * kF32Tile);
  EXPECT_EQ(u.total, 2 * kPages * kF32Tile + 2 * kF32Tile);
}

TEST(Query, ShardedEltwiseCbsAreBackedByTheShards) {
  const L1Usage u = q("exp", {"1x3x100x257:bf16:tile:l1-height:4x3"});
  EXPECT_EQ(u.cb_peak, 0u);
  EXPECT_EQ(u.output_l1, 9 * kBf16Tile);  // one 32x288 shard = 9 tiles per core
  // A binary op whose operands are not all sharded alike takes tt-metal's page-by-page
  // path: every operand, the sharded ones included, gets an ordinary CB.
  const L1Usage b = q("add", {"1x3x100x257:bf16:tile:l1-height:4x3", "1x3x1x257:bf16:tile:l1"});
  EXPECT_EQ(b.cb_peak, 3 * kPages * kBf16Tile);
  const L1Usage same = q("add", {"1x3x100x257:bf16:tile:l1-height:4x3", "1x3x100x257:bf16:tile:l1-height:4x3"});
  EXPECT_EQ(same.cb_peak, 0u);
}

// tt-metal runs a unary op only between the same memory layouts.
TEST(Query, UnaryOpsKeepTheirMemoryLayout) {
  const MemoryConfig height = parseMemoryConfig("l1-height:4x1"), l1 = MemoryConfig::l1();
  EXPECT_NO_THROW(q("exp", {"128x64:bf16:tile:dram"}, &l1));  // buffer types may differ
  EXPECT_NO_THROW(q("exp", {"128x64:bf16:tile:l1-height:4x1"}, &height));
  for (const char* op : {"exp", "hardswish"}) {
    try {
      (void)q(op, {"128x64:bf16:tile:l1"}, &height);
      ADD_FAILURE() << op << ": interleaved to height_sharded accepted";
    } catch (const Error& e) {
      EXPECT_EQ(std::string(e.what()),
                fmt::format("op {}: input 0 is interleaved but the output is height_sharded; "
                            "tt-metal runs this op only between the same memory layouts "
                            "(convert with to_memory_config before or after it)", op));
    }
  }
  // Ops over the last dim may change layout (a height-sharded softmax to DRAM).
  const MemoryConfig dram = MemoryConfig::dram();
  EXPECT_NO_THROW(q("softmax", {"128x64:bf16:tile:l1-height:4x1"}, &dram));
}

TEST(Query, HeightShardedReductionReadsAndWritesShardsInPlace) {
  // Input and output CBs are the shards; only the scaler CB (two pages, as in
  // tt-metal) takes space.
  const L1Usage u = q("sum", {"1x3x100x257:bf16:tile:l1-height:4x3"});
  EXPECT_EQ(u.cb_peak, kPages * kBf16Tile);
  EXPECT_EQ(u.output_l1, kBf16Tile);  // [.., 100, 1]: one 32x32 tile per core's shard
  // Interleaved input: input, scaler and output CBs are real.
  EXPECT_EQ(q("sum", {"1x3x100x257:bf16:tile:l1"}).cb_peak, (2 + 2 + 2) * kBf16Tile);
}

TEST(Query, CoshKeepsFiveIntermediatesOnTheStack) {
  const L1Usage u = q("cosh", {"32x32:bf16:tile:dram"});
  // 0.5 scalar, exp(x), -x, exp(-x), sum: one tile each (lockstep on every core).
  EXPECT_EQ(u.stack_peak, 5 * kBf16Tile);
  EXPECT_EQ(u.cb_peak, 3 * kPages * kBf16Tile);  // the binary ops
  // The last multiply runs with all five on the stack.
  EXPECT_EQ(u.peak, u.stack_peak + u.cb_peak);
}

// hardswish written with the decomposed hardsigmoid: hs = clamp(x/6 + 0.5) with t and u in
// a frame of their own, then x * hs.
TensorRef decomposedHardswish(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  TensorRef y = makeOutput(ctx, x.desc, out, "hardswish");
  Frame frame(ctx, "hardswish");
  TensorRef hs = makeOutput(ctx, x.desc, OutputSpec::stack(), "hardswish");
  {
    Frame inner(ctx, "hardsigmoid");
    TensorRef t = unary(ctx, UnaryCode::MulScalar, x, OutputSpec::stack(), 1.0 / 6.0);
    TensorRef u = unary(ctx, UnaryCode::AddScalar, t, OutputSpec::stack(), 0.5);
    unary(ctx, UnaryCode::Clamp, u, OutputSpec::into(hs), 0.0, 1.0);
  }
  binary(ctx, BinaryCode::Multiply, x, hs, OutputSpec::into(y));
  return y;
}

TEST(Query, PeakIsMaxOverTimeNotSumOfPeaks) {
  // [hs | t, u] while the unary clamp runs (2 CBs), then only hs while the binary
  // multiply runs (3 CBs).
  AccountingContext ctx(device::builtinArch("wormhole_b0"));
  const TensorRef x{parseTensorSpec("32x32:bf16:tile:dram"), -1};
  decomposedHardswish(ctx, x, OutputSpec::heap());
  const L1Usage u = ctx.usage();
  EXPECT_EQ(u.stack_peak, 3 * kBf16Tile);
  EXPECT_EQ(u.cb_peak, 3 * kPages * kBf16Tile);
  EXPECT_EQ(u.peak, std::max(3 * kBf16Tile + 2 * kPages * kBf16Tile, kBf16Tile + 3 * kPages * kBf16Tile));
  EXPECT_LT(u.peak, u.stack_peak + u.cb_peak);
}

TEST(Query, NestedCompositesStackTheirFrames) {
  const L1Usage lg = q("lgamma", {"32x32:bf16:tile:dram"});
  const L1Usage mg = q("multigammaln", {"32x32:bf16:tile:dram"});
  // lgamma on one tile (scalars are a tile too): z, then in the series frame s, t and
  // log t = 4; after that frame pops, z (now c), the scalars 1, 2, 0 and x==1 = 5.
  EXPECT_EQ(lg.stack_peak, 5 * kBf16Tile);
  // multigammaln holds its accumulator and x-0.5j (which that lgamma overwrites with its
  // result) under each shifted lgamma's frame: exactly two tiles more.
  EXPECT_EQ(mg.stack_peak, lg.stack_peak + 2 * kBf16Tile);
  EXPECT_EQ(mg.cb_peak, lg.cb_peak);
}

TEST(Query, LongCompositesHoldOnlyTheirLiveSet) {
  // 1x1x512x1024 bf16: 512 tiles over 64 banks = 8 tiles (16 KiB) per tensor per bank;
  // a create_scalar tensor is one tile per bank.
  const std::uint64_t t = 8 * kBf16Tile;
  const std::string big = "1x1x512x1024:bf16:tile:l1";
  // lgamma: z, s, t, log t in the series frame (each Lanczos term's z+i sits above z
  // and s and pops with its term frame); the x==1/x==2 fix-up holds c, three scalars
  // and the comparison, fewer bytes.
  EXPECT_EQ(q("lgamma", {big}).stack_peak, 4 * t);
  // multigammaln: accumulator + x-0.5j + a nested lgamma.
  EXPECT_EQ(q("multigammaln", {big}).stack_peak, 6 * t);
  // digamma: log x, t = 1/x^2 (written over 1/x), the series, t^k and one term.
  EXPECT_EQ(q("digamma", {big}).stack_peak, 5 * t);
  // polygamma: the accumulator and x+k (raised to the power in place).
  EXPECT_EQ(q("polygamma", {big}).stack_peak, 2 * t);
  // cbrt: 1/3 scalar, |x| (log, *1/3 and exp written over it), sign(x).
  EXPECT_EQ(q("cbrt", {big}).stack_peak, 2 * t + kBf16Tile);
  // softplus: threshold scalar, beta*x (becomes the condition), exp (becomes the soft branch).
  EXPECT_EQ(q("softplus", {big}).stack_peak, 2 * t + kBf16Tile);
  // selu: zero scalar, relu(x) (becomes the sum), expm1(x) (becomes the min).
  EXPECT_EQ(q("selu", {big}).stack_peak, 2 * t + kBf16Tile);
  // logit: clamp (becomes the ratio), -c (becomes 1 - c).
  EXPECT_EQ(q("logit", {big}).stack_peak, 2 * t);
  // The composite softmax: x - max (exp in place) with, above it, first the row max
  // ([512, 1]: 16 tiles, 1 per bank; popped with its frame), then the row sum (another
  // column). The catalog's softmax is one fused program: nothing on the stack.
  AccountingContext composite(device::builtinArch("wormhole_b0"));
  softmaxComposite(composite, TensorRef{parseTensorSpec(big), -1}, OutputSpec::heap());
  EXPECT_EQ(composite.usage().stack_peak, t + kBf16Tile);
  EXPECT_EQ(q("softmax", {big}).stack_peak, 0u);
  // variance: the mean column and x - mean, squared in place.
  EXPECT_EQ(q("variance", {big}).stack_peak, t + kBf16Tile);
  // normalize: x - mean (its mean column popped with its frame), the variance column,
  // then variance's own mean and x - mean in its frame.
  EXPECT_EQ(q("normalize", {big}).stack_peak, 2 * t + 2 * kBf16Tile);
}

TEST(Query, RejectsUnsupportedArgumentsWithTheOpName) {
  auto expectInvalid = [](std::string_view op, std::vector<std::string> specs) {
    try {
      q(op, specs);
      FAIL() << op;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
      EXPECT_NE(std::string(e.what()).find(op), std::string::npos) << e.what();
    }
  };
  expectInvalid("add", {"32x32"});                                  // arity
  expectInvalid("matmul", {"64x64:bf16:row_major", "64x64"});      // row-major operand
  expectInvalid("add", {"64x64", "64x32"});                         // no broadcast
  expectInvalid("exp", {"64x64:bf16:row_major"});                   // layout
  expectInvalid("glu", {"32x96"});                                  // odd split
  expectInvalid("add", {"64x64:bf16", "64x64:f32"});                // mixed dtypes
}

ModelUsage models(std::string_view op, std::vector<std::string> specs) {
  std::vector<TensorDesc> in;
  for (const auto& s : specs) in.push_back(parseTensorSpec(s));
  return queryModels(getOp(op), in, getOp(op).defaults(), wh());
}

// tt-metal's model of one program: the CBs and the output, both live at once.
TEST(QueryModels, APrimitiveIsTheSameUnderBothModels) {
  const ModelUsage m = models("exp", {"64x128:bf16:tile:l1"});
  EXPECT_EQ(m.stack, (L1Usage{8192, 0, 8192, 2048, 10240}));
  EXPECT_EQ(m.tt_metal, (TtMetalUsage{8192, 2048, 10240, 2048}));
}

// hardswish = x * hardsigmoid(x): one 2048 B intermediate. On the stack it sits under the
// binary's CBs (peak 2048 + 12288); as a tt-metal heap buffer it counts beside the output
// (tensor peak 2048 + 2048, total + the 12288 B of CBs).
TEST(QueryModels, CompositeIntermediatesAreHeapBuffersInTheOutputMemory) {
  const ModelUsage l1 = models("hardswish", {"64x128:bf16:tile:l1"});
  EXPECT_EQ(l1.stack, (L1Usage{12288, 2048, 14336, 2048, 16384}));
  EXPECT_EQ(l1.tt_metal, (TtMetalUsage{12288, 4096, 16384, 2048}));
  // A DRAM output puts ttnn's intermediates in DRAM: no L1 tensors at all.
  const ModelUsage dram = models("hardswish", {"64x128:bf16:tile:dram"});
  EXPECT_EQ(dram.stack.stack_peak, 2048u);
  EXPECT_EQ(dram.tt_metal, (TtMetalUsage{12288, 0, 12288, 0}));
}

// Frames free their intermediates under both models: the series terms of lgamma do
// not accumulate, so tt-metal's tensor peak is the output plus the stack's peak.
TEST(QueryModels, FramesFreeIntermediatesUnderBothModels) {
  const ModelUsage m = models("lgamma", {"64x64:bf16:tile:l1"});
  EXPECT_EQ(m.tt_metal.tensor_l1_peak, m.stack.output_l1 + m.stack.stack_peak);
  EXPECT_EQ(m.stack, q("lgamma", {"64x64:bf16:tile:l1"}));
}

TEST(Query, IsPureAndThreadSafe) {
  const L1Usage expected = q("multigammaln", {"1x3x100x257:f32:tile:l1"});
  std::vector<std::thread> threads;
  std::vector<int> mismatches(4, 0);
  for (int t = 0; t < 4; ++t)
    threads.emplace_back([&, t] {
      for (int i = 0; i < 50; ++i)
        if (!(q("multigammaln", {"1x3x100x257:f32:tile:l1"}) == expected)) ++mismatches[static_cast<std::size_t>(t)];
    });
  for (auto& th : threads) th.join();
  for (int m : mismatches) EXPECT_EQ(m, 0);
}

}  // namespace
}  // namespace strata::ops

namespace strata::ops {
namespace {

TEST(MatmulBlocking, ShrinksBlocksUntilEveryCoreHasOne) {
  const TensorDesc a = parseTensorSpec("1x1x256x256:bf16:tile:dram");
  const TensorDesc b = parseTensorSpec("256x256:bf16:tile:dram");
  // 8x8 output tiles: 4x4 blocks give 4 blocks; shrinking N then M alternately
  // (4x2 -> 2x2 -> 2x1 -> 1x1) reaches 64 blocks = 64 cores.
  const MatmulBlocking m = matmulBlocking(a, b, a, wh());
  EXPECT_EQ(m.per_core_m, 1u);
  EXPECT_EQ(m.per_core_n, 1u);
  EXPECT_EQ(m.k_block, 4u);
  EXPECT_EQ(m.num_blocks, 64u);
  EXPECT_EQ(m.num_cores, 64u);
  // 32x32 output tiles already give 8x8 = 64 blocks of 4x4.
  const TensorDesc big = parseTensorSpec("1x1x1024x1024:bf16:tile:dram");
  const MatmulBlocking g = matmulBlocking(big, big, big, wh());
  EXPECT_EQ(g.per_core_m, 4u);
  EXPECT_EQ(g.per_core_n, 4u);
  EXPECT_EQ(g.num_blocks, 64u);
  // K of 9 tiles (257 padded to 288): the largest divisor <= 4 is 3.
  const TensorDesc odd = parseTensorSpec("1x1x64x257:bf16:tile:dram");
  EXPECT_EQ(matmulBlocking(odd, odd, odd, wh()).k_block, 3u);
}

TEST(MatmulBlocking, QueryCountsTheBlockCbs) {
  const TensorDesc a = parseTensorSpec("1x1x1024x1024:f32:tile:dram");
  const MatmulBlocking m = matmulBlocking(a, a, a, wh());
  const L1Usage u = q("matmul", {"1x1x1024x1024:f32:tile:dram", "1024x1024:f32:tile:dram"});
  EXPECT_EQ(u.cb_peak, (2 * m.per_core_m * m.k_block + 2 * m.k_block * m.per_core_n +
                        m.per_core_m * m.per_core_n) * kF32Tile);
  // Block sharded output: each core's output CB is its shard, no CB space for it.
  const L1Usage s = q("matmul", {"1x1x256x256:bf16:tile:l1-block:4x4", "256x256:bf16:tile:dram"});
  EXPECT_EQ(s.cb_peak, (2 * 2 * 4 + 2 * 4 * 2) * kBf16Tile);  // 2x2-tile shards, K block 4
  EXPECT_EQ(s.output_l1, 4 * kBf16Tile);
}

}  // namespace
}  // namespace strata::ops
