// Quantization ops: quantize, dequantize and requantize, written once against
// the op context. quantize and dequantize are one ComputeKind::Integer program each (the
// exact element pipeline of the integer ops): CB 0 the input, CB 1 the scale, CB 2 the
// zero point (two pages each) and CB 16 the output (two pages) — the ternary element-wise
// CB set; tt-metal's quantize factories were not checked CB by CB, so this figure is
// Strata's, and the query and the device agree on it by construction. A per-tensor scale
// or zero point is read as one broadcast element; a per-axis one along the last dim as a
// broadcast row, along the second-last as a column, and along any other dim it is first
// expanded on the stack into rows (reshape, repeat), which the program then broadcasts.
// requantize is a composite: dequantize into a float32 stack tensor, quantize from it.

#include "strata/ops/quant.hpp"

#include "../program_util.hpp"
#include "strata/ops/integer.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <array>
#include <optional>
#include <vector>

namespace strata::ops {

namespace {

using detail::bad;

bool isFloat(DataType d) { return d == DataType::BFloat16 || d == DataType::Float32; }

void requireTiles(const TensorRef& t, const char* op, const char* what) {
  if (t.desc.layout != Layout::Tile || t.desc.memory.isSharded())
    bad(op, fmt::format("{} is {}; this op takes tile-layout interleaved tensors (dram or l1)",
                        what, t.desc.toString()));
}

// The input of dequantize and requantize: quantized int32 values in tiles.
void requireQuantizedInput(const TensorRef& input, const char* op) {
  requireTiles(input, op, "the input");
  if (input.desc.dtype != DataType::Int32)
    bad(op, fmt::format("the input is {}; it must be int32 (quantized values)",
                        device::dataTypeName(input.desc.dtype)));
}

int normalizedAxis(std::int64_t axis, int rank, const char* op) {
  if (axis < -rank || axis >= rank)
    bad(op, fmt::format("axis {} is outside [{}, {}) for a rank-{} input", axis, -rank, rank, rank));
  return static_cast<int>(axis < 0 ? axis + rank : axis);
}

// Checks a scale / zero-point operand: one element (per tensor) or the input's extent
// along `axis` (per axis), in `dtype_ok`.
void checkParameter(const TensorRef& t, const Shape& x, int axis, const char* op, const char* what,
                    bool (*dtype_ok)(DataType), const char* dtypes) {
  requireTiles(t, op, what);
  if (!dtype_ok(t.desc.dtype))
    bad(op, fmt::format("{} is {}; it must be {}", what, device::dataTypeName(t.desc.dtype), dtypes));
  const std::uint64_t n = t.desc.shape.volume();
  if (n != 1 && (n != x[axis] || t.desc.shape.last() != n))
    bad(op, fmt::format("{} has shape {}; it must hold one element (per tensor) or {} along its "
                        "last dim (per axis: the input's extent along axis {})",
                        what, t.desc.shape.toString(), x[axis], axis));
}

// A per-axis operand in a form the element program broadcasts onto `x`: itself (one
// element, or a row along the last dim), a column [C, 1] along the second-last dim, or
// rows [.., C, .., 1, W] along any other dim, made on the stack of the caller's frame.
TensorRef broadcastable(OpContext& ctx, const TensorRef& t, const Shape& x, int axis) {
  const int rank = x.rank;
  if (t.desc.shape.volume() == 1 || axis == rank - 1) return t;
  const std::int64_t c = x[axis];
  if (axis == rank - 2) {
    const std::array<std::int64_t, 2> column{c, 1};
    return reshape(ctx, t, column, OutputSpec::stack());
  }
  std::vector<std::int64_t> shape(static_cast<std::size_t>(rank), 1), times(static_cast<std::size_t>(rank), 1);
  shape[static_cast<std::size_t>(axis)] = c;
  for (int d = 0; d < rank; ++d)
    if (d != axis && d != rank - 2) times[static_cast<std::size_t>(d)] = x[d];
  const TensorRef reshaped = reshape(ctx, t, shape, OutputSpec::stack());
  return repeat(ctx, reshaped, times, OutputSpec::stack());
}

bool floatDtype(DataType d) { return isFloat(d); }
bool int32Dtype(DataType d) { return d == DataType::Int32; }

// One quantize / dequantize program writing `y`.
void enqueueQuantization(OpContext& ctx, IntegerCode code, const TensorRef& x, const TensorRef& scale,
                         const TensorRef& zero_point, int axis, const TensorRef& y) {
  const char* name = integerName(code);
  const bool expands = (scale.desc.shape.volume() != 1 || zero_point.desc.shape.volume() != 1) &&
                       axis < x.desc.shape.rank - 1;
  std::optional<Frame> frame;
  if (expands) frame.emplace(ctx, name);
  const TensorRef s = broadcastable(ctx, scale, x.desc.shape, axis);
  const TensorRef z = broadcastable(ctx, zero_point, x.desc.shape, axis);
  ProgramDesc p;
  p.name = name;
  p.kind = ComputeKind::Integer;
  p.code = static_cast<std::uint8_t>(code);
  p.broadcast[1] = classifyBroadcast(x.desc.shape, s.desc.shape);
  p.broadcast[2] = classifyBroadcast(x.desc.shape, z.desc.shape);
  detail::enqueueTileProgram(ctx, p, {&x, &s, &z}, y);
}

}  // namespace

TensorRef quantize(OpContext& ctx, const TensorRef& input, const TensorRef& scale,
                   const TensorRef& zero_point, std::int64_t axis, const OutputSpec& out) {
  const char* name = "quantize";
  OpScope scope(ctx, name);
  requireTiles(input, name, "the input");
  if (!isFloat(input.desc.dtype))
    bad(name, fmt::format("the input is {}; it must be bf16 or f32 (the values to quantize)",
                          device::dataTypeName(input.desc.dtype)));
  const int a = normalizedAxis(axis, input.desc.shape.rank, name);
  checkParameter(scale, input.desc.shape, a, name, "the scale", floatDtype, "bf16 or f32");
  checkParameter(zero_point, input.desc.shape, a, name, "the zero point", int32Dtype, "int32");
  TensorDesc desc = input.desc;
  desc.dtype = DataType::Int32;
  TensorRef y = makeOutput(ctx, desc, out, name);
  enqueueQuantization(ctx, IntegerCode::Quantize, input, scale, zero_point, a, y);
  return y;
}

TensorRef dequantize(OpContext& ctx, const TensorRef& input, const TensorRef& scale,
                     const TensorRef& zero_point, std::int64_t axis, const OutputSpec& out,
                     std::optional<DataType> dtype) {
  const char* name = "dequantize";
  OpScope scope(ctx, name);
  requireQuantizedInput(input, name);
  const int a = normalizedAxis(axis, input.desc.shape.rank, name);
  checkParameter(scale, input.desc.shape, a, name, "the scale", floatDtype, "bf16 or f32");
  checkParameter(zero_point, input.desc.shape, a, name, "the zero point", int32Dtype, "int32");
  TensorDesc desc = input.desc;
  desc.dtype = dtype.value_or(scale.desc.dtype);
  if (!isFloat(desc.dtype))
    bad(name, fmt::format("the output dtype {} must be bf16 or f32", device::dataTypeName(desc.dtype)));
  TensorRef y = makeOutput(ctx, desc, out, name);
  enqueueQuantization(ctx, IntegerCode::Dequantize, input, scale, zero_point, a, y);
  return y;
}

TensorRef requantize(OpContext& ctx, const TensorRef& input, const TensorRef& in_scale,
                     const TensorRef& in_zero_point, const TensorRef& out_scale,
                     const TensorRef& out_zero_point, std::int64_t axis, const OutputSpec& out) {
  const char* name = "requantize";
  OpScope scope(ctx, name);
  requireQuantizedInput(input, name);
  const int a = normalizedAxis(axis, input.desc.shape.rank, name);
  checkParameter(out_scale, input.desc.shape, a, name, "the output scale", floatDtype, "bf16 or f32");
  checkParameter(out_zero_point, input.desc.shape, a, name, "the output zero point", int32Dtype, "int32");
  TensorRef y = makeOutput(ctx, input.desc, out, name);
  Frame frame(ctx, name);
  const TensorRef real = dequantize(ctx, input, in_scale, in_zero_point, axis, OutputSpec::stack(),
                                    DataType::Float32);
  quantize(ctx, real, out_scale, out_zero_point, axis, OutputSpec::into(y));
  return y;
}

// ---- references --------------------------------------------------------------------

namespace {

// Element i's value of a per-tensor or per-axis operand.
struct AxisParameter {
  const HostTensor& t;
  std::uint64_t stride = 1, extent = 1;
  AxisParameter(const HostTensor& p, const Shape& x, int axis) : t(p) {
    extent = x[axis];
    for (int d = axis + 1; d < x.rank; ++d) stride *= x[d];
  }
  double at(std::uint64_t i) const {
    return t.data.size() == 1 ? t.data[0] : t.data[(i / stride) % extent];
  }
};

HostTensor refElementwise(const HostTensor& x, const HostTensor& scale, const HostTensor& zero_point,
                          int axis, IntegerCode code, DataType out) {
  HostTensor r(x.shape);
  r.dtype = out;
  const AxisParameter s(scale, x.shape, axis), z(zero_point, x.shape, axis);
  for (std::uint64_t i = 0; i < x.data.size(); ++i)
    r.data[i] = applyQuantization(code, x.data[i], s.at(i), z.at(i), out);
  return r;
}

}  // namespace

HostTensor refQuantize(const HostTensor& x, const HostTensor& scale, const HostTensor& zero_point,
                       int axis) {
  return refElementwise(x, scale, zero_point, axis, IntegerCode::Quantize, DataType::Int32);
}

HostTensor refDequantize(const HostTensor& q, const HostTensor& scale, const HostTensor& zero_point,
                         int axis, DataType out) {
  // The exact value; the device rounds it once to `out`, which the tolerance allows.
  return refElementwise(q, scale, zero_point, axis, IntegerCode::Dequantize, out);
}

HostTensor refRequantize(const HostTensor& q, const HostTensor& in_scale,
                         const HostTensor& in_zero_point, const HostTensor& out_scale,
                         const HostTensor& out_zero_point, int axis) {
  HostTensor real = refDequantize(q, in_scale, in_zero_point, axis, DataType::Float32);
  for (double& v : real.data) v = static_cast<double>(static_cast<float>(v));  // the f32 intermediate
  return refQuantize(real, out_scale, out_zero_point, axis);
}

}  // namespace strata::ops
