#include "strata/ops/spec.hpp"

#include "program_util.hpp"
#include "strata/support/error.hpp"

#include <fmt/core.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace strata::ops {

namespace {

[[noreturn]] void parseFail(std::string_view what, std::string_view text, std::string_view why) {
  throw Error(ErrorKind::ParseError, fmt::format("bad {} '{}': {}", what, text, why),
              {Error::str("text", std::string(text))});
}

std::vector<std::string_view> split(std::string_view text, char sep) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t at = text.find(sep, start);
    parts.push_back(text.substr(start, at == std::string_view::npos ? std::string_view::npos : at - start));
    if (at == std::string_view::npos) break;
    start = at + 1;
  }
  return parts;
}

bool parseUint(std::string_view s, std::uint32_t& out) {
  if (s.empty()) return false;
  auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && ptr == s.data() + s.size();
}

}  // namespace

Shape parseShape(std::string_view text) {
  const auto parts = split(text, 'x');
  if (parts.size() > static_cast<std::size_t>(kMaxRank))
    parseFail("shape", text, fmt::format("at most {} dims", kMaxRank));
  Shape s;
  for (std::string_view p : parts) {
    std::uint32_t v = 0;
    if (!parseUint(p, v) || v == 0)
      parseFail("shape", text, "dims are positive integers joined by 'x', e.g. 1x3x100x257");
    s.dims[s.rank++] = v;
  }
  return s;
}

MemoryConfig parseMemoryConfig(std::string_view text) {
  if (text == "dram") return MemoryConfig::dram();
  if (text == "l1") return MemoryConfig::l1();
  const std::size_t colon = text.find(':');
  const std::string_view kind = text.substr(0, colon);
  MemoryLayout layout;
  if (kind == "l1-height") layout = MemoryLayout::HeightSharded;
  else if (kind == "l1-width") layout = MemoryLayout::WidthSharded;
  else if (kind == "l1-block") layout = MemoryLayout::BlockSharded;
  else parseFail("memory config", text, "use dram, l1, l1-height:GRID, l1-width:GRID or l1-block:GRID");
  if (colon == std::string_view::npos) parseFail("memory config", text, "sharded configs need a grid, e.g. l1-block:8x8");
  const auto grid = split(text.substr(colon + 1), 'x');
  std::uint32_t gx = 0, gy = 0;
  if (grid.size() != 2 || !parseUint(grid[0], gx) || !parseUint(grid[1], gy) || gx == 0 || gy == 0)
    parseFail("memory config", text, "the grid is XxY with positive X and Y, e.g. 8x8");
  return MemoryConfig::sharded(layout, gx, gy);
}

TensorDesc parseTensorSpec(std::string_view text) {
  // The memory config itself may contain one ':' (l1-block:8x8), so split at most 4 ways.
  std::vector<std::string_view> parts;
  std::string_view rest = text;
  for (int i = 0; i < 3; ++i) {
    const std::size_t at = rest.find(':');
    if (at == std::string_view::npos) break;
    parts.push_back(rest.substr(0, at));
    rest = rest.substr(at + 1);
  }
  parts.push_back(rest);
  TensorDesc d;
  d.shape = parseShape(parts[0]);
  if (parts.size() > 1) {
    if (parts[1] == "bf16") d.dtype = DataType::BFloat16;
    else if (parts[1] == "f32") d.dtype = DataType::Float32;
    else if (parts[1] == "u32") d.dtype = DataType::UInt32;  // indices, integer ops
    else if (parts[1] == "i32") d.dtype = DataType::Int32;   // integer ops
    else if (parts[1] == "u16") d.dtype = DataType::UInt16;  // sort / topk indices
    else if (const auto block = device::parseDataType(parts[1]); block && device::isBlockFloat(*block))
      d.dtype = *block;  // bfp8 / bfp4 (also bfloat8_b, bfp_bf8, ...): tile storage
    else parseFail("tensor spec", text,
                   fmt::format("dtype '{}' is not bf16, f32, bfp8, bfp4, u32, i32 or u16", parts[1]));
  }
  if (parts.size() > 2) {
    if (parts[2] == "tile") d.layout = Layout::Tile;
    else if (parts[2] == "row_major") d.layout = Layout::RowMajor;
    else parseFail("tensor spec", text, fmt::format("layout '{}' is not tile or row_major", parts[2]));
  }
  if (parts.size() > 3) d.memory = parseMemoryConfig(parts[3]);
  return d;
}

// "1,2,-1" or "[1, 2, -1]": at most kMaxListEntries entries.
static IntList parseIntList(std::string_view text, std::string_view name, std::string_view value) {
  if (value.starts_with('[') && value.ends_with(']')) value = value.substr(1, value.size() - 2);
  IntList list;
  const std::string hint = fmt::format("{} takes a comma-separated list of 1 to {} integers, e.g. {}=1,2,3",
                                       name, kMaxListEntries, name);
  while (true) {
    while (value.starts_with(' ')) value.remove_prefix(1);
    const std::size_t comma = value.find(',');
    std::string_view item = value.substr(0, comma);
    while (item.ends_with(' ')) item.remove_suffix(1);
    std::int64_t v = 0;
    auto [ptr, ec] = std::from_chars(item.data(), item.data() + item.size(), v);
    if (item.empty() || ec != std::errc() || ptr != item.data() + item.size() || list.size == kMaxListEntries)
      parseFail("parameter", text, hint);
    list.values[list.size++] = v;
    if (comma == std::string_view::npos) break;
    value.remove_prefix(comma + 1);
  }
  return list;
}

namespace {

// What is wrong with `value` for `def`'s kind, cheaply: the query checks every scalar
// parameter on each call, and only a wrong one needs its message.
enum class ParamProblem : std::uint8_t {
  None, NotANumber, NotFinite, Negative, NotWhole, BeyondIntegers, NotBool, UnknownChoice,
  BeyondFloat32,
};

ParamProblem paramProblem(const ParamDef& def, double value) {
  if (def.kind == ParamKind::Fill ? std::isnan(value) : !std::isfinite(value))
    return def.kind == ParamKind::Fill ? ParamProblem::NotANumber : ParamProblem::NotFinite;
  switch (def.kind) {
    case ParamKind::Float:
    case ParamKind::Fill:
      break;
    case ParamKind::NonNegative:
      if (value < 0) return ParamProblem::Negative;
      break;
    case ParamKind::Integer:
      if (value != std::floor(value)) return ParamProblem::NotWhole;
      // Doubles hold every integer up to 2^53 exactly; no parameter needs more.
      if (std::fabs(value) > 9007199254740992.0) return ParamProblem::BeyondIntegers;
      break;
    case ParamKind::Bool:
      if (value != 0 && value != 1) return ParamProblem::NotBool;
      break;
    case ParamKind::Choice:
      if (std::none_of(def.choices.begin(), def.choices.end(),
                       [value](const ParamChoice& c) { return c.code == value; }))
        return ParamProblem::UnknownChoice;
      break;
  }
  // The device holds scalar parameters as float32: beyond its range one would be inf
  // (a fill value may be inf on purpose).
  if ((def.kind == ParamKind::Float || def.kind == ParamKind::NonNegative) &&
      std::fabs(value) > static_cast<double>(std::numeric_limits<float>::max()))
    return ParamProblem::BeyondFloat32;
  return ParamProblem::None;
}

}  // namespace

std::optional<std::string> paramValueError(const ParamDef& def, double value) {
  switch (paramProblem(def, value)) {
    case ParamProblem::None: return std::nullopt;
    case ParamProblem::NotANumber: return std::string("is not a number");
    case ParamProblem::NotFinite: return std::string("is not a finite number");
    case ParamProblem::Negative: return fmt::format("is negative; {} takes a number >= 0", def.name);
    case ParamProblem::NotWhole: return fmt::format("is not a whole number; {} takes an integer", def.name);
    case ParamProblem::BeyondIntegers:
      return fmt::format("is outside the integers a parameter holds (|{}| <= 2^53)", def.name);
    case ParamProblem::NotBool:
      return fmt::format("is not a bool; {} takes 0 or 1 (false or true)", def.name);
    case ParamProblem::UnknownChoice:
      return fmt::format("is not one of {}'s choices ({})", def.name, def.choiceNames());
    case ParamProblem::BeyondFloat32:
      return std::string("is beyond float32's range (|value| <= 3.4e38), which the device computes in");
  }
  return std::nullopt;
}

double checkParamValue(const OpInfo& op, int index, double value, std::string_view shown) {
  const ParamDef& def = op.params[static_cast<std::size_t>(index)];
  if (paramProblem(def, value) == ParamProblem::None) return value;
  if (const std::optional<std::string> why = paramValueError(def, value))
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("op {}: {} = {} {}", op.name, def.name,
                            shown.empty() ? fmt::format("{}", value) : std::string(shown), *why),
                {Error::str("op", std::string(op.name)), Error::str("param", std::string(def.name))});
  return value;
}

std::string_view paramKindName(ParamKind kind) {
  switch (kind) {
    case ParamKind::Float: return "float";
    case ParamKind::Integer: return "integer";
    case ParamKind::Bool: return "bool";
    case ParamKind::Fill: return "float or +-inf";
    case ParamKind::NonNegative: return "float >= 0";
    case ParamKind::Choice: return "choice";
  }
  return "?";
}

void parseParam(const OpInfo& op, std::string_view text, OpParams& params) {
  const std::size_t eq = text.find('=');
  if (eq == std::string_view::npos) parseFail("parameter", text, "write it as name=value");
  const std::string_view name = text.substr(0, eq), value = text.substr(eq + 1);
  const int index = op.paramIndex(name);
  if (index < 0) {
    std::string known;
    for (int i = 0; i < op.num_params; ++i) known += (i ? ", " : "") + std::string(op.params[static_cast<std::size_t>(i)].name);
    throw Error(ErrorKind::InvalidArgument,
                fmt::format("op {} has no parameter '{}' ({})", op.name, name,
                            known.empty() ? "it takes none" : "it takes: " + known),
                {Error::str("op", std::string(op.name)), Error::str("param", std::string(name))});
  }
  if (op.params[static_cast<std::size_t>(index)].is_list) {
    params.lists[static_cast<std::size_t>(index)] = parseIntList(text, name, value);
    return;
  }
  const ParamDef& def = op.params[static_cast<std::size_t>(index)];
  const ParamKind kind = def.kind;
  // A choice by its name (mode=bilinear, dtype=bf16), or by its code.
  if (kind == ParamKind::Choice)
    if (const std::optional<double> code = def.choiceCode(value)) {
      params.values[static_cast<std::size_t>(index)] = *code;
      return;
    }
  // true / false, and Python's True / False (its keyword arguments arrive as text)
  if (kind == ParamKind::Bool &&
      (value == "true" || value == "false" || value == "True" || value == "False")) {
    params.values[static_cast<std::size_t>(index)] = value == "true" || value == "True" ? 1 : 0;
    return;
  }
  double v = 0;
  auto [ptr, ec] = std::from_chars(value.data(), value.data() + value.size(), v);
  // out of range: a number all the same (1e999, 2^64 + 5), refused below by its size
  if (value.empty() || (ec != std::errc() && ec != std::errc::result_out_of_range) ||
      ptr != value.data() + value.size())
    parseFail("parameter", text,
              fmt::format("the value must be {}", kind == ParamKind::Float     ? "a finite number"
                                                  : kind == ParamKind::NonNegative ? "a finite number >= 0"
                                                  : kind == ParamKind::Fill    ? "a number or +-inf"
                                                  : kind == ParamKind::Integer ? "an integer"
                                                  : kind == ParamKind::Choice  ? "one of " + def.choiceNames()
                                                                               : "0, 1, true or false"));
  if (ec == std::errc::result_out_of_range) v = value.starts_with('-') ? -HUGE_VAL : HUGE_VAL;
  params.values[static_cast<std::size_t>(index)] = checkParamValue(op, index, v, value);
}

}  // namespace strata::ops
