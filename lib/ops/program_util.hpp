#pragma once
// Shared pieces of primitive programs: the standard reader -> compute -> writer CB set
// (double-buffered tile CBs, shard-backed where the data already sits in the core's L1)
// and the core split.

#include "strata/ops/context.hpp"
#include "strata/ops/ops.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <initializer_list>
#include <string>

namespace strata::ops::detail {

// A bad argument of `op`: InvalidArgument "<op>: <message>", the op named in the context.
[[noreturn]] inline void bad(const char* op, const std::string& message) {
  throw Error(ErrorKind::InvalidArgument, fmt::format("{}: {}", op, message),
              {Error::str("op", op)});
}
// A bad argument of `op` that names which: "<op>: <argument>: <message>", both in the context.
[[noreturn]] inline void bad(const char* op, const char* argument, const std::string& message) {
  throw Error(ErrorKind::InvalidArgument, fmt::format("{}: {}: {}", op, argument, message),
              {Error::str("op", op), Error::str("argument", argument)});
}

// `dim` counted from the end when negative, in [0, rank); else a bad argument of `op`.
inline std::uint8_t normalizeDim(std::int64_t dim, int rank, const char* op) {
  if (dim < -rank || dim >= rank)
    bad(op, fmt::format("dim {} is outside [{}, {}) for a rank-{} input", dim, -rank, rank, rank));
  return static_cast<std::uint8_t>(dim < 0 ? dim + rank : dim);
}

inline constexpr std::uint8_t kFirstOutputCb = 16;
inline constexpr std::uint32_t kPagesPerCb = 2;  // double buffering
// ttnn.pad's one-tile CB holding a tile of the pad value (tt-metal's pad_tile program
// keeps the same: two input tiles and one pad tile).
inline constexpr std::uint8_t kPadValueCb = 1;
// reshape's one-page CB of tt-metal's segment map (runs contiguous in an input tile and
// the output tile); its size is reshapeSegmentMapPageBytes (reshape_segment_map.cpp).
inline constexpr std::uint8_t kSegmentMapCb = 2;
// slice_dynamic's CB of the two bound tiles (begins, ends) its reader reads first.
inline constexpr std::uint8_t kDynamicBoundsCb = 3;
std::uint64_t reshapeSegmentMapPageBytes(const Shape& input, const Shape& output, const ArchDesc& arch);

// True when operand `in` can be read in place from its shard on the program's cores:
// the output is sharded and the operand has the very same padded shape and shard grid.
inline bool backedByShard(const TensorDesc& in, const TensorDesc& out, const ArchDesc& arch) {
  return out.memory.isSharded() && in.memory == out.memory &&
         in.paddedRows(arch) == out.paddedRows(arch) && in.paddedCols(arch) == out.paddedCols(arch);
}

// How shard-backed CBs are chosen. PerOperand: each operand laid out like the sharded
// output is read in place, and a sharded output is written in place (data movement
// programs such as interleaved-to-sharded copies and slices). AllOrNone: tt-metal's
// eltwise programs take their "native" sharded path, with every CB backed by
// its operand's shard, only when all operands share the output's shard layout exactly
// (same memory config and padded shape, no broadcast). Otherwise, e.g. a sharded input
// beside a DRAM one, every operand is read and written page by page through ordinary
// double-buffered CBs, the sharded ones included.
inline bool nativeShardedPipeline(const ProgramDesc& p, const ArchDesc& arch) {
  const TensorDesc& out = p.output->desc;
  if (!out.memory.isSharded()) return false;
  for (std::uint8_t i = 0; i < p.num_inputs; ++i)
    if (p.broadcast[i] != Broadcast::None || !backedByShard(p.inputs[i]->desc, out, arch)) return false;
  return true;
}

enum class ShardBacking { PerOperand, AllOrNone };

// Cores and the standard CBs: one per input (index i), one output CB (index 16).
inline void setupTilePipeline(ProgramDesc& p, const ArchDesc& arch,
                              ShardBacking backing = ShardBacking::PerOperand) {
  const TensorDesc& out = p.output->desc;
  const bool all = backing == ShardBacking::AllOrNone && nativeShardedPipeline(p, arch);
  const bool per_operand = backing == ShardBacking::PerOperand;
  for (std::uint8_t i = 0; i < p.num_inputs; ++i) {
    const TensorDesc& in = p.inputs[i]->desc;
    CbDesc cb{i, device::tileBytes(in.dtype), kPagesPerCb, -1};
    if (all || (per_operand && p.broadcast[i] == Broadcast::None && backedByShard(in, out, arch)))
      cb.backed_by = static_cast<std::int8_t>(i);
    p.addCb(cb);
  }
  CbDesc ocb{kFirstOutputCb, device::tileBytes(out.dtype), kPagesPerCb, -1};
  if (all || (per_operand && out.memory.isSharded())) ocb.backed_by = CbDesc::kOutput;
  p.addCb(ocb);
  if (out.memory.isSharded()) {
    p.on_shard_grid = true;
    p.num_cores = out.memory.numShardCores();
  } else {
    const std::uint64_t tiles = out.numTiles(arch);
    p.num_cores = static_cast<std::uint32_t>(std::min<std::uint64_t>(tiles, arch.numWorkerCores()));
  }
}

// The common ending of a one-pass eltwise program: wire `inputs` (in CB order) and
// `output` into `p`, add the standard tile pipeline and enqueue it.
inline void enqueueTileProgram(OpContext& ctx, ProgramDesc& p,
                               std::initializer_list<const TensorRef*> inputs,
                               const TensorRef& output,
                               ShardBacking backing = ShardBacking::PerOperand) {
  std::uint8_t i = 0;
  for (const TensorRef* in : inputs) p.inputs[i++] = in;
  p.num_inputs = i;
  p.output = &output;
  setupTilePipeline(p, ctx.arch(), backing);
  ctx.enqueue(p);
}

}  // namespace strata::ops::detail

namespace strata::ops {
const char* unaryName(UnaryCode code);
const char* binaryName(BinaryCode code);
const char* ternaryName(TernaryCode code);
// How `b` broadcasts onto `out`; InvalidArgument when it does not.
Broadcast classifyBroadcast(const Shape& out, const Shape& b);
}  // namespace strata::ops
