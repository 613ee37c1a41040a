// ttnn.rotary_embedding_llama with tt-metal's transformation matrix (the pair
// swap: rot[2i] = -x[2i+1], rot[2i+1] = x[2i] in every 32-column block), values worked
// out by hand, the query against the measured high-water marks, and argument errors.

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

std::vector<double> pairSwapMatrix() {
  std::vector<double> t(32 * 32, 0);
  for (int i = 0; i < 16; ++i) {
    t[(2 * i + 1) * 32 + 2 * i] = -1;  // rot[2i] = -x[2i + 1]
    t[(2 * i) * 32 + 2 * i + 1] = 1;   // rot[2i + 1] = x[2i]
  }
  return t;
}

// x = 1..64 per row over two rows and a head dim of 64 (two blocks); cos = 2, sin = 1:
// y[2i] = 2 x[2i] - x[2i+1], y[2i+1] = 2 x[2i+1] + x[2i]. Whole numbers <= 256: exact
// in bf16, and the pair-swap matmul is exact.
TEST(RotaryLlama, RotatesEachPairOfEveryBlockWithTheTransformationMatrix) {
  runtime::Device device(wh());
  const OpInfo& op = getOp("rotary_embedding_llama");
  for (const char* dtype : {"bf16", "f32"}) {
    for (int decode : {0, 1}) {
      SCOPED_TRACE(std::string(dtype) + (decode ? " decode" : " prefill"));
      const std::string d = dtype;
      std::vector<double> x(2 * 64);
      for (std::size_t i = 0; i < x.size(); ++i) x[i] = double(i % 64 + 1);
      // Decode: a [1, 1, 1, 64] row of caches broadcast over the rows; prefill: one per row.
      const std::string cache = decode ? "1x1x1x64:" + d : "1x1x2x64:" + d;
      const std::size_t cache_n = decode ? 64 : 128;
      std::vector<runtime::Tensor> in{tensorWith(device, "1x1x2x64:" + d + ":tile:dram", x),
                                      tensorWith(device, cache + ":tile:l1", std::vector<double>(cache_n, 2)),
                                      tensorWith(device, cache + ":tile:dram", std::vector<double>(cache_n, 1)),
                                      tensorWith(device, "1x1x32x32:" + d + ":tile:dram", pairSwapMatrix())};
      OpParams p = paramsOf(op, {"is_decode_mode=" + std::to_string(decode)});
      std::vector<TensorDesc> descs;
      for (const runtime::Tensor& t : in) descs.push_back(describe(t));
      const L1Usage predicted = query(op, descs, p, wh());
      ExecResult r = execute(device, op, in, p);
      EXPECT_EQ(predicted, r.measured);
      EXPECT_EQ(device.l1Map().stack_bytes, 0u);
      const HostTensor y = readBack(r.output);
      for (std::size_t i = 0; i < x.size(); i += 2) {
        EXPECT_EQ(y.data[i], 2 * x[i] - x[i + 1]) << i;
        EXPECT_EQ(y.data[i + 1], 2 * x[i + 1] + x[i]) << i;
      }
      r.output.deallocate();
      for (runtime::Tensor& t : in) t.deallocate();
    }
  }
}

TEST(RotaryLlama, BadArgumentsAreRefusedNamingTheArgument) {
  expectRejected("rotary_embedding_llama", {"1x1x32x64", "1x1x32x64", "1x1x32x64", "1x1x32x64"}, {},
                 "trans_mat is 1x1x32x64; it must be [1, 1, 32, 32]");
  expectRejected("rotary_embedding_llama", {"1x1x32x48", "1x1x32x48", "1x1x32x48", "1x1x32x32"}, {},
                 "must be a multiple of 32");
  expectRejected("rotary_embedding_llama", {"1x2x32x64", "1x1x32x64", "1x1x16x64", "1x1x32x32"}, {},
                 "cos_cache is 1x1x32x64 and sin_cache 1x1x16x64");
  expectRejected("rotary_embedding_llama", {"2x2x32x64", "2x1x32x64", "2x1x32x64", "1x1x32x32"}, {},
                 "sin_cache is 2x1x32x64 for the input 2x2x32x64");
  expectRejected("rotary_embedding_llama",
                 {"1x1x32x64:bf16:tile:l1-height:1x1", "1x1x32x64", "1x1x32x64", "1x1x32x32"}, {},
                 "interleaved");
}

}  // namespace
}  // namespace strata::ops
