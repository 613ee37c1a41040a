// softmax and rms_norm as tt-metal runs them: one program each whose circular buffers
// hold whole rows of tiles, sized as tt-metal's program factories size them (facts read
// from tt-metal's attention-optimized softmax factory and its interleaved layernorm
// factory with the RMSNORM flag; the default kernel config, so intermediate CBs are
// bfloat16). No stack tensors: the query is the CB region of that one program.

#include "strata/ops/ops.hpp"

#include "fused_row.hpp"
#include "program_util.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

namespace strata::ops {

namespace {

// tt-metal switches softmax to a variant that streams the row in 80-tile chunks when its
// CBs would take more than 90 % of L1; that variant is not modelled here.
constexpr double kSoftmaxLargeVariantShare = 0.9;

void setRowCores(ProgramDesc& p, const TensorDesc& x, const ArchDesc& arch) {
  p.num_cores = static_cast<std::uint32_t>(std::min<std::uint64_t>(x.tileRows(arch), arch.numWorkerCores()));
}

}  // namespace

TensorRef softmax(OpContext& ctx, const TensorRef& x, const OutputSpec& out, bool numeric_stable) {
  namespace cb = detail::softmax_cb;
  OpScope scope(ctx, "softmax");
  const ArchDesc& arch = ctx.arch();
  TensorRef y = makeOutput(ctx, x.desc, out, "softmax");
  const std::uint64_t row_tiles = x.desc.tileCols(arch);
  const std::uint32_t block = detail::fusedRowBlockTiles(row_tiles);
  const auto row = static_cast<std::uint32_t>(row_tiles);
  const std::uint32_t in_tile = device::tileBytes(x.desc.dtype), out_tile = device::tileBytes(y.desc.dtype);
  const std::uint32_t im_tile = device::tileBytes(DataType::BFloat16);
  const std::uint32_t in_pages = numeric_stable ? row : 2 * block;
  // tt-metal's estimate that picks the variant: input, exps, output and five single tiles.
  std::uint64_t estimate = std::uint64_t(in_pages) * in_tile + std::uint64_t(row) * im_tile +
                           std::uint64_t(2 * block) * out_tile + 5ull * im_tile;
  if (numeric_stable) estimate += std::uint64_t(row) * im_tile;
  if (double(estimate) > kSoftmaxLargeVariantShare * double(arch.l1_size))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("op softmax: a row of {} tiles needs {} B of CBs, more than 90 % of the "
                            "{} B of L1, where tt-metal switches to its large-tensor softmax, which "
                            "is not modelled; split the last dim",
                            row, estimate, arch.l1_size),
                {Error::str("op", "softmax"), Error::num("row_tiles", row), Error::num("cb_bytes", estimate)});
  ProgramDesc p;
  p.name = "softmax";
  p.kind = ComputeKind::FusedRow;
  p.code = static_cast<std::uint8_t>(FusedRowCode::Softmax);
  p.params = {0, numeric_stable ? 1.0 : 0.0, 0};
  p.inputs[0] = &x;
  p.num_inputs = 1;
  p.output = &y;
  // In tt-metal's creation order.
  p.addCb({cb::kInput, in_tile, in_pages, -1});
  p.addCb({cb::kOutput, out_tile, 2 * block, -1});
  p.addCb({cb::kRecip, im_tile, 1, -1});
  p.addCb({cb::kScaler, im_tile, 1, -1});
  p.addCb({cb::kExps, im_tile, row, -1});
  p.addCb({cb::kPadMask, im_tile, 1, -1});
  if (numeric_stable) {
    p.addCb({cb::kMax, im_tile, 1, -1});
    p.addCb({cb::kRow, im_tile, row, -1});
  }
  setRowCores(p, x.desc, arch);
  ctx.enqueue(p);
  return y;
}

TensorRef rmsNorm(OpContext& ctx, const TensorRef& x, const TensorRef* gamma,
                  const TensorRef* beta, double eps, const OutputSpec& out) {
  namespace cb = detail::rmsnorm_cb;
  OpScope scope(ctx, "rms_norm");
  const ArchDesc& arch = ctx.arch();
  // One row of x's width ([W], [1, W], ...) always applies to every row; it classifies as
  // Broadcast::None, not Row, when x itself has a single row.
  const auto isOneRow = [&](const Shape& s) {
    return s.last() == x.desc.shape.last() && s.volume() == s.last();
  };
  for (const TensorRef* row : {gamma, beta})
    if (row && !isOneRow(row->desc.shape) &&
        classifyBroadcast(x.desc.shape, row->desc.shape) != Broadcast::Row)
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("op rms_norm: weight/bias {} must be a row [1, {}]",
                              row->desc.shape.toString(), x.desc.shape.last()),
                  {Error::str("op", "rms_norm")});
  TensorRef y = makeOutput(ctx, x.desc, out, "rms_norm");
  const auto row = static_cast<std::uint32_t>(x.desc.tileCols(arch));
  const std::uint32_t block = detail::fusedRowBlockTiles(row);
  const std::uint32_t im_tile = device::tileBytes(DataType::BFloat16);
  ProgramDesc p;
  p.name = "rms_norm";
  p.kind = ComputeKind::FusedRow;
  p.code = static_cast<std::uint8_t>(FusedRowCode::RmsNorm);
  p.params = {eps, 0, (gamma ? detail::kHasGamma : 0) + (beta ? detail::kHasBeta : 0)};
  p.inputs[p.num_inputs++] = &x;
  if (gamma) p.inputs[p.num_inputs++] = gamma;
  if (beta) p.inputs[p.num_inputs++] = beta;
  p.output = &y;
  // In tt-metal's creation order; the RMSNORM flag drops the mean's CB, and without a
  // pre-add the x - mean CB.
  p.addCb({cb::kInput, device::tileBytes(x.desc.dtype), row, -1});
  p.addCb({cb::kOutput, device::tileBytes(y.desc.dtype), 2 * block, -1});
  p.addCb({cb::kScaler, im_tile, 2, -1});
  p.addCb({cb::kEpsilon, im_tile, 2, -1});
  p.addCb({cb::kMeanSquare, im_tile, 2, -1});
  p.addCb({cb::kSquares, im_tile, row, -1});
  p.addCb({cb::kRsqrt, im_tile, 8, -1});
  if (gamma || beta) p.addCb({cb::kScaled, im_tile, 2 * block, -1});
  if (gamma) p.addCb({cb::kGamma, device::tileBytes(gamma->desc.dtype), row, -1});
  if (beta) p.addCb({cb::kBeta, device::tileBytes(beta->desc.dtype), row, -1});
  setRowCores(p, x.desc, arch);
  ctx.enqueue(p);
  return y;
}

}  // namespace strata::ops
