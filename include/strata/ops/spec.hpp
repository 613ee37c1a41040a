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
// "name=value" for one of the op's scalar parameters; writes it into `params`. The value
// is read as its kind says (an Integer parameter takes "5", not "5.5"; a Bool one 0, 1,
// true or false) and checked with checkParamValue.
void parseParam(const OpInfo& op, std::string_view text, OpParams& params);
// `value` for scalar parameter `index` of `op`, checked against its kind: finite for a
// Float, a whole number of magnitude <= 2^53 for an Integer, 0 or 1 for a Bool. Returns
// it; throws InvalidArgument naming the op, the parameter and the value (`shown`: the
// value as the user wrote it, when given). Every reader of parameters calls this.
double checkParamValue(const OpInfo& op, int index, double value, std::string_view shown = {});
// Why `value` is not a value of `def`'s kind ("is not a whole number; k takes an
// integer"), or nothing: the rule checkParamValue applies, for readers that word the
// rest of the message themselves (the compiler names the attribute as written).
std::optional<std::string> paramValueError(const ParamDef& def, double value);

}  // namespace strata::ops
