#pragma once
// Single-result ops of no other family (lib/ops/misc/): slice_dynamic, whose begins and
// ends are tensors the device reads at run time, and constant.

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

#include <array>
#include <cstdint>
#include <span>
#include <string>

namespace strata::ops {

// ttnn.slice_dynamic: the slice of `x` whose begins / ends (exclusive) are the values of
// the 1-D int32 or uint32 tile tensors `begins` and `ends` (one entry per dim of x;
// negative entries count from the end), with a positive `step` per dim. The result
// shape is `shape` (the IR's static result type): the device program reads the bounds
// from the tensors' bytes and fails, naming the dim and the value, when they fall
// outside x or do not give `shape`.
TensorRef sliceDynamic(OpContext& ctx, const TensorRef& x, const TensorRef& begins,
                       const TensorRef& ends, std::span<const std::int64_t> step,
                       std::span<const std::int64_t> shape, const OutputSpec& out);

// The begin of every dim of a dynamic slice of `input` to `result` with `step`, from the
// bound values read from the device (`begins`, `ends`: one per dim). Throws
// strata::Error (InvalidArgument) naming the dim and the value of an out-of-range bound.
std::array<std::uint32_t, kMaxRank> resolveDynamicBegins(const Shape& input, const Shape& result,
                                                         std::span<const std::int64_t> begins,
                                                         std::span<const std::int64_t> ends,
                                                         std::span<const std::int64_t> step);

// ttnn.constant: a tensor of `desc` holding `values` (one per element, row-major over
// the logical shape, or one value for every element), written from the host into the
// output's bytes like ttnn.full and tt-metal's from_buffer: no program, no CBs; the L1
// need is the output. Any layout; dtypes bf16, f32, uint32 and int32 (an integer result
// takes whole numbers in its range). Reads the values only on a device.
TensorRef constant(OpContext& ctx, const TensorDesc& desc, const ConstantValues& values,
                   const OutputSpec& out);
// Host reference: the values themselves (float64).
HostTensor refConstant(const Shape& shape, DataType dtype, const ConstantValues& values);

// Host reference: x, begins, ends as host tensors (exact: a copy).
HostTensor refSliceDynamic(const HostTensor& x, const HostTensor& begins, const HostTensor& ends,
                           std::span<const std::int64_t> step, std::span<const std::int64_t> shape);

}  // namespace strata::ops
