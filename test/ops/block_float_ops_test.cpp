// Block-float storage through the op library: every op whose program decodes operand
// tiles into floats and encodes its output from floats (elementwise, reductions, matmul,
// typecast) runs on bfloat8_b and bfloat4_b operands. The query equals the measured
// high-water, the result is within the op's tolerance plus one code step of its output's
// face row, and the stack is back at its base. Ops outside that set refuse block floats.

#include "catalog_inputs.hpp"
#include "strata/ops_device/check.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/runtime/device.hpp"
#include "strata/support/error.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

// The message of the error `fn` throws ("" when it throws none).
template <typename Fn>
std::string errorOf(Fn&& fn) {
  try {
    fn();
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

std::vector<std::string> blockFloatOps() {
  std::vector<std::string> names;
  for (const OpInfo& op : catalog())
    if (takesBlockFloats(op)) names.emplace_back(op.name);
  return names;
}

class BlockFloatOps : public ::testing::TestWithParam<std::string> {};

TEST_P(BlockFloatOps, QueryExactAndResultWithinOneCodeStep) {
  const OpInfo& op = getOp(GetParam());
  const ArchDesc& arch = device::builtinArch("wormhole_b0");
  runtime::Device device(arch);
  int run = 0;
  // Odd dims pad rows and columns; the sharded config covers the shard-backed CBs.
  for (const std::string mem : {"dram", "l1", "l1-height:3x1"}) {
    if (mem.starts_with("l1-height") && !op.supports_sharded) continue;
    for (const char* dtype : {"bfp8", "bfp4"}) {
      const TensorDesc x = parseTensorSpec(std::string("1x1x90x96:") + dtype + ":tile:" + mem);
      std::vector<TensorDesc> inputs = inputsFor(op, x);
      // Odd runs mix storage formats the way tt-mlir's models do (bf16 activations
      // against block-float weights): the last operand is bf16.
      if (run % 2 == 1 && inputs.size() > 1) inputs.back().dtype = DataType::BFloat16;
      SCOPED_TRACE(x.toString() + " (" + std::to_string(inputs.size()) + " inputs)");
      OpParams params = op.defaults();
      if (op.name == "typecast") params.set("dtype", run % 2 ? 16 : (dtype[3] == '8' ? 4 : 8));
      const L1Usage q = query(op, inputs, params, arch);
      const RunReport r = runWithRandomInputs(device, op, inputs, params, nullptr, 99 + run);
      EXPECT_EQ(q, r.predicted);
      EXPECT_EQ(r.predicted, r.measured);
      EXPECT_TRUE(r.numerics.within_tolerance)
          << "max abs error " << r.numerics.max_abs_error << ", share of the tolerance used "
          << r.numerics.tolerance_used;
      EXPECT_EQ(device.l1Map().stack_bytes, 0u);
      ++run;
    }
  }
  EXPECT_GE(run, 4);
}

INSTANTIATE_TEST_SUITE_P(Catalog, BlockFloatOps, ::testing::ValuesIn(blockFloatOps()),
                         [](const auto& info) { return info.param; });

TEST(BlockFloatOpsTest, OtherOpsRefuseBlockFloatsAndSayWhatToDo) {
  const ArchDesc& arch = device::builtinArch("wormhole_b0");
  const TensorDesc x = parseTensorSpec("64x64:bfp8:tile:dram");
  const OpInfo& softmax = getOp("softmax");
  const std::string e =
      errorOf([&] { query(softmax, std::vector<TensorDesc>{x}, softmax.defaults(), arch); });
  EXPECT_NE(e.find("op softmax: input 0 is bfloat8_b; block floats are storage for the "
                   "elementwise, reduction, matmul and typecast ops; typecast it to bf16 first"),
            std::string::npos)
      << e;
  const OpInfo& relu = getOp("relu");
  const std::string rm = errorOf([&] {
    query(relu, std::vector<TensorDesc>{parseTensorSpec("64x64:bfp4:row_major:dram")},
          relu.defaults(), arch);
  });
  EXPECT_NE(rm.find("bfloat4_b exists only in tile layout"), std::string::npos) << rm;
}

TEST(BlockFloatOpsTest, BlockFloatCbsUseTheFormatsTileSize) {
  // relu on one bfp8 tile: tt-metal's unary program double-buffers input and output CBs,
  // two 1088-byte pages each (the bf16 figure is 2 x 2 x 2048).
  const ArchDesc& arch = device::builtinArch("wormhole_b0");
  const OpInfo& relu = getOp("relu");
  auto cbPeak = [&](const char* spec) {
    return query(relu, std::vector<TensorDesc>{parseTensorSpec(spec)}, relu.defaults(), arch).cb_peak;
  };
  EXPECT_EQ(cbPeak("32x32:bfp8:tile:dram"), 4u * 1088);
  EXPECT_EQ(cbPeak("32x32:bfp4:tile:dram"), 4u * 576);
  EXPECT_EQ(cbPeak("32x32:bf16:tile:dram"), 4u * 2048);
}

}  // namespace
}  // namespace strata::ops
