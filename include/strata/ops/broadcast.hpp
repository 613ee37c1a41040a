// The broadcast rule of the eltwise programs, on plain extents: which operand shapes
// they read against an output without a copy, and how (ops::Broadcast). The op library
// (classifyBroadcast) refuses the others; the TTIR lowering repeats them first.
#pragma once

#include "strata/ops/context.hpp"

#include <cstddef>
#include <cstdint>
#include <optional>

namespace strata::ops {

// A tensor as the eltwise programs' broadcast rule sees it: its batch (the product of
// every dim but the last two), rows (the second-last dim, 1 for rank < 2) and columns
// (the last dim, 1 for rank 0). For an operand, `batchRepeats` says that its leading
// dims, aligned to the output's from the right, are ones and then the output's own
// ([1, C] under [N, C]): its batch then repeats along the output's, and output batch n
// reads the operand's batch n mod its batch count.
struct BroadcastExtents {
  std::uint64_t batch = 1, rows = 1, cols = 1;
  bool batchRepeats = false;
};
// Whether `operand`'s leading dims (all but the last two), aligned to `out`'s from the
// right, are ones followed by `out`'s own: numpy's broadcast over the leading dims that
// a modulo of the flattened batch index reads. Dims given outermost first.
template <typename Dims>
bool leadingDimsRepeat(const Dims& out, const Dims& operand, std::size_t outRank,
                       std::size_t operandRank) {
  const std::size_t outLead = outRank < 2 ? 0 : outRank - 2;
  const std::size_t opLead = operandRank < 2 ? 0 : operandRank - 2;
  if (opLead > outLead) return false;
  bool suffix = true;  // scanning from the innermost leading dim outward
  for (std::size_t i = 0; i < opLead; ++i) {
    const auto o = operand[opLead - 1 - i];
    const auto t = out[outLead - 1 - i];
    if (suffix && o == t) continue;
    suffix = false;
    if (o != 1) return false;
  }
  return true;
}
// How an operand of `operand`'s extents is read against an output of `out`'s, or
// nullopt when the programs do not broadcast it. The one rule for the op library
// (classifyBroadcast, which refuses what it does not take) and the TTIR lowering (which
// repeats such an operand to the output's shape first).
std::optional<Broadcast> broadcastOf(BroadcastExtents out, BroadcastExtents operand);

}  // namespace strata::ops
