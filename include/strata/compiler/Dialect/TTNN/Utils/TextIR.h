// Writing TTNN IR text (tt-mlir syntax) from the op library's tensor
// descriptions, for tools and tests that generate modules as text (random
// functions, benchmarks): TensorTypeConversion.h's toTensorType, printed. No
// MLIR header here.
#pragma once

#include "strata/device/arch.hpp"
#include "strata/ops/tensor_desc.hpp"

#include <string>

namespace strata::compiler {

/// `tensor<64x128xbf16, #ttnn.ttnn_layout<...>>` for `desc` on `arch`: a linear
/// map collapsing all but the last dim into rows, a virtual grid (height Nx1,
/// width 1xN, block RxC) and the memref of one shard (tiles when tiled).
/// Sharded descriptions must be expressible as a virtual grid that fills the
/// device row-major (height/width) or a block grid at (0,0); others throw
/// strata::Error (InvalidArgument).
std::string tensorTypeText(const ops::TensorDesc &desc, const device::ArchDesc &arch);

} // namespace strata::compiler
