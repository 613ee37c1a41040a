// ttnn.constant (lib/ops/misc/constant.cpp): given values land in the result's bytes in
// every layout, dtype and placement the op takes, with the query equal to the measured
// high-water and the stack back at its base; hand-worked values; bad values refused.

#include "strata/ops_device/check.hpp"

#include "hand_tensors.hpp"

#include "strata/ops/misc.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using hand::wh;

// Runs constant for the result `spec` with `values` and returns what the device holds.
HostTensor runConstant(runtime::Device& device, const std::string& spec,
                       std::vector<double> values) {
  const OpInfo& op = getOp("constant");
  const TensorDesc desc = parseTensorSpec(spec);
  OpParams params = op.defaults();
  params.elements = ConstantValues::of(std::move(values));
  const std::vector<TensorDesc> inputs{desc};
  const L1Usage q = query(op, inputs, params, wh());
  const RunReport r = runWithRandomInputs(device, op, inputs, params, nullptr, 7);
  EXPECT_EQ(q, r.predicted);
  EXPECT_EQ(r.predicted, r.measured);
  EXPECT_TRUE(r.numerics.within_tolerance) << spec << ": max abs " << r.numerics.max_abs_error;
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);
  // The bytes the device holds, read back through a second run into a kept tensor.
  runtime::Tensor described = runtime::Tensor::allocate(device, toRuntimeSpec(desc, wh()));
  ExecResult e = execute(device, op, std::span(&described, 1), params);
  HostTensor back = readBack(e.output);
  e.output.deallocate();
  described.deallocate();
  return back;
}

// Values that need every digit of their dtype's significand: i * 0.37 - 11.
std::vector<double> ramp(std::uint64_t n) {
  std::vector<double> v(n);
  for (std::uint64_t i = 0; i < n; ++i) v[i] = static_cast<double>(i) * 0.37 - 11;
  return v;
}

// Every placement, both layouts, every dtype the op writes: exact for f32 up to its one
// rounding, exact for the integer dtypes, bf16 within one rounding (odd shapes pad tiles).
TEST(Constant, WritesEveryValueInEveryLayoutDtypeAndPlacement) {
  runtime::Device device(wh());
  for (const char* shape : {"2x2", "1x3x33x40"})
    for (const char* layout : {"tile", "row_major"})
      for (const char* mem : {"dram", "l1"})
        for (const char* dtype : {"bf16", "f32", "i32", "u32"}) {
          const std::string spec = std::string(shape) + ":" + dtype + ":" + layout + ":" + mem;
          SCOPED_TRACE(spec);
          const TensorDesc desc = parseTensorSpec(spec);
          const std::uint64_t n = desc.shape.volume();
          std::vector<double> values = ramp(n);
          if (device::isInteger(desc.dtype))
            for (std::uint64_t i = 0; i < n; ++i)
              values[i] = std::fmod(static_cast<double>(i * 37), 251) - (desc.dtype == DataType::Int32 ? 100 : 0);
          const HostTensor back = runConstant(device, spec, values);
          ASSERT_EQ(back.data.size(), n);
          for (std::uint64_t i = 0; i < n; ++i) {
            const double want = desc.dtype == DataType::Float32  ? static_cast<float>(values[i])
                                : desc.dtype == DataType::BFloat16 ? back.data[i]
                                                                   : values[i];
            ASSERT_EQ(back.data[i], want) << "element " << i;
            if (desc.dtype == DataType::BFloat16) {
              ASSERT_LE(std::fabs(back.data[i] - values[i]), std::ldexp(std::fabs(values[i]), -8));
            }
          }
        }
}

TEST(Constant, ShardedResultsHoldTheValues) {
  runtime::Device device(wh());
  for (const char* spec : {"64x64:f32:tile:l1-height:2x1", "64x64:f32:tile:l1-block:2x2",
                           "64x64:f32:tile:l1-width:2x1"}) {
    SCOPED_TRACE(spec);
    const std::vector<double> values = ramp(64 * 64);
    const HostTensor back = runConstant(device, spec, values);
    for (std::size_t i = 0; i < values.size(); ++i)
      ASSERT_EQ(back.data[i], static_cast<float>(values[i])) << "element " << i;
  }
}

// Worked by hand: tt-mlir's hex example [[1, 2], [3, 4]], a splat, and tt-mlir's OpModel
// figures for ConstantOp (2x2 ui32 and 32x32 si32 in L1: no CBs, one 4096 B tile), and
// float tiles of 4096 B (f32) and 2048 B (bf16).
TEST(Constant, HandWorkedValuesAndFigures) {
  runtime::Device device(wh());
  EXPECT_EQ(runConstant(device, "2x2:f32:tile:l1", {1, 2, 3, 4}).data,
            (std::vector<double>{1, 2, 3, 4}));
  EXPECT_EQ(runConstant(device, "2x3:i32:row_major:dram", {-1, 2, 3, -2147483648.0, 0, 2147483647}).data,
            (std::vector<double>{-1, 2, 3, -2147483648.0, 0, 2147483647}));
  EXPECT_EQ(runConstant(device, "1x4:bf16:tile:dram", {-1.1, 2.2, -3.3, 4.4}).data,
            (std::vector<double>{-1.1015625, 2.203125, -3.296875, 4.40625}));
  EXPECT_EQ(runConstant(device, "2x3:u32:tile:l1", {5}).data, (std::vector<double>(6, 5)));
  const OpInfo& op = getOp("constant");
  struct Figure {
    const char* spec;
    DataType dtype;
    std::uint64_t bytes;
  };
  for (const Figure& f : {Figure{"2x2:u32:tile:l1", DataType::UInt32, 4096},
                          Figure{"32x32:i32:tile:l1", DataType::Int32, 4096},
                          Figure{"2x3x4:f32:tile:l1", DataType::Float32, 4096},
                          Figure{"2x3x4:bf16:tile:l1", DataType::BFloat16, 2048}}) {
    std::vector<TensorDesc> in{parseTensorSpec(f.spec)};
    in[0].dtype = f.dtype;
    const char* spec = f.spec;
    const std::uint64_t bytes = f.bytes;
    const L1Usage q = query(op, in, op.defaults(), wh());
    EXPECT_EQ(q.cb_peak, 0u) << spec;
    EXPECT_EQ(q.peak, 0u) << spec;
    EXPECT_EQ(q.output_l1, bytes) << spec;
    EXPECT_EQ(q.total, bytes) << spec;
  }
}

TEST(Constant, BadValuesAreRejectedNamingTheProblem) {
  const OpInfo& op = getOp("constant");
  auto expectRejected = [&](const std::string& spec, std::vector<double> values,
                            const std::string& needle) {
    OpParams params = op.defaults();
    params.elements = ConstantValues::of(std::move(values));
    const std::vector<TensorDesc> in{parseTensorSpec(spec)};
    try {
      (void)query(op, in, params, wh());
      ADD_FAILURE() << spec << " accepted: " << needle;
    } catch (const Error& e) {
      EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
      EXPECT_NE(std::string(e.what()).find(needle), std::string::npos) << e.what();
    }
  };
  expectRejected("2x3:f32:tile:dram", {1, 2, 3}, "constant: 3 values for a result 2x3 of 6 "
                                                 "elements; give one value (a splat) or one per element");
  expectRejected("2x2:u32:tile:dram", {1, 2, -3, 4},
                 "the result is uint32, which holds whole numbers in [0, 4294967295], but the "
                 "values lie in [-3, 4]");
  expectRejected("2x2:i32:tile:dram", {1, 2.5, 3, 4},
                 "the values are not all whole numbers and lie in [1, 4]");
  expectRejected("2x2:i32:tile:dram", {1, NAN, 3, 4}, "are not all whole numbers");
  expectRejected("64x64:bfloat8_b:tile:dram", {1}, "the result is bfloat8_b, which tt-metal's "
                                                   "from_buffer does not write; use bf16 or f32");
}

// The values are read only where they are written: a query of a million-element
// constant reads none of them.
TEST(Constant, TheQueryReadsNoValue) {
  struct CountingValues final : ConstantValues {
    mutable std::uint64_t reads = 0;
    std::uint64_t count() const override { return 1024 * 1024; }
    void read(std::uint64_t, std::span<double> out) const override {
      reads += out.size();
      std::fill(out.begin(), out.end(), 1.0);
    }
    Range range() const override { return {1, 1, true}; }
  };
  auto values = std::make_shared<CountingValues>();
  const OpInfo& op = getOp("constant");
  OpParams params = op.defaults();
  params.elements = values;
  const std::vector<TensorDesc> in{parseTensorSpec("1024x1024:i32:tile:l1")};
  const L1Usage q = query(op, in, params, wh());
  EXPECT_EQ(q.output_l1, 1024u / 64 * 4096);  // 1024 int32 tiles over 64 banks
  EXPECT_EQ(values->reads, 0u);
}

}  // namespace
}  // namespace strata::ops
