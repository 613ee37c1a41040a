// The composites keep their intermediates' lifetimes nested (term frames, in-place
// accumulation, steps written over dying operands). That must change placement only:
// each test runs the original flat, one-frame decomposition (the same primitives in the
// same order, every intermediate a fresh stack tensor) on the device next to the library's
// nested version and asserts the two outputs are identical byte for byte, and that the
// nested version's stack high-water mark is lower.

#include "strata/ops_device/check.hpp"
#include "strata/ops_device/device.hpp"
#include "strata/ops/ops.hpp"
#include "strata/ops/spec.hpp"

#include <gtest/gtest.h>

#include <cstddef>
#include <functional>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

const OutputSpec kStack = OutputSpec::stack();
using U = UnaryCode;
using B = BinaryCode;
using Composite = std::function<TensorRef(OpContext&, const TensorRef&, const OutputSpec&)>;

// The pre-nesting lgamma: 37 full-size intermediates in one frame.
TensorRef flatLgamma(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  static constexpr double kCoef[] = {76.18009172947146,     -86.50531032941677,
                                     24.01409824083091,     -1.231739572450155,
                                     0.1208650973866179e-2, -0.5395239384953e-5};
  TensorRef y = makeOutput(ctx, x.desc, out, "lgamma");
  Frame frame(ctx, "flat_lgamma");
  TensorRef z = unary(ctx, U::SubScalar, x, kStack, 1.0);
  TensorRef sum = full(ctx, z.desc, 1.0, kStack);
  for (int i = 0; i < 6; ++i) {
    TensorRef zi = unary(ctx, U::AddScalar, z, kStack, double(i + 1));
    TensorRef ri = unary(ctx, U::Reciprocal, zi, kStack);
    TensorRef ci = unary(ctx, U::MulScalar, ri, kStack, kCoef[i]);
    sum = binary(ctx, B::Add, sum, ci, kStack);
  }
  TensorRef t = unary(ctx, U::AddScalar, z, kStack, 5.5);
  TensorRef log_t = unary(ctx, U::Log, t, kStack);
  TensorRef log_s = unary(ctx, U::Log, sum, kStack);
  TensorRef zh = unary(ctx, U::AddScalar, z, kStack, 0.5);
  TensorRef prod = binary(ctx, B::Multiply, zh, log_t, kStack);
  TensorRef a = unary(ctx, U::AddScalar, prod, kStack, 0.918938533204672742);
  TensorRef b = binary(ctx, B::Add, a, log_s, kStack);
  TensorRef c = binary(ctx, B::Subtract, b, t, kStack);
  TensorRef one = createScalar(ctx, 1.0, x.desc.dtype, kStack);
  TensorRef two = createScalar(ctx, 2.0, x.desc.dtype, kStack);
  TensorRef zero = createScalar(ctx, 0.0, x.desc.dtype, kStack);
  TensorRef is_one = binary(ctx, B::Eq, x, one, kStack);
  TensorRef d = where(ctx, is_one, zero, c, kStack);
  TensorRef is_two = binary(ctx, B::Eq, x, two, kStack);
  where(ctx, is_two, zero, d, OutputSpec::into(y));
  return y;
}

TensorRef flatDigamma(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  static constexpr double kCoef[] = {1.0 / 12,  -1.0 / 120, 1.0 / 252,          -1.0 / 240,
                                     1.0 / 132, -691.0 / 32760, 1.0 / 12};
  TensorRef y = makeOutput(ctx, x.desc, out, "digamma");
  Frame frame(ctx, "flat_digamma");
  TensorRef lg = unary(ctx, U::Log, x, kStack);
  TensorRef r = unary(ctx, U::Reciprocal, x, kStack);
  TensorRef series = unary(ctx, U::MulScalar, r, kStack, 0.5);
  TensorRef t = unary(ctx, U::Square, r, kStack);
  TensorRef power = t;
  for (int k = 0; k < 7; ++k) {
    if (k > 0) power = binary(ctx, B::Multiply, power, t, kStack);
    TensorRef term = unary(ctx, U::MulScalar, power, kStack, kCoef[k]);
    series = binary(ctx, B::Add, series, term, kStack);
  }
  binary(ctx, B::Subtract, lg, series, OutputSpec::into(y));
  return y;
}

TensorRef flatPolygamma1(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  TensorRef y = makeOutput(ctx, x.desc, out, "polygamma");
  Frame frame(ctx, "flat_polygamma");
  TensorRef acc = unary(ctx, U::PowScalar, x, kStack, -2.0);
  for (int k = 1; k <= 10; ++k) {
    TensorRef xk = unary(ctx, U::AddScalar, x, kStack, double(k));
    TensorRef p = unary(ctx, U::PowScalar, xk, kStack, -2.0);
    acc = binary(ctx, B::Add, acc, p, kStack);
  }
  unary(ctx, U::MulScalar, acc, OutputSpec::into(y), 1.0);  // (-1)^2 * 1!
  return y;
}

TensorRef flatSoftmax(OpContext& ctx, const TensorRef& x, const OutputSpec& out) {
  TensorRef y = makeOutput(ctx, x.desc, out, "softmax");
  Frame frame(ctx, "flat_softmax");
  TensorRef mx = reduce(ctx, ReduceCode::Max, x, 1, kStack);
  TensorRef d = binary(ctx, B::Subtract, x, mx, kStack);
  TensorRef e = unary(ctx, U::Exp, d, kStack);
  TensorRef s = reduce(ctx, ReduceCode::Sum, e, 1, kStack);
  binary(ctx, B::Divide, e, s, OutputSpec::into(y));
  return y;
}

struct Run {
  std::vector<std::byte> bytes;
  std::uint64_t stack_high = 0;
};

Run runOnDevice(const std::string& spec, std::string_view domain_op, const Composite& f) {
  runtime::Device device(device::builtinArch("wormhole_b0"));
  runtime::Tensor x = randomTensor(device, parseTensorSpec(spec), getOp(domain_op), 11);
  DeviceContext ctx(device);
  TensorRef xr = ctx.adopt(x);
  runtime::HighWaterScope hw(device);
  TensorRef y = f(ctx, xr, OutputSpec::heap());
  return Run{ctx.tensor(y).buffer().readAll(), hw.result().stack_peak};
}

void expectSameBytesLessStack(const std::string& spec, std::string_view op, const Composite& nested,
                              const Composite& flat) {
  const Run a = runOnDevice(spec, op, nested);
  const Run b = runOnDevice(spec, op, flat);
  ASSERT_FALSE(a.bytes.empty());
  EXPECT_EQ(a.bytes, b.bytes) << op << " " << spec;
  EXPECT_LT(a.stack_high, b.stack_high) << op << " " << spec;
}

TEST(NestedFrames, LgammaIsBitIdenticalToTheFlatDecomposition) {
  for (const char* spec : {"1x2x50x97:bf16:tile:l1", "1x2x50x97:f32:tile:dram"})
    expectSameBytesLessStack(spec, "lgamma",
                             [](OpContext& c, const TensorRef& x, const OutputSpec& o) { return lgamma(c, x, o); },
                             flatLgamma);
}

TEST(NestedFrames, DigammaIsBitIdenticalToTheFlatDecomposition) {
  for (const char* spec : {"1x2x50x97:bf16:tile:l1", "1x2x50x97:f32:tile:dram"})
    expectSameBytesLessStack(spec, "digamma",
                             [](OpContext& c, const TensorRef& x, const OutputSpec& o) { return digamma(c, x, o); },
                             flatDigamma);
}

TEST(NestedFrames, PolygammaIsBitIdenticalToTheFlatDecomposition) {
  for (const char* spec : {"1x2x50x97:bf16:tile:l1", "1x2x50x97:f32:tile:dram"})
    expectSameBytesLessStack(
        spec, "polygamma",
        [](OpContext& c, const TensorRef& x, const OutputSpec& o) { return polygamma(c, x, 1, o); },
        flatPolygamma1);
}

TEST(NestedFrames, SoftmaxIsBitIdenticalToTheFlatDecomposition) {
  for (const char* spec : {"1x3x100x257:bf16:tile:l1", "1x3x100x257:f32:tile:l1-height:4x3"})
    expectSameBytesLessStack(spec, "softmax",
                             [](OpContext& c, const TensorRef& x, const OutputSpec& o) { return softmaxComposite(c, x, o); },
                             flatSoftmax);
}

}  // namespace
}  // namespace strata::ops
