// The demo composite: numerics against a host reference and exact high-water figures.

#include "strata/runtime/codec.hpp"
#include "strata/runtime/demo.hpp"
#include "strata/runtime/device.hpp"
#include "strata/runtime/program.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace strata::runtime {
namespace {

using device::BufferType;
using device::DataType;

const device::ArchDesc& wormhole() { return device::builtinArch("wormhole_b0"); }

TEST(DemoTest, CoshMatchesTheHostReference) {
  Device d(wormhole());
  const demo::CoshDemoReport r = demo::runCoshDemo(d, {});
  EXPECT_TRUE(r.within_tolerance) << r.max_rel_error;
  EXPECT_GT(r.max_abs_error, 0.0);  // bfloat16 really rounds
  EXPECT_EQ(d.frameDepth(), 0u);
  EXPECT_EQ(d.region(BufferType::L1).stackBytes(), 0u);
}

TEST(DemoTest, CoshHighWaterEqualsWhatItsProgramsAndIntermediatesNeed) {
  Device d(wormhole());
  // 2 x 3 = 6 tiles: each tensor is one 2 KiB page on cores 0..5; a unary program has
  // two 2-tile CBs (8 KiB), a binary one three (12 KiB).
  HostTensor h = HostTensor::filled({64, 96}, DataType::BFloat16, 0.5);
  Tensor x = Tensor::fromHost(d, h, Layout::Tile, MemoryConfig::dram());
  HighWaterScope m(d);
  Tensor y = demo::cosh(d, x);
  // Stack: exp(x), -x, exp(-x), sum, scalar = 5 x 2048. Peak: the multiply runs on top
  // of all five with 12 KiB of CBs.
  EXPECT_EQ(m.result(), (HighWater{12288, 5 * 2048, 5 * 2048 + 12288}));
  EXPECT_EQ(m.result({7, 7}), (HighWater{0, 5 * 2048, 5 * 2048}));  // no CBs on that core
  const double expected = static_cast<double>(bfloat16ToFloat(floatToBfloat16(static_cast<float>(std::cosh(0.5)))));
  for (double v : y.toHost().values) EXPECT_NEAR(v, expected, expected / 64);
}

TEST(DemoTest, CompositeWithPreallocatedStackOutput) {
  Device d(wormhole());
  HostTensor h = HostTensor::filled({32, 64}, DataType::Float32, 2.0);
  Tensor x = Tensor::fromHost(d, h, Layout::Tile, MemoryConfig::dram());
  StackFrame f(d, "caller");
  Tensor out = Tensor::allocate(d, TensorSpec({32, 64}, DataType::Float32, Layout::Tile, MemoryConfig::l1()),
                                &d.stack());
  Tensor r = demo::unary(d, "square", x, [](float v) { return v * v; }, nullptr, MemoryConfig::l1(), out);
  EXPECT_EQ(r.buffer().address(), out.buffer().address());
  EXPECT_EQ(out.toHost().values, std::vector<double>(32 * 64, 4.0));
}

}  // namespace
}  // namespace strata::runtime
