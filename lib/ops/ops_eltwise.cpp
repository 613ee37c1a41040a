// Unary, binary and ternary eltwise primitives (`where`, lerp, ...): one program each,
// reader -> compute -> writer through double-buffered tile CBs (shard-backed CBs for
// sharded operands). The element functions are in eltwise_functions.cpp.

#include "strata/ops/ops.hpp"

#include "program_util.hpp"
#include "strata/ops/broadcast.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

namespace strata::ops {

std::optional<Broadcast> broadcastOf(BroadcastExtents out, BroadcastExtents b) {
  const bool batch_ok = b.batch == out.batch || b.batch == 1 || b.batchRepeats;
  if (b.batch * b.rows * b.cols == 1) return Broadcast::Scalar;
  if (b.batch == out.batch && b.rows == out.rows && b.cols == out.cols) return Broadcast::None;
  if (batch_ok && b.rows == 1 && b.cols == out.cols) return Broadcast::Row;
  if (batch_ok && b.rows == out.rows && b.cols == 1) return Broadcast::Col;
  // One element per batch (a per-channel scale [1, C, 1, 1] of an NCHW tensor), as
  // tt-metal's binary_ng broadcasts a scalar subtile per batch.
  if (batch_ok && b.rows == 1 && b.cols == 1) return Broadcast::Scalar;
  return std::nullopt;
}

Broadcast classifyBroadcast(const Shape& out, const Shape& b) {
  auto extents = [](const Shape& s) {
    return BroadcastExtents{s.batch(), s.secondLast(), s.rank ? s.last() : 1u, false};
  };
  BroadcastExtents operand = extents(b);
  operand.batchRepeats = leadingDimsRepeat(out.dims, b.dims, out.rank, b.rank);
  if (std::optional<Broadcast> kind = broadcastOf(extents(out), operand)) return *kind;
  throw Error(ErrorKind::InvalidArgument,
              fmt::format("shape {} does not broadcast to {}: use the same shape, a single "
                          "element (per batch: [..,1,1]), a row [..,1,{}] or a column [..,{},1], "
                          "over the same leading dims, trailing ones of them or none",
                          b.toString(), out.toString(), out.last(), out.secondLast()),
              {Error::str("shape", b.toString()), Error::str("target", out.toString())});
}

TensorRef unary(OpContext& ctx, UnaryCode code, const TensorRef& x, const OutputSpec& out,
                double p0, double p1) {
  const char* name = unaryName(code);
  OpScope scope(ctx, name);
  TensorDesc desc = x.desc;
  TensorRef y = makeOutput(ctx, desc, out, name);
  ProgramDesc p;
  p.name = name;
  p.kind = ComputeKind::Unary;
  p.code = static_cast<std::uint8_t>(code);
  p.params = {p0, p1, 0};
  detail::enqueueTileProgram(ctx, p, {&x}, y, detail::ShardBacking::AllOrNone);
  return y;
}

TensorRef binary(OpContext& ctx, BinaryCode code, const TensorRef& a, const TensorRef& b,
                 const OutputSpec& out) {
  const char* name = binaryName(code);
  OpScope scope(ctx, name);
  ProgramDesc p;
  p.broadcast[1] = classifyBroadcast(a.desc.shape, b.desc.shape);
  TensorRef y = makeOutput(ctx, a.desc, out, name);
  p.name = name;
  p.kind = ComputeKind::Binary;
  p.code = static_cast<std::uint8_t>(code);
  p.inputs[0] = &a;
  p.inputs[1] = &b;
  p.num_inputs = 2;
  p.output = &y;
  detail::setupTilePipeline(p, ctx.arch(), detail::ShardBacking::AllOrNone);
  // tt-metal's logical ops first map each operand to 0/1 (a != 0) into a one-tile
  // intermediate CB per operand, beside the standard three.
  if (code == BinaryCode::LogicalAnd || code == BinaryCode::LogicalOr || code == BinaryCode::LogicalXor) {
    p.addCb({3, device::tileBytes(a.desc.dtype), 1, -1});
    p.addCb({4, device::tileBytes(b.desc.dtype), 1, -1});
  }
  ctx.enqueue(p);
  return y;
}

TensorRef where(OpContext& ctx, const TensorRef& cond, const TensorRef& a, const TensorRef& b,
                const OutputSpec& out) {
  OpScope scope(ctx, "where");
  ProgramDesc p;
  p.broadcast[1] = classifyBroadcast(cond.desc.shape, a.desc.shape);
  p.broadcast[2] = classifyBroadcast(cond.desc.shape, b.desc.shape);
  TensorDesc desc = cond.desc;
  desc.dtype = a.desc.dtype;
  TensorRef y = makeOutput(ctx, desc, out, "where");
  p.name = "where";
  p.kind = ComputeKind::Where;
  p.code = static_cast<std::uint8_t>(TernaryCode::Where);
  detail::enqueueTileProgram(ctx, p, {&cond, &a, &b}, y, detail::ShardBacking::AllOrNone);
  return y;
}

// The same program as `where` (three operand CBs + out, b and c may broadcast); the
// output takes a's description where `where` takes the condition's shape and a's dtype.
TensorRef ternary(OpContext& ctx, TernaryCode code, const TensorRef& a, const TensorRef& b,
                  const TensorRef& c, const OutputSpec& out, double p0) {
  const char* name = ternaryName(code);
  OpScope scope(ctx, name);
  ProgramDesc p;
  p.broadcast[1] = classifyBroadcast(a.desc.shape, b.desc.shape);
  p.broadcast[2] = classifyBroadcast(a.desc.shape, c.desc.shape);
  TensorRef y = makeOutput(ctx, a.desc, out, name);
  p.name = name;
  p.kind = ComputeKind::Where;
  p.code = static_cast<std::uint8_t>(code);
  p.params = {p0, 0, 0};
  detail::enqueueTileProgram(ctx, p, {&a, &b, &c}, y, detail::ShardBacking::AllOrNone);
  return y;
}

}  // namespace strata::ops
