// The ttir dialect: registration and the custom forms of the two undeclared ops
// tt-mlir's TTNN tests write around TTNN IR (ttir.empty, ttir.ttnn_metal_layout_cast).
#include "strata/compiler/Dialect/TTIR/IR/TTIR.h"
#include "strata/compiler/Support/StrictProperties.h"

#include "mlir/IR/Builders.h"
#include "mlir/Transforms/InliningUtils.h"

using namespace mlir;
using namespace mlir::tt;
using namespace mlir::tt::ttir;

#include "strata/compiler/Dialect/TTIR/IR/TTIRDialect.cpp.inc"

#define GET_OP_CLASSES
#include "strata/compiler/Dialect/TTIR/IR/TTIROps.cpp.inc"

namespace {

// The ops `NAME() attr-dict : type` can express: no operands, regions,
// successors or properties, one ranked tensor result. Anything else prints generic.
bool fitsEmptyForm(Operation *op) {
  return op->getNumOperands() == 0 && op->getNumRegions() == 0 && op->getNumSuccessors() == 0 &&
         op->getNumResults() == 1 && isa<RankedTensorType>(op->getResult(0).getType()) &&
         !op->getPropertiesAsAttribute();
}

void printEmptyForm(Operation *op, OpAsmPrinter &printer) {
  printer << "()";
  printer.printOptionalAttrDict(op->getAttrs());
  printer << " : ";
  printer.printType(op->getResult(0).getType());
}

// `%x attr-dict : T1 -> T2` (ttir.ttnn_metal_layout_cast, TTIROps.td's format).
ParseResult parseCastForm(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand input;
  Type from, to;
  if (parser.parseOperand(input) || parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColon() || parser.parseType(from) || parser.parseArrow() ||
      parser.parseType(to) || parser.resolveOperand(input, from, state.operands))
    return failure();
  state.addTypes(to);
  return success();
}

} // namespace

ParseResult strata::compiler::parseEmptyForm(OpAsmParser &parser, OperationState &state) {
  Type type;
  if (parser.parseLParen() || parser.parseRParen() ||
      parser.parseOptionalAttrDict(state.attributes) || parser.parseColon())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(type))
    return failure();
  if (!isa<RankedTensorType>(type))
    return parser.emitError(loc, "'") << state.name.getStringRef()
                                      << "' result must be a ranked tensor, got " << type;
  state.addTypes(type);
  return success();
}

Attribute strata::compiler::parseOpaqueAttribute(const Dialect &dialect,
                                                 DialectAsmParser &parser, Type type) {
  MLIRContext *context = dialect.getContext();
  return OpaqueAttr::get(StringAttr::get(context, dialect.getNamespace()),
                         parser.getFullSymbolSpec(), type ? type : NoneType::get(context));
}

Type strata::compiler::parseOpaqueType(const Dialect &dialect, DialectAsmParser &parser) {
  return OpaqueType::get(StringAttr::get(dialect.getContext(), dialect.getNamespace()),
                         parser.getFullSymbolSpec());
}

namespace {
// TTIR ops are pure functions of their operands (the cache ops write an operand,
// wherever they are): a helper function's body may be inlined into its caller, as
// tt-mlir's pipeline does before lowering.
struct TTIRInlinerInterface : public DialectInlinerInterface {
  using DialectInlinerInterface::DialectInlinerInterface;
  bool isLegalToInline(Operation *, Region *, bool, IRMapping &) const final { return true; }
  bool isLegalToInline(Region *, Region *, bool, IRMapping &) const final { return true; }
};
} // namespace

void TTIRDialect::initialize() {
  registerOps();
  addInterfaces<TTIRInlinerInterface>();
  allowUnknownOperations();
  allowUnknownTypes();
}

void TTIRDialect::registerOps() {
  strata::compiler::addStrictOperations<
#define GET_OP_LIST
#include "strata/compiler/Dialect/TTIR/IR/TTIROps.cpp.inc"
      >(*this);
}

Attribute TTIRDialect::parseAttribute(DialectAsmParser &parser, Type type) const {
  return strata::compiler::parseOpaqueAttribute(*this, parser, type);
}

Type TTIRDialect::parseType(DialectAsmParser &parser) const {
  return strata::compiler::parseOpaqueType(*this, parser);
}

std::optional<Dialect::ParseOpHook> TTIRDialect::getParseOperationHook(StringRef opName) const {
  if (opName == "ttir.empty")
    return ParseOpHook(strata::compiler::parseEmptyForm);
  if (opName == "ttir.ttnn_metal_layout_cast")
    return ParseOpHook(parseCastForm);
  return std::nullopt;
}

llvm::unique_function<void(Operation *, OpAsmPrinter &)>
TTIRDialect::getOperationPrinter(Operation *op) const {
  if (op->getName().getStringRef() == "ttir.empty" && fitsEmptyForm(op))
    return printEmptyForm;
  return {};
}
