// Matmul: the op definition and its block heuristic (docs/ops.md).

#include "strata/ops/ops.hpp"

#include "program_util.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

namespace strata::ops {

namespace {

// Largest divisor of n that is <= cap (>= 1).
std::uint32_t largestDivisor(std::uint64_t n, std::uint32_t cap) {
  for (std::uint32_t d = cap; d > 1; --d)
    if (n % d == 0) return d;
  return 1;
}

constexpr std::uint32_t kMaxBlockTiles = 4;  // per_core_m, per_core_n and k_block cap

}  // namespace

MatmulBlocking matmulBlocking(const TensorDesc& a, const TensorDesc& b, const TensorDesc& out,
                              const ArchDesc& arch) {
  (void)b;
  MatmulBlocking m;
  const std::uint64_t mt = ceilDiv(a.shape.secondLast(), arch.tile_height);
  const std::uint64_t rows = a.tileRows(arch), kt = a.tileCols(arch), nt = out.tileCols(arch);
  m.k_block = largestDivisor(kt, kMaxBlockTiles);
  if (out.memory.isSharded()) {
    // One block per core: the core's output shard.
    m.per_core_m = static_cast<std::uint32_t>(out.shardRows(arch) / arch.tile_height);
    m.per_core_n = static_cast<std::uint32_t>(out.shardCols(arch) / arch.tile_width);
    m.num_blocks = out.memory.numShardCores();
    m.num_cores = out.memory.numShardCores();
    return m;
  }
  // Largest blocks up to 4x4 tiles that divide M and N (so a block never straddles a
  // batch), shrunk -- the wider side first -- until every core has a block.
  m.per_core_m = largestDivisor(mt, kMaxBlockTiles);
  m.per_core_n = largestDivisor(nt, kMaxBlockTiles);
  const std::uint64_t cores = arch.numWorkerCores();
  auto blocks = [&] { return (rows / m.per_core_m) * (nt / m.per_core_n); };
  while (blocks() < cores && (m.per_core_m > 1 || m.per_core_n > 1)) {
    if (m.per_core_n >= m.per_core_m && m.per_core_n > 1)
      m.per_core_n = largestDivisor(nt, m.per_core_n - 1);
    else
      m.per_core_m = largestDivisor(mt, m.per_core_m - 1);
  }
  m.num_blocks = blocks();
  m.num_cores = static_cast<std::uint32_t>(std::min<std::uint64_t>(m.num_blocks, cores));
  return m;
}

TensorRef matmul(OpContext& ctx, const TensorRef& a, const TensorRef& b, const OutputSpec& out) {
  OpScope scope(ctx, "matmul");
  const ArchDesc& arch = ctx.arch();
  const Shape& as = a.desc.shape;
  const Shape& bs = b.desc.shape;
  if (as.rank < 2 || bs.rank < 2 || as.last() != bs.secondLast() ||
      (bs.batch() != 1 && bs.batch() != as.batch()))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("matmul: {} x {} does not multiply; a is [.., M, K] and b [K, N] (b's "
                            "batch dims 1 or equal to a's)",
                            as.toString(), bs.toString()),
                {Error::str("a", as.toString()), Error::str("b", bs.toString())});
  TensorDesc desc = a.desc;
  desc.shape[desc.shape.rank - 1] = bs.last();
  TensorRef y = makeOutput(ctx, desc, out, "matmul");
  if (y.desc.memory.isSharded() && bs.batch() != 1)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("matmul: a sharded output needs b without batch dims (b is {})",
                            bs.toString()),
                {Error::str("b", bs.toString())});
  const MatmulBlocking m = matmulBlocking(a.desc, b.desc, y.desc, arch);
  ProgramDesc p;
  p.name = "matmul";
  p.kind = ComputeKind::Matmul;
  p.params = {double(m.per_core_m), double(m.per_core_n), double(m.k_block)};
  p.inputs = {&a, &b, nullptr};
  p.num_inputs = 2;
  p.output = &y;
  // Double-buffered K blocks of both operands; the output CB holds one block.
  p.addCb({0, device::tileBytes(a.desc.dtype), 2 * m.per_core_m * m.k_block, -1});
  p.addCb({1, device::tileBytes(b.desc.dtype), 2 * m.k_block * m.per_core_n, -1});
  CbDesc ocb{detail::kFirstOutputCb, device::tileBytes(y.desc.dtype), m.per_core_m * m.per_core_n, -1};
  if (y.desc.memory.isSharded()) ocb.backed_by = CbDesc::kOutput;
  p.addCb(ocb);
  p.num_cores = m.num_cores;
  p.on_shard_grid = y.desc.memory.isSharded();
  ctx.enqueue(p);
  return y;
}

TensorRef linear(OpContext& ctx, const TensorRef& a, const TensorRef& b, const TensorRef& bias,
                 const OutputSpec& out) {
  OpScope scope(ctx, "linear");
  const Shape& bs = b.desc.shape;
  const Shape& biasShape = bias.desc.shape;
  const std::uint64_t n = bs.rank ? bs.last() : 0;
  // One row of N broadcast over every row, or the whole output (checked by add).
  const bool row = biasShape.last() == n && biasShape.volume() == n;
  if (!row && biasShape.last() != n)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("linear: the bias {} does not end in b's N = {}; give [N], [1, N] or "
                            "the output's shape",
                            biasShape.toString(), n),
                {Error::str("bias", biasShape.toString())});
  TensorDesc desc = a.desc;
  desc.shape[desc.shape.rank - 1] = n;
  TensorRef y = makeOutput(ctx, desc, out, "linear");
  Frame frame(ctx, "linear");
  TensorRef product = matmul(ctx, a, b, OutputSpec::stack());
  binary(ctx, BinaryCode::Add, product, bias, OutputSpec::into(y));
  return y;
}

}  // namespace strata::ops
