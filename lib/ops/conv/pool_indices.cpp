// ttnn.max_pool2d_with_indices (strata/ops/pool_indices.hpp), written once against the op
// context: both results are allocated, then one window program (ComputeKind::Window,
// WindowMap::with_indices) writes them. CBs (Strata's own, as max_pool2d's): CB 0 and
// CB 16 two values tiles each (reader -> compute -> writer), CB 17 two indices tiles
// (reader -> index writer).

#include "strata/ops/pool_indices.hpp"

#include "../program_util.hpp"
#include "strata/support/error.hpp"
#include "window_program.hpp"

#include <fmt/core.h>

#include <algorithm>

namespace strata::ops {

namespace {

constexpr const char* kName = "max_pool2d_with_indices";

}  // namespace

OpResults maxPool2dWithIndices(OpContext& ctx, const TensorRef& x, Window2d window,
                               bool indices_int32, std::span<const OutputSpec> outs) {
  OpScope scope(ctx, kName);
  detail::requireInterleavedTileInput(x, resultSpec(outs, 0), kName, "input");
  const OutputSpec& index_spec = resultSpec(outs, 1);
  const MemoryConfig& m = index_spec.requestedMemory();
  if (index_spec.memoryRequested() && m.isSharded())
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: the indices' memory is {}; this op writes interleaved results",
                            kName, memoryConfigShortName(m)),
                {Error::str("op", kName)});
  if (x.desc.dtype != DataType::BFloat16 && x.desc.dtype != DataType::Float32)
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("{}: the input is {}; this op pools bf16 or f32 values", kName,
                            device::dataTypeName(x.desc.dtype)),
                {Error::str("op", kName)});
  WindowMap map;
  map.kind = WindowKind::MaxPool;
  map.with_indices = true;
  TensorDesc values = detail::pooledDesc(x, window, kName);
  map.geometry = window;
  values.memory = x.desc.memory;
  TensorDesc indices = values;
  indices.dtype = indices_int32 ? DataType::Int32 : DataType::UInt32;
  OpResults results;
  results.count = 2;
  results.tensors[0] = makeOutput(ctx, values, resultSpec(outs, 0), kName);
  results.tensors[1] = makeOutput(ctx, indices, index_spec, kName);
  const TensorRef& v = results.tensors[0];
  const TensorRef& i = results.tensors[1];

  const ArchDesc& arch = ctx.arch();
  ProgramDesc p;
  p.name = kName;
  p.kind = ComputeKind::Window;
  p.window = &map;
  p.inputs[0] = &x;
  p.num_inputs = 1;
  p.output = &v;
  p.more_outputs[0] = &i;
  p.addCb({0, device::tileBytes(v.desc.dtype), detail::kPagesPerCb, -1});
  p.addCb({detail::kFirstOutputCb, device::tileBytes(v.desc.dtype), detail::kPagesPerCb, -1});
  p.addCb({detail::kFirstOutputCb + 1, device::tileBytes(i.desc.dtype), detail::kPagesPerCb, -1});
  p.num_cores = static_cast<std::uint32_t>(
      std::min<std::uint64_t>(v.desc.numTiles(arch), arch.numWorkerCores()));
  ctx.enqueue(p);
  return results;
}

}  // namespace strata::ops
