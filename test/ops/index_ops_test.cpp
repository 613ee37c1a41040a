// The index ops (argmax / argmin, embedding, gather) on hand-written tensors
// whose results are worked out by hand (TTNNOps.td's and torch's own examples), their
// documented CB figures, and the errors for bad arguments and out-of-range indices.

#include "strata/ops_device/check.hpp"
#include "strata/ops/index.hpp"
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

TEST(IndexOps, ArgmaxAndArgminGiveTheFirstExtremeAlongAnyDim) {
  runtime::Device device(wh());
  const std::vector<double> x{1, 5, 3, 2, 4, 6};  // TTNNOps.td's example, [2, 3]
  for (const char* dtype : {"bf16", "f32"}) {
    const std::string spec = std::string("2x3:") + dtype + ":tile:dram";
    Result r = run(device, "argmax", {tensorWith(device, spec, x)}, {"dim=0"});
    EXPECT_EQ(r.value.data, (std::vector<double>{1, 0, 1}));
    EXPECT_EQ(r.value.shape, (Shape{3}));
    EXPECT_EQ(r.desc.dtype, DataType::UInt32);
    EXPECT_EQ(r.desc.layout, Layout::RowMajor);
    r = run(device, "argmax", {tensorWith(device, spec, x)}, {"dim=1", "keep_dim=1"});
    EXPECT_EQ(r.value.data, (std::vector<double>{1, 2}));
    EXPECT_EQ(r.value.shape, (Shape{2, 1}));
    r = run(device, "argmax", {tensorWith(device, spec, x)}, {"reduce_all=1"});
    EXPECT_EQ(r.value.data, (std::vector<double>{5}));
    r = run(device, "argmin", {tensorWith(device, spec, x)}, {"dim=-1"});
    EXPECT_EQ(r.value.data, (std::vector<double>{0, 0}));
  }
  // Ties give the first index; a reduction across tile rows (dim 0 of 40 rows).
  Result tie = run(device, "argmax", {tensorWith(device, "1x4:bf16:tile:l1", {3, 7, 7, 1})});
  EXPECT_EQ(tie.value.data, (std::vector<double>{1}));
  std::vector<double> tall(40 * 2, 0.0);
  tall[37 * 2 + 0] = 9;  // column 0 peaks in row 37 (the second tile row)
  tall[2 * 2 + 1] = -9;  // column 1: all 0 but row 2; its argmin is row 2
  Result down = run(device, "argmax", {tensorWith(device, "40x2:f32:tile:dram", tall)}, {"dim=0"});
  EXPECT_EQ(down.value.data, (std::vector<double>{37, 0}));
  down = run(device, "argmin", {tensorWith(device, "40x2:f32:tile:dram", tall)}, {"dim=0"});
  EXPECT_EQ(down.value.data, (std::vector<double>{0, 2}));
}

TEST(IndexOps, EmbeddingPicksWeightRows) {
  runtime::Device device(wh());
  std::vector<double> weight;  // [40, 3], row v = (10v, 10v + 1, 10v + 2)
  for (int v = 0; v < 40; ++v)
    for (int h = 0; h < 3; ++h) weight.push_back(10 * v + h);
  const std::vector<double> indices{5, 0, 39, 7, 7, 1};
  for (const char* index_dtype : {"u32", "f32"}) {
    Result r = run(device, "embedding",
                   {tensorWith(device, std::string("2x3:") + index_dtype + ":tile:dram", indices),
                    tensorWith(device, "40x3:f32:tile:l1", weight)});
    std::vector<double> expected;
    for (double i : indices)
      for (int h = 0; h < 3; ++h) expected.push_back(10 * i + h);
    EXPECT_EQ(r.value.shape, (Shape{2, 3, 3}));
    EXPECT_EQ(r.value.data, expected);
    EXPECT_EQ(r.desc.dtype, DataType::Float32);
  }
  runtime::Tensor bad = tensorWith(device, "1x2:u32:tile:dram", {3, 40});
  runtime::Tensor table = tensorWith(device, "40x3:f32:tile:dram", weight);
  try {
    execute(device, getOp("embedding"), std::vector<runtime::Tensor>{bad, table}, {});
    ADD_FAILURE() << "index 40 into 40 rows was accepted";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("the index at [0,1] is 40, outside [0, 40)"),
              std::string::npos) << e.what();
  }
  EXPECT_EQ(device.l1Map().stack_bytes, 0u);
  bad.deallocate();
  table.deallocate();
}

TEST(IndexOps, GatherPicksAlongDim) {
  runtime::Device device(wh());
  // torch.gather's example: [[1, 2], [3, 4]], dim 1, index [[0, 0], [1, 0]] -> [[1, 1], [4, 3]].
  Result r = run(device, "gather",
                 {tensorWith(device, "2x2:bf16:tile:dram", {1, 2, 3, 4}),
                  tensorWith(device, "2x2:u32:tile:dram", {0, 0, 1, 0})},
                 {"dim=1"});
  EXPECT_EQ(r.value.data, (std::vector<double>{1, 1, 4, 3}));
  // dim 0 with a smaller index: out[i][j] = in[index[i][j]][j].
  r = run(device, "gather",
          {tensorWith(device, "3x2:f32:tile:l1", {10, 11, 20, 21, 30, 31}),
           tensorWith(device, "1x2:f32:tile:l1", {2, 0})},
          {"dim=0"});
  EXPECT_EQ(r.value.data, (std::vector<double>{30, 11}));
  EXPECT_EQ(r.value.shape, (Shape{1, 2}));
}

TEST(IndexOps, ScatterSendsSourceAlongDimWithEachReduction) {
  runtime::Device device(wh());
  // torch.scatter's example: zeros [3, 5], src [[1..5], [6..10]], index [[0, 1, 2, 0]],
  // dim 0 -> [[1, 0, 0, 4, 0], [0, 2, 0, 0, 0], [0, 0, 3, 0, 0]].
  std::vector<double> src;
  for (int v = 1; v <= 10; ++v) src.push_back(v);
  Result r = run(device, "scatter",
                 {tensorWith(device, "3x5:f32:tile:dram", std::vector<double>(15, 0.0)),
                  tensorWith(device, "1x4:u32:tile:dram", {0, 1, 2, 0}),
                  tensorWith(device, "2x5:f32:tile:dram", src)},
                 {"dim=0"});
  EXPECT_EQ(r.value.data, (std::vector<double>{1, 0, 0, 4, 0, 0, 2, 0, 0, 0, 0, 0, 3, 0, 0}));
  // Two senders to element 0: the reductions (ttcore ReduceType codes) combine them with
  // the input; none (7) keeps the last.
  const std::vector<std::pair<const char*, std::vector<double>>> cases = {
      {"scatter_reduce_type=7", {6, 1, 1, 7}}, {"scatter_reduce_type=0", {12, 1, 1, 8}},
      {"scatter_reduce_type=6", {30, 1, 1, 7}}, {"scatter_reduce_type=2", {6, 1, 1, 7}},
      {"scatter_reduce_type=3", {1, 1, 1, 1}}};
  for (const auto& [reduce, expected] : cases) {
    SCOPED_TRACE(reduce);
    r = run(device, "scatter",
            {tensorWith(device, "1x4:bf16:tile:l1", {1, 1, 1, 1}),
             tensorWith(device, "1x3:bf16:tile:l1", {0, 0, 3}),
             tensorWith(device, "1x3:bf16:tile:l1", {5, 6, 7})},
            {"dim=1", reduce});
    EXPECT_EQ(r.value.data, expected);
  }
}

// argmax: tt-metal's single-core factory, one input tile page and one result row page;
// lookups: three double-buffered tile CBs.
TEST(IndexOps, CircularBuffersAreTheDocumentedOnes) {
  const TensorDesc x = parseTensorSpec("64x100:bf16:tile:dram");
  const OpInfo& argmax = getOp("argmax");
  EXPECT_EQ(query(argmax, std::vector{x}, argmax.defaults(), wh()).cb_peak, 2048u + 256u);  // 64 x 4 B
  const TensorDesc y = parseTensorSpec("33x100:f32:tile:l1");
  EXPECT_EQ(query(argmax, std::vector{y}, argmax.defaults(), wh()).cb_peak, 4096u + 144u);  // 132 B aligned
  const OpInfo& embedding = getOp("embedding");
  const std::vector<TensorDesc> in{parseTensorSpec("2x3:u32:tile:dram"), parseTensorSpec("40x64:bf16:tile:dram")};
  EXPECT_EQ(query(embedding, in, embedding.defaults(), wh()).cb_peak, 2 * 4096u + 2 * 2048u + 2 * 2048u);
}

TEST(IndexOps, BadArgumentsAreRejectedNamingTheProblem) {
  auto message = [](const char* name, std::vector<TensorDesc> in, std::vector<std::string> params) {
    const OpInfo& op = getOp(name);
    try {
      const OpParams p = paramsOf(op, params);
      checkArguments(op, in, p, wh());
      query(op, in, p, wh());
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  const TensorDesc x = parseTensorSpec("2x40x64:bf16:tile:dram");
  EXPECT_NE(message("argmax", {x}, {"dim=3"}).find("dim 3 is outside [-3, 3)"), std::string::npos);
  EXPECT_NE(message("argmax", {parseTensorSpec("64x64:bf16:tile:l1-height:2x1")}, {})
                .find("takes interleaved inputs"), std::string::npos);
  EXPECT_NE(message("embedding", {parseTensorSpec("2x3:u32:tile:dram"), x}, {})
                .find("must be a table [V, H]"), std::string::npos);
  EXPECT_NE(message("scatter", {x, x, x}, {"scatter_reduce_type=1"})
                .find("scatter_reduce_type = 1 is not one of scatter_reduce_type's choices (sum, max, "
                      "min, prod or invalid)"),
            std::string::npos);
  EXPECT_NE(message("scatter", {x, parseTensorSpec("2x40x65:u32:tile:dram"), x}, {})
                .find("at most the source in every dim"), std::string::npos);
  EXPECT_NE(message("gather", {x, parseTensorSpec("2x41x64:u32:tile:dram")}, {"dim=2"})
                .find("at most its extent in every dim but dim 2"), std::string::npos);
  // uint32 holds indices only: an eltwise op and gather's data input refuse it.
  EXPECT_NE(message("relu", {parseTensorSpec("32x32:u32:tile:dram")}, {}).find("input 0 is uint32"),
            std::string::npos);
  EXPECT_NE(message("gather", {parseTensorSpec("32x32:u32:tile:dram"), x}, {}).find("input 0 is uint32"),
            std::string::npos);
}

}  // namespace
}  // namespace strata::ops
