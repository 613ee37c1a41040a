#pragma once
// The window program shared by pooling and conv2d's preparation steps.

#include "strata/ops/conv.hpp"

namespace strata::ops::detail {

// Checks that `x` is a tile-layout interleaved tensor (what the window kernel reads;
// with `row_major_too`, a row-major one also) and that a caller-chosen output memory is
// interleaved too.
void requireInterleavedTileInput(const TensorRef& x, const OutputSpec& out, const char* op,
                                 const char* what, bool row_major_too = false);

// One window program writing `desc` (memory: x's unless the spec says otherwise): the
// reader assembles each output tile from the input elements its map names (reductions
// in double, one rounding) into CB 0, the compute kernel moves it to CB 16, the writer
// stores it; both CBs double-buffered tiles of the output's dtype.
// The pooled description of `x` (its rows replaced by the output pixels) after checking
// the window (`w` resolved) and that x holds exactly batch x H x W pixels of `channels`.
TensorDesc pooledDesc(const TensorRef& x, Window2d& w, const char* op);

TensorRef enqueueWindow(OpContext& ctx, const char* name, const TensorRef& x,
                        const TensorDesc& desc, const WindowMap& map, const OutputSpec& out);

}  // namespace strata::ops::detail
