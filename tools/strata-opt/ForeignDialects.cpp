// The d2m stub dialect (see ForeignDialects.h).
#include "ForeignDialects.h"

#include "strata/compiler/Dialect/TTIR/IR/TTIR.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/Operation.h"

using namespace mlir;

namespace {

// The custom forms of the D2M ops (and ttir.ttnn_metal_layout_cast) that tt-mlir's
// TTNN Silicon tests write around TTNN IR (test/ttmlir/Silicon/TTNN/n150/spatial/),
// following the assembly formats of tt-mlir's D2MOps.td / TTIROps.td at 19c86fca.
// They parse into unregistered ops, which print in generic form; operand groups
// are kept in a discardable `operandSegmentSizes` attribute, integers as named
// attributes, so nothing written is lost.

Type indexType(OpAsmParser &parser) { return parser.getBuilder().getIndexType(); }

void addSegments(OpAsmParser &parser, OperationState &state, ArrayRef<int32_t> sizes) {
  state.addAttribute("operandSegmentSizes", parser.getBuilder().getDenseI32ArrayAttr(sizes));
}

// `(N) attr-dict : type` (d2m.block_index; N kept as `dim`).
ParseResult parseBlockIndex(OpAsmParser &parser, OperationState &state) {
  int64_t dim = 0;
  Type type;
  if (parser.parseLParen() || parser.parseInteger(dim) || parser.parseRParen() ||
      parser.parseOptionalAttrDict(state.attributes) || parser.parseColonType(type))
    return failure();
  state.addAttribute("dim", parser.getBuilder().getI64IntegerAttr(dim));
  state.addTypes(type);
  return success();
}

// `KEYWORD(%a, %b : T1, T2)`, optional; the number of operands goes to `count`.
ParseResult parseOperandGroup(OpAsmParser &parser, StringRef keyword, OperationState &state,
                              int32_t &count) {
  count = 0;
  if (failed(parser.parseOptionalKeyword(keyword)))
    return success();
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<Type> types;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseLParen() || parser.parseOperandList(operands))
    return failure();
  if (!operands.empty() && (parser.parseColon() || parser.parseTypeList(types)))
    return failure();
  if (parser.parseRParen() || parser.resolveOperands(operands, types, loc, state.operands))
    return failure();
  count = static_cast<int32_t>(operands.size());
  return success();
}

// `attr-dict ins(...) outs(...) region (, region)* (: result types)?` (d2m.generic,
// d2m.spatial).
ParseResult parseRegionOp(OpAsmParser &parser, OperationState &state) {
  int32_t ins = 0, outs = 0;
  if (parser.parseOptionalAttrDict(state.attributes) ||
      parseOperandGroup(parser, "ins", state, ins) ||
      parseOperandGroup(parser, "outs", state, outs))
    return failure();
  do {
    if (parser.parseRegion(*state.addRegion()))
      return failure();
  } while (succeeded(parser.parseOptionalComma()));
  if (succeeded(parser.parseOptionalColon()) && parser.parseTypeList(state.types))
    return failure();
  addSegments(parser, state, {ins, outs});
  return success();
}

// `%dst %src[%i, ...] (mcast[%m, ...])? attr-dict : T_dst, T_src -> T_result`
// (d2m.remote_load).
ParseResult parseRemoteLoad(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand dst, src;
  SmallVector<OpAsmParser::UnresolvedOperand> indices, mcast;
  Type dstType, srcType, result;
  if (parser.parseOperand(dst) || parser.parseOperand(src) ||
      parser.parseOperandList(indices, OpAsmParser::Delimiter::Square))
    return failure();
  if (succeeded(parser.parseOptionalKeyword("mcast")) &&
      parser.parseOperandList(mcast, OpAsmParser::Delimiter::Square))
    return failure();
  if (parser.parseOptionalAttrDict(state.attributes) || parser.parseColon() ||
      parser.parseType(dstType) || parser.parseComma() || parser.parseType(srcType) ||
      parser.parseArrow() || parser.parseType(result) ||
      parser.resolveOperand(dst, dstType, state.operands) ||
      parser.resolveOperand(src, srcType, state.operands) ||
      parser.resolveOperands(indices, indexType(parser), state.operands) ||
      parser.resolveOperands(mcast, indexType(parser), state.operands))
    return failure();
  addSegments(parser, state,
              {1, 1, static_cast<int32_t>(indices.size()), static_cast<int32_t>(mcast.size())});
  state.addTypes(result);
  return success();
}

// `%dst[%i, ...] %value attr-dict : T_dst, T_value -> T_result` (d2m.remote_store).
ParseResult parseRemoteStore(OpAsmParser &parser, OperationState &state) {
  OpAsmParser::UnresolvedOperand dst, value;
  SmallVector<OpAsmParser::UnresolvedOperand> indices;
  Type dstType, valueType, result;
  if (parser.parseOperand(dst) ||
      parser.parseOperandList(indices, OpAsmParser::Delimiter::Square) ||
      parser.parseOperand(value) || parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColon() || parser.parseType(dstType) || parser.parseComma() ||
      parser.parseType(valueType) || parser.parseArrow() || parser.parseType(result) ||
      parser.resolveOperand(dst, dstType, state.operands) ||
      parser.resolveOperands(indices, indexType(parser), state.operands) ||
      parser.resolveOperand(value, valueType, state.operands))
    return failure();
  addSegments(parser, state, {1, static_cast<int32_t>(indices.size()), 1});
  state.addTypes(result);
  return success();
}

// `%a, ... attr-dict : (T, ...)` (d2m.yield, d2m.spatial_yield).
ParseResult parseYield(OpAsmParser &parser, OperationState &state) {
  SmallVector<OpAsmParser::UnresolvedOperand> operands;
  SmallVector<Type> types;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOperandList(operands) || parser.parseOptionalAttrDict(state.attributes) ||
      parser.parseColon() || parser.parseLParen())
    return failure();
  if (!operands.empty() && parser.parseTypeList(types))
    return failure();
  if (parser.parseRParen() || parser.resolveOperands(operands, types, loc, state.operands))
    return failure();
  return success();
}

// A dialect Strata does not define, registered only for the custom forms of some of its
// ops: unknown ops and types are allowed, and its attributes and types stay opaque
// (#d2m.thread<unified>, ttir types), as they are without the stub.
class OpaqueStubDialect : public Dialect {
protected:
  OpaqueStubDialect(StringRef name, MLIRContext *context, TypeID id)
      : Dialect(name, context, id) {
    allowUnknownOperations();
    allowUnknownTypes();
  }

public:
  Attribute parseAttribute(DialectAsmParser &parser, Type type) const override {
    return strata::compiler::parseOpaqueAttribute(*this, parser, type);
  }
  Type parseType(DialectAsmParser &parser) const override {
    return strata::compiler::parseOpaqueType(*this, parser);
  }
};

class D2MStubDialect : public OpaqueStubDialect {
public:
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(D2MStubDialect)

  explicit D2MStubDialect(MLIRContext *context)
      : OpaqueStubDialect(getDialectNamespace(), context, TypeID::get<D2MStubDialect>()) {}
  static StringRef getDialectNamespace() { return "d2m"; }

  std::optional<ParseOpHook> getParseOperationHook(StringRef opName) const override {
    if (opName == "d2m.empty")
      return ParseOpHook(strata::compiler::parseEmptyForm);
    if (opName == "d2m.block_index")
      return ParseOpHook(parseBlockIndex);
    if (opName == "d2m.generic" || opName == "d2m.spatial")
      return ParseOpHook(parseRegionOp);
    if (opName == "d2m.remote_load")
      return ParseOpHook(parseRemoteLoad);
    if (opName == "d2m.remote_store")
      return ParseOpHook(parseRemoteStore);
    if (opName == "d2m.yield" || opName == "d2m.spatial_yield")
      return ParseOpHook(parseYield);
    return std::nullopt;
  }
};

} // namespace

void strata::opt::registerForeignDialectStubs(DialectRegistry &registry) {
  registry.insert<D2MStubDialect>();
  // Upstream dialects tt-mlir's D2M programs use in custom form inside d2m regions
  // (tensor.empty, arith.constant, linalg.generic / yield): the real ones.
  registry.insert<arith::ArithDialect, tensor::TensorDialect, linalg::LinalgDialect>();
}
