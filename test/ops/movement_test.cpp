// The data-movement ops with real parameters: the query equals the measured
// high-water marks, results equal the host reference exactly (they are copies), the CB
// figures are the documented ones, and bad parameters are rejected naming the parameter.

#include "strata/ops_device/check.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>
#include <gtest/gtest.h>

#include <ostream>
#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

const ArchDesc& wh() { return device::builtinArch("wormhole_b0"); }

struct MovementCase {
  std::string op;
  std::vector<std::string> shapes;  // one per input
  std::vector<std::string> params;  // name=value
};

// Readable test names on failure: "permute 1x3x100x257 permutation=0,2,1,3".
void PrintTo(const MovementCase& c, std::ostream* os) {
  *os << c.op;
  for (const std::string& s : c.shapes) *os << ' ' << s;
  for (const std::string& p : c.params) *os << ' ' << p;
}

OpParams paramsOf(const OpInfo& op, const std::vector<std::string>& texts) {
  OpParams p = op.defaults();
  for (const std::string& t : texts) parseParam(op, t, p);
  return p;
}

// Padded shapes (33 rows, 100 rows, 257 / 97 columns) make tiles straddle logical edges.
const std::vector<MovementCase> kCases = {
    {"reshape", {"1x3x100x257"}, {"shape=300,257"}},
    {"reshape", {"2x1x33x128"}, {"shape=2,33,4,32"}},
    {"reshape", {"2x1x33x128"}, {"shape=-1,66"}},
    {"permute", {"1x3x100x257"}, {"permutation=0,2,1,3"}},
    {"permute", {"2x1x33x128"}, {"permutation=3,1,0,2"}},
    {"permute", {"2x3x40x64"}, {"permutation=1,0,3,2"}},
    {"transpose", {"1x3x100x257"}, {}},
    {"transpose", {"2x3x40x64"}, {"dim0=0", "dim1=2"}},
    {"transpose", {"2x3x40x64"}, {"dim0=1", "dim1=-4"}},
    {"concat", {"1x3x100x257", "1x3x100x31"}, {"dim=-1"}},
    {"concat", {"2x1x33x128", "2x1x7x128"}, {"dim=2"}},
    {"concat", {"2x1x33x128", "1x1x33x128"}, {"dim=0"}},
    {"concat", {"1x3x100x57", "1x3x100x31", "1x3x100x64"}, {"dim=-1"}},
    {"slice", {"1x3x100x257"}, {"begins=0,1,3,5", "ends=1,3,99,250", "step=1,1,2,3"}},
    {"slice", {"2x1x33x128"}, {"begins=1,0,-32,64", "ends=2,1,33,128", "step=1,1,1,1"}},
    {"pad", {"1x3x100x257"}, {"padding=0,0,1,0,3,5,0,31", "value=2.5"}},
    {"pad", {"2x1x33x40"}, {"padding=1,1,0,2,0,0,7,0"}},
    {"repeat", {"1x3x100x257"}, {"repeat_dims=2,1,1,1"}},
    {"repeat", {"2x1x33x40"}, {"repeat_dims=1,2,3,2"}},
    {"repeat_interleave", {"1x3x100x57"}, {"repeats=3", "dim=-1"}},
    {"repeat_interleave", {"2x1x33x128"}, {"repeats=2", "dim=0"}},
};

class Movement : public ::testing::TestWithParam<MovementCase> {};

TEST_P(Movement, QueryEqualsMeasuredAndResultIsExact) {
  const MovementCase& c = GetParam();
  const OpInfo& op = getOp(c.op);
  const OpParams params = paramsOf(op, c.params);
  runtime::Device device(wh());
  int runs = 0;
  for (const char* mem : {"dram", "l1"})
    for (const char* dtype : {"bf16", "f32"}) {
      std::vector<TensorDesc> inputs;
      for (const std::string& s : c.shapes)
        inputs.push_back(parseTensorSpec(s + ":" + dtype + ":tile:" + mem));
      SCOPED_TRACE(inputs[0].toString());
      checkArguments(op, inputs, params, wh());
      const L1Usage q = query(op, inputs, params, wh());
      const RunReport r = runWithRandomInputs(device, op, inputs, params, nullptr, 77 + runs++);
      EXPECT_EQ(q, r.predicted);
      EXPECT_EQ(r.predicted, r.measured);
      EXPECT_TRUE(r.numerics.within_tolerance);
      EXPECT_EQ(r.numerics.max_abs_error, 0.0);
      EXPECT_GT(r.numerics.elements, 0u);
      EXPECT_EQ(device.l1Map().stack_bytes, 0u);
    }
}

INSTANTIATE_TEST_SUITE_P(Ops, Movement, ::testing::ValuesIn(kCases), [](const auto& info) {
  return info.param.op + "_" + std::to_string(info.index);
});

// cumsum / cumprod along every dim of a padded shape: query == measured, and the values
// within a reduction's tolerance (the device accumulates in double and rounds once).
TEST(Scan, CumsumAndCumprodAlongEveryDimMatchTheReference) {
  runtime::Device device(wh());
  int runs = 0;
  for (const char* name : {"cumsum", "cumprod"})
    for (const char* dim : {"-1", "-2", "1", "0"})
      for (const char* spec : {"2x3x40x70:bf16:tile:l1", "1x2x33x97:f32:tile:dram"}) {
        SCOPED_TRACE(fmt::format("{} dim={} {}", name, dim, spec));
        const OpInfo& op = getOp(name);
        const OpParams params = paramsOf(op, {std::string("dim=") + dim});
        const std::vector<TensorDesc> inputs{parseTensorSpec(spec)};
        const RunReport r = runWithRandomInputs(device, op, inputs, params, nullptr, 500 + runs++);
        EXPECT_EQ(query(op, inputs, params, wh()), r.measured);
        EXPECT_EQ(r.predicted, r.measured);
        EXPECT_TRUE(r.numerics.within_tolerance) << r.numerics.max_abs_error;
        EXPECT_EQ(r.numerics.elements, inputs[0].shape.volume());
      }
}

L1Usage queryOf(const std::string& op_name, const std::vector<std::string>& specs,
                const std::vector<std::string>& params) {
  const OpInfo& op = getOp(op_name);
  std::vector<TensorDesc> inputs;
  for (const std::string& s : specs) inputs.push_back(parseTensorSpec(s));
  return query(op, inputs, paramsOf(op, params), wh());
}

TEST(MovementL1, ReaderWriterOpsUseOneDoubleBufferedTileCb) {
  // bf16 tiles are 2048 bytes: two of them, no stack, outputs in DRAM.
  for (const auto& [op, params] : std::vector<std::pair<std::string, std::vector<std::string>>>{
           {"permute", {"permutation=1,0,2,3"}},
           {"transpose", {"dim0=0", "dim1=1"}},
           {"slice", {"begins=0,0,0,0", "ends=2,1,32,64", "step=1,1,1,2"}},
           {"repeat", {"repeat_dims=1,1,2,1"}},
           {"repeat_interleave", {}}}) {
    SCOPED_TRACE(op);
    const L1Usage u = queryOf(op, {"2x1x32x128:bf16:tile:dram"}, params);
    EXPECT_EQ(u.cb_peak, 4096u);
    EXPECT_EQ(u.stack_peak, 0u);
    EXPECT_EQ(u.output_l1, 0u);
    EXPECT_EQ(u.total, 4096u);
  }
  EXPECT_EQ(queryOf("concat", {"2x1x32x128:f32:tile:dram", "2x1x32x64:f32:tile:dram"}, {}).cb_peak,
            8192u);  // f32 tiles are 4096 bytes
  // pad adds CB 1, one tile of the pad value (as tt-metal's pad_tile program): 3 tiles.
  const L1Usage pad = queryOf("pad", {"2x1x32x128:bf16:tile:dram"}, {"padding=0,0,0,0,0,0,0,32"});
  EXPECT_EQ(pad.cb_peak, 6144u);
  EXPECT_EQ(pad.total, 6144u);
}

// reshape adds CB 2: one page of tt-metal's segment map, 16 B per run of elements
// contiguous in one input tile and in the output tile (16x16 faces), for the output tile
// with the longest list, whose length tt-metal pads by itself modulo the 16 B alignment.
TEST(MovementL1, ReshapeAddsOnePageOfTheSegmentMap) {
  // Every output tile copies one input tile: a run per face row (64) less one, as row 15
  // of face 1 and row 0 of face 2 are adjacent in both; 63 + 63 % 16 = 78 runs.
  const L1Usage same = queryOf("reshape", {"2x1x32x128:bf16:tile:dram"}, {"shape=64,128"});
  EXPECT_EQ(same.cb_peak, 4096u + 78u * 16u);
  EXPECT_EQ(same.total, same.cb_peak);
  // A row becomes a column: 32 single-element runs from one input tile, 32 % 16 = 0.
  EXPECT_EQ(queryOf("reshape", {"1x1x1x32:bf16:tile:dram"}, {"shape=32,1"}).cb_peak,
            4096u + 32u * 16u);
  // tt-mlir's case: each 256-wide output row is a quarter of an input row, so an output
  // tile reads 4 input tiles, 8 rows x 2 face halves each: 4 x 16 runs, 1,024 B.
  EXPECT_EQ(queryOf("reshape", {"64x1024:bf16:tile:dram"}, {"shape=256,256"}).cb_peak,
            4096u + 1024u);
}

TEST(MovementL1, MovingTheLastDimAddsTheTransposeOutputCb) {
  const L1Usage t = queryOf("transpose", {"1x1x64x128:bf16:tile:dram"}, {});
  EXPECT_EQ(t.cb_peak, 8192u);  // CB 0 and CB 16, two bf16 tiles each
  const L1Usage p = queryOf("permute", {"1x2x64x128:bf16:tile:dram"}, {"permutation=0,3,2,1"});
  EXPECT_EQ(p.cb_peak, 8192u);
  // An L1 output adds its per-core share: 128x64 bf16 = 8 tiles over 8 cores, one each.
  const L1Usage l1 = queryOf("transpose", {"1x1x64x128:bf16:tile:l1"}, {});
  EXPECT_EQ(l1.output_l1, 2048u);
  EXPECT_EQ(l1.total, 8192u + 2048u);
}

// The error names the parameter (message and `param` field) and the op.
void expectParamError(const std::string& op_name, const std::vector<std::string>& specs,
                      const std::vector<std::string>& params, const std::string& param,
                      const std::string& fragment) {
  SCOPED_TRACE(op_name + " " + param);
  try {
    queryOf(op_name, specs, params);
    FAIL() << "accepted";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::InvalidArgument);
    EXPECT_EQ(e.text("param").value_or(""), param);
    EXPECT_NE(std::string(e.what()).find(op_name + ": " + param), std::string::npos) << e.what();
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos) << e.what();
  }
}

TEST(MovementErrors, BadParametersNameTheParameter) {
  const std::vector<std::string> x{"2x1x32x128:bf16:tile:dram"};
  expectParamError("reshape", x, {"shape=3,100"}, "shape", "holds 300 elements but the input 2x1x32x128 holds 8192");
  expectParamError("reshape", x, {"shape=-1,100"}, "shape", "cannot hold the 8192 elements");
  expectParamError("reshape", x, {"shape=0,8192"}, "shape", "entry 0 is 0");
  expectParamError("permute", x, {"permutation=0,0,1,2"}, "permutation", "names dim 0 twice");
  expectParamError("permute", x, {"permutation=0,1,2"}, "permutation", "has 3 entries but the input has rank 4");
  expectParamError("permute", x, {"permutation=0,1,2,4"}, "permutation", "dim 4 is outside [-4, 4)");
  expectParamError("transpose", x, {"dim0=5"}, "dim0", "dim 5 is outside");
  expectParamError("transpose", x, {"dim1=-5"}, "dim1", "dim -5 is outside");
  expectParamError("concat", {"2x1x32x128:bf16:tile:dram", "2x1x32x64:bf16:tile:dram"}, {"dim=2"},
                   "dim", "every dim except dim 2");
  expectParamError("concat", {"2x1x32x128:bf16:tile:dram", "2x1x32x64:bf16:tile:dram"}, {"dim=4"},
                   "dim", "dim 4 is outside");
  expectParamError("slice", x, {"begins=0,0,0,0", "ends=2,1,32,128", "step=1,1,0,1"}, "step", "dim 2 has step 0");
  expectParamError("slice", x, {"begins=0,0,32,0", "ends=2,1,32,128", "step=1,1,1,1"}, "begins", "dim 2 begins at 32");
  expectParamError("slice", x, {"begins=0,0,4,0", "ends=2,1,4,128", "step=1,1,1,1"}, "ends", "dim 2 ends at 4");
  expectParamError("slice", x, {"begins=0,0", "ends=2,1,4,128", "step=1,1,1,1"}, "begins", "has 2 entries");
  expectParamError("repeat", x, {"repeat_dims=1,1,0,1"}, "repeat_dims", "dim 2 repeats 0 times");
  expectParamError("repeat", x, {"repeat_dims=1,1"}, "repeat_dims", "has 2 entries");
  expectParamError("cumsum", x, {"dim=4"}, "dim", "dim 4 is outside");
  expectParamError("pad", x, {"padding=0,0,1,1"}, "padding", "has 4 entries; a rank-4 input takes 8");
  expectParamError("pad", x, {"padding=0,0,0,0,-1,0,0,0"}, "padding", "dim 2 pads -1 low and 0 high");
  expectParamError("repeat_interleave", x, {"repeats=0"}, "repeats", "0 must be a positive count");
  expectParamError("repeat_interleave", x, {"dim=4"}, "dim", "dim 4 is outside");
}

TEST(MovementErrors, ConcatTakesTwoOrThreeInputs) {
  const std::vector<std::string> four(4, "2x1x32x128:bf16:tile:dram");
  for (const auto& specs : {std::vector<std::string>{"2x1x32x128:bf16:tile:dram"}, four}) {
    std::vector<TensorDesc> inputs;
    for (const std::string& s : specs) inputs.push_back(parseTensorSpec(s));
    try {
      checkArguments(getOp("concat"), inputs, getOp("concat").defaults(), wh());
      FAIL() << "accepted " << inputs.size();
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("takes 2 to 3 inputs, got " + std::to_string(inputs.size())),
                std::string::npos) << e.what();
    }
  }
}

TEST(MovementErrors, ListParametersParseAsIntegerLists) {
  const OpInfo& op = getOp("slice");
  OpParams p = op.defaults();
  parseParam(op, "begins=[0, 1,-2]", p);
  ASSERT_EQ(p.list("begins").size, 3);
  EXPECT_EQ(p.list("begins").values[2], -2);
  for (const char* bad : {"begins=", "begins=1,,2", "begins=1.5", "begins=1,2,3,4,5,6,7,8,9,10,11,12,13", "begins=a"}) {
    SCOPED_TRACE(bad);
    try {
      parseParam(op, bad, p);
      FAIL() << "accepted";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("begins takes a comma-separated list"), std::string::npos) << e.what();
    }
  }
}

TEST(MovementErrors, ShardedTensorsAreRejectedClearly) {
  try {
    queryOf("transpose", {"1x1x64x128:bf16:tile:l1-height:2x1"}, {});
    FAIL() << "accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("interleaved"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace strata::ops
