// ttnn.scaled_dot_product_attention_decode: decode positions hide the keys
// past each batch row's position, worked out by hand; query == measured; errors.

#include "strata/ops_device/check.hpp"
#include "strata/ops/query.hpp"

#include "hand_tensors.hpp"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using namespace hand;

// B = 2 rows, one head, D = 32, Sk = 4 keys whose scores are all 0 (q = 0): the weights
// are uniform over the visible keys. v's key j holds j + 1 in every column, so row b
// gives the mean of 1..cur_pos[b] + 1: cur_pos {0, 2} -> 1 and 2; without cur_pos every
// key is visible: 2.5. Exact in both dtypes. Positions are whole numbers in the input's
// dtype (the op library's uint32 is for index ops only).
TEST(AttentionDecode, CurPosHidesTheKeysPastEachRowsPosition) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("scaled_dot_product_attention_decode");
  for (const char* dtype : {"f32", "bf16"}) {
    {
      SCOPED_TRACE(dtype);
      const std::string d = dtype;
      std::vector<double> values(2 * 4 * 32);
      for (std::size_t i = 0; i < values.size(); ++i) values[i] = double((i / 32) % 4 + 1);
      auto inputs = [&](bool with_pos) {
        std::vector<runtime::Tensor> in{
            tensorWith(device, "1x2x1x32:" + d + ":tile:dram", std::vector<double>(64, 0)),
            tensorWith(device, "2x1x4x32:" + d + ":tile:dram", std::vector<double>(256, 0.5)),
            tensorWith(device, "2x1x4x32:" + d + ":tile:l1", values)};
        if (with_pos) in.push_back(tensorWith(device, "2:" + d + ":tile:dram", {0, 2}));
        return in;
      };
      for (bool with_pos : {true, false}) {
        std::vector<runtime::Tensor> in = inputs(with_pos);
        const OpParams p = paramsOf(op, {with_pos ? "cur_pos=1" : "cur_pos=0"});
        std::vector<TensorDesc> descs;
        for (const runtime::Tensor& t : in) descs.push_back(describe(t));
        const L1Usage predicted = query(op, descs, p, wh());
        ExecResult r = execute(device, op, in, p);
        EXPECT_EQ(predicted, r.measured);
        EXPECT_EQ(device.l1Map().stack_bytes, 0u);
        const HostTensor y = readBack(r.output);
        for (std::size_t c = 0; c < 32; ++c) {
          EXPECT_EQ(y.data[c], with_pos ? 1.0 : 2.5) << c;
          EXPECT_EQ(y.data[32 + c], with_pos ? 2.0 : 2.5) << c;
        }
        r.output.deallocate();
        for (runtime::Tensor& t : in) t.deallocate();
      }
    }
  }
}

TEST(AttentionDecode, BadArgumentsAreRefusedNamingTheArgument) {
  const char* op = "scaled_dot_product_attention_decode";
  expectRejected(op, {"2x2x8x64", "2x2x32x64", "2x2x32x64"}, {}, "it must be [1, B, Hq, D]");
  expectRejected(op, {"1x2x8x64", "3x2x32x64", "3x2x32x64"}, {}, "= [2, Hkv, Sk, 64]");
  expectRejected(op, {"1x2x8x64", "2x2x32x64", "2x2x32x64", "1x1x8x32"}, {"mask=1"},
                 "needs is_causal = false");
  expectRejected(op, {"1x2x8x64", "2x2x32x64", "2x2x32x64", "1x1x8x31"}, {"mask=1", "is_causal=0"},
                 "the attention_mask is 1x1x8x31");
  expectRejected(op, {"1x2x8x64", "2x2x32x64", "2x2x32x64", "3"}, {"cur_pos=1"},
                 "cur_pos_tensor is 3; it must be [2]");
  expectRejected(op, {"1x2x8x64", "2x2x32x64", "2x2x32x64", "2:u32"}, {"cur_pos=1"},
                 "input 3 is uint32");
}

}  // namespace
}  // namespace strata::ops
