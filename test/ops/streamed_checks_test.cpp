// The checks that never hold a whole tensor as float64: a reshape's output streamed
// against its input's elements at the same flat positions, and a row lookup (embedding)
// given only the table rows its indices name. Each passes a right result, catches a wrong
// one, and leaves what it cannot decide to the full reference.

#include "strata/ops_device/check.hpp"
#include "strata/ops/query.hpp"
#include "strata/ops/spec.hpp"
#include "strata/support/error.hpp"

#include "hand_tensors.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using namespace hand;

// 1x2048x64 read as 4096x32: the output is checked in two chunks of 2048 rows (each
// 2^16 elements), and each chunk reads the 1024 input rows that hold its elements.
TEST(StreamedChecks, ReshapeIsCheckedChunkByChunkAndCatchesWrongElements) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("reshape");
  ASSERT_NE(op.reshaped, nullptr);
  runtime::Tensor x = randomTensor(device, parseTensorSpec("1x2048x64:bf16:tile:dram"), op, 7);
  const OpParams params = paramsOf(op, {"shape=4096,32"});
  ExecResult r = execute(device, op, std::span(&x, 1), params);
  ASSERT_EQ(r.output.shape(), (runtime::Shape{4096, 32}));
  const NumericCheck right = compareWithReference(op, std::span(&x, 1), params, r.output);
  EXPECT_TRUE(right.within_tolerance);
  EXPECT_EQ(right.elements, 4096u * 32);
  EXPECT_EQ(right.max_abs_error, 0.0);
  // Another input of the same shape: the output does not hold its elements.
  runtime::Tensor other = randomTensor(device, parseTensorSpec("1x2048x64:bf16:tile:dram"), op, 8);
  EXPECT_FALSE(compareWithReference(op, std::span(&other, 1), params, r.output).within_tolerance);
  // A shape the output does not have is the check's caller's bug.
  const OpParams wrong_shape = paramsOf(op, {"shape=2048,64"});
  try {
    (void)compareWithReference(op, std::span(&x, 1), wrong_shape, r.output);
    ADD_FAILURE() << "a reshape to another shape was taken";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::Internal);
  }
}

// A 64-entry table of width 96; 32 lookups name 3 distinct rows, repeated.
TEST(StreamedChecks, EmbeddingReadsOnlyTheNamedRowsAndCatchesAWrongRow) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("embedding");
  ASSERT_EQ(op.row_table_input, 1);
  std::vector<double> ids;
  for (int i = 0; i < 32; ++i) ids.push_back(i % 3 == 0 ? 63 : i % 3 == 1 ? 5 : 17);
  std::vector<runtime::Tensor> in{
      tensorWith(device, "1x32:u32:tile:dram", ids),
      randomTensor(device, parseTensorSpec("64x96:bf16:tile:dram"), op, 3)};
  ExecResult r = execute(device, op, in, op.defaults());
  const NumericCheck right = compareWithReference(op, in, op.defaults(), r.output);
  EXPECT_TRUE(right.within_tolerance);
  EXPECT_EQ(right.elements, 32u * 96);
  EXPECT_EQ(right.max_abs_error, 0.0);
  // The same lookups into another table: the output holds none of its rows.
  std::vector<runtime::Tensor> other{in[0], randomTensor(device, parseTensorSpec("64x96:bf16:tile:dram"), op, 4)};
  EXPECT_FALSE(compareWithReference(op, other, op.defaults(), r.output).within_tolerance);
  // Indices one row apart: every lookup now names its neighbour.
  std::vector<double> shifted(ids);
  for (double& v : shifted) v -= 1;
  std::vector<runtime::Tensor> moved{tensorWith(device, "1x32:u32:tile:dram", shifted), in[1]};
  EXPECT_FALSE(compareWithReference(op, moved, op.defaults(), r.output).within_tolerance);
}

// An index past the table is left to the full reference, which names it.
TEST(StreamedChecks, EmbeddingIndexPastTheTableIsReportedByTheReference) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("embedding");
  std::vector<runtime::Tensor> in{
      tensorWith(device, "1x32:u32:tile:dram", std::vector<double>(32, 1)),
      randomTensor(device, parseTensorSpec("64x96:bf16:tile:dram"), op, 3)};
  ExecResult r = execute(device, op, in, op.defaults());
  std::vector<runtime::Tensor> bad{
      tensorWith(device, "1x32:u32:tile:dram", std::vector<double>(32, 64)), in[1]};
  try {
    (void)compareWithReference(op, bad, op.defaults(), r.output);
    ADD_FAILURE() << "an index past the table was taken";
  } catch (const Error& e) {
    EXPECT_NE(std::string(e.what()).find("64"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace strata::ops
