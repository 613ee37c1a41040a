// Behaviour on the device: stack placement of intermediates, the L1 fit check before any
// byte is written, preallocated outputs, and bad input leaving the device unchanged.

#include "strata/ops_device/check.hpp"
#include "strata/ops/ops.hpp"
#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <utility>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

const ArchDesc& wh() { return device::builtinArch("wormhole_b0"); }

runtime::Tensor input(runtime::Device& d, const std::string& spec, std::string_view op, std::uint64_t seed = 3) {
  return randomTensor(d, parseTensorSpec(spec), getOp(op), seed);
}

TEST(DeviceOps, CompositeIntermediatesGoOnTheStackAndAreReleased) {
  runtime::Device device(wh());
  runtime::Tensor x = input(device, "64x64:bf16:tile:dram", "cosh");
  device.tracer().enable();
  const OpInfo& op = getOp("cosh");
  ExecResult r = execute(device, op, std::span(&x, 1), op.defaults());
  int stack_allocs = 0, heap_allocs = 0;
  for (const auto& e : device.tracer().events())
    if (e.kind == runtime::EventKind::Alloc)
      (e.allocator == runtime::AllocatorKind::Stack ? stack_allocs : heap_allocs)++;
  EXPECT_EQ(stack_allocs, 5);  // 0.5, exp(x), -x, exp(-x), sum
  EXPECT_EQ(heap_allocs, 1);   // the output
  EXPECT_EQ(r.output.buffer().allocatorKind(), runtime::AllocatorKind::Heap);
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);
  EXPECT_TRUE(compareWithReference(op, std::span(&x, 1), op.defaults(), r.output).within_tolerance);
}

IntList intList(std::initializer_list<std::int64_t> values) {
  IntList list;
  for (std::int64_t v : values) list.values[list.size++] = v;
  return list;
}

TEST(DeviceOps, PermuteCheckStreamsAndCatchesAWrongPermutation) {
  // permute's check reads the output against the input held as float, a chunk of rows at
  // a time; a square transpose checked as if it were the identity must fail.
  runtime::Device device(wh());
  const OpInfo& op = getOp("permute");
  ASSERT_NE(op.permutation, nullptr);
  runtime::Tensor x = input(device, "2x96x96:bf16:tile:dram", "permute");
  OpParams swap = op.defaults();
  swap.listToSet("permutation") = intList({0, 2, 1});
  ExecResult r = execute(device, op, std::span(&x, 1), swap);
  const NumericCheck right = compareWithReference(op, std::span(&x, 1), swap, r.output);
  EXPECT_TRUE(right.within_tolerance);
  EXPECT_EQ(right.elements, 2u * 96 * 96);
  EXPECT_EQ(right.max_abs_error, 0.0);
  OpParams identity = op.defaults();
  identity.listToSet("permutation") = intList({0, 1, 2});
  EXPECT_FALSE(compareWithReference(op, std::span(&x, 1), identity, r.output).within_tolerance);
  // The batch dims moved as well: the same permute over dims 0 and 1.
  OpParams outer = op.defaults();
  outer.listToSet("permutation") = intList({1, 0, 2});
  runtime::Tensor y = input(device, "3x64x32:bf16:tile:dram", "permute", 5);
  ExecResult ry = execute(device, op, std::span(&y, 1), outer);
  EXPECT_TRUE(compareWithReference(op, std::span(&y, 1), outer, ry.output).within_tolerance);
  EXPECT_EQ(ry.output.shape(), (runtime::Shape{64, 3, 32}));
}

TEST(DeviceOps, PermuteOfLeadingDimsMovesWholeTiles) {
  // The last two dims stay: each output tile is one input tile, moved whole.
  runtime::Device device(wh());
  const OpInfo& op = getOp("permute");
  runtime::Tensor x = input(device, "2x3x40x70:bf16:tile:dram", "permute", 9);
  OpParams perm = op.defaults();
  perm.listToSet("permutation") = intList({1, 0, 2, 3});
  ExecResult r = execute(device, op, std::span(&x, 1), perm);
  ASSERT_EQ(r.output.shape(), (runtime::Shape{3, 2, 40, 70}));
  const runtime::HostTensor in = x.toHost(), out = r.output.toHost();
  for (std::uint64_t a = 0; a < 2; ++a)
    for (std::uint64_t b = 0; b < 3; ++b)
      for (std::uint64_t e = 0; e < 40 * 70; ++e)
        ASSERT_EQ(out.values[(b * 2 + a) * 2800 + e], in.values[(a * 3 + b) * 2800 + e]) << a << " " << b << " " << e;
  EXPECT_TRUE(compareWithReference(op, std::span(&x, 1), perm, r.output).within_tolerance);
}

TEST(DeviceOps, TransposeCheckReadsInputTilesAndCatchesOneWrongElement) {
  // A tiled input whose last two dims swap is checked tile by tile (each output chunk
  // against one tile column of the input): padded edges, L1, rank 4, and one corrupted
  // element.
  runtime::Device device(wh());
  const OpInfo& op = getOp("permute");
  for (const char* spec : {"2x70x45:bf16:tile:dram", "1x33x100:f32:tile:l1", "2x3x40x70:bf16:tile:dram"}) {
    SCOPED_TRACE(spec);
    runtime::Tensor x = input(device, spec, "permute", 7);
    OpParams swap = op.defaults();
    swap.listToSet("permutation") =
        x.shape().size() == 3 ? intList({0, 2, 1}) : intList({0, 1, 3, 2});
    ExecResult r = execute(device, op, std::span(&x, 1), swap);
    const NumericCheck right = compareWithReference(op, std::span(&x, 1), swap, r.output);
    EXPECT_TRUE(right.within_tolerance);
    EXPECT_EQ(right.elements, x.rows() * x.shape().back());
    EXPECT_EQ(right.max_abs_error, 0.0);
    // The kernel moved whole tiles transposed; every element, read back on the host.
    const runtime::HostTensor in = x.toHost(), out = r.output.toHost();
    const std::uint64_t h = x.shape()[x.shape().size() - 2], w = x.shape().back();
    for (std::uint64_t s = 0; s < x.rows() / h; ++s)
      for (std::uint64_t i = 0; i < h; ++i)
        for (std::uint64_t j = 0; j < w; ++j)
          ASSERT_EQ(out.values[(s * w + j) * h + i], in.values[(s * h + i) * w + j]) << s << " " << i << " " << j;
    const std::uint64_t last_row = r.output.rows() - 1;
    std::vector<double> row = r.output.readRows(last_row, 1);
    row.back() += 0.5;
    r.output.writeRows(last_row, row);
    const NumericCheck wrong = compareWithReference(op, std::span(&x, 1), swap, r.output);
    EXPECT_FALSE(wrong.within_tolerance);
    EXPECT_GT(wrong.max_abs_error, 0.4);
  }
}

TEST(DeviceOps, TooLittleL1FailsBeforeAnyByteIsWritten) {
  runtime::Device device(wh());
  runtime::Tensor x = input(device, "1x1x64x128:bf16:tile:l1", "multigammaln");
  const OpInfo& op = getOp("multigammaln");
  const L1Usage need = query(op, std::vector{describe(x)}, op.defaults(), wh());
  // Fill L1 so that less than the requirement is left between stack and heap.
  const runtime::L1Map before_fill = device.l1Map();
  const std::uint64_t gap = before_fill.heap_floor - before_fill.stack_top;
  const std::uint64_t blocker_bytes = alignUp(gap - need.total + 4096, wh().l1_alignment);
  runtime::BufferConfig cfg;
  cfg.type = BufferType::L1;
  cfg.page_size = blocker_bytes;
  cfg.size = blocker_bytes * wh().numWorkerCores();
  auto blocker = runtime::Buffer::create(device, cfg);
  const std::vector<std::byte> x_before = x.buffer().readAll();
  const runtime::L1Map before = device.l1Map();
  device.tracer().enable();
  try {
    execute(device, op, std::span(&x, 1), op.defaults());
    FAIL() << "ran without room";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::OutOfMemory);
    EXPECT_EQ(e.number("required"), static_cast<std::int64_t>(need.total));
    EXPECT_EQ(e.number("available"), static_cast<std::int64_t>(before.heap_floor - before.stack_top));
  }
  EXPECT_EQ(device.tracer().size(), 0u);  // no allocation, frame, CB region or program
  EXPECT_EQ(device.l1Map().stack_top, before.stack_top);
  EXPECT_EQ(device.l1Map().heap_floor, before.heap_floor);
  EXPECT_EQ(x.buffer().readAll(), x_before);
}

TEST(DeviceOps, PreallocatedOutputIsWrittenInPlace) {
  runtime::Device device(wh());
  runtime::Tensor x = input(device, "1x3x100x257:f32:tile:l1", "exp");
  runtime::Tensor out = runtime::Tensor::allocate(device, x.spec());
  const OpInfo& op = getOp("exp");
  ExecResult r = execute(device, op, std::span(&x, 1), op.defaults(), nullptr, &out);
  EXPECT_EQ(r.output.bufferPtr(), out.bufferPtr());
  EXPECT_EQ(r.measured.output_l1, 0u);
  EXPECT_EQ(r.predicted, r.measured);
  EXPECT_TRUE(compareWithReference(op, std::span(&x, 1), op.defaults(), out).within_tolerance);
}

TEST(DeviceOps, WrongPreallocatedOutputIsRejectedBeforeRunning) {
  runtime::Device device(wh());
  runtime::Tensor x = input(device, "64x64:bf16:tile:dram", "exp");
  runtime::Tensor wrong = runtime::Tensor::allocate(
      device, toRuntimeSpec(parseTensorSpec("64x96:bf16:tile:dram"), wh()));
  const OpInfo& op = getOp("cosh");
  const runtime::L1Map before = device.l1Map();
  EXPECT_THROW(execute(device, op, std::span(&x, 1), op.defaults(), nullptr, &wrong), Error);
  EXPECT_EQ(device.l1Map().stack_top, before.stack_top);
  EXPECT_EQ(device.frameDepth(), 0u);
}

TEST(DeviceOps, BadArgumentsLeaveTheDeviceUnchanged) {
  runtime::Device device(wh());
  runtime::Tensor x = input(device, "64x64:bf16:tile:l1-width:2x1", "sum");
  device.tracer().enable();
  const OpInfo& op = getOp("sum");
  OpParams both_dims = op.defaults();
  both_dims.set("dims", 2);  // sharded: refused
  EXPECT_THROW(execute(device, op, std::span(&x, 1), both_dims), Error);
  OpParams bad = getOp("polygamma").defaults();
  bad.set("n", 0.5);
  EXPECT_THROW(execute(device, getOp("polygamma"), std::span(&x, 1), bad), Error);
  EXPECT_EQ(device.tracer().size(), 0u);
}

TEST(DeviceOps, OddShapeReductionIgnoresPadding) {
  runtime::Device device(wh());
  // Values of 1: any padding that leaked in would change the sums.
  runtime::HostTensor ones = runtime::HostTensor::filled({1, 3, 100, 257}, DataType::Float32, 1.0);
  runtime::Tensor x = runtime::Tensor::fromHost(device, ones, runtime::Layout::Tile,
                                                runtime::MemoryConfig::dram());
  ExecResult r = execute(device, getOp("sum"), std::span(&x, 1), getOp("sum").defaults());
  for (double v : r.output.toHost().values) EXPECT_EQ(v, 257.0);
  OpParams two = getOp("mean").defaults();
  two.set("dims", 2);
  ExecResult m = execute(device, getOp("mean"), std::span(&x, 1), two);
  EXPECT_EQ(m.output.shape(), (runtime::Shape{1, 3, 1, 1}));
  for (double v : m.output.toHost().values) EXPECT_EQ(v, 1.0);
}

TEST(DeviceOps, DryRunBuildsProgramsWithoutRunningKernels) {
  runtime::Device device(wh());
  runtime::Tensor x = input(device, "64x64:bf16:tile:dram", "lgamma");
  const OpInfo& op = getOp("lgamma");
  ExecResult r = execute(device, op, std::span(&x, 1), op.defaults(), nullptr, nullptr, false);
  EXPECT_EQ(r.measured.cb_peak, 0u);  // nothing enqueued
  EXPECT_EQ(r.measured.stack_peak, r.predicted.stack_peak);  // but everything allocated
}

}  // namespace
}  // namespace strata::ops

namespace strata::ops {
namespace {

TEST(DeviceOps, BatchedMatmulUsesEachBatchOfB) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("matmul");
  runtime::Tensor a = input(device, "2x1x40x70:f32:tile:dram", "matmul", 1);
  runtime::Tensor b = input(device, "2x1x70x50:f32:tile:l1", "matmul", 2);
  const std::vector<runtime::Tensor> in{a, b};
  ExecResult r = execute(device, op, in, op.defaults());
  EXPECT_EQ(r.output.shape(), (runtime::Shape{2, 1, 40, 50}));
  EXPECT_EQ(r.predicted, r.measured);
  EXPECT_TRUE(compareWithReference(op, in, op.defaults(), r.output).within_tolerance);
}

// The device's matmul semantics, bit for bit: each output element is the float64 sum of
// its products (exact: floats times floats) added one at a time in ascending K, padded K
// columns left out, rounded once to float and then stored in the output dtype (through
// the same codec as any host value). Batched b, padded M / N / K, several K steps of 4
// tiles, 3-tile K blocks, bf16 and f32, a block-sharded output.
TEST(DeviceOps, MatmulSumsEachElementInAscendingKInFloat64) {
  const std::vector<std::pair<std::string, std::string>> cases{
      {"2x1x40x70:f32:tile:dram", "2x1x70x50:f32:tile:l1"},
      {"128x384:bf16:tile:dram", "384x256:bf16:tile:dram"},
      {"96x96:f32:tile:l1", "96x160:f32:tile:dram"},
      {"32x2048:bf16:tile:dram", "2048x320:bf16:tile:dram"},
      {"1x1x256x256:bf16:tile:l1-block:8x8", "256x256:bf16:tile:dram"}};
  const OpInfo& op = getOp("matmul");
  for (const auto& [as, bs] : cases) {
    SCOPED_TRACE(as + " x " + bs);
    runtime::Device device(wh());
    const std::vector<runtime::Tensor> in{input(device, as, "matmul", 1),
                                          input(device, bs, "matmul", 2)};
    const ExecResult r = execute(device, op, in, op.defaults());
    const HostTensor a = readBack(in[0]), b = readBack(in[1]), y = readBack(r.output);
    const std::uint64_t m = a.shape.secondLast(), k = a.shape.last(), n = b.shape.last();
    runtime::HostTensor sums{r.output.shape(), r.output.dtype(), {}};
    for (std::uint64_t t = 0; t < a.shape.batch(); ++t)
      for (std::uint64_t i = 0; i < m; ++i)
        for (std::uint64_t j = 0; j < n; ++j) {
          double acc = 0;
          for (std::uint64_t q = 0; q < k; ++q)
            acc += a.at(t, i, q) * b.at(b.shape.batch() == 1 ? 0 : t, q, j);
          sums.values.push_back(static_cast<float>(acc));
        }
    const HostTensor expected = readBack(runtime::Tensor::fromHost(
        device, sums, runtime::Layout::Tile, runtime::MemoryConfig::dram()));
    std::uint64_t differing = 0;
    for (std::size_t e = 0; e < expected.data.size(); ++e)
      differing += expected.data[e] != y.data[e] ? 1 : 0;
    EXPECT_EQ(differing, 0u);
    EXPECT_EQ(expected.data.size(), y.data.size());
  }
}

// A per-channel operand [1, C, 1, 1] (or [C, 1, 1]) of an [N, C, H, W] add is read as it
// is: output batch n * C + c reads the operand's batch c, for every n. Values chosen so
// that any other batch would give another sum; a column [1, C, H, 1] repeats the same
// way. An operand whose leading dims do not end in the output's ([2, 1, 1, 1] under
// [2, 3, ..]) is refused with the rule.
TEST(DeviceOps, ABroadcastOverLeadingDimsRepeatsItsBatches) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("add");
  const std::uint64_t n = 2, c = 3, h = 40, w = 50;
  runtime::HostTensor x{{2, 3, 40, 50}, DataType::Float32, std::vector<double>(n * c * h * w, 0.0)};
  for (std::size_t e = 0; e < x.values.size(); ++e) x.values[e] = static_cast<double>(e % 7);
  const std::vector<runtime::Shape> shapes{{1, 3, 1, 1}, {3, 1, 1}, {1, 3, 40, 1}};
  for (const runtime::Shape& shape : shapes) {
    const std::uint64_t rows = shape[shape.size() - 2];
    runtime::HostTensor b{shape, DataType::Float32, std::vector<double>(c * rows, 0.0)};
    for (std::size_t e = 0; e < b.values.size(); ++e) b.values[e] = 100.0 * static_cast<double>(e + 1);
    const std::vector<runtime::Tensor> in{
        runtime::Tensor::fromHost(device, x, runtime::Layout::Tile, runtime::MemoryConfig::dram()),
        runtime::Tensor::fromHost(device, b, runtime::Layout::Tile, runtime::MemoryConfig::dram())};
    const ExecResult r = execute(device, op, in, op.defaults());
    const HostTensor y = readBack(r.output);
    std::uint64_t wrong = 0;
    for (std::uint64_t batch = 0; batch < n * c; ++batch)
      for (std::uint64_t i = 0; i < h; ++i)
        for (std::uint64_t j = 0; j < w; ++j) {
          const double xv = x.values[(batch * h + i) * w + j];
          const double bv = b.values[(batch % c) * rows + (rows == 1 ? 0 : i)];
          wrong += y.at(batch, i, j) != xv + bv ? 1 : 0;
        }
    EXPECT_EQ(wrong, 0u) << runtime::shapeToString(shape);
    EXPECT_EQ(r.predicted, r.measured);
  }
  runtime::HostTensor outer{{2, 1, 1, 1}, DataType::Float32, {1.0, 2.0}};
  const std::vector<runtime::Tensor> refused{
      runtime::Tensor::fromHost(device, x, runtime::Layout::Tile, runtime::MemoryConfig::dram()),
      runtime::Tensor::fromHost(device, outer, runtime::Layout::Tile, runtime::MemoryConfig::dram())};
  device.tracer().enable();
  try {
    execute(device, op, refused, op.defaults());
    ADD_FAILURE() << "a [2, 1, 1, 1] operand under [2, 3, 40, 50] was taken";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("does not broadcast to"), std::string::npos) << e.what();
  }
  EXPECT_EQ(device.tracer().size(), 0u);  // refused before any allocation or program
}

// ... and the order is observable: products 2^60, 1 and -2^60 in three K tiles, placed
// per row so that ascending K keeps the 1 only where it comes last; descending K, or
// the middle tile added last, gives another row's result.
TEST(DeviceOps, MatmulAddsProductsInAscendingK) {
  runtime::Device device(wh());
  const double big = std::ldexp(1.0, 60);
  runtime::HostTensor a{{32, 96}, DataType::Float32, std::vector<double>(32 * 96, 0.0)};
  runtime::HostTensor b{{96, 32}, DataType::Float32, std::vector<double>(96 * 32, 0.0)};
  for (std::size_t q = 0; q < 96; ++q) b.values[q * 32] = 1;  // column 0: ones
  const double rows[3][3] = {{big, 1, -big}, {1, big, -big}, {big, -big, 1}};
  for (std::size_t r = 0; r < 3; ++r)
    for (std::size_t t = 0; t < 3; ++t) a.values[r * 96 + t * 40 - (t == 2 ? 10 : 0)] = rows[r][t];
  const OpInfo& op = getOp("matmul");
  const std::vector<runtime::Tensor> in{
      runtime::Tensor::fromHost(device, a, runtime::Layout::Tile, runtime::MemoryConfig::dram()),
      runtime::Tensor::fromHost(device, b, runtime::Layout::Tile, runtime::MemoryConfig::dram())};
  const HostTensor y = readBack(execute(device, op, in, op.defaults()).output);
  EXPECT_EQ(y.at(0, 0, 0), 0.0);  // (2^60 + 1) - 2^60
  EXPECT_EQ(y.at(0, 1, 0), 0.0);  // (1 + 2^60) - 2^60
  EXPECT_EQ(y.at(0, 2, 0), 1.0);  // (2^60 - 2^60) + 1
}

}  // namespace
}  // namespace strata::ops

namespace strata::ops {
namespace {

TEST(DeviceOps, FailureInsideNestedCompositesRestoresTheStack) {
  // Bypass execute()'s fit check: run multigammaln through a DeviceContext on a device
  // whose L1 gap is too small, so the runtime throws in the middle of a nested lgamma.
  runtime::Device device(wh());
  runtime::Tensor x = input(device, "1x1x64x128:bf16:tile:dram", "multigammaln");
  const OpInfo& op = getOp("multigammaln");
  const L1Usage need = query(op, std::vector{describe(x)}, op.defaults(), wh());
  const runtime::L1Map empty = device.l1Map();
  const std::uint64_t gap = empty.heap_floor - empty.stack_top;
  runtime::BufferConfig cfg;
  cfg.type = BufferType::L1;
  cfg.page_size = alignUp(gap - need.peak / 2, wh().l1_alignment);
  cfg.size = cfg.page_size * wh().numWorkerCores();
  auto blocker = runtime::Buffer::create(device, cfg);
  const runtime::L1Map before = device.l1Map();
  {
    DeviceContext ctx(device);
    TensorRef xr = ctx.adopt(x);
    EXPECT_THROW(multigammaln(ctx, xr, OutputSpec::heap()), Error);
  }
  EXPECT_EQ(device.frameDepth(), 0u);
  EXPECT_EQ(device.opDepth(), 0u);
  EXPECT_EQ(device.l1Map().stack_top, before.stack_top);
  EXPECT_EQ(device.l1Map().heap_floor, before.heap_floor);
}

TEST(DeviceOps, ToMemoryConfigMovesBetweenEveryConfig) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("to_memory_config");
  const char* configs[] = {"dram", "l1", "l1-height:4x3", "l1-width:3x1", "l1-block:3x4"};
  for (const char* from : configs)
    for (const char* to : configs) {
      SCOPED_TRACE(std::string(from) + " -> " + to);
      runtime::Tensor x = input(device, std::string("1x3x100x257:bf16:tile:") + from, "to_memory_config");
      const MemoryConfig target = parseMemoryConfig(to);
      ExecResult r = execute(device, op, std::span(&x, 1), op.defaults(), &target);
      EXPECT_EQ(describe(r.output).memory, target);
      EXPECT_EQ(r.predicted, r.measured);
      EXPECT_EQ(r.output.toHost().values, x.toHost().values);
      r.output.deallocate();
      x.deallocate();
    }
}

TEST(DeviceOps, OutputMemoryConfigOfAComposite) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("hardswish");
  const MemoryConfig block = parseMemoryConfig("l1-block:3x4");
  // tt-metal's rule for elementwise ops: the same memory layout in and out.
  runtime::Tensor interleaved = input(device, "1x3x100x257:f32:tile:dram", "hardswish");
  EXPECT_THROW(execute(device, op, std::span(&interleaved, 1), op.defaults(), &block), Error);
  interleaved.deallocate();
  runtime::Tensor x = input(device, "1x3x100x257:f32:tile:l1-block:3x4", "hardswish");
  ExecResult r = execute(device, op, std::span(&x, 1), op.defaults(), &block);
  EXPECT_EQ(describe(r.output).memory, block);
  EXPECT_EQ(r.predicted, r.measured);
  EXPECT_EQ(r.measured.output_l1, 9u * 4096u);  // 3x3-tile f32 shards
  EXPECT_TRUE(compareWithReference(op, std::span(&x, 1), op.defaults(), r.output).within_tolerance);
}

}  // namespace
}  // namespace strata::ops

namespace strata::ops {
namespace {

TEST(DeviceOps, TilizeUntilizeRoundTripIsExact) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("to_layout");
  for (const char* spec : {"1x3x100x257:bf16:row_major:dram", "2x33x70:f32:row_major:l1"}) {
    SCOPED_TRACE(spec);
    runtime::Tensor x = input(device, spec, "to_layout");
    OpParams to_tile = op.defaults(), to_rm = op.defaults();
    to_rm.set("layout", 1);  // row_major
    ExecResult t = execute(device, op, std::span(&x, 1), to_tile);
    EXPECT_EQ(t.output.layout(), runtime::Layout::Tile);
    EXPECT_EQ(t.predicted, t.measured);
    ExecResult back = execute(device, op, std::span(&t.output, 1), to_rm);
    EXPECT_EQ(back.output.layout(), runtime::Layout::RowMajor);
    EXPECT_EQ(back.output.toHost().values, x.toHost().values);
    EXPECT_EQ(back.output.buffer().readAll(), x.buffer().readAll());
  }
}

}  // namespace
}  // namespace strata::ops

namespace strata::ops {
namespace {

TEST(DeviceOps, QueryIsExactOnBlackholeToo) {
  // 13x10 cores: other work splits and bytes per core than wormhole_b0.
  const ArchDesc& bh = device::builtinArch("blackhole");
  runtime::Device device(bh);
  struct C {
    const char* op;
    std::vector<std::string> specs;
  };
  const C cases[] = {{"exp", {"1x3x100x257:bf16:tile:l1"}},
                     {"lgamma", {"1x2x50x97:f32:tile:dram"}},
                     {"layer_norm", {"2x1x33x128:bf16:tile:l1", "1x1x1x128:bf16:tile:l1", "1x1x1x128:bf16:tile:l1"}},
                     {"softmax", {"1x3x100x257:f32:tile:l1-height:4x3"}},
                     {"matmul", {"1x1x256x256:bf16:tile:l1-block:8x8", "256x256:bf16:tile:dram"}}};
  for (const C& c : cases) {
    SCOPED_TRACE(c.op);
    std::vector<TensorDesc> in;
    for (const auto& s : c.specs) in.push_back(parseTensorSpec(s));
    const OpInfo& op = getOp(c.op);
    const RunReport r = runWithRandomInputs(device, op, in, op.defaults(), nullptr, 9);
    EXPECT_EQ(query(op, in, op.defaults(), bh), r.measured);
    EXPECT_TRUE(r.numerics.within_tolerance) << r.numerics.max_abs_error;
  }
}

}  // namespace
}  // namespace strata::ops

namespace strata::ops {
namespace {

TEST(DeviceOps, CompositeWritesIntoAPreallocatedOutput) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("layer_norm");
  const std::vector<runtime::Tensor> in{input(device, "2x1x33x128:bf16:tile:l1", "layer_norm", 1),
                                        input(device, "1x1x1x128:bf16:tile:l1", "layer_norm", 2),
                                        input(device, "1x1x1x128:bf16:tile:dram", "layer_norm", 3)};
  runtime::Tensor out = runtime::Tensor::allocate(device, in[0].spec());
  ExecResult r = execute(device, op, in, op.defaults(), nullptr, &out);
  EXPECT_EQ(r.output.bufferPtr(), out.bufferPtr());
  EXPECT_EQ(r.predicted, r.measured);
  EXPECT_EQ(r.measured.output_l1, 0u);
  EXPECT_TRUE(compareWithReference(op, in, op.defaults(), out).within_tolerance);
}

}  // namespace
}  // namespace strata::ops

namespace strata::ops {
namespace {

// The streamed comparison (chunks of rows, what lets `strata exec` run tensors near the
// size of DRAM) must give exactly the figures of the whole-tensor comparison, for every op
// it is used for. 100x700 makes chunks of 93 rows: they cut tile rows in two.
TEST(DeviceOps, StreamedComparisonEqualsTheWholeTensorComparison) {
  runtime::Device device(wh());
  int streamed = 0;
  for (const OpInfo& op : catalog()) {
    const TensorDesc x = parseTensorSpec("1x1x100x700:f32:tile:dram");
    std::vector<TensorDesc> in(static_cast<std::size_t>(op.arity), x);
    if (op.name == "layer_norm") continue;  // gamma/beta rows broadcast: never streamed
    if (op.name.find("glu") != std::string_view::npos) in = {parseTensorSpec("1x1x100x1408:f32:tile:dram")};
    if (op.integer_inputs) in.assign(in.size(), parseTensorSpec("1x1x100x700:i32:tile:dram"));
    if (!comparesByRows(op, in) || op.arity == 0) continue;
    SCOPED_TRACE(std::string(op.name));
    std::vector<runtime::Tensor> tensors;
    for (std::size_t i = 0; i < in.size(); ++i) tensors.push_back(randomTensor(device, in[i], op, 5 + i));
    ExecResult r = execute(device, op, tensors, op.defaults());
    const NumericCheck got = compareWithReference(op, tensors, op.defaults(), r.output);

    std::vector<HostTensor> host;
    for (const runtime::Tensor& t : tensors) host.push_back(readBack(t));
    const HostTensor expected = op.reference(host, op.defaults());
    const HostTensor actual = readBack(r.output);
    ASSERT_EQ(expected.data.size(), actual.data.size());
    double max_abs = 0;
    for (std::size_t i = 0; i < expected.data.size(); ++i)
      if (std::isfinite(expected.data[i]) && std::isfinite(actual.data[i]))
        max_abs = std::max(max_abs, std::fabs(actual.data[i] - expected.data[i]));
    EXPECT_EQ(got.elements, expected.data.size());
    EXPECT_EQ(got.max_abs_error, max_abs);
    EXPECT_TRUE(got.within_tolerance);
    r.output.deallocate();
    for (runtime::Tensor& t : tensors) t.deallocate();
    ++streamed;
  }
  // Every eltwise and composite op of the catalog with same-shape inputs.
  EXPECT_GE(streamed, 90);
}

}  // namespace
}  // namespace strata::ops

namespace strata::ops_device {
namespace {

// A range of a random draw is the same values as the whole draw holds there, integers
// and reals alike: the model check draws an embedding table's looked-up rows alone.
TEST(RandomValues, ARangeIsTheSameSliceOfTheWholeDraw) {
  for (const bool integers : {false, true}) {
    const std::vector<double> whole = randomValues(1000, -3.0, 3.0, integers, 42);
    for (const std::uint64_t first : {0ull, 1ull, 517ull, 990ull}) {
      const std::vector<double> part = randomValues(10, -3.0, 3.0, integers, 42, first);
      ASSERT_EQ(part.size(), 10u);
      for (std::size_t k = 0; k < part.size(); ++k) EXPECT_EQ(part[k], whole[first + k]) << first << " " << k;
    }
  }
}

}  // namespace
}  // namespace strata::ops_device
