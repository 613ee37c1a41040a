#pragma once
// Text forms of tensor descriptions used on the command line:
//   SPEC   = SHAPE[:DTYPE[:LAYOUT[:MEMCFG]]]       e.g. 1x3x100x257:bf16:tile:l1
//   SHAPE  = d0xd1x...                              1 to 6 dims, each >= 1
//   DTYPE  = bf16 | f32 | u32 | i32                 (default bf16; u32: indices and
//                                                   integer ops, i32: integer ops)
//   LAYOUT = tile | row_major                       (default tile)
//   MEMCFG = dram | l1 | l1-height:GRID | l1-width:GRID | l1-block:GRID   (default dram)
//   GRID   = XxY                                    e.g. 8x8
// Parse errors are strata::Error (ParseError) that quote the text and say what is wrong.

#include "strata/ops/catalog.hpp"
#include "strata/ops/tensor_desc.hpp"

#include <string_view>

namespace strata::ops {

Shape parseShape(std::string_view text);
MemoryConfig parseMemoryConfig(std::string_view text);
TensorDesc parseTensorSpec(std::string_view text);
// "name=value" for one of the op's scalar parameters; writes it into `params`.
void parseParam(const OpInfo& op, std::string_view text, OpParams& params);

}  // namespace strata::ops
