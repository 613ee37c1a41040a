#include "strata/ops/context.hpp"

#include "strata/support/error.hpp"

#include <fmt/core.h>

namespace strata::ops {

std::uint64_t cbRegionBytes(const ProgramDesc& program, const ArchDesc& arch) {
  std::uint64_t bytes = 0;
  for (int i = 0; i < program.num_cbs; ++i) {
    const CbDesc& cb = program.cbs[static_cast<std::size_t>(i)];
    if (cb.backed()) continue;
    bytes += alignUp(std::uint64_t(cb.page_size) * cb.num_pages, arch.l1_alignment);
  }
  return bytes;
}

TensorRef makeOutput(OpContext& ctx, TensorDesc desc, const OutputSpec& out, const char* op) {
  if (out.preallocated) {
    const TensorDesc& given = out.preallocated->desc;
    const ArchDesc& arch = ctx.arch();
    if (given.dtype != desc.dtype || given.layout != desc.layout ||
        given.paddedRows(arch) != desc.paddedRows(arch) ||
        given.paddedCols(arch) != desc.paddedCols(arch))
      throw Error(ErrorKind::InvalidArgument,
                  fmt::format("{}: the preallocated output is {} but the op produces {}; pass an "
                              "output with the same padded shape, dtype and layout",
                              op, given.toString(), desc.toString()),
                  {Error::str("op", op), Error::str("output", given.toString())});
    return *out.preallocated;
  }
  if (out.memory_given) desc.memory = out.memory;
  if (desc.memory.isSharded()) validateDesc(desc, ctx.arch(), fmt::format("output of {}", op));
  return ctx.allocate(desc, out.placement);
}

}  // namespace strata::ops
