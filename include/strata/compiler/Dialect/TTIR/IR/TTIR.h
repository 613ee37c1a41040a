// The ttir dialect: tt-mlir's frontend tensor ops, read so that its model graphs
// can be lowered to ttnn (--ttir-to-ttnn).
#pragma once

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "strata/compiler/Dialect/TTCore/IR/TTCore.h"

#include "strata/compiler/Dialect/TTIR/IR/TTIRDialect.h.inc"

#define GET_OP_CLASSES
#include "strata/compiler/Dialect/TTIR/IR/TTIROps.h.inc"

namespace strata::compiler {
/// `NAME() attr-dict : type`: tt-mlir's custom form of ttir.empty / d2m.empty.
mlir::ParseResult parseEmptyForm(mlir::OpAsmParser &parser, mlir::OperationState &state);
/// An attribute or type of a dialect whose own ones Strata does not model, kept
/// verbatim (`#ttir<...>`, `!d2m<...>`).
mlir::Attribute parseOpaqueAttribute(const mlir::Dialect &dialect, mlir::DialectAsmParser &parser,
                                     mlir::Type type);
mlir::Type parseOpaqueType(const mlir::Dialect &dialect, mlir::DialectAsmParser &parser);

/// A pool's NHWC extents [N, H, W, C] and its result's [N, OH, OW, C]: the shapes
/// themselves, or, for tt-mlir's flattened rows [1, 1, N*H*W, C] with
/// `flattened_compat_info`, the batch and input size it names and the output
/// size its window gives. Null (with an error on `op`) when they do not fit.
std::optional<std::pair<llvm::SmallVector<int64_t, 4>, llvm::SmallVector<int64_t, 4>>>
poolExtents(mlir::Operation *op);
} // namespace strata::compiler
