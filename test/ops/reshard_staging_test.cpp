// Ops over the last dim (reductions, norms, softmax, glu) on width- and block-sharded
// tensors: the input is staged to L1 interleaved on the stack, a width/block-sharded
// output is written by a copy from an interleaved result (runOp, lib/ops/results.cpp).
// The results must be bit-identical to the same op on the same values interleaved, and
// the stack must hold exactly the staged copies.

#include "strata/ops_device/check.hpp"

#include "hand_tensors.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using hand::paramsOf;
using hand::tensorWith;
using hand::wh;

std::vector<double> ramp(std::size_t n) {
  std::vector<double> v(n);
  for (std::size_t i = 0; i < n; ++i) v[i] = double((i * 37) % 101) / 25.0 - 2.0;
  return v;
}

struct Outcome {
  HostTensor value;
  TensorDesc desc;
  L1Usage measured;
};

// Runs `name` on inputs of `specs` holding `values` (each input its own vector), with an
// optional output memory config; checks query == measured and the stack back at its base.
Outcome run(runtime::Device& device, const std::string& name, const std::vector<std::string>& specs,
            const std::vector<std::vector<double>>& values, const MemoryConfig* out = nullptr) {
  const OpInfo& op = getOp(name);
  const OpParams params = op.defaults();
  std::vector<runtime::Tensor> inputs;
  std::vector<TensorDesc> descs;
  for (std::size_t i = 0; i < specs.size(); ++i) {
    inputs.push_back(tensorWith(device, specs[i], values[i]));
    descs.push_back(describe(inputs.back()));
  }
  const L1Usage predicted = query(op, descs, params, wh(), out);
  ExecResult r = execute(device, op, inputs, params, out);
  EXPECT_EQ(predicted, r.measured);
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);
  Outcome o{readBack(r.output), describe(r.output), r.measured};
  r.output.deallocate();
  for (runtime::Tensor& t : inputs) t.deallocate();
  return o;
}

// softmax is one program with no stack of its own: on a width-sharded input its whole
// stack is the staged interleaved copy, and the values are those of the interleaved run.
TEST(ReshardStaging, WidthShardedSoftmaxStagesOneInterleavedCopy) {
  runtime::Device device(wh());
  const std::vector<double> x = ramp(64 * 256);
  const Outcome plain = run(device, "softmax", {"64x256:bf16:tile:l1"}, {x});
  const Outcome width = run(device, "softmax", {"64x256:bf16:tile:l1-width:8x1"}, {x});
  EXPECT_EQ(plain.measured.stack_peak, 0u);
  EXPECT_EQ(width.measured.stack_peak,
            parseTensorSpec("64x256:bf16:tile:l1").l1BytesPerCore(wh()));
  EXPECT_EQ(width.measured.cb_peak, plain.measured.cb_peak);
  EXPECT_EQ(width.value.data, plain.value.data);
  // Without an output config the result is L1 interleaved (the staged input's memory).
  EXPECT_EQ(width.desc.memory, MemoryConfig::l1());
}

// layer_norm from block shards into block shards: staged input, interleaved result on the
// stack, copied into the block-sharded output; identical values.
TEST(ReshardStaging, BlockShardedLayerNormWritesABlockShardedOutput) {
  runtime::Device device(wh());
  const std::vector<double> x = ramp(128 * 256), gamma = ramp(256), beta = ramp(256);
  const std::vector<std::string> plain_specs{"128x256:f32:tile:l1", "1x256:f32", "1x256:f32"};
  const Outcome plain = run(device, "layer_norm", plain_specs, {x, gamma, beta});
  const MemoryConfig block = parseTensorSpec("128x256:f32:tile:l1-block:2x2").memory;
  const Outcome sharded =
      run(device, "layer_norm", {"128x256:f32:tile:l1-block:2x2", "1x256:f32", "1x256:f32"},
          {x, gamma, beta}, &block);
  EXPECT_EQ(sharded.desc.memory.memory_layout, MemoryLayout::BlockSharded);
  EXPECT_EQ(sharded.value.data, plain.value.data);
  // Staged input and the interleaved result both sit on the stack beside layer_norm's own
  // intermediates.
  const std::uint64_t staged = parseTensorSpec("128x256:f32:tile:l1").l1BytesPerCore(wh());
  EXPECT_GE(sharded.measured.stack_peak, plain.measured.stack_peak + staged);
}

// A reduction over the last dim of a width-sharded input: the sum of each row, which no
// single core's width shard holds.
TEST(ReshardStaging, WidthShardedSumAddsWholeRows) {
  runtime::Device device(wh());
  std::vector<double> x(32 * 128);
  for (std::size_t r = 0; r < 32; ++r)
    for (std::size_t c = 0; c < 128; ++c) x[r * 128 + c] = double(r) + (c % 2 ? 0.5 : -0.5);
  const Outcome sum = run(device, "sum", {"32x128:f32:tile:l1-width:4x1"}, {x});
  ASSERT_EQ(sum.value.data.size(), 32u);
  for (std::size_t r = 0; r < 32; ++r) EXPECT_EQ(sum.value.data[r], 128.0 * double(r)) << r;
}

// An output grid the reduced result cannot fill is refused with the copy's reason.
TEST(ReshardStaging, AnOutputShardGridTooLargeForTheResultIsRefused) {
  const OpInfo& op = getOp("sum");
  const std::vector<TensorDesc> in{parseTensorSpec("128x256:f32:tile:l1-block:2x2")};
  const MemoryConfig block = in[0].memory;
  try {
    (void)query(op, in, op.defaults(), wh(), &block);
    ADD_FAILURE() << "a 128x1 sum was placed on a 2x2 block grid";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("leaves 2 core(s) without a shard"), std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace strata::ops
