// The ttir stub dialect (see ForeignDialects.h).
#include "ForeignDialects.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Operation.h"

using namespace mlir;

namespace {

// `ttir.empty() attr-dict : type($result)` (tt-mlir's TTIR_EmptyOp format).
ParseResult parseEmpty(OpAsmParser &parser, OperationState &state) {
  Type type;
  if (parser.parseLParen() || parser.parseRParen() ||
      parser.parseOptionalAttrDict(state.attributes) || parser.parseColon())
    return failure();
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseType(type))
    return failure();
  if (!isa<RankedTensorType>(type))
    return parser.emitError(loc, "'ttir.empty' result must be a ranked tensor, got ") << type;
  state.addTypes(type);
  return success();
}

// The ops the custom form can express: no operands, regions, successors or
// properties, one ranked tensor result. Anything else prints generic.
bool fitsEmptyForm(Operation *op) {
  return op->getNumOperands() == 0 && op->getNumRegions() == 0 && op->getNumSuccessors() == 0 &&
         op->getNumResults() == 1 && isa<RankedTensorType>(op->getResult(0).getType()) &&
         !op->getPropertiesAsAttribute();
}

void printEmpty(Operation *op, OpAsmPrinter &printer) {
  printer << "()";
  printer.printOptionalAttrDict(op->getAttrs());
  printer << " : ";
  printer.printType(op->getResult(0).getType());
}

class TTIRStubDialect : public Dialect {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(TTIRStubDialect)

  explicit TTIRStubDialect(MLIRContext *context)
      : Dialect(getDialectNamespace(), context, TypeID::get<TTIRStubDialect>()) {
    allowUnknownOperations();
    allowUnknownTypes();
  }
  static StringRef getDialectNamespace() { return "ttir"; }

  // ttir attributes and types stay opaque, as they are without the stub.
  Attribute parseAttribute(DialectAsmParser &parser, Type type) const override {
    return OpaqueAttr::get(StringAttr::get(getContext(), getNamespace()),
                           parser.getFullSymbolSpec(),
                           type ? type : NoneType::get(getContext()));
  }
  Type parseType(DialectAsmParser &parser) const override {
    return OpaqueType::get(StringAttr::get(getContext(), getNamespace()),
                           parser.getFullSymbolSpec());
  }

  std::optional<ParseOpHook> getParseOperationHook(StringRef opName) const override {
    if (opName == "ttir.empty")
      return ParseOpHook(parseEmpty);
    return std::nullopt;
  }
  llvm::unique_function<void(Operation *, OpAsmPrinter &)>
  getOperationPrinter(Operation *op) const override {
    if (op->getName().getStringRef() == "ttir.empty" && fitsEmptyForm(op))
      return printEmpty;
    return {};
  }
};

} // namespace

void strata::opt::registerForeignDialectStubs(DialectRegistry &registry) {
  registry.insert<TTIRStubDialect>();
}
