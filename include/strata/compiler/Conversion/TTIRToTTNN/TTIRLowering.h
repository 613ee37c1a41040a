// The op-by-op lowering of one TTIR function to ttnn (used by --ttir-to-ttnn).
#pragma once

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"

#include "llvm/ADT/DenseMap.h"

namespace strata::compiler {

/// A ranked tensor without a ttnn layout encoding: a TTIR (host) tensor, not yet
/// lowered.
inline bool isHostTensor(mlir::Type type) {
  auto tensor = mlir::dyn_cast<mlir::RankedTensorType>(type);
  return tensor && !tensor.getEncoding();
}

/// Rewrites one function in place: its signature and every ttir op become
/// ttnn, on DRAM-interleaved tensors (tiled unless the op needs row-major),
/// followed by a `ttnn.deallocate` after each intermediate's last use. Fails
/// with an error at the first op it cannot lower, leaving the function as it
/// was only in that the ops before it may already be rewritten (the pass then
/// fails, so nothing half-lowered is printed).
class TTIRLowering {
public:
  explicit TTIRLowering(mlir::func::FuncOp function);
  mlir::LogicalResult run();

  /// tt-mlir's element type normalisation (ElementTypeNormalization.cpp):
  /// f64 -> f32, f16 -> bf16, i1 -> bf16, 32- and 64-bit signed or signless
  /// integers -> si32, unsigned -> ui32, i16 -> ui16. Null when the type has no
  /// device form here (i8, whose ui8 the op library has no kernels for).
  static mlir::Type deviceElementType(mlir::Type type);
  /// The element type a value is computed in: deviceElementType, except that
  /// integers are carried in f32 (exact below 2^24), since the op library's
  /// data movement and arithmetic take bf16 / f32; they become integers again
  /// where an op reads indices and where the function returns them.
  static mlir::Type valueElementType(mlir::Type type);

private:
  mlir::RankedTensorType deviceType(mlir::RankedTensorType type, bool rowMajor = false) const;
  mlir::RankedTensorType deviceType(llvm::ArrayRef<int64_t> shape, mlir::Type element,
                                    bool rowMajor = false) const;
  /// The ttnn value a ttir value became, or null when it was not lowered.
  mlir::Value mapped(mlir::Value v) const { return values.lookup(v); }
  /// The value an op of the lowering reads: the lowered one, else `v` itself
  /// (a function argument, already of device type).
  mlir::Value lowered(mlir::Value v) const {
    mlir::Value m = values.lookup(v);
    return m ? m : v;
  }
  mlir::Value create(mlir::Location loc, llvm::StringRef name, mlir::ValueRange operands,
                     mlir::Type result, llvm::ArrayRef<mlir::NamedAttribute> attributes = {});
  mlir::Operation *createOp(mlir::Location loc, llvm::StringRef name, mlir::ValueRange operands,
                            mlir::TypeRange results,
                            llvm::ArrayRef<mlir::NamedAttribute> attributes);
  mlir::Value reshape(mlir::Location loc, mlir::Value input, llvm::ArrayRef<int64_t> shape);
  mlir::Value permute(mlir::Location loc, mlir::Value input, llvm::ArrayRef<int64_t> permutation);
  mlir::Value typecast(mlir::Location loc, mlir::Value input, mlir::Type element);
  mlir::Value toLayout(mlir::Location loc, mlir::Value input, bool rowMajor);
  /// `input` repeated (after a reshape adding leading 1s) to `shape`.
  mlir::Value expand(mlir::Location loc, mlir::Value input, llvm::ArrayRef<int64_t> shape);
  /// An attribute of the ttnn op that only the IR has (no parameter of the op library's:
  /// operandSegmentSizes, a creation op's dtype and layout ...).
  mlir::NamedAttribute named(llvm::StringRef name, mlir::Attribute value) {
    return builder.getNamedAttr(name, value);
  }
  /// The attribute that carries parameter `param` of ttnn op `ttnnOp` (without the
  /// `ttnn.` prefix), named by the op library's schema, so that the lowering writes what
  /// the op model reads (`epsilon` for layer_norm's `eps`).
  mlir::NamedAttribute param(llvm::StringRef ttnnOp, llvm::StringRef param,
                             mlir::Attribute value);

  mlir::LogicalResult lowerOp(mlir::Operation *op);
  mlir::FailureOr<mlir::Value> lowerElementwise(mlir::Operation *op, llvm::StringRef name);
  mlir::FailureOr<mlir::Value> lowerReduction(mlir::Operation *op);
  mlir::FailureOr<mlir::Value> lowerDotGeneral(mlir::Operation *op);
  mlir::FailureOr<mlir::Value> lowerMatmul(mlir::Operation *op);
  mlir::FailureOr<mlir::Value> lowerLinear(mlir::Operation *op);
  /// matmul and linear: a x b (+ bias) over the operands' broadcast batch.
  mlir::FailureOr<mlir::Value> lowerProduct(mlir::Operation *op, mlir::Value a, mlir::Value b,
                                            mlir::Value bias, bool transposeA, bool transposeB);
  mlir::FailureOr<mlir::Value> lowerConstant(mlir::Operation *op);
  mlir::FailureOr<mlir::Value> lowerArange(mlir::Operation *op);
  mlir::FailureOr<mlir::Value> lowerConcat(mlir::Operation *op);
  mlir::FailureOr<mlir::Value> lowerSoftmax(mlir::Operation *op);
  mlir::FailureOr<mlir::Value> lowerNorm(mlir::Operation *op);
  mlir::FailureOr<mlir::Value> lowerBatchNorm(mlir::Operation *op);
  mlir::FailureOr<mlir::Value> lowerEmbedding(mlir::Operation *op);
  mlir::FailureOr<mlir::Value> lowerGather(mlir::Operation *op);
  mlir::FailureOr<mlir::Value> lowerConv2d(mlir::Operation *op);
  mlir::FailureOr<mlir::Value> lowerConvTranspose2d(mlir::Operation *op);
  /// max_pool2d, avg_pool2d and global_avg_pool2d.
  mlir::FailureOr<mlir::Value> lowerPool2d(mlir::Operation *op);
  mlir::LogicalResult lowerCacheOp(mlir::Operation *op);
  void insertDeallocations();

  mlir::func::FuncOp function;
  mlir::MLIRContext *context;
  mlir::OpBuilder builder;
  llvm::DenseMap<mlir::Value, mlir::Value> values;
};

} // namespace strata::compiler
