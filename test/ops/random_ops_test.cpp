// The random ops (lib/ops/random): the generator pinned to splitmix64's published
// outputs, rand and dropout values worked out by hand from them, values independent of
// the core count and placement, the statistics of large draws (bounds of six standard
// deviations for the sample size: deterministic for the fixed seeds, and far below the
// error of a wrong formula), their CB figures and the errors for bad arguments.

#include "strata/ops_device/check.hpp"

#include "hand_tensors.hpp"

#include "strata/ops/random.hpp"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace strata::ops {

using namespace ops_device;  // the ops under test run on the simulated device

namespace {

using hand::CheckedRun;
using hand::expectRejected;
using hand::runChecked;
using hand::tensorWith;
using hand::wh;

std::vector<TensorDesc> described(const char* spec) { return {parseTensorSpec(spec)}; }

// splitmix64 seeded with 0 (Steele, Lea and Flood; Vigna's reference code) outputs these
// three numbers first; Strata's draws 0, 1, 2 of seed 0 are exactly them.
constexpr std::uint64_t kSplitmixSeed0[] = {0xE220A8397B1DCDAFull, 0x6E789E6AA1B965F4ull,
                                            0x06C45D188009454Full};

// The generator written out again as a sequential stream (state += gamma, then mix),
// for seeds other than 0: the counter form must give the same numbers.
std::uint64_t sequentialDraw(std::uint32_t seed, std::uint64_t index) {
  auto mix = [](std::uint64_t z) {
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  };
  std::uint64_t state = mix(seed);
  for (std::uint64_t i = 0; i <= index; ++i) state += 0x9E3779B97F4A7C15ull;
  return mix(state);
}

TEST(RandomGenerator, IsSplitmix64OverTheElementIndex) {
  for (std::uint64_t i = 0; i < 3; ++i) {
    EXPECT_EQ(randomBits(0, i), kSplitmixSeed0[i]);
    EXPECT_EQ(randomUnit(0, i), double(kSplitmixSeed0[i] >> 40) / 16777216.0);
  }
  for (std::uint32_t seed : {1u, 7u, 0xFFFFFFFFu})
    for (std::uint64_t i : {0ull, 5ull, 999ull}) EXPECT_EQ(randomBits(seed, i), sequentialDraw(seed, i));
  EXPECT_NE(randomBits(1, 0), randomBits(2, 0));
}

TEST(RandomGenerator, SeedsAreUnsigned32BitWholeNumbers) {
  EXPECT_EQ(seedOf(0, "rand"), 0u);
  EXPECT_EQ(seedOf(4294967295.0, "rand"), 0xFFFFFFFFu);
  EXPECT_EQ(seedOf(-1, "rand"), 0xFFFFFFFFu);  // a ui32 attribute read back sign-extended
  for (double bad : {0.5, 4294967296.0, -3e9}) {
    try {
      (void)seedOf(bad, "dropout");
      ADD_FAILURE() << "accepted seed " << bad;
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("dropout: seed"), std::string::npos) << e.what();
      EXPECT_NE(std::string(e.what()).find("is not a 32-bit unsigned integer"), std::string::npos);
    }
  }
}

// rand of seed 0: element i is low + (high - low) * (splitmix output i >> 40) / 2^24.
TEST(Rand, ValuesAreTheGeneratorsDrawsScaledIntoTheRange) {
  runtime::Device device(wh());
  const double u0 = 0xE220A8 / 16777216.0, u1 = 0x6E789E / 16777216.0, u2 = 0x06C45D / 16777216.0;
  // f32: -2 + 8 u is exact (24-bit draws times a power of two, magnitudes below 8).
  CheckedRun f = runChecked(device, "rand", {tensorWith(device, "1x3:f32:tile:l1", {9, 9, 9})},
                            {"low=-2", "high=6"});
  EXPECT_EQ(f.value.data, (std::vector<double>{-2 + 8 * u0, -2 + 8 * u1, -2 + 8 * u2}));
  // bf16 keeps 8 significant bits: 0.88331 -> 226/256, 0.43153 -> 221/512,
  // 0.026434 -> 217/8192 (to nearest).
  CheckedRun b = runChecked(device, "rand", {tensorWith(device, "3:bf16:tile:dram", {0, 0, 0})});
  EXPECT_EQ(b.value.data, (std::vector<double>{226 / 256.0, 221 / 512.0, 217 / 8192.0}));
  EXPECT_EQ(b.desc.dtype, DataType::BFloat16);
}

// Which core makes a tile never changes its values: 100 tiles run on 64 Wormhole cores
// and on 100 Blackhole cores, in DRAM and in L1, with the same result.
TEST(Rand, ValuesDoNotDependOnCoresOrPlacement) {
  const OpInfo& op = getOp("rand");
  const OpParams params = hand::paramsOf(op, {"seed=99", "low=-1", "high=1"});
  std::vector<std::vector<double>> results;
  for (const char* arch : {"wormhole_b0", "blackhole"})
    for (const char* memory : {"dram", "l1"}) {
      runtime::Device device(device::builtinArch(arch));
      const std::string spec = std::string("1x1x320x320:f32:tile:") + memory;
      runtime::Tensor described = tensorWith(device, spec, std::vector<double>(320 * 320, 0));
      const std::vector<runtime::Tensor> in{described};
      ExecResult r = execute(device, op, in, params);
      results.push_back(readBack(r.output).data);
      EXPECT_TRUE(compareWithReference(op, in, params, r.output).within_tolerance);
      r.output.deallocate();
      described.deallocate();
    }
  for (std::size_t k = 1; k < results.size(); ++k) EXPECT_EQ(results[k], results[0]);
}

TEST(Rand, DrawsAreUniformOverTheRange) {
  runtime::Device device(wh());
  constexpr double kN = 256 * 256, kLow = -1, kHigh = 3;
  CheckedRun r = runChecked(device, "rand",
                            {tensorWith(device, "256x256:f32:tile:dram", std::vector<double>(65536, 0))},
                            {"low=-1", "high=3", "seed=12345"});
  double sum = 0, below_mid = 0, lowest = kHigh, highest = kLow;
  for (double v : r.value.data) {
    sum += v;
    below_mid += v < 1 ? 1 : 0;
    lowest = std::min(lowest, v);
    highest = std::max(highest, v);
  }
  // Uniform on [-1, 3): mean 1, standard deviation 4 / sqrt(12) per draw.
  const double mean_sigma = (kHigh - kLow) / std::sqrt(12.0) / std::sqrt(kN);
  EXPECT_NEAR(sum / kN, 1.0, 6 * mean_sigma);
  EXPECT_NEAR(below_mid / kN, 0.5, 6 * std::sqrt(0.25 / kN));
  EXPECT_GE(lowest, kLow);
  EXPECT_LT(highest, kHigh);
  EXPECT_LT(lowest, kLow + 0.01);  // the draws reach both ends of the range
  EXPECT_GT(highest, kHigh - 0.01);
}

// dropout of seed 7, prob 0.5: the draws 8797065, 5069051, 15787297 (/ 2^24: 0.524,
// 0.302, 0.941) keep elements 0 and 2; scale 2.5 multiplies them.
TEST(Dropout, KeepsTheElementsWhoseDrawIsAtLeastProbAndScalesThem) {
  runtime::Device device(wh());
  EXPECT_EQ(randomBits(7, 0) >> 40, 8797065u);
  EXPECT_EQ(randomBits(7, 1) >> 40, 5069051u);
  EXPECT_EQ(randomBits(7, 2) >> 40, 15787297u);
  for (const char* dtype : {"bf16", "f32"}) {
    CheckedRun r = runChecked(device, "dropout",
                              {tensorWith(device, std::string("1x3:") + dtype + ":tile:dram", {1.5, -2, 3})},
                              {"prob=0.5", "scale=2.5", "seed=7"});
    EXPECT_EQ(r.value.data, (std::vector<double>{3.75, 0, 7.5})) << dtype;
  }
  // prob 0 keeps everything (x * scale), prob 1 drops everything.
  CheckedRun all = runChecked(device, "dropout", {tensorWith(device, "1x3:f32:tile:l1", {1.5, -2, 3})},
                              {"prob=0", "scale=2", "seed=7"});
  EXPECT_EQ(all.value.data, (std::vector<double>{3, -4, 6}));
  CheckedRun none = runChecked(device, "dropout", {tensorWith(device, "1x3:f32:tile:l1", {1.5, -2, 3})},
                               {"prob=1", "seed=7"});
  EXPECT_EQ(none.value.data, (std::vector<double>{0, 0, 0}));
}

TEST(Dropout, KeepsAboutOneMinusProbOfTheElements) {
  runtime::Device device(wh());
  constexpr double kN = 256 * 256, kProb = 0.3, kScale = 1.428571;  // ~1 / (1 - prob)
  CheckedRun r = runChecked(device, "dropout",
                            {tensorWith(device, "256x256:f32:tile:dram", std::vector<double>(65536, 1))},
                            {"prob=0.3", "scale=1.428571", "seed=2024"});
  double kept = 0, sum = 0;
  const double scaled = static_cast<float>(static_cast<float>(kScale));
  for (double v : r.value.data) {
    EXPECT_TRUE(v == 0 || v == scaled) << v;
    kept += v != 0 ? 1 : 0;
    sum += v;
  }
  // Kept ~ Binomial(N, 1 - prob); the mean output stays 1 (that is what scale is for).
  const double sigma = std::sqrt(kProb * (1 - kProb) / kN);
  EXPECT_NEAR(kept / kN, 1 - kProb, 6 * sigma);
  EXPECT_NEAR(sum / kN, 1.0, 6 * sigma * kScale);
}

// rand: the compute kernel's two f32 tiles (CB 24) and one output tile (CB 16); dropout:
// two input tiles (CB 0) and two output tiles (CB 16), as tt-metal's factories hold.
TEST(RandomOps, CircularBuffersAreTheDocumentedOnes) {
  EXPECT_EQ(query(getOp("rand"), described("64x96:bf16"), getOp("rand").defaults(), wh()).cb_peak,
            2 * 4096u + 2048u);
  EXPECT_EQ(query(getOp("rand"), described("64x96:f32:tile:l1"), getOp("rand").defaults(), wh()),
            (L1Usage{2 * 4096u + 4096u, 0, 3 * 4096u, 4096u, 4 * 4096u}));
  EXPECT_EQ(query(getOp("dropout"), described("64x96:bf16"), getOp("dropout").defaults(), wh()).cb_peak,
            2 * 2048u + 2 * 2048u);
  EXPECT_EQ(query(getOp("dropout"), described("64x96:f32"), getOp("dropout").defaults(), wh()).cb_peak,
            2 * 4096u + 2 * 4096u);
}

TEST(RandomOps, BadArgumentsAreRefusedWithTheirReason) {
  expectRejected("rand", {"32x32:bf16"}, {"low=1", "high=1"}, "rand: low 1 must be below high 1");
  expectRejected("rand", {"32x32:bf16"}, {"low=2", "high=-1"}, "values are drawn from [low, high)");
  expectRejected("rand", {"32x32:bf16"}, {"size=64,64"},
                 "rand: size [64, 64] does not match the result's shape 32x32");
  // The result's description is rand's input 0: the catalog's argument check names it so.
  expectRejected("rand", {"32x32:bf16:row_major"}, {},
                 "op rand: input 0 is row_major; this library computes on tile layout");
  expectRejected("rand", {"32x32:u32"}, {}, "op rand: input 0 is uint32; this op computes on bf16 or f32");
  expectRejected("rand", {"32x32:bf16"}, {"seed=0.5"}, "op rand: seed = 0.5 is not a whole number; seed takes an integer");
  expectRejected("dropout", {"32x32:bf16"}, {"prob=1.5"}, "dropout: prob 1.5 is outside [0, 1]");
  expectRejected("dropout", {"32x32:bf16"}, {"prob=-0.1"}, "prob -0.1 is outside [0, 1]");
  expectRejected("dropout", {"32x32:bf16"}, {"scale=0"}, "dropout: scale 0 must be positive");
  expectRejected("dropout", {"32x32:bf16:row_major"}, {},
                 "op dropout: input 0 is row_major; this library computes on tile layout");
  expectRejected("dropout", {"32x32:u32"}, {}, "op dropout: input 0 is uint32; this op computes on bf16 or f32");
  expectRejected("dropout", {"32x32:f32"}, {"seed=-3e9"}, "seed -3000000000 is not a 32-bit");
}

// The library functions check the same on their own (callers need not go through the
// catalog's argument check).
TEST(RandomOps, TheLibraryFunctionsRefuseWhatTheyCannotMake) {
  auto refusal = [](auto&& call) {
    AccountingContext accountant(wh());
    try {
      call(accountant);
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  TensorDesc row_major = parseTensorSpec("32x32:bf16:row_major");
  EXPECT_EQ(refusal([&](OpContext& c) { rand(c, row_major, 0, 1, 0, OutputSpec::heap()); }),
            "rand: the result is row_major; this op works on tile layout (to_layout to tile first, "
            "or after it)");
  TensorDesc word = parseTensorSpec("32x32:u32");
  EXPECT_EQ(refusal([&](OpContext& c) { dropout(c, TensorRef{word, -1}, 0.5, 2, 0, OutputSpec::heap()); }),
            "dropout: the input is uint32; this op computes on bf16 or f32 (typecast first)");
  EXPECT_EQ(refusal([&](OpContext& c) {
              rand(c, parseTensorSpec("32x32:f32"), 0, INFINITY, 0, OutputSpec::heap());
            }),
            "rand: low 0 must be below high inf (both finite): values are drawn from [low, high)");
}

// A sharded result is refused: both ops read and write interleaved tensors.
TEST(RandomOps, ShardedOutputsAreRefused) {
  for (const char* name : {"rand", "dropout"}) {
    const OpInfo& op = getOp(name);
    const MemoryConfig sharded = parseTensorSpec("64x64:bf16:tile:l1-height:2x1").memory;
    try {
      (void)query(op, described("64x64:bf16"), op.defaults(), wh(), &sharded);
      ADD_FAILURE() << name << " accepted a sharded output";
    } catch (const Error& e) {
      EXPECT_NE(std::string(e.what()).find("height_sharded"), std::string::npos) << e.what();
    }
  }
}

}  // namespace
}  // namespace strata::ops
