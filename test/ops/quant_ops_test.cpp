// The quantization ops on hand-written tensors with results worked out by
// hand: rounding half to even, saturation, per-tensor and per-axis scales (along the last
// dim, the second-last and a leading dim, which is expanded on the stack), requantize's
// two steps, the CB figure, and the errors for bad operands.

#include "strata/ops_device/check.hpp"
#include "strata/ops/quant.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include "hand_tensors.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using namespace hand;

using Result = CheckedRun;

Result run(runtime::Device& device, const char* name, std::vector<runtime::Tensor> inputs,
           const std::vector<std::string>& params = {}) {
  return runChecked(device, name, std::move(inputs), params);
}

TEST(QuantOps, QuantizeRoundsHalfToEvenAddsTheZeroPointAndSaturates) {
  runtime::Device device(wh());
  for (const char* dtype : {"f32", "bf16"}) {
    const std::string x = std::string("1x6:") + dtype + ":tile:dram";
    const std::string one = std::string("1:") + dtype + ":tile:dram";
    // x / 0.5 = 2, 2.5, -4, 1.5, 200, 3e9 -> 2, 2, -4, 2, 200, saturated; + 10.
    Result r = run(device, "quantize",
                   {tensorWith(device, x, {1.0, 1.25, -2.0, 0.75, 100.0, 1.5e9}),
                    tensorWith(device, one, {0.5}), tensorWith(device, "1:i32:tile:dram", {10})});
    EXPECT_EQ(r.value.data, (std::vector<double>{12, 12, 6, 12, 210, 2147483647.0}));
    EXPECT_EQ(r.value.dtype, DataType::Int32);
  }
}

TEST(QuantOps, DequantizeAndRequantizeInvertTheMapping) {
  runtime::Device device(wh());
  Result r = run(device, "dequantize",
                 {tensorWith(device, "1x3:i32:tile:l1", {12, 6, 210}),
                  tensorWith(device, "1:f32:tile:dram", {0.5}), tensorWith(device, "1:i32:tile:dram", {10})});
  EXPECT_EQ(r.value.data, (std::vector<double>{1, -2, 100}));
  EXPECT_EQ(r.value.dtype, DataType::Float32);
  // (12 - 10) * 0.5 = 1 -> 1 / 0.25 - 3 = 1; (6 - 10) * 0.5 = -2 -> -8 - 3 = -11.
  r = run(device, "requantize",
          {tensorWith(device, "1x2:i32:tile:dram", {12, 6}), tensorWith(device, "1:f32:tile:dram", {0.5}),
           tensorWith(device, "1:i32:tile:dram", {10}), tensorWith(device, "1:f32:tile:dram", {0.25}),
           tensorWith(device, "1:i32:tile:dram", {-3})});
  EXPECT_EQ(r.value.data, (std::vector<double>{1, -11}));
  // The float32 intermediate sits on the stack: one tile per bank.
  EXPECT_EQ(r.usage.stack_peak, 4096u);
}

TEST(QuantOps, PerAxisScalesAlongAnyDim) {
  runtime::Device device(wh());
  // x = 4 everywhere in [1, 3, 2, 2]; scales [0.5, 1, 2], zero points [0, 1, -1].
  const std::vector<double> fours(12, 4.0);
  std::vector<double> expected;
  for (double q : {8.0, 5.0, 1.0})
    for (int i = 0; i < 4; ++i) expected.push_back(q);
  Result r = run(device, "quantize",
                 {tensorWith(device, "1x3x2x2:f32:tile:dram", fours),
                  tensorWith(device, "3:f32:tile:dram", {0.5, 1, 2}),
                  tensorWith(device, "3:i32:tile:dram", {0, 1, -1})},
                 {"axis=1"});
  EXPECT_EQ(r.value.data, expected);
  // Axis 1 of four: each operand becomes rows [1, 3, 1, 2] on the stack (the reshaped
  // [1, 3, 1, 1] beside it): f32 and int32 tiles of 4096 B, one per bank each.
  EXPECT_EQ(r.usage.stack_peak, 4u * 4096u);
  // Along the second-last dim (a column) and the last (a row): [3, 2] and [2, 3].
  r = run(device, "quantize",
          {tensorWith(device, "3x2:f32:tile:dram", std::vector<double>(6, 4.0)),
           tensorWith(device, "3:f32:tile:dram", {0.5, 1, 2}), tensorWith(device, "1:i32:tile:dram", {0})},
          {"axis=-2"});
  EXPECT_EQ(r.value.data, (std::vector<double>{8, 8, 4, 4, 2, 2}));
  r = run(device, "dequantize",
          {tensorWith(device, "2x3:i32:tile:dram", {1, 2, 3, 4, 5, 6}),
           tensorWith(device, "3:bf16:tile:dram", {0.5, 1, 2}), tensorWith(device, "3:i32:tile:dram", {1, 0, -1})});
  EXPECT_EQ(r.value.data, (std::vector<double>{0, 2, 8, 1.5, 5, 14}));
  EXPECT_EQ(r.value.dtype, DataType::BFloat16);
  EXPECT_EQ(r.usage.stack_peak, 0u);  // a row broadcasts as it is
}

TEST(QuantOps, QueryHoldsTheTernaryCbSet) {
  // Input (bf16) 2 x 2048, scale (bf16) 2 x 2048, zero point (int32) 2 x 4096, output
  // (int32) 2 x 4096.
  const OpInfo& op = getOp("quantize");
  const L1Usage q = query(op,
                          std::vector<TensorDesc>{parseTensorSpec("64x128:bf16:tile:l1"),
                                                  parseTensorSpec("1:bf16:tile:l1"),
                                                  parseTensorSpec("1:i32:tile:l1")},
                          op.defaults(), wh());
  EXPECT_EQ(q.cb_peak, 2u * 2048u + 2u * 2048u + 2u * 4096u + 2u * 4096u);
  EXPECT_EQ(q.output_l1, 4096u);
}

TEST(QuantOps, BadOperandsAreRejected) {
  expectRejected("quantize", {"2x3:i32", "1:f32", "1:i32"}, {}, "the input is int32; it must be bf16 or f32");
  expectRejected("quantize", {"2x3:f32", "1:f32", "1:f32"}, {}, "the zero point is float32; it must be int32");
  expectRejected("quantize", {"2x3:f32", "5:f32", "1:i32"}, {}, "the scale has shape 5;");
  expectRejected("dequantize", {"2x3:f32", "1:f32", "1:i32"}, {}, "the input is float32; it must be int32");
  expectRejected("dequantize", {"2x3:i32", "1:i32", "1:i32"}, {}, "the scale is int32");
  expectRejected("requantize", {"2x3:i32", "1:f32", "1:i32", "1:f32", "1:i32"}, {"axis=2"},
                 "axis 2 is outside [-2, 2)");
  runtime::Device device(wh());
  try {
    run(device, "quantize",
        {tensorWith(device, "1x2:f32:tile:dram", {1, 2}), tensorWith(device, "1:f32:tile:dram", {0}),
         tensorWith(device, "1:i32:tile:dram", {0})});
    ADD_FAILURE() << "a zero scale was accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("quantize: a scale is 0; quantization scales must be finite and nonzero"),
              std::string::npos)
        << e.what();
  }
}

}  // namespace
}  // namespace strata::ops
