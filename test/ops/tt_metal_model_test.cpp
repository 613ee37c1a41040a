// The query's tt-metal figures as a property, like query_exactness_test for Strata's:
// every op in the catalog runs on the device under tt-metal's allocation model
// (composite intermediates as heap buffers in the output memory), and the tt-metal
// figures the query predicts equal those measured from the buffers and programs the
// run made. The result is bit for bit the stack model's: only addresses differ.

#include "strata/ops_device/check.hpp"
#include "strata/ops_device/device.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "catalog_inputs.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

class TtMetalModel : public ::testing::TestWithParam<std::string> {};

TEST_P(TtMetalModel, PredictedEqualsMeasuredAndResultsEqualTheStackModel) {
  const OpInfo& op = getOp(GetParam());
  const ArchDesc& arch = device::builtinArch("wormhole_b0");
  runtime::Device device(arch);
  int runs = 0;
  for (const char* mem : {"l1", "dram"})
    for (const char* shape : {"1x1x32x64", "1x2x50x97"}) {
      const bool row_major = op.name == "to_layout";
      const TensorDesc x =
          parseTensorSpec(std::string(shape) + (row_major ? ":bf16:row_major:" : ":bf16:tile:") + mem);
      const std::vector<TensorDesc> descs = inputsFor(op, x);
      try {
        (void)query(op, descs, op.defaults(), arch);
      } catch (const std::exception&) {
        continue;  // a form this op does not take (query_exactness_test covers its own)
      }
      SCOPED_TRACE(x.toString());
      // Ops with inputs that must be valid (slice_dynamic's bounds) draw them valid.
      std::vector<runtime::Tensor> inputs =
          op.make_valid ? validRandomTensors(device, op, descs, op.defaults(), 77)
                        : std::vector<runtime::Tensor>{};
      for (std::size_t i = inputs.size(); i < descs.size(); ++i)
        inputs.push_back(randomTensor(device, descs[i], op, 77 + i));
      const ExecResult metal = execute(device, op, inputs, op.defaults(), nullptr, nullptr, true,
                                       AllocationModel::TtMetal);
      EXPECT_EQ(metal.metal_predicted, metal.metal_measured);
      const ExecResult stack = execute(device, op, inputs, op.defaults());
      // The two models run the same programs: the CBs measured on the device are the same
      // in both runs (the query reports one CB figure for both models).
      EXPECT_EQ(metal.metal_measured.cb_peak, stack.measured.cb_peak);
      EXPECT_EQ(readBack(metal.output).data, readBack(stack.output).data);
      EXPECT_EQ(device.l1Map().stack_bytes, 0u);
      ++runs;
    }
  EXPECT_GE(runs, 2);
}

// hardswish's intermediate is a real L1 heap buffer beside its output.
TEST(TtMetalModelOnDevice, CompositeIntermediatesAreMeasuredAsHeapBuffers) {
  const ArchDesc& arch = device::builtinArch("wormhole_b0");
  runtime::Device device(arch);
  const OpInfo& op = getOp("hardswish");
  const TensorDesc x = parseTensorSpec("64x128:bf16:tile:l1");
  std::vector<runtime::Tensor> inputs{randomTensor(device, x, op, 5)};
  const ExecResult r = execute(device, op, inputs, op.defaults(), nullptr, nullptr, true,
                               AllocationModel::TtMetal);
  EXPECT_EQ(r.metal_measured, (TtMetalUsage{12288, 4096, 16384, 2048}));
  EXPECT_EQ(r.measured.stack_peak, 0u);  // nothing went on the stack
  const MemoryConfig dram = MemoryConfig::dram();
  const ExecResult d = execute(device, op, inputs, op.defaults(), &dram, nullptr, true,
                               AllocationModel::TtMetal);
  EXPECT_EQ(d.metal_measured, (TtMetalUsage{12288, 0, 12288, 0}));
}

INSTANTIATE_TEST_SUITE_P(Catalog, TtMetalModel, ::testing::ValuesIn(allOps()),
                         [](const auto& info) { return info.param; });

}  // namespace
}  // namespace strata::ops
