#pragma once
// ttnn.conv3d and ttnn.prepare_conv3d_weights (lib/ops/conv/conv3d.cpp):
// conv2d's composite (unfold onto the stack, matmul) extended to a third dim: one
// unfold and matmul per (channel block, kernel depth tap), summed on the stack.

#include "strata/ops/context.hpp"
#include "strata/ops/reference.hpp"

#include <array>
#include <cstdint>

namespace strata::ops {

struct Conv3dArgs {
  std::uint32_t in_channels = 0, out_channels = 0;
  std::uint32_t batch = 1, in_d = 0, in_h = 0, in_w = 0;
  std::array<std::uint32_t, 3> kernel{1, 1, 1}, stride{1, 1, 1}, padding{0, 0, 0};  // [D, H, W]
  std::uint32_t groups = 1;
  // The prepared weight's channel block (prepare_conv3d_weights' c_in_block; 0: one block
  // of every aligned channel).
  std::uint32_t c_in_block = 0;
};

// ttnn.prepare_conv3d_weights (tt-metal's layout): weight [O, C/groups, KD, KH, KW] ->
// groups > 1: [O, C, KD, KH, KW], zero outside each output channel's group; permuted to
// [KD, KH, KW, C, O]; C zero-padded to a multiple of `alignment`; split into blocks of
// c_in_block channels (0: one block), blocks outermost: [blocks*KD*KH*KW*c_in_block, O].
TensorRef prepareConv3dWeights(OpContext& ctx, const TensorRef& weight, std::uint32_t groups,
                               std::uint32_t c_in_block, std::uint32_t alignment,
                               const OutputSpec& out);

// ttnn.conv3d: x [N, D, H, W, C] (NDHWC) * a prepared weight [blocks*KD*KH*KW*Cb, O]
// (prepare_conv3d_weights' layout, args.c_in_block = Cb; its row count gives the aligned
// channel count) + bias [1, O] -> [N, OD, OH, OW, O], OD = (D + 2 pD - KD) / sD + 1 (zero
// padding, the same on both sides).
TensorRef conv3d(OpContext& ctx, const TensorRef& x, const TensorRef& weight,
                 const TensorRef* bias, const Conv3dArgs& args, const OutputSpec& out);

HostTensor refPrepareConv3dWeights(const HostTensor& weight, std::uint32_t groups,
                                   std::uint32_t c_in_block, std::uint32_t alignment);
HostTensor refConv3d(const HostTensor& x, const HostTensor& weight, const HostTensor* bias,
                     const Conv3dArgs& args);

}  // namespace strata::ops
