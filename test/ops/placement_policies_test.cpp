// One op code, three placements of a composite's intermediates on the simulated device:
// the L1 stack, the L1 heap (tt-metal's way with L1 intermediates) and a memory pool
// reserved per top-level op and sized by the query's stack peak. Results are byte for
// byte the same under all three; only addresses differ. For every op in the catalog the
// pool the query sizes is exactly full at its peak, a pool too small is a clear error
// that leaves the device as it was, and the room check counts a pool beside the CBs.

#include "strata/ops_device/check.hpp"
#include "strata/ops_device/device.hpp"
#include "strata/ops/ops.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"
#include "catalog_inputs.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

const ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

class PlacementPolicies : public ::testing::TestWithParam<std::string> {};

TEST_P(PlacementPolicies, SameBytesUnderStackHeapAndPoolAndTheQuerySizesThePoolExactly) {
  const OpInfo& op = getOp(GetParam());
  runtime::Device device(wormhole());
  int runs = 0;
  for (const char* shape : {"1x1x32x64", "1x2x50x97", "1x1x64x128"}) {
    const bool row_major = op.name == "to_layout";
    const TensorDesc x =
        parseTensorSpec(std::string(shape) + (row_major ? ":bf16:row_major:" : ":bf16:tile:") + "l1");
    const std::vector<TensorDesc> descs = inputsFor(op, x);
    try {
      (void)query(op, descs, op.defaults(), wormhole());
    } catch (const std::exception&) {
      continue;  // a form this op does not take
    }
    SCOPED_TRACE(x.toString());
    // Ops with inputs that must be valid (slice_dynamic's bounds) draw them valid.
    std::vector<runtime::Tensor> inputs =
        op.make_valid ? validRandomTensors(device, op, descs, op.defaults(), 31)
                      : std::vector<runtime::Tensor>{};
    for (std::size_t i = inputs.size(); i < descs.size(); ++i)
      inputs.push_back(randomTensor(device, descs[i], op, 31 + i));
    const runtime::L1Map before = device.l1Map();
    const ExecResult stack = execute(device, op, inputs, op.defaults());
    const ExecResult heap = execute(device, op, inputs, op.defaults(), nullptr, nullptr, true,
                                    AllocationModel::TtMetal);
    const std::uint64_t heap_before_pool = device.l1Map().heap_bytes;
    const ExecResult pool = execute(device, op, inputs, op.defaults(), nullptr, nullptr, true,
                                    AllocationModel::Pool);
    EXPECT_EQ(pool.output.buffer().readAll(), stack.output.buffer().readAll());
    EXPECT_EQ(heap.output.buffer().readAll(), stack.output.buffer().readAll());
    // The query's stack peak is exactly what the pool needed: not a byte more or less.
    EXPECT_EQ(pool.pool_bytes, stack.predicted.stack_peak);
    EXPECT_EQ(pool.pool_high_water, pool.pool_bytes);
    EXPECT_EQ(pool.measured.stack_peak, 0u);  // nothing went on the stack
    // The pool went back to the heap: only the new output is left there.
    EXPECT_EQ(device.l1Map().heap_bytes, heap_before_pool + pool.measured.output_l1);
    EXPECT_EQ(device.l1Map().stack_bytes, before.stack_bytes);
    ++runs;
  }
  EXPECT_GE(runs, 1);
}

INSTANTIATE_TEST_SUITE_P(Catalog, PlacementPolicies, ::testing::ValuesIn(allOps()),
                         [](const auto& info) { return info.param; });

const OutputSpec kL1 = OutputSpec::heapIn(MemoryConfig::l1());

Error lgammaError(runtime::Device& device, const runtime::Tensor& x, std::uint64_t pool_bytes) {
  DeviceContext ctx(device, true, AllocationModel::Pool);
  ctx.setPoolBytesPerTopLevelOp(pool_bytes);
  const TensorRef xr = ctx.adopt(x);
  try {
    lgamma(ctx, xr, kL1);
  } catch (const Error& e) {
    return e;
  }
  ADD_FAILURE() << "expected an error";
  return Error(ErrorKind::Internal, "none");
}

TEST(PoolPlacement, APoolTooSmallIsAClearErrorAndLeavesTheDeviceAsItWas) {
  runtime::Device device(wormhole());
  const OpInfo& op = getOp("lgamma");
  const TensorDesc x = parseTensorSpec("1x1x64x128:bf16:tile:l1");
  const runtime::Tensor input = randomTensor(device, x, op, 3);
  const std::uint64_t need = query(op, std::vector<TensorDesc>{x}, op.defaults(), wormhole()).stack_peak;
  ASSERT_GT(need, 2048u);
  const runtime::L1Map before = device.l1Map();

  const Error small = lgammaError(device, input, need - 2048);  // one tile per bank short
  EXPECT_EQ(small.kind(), ErrorKind::OutOfMemory) << small.what();
  EXPECT_NE(std::string(small.what()).find("out of memory in pool 'lgamma'"), std::string::npos)
      << small.what();
  EXPECT_EQ(small.number("capacity"), static_cast<std::int64_t>(need - 2048));
  const runtime::L1Map after = device.l1Map();
  EXPECT_EQ(after.heap_bytes, before.heap_bytes);
  EXPECT_EQ(after.heap_floor, before.heap_floor);
  EXPECT_EQ(after.stack_top, before.stack_top);
  EXPECT_EQ(device.frameDepth(), 0u);
  EXPECT_EQ(device.opDepth(), 0u);

  // No pool at all: the first intermediate names the op.
  const Error none = lgammaError(device, input, 0);
  EXPECT_EQ(none.kind(), ErrorKind::InvalidArgument) << none.what();
  EXPECT_EQ(none.text("op"), "lgamma");
  EXPECT_EQ(device.l1Map().heap_bytes, before.heap_bytes);

  // And with the query's figure it runs, on the same device.
  const ExecResult ok = execute(device, op, std::vector<runtime::Tensor>{input}, op.defaults(),
                                nullptr, nullptr, true, AllocationModel::Pool);
  EXPECT_EQ(ok.pool_high_water, need);
}

// The room check before a run counts a pool beside the CB peak (a pool cannot share its
// bytes with the CBs the way the stack does): on an L1 with room for exactly the stack's
// need, lgamma runs on the stack and is refused under the pool, naming both figures,
// before any byte is written.
TEST(PoolPlacement, TheRoomCheckCountsThePoolBesideTheCircularBuffers) {
  const OpInfo& op = getOp("lgamma");
  const TensorDesc x = parseTensorSpec("1x1x512x1024:bf16:tile:l1");
  const L1Usage q = query(op, std::vector<TensorDesc>{x}, op.defaults(), wormhole());
  ASSERT_EQ(q.stack_peak + q.cb_peak - q.peak, 4096u);  // the stack shares 4 KiB a pool cannot
  ArchDesc tight = wormhole();
  const std::uint64_t input_per_bank = 16384;  // 512 tiles over 64 banks
  tight.l1_size = tight.l1_unreserved_base + input_per_bank + q.peak + q.output_l1;
  runtime::Device device(tight);
  const std::vector<runtime::Tensor> inputs{randomTensor(device, x, op, 1)};
  {
    const ExecResult stack = execute(device, op, inputs, op.defaults());
    EXPECT_EQ(stack.measured, stack.predicted);
  }  // its output goes: the room is the stack's need again
  const runtime::L1Map before = device.l1Map();
  try {
    execute(device, op, inputs, op.defaults(), nullptr, nullptr, true, AllocationModel::Pool);
    ADD_FAILURE() << "the pool should not fit";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::OutOfMemory) << e.what();
    EXPECT_EQ(e.number("required"), static_cast<std::int64_t>(q.stack_peak + q.cb_peak + q.output_l1));
    EXPECT_EQ(e.number("available"), static_cast<std::int64_t>(q.peak + q.output_l1));
    EXPECT_NE(std::string(e.what()).find("a pool of 65536 B beside 16384 B of circular buffers"),
              std::string::npos)
        << e.what();
  }
  EXPECT_EQ(device.l1Map().heap_bytes, before.heap_bytes);
  EXPECT_EQ(device.l1Map().heap_floor, before.heap_floor);
}

}  // namespace
}  // namespace strata::ops
