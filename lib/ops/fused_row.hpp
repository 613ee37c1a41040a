#pragma once
// What the definitions of the fused row ops (fused_norm.cpp) and their device program
// (ops_device/kernels_fused_row.cpp) agree on: the CB ids, which are tt-metal's, and the
// meaning of the ProgramDesc fields. Each program takes whole rows of tiles (one tile row
// = 32 rows x the last dim), split in contiguous runs of rows over the worker cores.

#include <cstdint>

namespace strata::ops::detail {

// softmax (tt-metal's interleaved attention-optimized softmax factory, no mask).
namespace softmax_cb {
inline constexpr std::uint8_t kInput = 0;    // x, 2 x block tiles (whole row if stable)
inline constexpr std::uint8_t kScaler = 2;   // one bf16 tile of ones (the reduce scaler)
inline constexpr std::uint8_t kPadMask = 5;  // 0 / -inf over the padded columns
inline constexpr std::uint8_t kExps = 6;     // the row's exp(x), whole row
inline constexpr std::uint8_t kRecip = 7;    // 1 / sum per row
inline constexpr std::uint8_t kMax = 8;      // numeric_stable: the row max
inline constexpr std::uint8_t kRow = 10;     // numeric_stable: x copied, whole row
inline constexpr std::uint8_t kOutput = 11;  // 2 x block tiles
}  // namespace softmax_cb

// rms_norm (tt-metal's interleaved layernorm factory with the RMSNORM flag, no pre-add).
namespace rmsnorm_cb {
inline constexpr std::uint8_t kInput = 0;     // x, whole row
inline constexpr std::uint8_t kScaler = 2;    // 1/W (bf16), 2 tiles
inline constexpr std::uint8_t kEpsilon = 3;   // epsilon (bf16), 2 tiles
inline constexpr std::uint8_t kGamma = 5;     // the weight row, whole row, read once
inline constexpr std::uint8_t kBeta = 6;      // the bias row, whole row, read once
inline constexpr std::uint8_t kOutput = 16;   // 2 x block tiles
inline constexpr std::uint8_t kMeanSquare = 19;  // mean(x^2) per row, 2 tiles
inline constexpr std::uint8_t kSquares = 20;  // x^2, whole row
inline constexpr std::uint8_t kRsqrt = 21;    // rsqrt(mean + eps) per row, 8 tiles
inline constexpr std::uint8_t kScaled = 22;   // x * rsqrt before gamma / beta, 2 x block tiles
}  // namespace rmsnorm_cb

// ProgramDesc of a FusedRow program: code = FusedRowCode; inputs x, then gamma and / or
// beta (rms_norm); params[0] = epsilon, params[1] = 1 when softmax is numeric_stable,
// params[2] = 1 (gamma) + 2 (beta): which optional inputs are there.
inline constexpr double kHasGamma = 1, kHasBeta = 2;

// Tiles a compute block holds: the largest divisor of the row's tiles that is <= 8 (the
// destination register count of tt-metal's kernels without fp32 accumulation).
inline std::uint32_t fusedRowBlockTiles(std::uint64_t row_tiles) {
  for (std::uint32_t b = 8; b > 1; --b)
    if (row_tiles % b == 0) return b;
  return 1;
}

}  // namespace strata::ops::detail
