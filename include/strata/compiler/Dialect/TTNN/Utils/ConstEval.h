// Const-eval functions as tt-mlir marks them: the ops of a function that depend only
// on its parameters and constants, moved out by --ttnn-const-eval-hoist and called
// through ttcore.load_cached (computed once when the model is loaded).
#pragma once

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace mlir::tt::ttnn {

/// tt-mlir's function mark (include/ttmlir/FunctionTypes.h at 19c86fca).
inline constexpr llvm::StringLiteral kFunctionTypeAttr = "tt.function_type";
inline constexpr llvm::StringLiteral kConstEvalFunctionType = "const_eval";

/// Whether `function` is a const-eval function (`tt.function_type = "const_eval"`).
bool isConstEvalFunction(func::FuncOp function);

/// Whether argument `index` of `function` is marked `ttcore.argument_type`
/// `parameter` or `constant` (a model's weights and constants; `input` is not).
bool isParameterOrConstant(func::FuncOp function, unsigned index);

} // namespace mlir::tt::ttnn
