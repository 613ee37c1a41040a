// The element functions of the TTNN vocabulary against values computed
// independently (tables, tt-mlir's documented examples, torch semantics), run on the
// device: the property test compares each op with a host reference that shares its
// element function, so a wrong formula would pass there and is caught here. Special
// values (inf, NaN, halves for round, mixed signs for remainder/fmod) are chosen
// where the semantics differ between plausible definitions.

#include "strata/ops_device/check.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <numbers>
#include <string>
#include <utility>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
constexpr double kPi = std::numbers::pi;

struct ValueCase {
  std::string op;
  std::vector<std::vector<double>> inputs;  // one vector per operand, same length
  std::vector<double> expected;
  std::vector<std::pair<std::string, double>> params{};
};

// Runs `c` on 1x1x1xN tensors of `dtype` in DRAM and returns the output values; checks
// on the way that the query equals the measured high water and the stack is released.
std::vector<double> runOnDevice(const ValueCase& c, const char* dtype) {
  const ArchDesc& arch = device::builtinArch("wormhole_b0");
  runtime::Device device(arch);
  const OpInfo& op = getOp(c.op);
  OpParams params = op.defaults();
  for (const auto& [name, value] : c.params) {
    const int i = op.paramIndex(name);
    EXPECT_GE(i, 0) << c.op << " has no parameter " << name;
    if (i >= 0) params.set(name, value);
  }
  std::vector<runtime::Tensor> inputs;
  for (const std::vector<double>& values : c.inputs) {
    const TensorDesc desc =
        parseTensorSpec("1x1x1x" + std::to_string(values.size()) + ":" + dtype + ":tile:dram");
    runtime::HostTensor host;
    host.shape = {1, 1, 1, static_cast<std::uint32_t>(values.size())};
    host.dtype = desc.dtype;
    host.values = values;
    inputs.push_back(runtime::Tensor::fromHost(device, host, desc.layout,
                                               desc.fullMemoryConfig(arch), nullptr, "in"));
  }
  ExecResult r = execute(device, op, inputs, params);
  EXPECT_EQ(r.predicted, r.measured) << c.op;
  EXPECT_EQ(device.l1Map().stack_bytes, 0u) << c.op;
  return readBack(r.output).data;
}

void expectValues(const ValueCase& c, const std::vector<double>& got, double rtol) {
  ASSERT_EQ(got.size(), c.expected.size()) << c.op;
  for (std::size_t i = 0; i < got.size(); ++i) {
    const double e = c.expected[i], g = got[i];
    SCOPED_TRACE(c.op + " element " + std::to_string(i));
    if (std::isnan(e)) {
      EXPECT_TRUE(std::isnan(g)) << "got " << g;
    } else if (std::isinf(e)) {
      EXPECT_EQ(g, e);
    } else {
      EXPECT_NEAR(g, e, rtol * std::max(1.0, std::fabs(e))) << "expected " << e;
    }
  }
}

// f32 results: the device rounds a double once to f32 (2^-24 relative).
const std::vector<ValueCase>& cases() {
  static const std::vector<ValueCase> c = {
      {"tan", {{0.5, -1, 0}}, {0.5463024898437905, -1.5574077246549023, 0}},
      {"atan", {{1, -0.5, 0}}, {0.7853981633974483, -0.4636476090008061, 0}},
      {"asin", {{0.5, -1, 0}}, {0.5235987755982989, -kPi / 2, 0}},
      {"acos", {{0.5, -1, 1}}, {1.0471975511965979, kPi, 0}},
      {"asinh", {{1, -2, 0}}, {0.881373587019543, -1.4436354751788103, 0}},
      {"acosh", {{2, 1, 0.5}}, {1.3169578969248166, 0, kNan}},
      {"atanh", {{0.5, -0.25, 1}}, {0.5493061443340548, -0.25541281188299536, kInf}},
      {"erf", {{0.5, -1, 0}}, {0.5204998778130465, -0.8427007929497149, 0}},
      {"erfc", {{0.5, 2, -kInf}}, {0.4795001221869535, 0.004677734981047265, 2}},
      {"erfinv", {{0.5, -0.25, 0.875, 1, -1, 2}},
       {0.4769362762044699, -0.2253120550121781, 1.084787040069283, kInf, -kInf, kNan}},
      {"isfinite", {{1, kInf, -kInf, kNan, 0}}, {1, 0, 0, 0, 1}},
      {"isinf", {{1, kInf, -kInf, kNan, 0}}, {0, 1, 1, 0, 0}},
      {"isnan", {{1, kInf, -kInf, kNan, 0}}, {0, 0, 0, 1, 0}},
      {"leaky_relu", {{-2, 3, 0}}, {-0.25, 3, 0}, {{"parameter", 0.125}}},
      {"leaky_relu", {{-2, 3}}, {-0.02, 3}},  // ttnn's default slope 0.01
      {"relu6", {{-1, 3, 7, 6}}, {0, 3, 6, 6}},
      {"elu", {{-1, 2, 0}}, {-0.6321205588285577, 2, 0}},
      {"elu", {{-1, 2}}, {-0.31606027941427883, 2}, {{"alpha", 0.5}}},
      {"mish", {{1, -1, 3, 0}}, {0.8650983882673103, -0.30340146137410895, 2.9865350049679575, 0}},
      {"hardtanh", {{-3, 0.5, 3}}, {-2, 0.5, 2}, {{"min_val", -2}, {"max_val", 2}}},
      {"hardtanh", {{-3, 0.5, 3}}, {-1, 0.5, 1}},
      {"logical_not", {{0, 2, -1, 0.5}}, {1, 0, 0, 0}},
      // torch.round: halves to even.
      {"round", {{2.5, -2.5, 1.5, 0.5, -0.75, 3.25}}, {2, -2, 2, 0, -1, 3}},
      {"round", {{1.25, -1.75, 3.125}}, {1.2, -1.8, 3.1}, {{"decimals", 1}}},
      {"trunc", {{-2.5, 2.75, -0.5}}, {-2, 2, 0}},
      {"exp2", {{3, -1, 0.5}}, {8, 0.5, std::numbers::sqrt2}},
      {"log2", {{8, 0.5, 0}}, {3, -1, -kInf}},
      {"log10", {{100, 1000, 0.5}}, {2, 3, -0.3010299956639812}},
      {"clamp_scalar", {{-3, 0.5, 3}}, {-2, 0.5, 1}, {{"min", -2}, {"max", 1}}},
      {"hardsigmoid", {{-4, 0, 1.5, 3, -1.5}}, {0, 0.5, 0.75, 1, 0.25}},
      {"pow_scalar", {{2, 3, 0.5}}, {8, 27, 0.125}, {{"rhs", 3}}},
      // tt-mlir's atan2 example: [0, 1, -1] over [1, 0, 0] -> [0, pi/2, -pi/2].
      {"atan2", {{0, 1, -1, -1, 1}, {1, 0, 0, -1, -2}},
       {0, kPi / 2, -kPi / 2, -2.356194490192345, 2.677945044588987}},
      // remainder takes the divisor's sign (torch.remainder / ttnn), fmod the dividend's.
      {"remainder", {{17, -17, 17, -17, 5.5, 6}, {3, 3, -3, -3, 2, 3}}, {2, 1, -1, -2, 1.5, 0}},
      {"fmod", {{17, -17, 17, -17, 5.5, 6}, {3, 3, -3, -3, 2, 3}}, {2, -2, 2, -2, 1.5, 0}},
      {"logical_xor", {{0, 0, 1, 2, -1}, {0, 3, 0, -1, 0}}, {0, 1, 1, 0, 1}},
      // tt-mlir's pow_tensor example (10000^10 overflows f32 to inf; -36^1.1 is NaN).
      {"pow", {{-2, -0.0, -36, 5, 3, 10000}, {2, 2, 1.1, 2, -1, 10}},
       {4, 0, kNan, 25, 1.0 / 3, kInf}},
      {"pow_tensor", {{2, 4, 9}, {3, 0.5, -0.5}}, {8, 2, 1.0 / 3}},
      {"lerp", {{1, -2, 0}, {3, 2, 4}, {0.5, 0.25, 1}}, {2, -1, 4}},
      {"addcmul", {{1, -2, 0}, {3, 2, 4}, {0.5, 0.25, -1}}, {1.75, -1.75, -2}, {{"value", 0.5}}},
      {"addcdiv", {{1, -2, 0}, {3, 2, 4}, {0.5, 0.25, -1}}, {4, 2, -2}, {{"value", 0.5}}},
      // min(max(x, lo), hi): with lo > hi the result is hi (torch.clamp).
      {"clamp_tensor", {{0, 5, 7, 3}, {2, 2, 0, 4}, {5, 9, 6, 1}}, {2, 5, 6, 1}},
  };
  return c;
}

class EltwiseValues : public ::testing::TestWithParam<std::size_t> {};

TEST_P(EltwiseValues, DeviceMatchesIndependentValuesF32) {
  const ValueCase& c = cases()[GetParam()];
  expectValues(c, runOnDevice(c, "f32"), 2e-7);
}

INSTANTIATE_TEST_SUITE_P(Ttnn, EltwiseValues, ::testing::Range<std::size_t>(0, cases().size()),
                         [](const auto& info) {
                           return cases()[info.param].op + "_" + std::to_string(info.param);
                         });

// bf16 keeps infinities and NaN through the tile codec, so the predicates hold there too.
TEST(EltwiseValues, PredicatesOnSpecialValuesBf16) {
  for (const char* op : {"isfinite", "isinf", "isnan"}) {
    for (const ValueCase& c : cases())
      if (c.op == op) expectValues(c, runOnDevice(c, "bf16"), 0);
  }
}

// Every TTNN op this issue added is in the catalog under its tt-mlir / ttnn name with
// tt-mlir's attribute names as parameters (the compiler maps by name).
TEST(EltwiseValues, CatalogNamesAndParameterNames) {
  for (const char* name :
       {"tan", "atan", "asin", "acos", "asinh", "acosh", "atanh", "erf", "erfc", "erfinv",
        "isfinite", "isinf", "isnan", "leaky_relu", "relu6", "elu", "mish", "hardtanh",
        "logical_not", "round", "trunc", "exp2", "log2", "log10", "clamp_scalar", "atan2",
        "remainder", "fmod", "logical_xor", "pow_tensor", "lerp", "addcmul", "addcdiv",
        "clamp_tensor"})
    EXPECT_NE(findOp(name), nullptr) << name;
  EXPECT_EQ(getOp("leaky_relu").paramIndex("parameter"), 0);
  EXPECT_EQ(getOp("hardtanh").paramIndex("min_val"), 0);
  EXPECT_EQ(getOp("hardtanh").paramIndex("max_val"), 1);
  EXPECT_EQ(getOp("elu").paramIndex("alpha"), 0);
  EXPECT_EQ(getOp("clamp_scalar").paramIndex("min"), 0);
  EXPECT_EQ(getOp("clamp_scalar").paramIndex("max"), 1);
  EXPECT_EQ(getOp("addcmul").paramIndex("value"), 0);
  EXPECT_EQ(getOp("pow_scalar").paramIndex("rhs"), 0);  // tt-mlir's attribute name
}

}  // namespace
}  // namespace strata::ops
