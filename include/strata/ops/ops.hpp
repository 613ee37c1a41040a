#pragma once
// The op library, written once against OpContext (context.hpp). Primitives enqueue one
// program each; composites open a Frame, keep their intermediates on the stack and
// write their result into the output the caller asked for.

#include "strata/ops/context.hpp"

#include <cstdint>
#include <span>
#include <string_view>

namespace strata::ops {

enum class UnaryCode : std::uint8_t {
  Abs, Neg, Sign, Exp, Expm1, Log, Log1p, Sqrt, Rsqrt, Reciprocal, Square, Relu, Sigmoid,
  Tanh, Gelu, Silu, Sin, Cos, Floor, Ceil,
  AddScalar, SubScalar, MulScalar, DivScalar, PowScalar, Clamp,  // use params[0..1]
  Identity,                                                      // copy / typecast
  // TTNN vocabulary; LeakyRelu, Elu, Hardtanh and Round read params[0..1].
  Tan, Atan, Asin, Acos, Asinh, Acosh, Atanh, Erf, Erfc, Erfinv, IsFinite, IsInf, IsNan,
  LeakyRelu, Relu6, Elu, Mish, Hardtanh, LogicalNot, Round, Trunc, Exp2, Log2, Log10,
  Hardsigmoid,  // clamp(x / 6 + 0.5, 0, 1): one unary program, as tt-metal runs it
};

enum class BinaryCode : std::uint8_t {
  Add, Subtract, Multiply, Divide, Maximum, Minimum, Pow, Eq, Ne, Lt, Le, Gt, Ge,
  LogicalAnd, LogicalOr,
  Atan2, Remainder, Fmod, LogicalXor,  // TTNN vocabulary
};

// Element-wise ops of three tensors (ComputeKind::Where programs, the code selects the
// function): out = f(a, b, c; params[0]); b and c may broadcast like where's operands.
enum class TernaryCode : std::uint8_t { Where, Lerp, Addcmul, Addcdiv, ClampTensor };

enum class ReduceCode : std::uint8_t { Sum, Mean, Max, Min, Prod };

// Ops tt-metal runs as one fused program over whole rows of tiles (ComputeKind::FusedRow).
enum class FusedRowCode : std::uint8_t { Softmax, RmsNorm };

// Element functions shared by the device kernels and the host references, in double.
double applyUnary(UnaryCode code, double x, double p0, double p1);
double applyBinary(BinaryCode code, double a, double b);
double applyTernary(TernaryCode code, double a, double b, double c, double p0);

// ---- primitives (ops_unary.cpp, ops_binary.cpp, ops_reduce.cpp) ----
TensorRef unary(OpContext& ctx, UnaryCode code, const TensorRef& x, const OutputSpec& out,
                double p0 = 0, double p1 = 0);
// b may have the same padded shape as a, or be one element (for all, or per batch
// [..,1,1]), a row [..,1,W] or a column [..,H,1] (broadcast); anything else is
// InvalidArgument.
TensorRef binary(OpContext& ctx, BinaryCode code, const TensorRef& a, const TensorRef& b,
                 const OutputSpec& out);
TensorRef where(OpContext& ctx, const TensorRef& cond, const TensorRef& a, const TensorRef& b,
                const OutputSpec& out);
// lerp(a, end=b, weight=c), addcmul / addcdiv (a + p0 * b * c, a + p0 * b / c),
// clamp_tensor (min(max(a, b), c)): one program, a's description for the output.
TensorRef ternary(OpContext& ctx, TernaryCode code, const TensorRef& a, const TensorRef& b,
                  const TensorRef& c, const OutputSpec& out, double p0 = 0);
// Reduce over the last dim (dims = 1: result [..,H,1]) or the last two (dims = 2:
// result [..,1,1]).
TensorRef reduce(OpContext& ctx, ReduceCode code, const TensorRef& x, int dims,
                 const OutputSpec& out);
// Columns [begin, begin + width) of the last dim; both must be tile multiples.
TensorRef sliceLastDim(OpContext& ctx, const TensorRef& x, std::uint32_t begin,
                       std::uint32_t width, const OutputSpec& out);
// A tensor filled with one value (full / zeros / ones / create_scalar: shape 1x1).
TensorRef full(OpContext& ctx, const TensorDesc& desc, double value, const OutputSpec& out);
TensorRef createScalar(OpContext& ctx, double value, DataType dtype, const OutputSpec& out);
// Copy into another dtype and/or memory config (typecast, to_memory_config).
TensorRef copyTo(OpContext& ctx, const TensorRef& x, DataType dtype, const MemoryConfig& memory,
                 const OutputSpec& out, const char* name);

// Matmul blocking (docs/ops.md, "Matmul block heuristic"): each core computes blocks
// of per_core_m x per_core_n output tiles, reading K in steps of k_block tiles.
struct MatmulBlocking {
  std::uint32_t per_core_m = 1;
  std::uint32_t per_core_n = 1;
  std::uint32_t k_block = 1;
  std::uint64_t num_blocks = 0;  // output blocks in total
  std::uint32_t num_cores = 0;   // cores that get at least one block
};
MatmulBlocking matmulBlocking(const TensorDesc& a, const TensorDesc& b, const TensorDesc& out,
                              const ArchDesc& arch);
// a [.., M, K] x b [K, N] (b's batch dims 1 or equal to a's) -> [.., M, N]. Interleaved
// inputs and outputs in DRAM or L1; a sharded output (e.g. l1-block) makes each core
// compute its own shard in place.
TensorRef matmul(OpContext& ctx, const TensorRef& a, const TensorRef& b, const OutputSpec& out);
// a x b + bias, ttnn.linear with a bias: the product on the stack, then the bias (one row
// [N], [1, N] or the output's shape) added into the output. A composite here where
// tt-metal fuses the bias into the matmul program (docs/ops.md).
TensorRef linear(OpContext& ctx, const TensorRef& a, const TensorRef& b, const TensorRef& bias,
                 const OutputSpec& out);

// to_layout: tilize (row-major -> tile) or untilize (tile -> row-major) on the device,
// interleaved input and output (DRAM or L1). Same layout: a copy.
TensorRef toLayout(OpContext& ctx, const TensorRef& x, Layout layout, const OutputSpec& out);
// Tiles per tilize/untilize block: the largest divisor of the tile columns that is <= 8.
std::uint32_t layoutBlockTiles(const TensorDesc& tiled, const ArchDesc& arch);

// ---- composites (composite_*.cpp) ----
TensorRef cosh(OpContext& ctx, const TensorRef& x, const OutputSpec& out);
TensorRef sinh(OpContext& ctx, const TensorRef& x, const OutputSpec& out);
TensorRef cbrt(OpContext& ctx, const TensorRef& x, const OutputSpec& out);
TensorRef softplus(OpContext& ctx, const TensorRef& x, double beta, double threshold,
                   const OutputSpec& out);
TensorRef selu(OpContext& ctx, const TensorRef& x, double scale, double alpha,
               const OutputSpec& out);
// hardsigmoid is the unary program UnaryCode::Hardsigmoid (tt-metal's one kernel).
TensorRef hardsigmoid(OpContext& ctx, const TensorRef& x, const OutputSpec& out);
TensorRef hardswish(OpContext& ctx, const TensorRef& x, const OutputSpec& out);
TensorRef logit(OpContext& ctx, const TensorRef& x, double eps, const OutputSpec& out);
TensorRef digamma(OpContext& ctx, const TensorRef& x, const OutputSpec& out);
TensorRef lgamma(OpContext& ctx, const TensorRef& x, const OutputSpec& out);
TensorRef multigammaln(OpContext& ctx, const TensorRef& x, const OutputSpec& out);
TensorRef polygamma(OpContext& ctx, const TensorRef& x, int n, const OutputSpec& out);
TensorRef variance(OpContext& ctx, const TensorRef& x, const OutputSpec& out);
TensorRef stddev(OpContext& ctx, const TensorRef& x, const OutputSpec& out);
TensorRef normalize(OpContext& ctx, const TensorRef& x, double eps, const OutputSpec& out);
TensorRef layerNorm(OpContext& ctx, const TensorRef& x, const TensorRef& gamma,
                    const TensorRef& beta, double eps, const OutputSpec& out);
// The max-shifted softmax over the last dim as a composite (reduce max, subtract, exp,
// reduce sum, divide; intermediates on the stack, rounded to x's dtype). The catalog's
// softmax is the fused program below; composites that want full f32 intermediates (the
// attention composite) use this one.
TensorRef softmaxComposite(OpContext& ctx, const TensorRef& x, const OutputSpec& out);
enum class GluKind : std::uint8_t { Glu, Reglu, Geglu, Swiglu };

// ---- fused row programs (fused_norm.cpp): one program each, tt-metal's CB sets ----
// Intermediate CBs hold bfloat16 whatever x's dtype (tt-metal's default kernel config:
// fp32_dest_acc_en off), so f32 results carry bf16-level error.
// exp(x) / sum(exp(x)) over the last dim (numeric_stable: exp(x - max), tt-metal's
// numeric_stable flag, which holds the whole row twice more).
TensorRef softmax(OpContext& ctx, const TensorRef& x, const OutputSpec& out,
                  bool numeric_stable = false);
// x * rsqrt(mean(x^2) + eps) over the last dim, then * gamma and + beta (rows [.., 1, W])
// when given (tt-mlir's ttnn.rms_norm: weight and bias are optional).
TensorRef rmsNorm(OpContext& ctx, const TensorRef& x, const TensorRef* gamma,
                  const TensorRef* beta, double eps, const OutputSpec& out);
TensorRef glu(OpContext& ctx, GluKind kind, const TensorRef& x, const OutputSpec& out);

// ---- data movement (ops_movement.cpp): tt-mlir's TTNN names and attributes ----------
// Each is one gather program (every output element copied from one input element, so
// results are exact); tile layout, interleaved (dram / l1) inputs and outputs. Dims may
// be negative (counted from the end). Bad parameters throw InvalidArgument naming them.

// `shape`: the new logical shape (same volume; one entry may be -1 to infer it).
TensorRef reshape(OpContext& ctx, const TensorRef& x, std::span<const std::int64_t> shape,
                  const OutputSpec& out);
// Output dim k is input dim permutation[k].
TensorRef permute(OpContext& ctx, const TensorRef& x, std::span<const std::int64_t> permutation,
                  const OutputSpec& out);
TensorRef transpose(OpContext& ctx, const TensorRef& x, std::int64_t dim0, std::int64_t dim1,
                    const OutputSpec& out);
// 1 to 3 inputs of one rank, equal except along `dim`.
TensorRef concat(OpContext& ctx, std::span<const TensorRef> inputs, std::int64_t dim,
                 const OutputSpec& out);
// ttnn.arange: the values start, start + step, ... below end, row-major over desc's shape
// (whose element count must be ceil((end - start) / step)); written from the host.
TensorRef arange(OpContext& ctx, const TensorDesc& desc, double start, double end, double step,
                 const OutputSpec& out);
// ttnn.cumsum / ttnn.cumprod: running sum / product along dim (accumulated in double,
// rounded once per element).
TensorRef cumsum(OpContext& ctx, const TensorRef& x, std::int64_t dim, const OutputSpec& out);
TensorRef cumprod(OpContext& ctx, const TensorRef& x, std::int64_t dim, const OutputSpec& out);
// ttnn.pad: padding[2d], padding[2d + 1] elements of `value` before and after dim d.
TensorRef pad(OpContext& ctx, const TensorRef& x, std::span<const std::int64_t> padding,
              double value, const OutputSpec& out);
// ttnn.slice_static: per dim, elements begins[d], begins[d] + step[d], ... below ends[d].
TensorRef slice(OpContext& ctx, const TensorRef& x, std::span<const std::int64_t> begins,
                std::span<const std::int64_t> ends, std::span<const std::int64_t> step,
                const OutputSpec& out);
// Tiles the input repeat_dims[d] times along each dim d.
TensorRef repeat(OpContext& ctx, const TensorRef& x, std::span<const std::int64_t> repeat_dims,
                 const OutputSpec& out);
// Each element along `dim` repeated `repeats` times in place.
TensorRef repeatInterleave(OpContext& ctx, const TensorRef& x, std::int64_t repeats,
                           std::int64_t dim, const OutputSpec& out);

}  // namespace strata::ops
