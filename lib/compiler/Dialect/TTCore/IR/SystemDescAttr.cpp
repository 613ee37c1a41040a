// #ttcore.system_desc: its chips read once from the text the parser keeps.
// The text is tt-mlir's (SystemDescAttr's assembly format, TTCoreOpsTypes.td at
// 19c86fca): lists and `{field = value, ...}` dictionaries whose values hold
// brackets, parentheses and strings but never a brace.
#include "strata/compiler/Dialect/TTCore/IR/TTCore.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringExtras.h"

using namespace mlir;
using namespace mlir::tt::ttcore;

namespace {

// `text` split at the commas outside brackets, parentheses, braces, angle
// brackets and strings, each part trimmed.
SmallVector<StringRef> splitTopLevel(StringRef text) {
  SmallVector<StringRef> parts;
  int depth = 0;
  bool inString = false;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (inString) {
      if (c == '\\')
        ++i;
      else if (c == '"')
        inString = false;
      continue;
    }
    if (c == '"')
      inString = true;
    else if (StringRef("([{<").contains(c))
      ++depth;
    else if (StringRef(")]}>").contains(c))
      --depth;
    else if (c == ',' && depth == 0) {
      parts.push_back(text.slice(start, i).trim());
      start = i + 1;
    }
  }
  StringRef last = text.drop_front(start).trim();
  if (!last.empty() || !parts.empty())
    parts.push_back(last);
  return parts;
}

// `open ... close` without the brackets, or nullopt.
std::optional<StringRef> inside(StringRef text, char open, char close) {
  text = text.trim();
  if (text.size() < 2 || text.front() != open || text.back() != close)
    return std::nullopt;
  return text.drop_front().drop_back().trim();
}

ChipDescAttr chipOf(MLIRContext *context, StringRef body) {
  Builder builder(context);
  StringRef arch;
  NamedAttrList fields;
  for (StringRef entry : splitTopLevel(body)) {
    auto [key, value] = entry.split('=');
    key = key.trim();
    value = value.trim();
    if (key.empty() || fields.get(key))
      continue;
    if (key == "arch") {
      arch = value.trim("<> ");
      fields.append(key, builder.getStringAttr(arch));
      continue;
    }
    uint64_t number = 0;
    std::optional<std::pair<int64_t, int64_t>> grid;
    if (!value.getAsInteger(10, number)) {
      fields.append(key, builder.getIntegerAttr(
                             IntegerType::get(context, 64, IntegerType::Unsigned), number));
    } else if (key == "grid" && (grid = parseGridText(value))) {
      fields.append(key, builder.getDenseI64ArrayAttr({grid->first, grid->second}));
    } else {
      fields.append(key, builder.getStringAttr(value));
    }
  }
  return ChipDescAttr::get(context, arch, fields.getDictionary(context));
}

} // namespace

SystemDescAttr SystemDescAttr::fromSpec(MLIRContext *context, StringRef spec) {
  SmallVector<ChipDescAttr> chips;
  StringRef body = spec;
  if (body.consume_front("system_desc"))
    if (std::optional<StringRef> lists = inside(body, '<', '>')) {
      SmallVector<StringRef> groups = splitTopLevel(*lists);
      std::optional<StringRef> chipList =
          groups.size() > 1 ? inside(groups[1], '[', ']') : std::nullopt;
      if (chipList)
        for (StringRef chip : splitTopLevel(*chipList))
          if (std::optional<StringRef> chipBody = inside(chip, '{', '}'))
            chips.push_back(chipOf(context, *chipBody));
    }
  return SystemDescAttr::get(context, spec, chips);
}

Attribute ChipDescAttr::getField(StringRef name) const { return getFields().get(name); }

std::optional<std::pair<int64_t, int64_t>> ChipDescAttr::getGrid() const {
  auto grid = llvm::dyn_cast_or_null<DenseI64ArrayAttr>(getField("grid"));
  if (!grid || grid.size() != 2)
    return std::nullopt;
  return std::make_pair(grid[0], grid[1]);
}

std::optional<std::pair<int64_t, int64_t>> mlir::tt::ttcore::parseGridText(StringRef text) {
  auto [rowsText, colsText] = text.trim().split('x');
  int64_t rows = 0, cols = 0;
  if (rowsText.trim().getAsInteger(10, rows) || colsText.trim().getAsInteger(10, cols) ||
      rows < 1 || cols < 1)
    return std::nullopt;
  return std::make_pair(rows, cols);
}
