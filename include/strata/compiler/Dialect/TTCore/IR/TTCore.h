// The ttcore dialect: data types, the 32x32 tile type, core grids.
#pragma once

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "strata/compiler/Dialect/TTCore/IR/TTCoreDialect.h.inc"
#include "strata/compiler/Dialect/TTCore/IR/TTCoreEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "strata/compiler/Dialect/TTCore/IR/TTCoreAttrs.h.inc"
#define GET_TYPEDEF_CLASSES
#include "strata/compiler/Dialect/TTCore/IR/TTCoreTypes.h.inc"

namespace mlir::tt::ttcore {
/// True for a `#ttcore.device<...>` kept verbatim (the device op's attribute).
bool isVerbatimDeviceAttr(Attribute attr);
} // namespace mlir::tt::ttcore

#define GET_OP_CLASSES
#include "strata/compiler/Dialect/TTCore/IR/TTCoreOps.h.inc"

namespace mlir::tt::ttcore {

/// Bytes of one 32x32 tile of `dataType` (block-float formats include their
/// shared exponent section: bfp8 1024 + 64, bfp4 512 + 64, bfp2 256 + 64).
int64_t tileSizeBytes(DataType dataType);

/// Evaluates `expr` at integer dims `dims` (no symbols). Fails on division by
/// zero, unknown symbols or overflow instead of crashing.
FailureOr<int64_t> evaluateAffineExpr(AffineExpr expr, ArrayRef<int64_t> dims);

/// The source text of an attribute kept verbatim, with whitespace outside
/// string literals normalized the way MLIR prints (one space, none just
/// inside brackets or before commas), so multi-line input prints on one line.
std::string normalizeVerbatimAttr(StringRef spec);

/// The parseAttribute hook shared by the ttcore and ttnn dialects: tries the
/// dialect's generated parser, keeps an attribute whose mnemonic
/// `isUnmodeled` accepts verbatim (built by `makeUnmodeled` from the
/// normalized text), and otherwise reports "unknown attribute ... in dialect
/// `dialectName`".
Attribute parseAttributeOrUnmodeled(
    DialectAsmParser &parser, Type type, StringRef dialectName,
    function_ref<OptionalParseResult(DialectAsmParser &, StringRef *, Type, Attribute &)>
        parseGenerated,
    function_ref<bool(StringRef)> isUnmodeled,
    function_ref<Attribute(StringRef normalizedSpec)> makeUnmodeled);

/// The scalar element type of a tensor whose tiles hold `dataType`: the format's
/// own scalar, bf16 for the block-float formats (bf16 values stored in shared-
/// exponent tiles) and for bf16 itself.
Type scalarTypeOf(MLIRContext *context, DataType dataType);

/// `RxC` (e.g. a chip description's `grid = 8x8`) as (rows, columns), both at
/// least 1; nullopt for anything else. Callers bound the size they accept.
std::optional<std::pair<int64_t, int64_t>> parseGridText(StringRef text);

/// `map` as text (diagnostics cannot stream an AffineMap directly).
std::string affineMapText(AffineMap map);

/// Evaluates every result of `map` at `dims`.
FailureOr<SmallVector<int64_t>> evaluateAffineMap(AffineMap map, ArrayRef<int64_t> dims);

} // namespace mlir::tt::ttcore
