#pragma once
// Reshapes that tt-metal performs without a copy. ttnn::reshape returns a view of its
// input (the same device buffer under another shape, no program) when the bytes of
// every page stay where they are: the last dim is unchanged and, in tile layout, the
// second-to-last dim is unchanged or a tile multiple on both sides (no tile padding
// moves), in the same memory. tt-metal: ttnn/cpp/ttnn/operations/data_movement/
// reshape_view/reshape.cpp (`this_is_view`); tt-mlir models the same rule in
// lib/Dialect/TTNN/Analysis/OpRules/DataMovementRules.cpp (canReshapeBeView, 19c86fca).
//
// The op library's `reshape` is always the copy (a gather program): composites and
// `strata exec` run it as written. A compiler's graph asks this predicate and runs a
// view as no op at all (exec::StepKind::View).

#include "strata/device/arch.hpp"
#include "strata/ops/tensor_desc.hpp"

namespace strata::ops {

/// Whether a reshape of `input` to `output` keeps every page's bytes in place, so the
/// output can be the input's buffer. Both descriptions must be interleaved in the same
/// memory with the same dtype and layout (a sharded or re-laid-out result is a copy).
bool reshapeIsView(const TensorDesc& input, const TensorDesc& output, const device::ArchDesc& arch);

}  // namespace strata::ops
