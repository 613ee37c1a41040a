// The ttcore ops tt-mlir writes in custom form: device_module and device.
#include "strata/compiler/Dialect/TTCore/IR/TTCore.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/SmallString.h"

using namespace mlir;
using namespace mlir::tt::ttcore;

#define GET_OP_CLASSES
#include "strata/compiler/Dialect/TTCore/IR/TTCoreOps.cpp.inc"

namespace {
constexpr StringLiteral kDevicePrefix = "device";
} // namespace

bool mlir::tt::ttcore::isVerbatimDeviceAttr(Attribute attr) {
  auto unmodeled = llvm::dyn_cast_or_null<UnmodeledAttr>(attr);
  return unmodeled && unmodeled.getSpec().starts_with("device<");
}

namespace {
// The bracket pairs of a verbatim body: the optional-token parsers of the
// opener and the closer, and the closer's spelling.
struct BracketPair {
  ParseResult (AsmParser::*open)();
  ParseResult (AsmParser::*close)();
  char closer;
};
constexpr BracketPair kBrackets[] = {
    {&AsmParser::parseOptionalLess, &AsmParser::parseOptionalGreater, '>'},
    {&AsmParser::parseOptionalLParen, &AsmParser::parseOptionalRParen, ')'},
    {&AsmParser::parseOptionalLSquare, &AsmParser::parseOptionalRSquare, ']'},
    {&AsmParser::parseOptionalLBrace, &AsmParser::parseOptionalRBrace, '}'},
};
} // namespace

// Reads a balanced `<...>` token by token (the op parser cannot skip raw
// text) and returns its source text. Affine maps after `=` are read whole, so
// `d0 - 1` needs no minus token. Fails, with the error at the token, on an
// unbalanced or unreadable body.
static ParseResult parseVerbatimBody(OpAsmParser &parser, StringRef &text) {
  SMLoc start = parser.getCurrentLocation();
  if (parser.parseLess())
    return failure();
  SmallVector<char> closers = {'>'};
  bool afterEqual = false;
  while (!closers.empty()) {
    SMLoc loc = parser.getCurrentLocation();
    bool wasAfterEqual = afterEqual;
    afterEqual = false;
    if (wasAfterEqual && *loc.getPointer() == '(') {
      AffineMap map;
      if (parser.parseAffineMap(map))
        return failure();
      continue;
    }
    bool bracket = false;
    for (const BracketPair &pair : kBrackets) {
      if (succeeded((parser.*pair.open)())) {
        closers.push_back(pair.closer);
      } else if (succeeded((parser.*pair.close)())) {
        if (closers.back() != pair.closer)
          return parser.emitError(loc) << "expected '" << closers.back()
                                       << "' in the device description, found '" << pair.closer
                                       << "'";
        closers.pop_back();
        if (closers.empty())
          text = StringRef(start.getPointer(), loc.getPointer() + 1 - start.getPointer());
      } else {
        continue;
      }
      bracket = true;
      break;
    }
    if (bracket)
      continue;
    if (succeeded(parser.parseOptionalEqual())) {
      afterEqual = true;
    } else if (succeeded(parser.parseOptionalComma()) || succeeded(parser.parseOptionalArrow()) ||
               succeeded(parser.parseOptionalColon()) || succeeded(parser.parseOptionalPlus()) ||
               succeeded(parser.parseOptionalStar()) || succeeded(parser.parseOptionalQuestion()) ||
               succeeded(parser.parseOptionalVerticalBar()) ||
               succeeded(parser.parseOptionalEllipsis())) {
      // Punctuation.
    } else {
      StringRef keyword;
      std::string string;
      Attribute attr;
      if (succeeded(parser.parseOptionalKeyword(&keyword)) ||
          succeeded(parser.parseOptionalString(&string)))
        continue;
      // Numbers, `#...` attributes (read whole), `@symbols`, types.
      OptionalParseResult parsed = parser.parseOptionalAttribute(attr);
      if (parsed.has_value()) {
        if (failed(*parsed))
          return failure();
        continue;
      }
      return parser.emitError(loc, "expected a token of the device description or '")
             << closers.back() << "'";
    }
  }
  return success();
}

ParseResult DeviceOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr name;
  if (parser.parseSymbolName(name, getSymNameAttrName(result.name), result.attributes) ||
      parser.parseEqual())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  Attribute device;
  if (*loc.getPointer() == '<') {
    // tt-mlir's form: the attribute without its `#ttcore.device` prefix.
    StringRef body;
    if (parseVerbatimBody(parser, body))
      return failure();
    SmallString<256> spec(kDevicePrefix);
    spec += normalizeVerbatimAttr(body);
    device = UnmodeledAttr::get(parser.getContext(), spec);
  } else {
    if (parser.parseAttribute(device))
      return failure();
    if (!isVerbatimDeviceAttr(device))
      return parser.emitError(loc, "expected a device description `<...>` or "
                                   "`#ttcore.device<...>`");
  }
  result.addAttribute(getDeviceAttrAttrName(result.name), device);
  return parser.parseOptionalAttrDict(result.attributes);
}

void DeviceOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printer.printSymbolName(getSymName());
  printer << " = " << getDeviceAttr().getSpec().drop_front(kDevicePrefix.size());
  printer.printOptionalAttrDict((*this)->getAttrs(),
                                {getSymNameAttrName(), getDeviceAttrAttrName()});
}
