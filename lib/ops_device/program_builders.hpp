#pragma once
// The runtime program builders, one per family of ops::ComputeKind; buildProgram
// (kernels.cpp) picks one for each ProgramDesc the op code enqueues.

#include "strata/ops/context.hpp"
#include "strata/ops_device/device.hpp"
#include "strata/runtime/program.hpp"

namespace strata::ops_device {

// kernels_matmul.cpp
runtime::Program buildMatmulProgram(const ops::ProgramDesc& desc, const DeviceContext& ctx);
// kernels_layout.cpp
runtime::Program buildLayoutProgram(const ops::ProgramDesc& desc, const DeviceContext& ctx);
// kernels_gather.cpp
runtime::Program buildGatherProgram(const ops::ProgramDesc& desc, const DeviceContext& ctx);
// conv/kernels_window.cpp
runtime::Program buildWindowProgram(const ops::ProgramDesc& desc, const DeviceContext& ctx);
// index/kernels_index.cpp
runtime::Program buildIndexProgram(const ops::ProgramDesc& desc, const DeviceContext& ctx);
// kv_cache/kernels_kv_cache.cpp
runtime::Program buildKvCacheProgram(const ops::ProgramDesc& desc, const DeviceContext& ctx);
// ComputeKind::Sort (multi/kernels_sort.cpp): sort / topk, values and indices.
runtime::Program buildSortProgram(const ops::ProgramDesc& desc, const DeviceContext& ctx);
// random/kernels_random.cpp
runtime::Program buildRandomProgram(const ops::ProgramDesc& desc, const DeviceContext& ctx);
// kernels_fused_row.cpp (softmax, rms_norm)
runtime::Program buildFusedRowProgram(const ops::ProgramDesc& desc, const DeviceContext& ctx);

}  // namespace strata::ops_device
